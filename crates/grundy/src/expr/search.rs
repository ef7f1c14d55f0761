//! Exhaustive search of a whole sum: the rules of every component over one position type, so
//! the engine's [`Solver`] can decide sums no rule covers (misère play) and check the analysis.
//!
//! Each component's options come from its game's own brute-force rules (`NimRules`, `BashRules`,
//! `WythoffRules`, `TakeAwayRules`, the subtraction set, the octal code), not from the analysis.

use crate::engine::{Convention, Game, Outcome, Solver};
use crate::error::{Error, Result};
use crate::games::bash::BashRules;
use crate::games::nim::NimRules;
use crate::games::octal::OctalCode;
use crate::games::subtraction::SubtractionSet;
use crate::games::takeaway::TakeAwayRules;
use crate::games::wythoff::WythoffRules;
use crate::num::Natural;

use super::{Component, ComponentMove, Expr, SumMove};

/// The most positions the misère search of a whole sum may store.
pub const MISERE_POSITION_LIMIT: usize = 2_000_000;

/// One component's position in the search.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Part {
    /// Nim heaps, in the order written.
    Heaps(Vec<u64>),
    /// One heap (Bash, subtraction).
    Heap(u64),
    /// Wythoff heaps.
    Pair(u64, u64),
    /// A take-away position (heap, most the mover may take).
    Capped(u64, u64),
    /// Octal game heaps, sorted (the octal code's own position type).
    OctalHeaps(Vec<u64>),
}

/// The rules of one component.
pub(super) enum Rules {
    Nim,
    Bash(BashRules),
    Wythoff,
    TakeAway(TakeAwayRules),
    Subtraction(SubtractionSet),
    Octal(OctalCode),
}

/// A sum of components of different games.
pub(super) struct SumGame {
    rules: Vec<Rules>,
}

impl Rules {
    fn options(&self, part: &Part, out: &mut Vec<Part>) {
        match (self, part) {
            (Rules::Nim, Part::Heaps(heaps)) => {
                let mut next = Vec::new();
                NimRules { max_take: u64::MAX }.options(heaps, &mut next);
                out.extend(next.into_iter().map(Part::Heaps));
            }
            (Rules::Bash(rules), Part::Heap(n)) => one_heap(rules, *n, out),
            (Rules::Subtraction(set), Part::Heap(n)) => one_heap(set, *n, out),
            (Rules::Wythoff, Part::Pair(a, b)) => {
                let mut next = Vec::new();
                WythoffRules.options(&(*a, *b), &mut next);
                out.extend(next.into_iter().map(|(x, y)| Part::Pair(x, y)));
            }
            (Rules::TakeAway(rules), Part::Capped(n, r)) => {
                let mut next = Vec::new();
                rules.options(&(*n, *r), &mut next);
                out.extend(next.into_iter().map(|(x, y)| Part::Capped(x, y)));
            }
            (Rules::Octal(code), Part::OctalHeaps(heaps)) => {
                let mut next = Vec::new();
                code.options(heaps, &mut next);
                out.extend(next.into_iter().map(Part::OctalHeaps));
            }
            _ => {}
        }
    }
}

fn one_heap<G: Game<Position = u64>>(game: &G, n: u64, out: &mut Vec<Part>) {
    let mut next = Vec::new();
    game.options(&n, &mut next);
    out.extend(next.into_iter().map(Part::Heap));
}

impl Game for SumGame {
    type Position = Vec<Part>;

    fn options(&self, position: &Vec<Part>, out: &mut Vec<Vec<Part>>) {
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

fn word(n: &Natural, component: &Component) -> Result<u64> {
    n.to_u64()
        .ok_or_else(|| Error::beyond_word(&format!("a heap of '{component}'"), n))
}

/// The search game of `expr` and its starting position; an error if a number exceeds a word.
pub(super) fn sum_game(expr: &Expr) -> Result<(SumGame, Vec<Part>)> {
    let mut rules = Vec::new();
    let mut start = Vec::new();
    for c in expr.components() {
        let (rule, part) = match c {
            Component::Nim(heaps) => {
                let words = heaps
                    .iter()
                    .map(|h| word(h, c))
                    .collect::<Result<Vec<u64>>>()?;
                (Rules::Nim, Part::Heaps(words))
            }
            Component::Bash { heap, max } => {
                let max_take = max.to_u64().unwrap_or(u64::MAX);
                (
                    Rules::Bash(BashRules { max_take }),
                    Part::Heap(word(heap, c)?),
                )
            }
            Component::Wythoff(a, b) => (Rules::Wythoff, Part::Pair(word(a, c)?, word(b, c)?)),
            Component::TakeAway { heap, k, cap } => {
                let n = word(heap, c)?;
                let cap = Component::effective_cap(heap, cap.as_ref());
                let r = cap.to_u64().map_or(n, |r| r.min(n));
                (Rules::TakeAway(TakeAwayRules { k: *k }), Part::Capped(n, r))
            }
            Component::Subtraction { heap, set } => {
                (Rules::Subtraction(set.clone()), Part::Heap(*heap))
            }
            Component::Octal { heap, code } => {
                let heaps = if *heap == 0 { Vec::new() } else { vec![*heap] };
                (Rules::Octal(code.clone()), Part::OctalHeaps(heaps))
            }
        };
        rules.push(rule);
        start.push(part);
    }
    Ok((SumGame { rules }, start))
}

/// The move that turns `from` into `to` in one component, in the analysis's terms.
fn describe(from: &Part, to: &Part) -> Option<ComponentMove> {
    let natural = Natural::from;
    Some(match (from, to) {
        (Part::Heaps(old), Part::Heaps(new)) => {
            let heap = old.iter().zip(new).position(|(a, b)| a != b)?;
            ComponentMove::Nim {
                heap,
                to: natural(new[heap]),
            }
        }
        (Part::Heap(n), Part::Heap(m)) | (Part::Capped(n, _), Part::Capped(m, _)) => {
            ComponentMove::Take {
                take: natural(n - m),
                to: natural(*m),
            }
        }
        (Part::Pair(..), Part::Pair(x, y)) => ComponentMove::Wythoff {
            to: [natural(*x), natural(*y)],
        },
        (Part::OctalHeaps(old), Part::OctalHeaps(new)) => ComponentMove::Octal {
            take: old.iter().sum::<u64>() - new.iter().sum::<u64>(),
            leaves: new.clone(),
        },
        _ => return None,
    })
}

/// Every move of the whole sum from its start, with the position it leaves.
pub(super) fn root_moves(game: &SumGame, start: &[Part]) -> Vec<(SumMove, Vec<Part>)> {
    let mut moves = Vec::new();
    let mut parts = Vec::new();
    for (component, (rules, part)) in game.rules.iter().zip(start).enumerate() {
        parts.clear();
        rules.options(part, &mut parts);
        for option in parts.drain(..) {
            if let Some(kind) = describe(part, &option) {
                let mut next = start.to_vec();
                next[component] = option;
                moves.push((SumMove { component, kind }, next));
            }
        }
    }
    moves
}

/// Outcome and every winning move under `convention`, by searching the whole sum.
pub(super) fn solve(
    expr: &Expr,
    convention: Convention,
    limit: usize,
) -> Result<(Outcome, Vec<SumMove>)> {
    let (game, start) = sum_game(expr)?;
    // The solver counts positions as it stores them, but its stack grows first: refuse up front
    // anything whose position count may exceed the limit (this also bounds the search's depth).
    let bound = start.iter().fold(1u64, |product, part| {
        product.saturating_mul(positions(part))
    });
    if bound > limit as u64 {
        return Err(Error::too_large(
            "search_positions",
            limit as u64,
            Some(Natural::from(bound)),
            format!(
                "the whole sum may have {} positions, more than the {limit} exhaustive search allows",
                if bound == u64::MAX {
                    "2^64 or more".to_string()
                } else {
                    bound.to_string()
                }
            ),
        ));
    }
    let moves = root_moves(&game, &start);
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

/// An upper bound on the number of positions reachable from `part` (saturating).
fn positions(part: &Part) -> u64 {
    match part {
        Part::Heaps(heaps) => heaps
            .iter()
            .fold(1u64, |p, &h| p.saturating_mul(h.saturating_add(1))),
        Part::Heap(n) => n.saturating_add(1),
        Part::Pair(a, b) => a.saturating_add(1).saturating_mul(b.saturating_add(1)),
        Part::Capped(n, _) => n.saturating_add(1).saturating_mul(n.saturating_add(2)) / 2,
        Part::OctalHeaps(heaps) => {
            // Multisets of heaps with total at most n: the partitions of 0..=n.
            let total: u64 = heaps.iter().sum();
            if total > 200 {
                return u64::MAX;
            }
            let total = total as usize;
            let mut partitions = vec![0u64; total + 1];
            partitions[0] = 1;
            for part in 1..=total {
                for sum in part..=total {
                    partitions[sum] = partitions[sum].saturating_add(partitions[sum - part]);
                }
            }
            partitions.iter().fold(0u64, |s, &p| s.saturating_add(p))
        }
    }
}

/// Misère play by exhaustive search, within [`MISERE_POSITION_LIMIT`] positions.
pub(super) fn misere(expr: &Expr) -> Result<(Outcome, Vec<SumMove>)> {
    solve(expr, Convention::Misere, MISERE_POSITION_LIMIT)
}
