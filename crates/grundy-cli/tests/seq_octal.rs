//! End-to-end tests of `grundy seq octal`: whole outputs for small N, the periods of Kayles and
//! Dawson's Kayles, Grundy's game, errors on one line with exit status 2, and a checkpoint.

mod common;

use common::{answer, error_of, json, stdout_of};

use std::process::Command;

use grundy::report::{OctalSequenceReport, Values};

fn sequence(args: &[&str]) -> OctalSequenceReport {
    json(args)
}

/// The answer for a small sequence, where no period is proven and nothing is sparse.
fn small(
    game: &str,
    code: Option<&str>,
    name: Option<&str>,
    method: &str,
    values: &[u64],
) -> OctalSequenceReport {
    let to = values.len() as u64 - 1;
    OctalSequenceReport {
        schema_version: 1,
        answer: "octal_sequence".parse().unwrap(),
        values: Values::from(values.to_vec()),
        preperiod: None,
        period: None,
        proof_needs: None,
        game: game.parse().unwrap(),
        code: code.map(Into::into),
        name: name.map(Into::into),
        to,
        computed_to: to,
        method: method.parse().unwrap(),
        mask: None,
        rare_heaps: None,
        last_rare_heap: None,
    }
}

#[test]
fn small_sequences_print_whole_json() {
    assert_eq!(
        sequence(&["seq", "octal", "0.07", "--to", "12", "--json"]),
        small(
            "octal",
            Some("0.07"),
            Some("dawsons"),
            "plain",
            &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2]
        )
    );
    assert_eq!(
        sequence(&["seq", "octal", "grundy", "--to", "10", "--json"]),
        small(
            "grundy",
            None,
            None,
            "plain",
            &[0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]
        )
    );
    // A hexadecimal code: remove one token, leaving up to three heaps.
    assert_eq!(
        sequence(&["seq", "octal", "0.f", "--to", "6", "--json"]),
        small(
            "octal",
            Some("0.f"),
            None,
            "three-heap",
            &[0, 1, 0, 1, 0, 1, 0]
        )
    );
}

#[test]
fn kayles_is_periodic_from_71_with_period_12() {
    let report = sequence(&["seq", "octal", "kayles", "--to", "1000", "--json"]);
    assert_eq!(report.preperiod, Some(71));
    assert_eq!(report.period, Some(12));
    assert_eq!(report.proof_needs, Some(167));
    assert_eq!(
        (report.code.as_deref(), report.name.as_deref()),
        (Some("0.77"), Some("kayles"))
    );
    assert_eq!(report.to, 1000);
    let values = report.values.to_vec();
    assert_eq!(values.len(), 1001);
    assert_eq!(&values[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    assert_eq!(values[70], 6, "the last irregular value");
    assert!((71..=1000 - 12).all(|n| values[n] == values[n + 12]));
    // The name and the code give the same answer; below the proof, no period is claimed.
    assert_eq!(
        sequence(&["seq", "octal", "0.77", "--to", "1000", "--json"]).values,
        report.values
    );
    let short = sequence(&["seq", "octal", "kayles", "--to", "166", "--json"]);
    assert_eq!(short.period, None);
    assert_eq!(short.preperiod, None);
    assert_eq!(short.proof_needs, None);
}

#[test]
fn dawsons_kayles_is_periodic_from_53_with_period_34() {
    let report = sequence(&["seq", "octal", "dawsons", "--to", "500", "--json"]);
    assert_eq!((report.preperiod, report.period), (Some(53), Some(34)));
    // Dawson's chess 0.137 is the same sequence shifted by one heap.
    let chess = sequence(&["seq", "octal", "0.137", "--to", "500", "--json"]);
    assert_eq!((chess.preperiod, chess.period), (Some(52), Some(34)));
}

#[test]
fn grundys_game_claims_no_period() {
    let report = sequence(&["seq", "octal", "grundy", "--to", "5000", "--json"]);
    assert_eq!(report.period, None);
    assert_eq!(report.values.len(), 5001);
    assert_eq!(report.method, "sparse");
    assert_eq!((report.game.name(), report.code), ("grundy", None));
}

#[test]
fn text_and_csv_outputs() {
    assert_eq!(
        stdout_of(&["seq", "octal", "kayles", "--to", "200"]),
        "Octal game 0.77 (kayles): Grundy values, n = 0..200\n".to_string()
            // as_str: with rhai's smartstring linked, `String + &String` no longer coerces.
            + text_rows(&["seq", "octal", "kayles", "--to", "200", "--csv"]).as_str()
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
    let message = error_of(&["seq", "octal", "0.6", "--to", "100000001"]);
    assert!(message.contains("up to n = 100000000"), "{message}");
    // Valid but larger than any limit: called too large, not invalid.
    let message = error_of(&["seq", "octal", "grundy", "--to", "99999999999999999999999"]);
    assert!(
        message.contains("--to N 99999999999999999999999 is too large"),
        "{message}"
    );
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
    let report: OctalSequenceReport = answer(first.trim_end());
    assert_eq!(
        (report.name.as_deref(), report.values.len()),
        (Some("officers"), 6001)
    );
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
        text.contains("preperiod n₀ = 71")
            && text.contains("period p = 12")
            && text.contains("Octal game 0.77 (kayles): Grundy values, n = 0…200"),
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
        let _: OctalSequenceReport = answer(one.trim_end());
    }
    let error = error_of(&["seq", "octal", "kayles", "--to", "10", "--threads", "0"]);
    assert!(error.contains("--threads"), "{error}");
}

/// g(0..=to) by the mex of `options(n, g)`, the values of every position a move from a heap of
/// n leaves (given g(0..n)), written from each game's rules: shares no code with grundy.
fn by_rules(to: usize, options: impl Fn(usize, &[u64]) -> Vec<u64>) -> Vec<u64> {
    let mut g = Vec::with_capacity(to + 1);
    for n in 0..=to {
        let values = options(n, &g);
        g.push((0..).find(|v| !values.contains(v)).expect("a mex"));
    }
    g
}

/// The values of leaving two rows a + b = r (a row of 0 is no row: one row or none is left).
fn two_rows(g: &[u64], r: usize) -> Vec<u64> {
    (0..=r / 2).map(|a| g[a] ^ g[r - a]).collect()
}

/// Kayles: knock down one pin or two adjacent pins.
fn kayles(to: usize) -> Vec<u64> {
    by_rules(to, |n, g| {
        (1..=n.min(2)).flat_map(|x| two_rows(g, n - x)).collect()
    })
}

/// Dawson's Kayles (0.07): knock down two adjacent pins.
fn dawsons(to: usize) -> Vec<u64> {
    by_rules(to, |n, g| {
        n.checked_sub(2).map_or(vec![], |r| two_rows(g, r))
    })
}

/// The least period and least preperiod of a long sequence, naively: the least q with
/// a(n + q) = a(n) on the later half, then the least n0 from which it holds.
fn naive_period(a: &[u64]) -> (usize, usize) {
    let half = a.len() / 2;
    let q = (1..half / 2)
        .find(|&q| (half..a.len() - q).all(|n| a[n] == a[n + q]))
        .expect("a period on the later half");
    let mut n0 = half;
    while n0 > 0 && a[n0 - 1] == a[n0 - 1 + q] {
        n0 -= 1;
    }
    (n0, q)
}

#[test]
fn expected_values_and_periods_are_those_of_the_rules() {
    // The values the tests above expect, through the binary, against mex loops from the rules
    // (Kayles' first twelve and g(70) = 6 are OEIS A002186 a(0..11) and a(70)).
    let officers = by_rules(3, |n, g| {
        n.checked_sub(1)
            .filter(|&r| r >= 1)
            .map_or(vec![], |r| two_rows(g, r))
    });
    let grundys_game = by_rules(10, |n, g| {
        (1..n)
            .filter(|&a| a < n - a)
            .map(|a| g[a] ^ g[n - a])
            .collect()
    });
    // 0.f: take one token, leaving up to three heaps (a, b, r − a − b; a 0 is no heap).
    let hex_0f = by_rules(6, |n, g| {
        let r = n.saturating_sub(1);
        let splits = (0..=r).flat_map(|a| (0..=r - a).map(move |b| g[a] ^ g[b] ^ g[r - a - b]));
        if n == 0 { vec![] } else { splits.collect() }
    });
    for (code, expected) in [
        ("0.07", dawsons(12)),
        ("grundy", grundys_game),
        ("0.f", hex_0f),
        ("0.6", officers),
        ("kayles", kayles(1000)),
    ] {
        let to = (expected.len() - 1).to_string();
        let report = sequence(&["seq", "octal", code, "--to", &to, "--json"]);
        assert_eq!(report.values.to_vec(), expected, "{code} by the rules");
    }
    // Kayles: preperiod 71, period 12 (A002186: "from n=71 on ... period 12"); Dawson's Kayles
    // 53 and 34, Dawson's chess 0.137 (heap n = 0.07 heap n + 1) 52 and 34 (A002187: period 34,
    // last exception n = 51).
    assert_eq!(naive_period(&kayles(1000)), (71, 12));
    assert_eq!(naive_period(&dawsons(500)), (53, 34));
    assert_eq!(naive_period(&dawsons(501)[1..]), (52, 34));
}
