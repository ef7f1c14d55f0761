//! Mock Turtles against the rules themselves: every row of up to 10 coins valued here by mex
//! over the coin-turning moves on bit masks (sharing nothing with the library), every move to
//! each value on rows of up to 8 coins, the memoised [`Solver`] on [`TurtlesRules`], the
//! single heads against OEIS A000069 (the odious numbers), and heads beyond 2^64.

use grundy::Natural;
use grundy::engine::{Convention, Outcome, Solver};
use grundy::expr::Expr;
use grundy::games::turtles::{Turtles, TurtlesMove, TurtlesRules, odious};
use grundy::games::{ImpartialGame, Rules, Summand};

use crate::{nat, word};

/// OEIS A000069, the odious numbers, from its first terms.
const A000069: [u64; 40] = [
    1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38, 41, 42, 44, 47, 49,
    50, 52, 55, 56, 59, 61, 62, 64, 67, 69, 70, 73, 74, 76, 79,
];

/// Every move of a row (bit i = coin i is heads): the masks of the coins turned, the highest
/// bit a head.
fn turns(row: u32, coins: u32) -> Vec<u32> {
    let mut turns = Vec::new();
    for x in 0..coins {
        if row & (1 << x) == 0 {
            continue;
        }
        turns.push(1 << x);
        for a in 0..x {
            turns.push(1 << x | 1 << a);
            for b in a + 1..x {
                turns.push(1 << x | 1 << a | 1 << b);
            }
        }
    }
    turns
}

/// g of every row of `coins` coins, by mex over the rows each move leaves (a move only clears
/// its highest bit's head and changes lower bits, so the row it leaves is smaller).
fn values_by_mex(coins: u32) -> Vec<u64> {
    let rows = 1usize << coins;
    let mut g = vec![0u64; rows];
    for row in 0..rows as u32 {
        let options: Vec<u64> = turns(row, coins)
            .iter()
            .map(|&t| {
                let left = row ^ t;
                assert!(left < row);
                g[left as usize]
            })
            .collect();
        g[row as usize] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    g
}

fn heads(row: u32) -> Vec<u64> {
    (0..32).filter(|&i| row & (1 << i) != 0).collect()
}

fn game(row: u32) -> Turtles {
    Turtles::new(heads(row).into_iter().map(nat).collect()).unwrap()
}

fn mask(mv: &TurtlesMove) -> u32 {
    mv.turned.iter().fold(0, |m, c| m | 1 << word(c))
}

#[test]
fn the_heads_are_worth_the_odious_numbers_a000069() {
    let g = values_by_mex(10);
    for (x, &expected) in A000069.iter().enumerate() {
        assert_eq!(odious(&nat(x as u64)), nat(expected), "odious({x})");
        if x < 10 {
            assert_eq!(g[1 << x], expected, "the row with a head at {x} alone");
        }
    }
}

#[test]
fn every_row_of_up_to_10_coins_has_the_value_of_the_rules() {
    let g = values_by_mex(10);
    for row in 0..1u32 << 10 {
        let turtles = game(row);
        assert_eq!(turtles.grundy().unwrap(), nat(g[row as usize]), "{turtles}");
        let outcome = Outcome::from_is_p(g[row as usize] == 0);
        assert_eq!(turtles.outcome(Convention::Normal).unwrap(), outcome);
    }
}

#[test]
fn every_move_to_each_value_is_listed_on_rows_of_up_to_8_coins() {
    let g = values_by_mex(8);
    for row in 0..1u32 << 8 {
        let turtles = game(row);
        for value in 0..32u64 {
            let mut expected: Vec<u32> = turns(row, 8)
                .into_iter()
                .filter(|&t| g[(row ^ t) as usize] == value)
                .collect();
            expected.sort_unstable();
            let listed = turtles.moves_to_value(&nat(value)).unwrap();
            let mut masks: Vec<u32> = listed.iter().map(mask).collect();
            assert!(listed.windows(2).all(|w| w[0] < w[1]), "{turtles}: order");
            masks.sort_unstable();
            assert_eq!(masks, expected, "{turtles} to {value}");
            for mv in &listed {
                turtles.check_move(mv).unwrap();
            }
        }
        let winning: Vec<u32> = (turtles.winning_moves(Convention::Normal).unwrap())
            .iter()
            .map(mask)
            .collect();
        assert!(winning.iter().all(|&t| g[(row ^ t) as usize] == 0));
        let legal = turtles.legal_moves(10_000).unwrap();
        assert_eq!(legal.len(), turns(row, 8).len(), "{turtles}: legal moves");
    }
}

#[test]
fn the_solver_on_the_word_rules_agrees_on_rows_of_up_to_9_coins() {
    let g = values_by_mex(9);
    let mut solver = Solver::new(TurtlesRules);
    for row in 0..1u32 << 9 {
        let value = solver.grundy(&heads(row)).unwrap().value();
        assert_eq!(value, g[row as usize], "{:?}", heads(row));
    }
}

#[test]
fn heads_beyond_2_to_the_64_are_valued_and_their_moves_found() {
    let big: Natural = "18446744073709551621".parse().unwrap(); // 2^64 + 5
    let row = Turtles::new(vec![nat(3), big.clone()]).unwrap();
    let x = &odious(&nat(3)) ^ &odious(&big);
    assert_eq!(row.grundy().unwrap(), x);
    // Every move to 0 turns the big head and leaves coins worth the rest's XOR; a turn of
    // three there would number about 2^63, so the value is chosen to need one of few.
    let moves = row.winning_moves(Convention::Normal).unwrap();
    assert!(!moves.is_empty());
    for mv in &moves {
        let change = mv.turned.iter().fold(Natural::ZERO, |v, c| &v ^ &odious(c));
        assert_eq!(change, x, "{mv}");
        row.check_move(mv).unwrap();
    }
    // The change 2^65 + 1 (evil, half 2^64) from the big head X = 2^64 + 5 is made by the
    // triples a, b = a ⊕ 2^64, X with b < X: b = 2^64 + 0..4, five moves, and none of head 3.
    let two_64: Natural = "18446744073709551616".parse().unwrap();
    let change = &(&two_64 * 2u64) + 1u64;
    let target = &(&x ^ &odious(&big)) ^ &change;
    let triples = row.moves_to_value(&target).unwrap();
    let expected: Vec<Vec<Natural>> = (0..5u64)
        .map(|a| vec![nat(a), &two_64 + a, big.clone()])
        .collect();
    let turned: Vec<Vec<Natural>> = triples.iter().map(|m| m.turned.clone()).collect();
    assert_eq!(turned, expected);
    // Far too many moves to list are refused, naming the limit.
    let far = Turtles::new(vec![big]).unwrap();
    let error = far.moves_to_value(&nat(3)).unwrap_err();
    assert_eq!(
        error.limit().map(|l| l.name()),
        Some("turtles_winning_moves")
    );
}

#[test]
fn a_sum_with_nim_takes_the_rows_value() {
    let sum: Expr = "turtles(0,3,4) + nim(5)".parse().unwrap();
    // 1 ⊕ 7 ⊕ 8 = 14, and 14 ⊕ 5 = 11.
    let analysis = sum.analyze(Convention::Normal).unwrap();
    assert_eq!(analysis.grundy, Some(nat(11)));
    assert!(!analysis.winning_moves.is_empty());
}
