//! Mock Turtles' moves to one value, from each head alone (docs/THEORY.md § 16.3): the head
//! turned alone, with the one coin whose odious number is needed, or with each pair a < b
//! whose halves XOR to what is needed, counted before they are listed.

use super::{TurtlesMove, is_evil, odious};
use crate::num::Natural;

/// 2^`bits`.
pub(super) fn power_of_two(bits: usize) -> Natural {
    let mut bytes = vec![0u8; bits / 8 + 1];
    bytes[bits / 8] = 1 << (bits % 8);
    Natural::from_le_bytes(&bytes)
}

/// The moves of one head `x` to a given change of value.
pub(super) struct HeadMoves {
    x: Natural,
    kind: HeadMoveKind,
}

enum HeadMoveKind {
    /// Turn x alone.
    Alone,
    /// Turn a and x.
    Pair(Natural),
    /// Turn a, b = a ⊕ `xor` and x, for every b < x with bit `bit` set.
    Triples { xor: Natural, bit: usize },
}

impl HeadMoves {
    /// The moves of head `x` that change the row's value by `change` (non-zero).
    pub(super) fn new(x: &Natural, change: &Natural) -> Option<HeadMoves> {
        let rest = change ^ &odious(x);
        let kind = if rest.is_zero() {
            HeadMoveKind::Alone
        } else if !is_evil(&rest) {
            // An odious number is odious(⌊r/2⌋).
            let a = &rest / 2u64;
            if a >= *x {
                return None;
            }
            HeadMoveKind::Pair(a)
        } else {
            // odious(a) ⊕ odious(b) = 2(a ⊕ b) + (1 iff a ⊕ b is odious): evil, and any evil r
            // is reached by exactly the pairs with a ⊕ b = ⌊r/2⌋.
            let xor = &rest / 2u64;
            let bit = xor.bit_len() - 1;
            HeadMoveKind::Triples { xor, bit }
        };
        Some(HeadMoves { x: x.clone(), kind })
    }

    /// How many moves: 1, or the number of b < x with bit `bit` set.
    pub(super) fn count(&self) -> Natural {
        match &self.kind {
            HeadMoveKind::Alone | HeadMoveKind::Pair(_) => Natural::ONE,
            HeadMoveKind::Triples { bit, .. } => {
                let half = power_of_two(*bit);
                let period = &half * 2u64;
                let whole = &(&self.x / &period) * &half;
                let part = (&self.x % &period).checked_sub(&half);
                whole + part.unwrap_or(Natural::ZERO)
            }
        }
    }

    /// Every move, ascending.
    pub(super) fn moves(&self) -> Vec<TurtlesMove> {
        let x = self.x.clone();
        match &self.kind {
            HeadMoveKind::Alone => vec![TurtlesMove { turned: vec![x] }],
            HeadMoveKind::Pair(a) => vec![TurtlesMove {
                turned: vec![a.clone(), x],
            }],
            HeadMoveKind::Triples { xor, bit } => {
                let half = power_of_two(*bit);
                let period = &half * 2u64;
                let mut moves = Vec::new();
                let mut start = half.clone();
                while start < x {
                    let end = (&start + &half).min(x.clone());
                    let mut b = start.clone();
                    while b < end {
                        let a = &b ^ xor;
                        moves.push(TurtlesMove {
                            turned: vec![a, b.clone(), x.clone()],
                        });
                        b = &b + 1u64;
                    }
                    start = &start + &period;
                }
                moves.sort();
                moves
            }
        }
    }
}
