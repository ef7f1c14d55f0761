//! Euclid's game judges: poj2348 (Euclid's Game): subtract a positive multiple of the smaller
//! number from the larger; whoever makes a number 0 wins. The library's Euclid game decides it,
//! for numbers of any size up to its bit limit.

use std::io::{BufRead, Write};

use grundy::engine::{Convention, Outcome};
use grundy::games::ImpartialGame;
use grundy::games::euclid::Euclid;

use super::finish;
use super::input::{Tokens, read_all};
use crate::error::CliError;

const POJ2348_FORMAT: &str = "lines 'a b' (two positive numbers) until '0 0'";

/// poj2348: `Stan wins` when the first player (Stan) wins, else `Ollie wins`. A line with one 0
/// is a finished game (no move is left), which Stan, to move, has lost.
pub fn poj2348(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "poj2348", POJ2348_FORMAT);
    let mut answer = Vec::new();
    while let Some(a) = tokens.next_natural("number a")? {
        let b = tokens.natural("number b")?;
        if a.is_zero() && b.is_zero() {
            break;
        }
        let outcome = Euclid::new(a, b)?.outcome(Convention::Normal)?;
        answer.extend_from_slice(match outcome {
            Outcome::N => b"Stan wins\n",
            Outcome::P => b"Ollie wins\n",
        });
    }
    finish(out, &answer)
}
