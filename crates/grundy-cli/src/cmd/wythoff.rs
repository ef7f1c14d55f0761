//! `grundy wythoff A B`: outcome, winning moves, pair index and Grundy value of Wythoff's game.

use std::io::Write;

use clap::Args;
use grundy::Natural;
use grundy::engine::{Convention, Outcome};
use grundy::games::wythoff::{self, Wythoff};
use grundy::num::decimal;
use serde::Serialize;

use super::outcome_line;
use crate::OutputArgs;
use crate::error::CliError;
use crate::input;
use crate::json::{self, Digits, Num};

/// Below this many table cells the Grundy value is included without being asked for.
const AUTOMATIC_GRUNDY_CELLS: u64 = 1 << 16;
/// From this many digits a position is first decided on its decimal digits (no conversion to
/// binary, which would cost more than the test); only an N-position is then converted, for
/// its moves.
const DECIMAL_PATH_DIGITS: usize = 2_000;

#[derive(Args, Debug)]
#[command(
    allow_negative_numbers = true,
    after_help = "Examples:
  grundy wythoff 3 5                       P: the player to move loses
  grundy wythoff 10 20 --json              outcome and every winning move as JSON
  grundy wythoff 165580140 267914295       exact where the double formula fails
  grundy wythoff @a.txt @b.txt             million-digit heaps from files
  grundy wythoff 4 7 --grundy              also the Grundy value g(4, 7)
  grundy wythoff --pair 1000               the 1000th P-position (a_k, b_k)"
)]
pub struct WythoffArgs {
    /// First heap (decimal, any length, or @PATH)
    #[arg(required_unless_present = "pair")]
    a: Option<String>,
    /// Second heap (decimal, any length, or @PATH)
    #[arg(required_unless_present = "pair")]
    b: Option<String>,
    /// Misère play: whoever takes the last token loses
    #[arg(long)]
    misere: bool,
    /// Print the K-th P-position (a_K, b_K) = (⌊Kφ⌋, ⌊Kφ⌋ + K) instead of analysing a position
    #[arg(long, value_name = "K", conflicts_with_all = ["a", "b", "misere"])]
    pair: Option<String>,
    /// Compute the Grundy value even when its table is large (up to the documented limit)
    #[arg(long)]
    grundy: bool,
    #[command(flatten)]
    output: OutputArgs,
}

#[derive(Serialize)]
struct MoveDto<'a> {
    to: [Num<'a>; 2],
}

#[derive(Serialize)]
struct AnalysisDto<'a> {
    game: &'static str,
    convention: &'static str,
    heaps: [Num<'a>; 2],
    outcome: &'static str,
    winning_moves: Vec<MoveDto<'a>>,
    winning_move_count: usize,
    difference: Num<'a>,
    pair_index: Option<Num<'a>>,
    grundy: Option<Num<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    explanation: Option<String>,
}

#[derive(Serialize)]
struct PairDto<'a> {
    game: &'static str,
    pair_index: Num<'a>,
    position: [Num<'a>; 2],
    outcome: &'static str,
}

pub fn run(args: &WythoffArgs, out: &mut impl Write) -> Result<(), CliError> {
    if let Some(k) = &args.pair {
        return run_pair(&input::natural(k, "pair index")?, args.output.json, out);
    }
    let (Some(a), Some(b)) = (&args.a, &args.b) else {
        return Err(CliError::Usage(
            "wythoff needs two heaps A B, or --pair K; see 'grundy wythoff --help'".into(),
        ));
    };
    let a = input::digits(a, "heap size")?;
    let b = input::digits(b, "heap size")?;
    if a.len().max(b.len()) >= DECIMAL_PATH_DIGITS && !args.grundy && !args.output.explain {
        let (a, b) = (
            decimal::canonical(a.as_bytes()),
            decimal::canonical(b.as_bytes()),
        );
        // Misère play changes only positions with heaps below 3, so the test is the same.
        if decimal::wythoff_is_p_position(a, b) {
            return write_large_p_position(args, a, b, out);
        }
    }
    let a = Natural::parse_decimal(&a, "heap size")?;
    let b = Natural::parse_decimal(&b, "heap size")?;
    let game = Wythoff::new(a, b, Convention::from_misere(args.misere));
    let outcome = game.outcome();
    let moves = game.winning_moves();
    let grundy = grundy_if_wanted(&game, args.grundy)?;
    let difference = game.difference();
    let pair_index = (outcome == Outcome::P && !args.misere).then(|| difference.clone());
    let explanation = args.output.explain.then(|| game.explain());
    let [a, b] = game.heaps();
    if args.output.json {
        let dto = AnalysisDto {
            game: "wythoff",
            convention: game.convention().name_ascii(),
            heaps: [Num(a), Num(b)],
            outcome: outcome.as_str(),
            winning_move_count: moves.len(),
            winning_moves: moves
                .iter()
                .map(|[x, y]| MoveDto {
                    to: [Num(x), Num(y)],
                })
                .collect(),
            difference: Num(&difference),
            pair_index: json::opt(pair_index.as_ref()),
            grundy: json::opt(grundy.as_ref()),
            explanation,
        };
        return Ok(json::print(out, &dto)?);
    }
    writeln!(
        out,
        "Wythoff's game, {} play: heaps ({a}, {b})",
        game.convention().name()
    )?;
    outcome_line(out, outcome)?;
    if let Some(k) = &pair_index {
        writeln!(out, "It is the P-position of index k = {k} (a_k, b_k).")?;
    }
    if !moves.is_empty() {
        writeln!(out, "Winning moves ({}):", moves.len())?;
        for [x, y] in &moves {
            writeln!(out, "  -> ({x}, {y})   {}", describe_move([a, b], [x, y]))?;
        }
    }
    if let Some(g) = &grundy {
        writeln!(out, "Grundy value: g({a}, {b}) = {g}")?;
    }
    if let Some(text) = explanation {
        writeln!(out)?;
        write!(out, "{text}")?;
    }
    Ok(())
}

/// A P-position decided on decimal digits: printed without converting the heaps to binary.
fn write_large_p_position(
    args: &WythoffArgs,
    a: &[u8],
    b: &[u8],
    out: &mut impl Write,
) -> Result<(), CliError> {
    let as_text = |digits: &[u8]| String::from_utf8_lossy(digits).into_owned();
    let (a, b) = (as_text(a), as_text(b));
    let difference = decimal::difference(a.as_bytes(), b.as_bytes());
    let convention = Convention::from_misere(args.misere);
    if args.output.json {
        let dto = LargePDto {
            game: "wythoff",
            convention: convention.name_ascii(),
            heaps: [Digits(&a), Digits(&b)],
            outcome: "P",
            winning_moves: [],
            winning_move_count: 0,
            difference: Digits(&difference),
            pair_index: (!args.misere).then_some(Digits(&difference)),
            grundy: (),
        };
        return Ok(json::print(out, &dto)?);
    }
    writeln!(
        out,
        "Wythoff's game, {} play: heaps ({a}, {b})",
        convention.name()
    )?;
    outcome_line(out, Outcome::P)?;
    if !args.misere {
        writeln!(
            out,
            "It is the P-position of index k = {difference} (a_k, b_k)."
        )?;
    }
    Ok(())
}

/// The same object as [`AnalysisDto`] for a P-position kept in decimal digits.
#[derive(Serialize)]
struct LargePDto<'a> {
    game: &'static str,
    convention: &'static str,
    heaps: [Digits<'a>; 2],
    outcome: &'static str,
    winning_moves: [(); 0],
    winning_move_count: usize,
    difference: Digits<'a>,
    pair_index: Option<Digits<'a>>,
    grundy: (),
}

fn grundy_if_wanted(game: &Wythoff, asked: bool) -> Result<Option<Natural>, CliError> {
    let [a, b] = game.heaps();
    let cells = match (a.to_u64(), b.to_u64()) {
        (Some(a), Some(b)) => (a.saturating_add(1)).saturating_mul(b.saturating_add(1)),
        _ => u64::MAX,
    };
    if !asked && cells > AUTOMATIC_GRUNDY_CELLS && !a.is_zero() && !b.is_zero() {
        return Ok(None);
    }
    match game.grundy() {
        None if asked => Err(CliError::Game(grundy::Error::new(
            grundy::ErrorKind::Unsupported,
            "--grundy: misère play has no Grundy values that add up; drop --misere or --grundy",
        ))),
        None => Ok(None),
        Some(Ok(value)) => Ok(Some(value)),
        Some(Err(error)) if asked => Err(error.into()),
        Some(Err(_)) => Ok(None),
    }
}

fn describe_move(from: [&Natural; 2], to: [&Natural; 2]) -> String {
    let taken = |i: usize| from[i].checked_sub(to[i]).unwrap_or(Natural::ZERO);
    match (taken(0).is_zero(), taken(1).is_zero()) {
        (false, false) => format!("take {} from both heaps", taken(0)),
        (false, true) => format!("take {} from the first heap", taken(0)),
        _ => format!("take {} from the second heap", taken(1)),
    }
}

fn run_pair(k: &Natural, as_json: bool, out: &mut impl Write) -> Result<(), CliError> {
    let (a, b) = wythoff::p_position(k);
    if as_json {
        let dto = PairDto {
            game: "wythoff",
            pair_index: Num(k),
            position: [Num(&a), Num(&b)],
            outcome: "P",
        };
        return Ok(json::print(out, &dto)?);
    }
    writeln!(out, "P-position of index {k}: ({a}, {b})")?;
    writeln!(out, "a_k = ⌊kφ⌋ = {a}, b_k = a_k + k = {b}")?;
    Ok(())
}
