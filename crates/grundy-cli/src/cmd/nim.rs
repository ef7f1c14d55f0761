//! `grundy nim H1 H2 ...`: outcome and every winning move of Nim (normal, misère, bounded).

use std::io::Write;

use clap::Args;
use grundy::Natural;
use grundy::engine::Convention;
use grundy::games::nim::Nim;
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
  grundy nim 3 4 5                  N: take heap 0 from 3 to 1
  grundy nim 1 2 3 --json           a P-position, as JSON
  grundy nim 1 1 1 --misere         misère play: the last take loses
  grundy nim 5 7 9 --max-take 3     at most 3 per move (heaps count as h mod 4)
  grundy nim @heaps.txt             a million heaps from a file of whitespace-separated sizes"
)]
pub struct NimArgs {
    /// Heap sizes (decimal, any length); @PATH reads whitespace-separated sizes from a file
    #[arg(required = true, value_name = "HEAP")]
    heaps: Vec<String>,
    /// Misère play: whoever takes the last token loses
    #[arg(long)]
    misere: bool,
    /// Bounded Nim: a move takes at most R tokens
    #[arg(long, value_name = "R")]
    max_take: Option<String>,
    #[command(flatten)]
    output: OutputArgs,
}

#[derive(Serialize)]
struct MoveDto<'a> {
    heap: usize,
    to: Num<'a>,
}

#[derive(Serialize)]
struct NimDto<'a> {
    game: &'static str,
    convention: &'static str,
    max_take: Option<Num<'a>>,
    heap_count: usize,
    outcome: &'static str,
    nim_sum: Num<'a>,
    grundy: Option<Num<'a>>,
    winning_moves: Vec<MoveDto<'a>>,
    winning_move_count: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    explanation: Option<String>,
}

pub fn run(args: &NimArgs, out: &mut impl Write) -> Result<(), CliError> {
    let heaps = input::heaps(&args.heaps)?;
    let max_take = args
        .max_take
        .as_deref()
        .map(|r| input::natural(r, "maximum take"))
        .transpose()?;
    let nim = Nim::new(heaps, Convention::from_misere(args.misere), max_take)?;
    let analysis = nim.analyze();
    let explanation = args.output.explain.then(|| nim.explain());
    if args.output.json {
        let dto = NimDto {
            game: "nim",
            convention: nim.convention().name_ascii(),
            max_take: json::opt(nim.max_take()),
            heap_count: nim.heaps().len(),
            outcome: analysis.outcome.as_str(),
            nim_sum: Num(&analysis.nim_sum),
            grundy: json::opt(analysis.grundy.as_ref()),
            winning_move_count: analysis.winning_moves.len(),
            winning_moves: analysis
                .winning_moves
                .iter()
                .map(|m| MoveDto {
                    heap: m.heap,
                    to: Num(&m.to),
                })
                .collect(),
            explanation,
        };
        return Ok(json::print(out, &dto)?);
    }
    let bound = nim
        .max_take()
        .map(|r| format!(", at most {r} per move"))
        .unwrap_or_default();
    writeln!(
        out,
        "Nim, {} play{bound}: {} heaps, nim-sum {}",
        nim.convention().name(),
        nim.heaps().len(),
        analysis.nim_sum
    )?;
    outcome_line(out, analysis.outcome)?;
    if !analysis.winning_moves.is_empty() {
        writeln!(out, "Winning moves ({}):", analysis.winning_moves.len())?;
        for m in &analysis.winning_moves {
            let from = nim.heaps().get(m.heap).unwrap_or(Natural::ZERO);
            writeln!(out, "  heap {}: {from} -> {}", m.heap, m.to)?;
        }
    }
    if let Some(g) = &analysis.grundy {
        writeln!(out, "Grundy value: {g}")?;
    }
    if let Some(text) = explanation {
        writeln!(out)?;
        write!(out, "{text}")?;
    }
    Ok(())
}
