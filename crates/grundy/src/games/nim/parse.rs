//! Reading heap lists fast: whitespace-separated decimal numbers, eight digits at a time.
//!
//! A million heaps arrive as a file of a few megabytes; reading it must not dominate the
//! analysis. Each token's digits are checked and converted eight at a time with SWAR arithmetic
//! on a `u64` (no `unsafe`, no SIMD intrinsics); a token of more than 19 digits sends the whole
//! list to the exact big-integer path.

use super::Heaps;
use crate::error::{Error, ErrorKind, Result};
use crate::num::Natural;

const ASCII_ZEROS: u64 = 0x3030_3030_3030_3030;
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// Powers of ten for combining eight-digit chunks.
const POW10: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

/// How many of the eight bytes, from the lowest, are ASCII digits; and those digits' values.
#[inline(always)]
fn digit_run(chunk: u64) -> (usize, u64) {
    let values = chunk ^ ASCII_ZEROS;
    // A byte is a non-digit iff its value after ^'0' exceeds 9: adding 0x76 then sets bit 7, or
    // bit 7 was already set. A carry out of a non-digit byte only reaches bytes above it, so the
    // lowest flagged byte is exact.
    let flags = (values.wrapping_add(0x7676_7676_7676_7676) | values) & HIGH_BITS;
    let count = (flags.trailing_zeros() / 8) as usize;
    (count, values)
}

/// The value of the lowest `count` (1..=8) digit bytes of `values`, first digit lowest.
#[inline(always)]
fn chunk_value(values: u64, count: usize) -> u64 {
    // Move the digits to the top; the vacated low bytes read as leading zeros.
    let mut v = values << (8 * (8 - count));
    v = (v.wrapping_mul(10) + (v >> 8)) & 0x00FF_00FF_00FF_00FF;
    v = (v.wrapping_mul(100) + (v >> 16)) & 0x0000_FFFF_0000_FFFF;
    (v.wrapping_mul(10_000) + (v >> 32)) & 0xFFFF_FFFF
}

fn invalid_token(bytes: &[u8], at: usize) -> Error {
    let end = bytes[at..]
        .iter()
        .position(u8::is_ascii_whitespace)
        .map_or(bytes.len(), |p| at + p);
    let start = bytes[..at]
        .iter()
        .rposition(u8::is_ascii_whitespace)
        .map_or(0, |p| p + 1);
    let token = String::from_utf8_lossy(&bytes[start..end.min(start + 40)]);
    Error::new(
        ErrorKind::InvalidNumber,
        format!(
            "invalid heap size '{token}' at byte {start}: expected whitespace-separated \
             non-negative integers in decimal digits 0-9"
        ),
    )
}

impl Heaps {
    /// Parses whitespace-separated decimal heap sizes of any length.
    pub fn parse(bytes: &[u8]) -> Result<Heaps> {
        let mut words = Vec::with_capacity(bytes.len() / 4);
        let mut at = 0;
        let len = bytes.len();
        while at < len {
            if bytes[at].is_ascii_whitespace() {
                at += 1;
                continue;
            }
            let start = at;
            let mut value = 0u64;
            loop {
                let (count, values) = match bytes.get(at..at + 8) {
                    Some(eight) => {
                        let mut chunk = [0u8; 8];
                        chunk.copy_from_slice(eight);
                        digit_run(u64::from_le_bytes(chunk))
                    }
                    None => {
                        // The tail: pad with a non-digit so the run stops at the end.
                        let mut chunk = [b' '; 8];
                        chunk[..len - at].copy_from_slice(&bytes[at..]);
                        digit_run(u64::from_le_bytes(chunk))
                    }
                };
                if count > 0 {
                    value = value
                        .wrapping_mul(POW10[count])
                        .wrapping_add(chunk_value(values, count));
                }
                at += count;
                if count < 8 || at - start > 19 {
                    break;
                }
            }
            if at - start > 19 {
                return Heaps::parse_exact(bytes);
            }
            if at < len && !bytes[at].is_ascii_whitespace() {
                return Err(invalid_token(bytes, at));
            }
            words.push(value);
        }
        Ok(Heaps::Words(words))
    }

    /// The exact path for lists with a heap of 20 digits or more.
    fn parse_exact(bytes: &[u8]) -> Result<Heaps> {
        let text = std::str::from_utf8(bytes).map_err(|e| invalid_token(bytes, e.valid_up_to()))?;
        let heaps = text
            .split_ascii_whitespace()
            .map(|token| Natural::parse_decimal(token, "heap size"))
            .collect::<Result<Vec<Natural>>>()?;
        Ok(Heaps::from(heaps))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<u64> {
        match Heaps::parse(text.as_bytes()).unwrap() {
            Heaps::Words(w) => w,
            Heaps::Naturals(n) => panic!("expected words, got {n:?}"),
        }
    }

    #[test]
    fn parses_every_token_length_and_separator() {
        assert_eq!(words(""), Vec::<u64>::new());
        assert_eq!(words("  \n"), Vec::<u64>::new());
        assert_eq!(words("3 4 5"), [3, 4, 5]);
        assert_eq!(words("0\t12\r\n123456789 12345678\n"), [0, 12, 123_456_789, 12_345_678]);
        for digits in 1..=19 {
            let token = "9876543210987654321"[..digits].to_string();
            assert_eq!(words(&format!(" {token} 7")), [token.parse::<u64>().unwrap(), 7]);
        }
        assert_eq!(words("0000000000000000042"), [42]);
    }

    #[test]
    fn long_tokens_take_the_exact_path() {
        let parsed = Heaps::parse(b"1 18446744073709551616 2").unwrap();
        assert_eq!(parsed.len(), 3);
        assert_eq!(parsed.get(1).unwrap().to_string(), "18446744073709551616");
        // 20 digits that still fit a word come back as words.
        let fits = Heaps::parse(b"18446744073709551615").unwrap();
        assert_eq!(fits, Heaps::Words(vec![u64::MAX]));
    }

    #[test]
    fn bad_tokens_are_named() {
        for bad in ["3 -4", "3 4x", "1,2", "12345678a", "abc"] {
            let err = Heaps::parse(bad.as_bytes()).unwrap_err();
            assert!(err.message().contains("invalid heap size"), "{bad}: {err}");
        }
        let err = Heaps::parse(b"3 4x 5").unwrap_err();
        assert!(err.message().contains("'4x'"), "{err}");
    }
}
