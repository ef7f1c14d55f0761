//! `grundy bash N --max M`: Bash's game, normal or misère.

use std::io::Write;

use clap::Args;
use grundy::engine::Convention;
use grundy::games::bash::Bash;
use serde::Serialize;

use super::outcome_line;
use crate::OutputArgs;
use crate::error::CliError;
use crate::input;
use crate::json::{self, Num};

#[derive(Args, Debug)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:
  grundy bash 10 --max 3            N: take 2, leaving 8 (a multiple of 4)
  grundy bash 12 --max 3 --json     P, as JSON
  grundy bash 10 --max 3 --misere   misère play: the last take loses"
)]
pub struct BashArgs {
    /// Heap size (decimal, any length, or @PATH)
    n: String,
    /// The most one move may take (at least 1)
    #[arg(long = "max", value_name = "M", required = true)]
    max_take: String,
    /// Misère play: whoever takes the last token loses
    #[arg(long)]
    misere: bool,
    #[command(flatten)]
    output: OutputArgs,
}

#[derive(Serialize)]
struct MoveDto<'a> {
    take: Num<'a>,
    to: Num<'a>,
}

#[derive(Serialize)]
struct BashDto<'a> {
    game: &'static str,
    convention: &'static str,
    heap: Num<'a>,
    max: Num<'a>,
    outcome: &'static str,
    grundy: Option<Num<'a>>,
    winning_moves: Vec<MoveDto<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    explanation: Option<String>,
}

pub fn run(args: &BashArgs, out: &mut impl Write) -> Result<(), CliError> {
    let n = input::natural(&args.n, "heap size")?;
    let m = input::natural(&args.max_take, "maximum take m")?;
    let game = Bash::new(n, m, Convention::from_misere(args.misere))?;
    let outcome = game.outcome();
    let moves = game.winning_moves();
    let grundy = game.grundy();
    let explanation = args.output.explain.then(|| game.explain());
    if args.output.json {
        let dto = BashDto {
            game: "bash",
            convention: game.convention().name_ascii(),
            heap: Num(game.heap()),
            max: Num(game.max_take()),
            outcome: outcome.as_str(),
            grundy: json::opt(grundy.as_ref()),
            winning_moves: moves
                .iter()
                .map(|m| MoveDto {
                    take: Num(&m.take),
                    to: Num(&m.to),
                })
                .collect(),
            explanation,
        };
        return Ok(json::print(out, &dto)?);
    }
    writeln!(
        out,
        "Bash's game, {} play: heap {}, take 1..{}",
        game.convention().name(),
        game.heap(),
        game.max_take()
    )?;
    outcome_line(out, outcome)?;
    for m in &moves {
        writeln!(out, "Winning move: take {}, leaving {}", m.take, m.to)?;
    }
    if let Some(g) = &grundy {
        writeln!(out, "Grundy value: {g}")?;
    }
    if let Some(text) = explanation {
        writeln!(out)?;
        write!(out, "{text}")?;
    }
    Ok(())
}
