//! End-to-end tests of the `grundy` binary: whole outputs compared, errors checked for the
//! one-line, exit-status-2 contract.

mod common;

use common::{grundy, stdout_of};

use std::path::PathBuf;

fn json_of(args: &[&str]) -> String {
    let text = stdout_of(args);
    assert_eq!(text.lines().count(), 1, "exactly one JSON line: {text}");
    text.trim_end().to_string()
}

fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write temp file");
    path
}

#[test]
fn wythoff_json_contract() {
    assert_eq!(
        json_of(&["wythoff", "4", "7", "--json"]),
        r#"{"game":"wythoff","convention":"normal","heaps":[4,7],"outcome":"P","winning_moves":[],"winning_move_count":0,"difference":3,"pair_index":3,"grundy":0}"#
    );
    assert_eq!(
        json_of(&["wythoff", "5", "5", "--json"]),
        r#"{"game":"wythoff","convention":"normal","heaps":[5,5],"outcome":"N","winning_moves":[{"to":[0,0]},{"to":[3,5]},{"to":[5,3]}],"winning_move_count":3,"difference":0,"pair_index":null,"grundy":8}"#
    );
}

#[test]
fn wythoff_moves_keep_the_heap_order_given() {
    // From (7, 4) ... (4, 7) is P already; from (10, 6): diagonal k = 4 -> (10, 6) - (6,10)?
    let json = json_of(&["wythoff", "20", "12", "--json"]);
    // (12, 20) is P, so (20, 12) is P too, in either order.
    assert!(json.contains(r#""outcome":"P""#), "{json}");
    let json = json_of(&["wythoff", "9", "4", "--json"]);
    // From (9, 4): take 2 from the first heap -> (7, 4); P-position (4, 7) in the given order.
    assert!(json.contains(r#"{"to":[7,4]}"#), "{json}");
}

#[test]
fn the_double_trap_is_a_p_position() {
    let json = json_of(&["wythoff", "165580140", "267914295", "--json"]);
    assert!(json.contains(r#""outcome":"P""#), "{json}");
    let json = json_of(&["wythoff", "165580141", "267914295", "--json"]);
    assert!(json.contains(r#"{"to":[165580140,267914295]}"#), "{json}");
}

#[test]
fn wythoff_big_numbers_are_printed_in_full() {
    // F(100), F(101): a P-position far beyond u64.
    let (a, b) = ("354224848179261915075", "573147844013817084101");
    let json = json_of(&["wythoff", a, b, "--json"]);
    assert!(json.contains(&format!(r#""heaps":[{a},{b}]"#)), "{json}");
    assert!(json.contains(r#""outcome":"P""#), "{json}");
    let a_plus_one = "354224848179261915076";
    let json = json_of(&["wythoff", a_plus_one, b, "--json"]);
    assert!(json.contains(&format!(r#"{{"to":[{a},{b}]}}"#)), "{json}");
}

#[test]
fn wythoff_pair_and_misere() {
    assert_eq!(
        json_of(&["wythoff", "--pair", "10", "--json"]),
        r#"{"game":"wythoff","pair_index":10,"position":[16,26],"outcome":"P"}"#
    );
    let json = json_of(&["wythoff", "0", "1", "--misere", "--json"]);
    assert!(json.contains(r#""outcome":"P""#), "{json}");
    let json = json_of(&["wythoff", "0", "0", "--misere", "--json"]);
    assert!(
        json.contains(r#""outcome":"N","winning_moves":[]"#),
        "{json}"
    );
}

#[test]
fn nim_json_contract() {
    assert_eq!(
        json_of(&["nim", "3", "4", "5", "--json"]),
        r#"{"game":"nim","convention":"normal","max_take":null,"heap_count":3,"outcome":"N","nim_sum":2,"grundy":2,"winning_moves":[{"heap":0,"to":1}],"winning_move_count":1}"#
    );
    let json = json_of(&["nim", "1", "1", "1", "--misere", "--json"]);
    assert!(json.contains(r#""outcome":"P""#), "{json}");
    let json = json_of(&["nim", "5", "7", "9", "--max-take", "3", "--json"]);
    // Values 1, 3, 1: nim-sum 3. Every heap can move to value ⊕ 3, even upwards (5 -> 2 has
    // value 2 > 1), because each heap holds at least r = 3 tokens.
    assert!(
        json.contains(r#""winning_moves":[{"heap":0,"to":2},{"heap":1,"to":4},{"heap":2,"to":6}]"#),
        "{json}"
    );
}

#[test]
fn nim_reads_heaps_from_a_file() {
    let heaps: Vec<String> = (1..=1000u64).map(|h| h.to_string()).collect();
    let path = temp_file("heaps.txt", &heaps.join("\n"));
    let argument = format!("@{}", path.display());
    let json = json_of(&["nim", &argument, "--json"]);
    // 1 ^ 2 ^ ... ^ 1000 = 1000 (n ≡ 0 mod 4).
    assert!(json.contains(r#""heap_count":1000"#), "{json}");
    assert!(json.contains(r#""nim_sum":1000"#), "{json}");
}

#[test]
fn bash_json_contract() {
    assert_eq!(
        json_of(&["bash", "10", "--max", "3", "--json"]),
        r#"{"game":"bash","convention":"normal","heap":10,"max":3,"outcome":"N","grundy":2,"winning_moves":[{"take":2,"to":8}]}"#
    );
    let json = json_of(&["bash", "9", "--max", "3", "--misere", "--json"]);
    assert!(json.contains(r#""outcome":"P""#), "{json}");
}

#[test]
fn takeaway_and_fib_json_contract() {
    assert_eq!(
        json_of(&["fib", "20", "--json"]),
        r#"{"game":"takeaway","k":"2","heap":20,"cap":19,"outcome":"N","winning_moves":[{"take":2,"to":18}],"least_winning_move":2,"decomposition":[13,5,2]}"#
    );
    let json = json_of(&["takeaway", "21", "--k", "2", "--json"]);
    assert!(json.contains(r#""outcome":"P""#), "{json}");
    for k in ["3/2", "1.5", "6/4"] {
        let json = json_of(&["takeaway", "20", "--k", k, "--json"]);
        assert!(json.contains(r#""k":"3/2""#), "{k}: {json}");
    }
    let json = json_of(&["fib", "--losing-heaps", "8", "--json"]);
    assert_eq!(
        json,
        r#"{"game":"takeaway","k":"2","losing_heaps":[1,2,3,5,8,13,21,34]}"#
    );
}

#[test]
fn explain_and_text_outputs_are_readable() {
    let text = stdout_of(&["nim", "3", "4", "5", "--explain"]);
    assert!(text.contains("Nim-sum X = 2"), "{text}");
    assert!(text.contains("heap   0: 011"), "{text}");
    let text = stdout_of(&["fib", "20", "--explain"]);
    assert!(text.contains("20 = 13 + 5 + 2"), "{text}");
    let text = stdout_of(&["wythoff", "9", "4", "--explain"]);
    assert!(text.contains("Difference k"), "{text}");
}

#[test]
fn bad_input_is_one_line_on_stderr_with_status_2() {
    let cases: &[&[&str]] = &[
        &["nim", "3", "-4"],
        &["nim", "3", "x"],
        &["nim"],
        &["bash", "5", "--max", "0"],
        &["bash", "5"],
        &["takeaway", "5", "--k", "0"],
        &["takeaway", "5", "--k", "abc"],
        &["takeaway", "5", "--k", "1/0"],
        &["wythoff", "3"],
        &["wythoff", "3", "4", "--bogus"],
        &["frobnicate"],
        &["wythoff", "@/definitely/not/here", "4"],
        &["fib", "1.5"],
    ];
    for args in cases {
        let output = grundy(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("grundy: error: "), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn too_large_requests_name_the_limit() {
    let output = grundy(&["wythoff", "30000", "30001", "--grundy"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("16384"), "{stderr}");
    let huge = "9".repeat(5000);
    let output = grundy(&["fib", &huge]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("4096"), "{stderr}");
}

#[test]
fn help_has_examples() {
    let commands: &[&[&str]] = &[
        &["wythoff"],
        &["nim"],
        &["bash"],
        &["takeaway"],
        &["fib"],
        &["judge"],
        &["stress"],
        &["analyze"],
        &["play"],
        &["seq"],
        &["seq", "sub"],
        &["seq", "octal"],
        &["table"],
        &["table", "wythoff"],
        &["completions"],
        &["man"],
    ];
    for command in commands {
        let mut args = command.to_vec();
        args.push("--help");
        let text = stdout_of(&args);
        assert!(text.contains("Examples:"), "{command:?}: {text}");
    }
    assert!(stdout_of(&["--help"]).contains("Examples:"));
}

#[test]
fn completions_and_man_page_are_generated() {
    let bash = stdout_of(&["completions", "bash"]);
    assert!(
        bash.contains("wythoff") && bash.contains("--misere"),
        "{bash}"
    );
    for shell in ["zsh", "fish", "elvish", "powershell"] {
        assert!(!stdout_of(&["completions", shell]).is_empty(), "{shell}");
    }
    let man = stdout_of(&["man"]);
    assert!(
        man.contains(".TH grundy 1"),
        "{}",
        &man[..200.min(man.len())]
    );
    assert!(man.contains("grundy-wythoff"), "no subcommand pages");
    let output = grundy(&["completions", "tcsh"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn hand_worked_expectations_agree_with_exhaustive_search() {
    // The answers the JSON contracts above expect, through the binary, against the brute-force
    // solver on each game's rules (independent of the closed forms the binary uses), Wythoff's
    // construction and the Fibonacci recurrence.
    use grundy::Ratio;
    use grundy::engine::{Convention, Outcome, Solver};
    use grundy::games::bash::BashRules;
    use grundy::games::nim::NimRules;
    use grundy::games::takeaway::TakeAwayRules;
    use grundy::games::wythoff::WythoffRules;
    use serde_json::{Value, json};
    let (normal, misere) = (Convention::Normal, Convention::Misere);
    let run = |args: &[&str]| -> Value { serde_json::from_str(&json_of(args)).expect("JSON") };
    let outcome = |o: Outcome| json!(if o == Outcome::P { "P" } else { "N" });

    // Wythoff pairs by the construction: a_k = least number in no earlier pair, b_k = a_k + k.
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    for k in 0..=10 {
        let a = (0..)
            .find(|x| pairs.iter().all(|&(p, q)| p != *x && q != *x))
            .unwrap();
        pairs.push((a, a + k));
    }
    assert_eq!(run(&["wythoff", "4", "7", "--json"])["pair_index"], 3);
    assert_eq!(pairs[3], (4, 7));
    let pair = run(&["wythoff", "--pair", "10", "--json"]);
    assert_eq!(pair["position"], json!([pairs[10].0, pairs[10].1]));
    let mut wythoff = Solver::new(WythoffRules);
    for (a, b, convention, flag) in [
        (4, 7, normal, None),
        (5, 5, normal, None),
        (20, 12, normal, None),
        (9, 4, normal, None),
        (0, 1, misere, Some("--misere")),
        (0, 0, misere, Some("--misere")),
    ] {
        let (a_text, b_text) = (a.to_string(), b.to_string());
        let mut args = vec!["wythoff", &a_text, &b_text, "--json"];
        args.extend(flag);
        let got = run(&args);
        let expected = wythoff.outcome(&(a, b), convention).unwrap();
        assert_eq!(got["outcome"], outcome(expected), "{args:?}");
        let mut moves = wythoff.winning_moves(&(a, b), convention).unwrap();
        moves.sort();
        let moves: Vec<Value> = moves.iter().map(|&(x, y)| json!({"to": [x, y]})).collect();
        let mut listed = got["winning_moves"].as_array().expect("moves").clone();
        listed.sort_by_key(|m| (m["to"][0].as_u64(), m["to"][1].as_u64()));
        assert_eq!(listed, moves, "{args:?}");
        if convention == normal {
            let g = wythoff.grundy(&(a, b)).unwrap().value();
            assert_eq!(got["grundy"], g, "{args:?}"); // g(5, 5) = 8: OEIS A047708 a(5)
        }
    }
    let fib = (0..101).fold(vec![0u128, 1], |mut f, n| {
        f.push(f[n] + f[n + 1]);
        f
    });
    assert_eq!((fib[41] - 1, fib[42] - 1), (165_580_140, 267_914_295));
    assert_eq!(fib[100], 354_224_848_179_261_915_075);
    assert_eq!(fib[101], 573_147_844_013_817_084_101);

    for (heaps, max_take) in [(vec![3u64, 4, 5], None), (vec![5, 7, 9], Some(3u64))] {
        let texts: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let mut args: Vec<&str> = std::iter::once("nim")
            .chain(texts.iter().map(String::as_str))
            .collect();
        let max_text = max_take.map(|m| m.to_string());
        if let Some(m) = &max_text {
            args.extend(["--max-take", m]);
        }
        args.push("--json");
        let got = run(&args);
        let mut solver = Solver::new(NimRules {
            max_take: max_take.unwrap_or(u64::MAX),
        });
        assert_eq!(
            got["grundy"],
            solver.grundy(&heaps).unwrap().value(),
            "{args:?}"
        );
        let mut moves = solver.winning_moves(&heaps, normal).unwrap();
        moves.sort();
        let listed: Vec<Vec<u64>> = got["winning_moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| {
                let mut left = heaps.clone();
                left[m["heap"].as_u64().unwrap() as usize] = m["to"].as_u64().unwrap();
                left
            })
            .collect();
        assert_eq!(listed, moves, "{args:?}");
    }
    let mut nim = Solver::new(NimRules { max_take: u64::MAX });
    assert_eq!(nim.outcome(&vec![1, 1, 1], misere).unwrap(), Outcome::P);
    assert_eq!((1..=1000u64).fold(0, |x, h| x ^ h), 1000);

    let mut bash = Solver::new(BashRules { max_take: 3 });
    let got = run(&["bash", "10", "--max", "3", "--json"]);
    assert_eq!(got["grundy"], bash.grundy(&10).unwrap().value());
    let to: Vec<u64> = bash.winning_moves(&10, normal).unwrap();
    let moves: Vec<Value> = to
        .iter()
        .map(|&t| json!({"take": 10 - t, "to": t}))
        .collect();
    assert_eq!(got["winning_moves"], json!(moves));
    assert_eq!(bash.outcome(&9, misere).unwrap(), Outcome::P);

    // Fibonacci Nim: a position is (heap, most the mover may take).
    let mut fib_nim = Solver::new(TakeAwayRules {
        k: Ratio::integer(2).unwrap(),
    });
    let got = run(&["fib", "20", "--json"]);
    let left: Vec<(u64, u64)> = fib_nim.winning_moves(&(20, 19), normal).unwrap();
    let moves: Vec<Value> = left
        .iter()
        .map(|&(t, _)| json!({"take": 20 - t, "to": t}))
        .collect();
    assert_eq!(got["winning_moves"], json!(moves));
    // Zeckendorf: the greedy sum of Fibonacci numbers.
    let mut rest = 20u128;
    let mut terms = Vec::new();
    for &f in fib[2..].iter().rev() {
        if f <= rest {
            rest -= f;
            terms.push(f as u64);
        }
    }
    assert_eq!(got["decomposition"], json!(terms));
    assert_eq!(fib_nim.outcome(&(21, 20), normal).unwrap(), Outcome::P);
    let losing: Vec<u64> = (1..=34)
        .filter(|&n| fib_nim.outcome(&(n, n - 1), normal).unwrap() == Outcome::P)
        .collect();
    let got = run(&["fib", "--losing-heaps", "8", "--json"]);
    assert_eq!(got["losing_heaps"], json!(losing));
}
