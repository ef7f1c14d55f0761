//! `grundy takeaway N --k K` and `grundy fib N`: the take-away game with a multiplier.

use std::io::Write;

use clap::Args;
use grundy::games::takeaway::{self, TakeAway};
use grundy::{Natural, Ratio};
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
  grundy takeaway 20 --k 3/2              the opening position (the first move takes 1..19)
  grundy takeaway 20 --k 2.5 --cap 4      mid-game: at most 4 may be taken now
  grundy takeaway --k 3 --losing-heaps 15 the first 15 losing heaps for k = 3
  grundy takeaway 100 --k 1/2             k < 1: a take t with ⌊k·t⌋ = 0 leaves no legal reply"
)]
pub struct TakeawayArgs {
    /// Heap size (decimal, any length up to the documented limit, or @PATH)
    #[arg(required_unless_present = "losing_heaps")]
    n: Option<String>,
    /// The multiplier k > 0, exactly: 2, 3/2, 2.5
    #[arg(long, value_name = "K", required = true)]
    k: String,
    #[command(flatten)]
    common: CommonArgs,
}

#[derive(Args, Debug)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:
  grundy fib 20                 N: take 2 (20 = 13 + 5 + 2 in Zeckendorf form)
  grundy fib 21 --json          P: 21 is a Fibonacci number
  grundy fib 20 --cap 1         mid-game: at most 1 may be taken now
  grundy fib --losing-heaps 20  the first 20 losing heaps (Fibonacci numbers)"
)]
pub struct FibArgs {
    /// Heap size (decimal, any length up to the documented limit, or @PATH)
    #[arg(required_unless_present = "losing_heaps")]
    n: Option<String>,
    #[command(flatten)]
    common: CommonArgs,
}

#[derive(Args, Debug)]
struct CommonArgs {
    /// The most the player to move may take now (default: N-1, the opening move)
    #[arg(long, value_name = "R")]
    cap: Option<String>,
    /// List the first COUNT losing heaps instead of (or with) analysing a position
    #[arg(long, value_name = "COUNT")]
    losing_heaps: Option<usize>,
    #[command(flatten)]
    output: OutputArgs,
}

#[derive(Serialize)]
struct MoveDto<'a> {
    take: Num<'a>,
    to: Num<'a>,
}

#[derive(Serialize)]
struct TakeawayDto<'a> {
    game: &'static str,
    k: String,
    heap: Num<'a>,
    cap: Num<'a>,
    outcome: &'static str,
    winning_moves: Vec<MoveDto<'a>>,
    least_winning_move: Option<Num<'a>>,
    decomposition: Vec<Num<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    losing_heaps: Option<Vec<Num<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    explanation: Option<String>,
}

#[derive(Serialize)]
struct SequenceDto<'a> {
    game: &'static str,
    k: String,
    losing_heaps: Vec<Num<'a>>,
}

pub fn run(args: &TakeawayArgs, out: &mut impl Write) -> Result<(), CliError> {
    let k = input::ratio(&args.k)?;
    run_with(k, args.n.as_deref(), &args.common, out)
}

pub fn run_fib(args: &FibArgs, out: &mut impl Write) -> Result<(), CliError> {
    run_with(Ratio::integer(2)?, args.n.as_deref(), &args.common, out)
}

fn run_with(
    k: Ratio,
    n: Option<&str>,
    common: &CommonArgs,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let losing = common
        .losing_heaps
        .map(|count| takeaway::first_losing_heaps(k, count))
        .transpose()?;
    let Some(n) = n else {
        let losing = losing.unwrap_or_default();
        if common.output.json {
            let dto = SequenceDto {
                game: "takeaway",
                k: k.to_string(),
                losing_heaps: losing.iter().map(Num).collect(),
            };
            return Ok(json::print(out, &dto)?);
        }
        return write_sequence(out, k, &losing);
    };
    let n = input::natural(n, "heap size")?;
    let cap = common
        .cap
        .as_deref()
        .map(|r| input::natural(r, "cap"))
        .transpose()?;
    let game = TakeAway::new(n, k, cap)?;
    let outcome = game.outcome();
    let moves = game.winning_moves()?;
    let decomposition = game.decomposition();
    let explanation = common.output.explain.then(|| game.explain()).transpose()?;
    if common.output.json {
        let dto = TakeawayDto {
            game: "takeaway",
            k: k.to_string(),
            heap: Num(game.heap()),
            cap: Num(game.cap()),
            outcome: outcome.as_str(),
            least_winning_move: moves.first().map(|m| Num(&m.take)),
            winning_moves: moves
                .iter()
                .map(|m| MoveDto {
                    take: Num(&m.take),
                    to: Num(&m.to),
                })
                .collect(),
            decomposition: decomposition.iter().map(Num).collect(),
            losing_heaps: losing.as_ref().map(|l| l.iter().map(Num).collect()),
            explanation,
        };
        return Ok(json::print(out, &dto)?);
    }
    writeln!(
        out,
        "Take-away game, k = {k}: heap {}, the mover may take 1..{}",
        game.heap(),
        game.cap()
    )?;
    outcome_line(out, outcome)?;
    if !decomposition.is_empty() {
        let terms: Vec<String> = decomposition.iter().map(ToString::to_string).collect();
        writeln!(
            out,
            "Decomposition into losing heaps: {}",
            terms.join(" + ")
        )?;
    }
    if let Some(first) = moves.first() {
        writeln!(out, "Least winning move: take {}", first.take)?;
        writeln!(out, "Winning moves ({}):", moves.len())?;
        for m in &moves {
            writeln!(out, "  take {}, leaving {}", m.take, m.to)?;
        }
    }
    if let Some(losing) = &losing {
        write_sequence(out, k, losing)?;
    }
    if let Some(text) = explanation {
        writeln!(out)?;
        write!(out, "{text}")?;
    }
    Ok(())
}

fn write_sequence(out: &mut impl Write, k: Ratio, losing: &[Natural]) -> Result<(), CliError> {
    let terms: Vec<String> = losing.iter().map(ToString::to_string).collect();
    writeln!(out, "Losing heaps for k = {k}: {}", terms.join(", "))?;
    Ok(())
}
