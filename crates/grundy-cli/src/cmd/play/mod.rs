//! `grundy play "EXPR"`: a game in the terminal against the perfect opponent.
//!
//! The library decides everything: the moves (`Expr::parse_move`, `Expr::apply`), the
//! opponent's reply (the first winning move of `Expr::analyze`, or when it has none the move
//! that removes the fewest tokens, `Expr::smallest_move`, so a human wins only by playing
//! perfectly) and the hint. This module reads lines, keeps the history for `undo`, and prints
//! the board (`board`) and the reasons (`hint`). The computer is deterministic, and no terminal
//! control codes are written, so a script piped to stdin gives the same transcript every time.

mod board;

use std::io::{self, BufRead, IsTerminal, Write};

use clap::{Args, ValueEnum};
use grundy::Error;
use grundy::expr::{Analysis, Expr, SumMove};
use grundy::report::Mistake;
use grundy::report::{Convention, Outcome};

use crate::bounded::{self, Line};
use crate::error::CliError;
use crate::longrun;
use crate::text::{self, render, tr};

/// `--help`'s text after the options: the games and how their moves are typed, from the
/// library's catalogue, then this.
fn after_help() -> String {
    format!(
        "Games (any expression `grundy analyze` reads; join games with + to play their sum), and \
         how their moves are typed (type `help` during the game for the ones of your game):\n{}  \
         {AFTER_HELP}",
        super::games_help(24, |entry| entry.moves.clone())
    )
}

const AFTER_HELP: &str = "\
  in a sum              put the game's number first: `2: 0 3`
Commands: hint (a winning move and why), undo (take back your move and the reply), board,
help, quit. End of input or Ctrl-C also ends the game (exit status 0, or 130 for Ctrl-C).

Examples:
  grundy play \"nim(3,4,5)\"                      you move first, in a winning position
  grundy play \"wythoff(4,7)\" --first computer   the computer starts in a losing position
  grundy play \"fib(20) + kayles(7)\"             a sum: moves start with the game's number
  grundy play \"nim(1,2,3)\" --misere             whoever takes the last token loses
  printf '0 2\\nhint\\n' | grundy play \"nim(3,4,5)\"   scripted: the input is echoed";

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
    let position = super::analyze::parse(&args.expr)?;
    let convention = Convention::from_misere(args.misere);
    // Refuse up front what cannot be played exactly; later positions are smaller.
    longrun::analyze(&position, convention).map_err(|e| {
        Error::new(
            e.kind(),
            format!(
                "cannot play '{}': {}",
                grundy::error::quote(&position.to_string()),
                e.message()
            ),
        )
    })?;
    // Ctrl-C: a newline (on stderr: stdout is held by the main thread) and status 130. If a
    // handler cannot be installed, the default action still ends the process.
    let _ = ctrlc::set_handler(|| {
        eprintln!();
        std::process::exit(130);
    });
    let stdin = io::stdin();
    let echo = !stdin.is_terminal();
    let mut game = Game::new(position, convention, args.first);
    game.play(&mut stdin.lock(), out, echo)
}

/// A position and what came before it.
struct Game {
    position: Expr,
    convention: Convention,
    human_to_move: bool,
    /// The positions before each of the human's moves, for `undo`.
    history: Vec<Expr>,
    moves: usize,
}

impl Game {
    fn new(position: Expr, convention: Convention, first: First) -> Game {
        Game {
            position,
            convention,
            human_to_move: first == First::Me,
            history: Vec::new(),
            moves: 0,
        }
    }

    fn play(
        &mut self,
        input: &mut impl BufRead,
        out: &mut impl Write,
        echo: bool,
    ) -> Result<(), CliError> {
        self.introduce(out)?;
        loop {
            if self.position.is_terminal() {
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
            match line.trim().to_lowercase().as_str() {
                "" => {}
                "quit" | "exit" | "q" => {
                    writeln!(out, "{}", tr!("cli-play-goodbye"))?;
                    return Ok(());
                }
                "help" | "?" | "h" => self.help(out)?,
                "hint" => self.hint(out)?,
                "undo" | "u" => self.undo(out)?,
                "board" | "b" => self.show(out)?,
                _ => self.human_moves(line.trim(), out)?,
            }
        }
    }

    fn introduce(&self, out: &mut impl Write) -> io::Result<()> {
        let rule = match self.convention {
            Convention::Normal => tr!("cli-play-rule-normal"),
            Convention::Misere => tr!("cli-play-rule-misere"),
        };
        let position = self.position.to_string();
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

    fn human_moves(&mut self, text: &str, out: &mut impl Write) -> Result<(), CliError> {
        let mv = match self.position.parse_move(text) {
            Ok(mv) => mv,
            Err(error) => {
                let why = error.message().trim_end_matches('.');
                writeln!(out, "{}", tr!("cli-play-illegal", why = why))?;
                return Ok(());
            }
        };
        self.history.push(self.position.clone());
        let description = render(&self.position.describe_move(&mv));
        writeln!(out, "{}", tr!("cli-play-you", move = description))?;
        // The tutor: from a won position, a move that leaves the computer a won one is a
        // mistake; say which moves would have won, and why (the library's reasons).
        let before = longrun::analyze(&self.position, self.convention)
            .ok()
            .filter(|analysis| analysis.outcome == Outcome::N);
        let start = self.position.clone();
        self.apply(&mv)?;
        self.human_to_move = false;
        if let Some(before) = before {
            self.tell_mistake(&start, &before, out)?;
        }
        self.after_move(out, "The computer")
    }

    fn computer_moves(&mut self, out: &mut impl Write) -> Result<(), CliError> {
        // The library's choice, as the web API's: a winning move, else the one that stalls.
        let chosen = match longrun::analyze(&self.position, self.convention) {
            Ok(analysis) => {
                let hint = self.position.hint_from(&analysis);
                hint.winning_move.or(hint.stalling_move)
            }
            Err(error) => {
                let error = error.to_string();
                writeln!(out, "{}", tr!("cli-play-cannot-analyse", error = error))?;
                self.position.smallest_move()
            }
        };
        let Some(mv) = chosen else {
            return Ok(());
        };
        let description = render(&self.position.describe_move(&mv));
        writeln!(out, "{}", tr!("cli-play-computer", move = description))?;
        self.apply(&mv)?;
        self.human_to_move = true;
        self.after_move(out, "You")
    }

    fn apply(&mut self, mv: &SumMove) -> Result<(), CliError> {
        self.position = self.position.apply(mv)?;
        self.moves += 1;
        Ok(())
    }

    fn after_move(&self, out: &mut impl Write, next_player: &str) -> Result<(), CliError> {
        self.show(out)?;
        if !self.position.is_terminal() && next_player == "You" {
            writeln!(out, "{}", tr!("cli-play-your-move"))?;
        }
        Ok(())
    }

    /// After the human's move from `start` (an N-position, by `before`): if the position now
    /// is won for the computer (an N-position, or the end under misère play), the mistake and
    /// the moves that would have won.
    fn tell_mistake(
        &self,
        start: &Expr,
        before: &Analysis,
        out: &mut impl Write,
    ) -> Result<(), CliError> {
        let lost = if self.position.is_terminal() {
            self.convention == Convention::Misere
        } else {
            longrun::analyze(&self.position, self.convention)
                .is_ok_and(|analysis| analysis.outcome == Outcome::N)
        };
        if !lost {
            return Ok(());
        }
        let mistake = Mistake::new(start, before, text::lang())?;
        let Some(first) = mistake.winning_moves.first() else {
            return Ok(());
        };
        let line = tr!(
            "cli-play-mistake",
            count = &mistake.winning_move_count,
            notation = &first.notation,
            description = &first.description,
            reason = &mistake.reason
        );
        writeln!(out, "{line}")?;
        Ok(())
    }

    fn announce(&self, out: &mut impl Write) -> Result<(), CliError> {
        let human_stuck = self.human_to_move;
        if self.moves == 0 {
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
        writeln!(out, "{}", tr!("cli-play-over", moves = self.moves))?;
        Ok(())
    }

    fn undo(&mut self, out: &mut impl Write) -> Result<(), CliError> {
        match self.history.pop() {
            Some(position) => {
                let taken_back = if self.moves >= 2 { 2 } else { 1 };
                self.moves -= taken_back.min(self.moves);
                self.position = position;
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
    fn hint(&self, out: &mut impl Write) -> io::Result<()> {
        let hint = match longrun::analyze(&self.position, self.convention) {
            Ok(analysis) => self.position.hint_from(&analysis),
            Err(error) => {
                let error = error.to_string();
                return writeln!(out, "{}", tr!("cli-play-no-hint", error = error));
            }
        };
        match &hint.winning_move {
            Some(mv) => {
                let notation = self.position.move_notation(mv);
                let description = render(&self.position.describe_move(mv));
                let line = tr!(
                    "cli-play-hint",
                    notation = notation,
                    description = description
                );
                writeln!(out, "{line}")?;
                if hint.winning_move_count > grundy::Natural::ONE {
                    let count = &hint.winning_move_count;
                    writeln!(out, "  {}", tr!("cli-play-hint-count", count = count))?;
                }
                let why = render(&hint.reason);
                writeln!(out, "  {}", tr!("cli-play-why", why = why))
            }
            None => {
                writeln!(out, "{}", tr!("cli-play-no-winning-move"))?;
                let why = render(&hint.reason);
                writeln!(out, "  {}", tr!("cli-play-why", why = why))?;
                if let Some(mv) = &hint.stalling_move {
                    let notation = self.position.move_notation(mv);
                    writeln!(out, "  {}", tr!("cli-play-stall", notation = notation))?;
                }
                Ok(())
            }
        }
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
        Ok(Line::Read) => Err(CliError::Input(
            "the input is not text (it has a NUL byte): play reads one move per line of text; \
             the game ends"
                .to_string(),
        )),
        Ok(Line::TooLong) => Err(CliError::Input(format!(
            "a line of input is longer than {}, the most a move may be; the game ends",
            bounded::size(bounded::MOVE_LINE_LIMIT as u64)
        ))),
        Err(error) if error.kind() == io::ErrorKind::Interrupted => Ok(Some(String::new())),
        Err(error) => Err(CliError::stdin(error)),
    }
}
