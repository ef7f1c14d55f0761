//! Wythoff's game: two heaps; a move takes any positive amount from one heap, or the same
//! amount from both.
//!
//! The P-positions are (a_k, b_k) with a_k = ⌊kφ⌋, b_k = a_k + k (Wythoff 1907; OEIS A000201,
//! A001950). Every natural number is a coordinate of exactly one P-position and every difference
//! k is the difference of exactly one, which is why a position has at most three winning moves.
//!
//! Exactness: nothing here uses floating point. With u = 2a − k, (a, b) is P iff
//! u² ≤ 5k² < (u+2)², and 5k² − u² = 4(kb − a²), so the test is `0 ≤ kb − a² ≤ 2a − k`: two
//! 64×64-bit products in u128 for word inputs, exact for every u64. ⌊kφ⌋ itself is
//! (k + ⌊√(5k²)⌋) div 2 with an integer square root.

mod grundy_table;
mod low_values;

pub use grundy_table::{
    AdditivePeriod, GRUNDY_CELL_LIMIT, GRUNDY_SUM_LIMIT, GrundyEvidence, GrundyRow, GrundyTable,
    PeriodStatus, ROW_INDEX_LIMIT, ROW_LENGTH_LIMIT, ROW_PROOF_WORK_LIMIT, ROW_WORK_LIMIT,
    TABLE_SIZE_LIMIT, detect_additive_period, grundy_by_row_period, grundy_evidence, grundy_rows,
    grundy_value, table_side,
};
pub use low_values::LOW_VALUE_WORK_LIMIT;

use super::cost;
use super::view::{TokenStyle, View};
use crate::games::Family;
use crate::text::{Lines, Msg, msg};
use std::fmt;

use super::{
    ImpartialGame, Memo, MoveNotation, Notation, Rules, Search, Searchable, Summand, Tutor, take,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, Result};
use crate::notation::Call;
use crate::num::big::Big;
use crate::num::{Natural, decimal, isqrt_big, isqrt_u128};

/// Below this, 5x² fits in a u128 (5 · 2^124 < 2^127).
const WORD_SQRT_LIMIT: u64 = 1 << 62;

/// Whether (a, b) is a P-position of (normal-play) Wythoff's game, for machine words.
///
/// Exact for every pair of u64: `kb` and `a²` are below 2^128.
#[inline]
pub fn is_p_position_u64(a: u64, b: u64) -> bool {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let k = b - a;
    let kb = u128::from(k) * u128::from(b);
    let a2 = u128::from(a) * u128::from(a);
    // 2a − k may be negative (then (a, b) is not P): compare kb − a² + k ≤ 2a instead.
    kb >= a2 && kb - a2 + u128::from(k) <= 2 * u128::from(a)
}

/// Whether (a, b) is a P-position of (normal-play) Wythoff's game, for numbers of any size.
pub fn is_p_position(a: &Natural, b: &Natural) -> bool {
    if let (Some(a), Some(b)) = (a.to_u64(), b.to_u64()) {
        return is_p_position_u64(a, b);
    }
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let (a, b) = (a.to_big(), b.to_big());
    let k = &b - &a;
    let kb = &k * &b;
    let a2 = &a * &a;
    kb >= a2 && &(&kb - &a2) + &k <= a.times(2)
}

fn floor_phi_big(k: &Big) -> Big {
    let five_k2 = (k * k).times(5);
    (k + &isqrt_big(&five_k2)).half()
}

/// ⌊kφ⌋, the smaller coordinate a_k of the k-th P-position (OEIS A000201 for k ≥ 1).
pub fn lower_wythoff(k: &Natural) -> Natural {
    match k.to_u64() {
        Some(k) if k < WORD_SQRT_LIMIT => {
            let k = u128::from(k);
            Natural::from((k + isqrt_u128(5 * k * k)) / 2)
        }
        _ => Natural::from_big(floor_phi_big(&k.to_big())),
    }
}

/// ⌊kφ²⌋ = ⌊kφ⌋ + k, the larger coordinate b_k of the k-th P-position (OEIS A001950).
pub fn upper_wythoff(k: &Natural) -> Natural {
    &lower_wythoff(k) + k
}

/// The k-th P-position (a_k, b_k), counting (0, 0) as k = 0.
pub fn p_position(k: &Natural) -> (Natural, Natural) {
    let a = lower_wythoff(k);
    let b = &a + k;
    (a, b)
}

/// Where a number sits among the P-positions: `x = a_index` or `x = b_index`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Coordinate {
    /// x = a_index = ⌊index·φ⌋ (and x = 0 is a_0 = b_0).
    Lower {
        /// The pair index.
        index: Natural,
    },
    /// x = b_index = ⌊index·φ²⌋.
    Upper {
        /// The pair index.
        index: Natural,
    },
}

/// Which P-position contains `x`, and as which coordinate.
///
/// With s = ⌊√(5x²)⌋ and r = 5x² − s², j0 = ⌊x/φ⌋ = (s − x) div 2. x is a lower value, with
/// index j0 + 1, iff the fractional part of x/φ exceeds 1/φ², that is √5(x + 1) > x + 2j0 + 3;
/// otherwise x is the upper value with index x − j0 (the Beatty sequences of φ and φ² are
/// complementary). When s − x is odd, x + 2j0 + 3 = s + 2 < √5(x + 1) always; when it is even
/// the test is √5(x + 1) > s + 3, i.e. 5(x + 1)² > (s + 3)², i.e. r + 10x > 6s + 4: one square
/// root with its remainder decides it, no second root.
pub fn coordinate(x: &Natural) -> Coordinate {
    if x.is_zero() {
        return Coordinate::Lower {
            index: Natural::ZERO,
        };
    }
    let (j0, lower) = match x.to_u64() {
        Some(w) if w < WORD_SQRT_LIMIT => {
            let w = u128::from(w);
            let five_w2 = 5 * w * w;
            let s = isqrt_u128(five_w2);
            let r = five_w2 - s * s;
            // r < 2s + 1 and 10w < 5s: no overflow below 2^62.
            let lower = (s - w) % 2 == 1 || r + 10 * w > 6 * s + 4;
            (Natural::from((s - w) / 2), lower)
        }
        _ => {
            let w = x.to_big();
            let (s, r) = (&w * &w).times(5).sqrt_rem();
            let s_minus_w = &s - &w;
            let lower = s_minus_w.is_odd() || &r + &w.times(10) > &s.times(6) + &Big::from_u64(4);
            (Natural::from_big(s_minus_w.half()), lower)
        }
    };
    if lower {
        Coordinate::Lower { index: &j0 + 1 }
    } else {
        Coordinate::Upper {
            index: x.sub_or_panic(&j0),
        }
    }
}

/// The other coordinate of the unique P-position containing `x` (0 for 0).
pub fn partner(x: &Natural) -> Natural {
    match coordinate(x) {
        Coordinate::Lower { index } => x + &index,
        Coordinate::Upper { index } => x.sub_or_panic(&index),
    }
}

/// A position of Wythoff's game: two heaps, in the order given.
///
/// ```
/// use grundy::Natural;
/// use grundy::engine::{Convention, Outcome};
/// use grundy::games::ImpartialGame;
/// use grundy::games::wythoff::Wythoff;
///
/// // The position the `double` formula gets wrong: a P-position.
/// let game = Wythoff::new(Natural::from(165_580_140u64), Natural::from(267_914_295u64));
/// assert_eq!(game.outcome(Convention::Normal)?, Outcome::P);
/// // One heap away: the winning move goes back to it.
/// let near = Wythoff::new(Natural::from(165_580_140u64), Natural::from(267_914_296u64));
/// let moves = near.winning_moves(Convention::Normal)?;
/// assert!(moves.iter().any(|m| m.to == game.heaps().clone()));
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wythoff {
    heaps: [Natural; 2],
    /// g(i, j) for i ≤ a, j ≤ b (heaps in the order given), once asked for.
    table: Memo<Result<Vec<Vec<u64>>>>,
}

/// A move of Wythoff's game: the heaps it leaves, in the order of the position.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WythoffMove {
    /// The two heaps after the move.
    pub to: [Natural; 2],
}

impl fmt::Display for WythoffMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "-> ({}, {})", self.to[0], self.to[1])
    }
}

/// From this many digits a position read from decimal text is first decided on its digits
/// ([`decide_digits`]): converting a million digits to binary costs more than the test.
pub const DECIMAL_PATH_DIGITS: usize = 2_000;

/// Below this many table cells, (a+1)·(b+1), the Grundy value is cheap enough to give without
/// being asked for.
pub const AUTOMATIC_GRUNDY_CELLS: u64 = 1 << 16;

/// A Wythoff position read from decimal digits by [`decide_digits`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decided {
    /// A long P-position, decided on its digits and never converted to binary: its heaps in
    /// canonical digits (in the order given) and its pair index k = |a − b| (normal play).
    PPosition {
        /// The heaps, canonical decimal digits.
        heaps: [String; 2],
        /// k = |a − b|, in decimal digits.
        difference: String,
    },
    /// Any other position, read into exact integers for its moves.
    Position(Wythoff),
}

/// Reads a position from decimal digits. From [`DECIMAL_PATH_DIGITS`] digits on it is decided
/// on the digits themselves (docs/THEORY.md § 5.10), and a P-position — the same in both
/// conventions at that size, which differ only below 3 — is never converted to binary.
pub fn decide_digits(a: &str, b: &str) -> Result<Decided> {
    for digits in [a, b] {
        if digits.len() <= 19 || !digits.bytes().all(|d| d.is_ascii_digit()) {
            Natural::parse_decimal(digits, "heap size")?;
        }
    }
    if a.len().max(b.len()) >= DECIMAL_PATH_DIGITS {
        let (a, b) = (
            decimal::canonical(a.as_bytes()),
            decimal::canonical(b.as_bytes()),
        );
        if decimal::wythoff_is_p_position(a, b) {
            let text = |digits: &[u8]| String::from_utf8_lossy(digits).into_owned();
            return Ok(Decided::PPosition {
                difference: decimal::difference(a, b),
                heaps: [text(a), text(b)],
            });
        }
    }
    Ok(Decided::Position(Wythoff::new(
        Natural::parse_decimal(a, "heap size")?,
        Natural::parse_decimal(b, "heap size")?,
    )))
}

/// The P-position on a given diagonal (difference), and the partner of a coordinate, for either
/// convention. Misère play swaps (0, 0) and (1, 2) for (0, 1) and (2, 2) and keeps every other
/// P-position.
fn diagonal_p_position(k: &Natural, convention: Convention) -> (Natural, Natural) {
    match (convention, k.to_u64()) {
        (Convention::Misere, Some(0)) => (Natural::from(2u64), Natural::from(2u64)),
        (Convention::Misere, Some(1)) => (Natural::ZERO, Natural::ONE),
        _ => p_position(k),
    }
}

fn partner_for(x: &Natural, convention: Convention) -> Natural {
    match (convention, x.to_u64()) {
        (Convention::Misere, Some(0)) => Natural::ONE,
        (Convention::Misere, Some(1)) => Natural::ZERO,
        (Convention::Misere, Some(2)) => Natural::from(2u64),
        _ => partner(x),
    }
}

impl Wythoff {
    /// The position (a, b).
    pub fn new(a: Natural, b: Natural) -> Wythoff {
        Wythoff {
            heaps: [a, b],
            table: Memo::new(),
        }
    }

    /// The heaps, in the order given.
    pub fn heaps(&self) -> &[Natural; 2] {
        &self.heaps
    }

    fn low_high(&self) -> (&Natural, &Natural) {
        let [a, b] = &self.heaps;
        if a <= b { (a, b) } else { (b, a) }
    }

    /// The difference k = |a − b|: the position lies on the diagonal of the k-th P-position.
    pub fn difference(&self) -> Natural {
        let (low, high) = self.low_high();
        high.sub_or_panic(low)
    }

    /// The pair index k when the position is the k-th P-position of normal play.
    pub fn pair_index(&self) -> Option<Natural> {
        let (low, high) = self.low_high();
        is_p_position(low, high).then(|| self.difference())
    }

    /// Whether the Grundy value is cheap enough to give without being asked for: an empty heap,
    /// or fewer than [`AUTOMATIC_GRUNDY_CELLS`] cells of table.
    pub fn grundy_is_cheap(&self) -> bool {
        let [a, b] = &self.heaps;
        if a.is_zero() || b.is_zero() || self.is_p(Convention::Normal) {
            return true;
        }
        match (a.to_u64(), b.to_u64()) {
            (Some(a), Some(b)) => {
                a.saturating_add(1).saturating_mul(b.saturating_add(1)) <= AUTOMATIC_GRUNDY_CELLS
            }
            _ => false,
        }
    }

    /// g(i, j) for i ≤ a, j ≤ b, computed once.
    fn table(&self) -> Result<&Vec<Vec<u64>>> {
        let [a, b] = &self.heaps;
        self.table
            .get_or_init(|| grundy_table::grundy_rectangle(a, b))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// [`Summand::moves_to_value`] beyond the table, for positions whose smaller heap is a row
    /// of the table whose additive period is proven (with the rows below it): the moves in the
    /// larger heap land on the one column of that value in its row, the others on rows below,
    /// each valued by its period. `beyond` says why the table was not used.
    fn moves_to_value_by_rows(&self, value: &Natural, beyond: &Error) -> Result<Vec<WythoffMove>> {
        let (low, high) = self.low_high();
        let Some(row) = low.to_u64().filter(|&r| r <= grundy_table::ROW_INDEX_LIMIT) else {
            return Err(Error::too_large(
                "wythoff_row_index",
                grundy_table::ROW_INDEX_LIMIT,
                Some(low.clone()),
                msg!(
                    "error-wythoff-beyond-rows",
                    beyond = beyond.msg().clone(),
                    limit = grundy_table::ROW_INDEX_LIMIT
                ),
            ));
        };
        // (low side, high side) of each move.
        let mut found: Vec<[Natural; 2]> = Vec::new();
        let (own, period) = grundy_table::proven_row(row)?;
        if let Some(y) = own.column_of(period, value).filter(|y| y < high) {
            found.push([low.clone(), y]);
        }
        for x in 0..row {
            crate::interrupt::check()?;
            let (below, period) = grundy_table::proven_row(x)?;
            let x_heap = Natural::from(x);
            if below.value_at(period, high) == *value {
                found.push([x_heap.clone(), high.clone()]);
            }
            // The move on both heaps that leaves x in the smaller one.
            let diagonal = high.sub_or_panic(&Natural::from(row - x));
            if below.value_at(period, &diagonal) == *value {
                found.push([x_heap, diagonal]);
            }
        }
        Ok(self.moves_to(found))
    }

    /// The moves to the positions `found`, each given as (low heap, high heap), in the order of
    /// this position's heaps, ascending.
    fn moves_to(&self, found: Vec<[Natural; 2]>) -> Vec<WythoffMove> {
        let low_first = self.heaps[0] <= self.heaps[1];
        let mut moves: Vec<WythoffMove> = found
            .into_iter()
            .map(|[x, y]| WythoffMove {
                to: if low_first { [x, y] } else { [y, x] },
            })
            .collect();
        moves.sort();
        moves
    }

    /// [`Summand::moves_to_value`] where neither the table nor the rows' periods reach (a
    /// P-position far out, say, whose value is known by the closed form): the options of that
    /// value among the rows up to min(a, b) with the values up to it ([`low_values`]). `beyond`
    /// says why the rows' periods were not used.
    fn moves_to_value_by_low_values(
        &self,
        value: &Natural,
        beyond: &Error,
    ) -> Result<Vec<WythoffMove>> {
        let (low, high) = self.low_high();
        let found = low
            .to_u64()
            .ok_or_else(|| beyond.clone())
            .and_then(|low| low_values::options_of_value(low, high, value))
            .map_err(|error| {
                if !error.is_too_large() {
                    return error;
                }
                error.context(beyond.msg().clone())
            })?;
        Ok(self.moves_to(found))
    }

    fn is_p(&self, convention: Convention) -> bool {
        let (low, high) = self.low_high();
        let small = (low.to_u64(), high.to_u64());
        match (convention, small) {
            (Convention::Misere, (Some(0), Some(1)) | (Some(2), Some(2))) => true,
            (Convention::Misere, (Some(0), Some(0)) | (Some(1), Some(2))) => false,
            _ => is_p_position(low, high),
        }
    }

    /// Which heap a move takes from ("a", "b" or "both") and how much.
    fn side(&self, to: &[Natural; 2]) -> (&'static str, Natural) {
        let ([a, b], [x, y]) = (&self.heaps, to);
        let zero = || Natural::ZERO;
        if y == b {
            ("a", a.checked_sub(x).unwrap_or_else(zero))
        } else if x == a {
            ("b", b.checked_sub(y).unwrap_or_else(zero))
        } else {
            ("both", a.checked_sub(x).unwrap_or_else(zero))
        }
    }
}

impl ImpartialGame for Wythoff {
    type Move = WythoffMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        Ok(Outcome::from_is_p(self.is_p(convention)))
    }

    /// Computed from the table of all smaller positions (no closed form is known; OEIS A004481),
    /// within [`GRUNDY_SUM_LIMIT`] and [`GRUNDY_CELL_LIMIT`], and beyond them from the proven
    /// additive period of row min(a, b) ([`grundy_evidence`]); g(0, b) = b for any b.
    fn grundy(&self) -> Result<Natural> {
        let [a, b] = &self.heaps;
        if a.is_zero() || b.is_zero() {
            return Ok(a.max(b).clone());
        }
        match self.table() {
            Ok(table) => Ok(Natural::from(table[table.len() - 1][table[0].len() - 1])),
            Err(_) => grundy_evidence(a, b).map(|(value, _)| value),
        }
    }

    /// First the move on both heaps, if it wins, then the one-heap moves in ascending order of
    /// the result; at most three (every number is a coordinate of exactly one P-position).
    fn winning_moves(&self, convention: Convention) -> Result<Vec<WythoffMove>> {
        let [a, b] = &self.heaps;
        let words = a.to_u64().is_some() && b.to_u64().is_some();
        if words && self.is_p(convention) {
            return Ok(Vec::new());
        }
        let (low, _) = self.low_high();
        let low_first = a <= b;
        let mut moves = Vec::new();
        let (diag_low, diag_high) = diagonal_p_position(&self.difference(), convention);
        // Beyond words the P-position of the diagonal, needed anyway, decides the outcome: a
        // position is P iff it is the P-position of its difference (in misère play too, whose
        // diagonals 0 and 1 hold (2, 2) and (0, 1)). That saves the test's two products.
        if diag_low == *low {
            return Ok(Vec::new());
        }
        if diag_low < *low {
            moves.push(WythoffMove {
                to: if low_first {
                    [diag_low, diag_high]
                } else {
                    [diag_high, diag_low]
                },
            });
        }
        let mut one_heap = Vec::new();
        let to_b = partner_for(a, convention);
        if to_b < *b {
            one_heap.push(WythoffMove {
                to: [a.clone(), to_b],
            });
        }
        let to_a = partner_for(b, convention);
        if to_a < *a {
            one_heap.push(WythoffMove {
                to: [to_a, b.clone()],
            });
        }
        one_heap.sort();
        moves.extend(one_heap);
        Ok(moves)
    }

    /// The pair index and where the position sits.
    fn explain(&self, convention: Convention) -> Result<Lines> {
        let mut text = Lines::new();
        let [a, b] = &self.heaps;
        let k = self.difference();
        let (ak, bk) = p_position(&k);
        text.push(msg!(
            "wythoff-explain-head",
            convention = convention.msg(),
            a = a,
            b = b
        ));
        text.push(msg!("wythoff-explain-rule"));
        text.push(msg!("wythoff-explain-diagonal", k = &k, ak = &ak, bk = &bk));
        // Each heap's own P-position, once when both heaps are the same number.
        let heaps: &[&Natural] = if a == b { &[a] } else { &[a, b] };
        for &x in heaps {
            text.push(match coordinate(x) {
                Coordinate::Lower { index } => {
                    msg!(
                        "wythoff-explain-lower",
                        x = x,
                        index = &index,
                        partner = x + &index
                    )
                }
                Coordinate::Upper { index } => msg!(
                    "wythoff-explain-upper",
                    x = x,
                    index = &index,
                    partner = x.sub_or_panic(&index)
                ),
            });
        }
        if convention == Convention::Misere {
            text.push(msg!("wythoff-explain-misere"));
        }
        let moves = self.winning_moves(convention)?;
        text.extend(super::explain_moves(self, &moves, convention));
        Ok(text)
    }
}

impl fmt::Display for Wythoff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "wythoff({},{})", self.heaps[0], self.heaps[1])
    }
}

impl Notation for Wythoff {
    const NAMES: &'static [&'static str] = &["wythoff"];
    const EXAMPLES: &'static [&'static str] = &["wythoff(3,5)"];

    fn summary() -> Msg {
        msg!("summary-wythoff")
    }

    fn from_call(call: &Call<'_>) -> Result<Wythoff> {
        let usage = &msg!("error-wythoff-notation");
        call.shape(2, &[], usage)?;
        Ok(Wythoff::new(
            call.atom(0, usage)?.natural(take::heap_size())?,
            call.atom(1, usage)?.natural(take::heap_size())?,
        ))
    }
}

/// How a Wythoff move is typed.
fn move_usage() -> Msg {
    msg!("error-wythoff-usage")
}

/// A cell of Wythoff's Grundy table in cost steps, besides a share that grows with a + b
/// (measured: 17 ns a cell at 40 × 65, 30 ns at 255 × 255, 68 ns at 1000 × 1618).
const CELL_STEPS: u64 = 16;

impl Summand for Wythoff {
    const MISERE_ALONE: bool = true;

    /// A Nim heap when one heap is empty; else its Grundy value and its moves to another value
    /// come from the table below it, (a + 1)(b + 1) cells, each the dearer the longer its row
    /// and column (`CELL_STEPS`); beyond the table, from a row's period: unbounded.
    fn cost(&self) -> u64 {
        let [a, b] = &self.heaps;
        if a.is_zero() || b.is_zero() {
            return cost::closed_form([a, b]);
        }
        match (a.to_u64(), b.to_u64()) {
            (Some(a), Some(b)) => {
                let cells = a.saturating_add(1).saturating_mul(b.saturating_add(1));
                let each = CELL_STEPS.saturating_add(a.saturating_add(b) / 32);
                cells.saturating_mul(each)
            }
            _ => cost::UNBOUNDED,
        }
    }

    /// Wythoff's misère closed form: the P-positions' pairs, over both heaps.
    fn misere_alone_cost(&self) -> u64 {
        cost::closed_form(&self.heaps)
    }

    fn value_method(&self) -> Msg {
        let [a, b] = &self.heaps;
        if a.is_zero() || b.is_zero() {
            msg!("wythoff-value-method-heap")
        } else if self.is_p(Convention::Normal) && self.table().is_err() {
            msg!("wythoff-value-method-p", k = self.difference())
        } else {
            msg!("wythoff-value-method")
        }
    }

    fn moves_to_value(&self, value: &Natural) -> Result<Vec<WythoffMove>> {
        let [a, b] = &self.heaps;
        let mut moves = Vec::new();
        if a.is_zero() || b.is_zero() {
            // One heap is empty: the other is a Nim heap worth its size.
            if a.is_zero() && value < b {
                moves.push(WythoffMove {
                    to: [Natural::ZERO, value.clone()],
                });
            }
            if b.is_zero() && value < a {
                moves.push(WythoffMove {
                    to: [value.clone(), Natural::ZERO],
                });
            }
            return Ok(moves);
        }
        let table = match self.table() {
            Ok(table) => table,
            Err(beyond) => {
                return match self.moves_to_value_by_rows(value, &beyond) {
                    Err(by_rows) if by_rows.is_too_large() => {
                        self.moves_to_value_by_low_values(value, &by_rows)
                    }
                    answer => answer,
                };
            }
        };
        let Some(value) = value.to_u64() else {
            return Ok(moves);
        };
        let (a, b) = (table.len() - 1, table[0].len() - 1);
        let hit = |x: usize, y: usize| table[x][y] == value;
        let mut push = |x: usize, y: usize| {
            moves.push(WythoffMove {
                to: [Natural::from(x), Natural::from(y)],
            });
        };
        for t in 1..=a.min(b) {
            if hit(a - t, b - t) {
                push(a - t, b - t);
            }
        }
        (0..a).filter(|&x| hit(x, b)).for_each(|x| push(x, b));
        (0..b).filter(|&y| hit(a, y)).for_each(|y| push(a, y));
        moves.sort();
        Ok(moves)
    }
}

impl Rules for Wythoff {
    fn legal_moves(&self, limit: usize) -> Result<Vec<WythoffMove>> {
        let word = |n: &Natural| n.to_u64().filter(|&n| n <= limit as u64);
        let [a, b] = &self.heaps;
        let (a, b) = match (word(a), word(b)) {
            (Some(a), Some(b)) if a + b + a.min(b) <= limit as u64 => (a, b),
            _ => return Err(take::too_many_moves(self, limit)),
        };
        let pair = |x: u64, y: u64| WythoffMove {
            to: [Natural::from(x), Natural::from(y)],
        };
        let mut moves: Vec<WythoffMove> = (0..a).map(|x| pair(x, b)).collect();
        moves.extend((0..b).map(|y| pair(a, y)));
        moves.extend((1..=a.min(b)).map(|t| pair(a - t, b - t)));
        Ok(moves)
    }

    fn check_move(&self, mv: &WythoffMove) -> Result<()> {
        let ([a, b], [x, y]) = (&self.heaps, &mv.to);
        let from_a = x < a && y == b;
        let from_b = x == a && y < b;
        let both = match (a.checked_sub(x), b.checked_sub(y)) {
            (Some(s), Some(t)) => s == t && !s.is_zero(),
            _ => false,
        };
        if !(from_a || from_b || both) {
            return Err(Error::illegal_move(msg!(
                "error-wythoff-not-a-move",
                a = a,
                b = b,
                x = x,
                y = y
            )));
        }
        Ok(())
    }

    fn after(&self, mv: &WythoffMove) -> Vec<Wythoff> {
        let [x, y] = &mv.to;
        vec![Wythoff::new(x.clone(), y.clone())]
    }

    fn smallest_move(&self) -> Option<(Natural, WythoffMove)> {
        let [a, b] = &self.heaps;
        let one = Natural::ONE;
        let to = if a > b {
            [a.sub_or_panic(&one), b.clone()]
        } else if !b.is_zero() {
            [a.clone(), b.sub_or_panic(&one)]
        } else {
            return None;
        };
        Some((one, WythoffMove { to }))
    }

    fn view(&self) -> View {
        let [a, b] = self.heaps();
        View {
            game: Family::Wythoff,
            notation: self.to_string(),
            heaps: vec![
                (msg!("label-heap-a"), a.clone()),
                (msg!("label-heap-b"), b.clone()),
            ],
            tokens: TokenStyle::Token,
            row: None,
            rule: None,
        }
    }
}

impl MoveNotation for Wythoff {
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<WythoffMove> {
        let [a, b] = &self.heaps;
        let (side, take) = match words {
            ["->", x, y] => {
                let mv = WythoffMove {
                    to: [
                        take::number(x, words, move_usage)?,
                        take::number(y, words, move_usage)?,
                    ],
                };
                self.check_move(&mv)?;
                return Ok(mv);
            }
            [side, take] | ["take", take, "from", side] if matches!(*side, "a" | "b" | "both") => {
                (*side, take::number(take, words, move_usage)?)
            }
            _ => return Err(take::cannot_read(words, move_usage())),
        };
        if take.is_zero() {
            return Err(take::take_nothing());
        }
        let (x, y) = match side {
            "a" => (a.checked_sub(&take), Some(b.clone())),
            "b" => (Some(a.clone()), b.checked_sub(&take)),
            _ => (a.checked_sub(&take), b.checked_sub(&take)),
        };
        match (x, y) {
            (Some(x), Some(y)) => Ok(WythoffMove { to: [x, y] }),
            _ => Err(Error::illegal_move(match side {
                "a" => msg!(
                    "error-games-heap-index-has-only",
                    heap = "a",
                    tokens = take::tokens(a)
                ),
                "b" => msg!(
                    "error-games-heap-index-has-only",
                    heap = "b",
                    tokens = take::tokens(b)
                ),
                _ => msg!("error-wythoff-both", most = a.min(b)),
            })),
        }
    }

    fn move_notation(&self, mv: &WythoffMove) -> String {
        let (side, take) = self.side(&mv.to);
        format!("{side} {take}")
    }

    fn move_help(&self) -> Msg {
        msg!("wythoff-move-help")
    }
}

impl Tutor for Wythoff {
    fn describe_move(&self, mv: &WythoffMove) -> Msg {
        let ([a, b], [x, y]) = (&self.heaps, &mv.to);
        let (side, take) = self.side(&mv.to);
        msg!(
            "wythoff-move",
            side = side,
            take = take,
            a = a,
            b = b,
            x = x,
            y = y
        )
    }

    fn why_winning(&self, mv: &WythoffMove, convention: Convention) -> Msg {
        let [x, y] = &mv.to;
        if convention == Convention::Misere {
            return msg!("wythoff-why-winning-misere", x = x, y = y);
        }
        let (low, high) = if x <= y { (x, y) } else { (y, x) };
        let k = high.checked_sub(low).unwrap_or(Natural::ZERO);
        let (a_k, b_k) = p_position(&k);
        msg!(
            "wythoff-why-winning",
            x = x,
            y = y,
            k = &k,
            ak = &a_k,
            bk = &b_k
        )
    }

    fn why_losing(&self, convention: Convention) -> Msg {
        let [a, b] = &self.heaps;
        let k = self.difference();
        match convention {
            Convention::Normal => msg!("wythoff-why-losing", a = a, b = b, k = &k),
            Convention::Misere => msg!("wythoff-why-losing-misere", a = a, b = b),
        }
    }
}

impl Searchable for Wythoff {
    fn search(&self) -> Result<Search> {
        let [a, b] = &self.heaps;
        let (a, b) = (u64::try_from(a)?, u64::try_from(b)?);
        let bound = a.saturating_add(1).saturating_mul(b.saturating_add(1));
        // Along the row, the column and the diagonal.
        let options = a.saturating_add(b).saturating_add(a.min(b));
        Ok(Search::new(WythoffRules, (a, b), bound, options))
    }

    fn search_option(&self, mv: &WythoffMove) -> Vec<u64> {
        mv.to.iter().map(|h| h.to_u64().unwrap_or(0)).collect()
    }
}

/// The rules of Wythoff's game for exhaustive search: positions are (a, b) pairs.
#[derive(Clone, Copy, Debug, Default)]
pub struct WythoffRules;

impl Game for WythoffRules {
    type Position = (u64, u64);

    fn options(&self, &(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// F(n) by the recurrence F(n + 1) = F(n) + F(n − 1), F(0) = 0, F(1) = 1 (OEIS A000045).
    fn fibonacci(n: usize) -> u128 {
        (0..n).fold((0u128, 1u128), |(f, g), _| (g, f + g)).0
    }

    #[test]
    fn first_p_positions_are_the_published_ones() {
        // OEIS A000201 and A001950, a(1)..a(8), with (0, 0); checked against Wythoff's own
        // construction (a_k = the least number in no earlier pair, b_k = a_k + k) below.
        let expected: [(u64, u64); 9] = [
            (0, 0),
            (1, 2),
            (3, 5),
            (4, 7),
            (6, 10),
            (8, 13),
            (9, 15),
            (11, 18),
            (12, 20),
        ];
        for (k, &(a, b)) in expected.iter().enumerate() {
            let (x, y) = p_position(&Natural::from(k as u64));
            assert_eq!((x, y), (Natural::from(a), Natural::from(b)));
            assert!(is_p_position_u64(a, b) && is_p_position_u64(b, a));
        }
        let mut used: Vec<u64> = Vec::new();
        for (k, &pair) in expected.iter().enumerate() {
            let a = (0..).find(|x| !used.contains(x)).unwrap();
            assert_eq!(pair, (a, a + k as u64), "pair {k} by the construction");
            used.extend([a, a + k as u64]);
        }
    }

    #[test]
    fn the_double_trap_at_f40_is_exact() {
        // (F(41) − 1, F(42) − 1) is the P-position of index F(40) (tests/games/exactness.rs).
        let f = |n| fibonacci(n) as u64;
        assert_eq!(
            (f(40), f(41) - 1, f(42) - 1),
            (102_334_155, 165_580_140, 267_914_295)
        );
        assert!(is_p_position_u64(165_580_140, 267_914_295));
        assert!(!is_p_position_u64(165_580_141, 267_914_295));
        assert_eq!(
            lower_wythoff(&Natural::from(102_334_155u64)),
            Natural::from(165_580_140u64)
        );
    }

    #[test]
    fn word_test_is_exact_at_the_top_of_u64() {
        // F(92), F(93) are the last consecutive Fibonacci numbers below 2^64.
        let (f92, f93) = (7_540_113_804_746_346_429u64, 12_200_160_415_121_876_738u64);
        assert_eq!(
            (u128::from(f92), u128::from(f93)),
            (fibonacci(92), fibonacci(93))
        );
        assert!(fibonacci(94) > u128::from(u64::MAX));
        assert!(is_p_position_u64(f92, f93));
        assert!(!is_p_position_u64(f92 + 1, f93));
        assert!(!is_p_position_u64(u64::MAX, u64::MAX));
        assert!(!is_p_position_u64(0, u64::MAX));
        let big = is_p_position(&Natural::from(f92), &Natural::from(f93));
        assert!(big);
    }

    #[test]
    fn partner_pairs_every_number() {
        for k in 0..200u64 {
            let (a, b) = p_position(&Natural::from(k));
            assert_eq!(partner(&a), b);
            assert_eq!(partner(&b), a);
        }
        // Every number, on the word path (below 2^62) and the big-integer path (from 2^62),
        // is a coordinate of a P-position (checked by the exact product test), paired both
        // ways, with the index the pair's difference gives.
        for start in [1u128, (1 << 62) - 400, 1 << 62, 1 << 70] {
            for x in start..start + 800 {
                let x = Natural::from(x);
                let y = partner(&x);
                assert_eq!(partner(&y), x, "{x}");
                assert!(is_p_position(&x, &y), "({x}, {y})");
                let index = match coordinate(&x) {
                    Coordinate::Lower { index } => {
                        assert!(x < y);
                        index
                    }
                    Coordinate::Upper { index } => {
                        assert!(x > y);
                        index
                    }
                };
                let (low, high) = if x < y { (&x, &y) } else { (&y, &x) };
                assert_eq!(index, high.sub_or_panic(low), "{x}");
            }
        }
    }
    #[test]
    fn moves_to_a_value_by_row_periods_are_the_table_moves() {
        // Inside the table the moves to each value are read off it; the row-period method must
        // find the same ones, in both orientations, for every value up to a + b + 1.
        let beyond = Error::invalid("forced");
        for row in 1..=6u64 {
            for column in row..=200u64 {
                for (a, b) in [(row, column), (column, row)] {
                    let game = Wythoff::new(Natural::from(a), Natural::from(b));
                    for value in 0..=a + b + 1 {
                        let value = Natural::from(value);
                        let by_table = game.moves_to_value(&value).unwrap();
                        let by_rows = game.moves_to_value_by_rows(&value, &beyond).unwrap();
                        assert_eq!(by_rows, by_table, "({a}, {b}) to value {value}");
                    }
                }
            }
        }
    }

    #[test]
    fn beyond_the_table_the_moves_to_zero_are_the_winning_moves_and_sums_are_answered() {
        // Far beyond the table (b of 22 digits) the moves to value 0 must be exactly the
        // winning moves that the P-positions give (the golden-ratio closed form, no table).
        let big: Natural = "1000000000000000000000".parse().unwrap();
        for row in 1..=8u64 {
            for shift in 0..5u64 {
                let game = Wythoff::new(Natural::from(row), &big + shift);
                let by_rows = game.moves_to_value(&Natural::ZERO).unwrap();
                let mut closed = game.winning_moves(Convention::Normal).unwrap();
                closed.sort();
                assert_eq!(by_rows, closed, "({row}, 10^21 + {shift})");
                for mv in &by_rows {
                    game.check_move(mv).unwrap();
                }
            }
        }
        let sum: crate::expr::Expr = format!("wythoff(5,{big}) + nim(3)").parse().unwrap();
        let analysis = sum.analyze(Convention::Normal).unwrap();
        for mv in &analysis.winning_moves {
            let after = sum.apply(mv).unwrap();
            let left = after.analyze(Convention::Normal).unwrap();
            assert_eq!(left.grundy, Some(Natural::ZERO), "{mv:?} leaves {after}");
        }
        assert!(analysis.winning_moves.iter().any(|m| m.component == 0));
    }
}
