//! Moore's Nim (Nim_K): heaps; a move takes any positive number of tokens from each of at least
//! one and at most K heaps.
//!
//! - P-positions (Moore 1910, "A generalization of the game called Nim"): write the heaps in
//!   binary; P iff in every column the number of heaps with a 1 is a multiple of K + 1. K = 1 is
//!   Nim; K at least the number of heaps leaves only the empty position P.
//! - Winning moves, normal play: every move to such a position, at any size, counted first and
//!   listed within [`MOORE_WINNING_MOVE_LIMIT`] (`columns`: a digit recursion over the columns
//!   for each set of at most K heaps, within [`MOORE_MOVE_SEARCH_LIMIT`] steps).
//! - Grundy values: no closed form is known beyond K = 1 (the XOR) and the P-positions (0);
//!   otherwise the mex over the rules for every position below the heaps (`table`), within
//!   [`MOORE_GRUNDY_LIMIT`] steps, and a `too_large` error beyond, which a sum reports.
//! - Misère play (docs/THEORY.md, "Moore's Nim"): while some heap is 2 or more, as in normal
//!   play; when every heap is at most 1, P iff the number of 1s is ≡ 1 (mod K + 1). Exact for
//!   the game alone ([`Summand::MISERE_ALONE`]).

mod columns;
mod table;

use std::fmt;

use super::cost;
use super::take::{cannot_read, number, tokens, too_many_moves};
use super::{
    Family, ImpartialGame, Memo, MoveNotation, Notation, Rules, Search, Searchable, Summand,
    TokenStyle, Tutor, View,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::notation::Call;
use crate::num::Natural;
use crate::text::{Arg, Lines, Msg, msg, nth};
use columns::{Columns, each_combination};
use table::Table;

/// The most winning moves (or moves to one value) [`Moore`] lists; beyond, an error says how
/// many there are.
pub const MOORE_WINNING_MOVE_LIMIT: u64 = 100_000;

/// The most steps the count of the moves to P-positions may take: the sets of at most K heaps
/// times 3^|set| times the bits (module `columns`).
pub const MOORE_MOVE_SEARCH_LIMIT: u64 = 200_000_000;

/// The most steps the table of Grundy values may take: Π (h + 1)(h + 2)/2 over the heaps (the
/// options of every position below them).
pub const MOORE_GRUNDY_LIMIT: u64 = 20_000_000;

/// A position of Moore's Nim: the heaps, and K, the most heaps one move may take from.
///
/// ```
/// use grundy::engine::{Convention, Outcome};
/// use grundy::games::ImpartialGame;
/// use grundy::games::moore::Moore;
///
/// // 1, 2, 3 in binary: the columns hold 2 and 2 ones, multiples of K + 1 = 2 (Nim) but not 3.
/// let nim: Moore = "moore(1,2,3,k=1)".parse()?;
/// assert_eq!(nim.outcome(Convention::Normal)?, Outcome::P);
/// let game: Moore = "moore(1,2,3,k=2)".parse()?;
/// assert_eq!(game.outcome(Convention::Normal)?, Outcome::N);
/// // Its one winning move lowers heaps 1 and 2 to 1: three 1s fill column 0, a multiple of 3.
/// let moves = game.winning_moves(Convention::Normal)?;
/// assert_eq!(moves.len(), 1);
/// assert_eq!(moves[0].to_string(), "heap 1 -> 1, heap 2 -> 1");
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moore {
    heaps: Vec<Natural>,
    k: Natural,
    table: Memo<Result<Table>>,
}

/// A move of Moore's Nim: the heaps it takes from, ascending, each with its size after the
/// move (smaller than before); one to K of them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MooreMove {
    /// (heap counted from 0, its size after the move), by heap.
    pub changes: Vec<(usize, Natural)>,
}

impl MooreMove {
    fn new(mut changes: Vec<(usize, Natural)>) -> MooreMove {
        changes.sort();
        MooreMove { changes }
    }
}

impl fmt::Display for MooreMove {
    /// `heap 0 -> 2, heap 3 -> 0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, (heap, to)) in self.changes.iter().enumerate() {
            if index > 0 {
                f.write_str(", ")?;
            }
            write!(f, "heap {heap} -> {to}")?;
        }
        Ok(())
    }
}

/// How a Moore move is typed, with several heaps.
fn many_heaps_usage() -> Msg {
    msg!("error-moore-usage")
}

/// How a Moore move is typed, with one heap.
fn one_heap_usage() -> Msg {
    msg!("error-moore-usage-one")
}

/// C(n, r) over naturals.
fn binomial(n: usize, r: usize) -> Natural {
    if r > n {
        return Natural::ZERO;
    }
    (0..r.min(n - r)).fold(Natural::ONE, |value, i| {
        &(&value * &Natural::from(n - i)) / &Natural::from(i + 1)
    })
}

impl Moore {
    /// A position of Moore's Nim with these heaps (at least one) and at most `k` ≥ 1 heaps
    /// taken from in a move.
    pub fn new(heaps: Vec<Natural>, k: Natural) -> Result<Moore> {
        if heaps.is_empty() {
            return Err(Error::invalid(msg!("error-moore-no-heap")));
        }
        if k.is_zero() {
            return Err(Error::invalid(msg!("error-moore-k-zero")));
        }
        Ok(Moore {
            heaps,
            k,
            table: Memo::new(),
        })
    }

    /// The heaps.
    pub fn heaps(&self) -> &[Natural] {
        &self.heaps
    }

    /// K: the most heaps one move takes from.
    pub fn k(&self) -> &Natural {
        &self.k
    }

    /// The most heaps a move here changes: K, or the number of heaps when that is fewer.
    pub fn reach(&self) -> usize {
        let n = self.heaps.len();
        self.k.to_u64().map_or(n, |k| (k.min(n as u64)) as usize)
    }

    /// K + 1 as the rule uses it: [`Moore::reach`] + 1 (with K at least the number of heaps no
    /// column holds K + 1 ones, so only empty columns count).
    fn modulus(&self) -> u64 {
        self.reach() as u64 + 1
    }

    fn columns(&self) -> Columns {
        Columns::new(&self.heaps, self.reach())
    }

    /// Whether every heap is at most 1 (the misère endgame).
    fn all_small(&self) -> bool {
        self.heaps.iter().all(|h| *h <= Natural::ONE)
    }

    /// Whether the position is a misère P-position: the normal rule while some heap is 2 or
    /// more, else a number of 1s ≡ 1 (mod K + 1).
    fn misere_p(&self) -> bool {
        if self.all_small() {
            let ones = self.heaps.iter().filter(|h| !h.is_zero()).count() as u64;
            ones % self.modulus() == 1
        } else {
            self.columns().is_p()
        }
    }

    /// `count` moves of the kind `what` (a message with `$count`), more than are listed.
    fn too_many(&self, what: fn(crate::text::Arg) -> Msg, count: Natural) -> Error {
        Error::too_large(
            "moore_winning_moves",
            MOORE_WINNING_MOVE_LIMIT,
            Some(count.clone()),
            msg!(
                "error-moore-too-many",
                game = crate::error::quote(&self.to_string()),
                moves = what(crate::error::shortened(&count)),
                limit = MOORE_WINNING_MOVE_LIMIT
            ),
        )
    }

    /// Every move to a normal-play P-position, within the limits.
    fn moves_to_p(&self) -> Result<Vec<MooreMove>> {
        let columns = self.columns();
        let steps = columns.steps();
        if steps > MOORE_MOVE_SEARCH_LIMIT {
            return Err(Error::too_large(
                "moore_move_search",
                MOORE_MOVE_SEARCH_LIMIT,
                Some(Natural::from(steps)),
                msg!(
                    "error-moore-move-search",
                    game = crate::error::quote(&self.to_string()),
                    steps = steps,
                    limit = MOORE_MOVE_SEARCH_LIMIT
                ),
            ));
        }
        let count = columns.count();
        if count > Natural::from(MOORE_WINNING_MOVE_LIMIT) {
            return Err(self.too_many(|count| msg!("error-moore-moves-to-p", count = count), count));
        }
        let mut moves: Vec<MooreMove> = columns.list().into_iter().map(MooreMove::new).collect();
        moves.sort();
        Ok(moves)
    }

    /// Every move that leaves every heap at most 1 with a number of 1s ≡ 1 (mod K + 1): the
    /// heaps of 2 or more all change (to 0 or 1), with some 1s emptied.
    fn moves_to_misere_endgame(&self) -> Result<Vec<MooreMove>> {
        let big: Vec<usize> = (0..self.heaps.len())
            .filter(|&i| self.heaps[i] > Natural::ONE)
            .collect();
        let ones: Vec<usize> = (0..self.heaps.len())
            .filter(|&i| self.heaps[i] == Natural::ONE)
            .collect();
        let (t, o, reach, modulus) = (big.len(), ones.len(), self.reach(), self.modulus());
        if t > reach {
            return Ok(Vec::new());
        }
        let shapes: Vec<(usize, usize)> = (0..=o.min(reach - t))
            .flat_map(|emptied| (0..=t).map(move |kept| (kept, emptied)))
            .filter(|&(kept, emptied)| {
                t + emptied >= 1 && (o - emptied + kept) as u64 % modulus == 1
            })
            .collect();
        let count = shapes.iter().fold(Natural::ZERO, |sum, &(kept, emptied)| {
            &sum + &(&binomial(t, kept) * &binomial(o, emptied))
        });
        if count > Natural::from(MOORE_WINNING_MOVE_LIMIT) {
            return Err(self.too_many(
                |count| msg!("error-moore-moves-misere", count = count),
                count,
            ));
        }
        let mut moves = Vec::new();
        for (kept, emptied) in shapes {
            each_combination(&big, kept, &mut |to_one| {
                each_combination(&ones, emptied, &mut |to_zero| {
                    let mut changes: Vec<(usize, Natural)> = big
                        .iter()
                        .map(|&i| (i, Natural::from(u64::from(to_one.contains(&i)))))
                        .collect();
                    changes.extend(to_zero.iter().map(|&i| (i, Natural::ZERO)));
                    moves.push(MooreMove::new(changes));
                });
            });
        }
        Ok(moves)
    }

    /// The table of Grundy values below the heaps, within [`MOORE_GRUNDY_LIMIT`].
    fn table(&self) -> Result<&Table> {
        let table = self.table.get_or_init(|| {
            let steps = table::steps(&self.heaps).filter(|&s| s <= MOORE_GRUNDY_LIMIT);
            let Some(_) = steps else {
                return Err(Error::too_large(
                    "moore_grundy",
                    MOORE_GRUNDY_LIMIT,
                    table::steps(&self.heaps).map(Natural::from),
                    msg!(
                        "error-moore-grundy",
                        game = crate::error::quote(&self.to_string()),
                        limit = MOORE_GRUNDY_LIMIT
                    ),
                ));
            };
            let sizes: Vec<u64> = self.heaps.iter().filter_map(Natural::to_u64).collect();
            Ok(Table::new(&sizes, self.reach()))
        });
        table.as_ref().map_err(Clone::clone)
    }

    fn nim_sum(&self) -> Natural {
        self.heaps.iter().fold(Natural::ZERO, |x, h| &x ^ h)
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

    /// The legal moves' count, Σ over sets of at most K heaps of the product of their sizes
    /// (saturating past `limit`).
    fn legal_count(&self, limit: u64) -> Option<u64> {
        let sizes: Vec<u64> = self
            .heaps
            .iter()
            .map(|h| h.to_u64())
            .collect::<Option<_>>()?;
        // e[j]: the sum over sets of j heaps of the products of their sizes.
        let reach = self.reach();
        let mut e = vec![0u64; reach + 1];
        e[0] = 1;
        for &h in &sizes {
            for j in (1..=reach).rev() {
                e[j] = e[j].saturating_add(e[j - 1].saturating_mul(h));
            }
        }
        let total = e[1..].iter().fold(0u64, |sum, &x| sum.saturating_add(x));
        (total <= limit).then_some(total)
    }
}

impl ImpartialGame for Moore {
    type Move = MooreMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        Ok(Outcome::from_is_p(match convention {
            Convention::Normal => self.columns().is_p(),
            Convention::Misere => self.misere_p(),
        }))
    }

    /// 0 at a P-position, the XOR for K = 1 (Nim), else the mex table within
    /// [`MOORE_GRUNDY_LIMIT`].
    fn grundy(&self) -> Result<Natural> {
        if self.reach() <= 1 {
            return Ok(self.nim_sum());
        }
        if self.columns().is_p() {
            return Ok(Natural::ZERO);
        }
        Ok(Natural::from(self.table()?.top()))
    }

    /// Every move to a P-position (Moore's rule; in misère play the endgame's rule too),
    /// within [`MOORE_WINNING_MOVE_LIMIT`] and [`MOORE_MOVE_SEARCH_LIMIT`].
    fn winning_moves(&self, convention: Convention) -> Result<Vec<MooreMove>> {
        match convention {
            Convention::Normal => self.moves_to_p(),
            Convention::Misere => {
                if self.misere_p() {
                    return Ok(Vec::new());
                }
                let mut moves: Vec<MooreMove> = Vec::new();
                if !self.all_small() {
                    // Normal P-positions that keep a heap of 2 or more.
                    moves.extend(self.moves_to_p()?.into_iter().filter(|mv| {
                        let after = &self.after(mv)[0];
                        !after.all_small()
                    }));
                }
                moves.extend(self.moves_to_misere_endgame()?);
                if moves.len() as u64 > MOORE_WINNING_MOVE_LIMIT {
                    return Err(self.too_many(
                        |count| msg!("error-moore-winning-moves", count = count),
                        Natural::from(moves.len()),
                    ));
                }
                moves.sort();
                Ok(moves)
            }
        }
    }

    /// The columns of the heaps in binary, their counts mod K + 1, and the rule.
    fn explain(&self, convention: Convention) -> Result<Lines> {
        const SHOWN: usize = 16;
        let mut text = Lines::new();
        text.push(msg!(
            "moore-explain-head",
            convention = convention.msg(),
            heaps = self.heaps.len(),
            k = &self.k
        ));
        text.push(msg!("moore-explain-rule", m = self.modulus()));
        let columns = self.columns();
        let counted: Vec<(usize, u64)> = (columns.counts().iter().copied().enumerate())
            .rev()
            .filter(|&(_, count)| count > 0)
            .collect();
        for &(bit, count) in counted.iter().take(SHOWN) {
            text.push(msg!(
                "moore-explain-column",
                bit = bit,
                count = count,
                residue = count % self.modulus(),
                m = self.modulus()
            ));
        }
        if counted.len() > SHOWN {
            text.push(msg!(
                "moore-explain-more-columns",
                count = counted.len() - SHOWN
            ));
        }
        text.push(match convention {
            Convention::Normal => msg!("moore-explain-moves", k = &self.k),
            Convention::Misere => msg!("moore-explain-rule-misere", m = self.modulus()),
        });
        let moves = self.winning_moves(convention)?;
        text.extend(super::explain_moves(self, &moves, convention));
        Ok(text)
    }
}

impl fmt::Display for Moore {
    /// `moore(1,2,3,k=2)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("moore(")?;
        for heap in &self.heaps {
            write!(f, "{heap},")?;
        }
        write!(f, "k={})", self.k)
    }
}

impl Notation for Moore {
    const NAMES: &'static [&'static str] = &["moore"];
    const EXAMPLES: &'static [&'static str] = &["moore(1,2,3,k=2)"];

    fn summary() -> Msg {
        msg!("summary-moore")
    }

    fn from_call(call: &Call<'_>) -> Result<Moore> {
        let usage = &msg!("error-moore-notation");
        call.shape(call.len(), &["k"], usage)?;
        if call.is_empty() {
            return Err(call.error_at_close(msg!(
                "error-games-none",
                none = msg!("error-games-no-heap"),
                usage = usage
            )));
        }
        let k_token = call.required_keyword("k", usage)?;
        let k = k_token.natural(msg!("error-moore-k"))?;
        if k.is_zero() {
            return Err(k_token.error(ErrorKind::InvalidArgument, msg!("error-moore-k-zero")));
        }
        let heaps = (0..call.len())
            .map(|i| call.atom(i, usage)?.natural(super::take::heap_size()))
            .collect::<Result<Vec<Natural>>>()?;
        Moore::new(heaps, k)
    }
}

/// A step of the Grundy table, in cost steps (an option looked up and marked).
const TABLE_STEPS: u64 = 10;

impl Summand for Moore {
    const MISERE_ALONE: bool = true;

    /// K = 1: Nim's closed form. Else the table of values (its steps), and the search of the
    /// moves to P-positions; unbounded beyond the table's limit.
    fn cost(&self) -> u64 {
        if self.reach() <= 1 {
            return cost::closed_form(&self.heaps);
        }
        match table::steps(&self.heaps).filter(|&s| s <= MOORE_GRUNDY_LIMIT) {
            Some(steps) => steps
                .saturating_mul(TABLE_STEPS)
                .saturating_add(self.misere_alone_cost()),
            None => cost::UNBOUNDED,
        }
    }

    /// The columns and the search of the moves to P-positions.
    fn misere_alone_cost(&self) -> u64 {
        cost::closed_form(&self.heaps).saturating_add(self.columns().steps())
    }

    fn value_method(&self) -> Msg {
        if self.reach() <= 1 {
            msg!("moore-value-method-nim")
        } else {
            msg!("moore-value-method")
        }
    }

    /// Value 0: Moore's rule, at any size. Other values: K = 1 as Nim, else from the table.
    fn moves_to_value(&self, value: &Natural) -> Result<Vec<MooreMove>> {
        if value.is_zero() {
            return self.moves_to_p();
        }
        if self.reach() <= 1 {
            let change = &self.nim_sum() ^ value;
            let mut moves = Vec::new();
            for (heap, size) in self.heaps.iter().enumerate() {
                let to = size ^ &change;
                if to < *size {
                    moves.push(MooreMove::new(vec![(heap, to)]));
                }
            }
            return Ok(moves);
        }
        let table = self.table()?;
        let Some(value) = value.to_u64() else {
            return Ok(Vec::new());
        };
        let mut moves = Vec::new();
        table.options_of_value(value, &mut |option| {
            let changes = (self.heaps.iter().zip(option).enumerate())
                .filter(|(_, (old, new))| old.to_u64() != Some(**new))
                .map(|(heap, (_, &new))| (heap, Natural::from(new)))
                .collect();
            moves.push(MooreMove::new(changes));
        });
        if moves.len() as u64 > MOORE_WINNING_MOVE_LIMIT {
            return Err(self.too_many(
                |count| msg!("error-moore-moves-to-value", count = count),
                Natural::from(moves.len()),
            ));
        }
        moves.sort();
        Ok(moves)
    }
}

impl Rules for Moore {
    /// Ascending (by the heaps changed, then their sizes after).
    fn legal_moves(&self, limit: usize) -> Result<Vec<MooreMove>> {
        self.legal_count(limit as u64)
            .ok_or_else(|| too_many_moves(self, limit))?;
        let sizes: Vec<u64> = self.heaps.iter().filter_map(Natural::to_u64).collect();
        let mut moves = Vec::new();
        let strides = vec![0usize; sizes.len()];
        table::each_option(&sizes, &strides, self.reach(), &mut |_, option| {
            let changes = (sizes.iter().zip(option).enumerate())
                .filter(|(_, (old, new))| old != new)
                .map(|(heap, (_, &new))| (heap, Natural::from(new)))
                .collect();
            moves.push(MooreMove::new(changes));
        });
        moves.sort();
        Ok(moves)
    }

    fn check_move(&self, mv: &MooreMove) -> Result<()> {
        if mv.changes.is_empty() {
            return Err(Error::illegal_move(msg!("error-moore-no-change")));
        }
        if Natural::from(mv.changes.len()) > self.k {
            return Err(Error::illegal_move(msg!(
                "error-moore-too-many-heaps",
                k = &self.k,
                count = mv.changes.len()
            )));
        }
        for (index, (heap, to)) in mv.changes.iter().enumerate() {
            let size = self.check_heap(*heap)?;
            if index > 0 && mv.changes[index - 1].0 >= *heap {
                return Err(Error::illegal_move(msg!(
                    "error-moore-heap-twice",
                    heap = heap
                )));
            }
            if to >= size {
                return Err(Error::illegal_move(if size.is_zero() {
                    msg!("error-games-heap-index-empty", heap = heap)
                } else {
                    msg!(
                        "error-games-heap-index-leaves-fewer",
                        heap = heap,
                        tokens = tokens(size),
                        most = size.sub_or_panic(&Natural::ONE)
                    )
                }));
            }
        }
        Ok(())
    }

    fn after(&self, mv: &MooreMove) -> Vec<Moore> {
        let mut heaps = self.heaps.clone();
        for (heap, to) in &mv.changes {
            heaps[*heap] = to.clone();
        }
        vec![Moore {
            heaps,
            k: self.k.clone(),
            table: Memo::new(),
        }]
    }

    /// One token from the largest heap.
    fn smallest_move(&self) -> Option<(Natural, MooreMove)> {
        let (heap, size) = (self.heaps.iter().enumerate())
            .filter(|(_, h)| !h.is_zero())
            .max_by(|(i, x), (j, y)| x.cmp(y).then(j.cmp(i)))?;
        let to = size.sub_or_panic(&Natural::ONE);
        Some((Natural::ONE, MooreMove::new(vec![(heap, to)])))
    }

    fn view(&self) -> View {
        View {
            game: Family::Moore,
            notation: self.to_string(),
            heaps: (self.heaps.iter().enumerate())
                .map(|(i, heap)| (msg!("label-heap-index", index = nth(i)), heap.clone()))
                .collect(),
            tokens: TokenStyle::Token,
            row: None,
            rule: Some(msg!("moore-rule", k = &self.k)),
        }
    }
}

impl MoveNotation for Moore {
    /// `T`, `take T` or `-> S` on a single heap; else pairs `H T` or `H -> S`, one per heap.
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<MooreMove> {
        if self.heaps.len() == 1 {
            let to = match words {
                ["->", to] => number(to, words, one_heap_usage)?,
                ["take", take] | [take] => {
                    let take = number(take, words, one_heap_usage)?;
                    self.leave(0, &take)?
                }
                _ => return Err(cannot_read(words, one_heap_usage())),
            };
            let mv = MooreMove::new(vec![(0, to)]);
            self.check_move(&mv)?;
            return Ok(mv);
        }
        let mut changes = Vec::new();
        let mut rest = words;
        while !rest.is_empty() {
            let (heap, tail) = match rest {
                [heap, "->", to, tail @ ..] => {
                    let heap = self.heap_index(heap, words)?;
                    (heap, (number(to, words, many_heaps_usage)?, tail))
                }
                [heap, take, tail @ ..] if *take != "->" => {
                    let heap = self.heap_index(heap, words)?;
                    let take = number(take, words, many_heaps_usage)?;
                    (heap, (self.leave(heap, &take)?, tail))
                }
                _ => return Err(cannot_read(words, many_heaps_usage())),
            };
            changes.push((heap, tail.0));
            rest = tail.1;
        }
        let mv = MooreMove::new(changes);
        let mut heaps: Vec<usize> = mv.changes.iter().map(|(h, _)| *h).collect();
        heaps.dedup();
        if heaps.len() < mv.changes.len() {
            return Err(Error::illegal_move(msg!("error-moore-a-heap-twice")));
        }
        self.check_move(&mv)?;
        Ok(mv)
    }

    /// `0 3, 2 1` (take 3 from heap 0 and 1 from heap 2); `3` on a single heap.
    fn move_notation(&self, mv: &MooreMove) -> String {
        let taken = |heap: usize, to: &Natural| {
            let size = self.heaps.get(heap).cloned().unwrap_or(Natural::ZERO);
            size.checked_sub(to).unwrap_or(Natural::ZERO)
        };
        if let ([_], [(heap, to)]) = (self.heaps.as_slice(), mv.changes.as_slice()) {
            return taken(*heap, to).to_string();
        }
        let pairs: Vec<String> = (mv.changes.iter())
            .map(|(heap, to)| format!("{heap} {}", taken(*heap, to)))
            .collect();
        pairs.join(", ")
    }

    fn move_help(&self) -> Msg {
        if self.heaps.len() == 1 {
            msg!("moore-move-help-one")
        } else {
            msg!("moore-move-help", k = &self.k)
        }
    }
}

impl Moore {
    fn heap_index(&self, word: &str, words: &[&str]) -> Result<usize> {
        let heap = word
            .parse::<usize>()
            .map_err(|_| cannot_read(words, many_heaps_usage()))?;
        self.check_heap(heap)?;
        Ok(heap)
    }

    /// What taking `take` from heap `heap` leaves.
    fn leave(&self, heap: usize, take: &Natural) -> Result<Natural> {
        let size = self.check_heap(heap)?;
        if take.is_zero() {
            return Err(Error::illegal_move(msg!("error-moore-take-nothing")));
        }
        size.checked_sub(take).ok_or_else(|| {
            Error::illegal_move(if size.is_zero() {
                msg!("error-games-heap-index-empty", heap = heap)
            } else {
                msg!(
                    "error-games-heap-index-has-only",
                    heap = heap,
                    tokens = tokens(size)
                )
            })
        })
    }
}

impl Tutor for Moore {
    fn describe_move(&self, mv: &MooreMove) -> Msg {
        let parts: Vec<Msg> = (mv.changes.iter())
            .map(|(heap, to)| {
                let size = self.heaps.get(*heap).cloned().unwrap_or(Natural::ZERO);
                msg!(
                    "nim-move",
                    take = size.checked_sub(to).unwrap_or(Natural::ZERO),
                    heap = nth(*heap),
                    from = &size,
                    to = to
                )
            })
            .collect();
        msg!("moore-move", parts = Arg::Join(parts, "; "))
    }

    fn why_winning(&self, mv: &MooreMove, convention: Convention) -> Msg {
        let after = &self.after(mv)[0];
        match convention {
            Convention::Misere if after.all_small() => msg!(
                "moore-why-winning-misere-endgame",
                ones = after.heaps.iter().filter(|h| !h.is_zero()).count(),
                m = self.modulus()
            ),
            _ => msg!("moore-why-winning", m = self.modulus(), k = &self.k),
        }
    }

    fn why_losing(&self, convention: Convention) -> Msg {
        match convention {
            Convention::Misere if self.all_small() => {
                msg!("moore-why-losing-misere-endgame", m = self.modulus())
            }
            _ => msg!("moore-why-losing", m = self.modulus(), k = &self.k),
        }
    }
}

impl Searchable for Moore {
    /// Sorted non-empty heaps, as words; K as the most heaps a move changes.
    fn search(&self) -> Result<Search> {
        let mut heaps = self
            .heaps
            .iter()
            .filter(|h| !h.is_zero())
            .map(u64::try_from)
            .collect::<Result<Vec<u64>>>()?;
        heaps.sort_unstable();
        let bound = heaps.iter().fold(1u64, |product, &h| {
            product.saturating_mul(h.saturating_add(1))
        });
        Ok(Search::new(
            MooreRules {
                reach: self.reach(),
            },
            heaps,
            bound,
            bound,
        ))
    }

    fn search_option(&self, mv: &MooreMove) -> Vec<u64> {
        let mut heaps: Vec<u64> = self.after(mv)[0]
            .heaps
            .iter()
            .filter(|h| !h.is_zero())
            .map(|h| h.to_u64().unwrap_or(u64::MAX))
            .collect();
        heaps.sort_unstable();
        heaps
    }
}

/// The rules of Moore's Nim for exhaustive search: a position is the sorted non-empty heaps,
/// and a move lowers 1 to `reach` of them.
#[derive(Clone, Copy, Debug)]
pub struct MooreRules {
    /// The most heaps a move takes from (K).
    pub reach: usize,
}

impl Game for MooreRules {
    type Position = Vec<u64>;

    fn options(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        let strides = vec![0usize; heaps.len()];
        table::each_option(heaps, &strides, self.reach, &mut |_, option| {
            let mut next: Vec<u64> = option.iter().copied().filter(|&h| h > 0).collect();
            next.sort_unstable();
            out.push(next);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(text: &str) -> Moore {
        text.parse().unwrap()
    }

    #[test]
    fn notation_reads_back() {
        for text in ["moore(1,2,3,k=2)", "moore(0,k=1)", "moore(7,7,7,k=5)"] {
            assert_eq!(game(text).to_string(), text);
        }
        assert!("moore(1,2)".parse::<Moore>().is_err());
        assert!("moore(1,2,k=0)".parse::<Moore>().is_err());
        assert!("moore(k=2)".parse::<Moore>().is_err());
    }

    #[test]
    fn moves_read_back() {
        let moore = game("moore(5,6,7,k=2)");
        for mv in moore.legal_moves(10_000).unwrap() {
            let notation = moore.move_notation(&mv).replace(',', "");
            let words: Vec<&str> = notation.split_whitespace().collect();
            assert_eq!(moore.parse_move(&words, 0).unwrap(), mv, "{notation}");
        }
        assert!(
            moore
                .parse_move(&["0", "1", "1", "1", "2", "1"], 0)
                .is_err()
        );
        assert!(moore.parse_move(&["0", "1", "0", "2"], 0).is_err());
    }

    /// Every sentence of the game is in both catalogues with its variables.
    #[test]
    fn the_prose_is_in_both_languages() {
        use crate::text::Lang;
        for text in [
            "moore(1,2,3,k=2)",
            "moore(3,3,3,k=2)",
            "moore(1,1,k=2)",
            "moore(4,k=1)",
        ] {
            crate::games::render_every_sentence(
                &game(text),
                &[Convention::Normal, Convention::Misere],
            );
        }
        let moore = game("moore(1,2,3,k=2)");
        let text = moore.explain(Convention::Normal).unwrap().render(Lang::En);
        assert!(text.contains("multiple of K + 1 = 3"), "{text}");
    }
}
