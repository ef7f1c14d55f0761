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
use grundy::text::Msg;

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
/// format is the message `format` (`cli-judge-format-…`; both only appear in error messages).
/// Each field read is named by a message too (`what`: `cli-judge-field-…`), so that an error
/// reads wholly in the user's language.
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
    pub fn next_digits(&mut self, what: &'static str) -> Result<Option<&'a [u8]>, CliError> {
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
    pub fn digits(&mut self, what: &'static str) -> Result<&'a [u8], CliError> {
        match self.next_digits(what)? {
            Some(token) => Ok(token),
            None => Err(self.ended(what)),
        }
    }

    /// The next number, if any, of any size.
    pub fn next_natural(&mut self, what: &'static str) -> Result<Option<Natural>, CliError> {
        match self.next_digits(what)? {
            Some(token) => Ok(Some(to_natural(token, what)?)),
            None => Ok(None),
        }
    }

    /// The next number, which the format requires, of any size.
    pub fn natural(&mut self, what: &'static str) -> Result<Natural, CliError> {
        let token = self.digits(what)?;
        to_natural(token, what)
    }

    /// The next `count` numbers, which the format requires, of any size. No capacity is
    /// reserved from the count: a huge count with a short input ends in an error, not an
    /// allocation.
    pub fn naturals(&mut self, count: usize, what: &'static str) -> Result<Vec<Natural>, CliError> {
        let mut numbers = Vec::new();
        for _ in 0..count {
            numbers.push(self.natural(what)?);
        }
        Ok(numbers)
    }

    /// The next number, if any, which must fit a machine word.
    pub fn next_word(&mut self, what: &'static str) -> Result<Option<u64>, CliError> {
        match self.next_digits(what)? {
            Some(token) => match parse_u64(token) {
                Some(value) => Ok(Some(value)),
                None => Err(self.too_large(self.pos - token.len(), token, what)),
            },
            None => Ok(None),
        }
    }

    /// The next number, which the format requires and which must fit a machine word.
    pub fn word(&mut self, what: &'static str) -> Result<u64, CliError> {
        match self.next_word(what)? {
            Some(value) => Ok(value),
            None => Err(self.ended(what)),
        }
    }

    /// A count of items that follow (it must fit a machine word).
    pub fn count(&mut self, what: &'static str) -> Result<usize, CliError> {
        let start = self.pos;
        let value = self.word(what)?;
        usize::try_from(value).map_err(|_| {
            let token = value.to_string();
            self.too_large(start, token.as_bytes(), what)
        })
    }

    /// An error about the value just read (the token before the cursor), e.g. `m = 0`.
    pub fn reject(&self, what: &'static str, why: Msg) -> CliError {
        CliError::Input(msg!(
            "cli-judge-rejected",
            problem = self.problem,
            what = Msg::new(what),
            line = self.line_of(self.pos.saturating_sub(1)),
            why = why,
            format = Msg::new(self.format)
        ))
    }

    fn invalid(&self, start: usize, token: &[u8], what: &'static str) -> CliError {
        CliError::Input(msg!(
            "cli-judge-invalid",
            problem = self.problem,
            what = Msg::new(what),
            token = shown(token),
            line = self.line_of(start),
            format = Msg::new(self.format)
        ))
    }

    fn too_large(&self, start: usize, token: &[u8], what: &'static str) -> CliError {
        CliError::Input(msg!(
            "cli-judge-too-large",
            problem = self.problem,
            what = Msg::new(what),
            token = shown(token),
            line = self.line_of(start),
            format = Msg::new(self.format)
        ))
    }

    fn ended(&self, what: &'static str) -> CliError {
        CliError::Input(msg!(
            "cli-judge-ended",
            problem = self.problem,
            line = self.line_of(self.bytes.len()),
            what = Msg::new(what),
            format = Msg::new(self.format)
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
fn to_natural(token: &[u8], what: &'static str) -> Result<Natural, CliError> {
    if let Some(value) = parse_u64(token) {
        return Ok(Natural::from(value));
    }
    let first = token.iter().position(|&d| d != b'0').unwrap_or(token.len());
    let text = String::from_utf8_lossy(&token[first..]);
    Ok(Natural::parse_decimal(&text, Msg::new(what))?)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FORMAT: &str = "cli-judge-format-hdu1847";
    const FIELD: &str = "cli-judge-field-heap-size";

    /// Every message a judge names by id (its format, its fields, its reasons) is in the
    /// catalogue of every language: rendering a missing one panics in a debug build.
    #[test]
    fn every_judge_message_id_is_in_the_catalogue() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/judges");
        let mut ids = Vec::new();
        for entry in std::fs::read_dir(folder).unwrap() {
            let source = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for part in source.split('"').skip(1).step_by(2) {
                if ["cli-judge-field-", "cli-judge-format-", "cli-judge-why-"]
                    .iter()
                    .any(|prefix| part.starts_with(prefix))
                {
                    ids.push(part.to_string());
                }
            }
        }
        assert!(ids.len() > 60, "{ids:?}");
        for id in ids {
            let id: &'static str = Box::leak(id.into_boxed_str());
            for &lang in grundy::text::Lang::ALL {
                let text = crate::text::catalogue().render(
                    &Msg::new(id)
                        .arg("low", "0")
                        .arg("high", "1")
                        .arg("name", "N")
                        .arg("max", "9"),
                    lang,
                );
                assert!(!text.is_empty() && !text.starts_with("cli-judge-"), "{id}");
            }
        }
    }

    #[test]
    fn tokens_split_on_any_whitespace() {
        let mut tokens = Tokens::new(b" 12\r\n\t3 \n007\n", "t", FORMAT);
        assert_eq!(tokens.word(FIELD).unwrap(), 12);
        assert_eq!(tokens.word(FIELD).unwrap(), 3);
        assert_eq!(tokens.word(FIELD).unwrap(), 7);
        assert_eq!(tokens.next_word(FIELD).unwrap(), None);
    }

    #[test]
    fn u64_limits_are_exact() {
        assert_eq!(parse_u64(b"18446744073709551615"), Some(u64::MAX));
        assert_eq!(parse_u64(b"18446744073709551616"), None);
        assert_eq!(parse_u64(b"000000000000000000000000001"), Some(1));
    }

    #[test]
    fn errors_name_the_line() {
        let mut tokens = Tokens::new(b"1 2\n3 x4\n", "t", FORMAT);
        for _ in 0..3 {
            tokens.word(FIELD).unwrap();
        }
        let message = tokens.word(FIELD).unwrap_err().to_string();
        assert!(message.contains("'x4' on line 2"), "{message}");
        let message = tokens.word(FIELD).unwrap_err().to_string();
        assert!(message.contains("ended early on line 2"), "{message}");
    }
}
