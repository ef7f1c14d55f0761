//! The JSON contract: one typed answer per kind of question, shared by every front end (the
//! CLI's `--json`, the web API, the Python package), so that the same question gets the same
//! object everywhere.
//!
//! Every answer carries `schema_version` ([`SCHEMA_VERSION`]), `answer` (its kind, which names
//! its JSON Schema) and `game` (the game's family). The same field means the same thing in
//! every answer: `outcome` is `"P"` (the player to move loses) or `"N"`, `grundy` the Grundy
//! value or `null` where it is not given, `winning_moves` every winning move and
//! `winning_move_count` their number. Numbers are JSON integers of any length ([`Int`]); a
//! rational (the take-away multiplier k) is a string `"p/q"` in lowest terms, or `"p"` when
//! q = 1. `docs/JSON.md` documents every field, and `docs/schema/` holds the JSON Schema of each
//! kind, generated from these types (feature `schema`) and checked by the tests.
//!
//! The builders (`WythoffReport::new`, …) are the one place where a game's analysis becomes an
//! answer; a front end builds the report and prints it, or reads its fields.
//!
//! ```
//! use grundy::engine::Convention;
//! use grundy::games::nim::Nim;
//! use grundy::report::NimReport;
//!
//! let nim = Nim::new(vec![3u64, 4, 5], None)?;
//! let report = NimReport::new(&nim, Convention::Normal, false);
//! let json = serde_json::to_string(&report).unwrap();
//! assert!(json.starts_with(r#"{"schema_version":1,"answer":"nim","game":"nim","#));
//! assert!(json.contains(r#""winning_moves":[{"heap":0,"to":1}],"winning_move_count":1"#));
//! let back: NimReport = serde_json::from_str(&json).unwrap();
//! assert_eq!(back, report);
//! # Ok::<(), grundy::Error>(())
//! ```

mod games;
mod int;
mod misere;
mod play;
mod sequences;
mod sum;
mod values;

pub use games::{
    BashReport, GrundyRequest, LosingHeapsReport, NimReport, TakeAwayReport, WythoffPairReport,
    WythoffReport,
};
pub use int::Int;
pub use misere::{
    GeneratorReport, MISERE_DEFAULT_TIME_MS, MISERE_DEFAULT_TO, MisereQuotientReport,
    MisereQuotientRequest,
};
pub use play::{ComputerMove, HintReport, MovesReport, PlayReport, PlayedMove, Winner};
pub use sequences::{
    OctalSequenceReport, ProofReport, SubtractionPeriodReport, SubtractionSequenceReport,
    WINDOW_CELL_LIMIT, WythoffRowReport, WythoffTableReport, WythoffWindowReport,
};
pub use sum::{ComponentReport, ErrorReport, LimitReport, SumReport};
pub use values::{Outcomes, Table, Values};

use serde::{Deserialize, Serialize};

use crate::games::ComponentMove;
use crate::games::TakeMove;
use crate::games::nim::NimMove;
use crate::games::octal::OctalMove;
use crate::games::wythoff::WythoffMove;

/// The version of the contract. It changes only when a field changes its name or meaning or
/// goes away; new fields and new answer kinds keep it.
pub const SCHEMA_VERSION: u32 = 1;

/// A move, in any answer: the fields that apply to its game, the others left out.
///
/// - Nim: `heap` (counted from 0) and `to` (its size after the move);
/// - one-heap games (Bash, take-away, subtraction): `take` and `to`;
/// - Wythoff: `to`, the two heaps after the move;
/// - octal games: `take` and `leaves`, the heaps left (none to three, ascending);
/// - in a sum, `component` says which game (counted from 0);
/// - a run of moves (octal heaps whose winning splits are too many to list one by one):
///   `step` and `count` — the move shown is the first of `count` moves, the i-th of which moves
///   i · `step` more tokens from the last heap of `leaves` to the one before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MoveReport {
    /// In a sum: the component moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// Nim: the heap moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heap: Option<usize>,
    /// One-heap and octal games: how many tokens are taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub take: Option<Int>,
    /// What is left: one heap's size (Nim, one-heap games), or both heaps (Wythoff).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Target>,
    /// Octal games: the non-empty heaps left, ascending.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leaves: Option<Vec<Int>>,
    /// A run of moves: tokens moved from the last heap of `leaves` to the one before it, from
    /// one move of the run to the next.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Int>,
    /// A run of moves: how many moves it holds (at least 2), the one shown first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<Int>,
    /// A triangle run (`true`, else left out): three heaps a ≤ b ≤ c, and the run holds every
    /// (a + i·step, b + i·step + j·step, c − 2i·step − j·step) with i, j ≥ 0 and b ≤ c.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub triangle: Option<bool>,
}

/// What a move leaves: one heap's size, or both heaps of a Wythoff position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
pub enum Target {
    /// The heap's size after the move.
    Heap(Int),
    /// Both heaps after the move, in the order of the position.
    Heaps([Int; 2]),
}

impl MoveReport {
    fn empty() -> MoveReport {
        MoveReport {
            component: None,
            heap: None,
            take: None,
            to: None,
            leaves: None,
            step: None,
            count: None,
            triangle: None,
        }
    }
}

impl From<&NimMove> for MoveReport {
    fn from(mv: &NimMove) -> MoveReport {
        MoveReport {
            heap: Some(mv.heap),
            to: Some(Target::Heap(Int::from(&mv.to))),
            ..MoveReport::empty()
        }
    }
}

impl From<&TakeMove> for MoveReport {
    fn from(mv: &TakeMove) -> MoveReport {
        MoveReport {
            take: Some(Int::from(&mv.take)),
            to: Some(Target::Heap(Int::from(&mv.to))),
            ..MoveReport::empty()
        }
    }
}

impl From<&WythoffMove> for MoveReport {
    fn from(mv: &WythoffMove) -> MoveReport {
        let [a, b] = &mv.to;
        MoveReport {
            to: Some(Target::Heaps([Int::from(a), Int::from(b)])),
            ..MoveReport::empty()
        }
    }
}

impl From<&OctalMove> for MoveReport {
    fn from(mv: &OctalMove) -> MoveReport {
        MoveReport {
            take: Some(Int::from(mv.take)),
            leaves: Some(mv.leaves.iter().map(Int::from).collect()),
            ..MoveReport::empty()
        }
    }
}

macro_rules! move_reports {
    ($( $(#[$doc:meta])* $name:ident($game:ty), )*) => {
        impl From<&ComponentMove> for MoveReport {
            fn from(mv: &ComponentMove) -> MoveReport {
                match mv {
                    $( ComponentMove::$name(mv) => MoveReport::from(mv), )*
                }
            }
        }
    };
}

crate::games::with_games!(move_reports);

impl From<&crate::expr::SumMove> for MoveReport {
    /// The move with its `component`, and its run's `step` and `count` if it starts one.
    fn from(mv: &crate::expr::SumMove) -> MoveReport {
        MoveReport {
            component: Some(mv.component),
            step: mv.repeat.as_ref().map(|r| Int::from(&r.step)),
            count: mv.repeat.as_ref().map(|r| Int::from(&r.count)),
            triangle: mv.repeat.as_ref().and_then(|r| r.triangle.then_some(true)),
            ..MoveReport::from(&mv.kind)
        }
    }
}

/// The moves of a report, with their count.
fn moves<'a, M: 'a>(moves: impl IntoIterator<Item = &'a M>) -> (Vec<MoveReport>, usize)
where
    MoveReport: From<&'a M>,
{
    let moves: Vec<MoveReport> = moves.into_iter().map(MoveReport::from).collect();
    let count = moves.len();
    (moves, count)
}

/// The schema of a field that is always present and may be `null`: `T` or `null`.
#[cfg(feature = "schema")]
fn nullable<T: schemars::JsonSchema>(
    generator: &mut schemars::SchemaGenerator,
) -> schemars::Schema {
    <Option<T> as schemars::JsonSchema>::json_schema(generator)
}

/// A schema and the name of its file under `docs/schema/`, for every answer kind.
#[cfg(feature = "schema")]
pub fn schemas() -> Vec<(&'static str, schemars::Schema)> {
    use schemars::schema_for;
    vec![
        ("wythoff", schema_for!(WythoffReport)),
        ("wythoff_pair", schema_for!(WythoffPairReport)),
        ("nim", schema_for!(NimReport)),
        ("bash", schema_for!(BashReport)),
        ("takeaway", schema_for!(TakeAwayReport)),
        ("takeaway_losing_heaps", schema_for!(LosingHeapsReport)),
        ("sum", schema_for!(SumReport)),
        ("error", schema_for!(ErrorReport)),
        (
            "subtraction_sequence",
            schema_for!(SubtractionSequenceReport),
        ),
        ("subtraction_period", schema_for!(SubtractionPeriodReport)),
        ("octal_sequence", schema_for!(OctalSequenceReport)),
        ("wythoff_table", schema_for!(WythoffTableReport)),
        ("wythoff_row", schema_for!(WythoffRowReport)),
        ("wythoff_window", schema_for!(WythoffWindowReport)),
        ("moves", schema_for!(MovesReport)),
        ("hint", schema_for!(HintReport)),
        ("play", schema_for!(PlayReport)),
        ("misere_quotient", schema_for!(MisereQuotientReport)),
    ]
}
