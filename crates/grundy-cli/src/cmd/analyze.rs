//! `grundy analyze "EXPR"`: a sum of games written as an expression, such as
//! `nim(3,4,5) + bash(10,max=3)`; with `--batch`, one expression per line of stdin.
//!
//! The notation and the analysis are the library's (`grundy::expr`); this module only reads,
//! calls and prints.

use std::io::{self, BufRead, Write};

use clap::Args;
use grundy::engine::Convention;
use grundy::expr::{Analysis, ComponentMove, Expr};
use grundy::{Error, Natural};
use serde::Serialize;

use super::outcome_line;
use crate::OutputArgs;
use crate::error::CliError;
use crate::json::{self, Num};

const AFTER_HELP: &str = "\
Components (numbers in decimal, any length; spaces are allowed anywhere):
  nim(3,4,5)                  Nim heaps
  bash(10,max=3)              one heap, take 1..3
  wythoff(3,5)                Wythoff's game
  takeaway(20,k=3/2,cap=19)   take-away game: each take at most k times the last (cap: the
                              most the mover may take now; default heap-1)
  fib(20) / fib(20,cap=4)     Fibonacci Nim (takeaway with k=2)
  sub(10,{1,3,4})             subtraction game
  octal(20,0.6)               octal game on one heap; kayles(N) = 0.77, dawsons(N) = 0.07

Examples:
  grundy analyze \"nim(3,4,5) + bash(10,max=3)\"        outcome, values, every winning move
  grundy analyze \"wythoff(3,5) + fib(20)\" --json      one JSON object
  grundy analyze \"nim(1,1) + bash(5,max=2)\" --misere  misère play (Bouton's rule)
  printf 'nim(1,2)\\nkayles(7)\\n' | grundy analyze --batch --json

Normal play: the sum's Grundy value is the XOR of its components' values. A component's value
may not be computable (a Wythoff value beyond its table, a take-away heap over 2000): alone it is
still decided by its game's closed form; in a sum it is an error that names it. Misère play is
answered only where exact: Nim and Bash heaps, a single Wythoff, or sums small enough to search.

--batch reads one expression per line from stdin and writes one answer per line as it goes (a
one-line summary, or one JSON object with --json). A bad line gets an error line ({\"line\":N,
\"error\":...,\"column\":C} with --json) and the batch goes on; the exit status is then 2, and the
count of bad lines is reported on stderr at the end.";

#[derive(Args, Debug)]
#[command(after_help = AFTER_HELP)]
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
    #[command(flatten)]
    output: OutputArgs,
}

#[derive(Serialize)]
struct AnalysisDto<'a> {
    expr: String,
    convention: &'static str,
    outcome: &'static str,
    grundy: Option<Num<'a>>,
    components: Vec<ComponentDto<'a>>,
    winning_moves: Vec<MoveDto<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    explanation: Option<String>,
}

#[derive(Serialize)]
struct ComponentDto<'a> {
    expr: &'a str,
    grundy: Option<Num<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    why: Option<&'a str>,
}

/// A move: the component, then the fields of that game's move (absent fields are left out).
#[derive(Serialize)]
struct MoveDto<'a> {
    component: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    heap: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    take: Option<Int<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<To<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    leaves: Option<&'a [u64]>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum Int<'a> {
    Big(Num<'a>),
    Word(u64),
}

#[derive(Serialize)]
#[serde(untagged)]
enum To<'a> {
    Heap(Num<'a>),
    Pair([Num<'a>; 2]),
}

#[derive(Serialize)]
struct ErrorDto<'a> {
    line: usize,
    error: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<usize>,
}

fn move_dto(component: usize, kind: &ComponentMove) -> MoveDto<'_> {
    let mut dto = MoveDto {
        component,
        heap: None,
        take: None,
        to: None,
        leaves: None,
    };
    match kind {
        ComponentMove::Nim { heap, to } => {
            dto.heap = Some(*heap);
            dto.to = Some(To::Heap(Num(to)));
        }
        ComponentMove::Take { take, to } => {
            dto.take = Some(Int::Big(Num(take)));
            dto.to = Some(To::Heap(Num(to)));
        }
        ComponentMove::Wythoff { to: [a, b] } => dto.to = Some(To::Pair([Num(a), Num(b)])),
        ComponentMove::Octal { take, leaves } => {
            dto.take = Some(Int::Word(*take));
            dto.leaves = Some(leaves);
        }
    }
    dto
}

fn analysis_dto<'a>(
    expr: &Expr,
    analysis: &'a Analysis,
    explanation: Option<String>,
) -> AnalysisDto<'a> {
    AnalysisDto {
        expr: expr.to_string(),
        convention: analysis.convention.name_ascii(),
        outcome: analysis.outcome.as_str(),
        grundy: json::opt(analysis.grundy.as_ref()),
        components: analysis
            .components
            .iter()
            .map(|c| ComponentDto {
                expr: &c.expr,
                grundy: c.grundy.as_ref().ok().map(Num),
                why: c.grundy.as_ref().err().map(String::as_str),
            })
            .collect(),
        winning_moves: analysis
            .winning_moves
            .iter()
            .map(|m| move_dto(m.component, &m.kind))
            .collect(),
        explanation,
    }
}

pub fn run(args: &AnalyzeArgs, out: &mut impl Write) -> Result<(), CliError> {
    let convention = Convention::from_misere(args.misere);
    if args.batch {
        let stdin = io::stdin();
        return run_batch(&mut stdin.lock(), out, convention, args.output.json);
    }
    let text = args.expr.as_deref().unwrap_or_default();
    let expr: Expr = text.parse().map_err(|e: grundy::expr::ParseError| {
        Error::invalid(format!(
            "at column {} of '{}': {}",
            e.column,
            quoted(text),
            e.message
        ))
    })?;
    let analysis = expr.analyze(convention)?;
    let explanation = args.output.explain.then(|| expr.explain(&analysis));
    if args.output.json {
        return Ok(json::print(
            out,
            &analysis_dto(&expr, &analysis, explanation),
        )?);
    }
    writeln!(out, "Sum: {expr} ({} play)", analysis.convention.name())?;
    outcome_line(out, analysis.outcome)?;
    match &analysis.grundy {
        Some(g) => writeln!(out, "Grundy value: {g}")?,
        None if convention == Convention::Misere => writeln!(
            out,
            "Grundy value: none under misère play (values do not add up)"
        )?,
        None => writeln!(out, "Grundy value: not computed")?,
    }
    writeln!(out, "Components:")?;
    for (index, c) in analysis.components.iter().enumerate() {
        match &c.grundy {
            Ok(g) => writeln!(out, "  [{index}] {}: g = {g}", c.expr)?,
            Err(why) if convention == Convention::Normal => {
                writeln!(out, "  [{index}] {}: g not computed: {why}", c.expr)?
            }
            Err(_) => writeln!(out, "  [{index}] {}", c.expr)?,
        }
    }
    if analysis.winning_moves.is_empty() {
        writeln!(out, "Winning moves: none")?;
    } else {
        writeln!(out, "Winning moves ({}):", analysis.winning_moves.len())?;
        for m in &analysis.winning_moves {
            writeln!(
                out,
                "  [{}] {}: {}",
                m.component, analysis.components[m.component].expr, m.kind
            )?;
        }
    }
    if let Some(text) = explanation {
        writeln!(out)?;
        write!(out, "{text}")?;
    }
    Ok(())
}

/// The expression as quoted in an error: long inputs are cut to keep the line readable.
fn quoted(text: &str) -> String {
    const SHOWN: usize = 60;
    if text.len() <= SHOWN {
        return text.to_string();
    }
    let cut = (0..=SHOWN)
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0);
    format!("{}...", &text[..cut])
}

/// Reads, answers and writes one line at a time: memory stays one line, whatever the input.
fn run_batch(
    input: &mut impl BufRead,
    out: &mut impl Write,
    convention: Convention,
    as_json: bool,
) -> Result<(), CliError> {
    let mut buffer = Vec::new();
    let (mut lines, mut bad, mut first_bad) = (0usize, 0usize, 0usize);
    loop {
        buffer.clear();
        if input.read_until(b'\n', &mut buffer)? == 0 {
            break;
        }
        lines += 1;
        if let Err((message, column)) = answer_line(&buffer, out, convention, as_json)? {
            bad += 1;
            if first_bad == 0 {
                first_bad = lines;
            }
            if as_json {
                json::print(
                    out,
                    &ErrorDto {
                        line: lines,
                        error: &message,
                        column,
                    },
                )?;
            } else {
                match column {
                    Some(c) => writeln!(out, "error: line {lines}: at column {c}: {message}")?,
                    None => writeln!(out, "error: line {lines}: {message}")?,
                }
            }
        }
        out.flush()?;
    }
    if bad > 0 {
        return Err(CliError::Game(Error::invalid(format!(
            "{bad} of {lines} lines could not be analysed (the first: line {first_bad}); each has \
             an error line in the output"
        ))));
    }
    Ok(())
}

/// Answers one batch line; `Ok(Err((message, column)))` for a bad line.
fn answer_line(
    bytes: &[u8],
    out: &mut impl Write,
    convention: Convention,
    as_json: bool,
) -> Result<Result<(), (String, Option<usize>)>, CliError> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Ok(Err(("the line is not valid UTF-8".to_string(), None)));
    };
    let text = text.strip_suffix('\n').unwrap_or(text);
    let text = text.strip_suffix('\r').unwrap_or(text);
    let expr: Expr = match text.parse() {
        Ok(expr) => expr,
        Err(e) => return Ok(Err((e.message, Some(e.column)))),
    };
    let analysis = match expr.analyze(convention) {
        Ok(analysis) => analysis,
        Err(e) => return Ok(Err((e.message().to_string(), None))),
    };
    if as_json {
        json::print(out, &analysis_dto(&expr, &analysis, None))?;
        return Ok(Ok(()));
    }
    let grundy = analysis
        .grundy
        .as_ref()
        .map_or_else(|| "-".to_string(), Natural::to_string);
    let moves: Vec<String> = analysis
        .winning_moves
        .iter()
        .map(|m| format!("[{}] {}", m.component, m.kind))
        .collect();
    writeln!(
        out,
        "{expr}: {} g={grundy} winning moves: {}",
        analysis.outcome,
        if moves.is_empty() {
            "none".to_string()
        } else {
            moves.join("; ")
        }
    )?;
    Ok(Ok(()))
}
