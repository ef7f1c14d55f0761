//! The answer of `grundy misere CODE`: an octal game's misère quotient.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::{Answer, Family, Job, Question, QuotientStatus as Status, SCHEMA_VERSION};
use crate::error::{Error, Result};
use crate::games::octal::{HeapGame, OctalCode};
use crate::quotient::{
    Limits as QuotientLimits, MISERE_ORDER_LIMIT, MISERE_WORK_LIMIT, MisereQuotient,
    QuotientProgress, QuotientStatus,
};
use crate::text::{Lang, msg};

/// The heap a quotient is computed to when the request names none.
pub const MISERE_DEFAULT_TO: u64 = 1000;

/// The time a quotient computation gets when the request names none, in milliseconds.
pub const MISERE_DEFAULT_TIME_MS: u64 = 30_000;

/// "The misère quotient of code C to heap N, within these limits": the question behind `grundy
/// misere CODE --json`, `POST /api/misere` and Python's `grundy.misere_quotient`.
///
/// ```
/// use grundy::report::{Job, Limits, MisereQuotientRequest, Question};
///
/// let request: MisereQuotientRequest = serde_json::from_str(r#"{"code": "0.144"}"#).unwrap();
/// let report = request.answer(&mut Job::new(Limits::LOCAL))?;
/// assert_eq!((report.order, report.status.name()), (30, "proven"));
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MisereQuotientRequest {
    /// The game: an octal or hexadecimal code (`"0.77"`, `"4.7"`) or a name (`"kayles"`).
    pub code: String,
    /// Compute heaps up to this one at most (stops earlier once proven); default 1000, at most
    /// 5000.
    #[serde(default)]
    pub to: Option<u64>,
    /// The most elements of the quotient; default and at most 4096.
    #[serde(default)]
    pub max_order: Option<u64>,
    /// The most steps of work; default 2·10¹⁰.
    #[serde(default)]
    pub work_limit: Option<u64>,
    /// The most time, in milliseconds; default 30,000 (`0`: no time limit).
    #[serde(default)]
    pub time_limit_ms: Option<u64>,
    /// The language of the prose (`stopped`): `"en"` (default) or `"zh"`.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl MisereQuotientRequest {
    /// The quotient as far as the limits allow (the report says where it
    /// stopped and why). `progress` is called after each heap; raising `cancel` stops the
    /// computation with what it has (Ctrl-C). Errors: a code that is not an octal game, a
    /// bound above its limit, a stop from [`crate::interrupt`].
    pub fn compute(
        &self,
        progress: &mut dyn FnMut(QuotientProgress),
        cancel: Option<Arc<AtomicBool>>,
    ) -> Result<MisereQuotientReport> {
        let code: OctalCode = match self.code.parse::<HeapGame>()? {
            HeapGame::Octal(code) => code,
            HeapGame::Grundys => {
                return Err(Error::invalid(msg!("error-misere-grundys-game")));
            }
        };
        let to = self.to.unwrap_or(MISERE_DEFAULT_TO);
        let max_order = self.max_order.unwrap_or(MISERE_ORDER_LIMIT as u64);
        if max_order > MISERE_ORDER_LIMIT as u64 {
            return Err(Error::too_large(
                "misere_order",
                MISERE_ORDER_LIMIT as u64,
                Some(max_order.into()),
                msg!(
                    "error-misere-order",
                    limit = MISERE_ORDER_LIMIT,
                    asked = max_order
                ),
            ));
        }
        let time = self.time_limit_ms.unwrap_or(MISERE_DEFAULT_TIME_MS);
        let limits = QuotientLimits {
            max_order: max_order as usize,
            max_work: self.work_limit.unwrap_or(MISERE_WORK_LIMIT),
            deadline: (time > 0).then(|| Instant::now() + Duration::from_millis(time)),
            cancel,
        };
        let quotient = MisereQuotient::compute_with(&code, to, &limits, progress)?;
        Ok(MisereQuotientReport::new(&quotient, to, self.lang))
    }
}

impl Question for MisereQuotientRequest {
    type Answer = MisereQuotientReport;
    const NAME: &'static str = "misere";

    fn lang(&self) -> Lang {
        self.lang
    }

    /// Under the front end's time cap, if it has one (a service answers with the quotient as
    /// far as its budget reaches, saying where it stopped); progress in heaps.
    fn answer(&self, job: &mut Job<'_>) -> Result<MisereQuotientReport> {
        let mut request = self.clone();
        if let Some(cap) = job.limits.time_ms {
            let asked = request.time_limit_ms.unwrap_or(MISERE_DEFAULT_TIME_MS);
            request.time_limit_ms = Some(if asked == 0 { cap } else { asked.min(cap) });
        }
        let to = request.to.unwrap_or(MISERE_DEFAULT_TO);
        request.compute(&mut |p| job.report(p.heap, Some(to), "heaps"), None)
    }
}

/// One generator of the quotient: its letter and the heap it is the element of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct GeneratorReport {
    /// The letter: `"a"`, `"b"`, ….
    pub name: String,
    /// The heap whose element it is (the first heap that needed it).
    pub heap: u64,
}

/// `grundy misere CODE`: the misère quotient of an octal game (answer `"misere_quotient"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MisereQuotientReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"misere_quotient"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "misere_quotient")))]
    pub answer: Answer,
    /// `"octal"`.
    pub game: Family,
    /// The code (`"0.77"`).
    pub code: String,
    /// The game's name (`"kayles"`, …), or `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<String>")
    )]
    pub name: Option<String>,
    /// `"proven"`: the quotient of every heap size; `"holds"`: of the heaps up to
    /// `heaps_computed` only.
    pub status: Status,
    /// The first heap of the heap map's period, when proven; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub preperiod: Option<u64>,
    /// The period of the heap map, when proven; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<u64>")
    )]
    pub period: Option<u64>,
    /// The heap the computation was asked to reach (`--to`).
    pub to: u64,
    /// The last heap computed (the heap map covers 0..=heaps_computed).
    pub heaps_computed: u64,
    /// Why the computation stopped before `to` without a proof (in the request's language), or
    /// `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<String>")
    )]
    pub stopped: Option<String>,
    /// The limit that stopped it (`"misere_time"`, `"misere_work"`, `"misere_order"`,
    /// `"misere_trial_order"`), `"interrupted"` for a stop by the user, or `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<String>")
    )]
    pub stopped_by: Option<String>,
    /// The steps of work the computation took.
    pub work: u64,
    /// The number of elements |Q|.
    pub order: u64,
    /// Whether the quotient is tame: isomorphic (with its P-portion) to misère Nim's on heaps
    /// up to 1, 3, 7 or 15.
    pub tame: bool,
    /// Every element by its normal form (its least word in the generators), element 0 = `"1"`.
    pub elements: Vec<String>,
    /// The generators, in the order the heaps needed them.
    pub generators: Vec<GeneratorReport>,
    /// Defining relations `[word, normal form]`: every word reduces to its normal form by them.
    pub relations: Vec<[String; 2]>,
    /// The P-portion: the elements of the misère P-positions.
    pub p_portion: Vec<String>,
    /// The multiplication table: `table[i][j]` is the index (in `elements`) of their product.
    pub table: Vec<Vec<u32>>,
    /// The element of each heap 0..=heaps_computed.
    pub heap_map: Vec<String>,
}

impl MisereQuotientReport {
    /// How the game is titled: a named game, or its code.
    pub fn game_title(&self) -> super::GameTitle {
        super::GameTitle::of_code(Some(&self.code))
    }

    /// The answer for `quotient`, asked to reach heap `to`, its prose in `lang`.
    pub fn new(quotient: &MisereQuotient, to: u64, lang: Lang) -> MisereQuotientReport {
        let game = HeapGame::Octal(quotient.code().clone());
        let order = quotient.order() as u32;
        let (status, preperiod, period) = match quotient.status() {
            QuotientStatus::Proven {
                preperiod, period, ..
            } => (Status::Proven, Some(preperiod), Some(period)),
            QuotientStatus::HoldsTo(_) => (Status::Holds, None, None),
        };
        MisereQuotientReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::MisereQuotient,
            game: Family::Octal,
            code: quotient.code().to_string(),
            name: game.name().map(Into::into),
            status,
            preperiod,
            period,
            to,
            heaps_computed: quotient.heaps_computed(),
            stopped: quotient.stopped().map(|e| e.message_in(lang)),
            stopped_by: quotient.stopped().map(|e| match e.limit() {
                Some(limit) => limit.name().to_string(),
                None => e.kind().name().to_string(),
            }),
            work: quotient.work(),
            order: u64::from(order),
            tame: quotient.is_tame(),
            elements: (0..order).map(|x| quotient.name(x)).collect(),
            generators: quotient
                .generator_names()
                .into_iter()
                .zip(quotient.generator_heaps())
                .map(|(name, heap)| GeneratorReport { name, heap })
                .collect(),
            relations: quotient
                .relations()
                .into_iter()
                .map(|(word, normal)| [word, normal])
                .collect(),
            p_portion: quotient
                .p_portion()
                .into_iter()
                .map(|x| quotient.name(x))
                .collect(),
            table: (0..order)
                .map(|a| (0..order).map(|b| quotient.mul(a, b)).collect())
                .collect(),
            heap_map: (0..=quotient.heaps_computed())
                .map(|h| quotient.name(quotient.heap_element(h).unwrap_or(0)))
                .collect(),
        }
    }
}
