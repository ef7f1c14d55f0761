//! The Sprague–Grundy engine: the [`Game`] trait, [`mex`], [`Nimber`], the memoised
//! [`Solver`], and sums of games.
//!
//! The solver is the brute-force oracle of the test suite: every closed form in
//! [`games`](crate::games) is checked against it on all small positions.

mod nimber;
mod solver;
mod sum;

pub use nimber::{Nimber, mex};
pub use solver::Solver;
pub use sum::{Sum, grundy_of_sum};

use std::fmt;
use std::hash::Hash;

/// An impartial game: a set of positions, each with the same options for both players.
///
/// A game value (its rules, such as a Bash game's `m`) implements this trait; its positions are
/// plain values. Positions must have finitely many options and every play must end.
pub trait Game {
    /// A position of the game.
    type Position: Clone + Eq + Hash;

    /// Pushes every option (position reachable in one move) of `position` onto `out`.
    fn options(&self, position: &Self::Position, out: &mut Vec<Self::Position>);
}

/// Who wins with perfect play, seen from the player about to move. In JSON: `"P"` or `"N"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Outcome {
    /// The previous player wins: the player to move loses.
    P,
    /// The next player wins: the player to move has a winning move.
    N,
}

impl Outcome {
    /// `"P"` or `"N"`.
    pub fn as_str(&self) -> &'static str {
        match self {
            Outcome::P => "P",
            Outcome::N => "N",
        }
    }

    /// P when `is_p`, else N.
    pub fn from_is_p(is_p: bool) -> Outcome {
        if is_p { Outcome::P } else { Outcome::N }
    }

    /// Whether this is a P-position.
    pub fn is_p(&self) -> bool {
        *self == Outcome::P
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The play convention: who wins when no move is left. In JSON: `"normal"` or `"misere"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Convention {
    /// Normal play: the player who cannot move loses (whoever takes the last token wins).
    #[default]
    Normal,
    /// Misère play: the player who cannot move wins (whoever takes the last token loses).
    Misere,
}

impl Convention {
    /// `Misere` when `misere` is true, else `Normal`.
    pub fn from_misere(misere: bool) -> Convention {
        if misere {
            Convention::Misere
        } else {
            Convention::Normal
        }
    }

    /// `"normal"` or `"misère"`.
    pub fn name(&self) -> &'static str {
        match self {
            Convention::Normal => "normal",
            Convention::Misere => "misère",
        }
    }

    /// `"normal"` or `"misere"`, for machine-readable output.
    pub fn name_ascii(&self) -> &'static str {
        match self {
            Convention::Normal => "normal",
            Convention::Misere => "misere",
        }
    }
}

impl Convention {
    /// The convention in words ("normal", "misère").
    pub fn msg(self) -> crate::text::Msg {
        match self {
            Convention::Normal => crate::text::msg!("convention-normal"),
            Convention::Misere => crate::text::msg!("convention-misere"),
        }
    }
}

impl Outcome {
    /// The outcome in words ("P-position", "N-position").
    pub fn msg(self) -> crate::text::Msg {
        match self {
            Outcome::P => crate::text::msg!("outcome-p"),
            Outcome::N => crate::text::msg!("outcome-n"),
        }
    }
}
