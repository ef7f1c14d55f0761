//! End-to-end tests of the `grundy` binary: every `--json` answer read into its typed report
//! (and checked against its JSON Schema) and compared field by field, errors checked for the
//! one-line, exit-status-2 contract.

mod common;

use common::{grundy, json, stdout_of};

use std::path::PathBuf;

use grundy::engine::{Convention, Outcome};
use grundy::report::{
    BashReport, HeapMove, Int, LosingHeapsReport, MoveReport, NimReport, TakeAwayReport,
    TakeMoveReport, TwoHeapMove, WythoffPairReport, WythoffReport,
};

fn int(value: u64) -> Int {
    Int::from(value)
}

/// An integer of any length, from its decimal digits.
fn digits(text: &str) -> Int {
    Int::from_digits(text).expect("canonical decimal digits")
}

/// A Wythoff move to the heaps (a, b).
fn wythoff_move(a: Int, b: Int) -> MoveReport {
    MoveReport::TwoHeaps(TwoHeapMove {
        component: None,
        to: [a, b],
    })
}

/// A Nim move leaving `to` tokens in heap `heap`.
fn nim_move(heap: usize, to: u64) -> MoveReport {
    MoveReport::Heap(HeapMove {
        component: None,
        heap,
        to: int(to),
    })
}

/// A one-heap move taking `take` tokens and leaving `to`.
fn take_move(take: u64, to: u64) -> MoveReport {
    MoveReport::Take(TakeMoveReport {
        component: None,
        take: int(take),
        to: int(to),
    })
}

/// The heaps a Wythoff move leaves, as numbers.
fn wythoff_to(mv: &MoveReport) -> (u64, u64) {
    match mv {
        MoveReport::TwoHeaps(TwoHeapMove { to: [a, b], .. }) => {
            (a.to_u64().expect("a word"), b.to_u64().expect("a word"))
        }
        other => panic!("not a Wythoff move: {other:?}"),
    }
}

/// The one JSON line of `grundy args`, as text (for the checks on how numbers are written).
fn json_text(args: &[&str]) -> String {
    let text = stdout_of(args);
    assert_eq!(text.lines().count(), 1, "exactly one JSON line: {text}");
    text.trim_end().to_string()
}

fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write temp file");
    path
}

#[test]
fn wythoff_json_contract() {
    let report: WythoffReport = json(&["wythoff", "4", "7", "--json"]);
    assert_eq!(
        report,
        WythoffReport {
            schema_version: 1,
            answer: "wythoff".parse().unwrap(),
            game: "wythoff".parse().unwrap(),
            convention: Convention::Normal,
            heaps: [int(4), int(7)],
            outcome: Outcome::P,
            winning_moves: vec![],
            winning_move_count: 0,
            difference: int(3),
            pair_index: Some(int(3)),
            grundy: Some(int(0)),
            explanation: None,
        }
    );
    let report: WythoffReport = json(&["wythoff", "5", "5", "--json"]);
    assert_eq!(
        report,
        WythoffReport {
            schema_version: 1,
            answer: "wythoff".parse().unwrap(),
            game: "wythoff".parse().unwrap(),
            convention: Convention::Normal,
            heaps: [int(5), int(5)],
            outcome: Outcome::N,
            winning_moves: vec![
                wythoff_move(int(0), int(0)),
                wythoff_move(int(3), int(5)),
                wythoff_move(int(5), int(3)),
            ],
            winning_move_count: 3,
            difference: int(0),
            pair_index: None,
            grundy: Some(int(8)),
            explanation: None,
        }
    );
}

#[test]
fn wythoff_moves_keep_the_heap_order_given() {
    // (12, 20) is P, so (20, 12) is P too, in either order.
    let report: WythoffReport = json(&["wythoff", "20", "12", "--json"]);
    assert_eq!(report.outcome, Outcome::P);
    assert_eq!(report.heaps, [int(20), int(12)]);
    assert_eq!(
        (report.winning_moves, report.winning_move_count),
        (vec![], 0)
    );
    // From (9, 4): take 2 from the first heap -> (7, 4); P-position (4, 7) in the given order.
    let report: WythoffReport = json(&["wythoff", "9", "4", "--json"]);
    assert_eq!(report.outcome, Outcome::N);
    assert_eq!(report.winning_moves, [wythoff_move(int(7), int(4))]);
    assert_eq!(report.winning_move_count, 1);
}

#[test]
fn the_double_trap_is_a_p_position() {
    let report: WythoffReport = json(&["wythoff", "165580140", "267914295", "--json"]);
    assert_eq!(report.outcome, Outcome::P);
    assert_eq!(report.pair_index, Some(int(102_334_155)));
    let report: WythoffReport = json(&["wythoff", "165580141", "267914295", "--json"]);
    assert_eq!(report.outcome, Outcome::N);
    assert!(
        report
            .winning_moves
            .contains(&wythoff_move(int(165_580_140), int(267_914_295))),
        "{:?}",
        report.winning_moves
    );
    assert_eq!(report.winning_move_count, report.winning_moves.len());
}

#[test]
fn wythoff_big_numbers_are_printed_in_full() {
    // F(100), F(101): a P-position far beyond u64.
    let (a, b) = ("354224848179261915075", "573147844013817084101");
    let args = ["wythoff", a, b, "--json"];
    let text = json_text(&args);
    assert!(text.contains(&format!(r#""heaps":[{a},{b}]"#)), "{text}");
    let report: WythoffReport = json(&args);
    assert_eq!(report.heaps, [digits(a), digits(b)]);
    assert_eq!(report.outcome, Outcome::P);
    // b − a = F(99): the position is the F(99)-th P-position.
    let k = digits("218922995834555169026");
    assert_eq!(
        (&report.difference, &report.pair_index),
        (&k, &Some(k.clone()))
    );
    let a_plus_one = "354224848179261915076";
    let args = ["wythoff", a_plus_one, b, "--json"];
    let text = json_text(&args);
    assert!(text.contains(&format!(r#"{{"to":[{a},{b}]}}"#)), "{text}");
    let report: WythoffReport = json(&args);
    assert_eq!(report.outcome, Outcome::N);
    assert!(
        report
            .winning_moves
            .contains(&wythoff_move(digits(a), digits(b))),
        "{:?}",
        report.winning_moves
    );
}

#[test]
fn wythoff_pair_and_misere() {
    let report: WythoffPairReport = json(&["wythoff", "--pair", "10", "--json"]);
    assert_eq!(
        report,
        WythoffPairReport {
            schema_version: 1,
            answer: "wythoff_pair".parse().unwrap(),
            game: "wythoff".parse().unwrap(),
            pair_index: int(10),
            position: [int(16), int(26)],
            outcome: Outcome::P,
        }
    );
    let report: WythoffReport = json(&["wythoff", "0", "1", "--misere", "--json"]);
    assert_eq!(
        (report.convention, report.outcome),
        (Convention::Misere, Outcome::P)
    );
    assert_eq!((report.pair_index, report.grundy), (None, None));
    let report: WythoffReport = json(&["wythoff", "0", "0", "--misere", "--json"]);
    assert_eq!(
        (report.convention, report.outcome),
        (Convention::Misere, Outcome::N)
    );
    assert_eq!(
        (report.winning_moves, report.winning_move_count),
        (vec![], 0)
    );
}

#[test]
fn nim_json_contract() {
    let report: NimReport = json(&["nim", "3", "4", "5", "--json"]);
    assert_eq!(
        report,
        NimReport {
            schema_version: 1,
            answer: "nim".parse().unwrap(),
            game: "nim".parse().unwrap(),
            convention: Convention::Normal,
            max_take: None,
            heap_count: 3,
            outcome: Outcome::N,
            nim_sum: int(2),
            grundy: Some(int(2)),
            winning_moves: vec![nim_move(0, 1)],
            winning_move_count: 1,
            explanation: None,
        }
    );
    let report: NimReport = json(&["nim", "1", "1", "1", "--misere", "--json"]);
    assert_eq!(
        (report.convention, report.outcome, report.grundy),
        (Convention::Misere, Outcome::P, None)
    );
    // Values 1, 3, 1: nim-sum 3. Every heap can move to value ⊕ 3, even upwards (5 -> 2 has
    // value 2 > 1), because each heap holds at least r = 3 tokens.
    let report: NimReport = json(&["nim", "5", "7", "9", "--max-take", "3", "--json"]);
    assert_eq!(report.max_take, Some(int(3)));
    assert_eq!(report.nim_sum, int(3));
    assert_eq!(
        report.winning_moves,
        [nim_move(0, 2), nim_move(1, 4), nim_move(2, 6)]
    );
    assert_eq!(report.winning_move_count, 3);
}

#[test]
fn nim_reads_heaps_from_a_file() {
    let heaps: Vec<String> = (1..=1000u64).map(|h| h.to_string()).collect();
    let path = temp_file("heaps.txt", &heaps.join("\n"));
    let argument = format!("@{}", path.display());
    let report: NimReport = json(&["nim", &argument, "--json"]);
    // 1 ^ 2 ^ ... ^ 1000 = 1000 (n ≡ 0 mod 4).
    assert_eq!(report.heap_count, 1000);
    assert_eq!(report.nim_sum, int(1000));
    // Heaps typed and heaps from files, in the order given.
    let small = temp_file("small.txt", "3 4\n");
    let argument = format!("@{}", small.display());
    let report: NimReport = json(&["nim", "9", &argument, "5", &argument, "--json"]);
    // 9 ^ 3 ^ 4 ^ 5 ^ 3 ^ 4 = 12: only heap 0 (the 9) goes down, to 9 ^ 12 = 5.
    assert_eq!((report.heap_count, report.nim_sum), (6, int(12)));
    assert_eq!(report.winning_moves, [nim_move(0, 5)]);
}

#[test]
fn nim_bash_and_takeaway_write_big_numbers_in_full() {
    // 2^128 + 1 and 2^128: heaps, values and moves beyond u64 are JSON integers in full.
    let big = "340282366920938463463374607431768211457";
    let below = "340282366920938463463374607431768211456";
    let args = ["nim", big, "1", "--json"];
    let text = json_text(&args);
    assert!(
        text.contains(&format!(r#""nim_sum":{below},"grundy":{below},"#)),
        "{text}"
    );
    let report: NimReport = json(&args);
    assert_eq!(
        (&report.nim_sum, &report.grundy),
        (&digits(below), &Some(digits(below)))
    );
    assert_eq!(report.winning_moves, [nim_move(0, 1)]);
    let args = ["bash", big, "--max", "3", "--json"];
    let text = json_text(&args);
    assert!(
        text.contains(&format!(r#""heap":{big},"max":3,"#)),
        "{text}"
    );
    assert!(
        text.contains(&format!(r#"{{"take":1,"to":{below}}}"#)),
        "{text}"
    );
    let report: BashReport = json(&args);
    assert_eq!((report.heap, report.grundy), (digits(big), Some(int(1))));
    let big_move = MoveReport::Take(TakeMoveReport {
        component: None,
        take: int(1),
        to: digits(below),
    });
    assert_eq!(report.winning_moves, std::slice::from_ref(&big_move));
    let args = ["fib", big, "--json"];
    let text = json_text(&args);
    assert!(
        text.contains(&format!(r#""heap":{big},"cap":{below},"#)),
        "{text}"
    );
    assert!(
        text.contains(&format!(r#"{{"take":1,"to":{below}}}"#)),
        "{text}"
    );
    let report: TakeAwayReport = json(&args);
    assert_eq!((report.heap, report.cap), (digits(big), digits(below)));
    assert_eq!(report.winning_moves[0], big_move);
    assert_eq!(report.winning_move_count, report.winning_moves.len());
}

#[test]
fn bash_json_contract() {
    let report: BashReport = json(&["bash", "10", "--max", "3", "--json"]);
    assert_eq!(
        report,
        BashReport {
            schema_version: 1,
            answer: "bash".parse().unwrap(),
            game: "bash".parse().unwrap(),
            convention: Convention::Normal,
            heap: int(10),
            max: int(3),
            outcome: Outcome::N,
            grundy: Some(int(2)),
            winning_moves: vec![take_move(2, 8)],
            winning_move_count: 1,
            explanation: None,
        }
    );
    let report: BashReport = json(&["bash", "9", "--max", "3", "--misere", "--json"]);
    assert_eq!(
        (report.convention, report.outcome, report.grundy),
        (Convention::Misere, Outcome::P, None)
    );
}

#[test]
fn takeaway_and_fib_json_contract() {
    let report: TakeAwayReport = json(&["fib", "20", "--json"]);
    assert_eq!(
        report,
        TakeAwayReport {
            schema_version: 1,
            answer: "takeaway".parse().unwrap(),
            game: "takeaway".parse().unwrap(),
            convention: Convention::Normal,
            k: "2".into(),
            heap: int(20),
            cap: int(19),
            outcome: Outcome::N,
            grundy: Some(int(7)),
            winning_moves: vec![take_move(2, 18)],
            winning_move_count: 1,
            least_winning_move: Some(int(2)),
            decomposition: vec![int(13), int(5), int(2)],
            losing_heaps: None,
            explanation: None,
        }
    );
    let report: TakeAwayReport = json(&["takeaway", "21", "--k", "2", "--json"]);
    assert_eq!(report.outcome, Outcome::P);
    assert_eq!(report.least_winning_move, None);
    for k in ["3/2", "1.5", "6/4"] {
        let report: TakeAwayReport = json(&["takeaway", "20", "--k", k, "--json"]);
        assert_eq!(report.k, "3/2", "{k}");
    }
    let report: LosingHeapsReport = json(&["fib", "--losing-heaps", "8", "--json"]);
    assert_eq!(
        report,
        LosingHeapsReport {
            schema_version: 1,
            answer: "takeaway_losing_heaps".parse().unwrap(),
            game: "takeaway".parse().unwrap(),
            k: "2".into(),
            losing_heaps: [1, 2, 3, 5, 8, 13, 21, 34].map(int).to_vec(),
            construction: None,
        }
    );
}

#[test]
fn explain_and_text_outputs_are_readable() {
    let text = stdout_of(&["nim", "3", "4", "5", "--explain"]);
    assert!(text.contains("Nim-sum X = 2"), "{text}");
    assert!(text.contains("heap   1: 011"), "{text}");
    let text = stdout_of(&["fib", "20", "--explain"]);
    assert!(text.contains("20 = 13 + 5 + 2"), "{text}");
    let text = stdout_of(&["wythoff", "9", "4", "--explain"]);
    assert!(text.contains("Difference k"), "{text}");
}

#[test]
fn bad_input_is_one_line_on_stderr_with_status_2() {
    let cases: &[&[&str]] = &[
        &["nim", "3", "-4"],
        &["nim", "3", "x"],
        &["nim"],
        &["bash", "5", "--max", "0"],
        &["bash", "5"],
        &["takeaway", "5", "--k", "0"],
        &["takeaway", "5", "--k", "abc"],
        &["takeaway", "5", "--k", "1/0"],
        &["wythoff", "3"],
        &["wythoff", "3", "4", "--bogus"],
        &["frobnicate"],
        &["wythoff", "@/definitely/not/here", "4"],
        &["fib", "1.5"],
    ];
    for args in cases {
        let output = grundy(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("grundy: error: "), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn too_large_requests_name_the_limit() {
    let output = grundy(&["wythoff", "30000", "30001", "--grundy"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("16384"), "{stderr}");
    let huge = "9".repeat(5000);
    let output = grundy(&["fib", &huge]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("4096"), "{stderr}");
}

#[test]
fn help_has_examples() {
    let commands: &[&[&str]] = &[
        &["wythoff"],
        &["nim"],
        &["bash"],
        &["takeaway"],
        &["fib"],
        &["judge"],
        &["stress"],
        &["analyze"],
        &["play"],
        &["seq"],
        &["seq", "sub"],
        &["seq", "octal"],
        &["table"],
        &["table", "wythoff"],
        &["completions"],
        &["man"],
    ];
    for command in commands {
        let mut args = command.to_vec();
        args.push("--help");
        let text = stdout_of(&args);
        assert!(text.contains("Examples:"), "{command:?}: {text}");
    }
    assert!(stdout_of(&["--help"]).contains("Examples:"));
}

#[test]
fn wythoff_text_gives_the_grundy_value_when_asked() {
    // Regression: --grundy printed the same as without it for small positions.
    let plain = stdout_of(&["wythoff", "10", "12"]);
    assert!(!plain.contains("Grundy value"), "{plain}");
    let asked = stdout_of(&["wythoff", "10", "12", "--grundy"]);
    assert!(asked.starts_with(&plain), "{asked}");
    assert!(asked.contains("Grundy value: g(10, 12) = "), "{asked}");
}

#[test]
fn completions_and_man_page_are_generated() {
    let bash = stdout_of(&["completions", "bash"]);
    assert!(
        bash.contains("wythoff") && bash.contains("--misere"),
        "{bash}"
    );
    for shell in ["zsh", "fish", "elvish", "powershell"] {
        assert!(!stdout_of(&["completions", shell]).is_empty(), "{shell}");
    }
    let man = stdout_of(&["man"]);
    assert!(
        man.contains(".TH grundy 1"),
        "{}",
        &man[..200.min(man.len())]
    );
    // One page: every command, nested ones too, under its full name; no other page named.
    for command in [
        "GRUNDY WYTHOFF",
        "GRUNDY SEQ SUB",
        "GRUNDY SEQ OCTAL",
        "GRUNDY TABLE WYTHOFF",
        "GRUNDY STRESS",
    ] {
        assert!(
            man.contains(&format!(".SH \"{command}\"")),
            "no section {command}"
        );
    }
    assert!(
        // (after the global --lang)
        man.contains(r"\fBgrundy seq octal\fR [\fB\-\-lang\fR] <\fB\-\-to\fR>"),
        "synopses name the full command"
    );
    assert!(
        !man.contains("grundy-"),
        "no page named that is not installed"
    );
    assert_eq!(man.matches(".TH ").count(), 1, "one page");
    let output = grundy(&["completions", "tcsh"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn hand_worked_expectations_agree_with_exhaustive_search() {
    // The answers the JSON contracts above expect, through the binary, against the brute-force
    // solver on each game's rules (independent of the closed forms the binary uses), Wythoff's
    // construction and the Fibonacci recurrence.
    use grundy::Ratio;
    use grundy::engine::Solver;
    use grundy::games::bash::BashRules;
    use grundy::games::nim::NimRules;
    use grundy::games::takeaway::TakeAwayRules;
    use grundy::games::wythoff::WythoffRules;
    let (normal, misere) = (Convention::Normal, Convention::Misere);

    // Wythoff pairs by the construction: a_k = least number in no earlier pair, b_k = a_k + k.
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    for k in 0..=10 {
        let a = (0..)
            .find(|x| pairs.iter().all(|&(p, q)| p != *x && q != *x))
            .unwrap();
        pairs.push((a, a + k));
    }
    let report: WythoffReport = json(&["wythoff", "4", "7", "--json"]);
    assert_eq!(report.pair_index, Some(int(3)));
    assert_eq!(pairs[3], (4, 7));
    let pair: WythoffPairReport = json(&["wythoff", "--pair", "10", "--json"]);
    assert_eq!(pair.position, [int(pairs[10].0), int(pairs[10].1)]);
    let mut wythoff = Solver::new(WythoffRules);
    for (a, b, convention, flag) in [
        (4, 7, normal, None),
        (5, 5, normal, None),
        (20, 12, normal, None),
        (9, 4, normal, None),
        (0, 1, misere, Some("--misere")),
        (0, 0, misere, Some("--misere")),
    ] {
        let (a_text, b_text) = (a.to_string(), b.to_string());
        let mut args = vec!["wythoff", &a_text, &b_text, "--json"];
        args.extend(flag);
        let got: WythoffReport = json(&args);
        let expected = wythoff.outcome(&(a, b), convention).unwrap();
        assert_eq!(got.outcome, expected, "{args:?}");
        let mut moves = wythoff.winning_moves(&(a, b), convention).unwrap();
        moves.sort();
        let mut listed: Vec<(u64, u64)> = got.winning_moves.iter().map(wythoff_to).collect();
        listed.sort();
        assert_eq!(listed, moves, "{args:?}");
        if convention == normal {
            let g = wythoff.grundy(&(a, b)).unwrap().value();
            assert_eq!(got.grundy, Some(int(g)), "{args:?}"); // g(5, 5) = 8: OEIS A047708 a(5)
        }
    }
    let fib = (0..101).fold(vec![0u128, 1], |mut f, n| {
        f.push(f[n] + f[n + 1]);
        f
    });
    assert_eq!((fib[41] - 1, fib[42] - 1), (165_580_140, 267_914_295));
    assert_eq!(fib[100], 354_224_848_179_261_915_075);
    assert_eq!(fib[101], 573_147_844_013_817_084_101);
    assert_eq!(fib[99], 218_922_995_834_555_169_026);

    for (heaps, max_take) in [(vec![3u64, 4, 5], None), (vec![5, 7, 9], Some(3u64))] {
        let texts: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let mut args: Vec<&str> = std::iter::once("nim")
            .chain(texts.iter().map(String::as_str))
            .collect();
        let max_text = max_take.map(|m| m.to_string());
        if let Some(m) = &max_text {
            args.extend(["--max-take", m]);
        }
        args.push("--json");
        let got: NimReport = json(&args);
        let mut solver = Solver::new(NimRules {
            max_take: max_take.unwrap_or(u64::MAX),
        });
        assert_eq!(
            got.grundy,
            Some(int(solver.grundy(&heaps).unwrap().value())),
            "{args:?}"
        );
        let mut moves = solver.winning_moves(&heaps, normal).unwrap();
        moves.sort();
        let listed: Vec<Vec<u64>> = got
            .winning_moves
            .iter()
            .map(|m| {
                let mut left = heaps.clone();
                let MoveReport::Heap(HeapMove { heap, to, .. }) = m else {
                    panic!("not a Nim move: {m:?}");
                };
                left[*heap] = to.to_u64().expect("a word");
                left
            })
            .collect();
        assert_eq!(listed, moves, "{args:?}");
    }
    let mut nim = Solver::new(NimRules { max_take: u64::MAX });
    assert_eq!(nim.outcome(&vec![1, 1, 1], misere).unwrap(), Outcome::P);
    assert_eq!((1..=1000u64).fold(0, |x, h| x ^ h), 1000);

    let mut bash = Solver::new(BashRules { max_take: 3 });
    let got: BashReport = json(&["bash", "10", "--max", "3", "--json"]);
    assert_eq!(got.grundy, Some(int(bash.grundy(&10).unwrap().value())));
    let to: Vec<u64> = bash.winning_moves(&10, normal).unwrap();
    let moves: Vec<MoveReport> = to.iter().map(|&t| take_move(10 - t, t)).collect();
    assert_eq!(got.winning_moves, moves);
    assert_eq!(bash.outcome(&9, misere).unwrap(), Outcome::P);

    // Fibonacci Nim: a position is (heap, most the mover may take).
    let mut fib_nim = Solver::new(TakeAwayRules {
        k: Ratio::integer(2).unwrap(),
    });
    let got: TakeAwayReport = json(&["fib", "20", "--json"]);
    let left: Vec<(u64, u64)> = fib_nim.winning_moves(&(20, 19), normal).unwrap();
    let moves: Vec<MoveReport> = left.iter().map(|&(t, _)| take_move(20 - t, t)).collect();
    assert_eq!(got.winning_moves, moves);
    assert_eq!(
        got.grundy,
        Some(int(fib_nim.grundy(&(20, 19)).unwrap().value()))
    );
    // Zeckendorf: the greedy sum of Fibonacci numbers.
    let mut rest = 20u128;
    let mut terms = Vec::new();
    for &f in fib[2..].iter().rev() {
        if f <= rest {
            rest -= f;
            terms.push(int(f as u64));
        }
    }
    assert_eq!(got.decomposition, terms);
    assert_eq!(fib_nim.outcome(&(21, 20), normal).unwrap(), Outcome::P);
    let losing: Vec<Int> = (1..=34)
        .filter(|&n| fib_nim.outcome(&(n, n - 1), normal).unwrap() == Outcome::P)
        .map(int)
        .collect();
    let got: LosingHeapsReport = json(&["fib", "--losing-heaps", "8", "--json"]);
    assert_eq!(got.losing_heaps, losing);
}

/// An unknown flag gets the command's own usage line: clap's guess of `--version` (for
/// `--period-only`) is dropped, with the usage it wrote the guess into; a real guess stays.
#[test]
fn an_unknown_flag_gets_the_commands_usage_not_a_guess_of_version() {
    let out = grundy(&["seq", "octal", "0.6", "--period-only"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err,
        "grundy: error: unexpected argument '--period-only' found; usage: grundy seq octal --to <N> \
         <GAME> (see --help)\n"
    );
    let err = String::from_utf8(grundy(&["nim", "3", "--misre"]).stderr).unwrap();
    assert!(
        err.contains("a similar argument exists: '--misere'"),
        "{err}"
    );
}
