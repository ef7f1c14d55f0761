//! Subtraction games: one heap; a move removes some s ∈ S from it (S finite, positive).
//!
//! The Grundy value g(n) = mex{ g(n − s) : s ∈ S, s ≤ n } depends only on the previous max(S)
//! values, so the sequence is ultimately periodic (docs/THEORY.md § 7). Values are at
//! most |S|, so a mex is a scan of a |S|+1 bit mask.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::{ImpartialGame, Memo, Notation, Playable, Search, TakeMove, take};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::expr::Call;
use crate::num::Natural;
use crate::sequence::{SequenceKind, SequenceRun};

/// The largest heap whose value is computed by running the sequence up to it.
pub const SUBTRACTION_HEAP_LIMIT: u64 = 100_000_000;

/// A finite subtraction set S of positive integers (sorted, without repeats).
///
/// ```
/// use grundy::games::subtraction::SubtractionSet;
///
/// let set: SubtractionSet = "{4,1,3}".parse()?;
/// assert_eq!(set.to_string(), "{1,3,4}");
/// assert_eq!(set.grundy_sequence(9)?, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]); // period 7
/// assert!("{0,2}".parse::<SubtractionSet>().is_err());
/// # Ok::<(), grundy::Error>(())
/// ```
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
        let mut run = SequenceRun::new(self, SequenceKind::Grundy, to)?;
        while !run.is_done() {
            crate::interrupt::check()?;
            run.advance(1 << 16);
        }
        Ok(run.finish().values().collect())
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

    pub(crate) fn check_heap_limit(&self, to: u64) -> Result<()> {
        if to > SUBTRACTION_HEAP_LIMIT {
            return Err(Error::too_large(
                "subtraction_heap",
                SUBTRACTION_HEAP_LIMIT,
                Some(Natural::from(to)),
                format!(
                    "subtraction game values are computed up to n = {SUBTRACTION_HEAP_LIMIT}; asked \
                 for n = {to}"
                ),
            ));
        }
        Ok(())
    }
}

impl FromStr for SubtractionSet {
    type Err = Error;

    /// Reads `{1,3,4}` or `1,3,4` (spaces allowed).
    fn from_str(text: &str) -> Result<SubtractionSet> {
        let inner = text.trim();
        let braces = inner.strip_prefix('{').and_then(|t| t.strip_suffix('}'));
        if braces.unwrap_or(inner).trim().is_empty() {
            return SubtractionSet::new(Vec::new());
        }
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
                            "invalid subtraction set element '{}' in '{}': expected positive \
                             integers below 2^64 separated by commas, such as {{1,3,4}}",
                            crate::error::quote(part),
                            crate::error::quote(text)
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

/// A heap of a subtraction game: its set S and its size.
///
/// ```
/// use grundy::engine::{Convention, Outcome};
/// use grundy::games::{ImpartialGame, Playable};
/// use grundy::games::subtraction::Subtraction;
///
/// let game: Subtraction = "sub(10,{1,3,4})".parse()?;
/// assert_eq!(game.grundy()?.to_u64(), Some(1)); // g(10) for S = {1,3,4} (period 7)
/// let moves = game.winning_moves(Convention::Normal)?;
/// assert_eq!(moves.len(), 2); // to 9 and to 7, both worth 0
/// assert_eq!(game.describe_move(&moves[0]), "take 1 (10 → 9)");
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subtraction {
    set: SubtractionSet,
    heap: u64,
    /// g(0), …, g(n') for some n' ≥ heap, once asked for (shared with the positions a move
    /// leaves, whose values are a prefix of it).
    values: Memo<Result<Arc<Vec<u32>>>>,
}

impl Subtraction {
    /// A heap of `heap` tokens under the set `set`, within [`SUBTRACTION_HEAP_LIMIT`] (its value
    /// comes from the sequence up to it).
    pub fn new(set: SubtractionSet, heap: u64) -> Result<Subtraction> {
        set.check_heap_limit(heap)?;
        Ok(Subtraction {
            set,
            heap,
            values: Memo::new(),
        })
    }

    /// The subtraction set.
    pub fn set(&self) -> &SubtractionSet {
        &self.set
    }

    /// The heap size.
    pub fn heap(&self) -> u64 {
        self.heap
    }

    /// g(0), …, g(heap) (at least), computed once.
    fn values(&self) -> Result<&[u32]> {
        self.values
            .get_or_init(|| self.set.grundy_sequence(self.heap).map(Arc::new))
            .as_ref()
            .map(|values| values.as_slice())
            .map_err(Clone::clone)
    }

    /// The Grundy value g(heap), as a small number.
    pub fn value(&self) -> Result<u32> {
        Ok(self.values()?[self.heap as usize])
    }

    /// The options (heap sizes after a move) whose Grundy value is `target`, ascending.
    pub fn options_of_value(&self, target: u32) -> Result<Vec<u64>> {
        let values = self.values()?;
        let mut options: Vec<u64> = self
            .set
            .elements
            .iter()
            .filter_map(|&s| self.heap.checked_sub(s))
            .filter(|&to| values[to as usize] == target)
            .collect();
        options.sort_unstable();
        Ok(options)
    }

    /// The elements of S that fit in the heap now.
    fn takes(&self) -> impl Iterator<Item = u64> + '_ {
        self.set
            .elements
            .iter()
            .copied()
            .filter(|&s| s <= self.heap)
    }

    fn take_move(&self, take: u64) -> TakeMove {
        TakeMove {
            take: Natural::from(take),
            to: Natural::from(self.heap - take),
        }
    }

    fn misere_unsupported(&self) -> Error {
        Error::unsupported(format!(
            "{self}: subtraction games have no misère rule in grundy; small positions are \
             searched whole in a sum"
        ))
    }
}

impl ImpartialGame for Subtraction {
    type Move = TakeMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        match convention {
            Convention::Normal => Ok(Outcome::from_is_p(self.value()? == 0)),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    /// g(heap), from the set's Grundy sequence.
    fn grundy(&self) -> Result<Natural> {
        Ok(Natural::from(self.value()?))
    }

    fn winning_moves(&self, convention: Convention) -> Result<Vec<TakeMove>> {
        match convention {
            Convention::Normal => self.moves_to_value(&Natural::ZERO),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    fn explain(&self, convention: Convention) -> Result<String> {
        if convention == Convention::Misere {
            return Err(self.misere_unsupported());
        }
        let g = self.value()?;
        let mut text = format!(
            "Subtraction game {}: a move removes an element of S from the heap. The Grundy \
             value of n is the mex of the values of n − s, s ∈ S, s ≤ n; here g({}) = {g}.\n",
            self.set, self.heap
        );
        let moves = self.winning_moves(convention)?;
        if moves.is_empty() {
            text.push_str("P-position: every move leaves a position of non-zero value.\n");
        } else {
            let takes: Vec<String> = moves.iter().map(|m| m.take.to_string()).collect();
            text.push_str(&format!(
                "N-position: taking {} leaves a position of value 0.\n",
                takes.join(" or ")
            ));
        }
        Ok(text)
    }
}

impl fmt::Display for Subtraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "sub({},{})", self.heap, self.set)
    }
}

impl Notation for Subtraction {
    const NAMES: &'static [&'static str] = &["sub"];
    const EXAMPLES: &'static [&'static str] = &["sub(10,{1,3,4})"];

    fn from_call(call: &Call<'_>) -> Result<Subtraction> {
        let usage = "sub(N,{S1,S2,...}): a heap and the subtraction set";
        call.shape(2, &[], usage)?;
        let heap_token = call.atom(0, usage)?;
        let heap = heap_token.word("heap size")?;
        let (elements, set_token) = call.set(1, usage)?;
        let set = SubtractionSet::new(elements).map_err(|e| e.with_column(set_token.column()))?;
        Subtraction::new(set, heap).map_err(|e| e.with_column(heap_token.column()))
    }
}

impl Playable for Subtraction {
    fn family(&self) -> &'static str {
        "subtraction"
    }

    fn value_method(&self) -> &'static str {
        "from the set's Grundy sequence"
    }

    fn moves_to_value(&self, value: &Natural) -> Result<Vec<TakeMove>> {
        let Some(target) = value.to_u64().and_then(|v| u32::try_from(v).ok()) else {
            return Ok(Vec::new());
        };
        // Ascending takes: the options in descending order.
        Ok(self
            .options_of_value(target)?
            .into_iter()
            .rev()
            .map(|to| self.take_move(self.heap - to))
            .collect())
    }

    fn legal_moves(&self, _limit: usize) -> Result<Vec<TakeMove>> {
        Ok(self.takes().map(|t| self.take_move(t)).collect())
    }

    fn check_move(&self, mv: &TakeMove) -> Result<()> {
        let heap = Natural::from(self.heap);
        let allowed = mv.take.to_u64().filter(|t| self.set.elements.contains(t));
        if allowed.is_none() {
            return Err(Error::illegal_move(format!(
                "{self} allows taking {}",
                list_or(&self.set.elements)
            )));
        }
        take::check_take(&heap, &mv.take, &heap, String::new)?;
        take::check_leaves(&heap, mv)
    }

    fn after(&self, mv: &TakeMove) -> Vec<Subtraction> {
        let values = match self.values.get() {
            Some(Ok(values)) => Memo::filled(Ok(Arc::clone(values))),
            _ => Memo::new(),
        };
        vec![Subtraction {
            set: self.set.clone(),
            heap: mv.to.to_u64().unwrap_or(0),
            values,
        }]
    }

    fn smallest_move(&self) -> Option<(Natural, TakeMove)> {
        let take = self.takes().next()?;
        Some((Natural::from(take), self.take_move(take)))
    }

    fn parse_move(&self, words: &[&str], _index: usize) -> Result<TakeMove> {
        // The set's own message ("allows taking 1, 3 or 4") comes from `check_move`.
        let heap = Natural::from(self.heap);
        let taken = take::parse_take(&heap, words)?;
        let mv = TakeMove {
            to: heap.checked_sub(&taken).unwrap_or(Natural::ZERO),
            take: taken,
        };
        self.check_move(&mv)?;
        Ok(mv)
    }

    fn move_notation(&self, mv: &TakeMove) -> String {
        mv.take.to_string()
    }

    fn describe_move(&self, mv: &TakeMove) -> String {
        take::describe_take(&Natural::from(self.heap), mv)
    }

    fn move_help(&self) -> &'static str {
        "sub: `T` takes T tokens, T an element of the set"
    }

    fn why_winning(&self, mv: &TakeMove, _convention: Convention) -> String {
        let g = self
            .value()
            .map_or_else(|_| "?".to_string(), |g| g.to_string());
        format!(
            "in the Grundy sequence of {}, g({}) = {g}; taking {} leaves {}, where g = 0: a \
             P-position.",
            self.set, self.heap, mv.take, mv.to
        )
    }

    fn why_losing(&self, _convention: Convention) -> String {
        format!(
            "g({}) = 0 in the Grundy sequence of {}: every move leaves a non-zero value, and your \
             opponent can always bring it back to 0.",
            self.heap, self.set
        )
    }

    fn search(&self) -> Result<Search> {
        Ok(Search::new(
            self.set.clone(),
            self.heap,
            self.heap.saturating_add(1),
        ))
    }

    fn search_option(&self, mv: &TakeMove) -> Vec<u64> {
        vec![mv.to.to_u64().unwrap_or(0)]
    }
}

/// "1, 3 or 4".
pub(crate) fn list_or(values: &[u64]) -> String {
    let words: Vec<String> = values.iter().map(u64::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => words.join(""),
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
