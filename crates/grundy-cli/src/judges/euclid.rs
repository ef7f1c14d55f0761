//! Euclid's game judges: poj2348 (Euclid's Game): subtract a positive multiple of the smaller
//! number from the larger; whoever makes a number 0 wins. hdu3595 (GG and MM): a sum of Euclid
//! games under the Every-SG convention (every game that can move is moved each turn; the last
//! to move wins), decided by remoteness. The library's Euclid game decides both, for numbers of
//! any size up to its bit limit.

use std::io::{BufRead, Write};

use grundy::engine::{Convention, Outcome};
use grundy::games::ImpartialGame;
use grundy::games::euclid::Euclid;

use super::finish;
use super::input::{Tokens, read_all};
use crate::error::CliError;

const HDU3595_FORMAT: &str = "cli-judge-format-hdu3595";
const POJ2348_FORMAT: &str = "cli-judge-format-poj2348";

/// poj2348: `Stan wins` when the first player (Stan) wins, else `Ollie wins`. A line with one 0
/// is a finished game (no move is left), which Stan, to move, has lost.
pub fn poj2348(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "poj2348", POJ2348_FORMAT);
    let mut answer = Vec::new();
    while let Some(a) = tokens.next_natural("cli-judge-field-number-a")? {
        let b = tokens.natural("cli-judge-field-number-b")?;
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

/// hdu3595: `MM` when the first player (MM) wins, else `GG`: MM wins iff the largest remoteness
/// of the games is odd (docs/THEORY.md § 11c). A game holding a 0 is over (remoteness 0), and a
/// case of no game is lost by MM, who cannot move.
pub fn hdu3595(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu3595", HDU3595_FORMAT);
    let mut answer = Vec::new();
    while let Some(mut count) = tokens.next_word("cli-judge-field-number-of-games-n-upper")? {
        let mut longest = 0u64;
        while count > 0 {
            let p = tokens.natural("cli-judge-field-number-p")?;
            let q = tokens.natural("cli-judge-field-number-q")?;
            longest = longest.max(Euclid::new(p, q)?.remoteness()?);
            count -= 1;
        }
        answer.extend_from_slice(if longest % 2 == 1 { b"MM\n" } else { b"GG\n" });
    }
    finish(out, &answer)
}
