//! The pattern lab's answer (`"pattern"`): a game tabulated up to N — a built-in game of one
//! free heap `n`, a Rhai rules script, or any [`Rules`] a front end brings — and the patterns
//! of its Grundy values and of its P-positions, each with what was checked and whether a
//! theorem proves it (docs/PATTERNS.md, docs/THEORY.md § 12).

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{Answer, Job, Question, SCHEMA_VERSION};
use crate::error::{Error, Result};
use crate::pattern::builtin::{NativeTable, Theorem, tabulate_expr};
use crate::pattern::finders::{self, Periodic};
use crate::pattern::{Rules, ScriptRules, Table, tabulate};
use crate::text::{Lang, Msg, msg};

/// How long a rules script may run in all when neither the request nor the front end says
/// (milliseconds).
pub const PATTERN_SCRIPT_TIME_MS: u64 = 60_000;

/// N when a request does not say.
pub const PATTERN_DEFAULT_TO: u64 = 100;

crate::vocab::vocabulary! {
    /// What a pattern is (`kind`).
    pub enum PatternKind {
        /// a(n + period) = a(n) for every n ≥ preperiod.
        Periodic = "periodic",
        /// g(n + period) = g(n) + saltus for every n ≥ preperiod, saltus > 0.
        ArithmeticPeriodic = "arithmetic_periodic",
        /// The sorted P-positions satisfy x_i = constant + Σ c_j x_{i−j} from i = from.
        Recurrence = "recurrence",
        /// The P-positions of a two-number game are a Beatty pair (a_k, a_k + difference·k).
        Beatty = "beatty",
        /// None of the finders found a pattern.
        None = "none",
    }
}

crate::vocab::vocabulary! {
    /// Where a game's rules came from (`source`).
    pub enum PatternSource {
        /// A game of the notation with one free heap `n`, tabulated by the native engines.
        Expr = "expr",
        /// A Rhai rules script.
        Script = "script",
        /// Rules a front end brought (a Python callable).
        Callable = "callable",
    }
}

/// One pattern found, and how far it is known.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PatternFinding {
    /// What was found.
    pub kind: PatternKind,
    /// n0 (`periodic`, `arithmetic_periodic`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preperiod: Option<u64>,
    /// p (`periodic`, `arithmetic_periodic`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub period: Option<u64>,
    /// s > 0 (`arithmetic_periodic`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saltus: Option<u64>,
    /// c_1, …, c_d (`recurrence`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coefficients: Option<Vec<i64>>,
    /// c_0 (`recurrence`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub constant: Option<i64>,
    /// The least index i of the P-positions from which the recurrence holds (`recurrence`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<u64>,
    /// c: b_k − a_k = c·k (`beatty`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub difference: Option<u64>,
    /// α exactly, as text: `(1+sqrt(5))/2`, `sqrt(2)` (`beatty`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alpha: Option<String>,
    /// Whether a theorem proves it for every position (never for a script's rules).
    pub proven: bool,
    /// The last heap (or, for two numbers, the last a and b) whose value it was checked on.
    pub verified_to: u64,
    /// The pattern in one sentence, in the request's language.
    pub statement: String,
}

/// The Grundy values of a heap game and their pattern.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PatternValues {
    /// The pattern of g(n).
    pub pattern: PatternFinding,
    /// g(0), …, g(N).
    pub grundy: Vec<u32>,
}

/// The P-positions up to N: heaps, or pairs [a, b].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
pub enum PPositions {
    /// The P-heaps of a heap game, ascending.
    Heaps(Vec<u64>),
    /// The P-pairs of a two-number game, by a then b.
    Pairs(Vec<[u64; 2]>),
}

/// Who wins each position, and the pattern of the P-positions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PatternOutcomes {
    /// The pattern of the outcomes: periodic, or a recurrence of the P-positions (a heap
    /// game); a Beatty pair (a two-number game); or none.
    pub pattern: PatternFinding,
    /// Every P-position up to N.
    pub p_positions: PPositions,
}

/// A game tabulated to N and its patterns (answer `"pattern"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PatternReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"pattern"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "pattern")))]
    pub answer: Answer,
    /// Where the rules came from.
    pub source: PatternSource,
    /// The expression, for `source` `"expr"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expr: Option<String>,
    /// 1: a heap game (positions n); 2: a two-number game (positions (a, b)).
    pub dimension: u8,
    /// N: the table holds heaps 0..=N, or pairs with 0 ≤ a, b ≤ N.
    pub to: u64,
    /// The Grundy values and their pattern (heap games only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<PatternValues>,
    /// The outcomes and their pattern.
    pub outcomes: PatternOutcomes,
}

/// `POST /api/pattern`: tabulate a game to `to` and name its patterns. Exactly one of `expr`
/// (a game of the notation with one free heap `n`, such as `"kayles(n)"`) and `rules` (a Rhai
/// script defining `fn moves(n)` or `fn moves(a, b)`).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PatternRequest {
    /// A game of the notation with one free heap `n`: `"sub(n,{1,3,4})"`, `"kayles(n)"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expr: Option<String>,
    /// A Rhai rules script (docs/PATTERNS.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<String>,
    /// N (100 when not given).
    #[serde(default = "default_to")]
    pub to: u64,
    /// The language of the statements.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
    /// The most time a rules script may run in all, in milliseconds (60,000 when not given;
    /// a service caps it with its own budget).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
}

fn default_to() -> u64 {
    PATTERN_DEFAULT_TO
}

impl Question for PatternRequest {
    type Answer = PatternReport;
    const NAME: &'static str = "pattern";

    fn answer(&self, job: &mut Job<'_>) -> Result<PatternReport> {
        let cap = |cap: Option<super::Cap>, what: &str| match cap {
            Some(cap) => cap.check(&crate::Natural::from(self.to), what).map(|_| ()),
            None => Ok(()),
        };
        match (&self.expr, &self.rules) {
            (Some(expr), None) => {
                cap(job.limits.sequence_length, "to")?;
                PatternReport::of_expr(expr, self.to, self.lang)
            }
            (None, Some(script)) => {
                let time_ms = [self.time_ms, job.limits.time_ms]
                    .into_iter()
                    .flatten()
                    .min()
                    .unwrap_or(PATTERN_SCRIPT_TIME_MS);
                let mut rules = ScriptRules::new(script, Duration::from_millis(time_ms))?;
                match rules.dimension() {
                    crate::pattern::Dimension::Heap => cap(job.limits.sequence_length, "to")?,
                    crate::pattern::Dimension::Pair => cap(job.limits.table_size, "to")?,
                }
                PatternReport::of_rules(&mut rules, PatternSource::Script, self.to, self.lang)
            }
            _ => Err(Error::invalid(msg!("error-pattern-source"))),
        }
    }
}

/// A finding before its statement is rendered.
struct Found {
    kind: PatternKind,
    periodic: Option<Periodic>,
    recurrence: Option<finders::Recurrence>,
    beatty: Option<finders::Beatty>,
    proven: bool,
    verified_to: u64,
    claim: Msg,
    status: Msg,
}

impl Found {
    /// Nothing found; `claim` says in what.
    fn none(verified_to: u64, claim: Msg) -> Found {
        Found {
            kind: PatternKind::None,
            periodic: None,
            recurrence: None,
            beatty: None,
            proven: false,
            verified_to,
            claim,
            status: msg!("pattern-searched", to = verified_to),
        }
    }

    /// A periodicity found, of the Grundy values or (`outcomes`) of the outcomes.
    fn periodic(periodic: Periodic, outcomes: bool) -> Found {
        let claim = if periodic.saltus == 0 {
            let (period, preperiod) = (periodic.period, periodic.preperiod);
            if outcomes {
                msg!(
                    "pattern-periodic-outcomes",
                    period = period,
                    preperiod = preperiod
                )
            } else {
                msg!(
                    "pattern-periodic-values",
                    period = period,
                    preperiod = preperiod
                )
            }
        } else {
            msg!(
                "pattern-arithmetic-periodic",
                period = periodic.period,
                saltus = periodic.saltus,
                preperiod = periodic.preperiod
            )
        };
        Found {
            kind: if periodic.saltus == 0 {
                PatternKind::Periodic
            } else {
                PatternKind::ArithmeticPeriodic
            },
            periodic: Some(periodic),
            recurrence: None,
            beatty: None,
            proven: false,
            verified_to: 0,
            claim,
            status: msg!("pattern-searched", to = 0),
        }
    }

    fn verified(mut self, to: u64) -> Found {
        self.proven = false;
        self.verified_to = to;
        self.status = msg!("pattern-verified", to = to);
        self
    }

    fn proven(mut self, to: u64, status: Msg) -> Found {
        self.proven = true;
        self.verified_to = to;
        self.status = status;
        self
    }

    fn finding(self, lang: Lang) -> PatternFinding {
        let statement = msg!(
            "pattern-statement",
            claim = self.claim,
            status = self.status
        );
        PatternFinding {
            kind: self.kind,
            preperiod: self.periodic.map(|p| p.preperiod),
            period: self.periodic.map(|p| p.period),
            saltus: self.periodic.map(|p| p.saltus).filter(|&s| s > 0),
            coefficients: self.recurrence.as_ref().map(|r| r.coefficients.clone()),
            constant: self.recurrence.as_ref().map(|r| r.constant),
            from: self.recurrence.as_ref().map(|r| r.from),
            difference: self.beatty.as_ref().map(|b| b.difference),
            alpha: self.beatty.as_ref().map(|b| b.alpha.clone()),
            proven: self.proven,
            verified_to: self.verified_to,
            statement: statement.render(lang),
        }
    }
}

/// The pattern of a heap game's values g(0..=R) (R = `values.len() − 1`).
fn values_pattern(values: &[u32], theorem: Option<Theorem>) -> Found {
    let reach = values.len() as u64 - 1;
    if let Some(Theorem::GuySmith {
        preperiod,
        period,
        needs,
    }) = theorem
    {
        let found = Periodic {
            preperiod,
            period,
            saltus: 0,
        };
        return Found::periodic(found, false)
            .proven(needs, msg!("pattern-proven-guy-smith", needs = needs));
    }
    if let Some(found) = finders::periodic(values) {
        let found_by = Found::periodic(found, false);
        if let Some(Theorem::SubtractionWindow { max }) = theorem {
            let through = crate::certificate::bound(found.preperiod, found.period, max, 1)
                .and_then(|b| b.checked_add(found.period - 1));
            if through.is_some_and(|through| through <= reach) {
                return found_by.proven(reach, msg!("pattern-proven-subtraction", max = max));
            }
        }
        return found_by.verified(reach);
    }
    if let Some(found) = finders::arithmetic_periodic(values) {
        return Found::periodic(found, false).verified(reach);
    }
    Found::none(reach, msg!("pattern-none-values"))
}

/// The pattern of a heap game's outcomes, given its values' pattern.
fn outcomes_pattern(values: &[u32], of_values: &Found) -> Found {
    let reach = values.len() as u64 - 1;
    let is_p: Vec<bool> = values.iter().map(|&g| g == 0).collect();
    let mut unproven_period = None;
    if let Some(found) = finders::periodic(&is_p) {
        let by = Found::periodic(found, true);
        // Proven when the values' period is: the outcomes' period p' divides it and the table
        // covers one whole period of the values beyond both preperiods (then every relation
        // a(n + p') = a(n) for larger n is one of those checked, shifted by periods).
        if let (true, Some(values_period)) = (of_values.proven, of_values.periodic)
            && values_period.saltus == 0
            && values_period.period % found.period == 0
            && found.preperiod.max(values_period.preperiod) + values_period.period + found.period
                <= reach + 1
        {
            return by.proven(reach, msg!("pattern-proven-from-values"));
        }
        unproven_period = Some(by.verified(reach));
    }
    // A recurrence is witnessed by more terms than an unproven period of the outcomes, which
    // may be only the N-positions at the end of the table (take at most half to 200: every
    // heap from 128 on is N, "period 1").
    let p_heaps: Vec<u64> = (0..=reach).filter(|&n| is_p[n as usize]).collect();
    if let Some(recurrence) = finders::recurrence(&p_heaps) {
        let claim = msg!(
            "pattern-recurrence",
            formula = recurrence.formula(),
            from = recurrence.from
        );
        return Found {
            kind: PatternKind::Recurrence,
            periodic: None,
            recurrence: Some(recurrence),
            beatty: None,
            proven: false,
            verified_to: reach,
            claim,
            status: msg!("pattern-verified", to = reach),
        };
    }
    if let Some(found) = unproven_period {
        return found;
    }
    Found::none(reach, msg!("pattern-none-outcomes"))
}

impl PatternReport {
    /// The pattern lab's answer for a game of the notation with one free heap `n`
    /// (`"kayles(n)"`), tabulated natively to `to`.
    pub fn of_expr(expr: &str, to: u64, lang: Lang) -> Result<PatternReport> {
        let NativeTable { values, theorem } = tabulate_expr(expr, to)?;
        let mut report = PatternReport::of_heap_values(&values, theorem, to, lang);
        report.source = PatternSource::Expr;
        report.expr = Some(expr.trim().to_string());
        Ok(report)
    }

    /// The pattern lab's answer for any [`Rules`] (a script, a front end's callable),
    /// tabulated to `to`; `source` says where the rules came from.
    pub fn of_rules(
        rules: &mut dyn Rules,
        source: PatternSource,
        to: u64,
        lang: Lang,
    ) -> Result<PatternReport> {
        let mut report = match tabulate(rules, to)? {
            Table::Heaps(values) => PatternReport::of_heap_values(&values, None, to, lang),
            Table::Pairs(rows) => PatternReport::of_pairs(&rows, lang),
        };
        report.source = source;
        Ok(report)
    }

    fn of_heap_values(
        values: &[u32],
        theorem: Option<Theorem>,
        to: u64,
        lang: Lang,
    ) -> PatternReport {
        let of_values = values_pattern(values, theorem);
        let of_outcomes = outcomes_pattern(values, &of_values);
        let shown = &values[..=to as usize];
        PatternReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Pattern,
            source: PatternSource::Script,
            expr: None,
            dimension: 1,
            to,
            values: Some(PatternValues {
                pattern: of_values.finding(lang),
                grundy: shown.to_vec(),
            }),
            outcomes: PatternOutcomes {
                pattern: of_outcomes.finding(lang),
                p_positions: PPositions::Heaps(
                    (0..=to).filter(|&n| shown[n as usize] == 0).collect(),
                ),
            },
        }
    }

    fn of_pairs(rows: &[Vec<u32>], lang: Lang) -> PatternReport {
        let to = rows.len() as u64 - 1;
        let is_p = |a: u64, b: u64| rows[a as usize][b as usize] == 0;
        let found = match finders::beatty(to, is_p) {
            Some(beatty) => Found {
                kind: PatternKind::Beatty,
                periodic: None,
                recurrence: None,
                claim: msg!(
                    "pattern-beatty",
                    difference = beatty.difference,
                    alpha = beatty.alpha.clone()
                ),
                beatty: Some(beatty),
                proven: false,
                verified_to: to,
                status: msg!("pattern-verified-pairs", to = to),
            },
            None => Found::none(to, msg!("pattern-none-pairs")),
        };
        let mut p_positions = Vec::new();
        for a in 0..=to {
            for b in 0..=to {
                if is_p(a, b) {
                    p_positions.push([a, b]);
                }
            }
        }
        PatternReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Pattern,
            source: PatternSource::Script,
            expr: None,
            dimension: 2,
            to,
            values: None,
            outcomes: PatternOutcomes {
                pattern: found.finding(lang),
                p_positions: PPositions::Pairs(p_positions),
            },
        }
    }
}
