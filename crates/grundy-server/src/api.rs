//! The queries: one request type per route, read from the body, and the function that answers
//! it with the contract's report, by the same library calls as the CLI's `--json`.

use std::sync::OnceLock;

use grundy::engine::Convention;
use grundy::expr::Expr;
use grundy::games::bash::Bash;
use grundy::games::nim::Nim;
use grundy::games::octal::HeapGame;
use grundy::games::subtraction::SubtractionSet;
use grundy::games::takeaway::TakeAway;
use grundy::games::wythoff::{GrundyRow, GrundyTable};
use grundy::report::{
    BashReport, GrundyRequest, HintReport, LosingHeapsReport, MovesReport, NimReport,
    OctalSequenceReport, PlayReport, SubtractionPeriodReport, SubtractionSequenceReport, SumReport,
    TakeAwayReport, WythoffPairReport, WythoffReport, WythoffRowReport, WythoffTableReport,
    WythoffWindowReport,
};
use grundy::sequence::{PeriodSearch, SequenceKind, SequenceRun};
use grundy::{Error, Ratio};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::number::{Number, RatioText};

/// The largest table one `wythoff_table` answer holds (about 5 MB of JSON).
pub const TABLE_SIZE: u64 = 1024;
/// The side of the table the heatmap samples (computed once, then shared).
pub const HEATMAP_SIZE: usize = 4096;
/// The longest sequence or row one answer holds.
pub const SEQUENCE_LENGTH: u64 = 1_000_000;
/// The most losing heaps one answer lists.
pub const LOSING_HEAPS: u64 = 10_000;
/// The most legal moves one `moves` answer lists.
pub const MOVES: u64 = 1_000;
/// The default bound of a period search, in positions.
pub const PERIOD_STEPS: u64 = 1 << 34;

/// Heaps computed between two looks at the clock in the loops driven here.
const SLICE: u64 = 1 << 16;

fn convention(misere: bool) -> Convention {
    Convention::from_misere(misere)
}

fn parse(expr: &str) -> Result<Expr, Error> {
    expr.parse()
}

/// `POST /api/analyze`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AnalyzeRequest {
    /// A sum of games, as `grundy analyze` reads it: `nim(3,4,5) + bash(10, max=3)`.
    pub expr: String,
    /// Misère play: whoever takes the last token loses.
    #[serde(default)]
    pub misere: bool,
    /// Add the reasoning (`explanation`).
    #[serde(default)]
    pub explain: bool,
}

pub fn analyze(request: AnalyzeRequest) -> Result<SumReport, Error> {
    SumReport::new(
        &parse(&request.expr)?,
        convention(request.misere),
        request.explain,
    )
}

/// `POST /api/wythoff`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WythoffRequest {
    /// The first heap.
    pub a: Number,
    /// The second heap.
    pub b: Number,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// Require the Grundy value g(a, b) (an error when it cannot be computed); without it, it
    /// is given only when cheap.
    #[serde(default)]
    pub grundy: bool,
    /// Add the reasoning.
    #[serde(default)]
    pub explain: bool,
}

pub fn wythoff(request: WythoffRequest) -> Result<WythoffReport, Error> {
    let grundy = if request.grundy {
        GrundyRequest::Required
    } else {
        GrundyRequest::IfCheap
    };
    WythoffReport::from_digits(
        request.a.digits(),
        request.b.digits(),
        convention(request.misere),
        grundy,
        request.explain,
    )
}

/// `POST /api/wythoff/pair`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PairRequest {
    /// The index k of the P-position (a_k, b_k).
    pub k: Number,
}

pub fn wythoff_pair(request: PairRequest) -> Result<WythoffPairReport, Error> {
    Ok(WythoffPairReport::new(&request.k.natural("pair index")?))
}

/// `POST /api/nim`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NimRequest {
    /// The heaps.
    pub heaps: Vec<Number>,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// At most this many tokens per move (heaps then count as h mod (m + 1)).
    #[serde(default)]
    pub max_take: Option<Number>,
    /// Add the reasoning.
    #[serde(default)]
    pub explain: bool,
}

pub fn nim(request: NimRequest) -> Result<NimReport, Error> {
    let heaps = request
        .heaps
        .iter()
        .map(|h| h.natural("heap size"))
        .collect::<Result<Vec<_>, _>>()?;
    let max_take = request
        .max_take
        .map(|m| m.natural("maximum take"))
        .transpose()?;
    let nim = Nim::new(heaps, max_take)?;
    Ok(NimReport::new(
        &nim,
        convention(request.misere),
        request.explain,
    ))
}

/// `POST /api/bash`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BashRequest {
    /// The heap.
    pub n: Number,
    /// The most tokens one move takes.
    pub max: Number,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// Add the reasoning.
    #[serde(default)]
    pub explain: bool,
}

pub fn bash(request: BashRequest) -> Result<BashReport, Error> {
    let game = Bash::new(
        request.n.natural("heap size")?,
        request.max.natural("maximum take")?,
    )?;
    BashReport::new(&game, convention(request.misere), request.explain)
}

/// `POST /api/takeaway`: the heap `n`, or with `losing_heaps` alone the first losing heaps.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TakeAwayRequest {
    /// The heap (absent: list the first `losing_heaps` losing heaps instead).
    #[serde(default)]
    pub n: Option<Number>,
    /// The multiplier k: after taking t, the opponent may take up to k·t.
    pub k: RatioText,
    /// The most the player to move may take now (default: all but one token).
    #[serde(default)]
    pub cap: Option<Number>,
    /// Also list the first this many losing heaps.
    #[serde(default)]
    pub losing_heaps: Option<Number>,
    /// Add the reasoning.
    #[serde(default)]
    pub explain: bool,
}

/// `POST /api/fib`: the take-away game with k = 2 (Fibonacci nim).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FibRequest {
    /// The heap (absent: list the first `losing_heaps` losing heaps instead).
    #[serde(default)]
    pub n: Option<Number>,
    /// The most the player to move may take now.
    #[serde(default)]
    pub cap: Option<Number>,
    /// Also list the first this many losing heaps.
    #[serde(default)]
    pub losing_heaps: Option<Number>,
    /// Add the reasoning.
    #[serde(default)]
    pub explain: bool,
}

/// The answer of the take-away routes: one heap, or the list of losing heaps.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum TakeAwayAnswer {
    /// With `n`.
    Heap(Box<TakeAwayReport>),
    /// Without `n`.
    LosingHeaps(LosingHeapsReport),
}

pub fn takeaway(request: TakeAwayRequest) -> Result<TakeAwayAnswer, Error> {
    take_away_with(
        request.k.ratio()?,
        request.n,
        request.cap,
        request.losing_heaps,
        request.explain,
    )
}

pub fn fib(request: FibRequest) -> Result<TakeAwayAnswer, Error> {
    take_away_with(
        Ratio::integer(2)?,
        request.n,
        request.cap,
        request.losing_heaps,
        request.explain,
    )
}

fn take_away_with(
    k: Ratio,
    n: Option<Number>,
    cap: Option<Number>,
    losing_heaps: Option<Number>,
    explain: bool,
) -> Result<TakeAwayAnswer, Error> {
    let losing = losing_heaps
        .map(|count| count.at_most("losing_heaps", LOSING_HEAPS, "api_losing_heaps"))
        .transpose()?
        .map(|count| count as usize);
    let Some(n) = n else {
        return Ok(TakeAwayAnswer::LosingHeaps(LosingHeapsReport::new(
            k,
            losing.unwrap_or(0),
        )?));
    };
    let cap = cap.map(|c| c.natural("cap")).transpose()?;
    let game = TakeAway::new(n.natural("heap size")?, k, cap)?;
    Ok(TakeAwayAnswer::Heap(Box::new(TakeAwayReport::new(
        &game, losing, explain,
    )?)))
}

/// `POST /api/seq/sub`: the sequence to `to`, or with `period_only` the proven period.
#[derive(Debug, Deserialize, JsonSchema)]
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
    /// With `period_only`: give up after this many positions.
    #[serde(default)]
    pub max_steps: Option<Number>,
}

/// The answer of `POST /api/seq/sub`.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum SubAnswer {
    /// With `to`.
    Sequence(SubtractionSequenceReport),
    /// With `period_only`.
    Period(SubtractionPeriodReport),
}

pub fn seq_sub(request: SubRequest) -> Result<SubAnswer, Error> {
    let elements = request
        .set
        .iter()
        .map(|e| e.at_most("set element", u64::MAX, "word"))
        .collect::<Result<Vec<_>, _>>()?;
    let set = SubtractionSet::new(elements)?;
    let kind = if request.outcomes {
        SequenceKind::Outcomes
    } else {
        SequenceKind::Grundy
    };
    match (request.period_only, request.to, request.max_steps) {
        (true, None, max_steps) => {
            let max_steps = match max_steps {
                Some(steps) => steps.at_most("max_steps", u64::MAX, "word")?,
                None => PERIOD_STEPS,
            };
            let mut search = PeriodSearch::new(&set, kind)?;
            while !search.is_found() {
                grundy::interrupt::check()?;
                let left = max_steps.saturating_sub(search.position());
                if left == 0 {
                    return Err(Error::too_large(
                        "period_search_steps",
                        max_steps,
                        None,
                        format!(
                            "no period of {set} found within the first {max_steps} positions \
                             (\"max_steps\"); raise it, or use grundy seq sub --period-only \
                             --checkpoint FILE for a long search"
                        ),
                    ));
                }
                search.advance(left.min(SLICE));
            }
            let periodicity = search
                .finish(1)
                .ok_or_else(|| Error::invalid("the period search ended without a period"))?;
            Ok(SubAnswer::Period(SubtractionPeriodReport::new(
                &set,
                kind,
                periodicity,
                search.position(),
            )))
        }
        (false, Some(to), None) => {
            let to = to.at_most("to", SEQUENCE_LENGTH, "api_sequence_length")?;
            let mut run = SequenceRun::new(&set, kind, to)?;
            while !run.is_done() {
                grundy::interrupt::check()?;
                run.advance(SLICE);
            }
            Ok(SubAnswer::Sequence(SubtractionSequenceReport::new(
                &set,
                run.finish(),
                to,
            )))
        }
        _ => Err(Error::invalid(
            "give either \"to\" (the sequence to N) or \"period_only\": true (with an optional \
             \"max_steps\"), not both",
        )),
    }
}

/// `POST /api/seq/octal`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OctalRequest {
    /// An octal or hexadecimal code (`0.07`, `4.f7`) or a name (`kayles`, `dawsons`,
    /// `officers`, `treblecross`, `grundy`).
    pub code: String,
    /// Compute heaps 0..=to.
    pub to: Number,
}

pub fn seq_octal(request: OctalRequest) -> Result<OctalSequenceReport, Error> {
    let game: HeapGame = request.code.parse()?;
    let to = request
        .to
        .at_most("to", SEQUENCE_LENGTH, "api_sequence_length")?;
    // The run looks at the clock itself, between heaps.
    let sequence = game.sequence_run(to)?.finish()?;
    Ok(OctalSequenceReport::new(&game, sequence))
}

/// `POST /api/table/wythoff`: the table g(a, b) for a, b < `size`, or one `row` to `to`.
#[derive(Debug, Deserialize, JsonSchema)]
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

/// The answer of `POST /api/table/wythoff`.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum TableAnswer {
    /// With `size`.
    Table(WythoffTableReport),
    /// With `row` and `to`.
    Row(WythoffRowReport),
}

pub fn table_wythoff(request: TableRequest) -> Result<TableAnswer, Error> {
    match (request.size, request.row, request.to) {
        (Some(size), None, None) => {
            let size = size.at_most("size", TABLE_SIZE, "api_table_size")?;
            Ok(TableAnswer::Table(WythoffTableReport::new(
                GrundyTable::new(size as usize)?,
            )))
        }
        (None, Some(row), Some(to)) => {
            let row = row.at_most("row", u64::MAX, "word")?;
            let to = to.at_most("to", SEQUENCE_LENGTH, "api_sequence_length")?;
            Ok(TableAnswer::Row(WythoffRowReport::new(GrundyRow::new(
                row, to,
            )?)))
        }
        _ => Err(Error::invalid(
            "give either \"size\" (the table) or \"row\" and \"to\" (one row)",
        )),
    }
}

/// `POST /api/table/wythoff/window`: a window of the table, for a heatmap.
#[derive(Debug, Deserialize, JsonSchema)]
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

pub fn table_window(
    request: WindowRequest,
    table: &OnceLock<Result<GrundyTable, Error>>,
) -> Result<WythoffWindowReport, Error> {
    let limit = HEATMAP_SIZE as u64;
    let number = |n: &Number, what| n.at_most(what, limit, "wythoff_table_size");
    let x = number(&request.x, "x")? as usize;
    let y = number(&request.y, "y")? as usize;
    let width = number(&request.width, "width")? as usize;
    let height = number(&request.height, "height")? as usize;
    let step = match &request.step {
        Some(step) => number(step, "step")? as usize,
        None => 1,
    };
    let table = table
        .get_or_init(|| GrundyTable::new(HEATMAP_SIZE))
        .as_ref()
        .map_err(Clone::clone)?;
    WythoffWindowReport::new(table, [x, y], [width, height], step)
}

/// `POST /api/moves`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MovesRequest {
    /// The position, a sum of games.
    pub expr: String,
    /// The most moves to list (default and at most 1000); more is an error.
    #[serde(default)]
    pub limit: Option<Number>,
}

pub fn moves(request: MovesRequest) -> Result<MovesReport, Error> {
    let limit = match &request.limit {
        Some(limit) => limit.at_most("limit", MOVES, "api_moves")?,
        None => MOVES,
    };
    MovesReport::new(&parse(&request.expr)?, limit as usize)
}

/// `POST /api/hint`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HintRequest {
    /// The position, a sum of games.
    pub expr: String,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
}

pub fn hint(request: HintRequest) -> Result<HintReport, Error> {
    let expr = parse(&request.expr)?;
    HintReport::new(&expr, &expr.analyze(convention(request.misere))?)
}

/// `POST /api/play`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayRequest {
    /// The position, a sum of games, with the person to move.
    pub expr: String,
    /// The person's move in `grundy play`'s notation; absent or `null`: the computer moves
    /// first.
    #[serde(default, rename = "move")]
    pub your_move: Option<String>,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
}

pub fn play(request: PlayRequest) -> Result<PlayReport, Error> {
    let convention = convention(request.misere);
    PlayReport::turn(
        &parse(&request.expr)?,
        request.your_move.as_deref(),
        convention,
        &mut |position| position.analyze(convention),
    )
}
