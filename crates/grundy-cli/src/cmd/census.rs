//! `grundy census PATTERN... --to N --db FILE`: every game of the patterns, each computed until
//! its period is proven or N heaps are done, stored in a SQLite database one game per
//! transaction (a rerun resumes), with the groups of equivalent games; and the census table
//! printed (text, CSV, JSON) or compared with published tables.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;
use grundy::report::{CensusProblem, CensusRow, CensusStatus};
use grundy_census::{CensusError, Run, RunRequest};

use crate::cmd::Format;
use crate::error::{CliError, msg};
use crate::input;
use crate::json;
use crate::longrun::Progress;
use crate::text::{pad, tr};

#[derive(Args, Debug)]
pub struct CensusArgs {
    /// Code patterns (0.??, 0.???, 4.???) or codes; none: print or compare the database
    patterns: Vec<String>,
    /// Compute heaps 0..=N of each game (unless its period is proven first)
    #[arg(long, value_name = "N")]
    to: Option<String>,
    /// Go on to heap M with the games in sparse space
    #[arg(long, value_name = "M")]
    sparse_to: Option<String>,
    /// Heaps of the misère quotient of two-digit codes (0: none)
    #[arg(long, value_name = "K")]
    misere_to: Option<String>,
    /// The census database (SQLite; created if missing)
    #[arg(long, value_name = "FILE")]
    db: PathBuf,
    /// Take every M-th game from the K-th (K from 0): one batch job of M
    #[arg(long, value_name = "K/M")]
    shard: Option<String>,
    /// Games computed at once (default: all cores)
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
    /// Print the table as exactly one JSON object
    #[arg(long, conflicts_with = "format")]
    json: bool,
    /// Output format: text, csv or json
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<Format>,
    /// Compare the database with the published tables in DIR (TrivialGames.md, ...)
    #[arg(long, value_name = "DIR", conflicts_with_all = ["json", "format"])]
    compare: Option<PathBuf>,
    /// Also write each proven game's certificate to DIR/CODE.cert (for grundy verify and
    /// tools/check_certificate.py)
    #[arg(long, value_name = "DIR")]
    certificates: Option<PathBuf>,
    /// Wait at most S seconds for a lock another process holds on the database (default 10)
    #[arg(long, value_name = "S")]
    lock_wait: Option<String>,
}

fn db_error(path: &Path) -> impl Fn(CensusError) -> CliError + '_ {
    move |error| match error {
        CensusError::Game(error) => CliError::Game(error),
        locked if locked.is_locked() => {
            CliError::Input(msg!("cli-census-locked", path = path.display()))
        }
        other => CliError::Input(msg!(
            "cli-census-database",
            why = other.msg(),
            path = path.display()
        )),
    }
}

pub fn run(args: &CensusArgs, out: &mut impl Write) -> Result<(), CliError> {
    let format = match (args.json, args.format) {
        (true, _) => Format::Json,
        (false, Some(Format::Npy)) => {
            return Err(CliError::Usage(msg!("cli-census-npy")));
        }
        (false, Some(format)) => format,
        (false, None) => Format::Text,
    };
    // Numbers are read as every command reads them (digits, or @PATH); the census itself
    // checks what they ask, with the patterns and the shard.
    let number = |text: &Option<String>, what: &str| {
        text.as_deref().map(|t| input::count(t, what)).transpose()
    };
    let request = RunRequest {
        db: args.db.clone(),
        patterns: args.patterns.clone(),
        lock_wait: number(&args.lock_wait, "--lock-wait S")?,
        to: number(&args.to, "--to N")?,
        sparse_to: number(&args.sparse_to, "--sparse-to M")?,
        misere_to: number(&args.misere_to, "--misere-to K")?,
        shard: args.shard.clone(),
    };
    let mut census = Run::open(&request).map_err(db_error(&args.db))?;
    if census.computes() {
        let pool = crate::longrun::thread_pool(args.threads)?;
        // A bar of games done, rate and ETA, when there are games to compute.
        let mut bar: Option<Progress> = None;
        census
            .compute(&pool, |done, total| {
                bar.get_or_insert_with(|| Progress::new(Some(total), "games", 0))
                    .set_position(done);
            })
            .map_err(db_error(&args.db))?;
        if let Some(bar) = bar {
            bar.finish();
        }
    } else {
        census.check_claims().map_err(db_error(&args.db))?;
    }
    if let Some(dir) = &args.certificates {
        write_certificates(&census, &args.db, dir)?;
    }
    if let Some(dir) = &args.compare {
        let report = census.compare(dir).map_err(db_error(&args.db))?;
        out.write_all(report.text.as_bytes())?;
        return Ok(());
    }
    let listing = census.listing().map_err(db_error(&args.db))?;
    match format {
        Format::Json => Ok(json::print(out, &listing.into_report())?),
        Format::Csv => {
            // The table stays a table: its problems go to standard error.
            for problem in &listing.problems {
                eprintln!(
                    "grundy: census database '{}': {}",
                    args.db.display(),
                    problem_line(problem)
                );
            }
            Ok(grundy_census::write_csv(out, &listing.rows)?)
        }
        _ => Ok(print_text(out, &args.db, &listing.rows, &listing.problems)?),
    }
}

/// One problem of the listing, in one line.
fn problem_line(problem: &CensusProblem) -> String {
    tr!(
        "cli-census-problem",
        code = problem.code.as_str(),
        problem = problem.problem.as_str()
    )
}

/// Writes the certificate of every proven game the run shows (of its patterns, or all) to
/// `dir`/CODE.cert.
fn write_certificates(census: &Run, path: &Path, dir: &Path) -> Result<(), CliError> {
    let failed = |source| CliError::Write {
        what: msg!("cli-what-certificates-folder", path = dir.display()),
        source,
    };
    std::fs::create_dir_all(dir).map_err(failed)?;
    for code in census.shown_codes().map_err(db_error(path))? {
        if let Some(text) = census.certificate(&code).map_err(db_error(path))? {
            let file = dir.join(format!("{code}.cert"));
            std::fs::write(&file, text).map_err(|source| CliError::Write {
                what: msg!("cli-what-certificate", path = file.display()),
                source,
            })?;
        }
    }
    Ok(())
}

fn print_text(
    out: &mut impl Write,
    path: &Path,
    rows: &[CensusRow],
    problems: &[CensusProblem],
) -> std::io::Result<()> {
    let count = |status: &str| rows.iter().filter(|r| r.status.name() == status).count();
    let line = tr!(
        "cli-census-head",
        path = path.display(),
        games = rows.len(),
        trivial = count("trivial"),
        solved = count("solved"),
        open = count("open"),
    );
    writeln!(out, "{line}")?;
    // Each column: its heading, its width, and whether it is aligned on the left.
    let columns = [
        (tr!("cli-census-code"), 8, true),
        (tr!("cli-census-status"), 7, true),
        (tr!("cli-census-preperiod"), 9, false),
        (tr!("cli-census-period"), 7, false),
        (tr!("cli-census-largest"), 14, false),
        (tr!("cli-census-mask"), 5, false),
        (tr!("cli-census-rare"), 7, false),
        (tr!("cli-census-last-rare"), 9, false),
        (tr!("cli-census-heaps"), 10, false),
    ];
    let cells = |values: [String; 9]| -> String {
        (columns.iter().zip(values))
            .map(|((_, width, left), value)| pad(&value, *width, *left))
            .collect::<Vec<_>>()
            .join(" ")
    };
    writeln!(
        out,
        "{}  {}",
        cells(columns.clone().map(|(heading, _, _)| heading)),
        tr!("cli-census-equivalent")
    )?;
    let opt = |v: Option<u64>| v.map_or("-".to_string(), |v| v.to_string());
    for row in rows {
        let equivalent = match (&row.equivalent_to, row.shift) {
            (Some(code), Some(0)) => code.clone(),
            (Some(code), Some(shift)) => tr!("cli-census-shift", code = code, shift = shift),
            _ => String::new(),
        };
        let status = match row.status {
            CensusStatus::Trivial => tr!("cli-census-trivial"),
            CensusStatus::Solved => tr!("cli-census-solved"),
            CensusStatus::Open => tr!("cli-census-open"),
        };
        writeln!(
            out,
            "{}  {equivalent}",
            cells([
                row.code.clone(),
                status,
                opt(row.preperiod),
                opt(row.period),
                format!("{} ({})", row.largest, row.largest_at),
                row.rare_mask.map_or("-".into(), |m| format!("{m:x}")),
                opt(row.rare_count),
                opt(row.last_rare),
                row.heaps_computed.to_string(),
            ])
        )?;
    }
    if !problems.is_empty() {
        writeln!(
            out,
            "\n{}",
            tr!("cli-census-problems", count = problems.len())
        )?;
        for problem in problems {
            writeln!(out, "{}", problem_line(problem))?;
        }
    }
    Ok(())
}
