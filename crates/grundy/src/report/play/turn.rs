//! `POST /api/play`: one turn of a game against the computer (the person's move, the
//! computer's answer, the mistake pointed out), as `grundy play` plays it.

use serde::{Deserialize, Serialize};

use super::{PlayedMove, analyze, position::views, reach};
use crate::engine::{Convention, Outcome};
use crate::error::{Error, Result};
use crate::expr::{Analysis, Expr};
use crate::games::GameView;
use crate::report::{Answer, Family, Int, Job, MoveReport, Question, SCHEMA_VERSION};
use crate::text::{Lang, msg};

/// Who won a finished game: `"you"` (the person) or `"computer"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    /// The person won.
    You,
    /// The computer won.
    Computer,
}

/// The computer's move in a [`PlayReport`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ComputerMove {
    /// The move in `grundy play`'s notation.
    pub notation: String,
    /// The move in words.
    pub description: String,
    /// The move's fields.
    #[serde(rename = "move")]
    pub fields: MoveReport,
    /// The position it leaves, in canonical notation.
    pub position: String,
    /// Whether it is a winning move (else the position was lost and it plays for time).
    pub winning: bool,
    /// Why it wins, or why no move did, in the theory's terms.
    pub reason: String,
    /// How the computer thinks: its reasoning about the position it faced, in several lines
    /// (the explanation `analyze --explain` gives of it); only when the request asks (`think`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub thinking: Option<String>,
}

/// A person's move that handed the opponent a winning position: the person was in an
/// N-position and moved to an N-position. Part of a [`PlayReport`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Mistake {
    /// The moves that would have won (the first ten, in the analysis's order).
    pub winning_moves: Vec<PlayedMove>,
    /// How many moves would have won.
    pub winning_move_count: Int,
    /// Why the first of them wins, in the theory's terms.
    pub reason: String,
}

/// One turn of a game against the computer: the person's move, then the computer's answer
/// (answer `"play"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PlayReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"play"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "play")))]
    pub answer: Answer,
    /// `"sum"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "sum")))]
    pub game: Family,
    /// The play convention.
    pub convention: Convention,
    /// The position the turn started from.
    pub start: String,
    /// The person's move, or `null` when the computer moved first.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<PlayedMove>")
    )]
    pub your_move: Option<PlayedMove>,
    /// The computer's answer, or `null` when the game ended before it.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<ComputerMove>")
    )]
    pub computer_move: Option<ComputerMove>,
    /// The position now, with the person to move.
    pub expr: String,
    /// Each game of the position now, as a person sees it (as in the answer `"position"`), so
    /// that a front end draws it without reading `expr`.
    pub components: Vec<GameView>,
    /// Whether the game is over (no move is left).
    pub finished: bool,
    /// Who won, once the game is over; else `null`.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Winner>")
    )]
    pub winner: Option<Winner>,
    /// Who wins from here with perfect play, seen from the person (to move); `null` once the
    /// game is over.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<Outcome>")
    )]
    pub outcome: Option<Outcome>,
    /// The tutor: present when the person's move was a mistake (it handed the computer a
    /// winning position), with the moves that would have won and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mistake: Option<Mistake>,
}

/// How a turn is played and told: the convention, the language of its prose, and whether the
/// computer shows how it thinks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TurnOptions {
    /// The play convention.
    pub convention: Convention,
    /// The language of the descriptions and reasons.
    pub lang: Lang,
    /// Whether the computer's move carries its reasoning (`thinking`).
    pub think: bool,
}

impl PlayReport {
    /// One turn from `start`: the person's move `your_move` (in `grundy play`'s notation; `None`
    /// lets the computer move first), then the computer's answer under `options.convention`,
    /// chosen from the analysis that `analyze` makes of the position it faces (a winning move
    /// when there is one, else the move that takes the fewest tokens). When the person's move
    /// handed the computer a winning position from a winning one, `mistake` says which moves
    /// would have won and why (the start is analysed too; if it cannot be, no mistake is told).
    ///
    /// Errors: the move cannot be read or is illegal (kind illegal move), the game is already
    /// over, or the computer's position cannot be analysed (the analysis's error).
    pub fn turn(
        start: &Expr,
        your_move: Option<&str>,
        options: TurnOptions,
        analyze: &mut dyn FnMut(&Expr) -> Result<Analysis>,
    ) -> Result<PlayReport> {
        let TurnOptions {
            convention,
            lang,
            think,
        } = options;
        let mut position = start.clone();
        let mut report = PlayReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Play,
            game: Family::Sum,
            convention,
            start: start.to_string(),
            your_move: None,
            computer_move: None,
            expr: String::new(),
            components: Vec::new(),
            finished: false,
            winner: None,
            outcome: None,
            mistake: None,
        };
        // The start's analysis, for the tutor: was there a winning move the person missed?
        let mut before = None;
        if let Some(text) = your_move {
            if position.is_terminal() {
                return Err(Error::illegal_move(msg!(
                    "error-game-over",
                    expr = crate::error::quote(&start.to_string())
                )));
            }
            let mv = position.parse_move(text)?;
            report.your_move = Some(PlayedMove::new(&position, &mv, lang)?);
            before = analyze(&position).ok().filter(|a| a.outcome == Outcome::N);
            position = position.apply(&mv)?;
        }
        // The player to move at the end loses under normal play and wins under misère play.
        let ends = |computer_to_move: bool| match (computer_to_move, convention) {
            (true, Convention::Normal) | (false, Convention::Misere) => Winner::You,
            _ => Winner::Computer,
        };
        if position.is_terminal() {
            // The last move is a mistake only under misère play, where it loses.
            if let Some(analysis) = &before
                && ends(true) == Winner::Computer
            {
                report.mistake = Some(Mistake::new(start, analysis, lang)?);
            }
            report.expr = position.to_string();
            report.components = views(&position, lang);
            report.finished = true;
            report.winner = Some(ends(true));
            return Ok(report);
        }
        let analysis = analyze(&position)?;
        if let Some(earlier) = &before
            && analysis.outcome == Outcome::N
        {
            report.mistake = Some(Mistake::new(start, earlier, lang)?);
        }
        let hint = position.hint_from(&analysis);
        let winning = hint.winning_move.is_some();
        let Some(mv) = hint.winning_move.or(hint.stalling_move) else {
            return Err(Error::illegal_move(msg!("error-no-move-left")));
        };
        let played = PlayedMove::new(&position, &mv, lang)?;
        let thinking = think.then(|| position.explain(&analysis).render(lang));
        position = position.apply(&mv)?;
        report.computer_move = Some(ComputerMove {
            notation: played.notation,
            description: played.description,
            fields: played.fields,
            position: played.position,
            winning,
            reason: hint.reason.render(lang),
            thinking,
        });
        report.expr = position.to_string();
        report.components = views(&position, lang);
        if position.is_terminal() {
            report.finished = true;
            report.winner = Some(ends(false));
        } else {
            // A winning move leaves a P-position; from a P-position every move leaves an N one.
            report.outcome = Some(if winning { Outcome::P } else { Outcome::N });
        }
        Ok(report)
    }
}

impl Mistake {
    /// The moves that would have won from `start` (an N-position, by its `analysis`), and why
    /// the first wins, in `lang`.
    pub fn new(start: &Expr, analysis: &Analysis, lang: Lang) -> Result<Mistake> {
        let hint = start.hint_from(analysis);
        let winning_moves = (analysis.winning_moves.iter())
            .take(10)
            .map(|mv| PlayedMove::new(start, mv, lang))
            .collect::<Result<Vec<_>>>()?;
        Ok(Mistake {
            winning_moves,
            winning_move_count: Int::from(&hint.winning_move_count),
            reason: hint.reason.render(lang),
        })
    }
}

/// `POST /api/play`, a turn of `grundy play`: the person's move, then the computer's answer.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PlayRequest {
    /// The position, a sum of games, with the person to move.
    pub expr: String,
    /// Moves already played from `expr`, in order, in `grundy play`'s notation: the question
    /// is about the position they reach. A game whose rules remember the last move (Fibonacci
    /// Nim: why the mover may take so many now) is then exactly as it was reached, which its
    /// canonical notation alone does not say.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub played: Vec<String>,
    /// The person's move in `grundy play`'s notation; absent or `null`: the computer moves
    /// first.
    #[serde(default, rename = "move")]
    pub your_move: Option<String>,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// Show how the computer thinks: its move carries its reasoning (`thinking`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub think: bool,
    /// The language of the prose (`explanation` and the other sentences): `"en"` (default) or
    /// `"zh"`. Field names and values do not change with it.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl Question for PlayRequest {
    fn is_light(&self) -> bool {
        crate::report::weight::sum(&self.expr, self.misere)
    }

    type Answer = PlayReport;
    const NAME: &'static str = "play";

    fn lang(&self) -> crate::text::Lang {
        self.lang
    }

    fn answer(&self, job: &mut Job<'_>) -> Result<PlayReport> {
        let options = TurnOptions {
            convention: Convention::from_misere(self.misere),
            lang: self.lang,
            think: self.think,
        };
        PlayReport::turn(
            &reach(&self.expr, &self.played)?,
            self.your_move.as_deref(),
            options,
            &mut |position| analyze(position, options.convention, job),
        )
    }
}
