//! Take-away game judges (the first move takes 1..n−1, then at most k times the opponent's last
//! take): hdu2516 is Fibonacci Nim (k = 2), hdu2486 (= hdu2580, poj3922, uva1567) any integer k.
//!
//! The first player loses iff n is one of the losing heaps H (Whinihan; Schwenk; Epp & Ferguson,
//! docs/THEORY.md § 6.2), and the least winning first take is the smallest term of n's greedy
//! decomposition into H's; the library computes both exactly for heaps of any size.

use std::io::{BufRead, Write};

use grundy::engine::Convention;
use grundy::engine::Outcome;
use grundy::games::ImpartialGame;
use grundy::games::takeaway::TakeAway;
use grundy::{Natural, Ratio};

use super::finish;
use super::input::{Tokens, read_all};
use crate::error::CliError;

const HDU2516_FORMAT: &str = "cli-judge-format-hdu2516";
const HDU2486_FORMAT: &str = "cli-judge-format-hdu2486";

fn opening(heap: Natural, k: u64) -> Result<TakeAway, CliError> {
    Ok(TakeAway::new(heap, Ratio::integer(k)?, None)?)
}

/// hdu2516: Fibonacci Nim; `Second win` if n is a Fibonacci number, else `First win`.
pub fn hdu2516(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu2516", HDU2516_FORMAT);
    let mut answer = Vec::new();
    while let Some(heap) = tokens.next_natural("cli-judge-field-heap-size-n")? {
        if heap.is_zero() {
            break;
        }
        let line: &[u8] = match opening(heap, 2)?.outcome(Convention::Normal)? {
            Outcome::P => b"Second win\n",
            Outcome::N => b"First win\n",
        };
        answer.extend_from_slice(line);
    }
    finish(out, &answer)
}

/// hdu2486: `Case i: ` (a space after the colon), then the least winning first take, or `lose`.
pub fn hdu2486(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu2486", HDU2486_FORMAT);
    let cases = tokens.count("cli-judge-field-number-of-cases-t")?;
    let mut answer = Vec::new();
    for case in 1..=cases {
        let heap = tokens.natural("cli-judge-field-heap-size-n")?;
        let k = tokens.word("cli-judge-field-multiplier-k")?;
        let moves = opening(heap, k)?.winning_moves(Convention::Normal)?;
        match moves.first() {
            Some(mv) => writeln!(answer, "Case {case}: {}", mv.take)?,
            None => writeln!(answer, "Case {case}: lose")?,
        }
    }
    finish(out, &answer)
}
