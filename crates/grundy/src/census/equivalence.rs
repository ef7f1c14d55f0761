//! Equivalent games: two games are equivalent when their Grundy sequences are the same, or the
//! same but shifted, after their leading zeros. A game that may not take a whole heap of 1 has
//! g(1) = 0 and plays as another game on heaps one smaller (Winning Ways ch. 4): 0.07
//! (Dawson's Kayles) is 0.4 on heaps one larger, and 0.01 is 0.1 on heaps one smaller. Every
//! sequence starts with g(0) = 0 and has a non-zero value (the least heap with a move has one),
//! so a sequence is its leading zeros followed by its *stripped* sequence, and two games are
//! equivalent when their stripped sequences are equal; member n then plays as canonical
//! n − shift, shift being the difference of their leading zeros.
//!
//! Equality is checked on every heap both games computed ([`compare`]); two games with proven
//! periods are compared for every heap (their least periods and stripped preperiods are
//! invariants, and by the Fine–Wilf theorem two eventually periodic sequences that agree on
//! max(n0) + p + q values agree for ever).
//!
//! ```
//! use grundy::census::equivalence::{Known, compare, Comparison};
//!
//! // 0.07 (Dawson's Kayles) and 0.4: 0.4's heap n + 1 is Dawson's heap n.
//! let dawsons = grundy::census::compute(&"0.07".parse()?, 1000, 1000)?;
//! let four = grundy::census::compute(&"0.4".parse()?, 1000, 1000)?;
//! let (a, b) = (Known::from(&dawsons), Known::from(&four));
//! assert_eq!(compare(&a, &b), Comparison::Same { compared: None });
//! assert_eq!(b.leading_zeros() - a.leading_zeros(), 1);
//! # Ok::<(), grundy::Error>(())
//! ```

use std::collections::HashMap;

use super::CensusGame;

/// What is known of a game's sequence: g(0..=M), and its period when proven.
#[derive(Clone, Copy, Debug)]
pub struct Known<'a> {
    /// g(0), …, g(M).
    pub values: &'a [u32],
    /// (preperiod, period), when proven: then every value follows from `values`.
    pub period: Option<(u64, u64)>,
}

impl<'a> From<&'a CensusGame> for Known<'a> {
    fn from(game: &'a CensusGame) -> Known<'a> {
        Known {
            values: &game.values,
            period: game.preperiod.zip(game.period),
        }
    }
}

impl Known<'_> {
    /// The number of leading zero values (g(0) = 0 is one of them).
    pub fn leading_zeros(&self) -> u64 {
        self.values.iter().take_while(|&&v| v == 0).count() as u64
    }

    /// g(n), when known.
    pub fn get(&self, n: u64) -> Option<u32> {
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Some(v);
        }
        let (preperiod, period) = self.period?;
        let folded = preperiod + (n - preperiod) % period;
        self.values.get(usize::try_from(folded).ok()?).copied()
    }

    /// How many values of the stripped sequence are known (`None`: all, by the period).
    fn stripped_len(&self) -> Option<u64> {
        match self.period {
            Some(_) => None,
            None => Some(self.values.len() as u64 - self.leading_zeros()),
        }
    }

    /// The least preperiod and period of the stripped sequence, when proven.
    fn stripped_period(&self) -> Option<(u64, u64)> {
        let (preperiod, period) = self.period?;
        Some((preperiod.saturating_sub(self.leading_zeros()), period))
    }
}

/// How two games' stripped sequences compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// Equal on every value both know: `compared` values of the stripped sequences, or
    /// `None` when both periods are proven and so they are equal for every heap.
    Same {
        /// How many stripped values were compared (`None`: all of them, proven).
        compared: Option<u64>,
    },
    /// They first differ at heap `heap` of the first game (heap `heap − shift` of the second,
    /// shift being the difference of their leading zeros).
    Differ {
        /// The first game's heap.
        heap: u64,
        /// The first game's value there.
        first: u32,
        /// The second game's value at the matching heap.
        second: u32,
    },
}

/// Compares the stripped sequences of `a` and `b` on every value both know.
pub fn compare(a: &Known, b: &Known) -> Comparison {
    let (za, zb) = (a.leading_zeros(), b.leading_zeros());
    let length = match (a.stripped_len(), b.stripped_len()) {
        (Some(x), Some(y)) => Some(x.min(y)),
        (Some(x), None) | (None, Some(x)) => Some(x),
        (None, None) => None,
    };
    let checked = length.unwrap_or_else(|| {
        // Both periodic: a difference shows within max(n0) + p + q values (Fine–Wilf).
        let (pa, qa) = a.stripped_period().unwrap_or((0, 1));
        let (pb, qb) = b.stripped_period().unwrap_or((0, 1));
        pa.max(pb) + qa + qb
    });
    for i in 0..checked {
        let (x, y) = (a.get(za + i), b.get(zb + i));
        if x != y {
            return Comparison::Differ {
                heap: za + i,
                first: x.unwrap_or(0),
                second: y.unwrap_or(0),
            };
        }
    }
    Comparison::Same { compared: length }
}

/// The first heap where `a` and `b` differ, unshifted, on every heap both know (every heap
/// when both periods are proven); `None` when they agree there.
pub fn first_difference(a: &Known, b: &Known) -> Option<u64> {
    let known = |k: &Known| k.period.map_or(Some(k.values.len() as u64), |_| None);
    let checked = match (known(a), known(b)) {
        (Some(x), Some(y)) => x.min(y),
        (Some(x), None) | (None, Some(x)) => x,
        (None, None) => {
            let (pa, qa) = a.period.unwrap_or((0, 1));
            let (pb, qb) = b.period.unwrap_or((0, 1));
            pa.max(pb) + qa + qb
        }
    };
    (0..checked).find(|&n| a.get(n) != b.get(n))
}

/// A game's place in its group: the canonical member it is equivalent to, with the shift
/// (member heap n plays as canonical heap n − shift) and how far the equality was checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Equivalent {
    /// The index of the canonical member.
    pub canonical: usize,
    /// Member heap n plays as canonical heap n − shift.
    pub shift: i64,
    /// How many stripped values were compared (`None`: all, both periods proven).
    pub compared: Option<u64>,
}

/// Values of the stripped sequence that decide which games are compared at all.
const KEY_VALUES: u64 = 32;

/// Groups `games` (in order of preference: the first member of a group is its canonical
/// one) by their stripped sequences: for each game, the canonical member it is equivalent
/// to, or `None` for a canonical member (or a game equivalent to none). Each claim is checked
/// by [`compare`] on every heap both games know.
pub fn group(games: &[Known]) -> Vec<Option<Equivalent>> {
    let mut buckets: HashMap<Vec<u32>, Vec<usize>> = HashMap::new();
    let mut result = vec![None; games.len()];
    // Every game's key has the same length, so that equal sequences share a bucket.
    let known = games
        .iter()
        .filter_map(Known::stripped_len)
        .fold(KEY_VALUES, u64::min);
    for (index, game) in games.iter().enumerate() {
        let zeros = game.leading_zeros();
        let key: Vec<u32> = (0..known).filter_map(|i| game.get(zeros + i)).collect();
        let canonicals = buckets.entry(key).or_default();
        let found = canonicals
            .iter()
            .find_map(|&c| match compare(game, &games[c]) {
                Comparison::Same { compared } => Some(Equivalent {
                    canonical: c,
                    shift: zeros as i64 - games[c].leading_zeros() as i64,
                    compared,
                }),
                Comparison::Differ { .. } => None,
            });
        match found {
            Some(equivalent) => result[index] = Some(equivalent),
            None => canonicals.push(index),
        }
    }
    result
}
