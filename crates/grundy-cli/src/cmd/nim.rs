//! `grundy nim H1 H2 ...`: outcome and every winning move of Nim (normal, misère, bounded).

use std::io::Write;

use clap::Args;
use grundy::Natural;
use grundy::report::{HeapMove, MoveReport, NimRequest};

use super::outcome_line;
use crate::OutputArgs;
use crate::ask::Asking;
use crate::error::CliError;
use crate::input;
use crate::json;
use crate::text::tr;

#[derive(Args, Debug)]
#[command(allow_negative_numbers = true)]
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

pub fn run(args: &NimArgs, out: &mut impl Write) -> Result<(), CliError> {
    let request = NimRequest {
        heaps: input::heaps(&args.heaps)?,
        misere: args.misere,
        max_take: args
            .max_take
            .as_deref()
            .map(|r| input::natural(r, "maximum take"))
            .transpose()?
            .map(Into::into),
        explain: args.output.explain,
        lang: crate::text::lang(),
    };
    let report = Asking::default().ask(&request)?;
    if args.output.json {
        return Ok(json::print(out, &report)?);
    }
    let convention = report.convention.msg();
    let (count, sum) = (report.heap_count, &report.nim_sum);
    let head = match &report.max_take {
        Some(max) => tr!(
            "cli-nim-head-bounded",
            convention = convention,
            max = max,
            count = count,
            sum = sum
        ),
        None => tr!(
            "cli-nim-head",
            convention = convention,
            count = count,
            sum = sum
        ),
    };
    writeln!(out, "{head}")?;
    outcome_line(out, report.outcome)?;
    if !report.winning_moves.is_empty() {
        let count = &report.winning_move_count;
        writeln!(out, "{}", tr!("cli-winning-moves", count = count))?;
        for mv in &report.winning_moves {
            if let MoveReport::Heap(HeapMove { heap, to, .. }) = mv {
                let from = request.heaps.get(*heap).unwrap_or(Natural::ZERO);
                let line = tr!(
                    "cli-nim-move",
                    heap = grundy::text::nth(*heap),
                    from = from,
                    to = to
                );
                writeln!(out, "  {line}")?;
            }
        }
    }
    if let Some(g) = &report.grundy {
        writeln!(out, "{}", tr!("cli-grundy-value", g = g))?;
    }
    if let Some(text) = &report.explanation {
        writeln!(out)?;
        write!(out, "{text}")?;
    }
    Ok(())
}
