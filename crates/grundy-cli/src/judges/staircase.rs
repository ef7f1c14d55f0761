//! Staircase Nim judges: poj1704 (Georgia and Bob).
//!
//! Chessmen stand on distinct cells 1, 2, … of a line; a move slides one chessman left, not
//! past cell 1 and not onto or across another. With the cells sorted, p1 < … < pN, the gaps
//! g1 = p1 − 1 and g_i = p_i − p_{i−1} − 1 are the game: moving chessman i left by k takes k
//! from g_i and adds it to g_{i+1} (nothing, for the last chessman). That is Staircase Nim with
//! step j = g_{N+1−j}, the last gap on step 1; the library's staircase decides it.

use std::io::{BufRead, Write};

use grundy::Natural;
use grundy::engine::{Convention, Outcome};
use grundy::games::ImpartialGame;
use grundy::games::staircase::Staircase;

use super::finish;
use super::input::{Tokens, read_all};
use crate::error::CliError;

const POJ1704_FORMAT: &str = "cli-judge-format-poj1704";

/// The steps of the staircase of chessmen on `cells` (the gaps, the last one first), or why the
/// cells are not a position: a cell 0, or two chessmen on one cell.
fn steps(mut cells: Vec<Natural>) -> Result<Vec<Natural>, &'static str> {
    cells.sort_unstable();
    let mut gaps = Vec::with_capacity(cells.len());
    let mut previous = Natural::ZERO; // the last occupied cell; 0 is the wall
    for cell in cells {
        let gap = cell
            .checked_sub(&previous)
            .and_then(|d| d.checked_sub(&Natural::ONE))
            .ok_or(if previous.is_zero() {
                "cli-judge-why-cell-zero"
            } else {
                "cli-judge-why-cell-twice"
            })?;
        gaps.push(gap);
        previous = cell;
    }
    gaps.reverse();
    Ok(gaps)
}

/// poj1704: `Georgia will win` when the first player (Georgia) wins, else `Bob will win`.
pub fn poj1704(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "poj1704", POJ1704_FORMAT);
    let tests = tokens.count("cli-judge-field-number-of-tests-t-upper")?;
    let mut answer = Vec::new();
    for _ in 0..tests {
        let count = tokens.count("cli-judge-field-number-of-chessmen-n-upper")?;
        let steps = steps(tokens.naturals(count, "cli-judge-field-cell")?)
            .map_err(|why| tokens.reject("cli-judge-field-cell", grundy::text::Msg::new(why)))?;
        let outcome = if steps.is_empty() {
            Outcome::P
        } else {
            Staircase::new(steps)?.outcome(Convention::Normal)?
        };
        answer.extend_from_slice(match outcome {
            Outcome::N => b"Georgia will win\n",
            Outcome::P => b"Bob will win\n",
        });
    }
    finish(out, &answer)
}
