//! The answer about Bash's game (`"bash"`).

use serde::{Deserialize, Serialize};

use crate::text::{Lang, msg};

use super::{Answer, Family, Int, Job, MoveReport, Number, Question, SCHEMA_VERSION, moves};
use crate::engine::{Convention, Outcome};
use crate::error::Result;
use crate::games::ImpartialGame;
use crate::games::bash::Bash;

/// `grundy bash N --max M`: Bash's game (answer `"bash"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct BashReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"bash"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "bash")))]
    pub answer: Answer,
    /// `"bash"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "bash")))]
    pub game: Family,
    /// The play convention.
    pub convention: Convention,
    /// The heap n.
    pub heap: Int,
    /// The most one move may take, m.
    pub max: Int,
    /// Who wins.
    pub outcome: Outcome,
    /// n mod (m+1) under normal play; `null` under misère play.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Int>")
    )]
    pub grundy: Option<Int>,
    /// The winning move (`take`, `to`), if any: at most one.
    pub winning_moves: Vec<MoveReport>,
    /// The number of winning moves (0 or 1).
    pub winning_move_count: usize,
    /// The reasoning, when asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
}

impl BashReport {
    /// The answer for `game` under `convention`.
    pub fn new(game: &Bash, convention: Convention, explain: Option<Lang>) -> Result<BashReport> {
        let winning = game.winning_moves(convention)?;
        let (winning_moves, winning_move_count) = moves(&winning);
        Ok(BashReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Bash,
            game: Family::Bash,
            convention,
            heap: Int::from(game.heap()),
            max: Int::from(game.max_take()),
            outcome: game.outcome(convention)?,
            grundy: match convention {
                Convention::Normal => Some(Int::from(game.grundy()?)),
                Convention::Misere => None,
            },
            winning_moves,
            winning_move_count,
            explanation: match explain {
                Some(lang) => Some(game.explain(convention)?.render(lang)),
                None => None,
            },
        })
    }
}

/// `grundy bash N --max M`, `POST /api/bash`, `grundy.bash(n, max)`: Bash's game.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct BashRequest {
    /// The heap.
    pub n: Number,
    /// The most tokens one move takes.
    pub max: Number,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// Add the reasoning.
    #[serde(default)]
    pub explain: bool,
    /// The language of the prose (`explanation` and the other sentences): `"en"` (default) or
    /// `"zh"`. Field names and values do not change with it.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl Question for BashRequest {
    fn is_light(&self) -> bool {
        let digits = super::weight::digits([&self.n, &self.max]);
        super::weight::is_light(&super::weight::Ask::ClosedForm { digits })
    }

    type Answer = BashReport;
    const NAME: &'static str = "bash";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    fn answer(&self, _job: &mut Job<'_>) -> Result<BashReport> {
        let game = Bash::new(
            self.n.natural(msg!("error-what-heap-size"))?,
            self.max.natural(msg!("error-what-maximum-take-m"))?,
        )?;
        BashReport::new(
            &game,
            Convention::from_misere(self.misere),
            self.explain.then_some(self.lang),
        )
    }
}
