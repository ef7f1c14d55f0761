//! Subtraction games: one heap; a move removes some s ∈ S from it (S finite, positive).
//!
//! The Grundy value g(n) = mex{ g(n − s) : s ∈ S, s ≤ n } depends only on the previous max(S)
//! values, so the sequence is ultimately periodic (THEORY: subtraction games). Values are at
//! most |S|, so a mex is a scan of a |S|+1 bit mask.

use std::fmt;
use std::str::FromStr;

use crate::engine::{Game, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::sequence::{SequenceKind, SequenceRun};

/// The largest heap whose value is computed by running the sequence up to it.
pub const SUBTRACTION_HEAP_LIMIT: u64 = 100_000_000;

/// A finite subtraction set S of positive integers (sorted, without repeats).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubtractionSet {
    elements: Vec<u64>,
}

impl SubtractionSet {
    /// The set of the given elements (any order, repeats allowed); all must be positive.
    pub fn new(mut elements: Vec<u64>) -> Result<SubtractionSet> {
        if elements.is_empty() {
            return Err(Error::invalid(
                "empty subtraction set: expected at least one positive integer, such as {1,3,4}",
            ));
        }
        if elements.contains(&0) {
            return Err(Error::invalid(
                "subtraction set contains 0: every element must be a positive integer",
            ));
        }
        elements.sort_unstable();
        elements.dedup();
        Ok(SubtractionSet { elements })
    }

    /// The elements, ascending.
    pub fn elements(&self) -> &[u64] {
        &self.elements
    }

    /// The largest element: how far back a value looks.
    pub fn max(&self) -> u64 {
        self.elements[self.elements.len() - 1]
    }

    /// g(0), …, g(to): the Grundy sequence (computed by [`SequenceRun`], one-hot and
    /// vectorised).
    pub fn grundy_sequence(&self, to: u64) -> Result<Vec<u32>> {
        self.check_heap_limit(to)?;
        let sequence = SequenceRun::new(self, SequenceKind::Grundy, to)?.finish();
        Ok(sequence.values().collect())
    }

    /// g(0), …, g(to) by the definition, one mex per position: the oracle of the tests and the
    /// baseline of the benchmarks.
    pub fn grundy_sequence_by_mex(&self, to: u64) -> Result<Vec<u32>> {
        self.check_heap_limit(to)?;
        let len = to as usize + 1;
        let mut values: Vec<u32> = Vec::with_capacity(len);
        let mut seen = vec![false; self.elements.len() + 1];
        for n in 0..len {
            seen.iter_mut().for_each(|s| *s = false);
            for &s in &self.elements {
                let Some(before) = (n as u64).checked_sub(s) else {
                    break;
                };
                seen[values[before as usize] as usize] = true;
            }
            let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len());
            values.push(mex as u32);
        }
        Ok(values)
    }

    fn check_heap_limit(&self, to: u64) -> Result<()> {
        if to > SUBTRACTION_HEAP_LIMIT {
            return Err(Error::too_large(format!(
                "subtraction game values are computed up to n = {SUBTRACTION_HEAP_LIMIT}; asked \
                 for n = {to}"
            )));
        }
        Ok(())
    }
}

impl FromStr for SubtractionSet {
    type Err = Error;

    /// Reads `{1,3,4}` or `1,3,4` (spaces allowed).
    fn from_str(text: &str) -> Result<SubtractionSet> {
        let inner = text.trim();
        let inner = inner
            .strip_prefix('{')
            .and_then(|t| t.strip_suffix('}'))
            .unwrap_or(inner);
        let elements = inner
            .split(',')
            .map(|part| {
                let part = part.trim();
                part.parse::<u64>().map_err(|_| {
                    Error::new(
                        ErrorKind::InvalidNumber,
                        format!(
                            "invalid subtraction set element '{part}' in '{text}': expected \
                             positive integers separated by commas, such as {{1,3,4}}"
                        ),
                    )
                })
            })
            .collect::<Result<Vec<u64>>>()?;
        SubtractionSet::new(elements)
    }
}

impl fmt::Display for SubtractionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.elements.iter().map(u64::to_string).collect();
        write!(f, "{{{}}}", parts.join(","))
    }
}

/// A heap of a subtraction game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subtraction {
    set: SubtractionSet,
    heap: u64,
    values: Vec<u32>,
}

impl Subtraction {
    /// A heap of `heap` tokens under the set `set`.
    pub fn new(set: SubtractionSet, heap: u64) -> Result<Subtraction> {
        let values = set.grundy_sequence(heap)?;
        Ok(Subtraction { set, heap, values })
    }

    /// The subtraction set.
    pub fn set(&self) -> &SubtractionSet {
        &self.set
    }

    /// The heap size.
    pub fn heap(&self) -> u64 {
        self.heap
    }

    /// The Grundy value g(heap).
    pub fn grundy(&self) -> u32 {
        self.values[self.heap as usize]
    }

    /// Who wins (normal play).
    pub fn outcome(&self) -> Outcome {
        Outcome::from_is_p(self.grundy() == 0)
    }

    /// The options (heap sizes after a move) whose Grundy value is `target`, ascending.
    pub fn moves_to_value(&self, target: u32) -> Vec<u64> {
        let mut moves: Vec<u64> = self
            .set
            .elements
            .iter()
            .filter_map(|&s| self.heap.checked_sub(s))
            .filter(|&to| self.values[to as usize] == target)
            .collect();
        moves.sort_unstable();
        moves
    }
}

impl Game for SubtractionSet {
    type Position = u64;

    fn options(&self, heap: &u64, out: &mut Vec<u64>) {
        out.extend(self.elements.iter().filter_map(|&s| heap.checked_sub(s)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;

    #[test]
    fn sequence_matches_brute_force() {
        for text in ["{1,3,4}", "{2,5,7}", "1,2,3", "{4}", "{1,2,4,8,16}"] {
            let set: SubtractionSet = text.parse().unwrap();
            let values = set.grundy_sequence(300).unwrap();
            assert_eq!(values, set.grundy_sequence_by_mex(300).unwrap(), "{text}");
            let mut solver = Solver::new(set.clone());
            for (n, &g) in values.iter().enumerate() {
                assert_eq!(
                    u64::from(g),
                    solver.grundy(&(n as u64)).unwrap().value(),
                    "{text} n={n}"
                );
            }
        }
    }

    #[test]
    fn the_set_1_3_4_has_period_7() {
        let values = "{1,3,4}"
            .parse::<SubtractionSet>()
            .unwrap()
            .grundy_sequence(13)
            .unwrap();
        assert_eq!(values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
        // The literal from the rule alone (no crate code): g(n) = mex{g(n − x) : x ∈ {1,3,4}}.
        let mut rule: Vec<u32> = Vec::new();
        for n in 0..=13 {
            let options: Vec<u32> = [1, 3, 4]
                .iter()
                .filter(|&&x| x <= n)
                .map(|&x| rule[n - x])
                .collect();
            rule.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        assert_eq!(rule, values);
    }

    #[test]
    fn bad_sets_are_refused() {
        for bad in ["{}", "{0,1}", "{1,x}", "{-1}", "1;2"] {
            assert!(bad.parse::<SubtractionSet>().is_err(), "{bad}");
        }
    }
}
