//! Nim: any number of heaps; a move takes any positive number of tokens from one heap.
//! Normal, misère and bounded (at most `r` per move) play.
//!
//! - Normal (Bouton 1901): P iff the nim-sum X = h1 ⊕ … ⊕ hk is 0; the winning moves take a heap
//!   h with h ⊕ X < h down to h ⊕ X.
//! - Misère (Bouton): if every heap is ≤ 1, P iff the number of 1-heaps is odd; otherwise P iff
//!   X = 0.
//! - Bounded: a heap is Bash's game, g(h) = h mod (r+1), and the sum is played on those values;
//!   under misère play the rule above holds with the values in place of the heaps (checked
//!   exhaustively against the solver in the tests below; docs/THEORY.md § 4).
//!
//! The analysis is one pass over the heaps plus one pass for the moves, on machine words when
//! every heap fits (a million heaps take milliseconds) and on big integers otherwise.

mod parse;

use super::cost;
use super::view::{TokenStyle, View};
use crate::games::Family;
use crate::text::{Lines, Msg, msg, nth};
use std::borrow::Cow;
use std::fmt;

use super::take::{cannot_read, number, too_many_moves};
use super::{ImpartialGame, MoveNotation, Notation, Rules, Search, Searchable, Summand, Tutor};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::notation::Call;
use crate::num::Natural;

/// A Nim position: the heaps, and an optional bound on one move.
///
/// ```
/// use grundy::Natural;
/// use grundy::engine::{Convention, Outcome};
/// use grundy::games::nim::Nim;
///
/// let nim = Nim::new(vec![3u64, 4, 5], None)?;
/// let analysis = nim.analyze(Convention::Normal);
/// assert_eq!(analysis.outcome, Outcome::N);
/// assert_eq!(analysis.nim_sum, Natural::from(2u64));
/// assert_eq!((analysis.winning_moves[0].heap, analysis.winning_moves[0].to.to_u64()), (0, Some(1)));
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nim {
    heaps: Heaps,
    max_take: Option<Natural>,
}

/// The heaps of a Nim position: machine words when all fit (the fast path), else exact naturals.
/// The representation is private and chosen by the constructors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heaps(HeapList);

#[derive(Clone, Debug, PartialEq, Eq)]
enum HeapList {
    /// Every heap is below 2^64.
    Words(Vec<u64>),
    /// At least one heap is 2^64 or more.
    Naturals(Vec<Natural>),
}

impl Heaps {
    /// The number of heaps.
    pub fn len(&self) -> usize {
        match &self.0 {
            HeapList::Words(w) => w.len(),
            HeapList::Naturals(n) => n.len(),
        }
    }

    /// Whether there are no heaps.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Heap `index` as a natural.
    pub fn get(&self, index: usize) -> Option<Natural> {
        match &self.0 {
            HeapList::Words(w) => w.get(index).map(|&h| Natural::from(h)),
            HeapList::Naturals(n) => n.get(index).cloned(),
        }
    }

    /// The heaps, when every one fits in a word.
    pub fn as_words(&self) -> Option<&[u64]> {
        match &self.0 {
            HeapList::Words(w) => Some(w),
            HeapList::Naturals(_) => None,
        }
    }

    /// Every heap, in order.
    pub fn iter(&self) -> impl Iterator<Item = Natural> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }

    /// The heaps with heap `index` set to `to`.
    fn with(&self, index: usize, to: &Natural) -> Heaps {
        match (&self.0, to.to_u64()) {
            (HeapList::Words(words), Some(to)) => {
                let mut words = words.clone();
                words[index] = to;
                Heaps(HeapList::Words(words))
            }
            _ => {
                let mut all: Vec<Natural> = self.iter().collect();
                all[index] = to.clone();
                Heaps::from(all)
            }
        }
    }
}

impl From<Vec<Natural>> for Heaps {
    fn from(heaps: Vec<Natural>) -> Heaps {
        let words: Option<Vec<u64>> = heaps.iter().map(Natural::to_u64).collect();
        match words {
            Some(words) => Heaps(HeapList::Words(words)),
            None => Heaps(HeapList::Naturals(heaps)),
        }
    }
}

impl From<Vec<u64>> for Heaps {
    fn from(heaps: Vec<u64>) -> Heaps {
        Heaps(HeapList::Words(heaps))
    }
}

/// A move in Nim: heap `heap` (counted from 0) goes down to `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NimMove {
    /// Which heap, counted from 0.
    pub heap: usize,
    /// Its size after the move.
    pub to: Natural,
}

impl fmt::Display for NimMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "heap {} -> {}", self.heap, self.to)
    }
}

/// Everything grundy says about a Nim position under one convention.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct NimAnalysis {
    /// Who wins.
    pub outcome: Outcome,
    /// The nim-sum of the heaps' values (the heaps themselves, or h mod (r+1) when bounded).
    pub nim_sum: Natural,
    /// The Grundy value: the nim-sum under normal play; `None` under misère play.
    pub grundy: Option<Natural>,
    /// Every winning move, by heap then by target size.
    pub winning_moves: Vec<NimMove>,
}

impl Nim {
    /// A Nim position. `max_take`, if given, bounds one move and must be positive.
    pub fn new(heaps: impl Into<Heaps>, max_take: Option<Natural>) -> Result<Nim> {
        let heaps = heaps.into();
        if max_take.as_ref().is_some_and(Natural::is_zero) {
            return Err(Error::invalid(msg!("error-nim-max-zero")));
        }
        Ok(Nim { heaps, max_take })
    }

    /// The heaps.
    pub fn heaps(&self) -> &Heaps {
        &self.heaps
    }

    /// The bound on one move, if any.
    pub fn max_take(&self) -> Option<&Natural> {
        self.max_take.as_ref()
    }

    /// The full analysis under `convention`: outcome, nim-sum, Grundy value and every winning
    /// move, in one pass over the heaps and one for the moves.
    pub fn analyze(&self, convention: Convention) -> NimAnalysis {
        match &self.heaps.0 {
            HeapList::Words(words) => {
                // A bound of at least the largest heap is no bound at all; below it, r fits a word.
                let modulus = self.max_take.as_ref().and_then(|r| {
                    let largest = words.iter().copied().max().unwrap_or(0);
                    r.to_u64().filter(|&r| r < largest).map(|r| r + 1)
                });
                analyze_heaps(words, modulus, convention)
            }
            HeapList::Naturals(naturals) => {
                let modulus = self.max_take.as_ref().and_then(|r| {
                    let largest = naturals.iter().max().cloned().unwrap_or(Natural::ZERO);
                    (*r < largest).then(|| r + 1)
                });
                analyze_heaps(naturals, modulus, convention)
            }
        }
    }

    /// The value heap `size` counts as: itself, or size mod (r+1) when bounded.
    fn value(&self, size: &Natural) -> Natural {
        match &self.max_take {
            Some(r) => size % &(r + 1),
            None => size.clone(),
        }
    }

    /// The most one move may take from a heap of `size`.
    fn most(&self, size: &Natural) -> Natural {
        match &self.max_take {
            Some(r) => size.min(r).clone(),
            None => size.clone(),
        }
    }

    /// The move that changes heap `index`'s value to `value`, if one move does.
    fn move_heap_to_value(&self, index: usize, value: &Natural) -> Option<NimMove> {
        let size = self.heaps.get(index)?;
        let to = match &self.max_take {
            None => (value < &size).then(|| value.clone())?,
            Some(r) => {
                let period = r + 1;
                let current = &size % &period;
                if *value >= period || *value == current {
                    return None;
                }
                // The options h − r … h − 1 hold each other residue at most once.
                let take = match current.checked_sub(value) {
                    Some(take) => take,
                    None => (&current + &period).checked_sub(value)?,
                };
                size.checked_sub(&take)?
            }
        };
        Some(NimMove { heap: index, to })
    }

    /// The heaps, written out with an ellipsis past `shown` of them.
    fn xor_terms(&self, shown: usize) -> String {
        let mut terms: Vec<String> = self
            .heaps
            .iter()
            .take(shown)
            .map(|h| self.value(&h).to_string())
            .collect();
        if self.heaps.len() > shown {
            terms.push("…".to_string());
        }
        terms.join(" ⊕ ")
    }

    fn check_heap(&self, heap: usize) -> Result<Natural> {
        self.heaps.get(heap).ok_or_else(|| {
            Error::illegal_move(msg!(
                "error-games-no-heap-index",
                heap = heap,
                game = self,
                last = self.heaps.len().saturating_sub(1)
            ))
        })
    }
}

impl ImpartialGame for Nim {
    type Move = NimMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        Ok(self.analyze(convention).outcome)
    }

    /// The nim-sum of the heaps' values.
    fn grundy(&self) -> Result<Natural> {
        Ok(self.analyze(Convention::Normal).nim_sum)
    }

    fn winning_moves(&self, convention: Convention) -> Result<Vec<NimMove>> {
        Ok(self.analyze(convention).winning_moves)
    }

    /// The XOR columns and the rule of the convention.
    fn explain(&self, convention: Convention) -> Result<Lines> {
        let analysis = self.analyze(convention);
        let mut text = Lines::new();
        let heaps = self.heaps.len();
        text.push(match &self.max_take {
            Some(r) => msg!(
                "nim-explain-head-bounded",
                convention = convention.msg(),
                heaps = heaps,
                r = r,
                period = r + 1
            ),
            None => msg!(
                "nim-explain-head",
                convention = convention.msg(),
                heaps = heaps
            ),
        });
        xor_columns(&mut text, self);
        text.push(msg!("nim-explain-sum", x = &analysis.nim_sum));
        text.push(match convention {
            Convention::Normal if self.max_take.is_some() => msg!("nim-explain-rule-bounded"),
            Convention::Normal => msg!("nim-explain-rule"),
            Convention::Misere => msg!("nim-explain-rule-misere"),
        });
        text.extend(super::explain_moves(
            self,
            &analysis.winning_moves,
            convention,
        ));
        Ok(text)
    }
}

impl fmt::Display for Nim {
    /// `nim(3,4,5)`, `nim(5,7,max=3)`; a position without heaps is written `nim(0)`, the same
    /// game (the notation needs at least one heap).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("nim(")?;
        if self.heaps.is_empty() {
            f.write_str("0")?;
        }
        for (index, heap) in self.heaps.iter().enumerate() {
            if index > 0 {
                f.write_str(",")?;
            }
            write!(f, "{heap}")?;
        }
        if let Some(r) = &self.max_take {
            write!(f, ",max={r}")?;
        }
        f.write_str(")")
    }
}

impl Notation for Nim {
    const NAMES: &'static [&'static str] = &["nim"];
    const EXAMPLES: &'static [&'static str] = &["nim(3,4,5)"];

    fn summary() -> Msg {
        msg!("summary-nim")
    }

    fn from_call(call: &Call<'_>) -> Result<Nim> {
        let usage = &msg!("error-nim-notation");
        call.shape(call.len(), &["max"], usage)?;
        if call.is_empty() {
            return Err(call.error_at_close(msg!(
                "error-games-none",
                none = msg!("error-games-no-heap"),
                usage = usage
            )));
        }
        let heaps = (0..call.len())
            .map(|i| call.atom(i, usage)?.natural(super::take::heap_size()))
            .collect::<Result<Vec<_>>>()?;
        let max_take = match call.keyword("max") {
            Some(token) => {
                let r = token.natural(msg!("error-games-maximum-take"))?;
                if r.is_zero() {
                    return Err(token.error(
                        ErrorKind::InvalidArgument,
                        msg!("error-games-max-zero-notation"),
                    ));
                }
                Some(r)
            }
            None => None,
        };
        Nim::new(heaps, max_take)
    }
}

/// How a Nim move is typed, with several heaps.
fn many_heaps_usage() -> Msg {
    msg!("error-nim-usage")
}

/// How a Nim move is typed, with one heap.
fn one_heap_usage() -> Msg {
    msg!("error-nim-usage-one")
}

impl Summand for Nim {
    const BOUTON_MISERE: bool = true;

    /// A closed form over the heaps.
    fn cost(&self) -> u64 {
        cost::closed_form(self.heaps.iter())
    }

    fn value_method(&self) -> Msg {
        if self.max_take.is_some() {
            msg!("nim-value-method-bounded")
        } else {
            msg!("nim-value-method")
        }
    }

    /// Heap h goes to a size whose value v' makes X ⊕ v ⊕ v' = `value`.
    fn moves_to_value(&self, value: &Natural) -> Result<Vec<NimMove>> {
        let total = self.analyze(Convention::Normal).nim_sum;
        let change = &total ^ value;
        let mut moves = Vec::new();
        if change.is_zero() {
            return Ok(moves);
        }
        for (index, size) in self.heaps.iter().enumerate() {
            let target = &self.value(&size) ^ &change;
            moves.extend(self.move_heap_to_value(index, &target));
        }
        Ok(moves)
    }

    fn misere_heaps(&self) -> Option<Vec<Natural>> {
        Some(self.heaps.iter().map(|h| self.value(&h)).collect())
    }

    /// Without a bound a heap is worth its size, so only an empty heap is worth 0; bounded, a
    /// heap of R + 1 is worth 0 and still has moves.
    fn zero_heaps_are_over(&self) -> bool {
        self.max_take.is_none()
    }

    fn misere_heap_move(&self, heap: usize, value: &Natural) -> Option<NimMove> {
        self.move_heap_to_value(heap, value)
    }
}

impl Rules for Nim {
    fn legal_moves(&self, limit: usize) -> Result<Vec<NimMove>> {
        let mut moves = Vec::new();
        for (heap, size) in self.heaps.iter().enumerate() {
            let most = self
                .most(&size)
                .to_u64()
                .filter(|&m| (moves.len() as u64).saturating_add(m) <= limit as u64)
                .ok_or_else(|| too_many_moves(self, limit))?;
            let size = size.to_u64().unwrap_or(u64::MAX);
            moves.extend((size - most..size).map(|to| NimMove {
                heap,
                to: Natural::from(to),
            }));
        }
        Ok(moves)
    }

    fn check_move(&self, mv: &NimMove) -> Result<()> {
        let size = self.check_heap(mv.heap)?;
        let heap = mv.heap;
        if mv.to >= size {
            return Err(Error::illegal_move(if size.is_zero() {
                msg!("error-games-heap-index-empty", heap = heap)
            } else {
                msg!(
                    "error-games-heap-index-leaves-fewer",
                    heap = heap,
                    tokens = super::take::tokens(&size),
                    most = size.sub_or_panic(&Natural::ONE)
                )
            }));
        }
        if let Some(r) = &self.max_take {
            let take = size.sub_or_panic(&mv.to);
            if take > *r {
                return Err(Error::illegal_move(msg!(
                    "error-nim-bound",
                    game = self,
                    max = r,
                    take = take
                )));
            }
        }
        Ok(())
    }

    fn after(&self, mv: &NimMove) -> Vec<Nim> {
        vec![Nim {
            heaps: self.heaps.with(mv.heap, &mv.to),
            max_take: self.max_take.clone(),
        }]
    }

    /// One token from the largest heap (the first of the largest).
    fn smallest_move(&self) -> Option<(Natural, NimMove)> {
        let (heap, size) = self
            .heaps
            .iter()
            .enumerate()
            .filter(|(_, h)| !h.is_zero())
            .max_by(|(i, x), (j, y)| x.cmp(y).then(j.cmp(i)))?;
        let to = size.sub_or_panic(&Natural::ONE);
        Some((Natural::ONE, NimMove { heap, to }))
    }

    fn view(&self) -> View {
        View {
            game: Family::Nim,
            notation: self.to_string(),
            heaps: (self.heaps.iter().enumerate())
                .map(|(i, heap)| (msg!("label-heap-index", index = nth(i)), heap))
                .collect(),
            tokens: TokenStyle::Token,
            row: None,
            rule: None,
        }
    }
}

impl MoveNotation for Nim {
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<NimMove> {
        let count = self.heaps.len();
        let usage = if count == 1 {
            one_heap_usage
        } else {
            many_heaps_usage
        };
        let heap_index = |word: &str| -> Result<usize> {
            let heap = word
                .parse::<usize>()
                .map_err(|_| cannot_read(words, usage()))?;
            self.check_heap(heap)?;
            Ok(heap)
        };
        let (heap, take) = match words {
            [heap, "->", to] => {
                let mv = NimMove {
                    heap: heap_index(heap)?,
                    to: number(to, words, usage)?,
                };
                self.check_move(&mv)?;
                return Ok(mv);
            }
            ["->", to] if count == 1 => {
                let mv = NimMove {
                    heap: 0,
                    to: number(to, words, usage)?,
                };
                self.check_move(&mv)?;
                return Ok(mv);
            }
            ["take", take] | [take] if count == 1 => (0, *take),
            ["take", take] | [take] if take.bytes().all(|b| b.is_ascii_digit()) => {
                return Err(Error::illegal_move(msg!(
                    "error-games-say-which-heap",
                    game = self,
                    count = count
                )));
            }
            ["take", take, "from", heap] | [heap, take] => (heap_index(heap)?, *take),
            _ => return Err(cannot_read(words, usage())),
        };
        let take = number(take, words, usage)?;
        let size = self.check_heap(heap)?;
        if take.is_zero() {
            return Err(super::take::take_nothing());
        }
        let Some(to) = size.checked_sub(&take) else {
            return Err(Error::illegal_move(if size.is_zero() {
                msg!("error-games-heap-index-empty", heap = heap)
            } else {
                msg!(
                    "error-games-heap-index-has-only",
                    heap = heap,
                    tokens = super::take::tokens(&size)
                )
            }));
        };
        let mv = NimMove { heap, to };
        self.check_move(&mv)?;
        Ok(mv)
    }

    fn move_notation(&self, mv: &NimMove) -> String {
        let size = self.heaps.get(mv.heap).unwrap_or(Natural::ZERO);
        format!(
            "{} {}",
            mv.heap,
            size.checked_sub(&mv.to).unwrap_or(Natural::ZERO)
        )
    }

    fn move_help(&self) -> Msg {
        if self.heaps.len() == 1 {
            msg!("nim-move-help-one")
        } else {
            msg!("nim-move-help")
        }
    }
}

impl Tutor for Nim {
    fn describe_move(&self, mv: &NimMove) -> Msg {
        let size = self.heaps.get(mv.heap).unwrap_or(Natural::ZERO);
        let take = size.checked_sub(&mv.to).unwrap_or(Natural::ZERO);
        msg!(
            "nim-move",
            take = take,
            heap = nth(mv.heap),
            from = size,
            to = &mv.to
        )
    }

    fn why_winning(&self, mv: &NimMove, convention: Convention) -> Msg {
        let analysis = self.analyze(convention);
        let total = &analysis.nim_sum;
        let size = self.heaps.get(mv.heap).unwrap_or(Natural::ZERO);
        match (convention, &self.max_take) {
            (Convention::Normal, None) => msg!(
                "nim-why-winning",
                terms = self.xor_terms(16),
                x = total,
                heap = nth(mv.heap),
                size = size,
                to = &mv.to
            ),
            (Convention::Normal, Some(r)) => msg!(
                "nim-why-winning-bounded",
                r = r,
                period = r + 1,
                terms = self.xor_terms(16),
                x = total,
                heap = nth(mv.heap),
                to = &mv.to
            ),
            (Convention::Misere, _) => {
                msg!("nim-why-winning-misere", heap = nth(mv.heap), to = &mv.to)
            }
        }
    }

    fn why_losing(&self, convention: Convention) -> Msg {
        match convention {
            Convention::Normal => msg!("nim-why-losing", terms = self.xor_terms(16)),
            Convention::Misere => msg!("nim-why-losing-misere"),
        }
    }
}

impl Searchable for Nim {
    fn search(&self) -> Result<Search> {
        let heaps = self
            .heaps
            .iter()
            .map(|h| u64::try_from(&h))
            .collect::<Result<Vec<u64>>>()?;
        let bound = heaps
            .iter()
            .fold(1u64, |p, &h| p.saturating_mul(h.saturating_add(1)));
        let max_take = self
            .max_take
            .as_ref()
            .map_or(u64::MAX, |r| r.to_u64().unwrap_or(u64::MAX));
        // Heaps only shrink: a heap's options are at most its start's.
        let options = heaps
            .iter()
            .fold(0u64, |sum, &h| sum.saturating_add(h.min(max_take)));
        Ok(Search::new(NimRules { max_take }, heaps, bound, options))
    }

    fn search_option(&self, mv: &NimMove) -> Vec<u64> {
        let mut heaps: Vec<u64> = self.heaps.iter().map(|h| h.to_u64().unwrap_or(0)).collect();
        if let Some(slot) = heaps.get_mut(mv.heap) {
            *slot = mv.to.to_u64().unwrap_or(0);
        }
        heaps
    }
}

fn xor_columns(text: &mut Lines, nim: &Nim) {
    const SHOWN: usize = 16;
    // With at most r per move a heap h counts as h mod (r + 1): the columns are of those values,
    // which the nim-sum X is the XOR of.
    let period = nim.max_take.as_ref().map(|r| r + 1);
    let value = |heap: &Natural| match &period {
        Some(period) => heap % period,
        None => heap.clone(),
    };
    let heaps: Vec<Natural> = nim.heaps.iter().take(SHOWN).collect();
    let width = (heaps.iter().map(|h| value(h).bit_len()).max())
        .unwrap_or(1)
        .max(1);
    if width > 64 {
        text.push(msg!("nim-explain-too-wide"));
        return;
    }
    for (index, heap) in heaps.iter().enumerate() {
        let counted = value(heap);
        let bits = counted
            .to_u64()
            .map(|h| format!("{h:0width$b}"))
            .unwrap_or_default();
        let index = format!("{:>3}", nth(index));
        text.push(match &period {
            Some(period) => msg!(
                "nim-explain-column-bounded",
                index = index,
                bits = bits,
                heap = heap,
                period = period,
                value = &counted
            ),
            None => msg!(
                "nim-explain-column",
                index = index,
                bits = bits,
                heap = heap
            ),
        });
    }
    if nim.heaps.len() > SHOWN {
        text.push(msg!(
            "nim-explain-more-heaps",
            count = nim.heaps.len() - SHOWN
        ));
    }
}

/// The integer operations the analysis needs, for words and for exact naturals.
trait HeapInt: Clone + Ord {
    fn zero() -> Self;
    fn small(value: u64) -> Self;
    fn xor(&self, other: &Self) -> Self;
    fn rem(&self, modulus: &Self) -> Self;
    /// `self - other` for `other <= self`.
    fn minus(&self, other: &Self) -> Self;
    fn into_natural(self) -> Natural;
}

impl HeapInt for u64 {
    fn zero() -> Self {
        0
    }
    fn small(value: u64) -> Self {
        value
    }
    fn xor(&self, other: &Self) -> Self {
        self ^ other
    }
    fn rem(&self, modulus: &Self) -> Self {
        self % modulus
    }
    fn minus(&self, other: &Self) -> Self {
        self - other
    }
    fn into_natural(self) -> Natural {
        Natural::from(self)
    }
}

impl HeapInt for Natural {
    fn zero() -> Self {
        Natural::ZERO
    }
    fn small(value: u64) -> Self {
        Natural::from(value)
    }
    fn xor(&self, other: &Self) -> Self {
        self ^ other
    }
    fn rem(&self, modulus: &Self) -> Self {
        self % modulus
    }
    fn minus(&self, other: &Self) -> Self {
        self.sub_or_panic(other)
    }
    fn into_natural(self) -> Natural {
        self
    }
}

/// The statistics that decide a position: nim-sum, number of values equal to 1, and number of
/// values of 2 or more.
#[derive(Clone, Copy)]
struct Tally {
    ones: usize,
    large: usize,
}

impl Tally {
    fn is_p<T: HeapInt>(&self, nim_sum: &T, convention: Convention) -> bool {
        match convention {
            Convention::Normal => *nim_sum == T::zero(),
            Convention::Misere if self.large == 0 => self.ones % 2 == 1,
            Convention::Misere => *nim_sum == T::zero(),
        }
    }

    fn replace<T: HeapInt>(mut self, old: &T, new: &T) -> Tally {
        for (value, delta) in [(old, usize::wrapping_neg(1)), (new, 1)] {
            if *value == T::small(1) {
                self.ones = self.ones.wrapping_add(delta);
            } else if *value > T::small(1) {
                self.large = self.large.wrapping_add(delta);
            }
        }
        self
    }
}

fn analyze_heaps<T: HeapInt>(
    heaps: &[T],
    modulus: Option<T>,
    convention: Convention,
) -> NimAnalysis {
    let modulus = modulus.as_ref();
    let zero = T::zero();
    let mut nim_sum = T::zero();
    let mut tally = Tally { ones: 0, large: 0 };
    for heap in heaps {
        let value = value_of(heap, modulus);
        tally = tally.replace(&zero, &value);
        nim_sum = nim_sum.xor(&value);
    }
    let is_p = tally.is_p(&nim_sum, convention);
    let winning_moves = match (is_p, modulus, convention) {
        (true, _, _) => Vec::new(),
        (false, None, Convention::Normal) => bouton_moves(heaps, &nim_sum),
        (false, _, _) => {
            let position = Position {
                nim_sum: &nim_sum,
                tally,
                modulus,
                convention,
            };
            heaps
                .iter()
                .enumerate()
                .flat_map(|(index, heap)| position.moves_from(index, heap))
                .collect()
        }
    };
    NimAnalysis {
        outcome: Outcome::from_is_p(is_p),
        grundy: (convention == Convention::Normal).then(|| nim_sum.clone().into_natural()),
        nim_sum: nim_sum.into_natural(),
        winning_moves,
    }
}

/// The value a heap counts as: itself, or its residue modulo r + 1 when moves are bounded.
/// Borrowed when unbounded, so that big heaps are not copied.
fn value_of<'a, T: HeapInt>(heap: &'a T, modulus: Option<&T>) -> Cow<'a, T> {
    match modulus {
        Some(m) => Cow::Owned(heap.rem(m)),
        None => Cow::Borrowed(heap),
    }
}

/// Normal play, unbounded (Bouton): the winning moves take each heap h with h ⊕ X < h down to
/// h ⊕ X, where X ≠ 0 is the nim-sum. The general rule in [`Position::moves_from`] reduces to this
/// (the one candidate h ⊕ X leaves nim-sum 0); this is the fast path for a million heaps.
fn bouton_moves<T: HeapInt>(heaps: &[T], nim_sum: &T) -> Vec<NimMove> {
    let mut moves = Vec::new();
    for (index, heap) in heaps.iter().enumerate() {
        let target = heap.xor(nim_sum);
        if target < *heap {
            moves.push(NimMove {
                heap: index,
                to: target.into_natural(),
            });
        }
    }
    moves
}

/// An N-position seen from its statistics, for finding winning moves one heap at a time.
struct Position<'a, T> {
    nim_sum: &'a T,
    tally: Tally,
    modulus: Option<&'a T>,
    convention: Convention,
}

impl<T: HeapInt> Position<'_, T> {
    /// The winning moves on heap `index`, by ascending target value. The candidates are the value
    /// that makes the nim-sum 0 and, under misère play, the values 0 and 1 (which may decide an
    /// endgame of heaps worth at most 1); at most three, so they live in an array.
    fn moves_from(&self, index: usize, heap: &T) -> impl Iterator<Item = NimMove> {
        let value = value_of(heap, self.modulus);
        let mut candidates = [value.xor(self.nim_sum), T::zero(), T::small(1)];
        let count = match self.convention {
            Convention::Normal => 1,
            Convention::Misere => 3,
        };
        candidates[..count].sort_unstable();
        let mut moves = [None, None, None];
        for (slot, target) in candidates[..count].iter().enumerate() {
            let repeated = slot > 0 && candidates[slot - 1] == *target;
            if !repeated {
                moves[slot] = self.move_to(heap, &value, target).map(|to| NimMove {
                    heap: index,
                    to: to.into_natural(),
                });
            }
        }
        moves.into_iter().flatten()
    }

    /// The heap's size after the move that changes its value from `value` to `target`, if that
    /// move exists and leaves a P-position.
    fn move_to(&self, heap: &T, value: &T, target: &T) -> Option<T> {
        if target == value || !reachable(heap, value, target, self.modulus) {
            return None;
        }
        let new_sum = self.nim_sum.xor(value).xor(target);
        let tally = self.tally.replace(value, target);
        if !tally.is_p(&new_sum, self.convention) {
            return None;
        }
        let take = match self.modulus {
            None => heap.minus(target),
            Some(_) if value > target => value.minus(target),
            Some(m) => m.minus(&target.minus(value)),
        };
        Some(heap.minus(&take))
    }
}

/// Whether one move can turn a heap of value `value` into value `target`. Unbounded: any smaller
/// heap. Bounded by r (modulus r+1): from a heap of at least r every other residue is one take of
/// 1..r away; from a smaller heap (h = value) only the smaller values are.
fn reachable<T: HeapInt>(heap: &T, value: &T, target: &T, modulus: Option<&T>) -> bool {
    match modulus {
        None => target < value,
        Some(m) => *target < *m && (target < value || *heap >= m.minus(&T::small(1))),
    }
}

/// The rules of Nim for exhaustive search: positions are heap lists, `max_take` bounds a move.
#[derive(Clone, Copy, Debug)]
pub struct NimRules {
    /// The most one move may take (`u64::MAX` for plain Nim).
    pub max_take: u64,
}

impl Game for NimRules {
    type Position = Vec<u64>;

    fn options(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (index, &heap) in heaps.iter().enumerate() {
            for take in 1..=heap.min(self.max_take) {
                let mut next = heaps.clone();
                next[index] = heap - take;
                out.push(next);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// With at most r per move, the columns of the explanation are those of h mod (r + 1),
    /// whose XOR is the nim-sum it states, not of the raw heaps.
    #[test]
    fn bounded_columns_are_of_the_values_that_are_xored() {
        let nim = Nim::new(Heaps::from(vec![5u64, 7, 9]), Some(Natural::from(3u64))).unwrap();
        let text = nim
            .explain(Convention::Normal)
            .unwrap()
            .render(crate::text::Lang::En);
        for line in [
            "heap   1: 01  (5 mod 4 = 1)",
            "heap   3: 01  (9 mod 4 = 1)",
            "X = 3.",
        ] {
            assert!(text.contains(line), "{line:?} missing from {text}");
        }
        assert!(!text.contains("1001"), "{text}");
    }

    /// Issue 35: prose said "第 0 堆" for the first heap. Prose counts heaps from 1 in both
    /// languages; the move typed keeps the notation's numbers, from 0.
    #[test]
    fn prose_counts_heaps_from_one_and_notation_from_zero() {
        use crate::text::Lang;
        let nim = Nim::new(vec![3u64, 4, 5], None).unwrap();
        let text = nim.explain(Convention::Normal).unwrap();
        let zh = text.render(Lang::Zh);
        assert!(!zh.contains("第 0 堆"), "{zh}");
        assert!(zh.contains("第   1 堆：011"), "{zh}");
        assert!(
            zh.contains("从第 1 堆取 2 个（3 → 1）（输入 `0 2`）"),
            "{zh}"
        );
        let en = text.render(Lang::En);
        assert!(
            en.contains("take 2 from heap 1 (3 → 1) (type `0 2`)"),
            "{en}"
        );
        assert!(en.contains("Heap 1 has 3"), "{en}");
    }

    #[test]
    fn classic_position_has_one_winning_move() {
        let nim = Nim::new(vec![3u64, 4, 5], None).unwrap();
        let analysis = nim.analyze(Convention::Normal);
        assert_eq!(analysis.outcome, Outcome::N);
        assert_eq!(analysis.nim_sum, Natural::from(2u64));
        assert_eq!(
            analysis.winning_moves,
            vec![NimMove {
                heap: 0,
                to: Natural::from(1u64)
            }]
        );
    }

    #[test]
    fn big_heaps_use_exact_xor() {
        let big: Natural = "340282366920938463463374607431768211456".parse().unwrap();
        let nim = Nim::new(vec![big.clone(), big], None).unwrap();
        assert_eq!(nim.analyze(Convention::Normal).outcome, Outcome::P);
    }

    #[test]
    fn zero_bound_is_refused() {
        assert!(Nim::new(vec![1u64], Some(Natural::ZERO)).is_err());
    }
}
