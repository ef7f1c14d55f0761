//! Grundy values of Wythoff's game, which have no closed form: computed from the table of all
//! smaller positions with one bitset per row, column and diagonal, so each cell costs one scan
//! for the first value missing from three bitsets.
//!
//! Three ways in, one per job:
//! - [`grundy_value`]: one g(a, b), from the rectangle of smaller positions (used by the
//!   game analysis and expressions);
//! - [`GrundyTable`]: the whole n × n square in tiles of rows × columns, as many at once as
//!   there are threads, each cell a scan of its row, column and diagonal bitsets (`scan`);
//! - [`GrundyRow`]: one row g(a, 0..=B) to very large B, with its additive period
//!   g(a, b + p) = g(a, b) + p proven by a repeat of the joint state of rows 0..=a, or else
//!   detected (`row`).
//!
//! Values are bounded by a + b (docs/THEORY.md § 5.8: b − 2a ≤ g(a, b) ≤ a + b), which sizes the
//! bitsets.

mod row;
mod scan;

use crate::error::{Error, Result};
use crate::num::Natural;
use crate::text::{Msg, msg};

/// The largest a + b for which [`grundy_value`] computes g(a, b).
pub const GRUNDY_SUM_LIMIT: u64 = 16_384;
/// The largest number of table cells, (a+1)·(b+1), for which [`grundy_value`] computes g(a, b).
pub const GRUNDY_CELL_LIMIT: u64 = 1 << 22;

/// g(a, b) for normal-play Wythoff's game: from the table of smaller positions when it is
/// within the limits, else from the proven additive period of row min(a, b)
/// ([`grundy_by_row_period`]), for b of any length; an error naming the limit when neither
/// applies.
///
/// g(0, b) = b for any b (a single Nim heap).
pub fn grundy_value(a: &Natural, b: &Natural) -> Result<Natural> {
    grundy_evidence(a, b).map(|(value, _)| value)
}

/// How a Grundy value g(a, b) is known.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GrundyEvidence {
    /// A heap is empty: g(0, b) = b, one Nim heap.
    EmptyHeap,
    /// From the table of every smaller position.
    Table,
    /// The position is the P-position (a_k, b_k) of difference `k`: g = 0 by definition, at
    /// any size.
    PPosition {
        /// k = b − a.
        k: Natural,
    },
    /// From row a's additive period, proven: g(a, b) = g(a, b') + (b − b') where
    /// b' = b0 + (b − b0) mod p lies in the computed part of the row.
    RowPeriod {
        /// The row a = min(a, b).
        row: u64,
        /// Its least preperiod b0 and period p.
        period: AdditivePeriod,
        /// b': the column whose value was computed.
        column: u64,
        /// b1 and b1 + P: the columns where rows 0..=a repeat their joint state (the proof).
        columns: [u64; 2],
    },
}

impl GrundyEvidence {
    /// The reason in words, for an explanation.
    pub fn describe(&self, a: &Natural, b: &Natural) -> Msg {
        match self {
            GrundyEvidence::EmptyHeap => msg!("wythoff-evidence-empty"),
            GrundyEvidence::Table => msg!("wythoff-evidence-table", a = a, b = b),
            GrundyEvidence::PPosition { k } => msg!("wythoff-evidence-p", k = k),
            GrundyEvidence::RowPeriod {
                row,
                period,
                column,
                columns: [b1, b2],
            } => msg!(
                "wythoff-evidence-row",
                row = row,
                p = period.period,
                b0 = period.preperiod,
                b1 = b1,
                b2 = b2,
                a = a,
                b = b,
                column = column,
                difference = difference(a, b, *row, *column)
            ),
        }
    }
}

/// The larger heap less `column`, where `row` is the smaller heap.
fn difference(a: &Natural, b: &Natural, row: u64, column: u64) -> Natural {
    let high = if a.to_u64() == Some(row) { b } else { a };
    high.checked_sub(&Natural::from(column))
        .unwrap_or(Natural::ZERO)
}

/// g(a, b) with how it is known ([`grundy_value`]).
pub fn grundy_evidence(a: &Natural, b: &Natural) -> Result<(Natural, GrundyEvidence)> {
    let (low, high) = if a <= b { (a, b) } else { (b, a) };
    if low.is_zero() {
        return Ok((high.clone(), GrundyEvidence::EmptyHeap));
    }
    match grundy_rectangle(low, high) {
        Ok(table) => Ok((
            Natural::from(table[table.len() - 1][table[0].len() - 1]),
            GrundyEvidence::Table,
        )),
        Err(_) if super::is_p_position(low, high) => Ok((
            Natural::ZERO,
            GrundyEvidence::PPosition {
                k: high.sub_or_panic(low),
            },
        )),
        Err(beyond) => match low.to_u64().filter(|&row| row <= ROW_INDEX_LIMIT) {
            Some(row) => grundy_by_row_period(row, high).map_err(|e| {
                Error::too_large(
                    e.limit().map_or("wythoff_row_proof_work", |l| l.name()),
                    e.limit().map_or(ROW_PROOF_WORK_LIMIT, |l| l.max()),
                    e.limit().and_then(|l| l.requested().cloned()),
                    msg!(
                        "error-wythoff-and",
                        first = beyond.msg().clone(),
                        second = e.msg().clone()
                    ),
                )
            }),
            None => Err(Error::too_large(
                "wythoff_row_index",
                ROW_INDEX_LIMIT,
                Some(low.clone()),
                msg!(
                    "error-wythoff-beyond-table",
                    beyond = beyond.msg().clone(),
                    limit = ROW_INDEX_LIMIT
                ),
            )),
        },
    }
}

/// The most work, (a+1)²·(B+1), spent computing row a to B while looking for the proof of its
/// period ([`grundy_by_row_period`]): rows up to about 50 are proven within it, and a search
/// that fails gives up within seconds.
pub const ROW_PROOF_WORK_LIMIT: u64 = 1 << 28;

/// g(row, b) for b of any length, from the row's additive period, proven by computing the row
/// to B = 2^k − 1 for growing k until rows 0..=row repeat their joint state; an error naming
/// [`ROW_PROOF_WORK_LIMIT`] when no proof is found within it.
pub fn grundy_by_row_period(row: u64, b: &Natural) -> Result<(Natural, GrundyEvidence)> {
    let direct = |b: u64| -> Result<(Natural, GrundyEvidence)> {
        let computed = GrundyRow::new(row, b)?;
        Ok((
            Natural::from(computed.values()[b as usize]),
            GrundyEvidence::Table,
        ))
    };
    // A b within reach is computed outright: the row holds every smaller position's value.
    let within = b
        .to_u64()
        .filter(|&b| proof_cost(row, b) <= ROW_PROOF_WORK_LIMIT);
    if let Some(b) = within.filter(|&b| b <= first_proof_column(row)) {
        return direct(b);
    }
    let (computed, period) = match proven_row(row) {
        Ok(proven) => proven,
        Err(error) => return within.map_or(Err(error), direct),
    };
    if let Some(&value) = b.to_u64().and_then(|b| computed.values().get(b as usize)) {
        return Ok((Natural::from(value), GrundyEvidence::Table));
    }
    let PeriodStatus::Proven {
        first_column,
        joint_period,
    } = computed.period_status()
    else {
        return Err(Error::invalid(msg!("error-wythoff-row-without-proof")));
    };
    Ok((
        computed.value_at(period, b),
        GrundyEvidence::RowPeriod {
            row,
            period,
            column: computed.folded_column(period, b),
            columns: [first_column, first_column + joint_period],
        },
    ))
}

/// The work (a+1)²(B+1) of computing row a to B.
fn proof_cost(row: u64, to: u64) -> u64 {
    (row + 1) * (row + 1) * (to + 1)
}

/// The first B a row's proof is looked for at, 2^k − 1 (then 2B + 1, …).
fn first_proof_column(row: u64) -> u64 {
    (4 * row + 64).next_power_of_two() - 1
}

/// Row `row` with its additive period proven: computed to B = 2^k − 1 for growing k until rows
/// 0..=row repeat their joint state, within [`ROW_PROOF_WORK_LIMIT`] (else an error naming it).
pub(crate) fn proven_row(row: u64) -> Result<(GrundyRow, AdditivePeriod)> {
    let mut to = first_proof_column(row);
    loop {
        let cost = proof_cost(row, to);
        if cost > ROW_PROOF_WORK_LIMIT {
            return Err(Error::too_large(
                "wythoff_row_proof_work",
                ROW_PROOF_WORK_LIMIT,
                Some(Natural::from(cost)),
                msg!(
                    "error-wythoff-row-proof-work",
                    row = row,
                    column = to / 2,
                    limit = ROW_PROOF_WORK_LIMIT
                ),
            ));
        }
        let computed = GrundyRow::new(row, to)?;
        if let (Some(period), true) = (computed.period(), computed.period_status().is_proven()) {
            return Ok((computed, period));
        }
        to = 2 * to + 1;
    }
}

impl GrundyRow {
    /// g(a, y) for any y, from the values computed and the proven additive `period` of this
    /// row: g(a, y) = g(a, c) + (y − c) with c = b0 + ((y − b0) mod p) past the preperiod b0.
    pub(crate) fn value_at(&self, period: AdditivePeriod, y: &Natural) -> Natural {
        if let Some(&value) = y.to_u64().and_then(|y| self.values.get(y as usize)) {
            return Natural::from(value);
        }
        let column = self.folded_column(period, y);
        let base = Natural::from(self.values[column as usize]);
        &base + &y.sub_or_panic(&Natural::from(column))
    }

    /// c = b0 + ((y − b0) mod p): the column whose value g(a, y) repeats, shifted by y − c
    /// (y itself before the preperiod b0).
    pub(crate) fn folded_column(&self, period: AdditivePeriod, y: &Natural) -> u64 {
        match y.checked_sub(&Natural::from(period.preperiod)) {
            Some(beyond) => period.preperiod + (&beyond % period.period).to_u64().unwrap_or(0),
            None => y.to_u64().unwrap_or(0),
        }
    }

    /// The column y with g(a, y) = `value`, if there is one (a row holds each value at most
    /// once: two cells of a row are one move apart), from the values computed and the proven
    /// additive `period`.
    pub(crate) fn column_of(&self, period: AdditivePeriod, value: &Natural) -> Option<Natural> {
        if let Some(y) = value
            .to_u64()
            .and_then(|v| self.values.iter().position(|&g| g == v))
        {
            return Some(Natural::from(y));
        }
        // Past the preperiod, g(a, c + kp) = g(a, c) + kp: the value's class mod p.
        let (b0, p) = (period.preperiod, period.period);
        (b0..b0 + p).find_map(|c| {
            let base = Natural::from(*self.values.get(c as usize)?);
            let above = value.checked_sub(&base)?;
            (&above % p).is_zero().then(|| &Natural::from(c) + &above)
        })
    }
}

/// g(i, j) for every i ≤ a, j ≤ b: the rectangle below (a, b), within [`GRUNDY_SUM_LIMIT`] and
/// [`GRUNDY_CELL_LIMIT`] (else an error naming the limit that is passed).
pub(crate) fn grundy_rectangle(a: &Natural, b: &Natural) -> Result<Vec<Vec<u64>>> {
    let sum = a
        .to_u64()
        .zip(b.to_u64())
        .and_then(|(x, y)| x.checked_add(y));
    let Some(sum) = sum.filter(|&sum| sum <= GRUNDY_SUM_LIMIT) else {
        return Err(beyond_table(
            "wythoff_grundy_sum",
            GRUNDY_SUM_LIMIT,
            Some(a + b),
        ));
    };
    let (x, y) = (a.to_u64().unwrap_or(0), b.to_u64().unwrap_or(0));
    // a + b ≤ 16384, so the product fits easily.
    let cells = (x + 1) * (y + 1);
    if cells > GRUNDY_CELL_LIMIT {
        return Err(beyond_table(
            "wythoff_grundy_cells",
            GRUNDY_CELL_LIMIT,
            Some(Natural::from(cells)),
        ));
    }
    debug_assert!(sum <= GRUNDY_SUM_LIMIT);
    Ok(grundy_rows(x as usize + 1, y as usize + 1))
}

#[cold]
fn beyond_table(name: &'static str, max: u64, requested: Option<Natural>) -> Error {
    Error::too_large(
        name,
        max,
        requested,
        msg!(
            "error-wythoff-grundy-table",
            sum_limit = GRUNDY_SUM_LIMIT,
            cell_limit = GRUNDY_CELL_LIMIT
        ),
    )
}

/// The largest side n of a [`GrundyTable`]: about n²·1.5 bytes of working memory (0.4 GB at
/// 16384), and every value (≤ 2n − 2) fits in 16 bits.
pub const TABLE_SIZE_LIMIT: usize = 16_384;

/// The side `size` of a [`GrundyTable`], when it is within [`TABLE_SIZE_LIMIT`]; else an error
/// naming the limit (for a side of any length).
pub fn table_side(size: &Natural) -> Result<usize> {
    match size.to_u64().filter(|&n| n <= TABLE_SIZE_LIMIT as u64) {
        Some(n) => Ok(n as usize),
        None => Err(Error::too_large(
            "wythoff_table_size",
            TABLE_SIZE_LIMIT as u64,
            Some(size.clone()),
            msg!(
                "error-wythoff-table-size",
                side = crate::error::shortened(size),
                limit = TABLE_SIZE_LIMIT
            ),
        )),
    }
}

/// The full square of Grundy values g(a, b), 0 ≤ a, b < n, of Wythoff's game (OEIS A004481).
///
/// Computed in tiles of rows × columns on as many threads as the current rayon pool has, each
/// cell a scan of its row, column and diagonal bitsets. Only a ≤ b is stored, g(b, a) = g(a, b)
/// by symmetry.
pub struct GrundyTable {
    size: usize,
    /// Row a's g(a, b), b = a..n, at `row_start(a, n)`.
    values: Vec<u16>,
}

impl std::fmt::Debug for GrundyTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GrundyTable")
            .field("size", &self.size)
            .finish_non_exhaustive()
    }
}

/// Tables smaller than this are computed on one thread: a thread costs more than it saves.
const PARALLEL_MIN_SIZE: usize = 256;

/// Where row a (its cells b = a..n) starts in the flat value array of the triangle a ≤ b.
fn row_start(a: usize, size: usize) -> usize {
    a * size - a * a.saturating_sub(1) / 2
}

impl GrundyTable {
    /// The n × n table; an error naming [`TABLE_SIZE_LIMIT`] when n is above it.
    pub fn new(size: usize) -> Result<GrundyTable> {
        let threads = if size < PARALLEL_MIN_SIZE {
            1
        } else {
            rayon::current_num_threads()
        };
        GrundyTable::with_threads(size, threads)
    }

    /// The table on exactly `threads` workers, whatever the size (for the tests and the
    /// benchmark; [`GrundyTable::new`] takes the rayon pool's).
    #[doc(hidden)]
    pub fn with_threads(size: usize, threads: usize) -> Result<GrundyTable> {
        let size = table_side(&Natural::from(size))?;
        let values = scan::compute(size, threads)?;
        Ok(GrundyTable { size, values })
    }

    /// The side n of the table.
    pub fn size(&self) -> usize {
        self.size
    }

    /// g(a, b), or `None` outside the table.
    pub fn get(&self, a: usize, b: usize) -> Option<u16> {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        if b >= self.size {
            return None;
        }
        Some(self.values[row_start(a, self.size) + b - a])
    }

    /// Row a: g(a, 0), …, g(a, n − 1) (empty outside the table).
    pub fn row(&self, a: usize) -> Vec<u16> {
        if a >= self.size {
            return Vec::new();
        }
        (0..self.size).filter_map(|b| self.get(a, b)).collect()
    }

    /// Every row, in order.
    pub fn rows(&self) -> impl Iterator<Item = Vec<u16>> + '_ {
        (0..self.size).map(|a| self.row(a))
    }
}

/// The largest b up to which a [`GrundyRow`] is computed (its values are kept in memory).
pub const ROW_LENGTH_LIMIT: u64 = 100_000_000;
/// The largest amount of work (a + 1)²·(B + 1) for a [`GrundyRow`] up to b = B: each column
/// costs about (a + 1)² steps for the rows below a.
pub const ROW_WORK_LIMIT: u64 = 1 << 36;
/// The largest row a of a [`GrundyRow`]: rows 0..=a keep their last a + 1 columns, (a + 1)²
/// values (128 MiB at this limit), whatever B is.
pub const ROW_INDEX_LIMIT: u64 = 4095;

/// The additive period of a row: g(a, b + period) = g(a, b) + period for every b ≥ preperiod.
///
/// How far it is known to hold is the row's [`PeriodStatus`] ([`GrundyRow::period_status`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdditivePeriod {
    /// The least b0 from which the relation holds for this period: for ever when the period is
    /// proven, in the computed range when it is detected.
    pub preperiod: u64,
    /// The least period p: of the row for ever when proven; when detected, the least whose
    /// relation holds at the end of the computed range over at least three periods and at least
    /// half the range.
    pub period: u64,
}

/// How far the additive period of a [`GrundyRow`] is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeriodStatus {
    /// Proven for every b ≥ the preperiod, for ever: the relative joint state of rows 0..=a
    /// (each row's values near the current column, less the column) is the same at columns
    /// `first_column` and `first_column + joint_period`, and it determines every later column,
    /// so g(x, y + joint_period) = g(x, y) + joint_period for all y ≥ `first_column` and x ≤ a.
    /// The row's least period divides `joint_period`.
    Proven {
        /// b1: the earlier column of the repeat (at least 2a).
        first_column: u64,
        /// P = b2 − b1: the least period of the joint state.
        joint_period: u64,
    },
    /// Verified for every b in the computed range, not proven beyond it: the search for a repeat
    /// of the joint state (which compares each column with the one saved at the last checkpoint
    /// 2a + 2^k − 1) found none in the range. A repeat may be missed when its first column is
    /// before the last checkpoint, so a proof can need up to about twice the preperiod plus the
    /// period.
    Detected,
    /// No period spans three periods and half the computed range.
    NotFound,
}

impl PeriodStatus {
    /// The status's name on the wire.
    pub fn wire(&self) -> crate::vocab::PeriodStatus {
        use crate::vocab::PeriodStatus as Wire;
        match self {
            PeriodStatus::Proven { .. } => Wire::Proven,
            PeriodStatus::Detected => Wire::Detected,
            PeriodStatus::NotFound => Wire::NotFound,
        }
    }

    /// `"proven"`, `"detected"` or `"not_found"`, as in the CLI's JSON.
    pub fn name(&self) -> &'static str {
        self.wire().name()
    }

    /// Whether the period is proven for ever.
    pub fn is_proven(&self) -> bool {
        matches!(self, PeriodStatus::Proven { .. })
    }
}

/// One row g(a, 0..=B) of Wythoff's game, with its additive period.
///
/// Rows are ultimately additively periodic (Dress, Flammenkamp & Pink 1999; Landman 2002).
/// Here the period is *proven* when the relative joint state of rows 0..=a repeats within the
/// computed range (then the least period and preperiod are exact, for ever); otherwise it is
/// only *detected*: verified for every b in the range, not proven beyond it.
#[derive(Clone, Debug)]
pub struct GrundyRow {
    row: u64,
    values: Vec<u64>,
    period: Option<AdditivePeriod>,
    status: PeriodStatus,
}

impl GrundyRow {
    /// Row `a` up to b = `to`; an error naming [`ROW_INDEX_LIMIT`], [`ROW_LENGTH_LIMIT`] or
    /// [`ROW_WORK_LIMIT`].
    pub fn new(a: u64, to: u64) -> Result<GrundyRow> {
        if a > ROW_INDEX_LIMIT {
            return Err(Error::too_large(
                "wythoff_row_index",
                ROW_INDEX_LIMIT,
                Some(Natural::from(a)),
                msg!("error-wythoff-row-index", row = a, limit = ROW_INDEX_LIMIT),
            ));
        }
        let work = a
            .checked_add(1)
            .and_then(|r| r.checked_mul(r))
            .and_then(|r| r.checked_mul(to.checked_add(1)?));
        if to > ROW_LENGTH_LIMIT {
            return Err(Error::too_large(
                "wythoff_row_length",
                ROW_LENGTH_LIMIT,
                Some(Natural::from(to)),
                msg!(
                    "error-wythoff-row-length",
                    to = to,
                    limit = ROW_LENGTH_LIMIT
                ),
            ));
        }
        if work.is_none_or(|w| w > ROW_WORK_LIMIT) {
            return Err(Error::too_large(
                "wythoff_row_work",
                ROW_WORK_LIMIT,
                work.map(Natural::from),
                msg!(
                    "error-wythoff-row-work",
                    row = a,
                    to = to,
                    limit = ROW_WORK_LIMIT
                ),
            ));
        }
        let row::RowRun { values, repeat } = row::compute(a as usize, to as usize)?;
        let (period, status) = match repeat {
            Some(repeat) => {
                let (preperiod, period) = row::proven_additive_period(&values, repeat);
                let period = AdditivePeriod {
                    preperiod: preperiod as u64,
                    period: period as u64,
                };
                let status = PeriodStatus::Proven {
                    first_column: repeat.first as u64,
                    joint_period: repeat.period as u64,
                };
                (Some(period), status)
            }
            None => match detect_additive_period(&values) {
                Some(period) => (Some(period), PeriodStatus::Detected),
                None => (None, PeriodStatus::NotFound),
            },
        };
        Ok(GrundyRow {
            row: a,
            values,
            period,
            status,
        })
    }

    /// The row index a.
    pub fn row(&self) -> u64 {
        self.row
    }

    /// g(a, 0), …, g(a, B).
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// The additive period: proven, or detected in the computed range if one spans three
    /// periods and half the range (see [`GrundyRow::period_status`]).
    pub fn period(&self) -> Option<AdditivePeriod> {
        self.period
    }

    /// Whether [`GrundyRow::period`] is proven, only detected, or not found.
    pub fn period_status(&self) -> PeriodStatus {
        self.status
    }
}

impl crate::sequence::GrundySequence for GrundyRow {
    fn len(&self) -> u64 {
        self.values.len() as u64
    }

    fn get(&self, n: u64) -> Option<u64> {
        self.values.get(usize::try_from(n).ok()?).copied()
    }

    fn values(&self) -> Box<dyn Iterator<Item = u64> + '_> {
        Box::new(self.values.iter().copied())
    }

    fn period(&self) -> Option<crate::sequence::Period> {
        use crate::sequence::{Period, Proof};
        let AdditivePeriod { preperiod, period } = self.period?;
        let proof = match self.status {
            PeriodStatus::Proven {
                first_column,
                joint_period,
            } => Proof::JointState {
                first_column,
                joint_period,
            },
            _ => Proof::Detected,
        };
        Some(Period {
            preperiod,
            period,
            saltus: period,
            proof,
        })
    }
}

/// The least period p (and for it the least preperiod b0) with
/// `values[b + p] == values[b] + p` for all b ≥ b0 in range, among those whose periodic stretch
/// spans at least three periods and at least half the range; `None` when there is none. This is
/// detection, not proof.
pub fn detect_additive_period(values: &[u64]) -> Option<AdditivePeriod> {
    row::detect_additive_period(values).map(|(preperiod, period)| AdditivePeriod {
        preperiod: preperiod as u64,
        period: period as u64,
    })
}

/// The table g(i, j) for i < rows, j < cols (OEIS A004481 read by antidiagonals), single-threaded,
/// row by row: the plain method, kept as the baseline of the table benchmark.
pub fn grundy_rows(rows: usize, cols: usize) -> Vec<Vec<u64>> {
    let words = (rows + cols + 1).div_ceil(64);
    let mut column_seen = vec![0u64; cols * words];
    let mut diagonal_seen = vec![0u64; (rows + cols) * words];
    let mut table = Vec::with_capacity(rows);
    for i in 0..rows {
        let mut row_seen = vec![0u64; words];
        let mut row = Vec::with_capacity(cols);
        for j in 0..cols {
            let column = &mut column_seen[j * words..(j + 1) * words];
            let d = j + rows - i; // j − i shifted to be non-negative
            let diagonal = &mut diagonal_seen[d * words..(d + 1) * words];
            let value = first_missing(&row_seen, column, diagonal);
            let (word, bit) = (value / 64, 1u64 << (value % 64));
            row_seen[word] |= bit;
            column[word] |= bit;
            diagonal[word] |= bit;
            row.push(value as u64);
        }
        table.push(row);
    }
    table
}

fn first_missing(a: &[u64], b: &[u64], c: &[u64]) -> usize {
    for (index, ((x, y), z)) in a.iter().zip(b).zip(c).enumerate() {
        let union = x | y | z;
        if union != u64::MAX {
            return index * 64 + union.trailing_ones() as usize;
        }
    }
    // Unreachable by the bound g ≤ a + b < 64·words; a full union would mean a larger value.
    a.len() * 64
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::engine::Solver;
    use crate::games::wythoff::WythoffRules;

    /// OEIS A004481 (offset 0) read by antidiagonals d = a + b: g(0, d), g(1, d − 1), …,
    /// g(d, 0); terms a(0)..a(90), all that the entry's data lists (antidiagonals d = 0..=12).
    /// Checked below against a plain mex written from the rules.
    const A004481: [&[u16]; 13] = [
        &[0],
        &[1, 1],
        &[2, 2, 2],
        &[3, 0, 0, 3],
        &[4, 4, 1, 4, 4],
        &[5, 5, 5, 5, 5, 5],
        &[6, 3, 3, 6, 3, 3, 6],
        &[7, 7, 4, 2, 2, 4, 7, 7],
        &[8, 8, 8, 0, 7, 0, 8, 8, 8],
        &[9, 6, 6, 1, 6, 6, 1, 6, 6, 9],
        &[10, 10, 7, 9, 9, 8, 9, 9, 7, 10, 10],
        &[11, 11, 11, 10, 0, 10, 10, 0, 10, 11, 11, 11],
        &[12, 9, 9, 12, 1, 1, 3, 1, 1, 12, 9, 9, 12],
    ];

    /// g(a, b) for a < `rows`, b < `columns` from the rules alone, sharing no code with the
    /// crate: a move takes any number of tokens from one heap, or the same number from both;
    /// g is the mex of the options' values. The values already in row a are kept as a set (with
    /// the least value not in it), which is the same mex, only faster for long rows.
    pub(super) fn wythoff_by_rules(rows: usize, columns: usize) -> Vec<Vec<u64>> {
        let mut g = vec![vec![0u64; columns]; rows];
        let mut in_row = vec![vec![false; rows + columns]; rows];
        let mut least_missing = vec![0; rows];
        for b in 0..columns {
            for a in 0..rows {
                let column = (0..a).map(|x| g[x][b]);
                let diagonal = (1..=a.min(b)).map(|t| g[a - t][b - t]);
                let others: Vec<u64> = column.chain(diagonal).collect();
                let mut v = least_missing[a];
                while in_row[a][v] || others.contains(&(v as u64)) {
                    v += 1;
                }
                g[a][b] = v as u64;
                in_row[a][v] = true;
                while in_row[a][least_missing[a]] {
                    least_missing[a] += 1;
                }
            }
        }
        g
    }

    /// Asserts that g(a, b + p) = g(a, b) + p for every b >= b0 in `row`, that b0 is the least
    /// such column, and that no smaller p' holds on the later half of the row.
    pub(super) fn assert_additive_period(row: &[u64], b0: usize, p: usize, label: &str) {
        let holds = |d: usize, b: usize| row[b + d] == row[b] + d as u64;
        assert!(
            row.len() >= 2 * (b0 + 3 * p),
            "{label}: row too short to tell"
        );
        assert!(
            (b0..row.len() - p).all(|b| holds(p, b)),
            "{label}: period {p} from {b0}"
        );
        assert!(
            b0 == 0 || !holds(p, b0 - 1),
            "{label}: {b0} is not the least"
        );
        for d in 1..p {
            let later = row.len() / 2..row.len() - d;
            assert!(
                later.clone().any(|b| !holds(d, b)),
                "{label}: {d} is a period"
            );
        }
    }

    #[test]
    fn table_antidiagonals_match_oeis_a004481_and_brute_force() {
        let table = GrundyTable::new(13).unwrap();
        let mut solver = Solver::new(WythoffRules);
        let rules = wythoff_by_rules(13, 13);
        for (d, expected) in A004481.iter().enumerate() {
            for (a, &g) in expected.iter().enumerate() {
                let b = d - a;
                let brute = solver.grundy(&(a as u64, b as u64)).unwrap().value();
                assert_eq!(u64::from(g), brute, "A004481 at g({a}, {b})");
                assert_eq!(u64::from(g), rules[a][b], "rules at g({a}, {b})");
                assert_eq!(table.get(a, b), Some(g), "table at g({a}, {b})");
            }
        }
    }

    #[test]
    fn table_equals_brute_force_and_the_plain_method_on_one_to_three_threads() {
        let mut solver = Solver::new(WythoffRules);
        for size in [0usize, 1, 2, 3, 7, 30, 64, 65, 130, 257, 600] {
            let plain = grundy_rows(size, size);
            for threads in 1..=3 {
                let table = GrundyTable::with_threads(size, threads).unwrap();
                assert_eq!(table.size(), size);
                for (a, plain_row) in plain.iter().enumerate() {
                    let row = table.row(a);
                    let expected: Vec<u16> = plain_row.iter().map(|&v| v as u16).collect();
                    assert_eq!(
                        row, expected,
                        "row {a} of the {size}-table, {threads} threads"
                    );
                    if size <= 30 && threads == 1 {
                        for (b, &g) in row.iter().enumerate() {
                            let brute = solver.grundy(&(a as u64, b as u64)).unwrap().value();
                            assert_eq!(u64::from(g), brute, "g({a}, {b})");
                        }
                    }
                }
                assert_eq!(table.get(size, 0), None);
                assert_eq!(table.get(0, size), None);
                assert_eq!(table.rows().count(), size);
            }
        }
    }

    #[test]
    fn large_tables_equal_the_plain_method_on_one_two_and_four_threads() {
        // Odd (a last band and last tiles cut short), with many tiles for the workers to
        // share and wait on.
        let size = 3001;
        let plain = grundy_rows(size, size);
        for threads in [1, 2, 4] {
            let table = GrundyTable::with_threads(size, threads).unwrap();
            for a in (0..size).step_by(7).chain([size - 2, size - 1]) {
                let expected: Vec<u16> = plain[a].iter().map(|&v| v as u16).collect();
                assert_eq!(table.row(a), expected, "row {a}, {threads} threads");
            }
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .unwrap();
        let table = pool.install(|| GrundyTable::new(size)).unwrap();
        let expected: Vec<u16> = plain[size / 2].iter().map(|&v| v as u16).collect();
        assert_eq!(table.row(size / 2), expected);
    }

    #[test]
    fn table_over_the_limit_names_it() {
        let err = GrundyTable::new(TABLE_SIZE_LIMIT + 1).err().unwrap();
        assert_eq!(err.kind(), crate::ErrorKind::TooLarge);
        assert!(err.message().contains("16384"), "{}", err.message());
    }

    #[test]
    fn rows_equal_the_table() {
        let table = GrundyTable::new(300).unwrap();
        for a in [0u64, 1, 2, 3, 7, 20, 299] {
            let row = GrundyRow::new(a, 299).unwrap();
            let expected: Vec<u64> = table.row(a as usize).iter().map(|&v| v.into()).collect();
            assert_eq!(row.values(), expected, "row {a}");
        }
    }

    #[test]
    fn rows_one_and_two_have_period_three_from_the_start() {
        // g(1, ·) = 1 2 0 | 4 5 3 | 7 8 6 …, g(2, ·) = 2 0 1 | 5 3 4 | … (OEIS A004481; the
        // periods are checked on values from the rules alone).
        let rules = wythoff_by_rules(3, 1001);
        for (a, p) in [(0, 1), (1, 3), (2, 3)] {
            assert_additive_period(&rules[a], 0, p, &format!("row {a} by the rules"));
        }
        for a in [1, 2] {
            let row = GrundyRow::new(a, 1000).unwrap();
            let period = row.period().unwrap();
            assert_eq!(period.period, 3, "row {a}");
            assert_eq!(period.preperiod, 0, "row {a}");
        }
        assert_eq!(
            GrundyRow::new(0, 10).unwrap().period(),
            Some(AdditivePeriod {
                preperiod: 0,
                period: 1
            })
        );
    }

    #[test]
    fn periods_hold_over_the_whole_range() {
        for a in 3..12u64 {
            let row = GrundyRow::new(a, 20_000).unwrap();
            let Some(AdditivePeriod { preperiod, period }) = row.period() else {
                assert!(a > 6, "rows 3..=6 have small periods (6, 12, 24, 12)");
                continue;
            };
            let (b0, p) = (preperiod as usize, period as usize);
            let v = row.values();
            assert!(v.len() - b0 >= (3 * p).max(v.len() / 2), "row {a}");
            for b in b0..v.len() - p {
                assert_eq!(v[b + p], v[b] + period, "row {a} at b = {b}");
            }
            // The preperiod is the least: the relation fails just before it.
            if b0 > 0 {
                assert_ne!(v[b0 - 1 + p], v[b0 - 1] + period, "row {a}");
            }
        }
    }

    #[test]
    fn period_detection_needs_three_periods_and_half_the_range() {
        assert_eq!(detect_additive_period(&[]), None);
        // Regression: row 7 up to 5000 ends in four consecutive values, once taken for p = 1
        // (hiding its true period 24 from b = 92, checked on values from the rules alone).
        assert_additive_period(&wythoff_by_rules(8, 1000)[7], 92, 24, "row 7 by the rules");
        let mut tail_only: Vec<u64> = (0..40).map(|b| (b * 7) % 41).collect();
        tail_only.extend([100, 101, 102, 103]);
        assert_eq!(detect_additive_period(&tail_only), None);
        assert_eq!(
            GrundyRow::new(7, 5000).unwrap().period(),
            Some(AdditivePeriod {
                preperiod: 92,
                period: 24
            })
        );
        assert_eq!(detect_additive_period(&[5, 0]), None);
        // 7 9 | 1 2 3 4 5 6: additive period 1 from b = 2.
        assert_eq!(
            detect_additive_period(&[7, 9, 1, 2, 3, 4, 5, 6]),
            Some(AdditivePeriod {
                preperiod: 2,
                period: 1
            })
        );
    }

    #[test]
    fn row_limits_are_named() {
        let err = GrundyRow::new(5, ROW_LENGTH_LIMIT + 1).unwrap_err();
        assert!(err.message().contains("100000000"), "{}", err.message());
        let err = GrundyRow::new(ROW_INDEX_LIMIT, 10_000_000).unwrap_err();
        assert!(err.message().contains(&ROW_WORK_LIMIT.to_string()));
        // Rows 0..=a keep (a + 1)² values whatever B is: a large row is refused even at B = 0.
        for a in [ROW_INDEX_LIMIT + 1, 262_143, u64::MAX] {
            let err = GrundyRow::new(a, 0).unwrap_err();
            assert!(err.message().contains("a <= 4095"), "{}", err.message());
        }
        assert!(GrundyRow::new(ROW_INDEX_LIMIT, 0).is_ok());
    }

    #[test]
    fn first_rows_match_oeis_a004481() {
        // Rows 0..=3 of OEIS A004481 (row 3 is A004484, a(0)..a(7)), checked on the rules.
        let table = grundy_rows(4, 8);
        assert_eq!(table, wythoff_by_rules(4, 8), "the rules");
        assert_eq!(table[0], [0, 1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(table[1], [1, 2, 0, 4, 5, 3, 7, 8]);
        assert_eq!(table[2], [2, 0, 1, 5, 3, 4, 8, 6]);
        assert_eq!(table[3], [3, 4, 5, 6, 2, 0, 1, 9]);
    }

    #[test]
    fn limits_are_named_in_the_error() {
        let err = grundy_value(&Natural::from(20_000u64), &Natural::from(20_000u64)).unwrap_err();
        assert!(err.message().contains("16384"), "{}", err.message());
        let huge: Natural = "1000000000000000000000000".parse().unwrap();
        assert_eq!(grundy_value(&Natural::ZERO, &huge).unwrap(), huge);
        // Row 1 is g(1, b) = 1, 2, 0, then +3 every 3 columns: 10^24 ≡ 1 (mod 3).
        let value = grundy_value(&Natural::from(1u64), &huge).unwrap();
        assert_eq!(value, &huge + 1);
        // Beyond the rows whose period is looked for, the limit is named.
        let err = grundy_value(&Natural::from(5000u64), &huge).unwrap_err();
        assert_eq!(err.limit().unwrap().name(), "wythoff_row_index");
        let err = grundy_value(&Natural::from(3000u64), &huge).unwrap_err();
        assert_eq!(err.limit().unwrap().name(), "wythoff_row_proof_work");
        assert!(err.message().contains("16384"), "{}", err.message());
    }

    #[test]
    fn values_beyond_the_table_from_row_periods_match_the_rows_computed_outright() {
        let columns = 6000u64;
        for row in 1..=12u64 {
            let outright = GrundyRow::new(row, columns).unwrap();
            for b in (1000..=columns).step_by(37) {
                let (value, evidence) = grundy_by_row_period(row, &Natural::from(b)).unwrap();
                assert_eq!(
                    value,
                    Natural::from(outright.values()[b as usize]),
                    "g({row}, {b})"
                );
                // Every value here is past the first power of two the search computes.
                if b > 4096 {
                    assert!(
                        matches!(evidence, GrundyEvidence::RowPeriod { row: r, .. } if r == row),
                        "g({row}, {b}): {evidence:?}"
                    );
                }
            }
        }
        // g(a, b) = g(b, a), and the period carries to heaps of any length: moving b by a
        // multiple of the period moves the value by the same amount.
        let b: Natural = format!("{}7", "3".repeat(300)).parse().unwrap();
        let a = Natural::from(10u64);
        let (value, evidence) = grundy_evidence(&b, &a).unwrap();
        let GrundyEvidence::RowPeriod { period, .. } = evidence else {
            panic!("{evidence:?}");
        };
        let shift = Natural::from(period.period * 1000);
        let earlier = grundy_value(&a, &b.checked_sub(&shift).unwrap()).unwrap();
        assert_eq!(value, &earlier + &shift);
        assert!(evidence_text_names_the_proof(&a, &b));
    }

    fn evidence_text_names_the_proof(a: &Natural, b: &Natural) -> bool {
        let (_, evidence) = grundy_evidence(a, b).unwrap();
        let text = evidence.describe(a, b).render(crate::text::Lang::En);
        text.contains("additively periodic") && text.contains("joint")
    }
}
