//! Reading a judge's input: all of stdin as bytes, cut by hand into whitespace-separated decimal
//! tokens (spaces, tabs, newlines and `\r\n` all separate), validated as they are read.
//!
//! Every error is one line naming the problem, the line of the input, what was expected and the
//! format, so `grundy judge` never panics on bad input. Line numbers are counted only when an
//! error is reported, which keeps the hot loop to one comparison per byte.

use std::io::BufRead;

use grundy::Natural;

use crate::bounded::{self, Ended};
use crate::error::{CliError, msg};

/// Reads the input, up to [`JUDGE_INPUT_LIMIT`](bounded::JUDGE_INPUT_LIMIT) bytes, stopping
/// at the first byte that is neither a digit nor whitespace (the tokenizer then reports it,
/// with its line), so a stream of garbage is refused without being read whole.
pub fn read_all(input: &mut dyn BufRead) -> Result<Vec<u8>, CliError> {
    let valid = |b: u8| b.is_ascii_digit() || b.is_ascii_whitespace();
    let (bytes, ended) =
        bounded::read_to_end(input, bounded::JUDGE_INPUT_LIMIT, valid).map_err(CliError::stdin)?;
    if ended == Ended::TooLong {
        return Err(CliError::Input(msg!(
            "cli-judge-too-long",
            size = bounded::size(bounded::JUDGE_INPUT_LIMIT)
        )));
    }
    Ok(bytes)
}

/// The value of an ASCII decimal digit string if it fits a `u64` (leading zeros allowed).
#[inline]
pub fn parse_u64(digits: &[u8]) -> Option<u64> {
    if digits.len() <= 19 {
        // 19 digits are below 10^19 < 2^64: no overflow is possible.
        let mut value = 0u64;
        for &d in digits {
            value = value * 10 + u64::from(d - b'0');
        }
        return Some(value);
    }
    digits.iter().try_fold(0u64, |value, &d| {
        value.checked_mul(10)?.checked_add(u64::from(d - b'0'))
    })
}

/// The whitespace-separated tokens of one judge input, for the problem `problem` whose input
/// format is `format` (both only appear in error messages).
pub struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
    problem: &'static str,
    format: &'static str,
}

impl<'a> Tokens<'a> {
    /// Tokens of `bytes`, read for `problem` (input `format`, quoted in errors).
    pub fn new(bytes: &'a [u8], problem: &'static str, format: &'static str) -> Tokens<'a> {
        Tokens {
            bytes,
            pos: 0,
            problem,
            format,
        }
    }

    /// The next token, validated as decimal digits; `None` at the end of the input.
    #[inline]
    pub fn next_digits(&mut self, what: &str) -> Result<Option<&'a [u8]>, CliError> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if pos == bytes.len() {
            self.pos = pos;
            return Ok(None);
        }
        let start = pos;
        let mut all_digits = true;
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            all_digits &= bytes[pos].is_ascii_digit();
            pos += 1;
        }
        self.pos = pos;
        let token = &bytes[start..pos];
        if !all_digits {
            return Err(self.invalid(start, token, what));
        }
        Ok(Some(token))
    }

    /// The next token, which the format requires, as decimal digits.
    pub fn digits(&mut self, what: &str) -> Result<&'a [u8], CliError> {
        match self.next_digits(what)? {
            Some(token) => Ok(token),
            None => Err(self.ended(what)),
        }
    }

    /// The next number, if any, of any size.
    pub fn next_natural(&mut self, what: &str) -> Result<Option<Natural>, CliError> {
        match self.next_digits(what)? {
            Some(token) => Ok(Some(to_natural(token, what)?)),
            None => Ok(None),
        }
    }

    /// The next number, which the format requires, of any size.
    pub fn natural(&mut self, what: &str) -> Result<Natural, CliError> {
        let token = self.digits(what)?;
        to_natural(token, what)
    }

    /// The next `count` numbers, which the format requires, of any size. No capacity is
    /// reserved from the count: a huge count with a short input ends in an error, not an
    /// allocation.
    pub fn naturals(&mut self, count: usize, what: &str) -> Result<Vec<Natural>, CliError> {
        let mut numbers = Vec::new();
        for _ in 0..count {
            numbers.push(self.natural(what)?);
        }
        Ok(numbers)
    }

    /// The next number, if any, which must fit a machine word.
    pub fn next_word(&mut self, what: &str) -> Result<Option<u64>, CliError> {
        match self.next_digits(what)? {
            Some(token) => match parse_u64(token) {
                Some(value) => Ok(Some(value)),
                None => Err(self.too_large(self.pos - token.len(), token, what)),
            },
            None => Ok(None),
        }
    }

    /// The next number, which the format requires and which must fit a machine word.
    pub fn word(&mut self, what: &str) -> Result<u64, CliError> {
        match self.next_word(what)? {
            Some(value) => Ok(value),
            None => Err(self.ended(what)),
        }
    }

    /// A count of items that follow (it must fit a machine word).
    pub fn count(&mut self, what: &str) -> Result<usize, CliError> {
        let start = self.pos;
        let value = self.word(what)?;
        usize::try_from(value).map_err(|_| {
            let token = value.to_string();
            self.too_large(start, token.as_bytes(), what)
        })
    }

    /// An error about the value just read (the token before the cursor), e.g. `m = 0`.
    pub fn reject(&self, what: &str, why: &str) -> CliError {
        CliError::Input(msg!(
            "cli-judge-rejected",
            problem = self.problem,
            what = what,
            line = self.line_of(self.pos.saturating_sub(1)),
            why = why,
            format = self.format
        ))
    }

    fn invalid(&self, start: usize, token: &[u8], what: &str) -> CliError {
        CliError::Input(msg!(
            "cli-judge-invalid",
            problem = self.problem,
            what = what,
            token = shown(token),
            line = self.line_of(start),
            format = self.format
        ))
    }

    fn too_large(&self, start: usize, token: &[u8], what: &str) -> CliError {
        CliError::Input(msg!(
            "cli-judge-too-large",
            problem = self.problem,
            what = what,
            token = shown(token),
            line = self.line_of(start),
            format = self.format
        ))
    }

    fn ended(&self, what: &str) -> CliError {
        CliError::Input(msg!(
            "cli-judge-ended",
            problem = self.problem,
            line = self.line_of(self.bytes.len()),
            what = what,
            format = self.format
        ))
    }

    /// The 1-based line holding byte `pos` (a trailing newline does not open a new line).
    fn line_of(&self, pos: usize) -> usize {
        let before = &self.bytes[..pos.min(self.bytes.len())];
        let before = if pos >= self.bytes.len() {
            before.trim_ascii_end()
        } else {
            before
        };
        before.iter().filter(|&&b| b == b'\n').count() + 1
    }
}

/// A token for an error message: at most 40 characters, control characters escaped.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(token);
    let mut shown: String = text.chars().take(40).flat_map(char::escape_debug).collect();
    if text.chars().count() > 40 {
        shown.push_str("...");
    }
    shown
}

/// A validated digit string as a `Natural` (the library's parser, so big numbers are exact).
fn to_natural(token: &[u8], what: &str) -> Result<Natural, CliError> {
    if let Some(value) = parse_u64(token) {
        return Ok(Natural::from(value));
    }
    let first = token.iter().position(|&d| d != b'0').unwrap_or(token.len());
    let text = String::from_utf8_lossy(&token[first..]);
    Ok(Natural::parse_decimal(&text, what)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_split_on_any_whitespace() {
        let mut tokens = Tokens::new(b" 12\r\n\t3 \n007\n", "t", "f");
        assert_eq!(tokens.word("x").unwrap(), 12);
        assert_eq!(tokens.word("x").unwrap(), 3);
        assert_eq!(tokens.word("x").unwrap(), 7);
        assert_eq!(tokens.next_word("x").unwrap(), None);
    }

    #[test]
    fn u64_limits_are_exact() {
        assert_eq!(parse_u64(b"18446744073709551615"), Some(u64::MAX));
        assert_eq!(parse_u64(b"18446744073709551616"), None);
        assert_eq!(parse_u64(b"000000000000000000000000001"), Some(1));
    }

    #[test]
    fn errors_name_the_line() {
        let mut tokens = Tokens::new(b"1 2\n3 x4\n", "t", "f");
        for _ in 0..3 {
            tokens.word("n").unwrap();
        }
        let message = tokens.word("n").unwrap_err().to_string();
        assert!(message.contains("'x4' on line 2"), "{message}");
        let message = tokens.word("n").unwrap_err().to_string();
        assert!(message.contains("ended early on line 2"), "{message}");
    }
}
