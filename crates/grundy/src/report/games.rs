//! The answers about one position of one game: Wythoff, Nim, Bash, the take-away game, and the
//! lists that go with them (a Wythoff P-position by index, the losing heaps of a take-away game).

use serde::{Deserialize, Serialize};

use super::{Int, MoveReport, SCHEMA_VERSION, moves};
use crate::engine::{Convention, Outcome};
use crate::error::{Error, Result};
use crate::games::ImpartialGame;
use crate::games::bash::Bash;
use crate::games::nim::Nim;
use crate::games::takeaway::TakeAway;
use crate::games::wythoff::{self, Decided, GrundyEvidence, Wythoff, grundy_evidence};
use crate::num::{Natural, Ratio};

/// Whether a Grundy value is given only when it is cheap, or asked for (then a value that
/// cannot be computed is an error).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GrundyRequest {
    /// Give it when its computation is cheap; leave it `null` otherwise.
    #[default]
    IfCheap,
    /// Give it, or fail with the reason (a limit, or misère play).
    Required,
}

/// `grundy wythoff A B`: a position of Wythoff's game (answer `"wythoff"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct WythoffReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"wythoff"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff")))]
    pub answer: String,
    /// `"wythoff"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff")))]
    pub game: String,
    /// The play convention.
    pub convention: Convention,
    /// The two heaps, in the order given.
    pub heaps: [Int; 2],
    /// Who wins.
    pub outcome: Outcome,
    /// Every winning move (`to`: both heaps after it): the move on both heaps first, then the
    /// one-heap moves by ascending result; at most three.
    pub winning_moves: Vec<MoveReport>,
    /// The number of winning moves.
    pub winning_move_count: usize,
    /// k = |a − b|: the position lies on the diagonal of the k-th P-position.
    pub difference: Int,
    /// k when the position is the k-th P-position (normal play), else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Int>")
    )]
    pub pair_index: Option<Int>,
    /// The Grundy value g(a, b) (normal play), when asked for or cheap; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Int>")
    )]
    pub grundy: Option<Int>,
    /// The reasoning, when asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
}

impl WythoffReport {
    /// The answer for `game` under `convention`.
    pub fn new(
        game: &Wythoff,
        convention: Convention,
        grundy: GrundyRequest,
        explain: bool,
    ) -> Result<WythoffReport> {
        let outcome = game.outcome(convention)?;
        let winning = game.winning_moves(convention)?;
        let (winning_moves, winning_move_count) = moves(&winning);
        let pair_index = match convention {
            Convention::Normal => game.pair_index(),
            Convention::Misere => None,
        };
        let grundy = wythoff_grundy(game, convention, grundy)?;
        let [a, b] = game.heaps();
        let explanation = if explain {
            let mut text = game.explain(convention)?;
            if let Some((value, evidence)) = &grundy {
                text.push_str(&format!(
                    "Grundy value g({a}, {b}) = {value}: {}\n",
                    evidence.describe(a, b)
                ));
            }
            Some(text)
        } else {
            None
        };
        Ok(WythoffReport {
            schema_version: SCHEMA_VERSION,
            answer: "wythoff".into(),
            game: "wythoff".into(),
            convention,
            heaps: [Int::from(a), Int::from(b)],
            outcome,
            winning_moves,
            winning_move_count,
            difference: Int::from(game.difference()),
            pair_index: pair_index.map(Int::from),
            grundy: grundy.map(|(value, _)| Int::from(value)),
            explanation,
        })
    }

    /// The answer for heaps given as decimal digits (of any length): a long P-position is decided
    /// on its digits and echoed without a conversion ([`wythoff::decide_digits`]); anything else
    /// as [`WythoffReport::new`].
    pub fn from_digits(
        a: &str,
        b: &str,
        convention: Convention,
        grundy: GrundyRequest,
        explain: bool,
    ) -> Result<WythoffReport> {
        let game = if grundy == GrundyRequest::IfCheap && !explain {
            match wythoff::decide_digits(a, b)? {
                Decided::PPosition { heaps, difference } => {
                    let int = |digits: &str| Int::from_digits(digits).unwrap_or(Int::from(0u64));
                    let difference = int(&difference);
                    return Ok(WythoffReport {
                        schema_version: SCHEMA_VERSION,
                        answer: "wythoff".into(),
                        game: "wythoff".into(),
                        convention,
                        heaps: [int(&heaps[0]), int(&heaps[1])],
                        outcome: Outcome::P,
                        winning_moves: Vec::new(),
                        winning_move_count: 0,
                        pair_index: (convention == Convention::Normal).then(|| difference.clone()),
                        difference,
                        grundy: None,
                        explanation: None,
                    });
                }
                Decided::Position(game) => game,
            }
        } else {
            Wythoff::new(
                Natural::parse_decimal(a, "heap size")?,
                Natural::parse_decimal(b, "heap size")?,
            )
        };
        let mut report = WythoffReport::new(&game, convention, grundy, explain)?;
        // The heaps are echoed as they were read (when canonical), not converted back.
        if let (Some(a), Some(b)) = (Int::from_digits(a), Int::from_digits(b)) {
            report.heaps = [a, b];
        }
        Ok(report)
    }
}

/// The Grundy value, with how it is known, as the request and the convention allow.
fn wythoff_grundy(
    game: &Wythoff,
    convention: Convention,
    request: GrundyRequest,
) -> Result<Option<(Natural, GrundyEvidence)>> {
    let [a, b] = game.heaps();
    match (request, convention) {
        (GrundyRequest::Required, Convention::Misere) => Err(Error::unsupported(
            "misère play has no Grundy values that add up; ask for normal play to get g(a, b)",
        )),
        (GrundyRequest::Required, Convention::Normal) => grundy_evidence(a, b).map(Some),
        (GrundyRequest::IfCheap, Convention::Normal) if game.grundy_is_cheap() => {
            Ok(grundy_evidence(a, b).ok())
        }
        (GrundyRequest::IfCheap, _) => Ok(None),
    }
}

/// `grundy wythoff --pair K`: the K-th P-position (answer `"wythoff_pair"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct WythoffPairReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"wythoff_pair"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff_pair")))]
    pub answer: String,
    /// `"wythoff"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff")))]
    pub game: String,
    /// k.
    pub pair_index: Int,
    /// (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k).
    pub position: [Int; 2],
    /// Always `"P"`.
    pub outcome: Outcome,
}

impl WythoffPairReport {
    /// The k-th P-position.
    pub fn new(k: &Natural) -> WythoffPairReport {
        let (a, b) = wythoff::p_position(k);
        WythoffPairReport {
            schema_version: SCHEMA_VERSION,
            answer: "wythoff_pair".into(),
            game: "wythoff".into(),
            pair_index: Int::from(k),
            position: [Int::from(a), Int::from(b)],
            outcome: Outcome::P,
        }
    }
}

/// `grundy nim H…`: a Nim position (answer `"nim"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct NimReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"nim"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "nim")))]
    pub answer: String,
    /// `"nim"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "nim")))]
    pub game: String,
    /// The play convention.
    pub convention: Convention,
    /// The most one move may take, or `null` for plain Nim.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Int>")
    )]
    pub max_take: Option<Int>,
    /// How many heaps.
    pub heap_count: usize,
    /// Who wins.
    pub outcome: Outcome,
    /// The XOR of the heaps' values (the heaps, or h mod (r+1) when bounded).
    pub nim_sum: Int,
    /// The Grundy value (the nim-sum) under normal play; `null` under misère play.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Int>")
    )]
    pub grundy: Option<Int>,
    /// Every winning move (`heap`, `to`), by heap then by size left.
    pub winning_moves: Vec<MoveReport>,
    /// The number of winning moves.
    pub winning_move_count: usize,
    /// The reasoning, when asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
}

impl NimReport {
    /// The answer for `nim` under `convention` (one pass over the heaps, one for the moves).
    pub fn new(nim: &Nim, convention: Convention, explain: bool) -> NimReport {
        let analysis = nim.analyze(convention);
        let (winning_moves, winning_move_count) = moves(&analysis.winning_moves);
        NimReport {
            schema_version: SCHEMA_VERSION,
            answer: "nim".into(),
            game: "nim".into(),
            convention,
            max_take: nim.max_take().map(Int::from),
            heap_count: nim.heaps().len(),
            outcome: analysis.outcome,
            nim_sum: Int::from(analysis.nim_sum),
            grundy: analysis.grundy.map(Int::from),
            winning_moves,
            winning_move_count,
            explanation: explain.then(|| nim.explain(convention).unwrap_or_default()),
        }
    }
}

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
    pub answer: String,
    /// `"bash"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "bash")))]
    pub game: String,
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
    pub fn new(game: &Bash, convention: Convention, explain: bool) -> Result<BashReport> {
        let winning = game.winning_moves(convention)?;
        let (winning_moves, winning_move_count) = moves(&winning);
        Ok(BashReport {
            schema_version: SCHEMA_VERSION,
            answer: "bash".into(),
            game: "bash".into(),
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
            explanation: if explain {
                Some(game.explain(convention)?)
            } else {
                None
            },
        })
    }
}

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
    pub answer: String,
    /// `"takeaway"` (Fibonacci Nim is k = 2).
    #[cfg_attr(feature = "schema", schemars(extend("const" = "takeaway")))]
    pub game: String,
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
        explain: bool,
    ) -> Result<TakeAwayReport> {
        let convention = Convention::Normal;
        let winning = game.winning_moves(convention)?;
        let (winning_moves, winning_move_count) = moves(&winning);
        let losing = losing_heaps
            .map(|count| crate::games::takeaway::first_losing_heaps(game.multiplier(), count))
            .transpose()?;
        Ok(TakeAwayReport {
            schema_version: SCHEMA_VERSION,
            answer: "takeaway".into(),
            game: "takeaway".into(),
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
            explanation: if explain {
                Some(game.explain(convention)?)
            } else {
                None
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
    pub answer: String,
    /// `"takeaway"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "takeaway")))]
    pub game: String,
    /// The multiplier: `"p/q"` in lowest terms, or `"p"`.
    pub k: String,
    /// H0 = 1 < H1 < …: the opening heaps from which the player to move loses.
    pub losing_heaps: Vec<Int>,
}

impl LosingHeapsReport {
    /// The first `count` losing heaps for the multiplier `k`.
    pub fn new(k: Ratio, count: usize) -> Result<LosingHeapsReport> {
        let heaps = crate::games::takeaway::first_losing_heaps(k, count)?;
        Ok(LosingHeapsReport {
            schema_version: SCHEMA_VERSION,
            answer: "takeaway_losing_heaps".into(),
            game: "takeaway".into(),
            k: k.to_string(),
            losing_heaps: heaps.iter().map(Int::from).collect(),
        })
    }
}
