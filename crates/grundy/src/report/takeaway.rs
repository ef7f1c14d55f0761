//! The answers about the take-away game with multiplier k (Fibonacci Nim is k = 2): a position
//! (`"takeaway"`) and its first losing heaps (`"takeaway_losing_heaps"`).

use serde::{Deserialize, Serialize};

use super::ask::field;
use crate::text::{Lang, msg};

use super::{
    Answer, Family, Int, Job, MoveReport, Number, Question, Rational, SCHEMA_VERSION, moves,
};
use crate::engine::{Convention, Outcome};
use crate::error::Result;
use crate::games::ImpartialGame;
use crate::games::takeaway::TakeAway;
use crate::num::Ratio;

/// `grundy takeaway N --k K` and `grundy fib N`: a take-away position (answer `"takeaway"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TakeAwayReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"takeaway"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "takeaway")))]
    pub answer: Answer,
    /// `"takeaway"` (Fibonacci Nim is k = 2).
    #[cfg_attr(feature = "schema", schemars(extend("const" = "takeaway")))]
    pub game: Family,
    /// Always `"normal"` (the take-away game is analysed under normal play).
    pub convention: Convention,
    /// The multiplier: `"p/q"` in lowest terms, or `"p"`.
    pub k: String,
    /// The heap n.
    pub heap: Int,
    /// The most the mover may take now, r (n − 1 at the opening).
    pub cap: Int,
    /// Who wins.
    pub outcome: Outcome,
    /// The Grundy value, for heaps up to 2000 (by exact search); else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Int>")
    )]
    pub grundy: Option<Int>,
    /// Every winning move (`take`, `to`), by ascending take.
    pub winning_moves: Vec<MoveReport>,
    /// The number of winning moves.
    pub winning_move_count: usize,
    /// The least winning take, or `null` in a P-position.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Int>")
    )]
    pub least_winning_move: Option<Int>,
    /// The greedy decomposition of n into losing heaps, largest first (empty for k < 1).
    pub decomposition: Vec<Int>,
    /// The first losing heaps, when asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub losing_heaps: Option<Vec<Int>>,
    /// The reasoning, when asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
}

impl TakeAwayReport {
    /// The answer for `game`, with the first `losing_heaps` losing heaps if asked for.
    pub fn new(
        game: &TakeAway,
        losing_heaps: Option<usize>,
        explain: Option<Lang>,
    ) -> Result<TakeAwayReport> {
        let convention = Convention::Normal;
        let winning = game.winning_moves(convention)?;
        let (winning_moves, winning_move_count) = moves(&winning);
        let losing = losing_heaps
            .map(|count| crate::games::takeaway::first_losing_heaps(game.multiplier(), count))
            .transpose()?;
        Ok(TakeAwayReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Takeaway,
            game: Family::Takeaway,
            convention,
            k: game.multiplier().to_string(),
            heap: Int::from(game.heap()),
            cap: Int::from(game.cap()),
            outcome: game.outcome(convention)?,
            grundy: game.grundy().ok().map(Int::from),
            least_winning_move: winning.first().map(|m| Int::from(&m.take)),
            winning_moves,
            winning_move_count,
            decomposition: game.decomposition().iter().map(Int::from).collect(),
            losing_heaps: losing.map(|heaps| heaps.iter().map(Int::from).collect()),
            explanation: match explain {
                Some(lang) => Some(game.explain(convention)?.render(lang)),
                None => None,
            },
        })
    }
}

/// `grundy takeaway --k K --losing-heaps COUNT`: the first losing heaps (answer
/// `"takeaway_losing_heaps"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct LosingHeapsReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"takeaway_losing_heaps"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "takeaway_losing_heaps")))]
    pub answer: Answer,
    /// `"takeaway"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "takeaway")))]
    pub game: Family,
    /// The multiplier: `"p/q"` in lowest terms, or `"p"`.
    pub k: String,
    /// H0 = 1 < H1 < …: the opening heaps from which the player to move loses.
    pub losing_heaps: Vec<Int>,
    /// The same heaps built by hand, step by step, when asked for (`construction`): row i has
    /// a_i = H_i, t and b_i, with a_(i+1) = b_i + 1. Empty for k < 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub construction: Option<Vec<ConstructionRow>>,
}

/// One row of the construction of the losing heaps (the Chinese articles' a_i and b_i): b_i is
/// the largest heap written as a sum of a_0..=a_i in which each term is more than k times the
/// next smaller one, so the next losing heap is a_(i+1) = b_i + 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ConstructionRow {
    /// a_i, the i-th losing heap.
    pub a: Int,
    /// The largest index t with k·a_t < a_i, or `null` when there is none.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<usize>")
    )]
    pub t: Option<usize>,
    /// b_i = a_i + b_t, or a_i when t is `null`.
    pub b: Int,
}

impl LosingHeapsReport {
    /// The first `count` losing heaps for the multiplier `k`, with their construction step by
    /// step if `construction`.
    pub fn new(k: Ratio, count: usize, construction: bool) -> Result<LosingHeapsReport> {
        let heaps = crate::games::takeaway::first_losing_heaps(k, count)?;
        let construction = if construction {
            let steps = crate::games::takeaway::construction(k, count)?;
            Some(
                steps
                    .iter()
                    .map(|step| ConstructionRow {
                        a: Int::from(&step.a),
                        t: step.t,
                        b: Int::from(&step.b),
                    })
                    .collect(),
            )
        } else {
            None
        };
        Ok(LosingHeapsReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::TakeawayLosingHeaps,
            game: Family::Takeaway,
            k: k.to_string(),
            losing_heaps: heaps.iter().map(Int::from).collect(),
            construction,
        })
    }
}

/// `grundy takeaway N --k K`, `POST /api/takeaway`, `grundy.takeaway(n, k)`: a position of the
/// take-away game, or with no heap its first losing heaps.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TakeAwayRequest {
    /// The heap (absent: list the first `losing_heaps` losing heaps instead).
    #[serde(default)]
    pub n: Option<Number>,
    /// The multiplier k: after taking t, the opponent may take up to k·t.
    pub k: Rational,
    /// The most the player to move may take now (default: all but one token).
    #[serde(default)]
    pub cap: Option<Number>,
    /// Also list the first this many losing heaps.
    #[serde(default)]
    pub losing_heaps: Option<Number>,
    /// Without a heap: also build the losing heaps by hand, step by step (a_i, t, b_i).
    #[serde(default)]
    pub construction: bool,
    /// Add the reasoning.
    #[serde(default)]
    pub explain: bool,
    /// The language of the prose (`explanation` and the other sentences): `"en"` (default) or
    /// `"zh"`. Field names and values do not change with it.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

/// `grundy fib N`, `POST /api/fib`, `grundy.fib(n)`: Fibonacci Nim, the take-away game with
/// k = 2 (the one place that says so).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct FibRequest {
    /// The heap (absent: list the first `losing_heaps` losing heaps instead).
    #[serde(default)]
    pub n: Option<Number>,
    /// The most the player to move may take now.
    #[serde(default)]
    pub cap: Option<Number>,
    /// Also list the first this many losing heaps.
    #[serde(default)]
    pub losing_heaps: Option<Number>,
    /// Add the reasoning.
    #[serde(default)]
    pub explain: bool,
    /// The language of the prose (`explanation` and the other sentences): `"en"` (default) or
    /// `"zh"`. Field names and values do not change with it.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl From<&FibRequest> for TakeAwayRequest {
    /// Fibonacci Nim is the take-away game with k = 2.
    fn from(fib: &FibRequest) -> TakeAwayRequest {
        TakeAwayRequest {
            n: fib.n.clone(),
            k: Rational::Text("2".into()),
            cap: fib.cap.clone(),
            losing_heaps: fib.losing_heaps.clone(),
            construction: false,
            explain: fib.explain,
            lang: fib.lang,
        }
    }
}

/// The answer of a take-away question: one heap, or the list of losing heaps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
pub enum TakeAwayAnswer {
    /// With a heap `n`.
    Heap(Box<TakeAwayReport>),
    /// Without a heap.
    LosingHeaps(LosingHeapsReport),
}

impl Question for TakeAwayRequest {
    type Answer = TakeAwayAnswer;
    const NAME: &'static str = "takeaway";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    fn answer(&self, job: &mut Job<'_>) -> Result<TakeAwayAnswer> {
        let k = self.k.ratio()?;
        let losing = self
            .losing_heaps
            .as_ref()
            .map(|count| count.capped(field("losing_heaps"), job.limits.losing_heaps))
            .transpose()?
            .map(|count| usize::try_from(count).unwrap_or(usize::MAX));
        let Some(n) = &self.n else {
            return Ok(TakeAwayAnswer::LosingHeaps(LosingHeapsReport::new(
                k,
                losing.unwrap_or(0),
                self.construction,
            )?));
        };
        let cap = self
            .cap
            .as_ref()
            .map(|c| c.natural(field("cap")))
            .transpose()?;
        let game = TakeAway::new(n.natural(msg!("error-what-heap-size"))?, k, cap)?;
        Ok(TakeAwayAnswer::Heap(Box::new(TakeAwayReport::new(
            &game,
            losing,
            self.explain.then_some(self.lang),
        )?)))
    }
}

impl Question for FibRequest {
    type Answer = TakeAwayAnswer;
    const NAME: &'static str = "fib";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    fn answer(&self, job: &mut Job<'_>) -> Result<TakeAwayAnswer> {
        TakeAwayRequest::from(self).answer(job)
    }
}
