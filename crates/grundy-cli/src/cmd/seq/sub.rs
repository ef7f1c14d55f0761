//! `grundy seq sub S --to N | --period-only`: a subtraction game's Grundy (or win/lose)
//! sequence and its least period and preperiod, proven by a repeated window of max(S) values.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use grundy::report::{
    SequenceKind, SubAnswer, SubRequest, SubtractionPeriodReport, SubtractionSequenceReport,
};
use grundy::text::Msg;
use grundy_plot::SequencePlot;

use crate::ask::Asking;
use crate::cmd::Format;
use crate::error::{CliError, msg};
use crate::input;
use crate::json;
use crate::npy;
use crate::plot::Picture;
use crate::text::tr;

#[derive(Args, Debug)]
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
    let elements = SubRequest::set_from_text(&args.set)?;
    let kind = if args.outcomes {
        SequenceKind::Outcomes
    } else {
        SequenceKind::Grundy
    };
    let outcomes = if args.outcomes { " --outcomes" } else { "" };
    if args.max_steps.is_some() && !args.period_only {
        return Err(CliError::Usage(msg!(
            "cli-seq-max-steps-without-period-only"
        )));
    }
    let format = Format::chosen(args.format, args.json, args.csv);
    if args.outcomes && args.certificate.is_some() {
        return Err(CliError::Usage(msg!("cli-seq-certificate-outcomes")));
    }
    if args.period_only && matches!(format, Format::Csv | Format::Npy) {
        return Err(CliError::Usage(msg!("cli-seq-period-only-format")));
    }
    if format == Format::Npy {
        npy::check_stdout()?;
    }
    let mut request = SubRequest {
        set: elements,
        to: None,
        outcomes: args.outcomes,
        period_only: args.period_only,
        max_steps: None,
    };
    // The set as every line names it, `{1,3,4}`.
    let set = request.set_notation()?;
    let fingerprint = if args.period_only {
        request.max_steps = args
            .max_steps
            .as_deref()
            .map(|text| input::count(text, "--max-steps"))
            .transpose()?
            .map(Into::into);
        format!("seq sub {set} --period-only{outcomes}")
    } else {
        let to = input::count(args.to.as_deref().unwrap_or("0"), "--to N")?;
        request.to = Some(to.into());
        if let Some(path) = &args.plot {
            crate::plot::check_path(path)?;
        }
        format!("seq sub {set} --to {to}{outcomes}")
    };
    let answer = Asking::new(args.threads)
        .checkpoint(args.checkpoint.as_deref(), fingerprint)
        .ask(&request)
        .map_err(|e| match e {
            CliError::Game(e) => CliError::Game(in_cli_terms(e, &set)),
            e => e,
        })?;
    let report = match answer {
        SubAnswer::Period(report) => return print_period(out, &set, &report, format),
        SubAnswer::Sequence(report) => report,
    };
    let to = report.to;
    let periodicity = report.preperiod.zip(report.period);
    if let Some(path) = &args.certificate {
        super::write_certificate(path, report.certificate(), to)?;
    }
    if let Some(path) = &args.plot {
        let values: Vec<u32> = report.cells().map(|v| v as u32).collect();
        let title = match kind {
            SequenceKind::Grundy => tr!("cli-plot-sub-grundy", set = set.to_string(), to = to),
            SequenceKind::Outcomes => tr!("cli-plot-sub-outcomes", set = set.to_string(), to = to),
        };
        let mut plot = SequencePlot::new(&values).title(title);
        if kind == SequenceKind::Outcomes {
            plot = plot.axes("n", tr!("cli-plot-outcome-axis"));
        }
        if let Some((preperiod, period)) = periodicity {
            plot = plot.preperiod(preperiod).period(period);
        }
        crate::plot::write(Picture::Sequence(plot), path)?;
    }
    match format {
        Format::Json => Ok(json::print(out, &report)?),
        Format::Csv => print_csv(out, &report),
        Format::Npy => {
            // Win/lose sequences as one byte per position: 1 for P, 0 for N.
            let element = match kind {
                SequenceKind::Grundy => npy::Element::U32,
                SequenceKind::Outcomes => npy::Element::U8,
            };
            npy::header(out, &[report.len()], element)?;
            Ok(npy::values(out, element, report.cells().map(|v| v as u32))?)
        }
        Format::Text => print_text(out, &set, &report),
    }
}

/// The library's refusal of a period search that ran out of steps, in the command's terms
/// (its option `--max-steps`, and `--checkpoint` to go on from there).
fn in_cli_terms(error: grundy::Error, set: &str) -> grundy::Error {
    match error.limit() {
        Some(limit) if limit.name() == "period_search_steps" => {
            let max_steps = limit.max();
            grundy::Error::too_large(
                "period_search_steps",
                max_steps,
                None,
                crate::error::msg!("cli-seq-no-period", set = set, steps = max_steps),
            )
        }
        _ => error,
    }
}

fn print_period(
    out: &mut impl Write,
    set: &str,
    report: &SubtractionPeriodReport,
    format: Format,
) -> Result<(), CliError> {
    if format == Format::Json {
        return Ok(json::print(out, report)?);
    }
    let (preperiod, period) = (report.preperiod, report.period);
    let kind = kind_msg(report.sequence);
    writeln!(
        out,
        "{}",
        tr!("cli-sub-period-head", set = set, kind = kind)
    )?;
    writeln!(out, "{}", tr!("cli-preperiod", preperiod = preperiod))?;
    writeln!(out, "{}", tr!("cli-period", period = period))?;
    writeln!(
        out,
        "{}",
        tr!(
            "cli-sub-period-proven",
            window = report.window(),
            preperiod = preperiod,
            repeat = preperiod + period,
        )
    )?;
    Ok(())
}

/// The kind of sequence, as a message of the command's catalogue.
fn kind_msg(kind: SequenceKind) -> Msg {
    Msg::new(match kind {
        SequenceKind::Grundy => "cli-kind-grundy",
        SequenceKind::Outcomes => "cli-kind-outcomes",
    })
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

fn print_csv(out: &mut impl Write, report: &SubtractionSequenceReport) -> Result<(), CliError> {
    let labels = Labels::new(report.sequence);
    let header: &[u8] = match report.sequence {
        SequenceKind::Grundy => b"n,g\n",
        SequenceKind::Outcomes => b"n,outcome\n",
    };
    let mut buffer = Vec::with_capacity(1 << 16);
    buffer.extend_from_slice(header);
    for (n, value) in report.cells().enumerate() {
        crate::bulk::push(&mut buffer, n);
        buffer.push(b',');
        labels.write(&mut buffer, value as u32);
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
    set: &str,
    report: &SubtractionSequenceReport,
) -> Result<(), CliError> {
    let to = report.to;
    let labels = Labels::new(report.sequence);
    let kind = kind_msg(report.sequence);
    writeln!(
        out,
        "{}",
        tr!("cli-sub-head", set = set, kind = kind, to = to)
    )?;
    let width = to.to_string().len();
    let mut buffer = Vec::with_capacity(1 << 16);
    for (n, value) in report.cells().enumerate() {
        let value = value as u32;
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
    match report.preperiod.zip(report.period) {
        Some((preperiod, period)) => {
            writeln!(out, "{}", tr!("cli-preperiod", preperiod = preperiod))?;
            writeln!(out, "{}", tr!("cli-period", period = period))?;
        }
        None => writeln!(
            out,
            "{}",
            tr!("cli-sub-period-unproven", to = to, window = report.window())
        )?,
    }
    Ok(())
}
