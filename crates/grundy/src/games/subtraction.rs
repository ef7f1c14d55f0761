//! Subtraction games: one heap; a move removes some s ∈ S from it (S finite, positive).
//!
//! The Grundy value g(n) = mex{ g(n − s) : s ∈ S, s ≤ n } depends only on the previous max(S)
//! values, so the sequence is ultimately periodic (docs/THEORY.md § 7). Values are at
//! most |S|, so a mex is a scan of a |S|+1 bit mask.

use super::cost;
use super::view::{TokenStyle, View};
use crate::games::Family;
use crate::text::{Lines, Msg, msg};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::{
    ImpartialGame, Memo, MoveNotation, Notation, Rules, Search, Searchable, Summand, TakeMove,
    Tutor, take,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::notation::Call;
use crate::num::Natural;
use crate::sequence::{PeriodSearch, Periodicity, SequenceKind, SequenceRun};

/// The largest heap whose value is computed by running the sequence up to it; a larger heap
/// takes its value from the set's period, searched for over as many positions.
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
            return Err(Error::invalid(msg!("error-sub-empty-set")));
        }
        if elements.contains(&0) {
            return Err(Error::invalid(msg!("error-sub-zero-in-set")));
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
            if n.is_multiple_of(1 << 14) {
                crate::interrupt::check()?;
            }
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
                msg!(
                    "error-sub-heap-limit",
                    limit = SUBTRACTION_HEAP_LIMIT,
                    n = to
                ),
            ));
        }
        Ok(())
    }
}

impl crate::sequence::SubtractionRule for SubtractionSet {
    fn elements(&self) -> &[u64] {
        &self.elements
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
                        msg!(
                            "error-sub-invalid-element",
                            element = crate::error::quote(part),
                            set = crate::error::quote(text)
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

/// How many positions the period search of a heap beyond [`SUBTRACTION_HEAP_LIMIT`] computes
/// between two looks at Ctrl-C.
const PERIOD_SLICE: u64 = 1 << 20;

/// The Grundy values a heap needs, for itself and every heap a move leaves: g(0), …, g(heap)
/// when the heap is within [`SUBTRACTION_HEAP_LIMIT`]; beyond it, the set's least preperiod n0
/// and period p, proven by a repeated window ([`PeriodSearch`]), with g(0), …, g(n0 + p − 1),
/// which give every g(n) as g(n0 + (n − n0) mod p).
#[derive(Debug)]
struct Values {
    values: Vec<u32>,
    periodicity: Option<Periodicity>,
}

impl Values {
    /// The values for heaps up to `heap`: the sequence up to it within the limit, one period
    /// beyond it.
    fn for_heap(set: &SubtractionSet, heap: &Natural) -> Result<Values> {
        match heap.to_u64().filter(|&h| h <= SUBTRACTION_HEAP_LIMIT) {
            Some(to) => Ok(Values {
                values: set.grundy_sequence(to)?,
                periodicity: None,
            }),
            None => Values::periodic(set, heap, SUBTRACTION_HEAP_LIMIT),
        }
    }

    /// The set's period, searched for over at most `limit` positions, and the values before
    /// and in its first repetition (also at most `limit`); `heap` is what was asked for, named
    /// in the refusal.
    fn periodic(set: &SubtractionSet, heap: &Natural, limit: u64) -> Result<Values> {
        let mut search = PeriodSearch::new(set, SequenceKind::Grundy)?;
        while !search.is_found() {
            crate::interrupt::check()?;
            let left = limit.saturating_sub(search.position());
            if left == 0 {
                return Err(period_not_found(set, heap, limit));
            }
            search.advance(left.min(PERIOD_SLICE));
        }
        let periodicity = search
            .finish(1)
            .ok_or_else(|| period_not_found(set, heap, limit))?;
        // The search has seen a whole period after n0, so this holds; it is checked all the
        // same, since the values are stored.
        let last = periodicity
            .preperiod
            .checked_add(periodicity.period - 1)
            .filter(|&last| last <= limit)
            .ok_or_else(|| period_too_long(set, heap, periodicity, limit))?;
        Ok(Values {
            values: set.grundy_sequence(last)?,
            periodicity: Some(periodicity),
        })
    }

    /// Whether g(n) is stored as it is (n below the values' length).
    fn stored(&self, n: &Natural) -> bool {
        n.to_u64().is_some_and(|n| n < self.values.len() as u64)
    }

    /// Whether g(n) is known: always once the period is.
    fn covers(&self, n: &Natural) -> bool {
        self.periodicity.is_some() || self.stored(n)
    }

    /// The heap whose stored value is g(n): n itself, or n0 + (n − n0) mod p past the values.
    /// `n` is one the values [cover](Self::covers).
    fn index(&self, n: &Natural) -> u64 {
        match (n.to_u64(), self.periodicity) {
            (Some(small), _) if self.stored(n) => small,
            (_, Some(Periodicity { preperiod, period })) => {
                // Past the values, so n > n0 + p − 1 ≥ n0.
                let offset = n
                    .checked_sub(&Natural::from(preperiod))
                    .unwrap_or(Natural::ZERO);
                preperiod + (&offset % period).to_u64().unwrap_or(0)
            }
            // Not reached: values without a period were computed for a heap of at least n.
            (small, None) => small.unwrap_or(u64::MAX),
        }
    }

    /// g(n), for an `n` the values [cover](Self::covers) (the heap they were computed for, and
    /// every smaller one).
    fn get(&self, n: &Natural) -> u32 {
        self.values[self.index(n) as usize]
    }
}

/// The refusal of a heap whose period was not found within `limit` positions.
#[cold]
fn period_not_found(set: &SubtractionSet, heap: &Natural, limit: u64) -> Error {
    Error::too_large(
        "subtraction_period_search",
        limit,
        Some(heap.clone()),
        msg!(
            "error-sub-period-not-found",
            heap = crate::error::shortened(heap),
            set = set,
            heap_limit = SUBTRACTION_HEAP_LIMIT,
            limit = limit
        ),
    )
}

/// The refusal of a heap whose period is found but whose first period ends past `limit`.
#[cold]
fn period_too_long(
    set: &SubtractionSet,
    heap: &Natural,
    periodicity: Periodicity,
    limit: u64,
) -> Error {
    let Periodicity { preperiod, period } = periodicity;
    Error::too_large(
        "subtraction_heap",
        limit,
        Some(heap.clone()),
        msg!(
            "error-sub-period-too-long",
            heap = crate::error::shortened(heap),
            set = set,
            period = period,
            preperiod = preperiod,
            limit = limit
        ),
    )
}

/// A heap of a subtraction game: its set S and its size, any number of digits.
///
/// Heaps up to [`SUBTRACTION_HEAP_LIMIT`] take their value from the Grundy sequence up to them;
/// larger ones from the set's least period and preperiod, found exactly and proven by a
/// repeated window ([`PeriodSearch`], within the first [`SUBTRACTION_HEAP_LIMIT`] positions).
///
/// ```
/// use grundy::engine::{Convention, Outcome};
/// use grundy::games::{ImpartialGame, Tutor};
/// use grundy::games::subtraction::Subtraction;
/// use grundy::text::Lang;
///
/// let game: Subtraction = "sub(10,{1,3,4})".parse()?;
/// assert_eq!(game.grundy()?.to_u64(), Some(1)); // g(10) for S = {1,3,4} (period 7)
/// let moves = game.winning_moves(Convention::Normal)?;
/// assert_eq!(moves.len(), 2); // to 9 and to 7, both worth 0
/// assert_eq!(game.describe_move(&moves[0]).render(Lang::En), "take 1 (10 → 9)");
///
/// // 10^25 ≡ 3 (mod 7), and g(3) = 1.
/// let huge: Subtraction = "sub(10000000000000000000000000,{1,3,4})".parse()?;
/// assert_eq!(huge.grundy()?.to_u64(), Some(1));
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subtraction {
    set: SubtractionSet,
    heap: Natural,
    /// The values the heap needs, once asked for (shared with the positions a move leaves,
    /// which they cover too).
    values: Memo<Result<Arc<Values>>>,
}

impl Subtraction {
    /// A heap of `heap` tokens under the set `set`. Nothing is computed yet: a heap whose value
    /// cannot be found (no period within the limit) is refused when its value is asked for.
    pub fn new(set: SubtractionSet, heap: impl Into<Natural>) -> Subtraction {
        Subtraction {
            set,
            heap: heap.into(),
            values: Memo::new(),
        }
    }

    /// The subtraction set.
    pub fn set(&self) -> &SubtractionSet {
        &self.set
    }

    /// The heap size.
    pub fn heap(&self) -> &Natural {
        &self.heap
    }

    /// The values this heap needs, computed once.
    fn values(&self) -> Result<&Values> {
        self.values
            .get_or_init(|| Values::for_heap(&self.set, &self.heap).map(Arc::new))
            .as_ref()
            .map(|values| values.as_ref())
            .map_err(Clone::clone)
    }

    /// Whether the value comes from the set's period rather than the sequence up to the heap.
    fn beyond_sequence(&self) -> bool {
        self.heap
            .to_u64()
            .is_none_or(|h| h > SUBTRACTION_HEAP_LIMIT)
    }

    /// The Grundy value g(heap), as a small number.
    pub fn value(&self) -> Result<u32> {
        Ok(self.values()?.get(&self.heap))
    }

    /// The options (heap sizes after a move) whose Grundy value is `target`, ascending.
    pub fn options_of_value(&self, target: u32) -> Result<Vec<Natural>> {
        Ok(self
            .moves_of_value(target)?
            .into_iter()
            .rev()
            .map(|mv| mv.to)
            .collect())
    }

    /// The moves to an option of value `target`, by ascending take.
    fn moves_of_value(&self, target: u32) -> Result<Vec<TakeMove>> {
        let values = self.values()?;
        Ok(self
            .takes()
            .map(|take| self.take_move(take))
            .filter(|mv| values.get(&mv.to) == target)
            .collect())
    }

    /// The elements of S that fit in the heap now, ascending.
    fn takes(&self) -> impl Iterator<Item = u64> + '_ {
        let heap = self.heap.to_u64();
        self.set
            .elements
            .iter()
            .copied()
            .filter(move |&s| heap.is_none_or(|h| s <= h))
    }

    /// Taking `take`, one of [`takes`](Self::takes).
    fn take_move(&self, take: u64) -> TakeMove {
        TakeMove::from_heap(&self.heap, Natural::from(take))
    }

    fn misere_unsupported(&self) -> Error {
        Error::unsupported(msg!("error-sub-misere", game = self))
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

    /// g(heap), from the set's Grundy sequence (and its period, for a heap beyond
    /// [`SUBTRACTION_HEAP_LIMIT`]).
    fn grundy(&self) -> Result<Natural> {
        Ok(Natural::from(self.value()?))
    }

    fn winning_moves(&self, convention: Convention) -> Result<Vec<TakeMove>> {
        match convention {
            Convention::Normal => self.moves_to_value(&Natural::ZERO),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    fn explain(&self, convention: Convention) -> Result<Lines> {
        if convention == Convention::Misere {
            return Err(self.misere_unsupported());
        }
        let values = self.values()?;
        let g = values.get(&self.heap);
        let mut text = Lines::new();
        text.push(msg!(
            "sub-explain-head",
            set = &self.set,
            n = &self.heap,
            g = g
        ));
        if let Some(Periodicity { preperiod, period }) = values.periodicity
            && !values.stored(&self.heap)
        {
            text.push(msg!(
                "sub-explain-period",
                period = period,
                preperiod = preperiod,
                max = self.set.max(),
                n = &self.heap,
                index = values.index(&self.heap)
            ));
        }
        let moves = self.winning_moves(convention)?;
        text.extend(super::explain_moves(self, &moves, convention));
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

    fn summary() -> Msg {
        msg!("summary-subtraction")
    }

    fn from_call(call: &Call<'_>) -> Result<Subtraction> {
        let usage = &msg!("error-sub-notation");
        call.shape(2, &[], usage)?;
        let heap = call.atom(0, usage)?.natural(take::heap_size())?;
        let (elements, set_token) = call.set(1, usage)?;
        let set = SubtractionSet::new(elements).map_err(|e| e.with_column(set_token.column()))?;
        Ok(Subtraction::new(set, heap))
    }
}

/// A step n·|S| of a subtraction game's values, in cost steps (measured: 6–12 ns).
const VALUE_STEPS: u64 = 12;

impl Summand for Subtraction {
    /// The values to the heap: n·|S| steps of `VALUE_STEPS` (unbounded past a word).
    fn cost(&self) -> u64 {
        let set = self.set().elements().len() as u64;
        let n = self.heap().to_u64();
        cost::table(n.map(|n| n.saturating_mul(set)), VALUE_STEPS)
    }

    fn value_method(&self) -> Msg {
        if self.beyond_sequence() {
            msg!("sub-value-method-period")
        } else {
            msg!("sub-value-method")
        }
    }

    fn moves_to_value(&self, value: &Natural) -> Result<Vec<TakeMove>> {
        match value.to_u64().and_then(|v| u32::try_from(v).ok()) {
            Some(target) => self.moves_of_value(target),
            None => Ok(Vec::new()),
        }
    }
}

impl Rules for Subtraction {
    fn legal_moves(&self, _limit: usize) -> Result<Vec<TakeMove>> {
        Ok(self.takes().map(|t| self.take_move(t)).collect())
    }

    fn check_move(&self, mv: &TakeMove) -> Result<()> {
        let allowed = mv.take.to_u64().filter(|t| self.set.elements.contains(t));
        if allowed.is_none() {
            return Err(Error::illegal_move(msg!(
                "error-sub-allows",
                game = self,
                takes = list_or(&self.set.elements)
            )));
        }
        // The take is in the set, so only a heap too small refuses it (never this rule).
        take::check_take(&self.heap, &mv.take, &self.heap, || {
            msg!(
                "error-sub-allows",
                game = self,
                takes = list_or(&self.set.elements)
            )
        })?;
        take::check_leaves(&self.heap, mv)
    }

    fn after(&self, mv: &TakeMove) -> Vec<Subtraction> {
        let values = match self.values.get() {
            Some(Ok(values)) if values.covers(&mv.to) => Memo::filled(Ok(Arc::clone(values))),
            _ => Memo::new(),
        };
        vec![Subtraction {
            set: self.set.clone(),
            heap: mv.to.clone(),
            values,
        }]
    }

    fn smallest_move(&self) -> Option<(Natural, TakeMove)> {
        let take = self.takes().next()?;
        Some((Natural::from(take), self.take_move(take)))
    }

    fn view(&self) -> View {
        let fits: Vec<String> = (self.set().elements().iter())
            .filter(|&&s| Natural::from(s) <= *self.heap())
            .map(u64::to_string)
            .collect();
        let rule = match fits.split_last() {
            None => msg!("rule-no-take-fits"),
            Some((last, [])) => msg!("rule-take-one-of", take = last),
            Some((last, rest)) => msg!("rule-take-any-of", takes = rest.join(", "), last = last),
        };
        View {
            game: Family::Subtraction,
            notation: self.to_string(),
            heaps: vec![(msg!("label-heap"), self.heap().clone())],
            tokens: TokenStyle::Token,
            row: None,
            rule: Some(rule),
        }
    }
}

impl MoveNotation for Subtraction {
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<TakeMove> {
        // The set's own message ("allows taking 1, 3 or 4") comes from `check_move`.
        let taken = take::parse_take(&self.heap, words)?;
        let mv = TakeMove {
            to: self.heap.checked_sub(&taken).unwrap_or(Natural::ZERO),
            take: taken,
        };
        self.check_move(&mv)?;
        Ok(mv)
    }

    fn move_notation(&self, mv: &TakeMove) -> String {
        mv.take.to_string()
    }

    fn move_help(&self) -> Msg {
        msg!("sub-move-help")
    }
}

impl Tutor for Subtraction {
    fn describe_move(&self, mv: &TakeMove) -> Msg {
        take::describe_take(&self.heap, mv)
    }

    fn why_winning(&self, mv: &TakeMove, _convention: Convention) -> Msg {
        let g = self
            .value()
            .map_or_else(|_| "?".to_string(), |g| g.to_string());
        msg!(
            "sub-why-winning",
            set = &self.set,
            n = &self.heap,
            g = g,
            take = &mv.take,
            to = &mv.to
        )
    }

    fn why_losing(&self, _convention: Convention) -> Msg {
        msg!("sub-why-losing", n = &self.heap, set = &self.set)
    }
}

impl Searchable for Subtraction {
    /// Refused with [`TooLarge`](crate::ErrorKind::TooLarge) for a heap of 2^64 or more.
    fn search(&self) -> Result<Search> {
        let heap = self
            .heap
            .to_u64()
            .ok_or_else(|| Error::beyond_word(take::heap_size(), &self.heap))?;
        let options = (self.set.elements().len() as u64).min(heap);
        Ok(Search::new(
            self.set.clone(),
            heap,
            heap.saturating_add(1),
            options,
        ))
    }

    fn search_option(&self, mv: &TakeMove) -> Vec<u64> {
        vec![mv.to.to_u64().unwrap_or(0)]
    }
}

/// "1, 3 or 4" (in the language's words and commas).
pub(crate) fn list_or(values: &[u64]) -> Msg {
    match values {
        [] => msg!("error-text", text = ""),
        [only] => msg!("error-text", text = only),
        [first, last] => msg!("error-games-or", first = first, last = last),
        [first, rest @ ..] => msg!("error-games-comma", first = first, rest = list_or(rest)),
    }
}

impl Game for SubtractionSet {
    type Position = u64;

    fn options(&self, heap: &u64, out: &mut Vec<u64>) {
        out.extend(self.elements.iter().filter_map(|&s| heap.checked_sub(s)));
    }
}

#[cfg(test)]
mod tests;
