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
