//! The command in Chinese and English: `--lang` and the locale choose the language of what a
//! person reads; JSON keeps its fields and values, only its prose follows.

mod common;

use std::process::Command;

use common::{english, grundy, grundy_with_input, stdout_of};
use serde_json::Value;

/// The output of a successful run with the locale variables `env`.
fn with_locale(env: &[(&str, &str)], args: &[&str]) -> String {
    let mut command: Command = english();
    for (name, value) in env {
        command.env(name, value);
    }
    let output = command.args(args).output().expect("grundy runs");
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("utf-8")
}

#[test]
fn wythoff_explains_itself_in_chinese_under_a_chinese_locale() {
    let text = with_locale(
        &[("LANG", "zh_CN.UTF-8")],
        &["wythoff", "9", "4", "--explain"],
    );
    assert!(
        text.starts_with("威佐夫博弈，正常规则：两堆 (9, 4)\n"),
        "{text}"
    );
    assert!(text.contains("结果：N，必胜态"), "{text}");
    assert!(text.contains("  -> (7, 4)   从第一堆取 2 个\n"), "{text}");
    // The explanation says why the move wins, with the terms of the Chinese textbooks.
    assert!(text.contains("奇异局势"), "{text}");
    assert!(text.contains("(a_3, b_3) = (4, 7)"), "{text}");
    assert!(!text.contains("Winning"), "no English left: {text}");
    // LC_ALL comes before LANG; --lang before both.
    let english_text = with_locale(
        &[("LC_ALL", "en_US.UTF-8"), ("LANG", "zh_CN.UTF-8")],
        &["wythoff", "9", "4", "--explain"],
    );
    assert!(english_text.starts_with("Wythoff's game, normal play"));
    let forced = with_locale(
        &[("LANG", "zh_CN.UTF-8")],
        &["wythoff", "9", "4", "--explain", "--lang", "en"],
    );
    assert_eq!(forced, english_text);
}

#[test]
fn bash_answers_in_chinese_with_lang_zh() {
    let text = stdout_of(&["bash", "10", "--max", "3", "--lang", "zh"]);
    assert_eq!(
        text,
        "巴什博弈，正常规则：一堆 10 个，每次取 1..3 个\n\
         结果：N，必胜态（轮到走的一方必胜）\n\
         必胜走法：取 2 个，剩 8 个\n\
         SG 值：2\n"
    );
    // A global option: before the subcommand too.
    assert_eq!(
        stdout_of(&["--lang", "zh", "bash", "10", "--max", "3"]),
        text
    );
    let explained = stdout_of(&["bash", "10", "--max", "3", "--lang", "zh", "--explain"]);
    assert!(explained.contains("10 mod 4 = 2"), "{explained}");
    assert!(explained.contains("4 的倍数"), "{explained}");
    // Not a language grundy speaks: refused, with the ones it does.
    let output = grundy(&["bash", "10", "--max", "3", "--lang", "fr"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("en") && stderr.contains("zh"), "{stderr}");
}

#[test]
fn json_changes_with_the_language_only_in_its_prose() {
    for args in [
        &["wythoff", "9", "4", "--json", "--explain"][..],
        &["bash", "10", "--max", "3", "--json", "--explain"],
        &["nim", "3", "4", "5", "--json", "--explain"],
        &["fib", "20", "--json", "--explain"],
        &[
            "analyze",
            "nim(3,4) + bash(10,max=3)",
            "--json",
            "--explain",
        ],
    ] {
        let en: Value = serde_json::from_str(&stdout_of(args)).unwrap();
        let mut zh_args = args.to_vec();
        zh_args.extend(["--lang", "zh"]);
        let mut zh: Value = serde_json::from_str(&stdout_of(&zh_args)).unwrap();
        assert_ne!(zh["explanation"], en["explanation"], "{args:?}");
        zh["explanation"] = en["explanation"].clone();
        assert_eq!(zh, en, "{args:?}: only the prose differs");
    }
}

#[test]
fn a_wythoff_p_position_of_any_size_is_worth_zero_alone_and_in_a_sum() {
    let answer: Value = serde_json::from_str(&stdout_of(&[
        "wythoff",
        "165580140",
        "267914295",
        "--grundy",
        "--json",
    ]))
    .unwrap();
    assert_eq!(answer["outcome"], "P");
    assert_eq!(answer["grundy"], 0);
    let text = stdout_of(&["analyze", "wythoff(165580140,267914295) + nim(1)"]);
    assert!(text.contains("Grundy value: 1\n"), "{text}");
    assert!(
        text.contains("  [1] wythoff(165580140,267914295): g = 0\n"),
        "{text}"
    );
    assert!(text.contains("  [2] nim(1): heap 1 -> 0\n"), "{text}");
}

#[test]
fn text_slips_of_issue_22_are_gone() {
    // One line per heap in the explanation, even when both heaps are the same number.
    let text = stdout_of(&["wythoff", "5", "5", "--explain"]);
    assert_eq!(
        text.matches("5 = b_2, paired with a_2 = 3.").count(),
        1,
        "{text}"
    );
    // Each listed move says why it wins.
    assert_eq!(text.matches("a P-position.\n").count(), 3, "{text}");
    // Fibonacci Nim is called so, and the computer is not "you".
    let fib = stdout_of(&["fib", "20", "--explain"]);
    assert!(fib.starts_with("Fibonacci Nim"), "{fib}");
    assert!(!fib.contains("you may take"), "{fib}");
}

#[test]
fn play_points_out_a_mistake_with_the_winning_move_in_both_languages() {
    let output = grundy_with_input(&["play", "wythoff(9,4)"], b"b 2\n");
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains(
            "A mistake: that move hands the computer a winning position. The winning move was \
             `a 2` (take 2 from heap a ((9, 4) → (7, 4))). Why: "
        ),
        "{text}"
    );
    assert!(text.contains("(a_3, b_3) = (4, 7), a P-position"), "{text}");
    let output = grundy_with_input(&["play", "wythoff(9,4)", "--lang", "zh"], b"b 2\n");
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("你：从 b 堆取 2 个"), "{text}");
    assert!(
        text.contains("失误：这一步把必胜态交给了电脑。本来的必胜走法是 `a 2`"),
        "{text}"
    );
    assert!(text.contains("轮到你了。"), "{text}");
    // A good move is no mistake.
    let output = grundy_with_input(&["play", "wythoff(9,4)"], b"a 2\n");
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(!text.contains("mistake"), "{text}");
    // Nor is any move from a lost position.
    let output = grundy_with_input(&["play", "bash(8,max=3)"], b"1\n");
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(!text.contains("mistake"), "{text}");
}

/// A folder of its own for `test`, under the target's temporary folder.
fn scratch(test: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("lang")
        .join(test);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn verify_says_its_verdict_in_chinese() {
    let path = scratch("verify").join("s134.cert");
    let path = path.to_str().unwrap();
    stdout_of(&["seq", "sub", "1,3,4", "--to", "20", "--certificate", path]);
    let text = stdout_of(&["verify", path, "--lang", "zh"]);
    assert!(text.starts_with("验证通过：减法博弈 {1,3,4}"), "{text}");
    assert!(text.contains("周期为 7"), "{text}");
    assert!(!text.contains("Verified"), "{text}");
    let english = stdout_of(&["verify", path]);
    assert!(
        english.starts_with("Verified: the subtraction game {1,3,4}"),
        "{english}"
    );
}

#[test]
fn seq_sub_says_the_period_in_chinese() {
    let text = stdout_of(&["seq", "sub", "1,3,4", "--to", "20", "--lang", "zh"]);
    assert!(
        text.starts_with("减法博弈 {1,3,4}：SG 值，n = 0..20\n"),
        "{text}"
    );
    assert!(text.contains("\n预周期：0\n周期：7\n"), "{text}");
    let period = stdout_of(&["seq", "sub", "1,3,4", "--period-only", "--lang", "zh"]);
    assert!(period.contains("周期：7\n已证明："), "{period}");
    let outcomes = stdout_of(&[
        "seq",
        "sub",
        "2,5",
        "--to",
        "3",
        "--outcomes",
        "--lang",
        "zh",
    ]);
    assert!(
        outcomes.contains("胜负（P：轮到走的一方必败）"),
        "{outcomes}"
    );
}

#[test]
fn seq_octal_says_the_period_in_chinese() {
    let text = stdout_of(&["seq", "octal", "kayles", "--to", "200", "--lang", "zh"]);
    assert!(text.starts_with("八进制博弈 0.77（"), "{text}");
    assert!(text.contains("：SG 值，n = 0..200\n"), "{text}");
    assert!(
        text.contains("预周期：71\n周期：12\n已证明（Guy-Smith 定理）"),
        "{text}"
    );
    let grundys = stdout_of(&["seq", "octal", "grundy", "--to", "10", "--lang", "zh"]);
    assert!(grundys.starts_with("格兰迪博弈"), "{grundys}");
    assert!(grundys.contains("周期：不声称"), "{grundys}");
}

#[test]
fn misere_describes_the_quotient_in_chinese() {
    let text = stdout_of(&["misere", "kayles", "--lang", "zh"]);
    assert!(
        text.starts_with("反常规则商（misère quotient）：八进制博弈 0.77"),
        "{text}"
    );
    assert!(text.contains("以 12 为周期"), "{text}");
    assert!(text.contains("\n乘法表：\n"), "{text}");
    assert!(!text.contains("Multiplication"), "{text}");
}

#[test]
fn table_heads_its_rows_in_chinese() {
    let text = stdout_of(&["table", "wythoff", "--size", "3", "--lang", "zh"]);
    assert!(text.starts_with("威佐夫博弈的 SG 值 g(a, b)"), "{text}");
    let row = stdout_of(&[
        "table", "wythoff", "--row", "3", "--to", "30", "--lang", "zh",
    ]);
    assert!(row.starts_with("威佐夫博弈 SG 值表的第 a = 3 行"), "{row}");
    assert!(
        row.contains("加性周期：对每个 b >= 8 都有 g(3, b + 6) = g(3, b) + 6"),
        "{row}"
    );
    assert!(row.contains("已证明"), "{row}");
}

#[test]
fn census_heads_its_table_in_chinese() {
    let db = scratch("census").join("c.sqlite");
    let _ = std::fs::remove_file(&db);
    let db = db.to_str().unwrap();
    stdout_of(&["census", "0.7?", "--to", "200", "--db", db, "--json"]);
    let text = stdout_of(&["census", "--db", db, "--lang", "zh"]);
    assert!(text.contains("八进制博弈普查："), "{text}");
    let head = text.lines().nth(1).unwrap();
    assert!(head.starts_with("代码     状态    "), "{head}");
    assert!(
        head.contains("预周期") && head.ends_with("  等价于"),
        "{head}"
    );
    // Chinese takes two columns a character: the columns still line up with the rows.
    let kayles = text.lines().find(|l| l.starts_with("0.77 ")).unwrap();
    assert!(
        ["易证   ", "已解决 ", "未解决 "]
            .iter()
            .any(|status| kayles.starts_with(&format!("0.77     {status} "))),
        "{kayles}"
    );
}

#[test]
fn stress_reports_in_chinese() {
    // A correct Bash solution (hdu1846: C cases of n m; "first" wins when n mod (m+1) != 0).
    let correct = "awk 'NR > 1 { print ($1 % ($2 + 1)) ? \"first\" : \"second\" }'";
    let args = [
        "stress",
        "hdu1846",
        "--solution",
        correct,
        "--cases",
        "20",
        "--seed",
        "3",
    ];
    let text = stdout_of(&[&args[..], &["--lang", "zh"]].concat());
    assert_eq!(text, "hdu1846：全部 20 个测试与 grundy 一致（种子 3）\n");
    // A wrong one: the whole report in Chinese.
    let wrong = "cat > /dev/null; echo second";
    let output = grundy(&[
        "stress",
        "hdu1846",
        "--solution",
        wrong,
        "--cases",
        "5",
        "--seed",
        "1",
        "--shrink-time",
        "5",
        "--lang",
        "zh",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let report = String::from_utf8(output.stdout).unwrap();
    assert!(report.starts_with("hdu1846：第 "), "{report}");
    assert!(report.contains("个测试（共 5 个）答案错误"), "{report}");
    for part in [
        "\n输入（",
        "\n找到的方式：",
        "\n正确输出",
        "\n实际输出",
        "\n重现：grundy stress",
    ] {
        assert!(report.contains(part), "{part}: {report}");
    }
    assert!(!report.contains("Found:"), "{report}");
}

/// `analyze`'s move lines follow the language, and count games and heaps from 1 in both (issue
/// 35: the Wythoff game of `nim(3,4,5) + wythoff(4,6)` was "第 1 个游戏", and the first heap
/// "第 0 堆"); the move typed keeps the notation's numbers, from 0.
#[test]
fn analyze_move_lines_are_chinese_under_lang_zh() {
    let expr = "nim(3,4) + bash(10,max=3) + kayles(9)";
    let en = stdout_of(&["analyze", expr]);
    let zh = stdout_of(&["analyze", expr, "--lang", "zh"]);
    assert!(en.contains("  [1] nim(3,4): heap 1 -> 2"), "{en}");
    assert!(zh.contains("  [1] nim(3,4): 第 1 堆 -> 2"), "{zh}");
    assert!(zh.contains("  [3] kayles(9): g = "), "{zh}");
    assert!(zh.contains("bash(10,max=3): 取 "), "{zh}");
    assert!(!zh.contains(": heap ") && !zh.contains(": take "), "{zh}");
    let zh = stdout_of(&[
        "analyze",
        "nim(3,4,5) + wythoff(4,6)",
        "--explain",
        "--lang",
        "zh",
    ]);
    assert!(zh.contains("  [2] wythoff(4,6): g = 9\n"), "{zh}");
    assert!(
        zh.contains(
            "在第 2 个游戏（wythoff(4,6)）中，两堆各取 4 个（(4, 6) → (0, 2)）（输入 `1: both 4`）"
        ),
        "{zh}"
    );
    assert!(zh.contains("第 2 个游戏的值是 9"), "{zh}");
    assert!(!zh.contains("第 0 ") && !zh.contains("第 1 个游戏"), "{zh}");
    let zh = stdout_of(&["nim", "3", "4", "5", "--explain", "--lang", "zh"]);
    assert!(!zh.contains("第 0 堆") && !zh.contains("第   0 堆"), "{zh}");
    assert!(zh.contains("  第 1 堆：3 -> 1\n"), "{zh}");
}
