//! The notation games are written in: `name(arguments)` calls joined by `+`, such as
//! `nim(3,4,5) + bash(10,max=3)`. This module knows the grammar and nothing of the games: each
//! game reads its own arguments from a [`Call`] ([`Notation`](crate::games::Notation)), and
//! [`Expr`](crate::expr::Expr) puts the games of a sum together. Keeping the grammar below
//! both is what lets `games` be written without `expr`.
//!
//! Every error names the 1-based byte column where the offending token starts.

mod call;
mod syntax;

pub use call::{Atom, Call};

use crate::error::Result;

/// How the calls of an expression become values: `read` turns one call into a game, and
/// `examples` lists the games' notation for the messages of a syntax error.
pub struct Reader<'r, T> {
    /// Reads one call `name(arguments)`.
    pub read: &'r mut dyn FnMut(&Call<'_>) -> Result<T>,
    /// Examples of every game's notation: "nim(3,4,5), bash(10,max=3), …".
    pub examples: &'r dyn Fn() -> String,
}

/// The calls of `text`, a sum `call + call + …`, each read by `reader`, in the order written.
pub fn parse_sum<T>(text: &str, reader: &mut Reader<'_, T>) -> Result<Vec<T>> {
    syntax::parse(text, reader)
}
