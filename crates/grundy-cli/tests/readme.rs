//! The README's tour runs as written: every `grundy …` line of its shell blocks, from a copy of
//! `examples/` (the files the tour reads), with the built binary first on `PATH` — so a
//! newcomer who follows the README meets no missing file and no error.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The root of the repository.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every line of the tour's `sh` blocks that runs grundy, without its trailing comment, with
/// whether its comment says it ends with exit status 1.
fn tour_lines() -> Vec<(String, bool)> {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let start = readme.find("## A short tour").expect("the tour");
    let end = readme[start..]
        .find("\n## The library")
        .map_or(readme.len(), |e| start + e);
    let mut lines = Vec::new();
    let mut in_shell = false;
    for line in readme[start..end].lines() {
        if line.starts_with("```") {
            in_shell = line == "```sh";
            continue;
        }
        if !in_shell || !line.starts_with("grundy ") {
            continue;
        }
        let (command, comment) = match line.find("  #") {
            Some(at) => (&line[..at], &line[at..]),
            None => (line, ""),
        };
        lines.push((command.trim().to_string(), comment.contains("(exit 1)")));
    }
    lines
}

/// A fresh copy of `examples/` to run in, so the tour's outputs stay out of the repository.
fn workspace() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-readme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    copy_folder(&root().join("examples"), &dir);
    dir
}

/// Every file of `from` copied into `to`, folders (examples/patterns/) included.
fn copy_folder(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).expect("examples/") {
        let entry = entry.expect("an entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("a file type").is_dir() {
            std::fs::create_dir_all(&target).expect("a folder");
            copy_folder(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).expect("copy an example");
        }
    }
}

fn have(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// The tour's long runs (a period of 467,394,045, Officers to 200,000) take about half a minute
/// with the debug binary, so the test runs only when `GRUNDY_BIN` names the binary: `./test`
/// runs it with the debug build its tests made (a release build also works). Without
/// `GRUNDY_BIN` the test is skipped, and says so.
#[test]
fn every_tour_line_runs_as_written_from_the_examples() {
    let Some(binary) = std::env::var_os("GRUNDY_BIN") else {
        eprintln!("skipped: set GRUNDY_BIN to a build of grundy (./test does) to run the tour");
        return;
    };
    let lines = tour_lines();
    assert!(
        lines.len() >= 35,
        "the tour was found: {} lines",
        lines.len()
    );
    let binary = std::fs::canonicalize(binary).expect("GRUNDY_BIN names a file");
    assert!(
        binary.ends_with("grundy"),
        "GRUNDY_BIN names the grundy binary"
    );
    let bin_dir = binary.parent().expect("the binary's folder").to_path_buf();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let dir = workspace();
    for (line, fails) in lines {
        // The stress examples run solutions in awk and Python; a machine without them skips
        // those lines and says so.
        if let Some(program) = ["python3", "awk"]
            .into_iter()
            .find(|p| line.contains(&format!("\"{p} ")))
            && !have(program)
        {
            eprintln!("skipped (no {program} on this machine): {line}");
            continue;
        }
        let started = Instant::now();
        let output = Command::new("sh")
            .args(["-c", &line])
            .current_dir(&dir)
            .env("PATH", &path)
            .stdin(Stdio::null())
            .output()
            .expect("sh runs");
        let took = started.elapsed();
        let stderr = String::from_utf8_lossy(&output.stderr);
        let expected = if fails { 1 } else { 0 };
        assert_eq!(
            output.status.code(),
            Some(expected),
            "`{line}` ended with {:?}; stderr: {stderr}",
            output.status
        );
        assert!(
            !stderr.contains("error:"),
            "`{line}` printed an error: {stderr}"
        );
        assert!(
            took < Duration::from_secs(300),
            "`{line}` took {took:?}: a tour line should answer promptly"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The Chinese README (README.zh-CN.md) shows the same two commands and only commands of the
/// English tour, which the test above runs: every `grundy …` line of its shell blocks is one of
/// README.md's, so a reader of either meets no command that was not run.
#[test]
fn the_chinese_readme_runs_the_same_commands() {
    let english = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let chinese = std::fs::read_to_string(root().join("README.zh-CN.md")).expect("README.zh-CN.md");
    let commands = |text: &str| -> Vec<String> {
        let mut lines = Vec::new();
        let mut in_shell = false;
        for line in text.lines() {
            if line.starts_with("```") {
                in_shell = line == "```sh";
                continue;
            }
            let command = line.split("  #").next().unwrap_or(line).trim();
            if in_shell && (command.starts_with("grundy ") || command.starts_with("cargo ")) {
                lines.push(command.to_string());
            }
        }
        lines
    };
    let known = commands(&english);
    let shown = commands(&chinese);
    assert!(
        shown.len() >= 30,
        "only {} commands in README.zh-CN.md",
        shown.len()
    );
    let unknown: Vec<&String> = shown.iter().filter(|c| !known.contains(c)).collect();
    assert!(unknown.is_empty(), "not in README.md's tour: {unknown:#?}");
    for two in [
        "cargo run --release -- wythoff 165580140 267914295",
        "./test",
    ] {
        assert!(chinese.contains(two), "README.zh-CN.md lacks {two}");
    }
    assert!(
        english.contains("README.zh-CN.md"),
        "README.md links the Chinese README"
    );
}
