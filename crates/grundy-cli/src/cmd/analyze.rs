//! `grundy analyze "EXPR"`: a sum of games written as an expression, such as
//! `nim(3,4,5) + bash(10,max=3)`; with `--batch`, one expression per line of stdin.
//!
//! The notation and the analysis are the library's, asked as its `analyze` question
//! (`grundy::report::AnalyzeRequest`, as the server and Python ask it); this module only reads,
//! asks and prints.

use std::io::{self, BufRead, Write};

use clap::Args;
use grundy::Error;
use grundy::error::quote;
use grundy::report::{
    AnalyzeRequest, Convention, ErrorCode, ErrorReport, EveryRequest, Job, Limits, Outcome,
    Question,
};
use grundy::text::nth;

use super::outcome_line;
use crate::OutputArgs;
use crate::ask::Asking;
use crate::bounded::{self, Line};
use crate::error::{CliError, msg};
use crate::json;
use crate::longrun;
use crate::text::{render, tr};

/// `--help`'s text after the options: the games from the library's catalogue between two
/// messages of the help catalogue.
fn after_help() -> String {
    format!(
        "{}\n{}\n{}",
        tr!("help-analyze-components"),
        super::games_help(30, |entry| entry.summary.clone()),
        tr!("help-analyze-notes")
    )
}

#[derive(Args, Debug)]
#[command(after_help = after_help())]
pub struct AnalyzeArgs {
    /// The sum of games, e.g. "nim(3,4,5) + bash(10,max=3)" (quote it for the shell)
    #[arg(
        required_unless_present = "batch",
        conflicts_with = "batch",
        value_name = "EXPR"
    )]
    expr: Option<String>,
    /// Read one expression per line from stdin, write one answer per line
    #[arg(long, conflicts_with = "explain")]
    batch: bool,
    /// Misère play: whoever takes the last token loses
    #[arg(long)]
    misere: bool,
    /// The Every-SG convention: every game that can move is moved each turn; the last to move wins
    #[arg(long, conflicts_with_all = ["misere", "batch", "explain"])]
    every: bool,
    #[command(flatten)]
    output: OutputArgs,
}

pub fn run(args: &AnalyzeArgs, out: &mut impl Write) -> Result<(), CliError> {
    if args.batch {
        let stdin = io::stdin();
        return run_batch(&mut stdin.lock(), out, args.misere, args.output.json);
    }
    let text = args.expr.as_deref().unwrap_or_default();
    if args.every {
        return run_every(text, out, args.output.json);
    }
    let request = AnalyzeRequest {
        expr: text.to_string(),
        misere: args.misere,
        explain: args.output.explain,
        lang: crate::text::lang(),
    };
    // A bar of the positions searched, when an exhaustive search runs for more than a moment.
    let report = Asking::default()
        .bar_after(longrun::BAR_DELAY)
        .ask(&request)
        .map_err(|e| match e {
            CliError::Game(e) => CliError::Game(in_expression(text, e)),
            e => e,
        })?;
    if args.output.json {
        return Ok(json::print(out, &report)?);
    }
    let misere = report.convention == Convention::Misere;
    let convention = report.convention.msg();
    writeln!(
        out,
        "{}",
        tr!("cli-sum-head", expr = &report.expr, convention = convention)
    )?;
    outcome_line(out, report.outcome)?;
    match &report.grundy {
        Some(g) => writeln!(out, "{}", tr!("cli-grundy-value", g = g))?,
        None if misere => writeln!(out, "{}", tr!("cli-grundy-misere"))?,
        None => writeln!(out, "{}", tr!("cli-grundy-not-computed"))?,
    }
    writeln!(out, "{}", tr!("cli-components"))?;
    for (index, c) in report.components.iter().enumerate() {
        let index = nth(index);
        match (&c.grundy, &c.why) {
            (Some(g), _) => writeln!(out, "  [{index}] {}: g = {g}", c.expr)?,
            (None, Some(why)) if !misere => writeln!(
                out,
                "  [{index}] {}: {}",
                c.expr,
                tr!("cli-component-not-computed", why = why)
            )?,
            _ => writeln!(out, "  [{index}] {}", c.expr)?,
        }
        if let Some(why) = &c.moves_missing {
            writeln!(
                out,
                "      {}",
                tr!("cli-component-moves-missing", why = why)
            )?;
        }
    }
    let some_missing = report.components.iter().any(|c| c.moves_missing.is_some());
    if report.winning_moves.is_empty() && some_missing {
        // An N-position whose winning moves are in a component too large to list: "none"
        // would say the opposite of the outcome line.
        writeln!(out, "{}", tr!("cli-winning-moves-unlisted"))?;
    } else if report.winning_moves.is_empty() {
        writeln!(out, "{}", tr!("cli-winning-moves-none"))?;
    } else {
        let count = &report.winning_move_count;
        writeln!(out, "{}", tr!("cli-winning-moves", count = count))?;
        for m in &report.winning_moves {
            let index = m.component().unwrap_or(0);
            let component = nth(index);
            let expr = report.components.get(index).map_or("", |c| c.expr.as_str());
            let run = m
                .run()
                .map_or_else(String::new, |run| format!(", {}", render(&run)));
            writeln!(out, "  [{component}] {expr}: {}{run}", render(&m.msg()))?;
        }
    }
    if let Some(text) = &report.explanation {
        writeln!(out)?;
        write!(out, "{text}")?;
    }
    Ok(())
}

/// `error`, about the expression `text`: a syntax error names its column and quotes the
/// expression (shortened).
fn in_expression(text: &str, error: Error) -> Error {
    let Some(column) = error.column() else {
        return error;
    };
    Error::new(
        error.kind(),
        msg!(
            "cli-at-column-of",
            column = column,
            expr = quote(text),
            message = error.msg().clone()
        ),
    )
}

/// Reads, answers and writes one line at a time: memory stays one line, whatever the input.
fn run_batch(
    input: &mut impl BufRead,
    out: &mut impl Write,
    misere: bool,
    as_json: bool,
) -> Result<(), CliError> {
    let mut buffer = Vec::new();
    let (mut lines, mut bad, mut first_bad) = (0usize, 0usize, 0usize);
    loop {
        let line = bounded::read_line(input, &mut buffer, bounded::BATCH_LINE_LIMIT)
            .map_err(CliError::stdin)?;
        lines += 1;
        match line {
            Line::End => break,
            Line::TooLong => {
                return Err(CliError::Input(msg!(
                    "cli-batch-line-too-long",
                    line = lines,
                    size = bounded::size(bounded::BATCH_LINE_LIMIT as u64)
                )));
            }
            Line::Read => {}
        }
        if !bounded::is_text(&buffer) {
            return Err(CliError::Input(msg!(
                "cli-batch-line-not-text",
                line = lines
            )));
        }
        if is_blank_or_comment(&buffer) {
            continue;
        }
        if let Err(error) = answer_line(&buffer, out, misere, as_json)? {
            bad += 1;
            if first_bad == 0 {
                first_bad = lines;
            }
            if as_json {
                json::print(out, &error.with_line(lines))?;
            } else {
                let line = match error.column {
                    Some(c) => tr!(
                        "cli-batch-error-at-column",
                        line = lines,
                        column = c,
                        message = &error.error
                    ),
                    None => tr!("cli-batch-error", line = lines, message = &error.error),
                };
                writeln!(out, "{line}")?;
            }
        }
        out.flush()?;
    }
    let lines = lines - 1;
    if bad > 0 {
        return Err(CliError::Game(Error::invalid(msg!(
            "cli-batch-bad-lines",
            bad = bad,
            lines = lines,
            first = first_bad
        ))));
    }
    Ok(())
}

/// Whether a batch line is empty, only whitespace, or a comment (`#` first): it is skipped.
fn is_blank_or_comment(line: &[u8]) -> bool {
    let text = line.trim_ascii_start();
    text.is_empty() || text.starts_with(b"#")
}

/// Answers one batch line; `Ok(Err(report))` for a bad line.
fn answer_line(
    bytes: &[u8],
    out: &mut impl Write,
    misere: bool,
    as_json: bool,
) -> Result<Result<(), ErrorReport>, CliError> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Ok(Err(ErrorReport::message(
            tr!("cli-batch-not-utf8"),
            ErrorCode::Input,
            None,
        )));
    };
    let request = AnalyzeRequest {
        expr: text.to_string(),
        misere,
        explain: false,
        lang: crate::text::lang(),
    };
    let report = match request.answer(&mut Job::new(Limits::LOCAL)) {
        Ok(report) => report,
        Err(e) => return Ok(Err(ErrorReport::from_error(&e, crate::text::lang()))),
    };
    if as_json {
        json::print(out, &report)?;
        return Ok(Ok(()));
    }
    let grundy = report
        .grundy
        .as_ref()
        .map_or_else(|| "-".to_string(), ToString::to_string);
    let moves: Vec<String> = report
        .winning_moves
        .iter()
        .map(|m| {
            // The batch line is written for programs, like the JSON: a game is counted from 0.
            let component = m.component().unwrap_or(0);
            match m.run() {
                Some(run) => format!("[{component}] {m}, {}", render(&run)),
                None => format!("[{component}] {m}"),
            }
        })
        .collect();
    writeln!(
        out,
        "{}: {} g={grundy} winning moves: {}",
        report.expr,
        report.outcome,
        if moves.is_empty() {
            "none".to_string()
        } else {
            moves.join("; ")
        }
    )?;
    Ok(Ok(()))
}

/// `--every`: the sum under the Every-SG convention, each component's remoteness and the moves
/// that play it well.
fn run_every(text: &str, out: &mut impl Write, as_json: bool) -> Result<(), CliError> {
    let request = EveryRequest {
        expr: text.to_string(),
    };
    let report = Asking::default()
        .bar_after(longrun::BAR_DELAY)
        .ask(&request)
        .map_err(|e| match e {
            CliError::Game(e) => CliError::Game(in_expression(text, e)),
            e => e,
        })?;
    if as_json {
        return Ok(json::print(out, &report)?);
    }
    writeln!(out, "{}", tr!("cli-every-head", expr = &report.expr))?;
    outcome_line(out, report.outcome)?;
    writeln!(out, "{}", tr!("cli-every-steps", steps = &report.steps))?;
    writeln!(out, "{}", tr!("cli-components"))?;
    for (index, c) in report.components.iter().enumerate() {
        let index = nth(index);
        let outcome = match c.outcome {
            Outcome::P => "P",
            Outcome::N => "N",
        };
        writeln!(
            out,
            "  [{index}] {}: {}",
            c.expr,
            tr!(
                "cli-every-component",
                outcome = outcome,
                steps = &c.steps,
                method = c.method.name()
            )
        )?;
    }
    let moves: Vec<_> = report.components.iter().flat_map(|c| &c.moves).collect();
    if moves.is_empty() {
        writeln!(out, "{}", tr!("cli-every-moves-none"))?;
    } else {
        writeln!(out, "{}", tr!("cli-every-moves"))?;
        for m in moves {
            let index = m.component().unwrap_or(0);
            let component = nth(index);
            let expr = report.components.get(index).map_or("", |c| c.expr.as_str());
            writeln!(out, "  [{component}] {expr}: {}", render(&m.msg()))?;
        }
    }
    Ok(())
}
