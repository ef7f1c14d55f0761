//! Lasker's Nim against the memoised brute-force [`Solver`] on [`LaskerRules`] (positions are
//! multisets of heaps): the closed form g of every heap up to 80, the outcome under both
//! conventions and the whole set of winning moves on every position of up to three heaps of at
//! most 9, and every move of a heap to each value (takes and splits) up to heaps of 60.
//!
//! The values are also checked against the definition computed here by mex over takes and
//! splits, which shares nothing with the library. (No OEIS entry for this sequence was found;
//! docs/THEORY.md § 13.)

use grundy::Natural;
use grundy::engine::{Convention, Game, Solver};
use grundy::expr::{ComponentMove, Expr, SumMove};
use grundy::games::lasker::{Lasker, LaskerMove, LaskerRules, heap_value};
use grundy::games::{ImpartialGame, MoveNotation, Rules, Summand};

use crate::{nat, word};

/// g(0..=n) by the definition: the mex of the takes' values and of the splits' XORs.
fn values_by_mex(n: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(n + 1);
    for h in 0..=n {
        let mut seen = vec![false; 2 * h + 3];
        for to in 0..h {
            seen[g[to] as usize] = true;
        }
        for a in 1..=h / 2 {
            seen[(g[a] ^ g[h - a]) as usize] = true;
        }
        g.push(seen.iter().position(|s| !s).unwrap() as u64);
    }
    g
}

fn game(heaps: &[u64]) -> Lasker {
    Lasker::new(heaps.iter().map(|&h| nat(h)).collect()).unwrap()
}

/// The sorted non-empty heaps, as the brute-force rules hold a position.
fn multiset(heaps: &[u64]) -> Vec<u64> {
    let mut set: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    set.sort_unstable();
    set
}

/// The position a move leaves, by the rules (not by the library's `after`).
fn left_by(heaps: &[u64], mv: &LaskerMove, label: &str) -> Vec<u64> {
    let mut left = heaps.to_vec();
    match mv {
        LaskerMove::Take { heap, to } => {
            assert!(word(to) < heaps[*heap], "{label}: {mv:?}");
            left[*heap] = word(to);
        }
        LaskerMove::Split { heap, into: [a, b] } => {
            let (a, b) = (word(a), word(b));
            assert!(1 <= a && a <= b && a + b == heaps[*heap], "{label}: {mv:?}");
            left[*heap] = a;
            left.push(b);
        }
    }
    multiset(&left)
}

fn sorted<T: Ord>(mut items: Vec<T>) -> Vec<T> {
    items.sort();
    items
}

#[test]
fn the_closed_form_is_the_definition_and_the_solver_up_to_80() {
    let by_mex = values_by_mex(80);
    assert_eq!(&by_mex[..12], [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12]);
    let mut solver = Solver::new(LaskerRules);
    for (h, &g) in by_mex.iter().enumerate() {
        assert_eq!(heap_value(&nat(h as u64)), nat(g), "g({h}) by mex");
        if h <= 40 {
            let value = solver.grundy(&multiset(&[h as u64])).unwrap().value();
            assert_eq!(value, g, "g({h}) by the solver");
        }
    }
}

#[test]
fn lasker_matches_the_solver_on_every_position_of_three_heaps_of_at_most_9() {
    let mut solver = Solver::new(LaskerRules);
    let mut positions: Vec<Vec<u64>> = Vec::new();
    for a in 0..=9u64 {
        positions.push(vec![a]);
        for b in 0..=9 {
            positions.push(vec![a, b]);
            for c in 0..=9 {
                positions.push(vec![a, b, c]);
            }
        }
    }
    for heaps in &positions {
        let lasker = game(heaps);
        let start = multiset(heaps);
        for convention in [Convention::Normal, Convention::Misere] {
            let label = format!("lasker {heaps:?} {convention:?}");
            assert_eq!(
                lasker.outcome(convention).unwrap(),
                solver.outcome(&start, convention).unwrap(),
                "{label}: outcome"
            );
            let moves = lasker.winning_moves(convention).unwrap();
            let mut distinct = moves.clone();
            distinct.dedup();
            assert_eq!(distinct.len(), moves.len(), "{label}: a move listed twice");
            let mut left: Vec<Vec<u64>> = moves.iter().map(|m| left_by(heaps, m, &label)).collect();
            left.sort();
            left.dedup(); // equal heaps give equal positions
            assert_eq!(
                left,
                sorted(solver.winning_moves(&start, convention).unwrap()),
                "{label}: winning moves"
            );
        }
        let g = solver.grundy(&start).unwrap().value();
        assert_eq!(lasker.grundy().unwrap(), nat(g), "g{heaps:?}");
    }
}

#[test]
fn every_move_of_a_heap_to_each_value_is_listed_up_to_60() {
    let g = values_by_mex(60);
    for h in 0..=60u64 {
        let lasker = game(&[h]);
        for value in 0..=h + 4 {
            let mut expected: Vec<LaskerMove> = (0..h)
                .filter(|&to| g[to as usize] == value)
                .map(|to| LaskerMove::Take {
                    heap: 0,
                    to: nat(to),
                })
                .collect();
            expected.extend(
                (1..=h / 2)
                    .filter(|&a| g[a as usize] ^ g[(h - a) as usize] == value)
                    .map(|a| LaskerMove::Split {
                        heap: 0,
                        into: [nat(a), nat(h - a)],
                    }),
            );
            let got = lasker.moves_to_value(&nat(value)).unwrap();
            assert_eq!(got, sorted(expected), "heap {h}: moves to value {value}");
        }
    }
}

#[test]
fn every_legal_move_reads_back_and_is_an_option_of_the_rules() {
    for heaps in [vec![0], vec![5], vec![4, 9], vec![1, 2, 3]] {
        let lasker = game(&heaps);
        let mut options = Vec::new();
        LaskerRules.options(&multiset(&heaps), &mut options);
        let moves = lasker.legal_moves(1000).unwrap();
        let mut left: Vec<Vec<u64>> = moves.iter().map(|m| left_by(&heaps, m, "legal")).collect();
        left.sort();
        left.dedup();
        assert_eq!(left, sorted(options), "{heaps:?}");
        for mv in &moves {
            let typed = lasker.move_notation(mv);
            let words: Vec<&str> = typed.split_whitespace().collect();
            assert_eq!(&lasker.parse_move(&words, 0).unwrap(), mv, "{typed}");
        }
    }
}

#[test]
fn huge_heaps_are_exact() {
    let big: Natural = "340282366920938463463374607431768211456".parse().unwrap(); // 2^128 ≡ 0
    let lasker = Lasker::new(vec![big.clone(), big.sub_or_panic(&Natural::ONE)]).unwrap();
    // g(2^128) = 2^128 − 1 and g(2^128 − 1) = 2^128: XOR 2^129 − 1.
    let expected = (&big + &big).sub_or_panic(&Natural::ONE);
    assert_eq!(lasker.grundy().unwrap(), expected);
    let alone = Lasker::new(vec![big.clone()]).unwrap();
    let moves = alone.winning_moves(Convention::Normal).unwrap();
    let half = &big / 2u64;
    assert_eq!(
        moves,
        [
            LaskerMove::Take {
                heap: 0,
                to: Natural::ZERO
            },
            LaskerMove::Split {
                heap: 0,
                into: [half.clone(), half]
            }
        ]
    );
}

/// The i-th move of a run of splits: i · step more tokens from the larger heap to the smaller.
fn nth_of_run(mv: &SumMove, i: &Natural) -> SumMove {
    let ComponentMove::Lasker(LaskerMove::Split { heap, into: [a, b] }) = &mv.kind else {
        panic!("runs are splits: {mv:?}")
    };
    let shift = &mv.repeat.as_ref().expect("a run").step * i;
    let into = [a + &shift, b.checked_sub(&shift).expect("within the run")];
    SumMove::new(
        mv.component,
        ComponentMove::Lasker(LaskerMove::Split { heap: *heap, into }),
    )
}

#[test]
fn a_huge_heap_lists_its_winning_splits_as_runs_whose_moves_win() {
    // 2^100 − 1 with a Nim heap of 2^100 − 1: the Lasker heap must go to value 2^100 − 1, and
    // every one of its (h − 1)/2 splits does (its value is 2^100, so no take does).
    let h = "1267650600228229401496703205375";
    let sum: Expr = format!("lasker({h}) + nim({h})").parse().unwrap();
    let analysis = sum.analyze(Convention::Normal).unwrap();
    assert!(!analysis.winning_moves.is_empty());
    assert!(analysis.winning_moves.iter().all(|m| m.repeat.is_some()));
    let count = analysis.winning_move_count();
    let every_split = &h.parse::<Natural>().unwrap() / 2u64;
    assert_eq!(count, every_split);
    for mv in &analysis.winning_moves {
        let last = mv.count().checked_sub(&Natural::ONE).unwrap();
        for i in [Natural::ZERO, &last / 2u64, last.clone()] {
            let pick = nth_of_run(mv, &i);
            let after = sum.apply(&pick).unwrap();
            let outcome = after.analyze(Convention::Normal).unwrap().outcome;
            assert!(outcome.is_p(), "{pick:?} leaves {after}");
        }
        // One step further would put the heaps out of order.
        let past = nth_of_run(mv, &mv.count());
        let ComponentMove::Lasker(LaskerMove::Split { into: [a, b], .. }) = &past.kind else {
            unreachable!()
        };
        assert!(a > b, "the run of {mv:?} could go on");
    }
    // The same moves one by one are refused with the limit named.
    let alone: Lasker = format!("lasker({h})").parse().unwrap();
    let error = alone.moves_to_value(&h.parse().unwrap()).unwrap_err();
    assert_eq!(
        error.limit().map(|l| l.name()),
        Some("lasker_winning_moves")
    );
}
