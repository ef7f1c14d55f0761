//! The analysis of a sum: outcome, Grundy values and every winning move.
//!
//! Normal play (Sprague–Grundy): the sum's value is X = g_1 ⊕ … ⊕ g_n; it is P iff X = 0, and the
//! winning moves are the moves in a component i to an option of value g_i ⊕ X (that makes the
//! XOR 0; nothing else does). Misère play: see `misere`. Everything a component contributes comes
//! from its game, through [`ImpartialGame`] and [`Playable`].

use crate::text::{Lines, msg};
use crate::vocab::vocabulary;

use crate::engine::{Convention, Outcome};
use crate::error::{Error, Result, quote};
use crate::games::{ImpartialGame, Repeat, Summand};
use crate::num::Natural;

use super::{ComponentMove, Expr, misere, search};

/// Everything grundy says about a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
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

vocabulary! {
    /// How an [`Analysis`] was obtained (`method` of a sum).
    pub enum Method {
        /// Normal play, the XOR of the components' Grundy values (Sprague–Grundy theorem).
        SpragueGrundy = "sprague_grundy",
        /// One component decided by its game's own closed form (its Grundy value is not
        /// computed, or misère play of a game with its own misère rule).
        ClosedForm = "closed_form",
        /// Misère play on Nim, Bash and Lasker heaps and Staircase Nim's odd steps: Bouton's
        /// rule on the heap values.
        MisereBouton = "misere_bouton",
        /// Misère play by exhaustive search of the whole sum.
        MisereSearch = "misere_search",
        /// Misère play of octal heaps of one game, by the game's misère quotient.
        MisereQuotient = "misere_quotient",
    }
}

/// One component of the analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentAnalysis {
    /// The component in canonical notation.
    pub expr: String,
    /// Its Grundy value (normal play), or why it is not given.
    pub grundy: std::result::Result<Natural, Error>,
    /// Why its moves to the value a winning move of the sum needs are not listed, when they
    /// are not (a Wythoff P-position beyond the Grundy table is worth 0, but its options of a
    /// given non-zero value are not known): the sum's outcome and value stay exact, and its
    /// winning moves are those of the other components.
    pub moves_missing: Option<Error>,
}

/// A move of the sum: a move in one component. Among an analysis's winning moves it may stand
/// for a run of moves ([`Repeat`]): an octal heap of any size splits in ~n/p winning ways.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SumMove {
    /// The component moved in, counted from 0.
    pub component: usize,
    /// The move in that component (the first of its run, if it stands for one).
    pub kind: ComponentMove,
    /// In an analysis's winning moves: the rest of the run this move starts, when the moves
    /// are too many to list one by one; `None` for a move on its own.
    pub repeat: Option<Repeat>,
}

impl SumMove {
    /// The move `kind` in component `component`, on its own.
    pub fn new(component: usize, kind: ComponentMove) -> SumMove {
        SumMove {
            component,
            kind,
            repeat: None,
        }
    }

    /// How many moves this stands for: 1, or its run's count.
    pub fn count(&self) -> Natural {
        self.repeat
            .as_ref()
            .map_or(Natural::ONE, |repeat| repeat.count.clone())
    }
}

impl Analysis {
    /// The number of winning moves, runs counted move by move.
    pub fn winning_move_count(&self) -> Natural {
        self.winning_moves
            .iter()
            .fold(Natural::ZERO, |sum, mv| &sum + &mv.count())
    }
}

pub(super) fn analyze(
    expr: &Expr,
    convention: Convention,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Analysis> {
    let analysis = match convention {
        Convention::Normal => normal(expr),
        Convention::Misere => misere::analyze(expr, progress),
    }?;
    consistent(expr, analysis)
}

/// `analysis` if it does not contradict itself: N with a winning move (or a component whose
/// moves are missing, said so), P with none; in debug and test builds also each of its first
/// winning moves checked to leave a P-position by a fresh analysis (issue 31: a misère
/// quotient answered "N" with no winning move). A contradiction is an internal error: a panic
/// in debug and test builds, so that the tests' sweeps catch it, and in release an error
/// rather than a wrong answer.
fn consistent(expr: &Expr, analysis: Analysis) -> Result<Analysis> {
    let missing = analysis
        .components
        .iter()
        .any(|c| c.moves_missing.is_some());
    let contradiction = match analysis.outcome {
        Outcome::P if !analysis.winning_moves.is_empty() => {
            Some(msg!("error-internal-p-with-move"))
        }
        // (A misère position with no move at all is N: the player to move has won.)
        Outcome::N if analysis.winning_moves.is_empty() && !missing && !expr.is_terminal() => {
            Some(msg!("error-internal-n-without-move"))
        }
        _ => None,
    };
    #[cfg(debug_assertions)]
    let contradiction = contradiction.or_else(|| {
        // A search checked by itself proves nothing, and costs as much again.
        if analysis.method == Method::MisereSearch {
            return None;
        }
        analysis.winning_moves.iter().take(2).find_map(|mv| {
            let after = expr.apply(mv).ok()?;
            let outcome = after.analyze(analysis.convention).ok()?.outcome;
            (outcome == Outcome::N).then(|| {
                msg!(
                    "error-internal-move-leaves-n",
                    mv = format!("{mv:?}"),
                    after = after
                )
            })
        })
    });
    match contradiction {
        None => Ok(analysis),
        Some(what) => {
            let message = msg!(
                "error-internal-contradiction",
                expr = crate::error::quote(&expr.to_string()),
                what = what,
                method = format!("{:?}", analysis.method)
            );
            if cfg!(debug_assertions) {
                panic!("{}", message.render(crate::text::Lang::En));
            }
            Err(Error::unsupported(message))
        }
    }
}

fn normal(expr: &Expr) -> Result<Analysis> {
    let components = expr.components();
    let rows: Vec<ComponentAnalysis> = components
        .iter()
        .map(|component| ComponentAnalysis {
            expr: component.to_string(),
            grundy: component.grundy(),
            moves_missing: None,
        })
        .collect();
    if let Some(index) = rows.iter().position(|row| row.grundy.is_err()) {
        let why = rows[index]
            .grundy
            .clone()
            .err()
            .unwrap_or_else(|| Error::invalid(msg!("error-empty-sum")));
        if let [single] = components {
            // Alone, a game is decided by its own closed form when it has one.
            let outcome = single.outcome(Convention::Normal)?;
            let mut moves = single.winning_moves(Convention::Normal)?;
            moves.sort();
            return Ok(Analysis {
                convention: Convention::Normal,
                method: Method::ClosedForm,
                outcome,
                grundy: None,
                components: rows,
                winning_moves: moves
                    .into_iter()
                    .map(|kind| SumMove::new(0, kind))
                    .collect(),
            });
        }
        return Err(why.context(msg!(
            "error-component-value-missing",
            index = index,
            component = quote(&rows[index].expr)
        )));
    }
    let values: Vec<Natural> = rows.iter().filter_map(|r| r.grundy.clone().ok()).collect();
    let total = values.iter().fold(Natural::ZERO, |x, g| x ^ g);
    let mut winning_moves = Vec::new();
    let mut rows = rows;
    if !total.is_zero() {
        for (index, (component, value)) in components.iter().zip(&values).enumerate() {
            let target = value ^ &total;
            let mut moves = match component.move_runs_to_value(&target) {
                Ok(moves) => moves,
                Err(error) if error.is_too_large() && components.len() > 1 => {
                    rows[index].moves_missing = Some(error);
                    continue;
                }
                Err(error) => return Err(error),
            };
            moves.sort();
            winning_moves.extend(moves.into_iter().map(|(kind, repeat)| SumMove {
                component: index,
                kind,
                repeat,
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

pub(super) fn explain(expr: &Expr, analysis: &Analysis) -> Lines {
    let mut text = Lines::new();
    text.push(msg!(
        "sum-explain-head",
        expr = expr,
        convention = analysis.convention.msg()
    ));
    match analysis.method {
        Method::SpragueGrundy => {
            text.push(msg!("sum-explain-rule"));
            for (component, row) in expr.components().iter().zip(&analysis.components) {
                let value = row
                    .grundy
                    .as_ref()
                    .map(ToString::to_string)
                    .unwrap_or_default();
                text.push(msg!(
                    "sum-explain-component",
                    expr = &row.expr,
                    g = value,
                    method = component.value_method()
                ));
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
            text.push(msg!(
                "sum-explain-total",
                terms = values.join(" ⊕ "),
                x = total
            ));
            if analysis.outcome == Outcome::N {
                text.push(msg!("sum-explain-move-rule"));
            }
            for row in &analysis.components {
                if let Some(why) = &row.moves_missing {
                    text.push(msg!(
                        "sum-explain-moves-missing",
                        expr = &row.expr,
                        why = why.msg().clone()
                    ));
                }
            }
        }
        Method::ClosedForm => {
            let why = analysis
                .components
                .first()
                .and_then(|r| r.grundy.as_ref().err());
            if let Some(why) = why.filter(|_| analysis.convention == Convention::Normal) {
                text.push(msg!("sum-explain-no-value", why = why.msg().clone()));
            }
            text.push(msg!("sum-explain-closed-form"));
        }
        Method::MisereBouton => {
            text.push(msg!("sum-explain-misere-bouton"));
            // Every heap of value 0 is over: the SJ theorem's Anti-SG game, of which Bouton's
            // rule is then a case (docs/THEORY.md § 4.5).
            if expr.components().iter().all(Summand::zero_heaps_are_over) {
                text.push(msg!("sum-explain-misere-sj"));
            }
        }
        Method::MisereQuotient => text.extend(super::misere::explain_quotient(expr)),
        Method::MisereSearch => text.push(msg!(
            "sum-explain-misere-search",
            positions = search::SEARCH_POSITION_LIMIT,
            moves = search::SEARCH_WORK_LIMIT
        )),
    }
    let count = analysis.winning_move_count();
    text.push(msg!(
        "sum-explain-count",
        outcome = analysis.outcome.msg(),
        count = &count
    ));
    match analysis.winning_moves.first() {
        None => text.push(msg!("explain-why", why = expr.why_losing(analysis))),
        Some(_) => {
            for mv in analysis.winning_moves.iter().take(10) {
                text.push(msg!(
                    "explain-move",
                    notation = expr.move_notation(mv),
                    description = expr.describe_move(mv),
                    why = expr.why_winning(analysis, mv)
                ));
            }
            if analysis.winning_moves.len() > 10 {
                text.push(msg!(
                    "explain-more",
                    count = analysis.winning_moves.len() - 10
                ));
            }
        }
    }
    text
}
