//! `grundy takeaway N --k K` and `grundy fib N`: the take-away game with a multiplier.

use std::io::Write;

use clap::Args;
use grundy::report::{
    FibRequest, Int, MoveReport, Number, TakeAwayAnswer, TakeAwayRequest, TakeMoveReport,
};

use super::outcome_line;
use crate::OutputArgs;
use crate::ask::Asking;
use crate::error::CliError;
use crate::input;
use crate::json;
use crate::text::tr;

#[derive(Args, Debug)]
#[command(allow_negative_numbers = true)]
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
#[command(allow_negative_numbers = true)]
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

pub fn run(args: &TakeawayArgs, out: &mut impl Write) -> Result<(), CliError> {
    let request = TakeAwayRequest {
        n: args
            .n
            .as_deref()
            .map(|n| input::natural(n, "heap size"))
            .transpose()?
            .map(Into::into),
        k: input::ratio(&args.k)?.into(),
        cap: cap(&args.common)?,
        losing_heaps: args.common.losing_heaps.map(|c| (c as u64).into()),
        construction: false,
        explain: args.common.output.explain,
        lang: crate::text::lang(),
    };
    print(&Asking::default().ask(&request)?, &args.common, false, out)
}

pub fn run_fib(args: &FibArgs, out: &mut impl Write) -> Result<(), CliError> {
    let request = FibRequest {
        n: args
            .n
            .as_deref()
            .map(|n| input::natural(n, "heap size"))
            .transpose()?
            .map(Into::into),
        cap: cap(&args.common)?,
        losing_heaps: args.common.losing_heaps.map(|c| (c as u64).into()),
        explain: args.common.output.explain,
        lang: crate::text::lang(),
    };
    print(&Asking::default().ask(&request)?, &args.common, true, out)
}

fn cap(common: &CommonArgs) -> Result<Option<Number>, CliError> {
    Ok(common
        .cap
        .as_deref()
        .map(|r| input::natural(r, "cap"))
        .transpose()?
        .map(Into::into))
}

fn print(
    answer: &TakeAwayAnswer,
    common: &CommonArgs,
    fib: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let report = match answer {
        TakeAwayAnswer::LosingHeaps(report) => {
            if common.output.json {
                return Ok(json::print(out, report)?);
            }
            return write_sequence(out, &report.k, &report.losing_heaps);
        }
        TakeAwayAnswer::Heap(report) => report,
    };
    if common.output.json {
        return Ok(json::print(out, report)?);
    }
    let (k, n, cap) = (&report.k, &report.heap, &report.cap);
    let head = if fib {
        tr!("cli-fib-head", n = n, cap = cap)
    } else {
        tr!("cli-takeaway-head", k = k, n = n, cap = cap)
    };
    writeln!(out, "{head}")?;
    outcome_line(out, report.outcome)?;
    if !report.decomposition.is_empty() {
        let terms: Vec<String> = report
            .decomposition
            .iter()
            .map(ToString::to_string)
            .collect();
        let terms = terms.join(" + ");
        writeln!(out, "{}", tr!("cli-decomposition", terms = terms))?;
    }
    if let Some(first) = &report.least_winning_move {
        writeln!(out, "{}", tr!("cli-least-winning-move", take = first))?;
        let count = &report.winning_move_count;
        writeln!(out, "{}", tr!("cli-winning-moves", count = count))?;
        for mv in &report.winning_moves {
            if let MoveReport::Take(TakeMoveReport { take, to, .. }) = mv {
                writeln!(out, "  {}", tr!("cli-take-leaving", take = take, to = to))?;
            }
        }
    }
    if let Some(losing) = &report.losing_heaps {
        write_sequence(out, &report.k, losing)?;
    }
    if let Some(text) = &report.explanation {
        writeln!(out)?;
        write!(out, "{text}")?;
    }
    Ok(())
}

fn write_sequence(out: &mut impl Write, k: &str, losing: &[Int]) -> Result<(), CliError> {
    let terms: Vec<String> = losing.iter().map(ToString::to_string).collect();
    let terms = terms.join(", ");
    writeln!(out, "{}", tr!("cli-losing-heaps", k = k, terms = terms))?;
    Ok(())
}
