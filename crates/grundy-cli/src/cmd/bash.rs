//! `grundy bash N --max M`: Bash's game, normal or misère.

use std::io::Write;

use clap::Args;
use grundy::report::{BashRequest, MoveReport, TakeMoveReport};

use super::outcome_line;
use crate::OutputArgs;
use crate::ask::Asking;
use crate::error::CliError;
use crate::input;
use crate::json;
use crate::text::tr;

#[derive(Args, Debug)]
#[command(allow_negative_numbers = true)]
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

pub fn run(args: &BashArgs, out: &mut impl Write) -> Result<(), CliError> {
    let request = BashRequest {
        n: input::natural(&args.n, "heap size")?.into(),
        max: input::natural(&args.max_take, "maximum take m")?.into(),
        misere: args.misere,
        explain: args.output.explain,
        lang: crate::text::lang(),
    };
    let report = Asking::default().ask(&request)?;
    if args.output.json {
        return Ok(json::print(out, &report)?);
    }
    let convention = report.convention.msg();
    let (n, max) = (&report.heap, &report.max);
    writeln!(
        out,
        "{}",
        tr!("cli-bash-head", convention = convention, n = n, max = max)
    )?;
    outcome_line(out, report.outcome)?;
    for mv in &report.winning_moves {
        if let MoveReport::Take(TakeMoveReport { take, to, .. }) = mv {
            writeln!(out, "{}", tr!("cli-bash-move", take = take, to = to))?;
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
