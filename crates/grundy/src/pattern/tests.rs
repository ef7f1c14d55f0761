//! The pattern lab against brute force, and the examples of issue 34's "Done when" (the scripts
//! are the ones in examples/patterns/).

use super::*;
use crate::ErrorKind;
use crate::report::{PatternKind, PatternReport, PatternSource};
use crate::text::Lang;

macro_rules! example {
    ($name:literal) => {
        include_str!(concat!("../../../../examples/patterns/", $name, ".rhai"))
    };
}

fn script(text: &str, to: u64) -> PatternReport {
    let mut rules = ScriptRules::new(text, std::time::Duration::from_secs(60)).unwrap();
    PatternReport::of_rules(&mut rules, PatternSource::Script, to, Lang::En).unwrap()
}

fn script_error(text: &str, to: u64) -> crate::Error {
    let run = || -> crate::Result<PatternReport> {
        let mut rules = ScriptRules::new(text, std::time::Duration::from_secs(20))?;
        PatternReport::of_rules(&mut rules, PatternSource::Script, to, Lang::En)
    };
    run().unwrap_err()
}

/// g(0..=to) of a subtraction game by the definition.
fn brute_subtraction(set: &[u64], to: u64) -> Vec<u32> {
    let mut values = Vec::new();
    for n in 0..=to {
        let options: Vec<u32> = set
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| values[(n - s) as usize])
            .collect();
        values.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    values
}

#[test]
fn a_script_tabulates_as_the_definition() {
    let report = script(example!("take-a-square"), 300);
    let squares: Vec<u64> = (1..18).map(|k| k * k).collect();
    assert_eq!(
        report.values.unwrap().grundy,
        brute_subtraction(&squares, 300)
    );
}

#[test]
fn splits_are_xored() {
    // Lasker's Nim by the script, against its closed form.
    let report = script(example!("lasker"), 60);
    let grundy = report.values.unwrap().grundy;
    for (n, &g) in grundy.iter().enumerate() {
        let n = n as u32;
        let closed = match n % 4 {
            0 if n > 0 => n - 1,
            3 => n + 1,
            _ => n,
        };
        assert_eq!(g, closed, "heap {n}");
    }
}

#[test]
fn subtraction_1_3_4_has_period_7_proven() {
    let report = PatternReport::of_expr("sub(n,{1,3,4})", 50, Lang::En).unwrap();
    let values = report.values.unwrap();
    assert_eq!(values.grundy.len(), 51);
    let p = values.pattern;
    assert_eq!(
        (p.kind, p.preperiod, p.period, p.proven),
        (PatternKind::Periodic, Some(0), Some(7), true)
    );
    assert!(report.outcomes.pattern.proven);
}

#[test]
fn kayles_is_71_plus_12k_proven() {
    let report = PatternReport::of_expr("kayles(n)", 200, Lang::Zh).unwrap();
    let p = report.values.unwrap().pattern;
    assert_eq!(
        (p.kind, p.preperiod, p.period, p.proven),
        (PatternKind::Periodic, Some(71), Some(12), true)
    );
    assert!(p.statement.contains("Guy–Smith"), "{}", p.statement);
    assert!(p.statement.contains("以 12 为周期"), "{}", p.statement);
}

#[test]
fn take_a_power_of_two_is_period_3_verified_not_proven() {
    let report = script(example!("take-a-power-of-two"), 200);
    let p = report.values.unwrap().pattern;
    assert_eq!(
        (p.kind, p.preperiod, p.period, p.proven, p.verified_to),
        (PatternKind::Periodic, Some(0), Some(3), false, 200)
    );
    assert!(
        p.statement
            .contains("verified for every n ≤ 200, not proven"),
        "{}",
        p.statement
    );
}

#[test]
fn take_a_square_has_no_pattern() {
    let report = script(example!("take-a-square"), 1000);
    assert_eq!(report.values.unwrap().pattern.kind, PatternKind::None);
    assert_eq!(report.outcomes.pattern.kind, PatternKind::None);
}

#[test]
fn take_at_most_half_loses_at_2_to_the_k_minus_1() {
    let report = script(example!("take-at-most-half"), 300);
    let p = report.outcomes.pattern;
    assert_eq!(
        (p.kind, p.coefficients, p.constant),
        (PatternKind::Recurrence, Some(vec![2]), Some(1))
    );
    assert_eq!(
        report.outcomes.p_positions,
        crate::report::PPositions::Heaps(vec![0, 1, 3, 7, 15, 31, 63, 127, 255])
    );
}

#[test]
fn fibonacci_nim_loses_at_fibonacci_numbers() {
    let report = PatternReport::of_expr("fib(n)", 400, Lang::En).unwrap();
    let p = report.outcomes.pattern;
    assert_eq!(
        (p.kind, p.coefficients, p.constant),
        (PatternKind::Recurrence, Some(vec![1, 1]), Some(0)),
        "{}",
        p.statement
    );
}

#[test]
fn laskers_nim_script_is_arithmetic_periodic() {
    let report = script(example!("lasker"), 100);
    let p = report.values.unwrap().pattern;
    assert_eq!(
        (p.kind, p.period, p.saltus, p.proven),
        (PatternKind::ArithmeticPeriodic, Some(4), Some(4), false)
    );
}

#[test]
fn wythoff_script_is_beatty_golden_ratio() {
    let report = script(example!("wythoff"), 40);
    assert_eq!(report.dimension, 2);
    assert!(report.values.is_none());
    let p = report.outcomes.pattern;
    assert_eq!(
        (p.kind, p.difference, p.alpha.as_deref(), p.proven),
        (PatternKind::Beatty, Some(1), Some("(1+sqrt(5))/2"), false)
    );
    // The difference 1 is written b_k = a_k + k, in both languages.
    assert!(p.statement.contains("b_k = a_k + k,"), "{}", p.statement);
    let mut rules =
        ScriptRules::new(example!("wythoff"), std::time::Duration::from_secs(60)).unwrap();
    let zh = PatternReport::of_rules(&mut rules, PatternSource::Script, 40, Lang::Zh).unwrap();
    assert!(
        zh.outcomes.pattern.statement.contains("b_k = a_k + k，"),
        "{}",
        zh.outcomes.pattern.statement
    );
}

#[test]
fn queen_variant_is_beatty_sqrt_2() {
    let report = script(example!("queen-variant"), 40);
    let p = report.outcomes.pattern;
    assert_eq!(
        (p.kind, p.difference, p.alpha.as_deref()),
        (PatternKind::Beatty, Some(2), Some("sqrt(2)"))
    );
    assert!(
        p.statement.starts_with("The P-positions are"),
        "{}",
        p.statement
    );
    assert!(p.statement.contains("b_k = a_k + 2k,"), "{}", p.statement);
}

#[test]
fn a_runaway_script_is_stopped_naming_the_limit() {
    let error = script_error(example!("runaway"), 10);
    assert_eq!(error.kind(), ErrorKind::TooLarge);
    assert_eq!(error.limit().unwrap().name(), "pattern_script_operations");
    assert!(
        error.message().contains("position 0"),
        "{}",
        error.message()
    );
}

#[test]
fn a_loopy_script_is_refused_naming_position_and_option() {
    let error = script_error(example!("loopy"), 10);
    assert_eq!(error.kind(), ErrorKind::Unsupported);
    assert!(
        error.message().contains("position 0: the option 0"),
        "{}",
        error.message()
    );
    let error = script_error(
        "fn moves(a, b) { if a > 0 { [[a - 1, b + 1]] } else { [] } }",
        5,
    );
    assert!(
        error
            .message()
            .contains("position (1, 0): the option [0, 1]"),
        "{}",
        error.message()
    );
    assert!(!error.render(Lang::Zh).is_empty());
}

#[test]
fn a_slow_script_stops_at_its_deadline() {
    let slow = "fn moves(n) { let i = 0; while i < 5000000 { i += 1; } [] }";
    let mut rules = ScriptRules::new(slow, std::time::Duration::from_millis(50)).unwrap();
    let error = tabulate(&mut rules, 1000).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Interrupted);
    assert!(error.message().contains("50 ms"), "{}", error.message());
}

#[test]
fn bad_scripts_get_one_clear_line() {
    for (text, kind) in [
        ("fn moves(n) { [n - 1", ErrorKind::Syntax),
        ("fn other(n) { [] }", ErrorKind::InvalidArgument),
        ("fn moves(n) { 3 }", ErrorKind::InvalidArgument),
        ("fn moves(n) { [\"x\"] }", ErrorKind::InvalidArgument),
        ("fn moves(n) { [-1] }", ErrorKind::InvalidArgument),
        ("fn moves(n) { moves(n) }", ErrorKind::TooLarge),
        (
            "fn moves(n) { let a = [1]; loop { a = [a, a]; } }",
            ErrorKind::TooLarge,
        ),
    ] {
        let error = match ScriptRules::new(text, std::time::Duration::from_secs(20)) {
            Err(error) => error,
            Ok(mut rules) => tabulate(&mut rules, 3).unwrap_err(),
        };
        assert_eq!(error.kind(), kind, "{text}: {}", error.message());
        assert!(
            !error.message().contains('\n'),
            "{text}: {}",
            error.message()
        );
    }
}

#[test]
fn the_sandbox_has_no_eval_or_import() {
    for text in [
        "fn moves(n) { eval(\"1\"); [] }",
        "import \"x\" as y; fn moves(n) { [] }",
    ] {
        let failed = match ScriptRules::new(text, std::time::Duration::from_secs(20)) {
            Err(_) => true,
            Ok(mut rules) => tabulate(&mut rules, 1).is_err(),
        };
        assert!(failed, "{text}");
    }
}

/// A Rust closure as rules (how Python's callables come in).
#[test]
fn any_rules_trait_object_tabulates() {
    struct Bash;
    impl Rules for Bash {
        fn dimension(&self) -> Dimension {
            Dimension::Heap
        }
        fn moves(&mut self, position: Position) -> crate::Result<Vec<GameOption>> {
            let Position::Heap(n) = position else {
                unreachable!()
            };
            Ok((1..=n.min(3))
                .map(|t| GameOption::Heaps(vec![n - t]))
                .collect())
        }
    }
    let report = PatternReport::of_rules(&mut Bash, PatternSource::Callable, 40, Lang::En).unwrap();
    let p = report.values.unwrap().pattern;
    assert_eq!(
        (p.kind, p.period, p.proven),
        (PatternKind::Periodic, Some(4), false)
    );
}

#[test]
fn limits_are_named() {
    let mut rules =
        ScriptRules::new(example!("wythoff"), std::time::Duration::from_secs(20)).unwrap();
    let error = tabulate(&mut rules, PATTERN_PAIR_LIMIT + 1).unwrap_err();
    assert_eq!(error.limit().unwrap().name(), "pattern_pairs");
    assert!(PatternReport::of_expr("kayles(3)", 10, Lang::En).is_err());
}

/// A script's rules asked one position at a time (the trait's default `moves_of`), to compare
/// with the script's own runs on every core.
struct OneAtATime(ScriptRules);

impl Rules for OneAtATime {
    fn dimension(&self) -> Dimension {
        self.0.dimension()
    }
    fn moves(&mut self, position: Position) -> crate::Result<Vec<GameOption>> {
        self.0.moves(position)
    }
}

fn rules(text: &str) -> ScriptRules {
    ScriptRules::new(text, std::time::Duration::from_secs(60)).unwrap()
}

#[test]
fn a_script_on_every_core_tabulates_as_one_call_at_a_time() {
    for (text, to) in [
        (example!("take-a-square"), 3000),
        (example!("take-at-most-half"), 600),
        (example!("lasker"), 400),
        (example!("wythoff"), 40),
        (example!("queen-variant"), 30),
    ] {
        let together = tabulate(&mut rules(text), to).unwrap();
        let alone = tabulate(&mut OneAtATime(rules(text)), to).unwrap();
        assert_eq!(together, alone, "{text}");
    }
}

/// The first failing position in play order is the one named, whichever call of a batch ends
/// first: a loopy option at heap 5 before a script error at heap 9 (and every heap of the
/// batch after it), and a script error at heap 9 before a loopy option at 11.
#[test]
fn the_first_failure_in_order_is_named_however_the_calls_are_run() {
    let loopy_first =
        "fn moves(n) { if n == 5 { [5] } else if n >= 9 { throw \"nine\" } else { [] } }";
    let error = tabulate(&mut rules(loopy_first), 100).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::Unsupported, "{}", error.message());
    assert!(
        error.message().contains("position 5"),
        "{}",
        error.message()
    );
    let thrown_first =
        "fn moves(n) { if n == 11 { [11] } else if n == 9 { throw \"nine\" } else { [] } }";
    let error = tabulate(&mut rules(thrown_first), 100).unwrap_err();
    assert_eq!(
        error.kind(),
        ErrorKind::InvalidArgument,
        "{}",
        error.message()
    );
    assert!(
        error.message().contains("position 9"),
        "{}",
        error.message()
    );
    let pair = "fn moves(a, b) { if a == 2 && b == 3 { throw \"here\" } [] }";
    let error = tabulate(&mut rules(pair), 10).unwrap_err();
    assert!(
        error.message().contains("position (2, 3)"),
        "{}",
        error.message()
    );
}

/// The calls run on the rayon pool carry the caller's stop: a raised flag stops a script that
/// would otherwise run to its one-minute deadline.
#[test]
fn a_raised_flag_stops_the_calls_on_every_core() {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let flag = Arc::new(AtomicBool::new(true));
    let stop = crate::interrupt::Stop::default().or_when(flag);
    let slow = "fn moves(n) { let i = 0; while i < 5000000 { i += 1; } [] }";
    let mut slow = rules(slow);
    let error = crate::interrupt::with_stop(&stop, || {
        slow.moves_of(&[Position::Heap(1), Position::Heap(2)])
            .into_iter()
            .find_map(Result::err)
            .expect("every call stops")
    });
    assert_eq!(error.kind(), ErrorKind::Interrupted);
}
