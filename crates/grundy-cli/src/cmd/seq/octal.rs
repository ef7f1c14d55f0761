//! `grundy seq octal CODE --to N`: the Grundy sequence of an octal or hexadecimal game (or
//! Grundy's game), with its least period and preperiod when the Guy–Smith test proves them.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use grundy::report::{GameTitle, OctalMethod, OctalRequest, OctalSequenceReport};
use grundy::text::Msg;
use grundy_plot::SequencePlot;

use crate::ask::Asking;
use crate::cmd::Format;
use crate::error::CliError;
use crate::input;
use crate::json;
use crate::npy;
use crate::plot::Picture;
use crate::text::tr;

#[derive(Args, Debug)]
pub struct OctalArgs {
    /// The game: an octal or hexadecimal code (0.07, 4.f7), or a name (kayles, grundy, ...)
    game: String,
    /// Compute heaps 0..=N (a number, or @PATH)
    #[arg(long, value_name = "N")]
    to: String,
    /// Print exactly one JSON object
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Print `n,g` lines after a header
    #[arg(long)]
    csv: bool,
    /// Output format: text, csv, json, or npy (NumPy's .npy, binary: redirect it to a file)
    #[arg(long, value_enum, value_name = "FORMAT", conflicts_with_all = ["json", "csv"])]
    format: Option<crate::cmd::Format>,
    /// Save progress to FILE now and then; the same command resumes from it
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Also write a certificate of the proven period to FILE (check it with `grundy verify`)
    #[arg(long, value_name = "FILE")]
    certificate: Option<PathBuf>,
    /// Also draw the sequence, its preperiod and period, to FILE.svg or FILE.png
    #[arg(long, value_name = "FILE")]
    plot: Option<PathBuf>,
    /// Worker threads (default: all cores); the values never depend on it
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
}

pub fn run(args: &OctalArgs, out: &mut impl Write) -> Result<(), CliError> {
    let request = OctalRequest {
        code: args.game.clone(),
        to: 0.into(),
    };
    let game = request.game_notation()?;
    let to = input::count(&args.to, "--to N")?;
    let format = Format::chosen(args.format, args.json, args.csv);
    if format == Format::Npy {
        npy::check_stdout()?;
    }
    if let Some(path) = &args.plot {
        crate::plot::check_path(path)?;
    }
    let request = OctalRequest {
        to: to.into(),
        ..request
    };
    let report = Asking::new(args.threads)
        .checkpoint(
            args.checkpoint.as_deref(),
            format!("seq octal {game} --to {to}"),
        )
        .ask(&request)?;
    let period = report.preperiod.zip(report.period);
    if let Some(path) = &args.certificate {
        super::write_certificate(path, report.certificate(), to)?;
    }
    if let Some(path) = &args.plot {
        let values: Vec<u32> = report.values.iter().map(|v| v as u32).collect();
        let title = tr!(
            "cli-plot-octal",
            game = title(&report.game_title()),
            to = report.to
        );
        let mut plot = SequencePlot::new(&values).title(title);
        if let Some((preperiod, period)) = period {
            plot = plot.preperiod(preperiod).period(period);
        }
        crate::plot::write(Picture::Sequence(plot), path)?;
    }
    match format {
        Format::Json => Ok(json::print(out, &report)?),
        Format::Csv => print_csv(out, &report, args.threads),
        Format::Npy => {
            let count = report.values.len();
            npy::header(out, &[count], npy::Element::U32)?;
            Ok(npy::values(
                out,
                npy::Element::U32,
                report.values.iter().map(|v| v as u32),
            )?)
        }
        Format::Text => print_text(out, &report),
    }
}

/// Writes the values through a buffer, each formatted by `write`.
fn write_values(
    out: &mut impl Write,
    report: &OctalSequenceReport,
    mut write: impl FnMut(&mut Vec<u8>, u64, u32),
) -> Result<(), CliError> {
    let mut buffer = Vec::with_capacity(1 << 16);
    for (n, value) in report.values.iter().enumerate() {
        write(&mut buffer, n as u64, value as u32);
        if buffer.len() >= 1 << 16 {
            out.write_all(&buffer)?;
            buffer.clear();
        }
    }
    out.write_all(&buffer)?;
    Ok(())
}

fn push_number(buffer: &mut Vec<u8>, value: u64) {
    crate::bulk::push(buffer, value);
}

fn print_csv(
    out: &mut impl Write,
    report: &OctalSequenceReport,
    threads: Option<u16>,
) -> Result<(), CliError> {
    let pool = crate::longrun::thread_pool(threads)?;
    out.write_all(b"n,g\n")?;
    // Blocks of lines formatted on the command's threads, written in order.
    const BLOCK: u64 = 1 << 16;
    let count = report.to + 1;
    let blocks = count.div_ceil(BLOCK) as usize;
    crate::bulk::rows_in_parallel(out, blocks, 64, &pool, |block, buffer| {
        let start = block as u64 * BLOCK;
        buffer.reserve(12 * BLOCK as usize);
        for n in start..(start + BLOCK).min(count) {
            push_number(buffer, n);
            buffer.push(b',');
            push_number(buffer, report.values.get(n as usize).unwrap_or(0));
            buffer.push(b'\n');
        }
    })?;
    Ok(())
}

/// The game's name, as a message of the command's catalogue.
pub(crate) fn title(game: &GameTitle) -> Msg {
    match game {
        GameTitle::Grundys => Msg::new("cli-octal-title-grundys"),
        GameTitle::Named { code, name } => Msg::new("cli-octal-title-named")
            .arg("code", code)
            .arg("name", name),
        GameTitle::Hexadecimal { code } => {
            Msg::new("cli-octal-title-hexadecimal").arg("code", code)
        }
        GameTitle::Octal { code } => Msg::new("cli-octal-title").arg("code", code),
    }
}

/// Values per line of the text output.
const PER_LINE: u64 = 20;

fn print_text(out: &mut impl Write, report: &OctalSequenceReport) -> Result<(), CliError> {
    let to = report.to;
    let game = report.game_title();
    writeln!(
        out,
        "{}",
        tr!("cli-octal-head", game = title(&game), to = to)
    )?;
    let width = to.to_string().len();
    write_values(out, report, |buffer, n, value| {
        if n % PER_LINE == 0 {
            if n > 0 {
                buffer.push(b'\n');
            }
            crate::bulk::push_padded(buffer, n, width);
            buffer.push(b':');
        }
        buffer.push(b' ');
        push_number(buffer, u64::from(value));
    })?;
    writeln!(out)?;
    let computed_to = report.computed_to;
    match (report.preperiod.zip(report.period), game) {
        (Some((preperiod, period)), _) => {
            writeln!(out, "{}", tr!("cli-preperiod", preperiod = preperiod))?;
            writeln!(out, "{}", tr!("cli-period", period = period))?;
            writeln!(
                out,
                "{}",
                tr!(
                    "cli-octal-proven",
                    needs = report.proof_needs.unwrap_or(0),
                    computed = computed_to,
                )
            )?;
        }
        (None, GameTitle::Grundys) => writeln!(out, "{}", tr!("cli-octal-period-grundys"))?,
        (None, _) => {
            writeln!(out, "{}", tr!("cli-octal-period-unproven", to = to))?;
        }
    }
    if let (OctalMethod::Sparse, Some(mask), Some(rare_heaps)) =
        (report.method, report.mask, report.rare_heaps)
    {
        let last_rare_heap = report.last_rare_heap;
        let line = match last_rare_heap {
            Some(last) => tr!(
                "cli-octal-sparse",
                mask = mask,
                rare = rare_heaps,
                last = last
            ),
            None => tr!("cli-octal-sparse-none", mask = mask, rare = rare_heaps),
        };
        writeln!(out, "{line}")?;
    }
    Ok(())
}
