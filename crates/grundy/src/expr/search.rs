//! Exhaustive search of a whole sum, for the sums no rule covers (misère play) and as the
//! oracle of the tests.
//!
//! Each component's options come from its game's own brute-force rules over machine words
//! ([`Playable::search`]), not from the analysis. The search does not hash positions of the
//! sum: each component's reachable positions are numbered once, so that every option has a
//! smaller number than its position (a post-order of the game's tree, which is acyclic); a
//! position of the sum is then one mixed-radix number, any option of it a smaller number, and
//! one pass over 0..N in increasing order decides every position with a bit each. The work is
//! known before it starts — the positions of the sum, and for each the options of its
//! components — so a request too large is refused up front, naming the limit.

use std::collections::HashMap;

use crate::engine::{Convention, Outcome};
use crate::error::{Error, Result, quote};
use crate::games::{Playable, Search, Searchable};
use crate::num::Natural;

use super::{Expr, SumMove};

/// The most positions one component of a searched sum may reach (each is numbered in a table).
pub const COMPONENT_POSITION_LIMIT: u64 = 1 << 20;

/// The most positions of a whole sum the search decides (one bit each: 32 MiB at the limit).
pub const SEARCH_POSITION_LIMIT: u64 = 1 << 28;

/// The most moves the search looks at in all (positions of the sum times the options of their
/// components): a few seconds at the limit.
pub const SEARCH_WORK_LIMIT: u64 = 1 << 31;

/// One component's reachable positions, numbered so that every option's number is smaller
/// than its position's, with the options of each as numbers.
struct Space {
    /// Position i's options are `targets[offsets[i]..offsets[i + 1]]`.
    offsets: Vec<u32>,
    targets: Vec<u32>,
    /// The number of each position, by its words.
    ids: HashMap<Vec<u64>, u32>,
    start: u32,
}

impl Space {
    fn len(&self) -> u64 {
        self.offsets.len() as u64 - 1
    }

    fn options(&self, id: u32) -> &[u32] {
        &self.targets[self.offsets[id as usize] as usize..self.offsets[id as usize + 1] as usize]
    }

    fn edges(&self) -> u64 {
        self.targets.len() as u64
    }

    /// Numbers every position reachable from `search`'s start by a depth-first post-order.
    fn explore(search: &Search, component: &str) -> Result<Space> {
        if search.bound() > COMPONENT_POSITION_LIMIT {
            return Err(component_too_large(component, search.bound()));
        }
        let rules = &search.rules;
        // Post-order: a position is numbered when all its options are.
        let mut ids: HashMap<Vec<u64>, u32> = HashMap::new();
        let mut option_lists: Vec<Vec<u32>> = Vec::new();
        let mut stack: Vec<(Vec<u64>, Vec<Vec<u64>>, usize)> = Vec::new();
        let mut on_stack: std::collections::HashSet<Vec<u64>> = std::collections::HashSet::new();
        let mut options = Vec::new();
        rules.options(&search.start, &mut options);
        on_stack.insert(search.start.clone());
        stack.push((search.start.clone(), std::mem::take(&mut options), 0));
        while let Some((_, children, next)) = stack.last_mut() {
            if let Some(child) = children.get(*next).cloned() {
                *next += 1;
                if ids.contains_key(&child) {
                    continue;
                }
                if !on_stack.insert(child.clone()) {
                    return Err(Error::invalid(format!(
                        "'{component}' has a cycle: a position can be reached from itself"
                    )));
                }
                rules.options(&child, &mut options);
                stack.push((child, std::mem::take(&mut options), 0));
                continue;
            }
            let Some((position, children, _)) = stack.pop() else {
                break;
            };
            on_stack.remove(&position);
            let id = option_lists.len() as u32;
            let mut targets: Vec<u32> = children.iter().map(|c| ids[c]).collect();
            targets.sort_unstable();
            targets.dedup();
            option_lists.push(targets);
            ids.insert(position, id);
            if option_lists.len() as u64 > COMPONENT_POSITION_LIMIT {
                return Err(component_too_large(component, option_lists.len() as u64));
            }
        }
        let mut offsets = Vec::with_capacity(option_lists.len() + 1);
        let mut targets = Vec::new();
        offsets.push(0u32);
        for list in &option_lists {
            targets.extend_from_slice(list);
            offsets.push(targets.len() as u32);
        }
        let start = ids[&search.start];
        Ok(Space {
            offsets,
            targets,
            ids,
            start,
        })
    }
}

#[cold]
fn component_too_large(component: &str, positions: u64) -> Error {
    Error::too_large(
        "component_positions",
        COMPONENT_POSITION_LIMIT,
        Some(Natural::from(positions)),
        format!(
            "'{component}' may reach {positions} positions, more than the \
             {COMPONENT_POSITION_LIMIT} exhaustive search allows one component"
        ),
    )
}

/// The positions of a sum, decided by one pass in increasing order.
struct Decided {
    spaces: Vec<Space>,
    strides: Vec<u64>,
    /// Bit p: the player to move from position p wins.
    mover_wins: Vec<u64>,
}

impl Decided {
    fn wins(&self, position: u64) -> bool {
        self.mover_wins[(position / 64) as usize] >> (position % 64) & 1 == 1
    }

    fn index(&self, states: impl Iterator<Item = u32>) -> u64 {
        states
            .zip(&self.strides)
            .map(|(s, &stride)| u64::from(s) * stride)
            .sum()
    }
}

/// How often, in positions, the search reports its progress.
const PROGRESS_EVERY: u64 = 1 << 20;

/// Decides every position of the sum under `convention`, within the limits, telling `progress`
/// (positions done, positions in all) now and then.
fn decide(
    expr: &Expr,
    convention: Convention,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Decided> {
    let mut spaces = Vec::new();
    for component in expr.components() {
        let search = component
            .search()
            .map_err(|e| e.context(format!("'{}'", quote(&component.to_string()))))?;
        spaces.push(Space::explore(&search, &quote(&component.to_string()))?);
    }
    let total = spaces
        .iter()
        .try_fold(1u64, |product, space| product.checked_mul(space.len()))
        .filter(|&total| total <= SEARCH_POSITION_LIMIT);
    let Some(total) = total else {
        let shown = spaces
            .iter()
            .map(Space::len)
            .try_fold(1u64, u64::checked_mul)
            .map_or_else(|| "2^64 or more".to_string(), |t| t.to_string());
        return Err(Error::too_large(
            "search_positions",
            SEARCH_POSITION_LIMIT,
            None,
            format!(
                "the whole sum has {shown} positions, more than the {SEARCH_POSITION_LIMIT} \
                 exhaustive search allows"
            ),
        ));
    };
    // Each component's moves are looked at once for every position of the others.
    let work = spaces.iter().try_fold(0u64, |work, space| {
        work.checked_add(space.edges().checked_mul(total / space.len())?)
    });
    if work.is_none_or(|w| w > SEARCH_WORK_LIMIT) {
        return Err(Error::too_large(
            "search_work",
            SEARCH_WORK_LIMIT,
            work.map(Natural::from),
            format!(
                "searching the whole sum means looking at {} moves, more than the \
                 {SEARCH_WORK_LIMIT} exhaustive search allows",
                work.map_or_else(|| "2^64 or more".to_string(), |w| w.to_string())
            ),
        ));
    }
    let mut strides = Vec::with_capacity(spaces.len());
    let mut stride = 1u64;
    for space in &spaces {
        strides.push(stride);
        stride *= space.len();
    }
    let mut mover_wins = vec![0u64; total.div_ceil(64) as usize];
    let mut states = vec![0u32; spaces.len()];
    for position in 0..total {
        if position % PROGRESS_EVERY == 0 {
            progress(position, total);
            crate::interrupt::check()?;
        }
        let mut any_move = false;
        let mut wins = false;
        'components: for (i, space) in spaces.iter().enumerate() {
            let state = states[i];
            for &option in space.options(state) {
                any_move = true;
                let next = position - u64::from(state - option) * strides[i];
                if mover_wins[(next / 64) as usize] >> (next % 64) & 1 == 0 {
                    wins = true;
                    break 'components;
                }
            }
        }
        if !any_move {
            // No move: the player to move loses under normal play and wins under misère play.
            wins = convention == Convention::Misere;
        }
        if wins {
            mover_wins[(position / 64) as usize] |= 1 << (position % 64);
        }
        // The next position's states: a mixed-radix increment.
        for (state, space) in states.iter_mut().zip(&spaces) {
            *state += 1;
            if u64::from(*state) < space.len() {
                break;
            }
            *state = 0;
        }
    }
    progress(total, total);
    Ok(Decided {
        spaces,
        strides,
        mover_wins,
    })
}

/// Outcome and every winning move under `convention`, by searching the whole sum (the tests'
/// oracle).
#[cfg(test)]
pub(super) fn solve(expr: &Expr, convention: Convention) -> Result<(Outcome, Vec<SumMove>)> {
    solve_observed(expr, convention, &mut |_, _| {})
}

/// [`solve`], telling `progress` how far the search has gone.
pub(super) fn solve_observed(
    expr: &Expr,
    convention: Convention,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(Outcome, Vec<SumMove>)> {
    let decided = decide(expr, convention, progress)?;
    let start: Vec<u32> = decided.spaces.iter().map(|s| s.start).collect();
    let root = decided.index(start.iter().copied());
    let outcome = Outcome::from_is_p(!decided.wins(root));
    let mut winning = Vec::new();
    for (component, game) in expr.components().iter().enumerate() {
        let space = &decided.spaces[component];
        for kind in game.legal_moves(COMPONENT_POSITION_LIMIT as usize)? {
            let Some(&option) = space.ids.get(&game.search_option(&kind)) else {
                continue;
            };
            let mut states = start.clone();
            states[component] = option;
            if !decided.wins(decided.index(states.into_iter())) {
                winning.push(SumMove::new(component, kind));
            }
        }
    }
    winning.sort();
    Ok((outcome, winning))
}

/// Misère play by exhaustive search, within the limits above.
pub(super) fn misere(
    expr: &Expr,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(Outcome, Vec<SumMove>)> {
    solve_observed(expr, Convention::Misere, progress)
}

/// A sum of components of different games over word positions, for the engine's generic
/// [`Solver`](crate::engine::Solver): the tests' second, independent search.
#[cfg(test)]
pub(super) struct SumGame {
    rules: Vec<Box<dyn crate::games::WordRules>>,
}

#[cfg(test)]
impl crate::engine::Game for SumGame {
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

/// The search game of `expr`, its starting position and a bound on its positions.
#[cfg(test)]
pub(super) fn sum_game(expr: &Expr) -> Result<(SumGame, Vec<Vec<u64>>, u64)> {
    let mut rules = Vec::new();
    let mut start = Vec::new();
    let mut bound = 1u64;
    for component in expr.components() {
        let search = component.search()?;
        bound = bound.saturating_mul(search.bound());
        rules.push(search.rules);
        start.push(search.start);
    }
    Ok((SumGame { rules }, start, bound))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;

    #[test]
    fn the_numbered_search_agrees_with_the_generic_solver() {
        for text in [
            "nim(2,3) + bash(5,max=2)",
            "kayles(6) + wythoff(2,3)",
            "fib(7) + sub(9,{1,3,4}) + nim(1)",
            "octal(7,4.07) + takeaway(6,k=3/2,cap=2)",
            "nim(0)",
        ] {
            let expr: Expr = text.parse().unwrap();
            for convention in [Convention::Normal, Convention::Misere] {
                let (game, start, _) = sum_game(&expr).unwrap();
                let mut solver = Solver::new(game);
                let expected = solver.outcome(&start, convention).unwrap();
                let (outcome, moves) = solve(&expr, convention).unwrap();
                assert_eq!(outcome, expected, "{text} {convention:?}");
                for mv in expr.legal_moves(10_000).unwrap() {
                    let mut after = start.clone();
                    after[mv.component] = expr.components()[mv.component].search_option(&mv.kind);
                    let loses = solver.outcome(&after, convention).unwrap() == Outcome::P;
                    assert_eq!(moves.contains(&mv), loses, "{text} {convention:?} {mv:?}");
                }
            }
        }
    }

    #[test]
    fn the_work_is_refused_up_front_with_the_limit_named() {
        let expr: Expr = "wythoff(1000,2000) + fib(3)".parse().unwrap();
        let error = solve(&expr, Convention::Misere).unwrap_err();
        assert_eq!(error.limit().map(|l| l.name()), Some("component_positions"));
        let expr: Expr = "nim(20,20,20) + nim(20,20,20) + nim(20,20,20)"
            .parse()
            .unwrap();
        let error = solve(&expr, Convention::Misere).unwrap_err();
        assert_eq!(error.limit().map(|l| l.name()), Some("search_positions"));
    }
}
