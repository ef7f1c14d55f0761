//! `grundy misere CODE`: the misère quotient of an octal game, proven for every heap size when
//! its heap map repeats long enough (docs/THEORY.md § 8.5).

use std::io::Write;

use clap::Args;
use grundy::games::octal::{HeapGame, OctalCode};
use grundy::quotient::{MisereQuotient, QuotientStatus};
use grundy::report::MisereQuotientReport;

use crate::error::CliError;
use crate::input;
use crate::json;

/// Heaps computed when `--to` is not given.
const DEFAULT_TO: u64 = 1000;

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  grundy misere kayles                  order 40, proven: the heap map has period 12 from heap 71
  grundy misere kayles --json           the same as one JSON object (answer \"misere_quotient\")
  grundy misere 0.75 --to 50            a quotient of order 8 (not tame)
  grundy misere 0.07 --to 20            Dawson's Kayles: holds for heaps up to 20 only
  grundy analyze \"kayles(7) + kayles(9) + kayles(12)\" --misere    who wins, and how

The misère quotient (Plambeck and Siegel) of an octal game is the commutative monoid of its sums
of heaps, two sums being equal when no third sum added to both tells them apart in misère play.
It is computed heap by heap from the rules: each heap either acts as an element already there
or enlarges the quotient; every candidate is checked against the misère rule on every state of
every sum, so what is printed is exact for all sums of the heaps computed. When the map from
heaps to elements repeats with period p from heap n0 on and has been computed to heap
k(n0 + p) + t - 1 (moves remove at most t tokens and leave at most k heaps), it repeats for ever
and the quotient holds for every heap size: \"proven\". Otherwise it holds for the heaps
computed; the computation stops at --to (at most 5000), or earlier at a heap whose quotient
would outgrow the limits, and says so.")]
pub struct MisereArgs {
    /// The game: an octal or hexadecimal code (0.77, 4.7), or a name (kayles, dawsons, ...)
    game: String,
    /// Compute heaps up to N at most (stops earlier once proven)
    #[arg(long, value_name = "N")]
    to: Option<String>,
    /// Print exactly one JSON object
    #[arg(long)]
    json: bool,
}

pub fn run(args: &MisereArgs, out: &mut impl Write) -> Result<(), CliError> {
    let code: OctalCode = match args.game.parse::<HeapGame>()? {
        HeapGame::Octal(code) => code,
        HeapGame::Grundys => {
            return Err(CliError::Input(
                "misère quotients are computed for octal and hexadecimal codes (such as 0.77 or \
                 kayles), not Grundy's game"
                    .into(),
            ));
        }
    };
    let to = match &args.to {
        Some(text) => input::count(text, "--to N")?,
        None => DEFAULT_TO,
    };
    let quotient = MisereQuotient::compute(&code, to)?;
    let report = MisereQuotientReport::new(&quotient, to);
    if args.json {
        return Ok(json::print(out, &report)?);
    }
    print_text(out, &quotient, &report)?;
    Ok(())
}

fn print_text(
    out: &mut impl Write,
    quotient: &MisereQuotient,
    report: &MisereQuotientReport,
) -> std::io::Result<()> {
    let title = HeapGame::Octal(quotient.code().clone()).title();
    writeln!(out, "Misère quotient of the {}", lowercase_first(&title))?;
    match quotient.status() {
        QuotientStatus::Proven {
            preperiod,
            period,
            checked_to,
        } => writeln!(
            out,
            "Proven for every heap size: the heap map has period {period} from heap \
             {preperiod} on, computed to heap {checked_to}."
        )?,
        QuotientStatus::HoldsTo(n) => {
            writeln!(
                out,
                "Holds for the sums of heaps up to {n}; no period proven."
            )?;
            if let Some(reason) = &report.stopped {
                writeln!(out, "Stopped at heap {}: {reason}.", n + 1)?;
            }
        }
    }
    writeln!(
        out,
        "Order {} with P-portion of {}: {}",
        report.order,
        report.p_portion.len(),
        report.p_portion.join(", ")
    )?;
    writeln!(
        out,
        "{}",
        if report.tame {
            "Tame: the quotient is isomorphic to misère Nim's (on heaps up to 1, 3, 7 or 15)."
        } else {
            "Not tame: the quotient is no quotient of misère Nim."
        }
    )?;
    let generators: Vec<String> = report
        .generators
        .iter()
        .map(|g| format!("{} = heap {}", g.name, g.heap))
        .collect();
    writeln!(out, "Generators: {}", none_if_empty(&generators))?;
    let relations: Vec<String> = report
        .relations
        .iter()
        .map(|[word, normal]| format!("{word} = {normal}"))
        .collect();
    writeln!(out, "Relations: {}", none_if_empty(&relations))?;
    writeln!(out, "Heap map (heap: element):")?;
    let shown = match quotient.status() {
        QuotientStatus::Proven {
            preperiod, period, ..
        } => preperiod + period - 1,
        QuotientStatus::HoldsTo(n) => n,
    };
    for start in (0..=shown).step_by(10) {
        let row: Vec<String> = (start..=shown.min(start + 9))
            .map(|h| format!("{:>5}", report.heap_map[h as usize]))
            .collect();
        writeln!(out, "  {start:>5}: {}", row.join(" "))?;
    }
    if let QuotientStatus::Proven {
        preperiod, period, ..
    } = quotient.status()
    {
        writeln!(
            out,
            "  and on for ever: heap n >= {preperiod} is heap {preperiod} + (n - {preperiod}) \
             mod {period}."
        )?;
    }
    writeln!(out, "Multiplication table:")?;
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
        "none".into()
    } else {
        items.join(", ")
    }
}

const _: () = assert!(DEFAULT_TO <= grundy::quotient::MISERE_HEAP_LIMIT);

fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}
