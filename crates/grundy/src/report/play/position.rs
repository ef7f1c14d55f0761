//! `POST /api/position`: how a position looks (its games' views), for drawing it.

use serde::{Deserialize, Serialize};

use crate::error::Result;
use crate::expr::Expr;
use crate::games::{GameView, Rules};
use crate::report::{Answer, Family, Job, Question, SCHEMA_VERSION};
use crate::text::Lang;

/// `POST /api/position`: how a position looks, game by game (answer `"position"`), so that a
/// front end draws any game without knowing it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PositionReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"position"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "position")))]
    pub answer: Answer,
    /// `"sum"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "sum")))]
    pub game: Family,
    /// The position, in canonical notation.
    pub expr: String,
    /// Each game of the position, as a person sees it.
    pub components: Vec<GameView>,
}

/// `POST /api/position`: how a position looks.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PositionRequest {
    /// The position, a sum of games.
    pub expr: String,
    /// The language of the prose (`explanation` and the other sentences): `"en"` (default) or
    /// `"zh"`. Field names and values do not change with it.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl Question for PositionRequest {
    /// Reading a position and drawing it is a closed form over its numbers.
    fn is_light(&self) -> bool {
        let digits = self.expr.len();
        crate::report::weight::is_light(&crate::report::weight::Ask::ClosedForm { digits })
    }

    type Answer = PositionReport;
    const NAME: &'static str = "position";

    fn answer(&self, _job: &mut Job<'_>) -> Result<PositionReport> {
        let expr: Expr = self.expr.parse()?;
        Ok(PositionReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Position,
            game: Family::Sum,
            expr: expr.to_string(),
            components: (expr.components().iter())
                .map(|c| c.view().render(self.lang))
                .collect(),
        })
    }
}
