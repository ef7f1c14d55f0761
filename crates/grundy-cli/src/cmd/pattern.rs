//! `grundy pattern`: the pattern lab (打表找规律). A game of the notation with one free heap n,
//! or a Rhai rules script, tabulated to N; the table printed as a contest's 打表 would print it,
//! then the patterns the library names, each with whether it is proven.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;
use grundy::report::{Job, Limits, PPositions, PatternReport, PatternRequest, ask};

use crate::bounded::{self, Ended};
use crate::error::{CliError, msg};
use crate::json;
use crate::text::{lang, tr};

/// Values on one line of the 打表 table.
const ROW: u64 = 10;

/// The most rows and columns of a two-number game's table printed.
const GRID: u64 = 40;

/// The most P-positions listed in text (all are in --json).
const LISTED: usize = 40;

#[derive(Args, Debug)]
pub struct PatternArgs {
    /// A game of the notation with one free heap n: "kayles(n)", "sub(n,{1,3,4})", "bash(n,max=3)"
    #[arg(
        value_name = "EXPR",
        required_unless_present = "rules",
        conflicts_with = "rules"
    )]
    expr: Option<String>,
    /// A rules script (Rhai) defining fn moves(n) or fn moves(a, b)
    #[arg(long, value_name = "FILE")]
    rules: Option<PathBuf>,
    /// The last heap (or, for two numbers, the last a and b) of the table
    #[arg(long, value_name = "N", default_value_t = 100)]
    to: u64,
    /// The most time a rules script may run in all, in milliseconds
    #[arg(long, value_name = "MS", default_value_t = 60_000)]
    time_ms: u64,
    /// Print exactly one JSON object (answer "pattern")
    #[arg(long)]
    json: bool,
}

pub fn run(args: &PatternArgs, out: &mut impl Write) -> Result<(), CliError> {
    let rules = match &args.rules {
        Some(path) => Some(read_script(path)?),
        None => None,
    };
    let request = PatternRequest {
        expr: args.expr.clone(),
        rules,
        to: args.to,
        lang: lang(),
        time_ms: Some(args.time_ms),
    };
    let report = ask(&request, &mut Job::new(Limits::LOCAL))?;
    if args.json {
        json::print(out, &report)?;
        return Ok(());
    }
    print_text(&report, out)?;
    Ok(())
}

fn read_script(path: &Path) -> Result<String, CliError> {
    let what = msg!(
        "cli-what-rules-script",
        path = grundy::error::quote(&path.display().to_string())
    );
    let failed = |source| CliError::Read {
        what: what.clone(),
        source,
    };
    let mut file = bounded::open(path).map_err(failed)?;
    let (bytes, ended) =
        bounded::read_to_end(&mut file, bounded::FILE_LIMIT, |_| true).map_err(failed)?;
    if ended == Ended::TooLong {
        return Err(CliError::Input(msg!(
            "cli-pattern-script-long",
            what = what.clone(),
            size = bounded::size(bounded::FILE_LIMIT)
        )));
    }
    String::from_utf8(bytes).map_err(|_| CliError::Input(msg!("cli-pattern-not-utf8", what = what)))
}

/// `items` joined by spaces, at most [`LISTED`], then how many more.
fn listed(items: impl ExactSizeIterator<Item = String>) -> String {
    let total = items.len();
    let mut text: Vec<String> = items.take(LISTED).collect();
    if total > LISTED {
        text.push(tr!("cli-pattern-more", count = total - LISTED));
    }
    text.join(" ")
}

fn print_text(report: &PatternReport, out: &mut impl Write) -> std::io::Result<()> {
    let to = report.to;
    match (&report.values, &report.outcomes.p_positions) {
        (Some(values), PPositions::Heaps(heaps)) => {
            writeln!(out, "{}", tr!("cli-pattern-values-head", to = to))?;
            let width = values
                .grundy
                .iter()
                .max()
                .map_or(1, |g| g.to_string().len());
            let label = to.to_string().len();
            for (row, chunk) in values.grundy.chunks(ROW as usize).enumerate() {
                let cells: Vec<String> = chunk.iter().map(|g| format!("{g:>width$}")).collect();
                writeln!(out, "  {:>label$}: {}", row as u64 * ROW, cells.join(" "))?;
            }
            writeln!(
                out,
                "{}",
                tr!(
                    "cli-pattern-p-heaps",
                    list = listed(heaps.iter().map(u64::to_string))
                )
            )?;
            writeln!(out)?;
            writeln!(out, "{}", values.pattern.statement)?;
        }
        (_, PPositions::Pairs(pairs)) => {
            let shown = to.min(GRID - 1);
            writeln!(out, "{}", tr!("cli-pattern-grid-head", to = shown))?;
            let p: std::collections::HashSet<(u64, u64)> =
                pairs.iter().map(|&[a, b]| (a, b)).collect();
            let label = shown.to_string().len();
            let cell = label + 1;
            let header: Vec<String> = (0..=shown).map(|b| format!("{b:>cell$}")).collect();
            writeln!(out, "  {:>label$} {}", "", header.join(""))?;
            for a in 0..=shown {
                let cells: Vec<String> = (0..=shown)
                    .map(|b| format!("{:>cell$}", if p.contains(&(a, b)) { "P" } else { "." }))
                    .collect();
                writeln!(out, "  {a:>label$} {}", cells.concat())?;
            }
            if shown < to {
                writeln!(
                    out,
                    "{}",
                    tr!("cli-pattern-grid-part", shown = shown + 1, to = to)
                )?;
            }
            let lower = pairs.iter().filter(|[a, b]| a <= b);
            let items: Vec<String> = lower.map(|[a, b]| format!("({a},{b})")).collect();
            writeln!(
                out,
                "{}",
                tr!("cli-pattern-p-pairs", list = listed(items.into_iter()))
            )?;
            writeln!(out)?;
        }
        (None, PPositions::Heaps(_)) => {}
    }
    writeln!(out, "{}", report.outcomes.pattern.statement)?;
    Ok(())
}
