//! Moore's Nim against the memoised brute-force [`Solver`] on [`MooreRules`] (positions are
//! multisets of heaps): the outcome under both conventions and the whole set of winning moves
//! on every position of up to four heaps of at most 7 for K = 1 to 4, the Grundy values on every
//! multiset of them, and every move to each value; K = 1 against Nim; and heaps beyond 2^64,
//! where the moves are checked against the rule and counted where the count is known.
//! (No OEIS sequence holds these values; docs/THEORY.md, "Moore's Nim".)

use grundy::engine::{Convention, Solver};
use grundy::games::moore::{Moore, MooreMove, MooreRules};
use grundy::games::nim::Nim;
use grundy::games::{ImpartialGame, Rules, Summand};
use grundy::{ErrorKind, Natural};

use crate::{all_heap_vectors, nat, word};

fn game(heaps: &[u64], k: u64) -> Moore {
    Moore::new(heaps.iter().map(|&h| nat(h)).collect(), nat(k)).unwrap()
}

/// The sorted non-empty heaps, as the brute-force rules hold a position.
fn multiset(heaps: &[u64]) -> Vec<u64> {
    let mut set: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    set.sort_unstable();
    set
}

/// The position a move leaves, by the rules (not by the library's `after`).
fn left_by(heaps: &[u64], k: u64, mv: &MooreMove, label: &str) -> Vec<u64> {
    assert!(
        !mv.changes.is_empty() && mv.changes.len() as u64 <= k,
        "{label}: {mv:?}"
    );
    let mut left = heaps.to_vec();
    for (index, (heap, to)) in mv.changes.iter().enumerate() {
        assert!(
            index == 0 || mv.changes[index - 1].0 < *heap,
            "{label}: {mv:?}"
        );
        assert!(word(to) < heaps[*heap], "{label}: {mv:?}");
        left[*heap] = word(to);
    }
    multiset(&left)
}

/// Every legal move by the rules: each heap kept or lowered to a smaller size, 1 to `k` lowered.
fn all_moves(heaps: &[u64], k: u64) -> Vec<MooreMove> {
    fn grow(
        heaps: &[u64],
        k: u64,
        at: usize,
        changes: &mut Vec<(usize, Natural)>,
        out: &mut Vec<MooreMove>,
    ) {
        if at == heaps.len() {
            if !changes.is_empty() {
                out.push(MooreMove {
                    changes: changes.clone(),
                });
            }
            return;
        }
        grow(heaps, k, at + 1, changes, out);
        if (changes.len() as u64) < k {
            for to in 0..heaps[at] {
                changes.push((at, nat(to)));
                grow(heaps, k, at + 1, changes, out);
                changes.pop();
            }
        }
    }
    let mut out = Vec::new();
    grow(heaps, k, 0, &mut Vec::new(), &mut out);
    out.sort();
    out
}

#[test]
fn moore_matches_the_solver_on_every_position_of_four_heaps_of_at_most_7() {
    for k in 1..=4u64 {
        let mut solver = Solver::new(MooreRules { reach: k as usize });
        for heaps in all_heap_vectors(4, 7) {
            let moore = game(&heaps, k);
            let start = multiset(&heaps);
            let every = all_moves(&heaps, k);
            for convention in [Convention::Normal, Convention::Misere] {
                let label = format!("moore {heaps:?} k={k} {convention:?}");
                assert_eq!(
                    moore.outcome(convention).unwrap(),
                    solver.outcome(&start, convention).unwrap(),
                    "{label}: outcome"
                );
                let moves = moore.winning_moves(convention).unwrap();
                for mv in &moves {
                    left_by(&heaps, k, mv, &label);
                }
                let expected: Vec<MooreMove> = (every.iter())
                    .filter(|mv| {
                        let left = left_by(&heaps, k, mv, &label);
                        solver.outcome(&left, convention).unwrap().is_p()
                    })
                    .cloned()
                    .collect();
                assert_eq!(moves, expected, "{label}: winning moves");
            }
            // Values on the multisets (heaps ascending), and every move to each value.
            if heaps.windows(2).all(|w| w[0] <= w[1]) {
                let label = format!("moore {heaps:?} k={k}");
                let g = solver.grundy(&start).unwrap().value();
                assert_eq!(moore.grundy().unwrap(), nat(g), "{label}: value");
                for value in 0..=g + 1 {
                    let moves = moore.moves_to_value(&nat(value)).unwrap();
                    let expected: Vec<MooreMove> = (every.iter())
                        .filter(|mv| {
                            let left = left_by(&heaps, k, mv, &label);
                            solver.grundy(&left).unwrap().value() == value
                        })
                        .cloned()
                        .collect();
                    assert_eq!(moves, expected, "{label}: moves to value {value}");
                }
                assert_eq!(
                    moore.legal_moves(100_000).unwrap(),
                    every,
                    "{label}: legal moves"
                );
            }
        }
    }
}

#[test]
fn k_1_is_nim() {
    for heaps in all_heap_vectors(3, 9) {
        let moore = game(&heaps, 1);
        let nim = Nim::new(heaps.iter().map(|&h| nat(h)).collect::<Vec<_>>(), None).unwrap();
        assert_eq!(moore.grundy().unwrap(), nim.grundy().unwrap(), "{heaps:?}");
        for convention in [Convention::Normal, Convention::Misere] {
            assert_eq!(
                moore.outcome(convention).unwrap(),
                nim.outcome(convention).unwrap(),
                "{heaps:?} {convention:?}"
            );
            let ours: Vec<(usize, Natural)> = moore
                .winning_moves(convention)
                .unwrap()
                .into_iter()
                .map(|mv| mv.changes[0].clone())
                .collect();
            let bouton: Vec<(usize, Natural)> = nim
                .winning_moves(convention)
                .unwrap()
                .into_iter()
                .map(|mv| (mv.heap, mv.to))
                .collect();
            assert_eq!(ours, bouton, "{heaps:?} {convention:?}");
        }
    }
}

/// 2^100 + `x`.
fn big(x: u64) -> Natural {
    &"1267650600228229401496703205376"
        .parse::<Natural>()
        .unwrap()
        + x
}

/// Whether every binary column of `heaps` holds a multiple of `m` ones, by the definition.
fn columns_are_multiples(heaps: &[Natural], m: u64) -> bool {
    let width = heaps.iter().map(Natural::bit_len).max().unwrap_or(0);
    (0..width).all(|b| {
        let ones = heaps
            .iter()
            .filter(|h| {
                let shifted = &(*h / &pow2(b)) % 2u64;
                !shifted.is_zero()
            })
            .count() as u64;
        ones.is_multiple_of(m)
    })
}

fn pow2(bits: usize) -> Natural {
    (0..bits).fold(Natural::ONE, |x, _| &x * &nat(2))
}

#[test]
fn heaps_beyond_64_bits() {
    // K + 1 heaps: P iff all equal, so the one winning move lowers the others to the least.
    let moore = Moore::new(vec![big(7), big(3), big(12)], nat(2)).unwrap();
    let moves = moore.winning_moves(Convention::Normal).unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].changes, vec![(0, big(3)), (2, big(3))]);
    // Five heaps, K = 2: every move listed leaves a P-position by the definition, and the
    // brute force on the low bits agrees with the count (the high bits are 1 in every heap:
    // 5 ≡ 2 ones, so exactly one heap must clear 2^100, leaving a heap below 2^100).
    let heaps = vec![big(5), big(9), big(2), big(6), big(3)];
    let moore = Moore::new(heaps.clone(), nat(2)).unwrap();
    let moves = moore.winning_moves(Convention::Normal).unwrap();
    assert!(!moves.is_empty());
    for mv in &moves {
        let after = &moore.after(mv)[0];
        assert!(columns_are_multiples(after.heaps(), 3), "{mv}");
        moore.check_move(mv).unwrap();
    }
    // Too many to list: the error says how many.
    let ones: Natural = pow2(70).sub_or_panic(&Natural::ONE);
    let many = Moore::new(vec![ones.clone(); 4], nat(2)).unwrap();
    let error = many.winning_moves(Convention::Normal).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::TooLarge);
    assert_eq!(error.limit().unwrap().name(), "moore_winning_moves");
    assert!(error.limit().unwrap().requested().unwrap() > &pow2(64));
    // Its value is refused, clearly; who wins is still known.
    let value = many.grundy().unwrap_err();
    assert_eq!(value.limit().unwrap().name(), "moore_grundy");
    assert!(many.outcome(Convention::Normal).is_ok());
}
