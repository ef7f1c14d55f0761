//! Nim judges: hdu1850 counts the winning first moves, hdu1907 (= poj3480) is misère Nim, and
//! luogu2197 is plain Nim. Heaps of any size are exact (the library's word path when every heap
//! fits a u64, exact naturals otherwise).

use std::io::{BufRead, Write};

use grundy::engine::{Convention, Outcome};
use grundy::games::nim::{Heaps, Nim, NimAnalysis};

use super::finish;
use super::input::{Tokens, read_all};
use crate::error::{CliError, msg};

const HDU1850_FORMAT: &str = "cli-judge-format-hdu1850";
const HDU1907_FORMAT: &str = "cli-judge-format-hdu1907";
const LUOGU2197_FORMAT: &str = "cli-judge-format-luogu2197";

/// Reads `count` heaps.
fn heaps(tokens: &mut Tokens<'_>, count: usize) -> Result<Heaps, CliError> {
    Ok(Heaps::from(
        tokens.naturals(count, "cli-judge-field-heap-size")?,
    ))
}

fn analyze(heaps: Heaps, convention: Convention) -> Result<NimAnalysis, CliError> {
    Ok(Nim::new(heaps, None)?.analyze(convention))
}

/// hdu1850: for each block, the number of winning first moves of Nim (0 from a P-position): the
/// heaps h with h ⊕ X < h, X the nim-sum (Bouton).
pub fn hdu1850(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu1850", HDU1850_FORMAT);
    let mut answer = Vec::new();
    while let Some(count) = tokens.next_word("cli-judge-field-number-of-heaps-m-upper")? {
        if count == 0 {
            break;
        }
        let count = usize::try_from(count).map_err(|_| {
            tokens.reject(
                "cli-judge-field-number-of-heaps-m-upper",
                msg!("cli-judge-why-too-many"),
            )
        })?;
        let analysis = analyze(heaps(&mut tokens, count)?, Convention::Normal)?;
        writeln!(answer, "{}", analysis.winning_moves.len())?;
    }
    finish(out, &answer)
}

/// Reads T tests of `N h1..hN` and writes one of two words per test.
fn per_test(
    tokens: &mut Tokens<'_>,
    convention: Convention,
    first_wins: &str,
    second_wins: &str,
) -> Result<Vec<u8>, CliError> {
    let tests = tokens.count("cli-judge-field-number-of-tests-t-upper")?;
    let mut answer = Vec::new();
    for _ in 0..tests {
        let count = tokens.count("cli-judge-field-number-of-heaps")?;
        let analysis = analyze(heaps(tokens, count)?, convention)?;
        let word = match analysis.outcome {
            Outcome::N => first_wins,
            Outcome::P => second_wins,
        };
        answer.extend_from_slice(word.as_bytes());
        answer.push(b'\n');
    }
    Ok(answer)
}

/// hdu1907 / poj3480: misère Nim; `John` if the first player wins, else `Brother`.
pub fn hdu1907(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu1907", HDU1907_FORMAT);
    let answer = per_test(&mut tokens, Convention::Misere, "John", "Brother")?;
    finish(out, &answer)
}

/// luogu2197: Nim; `Yes` if the first player wins, else `No`.
pub fn luogu2197(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "luogu2197", LUOGU2197_FORMAT);
    let answer = per_test(&mut tokens, Convention::Normal, "Yes", "No")?;
    finish(out, &answer)
}
