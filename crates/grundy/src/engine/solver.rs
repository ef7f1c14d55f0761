//! A memoised solver for any [`Game`]: Grundy values and outcomes under either convention.
//!
//! The search is an explicit-stack depth-first traversal, so a game of any depth (a heap of
//! a million tokens taken one at a time) cannot overflow the call stack.

use std::collections::{HashMap, HashSet};

use super::{Convention, Game, Nimber, Outcome, mex};
use crate::error::{Error, Result};

/// Memoised brute-force analysis of a [`Game`].
///
/// Values computed once are kept, so asking about many positions of the same game costs the
/// size of the union of their game trees.
pub struct Solver<G: Game> {
    game: G,
    grundy: HashMap<G::Position, Nimber>,
    misere_wins: HashMap<G::Position, bool>,
    position_limit: usize,
}

/// One position being expanded: its options and how many of them are already evaluated.
struct Frame<P> {
    position: P,
    options: Vec<P>,
    next: usize,
}

impl<G: Game> Solver<G> {
    /// A solver for `game` with no limit on the number of positions it may store.
    pub fn new(game: G) -> Self {
        Solver::with_position_limit(game, usize::MAX)
    }

    /// A solver that refuses (with [`ErrorKind::TooLarge`](crate::ErrorKind::TooLarge)) to
    /// store more than `limit` positions per table, so a request that is too large fails fast
    /// instead of exhausting memory.
    pub fn with_position_limit(game: G, limit: usize) -> Self {
        Solver {
            game,
            grundy: HashMap::new(),
            misere_wins: HashMap::new(),
            position_limit: limit,
        }
    }

    /// The game being solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The Grundy value of `position` under normal play.
    pub fn grundy(&mut self, position: &G::Position) -> Result<Nimber> {
        search(
            &self.game,
            &mut self.grundy,
            position,
            self.position_limit,
            |children| mex(children.iter().copied()),
        )
    }

    /// The outcome of `position` under `convention`.
    pub fn outcome(&mut self, position: &G::Position, convention: Convention) -> Result<Outcome> {
        let is_p = match convention {
            Convention::Normal => self.grundy(position)? == Nimber::ZERO,
            Convention::Misere => !self.misere_mover_wins(position)?,
        };
        Ok(Outcome::from_is_p(is_p))
    }

    /// Every option of `position` that is a P-position under `convention`: the winning moves.
    pub fn winning_moves(
        &mut self,
        position: &G::Position,
        convention: Convention,
    ) -> Result<Vec<G::Position>> {
        let mut options = Vec::new();
        self.game.options(position, &mut options);
        let mut winning = Vec::new();
        for option in options {
            if self.outcome(&option, convention)? == Outcome::P {
                winning.push(option);
            }
        }
        Ok(winning)
    }

    fn misere_mover_wins(&mut self, position: &G::Position) -> Result<bool> {
        // Misère: a player with no move wins; otherwise the mover wins iff some option loses.
        search(
            &self.game,
            &mut self.misere_wins,
            position,
            self.position_limit,
            |children| children.is_empty() || children.iter().any(|&wins| !wins),
        )
    }
}

/// Evaluates `root` bottom-up: a position's value is `combine` of its options' values.
fn search<G: Game, V: Copy>(
    game: &G,
    memo: &mut HashMap<G::Position, V>,
    root: &G::Position,
    limit: usize,
    combine: impl Fn(&[V]) -> V,
) -> Result<V> {
    if let Some(&value) = memo.get(root) {
        return Ok(value);
    }
    let mut on_stack: HashSet<G::Position> = HashSet::new();
    let mut stack = vec![expand(game, root.clone())];
    on_stack.insert(root.clone());
    let mut values = Vec::new();
    while let Some(frame) = stack.last_mut() {
        while frame.next < frame.options.len() && memo.contains_key(&frame.options[frame.next]) {
            frame.next += 1;
        }
        if let Some(child) = frame.options.get(frame.next).cloned() {
            if !on_stack.insert(child.clone()) {
                return Err(Error::invalid(crate::text::msg!("error-game-cycle")));
            }
            stack.push(expand(game, child));
            continue;
        }
        values.clear();
        values.extend(frame.options.iter().map(|o| memo[o]));
        let value = combine(&values);
        if memo.len() >= limit {
            return Err(Error::too_large(
                "search_positions",
                limit as u64,
                None,
                crate::text::msg!("error-game-tree-positions", limit = limit),
            ));
        }
        let Some(done) = stack.pop() else { break };
        on_stack.remove(&done.position);
        memo.insert(done.position, value);
    }
    Ok(memo[root])
}

fn expand<G: Game>(game: &G, position: G::Position) -> Frame<G::Position> {
    let mut options = Vec::new();
    game.options(&position, &mut options);
    Frame {
        position,
        options,
        next: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One heap; a move removes 1, 2 or 3 tokens (Bash's game with m = 3).
    struct TakeUpToThree;

    impl Game for TakeUpToThree {
        type Position = u64;
        fn options(&self, n: &u64, out: &mut Vec<u64>) {
            out.extend((1..=3).filter(|&t| t <= *n).map(|t| n - t));
        }
    }

    #[test]
    fn bash_values_match_the_formula() {
        let mut solver = Solver::new(TakeUpToThree);
        for n in 0..50 {
            assert_eq!(solver.grundy(&n).unwrap(), Nimber(n % 4), "n = {n}");
        }
        assert_eq!(solver.outcome(&1, Convention::Misere).unwrap(), Outcome::P);
        assert_eq!(solver.outcome(&0, Convention::Misere).unwrap(), Outcome::N);
        assert_eq!(
            solver.winning_moves(&7, Convention::Normal).unwrap(),
            vec![4]
        );
    }

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        let mut solver = Solver::new(TakeUpToThree);
        assert_eq!(solver.grundy(&2_000_000).unwrap(), Nimber(0));
    }

    #[test]
    fn the_position_limit_is_reported() {
        let mut solver = Solver::with_position_limit(TakeUpToThree, 10);
        let err = solver.grundy(&100).unwrap_err();
        assert_eq!(err.kind(), crate::ErrorKind::TooLarge);
        assert!(err.message().contains("10"));
    }

    struct Cycle;
    impl Game for Cycle {
        type Position = u8;
        fn options(&self, p: &u8, out: &mut Vec<u8>) {
            out.push(1 - p);
        }
    }

    #[test]
    fn cycles_are_an_error_not_a_hang() {
        assert!(Solver::new(Cycle).grundy(&0).is_err());
    }
}
