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
