//! Green Hackenbush judges: hdu3094 (A tree game: a tree rooted at 1) and poj3710 (Christmas
//! Game: trees with polygons hanging from them, several trees in one game). The library's
//! Hackenbush game values each graph (fusion of the cycles, then the Colon principle).

use std::io::{BufRead, Write};

use grundy::games::ImpartialGame;
use grundy::games::hackenbush::Hackenbush;

use super::finish;
use super::input::{Tokens, read_all};
use crate::error::{CliError, msg};

const HDU3094_FORMAT: &str = "cli-judge-format-hdu3094";
const POJ3710_FORMAT: &str = "cli-judge-format-poj3710";

/// `count` edges `a b` on the vertices 1..=`vertices`.
fn edges(tokens: &mut Tokens<'_>, count: usize, vertices: u64) -> Result<Vec<[u64; 2]>, CliError> {
    let mut edges = Vec::new();
    for _ in 0..count {
        let mut ends = [0u64; 2];
        for end in &mut ends {
            *end = tokens.word("cli-judge-field-vertex")?;
            if *end == 0 || *end > vertices {
                return Err(tokens.reject(
                    "cli-judge-field-vertex",
                    msg!("cli-judge-why-range", low = 1, high = vertices),
                ));
            }
        }
        edges.push(ends);
    }
    Ok(edges)
}

/// The Grundy value of one graph standing on vertex 1.
fn value(edges: Vec<[u64; 2]>) -> Result<grundy::Natural, CliError> {
    Ok(Hackenbush::new(edges)?.grundy()?)
}

/// hdu3094: `Alice` when the first player (Alice) wins, else `Bob`. N = 1 is a tree with no
/// edge: Alice cannot move, so Bob wins.
pub fn hdu3094(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu3094", HDU3094_FORMAT);
    let tests = tokens.count("cli-judge-field-number-of-tests-t-upper")?;
    let mut answer = Vec::new();
    for _ in 0..tests {
        let vertices = tokens.word("cli-judge-field-number-of-vertices-n-upper")?;
        if vertices == 0 {
            return Err(tokens.reject(
                "cli-judge-field-number-of-vertices-n-upper",
                msg!("cli-judge-why-empty-tree"),
            ));
        }
        let count = usize::try_from(vertices - 1).map_err(|_| {
            tokens.reject(
                "cli-judge-field-number-of-vertices-n-upper",
                msg!("cli-judge-why-too-many"),
            )
        })?;
        let tree = edges(&mut tokens, count, vertices)?;
        answer.extend_from_slice(if value(tree)?.is_zero() {
            b"Bob\n"
        } else {
            b"Alice\n"
        });
    }
    finish(out, &answer)
}

/// poj3710: `Sally` when the first player (Sally) wins, else `Harry`; the trees of a test are
/// a sum, so their values XOR.
pub fn poj3710(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "poj3710", POJ3710_FORMAT);
    let mut answer = Vec::new();
    while let Some(trees) = tokens.next_word("cli-judge-field-number-of-trees-n-upper")? {
        let mut sum = grundy::Natural::ZERO;
        for _ in 0..trees {
            let vertices = tokens.word("cli-judge-field-number-of-nodes-m")?;
            let count = tokens.count("cli-judge-field-number-of-edges-k")?;
            let graph = edges(&mut tokens, count, vertices)?;
            sum = &sum ^ &value(graph)?;
        }
        answer.extend_from_slice(if sum.is_zero() {
            b"Harry\n"
        } else {
            b"Sally\n"
        });
    }
    finish(out, &answer)
}
