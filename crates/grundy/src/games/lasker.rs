//! Lasker's Nim: heaps; a move takes any positive number of tokens from one heap, or splits a
//! heap into two non-empty heaps (the Multi-SG game of HDU 3032).
//!
//! - Value of a heap (Lasker 1931; Winning Ways; proved in docs/THEORY.md § 11.1): g(0) = 0 and
//!   g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3. A position is worth the
//!   XOR of its heaps' values (Sprague–Grundy).
//! - Moves to a value: the take to g(t) (g is its own inverse), and every split into a + b with
//!   g(a) ⊕ g(b) = t, found by residue classes mod 4 and submasks of t without trying each a
//!   (`splits`, § 11.3): up to about h/4 of them, listed one by one up to
//!   [`LASKER_WINNING_MOVE_LIMIT`] and as runs beyond.
//! - Misère play: Bouton's misère rule on the heap values (§ 11.2), exact alone and in sums with
//!   Nim, Bash and staircases.
//!
//! Heaps of any size (exact naturals; the splits on `u128` below 2^64).

mod splits;

use std::fmt;

use super::cost;
use super::take::{self, cannot_read, number, read_list, tokens, too_many_moves, write_list};
use super::{
    Family, ImpartialGame, MisereTally, MoveNotation, Notation, Repeat, Rules, Search, Searchable,
    Summand, TokenStyle, Tutor, View,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, Result};
use crate::notation::Call;
use crate::num::Natural;
use crate::num::big::Big;
use crate::text::{Lines, Msg, msg, nth};
use splits::{Bits, SplitFamily, families};

/// The most moves to one value [`Lasker`] lists one by one; beyond, a sum lists them as runs
/// ([`Summand::move_runs_to_value`]), of which it lists at most as many.
pub const LASKER_WINNING_MOVE_LIMIT: u64 = 1_000_000;

/// The Grundy value of one heap of Lasker's Nim: h for h ≡ 1, 2 (mod 4), h + 1 for h ≡ 3,
/// h − 1 for h ≡ 0 (h > 0), and g(0) = 0.
///
/// ```
/// use grundy::Natural;
/// use grundy::games::lasker::heap_value;
///
/// let values: Vec<u64> = (0..9u64)
///     .map(|h| heap_value(&Natural::from(h)).to_u64().unwrap())
///     .collect();
/// assert_eq!(values, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
pub fn heap_value(heap: &Natural) -> Natural {
    if let Some(h) = heap.to_u64().filter(|&h| h < u64::MAX) {
        return Natural::from(word_value(h));
    }
    match (heap % 4u64).to_u64() {
        Some(3) => heap + 1u64,
        Some(0) => heap.sub_or_panic(&Natural::ONE),
        _ => heap.clone(),
    }
}

/// [`heap_value`] on a word below 2^64 − 1.
fn word_value(h: u64) -> u64 {
    match h % 4 {
        3 => h + 1,
        0 if h > 0 => h - 1,
        _ => h,
    }
}

/// A position of Lasker's Nim: the heaps.
///
/// ```
/// use grundy::engine::Convention;
/// use grundy::games::ImpartialGame;
/// use grundy::games::lasker::{Lasker, LaskerMove};
///
/// let game: Lasker = "lasker(5,7)".parse()?;
/// assert_eq!(game.grundy()?.to_u64(), Some(13)); // g(5) ⊕ g(7) = 5 ⊕ 8
/// let moves = game.winning_moves(Convention::Normal)?;
/// assert_eq!(moves.len(), 1); // heap 1 down to 5: 5 ⊕ 5 = 0
/// assert!(matches!(&moves[0], LaskerMove::Take { heap: 1, to } if to.to_u64() == Some(5)));
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lasker {
    heaps: Vec<Natural>,
}

/// A move of Lasker's Nim.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LaskerMove {
    /// Take tokens from heap `heap` (counted from 0), leaving `to`.
    Take {
        /// Which heap, counted from 0.
        heap: usize,
        /// Its size after the move.
        to: Natural,
    },
    /// Split heap `heap` into two non-empty heaps, `into[0] ≤ into[1]`, which take its place
    /// (heaps after it move one place on).
    Split {
        /// Which heap, counted from 0.
        heap: usize,
        /// The two heaps it becomes, ascending.
        into: [Natural; 2],
    },
}

impl LaskerMove {
    /// The heap moved in.
    pub fn heap(&self) -> usize {
        match self {
            LaskerMove::Take { heap, .. } | LaskerMove::Split { heap, .. } => *heap,
        }
    }

    /// By heap; on one heap the takes (by size left) before the splits (by smaller heap).
    fn key(&self) -> (usize, u8, &Natural, Option<&Natural>) {
        match self {
            LaskerMove::Take { heap, to } => (*heap, 0, to, None),
            LaskerMove::Split { heap, into } => (*heap, 1, &into[0], Some(&into[1])),
        }
    }
}

impl Ord for LaskerMove {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for LaskerMove {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for LaskerMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LaskerMove::Take { heap, to } => write!(f, "heap {heap} -> {to}"),
            LaskerMove::Split { heap, into: [a, b] } => write!(f, "heap {heap} -> ({a}, {b})"),
        }
    }
}

/// The moves of one heap to one value: the take, if any, and the splits by residue class.
struct HeapMoves {
    heap: usize,
    size: Natural,
    take: Option<Natural>,
    splits: Vec<Splits>,
}

/// A [`SplitFamily`] of splits on words or on big integers.
enum Splits {
    Word(SplitFamily<u128>),
    Big(SplitFamily<Big>),
}

impl Splits {
    /// The families of the splits of `heap` whose values XOR to `value`.
    fn of(heap: &Natural, value: &Natural) -> Vec<Splits> {
        // A split's values add to at most h + 2, so they never XOR to more.
        if *value > heap + 2u64 {
            return Vec::new();
        }
        match (u128::from_natural(heap), u128::from_natural(value)) {
            (Some(h), Some(t)) => families(&h, &t).into_iter().map(Splits::Word).collect(),
            _ => families(&heap.to_big(), &value.to_big())
                .into_iter()
                .map(Splits::Big)
                .collect(),
        }
    }

    fn count(&self) -> Natural {
        match self {
            Splits::Word(f) => f.count(),
            Splits::Big(f) => f.count(),
        }
    }

    fn smaller_heaps(&self) -> Vec<Natural> {
        match self {
            Splits::Word(f) => f.smaller_heaps(),
            Splits::Big(f) => f.smaller_heaps(),
        }
    }

    fn run_count(&self) -> Natural {
        match self {
            Splits::Word(f) => f.run_count(),
            Splits::Big(f) => f.run_count(),
        }
    }

    fn runs(&self) -> Vec<splits::Run> {
        match self {
            Splits::Word(f) => f.runs(),
            Splits::Big(f) => f.runs(),
        }
    }
}

impl HeapMoves {
    /// The moves of heap `heap` of `size` to a heap (or two) worth `value`; `no_pair` leaves
    /// out the split into (1, 1), which misère play judges on its own.
    fn new(heap: usize, size: &Natural, value: &Natural, no_pair: bool) -> HeapMoves {
        let take = Some(heap_value(value)).filter(|to| to < size);
        let mut splits = Splits::of(size, value);
        if no_pair && value.is_zero() && *size == Natural::from(2u64) {
            splits.clear();
        }
        HeapMoves {
            heap,
            size: size.clone(),
            take,
            splits,
        }
    }

    fn count(&self) -> Natural {
        self.splits
            .iter()
            .fold(Natural::from(u64::from(self.take.is_some())), |sum, s| {
                &sum + &s.count()
            })
    }

    fn split(&self, smaller: Natural) -> LaskerMove {
        let larger = self.size.sub_or_panic(&smaller);
        LaskerMove::Split {
            heap: self.heap,
            into: [smaller, larger],
        }
    }

    fn take_move(&self) -> Option<LaskerMove> {
        self.take.clone().map(|to| LaskerMove::Take {
            heap: self.heap,
            to,
        })
    }

    /// Every move, one by one.
    fn moves(&self) -> Vec<LaskerMove> {
        let mut moves: Vec<LaskerMove> = self.take_move().into_iter().collect();
        for family in &self.splits {
            moves.extend(family.smaller_heaps().into_iter().map(|a| self.split(a)));
        }
        moves
    }

    /// Every move as runs: the take alone, the splits by [`splits::Run`].
    fn runs(&self) -> Vec<(LaskerMove, Option<Repeat>)> {
        let mut runs: Vec<(LaskerMove, Option<Repeat>)> =
            self.take_move().into_iter().map(|mv| (mv, None)).collect();
        for family in &self.splits {
            for run in family.runs() {
                let repeat = (run.count > Natural::ONE).then(|| Repeat {
                    step: run.step,
                    count: run.count,
                    triangle: false,
                });
                runs.push((self.split(run.first), repeat));
            }
        }
        runs
    }

    fn run_count(&self) -> Natural {
        self.splits
            .iter()
            .fold(Natural::from(u64::from(self.take.is_some())), |sum, s| {
                &sum + &s.run_count()
            })
    }
}

/// How a Lasker move is typed, with several heaps.
fn many_heaps_usage() -> Msg {
    msg!("error-lasker-usage")
}

/// How a Lasker move is typed, with one heap.
fn one_heap_usage() -> Msg {
    msg!("error-lasker-usage-one")
}

impl Lasker {
    /// A position of Lasker's Nim with these heaps (at least one).
    pub fn new(heaps: Vec<Natural>) -> Result<Lasker> {
        if heaps.is_empty() {
            return Err(Error::invalid(msg!("error-lasker-no-heap")));
        }
        Ok(Lasker { heaps })
    }

    /// The heaps.
    pub fn heaps(&self) -> &[Natural] {
        &self.heaps
    }

    /// The heaps' values g(h).
    fn values(&self) -> impl Iterator<Item = Natural> + '_ {
        self.heaps.iter().map(heap_value)
    }

    fn xor(&self) -> Natural {
        self.values().fold(Natural::ZERO, |x, v| &x ^ &v)
    }

    /// Each heap's moves to the position of value `value`.
    fn moves_of_value(&self, value: &Natural) -> Vec<HeapMoves> {
        let change = &self.xor() ^ value;
        if change.is_zero() {
            return Vec::new();
        }
        self.heaps
            .iter()
            .enumerate()
            .map(|(index, size)| HeapMoves::new(index, size, &(&heap_value(size) ^ &change), false))
            .filter(|moves| moves.take.is_some() || !moves.splits.is_empty())
            .collect()
    }

    fn total(moves: &[HeapMoves]) -> Natural {
        moves.iter().fold(Natural::ZERO, |sum, m| &sum + &m.count())
    }

    /// `count` moves of the kind `what` (a message with `$count`), more than are listed.
    fn too_many(
        &self,
        what: fn(crate::text::Arg) -> Msg,
        limit_name: &'static str,
        count: Natural,
    ) -> Error {
        Error::too_large(
            limit_name,
            LASKER_WINNING_MOVE_LIMIT,
            Some(count.clone()),
            msg!(
                "error-lasker-too-many",
                game = crate::error::quote(&self.to_string()),
                moves = what(crate::error::shortened(&count)),
                limit = LASKER_WINNING_MOVE_LIMIT
            ),
        )
    }

    /// Moves listed one by one, within [`LASKER_WINNING_MOVE_LIMIT`].
    fn listed(&self, moves: &[HeapMoves]) -> Result<Vec<LaskerMove>> {
        let total = Lasker::total(moves);
        if total > Natural::from(LASKER_WINNING_MOVE_LIMIT) {
            return Err(self.too_many(
                |count| msg!("error-lasker-moves-to-value", count = count),
                "lasker_winning_moves",
                total,
            ));
        }
        let mut listed: Vec<LaskerMove> = moves.iter().flat_map(HeapMoves::moves).collect();
        listed.sort();
        Ok(listed)
    }

    /// Moves one by one while at most [`LASKER_WINNING_MOVE_LIMIT`], else as runs.
    fn listed_runs(&self, moves: &[HeapMoves]) -> Result<Vec<(LaskerMove, Option<Repeat>)>> {
        if Lasker::total(moves) <= Natural::from(LASKER_WINNING_MOVE_LIMIT) {
            return Ok(self
                .listed(moves)?
                .into_iter()
                .map(|mv| (mv, None))
                .collect());
        }
        let runs = moves
            .iter()
            .fold(Natural::ZERO, |sum, m| &sum + &m.run_count());
        if runs > Natural::from(LASKER_WINNING_MOVE_LIMIT) {
            return Err(self.too_many(
                |count| msg!("error-lasker-runs", count = count),
                "lasker_move_runs",
                runs,
            ));
        }
        let mut listed: Vec<(LaskerMove, Option<Repeat>)> =
            moves.iter().flat_map(HeapMoves::runs).collect();
        listed.sort();
        Ok(listed)
    }

    fn check_heap(&self, heap: usize) -> Result<&Natural> {
        self.heaps.get(heap).ok_or_else(|| {
            Error::illegal_move(msg!(
                "error-games-no-heap-index",
                heap = heap,
                game = self,
                last = self.heaps.len() - 1
            ))
        })
    }

    /// The heaps written as their values, `g(5) = 5 ⊕ g(7) = 8`, with an ellipsis past `shown`.
    fn value_terms(&self, shown: usize) -> String {
        let mut terms: Vec<String> = self.values().take(shown).map(|v| v.to_string()).collect();
        if self.heaps.len() > shown {
            terms.push("…".to_string());
        }
        terms.join(" ⊕ ")
    }

    /// What a move leaves of its heap, in words: "5", "2 and 3".
    fn left(mv: &LaskerMove) -> Msg {
        match mv {
            LaskerMove::Take { to, .. } => msg!("lasker-left-take", to = to),
            LaskerMove::Split { into: [a, b], .. } => msg!("lasker-left-split", a = a, b = b),
        }
    }
}

impl ImpartialGame for Lasker {
    type Move = LaskerMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        Ok(Outcome::from_is_p(match convention {
            Convention::Normal => self.xor().is_zero(),
            Convention::Misere => MisereTally::of(&self.values().collect::<Vec<_>>()).is_p(),
        }))
    }

    /// The XOR of g(h) over the heaps.
    fn grundy(&self) -> Result<Natural> {
        Ok(self.xor())
    }

    /// Normal play: every move to value 0, at most [`LASKER_WINNING_MOVE_LIMIT`] (a heap alone
    /// has at most two: take it all, or split it in halves). Misère play: by Bouton's rule.
    fn winning_moves(&self, convention: Convention) -> Result<Vec<LaskerMove>> {
        if convention == Convention::Normal {
            return self.moves_to_value(&Natural::ZERO);
        }
        let values: Vec<Natural> = self.values().collect();
        let tally = MisereTally::of(&values);
        if tally.is_p() {
            return Ok(Vec::new());
        }
        let mut moves = Vec::new();
        for (heap, value) in values.iter().enumerate() {
            let rest = tally.without(value);
            for (mv, repeat) in self.misere_heap_moves(heap, value, &rest)? {
                if repeat.is_some() {
                    return Err(self.too_many(
                        |count| msg!("error-lasker-winning-moves", count = count),
                        "lasker_winning_moves",
                        Natural::from(LASKER_WINNING_MOVE_LIMIT + 1),
                    ));
                }
                moves.push(mv);
            }
        }
        moves.sort();
        Ok(moves)
    }

    /// Each heap's value by Lasker's rule, their XOR, and the rule of the convention.
    fn explain(&self, convention: Convention) -> Result<Lines> {
        const SHOWN: usize = 16;
        let mut text = Lines::new();
        let count = self.heaps.len();
        text.push(msg!(
            "lasker-explain-head",
            convention = convention.msg(),
            heaps = count
        ));
        text.push(msg!("lasker-explain-value"));
        for (index, heap) in self.heaps.iter().take(SHOWN).enumerate() {
            text.push(msg!(
                "lasker-explain-heap",
                index = format!("{:>3}", nth(index)),
                heap = heap,
                value = heap_value(heap)
            ));
        }
        if count > SHOWN {
            text.push(msg!("nim-explain-more-heaps", count = count - SHOWN));
        }
        text.push(msg!(
            "sum-explain-total",
            terms = self.value_terms(SHOWN),
            x = self.xor()
        ));
        text.push(match convention {
            Convention::Normal => msg!("lasker-explain-rule"),
            Convention::Misere => msg!("lasker-explain-rule-misere"),
        });
        let moves = self.winning_moves(convention)?;
        text.extend(super::explain_moves(self, &moves, convention));
        Ok(text)
    }
}

impl fmt::Display for Lasker {
    /// `lasker(5,7)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, "lasker", &self.heaps)
    }
}

impl Notation for Lasker {
    const NAMES: &'static [&'static str] = &["lasker"];
    const EXAMPLES: &'static [&'static str] = &["lasker(5,7)"];

    fn summary() -> Msg {
        msg!("summary-lasker")
    }

    fn from_call(call: &Call<'_>) -> Result<Lasker> {
        let usage = &msg!("error-lasker-notation");
        let heaps = read_list(call, take::heap_size, msg!("error-games-no-heap"), usage)?;
        Lasker::new(heaps)
    }
}

/// A token of a Lasker heap, in cost steps: its moves to one value number up to a quarter of
/// it.
const TOKEN_STEPS: u64 = 4;

impl Summand for Lasker {
    const BOUTON_MISERE: bool = true;

    /// A closed form for each heap's value, and its moves to one value: up to a quarter of its
    /// tokens each (`TOKEN_STEPS`).
    fn cost(&self) -> u64 {
        (self.heaps().iter())
            .try_fold(0u64, |total, h| total.checked_add(h.to_u64()?))
            .map_or(cost::UNBOUNDED, |tokens| {
                tokens
                    .saturating_mul(TOKEN_STEPS)
                    .saturating_add(cost::closed_form(self.heaps()))
            })
    }

    fn value_method(&self) -> Msg {
        msg!("lasker-value-method")
    }

    /// Within [`LASKER_WINNING_MOVE_LIMIT`] moves, else an error naming it.
    fn moves_to_value(&self, value: &Natural) -> Result<Vec<LaskerMove>> {
        self.listed(&self.moves_of_value(value))
    }

    /// One by one within [`LASKER_WINNING_MOVE_LIMIT`], as runs beyond.
    fn move_runs_to_value(&self, value: &Natural) -> Result<Vec<(LaskerMove, Option<Repeat>)>> {
        self.listed_runs(&self.moves_of_value(value))
    }

    /// The heaps' values: misère sums follow Bouton's rule on them (docs/THEORY.md § 11.2).
    fn misere_heaps(&self) -> Option<Vec<Natural>> {
        Some(self.values().collect())
    }

    /// g(h) = 0 only for h = 0, the empty heap.
    fn zero_heaps_are_over(&self) -> bool {
        true
    }

    /// The take to the heap g(`value`), when it is smaller.
    fn misere_heap_move(&self, heap: usize, value: &Natural) -> Option<LaskerMove> {
        let size = self.heaps.get(heap)?;
        let to = heap_value(value);
        (to < *size).then_some(LaskerMove::Take { heap, to })
    }

    /// The takes that change the heap's value to one other value (the default), and the splits:
    /// two heaps of which one is worth 2 or more win iff their values XOR to the rest's XOR;
    /// the split of 2 into 1 and 1 (both worth 1) is judged by the rule itself.
    fn misere_heap_moves(
        &self,
        heap: usize,
        value: &Natural,
        rest: &MisereTally,
    ) -> Result<Vec<(LaskerMove, Option<Repeat>)>> {
        let Some(size) = self.heaps.get(heap) else {
            return Ok(Vec::new());
        };
        let mut targets = [rest.xor.clone(), Natural::ZERO, Natural::ONE];
        targets.sort();
        let mut moves = Vec::new();
        for (index, target) in targets.iter().enumerate() {
            let repeated = index > 0 && targets[index - 1] == *target;
            if !repeated && target != value && rest.with(target).is_p() {
                moves.extend(self.misere_heap_move(heap, target).map(|mv| (mv, None)));
            }
        }
        let two = Natural::from(2u64);
        if *size == two && rest.with(&Natural::ONE).with(&Natural::ONE).is_p() {
            moves.push((
                LaskerMove::Split {
                    heap,
                    into: [Natural::ONE, Natural::ONE],
                },
                None,
            ));
        }
        let splits = HeapMoves {
            take: None,
            ..HeapMoves::new(heap, size, &rest.xor, true)
        };
        moves.extend(self.listed_runs(&[splits])?);
        moves.sort();
        Ok(moves)
    }
}

impl Rules for Lasker {
    /// By heap: the takes by size left, then the splits by smaller heap.
    fn legal_moves(&self, limit: usize) -> Result<Vec<LaskerMove>> {
        let mut moves = Vec::new();
        for (heap, size) in self.heaps.iter().enumerate() {
            let size = size
                .to_u64()
                .filter(|&h| {
                    (moves.len() as u64).saturating_add(h).saturating_add(h / 2) <= limit as u64
                })
                .ok_or_else(|| too_many_moves(self, limit))?;
            moves.extend((0..size).map(|to| LaskerMove::Take {
                heap,
                to: Natural::from(to),
            }));
            moves.extend((1..=size / 2).map(|a| LaskerMove::Split {
                heap,
                into: [Natural::from(a), Natural::from(size - a)],
            }));
        }
        Ok(moves)
    }

    fn check_move(&self, mv: &LaskerMove) -> Result<()> {
        let size = self.check_heap(mv.heap())?;
        let heap = mv.heap();
        match mv {
            LaskerMove::Take { to, .. } if to >= size => {
                Err(Error::illegal_move(if size.is_zero() {
                    msg!("error-games-heap-index-empty", heap = heap)
                } else {
                    msg!(
                        "error-lasker-leaves-fewer",
                        heap = heap,
                        tokens = tokens(size),
                        most = size.sub_or_panic(&Natural::ONE)
                    )
                }))
            }
            LaskerMove::Take { .. } => Ok(()),
            LaskerMove::Split { into: [a, b], .. } => {
                if a.is_zero() || b.is_zero() {
                    return Err(Error::illegal_move(msg!("error-lasker-split-empty")));
                }
                if a > b {
                    return Err(Error::illegal_move(msg!(
                        "error-lasker-split-order",
                        a = a,
                        b = b
                    )));
                }
                if &(a + b) != size {
                    return Err(Error::illegal_move(msg!(
                        "error-lasker-split-sum",
                        heap = heap,
                        tokens = tokens(size),
                        a = a,
                        b = b,
                        sum = a + b
                    )));
                }
                Ok(())
            }
        }
    }

    fn after(&self, mv: &LaskerMove) -> Vec<Lasker> {
        let mut heaps = self.heaps.clone();
        match mv {
            LaskerMove::Take { heap, to } => heaps[*heap] = to.clone(),
            LaskerMove::Split { heap, into: [a, b] } => {
                heaps[*heap] = a.clone();
                heaps.insert(heap + 1, b.clone());
            }
        }
        vec![Lasker { heaps }]
    }

    /// A split takes nothing: the largest heap of 2 or more into 1 and the rest; else one
    /// token from a heap of 1.
    fn smallest_move(&self) -> Option<(Natural, LaskerMove)> {
        let two = Natural::from(2u64);
        let (heap, size) = self
            .heaps
            .iter()
            .enumerate()
            .filter(|(_, h)| !h.is_zero())
            .max_by(|(i, x), (j, y)| x.cmp(y).then(j.cmp(i)))?;
        if *size >= two {
            let into = [Natural::ONE, size.sub_or_panic(&Natural::ONE)];
            return Some((Natural::ZERO, LaskerMove::Split { heap, into }));
        }
        Some((
            Natural::ONE,
            LaskerMove::Take {
                heap,
                to: Natural::ZERO,
            },
        ))
    }

    fn view(&self) -> View {
        View {
            game: Family::Lasker,
            notation: self.to_string(),
            heaps: (self.heaps.iter().enumerate())
                .map(|(i, heap)| (msg!("label-heap-index", index = nth(i)), heap.clone()))
                .collect(),
            tokens: TokenStyle::Token,
            row: None,
            rule: Some(msg!("lasker-rule")),
        }
    }
}

impl MoveNotation for Lasker {
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<LaskerMove> {
        let single = self.heaps.len() == 1;
        let usage = if single {
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
        let words: Vec<&str> = words.iter().copied().filter(|w| *w != "into").collect();
        let words = words.as_slice();
        let split = |heap: usize, a: &str, b: &str| -> Result<LaskerMove> {
            let mut into = [number(a, words, usage)?, number(b, words, usage)?];
            into.sort();
            let mv = LaskerMove::Split { heap, into };
            self.check_move(&mv)?;
            Ok(mv)
        };
        let leave = |heap: usize, to: &str| -> Result<LaskerMove> {
            let mv = LaskerMove::Take {
                heap,
                to: number(to, words, usage)?,
            };
            self.check_move(&mv)?;
            Ok(mv)
        };
        let (heap, take) = match words {
            [heap, "->", a, b] | ["split", heap, a, b] => return split(heap_index(heap)?, a, b),
            ["->", a, b] | ["split", a, b] if single => return split(0, a, b),
            [heap, "->", to] => return leave(heap_index(heap)?, to),
            ["->", to] if single => return leave(0, to),
            ["take", take] | [take] if single => (0, *take),
            ["take", take] | [take] if take.bytes().all(|b| b.is_ascii_digit()) => {
                return Err(Error::illegal_move(msg!(
                    "error-games-say-which-heap",
                    game = self,
                    count = self.heaps.len()
                )));
            }
            ["take", take, "from", heap] | [heap, take] => (heap_index(heap)?, *take),
            _ => return Err(cannot_read(words, usage())),
        };
        let take = number(take, words, usage)?;
        let size = self.check_heap(heap)?;
        if take.is_zero() {
            return Err(Error::illegal_move(msg!("error-lasker-take-nothing")));
        }
        let Some(to) = size.checked_sub(&take) else {
            return Err(Error::illegal_move(if size.is_zero() {
                msg!("error-games-heap-index-empty", heap = heap)
            } else {
                msg!(
                    "error-games-heap-index-has-only",
                    heap = heap,
                    tokens = tokens(size)
                )
            }));
        };
        Ok(LaskerMove::Take { heap, to })
    }

    fn move_notation(&self, mv: &LaskerMove) -> String {
        match mv {
            LaskerMove::Take { heap, to } => {
                let size = self.heaps.get(*heap).cloned().unwrap_or(Natural::ZERO);
                format!("{heap} {}", size.checked_sub(to).unwrap_or(Natural::ZERO))
            }
            LaskerMove::Split { heap, into: [a, b] } => format!("{heap} -> {a} {b}"),
        }
    }

    fn move_help(&self) -> Msg {
        if self.heaps.len() == 1 {
            msg!("lasker-move-help-one")
        } else {
            msg!("lasker-move-help")
        }
    }
}

impl Tutor for Lasker {
    fn describe_move(&self, mv: &LaskerMove) -> Msg {
        let size = self.heaps.get(mv.heap()).cloned().unwrap_or(Natural::ZERO);
        match mv {
            LaskerMove::Take { heap, to } => msg!(
                "nim-move",
                take = size.checked_sub(to).unwrap_or(Natural::ZERO),
                heap = nth(*heap),
                from = &size,
                to = to
            ),
            LaskerMove::Split { heap, into: [a, b] } => {
                msg!(
                    "lasker-move-split",
                    heap = nth(*heap),
                    size = &size,
                    a = a,
                    b = b
                )
            }
        }
    }

    fn why_winning(&self, mv: &LaskerMove, convention: Convention) -> Msg {
        let heap = mv.heap();
        let size = self.heaps.get(heap).cloned().unwrap_or(Natural::ZERO);
        let worth = match mv {
            LaskerMove::Take { to, .. } => {
                msg!("lasker-worth-take", to = to, value = heap_value(to))
            }
            LaskerMove::Split { into: [a, b], .. } => msg!(
                "lasker-worth-split",
                a = a,
                b = b,
                ga = heap_value(a),
                gb = heap_value(b),
                value = &heap_value(a) ^ &heap_value(b)
            ),
        };
        match convention {
            Convention::Normal => msg!(
                "lasker-why-winning",
                terms = self.value_terms(16),
                x = self.xor(),
                heap = nth(heap),
                size = &size,
                value = heap_value(&size),
                left = Lasker::left(mv),
                worth = worth
            ),
            Convention::Misere => msg!(
                "lasker-why-winning-misere",
                left = Lasker::left(mv),
                heap = nth(heap),
                worth = worth
            ),
        }
    }

    fn why_losing(&self, convention: Convention) -> Msg {
        match convention {
            Convention::Normal => msg!("lasker-why-losing", terms = self.value_terms(16)),
            Convention::Misere => msg!("lasker-why-losing-misere"),
        }
    }
}

impl Searchable for Lasker {
    /// Sorted non-empty heaps, as words.
    fn search(&self) -> Result<Search> {
        let mut heaps = self
            .heaps
            .iter()
            .filter(|h| !h.is_zero())
            .map(u64::try_from)
            .collect::<Result<Vec<u64>>>()?;
        heaps.sort_unstable();
        let total = heaps
            .iter()
            .try_fold(0u64, |sum, &h| sum.checked_add(h))
            .unwrap_or(u64::MAX);
        let each = heaps.iter().fold(1u64, |product, &h| {
            product.saturating_mul(super::octal::partitions_up_to(h))
        });
        let bound = each.min(super::octal::partitions_up_to(total));
        // Heaps of h tokens give h options each by taking and h/2 by splitting, and the heaps
        // of any position reached hold at most `total` tokens.
        let options = total.saturating_add(total / 2);
        Ok(Search::new(LaskerRules, heaps, bound, options))
    }

    fn search_option(&self, mv: &LaskerMove) -> Vec<u64> {
        let mut heaps: Vec<u64> = self
            .after(mv)
            .pop()
            .map(|after| after.heaps)
            .unwrap_or_default()
            .iter()
            .filter(|h| !h.is_zero())
            .map(|h| h.to_u64().unwrap_or(u64::MAX))
            .collect();
        heaps.sort_unstable();
        heaps
    }
}

/// The rules of Lasker's Nim for exhaustive search: a position is the sorted non-empty heaps.
#[derive(Clone, Copy, Debug)]
pub struct LaskerRules;

impl Game for LaskerRules {
    type Position = Vec<u64>;

    fn options(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (index, &h) in heaps.iter().enumerate() {
            if index > 0 && heaps[index - 1] == h {
                continue; // equal heaps give equal options
            }
            let mut rest = heaps.clone();
            rest.remove(index);
            let mut push = |parts: &[u64]| {
                let mut next = rest.clone();
                next.extend(parts.iter().copied().filter(|&p| p > 0));
                next.sort_unstable();
                out.push(next);
            };
            for to in 0..h {
                push(&[to]);
            }
            for a in 1..=h / 2 {
                push(&[a, h - a]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closed_form_on_words_and_big_heaps_agree() {
        for h in 0..64u64 {
            assert_eq!(heap_value(&Natural::from(h)), Natural::from(word_value(h)));
        }
        let big: Natural = "340282366920938463463374607431768211459".parse().unwrap(); // ≡ 3
        assert_eq!(heap_value(&big), &big + 1u64);
        assert_eq!(
            heap_value(&Natural::from(u64::MAX)),
            &Natural::from(u64::MAX) + 1u64
        );
    }

    /// Every sentence of the game is in both catalogues with its variables (rendering a
    /// message the catalogue lacks panics in tests), splits included.
    #[test]
    fn the_prose_is_in_both_languages() {
        use crate::text::Lang;
        let game: Lasker = "lasker(5,7)".parse().unwrap();
        let text = game.explain(Convention::Normal).unwrap();
        assert!(text.render(Lang::En).contains("heap   2: g(7) = 8"));
        assert!(text.render(Lang::Zh).contains("从第 2 堆取 2 个（7 → 5）"));
        let split = LaskerMove::Split {
            heap: 1,
            into: [Natural::from(2u64), Natural::from(5u64)],
        };
        assert_eq!(
            game.describe_move(&split).render(Lang::Zh),
            "把第 2 堆（7 个）分成 2 和 5 两堆"
        );
        assert!(
            (game
                .why_winning(&split, Convention::Normal)
                .render(Lang::En))
            .contains("leaving 2 and 5 makes it g(2) ⊕ g(5) = 2 ⊕ 5 = 7")
        );
        for heaps in ["lasker(2)", "lasker(3,3)", "lasker(1,1,1)", "lasker(6,2,9)"] {
            let game: Lasker = heaps.parse().unwrap();
            crate::games::render_every_sentence(&game, &[Convention::Normal, Convention::Misere]);
        }
    }

    #[test]
    fn no_heap_is_refused() {
        assert!(Lasker::new(Vec::new()).is_err());
        assert!("lasker()".parse::<Lasker>().is_err());
    }
}
