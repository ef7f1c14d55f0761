//! `POST /api/games`: every game grundy plays, from the library's catalogue.

use serde::{Deserialize, Serialize};

use crate::error::Result;
use crate::expr::Expr;
use crate::games::{Component, MoveNotation};
use crate::report::{Answer, Family, Job, Question, SCHEMA_VERSION};
use crate::text::Lang;

/// One game of the [`GamesReport`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct GameEntry {
    /// The game's family.
    pub game: Family,
    /// The names it is written with in expressions, its own first (`["takeaway", "fib"]`).
    pub names: Vec<String>,
    /// Examples of its notation.
    pub examples: Vec<String>,
    /// The game in one line: how a move is made (prose: follows `lang`).
    pub summary: String,
    /// How its moves are typed, in one line.
    pub moves: String,
}

/// `POST /api/games`: every game grundy plays, with its notation (answer `"games"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct GamesReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"games"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "games")))]
    pub answer: Answer,
    /// Every game, in the library's order.
    pub games: Vec<GameEntry>,
}

/// `POST /api/games`: the games grundy plays (an empty object).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct GamesRequest {
    /// The language of `summary` and `moves` (how moves are typed): `"en"` (default) or `"zh"`.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl Question for GamesRequest {
    fn is_light(&self) -> bool {
        true
    }

    type Answer = GamesReport;
    const NAME: &'static str = "games";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    fn answer(&self, _job: &mut Job<'_>) -> Result<GamesReport> {
        let games = Component::catalogue()
            .into_iter()
            .map(|entry| {
                let moves = entry
                    .examples
                    .first()
                    .and_then(|example| example.parse::<Expr>().ok())
                    .and_then(|expr| expr.components().first().map(|c| c.move_help()))
                    .map(|help| help.render(self.lang))
                    .unwrap_or_default();
                GameEntry {
                    game: entry.family,
                    names: entry.names.iter().map(|n| n.to_string()).collect(),
                    examples: entry.examples.iter().map(|e| e.to_string()).collect(),
                    summary: entry.summary.render(self.lang),
                    moves,
                }
            })
            .collect();
        Ok(GamesReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Games,
            games,
        })
    }
}
