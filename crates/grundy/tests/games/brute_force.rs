//! Closed forms against the memoised brute-force [`Solver`] on every small position: the
//! outcome, the whole set of winning moves (as the positions they leave), and the Grundy value.
//!
//! One solver per rule set, so each position is searched once however often it is asked about.

use grundy::Ratio;
use grundy::engine::{Convention, Outcome, Solver};
use grundy::games::ImpartialGame;
use grundy::games::bash::{Bash, BashRules};
use grundy::games::nim::{Nim, NimRules};
use grundy::games::takeaway::{TakeAway, TakeAwayRules, losing_heaps};
use grundy::games::wythoff::{Wythoff, WythoffRules};
use grundy::num::decimal::wythoff_is_p_position;

use crate::{all_heap_vectors, nat, word};

const CONVENTIONS: [Convention; 2] = [Convention::Normal, Convention::Misere];

fn sorted<T: Ord>(mut items: Vec<T>) -> Vec<T> {
    items.sort();
    items
}

// ---------------------------------------------------------------------------------------------
// Wythoff

/// Outcome and winning moves of every (a, b) with a, b <= `limit`, in both heap orders.
fn check_wythoff_against_solver(convention: Convention, limit: u64) {
    let mut solver = Solver::new(WythoffRules);
    for a in 0..=limit {
        for b in 0..=limit {
            let game = Wythoff::new(nat(a), nat(b));
            let expected = solver.outcome(&(a, b), convention).unwrap();
            assert_eq!(
                game.outcome(convention).unwrap(),
                expected,
                "Wythoff {convention:?} ({a}, {b}): outcome"
            );
            if convention == Convention::Normal {
                let (a_digits, b_digits) = (a.to_string(), b.to_string());
                assert_eq!(
                    wythoff_is_p_position(a_digits.as_bytes(), b_digits.as_bytes()),
                    expected.is_p(),
                    "decimal Wythoff P-test ({a}, {b})"
                );
            }
            let expected_moves = sorted(solver.winning_moves(&(a, b), convention).unwrap());
            let moves: Vec<(u64, u64)> = game
                .winning_moves(convention)
                .unwrap()
                .iter()
                .map(|mv| (word(&mv.to[0]), word(&mv.to[1])))
                .collect();
            assert_eq!(
                sorted(moves),
                expected_moves,
                "Wythoff {convention:?} ({a}, {b}): winning moves (as positions left)"
            );
        }
    }
}

#[test]
fn wythoff_normal_outcomes_and_winning_moves_match_the_solver_up_to_120() {
    check_wythoff_against_solver(Convention::Normal, 120);
}

#[test]
fn wythoff_misere_outcomes_and_winning_moves_match_the_solver_up_to_60() {
    check_wythoff_against_solver(Convention::Misere, 60);
}

#[test]
fn wythoff_grundy_values_match_the_solver_up_to_64() {
    let mut solver = Solver::new(WythoffRules);
    for a in 0..=64u64 {
        for b in 0..=64u64 {
            let expected = nat(solver.grundy(&(a, b)).unwrap().value());
            let game = Wythoff::new(nat(a), nat(b));
            let got = game.grundy().expect("normal play has Grundy values");
            assert_eq!(got, expected, "Wythoff g({a}, {b})");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Nim

/// Nim with at most `max_take` per move (`None`: plain Nim) against the solver on every
/// position of up to 4 heaps of at most 7, under both conventions.
fn check_nim_against_solver(max_take: Option<u64>) {
    let rules = NimRules {
        max_take: max_take.unwrap_or(u64::MAX),
    };
    let mut solver = Solver::new(rules);
    let positions = all_heap_vectors(4, 7);
    assert_eq!(positions.len(), 8 + 64 + 512 + 4096);
    for heaps in &positions {
        for convention in CONVENTIONS {
            let label = format!("Nim {convention:?} max_take {max_take:?} heaps {heaps:?}");
            let nim = Nim::new(heaps.clone(), max_take.map(nat))
                .unwrap_or_else(|e| panic!("{label}: {e:?}"));
            let analysis = nim.analyze(convention);
            let expected = solver.outcome(heaps, convention).unwrap();
            assert_eq!(analysis.outcome, expected, "{label}: outcome");

            let expected_moves = sorted(solver.winning_moves(heaps, convention).unwrap());
            let moves: Vec<Vec<u64>> = analysis
                .winning_moves
                .iter()
                .map(|mv| {
                    let mut left = heaps.clone();
                    assert!(
                        word(&mv.to) < left[mv.heap],
                        "{label}: {mv:?} is not a move"
                    );
                    left[mv.heap] = word(&mv.to);
                    left
                })
                .collect();
            assert_eq!(
                analysis.winning_moves.len(),
                expected_moves.len(),
                "{label}: number of winning moves"
            );
            assert_eq!(sorted(moves), expected_moves, "{label}: winning moves");

            if convention == Convention::Normal {
                let expected = nat(solver.grundy(heaps).unwrap().value());
                assert_eq!(analysis.grundy, Some(expected), "{label}: Grundy value");
            }
        }
    }
}

#[test]
fn nim_matches_the_solver_on_all_small_positions() {
    check_nim_against_solver(None);
}

#[test]
fn bounded_nim_matches_the_solver_on_all_small_positions() {
    for max_take in 1..=4 {
        check_nim_against_solver(Some(max_take));
    }
}

// ---------------------------------------------------------------------------------------------
// Bash

#[test]
fn bash_matches_the_solver_up_to_200() {
    for m in 1..=12u64 {
        let mut solver = Solver::new(BashRules { max_take: m });
        for n in 0..=200u64 {
            for convention in CONVENTIONS {
                let label = format!("Bash {convention:?} n = {n}, m = {m}");
                let game = Bash::new(nat(n), nat(m)).unwrap();
                let expected = solver.outcome(&n, convention).unwrap();
                assert_eq!(
                    game.outcome(convention).unwrap(),
                    expected,
                    "{label}: outcome"
                );
                let expected_moves = solver.winning_moves(&n, convention).unwrap();
                let moves: Vec<u64> = game
                    .winning_moves(convention)
                    .unwrap()
                    .iter()
                    .map(|mv| {
                        assert_eq!(word(&mv.take) + word(&mv.to), n, "{label}: {mv:?}");
                        word(&mv.to)
                    })
                    .collect();
                assert_eq!(moves, expected_moves, "{label}: winning moves");
            }
            let expected = nat(solver.grundy(&n).unwrap().value());
            let game = Bash::new(nat(n), nat(m)).unwrap();
            assert_eq!(game.grundy().unwrap(), expected, "Bash g({n}) with m = {m}");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Take-away games with a multiplier

const TAKEAWAY_LIMIT: u64 = 200;

/// Every position (n, r) with n, r <= 200, the opening positions, and the losing heaps, for
/// the multiplier `numer/denom`.
fn check_takeaway_against_solver(numer: u64, denom: u64) {
    let k = Ratio::new(numer, denom).unwrap();
    let mut solver = Solver::new(TakeAwayRules { k });
    for n in 0..=TAKEAWAY_LIMIT {
        for r in 0..=TAKEAWAY_LIMIT {
            let label = format!("take-away k = {k}, heap {n}, at most {r} per move");
            let game = TakeAway::new(nat(n), k, Some(nat(r))).unwrap();
            let expected = solver.outcome(&(n, r), Convention::Normal).unwrap();
            assert_eq!(
                game.outcome(Convention::Normal).unwrap(),
                expected,
                "{label}: outcome"
            );
            // A winning take t leaves (n − t, min(⌊k·t⌋, n − t)), a P-position for the solver.
            let expected_takes: Vec<u64> = sorted(
                solver
                    .winning_moves(&(n, r), Convention::Normal)
                    .unwrap()
                    .into_iter()
                    .map(|(left, _)| n - left)
                    .collect(),
            );
            let moves = game
                .winning_moves(Convention::Normal)
                .unwrap_or_else(|e| panic!("{label}: {e:?}"));
            let takes: Vec<u64> = moves
                .iter()
                .map(|mv| {
                    assert_eq!(word(&mv.take) + word(&mv.to), n, "{label}: {mv:?}");
                    word(&mv.take)
                })
                .collect();
            assert_eq!(sorted(takes), expected_takes, "{label}: winning takes");
        }
    }

    let mut losing_openings = Vec::new();
    for n in 0..=TAKEAWAY_LIMIT {
        let opening = (n, n.saturating_sub(1));
        let expected = solver.outcome(&opening, Convention::Normal).unwrap();
        let game = TakeAway::new(nat(n), k, None).unwrap();
        assert_eq!(
            game.outcome(Convention::Normal).unwrap(),
            expected,
            "take-away k = {k}: opening position with heap {n}"
        );
        if n >= 1 && expected == Outcome::P {
            losing_openings.push(nat(n));
        }
    }
    assert_eq!(
        losing_heaps(k, &nat(TAKEAWAY_LIMIT)).unwrap(),
        losing_openings,
        "take-away k = {k}: losing heaps up to {TAKEAWAY_LIMIT}"
    );
}

#[test]
fn takeaway_with_k_at_least_one_matches_the_solver_up_to_200() {
    for (numer, denom) in [(1, 1), (11, 10), (3, 2), (2, 1), (7, 3), (5, 2), (3, 1)] {
        check_takeaway_against_solver(numer, denom);
    }
}

#[test]
fn takeaway_with_k_below_one_matches_the_solver_up_to_200() {
    for (numer, denom) in [(1, 2), (2, 3), (1, 3), (9, 10)] {
        check_takeaway_against_solver(numer, denom);
    }
}
