//! The answers about Wythoff's game: a position (`"wythoff"`) and the k-th P-position
//! (`"wythoff_pair"`).

use serde::{Deserialize, Serialize};

use crate::text::{Lang, msg};

use super::{Answer, Family, Int, Job, MoveReport, Number, Question, SCHEMA_VERSION, moves};
use crate::engine::{Convention, Outcome};
use crate::error::{Error, Result};
use crate::games::ImpartialGame;
use crate::games::wythoff::{self, Decided, GrundyEvidence, Wythoff, grundy_evidence};
use crate::num::{Natural, decimal};

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
    pub answer: Answer,
    /// `"wythoff"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff")))]
    pub game: Family,
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
        explain: Option<Lang>,
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
        let explanation = match explain {
            Some(lang) => {
                let mut text = game.explain(convention)?;
                if let Some((value, evidence)) = &grundy {
                    text.push(msg!(
                        "wythoff-explain-grundy",
                        a = a,
                        b = b,
                        value = value,
                        evidence = evidence.describe(a, b)
                    ));
                }
                Some(text.render(lang))
            }
            None => None,
        };
        Ok(WythoffReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Wythoff,
            game: Family::Wythoff,
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
        explain: Option<Lang>,
    ) -> Result<WythoffReport> {
        let game = if grundy == GrundyRequest::IfCheap && explain.is_none() {
            match wythoff::decide_digits(a, b)? {
                Decided::PPosition { heaps, difference } => {
                    let int = |digits: &str| Int::from_digits(digits).unwrap_or(Int::from(0u64));
                    let difference = int(&difference);
                    return Ok(WythoffReport {
                        schema_version: SCHEMA_VERSION,
                        answer: Answer::Wythoff,
                        game: Family::Wythoff,
                        convention,
                        heaps: [int(&heaps[0]), int(&heaps[1])],
                        outcome: Outcome::P,
                        winning_moves: Vec::new(),
                        winning_move_count: 0,
                        pair_index: (convention == Convention::Normal).then(|| difference.clone()),
                        difference,
                        grundy: (convention == Convention::Normal).then(|| Int::from(0u64)),
                        explanation: None,
                    });
                }
                Decided::Position(game) => game,
            }
        } else {
            Wythoff::new(
                Natural::parse_decimal(a, msg!("error-what-heap-size"))?,
                Natural::parse_decimal(b, msg!("error-what-heap-size"))?,
            )
        };
        let mut report = WythoffReport::new(&game, convention, grundy, explain)?;
        // The heaps are echoed as they were read (when canonical), not converted back; so are
        // the heap a move leaves as it was, and (for long heaps) the difference, computed on
        // the digits: converting a million digits costs more than finding the moves.
        if let (Some(a), Some(b)) = (Int::from_digits(a), Int::from_digits(b)) {
            for mv in &mut report.winning_moves {
                if let MoveReport::TwoHeaps(mv) = mv {
                    for (side, heap) in game.heaps().iter().enumerate() {
                        if mv.to[side].to_natural() == *heap {
                            mv.to[side] = [&a, &b][side].clone();
                        }
                    }
                }
            }
            report.heaps = [a, b];
        }
        if a.len().max(b.len()) >= wythoff::DECIMAL_PATH_DIGITS
            && let Some(difference) = Int::from_digits(&decimal::difference(
                decimal::canonical(a.as_bytes()),
                decimal::canonical(b.as_bytes()),
            ))
        {
            report.difference = difference;
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
        (GrundyRequest::Required, Convention::Misere) => {
            Err(Error::unsupported(msg!("error-wythoff-misere-grundy")))
        }
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
    pub answer: Answer,
    /// `"wythoff"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "wythoff")))]
    pub game: Family,
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
            answer: Answer::WythoffPair,
            game: Family::Wythoff,
            pair_index: Int::from(k),
            position: [Int::from(a), Int::from(b)],
            outcome: Outcome::P,
        }
    }
}

/// `grundy wythoff A B`, `POST /api/wythoff`, `grundy.wythoff(a, b)`: a position of Wythoff's
/// game.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct WythoffRequest {
    /// The first heap.
    pub a: Number,
    /// The second heap.
    pub b: Number,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// Require the Grundy value g(a, b) (an error when it cannot be computed); without it, it
    /// is given only when cheap.
    #[serde(default)]
    pub grundy: bool,
    /// Add the reasoning.
    #[serde(default)]
    pub explain: bool,
    /// The language of the prose (`explanation` and the other sentences): `"en"` (default) or
    /// `"zh"`. Field names and values do not change with it.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl WythoffRequest {
    /// The position (a, b) under normal play, nothing more asked.
    pub fn new(a: impl Into<Number>, b: impl Into<Number>) -> WythoffRequest {
        WythoffRequest {
            a: a.into(),
            b: b.into(),
            misere: false,
            grundy: false,
            explain: false,
            lang: Lang::En,
        }
    }

    /// Who wins, when that is all that is asked and it is decided at once: both heaps sent as
    /// values that fit a machine word, normal play, no Grundy value required. The exact P-test
    /// (no float: see [`wythoff::is_p_position_u64`]) decides it; a front end that makes the
    /// report only when something more is read starts from this. `None` otherwise (digits,
    /// heaps beyond a word, misère play, a required Grundy value): ask the question.
    pub fn quick_outcome(&self) -> Option<Outcome> {
        let word = |n: &Number| match n {
            Number::Value(value) => value.to_u64(),
            Number::Digits(_) => None,
        };
        if self.misere || self.grundy {
            return None;
        }
        let (a, b) = (word(&self.a)?, word(&self.b)?);
        Some(match wythoff::is_p_position_u64(a, b) {
            true => Outcome::P,
            false => Outcome::N,
        })
    }
}

impl Question for WythoffRequest {
    /// Light without a required Grundy value (the cheap ones only are given then).
    fn is_light(&self) -> bool {
        let digits = super::weight::digits([&self.a, &self.b]);
        !self.grundy && super::weight::is_light(&super::weight::Ask::ClosedForm { digits })
    }

    type Answer = WythoffReport;
    const NAME: &'static str = "wythoff";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    /// Heaps sent as digits take the path that decides a long P-position on its digits and
    /// echoes them as they were read; values already read are decided as they are (the same
    /// answer).
    fn answer(&self, _job: &mut Job<'_>) -> Result<WythoffReport> {
        let convention = Convention::from_misere(self.misere);
        let grundy = match self.grundy {
            true => GrundyRequest::Required,
            false => GrundyRequest::IfCheap,
        };
        match (&self.a, &self.b) {
            (Number::Digits(a), Number::Digits(b)) => WythoffReport::from_digits(
                a,
                b,
                convention,
                grundy,
                self.explain.then_some(self.lang),
            ),
            (a, b) => {
                let game = Wythoff::new(
                    a.natural(msg!("error-what-heap-size"))?,
                    b.natural(msg!("error-what-heap-size"))?,
                );
                WythoffReport::new(&game, convention, grundy, self.explain.then_some(self.lang))
            }
        }
    }
}

/// `grundy wythoff --pair K`, `POST /api/wythoff/pair`: the K-th P-position.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct WythoffPairRequest {
    /// The index k of the P-position (a_k, b_k).
    pub k: Number,
}

impl Question for WythoffPairRequest {
    fn is_light(&self) -> bool {
        let digits = super::weight::digits([&self.k]);
        super::weight::is_light(&super::weight::Ask::ClosedForm { digits })
    }

    type Answer = WythoffPairReport;
    const NAME: &'static str = "wythoff/pair";

    fn answer(&self, _job: &mut Job<'_>) -> Result<WythoffPairReport> {
        Ok(WythoffPairReport::new(
            &self.k.natural(msg!("error-what-pair-index"))?,
        ))
    }
}

#[cfg(test)]
mod quick_tests {
    use super::super::{Limits, Verdict};
    use super::*;

    #[test]
    fn the_quick_outcome_is_the_report_s_where_it_is_given() {
        for (a, b) in [
            (0u64, 0u64),
            (1, 2),
            (2, 1),
            (3, 5),
            (4, 4),
            (10, 17),
            (u64::MAX, 7),
        ] {
            let request = WythoffRequest::new(a, b);
            let quick = request.quick_outcome().expect("words in normal play");
            let report = request.answer(&mut Job::new(Limits::LOCAL)).unwrap();
            assert_eq!(Some(quick), report.outcome(), "({a}, {b})");
        }
        // Digits, misère play and a required Grundy value go through the report.
        assert_eq!(WythoffRequest::new("1", "2").quick_outcome(), None);
        let misere = WythoffRequest {
            misere: true,
            ..WythoffRequest::new(1u64, 2u64)
        };
        assert_eq!(misere.quick_outcome(), None);
        let grundy = WythoffRequest {
            grundy: true,
            ..WythoffRequest::new(1u64, 2u64)
        };
        assert_eq!(grundy.quick_outcome(), None);
    }
}
