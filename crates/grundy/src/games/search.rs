//! A game's rules over machine words, so that the exhaustive search of a sum can hold
//! components of different games in one position type.

use std::fmt;
use std::hash::Hash;

use crate::engine::Game;

/// The rules of one game over positions written as words (`[h1, h2, …]` for Nim, `[n]` for a
/// heap, `[a, b]` for Wythoff, `[n, r]` for a take-away position, sorted heaps for an octal
/// game).
pub trait WordRules: fmt::Debug + Send + Sync {
    /// Pushes every option of `position` onto `out`.
    fn options(&self, position: &[u64], out: &mut Vec<Vec<u64>>);
}

/// A position ready for exhaustive search: its rules, its encoding, and bounds on the positions
/// reachable from it and on the options of each, so that a search can be refused before it
/// starts: the moves it would keep are at most their product.
#[derive(Debug)]
pub struct Search {
    pub(crate) rules: Box<dyn WordRules>,
    pub(crate) start: Vec<u64>,
    pub(crate) bound: u64,
    pub(crate) options_bound: u64,
}

impl Search {
    /// The search of `start` under the brute-force rules `rules` (a [`Game`] whose positions
    /// are words), with at most `bound` positions reachable and at most `options_bound` options
    /// from any of them (both saturating).
    pub fn new<G>(rules: G, start: G::Position, bound: u64, options_bound: u64) -> Search
    where
        G: Game + fmt::Debug + Send + Sync + 'static,
        G::Position: WordPosition,
    {
        Search {
            rules: Box::new(Words(rules)),
            start: start.to_words(),
            bound,
            options_bound,
        }
    }

    /// The upper bound on the positions reachable from the start, the start included.
    pub fn bound(&self) -> u64 {
        self.bound
    }

    /// The upper bound on the options of any position reachable from the start.
    pub fn options_bound(&self) -> u64 {
        self.options_bound
    }

    /// The upper bound on the moves of all reachable positions together (positions × options,
    /// saturating): what an exhaustive search keeps of this game.
    pub fn moves_bound(&self) -> u64 {
        self.bound.saturating_mul(self.options_bound)
    }
}

/// A position type written as words.
pub trait WordPosition: Clone + Eq + Hash {
    /// The words.
    fn to_words(&self) -> Vec<u64>;
    /// The position from its words.
    fn from_words(words: &[u64]) -> Self;
}

impl WordPosition for u64 {
    fn to_words(&self) -> Vec<u64> {
        vec![*self]
    }
    fn from_words(words: &[u64]) -> Self {
        words.first().copied().unwrap_or(0)
    }
}

impl WordPosition for (u64, u64) {
    fn to_words(&self) -> Vec<u64> {
        vec![self.0, self.1]
    }
    fn from_words(words: &[u64]) -> Self {
        match words {
            [a, b, ..] => (*a, *b),
            [a] => (*a, 0),
            [] => (0, 0),
        }
    }
}

impl WordPosition for Vec<u64> {
    fn to_words(&self) -> Vec<u64> {
        self.clone()
    }
    fn from_words(words: &[u64]) -> Self {
        words.to_vec()
    }
}

/// A [`Game`] over word positions, as [`WordRules`].
#[derive(Debug)]
struct Words<G>(G);

impl<G> WordRules for Words<G>
where
    G: Game + fmt::Debug + Send + Sync,
    G::Position: WordPosition,
{
    fn options(&self, position: &[u64], out: &mut Vec<Vec<u64>>) {
        let mut options = Vec::new();
        self.0
            .options(&G::Position::from_words(position), &mut options);
        out.extend(options.iter().map(WordPosition::to_words));
    }
}
