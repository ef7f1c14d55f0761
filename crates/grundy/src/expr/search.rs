//! Exhaustive search of a whole sum: the rules of every component over one position type, so
//! the engine's [`Solver`] can decide sums no rule covers (misère play) and check the analysis.
//!
//! Each component's options come from its game's own brute-force rules over machine words
//! ([`Playable::search`]), not from the analysis.

use crate::engine::{Convention, Game, Outcome, Solver};
use crate::error::{Error, Result};
use crate::games::{Playable, WordRules};
use crate::num::Natural;

use super::{Expr, SumMove};

/// The most positions the misère search of a whole sum may store.
pub const MISERE_POSITION_LIMIT: usize = 2_000_000;

/// A sum of components of different games, each over word positions.
pub(super) struct SumGame {
    rules: Vec<Box<dyn WordRules>>,
}

impl Game for SumGame {
    type Position = Vec<Vec<u64>>;

    fn options(&self, position: &Vec<Vec<u64>>, out: &mut Vec<Vec<Vec<u64>>>) {
        let mut parts = Vec::new();
        for (index, (rules, part)) in self.rules.iter().zip(position).enumerate() {
            parts.clear();
            rules.options(part, &mut parts);
            for option in parts.drain(..) {
                let mut next = position.clone();
                next[index] = option;
                out.push(next);
            }
        }
    }
}

/// The search game of `expr`, its starting position and a bound on its positions; an error if
/// a number exceeds a word.
pub(super) fn sum_game(expr: &Expr) -> Result<(SumGame, Vec<Vec<u64>>, u64)> {
    let mut rules = Vec::new();
    let mut start = Vec::new();
    let mut bound = 1u64;
    for component in expr.components() {
        let search = component
            .search()
            .map_err(|e| e.context(format!("'{component}'")))?;
        bound = bound.saturating_mul(search.bound());
        rules.push(search.rules);
        start.push(search.start);
    }
    Ok((SumGame { rules }, start, bound))
}

/// Every move of the whole sum from its start, with the position it leaves.
fn root_moves(
    expr: &Expr,
    start: &[Vec<u64>],
    limit: usize,
) -> Result<Vec<(SumMove, Vec<Vec<u64>>)>> {
    let mut moves = Vec::new();
    for (component, game) in expr.components().iter().enumerate() {
        for kind in game.legal_moves(limit)? {
            let mut next = start.to_vec();
            next[component] = game.search_option(&kind);
            moves.push((SumMove { component, kind }, next));
        }
    }
    Ok(moves)
}

/// Outcome and every winning move under `convention`, by searching the whole sum.
pub(super) fn solve(
    expr: &Expr,
    convention: Convention,
    limit: usize,
) -> Result<(Outcome, Vec<SumMove>)> {
    let (game, start, bound) = sum_game(expr)?;
    // The solver counts positions as it stores them, but its stack grows first: refuse up front
    // anything whose position count may exceed the limit (this also bounds the search's depth).
    if bound > limit as u64 {
        return Err(Error::too_large(
            "search_positions",
            limit as u64,
            Some(Natural::from(bound)),
            format!(
                "the whole sum may have {} positions, more than the {limit} exhaustive search \
                 allows",
                if bound == u64::MAX {
                    "2^64 or more".to_string()
                } else {
                    bound.to_string()
                }
            ),
        ));
    }
    let moves = root_moves(expr, &start, limit)?;
    let mut solver = Solver::with_position_limit(game, limit);
    let outcome = solver.outcome(&start, convention)?;
    let mut winning = Vec::new();
    for (mv, next) in moves {
        if solver.outcome(&next, convention)? == Outcome::P {
            winning.push(mv);
        }
    }
    winning.sort();
    Ok((outcome, winning))
}

/// Misère play by exhaustive search, within [`MISERE_POSITION_LIMIT`] positions.
pub(super) fn misere(expr: &Expr) -> Result<(Outcome, Vec<SumMove>)> {
    solve(expr, Convention::Misere, MISERE_POSITION_LIMIT)
}
