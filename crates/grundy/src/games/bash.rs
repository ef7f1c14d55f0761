//! Bash's game: one heap of `n`; a move takes 1 to `m` tokens.
//!
//! Normal play: P iff n ≡ 0 (mod m+1), and g(n) = n mod (m+1). Misère play (the last take
//! loses): P iff n ≡ 1 (mod m+1). Both by induction on n: the multiples (resp. the residues 1)
//! are exactly m+1 apart, and every other heap reaches one in a single move of 1..m.

use std::fmt::Write;

use super::TakeMove;
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, Result};
use crate::num::Natural;

/// A position of Bash's game: a heap, the most a move may take, and the play convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bash {
    heap: Natural,
    max_take: Natural,
    convention: Convention,
}

impl Bash {
    /// A heap of `heap` tokens where a move takes 1 to `max_take`; `max_take` must be positive.
    pub fn new(heap: Natural, max_take: Natural, convention: Convention) -> Result<Bash> {
        if max_take.is_zero() {
            return Err(Error::invalid(
                "invalid maximum take m = 0: a move must be able to take at least one token; \
                 expected m >= 1",
            ));
        }
        Ok(Bash {
            heap,
            max_take,
            convention,
        })
    }

    /// The heap size n.
    pub fn heap(&self) -> &Natural {
        &self.heap
    }

    /// The most one move may take, m.
    pub fn max_take(&self) -> &Natural {
        &self.max_take
    }

    /// The play convention.
    pub fn convention(&self) -> Convention {
        self.convention
    }

    fn period(&self) -> Natural {
        &self.max_take + 1
    }

    /// n mod (m+1).
    fn residue(&self) -> Natural {
        &self.heap % &self.period()
    }

    /// Who wins.
    pub fn outcome(&self) -> Outcome {
        let losing_residue = match self.convention {
            Convention::Normal => Natural::ZERO,
            Convention::Misere => Natural::ONE,
        };
        Outcome::from_is_p(self.residue() == losing_residue)
    }

    /// The Grundy value n mod (m+1) under normal play; `None` under misère play, where values
    /// do not add up by the Sprague–Grundy theorem.
    pub fn grundy(&self) -> Option<Natural> {
        match self.convention {
            Convention::Normal => Some(self.residue()),
            Convention::Misere => None,
        }
    }

    /// Every winning move (there is at most one: the take that leaves a losing residue).
    pub fn winning_moves(&self) -> Vec<TakeMove> {
        if self.outcome() == Outcome::P || self.heap.is_zero() {
            return Vec::new();
        }
        let take = match self.convention {
            Convention::Normal => self.residue(),
            // n ≥ 1 and n ≢ 1: take (n-1) mod (m+1), which is in 1..=m and at most n-1.
            Convention::Misere => &self.heap.sub_or_panic(&Natural::ONE) % &self.period(),
        };
        let to = self.heap.sub_or_panic(&take);
        vec![TakeMove { take, to }]
    }

    /// The reasoning, step by step.
    pub fn explain(&self) -> String {
        let (n, m, p) = (&self.heap, &self.max_take, self.period());
        let r = self.residue();
        let mut text = String::new();
        let _ = writeln!(
            text,
            "Bash's game, {} play: a heap of {n}, each move takes 1 to {m}.",
            self.convention.name()
        );
        match self.convention {
            Convention::Normal => {
                let _ = writeln!(
                    text,
                    "The losing heaps are the multiples of m+1 = {p}: from one, every move of \
                     1..{m} leaves a non-multiple, and from a non-multiple the take n mod {p} \
                     restores a multiple."
                );
                let _ = writeln!(text, "{n} mod {p} = {r}, so g({n}) = {r}.");
            }
            Convention::Misere => {
                let _ = writeln!(
                    text,
                    "Under misère play the last take loses, so the losing heaps are those \
                     ≡ 1 (mod {p}): leave your opponent exactly 1 token at the end."
                );
                let _ = writeln!(text, "{n} mod {p} = {r}.");
            }
        }
        match self.winning_moves().first() {
            Some(mv) => {
                let _ = writeln!(
                    text,
                    "N-position: take {} to leave {}, a losing heap.",
                    mv.take, mv.to
                );
            }
            None if self.outcome() == Outcome::N => {
                let _ = writeln!(
                    text,
                    "N-position without a move: the heap is empty, and under misère play the \
                     player who cannot move wins."
                );
            }
            None => {
                let _ = writeln!(
                    text,
                    "P-position: every move leaves a winning heap for the opponent."
                );
            }
        }
        text
    }
}

/// The rules of Bash's game with maximum take `m`, for exhaustive search (positions are heaps).
#[derive(Clone, Copy, Debug)]
pub struct BashRules {
    /// The most one move may take.
    pub max_take: u64,
}

impl Game for BashRules {
    type Position = u64;

    fn options(&self, heap: &u64, out: &mut Vec<u64>) {
        out.extend((1..=self.max_take.min(*heap)).map(|t| heap - t));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;

    fn bash(n: u64, m: u64, convention: Convention) -> Bash {
        Bash::new(Natural::from(n), Natural::from(m), convention).unwrap()
    }

    #[test]
    fn closed_form_matches_brute_force() {
        for m in 1..=8u64 {
            let mut solver = Solver::new(BashRules { max_take: m });
            for n in 0..=60u64 {
                for convention in [Convention::Normal, Convention::Misere] {
                    let game = bash(n, m, convention);
                    assert_eq!(
                        game.outcome(),
                        solver.outcome(&n, convention).unwrap(),
                        "n={n} m={m} {convention:?}"
                    );
                    let expected: Vec<Natural> = solver
                        .winning_moves(&n, convention)
                        .unwrap()
                        .into_iter()
                        .map(Natural::from)
                        .collect();
                    let got: Vec<Natural> =
                        game.winning_moves().into_iter().map(|mv| mv.to).collect();
                    assert_eq!(got, expected, "n={n} m={m} {convention:?}");
                }
                let g = bash(n, m, Convention::Normal).grundy().unwrap();
                assert_eq!(g, Natural::from(solver.grundy(&n).unwrap().value()));
            }
        }
    }

    #[test]
    fn m_zero_is_refused() {
        let err = Bash::new(Natural::from(5u64), Natural::ZERO, Convention::Normal).unwrap_err();
        assert!(err.message().contains("m >= 1"));
    }

    #[test]
    fn huge_heaps_are_exact() {
        let n: Natural = "100000000000000000000000000000000000000001"
            .parse()
            .unwrap();
        let game = Bash::new(n, Natural::from(9u64), Convention::Normal).unwrap();
        assert_eq!(game.outcome(), Outcome::N);
        assert_eq!(game.winning_moves()[0].take, Natural::from(1u64));
        let misere = Bash::new(game.heap().clone(), Natural::from(9u64), Convention::Misere);
        assert_eq!(misere.unwrap().outcome(), Outcome::P);
    }
}
