//! Helpers shared by the CLI test binaries: run the built `grundy` and check the output contract.

// Each test binary compiles this module on its own and uses only some of the helpers.
#![allow(dead_code)]

use std::process::{Command, Output};

/// Runs the built binary with `args` and no standard input.
pub fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .output()
        .expect("the grundy binary runs")
}

/// Runs the built binary with `args`, writing `input` to its standard input (from a thread of
/// its own, so a large input never blocks on a full pipe). A run may stop reading early (a bad
/// line, the end of a game): a closed pipe is not a failure here.
pub fn grundy_with_input(args: &[&str], input: &[u8]) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the grundy binary runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("grundy finishes");
    writer.join().expect("the stdin writer");
    output
}

/// The standard output of a successful run; a piped run must say nothing on stderr.
pub fn stdout_of(args: &[&str]) -> String {
    let output = grundy(args);
    assert!(
        output.status.success(),
        "grundy {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.stderr.is_empty(), "piped runs are silent on stderr");
    String::from_utf8(output.stdout).expect("utf-8 output")
}

/// The one-line error of a run that must fail with status 2 and print nothing on stdout.
pub fn error_of(args: &[&str]) -> String {
    let output = grundy(args);
    assert_eq!(output.status.code(), Some(2), "grundy {args:?} should fail");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).expect("utf-8 error");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(stderr.starts_with("grundy: error: "), "{stderr}");
    stderr
}

/// The folder of the checked-in JSON Schemas, one per answer kind.
pub fn schema_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/schema")
}

/// Checks one JSON answer against the checked-in JSON Schema its `answer` field names.
pub fn validate(value: &serde_json::Value) {
    let kind = value["answer"]
        .as_str()
        .unwrap_or_else(|| panic!("an answer names its kind: {value}"));
    let path = schema_dir().join(format!("{kind}.schema.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let schema: serde_json::Value = serde_json::from_str(&text).expect("a schema is JSON");
    let validator = jsonschema::validator_for(&schema).expect("a valid JSON Schema");
    let errors: Vec<String> = validator
        .iter_errors(value)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{kind}: {errors:?}\n{value}");
}

/// One line of JSON output: checked against its schema, then read into its typed report.
pub fn answer<T: serde::de::DeserializeOwned>(line: &str) -> T {
    let value: serde_json::Value =
        serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"));
    validate(&value);
    serde_json::from_str(line).unwrap_or_else(|e| panic!("not the typed answer ({e}): {line}"))
}

/// The one JSON answer that `grundy args` prints (checked against its schema).
pub fn json<T: serde::de::DeserializeOwned>(args: &[&str]) -> T {
    let text = stdout_of(args);
    assert_eq!(text.lines().count(), 1, "one JSON line: {text}");
    answer(text.trim_end())
}
