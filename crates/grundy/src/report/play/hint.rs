//! `POST /api/hint`, `hint` in `grundy play`: a winning move and why, or why none wins.

use serde::{Deserialize, Serialize};

use super::{PlayedMove, analyze, reach};
use crate::engine::{Convention, Outcome};
use crate::error::Result;
use crate::expr::{Analysis, Expr, SumMove};
use crate::report::{Answer, Family, Int, Job, Question, SCHEMA_VERSION};
use crate::text::Lang;

/// What the player to move should do, and why (answer `"hint"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct HintReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"hint"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "hint")))]
    pub answer: Answer,
    /// `"sum"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "sum")))]
    pub game: Family,
    /// The position, in canonical notation.
    pub expr: String,
    /// The play convention.
    pub convention: Convention,
    /// Who wins, seen from the player to move.
    pub outcome: Outcome,
    /// In an N-position, the first winning move; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<PlayedMove>")
    )]
    pub winning_move: Option<PlayedMove>,
    /// How many moves win.
    pub winning_move_count: Int,
    /// Why the move wins, or why no move does, in the theory's terms.
    pub reason: String,
    /// In a P-position, the move that takes the fewest tokens (play for time); else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<PlayedMove>")
    )]
    pub stalling_move: Option<PlayedMove>,
}

impl HintReport {
    /// The hint for `expr` from its `analysis`, in `lang`.
    pub fn new(expr: &Expr, analysis: &Analysis, lang: Lang) -> Result<HintReport> {
        let hint = expr.hint_from(analysis);
        let played = |mv: &Option<SumMove>| mv.as_ref().map(|mv| PlayedMove::new(expr, mv, lang));
        Ok(HintReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Hint,
            game: Family::Sum,
            expr: expr.to_string(),
            convention: analysis.convention,
            outcome: analysis.outcome,
            winning_move: played(&hint.winning_move).transpose()?,
            winning_move_count: Int::from(&hint.winning_move_count),
            reason: hint.reason.render(lang),
            stalling_move: played(&hint.stalling_move).transpose()?,
        })
    }
}

/// `POST /api/hint`, `hint` in `grundy play`: a winning move and why, or why none wins.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct HintRequest {
    /// The position, a sum of games.
    pub expr: String,
    /// Moves already played from `expr`, in order, in `grundy play`'s notation: the question
    /// is about the position they reach. A game whose rules remember the last move (Fibonacci
    /// Nim: why the mover may take so many now) is then exactly as it was reached, which its
    /// canonical notation alone does not say.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub played: Vec<String>,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// The language of the prose (`explanation` and the other sentences): `"en"` (default) or
    /// `"zh"`. Field names and values do not change with it.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl Question for HintRequest {
    fn is_light(&self) -> bool {
        crate::report::weight::sum(&self.expr, self.misere)
    }

    type Answer = HintReport;
    const NAME: &'static str = "hint";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    fn answer(&self, job: &mut Job<'_>) -> Result<HintReport> {
        let expr = reach(&self.expr, &self.played)?;
        let analysis = analyze(&expr, Convention::from_misere(self.misere), job)?;
        HintReport::new(&expr, &analysis, self.lang)
    }
}
