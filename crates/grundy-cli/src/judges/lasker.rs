//! Lasker's Nim judges: hdu3032 (Nim or not Nim?): take from one heap, or split one heap into
//! two non-empty heaps. The library's Lasker game decides it, for heaps of any size.

use std::io::{BufRead, Write};

use grundy::engine::{Convention, Outcome};
use grundy::games::ImpartialGame;
use grundy::games::lasker::Lasker;

use super::finish;
use super::input::{Tokens, read_all};
use crate::error::CliError;

const HDU3032_FORMAT: &str = "cli-judge-format-hdu3032";

/// hdu3032: `Alice` when the first player (Alice) wins, else `Bob`.
pub fn hdu3032(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu3032", HDU3032_FORMAT);
    let tests = tokens.count("cli-judge-field-number-of-tests-t-upper")?;
    let mut answer = Vec::new();
    for _ in 0..tests {
        let count = tokens.count("cli-judge-field-number-of-heaps-n-upper")?;
        let heaps = tokens.naturals(count, "cli-judge-field-heap-size")?;
        let outcome = if heaps.is_empty() {
            Outcome::P
        } else {
            Lasker::new(heaps)?.outcome(Convention::Normal)?
        };
        answer.extend_from_slice(match outcome {
            Outcome::N => b"Alice\n",
            Outcome::P => b"Bob\n",
        });
    }
    finish(out, &answer)
}
