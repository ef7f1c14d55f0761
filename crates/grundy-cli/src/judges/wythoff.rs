//! Wythoff's game judges: hdu1527 (= poj1067) and luogu2252 ask who wins; hdu2177 also asks for
//! every winning move.
//!
//! The P-test is exact for every input: `is_p_position_u64` (two products in u128) when both
//! heaps fit a word, and the library's decimal test, which works on the digits as read, beyond.
//! The judges' own solutions compute ⌊kφ⌋ in `double`, which is first wrong at k = 102,334,155
//! and wrong again at larger even-indexed Fibonacci numbers (docs/THEORY.md § 5.6); grundy
//! answers those positions correctly.

use std::io::{BufRead, Write};

use grundy::Natural;
use grundy::games::wythoff::{is_p_position, is_p_position_u64, p_position, partner};
use grundy::num::decimal::wythoff_is_p_position;

use super::finish;
use super::input::{Tokens, parse_u64, read_all};
use crate::error::CliError;

const HDU1527_FORMAT: &str = "cli-judge-format-hdu1527";
const LUOGU2252_FORMAT: &str = "cli-judge-format-luogu2252";
const HDU2177_FORMAT: &str = "cli-judge-format-hdu2177";

/// `0\n` for a P-position (the mover loses), `1\n` otherwise.
#[inline]
fn verdict(a: &[u8], b: &[u8]) -> &'static [u8] {
    let is_p = match (parse_u64(a), parse_u64(b)) {
        (Some(a), Some(b)) => is_p_position_u64(a, b),
        _ => wythoff_is_p_position(a, b),
    };
    if is_p { b"0\n" } else { b"1\n" }
}

/// hdu1527 / poj1067: pairs in any order until the end of the input; `1` if the first player
/// wins, else `0`, one per line.
pub fn hdu1527(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu1527", HDU1527_FORMAT);
    // Two bytes of answer per line of at least four bytes of input.
    let mut answer = Vec::with_capacity(bytes.len() / 2 + 16);
    while let Some(a) = tokens.next_digits("cli-judge-field-heap-size-a")? {
        let b = tokens.digits("cli-judge-field-heap-size-b")?;
        answer.extend_from_slice(verdict(a, b));
    }
    finish(out, &answer)
}

/// luogu2252: one pair; `1` if the first player wins, else `0`.
pub fn luogu2252(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "luogu2252", LUOGU2252_FORMAT);
    let a = tokens.digits("cli-judge-field-heap-size-a")?;
    let b = tokens.digits("cli-judge-field-heap-size-b")?;
    finish(out, verdict(a, b))
}

/// hdu2177: pairs a <= b until `0 0`. A P-position prints `0`. Otherwise `1`, then the positions
/// (x <= y) that winning moves leave:
///
/// 1. taking the same amount from both heaps, to the P-position (a_k, b_k) of the same
///    difference k = b − a, when a_k < a;
/// 2. then the one-heap moves in ascending x: taking from the smaller heap a, to
///    (partner(b), b), when b's partner is below a; and, unless a = b (then this is the same
///    position, printed once, as in the judge's sample for (2, 2)), taking from the larger heap
///    b, to a and its partner, when the partner is below b.
///
/// A position reachable in two ways (e.g. (2, 3) -> (1, 2) by both 1 and 3) is printed twice.
/// Pairs given as b < a are read as (b, a).
pub fn hdu2177(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu2177", HDU2177_FORMAT);
    let mut answer = Vec::new();
    while let Some(a) = tokens.next_natural("cli-judge-field-heap-size-a")? {
        let b = tokens.natural("cli-judge-field-heap-size-b")?;
        if a.is_zero() && b.is_zero() {
            break;
        }
        let (low, high) = if a <= b { (a, b) } else { (b, a) };
        write_hdu2177_answer(&mut answer, &low, &high)?;
    }
    finish(out, &answer)
}

fn write_hdu2177_answer(answer: &mut Vec<u8>, a: &Natural, b: &Natural) -> Result<(), CliError> {
    if is_p_position(a, b) {
        answer.extend_from_slice(b"0\n");
        return Ok(());
    }
    answer.extend_from_slice(b"1\n");
    let k = b.sub_or_panic(a); // a <= b
    let (diagonal_a, diagonal_b) = p_position(&k);
    if diagonal_a < *a {
        writeln!(answer, "{diagonal_a} {diagonal_b}")?;
    }
    // One-heap moves, in ascending x (the order; they differ from the order of some
    // published solutions only when both win, e.g. (5, 7)).
    let mut one_heap: Vec<(Natural, Natural)> = Vec::with_capacity(2);
    let below_a = partner(b);
    if below_a < *a {
        one_heap.push((below_a, b.clone()));
    }
    if a != b {
        let below_b = partner(a);
        if below_b < *b {
            one_heap.push(if below_b < *a {
                (below_b, a.clone())
            } else {
                (a.clone(), below_b)
            });
        }
    }
    one_heap.sort();
    for (x, y) in one_heap {
        writeln!(answer, "{x} {y}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(
        solve: fn(&mut dyn BufRead, &mut dyn Write) -> Result<(), CliError>,
        input: &str,
    ) -> String {
        let mut out = Vec::new();
        solve(&mut input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn hdu2177_sample() {
        let output = run(hdu2177, "1 2\n5 8\n4 7\n2 2\n0 0\n");
        assert_eq!(output, "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n");
    }

    #[test]
    fn hdu1527_sample_and_the_double_trap() {
        let output = run(hdu1527, "2 1\n8 4\n4 7\n165580140 267914295\n");
        assert_eq!(output, "0\n1\n0\n0\n");
    }
}
