//! Playing moves against the brute-force rules of each game (`expr::search`), against the
//! analysis, and through the notation.

use std::collections::BTreeSet;

use crate::engine::{Convention, Game, Outcome};
use crate::expr::search::sum_game;
use crate::expr::{ComponentMove, Expr, SumMove};
use crate::games::nim::NimMove;
use crate::games::octal::OctalMove;
use crate::games::{MoveNotation, TakeMove};
use crate::num::Natural;

fn expr(text: &str) -> Expr {
    match text.parse() {
        Ok(expr) => expr,
        Err(e) => panic!("{text:?}: {e}"),
    }
}

/// Small positions of every family, and sums.
const SMALL: [&str; 21] = [
    "nim(3,4,5)",
    "nim(0,2)",
    "nim(6)",
    "bash(9,max=3)",
    "wythoff(3,5)",
    "wythoff(0,4)",
    "fib(12)",
    "fib(9,cap=2)",
    "takeaway(14,k=3/2)",
    "takeaway(6,k=1/2,cap=3)",
    "sub(11,{1,3,4})",
    "kayles(8)",
    "dawsons(7)",
    "octal(9,4.07)",
    "octal(8,0.8)",
    "nim(2,1) + bash(5,max=2) + wythoff(1,2) + fib(5) + sub(4,{2,3}) + kayles(3)",
    "staircase(2,0,3,1)",
    "staircase(1,2) + nim(2)",
    "lasker(4,9)",
    "lasker(0,2,5)",
    "lasker(3) + staircase(0,1) + nim(1)",
];

/// A position as the search sees it, with the heaps of octal components gathered and sorted
/// (a split makes components of them, the search keeps them in one).
fn shape(position: &Expr, parts: &[Vec<u64>]) -> Vec<Vec<u64>> {
    let mut shaped = Vec::new();
    let mut octal = Vec::new();
    for (component, part) in position.components().iter().zip(parts) {
        if component.named_by_from() {
            octal.extend(part.iter().copied());
        } else {
            shaped.push(part.clone());
        }
    }
    octal.sort_unstable();
    shaped.push(octal);
    shaped
}

#[test]
fn legal_moves_are_exactly_the_options_of_the_brute_force_rules() {
    for text in SMALL {
        let position = expr(text);
        let (game, start, _) = sum_game(&position).unwrap();
        let mut options = Vec::new();
        game.options(&start, &mut options);
        let brute: BTreeSet<Vec<Vec<u64>>> = options.iter().map(|o| shape(&position, o)).collect();
        let mut legal = BTreeSet::new();
        for mv in position.legal_moves(10_000).unwrap() {
            let after = position
                .apply(&mv)
                .unwrap_or_else(|e| panic!("{text} {mv:?}: {e}"));
            let (_, parts, _) = sum_game(&after).unwrap();
            legal.insert(shape(&after, &parts));
        }
        assert_eq!(legal, brute, "{text}");
        // And as many moves as the rules have options (up to the octal moves that leave the
        // same heaps from either end).
        let moves: BTreeSet<SumMove> = position.legal_moves(10_000).unwrap().into_iter().collect();
        assert_eq!(
            moves.len(),
            position.legal_moves(10_000).unwrap().len(),
            "{text}"
        );
    }
}

#[test]
fn a_move_wins_exactly_when_the_analysis_lists_it() {
    for text in SMALL {
        let position = expr(text);
        let analysis = position.analyze(Convention::Normal).unwrap();
        for mv in position.legal_moves(10_000).unwrap() {
            let after = position.apply(&mv).unwrap();
            let outcome = after.analyze(Convention::Normal).unwrap().outcome;
            assert_eq!(
                outcome == Outcome::P,
                analysis.winning_moves.contains(&mv),
                "{text}: {mv:?} leaves {after}"
            );
        }
    }
    for text in [
        "nim(1,2,3)",
        "nim(1,1,4) + bash(4,max=2)",
        "wythoff(4,6)",
        "kayles(6)",
        "staircase(1,2,1,1) + bash(4,max=2)",
        "lasker(2,4)",
        "lasker(2) + nim(1,1)",
    ] {
        let position = expr(text);
        let analysis = position.analyze(Convention::Misere).unwrap();
        for mv in position.legal_moves(10_000).unwrap() {
            let after = position.apply(&mv).unwrap();
            let outcome = after.analyze(Convention::Misere).unwrap().outcome;
            assert_eq!(
                outcome == Outcome::P,
                analysis.winning_moves.contains(&mv),
                "misère {text}: {mv:?} leaves {after}"
            );
        }
    }
}

#[test]
fn every_legal_move_reads_back_from_its_notation() {
    for text in SMALL {
        let position = expr(text);
        for mv in position.legal_moves(10_000).unwrap() {
            let typed = position.move_notation(&mv);
            let read = position
                .parse_move(&typed)
                .unwrap_or_else(|e| panic!("{text}: {typed:?}: {e}"));
            assert_eq!(read, mv, "{text}: {typed:?}");
            assert!(
                !position
                    .describe_move(&mv)
                    .render(crate::text::Lang::En)
                    .is_empty()
            );
        }
    }
}

#[test]
fn the_other_spellings_of_a_move() {
    let cases = [
        ("nim(3,4,5)", "1 -> 2", "nim(3,2,5)"),
        ("nim(3,4,5)", "take 3 from heap 2", "nim(3,4,2)"),
        ("nim(3,4,5)", "heap 0 → 0", "nim(0,4,5)"),
        ("nim(7)", "take 3", "nim(4)"),
        ("nim(7)", "3", "nim(4)"),
        ("bash(10,max=3)", "-> 8", "bash(8,max=3)"),
        ("bash(10,max=3)", "take 3", "bash(7,max=3)"),
        ("wythoff(3,5)", "both 2", "wythoff(1,3)"),
        ("wythoff(3,5)", "B 4", "wythoff(3,1)"),
        ("wythoff(3,5)", "take 1 from a", "wythoff(2,5)"),
        ("wythoff(3,5)", "-> (3, 0)", "wythoff(3,0)"),
        ("fib(20)", "2", "fib(18,cap=4)"),
        ("fib(20,cap=4)", "4", "fib(16,cap=8)"),
        ("takeaway(20,k=3/2)", "3", "takeaway(17,k=3/2,cap=4)"),
        ("fib(5,cap=9)", "5", "fib(0,cap=0)"),
        ("sub(10,{1,3,4})", "4", "sub(6,{1,3,4})"),
        ("kayles(8)", "2", "kayles(6)"),
        ("kayles(8)", "2 3 3", "kayles(3) + kayles(3)"),
        ("kayles(8)", "take 1 leaving 5, 2", "kayles(2) + kayles(5)"),
        (
            "kayles(8)",
            "take 2 from heap 0 leaving 3 3",
            "kayles(3) + kayles(3)",
        ),
        ("kayles(2)", "2", "kayles(0)"),
        ("kayles(1) + kayles(4)", "take 1 from heap 0", "kayles(4)"),
        (
            "kayles(1) + kayles(4)",
            "1: 1 1 2",
            "kayles(1) + kayles(1) + kayles(2)",
        ),
        ("nim(3) + bash(5,max=2)", "1: 2", "nim(3) + bash(3,max=2)"),
        ("staircase(3,0,4,1)", "3 1", "staircase(3,1,3,1)"),
        ("staircase(3,0,4,1)", "step 1 3", "staircase(0,0,4,1)"),
        (
            "staircase(3,0,4,1)",
            "move 1 from step 4",
            "staircase(3,0,5,0)",
        ),
        ("staircase(3,0,4,1)", "take 2 from 3", "staircase(3,2,2,1)"),
        ("staircase(3,0,4,1)", "3 -> 0", "staircase(3,4,0,1)"),
        ("staircase(5)", "2", "staircase(3)"),
        ("staircase(5)", "move 5", "staircase(0)"),
        ("lasker(4,9)", "1 -> 2 7", "lasker(4,2,7)"),
        ("lasker(4,9)", "split 1 into 7 2", "lasker(4,2,7)"),
        ("lasker(4,9)", "split 0 2 2", "lasker(2,2,9)"),
        ("lasker(4,9)", "1 3", "lasker(4,6)"),
        ("lasker(4,9)", "take 4 from heap 0", "lasker(0,9)"),
        ("lasker(4,9)", "0 -> 1", "lasker(1,9)"),
        ("lasker(9)", "-> 4 5", "lasker(4,5)"),
        ("lasker(9)", "split 1 8", "lasker(1,8)"),
        ("lasker(9)", "9", "lasker(0)"),
        ("nim(1) + lasker(5)", "1: 0 -> 2 3", "nim(1) + lasker(2,3)"),
        (
            "nim(1) + staircase(0,2)",
            "1: 2 1",
            "nim(1) + staircase(1,1)",
        ),
        (
            "nim(3) + bash(5,max=2)",
            "0:0 -> 0",
            "nim(0) + bash(5,max=2)",
        ),
    ];
    for (start, typed, after) in cases {
        let position = expr(start);
        let mv = position
            .parse_move(typed)
            .unwrap_or_else(|e| panic!("{start} {typed:?}: {e}"));
        assert_eq!(
            position.apply(&mv).unwrap().to_string(),
            after,
            "{start} {typed:?}"
        );
    }
}

#[test]
fn illegal_moves_are_explained() {
    let cases = [
        ("nim(3,4,5)", "1 5", "heap 1 has only 4 tokens"),
        (
            "nim(3,4,5)",
            "3 1",
            "there is no heap 3: nim(3,4,5) has heaps 0 to 2",
        ),
        ("nim(3,4,5)", "0 0", "at least 1"),
        ("nim(3,4,5)", "2", "has 3 heaps: say which"),
        ("nim(3,4,5)", "1 -> 4", "a move leaves fewer (0 to 3)"),
        ("nim(0,4)", "0 1", "heap 0 is empty"),
        (
            "nim(3,4,5)",
            "x y",
            "cannot read 'x y': a Nim move is `H T`",
        ),
        ("nim(3,4,5)", "", "empty move"),
        ("bash(10,max=3)", "4", "bash(10,max=3) allows taking 1 to 3"),
        ("bash(2,max=3)", "3", "the heap has only 2 tokens"),
        ("fib(20)", "20", "on the first move you may take 1 to 19"),
        (
            "fib(17,cap=6)",
            "7",
            "in Fibonacci Nim you may take at most 6 now",
        ),
        (
            "takeaway(17,k=3/2,cap=4)",
            "5",
            "with k = 3/2 you may take at most 4 now",
        ),
        (
            "sub(10,{1,3,4})",
            "2",
            "sub(10,{1,3,4}) allows taking 1, 3 or 4",
        ),
        ("sub(2,{1,3,4})", "3", "the heap has only 2 tokens"),
        ("wythoff(3,5)", "a 4", "heap a has only 3 tokens"),
        ("wythoff(3,5)", "both 4", "at most 3, the smaller heap"),
        ("wythoff(3,5)", "-> 2 3", "(2, 3) is neither"),
        ("wythoff(3,5)", "c 1", "a Wythoff move is"),
        ("kayles(8)", "3", "removing 3 (digit d_3 = 0)"),
        (
            "kayles(8)",
            "2 3 4",
            "leaves 6 tokens, but the heaps named hold 7",
        ),
        (
            "octal(8,0.4)",
            "1",
            "removing 1 (digit d_1 = 4) may leave two heaps; to split",
        ),
        ("kayles(8)", "1 1 1 1 4", "at most three heaps"),
        ("nim(3) + bash(5,max=2)", "2", "this is a sum of 2 games"),
        ("staircase(3,0,4,1)", "2 1", "step 2 is empty"),
        ("staircase(3,0,4,1)", "4 2", "step 4 has only 1 coin"),
        ("staircase(3,0,4,1)", "0 1", "step 0 is the floor"),
        ("staircase(3,0,4,1)", "5 1", "there is no step 5"),
        ("staircase(3,0,4,1)", "1 0", "at least 1 coin"),
        ("staircase(3,0,4,1)", "3 -> 4", "a move leaves fewer, not 4"),
        ("staircase(3,0,4,1)", "3", "has 4 steps: say which"),
        ("staircase(3,0,4,1)", "up 3", "cannot read 'up 3'"),
        (
            "lasker(4,9)",
            "1 -> 3 7",
            "heap 1 has 9 tokens, but 3 + 7 = 10",
        ),
        ("lasker(4,9)", "0 -> 0 4", "two non-empty heaps"),
        (
            "lasker(4,9)",
            "0 -> 4",
            "a move leaves fewer (0 to 3), or splits it",
        ),
        ("lasker(4,9)", "2 1", "there is no heap 2"),
        ("lasker(4,9)", "0 0", "at least 1 token"),
        ("lasker(4,9)", "3", "has 2 heaps: say which"),
        ("lasker(4,9)", "0 5", "heap 0 has only 4 tokens"),
        ("lasker(0,9)", "0 1", "heap 0 is empty"),
        ("lasker(4,9)", "halve 1", "cannot read 'halve 1'"),
        (
            "nim(3) + bash(5,max=2)",
            "2: 1",
            "there is no game 2: the games are numbered 0 to 1",
        ),
        (
            "nim(3) + bash(5,max=2)",
            "x: 1",
            "'x' before ':' is not a game number",
        ),
        (
            "kayles(3) + kayles(4)",
            "take 1 from 1 leaving 1 1",
            "leaves 3 tokens, but",
        ),
    ];
    for (start, typed, expected) in cases {
        let position = expr(start);
        match position.parse_move(typed) {
            Ok(mv) => panic!("{start} {typed:?} was accepted as {mv:?}"),
            Err(e) => assert!(
                e.message().contains(expected),
                "{start} {typed:?}: {e} (expected {expected:?})"
            ),
        }
    }
    // Moves built by hand are checked as well.
    let position = expr("wythoff(3,5)");
    let mv = SumMove::new(
        0,
        ComponentMove::Nim(NimMove {
            heap: 0,
            to: Natural::ZERO,
        }),
    );
    assert!(
        position
            .apply(&mv)
            .unwrap_err()
            .message()
            .contains("not a move of wythoff(3,5)")
    );
    let far = SumMove { component: 3, ..mv };
    assert!(
        position
            .apply(&far)
            .unwrap_err()
            .message()
            .contains("no game 3")
    );
}

#[test]
fn the_smallest_move_removes_the_fewest_tokens() {
    for text in SMALL {
        let position = expr(text);
        let smallest = position.smallest_move().unwrap();
        assert!(position.apply(&smallest).is_ok(), "{text}");
        let removed = |mv: &SumMove| -> u64 {
            let before = total(&position);
            before - total(&position.apply(mv).unwrap())
        };
        let least = position
            .legal_moves(10_000)
            .unwrap()
            .iter()
            .map(removed)
            .min()
            .unwrap();
        assert_eq!(removed(&smallest), least, "{text}");
    }
    for text in [
        "nim(0,0)",
        "wythoff(0,0)",
        "bash(0,max=2)",
        "fib(1)",
        "fib(5,cap=0)",
        "sub(2,{3})",
        "kayles(0)",
        "staircase(0,0,0)",
        "lasker(0,0)",
    ] {
        let position = expr(text);
        assert!(position.is_terminal(), "{text}");
        assert_eq!(position.legal_moves(10).unwrap(), Vec::new(), "{text}");
    }
    // 4.07: d0 = 4 splits a heap without removing anything.
    let split = expr("octal(2,4.07)").smallest_move().unwrap();
    assert_eq!(
        split.kind,
        ComponentMove::Octal(OctalMove {
            take: 0,
            leaves: vec![Natural::ONE, Natural::ONE]
        })
    );
    assert!(expr("octal(1,4.07)").is_terminal());
}

/// Tokens in a position (octal: removed tokens only, which is what a take counts; a take-away
/// position is written (n, r), of which n is the heap).
fn total(position: &Expr) -> u64 {
    let (_, parts, _) = sum_game(position).unwrap();
    position
        .components()
        .iter()
        .zip(&parts)
        .map(|(component, part)| match component.family() {
            crate::games::Family::Takeaway => part[0],
            _ => part.iter().sum(),
        })
        .sum()
}

#[test]
fn legal_moves_refuse_to_list_too_many() {
    let error = expr("nim(123456789012345678901234567890)")
        .legal_moves(1000)
        .unwrap_err();
    assert!(error.message().contains("more than 1000 legal moves"));
    assert!(expr("kayles(100000)").legal_moves(1000).is_err());
    let bash = expr("bash(100000000000000000000,max=2)")
        .legal_moves(10)
        .unwrap();
    let left: Vec<String> = bash
        .iter()
        .map(|m| match &m.kind {
            ComponentMove::Bash(TakeMove { to, .. }) => to.to_string(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(left, ["99999999999999999999", "99999999999999999998"]);
    // Huge heaps still play.
    let big = expr("nim(123456789012345678901234567890) + fib(99999999999999999999999)");
    let mv = big.parse_move("1: 1").unwrap();
    assert_eq!(
        big.apply(&mv).unwrap().to_string(),
        "nim(123456789012345678901234567890) + fib(99999999999999999999998,cap=2)"
    );
    let mv = big
        .parse_move("0: 0 123456789012345678901234567890")
        .unwrap();
    assert!(big.apply(&mv).unwrap().to_string().starts_with("nim(0)"));
}
