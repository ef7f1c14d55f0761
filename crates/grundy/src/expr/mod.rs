//! Game expressions: sums of games written as text, such as
//! `nim(3,4,5) + bash(10,max=3) + wythoff(3,5)`, read once here for the CLI, batch input and
//! any later front end, and analysed by the Sprague–Grundy theorem.
//!
//! - [`Expr`] parses with [`FromStr`] (errors carry the byte column, [`ParseError`]) and prints
//!   with [`Display`](fmt::Display) in a canonical form that parses back to an equal value.
//! - [`Component`] is one game of the sum.
//! - [`Expr::analyze`] gives the outcome, the Grundy value of the sum and of each component, and
//!   every winning move of the sum ([`Analysis`]).
//! - [`Expr::apply`], [`Expr::parse_move`] and their kin play a position move by move.
//!
//! Normal play: the value of a sum is the XOR X of its components' values, and the winning moves
//! are the moves, in any component i of value g_i, to an option of value g_i ⊕ X. Misère play is
//! answered only where the answer is exact: sums of Nim and Bash heaps (Bouton's rule on the heap
//! values), a single Wythoff position (its closed form), and sums small enough to search whole.

mod analysis;
mod arguments;
mod component;
mod misere;
mod play;
mod search;
mod syntax;
mod values;

#[cfg(test)]
mod tests;

use std::fmt;
use std::str::FromStr;

pub use analysis::{Analysis, ComponentAnalysis, ComponentMove, Method, SumMove};
pub use component::Component;
pub use search::MISERE_POSITION_LIMIT;
pub use syntax::ParseError;
pub use values::TAKEAWAY_GRUNDY_LIMIT;

use crate::engine::Convention;
use crate::error::{Error, Result};

/// A disjunctive sum of games: a move is made in exactly one component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expr {
    components: Vec<Component>,
}

impl Expr {
    /// The sum of `components`; there must be at least one.
    pub fn new(components: Vec<Component>) -> Result<Expr> {
        if components.is_empty() {
            return Err(Error::invalid("an expression needs at least one component"));
        }
        Ok(Expr { components })
    }

    /// The components, in the order written.
    pub fn components(&self) -> &[Component] {
        &self.components
    }

    /// Who wins, the Grundy values and every winning move under `convention`.
    ///
    /// Errors: a component whose value cannot be computed (the message names the component and
    /// the limit) in a sum of two or more; under misère play, a sum for which grundy has no exact
    /// method (the message says why).
    pub fn analyze(&self, convention: Convention) -> Result<Analysis> {
        analysis::analyze(self, convention)
    }

    /// The reasoning behind `analysis` (which must be this expression's), in the theory's terms.
    pub fn explain(&self, analysis: &Analysis) -> String {
        analysis::explain(self, analysis)
    }
}

impl FromStr for Expr {
    type Err = ParseError;

    /// Reads a sum such as `nim(3,4,5) + bash(10, max=3)`; see the [module](self) docs.
    fn from_str(text: &str) -> std::result::Result<Expr, ParseError> {
        syntax::parse(text)
    }
}

impl fmt::Display for Expr {
    /// The canonical form: components joined by `" + "`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, component) in self.components.iter().enumerate() {
            if index > 0 {
                f.write_str(" + ")?;
            }
            write!(f, "{component}")?;
        }
        Ok(())
    }
}
