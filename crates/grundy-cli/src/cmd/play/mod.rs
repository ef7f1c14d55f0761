//! `grundy play "EXPR"`: a game in the terminal against the perfect opponent.
//!
//! The library decides everything, through the same questions as the web page
//! (`grundy::report`): how the position looks and how its moves are typed (`position`), one
//! turn — the person's move checked and made, the tutor's word on a mistake, the computer's
//! reply: its first winning move, or when it has none the move that removes the fewest tokens,
//! so a human wins only by playing perfectly (`play`) — and the hint (`hint`). This module
//! reads lines, keeps the history for `undo`, and prints the board (`board`) and the answers.
//! The computer is deterministic, and no terminal control codes are written, so a script piped
//! to stdin gives the same transcript every time.

mod board;

use std::io::{self, BufRead, IsTerminal, Write};

use clap::{Args, ValueEnum};
use grundy::error::quote;
use grundy::report::{
    Convention, HintRequest, Int, Job, Lang, Limits, PlayReport, PlayRequest, PositionReport,
    PositionRequest, Question, StartRequest,
};
use grundy::{Error, ErrorKind};

use crate::ask::Asking;
use crate::bounded::{self, Line};
use crate::error::{CliError, msg};
use crate::longrun;
use crate::text::{self, tr};

/// `--help`'s text after the options: the games and how their moves are typed, from the
/// library's catalogue, between two messages of the help catalogue.
fn after_help() -> String {
    format!(
        "{}\n{}{}",
        tr!("help-play-games"),
        super::games_help(24, |entry| entry.moves.clone()),
        tr!("help-play-notes")
    )
}

/// Who makes the first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum First {
    /// You move first.
    Me,
    /// The computer moves first.
    Computer,
}

#[derive(Args, Debug)]
#[command(after_help = after_help())]
pub struct PlayArgs {
    /// The game, e.g. "nim(3,4,5)" or "fib(20) + kayles(7)" (quote it for the shell)
    #[arg(value_name = "EXPR")]
    expr: String,
    /// Who moves first
    #[arg(long, value_enum, default_value_t = First::Me)]
    first: First,
    /// Misère play: whoever takes the last token loses
    #[arg(long)]
    misere: bool,
}

pub fn run(args: &PlayArgs, out: &mut impl Write) -> Result<(), CliError> {
    let lang = text::lang();
    let position = look(&args.expr, &[], lang).map_err(|e| in_expression(&args.expr, e))?;
    let convention = Convention::from_misere(args.misere);
    // Refuse up front what cannot be played exactly; later positions are smaller.
    let start = StartRequest {
        expr: position.expr.clone(),
        misere: args.misere,
        lang,
    };
    ask(&start).map_err(|e| match e {
        CliError::Game(e) => CliError::Game(Error::new(
            e.kind(),
            msg!(
                "cli-play-cannot-play",
                expr = quote(&position.expr),
                message = e.msg().clone()
            ),
        )),
        e => e,
    })?;
    // Ctrl-C: a newline (on stderr: stdout is held by the main thread) and status 130. If a
    // handler cannot be installed, the default action still ends the process.
    let _ = ctrlc::set_handler(|| {
        eprintln!();
        std::process::exit(130);
    });
    let stdin = io::stdin();
    let echo = !stdin.is_terminal();
    let mut game = Game {
        start: position.expr.clone(),
        played: Vec::new(),
        position,
        convention,
        lang,
        human_to_move: args.first == First::Me,
        history: Vec::new(),
    };
    game.play(&mut stdin.lock(), out, echo)
}

/// The library's view of the position reached from `expr` by the moves `played` (how it looks,
/// how its moves are typed): reading and drawing a position is immediate, so it is asked here,
/// without threads or a bar.
fn look(expr: &str, played: &[String], lang: Lang) -> grundy::Result<PositionReport> {
    let request = PositionRequest {
        expr: expr.to_string(),
        played: played.to_vec(),
        lang,
    };
    request.answer(&mut Job::new(Limits::LOCAL))
}

/// A question whose answer may need a search: a bar of the positions searched, when it runs
/// for more than a moment.
fn ask<Q: Question>(question: &Q) -> Result<Q::Answer, CliError> {
    Asking::default()
        .bar_after(longrun::BAR_DELAY)
        .ask(question)
}

/// `error`, about the expression `text`: it names its column, or else the expression, quoted
/// (shortened).
fn in_expression(text: &str, error: Error) -> CliError {
    let message = error.msg().clone();
    let message = match error.column() {
        Some(column) => msg!(
            "cli-at-column-of",
            column = column,
            expr = quote(text),
            message = message
        ),
        None => msg!("cli-in-expression", expr = quote(text), message = message),
    };
    CliError::Game(Error::new(error.kind(), message))
}

/// Whether an error of a turn is about the person's move (it cannot be read, or is not legal),
/// rather than the analysis of the position it leaves.
fn is_about_the_move(error: &Error) -> bool {
    !matches!(
        error.kind(),
        ErrorKind::TooLarge | ErrorKind::Unsupported | ErrorKind::Interrupted
    )
}

/// A position and what came before it. The library is asked about the start and the moves
/// played from it (not the position's notation alone), so that a game whose rules remember the
/// last move is told exactly as it was reached.
struct Game {
    /// The start, in canonical notation.
    start: String,
    /// Every move made since the start, in `grundy play`'s notation (its length is the number
    /// of moves made).
    played: Vec<String>,
    /// The position now.
    position: PositionReport,
    convention: Convention,
    lang: Lang,
    human_to_move: bool,
    /// The positions before each of the human's moves, with the number of moves played then,
    /// for `undo`.
    history: Vec<(PositionReport, usize)>,
}

impl Game {
    fn play(
        &mut self,
        input: &mut impl BufRead,
        out: &mut impl Write,
        echo: bool,
    ) -> Result<(), CliError> {
        self.introduce(out)?;
        loop {
            if self.position.finished {
                return self.announce(out);
            }
            if !self.human_to_move {
                self.computer_moves(out)?;
                continue;
            }
            write!(out, "> ")?;
            out.flush()?;
            let Some(line) = read_line(input)? else {
                writeln!(out)?;
                writeln!(out, "{}", tr!("cli-play-goodbye-eof"))?;
                return Ok(());
            };
            if echo {
                writeln!(out, "{line}")?;
            }
            // The commands in both languages the catalogues speak: the Chinese intro names
            // them as 帮助, 提示, 悔棋, 棋盘 and 退出, and a Chinese keyboard types ？.
            match line.trim().to_lowercase().as_str() {
                "" => {}
                "quit" | "exit" | "q" | "退出" | "结束" => {
                    writeln!(out, "{}", tr!("cli-play-goodbye"))?;
                    return Ok(());
                }
                "help" | "?" | "h" | "帮助" | "？" => self.help(out)?,
                "hint" | "提示" => self.hint(out)?,
                "undo" | "u" | "悔棋" | "撤销" => self.undo(out)?,
                "board" | "b" | "棋盘" | "局面" => self.show(out)?,
                _ => self.human_moves(line.trim(), out)?,
            }
        }
    }

    fn misere(&self) -> bool {
        self.convention == Convention::Misere
    }

    /// A turn from the position now: the person's `move` (`None`: the computer moves first),
    /// then the computer's answer.
    fn turn(&self, your_move: Option<&str>) -> Result<PlayReport, CliError> {
        ask(&PlayRequest {
            expr: self.start.clone(),
            played: self.played.clone(),
            your_move: your_move.map(str::to_string),
            misere: self.misere(),
            think: false,
            lang: self.lang,
        })
    }

    fn introduce(&self, out: &mut impl Write) -> io::Result<()> {
        let rule = match self.convention {
            Convention::Normal => tr!("cli-play-rule-normal"),
            Convention::Misere => tr!("cli-play-rule-misere"),
        };
        let position = &self.position.expr;
        writeln!(
            out,
            "{}",
            tr!("cli-play-intro", position = position, rule = rule)
        )?;
        let first = if self.human_to_move {
            tr!("cli-play-intro-you-first")
        } else {
            tr!("cli-play-intro-computer-first")
        };
        writeln!(out, "{first}")?;
        self.show(out)
    }

    fn show(&self, out: &mut impl Write) -> io::Result<()> {
        write!(out, "{}", board::render(&self.position))
    }

    /// The person's move `text`, then the computer's answer: one turn of the library's. A move
    /// that cannot be read or is not legal is explained, and the person moves again.
    fn human_moves(&mut self, text: &str, out: &mut impl Write) -> Result<(), CliError> {
        let report = match self.turn(Some(text)) {
            Ok(report) => report,
            Err(CliError::Game(error)) if is_about_the_move(&error) => {
                let why = crate::text::render(error.msg());
                let why = why.trim_end_matches(['.', '。']);
                writeln!(out, "{}", tr!("cli-play-illegal", why = why))?;
                return Ok(());
            }
            Err(CliError::Game(error)) => {
                let error = crate::text::render(&error.line());
                writeln!(out, "{}", tr!("cli-play-cannot-analyse", error = error))?;
                return Ok(());
            }
            Err(error) => return Err(error),
        };
        let Some(yours) = &report.your_move else {
            return Ok(());
        };
        writeln!(out, "{}", tr!("cli-play-you", move = &yours.description))?;
        // The tutor: from a won position, a move that leaves the computer a won one is a
        // mistake; say which moves would have won, and why (the library's reasons).
        if let Some(mistake) = &report.mistake
            && let Some(first) = mistake.winning_moves.first()
        {
            let line = tr!(
                "cli-play-mistake",
                count = &mistake.winning_move_count,
                notation = &first.notation,
                description = &first.description,
                reason = &mistake.reason
            );
            writeln!(out, "{line}")?;
        }
        self.history
            .push((self.position.clone(), self.played.len()));
        self.played.push(yours.notation.clone());
        self.position = look(&self.start, &self.played, self.lang)?;
        self.human_to_move = false;
        self.show(out)?;
        if let Some(computer) = &report.computer_move {
            self.computer_played(&computer.description, &computer.notation, out)?;
        }
        Ok(())
    }

    /// The computer's first move: the library's choice, as in every turn; when the position
    /// cannot be analysed, the move that removes the fewest tokens.
    fn computer_moves(&mut self, out: &mut impl Write) -> Result<(), CliError> {
        match self.turn(None) {
            Ok(report) => match &report.computer_move {
                Some(computer) => {
                    self.computer_played(&computer.description, &computer.notation, out)
                }
                None => Ok(()),
            },
            Err(CliError::Game(error)) => {
                let error = crate::text::render(&error.line());
                writeln!(out, "{}", tr!("cli-play-cannot-analyse", error = error))?;
                match self.position.example_move.clone() {
                    Some(example) => {
                        self.computer_played(&example.description, &example.notation, out)
                    }
                    None => Ok(()),
                }
            }
            Err(error) => Err(error),
        }
    }

    /// Tells the computer's move (`description`, typed `notation`), makes it and draws the
    /// position it leaves.
    fn computer_played(
        &mut self,
        description: &str,
        notation: &str,
        out: &mut impl Write,
    ) -> Result<(), CliError> {
        writeln!(out, "{}", tr!("cli-play-computer", move = description))?;
        self.played.push(notation.to_string());
        self.position = look(&self.start, &self.played, self.lang)?;
        self.human_to_move = true;
        self.show(out)?;
        if !self.position.finished {
            writeln!(out, "{}", tr!("cli-play-your-move"))?;
        }
        Ok(())
    }

    fn announce(&self, out: &mut impl Write) -> Result<(), CliError> {
        let human_stuck = self.human_to_move;
        if self.played.is_empty() {
            // Nobody has moved: the position itself has no move.
            let line = match (self.convention, human_stuck) {
                (Convention::Normal, true) => tr!("cli-play-no-move-you-normal"),
                (Convention::Normal, false) => tr!("cli-play-no-move-computer-normal"),
                (Convention::Misere, true) => tr!("cli-play-no-move-you-misere"),
                (Convention::Misere, false) => tr!("cli-play-no-move-computer-misere"),
            };
            writeln!(out, "{line}")?;
            writeln!(out, "{}", tr!("cli-play-over-before"))?;
            return Ok(());
        }
        let verdict = match (self.convention, human_stuck) {
            (Convention::Normal, false) => tr!("cli-play-won-normal"),
            (Convention::Normal, true) => tr!("cli-play-lost-normal"),
            (Convention::Misere, false) => tr!("cli-play-lost-misere"),
            (Convention::Misere, true) => tr!("cli-play-won-misere"),
        };
        writeln!(out, "{verdict}")?;
        writeln!(out, "{}", tr!("cli-play-over", moves = self.played.len()))?;
        Ok(())
    }

    fn undo(&mut self, out: &mut impl Write) -> Result<(), CliError> {
        match self.history.pop() {
            Some((position, played)) => {
                // The person's move and the computer's reply are taken back.
                self.position = position;
                self.played.truncate(played);
                writeln!(out, "{}", tr!("cli-play-undone"))?;
                self.show(out)?;
                writeln!(out, "{}", tr!("cli-play-your-move"))?;
            }
            None => writeln!(out, "{}", tr!("cli-play-nothing-to-undo"))?,
        }
        Ok(())
    }

    /// A winning move in the notation to type, and why it wins; in a P-position, why no move
    /// wins (the reasons are the library's, in the theory's terms).
    fn hint(&self, out: &mut impl Write) -> Result<(), CliError> {
        let request = HintRequest {
            expr: self.start.clone(),
            played: self.played.clone(),
            misere: self.misere(),
            lang: self.lang,
        };
        let hint = match ask(&request) {
            Ok(hint) => hint,
            Err(CliError::Game(error)) => {
                let error = crate::text::render(&error.line());
                writeln!(out, "{}", tr!("cli-play-no-hint", error = error))?;
                return Ok(());
            }
            Err(error) => return Err(error),
        };
        let why = &hint.reason;
        match &hint.winning_move {
            Some(mv) => {
                let line = tr!(
                    "cli-play-hint",
                    notation = &mv.notation,
                    description = &mv.description
                );
                writeln!(out, "{line}")?;
                if hint.winning_move_count != Int::from(1u64) {
                    let count = &hint.winning_move_count;
                    writeln!(out, "  {}", tr!("cli-play-hint-count", count = count))?;
                }
                writeln!(out, "  {}", tr!("cli-play-why", why = why))?;
            }
            None => {
                writeln!(out, "{}", tr!("cli-play-no-winning-move"))?;
                writeln!(out, "  {}", tr!("cli-play-why", why = why))?;
                if let Some(mv) = &hint.stalling_move {
                    let notation = &mv.notation;
                    writeln!(out, "  {}", tr!("cli-play-stall", notation = notation))?;
                }
            }
        }
        Ok(())
    }

    fn help(&self, out: &mut impl Write) -> io::Result<()> {
        write!(out, "{}", board::help(&self.position))
    }
}

/// One line of input without its line ending; `None` at end of input. Invalid UTF-8 is
/// replaced, so the move is refused with an explanation rather than ending the game; a line
/// with a NUL byte (a binary stream) or longer than
/// [`MOVE_LINE_LIMIT`](bounded::MOVE_LINE_LIMIT) ends the game with an error.
fn read_line(input: &mut impl BufRead) -> Result<Option<String>, CliError> {
    let mut bytes = Vec::new();
    match bounded::read_line(input, &mut bytes, bounded::MOVE_LINE_LIMIT) {
        Ok(Line::End) => Ok(None),
        Ok(Line::Read) if bounded::is_text(&bytes) => {
            Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
        }
        Ok(Line::Read) => Err(CliError::Input(msg!("cli-play-input-not-text"))),
        Ok(Line::TooLong) => Err(CliError::Input(msg!(
            "cli-play-line-too-long",
            size = bounded::size(bounded::MOVE_LINE_LIMIT as u64)
        ))),
        Err(error) if error.kind() == io::ErrorKind::Interrupted => Ok(Some(String::new())),
        Err(error) => Err(CliError::stdin(error)),
    }
}
