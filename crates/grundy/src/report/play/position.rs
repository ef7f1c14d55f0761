//! `POST /api/position`: how a position looks (its games' views), for drawing it, and how its
//! moves are typed (the help of `grundy play`, with an example move).

use serde::{Deserialize, Serialize};

use super::{PlayedMove, reach};
use crate::error::Result;
use crate::expr::Expr;
use crate::games::{GameView, MoveNotation, Rules};
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
    /// Whether no move is left (the player to move has none).
    pub finished: bool,
    /// How the moves of each game are typed, one line per game, in the order of `components`.
    pub how_to_move: Vec<String>,
    /// A move to show as an example: the one that takes the fewest tokens (the move the
    /// computer plays for time with); `null` when no move is left.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<PlayedMove>")
    )]
    pub example_move: Option<PlayedMove>,
}

impl PositionReport {
    /// How `expr` looks, and how its moves are typed, in `lang`.
    pub fn new(expr: &Expr, lang: Lang) -> Result<PositionReport> {
        let example_move = (expr.smallest_move())
            .map(|mv| PlayedMove::new(expr, &mv, lang))
            .transpose()?;
        Ok(PositionReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Position,
            game: Family::Sum,
            expr: expr.to_string(),
            components: views(expr, lang),
            finished: expr.is_terminal(),
            how_to_move: (expr.components().iter())
                .map(|c| c.move_help().render(lang))
                .collect(),
            example_move,
        })
    }
}

/// Each game of `expr`, as a person sees it, in `lang`.
pub(super) fn views(expr: &Expr, lang: Lang) -> Vec<GameView> {
    (expr.components().iter())
        .map(|c| c.view().render(lang))
        .collect()
}

/// `POST /api/position`: how a position looks.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PositionRequest {
    /// The position, a sum of games.
    pub expr: String,
    /// Moves already played from `expr`, in order, in `grundy play`'s notation: the question
    /// is about the position they reach. A game whose rules remember the last move (Fibonacci
    /// Nim: why the mover may take so many now) is then exactly as it was reached, which its
    /// canonical notation alone does not say.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub played: Vec<String>,
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

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    fn answer(&self, _job: &mut Job<'_>) -> Result<PositionReport> {
        PositionReport::new(&reach(&self.expr, &self.played)?, self.lang)
    }
}
