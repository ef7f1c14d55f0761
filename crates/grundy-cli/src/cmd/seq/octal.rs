//! `grundy seq octal CODE --to N`: the Grundy sequence of an octal or hexadecimal game (or
//! Grundy's game), with its least period and preperiod when the Guy–Smith test proves them.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use grundy::certificate::{Certificate, CertifiedGame};
use grundy::games::octal::{HeapGame, Sequence, SequenceMethod};
use grundy::report::OctalSequenceReport;
use grundy_plot::SequencePlot;

use crate::cmd::Format;
use crate::error::CliError;
use crate::input;
use crate::json;
use crate::longrun::{Autosave, Progress};
use crate::npy;
use crate::plot::Picture;

/// Heaps computed between two progress updates (and checkpoint chances).
const SLICE: u64 = 1 << 14;

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  grundy seq octal kayles --to 200          values, then preperiod 71 and period 12, proven
  grundy seq octal 0.07 --to 200 --json     {\"values\":[...],\"preperiod\":53,\"period\":34,...}
  grundy seq octal 0.6 --to 1000000         Officers, by sparse space (no period known)
  grundy seq octal 4.f7 --to 50             a hexadecimal code (bit 8: leave three heaps)
  grundy seq octal grundy --to 100          Grundy's game: split a heap into unequal heaps
  grundy seq octal kayles --to 100000 --format npy > k.npy   a NumPy vector of uint32
  grundy seq octal 0.9 --to 4096 --threads 2     three-heap moves, each heap's work on 2 threads

Codes: d0.d1d2... where d_i says what removing i tokens may leave: bit 1 nothing, bit 2 one
heap, bit 4 two heaps; a hexadecimal digit 8-f (or a 0x prefix) adds bit 8, three heaps.
Names: kayles 0.77, dawsons 0.07, officers 0.6, treblecross 0.007, grundy (Grundy's game).
A period is reported only when proven (Guy-Smith: g(n+p) = g(n) for n0 <= n < 2n0+p+t, with
3n0+2p+t when moves leave three heaps); the computation then stops and the remaining values
follow from the period. Grundy's game is not octal: no period is claimed. Long runs show a
progress bar on a terminal; --checkpoint FILE saves progress, and rerunning the same command
resumes from it. --threads splits the work of plain mex and of three-heap moves (each heap's
pairs) and the sparse-space mask search between threads; the sparse method itself and the
one-heap games are sequential, one heap after another.")]
pub struct OctalArgs {
    /// The game: an octal or hexadecimal code (0.07, 4.f7), or a name (kayles, grundy, ...)
    game: String,
    /// Compute heaps 0..=N
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
    let game: HeapGame = args.game.parse()?;
    let to = input::count(&args.to, "--to N")?;
    let format = Format::chosen(args.format, args.json, args.csv);
    if format == Format::Npy {
        npy::check_stdout()?;
    }
    if let Some(path) = &args.plot {
        crate::plot::check_path(path)?;
    }
    let pool = crate::longrun::thread_pool(args.threads)?;
    let sequence = pool.install(|| compute(&game, to, args))?;
    if let Some(path) = &args.certificate {
        let certificate = match (game.code(), sequence.period()) {
            (Some(code), Some(period)) => Certificate::new(
                CertifiedGame::Octal(code.clone()),
                period.preperiod,
                period.period,
                sequence.computed(),
            ),
            _ => None,
        };
        super::write_certificate(path, certificate, to)?;
    }
    if let Some(path) = &args.plot {
        let values: Vec<u32> = sequence.values().collect();
        let title = format!("{}: Grundy values, n = 0…{}", game.title(), sequence.to());
        let mut plot = SequencePlot::new(&values).title(title);
        if let Some(p) = sequence.period() {
            plot = plot.preperiod(p.preperiod).period(p.period);
        }
        crate::plot::write(Picture::Sequence(plot), path)?;
    }
    match format {
        Format::Json => Ok(json::print(
            out,
            &OctalSequenceReport::new(&game, sequence),
        )?),
        Format::Csv => print_csv(out, &sequence, &pool),
        Format::Npy => {
            let count = sequence.values().count();
            npy::header(out, &[count], npy::Element::U32)?;
            Ok(npy::values(out, npy::Element::U32, sequence.values())?)
        }
        Format::Text => print_text(out, &game, &sequence),
    }
}

fn compute(game: &HeapGame, to: u64, args: &OctalArgs) -> Result<Sequence, CliError> {
    let fingerprint = format!("seq octal {game} --to {to}");
    let mut autosave = Autosave::new(args.checkpoint.as_deref(), fingerprint);
    // A finished run restored from its checkpoint has nothing new to save.
    let (mut run, mut unsaved) = match autosave.load()? {
        Some(bytes) => (game.restore_run(to, &bytes)?, false),
        None => (game.sequence_run(to)?, true),
    };
    let progress = Progress::new(Some(run.total()), "heaps", run.position());
    while !run.is_done() {
        run.advance(SLICE)?;
        unsaved = true;
        progress.set_position(run.position());
        autosave.maybe_save(|| run.save())?;
    }
    if unsaved {
        autosave.save(&run.save())?;
    }
    progress.finish();
    Ok(run.finish()?)
}

/// Writes the values through a buffer, each formatted by `write`.
fn write_values(
    out: &mut impl Write,
    sequence: &Sequence,
    mut write: impl FnMut(&mut Vec<u8>, u64, u32),
) -> Result<(), CliError> {
    let mut buffer = Vec::with_capacity(1 << 16);
    for (n, value) in sequence.values().enumerate() {
        write(&mut buffer, n as u64, value);
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
    sequence: &Sequence,
    pool: &rayon::ThreadPool,
) -> Result<(), CliError> {
    out.write_all(b"n,g\n")?;
    // Blocks of lines formatted on the command's threads, written in order.
    const BLOCK: u64 = 1 << 16;
    let count = sequence.to() + 1;
    let blocks = count.div_ceil(BLOCK) as usize;
    crate::bulk::rows_in_parallel(out, blocks, 64, pool, |block, buffer| {
        let start = block as u64 * BLOCK;
        buffer.reserve(12 * BLOCK as usize);
        for n in start..(start + BLOCK).min(count) {
            push_number(buffer, n);
            buffer.push(b',');
            push_number(buffer, u64::from(sequence.value(n).unwrap_or(0)));
            buffer.push(b'\n');
        }
    })?;
    Ok(())
}

/// Values per line of the text output.
const PER_LINE: u64 = 20;

fn print_text(out: &mut impl Write, game: &HeapGame, sequence: &Sequence) -> Result<(), CliError> {
    let to = sequence.to();
    writeln!(out, "{}: Grundy values, n = 0..{to}", game.title())?;
    let width = to.to_string().len();
    write_values(out, sequence, |buffer, n, value| {
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
    let computed_to = sequence.computed().len() - 1;
    match (sequence.period(), game) {
        (Some(period), _) => {
            writeln!(out, "Preperiod: {}", period.preperiod)?;
            writeln!(out, "Period: {}", period.period)?;
            writeln!(
                out,
                "Proven (Guy-Smith) by the values to n = {}; computed to n = {computed_to}, \
                 the rest from the period",
                period.proof_needs
            )?;
        }
        (None, HeapGame::Grundys) => writeln!(
            out,
            "Period: none claimed (Grundy's game is not octal; no period is known)"
        )?,
        (None, HeapGame::Octal(_)) => {
            writeln!(out, "Period: not proven within n <= {to}")?;
        }
    }
    if let SequenceMethod::Sparse {
        mask,
        rare_heaps,
        last_rare_heap,
    } = sequence.method()
    {
        writeln!(
            out,
            "Method: sparse space, mask {mask}: {rare_heaps} rare heaps, the last at {}",
            last_rare_heap.map_or_else(|| "none".to_string(), |h| h.to_string())
        )?;
    }
    Ok(())
}
