//! The answers that are sequences and tables: a subtraction game's Grundy (or win/lose)
//! sequence and its period, an octal game's sequence, and Wythoff's table and rows. Their
//! values are written straight from the computation's storage ([`Values`], [`Table`]).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::values::{Outcomes, TableSource, ValueSource};
use super::{SCHEMA_VERSION, Table, Values};
use crate::error::{Error, ErrorKind, Result};
use crate::games::octal::{self, HeapGame, SequenceMethod};
use crate::games::subtraction::SubtractionSet;
use crate::games::wythoff::{GrundyRow, GrundyTable, PeriodStatus};
use crate::num::Natural;
use crate::sequence::{self, GrundySequence, Periodicity, SequenceKind};

/// A [`GrundySequence`] as a list of values.
struct Listed<S>(S);

impl<S: GrundySequence + Send + Sync> ValueSource for Listed<S> {
    fn len(&self) -> usize {
        self.0.len() as usize
    }
    fn values(&self) -> Box<dyn Iterator<Item = u64> + '_> {
        self.0.values()
    }
}

fn listed<S: GrundySequence + Send + Sync + 'static>(sequence: S) -> Arc<dyn ValueSource> {
    Arc::new(Listed(sequence))
}

fn kind_name(kind: SequenceKind) -> &'static str {
    match kind {
        SequenceKind::Grundy => "grundy",
        SequenceKind::Outcomes => "outcomes",
    }
}

/// `grundy seq sub S --to N`: a subtraction game's sequence (answer `"subtraction_sequence"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SubtractionSequenceReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"subtraction_sequence"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "subtraction_sequence")))]
    pub answer: String,
    /// g(0), …, g(N) (when `sequence` is `"grundy"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Values>,
    /// The outcome of each position 0..=N, `P` or `N` (when `sequence` is `"outcomes"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcomes: Option<Outcomes>,
    /// The least preperiod, when a period is proven within 0..=N; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub preperiod: Option<u64>,
    /// The least period, proven by a repeated window of max(S) values; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub period: Option<u64>,
    /// `"subtraction"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "subtraction")))]
    pub game: String,
    /// The subtraction set S, ascending.
    pub set: Vec<u64>,
    /// `"grundy"` (Grundy values) or `"outcomes"` (win/lose only).
    pub sequence: String,
    /// N.
    pub to: u64,
}

impl SubtractionSequenceReport {
    /// The answer for the finished `sequence` of `set`, positions 0..=`to`.
    pub fn new(
        set: &SubtractionSet,
        sequence: sequence::Sequence,
        to: u64,
    ) -> SubtractionSequenceReport {
        let kind = sequence.kind();
        let periodicity = sequence.periodicity();
        let source = listed(sequence);
        let (values, outcomes) = match kind {
            SequenceKind::Grundy => (Some(Values::shared(source)), None),
            SequenceKind::Outcomes => (None, Some(Outcomes::shared(source))),
        };
        SubtractionSequenceReport {
            schema_version: SCHEMA_VERSION,
            answer: "subtraction_sequence".into(),
            values,
            outcomes,
            preperiod: periodicity.map(|p| p.preperiod),
            period: periodicity.map(|p| p.period),
            game: "subtraction".into(),
            set: set.elements().to_vec(),
            sequence: kind_name(kind).into(),
            to,
        }
    }
}

/// `grundy seq sub S --period-only`: a subtraction game's period, found and proven without
/// keeping the values (answer `"subtraction_period"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SubtractionPeriodReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"subtraction_period"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "subtraction_period")))]
    pub answer: String,
    /// The least preperiod.
    pub preperiod: u64,
    /// The least period.
    pub period: u64,
    /// `"subtraction"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "subtraction")))]
    pub game: String,
    /// The subtraction set S, ascending.
    pub set: Vec<u64>,
    /// `"grundy"` or `"outcomes"`.
    pub sequence: String,
    /// How many positions were computed to find it.
    pub positions_searched: u64,
}

impl SubtractionPeriodReport {
    /// The answer for the period of `set` found after `searched` positions.
    pub fn new(
        set: &SubtractionSet,
        kind: SequenceKind,
        periodicity: Periodicity,
        searched: u64,
    ) -> SubtractionPeriodReport {
        SubtractionPeriodReport {
            schema_version: SCHEMA_VERSION,
            answer: "subtraction_period".into(),
            preperiod: periodicity.preperiod,
            period: periodicity.period,
            game: "subtraction".into(),
            set: set.elements().to_vec(),
            sequence: kind_name(kind).into(),
            positions_searched: searched,
        }
    }
}

/// `grundy seq octal CODE --to N`: an octal game's (or Grundy's game's) sequence (answer
/// `"octal_sequence"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OctalSequenceReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"octal_sequence"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "octal_sequence")))]
    pub answer: String,
    /// g(0), …, g(N).
    pub values: Values,
    /// The least preperiod, when the Guy–Smith test proves a period within N; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub preperiod: Option<u64>,
    /// The least period, when proven; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub period: Option<u64>,
    /// The least N' whose values prove the period (the values beyond follow from it).
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub proof_needs: Option<u64>,
    /// `"octal"`, or `"grundy"` for Grundy's game.
    pub game: String,
    /// The code (`"0.77"`), or `null` for Grundy's game.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<String>")
    )]
    pub code: Option<String>,
    /// The game's name (`"kayles"`, …), or `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<String>")
    )]
    pub name: Option<String>,
    /// N.
    pub to: u64,
    /// The last heap computed by mex (less than N when a period was proven early).
    pub computed_to: u64,
    /// `"linear"`, `"plain"`, `"sparse"` or `"three-heap"`.
    pub method: String,
    /// Sparse space: the mask (a value v is rare when popcount(v & mask) is even); else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub mask: Option<u64>,
    /// Sparse space: how many heaps n ≥ 1 have a rare value; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub rare_heaps: Option<u64>,
    /// Sparse space: the largest of them, if any; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub last_rare_heap: Option<u64>,
}

impl OctalSequenceReport {
    /// The answer for the finished `sequence` of `game`.
    pub fn new(game: &HeapGame, sequence: octal::Sequence) -> OctalSequenceReport {
        let period = sequence.period();
        let (mask, rare_heaps, last_rare_heap) = match sequence.method() {
            SequenceMethod::Sparse {
                mask,
                rare_heaps,
                last_rare_heap,
            } => (Some(u64::from(mask)), Some(rare_heaps), last_rare_heap),
            _ => (None, None, None),
        };
        OctalSequenceReport {
            schema_version: SCHEMA_VERSION,
            answer: "octal_sequence".into(),
            preperiod: period.map(|p| p.preperiod),
            period: period.map(|p| p.period),
            proof_needs: period.map(|p| p.proof_needs),
            game: game.family().into(),
            code: game.code().map(ToString::to_string),
            name: game.name().map(Into::into),
            to: sequence.to(),
            computed_to: sequence.computed().len() as u64 - 1,
            method: sequence.method().name().into(),
            mask,
            rare_heaps,
            last_rare_heap,
            values: Values::shared(listed(sequence)),
        }
    }
}

struct TableRows(GrundyTable);

impl TableSource for TableRows {
    fn size(&self) -> usize {
        self.0.size()
    }
    fn row(&self, index: usize) -> Vec<u64> {
        self.0.row(index).into_iter().map(u64::from).collect()
    }
}

/// `grundy table wythoff --size N`: the Grundy table of Wythoff's game (answer
/// `"wythoff_table"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct WythoffTableReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"wythoff_table"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff_table")))]
    pub answer: String,
    /// `"wythoff"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff")))]
    pub game: String,
    /// n: the table holds g(a, b) for 0 ≤ a, b < n.
    pub size: usize,
    /// Row a is g(a, 0), …, g(a, n − 1) (OEIS A004481).
    pub rows: Table,
}

impl WythoffTableReport {
    /// The answer for `table`.
    pub fn new(table: GrundyTable) -> WythoffTableReport {
        WythoffTableReport {
            schema_version: SCHEMA_VERSION,
            answer: "wythoff_table".into(),
            game: "wythoff".into(),
            size: table.size(),
            rows: Table::shared(Arc::new(TableRows(table))),
        }
    }
}

/// `grundy table wythoff --row A --to B`: one row of Wythoff's table with its additive period
/// (answer `"wythoff_row"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct WythoffRowReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"wythoff_row"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff_row")))]
    pub answer: String,
    /// `"wythoff"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff")))]
    pub game: String,
    /// a.
    pub row: u64,
    /// B: the row holds g(a, 0), …, g(a, B).
    pub to: u64,
    /// g(a, 0), …, g(a, B).
    pub values: Values,
    /// The least b0 from which g(a, b + p) = g(a, b) + p, if a period is known; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub preperiod: Option<u64>,
    /// The least such p, if known; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub period: Option<u64>,
    /// `"proven"` (for ever), `"detected"` (verified up to B only) or `"not_found"`.
    pub period_status: String,
    /// For a proven period: the two columns where rows 0..=a repeat their relative state, and
    /// the joint period; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<ProofReport>")
    )]
    pub proof: Option<ProofReport>,
    /// B: every b up to it is verified.
    pub verified_through: u64,
}

/// The repeat that proves a Wythoff row's period.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ProofReport {
    /// b1 < b2: the columns with the same relative joint state of rows 0..=a.
    pub columns: [u64; 2],
    /// b2 − b1, which the row's least period divides.
    pub joint_period: u64,
}

impl WythoffRowReport {
    /// The answer for `row`.
    pub fn new(row: GrundyRow) -> WythoffRowReport {
        let a = row.row();
        let to = row.values().len() as u64 - 1;
        let period = row.period();
        let status = row.period_status();
        let proof = match status {
            PeriodStatus::Proven {
                first_column,
                joint_period,
            } => Some(ProofReport {
                columns: [first_column, first_column + joint_period],
                joint_period,
            }),
            _ => None,
        };
        WythoffRowReport {
            schema_version: SCHEMA_VERSION,
            answer: "wythoff_row".into(),
            game: "wythoff".into(),
            row: a,
            to,
            preperiod: period.map(|p| p.preperiod),
            period: period.map(|p| p.period),
            period_status: status.name().into(),
            proof,
            verified_through: to,
            values: Values::shared(listed(row)),
        }
    }
}

/// The most cells one [`WythoffWindowReport`] holds (256 × 256).
pub const WINDOW_CELL_LIMIT: usize = 1 << 16;

/// A window of Wythoff's Grundy table, sampled every `step` cells: what a heatmap draws
/// (answer `"wythoff_window"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct WythoffWindowReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"wythoff_window"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff_window")))]
    pub answer: String,
    /// `"wythoff"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff")))]
    pub game: String,
    /// The first heap of the window's first column.
    pub x: usize,
    /// The second heap of the window's first row.
    pub y: usize,
    /// Cells between two samples, in both directions (1: every cell).
    pub step: usize,
    /// Samples per row.
    pub width: usize,
    /// Rows of samples.
    pub height: usize,
    /// `values[j][i]` = g(x + i·step, y + j·step); g is symmetric, g(a, b) = g(b, a).
    pub values: Vec<Vec<u16>>,
}

impl WythoffWindowReport {
    /// The window of `height` rows of `width` samples, `step` cells apart, from (x, y), of
    /// `table`. Errors: an empty window or a zero step, more than [`WINDOW_CELL_LIMIT`] samples,
    /// or a window that leaves the table.
    pub fn new(
        table: &GrundyTable,
        [x, y]: [usize; 2],
        [width, height]: [usize; 2],
        step: usize,
    ) -> Result<WythoffWindowReport> {
        if width == 0 || height == 0 || step == 0 {
            return Err(Error::new(
                ErrorKind::InvalidArgument,
                "a window needs a width, a height and a step of at least 1",
            ));
        }
        let cells = width.saturating_mul(height);
        if cells > WINDOW_CELL_LIMIT {
            return Err(Error::too_large(
                "wythoff_window_cells",
                WINDOW_CELL_LIMIT as u64,
                Some(Natural::from(cells as u64)),
                format!(
                    "a window of {width} × {height} samples is more than the \
                     {WINDOW_CELL_LIMIT} one answer holds; sample with a larger step"
                ),
            ));
        }
        let last = |origin: usize, count: usize| {
            (count - 1)
                .checked_mul(step)
                .and_then(|span| span.checked_add(origin))
                .filter(|&last| last < table.size())
        };
        if last(x, width).is_none() || last(y, height).is_none() {
            return Err(Error::too_large(
                "wythoff_table_size",
                table.size() as u64 - 1,
                None,
                format!(
                    "the window leaves the table, which holds heaps 0 to {}",
                    table.size() - 1
                ),
            ));
        }
        let values = (0..height)
            .map(|j| {
                (0..width)
                    .map(|i| table.get(x + i * step, y + j * step).unwrap_or(0))
                    .collect()
            })
            .collect();
        Ok(WythoffWindowReport {
            schema_version: SCHEMA_VERSION,
            answer: "wythoff_window".into(),
            game: "wythoff".into(),
            x,
            y,
            step,
            width,
            height,
            values,
        })
    }
}

#[cfg(test)]
mod window_tests {
    use super::*;

    #[test]
    fn a_window_samples_the_table_and_refuses_what_leaves_it() {
        let table = GrundyTable::new(64).unwrap();
        let window = WythoffWindowReport::new(&table, [3, 10], [5, 4], 7).unwrap();
        assert_eq!((window.values.len(), window.values[0].len()), (4, 5));
        for (j, row) in window.values.iter().enumerate() {
            for (i, &g) in row.iter().enumerate() {
                assert_eq!(Some(g), table.get(3 + 7 * i, 10 + 7 * j));
            }
        }
        // (0, 0) is P, and the P-positions (1, 2), (3, 5) are zeros.
        let corner = WythoffWindowReport::new(&table, [0, 0], [6, 6], 1).unwrap();
        assert_eq!(corner.values[0][0], 0);
        assert_eq!(corner.values[2][1], 0);
        assert_eq!(corner.values[3][5], 0);
        assert_eq!(corner.values[1][1], 2);
        let leaves = WythoffWindowReport::new(&table, [60, 0], [5, 1], 1).unwrap_err();
        assert!(leaves.is_too_large());
        let huge = WythoffWindowReport::new(&table, [0, 0], [300, 300], 1).unwrap_err();
        assert_eq!(huge.limit().unwrap().name(), "wythoff_window_cells");
        let empty = WythoffWindowReport::new(&table, [0, 0], [0, 3], 1).unwrap_err();
        assert_eq!(empty.kind(), ErrorKind::InvalidArgument);
    }
}
