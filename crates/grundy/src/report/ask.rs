//! Questions as values: every question a front end asks is a request type ([`Question`]) with
//! one function that answers it, under the [`Limits`] of the front end and with a [`Job`] that
//! carries the progress, the checkpoints and the threads of a long computation.
//!
//! The CLI, the HTTP API and the Python package only read their input into a request and render
//! its typed answer; the defaults ("fib is k = 2"), the budget loops (a period search in slices)
//! and the limits with their errors live here once, so the same request gets the same answer
//! everywhere. A request is plain data (serde, and `JsonSchema` with feature `schema`): the
//! server reads it from a JSON body, and a test can run one table of requests through every
//! front end.
//!
//! Stopping: the long loops of the library look at the stop in force on the calling thread
//! ([`interrupt`](crate::interrupt)); [`ask`] runs a question under its job's stop, if it has
//! one.
//!
//! ```
//! use grundy::report::{Job, Limits, NimRequest, Number, ask};
//!
//! let request = NimRequest::new(vec![Number::from(3u64), 4u64.into(), 5u64.into()]);
//! let answer = ask(&request, &mut Job::new(Limits::LOCAL))?;
//! assert_eq!(answer.nim_sum.to_u64(), Some(2));
//! # Ok::<(), grundy::Error>(())
//! ```

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Int;
use crate::error::{Error, Result};
use crate::interrupt::{Stop, with_stop};
use crate::num::{Natural, Ratio};
use crate::text::{Msg, ToArg, msg};

/// A field of a request as an error names it (`to`, `size`): the field's name, which the
/// request's JSON and Python's keywords spell the same in every language.
pub(crate) fn field(name: &'static str) -> Msg {
    msg!("error-what-field", field = name)
}

/// A question grundy answers: a request type and the one function that answers it.
pub trait Question: Serialize + DeserializeOwned + fmt::Debug + Send + Sync + 'static {
    /// The typed answer, one of the contract's reports.
    type Answer: Serialize + DeserializeOwned + Send + 'static;

    /// The question's name: its route under `/api/` (`"analyze"`, `"seq/sub"`).
    const NAME: &'static str;

    /// Answers the question under `job`'s limits. Long loops look at the stop in force on this
    /// thread between slices; use [`ask`] to answer under the job's stop.
    fn answer(&self, job: &mut Job<'_>) -> Result<Self::Answer>;

    /// Whether answering is light: well under a millisecond of one core, decided from the
    /// request before any computing ([`weight::is_light`](super::weight::is_light)). A server
    /// answers light questions at once and queues the others; heavy unless the question says.
    fn is_light(&self) -> bool {
        false
    }

    /// The language the question asks its prose in (its `lang`), in which a front end also
    /// writes the question's error; English for a question without prose.
    fn lang(&self) -> crate::text::Lang {
        crate::text::Lang::En
    }
}

/// A question that may ask for the reasoning too (`explain`).
pub trait Explainable: Question + Clone {
    /// The same question, asking for the reasoning.
    fn explaining(&self) -> Self;
    /// The same question, with its prose (the reasoning, the reasons of its parts) in `lang`.
    fn in_lang(&self, lang: crate::text::Lang) -> Self;
}

/// An answer about a position: who wins, and the reasoning when it was asked for.
pub trait Verdict {
    /// Who wins (`None` for an answer that lists, such as the losing heaps of a game).
    fn outcome(&self) -> Option<crate::engine::Outcome>;
    /// The reasoning, when it was asked for.
    fn explanation(&self) -> Option<&str>;
}

/// Implements [`Explainable`] for requests with fields `explain` and `lang`.
macro_rules! explainable {
    ($($request:ty),* $(,)?) => {
        $(
            impl $crate::report::Explainable for $request {
                fn explaining(&self) -> Self {
                    Self { explain: true, ..self.clone() }
                }
                fn in_lang(&self, lang: $crate::text::Lang) -> Self {
                    Self { lang, ..self.clone() }
                }
            }
        )*
    };
}
pub(crate) use explainable;

/// Implements [`Verdict`] for reports with fields `outcome` and `explanation`.
macro_rules! verdict {
    ($($report:ty),* $(,)?) => {
        $(
            impl $crate::report::Verdict for $report {
                fn outcome(&self) -> Option<$crate::engine::Outcome> {
                    Some(self.outcome)
                }
                fn explanation(&self) -> Option<&str> {
                    self.explanation.as_deref()
                }
            }
        )*
    };
}
pub(crate) use verdict;

/// Answers `question` under `job`: its limits, progress and checkpoint, and its stop if it has
/// one (a deadline, a flag another thread raises).
pub fn ask<Q: Question>(question: &Q, job: &mut Job<'_>) -> Result<Q::Answer> {
    match job.stop.clone() {
        Some(stop) => with_stop(&stop, || question.answer(job)),
        None => question.answer(job),
    }
}

/// The caps a front end puts on one request, beyond the library's own limits (a Wythoff table
/// past 16384, a take-away heap of more than 4096 digits). A cap is refused with its name, as
/// every limit is ([`Error::limit`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The largest Wythoff table one answer holds (side).
    pub table_size: Option<Cap>,
    /// The longest sequence or row one answer holds.
    pub sequence_length: Option<Cap>,
    /// The most losing heaps one answer lists.
    pub losing_heaps: Option<Cap>,
    /// The most legal moves one `moves` answer lists, and how many it lists when not told.
    pub moves: Cap,
    /// How far a period search goes when not told (positions).
    pub period_steps: u64,
    /// The most time, in milliseconds, a computation that can answer with what it has (a
    /// misère quotient) gives itself, whatever the request asks.
    pub time_ms: Option<u64>,
}

/// A cap: the largest value accepted, and the limit's stable name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cap {
    /// The limit's name, as an error names it (`"api_sequence_length"`).
    pub name: &'static str,
    /// The largest value accepted.
    pub max: u64,
}

impl Limits {
    /// On one's own machine (the CLI, Python): only the library's own limits.
    pub const LOCAL: Limits = Limits {
        table_size: None,
        sequence_length: None,
        losing_heaps: None,
        moves: Cap {
            name: "legal_moves",
            max: 1_000,
        },
        period_steps: 100_000_000_000,
        time_ms: None,
    };

    /// A service answering many clients (the HTTP API): every answer bounded in size.
    pub const SERVICE: Limits = Limits {
        table_size: Some(Cap {
            name: "api_table_size",
            max: 1024,
        }),
        sequence_length: Some(Cap {
            name: "api_sequence_length",
            max: 1_000_000,
        }),
        losing_heaps: Some(Cap {
            name: "api_losing_heaps",
            max: 10_000,
        }),
        moves: Cap {
            name: "api_moves",
            max: 1_000,
        },
        period_steps: 1 << 34,
        time_ms: Some(8_000),
    };
}

/// How far a long computation has come: `done` of `total` (unknown for a search), in `unit`s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Units done.
    pub done: u64,
    /// Units in all, when known.
    pub total: Option<u64>,
    /// What is counted: `"heaps"`, `"positions"`, `"positions searched"`.
    pub unit: &'static str,
}

/// Where a long computation saves its state now and then, so that a stopped run resumes.
///
/// The state is opaque bytes of the computation; the keeper decides where they go and how often
/// ([`Checkpoint::due`]). Errors of the keeper (a file that cannot be written) end the
/// computation with that error.
pub trait Checkpoint {
    /// The state an earlier run of the same question saved, if any.
    fn load(&mut self) -> Result<Option<Vec<u8>>>;
    /// Whether a save is due now (called between slices).
    fn due(&mut self) -> bool;
    /// Saves `state`.
    fn save(&mut self, state: &[u8]) -> Result<()>;
}

/// What a front end gives the answer of one question: its limits, the threads it may use, and
/// where progress and checkpoints go.
pub struct Job<'a> {
    /// The caps of the front end.
    pub limits: Limits,
    /// Worker threads a computation may use (rayon's pool in force decides where they run).
    pub threads: usize,
    stop: Option<Stop>,
    progress: Option<&'a mut (dyn FnMut(Progress) + Send)>,
    checkpoint: Option<&'a mut (dyn Checkpoint + Send)>,
}

impl fmt::Debug for Job<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Job")
            .field("limits", &self.limits)
            .field("threads", &self.threads)
            .field("stop", &self.stop)
            .finish_non_exhaustive()
    }
}

impl<'a> Job<'a> {
    /// A job under `limits`, on one thread, with no stop, progress or checkpoint.
    pub fn new(limits: Limits) -> Job<'a> {
        Job {
            limits,
            threads: 1,
            stop: None,
            progress: None,
            checkpoint: None,
        }
    }

    /// The same job, using `threads` worker threads.
    pub fn threads(mut self, threads: usize) -> Job<'a> {
        self.threads = threads.max(1);
        self
    }

    /// The same job, stopped by `stop` ([`ask`] installs it).
    pub fn stop(mut self, stop: Stop) -> Job<'a> {
        self.stop = Some(stop);
        self
    }

    /// The same job, telling `progress` how far it has come.
    pub fn progress(mut self, progress: &'a mut (dyn FnMut(Progress) + Send)) -> Job<'a> {
        self.progress = Some(progress);
        self
    }

    /// The same job, saving its state in `checkpoint`.
    pub fn checkpoint(mut self, checkpoint: &'a mut (dyn Checkpoint + Send)) -> Job<'a> {
        self.checkpoint = Some(checkpoint);
        self
    }

    /// Tells the progress observer, if any.
    pub(crate) fn report(&mut self, done: u64, total: Option<u64>, unit: &'static str) {
        if let Some(progress) = self.progress.as_mut() {
            progress(Progress { done, total, unit });
        }
    }

    /// The saved state of an earlier run, if there is a checkpoint and it holds one.
    pub(crate) fn restore(&mut self) -> Result<Option<Vec<u8>>> {
        match self.checkpoint.as_mut() {
            Some(checkpoint) => checkpoint.load(),
            None => Ok(None),
        }
    }

    /// Saves `state()` if there is a checkpoint and a save is due.
    pub(crate) fn maybe_save(&mut self, state: impl FnOnce() -> Vec<u8>) -> Result<()> {
        match self.checkpoint.as_mut() {
            Some(checkpoint) => match checkpoint.due() {
                true => checkpoint.save(&state()),
                false => Ok(()),
            },
            None => Ok(()),
        }
    }

    /// Saves `state()` now, if there is a checkpoint.
    pub(crate) fn save(&mut self, state: impl FnOnce() -> Vec<u8>) -> Result<()> {
        match self.checkpoint.as_mut() {
            Some(checkpoint) => checkpoint.save(&state()),
            None => Ok(()),
        }
    }
}

impl Cap {
    /// `value` (named `what`: a [`Msg`](crate::text::Msg), or text shown as it is) when it is
    /// at most this cap; above, an error naming the cap.
    pub fn check(&self, value: &Natural, what: impl ToArg) -> Result<u64> {
        match value.to_u64().filter(|&v| v <= self.max) {
            Some(v) => Ok(v),
            None => Err(Error::too_large(
                self.name,
                self.max,
                Some(value.clone()),
                msg!(
                    "error-above-cap",
                    what = what,
                    value = crate::error::quote(&value.to_string()),
                    max = self.max
                ),
            )),
        }
    }
}

/// `value` under an optional cap: itself as a word when there is no cap and it fits one.
pub(crate) fn capped(value: &Natural, cap: Option<Cap>, what: impl ToArg) -> Result<u64> {
    match cap {
        Some(cap) => cap.check(value, what),
        None => u64::try_from(value).map_err(|_| Error::beyond_word(what, value)),
    }
}

/// A non-negative integer of any length in a request: a JSON integer, or the same digits as a
/// string (what a browser sends, since JavaScript numbers are exact only below 2^53); or a
/// value already read (from Python's `int`, or a file of heaps). It is read by the library —
/// one notation, one error message everywhere — when a question uses it.
#[derive(Clone, PartialEq, Eq)]
pub enum Number {
    /// Decimal digits as sent, not yet validated.
    Digits(String),
    /// A value already read.
    Value(Natural),
}

impl fmt::Debug for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Number::Digits(digits) => write!(f, "{:?}", crate::error::quote(digits)),
            Number::Value(value) => write!(f, "{value}"),
        }
    }
}

impl From<Natural> for Number {
    fn from(value: Natural) -> Number {
        Number::Value(value)
    }
}

impl From<u64> for Number {
    fn from(value: u64) -> Number {
        Number::Value(Natural::from(value))
    }
}

impl From<&str> for Number {
    fn from(digits: &str) -> Number {
        Number::Digits(digits.to_string())
    }
}

impl Number {
    /// The number, `what` naming it in an error (a [`Msg`](crate::text::Msg), or text shown as
    /// it is, such as a field's name).
    pub fn natural(&self, what: impl ToArg) -> Result<Natural> {
        match self {
            Number::Digits(digits) => Natural::parse_decimal(digits, what),
            Number::Value(value) => Ok(value.clone()),
        }
    }

    /// The number as a machine word, `what` naming it in an error.
    pub fn word(&self, what: impl ToArg) -> Result<u64> {
        let what = what.to_arg();
        let value = self.natural(what.clone())?;
        u64::try_from(&value).map_err(|_| Error::beyond_word(what, &value))
    }

    /// The number when it is at most `cap`; above, an error naming the cap.
    pub fn at_most(&self, what: impl ToArg, cap: Cap) -> Result<u64> {
        let what = what.to_arg();
        cap.check(&self.natural(what.clone())?, what)
    }

    /// The number under an optional cap (a word when there is none).
    pub fn capped(&self, what: impl ToArg, cap: Option<Cap>) -> Result<u64> {
        let what = what.to_arg();
        capped(&self.natural(what.clone())?, cap, what)
    }

    /// The digits as sent, if they were sent as text.
    pub fn digits(&self) -> Option<&str> {
        match self {
            Number::Digits(digits) => Some(digits),
            Number::Value(_) => None,
        }
    }
}

impl Serialize for Number {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        match self {
            Number::Digits(digits) => match Int::from_digits(digits) {
                Some(int) => int.serialize(serializer),
                None => serializer.serialize_str(digits),
            },
            Number::Value(value) => Int::from(value).serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for Number {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> std::result::Result<Number, D::Error> {
        // serde_json keeps a JSON number's digits as written (arbitrary precision).
        match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::Number(n) => Ok(Number::Digits(n.to_string())),
            serde_json::Value::String(s) => Ok(Number::Digits(s)),
            _ => Err(serde::de::Error::custom(
                "expected a non-negative integer, as a JSON integer or a string of digits",
            )),
        }
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Number {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Number".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A non-negative integer of any length: a JSON integer, or its \
                            decimal digits as a string.",
            "anyOf": [
                {"type": "integer", "minimum": 0},
                {"type": "string", "pattern": "^[0-9]+$"}
            ]
        })
    }
}

/// A rational multiplier in a request: `"3/2"`, `"2.5"`, `"2"`, or a JSON integer; or a value
/// already read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rational {
    /// The text as sent, not yet validated.
    Text(String),
    /// A value already read.
    Value(Ratio),
}

impl From<Ratio> for Rational {
    fn from(value: Ratio) -> Rational {
        Rational::Value(value)
    }
}

impl From<&str> for Rational {
    fn from(text: &str) -> Rational {
        Rational::Text(text.to_string())
    }
}

impl Rational {
    /// The rational, read by the library.
    pub fn ratio(&self) -> Result<Ratio> {
        match self {
            Rational::Text(text) => text.parse(),
            Rational::Value(value) => Ok(*value),
        }
    }
}

impl Serialize for Rational {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        match self {
            Rational::Text(text) => serializer.serialize_str(text),
            Rational::Value(value) => serializer.serialize_str(&value.to_string()),
        }
    }
}

impl<'de> Deserialize<'de> for Rational {
    fn deserialize<D: Deserializer<'de>>(
        deserializer: D,
    ) -> std::result::Result<Rational, D::Error> {
        match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::Number(n) => Ok(Rational::Text(n.to_string())),
            serde_json::Value::String(s) => Ok(Rational::Text(s)),
            _ => Err(serde::de::Error::custom(
                "expected a rational such as \"3/2\", \"2.5\" or 2",
            )),
        }
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Rational {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Rational".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A positive rational: \"p/q\", a decimal such as \"2.5\", or an \
                            integer.",
            "anyOf": [
                {"type": "integer", "minimum": 1},
                {"type": "string", "pattern": "^[0-9]+(/[0-9]+|\\.[0-9]+)?$"}
            ]
        })
    }
}
