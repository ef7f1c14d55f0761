//! The census's question and answers: one game of the octal census ([`CensusGameRequest`],
//! answered by [`answer_census_game`] with a [`CensusGameReport`]), and the census table
//! ([`CensusReport`], one [`CensusRow`] per game) that `grundy census --json` prints from a
//! census database.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{Answer, Job, Question, SCHEMA_VERSION, Values};
use crate::census::{self, CensusGame, Status};
use crate::error::{Error, Result};
use crate::games::Family;
use crate::games::octal::OctalCode;
use crate::text::msg;

/// One game of the census: compute `code` until its period is proven or `to` heaps are done
/// (on to `sparse_to` where the sparse method makes it cheap), and its misère quotient to
/// `misere_to` heaps when given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CensusGameRequest {
    /// The game: an octal or hexadecimal code (`"0.156"`).
    pub code: String,
    /// N: the heaps 0..=N every game is computed to (unless its period is proven first).
    pub to: u64,
    /// Further, to this heap, while the sparse method leaves at most 1/16 of the later half of
    /// the heaps rare (omitted: `to`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sparse_to: Option<u64>,
    /// Also the misère quotient, to this heap at most (omitted: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub misere_to: Option<u64>,
}

/// Trivial, solved or open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum CensusStatus {
    /// The period is proven by the values of heaps below 1000.
    Trivial,
    /// The period is proven (by more heaps).
    Solved,
    /// No period is proven within the heaps computed.
    Open,
}

impl From<Status> for CensusStatus {
    fn from(status: Status) -> CensusStatus {
        match status {
            Status::Trivial => CensusStatus::Trivial,
            Status::Solved => CensusStatus::Solved,
            Status::Open => CensusStatus::Open,
        }
    }
}

impl CensusStatus {
    /// `"trivial"`, `"solved"` or `"open"`.
    pub fn name(self) -> &'static str {
        match self {
            CensusStatus::Trivial => "trivial",
            CensusStatus::Solved => "solved",
            CensusStatus::Open => "open",
        }
    }
}

/// Whether a misère quotient is proven for every heap size or holds up to the heaps computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum MisereStatus {
    /// Proven for every heap size.
    Proven,
    /// Exact for the sums of heaps up to `misere_heaps`.
    Holds,
}

/// One game of the census (answer `"census_game"`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CensusGameReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"census_game"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "census_game")))]
    pub answer: Answer,
    /// `"octal"`.
    pub game: Family,
    /// The code, as grundy writes it (`"0.156"`).
    pub code: String,
    /// `"trivial"`, `"solved"` or `"open"`.
    pub status: CensusStatus,
    /// The least preperiod, when the period is proven; else `null`.
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
    /// The heaps asked for: `to`, or `sparse_to` when the sparse method went on.
    pub to: u64,
    /// The last heap computed by mex (`values` holds g(0..=heaps_computed)).
    pub heaps_computed: u64,
    /// The largest value: of every heap when the period is proven, else of those computed.
    pub largest: u64,
    /// The first heap with the largest value.
    pub largest_at: u64,
    /// The sparse-space mask (a value v is rare when popcount(v & mask) is even), for games
    /// that split heaps; `null` otherwise, or for a solved game whose periodic part no mask
    /// leaves all common.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub rare_mask: Option<u64>,
    /// How many heaps have a rare value, of those computed (for a solved game, all of them),
    /// heap 0 included as the published tables count; `null` with the mask.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub rare_count: Option<u64>,
    /// The last of them; `null` when there is none.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub last_rare: Option<u64>,
    /// The certificate of the period (the text `grundy verify` and
    /// `tools/check_certificate.py` check), when proven; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<String>")
    )]
    pub certificate: Option<String>,
    /// The misère quotient's order, when asked for; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub misere_order: Option<u64>,
    /// `"proven"` or `"holds"` (up to `misere_heaps`), when asked for; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<MisereStatus>")
    )]
    pub misere_status: Option<MisereStatus>,
    /// The heaps the misère quotient covers (0..=misere_heaps), when asked for; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub misere_heaps: Option<u64>,
    /// Wall-clock seconds the game took, its misère quotient included (a measurement, not part
    /// of the answer's meaning).
    pub seconds: f64,
    /// g(0), …, g(heaps_computed).
    pub values: Values,
}

impl CensusGameReport {
    /// The answer for a computed game.
    pub fn new(game: CensusGame) -> CensusGameReport {
        let values: Vec<u64> = game.values.iter().map(|&v| u64::from(v)).collect();
        CensusGameReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::CensusGame,
            game: Family::Octal,
            code: game.code.to_string(),
            status: game.status.into(),
            preperiod: game.preperiod,
            period: game.period,
            to: game.to,
            heaps_computed: game.heaps_computed,
            largest: u64::from(game.largest),
            largest_at: game.largest_at,
            rare_mask: game.rare.map(|r| u64::from(r.mask)),
            rare_count: game.rare.map(|r| r.count),
            last_rare: game.rare.and_then(|r| r.last),
            certificate: game.certificate,
            misere_order: game.misere.as_ref().map(|m| m.order),
            misere_status: game.misere.as_ref().map(|m| {
                if m.proven {
                    MisereStatus::Proven
                } else {
                    MisereStatus::Holds
                }
            }),
            misere_heaps: game.misere.as_ref().map(|m| m.heaps),
            seconds: game.seconds,
            values: Values::shared(Arc::new(values)),
        }
    }

    /// The values as u32, as the engines keep them (`None` if one does not fit: not a
    /// census answer).
    pub fn values_u32(&self) -> Option<Vec<u32>> {
        self.values.iter().map(|v| u32::try_from(v).ok()).collect()
    }
}

impl Question for CensusGameRequest {
    type Answer = CensusGameReport;
    const NAME: &'static str = "census/game";

    /// [`answer_census_game`]: the census has its own limits (the heaps asked for, up to
    /// [`OCTAL_SEQUENCE_LIMIT`](crate::games::octal::OCTAL_SEQUENCE_LIMIT)), not the job's.
    fn answer(&self, _job: &mut Job<'_>) -> Result<CensusGameReport> {
        answer_census_game(self)
    }
}

/// Answers one game of the census: [`census::compute`], and the misère quotient when asked
/// for. Looks at [`crate::interrupt::check`] as it goes.
pub fn answer_census_game(request: &CensusGameRequest) -> Result<CensusGameReport> {
    let code: OctalCode = request.code.parse()?;
    let sparse_to = request.sparse_to.unwrap_or(request.to);
    if sparse_to < request.to {
        return Err(Error::invalid(msg!(
            "error-sparse-to-below-to",
            sparse_to = sparse_to,
            to = request.to
        )));
    }
    let start = std::time::Instant::now();
    let mut game = census::compute(&code, request.to, sparse_to)?;
    if let Some(to) = request.misere_to {
        game.misere = Some(census::misere(&code, to)?);
        game.seconds = start.elapsed().as_secs_f64();
    }
    Ok(CensusGameReport::new(game))
}

/// One row of the census table: a game, where it stands, and the game it is equivalent to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CensusRow {
    /// The code (`"0.156"`).
    pub code: String,
    /// `"trivial"`, `"solved"` or `"open"`.
    pub status: CensusStatus,
    /// The least preperiod, when proven; else `null`.
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
    /// The largest value (of every heap when proven, else of those computed).
    pub largest: u64,
    /// The first heap with the largest value.
    pub largest_at: u64,
    /// The sparse-space mask, or `null` (see `census_game`).
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub rare_mask: Option<u64>,
    /// Heaps with a rare value (heap 0 included), or `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub rare_count: Option<u64>,
    /// The last of them, or `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub last_rare: Option<u64>,
    /// The last heap computed by mex.
    pub heaps_computed: u64,
    /// Wall-clock seconds the game took.
    pub seconds: f64,
    /// Whether the database holds a certificate of the period.
    pub certificate: bool,
    /// The canonical member of the game's group of equivalent games, or `null` when the game
    /// is canonical itself (or equivalent to none).
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<String>")
    )]
    pub equivalent_to: Option<String>,
    /// With `equivalent_to`: heap n of this game plays as heap n − shift of that one; else
    /// `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<i64>")
    )]
    pub shift: Option<i64>,
    /// With `equivalent_to`: how many values (after the leading zeros) the equality was
    /// checked on, or `null` when both periods are proven and it holds for every heap.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub equivalence_checked: Option<u64>,
    /// The misère quotient's order, or `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub misere_order: Option<u64>,
    /// `"proven"` or `"holds"`, or `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<MisereStatus>")
    )]
    pub misere_status: Option<MisereStatus>,
    /// The heaps the misère quotient covers, or `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub misere_heaps: Option<u64>,
}

/// `grundy census --json`: the census table of a database (answer `"census"`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CensusReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"census"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "census")))]
    pub answer: Answer,
    /// `"octal"`.
    pub game: Family,
    /// One row per game, in census order.
    pub games: Vec<CensusRow>,
    /// The rows of the database that are not listed as they are stored: a row whose claim of
    /// proof did not verify (listed in `games` as open), or a row that cannot be read (a value
    /// of the wrong type or out of range: not listed). Empty when every row is as stored.
    pub problems: Vec<CensusProblem>,
}

/// A row of a census database that is not listed as it is stored, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CensusProblem {
    /// The row's code, as the database holds it (escaped and shortened when it is not a code).
    pub code: String,
    /// What is wrong and what the listing did about it, in one line.
    pub problem: String,
}

impl CensusReport {
    /// The table of `games`, every row as stored.
    pub fn new(games: Vec<CensusRow>) -> CensusReport {
        CensusReport::with_problems(games, Vec::new())
    }

    /// The table of `games`, with the rows not listed as stored.
    pub fn with_problems(games: Vec<CensusRow>, problems: Vec<CensusProblem>) -> CensusReport {
        CensusReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Census,
            game: Family::Octal,
            games,
            problems,
        }
    }
}
