//! `grundy census`: the table it prints (text, CSV, JSON against its schema), its refusals,
//! and a real run killed with SIGKILL midway, whose rerun finishes to the table of an
//! uninterrupted run without computing a stored game again.

mod common;

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use grundy::report::{CensusReport, CensusStatus};

use common::{error_of, json, stdout_of};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-census-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn a_small_census_as_json_csv_and_text() {
    let dir = temp_dir("small");
    let db = dir.join("c.sqlite");
    let db = db.to_str().expect("utf-8");
    let report: CensusReport = json(&["census", "0.??", "--to", "2000", "--db", db, "--json"]);
    assert_eq!(report.games.len(), 63);
    let row = |code: &str| report.games.iter().find(|r| r.code == code).expect(code);
    let kayles = row("0.77");
    assert_eq!(kayles.status, CensusStatus::Trivial);
    assert_eq!((kayles.preperiod, kayles.period), (Some(71), Some(12)));
    assert!(kayles.certificate);
    let officers = row("0.6");
    assert_eq!(officers.status, CensusStatus::Open);
    assert_eq!(officers.heaps_computed, 2000);
    // 0.62 is Officers itself (taking 2 may leave two heaps, or one, as taking 1 does).
    assert_eq!(row("0.62").equivalent_to.as_deref(), Some("0.6"));
    // Two-digit codes get the misère column.
    assert!(kayles.misere_order.is_some() && kayles.misere_status.is_some());
    // Printing again, without patterns, reads the same rows.
    let again: CensusReport = json(&["census", "--db", db, "--json"]);
    assert_eq!(again, report);
    let csv = stdout_of(&["census", "--db", db, "--format", "csv"]);
    assert_eq!(csv.lines().count(), 64);
    assert!(
        csv.lines().any(|l| l.starts_with("0.77,trivial,71,12,")),
        "{csv}"
    );
    let text = stdout_of(&["census", "--db", db]);
    assert!(text.starts_with("Octal census in "), "{text}");
    assert!(text.contains("63 games"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_census_arguments_are_one_line_errors() {
    let dir = temp_dir("errors");
    let db = dir.join("c.sqlite");
    let db = db.to_str().expect("utf-8");
    for (args, says) in [
        (
            vec!["census", "0.8?", "--to", "10", "--db", db],
            "code pattern",
        ),
        (vec!["census", "0.??", "--db", db], "needs --to N"),
        (
            vec!["census", "0.??", "--to", "10", "--db", db, "--shard", "2/2"],
            "--shard",
        ),
        (
            vec!["census", "--to", "10", "--db", db],
            "need code patterns",
        ),
        (
            vec!["census", "0.??????", "--to", "10", "--db", db],
            "census_games",
        ),
    ] {
        let error = error_of(&args);
        assert!(error.contains(says), "{args:?}: {error}");
    }
    let not_a_db = dir.join("text.sqlite");
    std::fs::write(
        &not_a_db,
        "not a database, just text long enough to be read\n".repeat(40),
    )
    .expect("write");
    let error = error_of(&["census", "--db", not_a_db.to_str().expect("utf-8")]);
    assert!(error.contains("census database"), "{error}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The CSV rows without the `seconds` column (a measurement), sorted.
fn without_seconds(csv: &str) -> Vec<String> {
    let mut rows: Vec<String> = csv
        .lines()
        .map(|line| {
            let mut cells: Vec<&str> = line.split(',').collect();
            cells.remove(10);
            cells.join(",")
        })
        .collect();
    rows.sort();
    rows
}

#[test]
fn a_killed_census_resumes_without_losing_or_repeating_a_game() {
    let dir = temp_dir("killed");
    let args = |db: &str| -> Vec<String> {
        [
            "census",
            "0.??",
            "--to",
            "20000",
            "--misere-to",
            "0",
            "--threads",
            "1",
            "--db",
            db,
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    };
    let reference = dir.join("reference.sqlite");
    let reference = reference.to_str().expect("utf-8");
    let reference_args = args(reference);
    let reference_args: Vec<&str> = reference_args.iter().map(String::as_str).collect();
    stdout_of(&reference_args);
    let expected = stdout_of(&["census", "--db", reference, "--format", "csv"]);

    let killed = dir.join("killed.sqlite");
    let killed = killed.to_str().expect("utf-8");
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args(killed))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the grundy binary starts");
    let started = Instant::now();
    let mut snapshot = None;
    while started.elapsed() < Duration::from_secs(600) {
        if child.try_wait().expect("wait").is_some() {
            break;
        }
        if std::path::Path::new(killed).exists() {
            let csv = stdout_of(&["census", "--db", killed, "--format", "csv"]);
            if csv.lines().count() > 1 + 20 {
                child.kill().expect("kill");
                snapshot = Some(csv);
                break;
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait().expect("wait");
    let snapshot = snapshot.expect("the census should be killed midway");
    let stored = snapshot.lines().count() - 1;
    let after_kill = stdout_of(&["census", "--db", killed, "--format", "csv"]);
    assert!(
        after_kill.lines().count() > stored,
        "no stored game is lost"
    );
    assert!(
        after_kill.lines().count() - 1 < 63,
        "killed midway: {stored} games stored"
    );

    let killed_args = args(killed);
    let killed_args: Vec<&str> = killed_args.iter().map(String::as_str).collect();
    stdout_of(&killed_args);
    let finished = stdout_of(&["census", "--db", killed, "--format", "csv"]);
    assert_eq!(without_seconds(&finished), without_seconds(&expected));
    // The games stored before the kill were not computed again: their columns up to
    // `seconds` are unchanged (the equivalence columns are filled in at the end).
    let head = |line: &str| line.split(',').take(11).collect::<Vec<_>>().join(",");
    for line in after_kill.lines().skip(1) {
        assert!(
            finished.lines().any(|l| head(l) == head(line)),
            "recomputed: {line}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_certificate_of_a_small_census_checks_with_grundy_verify_and_a_sample_in_python() {
    let dir = temp_dir("certificates");
    let db = dir.join("c.sqlite");
    let certs = dir.join("certs");
    let (db, certs_text) = (db.to_str().expect("utf-8"), certs.to_str().expect("utf-8"));
    stdout_of(&[
        "census",
        "0.??",
        "0.156",
        "--to",
        "8000",
        "--misere-to",
        "0",
        "--db",
        db,
    ]);
    stdout_of(&["census", "--db", db, "--certificates", certs_text]);
    let report: CensusReport = json(&["census", "--db", db, "--json"]);
    let proven: Vec<&str> = report
        .games
        .iter()
        .filter(|r| r.status != CensusStatus::Open)
        .map(|r| r.code.as_str())
        .collect();
    assert_eq!(proven.len(), 47, "46 of 0.?? and 0.156: {proven:?}");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&certs)
        .expect("the certificates")
        .map(|e| e.expect("entry").path())
        .collect();
    files.sort();
    assert_eq!(files.len(), proven.len(), "one certificate per proven game");
    for file in &files {
        let out = stdout_of(&["verify", file.to_str().expect("utf-8")]);
        assert!(out.starts_with("Verified"), "{}: {out}", file.display());
    }
    // The independent Python checker on a sample (every fifth, and 0.156's 7,658 values).
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let sample = files
        .iter()
        .step_by(5)
        .chain(files.iter().filter(|f| f.ends_with("0.156.cert")));
    for file in sample {
        let output = Command::new("python3")
            .arg(root.join("tools/check_certificate.py"))
            .arg(file)
            .output()
            .expect("python3 runs");
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success() && text.starts_with("Verified"),
            "{}: {text}",
            file.display()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `grundy serve --census FILE` answers `/api/census` with the very table `grundy census --db
/// FILE --json` prints; a missing file is refused before the server starts.
#[test]
fn serve_shows_the_census_the_command_wrote() {
    let dir = temp_dir("serve");
    let db = dir.join("c.sqlite");
    let db = db.to_str().expect("utf-8");
    let printed: serde_json::Value = serde_json::from_str(&stdout_of(&[
        "census", "0.0?", "0.6", "--to", "300", "--db", db, "--json",
    ]))
    .expect("JSON");
    let server = common::serve_with(&["--census", db]);
    let (status, served) = common::post(&server, "/api/census", &serde_json::json!({}));
    assert_eq!(status, 200, "{served}");
    assert_eq!(served, printed);
    drop(server);
    let missing = dir.join("no-such.sqlite");
    let error = error_of(&["serve", "--census", missing.to_str().expect("utf-8")]);
    assert!(error.contains("--census"), "{error}");
    assert!(!missing.exists(), "nothing is created");
    let _ = std::fs::remove_dir_all(&dir);
}
