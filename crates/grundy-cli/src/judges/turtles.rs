//! Mock Turtles judges: hdu3537 (Daizhenyang's Coin): coins in a row, heads at the given
//! positions; a move turns one to three coins, the rightmost from heads to tails. The library's
//! Mock Turtles game decides it, for positions of any size.

use std::io::{BufRead, Write};

use grundy::engine::{Convention, Outcome};
use grundy::games::ImpartialGame;
use grundy::games::turtles::Turtles;

use super::finish;
use super::input::{Tokens, read_all};
use crate::error::{CliError, msg};

const HDU3537_FORMAT: &str = "cli-judge-format-hdu3537";

/// hdu3537: `Yes` when the row is a losing position for Daizhenyang, who moves first (a
/// P-position), else `No`. A coin named twice is one head, as in accepted solutions (the
/// statement warns that a coin may be described more than once).
pub fn hdu3537(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu3537", HDU3537_FORMAT);
    let mut answer = Vec::new();
    while let Some(count) = tokens.next_word("cli-judge-field-number-of-heads-n")? {
        let count = usize::try_from(count).map_err(|_| {
            tokens.reject(
                "cli-judge-field-number-of-heads-n",
                msg!("cli-judge-why-too-many"),
            )
        })?;
        let mut heads = tokens.naturals(count, "cli-judge-field-position-of-a-head")?;
        heads.sort();
        heads.dedup();
        let outcome = Turtles::new(heads)?.outcome(Convention::Normal)?;
        answer.extend_from_slice(match outcome {
            Outcome::P => b"Yes\n",
            Outcome::N => b"No\n",
        });
    }
    finish(out, &answer)
}
