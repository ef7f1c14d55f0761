//! The answers that are sequences and tables: a subtraction game's Grundy (or win/lose)
//! sequence and its period, an octal game's sequence, and Wythoff's table and rows. Their
//! values are written straight from the computation's storage ([`Values`], [`Table`]).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::ask::field;
use super::values::{Outcomes, TableSource, ValueSource};
use super::{
    Answer, Cap, Family, GameTitle, Job, Number, OctalMethod, PeriodStatus, Question,
    SCHEMA_VERSION, Table, Values,
};
use crate::certificate::{Certificate, CertifiedGame};
use crate::error::{Error, ErrorKind, Result};
use crate::games::octal::{self, HeapGame, SequenceMethod};
use crate::games::subtraction::SubtractionSet;
use crate::games::wythoff::{GrundyRow, GrundyTable, PeriodStatus as RowStatus};
use crate::num::Natural;
use crate::sequence::{self, GrundySequence, PeriodSearch, Periodicity, SequenceKind, SequenceRun};
use crate::text::msg;

/// A [`GrundySequence`] as a list of values.
struct Listed<S>(S);

impl<S: GrundySequence + Send + Sync> ValueSource for Listed<S> {
    fn len(&self) -> usize {
        self.0.len() as usize
    }
    fn values(&self) -> Box<dyn Iterator<Item = u64> + '_> {
        self.0.values()
    }
    fn get(&self, index: usize) -> Option<u64> {
        self.0.get(index as u64)
    }
}

fn listed<S: GrundySequence + Send + Sync + 'static>(sequence: S) -> Arc<dyn ValueSource> {
    Arc::new(Listed(sequence))
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
    pub answer: Answer,
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
    pub game: Family,
    /// The subtraction set S, ascending.
    pub set: Vec<u64>,
    /// `"grundy"` (Grundy values) or `"outcomes"` (win/lose only).
    pub sequence: SequenceKind,
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
            answer: Answer::SubtractionSequence,
            values,
            outcomes,
            preperiod: periodicity.map(|p| p.preperiod),
            period: periodicity.map(|p| p.period),
            game: Family::Subtraction,
            set: set.elements().to_vec(),
            sequence: kind,
            to,
        }
    }
}

impl SubtractionSequenceReport {
    /// The certificate of the proven period, as text (`grundy verify` and
    /// `tools/check_certificate.py` check it; the format is [`crate::certificate`]'s): `None`
    /// for outcomes, when no period is proven, or when the values do not reach the range the
    /// periodicity theorem needs.
    pub fn certificate(&self) -> Option<String> {
        if self.sequence != SequenceKind::Grundy {
            return None;
        }
        let set = SubtractionSet::new(self.set.clone()).ok()?;
        let values: Vec<u32> = self
            .cells()
            .map(|v| u32::try_from(v).ok())
            .collect::<Option<_>>()?;
        Certificate::new(
            CertifiedGame::Subtraction(set),
            self.preperiod?,
            self.period?,
            &values,
        )
        .map(|c| c.to_text())
    }

    /// The sequence's cells, in order: g(n), or 1 for a P-position and 0 for an N-position.
    pub fn cells(&self) -> Box<dyn Iterator<Item = u64> + '_> {
        match (&self.values, &self.outcomes) {
            (Some(values), _) => Box::new(values.iter()),
            (None, Some(outcomes)) => Box::new(outcomes.iter()),
            (None, None) => Box::new(std::iter::empty()),
        }
    }

    /// The number of cells.
    pub fn len(&self) -> usize {
        match (&self.values, &self.outcomes) {
            (Some(values), _) => values.len(),
            (None, Some(outcomes)) => outcomes.len(),
            (None, None) => 0,
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// max(S): how many values a repeated window holds (a period is proven by one).
    pub fn window(&self) -> u64 {
        self.set.last().copied().unwrap_or(0)
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
    pub answer: Answer,
    /// The least preperiod.
    pub preperiod: u64,
    /// The least period.
    pub period: u64,
    /// `"subtraction"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "subtraction")))]
    pub game: Family,
    /// The subtraction set S, ascending.
    pub set: Vec<u64>,
    /// `"grundy"` or `"outcomes"`.
    pub sequence: SequenceKind,
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
            answer: Answer::SubtractionPeriod,
            preperiod: periodicity.preperiod,
            period: periodicity.period,
            game: Family::Subtraction,
            set: set.elements().to_vec(),
            sequence: kind,
            positions_searched: searched,
        }
    }

    /// max(S): how many values the repeated window that proves the period holds.
    pub fn window(&self) -> u64 {
        self.set.last().copied().unwrap_or(0)
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
    pub answer: Answer,
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
    pub game: Family,
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
    pub method: OctalMethod,
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
    /// The certificate of the proven period, as text (see
    /// [`SubtractionSequenceReport::certificate`]): `None` for a game that is no octal code
    /// (Grundy's game), when no period is proven, or when the values computed do not reach the
    /// range the theorem needs.
    pub fn certificate(&self) -> Option<String> {
        let code: octal::OctalCode = self.code.as_deref()?.parse().ok()?;
        let values: Vec<u32> = self
            .values
            .iter()
            .take(usize::try_from(self.computed_to).ok()?.checked_add(1)?)
            .map(|v| u32::try_from(v).ok())
            .collect::<Option<_>>()?;
        Certificate::new(
            CertifiedGame::Octal(code),
            self.preperiod?,
            self.period?,
            &values,
        )
        .map(|c| c.to_text())
    }

    /// How the game is titled: Grundy's game, a named game, or its code.
    pub fn game_title(&self) -> GameTitle {
        GameTitle::of_code(self.code.as_deref())
    }

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
            answer: Answer::OctalSequence,
            preperiod: period.map(|p| p.preperiod),
            period: period.map(|p| p.period),
            proof_needs: period.map(|p| p.proof_needs),
            game: game.family(),
            code: game.code().map(ToString::to_string),
            name: game.name().map(Into::into),
            to: sequence.to(),
            computed_to: sequence.computed().len() as u64 - 1,
            method: sequence.method().wire(),
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
    fn get(&self, row: usize, column: usize) -> Option<u64> {
        self.0.get(row, column).map(u64::from)
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
    pub answer: Answer,
    /// `"wythoff"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff")))]
    pub game: Family,
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
            answer: Answer::WythoffTable,
            game: Family::Wythoff,
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
    pub answer: Answer,
    /// `"wythoff"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff")))]
    pub game: Family,
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
    pub period_status: PeriodStatus,
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
            RowStatus::Proven {
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
            answer: Answer::WythoffRow,
            game: Family::Wythoff,
            row: a,
            to,
            preperiod: period.map(|p| p.preperiod),
            period: period.map(|p| p.period),
            period_status: status.wire(),
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
    pub answer: Answer,
    /// `"wythoff"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff")))]
    pub game: Family,
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
                msg!("error-window-empty"),
            ));
        }
        let cells = width.saturating_mul(height);
        if cells > WINDOW_CELL_LIMIT {
            return Err(Error::too_large(
                "wythoff_window_cells",
                WINDOW_CELL_LIMIT as u64,
                Some(Natural::from(cells as u64)),
                msg!(
                    "error-window-cells",
                    width = width,
                    height = height,
                    limit = WINDOW_CELL_LIMIT
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
                msg!("error-window-outside", last = table.size() - 1),
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
            answer: Answer::WythoffWindow,
            game: Family::Wythoff,
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

/// Positions of a subtraction game computed between two looks at the stop, the progress and
/// the checkpoint (a few milliseconds). A period search reports how far it went, which depends
/// on where its slices end: one slice for every front end gives one answer.
const SLICE: u64 = 1 << 22;

/// Heaps of an octal game computed between two looks (each heap costs up to n options).
const OCTAL_SLICE: u64 = 1 << 14;

/// `grundy seq sub S`, `POST /api/seq/sub`, `grundy.subtraction_sequence` and
/// `grundy.subtraction_period`: a subtraction game's sequence to `to`, or with `period_only` its
/// least period, found and proven without keeping the values.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SubRequest {
    /// The subtraction set S: the numbers of tokens a move may take.
    pub set: Vec<Number>,
    /// Compute positions 0..=to (not with `period_only`).
    #[serde(default)]
    pub to: Option<Number>,
    /// Win/lose only (P/N).
    #[serde(default)]
    pub outcomes: bool,
    /// Find and prove the period, without values.
    #[serde(default)]
    pub period_only: bool,
    /// With `period_only`: give up after this many positions (default 2^34).
    #[serde(default)]
    pub max_steps: Option<Number>,
}

/// The answer of a [`SubRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
pub enum SubAnswer {
    /// With `to`.
    Sequence(SubtractionSequenceReport),
    /// With `period_only`.
    Period(SubtractionPeriodReport),
}

impl SubRequest {
    /// The set S as a person writes it, `1,3,4` or `{1,3,4}` (the CLI's argument, a string
    /// given to Python), as the request's numbers. Errors: text that is no subtraction set,
    /// saying what is accepted.
    pub fn set_from_text(text: &str) -> Result<Vec<Number>> {
        let set: SubtractionSet = text.parse()?;
        Ok(set.elements().iter().map(|&e| e.into()).collect())
    }

    /// The set in the notation the answers show and a checkpoint names, `{1,3,4}` (ascending).
    /// Errors: a set that is no subtraction set (as answering would).
    pub fn set_notation(&self) -> Result<String> {
        Ok(self.subtraction_set()?.to_string())
    }

    /// The set, read.
    pub fn subtraction_set(&self) -> Result<SubtractionSet> {
        let elements = self
            .set
            .iter()
            .map(|e| e.word(msg!("error-what-set-element")))
            .collect::<Result<Vec<_>>>()?;
        SubtractionSet::new(elements)
    }

    fn kind(&self) -> SequenceKind {
        match self.outcomes {
            true => SequenceKind::Outcomes,
            false => SequenceKind::Grundy,
        }
    }

    /// The sequence to `to`, in slices, resumed from the job's checkpoint if it holds one.
    fn sequence(&self, set: &SubtractionSet, to: u64, job: &mut Job<'_>) -> Result<SubAnswer> {
        let kind = self.kind();
        // A finished run restored from its checkpoint has nothing new to save.
        let (mut run, mut unsaved) = match job.restore()? {
            Some(bytes) => (SequenceRun::restore(set, kind, to, &bytes)?, false),
            None => (SequenceRun::new(set, kind, to)?, true),
        };
        job.report(run.position(), Some(run.total()), "positions");
        while !run.is_done() {
            crate::interrupt::check()?;
            run.advance(SLICE);
            unsaved = true;
            job.report(run.position(), Some(run.total()), "positions");
            job.maybe_save(|| run.save())?;
        }
        if unsaved {
            job.save(|| run.save())?;
        }
        Ok(SubAnswer::Sequence(SubtractionSequenceReport::new(
            set,
            run.finish(),
            to,
        )))
    }

    /// The least period, searched in slices to at most `max_steps` positions; the search is
    /// saved in the job's checkpoint when it gives up, so that a larger bound goes on from there.
    fn period(&self, set: &SubtractionSet, max_steps: u64, job: &mut Job<'_>) -> Result<SubAnswer> {
        let kind = self.kind();
        let (mut search, mut unsaved) = match job.restore()? {
            Some(bytes) => (PeriodSearch::restore(set, kind, &bytes)?, false),
            None => (PeriodSearch::new(set, kind)?, true),
        };
        while !search.is_found() {
            crate::interrupt::check()?;
            let left = max_steps.saturating_sub(search.position());
            if left == 0 {
                job.save(|| search.save())?;
                return Err(Error::too_large(
                    "period_search_steps",
                    max_steps,
                    None,
                    msg!("error-no-period-within", set = set, steps = max_steps),
                ));
            }
            search.advance(left.min(SLICE));
            unsaved = true;
            job.report(search.position(), None, "positions searched");
            job.maybe_save(|| search.save())?;
        }
        if unsaved {
            job.save(|| search.save())?;
        }
        let periodicity = search
            .finish(job.threads)
            .ok_or_else(|| Error::invalid(msg!("error-period-search-ended")))?;
        Ok(SubAnswer::Period(SubtractionPeriodReport::new(
            set,
            kind,
            periodicity,
            search.position(),
        )))
    }
}

impl Question for SubRequest {
    type Answer = SubAnswer;
    const NAME: &'static str = "seq/sub";

    fn answer(&self, job: &mut Job<'_>) -> Result<SubAnswer> {
        let set = self.subtraction_set()?;
        match (self.period_only, &self.to, &self.max_steps) {
            (true, None, max_steps) => {
                let max_steps = match max_steps {
                    Some(steps) => steps.word(field("max_steps"))?,
                    None => job.limits.period_steps,
                };
                self.period(&set, max_steps, job)
            }
            (false, Some(to), None) => {
                let to = to.capped(field("to"), job.limits.sequence_length)?;
                self.sequence(&set, to, job)
            }
            _ => Err(Error::invalid(msg!("error-sub-to-or-period"))),
        }
    }
}

/// `grundy seq octal CODE --to N`, `POST /api/seq/octal`, `grundy.octal_sequence`: an octal
/// game's sequence, with its period when the Guy–Smith test proves it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct OctalRequest {
    /// An octal or hexadecimal code (`0.07`, `4.f7`) or a name (`kayles`, `dawsons`,
    /// `officers`, `treblecross`, `grundy`).
    pub code: String,
    /// Compute heaps 0..=to.
    pub to: Number,
}

impl OctalRequest {
    /// The game in the notation a checkpoint names: its code (`0.77` for `kayles`), or
    /// `grundy`. Errors: `code` is neither a code nor a name (as answering would).
    pub fn game_notation(&self) -> Result<String> {
        Ok(self.code.parse::<HeapGame>()?.to_string())
    }

    /// How the game is titled (before it is computed; the answer's
    /// [`OctalSequenceReport::game_title`] is the same). Errors: as [`Self::game_notation`].
    pub fn game_title(&self) -> Result<GameTitle> {
        Ok(GameTitle::of(&self.code.parse::<HeapGame>()?))
    }
}

impl Question for OctalRequest {
    fn is_light(&self) -> bool {
        let game = self.code.parse::<HeapGame>();
        let to = self.to.word(field("to"));
        matches!((game, to), (Ok(game), Ok(to))
            if super::weight::is_light(&super::weight::Ask::Sequence { game: &game, to }))
    }

    type Answer = OctalSequenceReport;
    const NAME: &'static str = "seq/octal";

    /// Heaps in slices, resumed from the job's checkpoint if it holds one.
    fn answer(&self, job: &mut Job<'_>) -> Result<OctalSequenceReport> {
        let game: HeapGame = self.code.parse()?;
        let to = self.to.capped(field("to"), job.limits.sequence_length)?;
        let (mut run, mut unsaved) = match job.restore()? {
            Some(bytes) => (game.restore_run(to, &bytes)?, false),
            None => (game.sequence_run(to)?, true),
        };
        job.report(run.position(), Some(run.total()), "heaps");
        while !run.is_done() {
            run.advance(OCTAL_SLICE)?;
            unsaved = true;
            job.report(run.position(), Some(run.total()), "heaps");
            job.maybe_save(|| run.save())?;
        }
        if unsaved {
            job.save(|| run.save())?;
        }
        Ok(OctalSequenceReport::new(&game, run.finish()?))
    }
}

/// `grundy table wythoff`, `POST /api/table/wythoff`, `grundy.wythoff_table` and
/// `grundy.wythoff_row`: the table g(a, b) for a, b < `size`, or one `row` to `to` with its
/// additive period.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TableRequest {
    /// The side n of the table.
    #[serde(default)]
    pub size: Option<Number>,
    /// One row a, with its additive period.
    #[serde(default)]
    pub row: Option<Number>,
    /// With `row`: the last column B.
    #[serde(default)]
    pub to: Option<Number>,
}

/// The answer of a [`TableRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
pub enum TableAnswer {
    /// With `size`.
    Table(WythoffTableReport),
    /// With `row` and `to`.
    Row(WythoffRowReport),
}

impl TableRequest {
    /// The side n asked for (`size`), as a machine word: what a picture of the board (which
    /// needs no Grundy values) may show beyond the table's own limit, which answering checks.
    /// Errors: no `size`, digits that are no number, or a side past every machine word,
    /// refused with the table's limit (named).
    pub fn side(&self) -> Result<usize> {
        let Some(size) = &self.size else {
            return Err(Error::invalid(msg!("error-table-size-missing")));
        };
        let size = size.natural(field("size"))?;
        match size.to_u64().and_then(|n| usize::try_from(n).ok()) {
            Some(side) => Ok(side),
            None => crate::games::wythoff::table_side(&size),
        }
    }
}

impl Question for TableRequest {
    type Answer = TableAnswer;
    const NAME: &'static str = "table/wythoff";

    fn answer(&self, job: &mut Job<'_>) -> Result<TableAnswer> {
        match (&self.size, &self.row, &self.to) {
            (Some(size), None, None) => {
                let size = size.capped(field("size"), job.limits.table_size)?;
                let size = usize::try_from(size).unwrap_or(usize::MAX);
                Ok(TableAnswer::Table(WythoffTableReport::new(
                    GrundyTable::new(size)?,
                )))
            }
            (None, Some(row), Some(to)) => {
                let row = row.word(field("row"))?;
                let to = to.capped(field("to"), job.limits.sequence_length)?;
                Ok(TableAnswer::Row(WythoffRowReport::new(GrundyRow::new(
                    row, to,
                )?)))
            }
            _ => Err(Error::invalid(msg!("error-table-size-or-row"))),
        }
    }
}

/// The side of the table that windows sample (computed once per process, then shared).
pub const WINDOW_TABLE_SIZE: usize = 4096;

/// `POST /api/table/wythoff/window`: a sampled window of Wythoff's table, for a heatmap.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct WindowRequest {
    /// The window's first column (first heap).
    pub x: Number,
    /// The window's first row (second heap).
    pub y: Number,
    /// Samples per row.
    pub width: Number,
    /// Rows of samples.
    pub height: Number,
    /// Cells between two samples (default 1).
    #[serde(default)]
    pub step: Option<Number>,
}

/// The table every window samples, computed by the first window asked for in the process.
static WINDOW_TABLE: std::sync::OnceLock<Result<GrundyTable>> = std::sync::OnceLock::new();

impl Question for WindowRequest {
    /// A lookup once the table is computed (the first window computes it: heavy).
    fn is_light(&self) -> bool {
        let count = |n: &Number| n.word(field("count")).ok();
        let cells = count(&self.width).zip(count(&self.height));
        WINDOW_TABLE.get().is_some()
            && cells.is_some_and(|(w, h)| {
                let count = w.saturating_mul(h);
                super::weight::is_light(&super::weight::Ask::Lookup { count })
            })
    }

    type Answer = WythoffWindowReport;
    const NAME: &'static str = "table/wythoff/window";

    /// From one table of side [`WINDOW_TABLE_SIZE`], computed by the first window asked for in
    /// the process and shared by all later ones.
    fn answer(&self, _job: &mut Job<'_>) -> Result<WythoffWindowReport> {
        let cap = Cap {
            name: "wythoff_table_size",
            max: WINDOW_TABLE_SIZE as u64,
        };
        let number =
            |n: &Number, what| -> Result<usize> { Ok(n.at_most(field(what), cap)? as usize) };
        let x = number(&self.x, "x")?;
        let y = number(&self.y, "y")?;
        let width = number(&self.width, "width")?;
        let height = number(&self.height, "height")?;
        let step = match &self.step {
            Some(step) => number(step, "step")?,
            None => 1,
        };
        let table = WINDOW_TABLE
            .get_or_init(|| GrundyTable::new(WINDOW_TABLE_SIZE))
            .as_ref()
            .map_err(Clone::clone)?;
        WythoffWindowReport::new(table, [x, y], [width, height], step)
    }
}

#[cfg(test)]
mod request_tests {
    use super::*;

    #[test]
    fn a_set_is_read_from_its_text_and_named_in_one_notation() {
        let request = SubRequest {
            set: SubRequest::set_from_text("4,1,3").unwrap(),
            to: None,
            outcomes: false,
            period_only: true,
            max_steps: None,
        };
        assert_eq!(request.set_notation().unwrap(), "{1,3,4}");
        assert_eq!(
            SubRequest::set_from_text("{1,3,4}").unwrap().len(),
            request.set.len()
        );
        assert!(SubRequest::set_from_text("1,0").is_err());
        assert!(SubRequest::set_from_text("x").is_err());
        // Numbers sent as they are are checked when named.
        let zero = SubRequest {
            set: vec![Number::from(0)],
            ..request
        };
        assert!(zero.set_notation().is_err());
    }

    #[test]
    fn an_octal_request_names_and_titles_its_game() {
        let request = |code: &str| OctalRequest {
            code: code.into(),
            to: 0.into(),
        };
        assert_eq!(request("kayles").game_notation().unwrap(), "0.77");
        assert_eq!(request("grundy").game_notation().unwrap(), "grundy");
        assert_eq!(
            request("kayles").game_title().unwrap().to_string(),
            "Octal game 0.77 (kayles)"
        );
        assert_eq!(request("grundy").game_title().unwrap(), GameTitle::Grundys);
        assert!(request("0.8x").game_notation().is_err());
        assert!(request("0.8x").game_title().is_err());
    }

    #[test]
    fn a_table_side_may_pass_the_table_limit_but_not_a_machine_word() {
        let side = |size: Option<Number>| {
            TableRequest {
                size,
                row: None,
                to: None,
            }
            .side()
        };
        assert_eq!(side(Some(8.into())).unwrap(), 8);
        // A board of this side needs no values: the table's own limit is answering's.
        assert_eq!(side(Some(100_000.into())).unwrap(), 100_000);
        let huge = side(Some("99999999999999999999999999".into())).unwrap_err();
        assert_eq!(huge.limit().unwrap().name(), "wythoff_table_size");
        assert!(side(None).is_err());
    }
}
