//! Games on a directed acyclic graph: hdu1524 = poj2425 (A Chess Game): chessmen on the
//! vertices of a graph without cycles; a move slides one chessman along an edge. The library's
//! game on a graph decides it: each case's graph is valued once, then every query reuses it.

use std::io::{BufRead, Write};

use grundy::engine::{Convention, Outcome};
use grundy::games::ImpartialGame;
use grundy::games::dag::Dag;

use super::finish;
use super::input::{Tokens, read_all};
use crate::error::{CliError, msg};

const HDU1524_FORMAT: &str = "cli-judge-format-hdu1524";

/// hdu1524: `WIN` when the first player wins a query's position, else `LOSE`. A case count of
/// 0 (which the statement never gives) ends the input, as a reading loop would find nothing
/// after it; a query of 0 chessmen ends its case, and so does the end of the input.
pub fn hdu1524(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu1524", HDU1524_FORMAT);
    let mut answer = Vec::new();
    'cases: while let Some(vertices) =
        tokens.next_word("cli-judge-field-number-of-positions-n-upper")?
    {
        if vertices == 0 {
            break;
        }
        let vertices = usize::try_from(vertices).map_err(|_| {
            tokens.reject(
                "cli-judge-field-number-of-positions-n-upper",
                msg!("cli-judge-why-too-many"),
            )
        })?;
        let mut successors: Vec<Vec<usize>> = Vec::new();
        for _ in 0..vertices {
            let count = tokens.count("cli-judge-field-number-of-out-positions-x-upper")?;
            let mut list = Vec::new();
            for _ in 0..count {
                list.push(vertex(
                    &mut tokens,
                    vertices,
                    "cli-judge-field-out-position",
                )?);
            }
            successors.push(list);
        }
        let graph = Dag::new(successors, Vec::new())?;
        loop {
            let Some(chessmen) = tokens.next_word("cli-judge-field-number-of-chessmen-m-upper")?
            else {
                break 'cases; // the input ends without the last case's '0'
            };
            if chessmen == 0 {
                break;
            }
            let mut at = Vec::new();
            for _ in 0..chessmen {
                at.push(vertex(
                    &mut tokens,
                    vertices,
                    "cli-judge-field-position-of-a-chessman",
                )?);
            }
            let outcome = graph.with_tokens(at)?.outcome(Convention::Normal)?;
            answer.extend_from_slice(match outcome {
                Outcome::N => b"WIN\n",
                Outcome::P => b"LOSE\n",
            });
        }
    }
    finish(out, &answer)
}

/// A vertex number, below `vertices`.
fn vertex(tokens: &mut Tokens<'_>, vertices: usize, what: &'static str) -> Result<usize, CliError> {
    let value = tokens.word(what)?;
    usize::try_from(value)
        .ok()
        .filter(|&v| v < vertices)
        .ok_or_else(|| {
            tokens.reject(
                what,
                msg!("cli-judge-why-range", low = 0, high = vertices - 1),
            )
        })
}
