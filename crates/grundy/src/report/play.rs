//! The answers a front end needs to let a person play: the legal moves of a position
//! (`"moves"`), a hint (`"hint"`), and one turn of a game against the computer (`"play"`).
//! They are built from the same library calls as `grundy play`, so the web page plays exactly
//! as the terminal does.

use serde::{Deserialize, Serialize};

use crate::text::Lang;

use super::{Answer, Family, Int, Job, MoveReport, Number, Question, SCHEMA_VERSION};
use crate::engine::{Convention, Outcome};
use crate::error::{Error, Result};
use crate::expr::{Analysis, Expr, SumMove};
use crate::games::{Component, GameView, MoveNotation, Rules};
use crate::text::msg;

/// A move as a person sees it: what to type, what it does, and the position it leaves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PlayedMove {
    /// The move in the notation `grundy play` reads (and `POST /api/play` takes as `move`).
    pub notation: String,
    /// The move in words, such as "take 2 from heap 0 (3 → 1)".
    pub description: String,
    /// The move's fields, as in `winning_moves` of the other answers.
    #[serde(rename = "move")]
    pub fields: MoveReport,
    /// The position it leaves, in canonical notation.
    pub position: String,
}

impl PlayedMove {
    /// `mv`, a legal move of `expr`, as a person sees it, described in `lang`.
    pub fn new(expr: &Expr, mv: &SumMove, lang: Lang) -> Result<PlayedMove> {
        let after = expr.apply(mv)?;
        let mut fields = MoveReport::from(&mv.kind);
        if expr.components().len() > 1 {
            fields = fields.in_component(mv.component);
        }
        Ok(PlayedMove {
            notation: expr.move_notation(mv),
            description: expr.describe_move(mv).render(lang),
            fields,
            position: after.to_string(),
        })
    }
}

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

/// The legal moves of `expr`, or an error (kind too large, limit `legal_moves`) when there are
/// more than `limit`: "'EXPR' has more than LIMIT {what}".
pub(super) fn legal_moves_within(expr: &Expr, limit: usize, what: &str) -> Result<Vec<SumMove>> {
    expr.legal_moves(limit).map_err(|e| {
        if e.is_too_large() {
            Error::too_large(
                "legal_moves",
                limit as u64,
                None,
                format!(
                    "'{}' has more than {limit} {what}",
                    crate::error::quote(&expr.to_string())
                ),
            )
        } else {
            e
        }
    })
}

impl MovesReport {
    /// The legal moves of `expr`; an error (kind too large, limit `legal_moves`) when there
    /// are more than `limit`.
    pub fn new(expr: &Expr, limit: usize, lang: Lang) -> Result<MovesReport> {
        let moves = legal_moves_within(expr, limit, "legal moves; type a move instead")?;
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
            finished: false,
            winner: None,
            outcome: None,
            mistake: None,
        };
        // The start's analysis, for the tutor: was there a winning move the person missed?
        let mut before = None;
        if let Some(text) = your_move {
            if position.is_terminal() {
                return Err(Error::illegal_move(format!(
                    "the game is over: '{}' has no move left",
                    crate::error::quote(&start.to_string())
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
            return Err(Error::illegal_move("no move is left"));
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

/// Where a game should start: who wins it, and whether the person should move first
/// (answer `"start"`). A start the first player loses is said plainly, with the offer to let
/// the computer move first, or a start one move away that the first player wins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct StartReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"start"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "start")))]
    pub answer: Answer,
    /// `"sum"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "sum")))]
    pub game: Family,
    /// The position, in canonical notation.
    pub expr: String,
    /// The play convention.
    pub convention: Convention,
    /// Who wins with perfect play, seen from the player who moves first.
    pub outcome: Outcome,
    /// The advice: whether the person should move first (they win iff `outcome` is `"N"`);
    /// otherwise the computer should (`POST /api/play` with no `move`).
    pub you_move_first: bool,
    /// In a lost start, a position one move away that the first player wins (every option of
    /// a P-position is an N-position); `null` when the start is won or has no move.
    #[cfg_attr(
        feature = "schema",
        schemars(required, schema_with = "crate::report::nullable::<String>")
    )]
    pub winnable: Option<String>,
    /// The advice in words.
    pub advice: String,
}

impl StartReport {
    /// The advice for a game from `expr`, by its `analysis`, in `lang`.
    pub fn new(expr: &Expr, analysis: &Analysis, lang: Lang) -> Result<StartReport> {
        let won = analysis.outcome == Outcome::N;
        let winnable = match (won, expr.smallest_move()) {
            (false, Some(mv)) => Some(expr.apply(&mv)?.to_string()),
            _ => None,
        };
        let advice = if expr.is_terminal() {
            msg!("start-advice-over")
        } else if won {
            msg!("start-advice-won", count = analysis.winning_move_count())
        } else {
            match &winnable {
                Some(position) => msg!("start-advice-lost", winnable = position),
                None => msg!("start-advice-lost-plain"),
            }
        };
        Ok(StartReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Start,
            game: Family::Sum,
            expr: expr.to_string(),
            convention: analysis.convention,
            outcome: analysis.outcome,
            you_move_first: won,
            winnable,
            advice: advice.render(lang),
        })
    }
}

/// `POST /api/start`: where a game should start, and who should move first.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct StartRequest {
    /// The position, a sum of games.
    pub expr: String,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// The language of `advice`: `"en"` (default) or `"zh"`.
    #[serde(default, skip_serializing_if = "Lang::is_default")]
    pub lang: Lang,
}

impl Question for StartRequest {
    type Answer = StartReport;
    const NAME: &'static str = "start";

    fn answer(&self, job: &mut Job<'_>) -> Result<StartReport> {
        let expr: Expr = self.expr.parse()?;
        let analysis = analyze(&expr, Convention::from_misere(self.misere), job)?;
        StartReport::new(&expr, &analysis, self.lang)
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
        super::weight::sum(&self.expr, false)
    }

    type Answer = MovesReport;
    const NAME: &'static str = "moves";

    fn answer(&self, job: &mut Job<'_>) -> Result<MovesReport> {
        let cap = job.limits.moves;
        let limit = match &self.limit {
            Some(limit) => limit.at_most("limit", cap)?,
            None => cap.max,
        };
        MovesReport::new(
            &self.expr.parse()?,
            usize::try_from(limit).unwrap_or(usize::MAX),
            self.lang,
        )
    }
}

/// `POST /api/hint`, `hint` in `grundy play`: a winning move and why, or why none wins.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct HintRequest {
    /// The position, a sum of games.
    pub expr: String,
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
        super::weight::sum(&self.expr, self.misere)
    }

    type Answer = HintReport;
    const NAME: &'static str = "hint";

    fn answer(&self, job: &mut Job<'_>) -> Result<HintReport> {
        let expr: Expr = self.expr.parse()?;
        let analysis = analyze(&expr, Convention::from_misere(self.misere), job)?;
        HintReport::new(&expr, &analysis, self.lang)
    }
}

/// `POST /api/play`, a turn of `grundy play`: the person's move, then the computer's answer.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PlayRequest {
    /// The position, a sum of games, with the person to move.
    pub expr: String,
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
        super::weight::sum(&self.expr, self.misere)
    }

    type Answer = PlayReport;
    const NAME: &'static str = "play";

    fn answer(&self, job: &mut Job<'_>) -> Result<PlayReport> {
        let options = TurnOptions {
            convention: Convention::from_misere(self.misere),
            lang: self.lang,
            think: self.think,
        };
        PlayReport::turn(
            &self.expr.parse()?,
            self.your_move.as_deref(),
            options,
            &mut |position| analyze(position, options.convention, job),
        )
    }
}

/// The analysis of `expr`, telling `job` how far an exhaustive search has come.
fn analyze(expr: &Expr, convention: Convention, job: &mut Job<'_>) -> Result<Analysis> {
    expr.analyze_observed(convention, &mut |done, total| {
        job.report(done, Some(total), "positions")
    })
}

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
        super::weight::is_light(&super::weight::Ask::ClosedForm { digits })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;

    fn expr(text: &str) -> Expr {
        text.parse().unwrap()
    }

    fn turn(start: &str, your_move: Option<&str>, convention: Convention) -> Result<PlayReport> {
        let options = TurnOptions {
            convention,
            ..TurnOptions::default()
        };
        PlayReport::turn(&expr(start), your_move, options, &mut |e| {
            e.analyze(convention)
        })
    }

    #[test]
    fn the_tutor_names_a_mistake_and_the_move_that_would_have_won() {
        let normal = Convention::Normal;
        let report = turn("wythoff(9,4)", Some("b 2"), normal).unwrap();
        let mistake = report.mistake.expect("(9, 4) → (9, 2) hands over a win");
        assert_eq!(mistake.winning_move_count, Int::from(1u64));
        assert_eq!(mistake.winning_moves[0].notation, "a 2");
        assert!(
            mistake.reason.contains("(a_3, b_3) = (4, 7)"),
            "{}",
            mistake.reason
        );
        // In Chinese, the same move and the textbook's term.
        let options = TurnOptions {
            lang: Lang::Zh,
            ..TurnOptions::default()
        };
        let zh = PlayReport::turn(&expr("wythoff(9,4)"), Some("b 2"), options, &mut |e| {
            e.analyze(normal)
        })
        .unwrap();
        let zh = zh.mistake.unwrap();
        assert_eq!(zh.winning_moves[0].notation, "a 2");
        assert!(zh.reason.contains("奇异局势"), "{}", zh.reason);
        // The winning move, and any move from a lost position, are no mistake.
        assert_eq!(
            turn("wythoff(9,4)", Some("a 2"), normal).unwrap().mistake,
            None
        );
        assert_eq!(
            turn("bash(8,max=3)", Some("1"), normal).unwrap().mistake,
            None
        );
        // Under misère play, taking the last token from a won position is one.
        let misere = turn("nim(2)", Some("0 2"), Convention::Misere).unwrap();
        assert!(misere.finished && misere.mistake.is_some());
    }

    /// Plays from `start`, the person always taking the hint's move (winning when there is
    /// one), to the end; returns the winner and the number of turns.
    fn play_out(start: &str, convention: Convention) -> (Winner, usize) {
        let mut position = expr(start);
        for turns in 1..1000 {
            let analysis = position.analyze(convention).unwrap();
            let hint = HintReport::new(&position, &analysis, Lang::En).unwrap();
            let mv = hint.winning_move.or(hint.stalling_move).unwrap();
            let options = TurnOptions {
                convention,
                ..TurnOptions::default()
            };
            let report = PlayReport::turn(&position, Some(&mv.notation), options, &mut |e| {
                e.analyze(convention)
            })
            .unwrap();
            assert_eq!(report.your_move.as_ref().unwrap().position, mv.position);
            if report.finished {
                assert_eq!(report.outcome, None);
                return (report.winner.unwrap(), turns);
            }
            assert_eq!(report.winner, None);
            position = expr(&report.expr);
        }
        panic!("the game from {start} did not end");
    }

    #[test]
    fn whoever_starts_in_an_n_position_and_follows_the_hints_wins() {
        for convention in [Convention::Normal, Convention::Misere] {
            for start in [
                "nim(3,4,5)",
                "wythoff(4,9)",
                "bash(10, max=3)",
                "nim(2,2,1)",
            ] {
                let p = expr(start).analyze(convention).unwrap().outcome;
                let (winner, _) = play_out(start, convention);
                let expected = if p == Outcome::N {
                    Winner::You
                } else {
                    Winner::Computer
                };
                assert_eq!(winner, expected, "{start} under {convention:?}");
            }
        }
    }

    #[test]
    fn the_computer_answers_with_a_winning_move_and_says_what_is_left() {
        // After 0 2 (nim(1,4,5)), the nim-sum is 0 ^ ... : 1^4^5 = 0, a P-position for the
        // computer, which can only play for time.
        let report = turn("nim(3,4,5)", Some("0 2"), Convention::Normal).unwrap();
        let your = report.your_move.unwrap();
        assert_eq!(your.position, "nim(1,4,5)");
        let computer = report.computer_move.unwrap();
        assert!(!computer.winning);
        assert_eq!(report.expr, computer.position);
        assert_eq!(report.outcome, Some(Outcome::N));
        // The computer first, from an N-position: it wins, leaving a P-position.
        let report = turn("nim(3,4,5)", None, Convention::Normal).unwrap();
        assert!(report.your_move.is_none());
        assert!(report.computer_move.unwrap().winning);
        assert_eq!(report.outcome, Some(Outcome::P));
        assert_eq!(report.start, "nim(3,4,5)");
    }

    #[test]
    fn the_last_move_decides_the_winner_by_the_convention() {
        let normal = turn("nim(1)", Some("0 1"), Convention::Normal).unwrap();
        assert!(normal.finished && normal.computer_move.is_none());
        assert_eq!(normal.winner, Some(Winner::You));
        let misere = turn("nim(1)", Some("0 1"), Convention::Misere).unwrap();
        assert_eq!(misere.winner, Some(Winner::Computer));
        let computer_last = turn("nim(2)", Some("0 1"), Convention::Normal).unwrap();
        assert_eq!(computer_last.winner, Some(Winner::Computer));
        assert_eq!(computer_last.expr, "nim(0)");
    }

    #[test]
    fn illegal_moves_and_finished_games_are_errors() {
        let error = turn("nim(3,4,5)", Some("0 9"), Convention::Normal).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::IllegalMove);
        let error = turn("nim(0)", Some("0 1"), Convention::Normal).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::IllegalMove);
        assert!(error.message().contains("the game is over"), "{error}");
    }

    #[test]
    fn the_moves_are_every_legal_move_each_playable_by_its_notation() {
        let position = expr("nim(3,4) + kayles(3)");
        let report = MovesReport::new(&position, 100, Lang::En).unwrap();
        // Nim: 3 + 4 moves; Kayles of 3: take 1 from an end (2), from the middle (1 + 1),
        // take 2 (1), take 3 (nothing) as distinct results.
        let nim = report
            .moves
            .iter()
            .filter(|m| m.fields.component() == Some(0))
            .count();
        assert_eq!(nim, 7);
        assert_eq!(report.move_count, report.moves.len());
        for played in &report.moves {
            let mv = position.parse_move(&played.notation).unwrap();
            assert_eq!(position.apply(&mv).unwrap().to_string(), played.position);
        }
        let error = MovesReport::new(&expr("nim(1000)"), 100, Lang::En).unwrap_err();
        assert_eq!(error.limit().unwrap().name(), "legal_moves");
    }

    #[test]
    fn a_hint_in_a_p_position_gives_a_stalling_move() {
        let position = expr("nim(1,2,3)");
        let hint = HintReport::new(
            &position,
            &position.analyze(Convention::Normal).unwrap(),
            Lang::En,
        );
        let hint = hint.unwrap();
        assert_eq!(hint.outcome, Outcome::P);
        assert!(hint.winning_move.is_none());
        assert_eq!(hint.winning_move_count, Int::from(0u64));
        assert!(hint.stalling_move.is_some());
        assert!(!hint.reason.is_empty());
    }
}
