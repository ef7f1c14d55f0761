//! `grundy serve`, started as a newcomer would: the API's answers are the very objects the
//! CLI's `--json` prints, for a few hundred random positions of every game.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::{post, serve};
use serde_json::{Value, json};

fn cli(args: &[String]) -> Value {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    serde_json::from_str(&common::stdout_of(&args)).unwrap()
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| s.to_string()).collect()
}

/// A small deterministic generator (xorshift), so that a failure names its case.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

#[test]
fn the_api_answers_exactly_what_the_cli_prints_with_json() {
    let server = serve();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut cases: Vec<(&str, Value, Vec<String>)> = Vec::new();
    for _ in 0..40 {
        let (a, b) = (rng.below(200), rng.below(200));
        let misere = rng.below(2) == 1;
        let mut args = strings(&["wythoff", &a.to_string(), &b.to_string(), "--json"]);
        if misere {
            args.push("--misere".into());
        }
        cases.push((
            "/api/wythoff",
            json!({"a": a, "b": b, "misere": misere}),
            args,
        ));
        let heaps: Vec<u64> = (0..1 + rng.below(5)).map(|_| rng.below(50)).collect();
        let mut args = strings(&["nim"]);
        args.extend(heaps.iter().map(u64::to_string));
        args.push("--json".into());
        cases.push(("/api/nim", json!({"heaps": heaps}), args));
        let (n, m) = (rng.below(1000), 1 + rng.below(9));
        cases.push((
            "/api/bash",
            json!({"n": n, "max": m, "explain": true}),
            strings(&[
                "bash",
                &n.to_string(),
                "--max",
                &m.to_string(),
                "--json",
                "--explain",
            ]),
        ));
        let n = 1 + rng.below(500);
        cases.push((
            "/api/takeaway",
            json!({"n": n, "k": "3/2"}),
            strings(&["takeaway", &n.to_string(), "--k", "3/2", "--json"]),
        ));
        cases.push((
            "/api/fib",
            json!({"n": n}),
            strings(&["fib", &n.to_string(), "--json"]),
        ));
        let expr = format!(
            "nim({},{}) + bash({}, max={}) + kayles({}) + sub({}, {{1,3,4}})",
            rng.below(20),
            rng.below(20),
            rng.below(30),
            1 + rng.below(5),
            rng.below(40),
            rng.below(60)
        );
        cases.push((
            "/api/analyze",
            json!({"expr": expr, "explain": true}),
            strings(&["analyze", &expr, "--json", "--explain"]),
        ));
    }
    let big = "7".repeat(3000);
    cases.extend([
        (
            "/api/wythoff",
            json!({"a": big, "b": big}),
            strings(&["wythoff", &big, &big, "--json"]),
        ),
        (
            "/api/wythoff/pair",
            json!({"k": "123456789012345678901234567890"}),
            strings(&[
                "wythoff",
                "--pair",
                "123456789012345678901234567890",
                "--json",
            ]),
        ),
        (
            "/api/analyze",
            json!({"expr": "nim(1,2) + bash(5, max=2) + nim(3)", "misere": true}),
            strings(&[
                "analyze",
                "nim(1,2) + bash(5, max=2) + nim(3)",
                "--misere",
                "--json",
            ]),
        ),
        (
            "/api/seq/sub",
            json!({"set": [1, 3, 4], "to": 300}),
            strings(&["seq", "sub", "1,3,4", "--to", "300", "--json"]),
        ),
        (
            "/api/seq/sub",
            json!({"set": [2, 5, 7], "period_only": true, "outcomes": true}),
            strings(&[
                "seq",
                "sub",
                "2,5,7",
                "--period-only",
                "--outcomes",
                "--json",
            ]),
        ),
        (
            "/api/seq/octal",
            json!({"code": "0.07", "to": 300}),
            strings(&["seq", "octal", "0.07", "--to", "300", "--json"]),
        ),
        (
            "/api/table/wythoff",
            json!({"size": 40}),
            strings(&["table", "wythoff", "--size", "40", "--json"]),
        ),
        (
            "/api/table/wythoff",
            json!({"row": 4, "to": 500}),
            strings(&["table", "wythoff", "--row", "4", "--to", "500", "--json"]),
        ),
        (
            "/api/takeaway",
            json!({"k": "5/2", "losing_heaps": 30}),
            strings(&["takeaway", "--k", "5/2", "--losing-heaps", "30", "--json"]),
        ),
    ]);
    assert!(cases.len() > 200);
    for (path, body, args) in &cases {
        let (status, answer) = post(&server, path, body);
        assert_eq!(status, 200, "{path} {body}: {answer}");
        assert_eq!(answer, cli(args), "{path} {body} against grundy {args:?}");
    }
    // A refusal is the same error object too, with its 4xx status.
    let (status, answer) = post(&server, "/api/analyze", &json!({"expr": "nim(3,"}));
    assert_eq!(status, 400);
    let mut batch = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["analyze", "--batch", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    batch.stdin.take().unwrap().write_all(b"nim(3,\n").unwrap();
    let output = batch.wait_with_output().unwrap();
    let mut line: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(line["line"], 1);
    line.as_object_mut().unwrap().remove("line");
    assert_eq!(answer, line);
    assert_eq!(answer["column"], 7);
}

#[test]
fn the_readme_api_example_prints_what_the_readme_says() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).unwrap();
    let mut lines = readme.lines();
    let command = lines
        .find(|line| line.starts_with("$ curl -s localhost:8080/api/"))
        .expect("the README shows a curl example");
    let expected: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    let path = command
        .split_whitespace()
        .nth(3)
        .and_then(|url| url.strip_prefix("localhost:8080"))
        .unwrap();
    let body = command.split("-d '").nth(1).unwrap().trim_end_matches('\'');
    let server = serve();
    let (status, answer) = post(&server, path, &serde_json::from_str(body).unwrap());
    assert_eq!(status, 200);
    assert_eq!(answer, expected);
}
