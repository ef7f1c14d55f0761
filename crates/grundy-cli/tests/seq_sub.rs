//! End-to-end tests of `grundy seq sub`: whole outputs, errors on one line with exit status 2,
//! and a checkpointed run killed midway and resumed.

mod common;

use common::{answer, error_of, json, stdout_of};

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use grundy::report::{SubtractionPeriodReport, SubtractionSequenceReport, Values};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-seq-sub-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// The answer for the Grundy values of `set`, n = 0..=to, with its proven period if any.
fn grundy_sequence(
    set: &[u64],
    values: &[u64],
    period: Option<(u64, u64)>,
) -> SubtractionSequenceReport {
    SubtractionSequenceReport {
        schema_version: 1,
        answer: "subtraction_sequence".parse().unwrap(),
        values: Some(Values::from(values.to_vec())),
        outcomes: None,
        preperiod: period.map(|(preperiod, _)| preperiod),
        period: period.map(|(_, period)| period),
        game: "subtraction".parse().unwrap(),
        set: set.to_vec(),
        sequence: "grundy".parse().unwrap(),
        to: values.len() as u64 - 1,
    }
}

/// The answer of `--period-only`.
fn period_report(
    set: &[u64],
    sequence: &str,
    (preperiod, period): (u64, u64),
    positions_searched: u64,
) -> SubtractionPeriodReport {
    SubtractionPeriodReport {
        schema_version: 1,
        answer: "subtraction_period".parse().unwrap(),
        preperiod,
        period,
        game: "subtraction".parse().unwrap(),
        set: set.to_vec(),
        sequence: sequence.parse().unwrap(),
        positions_searched,
    }
}

#[test]
fn json_contract() {
    let expected = grundy_sequence(
        &[1, 3, 4],
        &[
            0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2,
        ],
        Some((0, 7)),
    );
    for set in ["1,3,4", "{1,3,4}", "{4, 3, 1, 3}"] {
        let report: SubtractionSequenceReport = json(&["seq", "sub", set, "--to", "20", "--json"]);
        assert_eq!(report, expected, "{set}");
    }
}

#[test]
fn a_period_not_proven_within_n_is_null() {
    // {1,3,4}: period 7 from 0; proven when the window of 4 values repeats: N >= 7 + 4 - 1.
    let report: SubtractionSequenceReport = json(&["seq", "sub", "1,3,4", "--to", "9", "--json"]);
    assert_eq!(
        report,
        grundy_sequence(&[1, 3, 4], &[0, 1, 0, 1, 2, 3, 2, 0, 1, 0], None)
    );
    let proven: SubtractionSequenceReport = json(&["seq", "sub", "1,3,4", "--to", "10", "--json"]);
    assert_eq!(
        proven,
        grundy_sequence(&[1, 3, 4], &[0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1], Some((0, 7)))
    );
}

#[test]
fn preperiod_is_the_least() {
    // {3,5,9}: preperiod 14, period 2; the claim is checked against the values themselves.
    let report: SubtractionSequenceReport = json(&["seq", "sub", "3,5,9", "--to", "400", "--json"]);
    let values = report.values.as_ref().expect("Grundy values").to_vec();
    assert_eq!(values.len(), 401);
    let period_only: SubtractionPeriodReport =
        json(&["seq", "sub", "3,5,9", "--period-only", "--json"]);
    let (p, q) = (period_only.preperiod, period_only.period);
    assert_eq!((p, q), (14, 2));
    assert_eq!((report.preperiod, report.period), (Some(p), Some(q)));
    let (p, q) = (p as usize, q as usize);
    assert!((p..values.len() - q).all(|n| values[n] == values[n + q]));
    if p > 0 {
        assert_ne!(
            values[p - 1],
            values[p - 1 + q],
            "the preperiod is the least"
        );
    }
    for smaller in 1..q {
        assert!((p..values.len() - smaller).any(|n| values[n] != values[n + smaller]));
    }
}

#[test]
fn text_output() {
    assert_eq!(
        stdout_of(&["seq", "sub", "1,3,4", "--to", "25"]),
        "Subtraction game {1,3,4}: Grundy values, n = 0..25
 0: 0 1 0 1 2 3 2 0 1 0 1 2 3 2 0 1 0 1 2 3
20: 2 0 1 0 1 2
Preperiod: 0
Period: 7
"
    );
    assert_eq!(
        stdout_of(&["seq", "sub", "2,5,7", "--to", "12", "--outcomes"]),
        "Subtraction game {2,5,7}: outcomes (P: the player to move loses), n = 0..12
 0: P P N N P N N N N N P N N
Period: not proven within n <= 12 (a window of 7 values must repeat)
"
    );
}

#[test]
fn csv_output() {
    assert_eq!(
        stdout_of(&["seq", "sub", "2,5,7", "--to", "5", "--csv"]),
        "n,g\n0,0\n1,0\n2,1\n3,1\n4,0\n5,2\n"
    );
    assert_eq!(
        stdout_of(&["seq", "sub", "2,5,7", "--to", "5", "--csv", "--outcomes"]),
        "n,outcome\n0,P\n1,P\n2,N\n3,N\n4,P\n5,N\n"
    );
}

#[test]
fn outcomes_json() {
    let report: SubtractionSequenceReport =
        json(&["seq", "sub", "2,5,7", "--to", "12", "--outcomes", "--json"]);
    assert_eq!(
        (report.schema_version, report.answer.name()),
        (1, "subtraction_sequence")
    );
    assert_eq!(report.values, None);
    assert_eq!(
        report.outcomes.as_ref().map(|o| o.letters()).as_deref(),
        Some("PPNNPNNNNNPNN")
    );
    assert_eq!((report.preperiod, report.period), (None, None));
    assert_eq!(report.game, "subtraction");
    assert_eq!(report.set, [2, 5, 7]);
    assert_eq!(report.sequence, "outcomes");
    assert_eq!(report.to, 12);
    let report: SubtractionPeriodReport = json(&[
        "seq",
        "sub",
        "2,5,7",
        "--period-only",
        "--outcomes",
        "--json",
    ]);
    assert_eq!(report, period_report(&[2, 5, 7], "outcomes", (0, 22), 71));
}

#[test]
fn period_only() {
    let report: SubtractionPeriodReport = json(&["seq", "sub", "1,3,4", "--period-only", "--json"]);
    assert_eq!(report, period_report(&[1, 3, 4], "grundy", (0, 7), 68));
    assert_eq!(
        stdout_of(&["seq", "sub", "1,3,4", "--period-only"]),
        "Subtraction game {1,3,4}: Grundy values
Preperiod: 0
Period: 7
Proven: the 4 values from n = 0 (a window of max(S)) repeat from n = 7
"
    );
}

/// The example, found and proven (about 10^9 positions searched).
#[test]
fn period_of_12345_54321_66666() {
    let report: SubtractionPeriodReport =
        json(&["seq", "sub", "12345,54321,66666", "--period-only", "--json"]);
    assert_eq!((report.preperiod, report.period), (0, 467_394_045));
    assert_eq!(
        (
            report.game.name(),
            report.set.as_slice(),
            report.sequence.name()
        ),
        ("subtraction", &[12345, 54321, 66666][..], "grundy")
    );
    // The proof needs the period and a window of max(S) values.
    assert!(
        report.positions_searched >= 467_394_045 + 66666,
        "{}",
        report.positions_searched
    );
}

#[test]
fn errors_are_one_line() {
    for bad in ["{}", "0,1", "1,x", "-1", "1;2", ""] {
        let message = error_of(&["seq", "sub", bad, "--to", "5"]);
        assert!(
            message.contains("subtraction set") || message.contains("usage"),
            "{message}"
        );
    }
    let message = error_of(&["seq", "sub", "1,2", "--to", "100000000000"]);
    assert!(message.contains("N = 2147483647"), "{message}");
    let message = error_of(&["seq", "sub", "1,100000000", "--to", "5"]);
    assert!(message.contains("max(S) = 67108864"), "{message}");
    let message = error_of(&["seq", "sub", "1,2", "--to", "x"]);
    assert!(message.contains("--to N"), "{message}");
    let message = error_of(&[
        "seq",
        "sub",
        "12345,54321,66666",
        "--period-only",
        "--max-steps",
        "1000",
    ]);
    assert!(message.contains("--max-steps 1000"), "{message}");
    error_of(&["seq", "sub", "1,2"]);
    error_of(&["seq", "sub", "1,2", "--period-only", "--csv"]);
    error_of(&["seq", "sub", "1,2", "--to", "5", "--period-only"]);
    for bad in ["0", "x", "99999"] {
        let message = error_of(&["seq", "sub", "1,2", "--period-only", "--threads", bad]);
        assert!(message.contains("--threads"), "{message}");
    }
}

/// A set of 400 elements (plain values, a scalar mex): a few seconds for 5 million positions.
fn slow_set() -> String {
    let elements: Vec<String> = (0..400).map(|i| (3 * i + 7).to_string()).collect();
    elements.join(",")
}

#[test]
fn a_killed_run_resumes_from_its_checkpoint() {
    let dir = temp_dir("resume");
    let set = slow_set();
    let args = ["seq", "sub", set.as_str(), "--to", "5000000", "--json"];
    let expected = stdout_of(&args);

    let checkpoint = dir.join("run.ckpt");
    let checkpoint_arg = checkpoint.to_str().expect("utf-8 path");
    let mut with_checkpoint: Vec<&str> = args.to_vec();
    with_checkpoint.extend(["--checkpoint", checkpoint_arg]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(&with_checkpoint)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the grundy binary starts");
    // Kill it (SIGKILL) as soon as a checkpoint exists, before it has finished.
    let started = Instant::now();
    let mut killed_midway = false;
    while started.elapsed() < Duration::from_secs(120) {
        if child.try_wait().expect("wait").is_some() {
            break;
        }
        if checkpoint.exists() {
            child.kill().expect("kill");
            killed_midway = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait().expect("wait");
    assert!(killed_midway, "the run should outlast its first checkpoint");
    assert!(std::fs::metadata(&checkpoint).expect("checkpoint").len() > 1000);

    assert_eq!(
        stdout_of(&with_checkpoint),
        expected,
        "the resumed run's output"
    );
    // Finished, the checkpoint answers at once, in any output format.
    let mut csv: Vec<&str> = with_checkpoint.clone();
    csv.retain(|a| *a != "--json");
    csv.push("--csv");
    let csv_output = stdout_of(&csv);
    assert!(csv_output.starts_with("n,g\n0,0\n"));
    assert_eq!(csv_output.lines().count(), 5_000_002);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_checkpoint_of_another_run_is_refused() {
    let dir = temp_dir("refuse");
    let checkpoint = dir.join("other.ckpt");
    let path = checkpoint.to_str().expect("utf-8 path");
    stdout_of(&["seq", "sub", "1,3,4", "--to", "100", "--checkpoint", path]);
    let message = error_of(&["seq", "sub", "1,3,5", "--to", "100", "--checkpoint", path]);
    assert!(
        message.contains("belongs to another run (`seq sub {1,3,4} --to 100`)"),
        "{message}"
    );
    error_of(&["seq", "sub", "1,3,4", "--to", "101", "--checkpoint", path]);
    error_of(&["seq", "sub", "1,3,4", "--period-only", "--checkpoint", path]);
    // The same run, resumed from its finished checkpoint, answers the same.
    assert_eq!(
        stdout_of(&["seq", "sub", "1,3,4", "--to", "100", "--checkpoint", path]),
        stdout_of(&["seq", "sub", "1,3,4", "--to", "100"])
    );
    // A damaged file is an error, not a panic.
    let mut bytes = std::fs::read(&checkpoint).expect("read");
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&checkpoint, &bytes).expect("write");
    let message = error_of(&["seq", "sub", "1,3,4", "--to", "100", "--checkpoint", path]);
    assert!(message.contains("damaged"), "{message}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_period_search_resumes_from_its_checkpoint() {
    let dir = temp_dir("search");
    let checkpoint = dir.join("search.ckpt");
    let path = checkpoint.to_str().expect("utf-8 path");
    let args = ["seq", "sub", "123,543,666", "--period-only", "--json"];
    let expected = stdout_of(&args);
    let report: SubtractionPeriodReport = answer(expected.trim_end());
    assert_eq!(report.set, [123, 543, 666]);
    // Stopped by --max-steps, the search is saved; raised, it goes on from there.
    let mut limited = args.to_vec();
    limited.extend(["--checkpoint", path, "--max-steps", "100000"]);
    error_of(&limited);
    assert!(checkpoint.exists());
    let mut resumed = args.to_vec();
    resumed.extend(["--checkpoint", path]);
    assert_eq!(stdout_of(&resumed), expected);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn plot_draws_the_sequence_with_its_period() {
    let dir = temp_dir("plot");
    let svg = dir.join("sub.svg");
    let png = dir.join("sub.png");
    for path in [&svg, &png] {
        let path = path.to_str().expect("utf-8 temp path");
        stdout_of(&["seq", "sub", "3,5,9", "--to", "100", "--plot", path]);
    }
    let text = std::fs::read_to_string(&svg).expect("svg written");
    assert!(
        text.starts_with("<svg") || text.starts_with("<?xml"),
        "{}",
        &text[..60]
    );
    assert!(
        text.contains("preperiod n₀ = 14") && text.contains("g(n)"),
        "the preperiod is marked"
    );
    let bytes = std::fs::read(&png).expect("png written");
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let bad = error_of(&["seq", "sub", "3,5,9", "--to", "10", "--plot", "out.gif"]);
    assert!(bad.contains(".svg") || bad.contains("png"), "{bad}");
}

/// g(0..=to) for the subtraction set `s` from the rule alone, sharing no code with grundy:
/// g(n) = mex{g(n − x) : x ∈ s, x <= n}.
fn by_rule(s: &[usize], to: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(to + 1);
    for n in 0..=to {
        let options: Vec<u32> = s.iter().filter(|&&x| x <= n).map(|&x| g[n - x]).collect();
        g.push((0..).find(|v| !options.contains(v)).expect("a mex"));
    }
    g
}

/// The least period and least preperiod of a long sequence, naively: the least q with
/// a(n + q) = a(n) on the later half, then the least n0 from which it holds.
fn naive_period<T: PartialEq>(a: &[T]) -> (usize, usize) {
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
fn expected_values_and_periods_are_those_of_the_rule() {
    // The values the tests above expect, through the binary, against the rule alone.
    let csv = |g: &[u32]| -> String {
        let rows: String = g
            .iter()
            .enumerate()
            .map(|(n, v)| format!("{n},{v}\n"))
            .collect();
        format!("n,g\n{rows}")
    };
    let s134 = by_rule(&[1, 3, 4], 25);
    assert_eq!(
        stdout_of(&["seq", "sub", "1,3,4", "--to", "25", "--csv"]),
        csv(&s134)
    );
    let s257 = by_rule(&[2, 5, 7], 400);
    assert_eq!(
        stdout_of(&["seq", "sub", "2,5,7", "--to", "12", "--csv"]),
        csv(&s257[..=12])
    );
    // The periods: {1,3,4} 7 from 0, {3,5,9} 2 from 14, {2,5,7}'s outcomes 22 from 0.
    assert_eq!(naive_period(&by_rule(&[1, 3, 4], 400)), (0, 7));
    assert_eq!(naive_period(&by_rule(&[3, 5, 9], 400)), (14, 2));
    let outcomes: Vec<bool> = s257.iter().map(|&g| g == 0).collect();
    assert_eq!(naive_period(&outcomes), (0, 22));
    // 467,394,045 is the project's own number, confirmed from the rule alone in the library's
    // sequence::tests::the_period_of_12345_54321_66666.
}
