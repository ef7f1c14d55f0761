//! `grundy`: exact answers for impartial games from the command line.
//!
//! The command only wires arguments to the library: each subcommand module parses its
//! arguments into domain values, asks `grundy` (the library), and prints text or one JSON object.
//! It is a library of its own (`grundy_cli`, with a one-line `main`) so that the fuzz targets
//! can reach the judges' input readers.

mod ask;
mod bounded;
mod bulk;
mod cmd;
pub mod error;
mod help;
mod input;
mod json;
pub mod judges;
mod longrun;
mod npy;
mod plot;
mod stress;
mod text;

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use clap::{Args, FromArgMatches, Parser, Subcommand};

use crate::error::{CliError, usage_line};

/// Exact analysis of impartial games: who wins, and with which move.
#[derive(Parser)]
#[command(
    name = "grundy",
    version,
    propagate_version = true,
    arg_required_else_help = true
)]
pub struct Cli {
    /// The language of what is written for a person (JSON keeps its fields and values; only
    /// its prose follows): en or zh. Default: from LC_ALL, LC_MESSAGES or LANG (zh_CN.UTF-8
    /// is Chinese), else English
    #[arg(long, global = true, value_name = "LANG", value_parser = ["en", "zh"])]
    lang: Option<String>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Wythoff's game: two heaps; take any amount from one heap or the same from both.
    Wythoff(cmd::wythoff::WythoffArgs),
    /// Nim: take any amount from one heap (normal, misère, or bounded by --max-take).
    Nim(cmd::nim::NimArgs),
    /// Bash's game: one heap, take 1..M per move.
    Bash(cmd::bash::BashArgs),
    /// The take-away game: each take at most k times the previous one.
    Takeaway(cmd::takeaway::TakeawayArgs),
    /// Fibonacci Nim: the take-away game with k = 2.
    Fib(cmd::takeaway::FibArgs),
    /// A sum of games written as an expression: "nim(3,4,5) + bash(10,max=3)".
    Analyze(cmd::analyze::AnalyzeArgs),
    /// Play a game (any expression, or a sum) in the terminal against the perfect opponent.
    Play(cmd::play::PlayArgs),
    /// Answer a judge's input (stdin) in exactly the judge's output format.
    Judge(cmd::judge::JudgeArgs),
    /// Find the input that breaks your solution to a judge problem.
    Stress(cmd::stress::StressArgs),
    /// Grundy sequences of heap games (subtraction, octal), with proven periods.
    Seq(cmd::seq::SeqArgs),
    /// Misère quotients of octal games: the monoid that decides misère sums, proven by period.
    Misere(cmd::misere::MisereArgs),
    /// The octal census: every game of some code patterns, solved or open, in a SQLite database.
    Census(cmd::census::CensusArgs),
    /// The pattern lab (打表找规律): tabulate any game, a built-in one or a rules script, and
    /// name its pattern.
    Pattern(cmd::pattern::PatternArgs),
    /// Tables of Grundy values: Wythoff's g(a, b), whole or one row with its additive period.
    Table(cmd::table::TableArgs),
    /// Check a certificate of a Grundy sequence's period from the game's rules alone.
    Verify(cmd::verify::VerifyArgs),
    /// Serve the web explorer and its JSON API (the answers of --json) over HTTP.
    Serve(cmd::serve::ServeArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions(cmd::docs::CompletionsArgs),
    /// Print the man page (roff), generated from the same definitions as --help.
    Man,
}

/// How to print the answer (shared by every command).
#[derive(Args, Clone, Copy, Debug)]
pub struct OutputArgs {
    /// Print exactly one JSON object (integers in full, any length)
    #[arg(long)]
    pub json: bool,
    /// Explain the answer step by step, in the theory's terms
    #[arg(long)]
    pub explain: bool,
}

fn run(cli: Cli, out: &mut impl Write) -> Result<(), CliError> {
    text::choose(
        cli.lang
            .as_deref()
            .and_then(grundy::text::Lang::from_locale),
    );
    match cli.command {
        Command::Wythoff(args) => cmd::wythoff::run(&args, out),
        Command::Nim(args) => cmd::nim::run(&args, out),
        Command::Bash(args) => cmd::bash::run(&args, out),
        Command::Takeaway(args) => cmd::takeaway::run(&args, out),
        Command::Fib(args) => cmd::takeaway::run_fib(&args, out),
        Command::Analyze(args) => cmd::analyze::run(&args, out),
        Command::Play(args) => cmd::play::run(&args, out),
        Command::Judge(args) => cmd::judge::run(&args, out),
        Command::Stress(args) => cmd::stress::run(&args, out),
        Command::Seq(args) => cmd::seq::run(&args, out),
        Command::Table(args) => cmd::table::run(&args, out),
        Command::Pattern(args) => cmd::pattern::run(&args, out),
        Command::Census(args) => cmd::census::run(&args, out),
        Command::Misere(args) => cmd::misere::run(&args, out),
        Command::Serve(args) => cmd::serve::run(&args, out),
        Command::Verify(args) => cmd::verify::run(&args, out),
        Command::Completions(args) => cmd::docs::completions(&args, out),
        Command::Man => cmd::docs::man(out),
    }
}

/// Runs the command with the process's arguments: the whole of `grundy`'s `main`.
pub fn main() -> ExitCode {
    // The language first: clap's help is built in it.
    text::choose(help::lang_option(std::env::args_os().skip(1)));
    let command = help::command(text::lang());
    let parsed = command
        .clone()
        .try_get_matches()
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            // --help and --version: print as clap formats them, and succeed.
            help::print_clap(&error, text::lang());
            return ExitCode::SUCCESS;
        }
        Err(error)
            if error.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand =>
        {
            // `grundy`, `grundy seq`, `grundy table` alone: the help, with its list of
            // commands, on stderr (the command is still incomplete: status 2).
            help::print_clap(&error, text::lang());
            return ExitCode::from(2);
        }
        Err(error) => {
            let line = usage_line(&error, &command, text::lang());
            let error = CliError::Usage(grundy::text::Msg::new("error-text").arg("text", line));
            eprintln!("{}", error.line(text::lang()));
            return ExitCode::from(2);
        }
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let result = run(cli, &mut out).and_then(|()| out.flush().map_err(CliError::from));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.is_broken_pipe() => ExitCode::SUCCESS,
        Err(CliError::Finished(status)) => {
            let _ = out.flush();
            ExitCode::from(status)
        }
        Err(error) => {
            eprintln!("{}", error.line(text::lang()));
            ExitCode::from(2)
        }
    }
}
