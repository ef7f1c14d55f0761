//! Staircase Nim against the memoised brute-force [`Solver`] on [`StaircaseRules`], on every
//! small staircase: the outcome under both conventions, the whole set of winning moves (as the
//! positions they leave), the Grundy value, and every move to an option of each value (what a
//! sum's analysis asks of a component).

use grundy::engine::{Convention, Solver};
use grundy::games::staircase::{Staircase, StaircaseMove, StaircaseRules};
use grundy::games::{ImpartialGame, MoveNotation, Rules, Summand};

use crate::{all_heap_vectors, nat, word};

fn game(steps: &[u64]) -> Staircase {
    Staircase::new(steps.iter().map(|&c| nat(c)).collect()).unwrap()
}

/// The position a move leaves, by the rules (not by the library's `after`).
fn left_by(steps: &[u64], mv: &StaircaseMove, label: &str) -> Vec<u64> {
    let index = mv.step - 1;
    let (take, to) = (word(&mv.take), word(&mv.to));
    assert!(take >= 1 && take + to == steps[index], "{label}: {mv:?}");
    let mut left = steps.to_vec();
    left[index] = to;
    if index > 0 {
        left[index - 1] += take;
    }
    left
}

fn sorted<T: Ord>(mut items: Vec<T>) -> Vec<T> {
    items.sort();
    items
}

fn check(positions: &[Vec<u64>]) {
    let mut solver = Solver::new(StaircaseRules);
    for steps in positions {
        let staircase = game(steps);
        for convention in [Convention::Normal, Convention::Misere] {
            let label = format!("staircase {steps:?} {convention:?}");
            assert_eq!(
                staircase.outcome(convention).unwrap(),
                solver.outcome(steps, convention).unwrap(),
                "{label}: outcome"
            );
            let moves = staircase.winning_moves(convention).unwrap();
            let left: Vec<Vec<u64>> = moves.iter().map(|m| left_by(steps, m, &label)).collect();
            assert_eq!(
                left.len(),
                sorted(left.clone()).len(),
                "{label}: no move twice"
            );
            assert_eq!(
                sorted(left),
                sorted(solver.winning_moves(steps, convention).unwrap()),
                "{label}: winning moves"
            );
        }
        let g = solver.grundy(steps).unwrap().value();
        assert_eq!(staircase.grundy().unwrap(), nat(g), "g{steps:?}");
        // Every option of each value, as a sum's analysis asks for it.
        let mut options = Vec::new();
        grundy::engine::Game::options(&StaircaseRules, steps, &mut options);
        let values: Vec<u64> = options
            .iter()
            .map(|o| solver.grundy(o).unwrap().value())
            .collect();
        let top = values.iter().copied().max().unwrap_or(0) + 2;
        for value in 0..=top {
            let expected: Vec<Vec<u64>> = options
                .iter()
                .zip(&values)
                .filter(|(_, v)| **v == value)
                .map(|(o, _)| o.clone())
                .collect();
            let got: Vec<Vec<u64>> = staircase
                .moves_to_value(&nat(value))
                .unwrap()
                .iter()
                .map(|m| left_by(steps, m, "moves_to_value"))
                .collect();
            assert_eq!(
                sorted(got),
                sorted(expected),
                "{steps:?}: moves to value {value}"
            );
        }
    }
}

#[test]
fn staircase_matches_the_solver_on_all_staircases_of_four_steps_of_at_most_6() {
    let positions = all_heap_vectors(4, 6);
    assert_eq!(positions.len(), 7 + 49 + 343 + 2401);
    check(&positions);
}

#[test]
fn staircase_matches_the_solver_on_long_staircases_of_few_coins() {
    let positions: Vec<Vec<u64>> = all_heap_vectors(7, 2)
        .into_iter()
        .filter(|s| s.len() >= 5)
        .collect();
    check(&positions);
}

#[test]
fn every_legal_move_reads_back_and_leaves_what_the_rules_say() {
    for steps in all_heap_vectors(3, 3) {
        let staircase = game(&steps);
        let mut options = Vec::new();
        grundy::engine::Game::options(&StaircaseRules, &steps, &mut options);
        let moves = staircase.legal_moves(1000).unwrap();
        let left: Vec<Vec<u64>> = moves
            .iter()
            .map(|m| {
                let after = staircase.after(m).pop().unwrap();
                after.steps().iter().map(word).collect()
            })
            .collect();
        assert_eq!(sorted(left), sorted(options), "{steps:?}");
        for mv in &moves {
            let typed = staircase.move_notation(mv);
            let words: Vec<&str> = typed.split_whitespace().collect();
            assert_eq!(&staircase.parse_move(&words, 0).unwrap(), mv, "{typed}");
        }
    }
}
