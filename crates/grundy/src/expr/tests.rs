//! Tests of the whole module: notation round-trips, error columns, and the analysis against
//! exhaustive search of the whole sum.

use proptest::prelude::*;

use super::search::{solve, sum_game};
use super::*;
use crate::engine::{Convention, Outcome, Solver};
use crate::games::TakeMove;
use crate::games::bash::Bash;
use crate::games::lasker::Lasker;
use crate::games::nim::{Nim, NimMove};
use crate::games::octal::{OctalHeap, OctalMove};
use crate::games::staircase::Staircase;
use crate::games::subtraction::Subtraction;
use crate::games::takeaway::TakeAway;
use crate::games::wythoff::{Wythoff, WythoffMove};
use crate::num::Natural;

fn expr(text: &str) -> Expr {
    match text.parse() {
        Ok(expr) => expr,
        Err(e) => panic!("{text:?}: {e}"),
    }
}

fn n(value: u64) -> Natural {
    Natural::from(value)
}

#[test]
fn canonical_forms_round_trip() {
    let cases = [
        ("nim(3,4,5)", "nim(3,4,5)"),
        (
            "  nim( 3 , 4,5 )+bash(10, max = 3) ",
            "nim(3,4,5) + bash(10,max=3)",
        ),
        ("wythoff(3,5)", "wythoff(3,5)"),
        ("takeaway(20, k=3/2, cap=19)", "takeaway(20,k=3/2,cap=19)"),
        ("takeaway(20, k=1.5)", "takeaway(20,k=3/2)"),
        ("takeaway(20, k=2)", "fib(20)"),
        ("fib(20)", "fib(20)"),
        ("fib(20, cap=4)", "fib(20,cap=4)"),
        ("sub(10, {4,1,3,3})", "sub(10,{1,3,4})"),
        ("octal(20, 0.6)", "octal(20,0.6)"),
        ("octal(20, 0.770)", "kayles(20)"),
        ("octal(7, dawsons)", "dawsons(7)"),
        ("kayles(5) + dawsons(6)", "kayles(5) + dawsons(6)"),
        ("octal(9,4.07)", "octal(9,4.07)"),
        ("octal(9, 4.f7)", "octal(9,4.f7)"),
        (
            "nim(123456789012345678901234567890)",
            "nim(123456789012345678901234567890)",
        ),
        ("nim(007)", "nim(7)"),
        ("nim(5, 7, 9, max = 3)", "nim(5,7,9,max=3)"),
        ("staircase( 3, 0,4 ,1)", "staircase(3,0,4,1)"),
        ("staircase(0)", "staircase(0)"),
        ("lasker( 5,7 )", "lasker(5,7)"),
        ("lasker(0007) + staircase(1)", "lasker(7) + staircase(1)"),
    ];
    for (input, canonical) in cases {
        let parsed = expr(input);
        assert_eq!(parsed.to_string(), canonical, "{input}");
        assert_eq!(expr(canonical), parsed, "{input}");
    }
}

#[test]
fn errors_give_the_column_of_the_offending_token() {
    let cases = [
        ("nim(3,4,x)", 9, "invalid heap size 'x'"),
        ("", 1, "empty expression"),
        ("nim(3) +", 9, "expected a game"),
        ("nim(3) bash(2,max=1)", 8, "expected '+'"),
        ("nom(3)", 1, "unknown game 'nom'"),
        ("nim 3", 5, "expected '('"),
        ("nim()", 5, "expected an argument"),
        ("nim(3", 6, "expected ',' or ')'"),
        ("bash(10)", 8, "missing 'max='"),
        ("bash(10, max=0)", 14, "max >= 1"),
        ("bash(10, m=3)", 10, "unknown argument 'm='"),
        ("bash(10, max=3, max=4)", 17, "twice"),
        ("bash(max=3, 10)", 13, "positional arguments come before"),
        ("wythoff(3)", 10, "too few arguments"),
        ("wythoff(3,5,7)", 13, "too many arguments"),
        ("takeaway(20)", 12, "missing 'k='"),
        ("takeaway(20, k=0)", 16, "positive"),
        ("fib(20, k=3)", 9, "unknown argument 'k='"),
        ("sub(10, {1,0})", 9, "contains 0"),
        ("sub(10, {})", 9, "empty subtraction set"),
        ("sub(10, 3)", 9, "expected a set"),
        ("sub(10, {1,x})", 12, "a set element"),
        ("sub(1x, {1})", 5, "invalid heap size '1x'"),
        ("octal(5, 0.g)", 10, "invalid octal game"),
        ("nim(3x)", 5, "invalid heap size '3x'"),
        // Found by the fuzzer: no heap, only a bound, printed as "nim(,max=3)".
        ("nim(max=3)", 10, "no heap"),
        ("nim(3) + nim(4) $", 17, "unexpected character '$'"),
        ("nim(3) + nim(4) é", 17, "unexpected character 'é'"),
        ("staircase()", 11, "expected an argument"),
        ("staircase(1,x)", 13, "invalid coins on a step 'x'"),
        ("staircase(1,max=2)", 13, "unknown argument 'max='"),
        ("lasker()", 8, "expected an argument"),
        ("lasker(4,x)", 10, "invalid heap size 'x'"),
    ];
    for (input, column, fragment) in cases {
        let err = input.parse::<Expr>().unwrap_err();
        assert_eq!(err.column(), Some(column), "{input}: {err}");
        assert!(err.message().contains(fragment), "{input}: {err}");
        assert!(!err.to_string().contains('\n'), "{input}: {err}");
    }
}

#[test]
fn every_component_alone_has_its_known_value_and_moves() {
    let take = |t: u64, to: u64| TakeMove {
        take: n(t),
        to: n(to),
    };
    let wythoff = |a: u64, b: u64| ComponentMove::Wythoff(WythoffMove { to: [n(a), n(b)] });
    let cases: Vec<(&str, u64, Vec<ComponentMove>)> = vec![
        (
            "nim(3,4,5)",
            2,
            vec![ComponentMove::Nim(NimMove { heap: 0, to: n(1) })],
        ),
        ("bash(10,max=3)", 2, vec![ComponentMove::Bash(take(2, 8))]),
        ("wythoff(3,5)", 0, vec![]),
        (
            "wythoff(5,5)",
            8,
            vec![wythoff(0, 0), wythoff(3, 5), wythoff(5, 3)],
        ),
        ("wythoff(0,9)", 9, vec![wythoff(0, 0)]),
        // 20 = 13 + 5 + 2 (Zeckendorf): taking 2 wins; taking 7 would let the opponent take 13.
        ("fib(20)", 7, vec![ComponentMove::Takeaway(take(2, 18))]),
        ("fib(21)", 0, vec![]),
        (
            "sub(10,{1,3,4})",
            1,
            vec![
                ComponentMove::Subtraction(take(1, 9)),
                ComponentMove::Subtraction(take(3, 7)),
            ],
        ),
        // Knock down the middle pin: two rows of 2 (A002186: g(2) = 2).
        (
            "kayles(5)",
            4,
            vec![ComponentMove::Octal(OctalMove {
                take: 1,
                leaves: vec![n(2), n(2)],
            })],
        ),
        ("dawsons(5)", 0, vec![]),
    ];
    for (text, grundy, moves) in cases {
        let analysis = expr(text).analyze(Convention::Normal).unwrap();
        assert_eq!(analysis.grundy, Some(n(grundy)), "{text}");
        let got: Vec<ComponentMove> = analysis.winning_moves.into_iter().map(|m| m.kind).collect();
        assert_eq!(got, moves, "{text}");
        // The expectations themselves, by exhaustive search over each game's own rules.
        let (game, start, _) = sum_game(&expr(text)).unwrap();
        let searched = Solver::new(game).grundy(&start).unwrap().value();
        assert_eq!(searched, grundy, "{text}: exhaustive search");
        let (_, winning) = solve(&expr(text), Convention::Normal).unwrap();
        let searched: Vec<ComponentMove> = winning.into_iter().map(|m| m.kind).collect();
        assert_eq!(searched, moves, "{text}: exhaustive search");
    }
}

#[test]
fn sums_xor_their_values() {
    let analysis = expr("nim(3,4,5) + bash(10,max=3)")
        .analyze(Convention::Normal)
        .unwrap();
    assert_eq!(analysis.outcome, Outcome::P);
    assert_eq!(analysis.grundy, Some(n(0)));
    assert!(analysis.winning_moves.is_empty());
    let analysis = expr("nim(3,4,5) + wythoff(3,5)")
        .analyze(Convention::Normal)
        .unwrap();
    assert_eq!(analysis.outcome, Outcome::N);
    assert_eq!(analysis.components[1].grundy, Ok(n(0)));
    // X = 2: in wythoff(3,5) (value 0) move to a position of value 2; in the nim, 3 -> 1.
    assert!(analysis.winning_moves.iter().any(|m| m.component == 1));
    assert_eq!(
        analysis.winning_moves[0],
        SumMove::new(0, ComponentMove::Nim(NimMove { heap: 0, to: n(1) }))
    );
}

#[test]
fn huge_numbers_are_exact() {
    let big = "340282366920938463463374607431768211456"; // 2^128
    let analysis = expr(&format!("nim({big},{big}) + bash({big}1,max=9)"))
        .analyze(Convention::Normal)
        .unwrap();
    assert_eq!(analysis.grundy, Some(n(1))); // 10·2^128 + 1 ≡ 1 (mod 10)
    let analysis = expr(&format!("wythoff(0,{big}) + nim({big})"))
        .analyze(Convention::Normal)
        .unwrap();
    assert_eq!(analysis.outcome, Outcome::P);
    // 2^128 ≡ 4 (mod 7), and {1,3,4} has period 7 from 0 with g(4) = 2.
    let analysis = expr(&format!("sub({big},{{1,3,4}}) + nim(2)"))
        .analyze(Convention::Normal)
        .unwrap();
    assert_eq!(
        (analysis.outcome, analysis.grundy),
        (Outcome::P, Some(n(0)))
    );
}

#[test]
fn a_wythoff_p_position_of_any_size_is_worth_0_alone_and_in_sums() {
    // (a_k, b_k) for k = F40, where a double's ⌊kφ⌋ is first wrong: g = 0 by definition.
    let alone = expr("wythoff(165580140,267914295)")
        .analyze(Convention::Normal)
        .unwrap();
    assert_eq!(
        (alone.outcome, alone.grundy.clone(), alone.method),
        (Outcome::P, Some(n(0)), Method::SpragueGrundy)
    );
    // With nim(1): worth 1, won by emptying the Nim heap; the Wythoff moves to a value-1
    // option are not known, and the analysis says so instead of refusing the sum.
    let sum = expr("wythoff(165580140,267914295) + nim(1)")
        .analyze(Convention::Normal)
        .unwrap();
    assert_eq!((sum.outcome, sum.grundy.clone()), (Outcome::N, Some(n(1))));
    assert_eq!(sum.winning_moves.len(), 1);
    assert_eq!(sum.winning_moves[0].component, 1);
    let missing = sum.components[0].moves_missing.as_ref().unwrap();
    assert!(missing.is_too_large(), "{missing}");
    assert!(sum.components[1].moves_missing.is_none());
    // With a P-position of Nim: still P, nothing is missing.
    let p = expr("wythoff(165580140,267914295) + nim(3,3)")
        .analyze(Convention::Normal)
        .unwrap();
    assert_eq!((p.outcome, p.grundy.clone()), (Outcome::P, Some(n(0))));
    assert!(p.components.iter().all(|c| c.moves_missing.is_none()));
}

#[test]
fn a_lone_component_beyond_the_table_uses_its_closed_form() {
    // A Wythoff N-position beyond the table and beyond the rows: no value, its closed form.
    let analysis = expr("wythoff(165580140,267914296)")
        .analyze(Convention::Normal)
        .unwrap();
    assert_eq!(
        (analysis.outcome, analysis.grundy.clone(), analysis.method),
        (Outcome::N, None, Method::ClosedForm)
    );
    let why = analysis.components[0].grundy.as_ref().unwrap_err();
    assert!(why.message().contains("16384"), "{why}");
    // Beyond the table g would come from row min(a, b)'s period; 165580140 is past the rows.
    assert_eq!(why.limit().map(|l| l.name()), Some("wythoff_row_index"));
    let analysis = expr("fib(100000)").analyze(Convention::Normal).unwrap();
    assert_eq!(analysis.outcome, Outcome::N);
    let why = analysis.components[0].grundy.as_ref().unwrap_err();
    assert!(why.message().contains("2000"), "{why}");
    assert_eq!(why.limit().map(|l| l.max()), Some(2000));
}

#[test]
fn a_sum_with_an_unknown_value_is_refused_naming_the_component_and_limit() {
    let err = expr("nim(1) + wythoff(100000,200000)")
        .analyze(Convention::Normal)
        .unwrap_err();
    assert!(
        err.message()
            .contains("component 1 'wythoff(100000,200000)'"),
        "{err}"
    );
    assert!(err.message().contains("16384"), "{err}");
    assert_eq!(err.kind(), crate::ErrorKind::TooLarge);
    let err = expr("fib(5) + fib(3000)")
        .analyze(Convention::Normal)
        .unwrap_err();
    assert!(
        err.message().contains("component 1 'fib(3000)'") && err.message().contains("2000"),
        "{err}"
    );
    // A heap beyond the sequence limit needs a proven period: Officers (0.6) has none known.
    let err = expr("nim(1) + octal(200000000,0.6)")
        .analyze(Convention::Normal)
        .unwrap_err();
    assert!(
        err.message().contains("1048576") && err.message().contains("100000000"),
        "{err}"
    );
    assert_eq!(err.limit().map(|l| l.name()), Some("octal_period_reach"));
}

/// The sum `text` is answered under misère play by Bouton's rule, with the outcome and the
/// winning moves of exhaustive search.
#[track_caller]
fn bouton_agrees_with_search(text: &str) {
    let sum = expr(text);
    let analysis = sum.analyze(Convention::Misere).unwrap();
    assert_eq!(analysis.method, Method::MisereBouton, "{text}");
    let (outcome, moves) = solve(&sum, Convention::Misere).unwrap();
    assert_eq!(
        (analysis.outcome, &analysis.winning_moves),
        (outcome, &moves),
        "{text}"
    );
}

#[test]
fn misere_bouton_rule_holds_for_mixed_nim_and_bash_sums() {
    // Every sum of a Nim component of two heaps <= 4 and two Bash heaps <= 7 with max 1..=3.
    let mut checked = 0;
    for (a, b) in (0..=4).flat_map(|a| (0..=4).map(move |b| (a, b))) {
        for (x, m) in (0..=7).flat_map(|x| (1..=3).map(move |m| (x, m))) {
            for (y, p) in [(0, 1), (3, 1), (5, 2), (6, 3), (4, 3)] {
                bouton_agrees_with_search(&format!(
                    "nim({a},{b}) + bash({x},max={m}) + bash({y},max={p})"
                ));
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 25 * 24 * 5);
}

#[test]
fn misere_bouton_rule_holds_for_sums_with_staircases() {
    // Every staircase of three steps of at most 3 coins, with a Nim heap and a Bash heap (whose
    // value 0 may hide a non-empty heap): Bouton's rule on the odd steps and the heap values.
    let mut checked = 0;
    for steps in (0..64u64).map(|i| [i % 4, i / 4 % 4, i / 16]) {
        for (x, y) in [(0, 0), (1, 0), (0, 3), (2, 3), (3, 4), (1, 5)] {
            bouton_agrees_with_search(&format!(
                "staircase({},{},{}) + nim({x}) + bash({y},max=2)",
                steps[0], steps[1], steps[2]
            ));
            checked += 1;
        }
    }
    assert_eq!(checked, 64 * 6);
}

#[test]
fn misere_bouton_rule_holds_for_sums_with_lasker_heaps() {
    // Lasker heaps split: a heap of 2 into 1 and 1, or a heap worth 2 or more into two heaps of
    // which one is; with Nim, Bash and staircase components beside them.
    let mut checked = 0;
    for (a, b) in (0..=6).flat_map(|a| (a..=6).map(move |b| (a, b))) {
        for other in [
            "nim(0)",
            "nim(1)",
            "nim(1,1)",
            "nim(3)",
            "bash(3,max=2)",
            "staircase(0,1)",
            "staircase(1,2)",
        ] {
            bouton_agrees_with_search(&format!("lasker({a},{b}) + {other}"));
            checked += 1;
        }
    }
    assert_eq!(checked, 28 * 7);
}

#[test]
fn misere_single_wythoff_and_small_sums_are_answered() {
    let analysis = expr("wythoff(2,2)").analyze(Convention::Misere).unwrap();
    assert_eq!(analysis.outcome, Outcome::P);
    let sum = expr("kayles(4) + wythoff(2,3) + fib(6)");
    let analysis = sum.analyze(Convention::Misere).unwrap();
    assert_eq!(analysis.method, Method::MisereSearch);
    let (outcome, moves) = solve(&sum, Convention::Misere).unwrap();
    assert_eq!((analysis.outcome, analysis.winning_moves), (outcome, moves));
}

#[test]
fn misere_is_refused_with_the_reason_when_no_exact_method_applies() {
    let err = expr("wythoff(1000,2000) + fib(3)")
        .analyze(Convention::Misere)
        .unwrap_err();
    assert_eq!(err.kind(), crate::ErrorKind::Unsupported);
    assert!(
        err.message().contains("misère play is exact only for"),
        "{err}"
    );
    assert!(err.message().contains("1048576"), "{err}");
    assert_eq!(err.limit().map(|l| l.name()), Some("component_positions"));
    assert!(!err.message().contains('\n'));
}

fn small_component() -> impl Strategy<Value = Component> {
    let k = prop_oneof![Just("1/2"), Just("1"), Just("3/2"), Just("2"), Just("3")]
        .prop_map(|k| k.parse::<crate::num::Ratio>().unwrap());
    let set =
        prop_oneof![Just("{1,3,4}"), Just("{2,3}"), Just("{1,2}"), Just("{3}")].prop_map(|s| {
            s.parse::<crate::games::subtraction::SubtractionSet>()
                .unwrap()
        });
    let code = prop_oneof![
        Just("0.77"),
        Just("0.07"),
        Just("0.6"),
        Just("4.07"),
        Just("0.137"),
        // Hexadecimal: moves that leave three heaps.
        Just("4.f7"),
        Just("0.9"),
        Just("0.8")
    ]
    .prop_map(|c| c.parse::<crate::games::octal::OctalCode>().unwrap());
    prop_oneof![
        (
            prop::collection::vec(0..6u64, 1..3),
            prop::option::of(1..4u64)
        )
            .prop_map(|(h, r)| { Component::from(Nim::new(h, r.map(n)).unwrap()) }),
        (0..9u64, 1..4u64).prop_map(|(h, m)| Component::from(Bash::new(n(h), n(m)).unwrap())),
        (0..5u64, 0..6u64).prop_map(|(a, b)| Component::from(Wythoff::new(n(a), n(b)))),
        (0..9u64, k, prop::option::of(0..10u64)).prop_map(|(h, k, cap)| {
            Component::from(TakeAway::new(n(h), k, cap.map(n)).unwrap())
        }),
        (0..12u64, set).prop_map(|(heap, set)| Component::from(Subtraction::new(set, heap))),
        (0..8u64, code).prop_map(|(heap, code)| Component::from(OctalHeap::new(code, heap))),
        prop::collection::vec(0..4u64, 1..5).prop_map(|steps| {
            Component::from(Staircase::new(steps.into_iter().map(n).collect()).unwrap())
        }),
        prop::collection::vec(0..7u64, 1..3).prop_map(|heaps| {
            Component::from(Lasker::new(heaps.into_iter().map(n).collect()).unwrap())
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn sums_agree_with_exhaustive_search(components in prop::collection::vec(small_component(), 1..4)) {
        let sum = Expr::new(components).unwrap();
        let analysis = sum.analyze(Convention::Normal).unwrap();
        let (game, start, _) = sum_game(&sum).unwrap();
        let expected = Solver::new(game).grundy(&start).unwrap().value();
        prop_assert_eq!(analysis.grundy, Some(n(expected)), "{}", sum);
        let (outcome, moves) = solve(&sum, Convention::Normal).unwrap();
        prop_assert_eq!(analysis.outcome, outcome);
        prop_assert_eq!(analysis.winning_moves, moves, "{}", sum);
        prop_assert_eq!(sum.to_string().parse::<Expr>().unwrap(), sum);
    }

    #[test]
    fn misere_answers_agree_with_exhaustive_search(components in prop::collection::vec(small_component(), 1..3)) {
        let sum = Expr::new(components).unwrap();
        let analysis = sum.analyze(Convention::Misere).unwrap();
        let (outcome, moves) = solve(&sum, Convention::Misere).unwrap();
        prop_assert_eq!(analysis.outcome, outcome, "{}", sum);
        prop_assert_eq!(analysis.winning_moves, moves, "{}", sum);
    }
}

#[test]
fn misere_octal_sums_by_quotient_agree_with_exhaustive_search() {
    // Every sum of two or three heaps of misère Kayles and of 0.75 up to 9 tokens: the
    // quotient's outcome and winning moves are the search's.
    let mut checked = 0;
    for game in ["kayles", "0.75"] {
        let heap = |n: u64| match game {
            "kayles" => format!("kayles({n})"),
            code => format!("octal({n},{code})"),
        };
        for a in 1..=9u64 {
            for b in a..=9 {
                for c in [None, Some(b), Some(9)] {
                    let text = match c {
                        Some(c) => format!("{} + {} + {}", heap(a), heap(b), heap(c)),
                        None => format!("{} + {}", heap(a), heap(b)),
                    };
                    let sum = expr(&text);
                    let analysis = sum.analyze(Convention::Misere).unwrap();
                    assert_eq!(analysis.method, Method::MisereQuotient, "{text}");
                    let (outcome, moves) = solve(&sum, Convention::Misere).unwrap();
                    assert_eq!(
                        (analysis.outcome, analysis.winning_moves),
                        (outcome, moves),
                        "{text}"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 2 * 45 * 3);
}

#[test]
fn misere_kayles_beyond_any_search_is_answered_by_its_proven_quotient() {
    let sum = expr("kayles(1000000000000) + kayles(4)");
    let analysis = sum.analyze(Convention::Misere).unwrap();
    assert_eq!(analysis.method, Method::MisereQuotient);
    assert_eq!(analysis.outcome, Outcome::P);
    // An N-position: of its trillion moves, the 8 that win are found by the heap map's
    // period, without looking at the others, and each leaves a P-position.
    let sum = expr("kayles(1000000000000) + kayles(2)");
    let analysis = sum.analyze(Convention::Misere).unwrap();
    assert_eq!(analysis.outcome, Outcome::N);
    assert_eq!(analysis.winning_moves.len(), 8);
    for mv in &analysis.winning_moves {
        let after = sum.apply(mv).unwrap();
        assert_eq!(
            after.analyze(Convention::Misere).unwrap().outcome,
            Outcome::P
        );
    }
    // Mixed games: small sums by their joint quotient, the same answer as the search; large
    // ones are refused, saying where the joint quotient stopped.
    for text in [
        "kayles(9) + dawsons(7)",
        "kayles(5) + dawsons(7) + kayles(2)",
        "kayles(4) + dawsons(6)",
    ] {
        let sum = expr(text);
        let analysis = sum.analyze(Convention::Misere).unwrap();
        assert_eq!(analysis.method, Method::MisereQuotient, "{text}");
        let (outcome, moves) = solve(&sum, Convention::Misere).unwrap();
        assert_eq!(
            (analysis.outcome, analysis.winning_moves),
            (outcome, moves),
            "{text}"
        );
    }
    let err = expr("kayles(300) + dawsons(300)")
        .analyze(Convention::Misere)
        .unwrap_err();
    assert!(
        err.message()
            .contains("no finite misère quotient of 0.77 and 0.07 was found beyond heap"),
        "{err}"
    );
    // Dawson's Kayles: its quotient stops (near heap 33, on its limits), and the refusal says so.
    let err = expr("dawsons(40) + dawsons(41) + dawsons(45)")
        .analyze(Convention::Misere)
        .unwrap_err();
    assert!(
        err.message()
            .contains("no finite misère quotient of 0.07 was found beyond heap"),
        "{err}"
    );
}

/// The i-th move of a run of winning moves (octal splits): i · step more tokens from the last
/// heap to the one before.
fn nth_of_run(mv: &SumMove, i: &Natural) -> SumMove {
    let ComponentMove::Octal(first) = &mv.kind else {
        panic!("runs are octal splits: {mv:?}")
    };
    let repeat = mv.repeat.as_ref().expect("a run");
    let shift = &repeat.step * i;
    let mut leaves = first.leaves.clone();
    let [.., low, high] = leaves.as_mut_slice() else {
        panic!("a run moves tokens between two heaps: {first}")
    };
    *low = &*low + &shift;
    *high = high.checked_sub(&shift).expect("within the run");
    SumMove::new(
        mv.component,
        ComponentMove::Octal(OctalMove {
            take: first.take,
            leaves,
        }),
    )
}

/// A move on its own, or the first, middle and last moves of the run it starts.
fn samples_of_run(mv: &SumMove) -> Vec<SumMove> {
    let Some(repeat) = &mv.repeat else {
        return vec![mv.clone()];
    };
    let last = repeat.count.checked_sub(&Natural::ONE).unwrap();
    [Natural::ZERO, &last / 2, last]
        .iter()
        .map(|i| nth_of_run(mv, i))
        .collect()
}

#[test]
fn winning_moves_of_huge_periodic_heaps_leave_p_positions_and_runs_are_counted() {
    // Heaps of 31 digits: valued by the proven periods (Kayles 12 from 71, Dawson's Kayles 34
    // from 53), their splits listed as runs.
    let big = "1000000000000000000000000000000";
    for text in [
        format!("kayles({big}) + nim(3)"),
        format!("dawsons({big}7) + kayles(5)"),
        format!("kayles({big}) + kayles({big}1) + nim(2)"),
    ] {
        let sum = expr(&text);
        let analysis = sum.analyze(Convention::Normal).unwrap();
        assert_eq!(analysis.outcome, Outcome::N, "{text}");
        let runs: Vec<&SumMove> = analysis
            .winning_moves
            .iter()
            .filter(|m| m.repeat.is_some())
            .collect();
        assert!(!runs.is_empty(), "{text}: a heap of 10^30 has runs");
        let counted = analysis
            .winning_moves
            .iter()
            .fold(Natural::ZERO, |sum, m| &sum + &m.count());
        assert_eq!(analysis.winning_move_count(), counted);
        assert!(counted > n(u64::MAX), "{text}: {counted} moves");
        // Every move listed, and the first, middle and last of every run, leaves a P-position.
        let mut checked = 0;
        for mv in &analysis.winning_moves {
            for pick in samples_of_run(mv) {
                let after = sum.apply(&pick).unwrap();
                let outcome = after.analyze(Convention::Normal).unwrap().outcome;
                assert_eq!(outcome, Outcome::P, "{text}: {pick:?} leaves {after}");
                checked += 1;
            }
        }
        assert!(checked >= 3 * runs.len(), "{text}");
        // Runs are as long as they can be: one more step would put the heaps out of order.
        for run in runs {
            let past = nth_of_run(run, &run.repeat.as_ref().unwrap().count);
            let ComponentMove::Octal(OctalMove { leaves, .. }) = &past.kind else {
                unreachable!()
            };
            let [.., low, high] = leaves.as_slice() else {
                unreachable!()
            };
            assert!(low > high, "{text}: the run of {run:?} could go on");
        }
    }
}

#[test]
fn misere_runs_of_moves_are_the_moves_found_one_by_one() {
    use crate::quotient::MisereQuotient;
    // For proven quotients, the moves of a heap that leave a product in the P-portion (with the
    // other heaps' product `others`): by runs, against every move looked at one by one.
    for text in ["0.77", "0.75", "0.31", "0.34"] {
        let code: crate::games::octal::OctalCode = text.parse().unwrap();
        let q = MisereQuotient::compute(&code, 300).unwrap();
        assert!(q.stopped().is_none(), "{text}: proven");
        for heap in 0..=240u64 {
            let game = OctalHeap::new(code.clone(), heap);
            for others in 0..q.order() as u32 {
                let by_runs = super::misere::quotient_runs(&q, 0, &game, others).unwrap();
                assert!(by_runs.iter().all(|(_, repeat)| repeat.is_none()));
                let by_runs: Vec<OctalMove> = by_runs.into_iter().map(|(mv, _)| mv).collect();
                let mut one_by_one = Vec::new();
                code.for_each_move(heap, |take, leaves| {
                    let product = leaves
                        .iter()
                        .fold(others, |x, &h| q.mul(x, q.heap_element(h).unwrap()));
                    if q.is_p(product) {
                        one_by_one.push(OctalMove {
                            take,
                            leaves: leaves.iter().map(|&h| n(h)).collect(),
                        });
                    }
                    std::ops::ControlFlow::Continue(())
                });
                one_by_one.sort();
                assert_eq!(by_runs, one_by_one, "{text} heap {heap}, others {others}");
            }
        }
    }
}

#[test]
fn misere_sums_with_huge_heaps_list_runs_whose_moves_leave_p_positions() {
    let big = "1000000000000000000000000000000";
    for text in [
        format!("kayles({big}) + kayles(3)"),
        format!("kayles({big}7)"),
    ] {
        let sum = expr(&text);
        let analysis = sum.analyze(Convention::Misere).unwrap();
        assert_eq!(analysis.method, Method::MisereQuotient, "{text}");
        assert_eq!(analysis.outcome, Outcome::N, "{text}");
        assert!(
            analysis.winning_moves.iter().any(|m| m.repeat.is_some()),
            "{text}"
        );
        for mv in &analysis.winning_moves {
            for pick in samples_of_run(mv) {
                let after = sum.apply(&pick).unwrap();
                let left = after.analyze(Convention::Misere).unwrap();
                assert_eq!(left.outcome, Outcome::P, "{text}: {pick:?} leaves {after}");
            }
        }
    }
}

/// Issue 31: misère sums mixing 0.71 with 0.31 (and 0.52, 0.34) got wrong outcomes and moves
/// from their joint quotient: N with no winning move, P where a move wins, a winning move
/// missing. Each against the exhaustive search, and the outcomes the sweep found.
#[test]
fn misere_sums_with_0_71_are_the_searchs() {
    for (text, outcome, count) in [
        (
            "octal(2,0.71) + octal(2,0.71) + octal(8,0.71) + octal(7,0.31)",
            Outcome::P,
            0,
        ),
        (
            "octal(8,0.71) + octal(7,0.31) + octal(6,0.52)",
            Outcome::P,
            0,
        ),
        (
            "octal(8,0.71) + octal(7,0.31) + octal(8,0.52)",
            Outcome::N,
            2,
        ),
        (
            "octal(8,0.71) + octal(4,0.34) + octal(8,0.31) + octal(4,0.52)",
            Outcome::N,
            4,
        ),
    ] {
        let sum = expr(text);
        let analysis = sum.analyze(Convention::Misere).unwrap();
        assert_eq!(analysis.method, Method::MisereQuotient, "{text}");
        assert_eq!(
            (analysis.outcome, analysis.winning_moves.len()),
            (outcome, count),
            "{text}"
        );
        let (searched, moves) = solve(&sum, Convention::Misere).unwrap();
        assert_eq!(
            (analysis.outcome, analysis.winning_moves),
            (searched, moves),
            "{text}"
        );
    }
}

/// The codes whose misère quotient is proven (quotient/tests.rs PROVEN).
const PROVEN_MISERE: [&str; 11] = [
    "0.77", "0.144", "0.75", "0.31", "0.34", "0.71", "0.72", "0.52", "0.3", "0.03", "0.51",
];

/// Issue 31's sweep: every pair of codes with a proven misère quotient, in sums of heaps of
/// both (the first game's heaps up to 8 and the second's up to 7, with and without a third
/// heap), and every triple in a few sums each: the joint quotient's outcome and winning moves
/// against the exhaustive search. (Only Kayles with Dawson's Kayles was checked before.)
#[test]
fn joint_misere_quotients_of_every_pair_and_triple_agree_with_search() {
    let heap = |code: &str, n: u64| format!("octal({n},{code})");
    let mut checked = 0;
    for (i, &first) in PROVEN_MISERE.iter().enumerate() {
        for &second in &PROVEN_MISERE[i + 1..] {
            for a in 1..=8 {
                for b in 1..=7 {
                    for third in [None, Some(heap(first, 8))] {
                        let mut text = format!("{} + {}", heap(first, a), heap(second, b));
                        if let Some(third) = third {
                            text = format!("{text} + {third}");
                        }
                        let sum = expr(&text);
                        let analysis = sum.analyze(Convention::Misere).unwrap();
                        assert_eq!(analysis.method, Method::MisereQuotient, "{text}");
                        let searched = solve(&sum, Convention::Misere).unwrap();
                        assert_eq!(
                            (analysis.outcome, analysis.winning_moves),
                            searched,
                            "{text}"
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    for (i, &first) in PROVEN_MISERE.iter().enumerate() {
        for (j, &second) in PROVEN_MISERE.iter().enumerate().skip(i + 1) {
            for &third in &PROVEN_MISERE[j + 1..] {
                for (a, b, c) in [(8, 7, 6), (2, 8, 5), (5, 3, 8)] {
                    let text = format!(
                        "{} + {} + {}",
                        heap(first, a),
                        heap(second, b),
                        heap(third, c)
                    );
                    let sum = expr(&text);
                    let analysis = sum.analyze(Convention::Misere).unwrap();
                    let searched = solve(&sum, Convention::Misere).unwrap();
                    assert_eq!(
                        (analysis.outcome, analysis.winning_moves),
                        searched,
                        "{text}"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 55 * 56 * 2 + 165 * 3);
}

/// Issue 31: a Wythoff P-position past the table ((a+1)(b+1) > 2^22) in a sum with a Nim heap
/// of X listed only the Nim move; its moves to the cells of value X were missing.
#[test]
fn wythoff_p_positions_past_the_table_keep_their_moves_in_a_sum() {
    let sum = expr("wythoff(1621,2623) + nim(1)");
    let analysis = sum.analyze(Convention::Normal).unwrap();
    let moves: Vec<String> = analysis
        .winning_moves
        .iter()
        .map(|mv| sum.move_notation(mv))
        .collect();
    assert_eq!(analysis.winning_moves.len(), 3, "{moves:?}");
    assert!(
        analysis
            .components
            .iter()
            .all(|c| c.moves_missing.is_none())
    );
    for mv in &analysis.winning_moves {
        let after = sum.apply(mv).unwrap();
        assert!(
            after.to_string().contains("wythoff(1619,2621)")
                || after.to_string().contains("wythoff(1621,1001)")
                || after.to_string().contains("nim(0)"),
            "{after}"
        );
    }
}

/// The sweep: every Wythoff P-position (a, b) past the table with a ≤ 1700, in sums with a Nim
/// heap of X for several X, against a table of g computed here by the rules (the mex of every
/// option, row by row): the moves of the Wythoff part are exactly the options of value X.
#[test]
fn wythoff_sums_past_the_table_against_a_table_from_the_rules() {
    let (rows, columns) = (1701usize, 2800usize);
    // g by the rules, with a bit set per column and per diagonal of the values seen.
    let words = (rows + columns).div_ceil(64);
    let mut table = vec![vec![0u32; columns]; rows];
    let mut column_seen = vec![0u64; columns * words];
    let mut diagonal_seen = vec![0u64; (rows + columns) * words];
    for (x, row) in table.iter_mut().enumerate() {
        let mut row_seen = vec![0u64; words];
        for (y, cell) in row.iter_mut().enumerate() {
            let d = (y + rows - x) * words;
            let c = y * words;
            let g = (0..words)
                .find_map(|w| {
                    let free = !(row_seen[w] | column_seen[c + w] | diagonal_seen[d + w]);
                    (free != 0).then(|| w * 64 + free.trailing_zeros() as usize)
                })
                .unwrap();
            *cell = g as u32;
            let (w, bit) = (g / 64, 1u64 << (g % 64));
            row_seen[w] |= bit;
            column_seen[c + w] |= bit;
            diagonal_seen[d + w] |= bit;
        }
    }
    let mut checked = 0;
    for k in 1u64.. {
        let (a, b) = crate::games::wythoff::p_position(&Natural::from(k));
        let (a, b) = (a.to_u64().unwrap() as usize, b.to_u64().unwrap() as usize);
        if a >= rows {
            break;
        }
        assert_eq!(table[a][b], 0);
        if (a + 1) * (b + 1) <= 1 << 22 {
            continue;
        }
        for x in [1u32, 2, 3, 5, 13, 40] {
            let text = format!("wythoff({a},{b}) + nim({x})");
            let sum = expr(&text);
            let analysis = sum.analyze(Convention::Normal).unwrap();
            let mut got: Vec<(usize, usize)> = analysis
                .winning_moves
                .iter()
                .filter(|mv| mv.component == 0)
                .map(|mv| match &mv.kind {
                    ComponentMove::Wythoff(w) => (
                        w.to[0].to_u64().unwrap() as usize,
                        w.to[1].to_u64().unwrap() as usize,
                    ),
                    other => panic!("{other:?}"),
                })
                .collect();
            got.sort();
            let mut expected: Vec<(usize, usize)> = Vec::new();
            expected.extend((0..a).filter(|&i| table[i][b] == x).map(|i| (i, b)));
            expected.extend((0..b).filter(|&j| table[a][j] == x).map(|j| (a, j)));
            expected.extend(
                (1..=a)
                    .filter(|&t| table[a - t][b - t] == x)
                    .map(|t| (a - t, b - t)),
            );
            expected.sort();
            assert_eq!(got, expected, "{text}");
            assert_eq!(analysis.winning_moves.len(), expected.len() + 1, "{text}");
            checked += 1;
        }
    }
    assert!(checked >= 50 * 6, "{checked}");
}

/// Issue 31: misère heaps from about 10^7 to 10^9 were refused for more than a million winning
/// moves, while larger ones were answered as runs: now runs wherever the quotient is proven.
#[test]
fn misere_heaps_of_ten_million_list_their_winning_moves_as_runs() {
    for text in [
        "kayles(10000002)",
        "octal(10000002,0.144)",
        "kayles(999999999) + kayles(3)",
    ] {
        let sum = expr(text);
        let analysis = sum.analyze(Convention::Misere).unwrap();
        assert_eq!(analysis.method, Method::MisereQuotient, "{text}");
        assert_eq!(analysis.outcome, Outcome::N, "{text}");
        assert!(
            analysis.winning_moves.iter().any(|mv| mv.repeat.is_some()),
            "{text}"
        );
        assert!(
            analysis.winning_move_count() > Natural::from(1_000_000u64),
            "{text}"
        );
        // The first moves listed (each run by its first move) leave P-positions.
        for mv in analysis.winning_moves.iter().take(40) {
            let after = sum.apply(mv).unwrap();
            assert!(
                after.analyze(Convention::Misere).unwrap().outcome.is_p(),
                "{text}: {after}"
            );
        }
    }
}

/// The SJ theorem is named in a misère explanation exactly where every heap of value 0 is over
/// (unbounded Nim and Lasker heaps), not where a heap of value 0 still has moves (Bash heaps,
/// bounded Nim, a staircase's odd steps) nor where Bouton's rule is not the method.
#[test]
fn misere_explanations_name_the_sj_theorem_only_where_it_applies() {
    use crate::text::Lang;
    let cases = [
        ("nim(1,2,3)", true),
        ("nim(1,1) + lasker(5,7)", true),
        ("lasker(2)", true),
        ("nim(0,0)", true),
        ("nim(5,7,max=3)", false),
        ("nim(1,2) + bash(5,max=2)", false),
        ("staircase(3,0,4,1)", false),
        ("kayles(5)", false),
        ("moore(1,2,3,k=2)", false),
    ];
    for (text, applies) in cases {
        let expr: Expr = text.parse().unwrap();
        let analysis = expr.analyze(Convention::Misere).unwrap();
        let lines = expr.explain(&analysis);
        assert_eq!(
            lines.render(Lang::En).contains("SJ theorem"),
            applies,
            "{text}: {}",
            lines.render(Lang::En)
        );
        assert_eq!(
            lines.render(Lang::Zh).contains("SJ 定理"),
            applies,
            "{text}"
        );
        // Where it is named, its rule is the answer: (g ≠ 0 and some g > 1) or (g = 0 and
        // none), over the heaps' values.
        if applies {
            let heaps: Vec<Natural> = (expr.components().iter())
                .flat_map(|c| crate::games::Summand::misere_heaps(c).unwrap())
                .collect();
            let g = heaps.iter().fold(Natural::ZERO, |x, h| &x ^ h);
            let some_big = heaps.iter().any(|h| *h > Natural::ONE);
            let first_wins = (!g.is_zero() && some_big) || (g.is_zero() && !some_big);
            assert_eq!(analysis.outcome == Outcome::N, first_wins, "{text}");
        }
    }
}
