//! `POST /api/start`: a new game against the computer, and who should move first.

use serde::{Deserialize, Serialize};

use super::analyze;
use crate::engine::{Convention, Outcome};
use crate::error::Result;
use crate::expr::{Analysis, Expr};
use crate::report::{Answer, Family, Job, Question, SCHEMA_VERSION};
use crate::text::{Lang, msg};

/// Where a game should start: who wins it, and whether the person should move first
/// (answer `"start"`). A start the first player loses is said plainly, with the offer to let
/// the computer move first, or a start one move away that the first player wins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct StartReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"start"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "start")))]
    pub answer: Answer,
    /// `"sum"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "sum")))]
    pub game: Family,
    /// The position, in canonical notation.
    pub expr: String,
    /// The play convention.
    pub convention: Convention,
    /// Who wins with perfect play, seen from the player who moves first.
    pub outcome: Outcome,
    /// The advice: whether the person should move first (they win iff `outcome` is `"N"`);
    /// otherwise the computer should (`POST /api/play` with no `move`).
    pub you_move_first: bool,
    /// In a lost start, a position one move away that the first player wins (every option of
    /// a P-position is an N-position); `null` when the start is won or has no move.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<String>")
    )]
    pub winnable: Option<String>,
    /// The advice in words.
    pub advice: String,
}

impl StartReport {
    /// The advice for a game from `expr`, by its `analysis`, in `lang`.
    pub fn new(expr: &Expr, analysis: &Analysis, lang: Lang) -> Result<StartReport> {
        let won = analysis.outcome == Outcome::N;
        let winnable = match (won, expr.smallest_move()) {
            (false, Some(mv)) => Some(expr.apply(&mv)?.to_string()),
            _ => None,
        };
        let advice = if expr.is_terminal() {
            msg!("start-advice-over")
        } else if won {
            msg!("start-advice-won", count = analysis.winning_move_count())
        } else {
            match &winnable {
                Some(position) => msg!("start-advice-lost", winnable = position),
                None => msg!("start-advice-lost-plain"),
            }
        };
        Ok(StartReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Start,
            game: Family::Sum,
            expr: expr.to_string(),
            convention: analysis.convention,
            outcome: analysis.outcome,
            you_move_first: won,
            winnable,
            advice: advice.render(lang),
        })
    }
}

/// `POST /api/start`: where a game should start, and who should move first.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct StartRequest {
    /// The position, a sum of games.
    pub expr: String,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// The language of `advice`: `"en"` (default) or `"zh"`.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl Question for StartRequest {
    type Answer = StartReport;
    const NAME: &'static str = "start";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    fn answer(&self, job: &mut Job<'_>) -> Result<StartReport> {
        let expr: Expr = self.expr.parse()?;
        let analysis = analyze(&expr, Convention::from_misere(self.misere), job)?;
        StartReport::new(&expr, &analysis, self.lang)
    }
}
