//! `grundy misere CODE`: the misère quotient of an octal game, proven for every heap size when
//! its heap map repeats long enough (docs/THEORY.md § 8.5).

use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Args;
use grundy::report::{
    MISERE_DEFAULT_TIME_MS, MisereQuotientReport, MisereQuotientRequest, QuotientProgress,
};

use crate::error::CliError;
use crate::input;
use crate::json;
use crate::text::tr;

#[derive(Args, Debug)]
pub struct MisereArgs {
    /// The game: an octal or hexadecimal code (0.77, 4.7), or a name (kayles, dawsons, ...)
    game: String,
    /// Compute heaps up to N at most (stops earlier once proven)
    #[arg(long, value_name = "N")]
    to: Option<String>,
    /// Stop after SECONDS (default 30; 0: no time limit), keeping what was found
    #[arg(long, value_name = "SECONDS")]
    time: Option<String>,
    /// Stop before the quotient exceeds N elements (default and at most 4096)
    #[arg(long, value_name = "N")]
    max_order: Option<String>,
    /// Stop after N steps of work (default 20000000000)
    #[arg(long, value_name = "N")]
    work: Option<String>,
    /// Print exactly one JSON object
    #[arg(long)]
    json: bool,
}

pub fn run(args: &MisereArgs, out: &mut impl Write) -> Result<(), CliError> {
    let count = |text: &Option<String>, what: &str| -> Result<Option<u64>, CliError> {
        text.as_deref().map(|t| input::count(t, what)).transpose()
    };
    let request = MisereQuotientRequest {
        code: args.game.clone(),
        to: count(&args.to, "--to N")?,
        max_order: count(&args.max_order, "--max-order N")?,
        work_limit: count(&args.work, "--work N")?,
        time_limit_ms: count(&args.time, "--time SECONDS")?
            .map(|s| s.saturating_mul(1000))
            .or(Some(MISERE_DEFAULT_TIME_MS)),
        lang: crate::text::lang(),
    };
    // Ctrl-C stops the computation and prints what it found.
    let cancel = Arc::new(AtomicBool::new(false));
    {
        let cancel = Arc::clone(&cancel);
        let _ = ctrlc::set_handler(move || cancel.store(true, Ordering::Relaxed));
    }
    let terminal = std::io::stderr().is_terminal();
    let mut shown = false;
    let mut progress = |p: QuotientProgress| {
        if terminal {
            eprint!(
                "\r\x1b[Kheap {}: order {}, P-portion {} ({} steps)",
                p.heap, p.order, p.p_portion, p.work
            );
            shown = true;
        }
    };
    let answer = request.compute(&mut progress, Some(cancel));
    if shown {
        eprint!("\r\x1b[K");
    }
    let report = answer?;
    if args.json {
        return Ok(json::print(out, &report)?);
    }
    print_text(out, &report)?;
    Ok(())
}

fn print_text(out: &mut impl Write, report: &MisereQuotientReport) -> std::io::Result<()> {
    let title = super::seq::octal::title(&report.game_title());
    let title = lowercase_first(&crate::text::render(&title));
    writeln!(out, "{}", tr!("cli-misere-head", game = title))?;
    let n = report.heaps_computed;
    match (report.preperiod, report.period) {
        (Some(preperiod), Some(period)) => writeln!(
            out,
            "{}",
            tr!(
                "cli-misere-proven",
                period = period,
                preperiod = preperiod,
                n = n
            )
        )?,
        _ => {
            writeln!(out, "{}", tr!("cli-misere-unproven", n = n))?;
            if let Some(reason) = &report.stopped {
                let line = tr!("cli-misere-stopped", heap = n + 1, reason = reason);
                writeln!(out, "{line}")?;
            }
        }
    }
    let line = tr!(
        "cli-misere-order",
        order = report.order,
        count = report.p_portion.len(),
        elements = report.p_portion.join(", "),
    );
    writeln!(out, "{line}")?;
    let line = match report.tame {
        true => tr!("cli-misere-tame"),
        false => tr!("cli-misere-wild"),
    };
    writeln!(out, "{line}")?;
    let generators: Vec<String> = report
        .generators
        .iter()
        .map(|g| tr!("cli-misere-generator", name = &g.name, heap = g.heap))
        .collect();
    let line = tr!("cli-misere-generators", list = none_if_empty(&generators));
    writeln!(out, "{line}")?;
    let relations: Vec<String> = report
        .relations
        .iter()
        .map(|[word, normal]| format!("{word} = {normal}"))
        .collect();
    let line = tr!("cli-misere-relations", list = none_if_empty(&relations));
    writeln!(out, "{line}")?;
    writeln!(out, "{}", tr!("cli-misere-heap-map"))?;
    let shown = match (report.preperiod, report.period) {
        (Some(preperiod), Some(period)) => (preperiod + period - 1).min(n),
        _ => n,
    };
    for start in (0..=shown).step_by(10) {
        let row: Vec<String> = (start..=shown.min(start + 9))
            .map(|h| format!("{:>5}", report.heap_map[h as usize]))
            .collect();
        writeln!(out, "  {start:>5}: {}", row.join(" "))?;
    }
    if let (Some(preperiod), Some(period)) = (report.preperiod, report.period) {
        let line = tr!(
            "cli-misere-for-ever",
            preperiod = preperiod,
            period = period
        );
        writeln!(out, "  {line}")?;
    }
    writeln!(out, "{}", tr!("cli-misere-table"))?;
    let width = report
        .elements
        .iter()
        .map(|e| e.chars().count())
        .max()
        .unwrap_or(1);
    let cell = |text: &str| format!("{text:>width$}");
    let header: Vec<String> = report.elements.iter().map(|e| cell(e)).collect();
    writeln!(out, "  {} | {}", cell("×"), header.join(" "))?;
    for (a, row) in report.table.iter().enumerate() {
        let cells: Vec<String> = row
            .iter()
            .map(|&x| cell(&report.elements[x as usize]))
            .collect();
        writeln!(out, "  {} | {}", cell(&report.elements[a]), cells.join(" "))?;
    }
    Ok(())
}

fn none_if_empty(items: &[String]) -> String {
    if items.is_empty() {
        tr!("cli-none")
    } else {
        items.join(", ")
    }
}

fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}
