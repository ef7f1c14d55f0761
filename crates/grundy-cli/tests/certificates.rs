//! Certificates of periodicity: written by `seq octal|sub --certificate`, checked by
//! `grundy verify` and by the independent `tools/check_certificate.py`, and a tampered one
//! refused by both.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-certificates-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn python_check(path: &Path) -> (Option<i32>, String) {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tools/check_certificate.py");
    let output = Command::new("python3")
        .arg(script)
        .arg(path)
        .output()
        .expect("python3 runs (the Python tests need it too)");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

#[test]
fn certificates_verify_by_both_checkers_and_tampering_is_caught() {
    let cases: [&[&str]; 6] = [
        &["seq", "octal", "kayles", "--to", "300"],
        &["seq", "octal", "dawsons", "--to", "300"],
        &["seq", "octal", "4.f7", "--to", "300"],
        &["seq", "octal", "0.137", "--to", "300"],
        &["seq", "sub", "1,3,4", "--to", "50"],
        &["seq", "sub", "2,5,7", "--to", "100"],
    ];
    for (i, args) in cases.iter().enumerate() {
        let path = temp(&format!("{i}.cert"));
        let path_text = path.to_str().unwrap();
        let mut with_certificate = args.to_vec();
        with_certificate.extend(["--certificate", path_text]);
        common::stdout_of(&with_certificate);
        let verified = common::stdout_of(&["verify", path_text]);
        assert!(verified.starts_with("Verified: "), "{args:?}: {verified}");
        let (status, text) = python_check(&path);
        assert_eq!(status, Some(0), "{args:?}: {text}");
        // Change one value: both checkers name the first wrong one.
        let text = std::fs::read_to_string(&path).unwrap();
        let at = text.find("\nvalues\n").unwrap() + "\nvalues\n".len();
        let mut tampered = text.clone().into_bytes();
        let digit = at
            + text[at..]
                .find(|c: char| c.is_ascii_digit() && c != '0')
                .unwrap();
        tampered[digit] = if tampered[digit] == b'1' { b'2' } else { b'1' };
        std::fs::write(&path, &tampered).unwrap();
        let output = common::grundy(&["verify", path_text]);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(String::from_utf8_lossy(&output.stdout).starts_with("Not verified: g("));
        let (status, text) = python_check(&path);
        assert_eq!(status, Some(1), "{args:?}: {text}");
    }
}

#[test]
fn nothing_to_certify_and_unreadable_certificates_are_errors() {
    let path = temp("none.cert");
    let path_text = path.to_str().unwrap();
    let error = common::error_of(&[
        "seq",
        "octal",
        "0.6",
        "--to",
        "100",
        "--certificate",
        path_text,
    ]);
    assert!(error.contains("no period is proven"), "{error}");
    std::fs::write(
        &path,
        "grundy certificate 1\ngame octal 0.77\nremoves-at-most 9\n",
    )
    .unwrap();
    let error = common::error_of(&["verify", path_text]);
    assert!(error.contains("ends before 'leaves-at-most'"), "{error}");
    std::fs::write(&path, "grundy certificate 1\ngame octal 0.77\nremoves 2\n").unwrap();
    let error = common::error_of(&["verify", path_text]);
    assert!(
        error.contains("certificate line 3: expected 'removes-at-most"),
        "{error}"
    );
    let error = common::error_of(&["verify", "/no/such/file"]);
    assert!(error.contains("/no/such/file"), "{error}");
}

/// What one verifier made of one file.
#[derive(Debug)]
struct Verdict {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs `program args file` under a memory limit (so a verifier that allocates without bound
/// fails the test instead of the machine) and a time limit.
fn run_verifier(program: &str, args: &[&str], file: &Path) -> Verdict {
    let started = std::time::Instant::now();
    let output = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 1048576; exec \"$@\"")
        .arg("sh")
        .arg(program)
        .args(args)
        .arg(file)
        .output()
        .expect("sh runs");
    let took = started.elapsed();
    assert!(
        took < std::time::Duration::from_secs(60),
        "{program} {}: {took:?}",
        file.display()
    );
    Verdict {
        status: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Both verifiers on `file`: the same exit status, always a reason, the same reason when the
/// claim is refuted or incomplete, and "Verified" only with status 0. Returns the status.
fn both_agree(file: &Path) -> i32 {
    let rust = run_verifier(env!("CARGO_BIN_EXE_grundy"), &["verify"], file);
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tools/check_certificate.py");
    let python = run_verifier("python3", &[script.to_str().unwrap()], file);
    let label = file.display();
    assert_eq!(rust.status, python.status, "{label}: {rust:?}\n{python:?}");
    let status = rust.status.expect("an exit status, not a signal");
    for verdict in [&rust, &python] {
        match status {
            0 => assert!(
                verdict.stdout.starts_with("Verified: "),
                "{label}: {verdict:?}"
            ),
            1 => {
                assert!(
                    verdict.stdout.starts_with("Not verified: "),
                    "{label}: {verdict:?}"
                );
                assert!(verdict.stdout.len() > "Not verified: .\n".len(), "{label}");
            }
            3 => {
                assert!(
                    verdict
                        .stdout
                        .starts_with("Incomplete (not refuted): the theorem needs g(0)"),
                    "{label}: {verdict:?}"
                );
            }
            2 => {
                assert!(verdict.stdout.is_empty(), "{label}: {verdict:?}");
                assert_eq!(verdict.stderr.lines().count(), 1, "{label}: {verdict:?}");
                let reason = verdict
                    .stderr
                    .split_once(": ")
                    .map_or("", |(_, r)| r.trim());
                assert!(reason.len() > 20, "{label}: a reason: {verdict:?}");
            }
            other => panic!("{label}: exit status {other}: {verdict:?}"),
        }
        if status != 0 {
            assert!(
                !verdict.stdout.contains("Verified:"),
                "{label}: {verdict:?}"
            );
        }
    }
    if status == 1 || status == 3 {
        assert_eq!(
            rust.stdout, python.stdout,
            "{label}: the same first failure"
        );
    }
    status
}

/// The crafted corpus (tests/fixtures/certificates: `holds`, `refuted`, `refused`,
/// `incomplete`, each file saying in its first line what it tries), through both verifiers.
#[test]
fn the_crafted_corpus_gets_one_verdict_from_both_verifiers() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/certificates");
    let mut seen = 0;
    for (folder, expected) in [
        ("holds", 0),
        ("refuted", 1),
        ("refused", 2),
        ("incomplete", 3),
    ] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(corpus.join(folder))
            .expect("the corpus")
            .map(|entry| entry.unwrap().path())
            .collect();
        files.sort();
        assert!(files.len() >= 5, "{folder}");
        for file in files {
            assert_eq!(both_agree(&file), expected, "{}", file.display());
            seen += 1;
        }
    }
    assert!(seen >= 60, "{seen}");
}

/// Truncations of good certificates and single-byte edits (a deterministic sample: a run of
/// Python costs a tenth of a second), through both verifiers: never a different verdict.
#[test]
fn truncations_and_edits_get_one_verdict_from_both_verifiers() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/certificates/holds");
    let mut statuses = [0usize; 4];
    for name in ["subtraction-1-3-4.cert", "4.f7.cert"] {
        let text = std::fs::read(corpus.join(name)).unwrap();
        let mut variants: Vec<Vec<u8>> = Vec::new();
        for cut in (0..text.len()).step_by(37) {
            variants.push(text[..cut].to_vec());
        }
        // Edits: about 40 bytes over the whole file, each replaced by one of a few others.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for at in (0..text.len()).step_by(text.len() / 40 + 1) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let replacement = b"0 9-+x\t\n#5"[(state % 10) as usize];
            let mut edited = text.clone();
            edited[at] = replacement;
            variants.push(edited);
        }
        for (i, variant) in variants.iter().enumerate() {
            let path = temp(&format!("variant-{name}-{i}.cert"));
            std::fs::write(&path, variant).unwrap();
            statuses[both_agree(&path) as usize] += 1;
        }
    }
    // The variants reach every verdict but "incomplete" (a cut or an edit of the values makes
    // values-through wrong, so the file unreadable, rather than short).
    assert!(statuses[..3].iter().all(|&n| n > 0), "{statuses:?}");
}

/// Certificates too large to keep in the repository: checks beyond the limits are refused by
/// both at once, naming the limit.
#[test]
fn checks_beyond_the_limits_are_refused_by_both() {
    // Issue 20: S = 1..10^6 ran for a quarter of an hour; 1..10^5 is past the work limit too.
    let s = 100_000u64;
    let set: Vec<String> = (1..=s).map(|e| e.to_string()).collect();
    let through = s + 1; // n0 = 0, p = 1: B = max(1 + s, s + 1)
    let values = vec!["0"; through as usize + 1].join(" ");
    let big_set = format!(
        "grundy certificate 1\ngame subtraction {}\nremoves-at-most {s}\nleaves-at-most 1\n\
         preperiod 0\nperiod 1\nvalues-through {through}\nvalues\n{values}\n",
        set.join(",")
    );
    // A long code: 2000 digits that split, to g(6001).
    let long_code = format!(
        "grundy certificate 1\ngame octal 0.{}\nremoves-at-most 2000\nleaves-at-most 2\n\
         preperiod 2000\nperiod 1\nvalues-through 6001\nvalues\n{}\n",
        "7".repeat(2000),
        vec!["0"; 6002].join(" ")
    );
    // Kayles to g(60,003), past the plain method's 50,000.
    let far = format!(
        "grundy certificate 1\ngame octal 0.77\nremoves-at-most 2\nleaves-at-most 2\n\
         preperiod 30000\nperiod 1\nvalues-through 60003\nvalues\n{}\n",
        vec!["0"; 60_004].join(" ")
    );
    for (name, text, limit) in [
        ("big-set", big_set, "certificate_work"),
        ("long-code", long_code, "certificate_work"),
        ("far", far, "octal_plain_heap"),
    ] {
        let path = temp(&format!("{name}.cert"));
        std::fs::write(&path, text).unwrap();
        assert_eq!(both_agree(&path), 2, "{name}");
        let error = common::error_of(&["verify", path.to_str().unwrap()]);
        assert!(error.contains(limit), "{name}: {error}");
    }
}
