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
//! let report = NimReport::new(&nim, Convention::Normal, None);
//! let json = serde_json::to_string(&report).unwrap();
//! assert!(json.starts_with(r#"{"schema_version":1,"answer":"nim","game":"nim","#));
//! assert!(json.contains(r#""winning_moves":[{"heap":0,"to":1}],"winning_move_count":1"#));
//! let back: NimReport = serde_json::from_str(&json).unwrap();
//! assert_eq!(back, report);
//! # Ok::<(), grundy::Error>(())
//! ```

mod ask;
mod bash;
mod census;
mod every;
mod game_title;
mod messages;
mod misere;
mod moves;
mod nim;
mod options;
mod pattern;
mod pattern_callable;
mod play;
mod sequences;
mod sum;
mod takeaway;
mod values;
mod verify;
pub mod weight;
mod wythoff;

pub use crate::vocab::{Answer, ErrorCode, OctalMethod, PeriodStatus, QuotientStatus};
pub use ask::{
    Cap, Checkpoint, Explainable, Job, Limits, Number, Progress, Question, Rational, Verdict, ask,
};
pub use census::{
    CensusGameReport, CensusGameRequest, CensusProblem, CensusReport, CensusRow, CensusStatus,
    MisereStatus, answer_census_game,
};

pub use crate::num::Int;
pub use crate::quotient::QuotientProgress;
pub use crate::text::Lang;
use ask::{explainable, verdict};
pub use bash::{BashReport, BashRequest};
pub use every::{
    EVERY_SEARCH_POSITIONS, EveryComponentReport, EveryMethod, EveryReport, EveryRequest,
};
pub use game_title::GameTitle;
pub use messages::{MessagesReport, MessagesRequest};
pub use misere::{
    GeneratorReport, MISERE_DEFAULT_TIME_MS, MISERE_DEFAULT_TO, MisereQuotientReport,
    MisereQuotientRequest,
};
// Every move shape: a new game's shape is re-exported with the others.
pub use moves::*;
pub use nim::{NimHeaps, NimReport, NimRequest};
pub use options::{OptionReport, OptionsReport, OptionsRequest};
// A front end's own rules (Python's callables) come in through these: the pattern lab asks a
// game only for the options of a position.
pub use crate::pattern::{
    Dimension as PatternDimension, GameOption as PatternOption, Position as PatternPosition,
    Rules as PatternRules,
};
pub use pattern::{
    PATTERN_DEFAULT_TO, PATTERN_SCRIPT_TIME_MS, PPositions, PatternFinding, PatternKind,
    PatternOutcomes, PatternReport, PatternRequest, PatternSource, PatternValues,
};
pub use pattern_callable::CallableRulesError;
pub use play::{
    ComputerMove, GameEntry, GamesReport, GamesRequest, HintReport, HintRequest, Mistake,
    MovesReport, MovesRequest, PlayReport, PlayRequest, PlayedMove, PositionReport,
    PositionRequest, StartReport, StartRequest, TurnOptions, Winner,
};
pub use sequences::{
    OctalRequest, OctalSequenceReport, ProofReport, SubAnswer, SubRequest, SubtractionPeriodReport,
    SubtractionSequenceReport, TableAnswer, TableRequest, WINDOW_CELL_LIMIT, WINDOW_TABLE_SIZE,
    WindowRequest, WythoffRowReport, WythoffTableReport, WythoffWindowReport,
};
pub use sum::{AnalyzeRequest, ComponentReport, ErrorReport, LimitReport, SumReport};
pub use takeaway::{
    ConstructionRow, FibRequest, LosingHeapsReport, TakeAwayAnswer, TakeAwayReport, TakeAwayRequest,
};
pub use values::{Outcomes, Table, Values};
pub use verify::{VerdictKind, VerifyReport, VerifyRequest};
pub use wythoff::{
    GrundyRequest, WythoffPairReport, WythoffPairRequest, WythoffReport, WythoffRequest,
};

pub use crate::engine::{Convention, Outcome};
pub use crate::expr::Method;
pub use crate::games::Family;
// How a game of a position looks (the answer `"position"`, and the position a turn leaves).
pub use crate::games::{GameView, HeapView, TokenStyle};
pub use crate::sequence::SequenceKind;

/// The version of the contract. It changes only when a field changes its name or meaning or
/// goes away; new fields and new answer kinds keep it.
pub const SCHEMA_VERSION: u32 = 1;

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
        ("position", schema_for!(PositionReport)),
        ("games", schema_for!(GamesReport)),
        ("census_game", schema_for!(CensusGameReport)),
        ("census_game_request", schema_for!(CensusGameRequest)),
        ("census", schema_for!(CensusReport)),
        ("verify", schema_for!(VerifyReport)),
        ("start", schema_for!(StartReport)),
        ("messages", schema_for!(MessagesReport)),
        ("options", schema_for!(OptionsReport)),
        ("every", schema_for!(EveryReport)),
        ("pattern", schema_for!(PatternReport)),
    ]
}

explainable!(
    WythoffRequest,
    NimRequest,
    BashRequest,
    TakeAwayRequest,
    FibRequest,
    AnalyzeRequest,
);
verdict!(
    WythoffReport,
    NimReport,
    BashReport,
    TakeAwayReport,
    SumReport
);

impl Verdict for TakeAwayAnswer {
    fn outcome(&self) -> Option<crate::engine::Outcome> {
        match self {
            TakeAwayAnswer::Heap(report) => report.outcome(),
            TakeAwayAnswer::LosingHeaps(_) => None,
        }
    }
    fn explanation(&self) -> Option<&str> {
        match self {
            TakeAwayAnswer::Heap(report) => report.explanation(),
            TakeAwayAnswer::LosingHeaps(_) => None,
        }
    }
}
