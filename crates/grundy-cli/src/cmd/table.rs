//! `grundy table wythoff`: the n × n table of Wythoff Grundy values (computed in parallel), or
//! one row to large b with its additive period (proven when rows 0..=a repeat their joint state
//! within the range); as text, JSON or CSV, and as pictures.

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};
use grundy::report::{TableAnswer, TableRequest, WythoffRowReport, WythoffTableReport};
use grundy_plot::{BOARD_SIZE_LIMIT, Board, Heatmap, SequencePlot};

use super::Format;
use crate::ask::Asking;
use crate::error::{CliError, msg};
use crate::plot::{self, Picture};
use crate::text::tr;
use crate::{bulk, input, json, npy};

#[derive(Args, Debug)]
#[command(arg_required_else_help = true)]
pub struct TableArgs {
    #[command(subcommand)]
    game: TableGame,
}

#[derive(Subcommand, Debug)]
enum TableGame {
    /// Wythoff's game: the table g(a, b), or one row g(a, 0..=B) with its additive period
    Wythoff(WythoffTableArgs),
}

/// What `--plot` draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum PlotKind {
    /// The board: P-positions and the golden lines b = φa, b = a/φ
    Board,
    /// The table's values as colours
    Heatmap,
    /// The row's values, preperiod and period (with --row)
    Sequence,
}

#[derive(Args, Debug)]
pub struct WythoffTableArgs {
    /// Side n of the table g(a, b), 0 ≤ a, b < n (at most 16384; or @PATH)
    #[arg(long, value_name = "N", required_unless_present = "row", conflicts_with_all = ["row", "to"])]
    size: Option<String>,
    /// One row a instead of the table (with --to; or @PATH)
    #[arg(long, value_name = "A", requires = "to")]
    row: Option<String>,
    /// The last b of the row (or @PATH)
    #[arg(long, value_name = "B", requires = "row")]
    to: Option<String>,
    /// Print exactly one JSON object
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Print comma-separated values
    #[arg(long)]
    csv: bool,
    /// Output format: text, csv, json, or npy (NumPy's .npy, binary: redirect it to a file)
    #[arg(long, value_enum, value_name = "FORMAT", conflicts_with_all = ["json", "csv"])]
    format: Option<super::Format>,
    /// Draw a picture into FILE (.svg or .png)
    #[arg(long, value_name = "FILE")]
    plot: Option<PathBuf>,
    /// What --plot draws (default: from the file name, see below)
    #[arg(long, value_enum, requires = "plot")]
    plot_kind: Option<PlotKind>,
    /// Draw the queen on (A, B) of the board with her moves (with --plot)
    #[arg(long, value_name = "A,B", requires = "plot")]
    queen: Option<String>,
    /// Worker threads for the table (default: all cores)
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
}

pub fn run(args: &TableArgs, out: &mut impl Write) -> Result<(), CliError> {
    match &args.game {
        TableGame::Wythoff(args) => run_wythoff(args, out),
    }
}

fn run_wythoff(args: &WythoffTableArgs, out: &mut impl Write) -> Result<(), CliError> {
    if let Some(path) = &args.plot {
        plot::check_path(path)?;
    }
    let queen = args.queen.as_deref().map(parse_queen).transpose()?;
    let kind = args.plot.as_ref().map(|path| {
        args.plot_kind.unwrap_or_else(|| {
            let name = path.file_name().map(|n| n.to_string_lossy().to_lowercase());
            let board = queen.is_some() || name.is_some_and(|n| n.contains("board"));
            match (board, &args.row) {
                (true, _) => PlotKind::Board,
                (false, None) => PlotKind::Heatmap,
                (false, Some(_)) => PlotKind::Sequence,
            }
        })
    });
    if queen.is_some() && kind != Some(PlotKind::Board) {
        return Err(CliError::Usage(msg!("cli-table-queen-not-board")));
    }
    match (args.plot_kind, &args.row) {
        (Some(PlotKind::Sequence), None) => {
            return Err(CliError::Usage(msg!("cli-table-sequence-needs-row")));
        }
        (Some(PlotKind::Heatmap), Some(_)) => {
            return Err(CliError::Usage(msg!("cli-table-heatmap-needs-size")));
        }
        _ => {}
    }
    let pool = crate::longrun::thread_pool(args.threads)?;
    let format = Format::chosen(args.format, args.json, args.csv);
    if format == Format::Npy {
        npy::check_stdout()?;
    }
    let quiet = args.plot.is_some() && args.format.is_none() && !args.json && !args.csv;
    let size = args.size.as_deref().map(table_size).transpose()?;
    let row = args
        .row
        .as_deref()
        .map(|a| input::count(a, "--row A"))
        .transpose()?;
    let to = args
        .to
        .as_deref()
        .map(|b| input::count(b, "--to B"))
        .transpose()?;
    match (size, row, to) {
        (Some(size), _, _) => {
            // The board needs no Grundy values: only the P-positions, from the closed form.
            let table = if kind == Some(PlotKind::Board) && quiet {
                None
            } else {
                Some(ask_table(size, args.threads)?)
            };
            if let (Some(path), Some(kind)) = (&args.plot, kind) {
                draw_table(size, table.as_ref(), kind, queen, path, args.threads)?;
            }
            match table {
                Some(table) if !quiet => print_table(&table, args, &pool, out),
                _ => plot_note(args, out),
            }
        }
        (None, Some(a), Some(to)) => {
            let request = TableRequest {
                size: None,
                row: Some(a.into()),
                to: Some(to.into()),
            };
            let TableAnswer::Row(row) = Asking::new(args.threads).ask(&request)? else {
                return Err(CliError::System(msg!("cli-table-got-table")));
            };
            if let (Some(path), Some(kind)) = (&args.plot, kind) {
                draw_row(&row, kind, queen, path)?;
            }
            if quiet {
                plot_note(args, out)
            } else {
                print_row(&row, args, out)
            }
        }
        _ => Err(CliError::Usage(msg!("cli-table-needs-size-or-row"))),
    }
}

/// `--size N`: a number of any length (a board may be drawn beyond the table's limit; a side
/// past every machine word is refused by the table's limit, named).
fn table_size(text: &str) -> Result<usize, CliError> {
    let request = TableRequest {
        size: Some(input::natural(text, "--size N")?.into()),
        row: None,
        to: None,
    };
    Ok(request.side()?)
}

fn plot_note(args: &WythoffTableArgs, out: &mut impl Write) -> Result<(), CliError> {
    if let Some(path) = &args.plot {
        let line = tr!("cli-wrote", path = path.display());
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// Reads `--queen A,B`: two heap sizes separated by a comma.
fn parse_queen(text: &str) -> Result<(usize, usize), CliError> {
    let bad = || {
        CliError::Usage(msg!(
            "cli-table-invalid-queen",
            text = grundy::error::quote(text)
        ))
    };
    let (a, b) = text.split_once(',').ok_or_else(bad)?;
    let heap = |s: &str| s.trim().parse::<usize>().map_err(|_| bad());
    Ok((heap(a)?, heap(b)?))
}

/// The board of side `size`, with the queen if she is asked for.
fn board(size: usize, queen: Option<(usize, usize)>) -> Board {
    match queen {
        Some((a, b)) => Board::new(size).queen(a, b),
        None => Board::new(size),
    }
}

/// The library's table of side `size`.
fn ask_table(size: usize, threads: Option<u16>) -> Result<WythoffTableReport, CliError> {
    let request = TableRequest {
        size: Some((size as u64).into()),
        row: None,
        to: None,
    };
    match Asking::new(threads).ask(&request)? {
        TableAnswer::Table(table) => Ok(table),
        TableAnswer::Row(_) => Err(CliError::System(msg!("cli-table-got-row"))),
    }
}

fn draw_table(
    size: usize,
    table: Option<&WythoffTableReport>,
    kind: PlotKind,
    queen: Option<(usize, usize)>,
    path: &std::path::Path,
    threads: Option<u16>,
) -> Result<(), CliError> {
    match (kind, table) {
        (PlotKind::Board, _) => plot::write(Picture::Board(board(size, queen)), path),
        (_, Some(table)) => {
            let cell = |a, b| table.rows.get(a, b).map_or(0, |v| v as u32);
            let heatmap = Heatmap::from_fn(size, size, cell)
                .title(tr!("cli-plot-wythoff-table", size = size));
            plot::write(Picture::Heatmap(heatmap), path)
        }
        (_, None) => {
            let table = ask_table(size, threads)?;
            draw_table(size, Some(&table), kind, queen, path, threads)
        }
    }
}

fn draw_row(
    row: &WythoffRowReport,
    kind: PlotKind,
    queen: Option<(usize, usize)>,
    path: &std::path::Path,
) -> Result<(), CliError> {
    match kind {
        PlotKind::Board => {
            let size = row.values.len().min(BOARD_SIZE_LIMIT);
            plot::write(Picture::Board(board(size, queen)), path)
        }
        PlotKind::Heatmap | PlotKind::Sequence => {
            let a = row.row;
            let values = plot::values_u32(row.values.iter());
            let last = values.len() - 1;
            let mut sequence = SequencePlot::new(&values)
                .title(tr!("cli-plot-wythoff-row", a = a, last = last))
                .axes("b", format!("g({a}, b)"))
                .additive(true);
            if let Some((preperiod, period)) = row.preperiod.zip(row.period) {
                sequence = sequence.preperiod(preperiod).period(period);
            }
            plot::write(Picture::Sequence(sequence), path)
        }
    }
}

fn print_table(
    table: &WythoffTableReport,
    args: &WythoffTableArgs,
    pool: &rayon::ThreadPool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let n = table.size;
    let format = Format::chosen(args.format, args.json, args.csv);
    // About 4 MB of text per batch of rows formatted in parallel.
    let batch = (1 << 22) / (6 * n.max(1));
    match format {
        Format::Json => json::print(out, table)?,
        Format::Npy => {
            npy::header(out, &[n, n], npy::Element::U32)?;
            let values = table.rows.rows().flatten().map(|v| v as u32);
            npy::values(out, npy::Element::U32, values)?;
        }
        Format::Csv => bulk::rows_in_parallel(out, n, batch, pool, |a, buffer| {
            for (b, value) in table.rows.row(a).into_iter().enumerate() {
                if b > 0 {
                    buffer.push(b',');
                }
                bulk::push(buffer, value);
            }
            buffer.push(b'\n');
        })?,
        Format::Text => {
            let width = (2 * n).saturating_sub(2).max(1).to_string().len();
            writeln!(out, "{}", tr!("cli-table-head", n = n))?;
            bulk::rows_in_parallel(out, n, batch, pool, |a, buffer| {
                for (b, value) in table.rows.row(a).into_iter().enumerate() {
                    if b > 0 {
                        buffer.push(b' ');
                    }
                    bulk::push_padded(buffer, value, width);
                }
                buffer.push(b'\n');
            })?;
        }
    }
    Ok(())
}

/// `values` separated by `separator`, through a large buffer.
fn write_joined(out: &mut impl Write, values: &[u64], separator: u8) -> std::io::Result<()> {
    let mut buffer = Vec::with_capacity(bulk::FLUSH_AT + 32);
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            buffer.push(separator);
        }
        bulk::push(&mut buffer, v);
        bulk::flush_if_full(out, &mut buffer)?;
    }
    out.write_all(&buffer)
}

fn print_row(
    row: &WythoffRowReport,
    args: &WythoffTableArgs,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let a = row.row;
    let to = row.to;
    let format = Format::chosen(args.format, args.json, args.csv);
    if format == Format::Json {
        json::print(out, row)?;
    } else if format == Format::Npy {
        npy::header(out, &[row.values.len()], npy::Element::U32)?;
        npy::values(
            out,
            npy::Element::U32,
            row.values
                .iter()
                .map(|v| u32::try_from(v).unwrap_or(u32::MAX)),
        )?;
    } else if format == Format::Csv {
        let mut buffer = Vec::with_capacity(bulk::FLUSH_AT + 64);
        buffer.extend_from_slice(b"b,g\n");
        for (b, v) in row.values.iter().enumerate() {
            bulk::push(&mut buffer, b);
            buffer.push(b',');
            bulk::push(&mut buffer, v);
            buffer.push(b'\n');
            bulk::flush_if_full(out, &mut buffer)?;
        }
        out.write_all(&buffer)?;
    } else {
        writeln!(out, "{}", tr!("cli-table-row-head", a = a, to = to))?;
        write_joined(out, &row.values.to_vec(), b' ')?;
        writeln!(out)?;
        match (row.preperiod.zip(row.period), &row.proof) {
            (Some((b0, p)), Some(proof)) => writeln!(
                out,
                "{}",
                tr!(
                    "cli-table-row-proven",
                    a = a,
                    p = p,
                    b0 = b0,
                    b1 = proof.columns[0],
                    b2 = proof.columns[1],
                )
            )?,
            (Some((b0, p)), None) => writeln!(
                out,
                "{}",
                tr!("cli-table-row-detected", a = a, p = p, b0 = b0, to = to)
            )?,
            (None, _) => writeln!(out, "{}", tr!("cli-table-row-none", a = a, to = to))?,
        }
    }
    Ok(())
}
