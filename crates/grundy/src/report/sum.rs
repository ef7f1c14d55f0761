//! The answer about a sum of games (`grundy analyze`), and the error object of the contract.

use serde::{Deserialize, Serialize};

use crate::text::Lang;

use super::{Answer, ErrorCode, Family, Int, Job, Method, MoveReport, Question, SCHEMA_VERSION};
use crate::engine::{Convention, Outcome};
use crate::error::{Error, Result};
use crate::expr::{Analysis, Expr};

/// `grundy analyze EXPR`: a sum of games (answer `"sum"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SumReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"sum"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "sum")))]
    pub answer: Answer,
    /// `"sum"`: the components' games are in `components`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "sum")))]
    pub game: Family,
    /// The expression in canonical notation.
    pub expr: String,
    /// The play convention.
    pub convention: Convention,
    /// How the answer was found: `"sprague_grundy"` (the XOR of the components' values),
    /// `"closed_form"` (one component, by its game's own rule), `"misere_bouton"` (misère play
    /// of Nim, Bash and Lasker heaps and Staircase Nim's odd steps, by Bouton's rule on their
    /// values), `"misere_search"` (exhaustive search of the whole sum) or `"misere_quotient"`
    /// (misère play of octal heaps, by their misère quotient).
    pub method: Method,
    /// Who wins.
    pub outcome: Outcome,
    /// The Grundy value of the sum: `null` under misère play, or when a lone component's value
    /// is not computed.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Int>")
    )]
    pub grundy: Option<Int>,
    /// Each component, in the order written.
    pub components: Vec<ComponentReport>,
    /// Every winning move (`component`, then the fields of its game's move), by component; an
    /// octal heap's splits, where too many to list one by one, as runs (`step`, `count`).
    pub winning_moves: Vec<MoveReport>,
    /// The number of winning moves (a run counts as its `count` moves).
    pub winning_move_count: Int,
    /// The reasoning, when asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
}

/// One component of a [`SumReport`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ComponentReport {
    /// The component in canonical notation.
    pub expr: String,
    /// Its game's family: `"nim"`, `"bash"`, `"wythoff"`, `"takeaway"`, `"subtraction"` or
    /// `"octal"`.
    pub game: Family,
    /// Its Grundy value (normal play), or `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Int>")
    )]
    pub grundy: Option<Int>,
    /// Why `grundy` is `null` (under normal play), when it is, in the request's language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// When the component's winning moves could not all be found (a limit, named): why, in the
    /// request's language. The
    /// outcome and the other components' moves are exact; `winning_moves` lacks this
    /// component's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves_missing: Option<String>,
}

impl SumReport {
    /// The answer for `expr` under `convention`, its prose in `lang`, with the reasoning when
    /// `explain`.
    pub fn new(
        expr: &Expr,
        convention: Convention,
        lang: Lang,
        explain: bool,
    ) -> Result<SumReport> {
        let analysis = expr.analyze(convention)?;
        Ok(SumReport::from_analysis(expr, &analysis, lang, explain))
    }

    /// The answer from an analysis already made (`analysis` must be `expr`'s), its prose in
    /// `lang`, with the reasoning when `explain`.
    pub fn from_analysis(expr: &Expr, analysis: &Analysis, lang: Lang, explain: bool) -> SumReport {
        let winning_moves: Vec<MoveReport> = analysis
            .winning_moves
            .iter()
            .map(MoveReport::from)
            .collect();
        let winning_move_count = Int::from(&analysis.winning_move_count());
        let components = expr
            .components()
            .iter()
            .zip(&analysis.components)
            .map(|(component, row)| ComponentReport {
                expr: row.expr.clone(),
                game: component.family(),
                grundy: row.grundy.as_ref().ok().map(Int::from),
                why: row.grundy.as_ref().err().map(|e| e.message_in(lang)),
                moves_missing: row.moves_missing.as_ref().map(|e| e.message_in(lang)),
            })
            .collect();
        SumReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Sum,
            game: Family::Sum,
            expr: expr.to_string(),
            convention: analysis.convention,
            method: analysis.method,
            outcome: analysis.outcome,
            grundy: analysis.grundy.as_ref().map(Int::from),
            components,
            winning_moves,
            winning_move_count,
            explanation: explain.then(|| expr.explain(analysis).render(lang)),
        }
    }
}

/// An error as an answer (answer `"error"`): one line of `analyze --batch` that could not be
/// answered, and the body of an API's 4xx response.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ErrorReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"error"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "error")))]
    pub answer: Answer,
    /// The input line it concerns (batch input, counted from 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// What was wrong and what is accepted, in one line, in the request's language.
    pub error: String,
    /// What went wrong, one of a closed list (a client keys on it, never on `error`).
    pub kind: ErrorCode,
    /// The 1-based byte column of the expression where reading failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// The limit a valid but too large request passed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<LimitReport>,
}

/// A limit named in an [`ErrorReport`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct LimitReport {
    /// The limit's stable name (listed in `docs/JSON.md`).
    pub name: String,
    /// The largest accepted value.
    pub max: Int,
    /// The value asked for, when it is one number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requested: Option<Int>,
}

impl ErrorReport {
    /// The error as an answer, its message in `lang` (the language the request asked for).
    pub fn from_error(error: &Error, lang: Lang) -> ErrorReport {
        ErrorReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Error,
            line: None,
            error: error.message_in(lang),
            kind: error.kind().into(),
            column: error.column(),
            limit: error.limit().map(|limit| LimitReport {
                name: limit.name().into(),
                max: Int::from(limit.max()),
                requested: limit.requested().map(Int::from),
            }),
        }
    }

    /// The error as an answer in English, for input line `line` if any; a front end that knows
    /// the request's language uses [`ErrorReport::from_error`].
    pub fn new(error: &Error, line: Option<usize>) -> ErrorReport {
        ErrorReport {
            line,
            ..ErrorReport::from_error(error, Lang::En)
        }
    }

    /// The same error, about input line `line`.
    pub fn with_line(mut self, line: usize) -> ErrorReport {
        self.line = Some(line);
        self
    }

    /// An error that is not the library's (input that could not be read, a front end's own
    /// refusal), of kind `kind`.
    pub fn message(
        message: impl Into<String>,
        kind: ErrorCode,
        line: Option<usize>,
    ) -> ErrorReport {
        ErrorReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Error,
            line,
            error: message.into(),
            kind,
            column: None,
            limit: None,
        }
    }
}

/// `grundy analyze EXPR`, `POST /api/analyze`, `grundy.analyze(expr)`: a sum of games.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
    /// The language of the prose (`explanation` and the other sentences): `"en"` (default) or
    /// `"zh"`. Field names and values do not change with it.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl AnalyzeRequest {
    /// `expr` under normal play.
    pub fn new(expr: impl Into<String>) -> AnalyzeRequest {
        AnalyzeRequest {
            expr: expr.into(),
            misere: false,
            explain: false,
            lang: Lang::En,
        }
    }
}

impl Question for AnalyzeRequest {
    fn is_light(&self) -> bool {
        super::weight::sum(&self.expr, self.misere)
    }

    type Answer = SumReport;
    const NAME: &'static str = "analyze";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    /// An exhaustive search of the whole sum tells the job's progress how many positions it has
    /// decided; other methods are immediate.
    fn answer(&self, job: &mut Job<'_>) -> Result<SumReport> {
        let expr: Expr = self.expr.parse()?;
        let convention = Convention::from_misere(self.misere);
        let analysis = expr.analyze_observed(convention, &mut |done, total| {
            job.report(done, Some(total), "positions")
        })?;
        Ok(SumReport::from_analysis(
            &expr,
            &analysis,
            self.lang,
            self.explain,
        ))
    }
}
