//! `grundy seq sub S --to N | --period-only`: a subtraction game's Grundy (or win/lose)
//! sequence and its least period and preperiod, proven by a repeated window of max(S) values.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use grundy::certificate::{Certificate, CertifiedGame};
use grundy::games::subtraction::SubtractionSet;
use grundy::report::{SubtractionPeriodReport, SubtractionSequenceReport};
use grundy::sequence::{PeriodSearch, Periodicity, Sequence, SequenceKind, SequenceRun};
use grundy_plot::SequencePlot;

use crate::cmd::Format;
use crate::error::CliError;
use crate::input;
use crate::json;
use crate::longrun::{Autosave, Progress};
use crate::npy;
use crate::plot::Picture;

/// The default bound on positions searched by `--period-only`.
const DEFAULT_MAX_STEPS: u64 = 100_000_000_000;

/// Positions computed between two progress updates (and checkpoint chances).
const SLICE: u64 = 1 << 22;

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  grundy seq sub 1,3,4 --to 20                     values, then preperiod 0 and period 7
  grundy seq sub {1,3,4} --to 20 --json            {\"values\":[...],\"preperiod\":0,\"period\":7,...}
  grundy seq sub 12345,54321,66666 --period-only   period 467394045, found and proven
  grundy seq sub 2,5,7 --to 30 --outcomes --csv    P/N only, as n,outcome lines

A period is reported only when proven: the window of the last max(S) values repeats, and
from there on the sequence is determined by that window. Long runs show a progress bar on a
terminal; --checkpoint FILE saves progress, and rerunning the same command resumes from it.")]
pub struct SubArgs {
    /// The subtraction set S, as 1,3,4 or {1,3,4}
    set: String,
    /// Compute positions 0..=N
    #[arg(
        long,
        value_name = "N",
        required_unless_present = "period_only",
        conflicts_with = "period_only"
    )]
    to: Option<String>,
    /// Find and prove the period without a bound N (no values printed)
    #[arg(long)]
    period_only: bool,
    /// With --period-only: give up after this many positions
    #[arg(long, value_name = "STEPS", requires = "period_only")]
    max_steps: Option<String>,
    /// Win/lose only (P/N), one bit of state per position
    #[arg(long)]
    outcomes: bool,
    /// Print exactly one JSON object
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Print `n,g` lines (`n,outcome` with --outcomes) after a header
    #[arg(long, conflicts_with = "period_only")]
    csv: bool,
    /// Output format: text, csv, json, or npy (NumPy's .npy, binary: redirect it to a file)
    #[arg(long, value_enum, value_name = "FORMAT", conflicts_with_all = ["json", "csv"])]
    format: Option<crate::cmd::Format>,
    /// Threads for locating the preperiod (the recurrence itself is sequential; default: all
    /// cores)
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
    /// Save progress to FILE now and then; the same command resumes from it
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Also write a certificate of the proven period to FILE (check it with `grundy verify`)
    #[arg(long, value_name = "FILE", conflicts_with = "period_only")]
    certificate: Option<PathBuf>,
    /// Also draw the sequence, its preperiod and period, to FILE.svg or FILE.png
    #[arg(long, value_name = "FILE", conflicts_with = "period_only")]
    plot: Option<PathBuf>,
}

pub fn run(args: &SubArgs, out: &mut impl Write) -> Result<(), CliError> {
    let set: SubtractionSet = args.set.parse()?;
    let kind = if args.outcomes {
        SequenceKind::Outcomes
    } else {
        SequenceKind::Grundy
    };
    let threads = crate::longrun::threads(args.threads)?;
    let outcomes = if args.outcomes { " --outcomes" } else { "" };
    if args.max_steps.is_some() && !args.period_only {
        return Err(CliError::Usage(
            "--max-steps bounds the search of --period-only; with --to N the run computes \
             exactly N + 1 positions, so drop --max-steps or use --period-only"
                .into(),
        ));
    }
    let format = Format::chosen(args.format, args.json, args.csv);
    if args.outcomes && args.certificate.is_some() {
        return Err(CliError::Usage(
            "--certificate proves the period of the Grundy values: drop --outcomes".into(),
        ));
    }
    if args.period_only && matches!(format, Format::Csv | Format::Npy) {
        return Err(CliError::Usage(
            "--period-only prints the period, not values: use --format text or json, or \
             --to N for the values as csv or npy"
                .into(),
        ));
    }
    if format == Format::Npy {
        npy::check_stdout()?;
    }
    if args.period_only {
        let max_steps = match &args.max_steps {
            Some(text) => input::count(text, "--max-steps")?,
            None => DEFAULT_MAX_STEPS,
        };
        let fingerprint = format!("seq sub {set} --period-only{outcomes}");
        let (periodicity, searched) =
            search_period(&set, kind, max_steps, threads, args, &fingerprint)?;
        return print_period(
            out,
            &set,
            kind,
            periodicity,
            searched,
            format == Format::Json,
        );
    }
    let to = input::count(args.to.as_deref().unwrap_or("0"), "--to N")?;
    let fingerprint = format!("seq sub {set} --to {to}{outcomes}");
    if let Some(path) = &args.plot {
        crate::plot::check_path(path)?;
    }
    let sequence = compute_sequence(&set, kind, to, args, &fingerprint)?;
    if let Some(path) = &args.certificate {
        let certificate = match (kind, sequence.periodicity()) {
            (SequenceKind::Grundy, Some(p)) => {
                let values: Vec<u32> = sequence.values().collect();
                Certificate::new(
                    CertifiedGame::Subtraction(set.clone()),
                    p.preperiod,
                    p.period,
                    &values,
                )
            }
            _ => None,
        };
        super::write_certificate(path, certificate, to)?;
    }
    if let Some(path) = &args.plot {
        let values: Vec<u32> = sequence.values().collect();
        let title = format!(
            "Subtraction game {set}: {}, n = 0…{to}",
            kind_title(sequence.kind())
        );
        let mut plot = SequencePlot::new(&values).title(title);
        if kind == SequenceKind::Outcomes {
            plot = plot.axes("n", "outcome (1 = P, 0 = N)");
        }
        if let Some(p) = sequence.periodicity() {
            plot = plot.preperiod(p.preperiod).period(p.period);
        }
        crate::plot::write(Picture::Sequence(plot), path)?;
    }
    match format {
        Format::Json => Ok(json::print(
            out,
            &SubtractionSequenceReport::new(&set, sequence, to),
        )?),
        Format::Csv => print_csv(out, &sequence),
        Format::Npy => {
            // Win/lose sequences as one byte per position: 1 for P, 0 for N.
            let element = match kind {
                SequenceKind::Grundy => npy::Element::U32,
                SequenceKind::Outcomes => npy::Element::U8,
            };
            npy::header(out, &[sequence.len()], element)?;
            Ok(npy::values(out, element, sequence.values())?)
        }
        Format::Text => print_text(out, &set, to, &sequence),
    }
}

fn compute_sequence(
    set: &SubtractionSet,
    kind: SequenceKind,
    to: u64,
    args: &SubArgs,
    fingerprint: &str,
) -> Result<Sequence, CliError> {
    let mut autosave = Autosave::new(args.checkpoint.as_deref(), fingerprint);
    // A finished run restored from its checkpoint has nothing new to save.
    let (mut run, mut unsaved) = match autosave.load()? {
        Some(bytes) => (SequenceRun::restore(set, kind, to, &bytes)?, false),
        None => (SequenceRun::new(set, kind, to)?, true),
    };
    let progress = Progress::new(Some(run.total()), "positions", run.position());
    while !run.is_done() {
        run.advance(SLICE);
        unsaved = true;
        progress.set_position(run.position());
        autosave.maybe_save(|| run.save())?;
    }
    if unsaved {
        autosave.save(&run.save())?;
    }
    progress.finish();
    Ok(run.finish())
}

fn search_period(
    set: &SubtractionSet,
    kind: SequenceKind,
    max_steps: u64,
    threads: usize,
    args: &SubArgs,
    fingerprint: &str,
) -> Result<(Periodicity, u64), CliError> {
    let mut autosave = Autosave::new(args.checkpoint.as_deref(), fingerprint);
    // A finished search restored from its checkpoint has nothing new to save.
    let (mut search, mut unsaved) = match autosave.load()? {
        Some(bytes) => (PeriodSearch::restore(set, kind, &bytes)?, false),
        None => (PeriodSearch::new(set, kind)?, true),
    };
    let progress = Progress::new(None, "positions searched", 0);
    while !search.is_found() {
        let left = max_steps.saturating_sub(search.position());
        if left == 0 {
            autosave.save(&search.save())?;
            return Err(CliError::Game(grundy::Error::too_large(
                "period_search_steps",
                max_steps,
                None,
                format!(
                    "no period of {set} found within the first {max_steps} positions (--max-steps \
                 {max_steps}); raise --max-steps, with --checkpoint FILE to resume the search"
                ),
            )));
        }
        search.advance(left.min(SLICE));
        unsaved = true;
        progress.set_position(search.position());
        autosave.maybe_save(|| search.save())?;
    }
    if unsaved {
        autosave.save(&search.save())?;
    }
    progress.finish();
    let periodicity = search.finish(threads).ok_or_else(|| {
        CliError::Game(grundy::Error::invalid(
            "the period search ended without a period",
        ))
    })?;
    Ok((periodicity, search.position()))
}

fn print_period(
    out: &mut impl Write,
    set: &SubtractionSet,
    kind: SequenceKind,
    periodicity: Periodicity,
    searched: u64,
    as_json: bool,
) -> Result<(), CliError> {
    let Periodicity { preperiod, period } = periodicity;
    if as_json {
        let report = SubtractionPeriodReport::new(set, kind, periodicity, searched);
        return Ok(json::print(out, &report)?);
    }
    writeln!(out, "Subtraction game {set}: {}", kind_title(kind))?;
    writeln!(out, "Preperiod: {preperiod}")?;
    writeln!(out, "Period: {period}")?;
    writeln!(
        out,
        "Proven: the {} values from n = {preperiod} (a window of max(S)) repeat from n = {}",
        set.max(),
        preperiod + period
    )?;
    Ok(())
}

fn kind_title(kind: SequenceKind) -> &'static str {
    match kind {
        SequenceKind::Grundy => "Grundy values",
        SequenceKind::Outcomes => "outcomes (P: the player to move loses)",
    }
}

/// The text of each value: numbers, or P/N for outcomes (1 is P).
struct Labels {
    small: Vec<String>,
}

impl Labels {
    fn new(kind: SequenceKind) -> Labels {
        let small = match kind {
            SequenceKind::Grundy => (0..1024).map(|v: u32| v.to_string()).collect(),
            SequenceKind::Outcomes => vec!["N".to_string(), "P".to_string()],
        };
        Labels { small }
    }

    fn write(&self, buffer: &mut Vec<u8>, value: u32) {
        match self.small.get(value as usize) {
            Some(text) => buffer.extend_from_slice(text.as_bytes()),
            None => crate::bulk::push(buffer, value),
        }
    }
}

fn print_csv(out: &mut impl Write, sequence: &Sequence) -> Result<(), CliError> {
    let labels = Labels::new(sequence.kind());
    let header: &[u8] = match sequence.kind() {
        SequenceKind::Grundy => b"n,g\n",
        SequenceKind::Outcomes => b"n,outcome\n",
    };
    let mut buffer = Vec::with_capacity(1 << 16);
    buffer.extend_from_slice(header);
    for (n, value) in sequence.values().enumerate() {
        crate::bulk::push(&mut buffer, n);
        buffer.push(b',');
        labels.write(&mut buffer, value);
        buffer.push(b'\n');
        if buffer.len() >= 1 << 16 {
            out.write_all(&buffer)?;
            buffer.clear();
        }
    }
    out.write_all(&buffer)?;
    Ok(())
}

/// Values per line of the text output.
const PER_LINE: usize = 20;

fn print_text(
    out: &mut impl Write,
    set: &SubtractionSet,
    to: u64,
    sequence: &Sequence,
) -> Result<(), CliError> {
    let labels = Labels::new(sequence.kind());
    writeln!(
        out,
        "Subtraction game {set}: {}, n = 0..{to}",
        kind_title(sequence.kind())
    )?;
    let width = to.to_string().len();
    let mut buffer = Vec::with_capacity(1 << 16);
    for (n, value) in sequence.values().enumerate() {
        if n % PER_LINE == 0 {
            if n > 0 {
                buffer.push(b'\n');
            }
            crate::bulk::push_padded(&mut buffer, n, width);
            buffer.push(b':');
        }
        buffer.push(b' ');
        labels.write(&mut buffer, value);
        if buffer.len() >= 1 << 16 {
            out.write_all(&buffer)?;
            buffer.clear();
        }
    }
    buffer.push(b'\n');
    out.write_all(&buffer)?;
    match sequence.periodicity() {
        Some(Periodicity { preperiod, period }) => {
            writeln!(out, "Preperiod: {preperiod}")?;
            writeln!(out, "Period: {period}")?;
        }
        None => writeln!(
            out,
            "Period: not proven within n <= {to} (a window of {} values must repeat)",
            set.max()
        )?,
    }
    Ok(())
}
