//! End-to-end tests of `grundy seq octal`: whole outputs for small N, the periods of Kayles and
//! Dawson's Kayles, Grundy's game, errors on one line with exit status 2, and a checkpoint.

mod common;

use common::{error_of, stdout_of};

use std::process::Command;

fn json_of(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&stdout_of(args)).expect("one JSON object")
}

#[test]
fn small_sequences_print_whole_json() {
    assert_eq!(
        stdout_of(&["seq", "octal", "0.07", "--to", "12", "--json"]),
        "{\"values\":[0,0,1,1,2,0,3,1,1,0,3,3,2],\"preperiod\":null,\"period\":null,\
         \"proof_needs\":null,\"game\":\"octal\",\"code\":\"0.07\",\"name\":\"dawsons\",\"to\":12,\
         \"computed_to\":12,\"method\":\"plain\",\"mask\":null,\"rare_heaps\":null,\
         \"last_rare_heap\":null}\n"
    );
    assert_eq!(
        stdout_of(&["seq", "octal", "grundy", "--to", "10", "--json"]),
        "{\"values\":[0,0,0,1,0,2,1,0,2,1,0],\"preperiod\":null,\"period\":null,\
         \"proof_needs\":null,\"game\":\"grundy\",\"code\":null,\"name\":null,\"to\":10,\
         \"computed_to\":10,\"method\":\"plain\",\"mask\":null,\"rare_heaps\":null,\
         \"last_rare_heap\":null}\n"
    );
    // A hexadecimal code: remove one token, leaving up to three heaps.
    assert_eq!(
        stdout_of(&["seq", "octal", "0.f", "--to", "6", "--json"]),
        "{\"values\":[0,1,0,1,0,1,0],\"preperiod\":null,\"period\":null,\"proof_needs\":null,\
         \"game\":\"octal\",\"code\":\"0.f\",\"name\":null,\"to\":6,\"computed_to\":6,\
         \"method\":\"three-heap\",\"mask\":null,\"rare_heaps\":null,\"last_rare_heap\":null}\n"
    );
}

#[test]
fn kayles_is_periodic_from_71_with_period_12() {
    let json = json_of(&["seq", "octal", "kayles", "--to", "1000", "--json"]);
    assert_eq!(json["preperiod"], 71);
    assert_eq!(json["period"], 12);
    assert_eq!(json["proof_needs"], 167);
    let values: Vec<u64> = json["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(values.len(), 1001);
    assert_eq!(&values[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    assert_eq!(values[70], 6, "the last irregular value");
    assert!((71..=1000 - 12).all(|n| values[n] == values[n + 12]));
    // The name and the code give the same answer; below the proof, no period is claimed.
    assert_eq!(
        json_of(&["seq", "octal", "0.77", "--to", "1000", "--json"])["values"],
        json["values"]
    );
    let short = json_of(&["seq", "octal", "kayles", "--to", "166", "--json"]);
    assert_eq!(short["period"], serde_json::Value::Null);
    assert_eq!(short["preperiod"], serde_json::Value::Null);
}

#[test]
fn dawsons_kayles_is_periodic_from_53_with_period_34() {
    let json = json_of(&["seq", "octal", "dawsons", "--to", "500", "--json"]);
    assert_eq!(
        (json["preperiod"].as_u64(), json["period"].as_u64()),
        (Some(53), Some(34))
    );
    // Dawson's chess 0.137 is the same sequence shifted by one heap.
    let chess = json_of(&["seq", "octal", "0.137", "--to", "500", "--json"]);
    assert_eq!(
        (chess["preperiod"].as_u64(), chess["period"].as_u64()),
        (Some(52), Some(34))
    );
}

#[test]
fn grundys_game_claims_no_period() {
    let json = json_of(&["seq", "octal", "grundy", "--to", "5000", "--json"]);
    assert_eq!(json["period"], serde_json::Value::Null);
    assert_eq!(json["values"].as_array().map(Vec::len), Some(5001));
    assert_eq!(json["method"], "sparse");
}

#[test]
fn text_and_csv_outputs() {
    assert_eq!(
        stdout_of(&["seq", "octal", "kayles", "--to", "200"]),
        "Octal game 0.77 (kayles): Grundy values, n = 0..200\n".to_string()
            + &text_rows(&["seq", "octal", "kayles", "--to", "200", "--csv"])
            + "Preperiod: 71\nPeriod: 12\nProven (Guy-Smith) by the values to n = 167; \
               computed to n = 175, the rest from the period\n"
    );
    assert_eq!(
        stdout_of(&["seq", "octal", "0.6", "--to", "3", "--csv"]),
        "n,g\n0,0\n1,0\n2,1\n3,2\n"
    );
}

/// The text rows (20 values per line) built from the CSV output.
fn text_rows(csv_args: &[&str]) -> String {
    let csv = stdout_of(csv_args);
    let values: Vec<&str> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap())
        .collect();
    let width = (values.len() - 1).to_string().len();
    let mut text = String::new();
    for (row, chunk) in values.chunks(20).enumerate() {
        text += &format!("{:>width$}:", row * 20);
        for value in chunk {
            text += &format!(" {value}");
        }
        text += "\n";
    }
    text
}

#[test]
fn bad_codes_and_numbers_fail_on_one_line() {
    for bad in ["1.07", "0.g", "kayle", "0.0", ""] {
        let message = error_of(&["seq", "octal", bad, "--to", "10"]);
        assert!(message.contains("expected a code"), "{message}");
        assert!(message.contains("grundy (Grundy's game)"), "{message}");
    }
    let message = error_of(&["seq", "octal", "kayles", "--to", "1e3"]);
    assert!(message.contains("invalid --to N"), "{message}");
    let message = error_of(&["seq", "octal", "kayles"]);
    assert!(message.contains("--to"), "{message}");
}

#[test]
fn requests_too_large_name_the_limit() {
    let message = error_of(&["seq", "octal", "0.6", "--to", "50000001"]);
    assert!(message.contains("up to n = 50000000"), "{message}");
    let message = error_of(&["seq", "octal", "grundy", "--to", "99999999999999999999999"]);
    assert!(message.contains("invalid --to N"), "{message}");
    let message = error_of(&["seq", "octal", "0.8", "--to", "5000"]);
    assert!(
        message.contains("three heaps are computed up to n = 4096"),
        "{message}"
    );
}

#[test]
fn a_checkpoint_resumes_the_same_run_and_refuses_another() {
    let dir = std::env::temp_dir().join(format!("grundy-seq-octal-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("officers.ckpt");
    let path = file.to_str().unwrap();
    let args = [
        "seq",
        "octal",
        "officers",
        "--to",
        "6000",
        "--json",
        "--checkpoint",
        path,
    ];
    let first = stdout_of(&args);
    assert!(file.exists());
    assert_eq!(
        stdout_of(&args),
        first,
        "resumed from the finished checkpoint"
    );
    assert_eq!(
        first,
        stdout_of(&["seq", "octal", "0.6", "--to", "6000", "--json"])
    );
    let message = error_of(&[
        "seq",
        "octal",
        "kayles",
        "--to",
        "6000",
        "--checkpoint",
        path,
    ]);
    assert!(message.contains("another run"), "{message}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn plot_marks_the_kayles_period() {
    let path = std::env::temp_dir().join(format!("grundy-kayles-{}.svg", std::process::id()));
    let output = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["seq", "octal", "kayles", "--to", "200", "--plot"])
        .arg(&path)
        .output()
        .expect("grundy runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = std::fs::read_to_string(&path).expect("svg written");
    assert!(
        text.contains("preperiod n0 = 71") && text.contains("12"),
        "period marked"
    );
    let _ = std::fs::remove_file(path);
}

#[test]
fn threads_give_the_same_values() {
    // Officers (sparse space, its mask search on the threads) and 0.9 (three-heap moves, the
    // pairs of each heap on the threads) on one thread and on two.
    for args in [
        ["seq", "octal", "officers", "--to", "30000", "--json"],
        ["seq", "octal", "0.9", "--to", "1500", "--json"],
    ] {
        let one = stdout_of(&[&args[..], &["--threads", "1"]].concat());
        let two = stdout_of(&[&args[..], &["--threads", "2"]].concat());
        assert_eq!(one, two, "{args:?}");
    }
    let error = error_of(&["seq", "octal", "kayles", "--to", "10", "--threads", "0"]);
    assert!(error.contains("--threads"), "{error}");
}
