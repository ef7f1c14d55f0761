//! The games, one module per family. Each gives the outcome, the Grundy value where it is
//! defined and computable, every winning move, and an explanation in the theory's terms.
//!
//! Each module also has a small [`Game`](crate::engine::Game) implementation of the same rules
//! (the brute-force oracle) so the tests can compare the closed form with exhaustive search.

pub mod bash;
pub mod grundys_game;
pub mod nim;
pub mod octal;
pub mod subtraction;
pub mod takeaway;
pub mod wythoff;

use crate::num::Natural;

/// A move in a one-heap game: take `take` tokens, leaving `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TakeMove {
    /// How many tokens are taken.
    pub take: Natural,
    /// How many tokens are left.
    pub to: Natural,
}
