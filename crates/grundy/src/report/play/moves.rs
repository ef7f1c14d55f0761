//! `POST /api/moves`: every legal move of a position, as a person types and sees it.

use serde::{Deserialize, Serialize};

use super::{PlayedMove, legal_moves_within};
use crate::error::Result;
use crate::expr::Expr;
use crate::report::ask::field;
use crate::report::{Answer, Family, Job, Number, Question, SCHEMA_VERSION};
use crate::text::{Lang, msg};

/// Every legal move of a position (answer `"moves"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MovesReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"moves"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "moves")))]
    pub answer: Answer,
    /// `"sum"`: a position is a sum of one or more games.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "sum")))]
    pub game: Family,
    /// The position, in canonical notation.
    pub expr: String,
    /// Every legal move, by game and then in each game's order.
    pub moves: Vec<PlayedMove>,
    /// The number of legal moves.
    pub move_count: usize,
}

impl MovesReport {
    /// The legal moves of `expr`; an error (kind too large, limit `legal_moves`) when there
    /// are more than `limit`.
    pub fn new(expr: &Expr, limit: usize, lang: Lang) -> Result<MovesReport> {
        let moves = legal_moves_within(expr, limit, |expr, limit| {
            msg!("error-too-many-legal-moves", expr = expr, limit = limit)
        })?;
        let moves = moves
            .iter()
            .map(|mv| PlayedMove::new(expr, mv, lang))
            .collect::<Result<Vec<_>>>()?;
        Ok(MovesReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Moves,
            game: Family::Sum,
            expr: expr.to_string(),
            move_count: moves.len(),
            moves,
        })
    }
}

/// `POST /api/moves`: every legal move of a position, with its notation.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct MovesRequest {
    /// The position, a sum of games.
    pub expr: String,
    /// The most moves to list (default and at most the front end's cap, 1000); more is an
    /// error.
    #[serde(default)]
    pub limit: Option<Number>,
    /// The language of the prose (`explanation` and the other sentences): `"en"` (default) or
    /// `"zh"`. Field names and values do not change with it.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl Question for MovesRequest {
    fn is_light(&self) -> bool {
        crate::report::weight::sum(&self.expr, false)
    }

    type Answer = MovesReport;
    const NAME: &'static str = "moves";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    fn answer(&self, job: &mut Job<'_>) -> Result<MovesReport> {
        let cap = job.limits.moves;
        let limit = match &self.limit {
            Some(limit) => limit.at_most(field("limit"), cap)?,
            None => cap.max,
        };
        MovesReport::new(
            &self.expr.parse()?,
            usize::try_from(limit).unwrap_or(usize::MAX),
            self.lang,
        )
    }
}
