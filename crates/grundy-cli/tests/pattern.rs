//! `grundy pattern` (issue 34): the 打表 table and the statements in both languages, the JSON
//! contract's shape, and bad input, runaway and loopy scripts refused with one line, exit 2.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/patterns")
}

fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .env("LANG", "C")
        .output()
        .expect("grundy runs")
}

fn script(name: &str) -> String {
    examples().join(name).display().to_string()
}

fn json(args: &[&str]) -> Value {
    let mut args = args.to_vec();
    args.push("--json");
    let output = grundy(&args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("one JSON object")
}

#[test]
fn a_built_in_game_prints_its_table_and_proven_period() {
    let output = grundy(&["pattern", "sub(n,{1,3,4})", "--to", "25"]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        text,
        "Grundy values g(n) for n = 0..25:
   0: 0 1 0 1 2 3 2 0 1 0
  10: 1 2 3 2 0 1 0 1 2 3
  20: 2 0 1 0 1 2
P-positions (g = 0): 0 2 7 9 14 16 21 23

The Grundy values g(n) repeat with period 7 from n = 0; proven for every n: a finite \
subtraction set's next value depends only on the last max(S) = 4 values, and they repeat.
The outcomes (P or N) repeat with period 7 from n = 0; proven for every n: it follows from the \
proven period of the Grundy values.
"
    );
    let zh = grundy(&["pattern", "kayles(n)", "--to", "200", "--lang", "zh"]);
    let text = String::from_utf8(zh.stdout).unwrap();
    assert!(
        text.contains("从 n = 71 起以 12 为周期；对所有 n 成立（已证明）：Guy–Smith"),
        "{text}"
    );
}

#[test]
fn json_has_the_issues_shape() {
    let answer = json(&["pattern", "kayles(n)", "--to", "200"]);
    assert_eq!(answer["answer"], "pattern");
    assert_eq!(answer["dimension"], 1);
    assert_eq!(answer["to"], 200);
    let values = &answer["values"]["pattern"];
    assert_eq!(
        (
            &values["kind"],
            &values["preperiod"],
            &values["period"],
            &values["proven"]
        ),
        (
            &Value::from("periodic"),
            &Value::from(71),
            &Value::from(12),
            &Value::from(true)
        )
    );
    assert_eq!(answer["values"]["grundy"].as_array().unwrap().len(), 201);
    let half = json(&[
        "pattern",
        "--rules",
        &script("take-at-most-half.rhai"),
        "--to",
        "200",
    ]);
    let outcomes = &half["outcomes"]["pattern"];
    assert_eq!(outcomes["kind"], "recurrence");
    assert_eq!(outcomes["coefficients"], serde_json::json!([2]));
    assert_eq!(outcomes["constant"], 1);
    assert_eq!(outcomes["proven"], false);
    let wythoff = json(&["pattern", "--rules", &script("wythoff.rhai"), "--to", "30"]);
    assert_eq!(wythoff["dimension"], 2);
    assert!(wythoff.get("values").is_none());
    assert_eq!(wythoff["outcomes"]["pattern"]["alpha"], "(1+sqrt(5))/2");
    assert_eq!(
        wythoff["outcomes"]["p_positions"][1],
        serde_json::json!([1, 2])
    );
}

#[test]
fn bad_input_runaway_and_loopy_scripts_exit_2_with_one_line() {
    for args in [
        vec!["pattern".to_string(), "kayles(3)".to_string()],
        vec!["pattern".into(), "nim(n) + nim(2)".into()],
        vec!["pattern".into(), "--rules".into(), script("runaway.rhai")],
        vec!["pattern".into(), "--rules".into(), script("loopy.rhai")],
        vec![
            "pattern".into(),
            "--rules".into(),
            script("no-such-file.rhai"),
        ],
        vec![
            "pattern".into(),
            "kayles(n)".into(),
            "--to".into(),
            "10000000".into(),
        ],
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = grundy(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("grundy: error: "), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
    let loopy = grundy(&["pattern", "--rules", &script("loopy.rhai"), "--lang", "zh"]);
    let stderr = String::from_utf8(loopy.stderr).unwrap();
    assert!(stderr.contains("局面 0：后继 0 不比该局面小"), "{stderr}");
}
