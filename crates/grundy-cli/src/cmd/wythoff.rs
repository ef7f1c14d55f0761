//! `grundy wythoff A B`: outcome, winning moves, pair index and Grundy value of Wythoff's game.

use std::io::Write;

use clap::Args;
use grundy::Natural;
use grundy::report::{
    MoveReport, Number, TwoHeapMove, WythoffPairReport, WythoffPairRequest, WythoffRequest,
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
pub struct WythoffArgs {
    /// First heap (decimal, any length, or @PATH)
    #[arg(required_unless_present = "pair")]
    a: Option<String>,
    /// Second heap (decimal, any length, or @PATH)
    #[arg(required_unless_present = "pair")]
    b: Option<String>,
    /// Misère play: whoever takes the last token loses
    #[arg(long)]
    misere: bool,
    /// Print the K-th P-position (a_K, b_K) = (⌊Kφ⌋, ⌊Kφ⌋ + K) instead of analysing a position
    #[arg(long, value_name = "K", conflicts_with_all = ["a", "b", "misere"])]
    pair: Option<String>,
    /// Also give the Grundy value g(a, b): no closed form is known, so it comes from the table
    /// of all smaller positions up to a + b <= 16384, and beyond from the proven additive period
    /// of row min(a, b) <= 4095 (--explain says which; JSON gives it when it is cheap anyway)
    #[arg(long)]
    grundy: bool,
    #[command(flatten)]
    output: OutputArgs,
}

pub fn run(args: &WythoffArgs, out: &mut impl Write) -> Result<(), CliError> {
    if let Some(k) = &args.pair {
        let request = WythoffPairRequest {
            k: input::natural(k, "pair index")?.into(),
        };
        let report = Asking::default().ask(&request)?;
        return print_pair(&report, args.output.json, out);
    }
    let (Some(a), Some(b)) = (&args.a, &args.b) else {
        return Err(CliError::Usage(crate::error::msg!(
            "cli-wythoff-needs-heaps"
        )));
    };
    let request = WythoffRequest {
        a: Number::Digits(input::digits(a, "heap size")?),
        b: Number::Digits(input::digits(b, "heap size")?),
        misere: args.misere,
        grundy: args.grundy,
        explain: args.output.explain,
        lang: crate::text::lang(),
    };
    let report = Asking::default().ask(&request).map_err(|e| match e {
        CliError::Game(e) if args.grundy && e.kind() == grundy::ErrorKind::Unsupported => {
            CliError::Game(e.context("--grundy"))
        }
        e => e,
    })?;
    if args.output.json {
        return Ok(json::print(out, &report)?);
    }
    let [a, b] = &report.heaps;
    let convention = report.convention.msg();
    writeln!(
        out,
        "{}",
        tr!("cli-wythoff-head", convention = convention, a = a, b = b)
    )?;
    outcome_line(out, report.outcome)?;
    if let Some(k) = &report.pair_index {
        writeln!(out, "{}", tr!("cli-wythoff-pair-index", k = k))?;
    }
    if !report.winning_moves.is_empty() {
        let count = &report.winning_move_count;
        writeln!(out, "{}", tr!("cli-winning-moves", count = count))?;
        let from = [a.to_natural(), b.to_natural()];
        for mv in &report.winning_moves {
            if let MoveReport::TwoHeaps(TwoHeapMove { to: [x, y], .. }) = mv {
                let to = [x.to_natural(), y.to_natural()];
                writeln!(out, "  -> ({x}, {y})   {}", describe_move(&from, &to))?;
            }
        }
    }
    if let (true, Some(g)) = (args.grundy, &report.grundy) {
        writeln!(out, "{}", tr!("cli-wythoff-grundy", a = a, b = b, g = g))?;
    }
    if let Some(text) = &report.explanation {
        writeln!(out)?;
        write!(out, "{text}")?;
    }
    Ok(())
}

fn describe_move(from: &[Natural; 2], to: &[Natural; 2]) -> String {
    let taken = |i: usize| from[i].checked_sub(&to[i]).unwrap_or(Natural::ZERO);
    match (taken(0).is_zero(), taken(1).is_zero()) {
        (false, false) => tr!("cli-wythoff-take-both", n = taken(0)),
        (false, true) => tr!("cli-wythoff-take-first", n = taken(0)),
        _ => tr!("cli-wythoff-take-second", n = taken(1)),
    }
}

fn print_pair(
    report: &WythoffPairReport,
    as_json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    if as_json {
        return Ok(json::print(out, report)?);
    }
    let [a, b] = &report.position;
    let k = &report.pair_index;
    writeln!(out, "{}", tr!("cli-wythoff-pair", k = k, a = a, b = b))?;
    writeln!(out, "a_k = ⌊kφ⌋ = {a}, b_k = a_k + k = {b}")?;
    Ok(())
}
