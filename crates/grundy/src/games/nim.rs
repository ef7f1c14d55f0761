//! Nim: any number of heaps; a move takes any positive number of tokens from one heap.
//! Normal, misère and bounded (at most `r` per move) play.
//!
//! - Normal (Bouton 1901): P iff the nim-sum X = h1 ⊕ … ⊕ hk is 0; the winning moves take a heap
//!   h with h ⊕ X < h down to h ⊕ X.
//! - Misère (Bouton): if every heap is ≤ 1, P iff the number of 1-heaps is odd; otherwise P iff
//!   X = 0.
//! - Bounded: a heap is Bash's game, g(h) = h mod (r+1), and the sum is played on those values;
//!   under misère play the rule above holds with the values in place of the heaps (checked
//!   exhaustively against the solver in the tests below).
//!
//! The analysis is one pass over the heaps plus one pass for the moves, on machine words when
//! every heap fits (a million heaps take milliseconds) and on big integers otherwise.

mod parse;

use std::borrow::Cow;
use std::fmt::Write;

use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, Result};
use crate::num::Natural;

/// A Nim position: the heaps, the convention, and an optional bound on one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nim {
    heaps: Heaps,
    convention: Convention,
    max_take: Option<Natural>,
}

/// The heaps of a Nim position: machine words when all fit (the fast path), else exact naturals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heaps {
    /// Every heap is below 2^64.
    Words(Vec<u64>),
    /// At least one heap is 2^64 or more.
    Naturals(Vec<Natural>),
}

impl Heaps {
    /// The number of heaps.
    pub fn len(&self) -> usize {
        match self {
            Heaps::Words(w) => w.len(),
            Heaps::Naturals(n) => n.len(),
        }
    }

    /// Whether there are no heaps.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Heap `index` as a natural.
    pub fn get(&self, index: usize) -> Option<Natural> {
        match self {
            Heaps::Words(w) => w.get(index).map(|&h| Natural::from(h)),
            Heaps::Naturals(n) => n.get(index).cloned(),
        }
    }
}

impl From<Vec<Natural>> for Heaps {
    fn from(heaps: Vec<Natural>) -> Heaps {
        let words: Option<Vec<u64>> = heaps.iter().map(Natural::to_u64).collect();
        match words {
            Some(words) => Heaps::Words(words),
            None => Heaps::Naturals(heaps),
        }
    }
}

/// A winning move in Nim: heap `heap` (counted from 0) goes down to `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NimMove {
    /// Which heap, counted from 0.
    pub heap: usize,
    /// Its size after the move.
    pub to: Natural,
}

/// Everything grundy says about a Nim position.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    pub fn new(
        heaps: impl Into<Heaps>,
        convention: Convention,
        max_take: Option<Natural>,
    ) -> Result<Nim> {
        let heaps = heaps.into();
        if max_take.as_ref().is_some_and(Natural::is_zero) {
            return Err(Error::invalid(
                "invalid maximum take r = 0: a move must be able to take at least one token; \
                 expected r >= 1",
            ));
        }
        Ok(Nim {
            heaps,
            convention,
            max_take,
        })
    }

    /// The heaps.
    pub fn heaps(&self) -> &Heaps {
        &self.heaps
    }

    /// The play convention.
    pub fn convention(&self) -> Convention {
        self.convention
    }

    /// The bound on one move, if any.
    pub fn max_take(&self) -> Option<&Natural> {
        self.max_take.as_ref()
    }

    /// The full analysis: outcome, nim-sum, Grundy value and every winning move.
    pub fn analyze(&self) -> NimAnalysis {
        match &self.heaps {
            Heaps::Words(words) => {
                // A bound of at least the largest heap is no bound at all; below it, r fits a word.
                let modulus = self.max_take.as_ref().and_then(|r| {
                    let largest = words.iter().copied().max().unwrap_or(0);
                    r.to_u64().filter(|&r| r < largest).map(|r| r + 1)
                });
                analyze_heaps(words, modulus, self.convention)
            }
            Heaps::Naturals(naturals) => {
                let modulus = self.max_take.as_ref().and_then(|r| {
                    let largest = naturals.iter().max().cloned().unwrap_or(Natural::ZERO);
                    (*r < largest).then(|| r + 1)
                });
                analyze_heaps(naturals, modulus, self.convention)
            }
        }
    }

    /// The reasoning, step by step: the XOR columns and the rule of the convention.
    pub fn explain(&self) -> String {
        let analysis = self.analyze();
        let mut text = String::new();
        let bound = match &self.max_take {
            Some(r) => format!(
                ", at most {r} per move (each heap h counts as h mod {})",
                r + 1
            ),
            None => String::new(),
        };
        let _ = writeln!(
            text,
            "Nim, {} play, {} heaps{bound}.",
            self.convention.name(),
            self.heaps.len()
        );
        write_xor_columns(&mut text, self);
        let _ = writeln!(text, "Nim-sum X = {}.", analysis.nim_sum);
        match self.convention {
            Convention::Normal if self.max_take.is_some() => {
                let _ = writeln!(
                    text,
                    "Normal play: P iff X = 0 (Sprague–Grundy). A winning move changes one heap's \
                     value v to v ⊕ X; with a bound the value may also rise, when the heap holds \
                     at least r tokens."
                );
            }
            Convention::Normal => {
                let _ = writeln!(
                    text,
                    "Normal play: P iff X = 0 (Bouton). A winning move takes a heap whose value \
                     has X's highest bit set down to value ⊕ X."
                );
            }
            Convention::Misere => {
                let _ = writeln!(
                    text,
                    "Misère play: while some heap is worth 2 or more, play as in normal Nim (P iff \
                     X = 0); when every heap is worth at most 1, P iff an odd number of them are \
                     worth 1."
                );
            }
        }
        let _ = writeln!(
            text,
            "{}: {} winning move(s).",
            match analysis.outcome {
                Outcome::P => "P-position",
                Outcome::N => "N-position",
            },
            analysis.winning_moves.len()
        );
        for mv in analysis.winning_moves.iter().take(10) {
            let from = self.heaps.get(mv.heap).unwrap_or(Natural::ZERO);
            let _ = writeln!(text, "  heap {}: {from} -> {}", mv.heap, mv.to);
        }
        if analysis.winning_moves.len() > 10 {
            let _ = writeln!(text, "  ... and {} more", analysis.winning_moves.len() - 10);
        }
        text
    }
}

fn write_xor_columns(text: &mut String, nim: &Nim) {
    const SHOWN: usize = 16;
    let heaps: Vec<Natural> = (0..nim.heaps.len().min(SHOWN))
        .filter_map(|i| nim.heaps.get(i))
        .collect();
    let width = heaps.iter().map(Natural::bit_len).max().unwrap_or(1).max(1);
    if width > 64 {
        let _ = writeln!(text, "(heaps too wide to draw their binary columns)");
        return;
    }
    for (index, heap) in heaps.iter().enumerate() {
        let bits = heap
            .to_u64()
            .map(|h| format!("{h:0width$b}"))
            .unwrap_or_default();
        let _ = writeln!(text, "  heap {index:>3}: {bits}  ({heap})");
    }
    if nim.heaps.len() > SHOWN {
        let _ = writeln!(text, "  ... {} more heaps", nim.heaps.len() - SHOWN);
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

    #[test]
    fn classic_position_has_one_winning_move() {
        let nim = Nim::new(
            vec![
                Natural::from(3u64),
                Natural::from(4u64),
                Natural::from(5u64),
            ],
            Convention::Normal,
            None,
        )
        .unwrap();
        let analysis = nim.analyze();
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
        let nim = Nim::new(vec![big.clone(), big], Convention::Normal, None).unwrap();
        assert_eq!(nim.analyze().outcome, Outcome::P);
    }

    #[test]
    fn zero_bound_is_refused() {
        assert!(
            Nim::new(
                vec![Natural::from(1u64)],
                Convention::Normal,
                Some(Natural::ZERO)
            )
            .is_err()
        );
    }
}
