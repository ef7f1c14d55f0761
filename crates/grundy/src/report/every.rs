//! The Every-SG convention (answer `"every"`): in a sum, every component that can move must be
//! moved each turn, and the player who makes the last move wins (HDU 3595, "GG and MM").
//!
//! A sum of this kind is not decided by Grundy values but by remoteness (Winning Ways, ch. 9,
//! "steps"): 0 at the end; an N-position's is 1 + the least remoteness of its P-options (the
//! winner hurries), a P-position's 1 + the largest of its options' (the loser delays). Each
//! component's play lasts exactly its remoteness when both play it well, whoever is ahead in it;
//! the component that lasts longest decides who moves last, so the first player wins iff the
//! largest remoteness is odd (docs/THEORY.md § 11c).
//!
//! Euclid's game has its remoteness by the Euclidean algorithm
//! ([`Euclid::remoteness`](crate::games::euclid::Euclid::remoteness)); any other game by
//! exhaustive search of its own positions ([`Searchable`]), refused before it starts beyond
//! [`EVERY_SEARCH_POSITIONS`].

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};

use super::{Answer, Family, Int, Job, MoveReport, Question, SCHEMA_VERSION};
use crate::engine::Outcome;
use crate::error::{Error, Result};
use crate::expr::Expr;
use crate::games::{Component, ImpartialGame, Rules, Search, Searchable};
use crate::num::Natural;
use crate::text::msg;

/// The most positions the search of one component's remoteness may reach.
pub const EVERY_SEARCH_POSITIONS: u64 = 1 << 20;

/// The most legal moves of a component listed when its best moves are looked for.
const EVERY_MOVE_LIMIT: usize = 1 << 16;

crate::vocab::vocabulary! {
    /// How a component's remoteness was found (`method` of an Every-SG component).
    pub enum EveryMethod {
        /// The game's own closed form (Euclid's game: down the Euclidean algorithm).
        ClosedForm = "closed_form",
        /// Exhaustive search of the positions the component can reach.
        Search = "search",
    }
}

/// One component of an [`EveryReport`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct EveryComponentReport {
    /// The component, in canonical notation.
    pub expr: String,
    /// Who wins the component alone, in normal play.
    pub outcome: Outcome,
    /// Its remoteness: how many moves its play lasts when the player ahead in it hurries and
    /// the other delays (0 when it has no move).
    pub steps: Int,
    /// How `steps` was found.
    pub method: EveryMethod,
    /// The moves that play it well, each with its `component`: in an N-position those to a
    /// P-position of remoteness `steps` − 1 (hurrying), in a P-position those to an option of
    /// remoteness `steps` − 1 (delaying). Empty when it has no move.
    pub moves: Vec<MoveReport>,
}

/// A sum under the Every-SG convention: each component's remoteness, and who wins (answer
/// `"every"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct EveryReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"every"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "every")))]
    pub answer: Answer,
    /// `"sum"`: the components name their own games.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "sum")))]
    pub game: Family,
    /// The sum, in canonical notation.
    pub expr: String,
    /// `"N"` iff the largest remoteness of the components is odd.
    pub outcome: Outcome,
    /// The largest remoteness of the components: how many turns the game lasts.
    pub steps: Int,
    /// Each component, in order.
    pub components: Vec<EveryComponentReport>,
}

/// A component's remoteness and the moves that play it well.
struct Remote {
    is_p: bool,
    steps: u64,
    method: EveryMethod,
    moves: Vec<MoveReport>,
}

impl EveryReport {
    /// The Every-SG analysis of `expr`: each component's remoteness by its closed form or by
    /// exhaustive search (refused beyond [`EVERY_SEARCH_POSITIONS`], naming the component).
    pub fn new(expr: &Expr) -> Result<EveryReport> {
        let mut components = Vec::new();
        let mut longest = 0u64;
        for (index, component) in expr.components().iter().enumerate() {
            let remote = remoteness(component).map_err(|error| {
                error.context(msg!(
                    "error-remoteness-of-component",
                    index = index,
                    component = crate::error::quote(&component.to_string())
                ))
            })?;
            longest = longest.max(remote.steps);
            components.push(EveryComponentReport {
                expr: component.to_string(),
                outcome: Outcome::from_is_p(remote.is_p),
                steps: Int::from(remote.steps),
                method: remote.method,
                moves: (remote.moves.into_iter())
                    .map(|mv| mv.in_component(index))
                    .collect(),
            });
        }
        Ok(EveryReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Every,
            game: Family::Sum,
            expr: expr.to_string(),
            outcome: Outcome::from_is_p(longest.is_multiple_of(2)),
            steps: Int::from(longest),
            components,
        })
    }
}

/// The remoteness of one component, and its well-played moves.
fn remoteness(component: &Component) -> Result<Remote> {
    if let Component::Euclid(euclid) = component {
        // § 11b.4: a P-position of Euclid has one option (q = 1), and an N-position's winning
        // move is the one that hurries.
        let is_p = euclid.grundy()?.is_zero();
        let moves = if is_p {
            euclid.legal_moves(2)?
        } else {
            euclid.winning_moves(crate::engine::Convention::Normal)?
        };
        return Ok(Remote {
            is_p,
            steps: euclid.remoteness()?,
            method: EveryMethod::ClosedForm,
            moves: moves.iter().map(MoveReport::from).collect(),
        });
    }
    let search = component.search()?;
    if search.bound() > EVERY_SEARCH_POSITIONS {
        return Err(too_many_positions(Some(search.bound())));
    }
    let table = search_remoteness(&search)?;
    let node = |position: &[u64]| table.get(position).copied();
    let Some((is_p, steps)) = node(&search.start) else {
        return Err(Error::invalid(msg!("error-search-missed-start")));
    };
    let mut moves = Vec::new();
    if steps > 0 {
        for mv in component.legal_moves(EVERY_MOVE_LIMIT)? {
            let after = component.search_option(&mv);
            let Some((option_p, option_steps)) = node(&after) else {
                continue;
            };
            if option_steps + 1 == steps && (is_p || option_p) {
                moves.push(MoveReport::from(&mv));
            }
        }
    }
    Ok(Remote {
        is_p,
        steps,
        method: EveryMethod::Search,
        moves,
    })
}

fn too_many_positions(requested: Option<u64>) -> Error {
    Error::too_large(
        "every_search_positions",
        EVERY_SEARCH_POSITIONS,
        requested.map(Natural::from),
        msg!(
            "error-every-search-positions",
            limit = EVERY_SEARCH_POSITIONS
        ),
    )
}

/// Every position reachable from the search's start with (whether it is P, its remoteness),
/// bottom-up without recursion.
fn search_remoteness(search: &Search) -> Result<HashMap<Vec<u64>, (bool, u64)>> {
    struct Frame {
        position: Vec<u64>,
        options: Vec<Vec<u64>>,
        next: usize,
    }
    let expand = |position: Vec<u64>| {
        let mut options = Vec::new();
        search.rules.options(&position, &mut options);
        Frame {
            position,
            options,
            next: 0,
        }
    };
    let mut table: HashMap<Vec<u64>, (bool, u64)> = HashMap::new();
    let mut on_stack: HashSet<Vec<u64>> = HashSet::from([search.start.clone()]);
    let mut stack = vec![expand(search.start.clone())];
    while let Some(frame) = stack.last_mut() {
        while frame.next < frame.options.len() && table.contains_key(&frame.options[frame.next]) {
            frame.next += 1;
        }
        if let Some(child) = frame.options.get(frame.next).cloned() {
            if !on_stack.insert(child.clone()) {
                return Err(Error::invalid(msg!("error-rules-cycle")));
            }
            if table.len() + stack.len() > EVERY_SEARCH_POSITIONS as usize {
                return Err(too_many_positions(None));
            }
            if table.len() % 4096 == 4095 {
                crate::interrupt::check()?;
            }
            stack.push(expand(child));
            continue;
        }
        let values: Vec<(bool, u64)> = frame.options.iter().map(|o| table[o]).collect();
        let node = if values.is_empty() {
            (true, 0)
        } else if values.iter().all(|&(p, _)| !p) {
            // P: every option is N; the loser delays.
            (true, 1 + values.iter().map(|&(_, r)| r).max().unwrap_or(0))
        } else {
            // N: the winner hurries to a P-option.
            let hurry = values.iter().filter(|&&(p, _)| p).map(|&(_, r)| r).min();
            (false, 1 + hurry.unwrap_or(0))
        };
        let position = std::mem::take(&mut frame.position);
        on_stack.remove(&position);
        table.insert(position, node);
        stack.pop();
    }
    Ok(table)
}

/// `POST /api/every`: a sum under the Every-SG convention (every component that can move is
/// moved each turn; the last to move wins).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct EveryRequest {
    /// The sum, such as `"euclid(3,2) + euclid(25,7)"`.
    pub expr: String,
}

impl Question for EveryRequest {
    type Answer = EveryReport;
    const NAME: &'static str = "every";

    fn answer(&self, _job: &mut Job<'_>) -> Result<EveryReport> {
        EveryReport::new(&self.expr.parse()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::euclid::Euclid;

    fn report(text: &str) -> EveryReport {
        EveryReport::new(&text.parse().unwrap()).unwrap()
    }

    /// Euclid's closed form and the search agree on every small position, moves included.
    #[test]
    fn euclid_by_its_closed_form_is_euclid_by_search() {
        for a in 0..=30u64 {
            for b in 0..=30u64 {
                let euclid = Euclid::new(Natural::from(a), Natural::from(b)).unwrap();
                let closed = remoteness(&Component::from(euclid.clone())).unwrap();
                let search = euclid.search().unwrap();
                let table = search_remoteness(&search).unwrap();
                let (is_p, steps) = table[&search.start];
                assert_eq!((closed.is_p, closed.steps), (is_p, steps), "({a}, {b})");
                let mut by_search = Vec::new();
                for mv in euclid.legal_moves(100).unwrap() {
                    let (p, r) = table[&euclid.search_option(&mv)];
                    if r + 1 == steps && (is_p || p) {
                        by_search.push(MoveReport::from(&mv));
                    }
                }
                assert_eq!(closed.moves, by_search, "({a}, {b}) moves");
            }
        }
    }

    #[test]
    fn the_longest_component_decides() {
        // euclid(3,2): P, 2 steps; euclid(25,7): N, 5 steps: to (11, 7), a P-position of 4
        // (it must go to (7, 4), N with 3: to (4, 3), P with 2: to (3, 1), N with 1).
        let sum = report("euclid(3,2) + euclid(25,7)");
        let steps: Vec<u64> = sum
            .components
            .iter()
            .map(|c| c.steps.to_u64().unwrap())
            .collect();
        assert_eq!(steps, [2, 5]);
        assert_eq!((sum.outcome, sum.steps.to_u64()), (Outcome::N, Some(5)));
        assert_eq!(sum.components[1].moves.len(), 1);
        assert_eq!(report("euclid(3,2) + euclid(0,4)").outcome, Outcome::P);
        assert_eq!(report("euclid(0,0)").outcome, Outcome::P);
        // A searched game: a Nim heap of 5 is N in one step (take it all).
        let nim = report("nim(5) + euclid(3,2)");
        assert_eq!(nim.components[0].method, EveryMethod::Search);
        assert_eq!(nim.components[0].steps.to_u64(), Some(1));
        assert_eq!(nim.components[0].moves.len(), 1);
        assert_eq!(nim.outcome, Outcome::P);
    }

    /// Whether the player to move wins the Every-SG sum of Euclid positions `parts`, by search
    /// over the convention itself: a turn moves every part that can move; no move left loses.
    fn every_sg_wins(parts: &[(u64, u64)], memo: &mut HashMap<Vec<(u64, u64)>, bool>) -> bool {
        use crate::engine::Game;
        use crate::games::euclid::EuclidRules;
        if let Some(&wins) = memo.get(parts) {
            return wins;
        }
        let mut turns: Vec<Vec<(u64, u64)>> = vec![Vec::new()];
        let mut any_move = false;
        for part in parts {
            let mut options = Vec::new();
            EuclidRules.options(part, &mut options);
            if options.is_empty() {
                options.push(*part);
            } else {
                any_move = true;
            }
            turns = (turns.iter())
                .flat_map(|turn| {
                    options.iter().map(move |o| {
                        let mut next = turn.clone();
                        next.push(*o);
                        next
                    })
                })
                .collect();
        }
        let wins = any_move && turns.iter().any(|next| !every_sg_wins(next, memo));
        memo.insert(parts.to_vec(), wins);
        wins
    }

    #[test]
    fn the_convention_by_search_agrees_on_pairs_of_small_euclid_games() {
        let mut memo = HashMap::new();
        let small: Vec<(u64, u64)> = (0..=7).flat_map(|a| (0..=7).map(move |b| (a, b))).collect();
        for (index, &x) in small.iter().enumerate() {
            for &y in &small[index..] {
                let text = format!("euclid({},{}) + euclid({},{})", x.0, x.1, y.0, y.1);
                let wins = every_sg_wins(&[x, y], &mut memo);
                assert_eq!(report(&text).outcome == Outcome::N, wins, "{text}");
            }
        }
    }

    #[test]
    fn a_search_too_large_is_refused_naming_the_limit() {
        let error = EveryReport::new(&"wythoff(5000,6000)".parse().unwrap()).unwrap_err();
        assert_eq!(
            error.limit().map(|l| l.name()),
            Some("every_search_positions")
        );
        assert!(
            error.message().contains("component 0"),
            "{}",
            error.message()
        );
    }
}
