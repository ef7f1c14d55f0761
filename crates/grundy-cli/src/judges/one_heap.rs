//! One-heap take-away judges: Bash's game (hdu1846, and hdu2149 told as an auction) and the
//! subtraction games (hdu1847: powers of two; hdu1848: Fibonacci numbers on three heaps;
//! hdu1536 = poj2960: S-Nim with any finite set S).

use std::io::{BufRead, Write};

use grundy::engine::{Convention, Outcome};
use grundy::games::ImpartialGame;
use grundy::games::bash::Bash;
use grundy::games::subtraction::SubtractionSet;

use super::finish;
use super::input::{Tokens, read_all};
use crate::error::{CliError, msg};

const HDU1846_FORMAT: &str = "cli-judge-format-hdu1846";
const HDU2149_FORMAT: &str = "cli-judge-format-hdu2149";
const HDU1847_FORMAT: &str = "cli-judge-format-hdu1847";
const HDU1848_FORMAT: &str = "cli-judge-format-hdu1848";
const HDU1536_FORMAT: &str = "cli-judge-format-hdu1536";

/// The most winning bids hdu2149 prints for one line (they are M..N when M <= N).
const BID_LIST_LIMIT: u64 = 10_000_000;

/// hdu1846: Bash's game; `first` if the first player wins, else `second`.
pub fn hdu1846(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu1846", HDU1846_FORMAT);
    let cases = tokens.count("cli-judge-field-number-of-cases-c-upper")?;
    let mut answer = Vec::new();
    for _ in 0..cases {
        let n = tokens.natural("cli-judge-field-heap-size-n")?;
        let m = tokens.natural("cli-judge-field-maximum-take-m")?;
        let word: &[u8] = match Bash::new(n, m)?.outcome(Convention::Normal)? {
            Outcome::N => b"first\n",
            Outcome::P => b"second\n",
        };
        answer.extend_from_slice(word);
    }
    finish(out, &answer)
}

/// hdu2149 (Public Sale): the price starts at 0, each bid raises it by 1..N, and the bidder who
/// makes it reach (or pass) M wins. Every winning first bid, ascending and space-separated, or
/// `none`. When M <= N every bid from M to N wins at once (and no smaller bid does, since the
/// opponent then reaches M); when M > N it is Bash's game on a heap of M, whose one winning take
/// is M mod (N+1).
pub fn hdu2149(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu2149", HDU2149_FORMAT);
    let mut answer = Vec::new();
    while let Some(target) = tokens.next_natural("cli-judge-field-target-price-m-upper")? {
        if target.is_zero() {
            return Err(tokens.reject(
                "cli-judge-field-target-price-m-upper",
                msg!("cli-judge-why-at-least-one", name = "M"),
            ));
        }
        let raise = tokens.natural("cli-judge-field-largest-raise-n-upper")?;
        if raise.is_zero() {
            return Err(tokens.reject(
                "cli-judge-field-largest-raise-n-upper",
                msg!("cli-judge-why-at-least-one", name = "N"),
            ));
        }
        if target <= raise {
            let count = raise.sub_or_panic(&target); // target <= raise
            if count.to_u64().is_none_or(|c| c >= BID_LIST_LIMIT) {
                return Err(tokens.reject(
                    "cli-judge-field-pair-m-upper-n-upper",
                    msg!("cli-judge-why-bids", max = BID_LIST_LIMIT),
                ));
            }
            let mut bid = target;
            while bid <= raise {
                write!(answer, "{bid}")?;
                answer.push(if bid == raise { b'\n' } else { b' ' });
                bid = &bid + 1;
            }
        } else {
            match Bash::new(target, raise)?
                .winning_moves(Convention::Normal)?
                .first()
            {
                Some(mv) => writeln!(answer, "{}", mv.take)?,
                None => answer.extend_from_slice(b"none\n"),
            }
        }
    }
    finish(out, &answer)
}

/// hdu1847: take a power of two (1, 2, 4, …); `Kiki` if the first player wins, else `Cici`.
/// Powers of two are ≡ 1 or 2 (mod 3), and 1 and 2 are both powers of two, so the P-positions
/// are the multiples of 3: from one every move leaves a non-multiple, from a non-multiple taking
/// 1 or 2 restores one. The residue is read off the decimal digits, so any length is exact.
pub fn hdu1847(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu1847", HDU1847_FORMAT);
    let mut answer = Vec::new();
    while let Some(digits) = tokens.next_digits("cli-judge-field-heap-size-n")? {
        // 10 ≡ 1 (mod 3): n ≡ its digit sum.
        let residue = digits.iter().fold(0u8, |r, &d| (r + (d - b'0') % 3) % 3);
        answer.extend_from_slice(if residue == 0 { b"Cici\n" } else { b"Kiki\n" });
    }
    finish(out, &answer)
}

/// hdu1848: three heaps, a move takes a Fibonacci number (1, 2, 3, 5, …) from one heap; `Fibo` if
/// the first player wins, else `Nacci`. The Grundy sequence is computed once, up to the largest
/// heap of the whole input, and the three values are XORed (Sprague–Grundy).
pub fn hdu1848(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu1848", HDU1848_FORMAT);
    let mut positions: Vec<[u64; 3]> = Vec::new();
    while let Some(m) = tokens.next_word("cli-judge-field-heap-size-m")? {
        let n = tokens.word("cli-judge-field-heap-size-n")?;
        let p = tokens.word("cli-judge-field-heap-size-p")?;
        if [m, n, p] == [0, 0, 0] {
            break;
        }
        positions.push([m, n, p]);
    }
    let largest = positions.iter().flatten().copied().max().unwrap_or(0);
    let mut fibonacci = vec![1u64, 2];
    while let Some(next) =
        fibonacci[fibonacci.len() - 2].checked_add(fibonacci[fibonacci.len() - 1])
        && next <= largest
    {
        fibonacci.push(next);
    }
    let values = SubtractionSet::new(fibonacci)?.grundy_sequence(largest)?;
    let mut answer = Vec::new();
    for heaps in positions {
        let nim_sum = heaps.iter().fold(0, |x, &h| x ^ values[h as usize]);
        answer.extend_from_slice(if nim_sum != 0 { b"Fibo\n" } else { b"Nacci\n" });
    }
    finish(out, &answer)
}

/// hdu1536 / poj2960 (S-Nim): for each case, one line with `W` (winning) or `L` (losing) per
/// position, each position a sum of heaps of the subtraction game S. The sequence of Grundy
/// values is computed once per case, up to the largest heap of the case.
pub fn hdu1536(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), CliError> {
    let bytes = read_all(input)?;
    let mut tokens = Tokens::new(&bytes, "hdu1536", HDU1536_FORMAT);
    let mut answer = Vec::new();
    while let Some(size) = tokens.next_word("cli-judge-field-size-k-of-s-upper")? {
        if size == 0 {
            break;
        }
        let mut elements = Vec::new();
        for _ in 0..size {
            elements.push(tokens.word("cli-judge-field-element-of-s-upper")?);
        }
        let set = SubtractionSet::new(elements)?;
        let positions = tokens.count("cli-judge-field-number-of-positions-m")?;
        let mut heaps: Vec<u64> = Vec::new();
        let mut lengths: Vec<usize> = Vec::new();
        for _ in 0..positions {
            let length = tokens.count("cli-judge-field-number-of-heaps-l")?;
            for _ in 0..length {
                heaps.push(tokens.word("cli-judge-field-heap-size")?);
            }
            lengths.push(length);
        }
        let values = set.grundy_sequence(heaps.iter().copied().max().unwrap_or(0))?;
        let mut rest = heaps.as_slice();
        for length in lengths {
            let (position, after) = rest.split_at(length);
            rest = after;
            let nim_sum = position.iter().fold(0, |x, &h| x ^ values[h as usize]);
            answer.push(if nim_sum != 0 { b'W' } else { b'L' });
        }
        answer.push(b'\n');
    }
    finish(out, &answer)
}
