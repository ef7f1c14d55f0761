//! The analysis of a sum: outcome, Grundy values and every winning move.
//!
//! Normal play (Sprague–Grundy): the sum's value is X = g_1 ⊕ … ⊕ g_n; it is P iff X = 0, and the
//! winning moves are the moves in a component i to an option of value g_i ⊕ X (that makes the
//! XOR 0; nothing else does). Misère play: Bouton's rule on the heap values of Nim and Bash
//! heaps, Wythoff's misère closed form for a single Wythoff component, else exhaustive search.

use std::fmt::{self, Write};

use crate::engine::{Convention, Outcome};
use crate::error::{Error, Result};
use crate::games::takeaway::TakeAway;
use crate::games::wythoff::Wythoff;
use crate::num::Natural;

use super::values::{Valued, valuate};
use super::{Component, Expr, misere, search};

/// Everything grundy says about a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The play convention analysed.
    pub convention: Convention,
    /// How the answer was obtained.
    pub method: Method,
    /// Who wins.
    pub outcome: Outcome,
    /// The Grundy value of the sum: `None` under misère play, or when a component's value is
    /// not computed (then the sum has one component and its own closed form decided).
    pub grundy: Option<Natural>,
    /// Each component, in the order written.
    pub components: Vec<ComponentAnalysis>,
    /// Every winning move, by component, then in the component's order.
    pub winning_moves: Vec<SumMove>,
}

/// How an [`Analysis`] was obtained.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Normal play, the XOR of the components' Grundy values (Sprague–Grundy theorem).
    SpragueGrundy,
    /// One component whose Grundy value is not computed: its own closed form gave the outcome
    /// and the winning moves.
    ClosedForm,
    /// Misère play on Nim and Bash heaps: Bouton's rule on the heap values.
    MisereBouton,
    /// Misère play by exhaustive search of the whole sum.
    MisereSearch,
}

/// One component of the analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentAnalysis {
    /// The component in canonical notation.
    pub expr: String,
    /// Its Grundy value (normal play), or why it is not given.
    pub grundy: std::result::Result<Natural, String>,
}

/// A move of the sum: a move in one component.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SumMove {
    /// The component moved in, counted from 0.
    pub component: usize,
    /// The move in that component.
    pub kind: ComponentMove,
}

/// A move within one component.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ComponentMove {
    /// Nim: heap `heap` (counted from 0) goes down to `to`.
    Nim {
        /// Which heap of the component.
        heap: usize,
        /// Its size after the move.
        to: Natural,
    },
    /// A one-heap game (Bash, take-away, subtraction): take `take`, leaving `to`.
    Take {
        /// Tokens taken.
        take: Natural,
        /// Tokens left.
        to: Natural,
    },
    /// Wythoff's game: the heaps after the move, in the order written.
    Wythoff {
        /// The two heaps left.
        to: [Natural; 2],
    },
    /// An octal (or hexadecimal) game: remove `take` tokens, leaving the heaps `leaves` (0 to 3
    /// of them, ascending).
    Octal {
        /// Tokens removed.
        take: u64,
        /// The non-empty heaps left.
        leaves: Vec<u64>,
    },
}

impl fmt::Display for ComponentMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ComponentMove::Nim { heap, to } => write!(f, "heap {heap} -> {to}"),
            ComponentMove::Take { take, to } => write!(f, "take {take} -> {to}"),
            ComponentMove::Wythoff { to: [a, b] } => write!(f, "-> ({a}, {b})"),
            ComponentMove::Octal { take, leaves } => {
                let parts: Vec<String> = leaves.iter().map(u64::to_string).collect();
                write!(f, "take {take} -> ({})", parts.join(", "))
            }
        }
    }
}

pub(super) fn analyze(expr: &Expr, convention: Convention) -> Result<Analysis> {
    match convention {
        Convention::Normal => normal(expr),
        Convention::Misere => misere::analyze(expr),
    }
}

fn normal(expr: &Expr) -> Result<Analysis> {
    let components = expr.components();
    let mut valued = Vec::with_capacity(components.len());
    let mut rows = Vec::with_capacity(components.len());
    for component in components {
        let value = valuate(component);
        rows.push(ComponentAnalysis {
            expr: component.to_string(),
            grundy: value.as_ref().map(Valued::value).map_err(Clone::clone),
        });
        valued.push(value);
    }
    if let Some(index) = valued.iter().position(|v| v.is_err()) {
        let why = rows[index].grundy.clone().err().unwrap_or_default();
        if let [single] = components {
            let (outcome, moves) = single_closed_form(single, &why)?;
            return Ok(Analysis {
                convention: Convention::Normal,
                method: Method::ClosedForm,
                outcome,
                grundy: None,
                components: rows,
                winning_moves: moves
                    .into_iter()
                    .map(|kind| SumMove { component: 0, kind })
                    .collect(),
            });
        }
        return Err(Error::unsupported(format!(
            "the Grundy value of component {index} '{}' is not computed, so the sum's is not \
             either: {why}",
            rows[index].expr
        )));
    }
    let valued: Vec<Valued> = valued.into_iter().flatten().collect();
    let values: Vec<Natural> = rows.iter().filter_map(|r| r.grundy.clone().ok()).collect();
    let total = values.iter().fold(Natural::ZERO, |x, g| x ^ g);
    let mut winning_moves = Vec::new();
    if !total.is_zero() {
        for (index, (component, value)) in valued.iter().zip(&values).enumerate() {
            let target = value ^ &total;
            winning_moves.extend(component.moves_to(&target).into_iter().map(|kind| SumMove {
                component: index,
                kind,
            }));
        }
    }
    Ok(Analysis {
        convention: Convention::Normal,
        method: Method::SpragueGrundy,
        outcome: Outcome::from_is_p(total.is_zero()),
        grundy: Some(total),
        components: rows,
        winning_moves,
    })
}

/// A lone component without a computed Grundy value: its game's own closed form, if it has one.
fn single_closed_form(component: &Component, why: &str) -> Result<(Outcome, Vec<ComponentMove>)> {
    match component {
        Component::Wythoff(a, b) => {
            let game = Wythoff::new(a.clone(), b.clone(), Convention::Normal);
            let mut moves: Vec<ComponentMove> = game
                .winning_moves()
                .into_iter()
                .map(|to| ComponentMove::Wythoff { to })
                .collect();
            moves.sort();
            Ok((game.outcome(), moves))
        }
        Component::TakeAway { heap, k, cap } => {
            let game = TakeAway::new(heap.clone(), *k, cap.clone())?;
            let moves = game
                .winning_moves()?
                .into_iter()
                .map(|m| ComponentMove::Take {
                    take: m.take,
                    to: m.to,
                })
                .collect();
            Ok((game.outcome(), moves))
        }
        _ => Err(Error::unsupported(format!("'{component}': {why}"))),
    }
}

pub(super) fn explain(expr: &Expr, analysis: &Analysis) -> String {
    let mut text = String::new();
    let _ = writeln!(text, "The sum {expr}, {} play.", analysis.convention.name());
    match analysis.method {
        Method::SpragueGrundy => {
            let _ = writeln!(
                text,
                "Sprague–Grundy: the value of a sum is the XOR of its components' values; it is P \
                 iff the XOR is 0."
            );
            for (component, row) in expr.components().iter().zip(&analysis.components) {
                let value = row
                    .grundy
                    .as_ref()
                    .map(ToString::to_string)
                    .unwrap_or_default();
                let _ = writeln!(text, "  {}: g = {value}, {}", row.expr, how(component));
            }
            let values: Vec<String> = analysis
                .components
                .iter()
                .filter_map(|r| r.grundy.as_ref().ok().map(ToString::to_string))
                .collect();
            let total = analysis
                .grundy
                .as_ref()
                .map(ToString::to_string)
                .unwrap_or_default();
            let _ = writeln!(text, "X = {} = {total}.", values.join(" ⊕ "));
            if analysis.outcome == Outcome::N {
                let _ = writeln!(
                    text,
                    "A winning move changes one component of value g to a position of value g ⊕ X, \
                     making the XOR 0."
                );
            }
        }
        Method::ClosedForm => {
            let why = analysis
                .components
                .first()
                .and_then(|r| r.grundy.as_ref().err());
            if let Some(why) = why.filter(|_| analysis.convention == Convention::Normal) {
                let _ = writeln!(text, "The Grundy value is not computed ({why}).");
            }
            let _ = writeln!(
                text,
                "A single component: its game's closed form gives the outcome and moves."
            );
        }
        Method::MisereBouton => {
            let _ = writeln!(
                text,
                "Misère play on Nim and Bash heaps (each heap worth h, or h mod (m+1)): while some \
                 heap is worth 2 or more, P iff the XOR of the values is 0; when every heap is \
                 worth at most 1, P iff an odd number are worth 1 (Bouton)."
            );
        }
        Method::MisereSearch => {
            let _ = writeln!(
                text,
                "Misère play has no rule for this sum; every position of the whole sum was \
                 searched (at most {} positions).",
                search::MISERE_POSITION_LIMIT
            );
        }
    }
    let _ = writeln!(
        text,
        "{}-position: {} winning move(s).",
        analysis.outcome,
        analysis.winning_moves.len()
    );
    text
}

fn how(component: &Component) -> &'static str {
    match component {
        Component::Nim(_) => "the XOR of the heaps (Bouton)",
        Component::Bash { .. } => "h mod (m+1)",
        Component::Wythoff(a, b) if a.is_zero() || b.is_zero() => "a single heap",
        Component::Wythoff(..) => {
            "from the table of smaller positions (no closed form; OEIS A004481)"
        }
        Component::TakeAway { .. } => "by exact search over the positions (n', r') below it",
        Component::Subtraction { .. } => "from the set's Grundy sequence",
        Component::Octal { .. } => "from the code's Grundy sequence (two heaps are worth the XOR)",
    }
}
