//! Game expressions: sums of games written as text, such as
//! `nim(3,4,5) + bash(10,max=3) + wythoff(3,5)`, read once here for the CLI, batch input and
//! any later front end, and analysed by the Sprague–Grundy theorem.
//!
//! - [`Expr`] parses with [`FromStr`] (errors carry the byte column, [`Error::column`]) and
//!   prints with [`Display`](fmt::Display) in a canonical form that parses back to an equal
//!   value.
//! - [`Component`] is one game of the sum: any of the [games](crate::games), whose own
//!   notation ([`Notation`](crate::games::Notation)) reads it from a [`Call`].
//! - [`Expr::analyze`] gives the outcome, the Grundy value of the sum and of each component, and
//!   every winning move of the sum ([`Analysis`]).
//! - [`Expr::apply`], [`Expr::parse_move`], [`Expr::hint`] and their kin play a position move by
//!   move.
//!
//! Normal play: the value of a sum is the XOR X of its components' values, and the winning moves
//! are the moves, in any component i of value g_i, to an option of value g_i ⊕ X. Misère play is
//! answered only where the answer is exact: sums of Nim, Bash and Lasker heaps and staircases
//! (Bouton's rule on the heap values), a game with its own misère rule alone (Wythoff), and sums small
//! enough to search whole.
//!
//! ```
//! use grundy::engine::{Convention, Outcome};
//! use grundy::expr::Expr;
//!
//! let sum: Expr = "nim(3,4,5) + bash(10, max=3) + kayles(8)".parse()?;
//! assert_eq!(sum.to_string(), "nim(3,4,5) + bash(10,max=3) + kayles(8)");
//! let analysis = sum.analyze(Convention::Normal)?;
//! assert_eq!(analysis.outcome, Outcome::N);
//! // g = 2 ⊕ 2 ⊕ 1 (Kayles: g(8) = 1).
//! assert_eq!(analysis.grundy.as_ref().and_then(|g| g.to_u64()), Some(1));
//! for mv in &analysis.winning_moves {
//!     let after = sum.apply(mv)?;
//!     assert_eq!(after.analyze(Convention::Normal)?.outcome, Outcome::P);
//! }
//! let error = "nim(3,4,x)".parse::<Expr>().unwrap_err();
//! assert_eq!(error.column(), Some(9));
//! # Ok::<(), grundy::Error>(())
//! ```

mod analysis;
mod misere;
mod play;
mod search;

#[cfg(test)]
mod tests;

use std::fmt;
use std::str::FromStr;

pub use crate::notation::{Atom, Call};
pub use analysis::{Analysis, ComponentAnalysis, Method, SumMove};
pub use play::Hint;
pub use search::{COMPONENT_POSITION_LIMIT, SEARCH_POSITION_LIMIT, SEARCH_WORK_LIMIT};

pub use crate::games::{Component, ComponentMove};

use crate::engine::Convention;
use crate::error::{Error, Result};

/// A disjunctive sum of games: a move is made in exactly one component.
///
/// ```
/// use grundy::engine::{Convention, Outcome};
/// use grundy::expr::Expr;
///
/// let position: Expr = "nim(1,2) + wythoff(3,5)".parse()?;
/// let analysis = position.analyze(Convention::Normal)?;
/// assert_eq!(analysis.outcome, Outcome::N); // 3 ⊕ 0 = 3
/// let mv = position.parse_move("0: 1 -> 1")?; // heap 1 of game 0 down to 1
/// let after = position.apply(&mv)?;
/// assert_eq!(after.to_string(), "nim(1,1) + wythoff(3,5)");
/// assert!(after.analyze(Convention::Normal)?.outcome.is_p());
/// let hint = position.hint(Convention::Normal)?;
/// assert_eq!(hint.winning_move, Some(mv));
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expr {
    components: Vec<Component>,
}

impl Expr {
    /// The sum of `components`; there must be at least one.
    pub fn new(components: Vec<Component>) -> Result<Expr> {
        if components.is_empty() {
            return Err(Error::invalid(crate::text::msg!("error-empty-sum")));
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
    /// the limit, which [`Error::limit`] carries) in a sum of two or more; under misère play, a
    /// sum for which grundy has no exact method (the message says why).
    pub fn analyze(&self, convention: Convention) -> Result<Analysis> {
        analysis::analyze(self, convention, &mut |_, _| {})
    }

    /// [`Expr::analyze`], telling `progress` (positions done, positions in all) how far an
    /// exhaustive search of the whole sum has gone, for a progress bar. Other methods are
    /// immediate and never call it.
    pub fn analyze_observed(
        &self,
        convention: Convention,
        progress: &mut dyn FnMut(u64, u64),
    ) -> Result<Analysis> {
        analysis::analyze(self, convention, progress)
    }

    /// The reasoning behind `analysis` (which must be this expression's), in the theory's terms.
    pub fn explain(&self, analysis: &Analysis) -> crate::text::Lines {
        analysis::explain(self, analysis)
    }
}

impl FromStr for Expr {
    type Err = Error;

    /// Reads a sum such as `nim(3,4,5) + bash(10, max=3)`; see the [module](self) docs. Errors
    /// carry the column of the offending token.
    fn from_str(text: &str) -> Result<Expr> {
        let components = crate::notation::parse_sum(
            text,
            &mut crate::notation::Reader {
                read: &mut Component::from_call,
                examples: &Component::examples_line,
            },
        )?;
        Ok(Expr { components })
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
