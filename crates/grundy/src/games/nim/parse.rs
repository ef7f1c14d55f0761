//! Reading heap lists fast: whitespace-separated decimal numbers, 64 bytes at a time.
//!
//! A million heaps arrive as a file of a few megabytes; reading it must not dominate the
//! analysis. The input is read in 64-byte blocks, without `unsafe` or SIMD intrinsics:
//!
//! 1. Each block is checked to hold only digits and ASCII whitespace (a loop the compiler
//!    vectorises), and a 64-bit mask of its digit bytes is built with SWAR arithmetic on `u64`s.
//! 2. Token starts and ends are read off the mask with bit tricks, so finding the next token never
//!    waits for the previous token's conversion; each token of up to 16 digits is converted from
//!    the 16 bytes that end it, eight digits per multiply-and-shift ladder, with no branch on its
//!    length.
//!
//! Anything unusual (a byte that is neither digit nor whitespace, a token of more than 19 digits)
//! sends the whole input to [`parse_token_by_token`], which states the rules plainly and gives the
//! errors; a token of more than 19 digits then goes on to the exact big-integer path.

use super::Heaps;
use crate::error::{Error, ErrorKind, Result};
use crate::num::Natural;

/// Bytes per block of the fast path: one bit of a `u64` mask per byte.
const BLOCK: usize = 64;

/// `LAST_DIGITS[n]` keeps the low four bits of the last `n` of 16 bytes read as two little-endian
/// `u64`s: the values of the last `n` digits of a 16-byte window, the bytes before them cleared.
/// A table load is cheaper than a variable 128-bit shift.
const LAST_DIGITS: [[u64; 2]; CONTEXT + 1] = {
    let mut masks = [[0; 2]; CONTEXT + 1];
    let mut n = 1;
    while n <= CONTEXT {
        let mask = (LOW_NIBBLES as u128 * (1 + (1 << 64))) << (8 * (CONTEXT - n));
        masks[n] = [mask as u64, (mask >> 64) as u64];
        n += 1;
    }
    masks
};

/// The lowest bit of every byte.
const LOW_BITS: u64 = 0x0101_0101_0101_0101;

/// The low four bits of every byte: an ASCII digit's value.
const LOW_NIBBLES: u64 = 0x0F0F_0F0F_0F0F_0F0F;

impl Heaps {
    /// Parses whitespace-separated decimal heap sizes of any length.
    pub fn parse(bytes: &[u8]) -> Result<Heaps> {
        match scan_words(bytes) {
            Some(words) => Ok(Heaps::from(words)),
            None => parse_token_by_token(bytes),
        }
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

/// The fast path: every heap, if the input holds only digits and whitespace and no token is longer
/// than 19 digits (so every value fits a `u64`); `None` otherwise.
fn scan_words(bytes: &[u8]) -> Option<Vec<u64>> {
    // A guess that holds for typical files; going past it just grows the vector.
    let mut words = Output {
        words: Vec::with_capacity(bytes.len() / 4 + BLOCK),
        len: 0,
    };
    let mut open = OpenToken { start: 0, carry: 0 };
    // Blocks start at every multiple of BLOCK up to the length itself, so that the last one holds
    // at least one byte past the end, a padding space that closes a final token.
    let mut padded;
    let mut base: usize = 0;
    loop {
        let area: &[u8; AREA] = match bytes.get(base.wrapping_sub(CONTEXT)..base + BLOCK) {
            Some(area) => area.try_into().expect("the range is AREA bytes long"),
            None => {
                padded = padded_area(bytes, base);
                &padded
            }
        };
        convert_block(bytes, base, area, &mut open, &mut words)?;
        if base + BLOCK > bytes.len() {
            break;
        }
        base += BLOCK;
    }
    words.words.truncate(words.len);
    Some(words.words)
}

/// The values read so far, `words[..len]`, and zeroed room after them to write the next into.
///
/// The values of a block go into a fixed window of slots, which keeps the count in a register:
/// `push` would keep the length in memory and chain every token to the one before through a
/// store and a load.
struct Output {
    words: Vec<u64>,
    len: usize,
}

impl Output {
    /// Room for the values of one block: at most BLOCK / 2 tokens end in it, since ends are at
    /// least two bytes apart.
    #[inline(always)]
    fn room(&mut self) -> &mut [u64; BLOCK / 2] {
        let needed = self.len + BLOCK / 2;
        if self.words.len() < needed {
            // Zero well ahead, within the capacity, so that each slot is zeroed once rather than
            // once for every block that might have used it.
            let ahead = (self.len + 32 * BLOCK).min(self.words.capacity());
            self.words.resize(ahead.max(needed), 0);
        }
        (&mut self.words[self.len..needed])
            .try_into()
            .expect("BLOCK / 2 slots")
    }
}

/// Bytes read before each block, so that a token of up to 16 digits ending in the block lies in
/// one 16-byte window of the area.
const CONTEXT: usize = 16;

/// A block with the bytes before it.
const AREA: usize = CONTEXT + BLOCK;

/// The area of the block at `bytes[base..]`, spaces standing in for bytes outside the input.
#[cold]
fn padded_area(bytes: &[u8], base: usize) -> [u8; AREA] {
    let mut area = [b' '; AREA];
    let from = base.saturating_sub(CONTEXT);
    let to = bytes.len().min(base + BLOCK);
    area[from + CONTEXT - base..to + CONTEXT - base].copy_from_slice(&bytes[from..to]);
    area
}

/// The token, if any, that runs on from one block into the next.
struct OpenToken {
    /// Where the latest token started; it is still open when `carry` is 1.
    start: usize,
    /// 1 if the byte before the current block is a digit.
    carry: u64,
}

/// Appends to `words` the value of every token that ends in the block at `bytes[base..]`, given
/// with the bytes before it as `area`. `None` if the fast path cannot go on: a byte that is
/// neither digit nor whitespace, or a token longer than 19 digits.
#[inline(always)]
fn convert_block(
    bytes: &[u8],
    base: usize,
    area: &[u8; AREA],
    open: &mut OpenToken,
    words: &mut Output,
) -> Option<()> {
    let block: &[u8; BLOCK] = area[CONTEXT..].try_into().expect("AREA = CONTEXT + BLOCK");
    if !only_digits_and_whitespace(block) {
        return None;
    }
    let digits = digit_mask(block);
    // Bit i of `after_digit` is set when byte i - 1 is a digit (the carry for bit 0).
    let after_digit = (digits << 1) | open.carry;
    let mut starts = digits & !after_digit;
    let mut ends = !digits & after_digit;
    let out = words.room();
    let mut count = 0;
    if open.carry == 1 && ends != 0 {
        // The first end closes the token left open by the previous block.
        let end = ends.trailing_zeros() as usize;
        let len = base + end - open.start;
        out[0] = match len {
            ..=CONTEXT => short_token_value(area, end, len),
            _ => long_token_value(&bytes[open.start..base + end])?,
        };
        ends &= ends - 1;
        count = 1;
    }
    // Starts and ends now alternate, a start first: pair them off in order.
    while ends != 0 {
        let start = starts.trailing_zeros() as usize;
        let end = ends.trailing_zeros() as usize;
        out[count] = match end - start {
            len @ ..=CONTEXT => short_token_value(area, end, len),
            _ => long_token_value(&bytes[base + start..base + end])?,
        };
        count += 1;
        starts &= starts - 1;
        ends &= ends - 1;
    }
    words.len += count;
    // At most one start is left: a token still open at the end of the block.
    if starts != 0 {
        open.start = base + starts.trailing_zeros() as usize;
    }
    open.carry = digits >> (BLOCK - 1);
    Some(())
}

/// Whether every byte is an ASCII digit or ASCII whitespace (as [`u8::is_ascii_whitespace`]:
/// space, tab, line feed, form feed, carriage return). Written as a fold without early exit so
/// that it compiles to a few vector compares per 16 bytes.
#[inline(always)]
fn only_digits_and_whitespace(block: &[u8; BLOCK]) -> bool {
    block.iter().fold(true, |ok, &byte| {
        let digit = byte.wrapping_sub(b'0') < 10;
        // 9..=13 is tab, line feed, vertical tab, form feed, carriage return; not vertical tab.
        let control_space = byte.wrapping_sub(b'\t') < 5 && byte != 0x0B;
        ok & (digit | control_space | (byte == b' '))
    })
}

/// Bit i set iff byte i of a block is a digit, for a block of digits and whitespace only.
///
/// Among those bytes only the digits (0x30..=0x39) have bit 4 set; whitespace is 0x09..=0x0D and
/// 0x20. So the flag of each byte is its bit 4, gathered eight bytes at a time.
#[inline(always)]
fn digit_mask(block: &[u8; BLOCK]) -> u64 {
    let mut mask = 0;
    for (index, eight) in block.chunks_exact(8).enumerate() {
        let word = read_u64(eight);
        mask |= gather_low_bits((word >> 4) & LOW_BITS) << (8 * index);
    }
    mask
}

/// Packs the lowest bit of each byte of `flags` (all other bits clear) into an 8-bit mask, byte i
/// to bit i. The multiply sends byte i's bit to bit 56 + i of the product, one bit per position
/// and no carries (checked for all 256 patterns in the tests).
#[inline(always)]
fn gather_low_bits(flags: u64) -> u64 {
    flags.wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// The value of the token of `len` (1..=16) digits that ends `end` bytes into the block of
/// `area`. It is read as the last bytes of a 16-byte window, the bytes before it masked to zeros
/// (leading zeros), so that every token costs the same two eight-digit conversions.
#[inline(always)]
fn short_token_value(area: &[u8; AREA], end: usize, len: usize) -> u64 {
    // The window ends where the token does: area[end + CONTEXT] is the block's byte `end`. Two
    // `u64` loads keep the work in general registers.
    let [first_mask, second_mask] = LAST_DIGITS[len];
    let first = read_u64(&area[end..end + 8]) & first_mask;
    let second = read_u64(&area[end + 8..end + CONTEXT]) & second_mask;
    eight_digits(first) * 100_000_000 + eight_digits(second)
}

/// Eight bytes as a little-endian `u64`.
#[inline(always)]
fn read_u64(eight: &[u8]) -> u64 {
    let mut word = [0; 8];
    word.copy_from_slice(eight);
    u64::from_le_bytes(word)
}

/// The value of an all-digit token of more than 16 digits, if it has at most 19.
#[cold]
#[inline(never)]
fn long_token_value(token: &[u8]) -> Option<u64> {
    (token.len() <= 19).then(|| up_to_24_digits(token))
}

/// The value of an all-digit token of at most 24 digits that fits a `u64`, right-aligned in a
/// buffer of leading zeros.
fn up_to_24_digits(token: &[u8]) -> u64 {
    let mut padded = [b'0'; 24];
    padded[24 - token.len()..].copy_from_slice(token);
    padded.chunks_exact(8).fold(0, |value, eight| {
        value * 100_000_000 + eight_digits(read_u64(eight) & LOW_NIBBLES)
    })
}

/// The value of eight digit values (0..=9) in the bytes of `digits`, the first digit lowest.
/// Each step multiplies every lane by (1 + base·2^width) and shifts, which adds base times each
/// even lane to the odd lane above it, halving the number of lanes: 8 digits -> 4 numbers below
/// 100 -> 2 below 10^4 -> 1 below 10^8. No lane overflows, so no carry disturbs its neighbour.
#[inline(always)]
fn eight_digits(digits: u64) -> u64 {
    let pairs = (digits.wrapping_mul(1 + (10 << 8)) >> 8) & 0x00FF_00FF_00FF_00FF;
    let quads = (pairs.wrapping_mul(1 + (100 << 16)) >> 16) & 0x0000_FFFF_0000_FFFF;
    quads.wrapping_mul(1 + (10_000 << 32)) >> 32
}

/// The rules, one token at a time: heaps are runs of digits between ASCII whitespace; the first
/// token whose digits run past 19 sends the whole list to the exact path, and the first byte that
/// is neither a digit nor whitespace (before any such token) is an error. The fast path hands
/// every input it cannot finish to this function, so both give the same results and errors.
fn parse_token_by_token(bytes: &[u8]) -> Result<Heaps> {
    let mut words = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at].is_ascii_whitespace() {
            at += 1;
            continue;
        }
        let run = bytes[at..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if run > 19 {
            return Heaps::parse_exact(bytes);
        }
        let end = at + run;
        if end < bytes.len() && !bytes[end].is_ascii_whitespace() {
            return Err(invalid_token(bytes, end));
        }
        let value = bytes[at..end]
            .iter()
            .fold(0, |value, &digit| value * 10 + u64::from(digit - b'0'));
        words.push(value);
        at = end;
    }
    Ok(Heaps::from(words))
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
    let token = crate::error::quote(&String::from_utf8_lossy(&bytes[start..end.min(start + 80)]));
    Error::new(
        ErrorKind::InvalidNumber,
        crate::text::msg!("error-nim-invalid-heap-bytes", token = token, byte = start),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn words(text: &str) -> Vec<u64> {
        match Heaps::parse(text.as_bytes()).unwrap().as_words() {
            Some(w) => w.to_vec(),
            None => panic!("expected words for {text:?}"),
        }
    }

    #[test]
    fn parses_every_token_length_and_separator() {
        assert_eq!(words(""), Vec::<u64>::new());
        assert_eq!(words("  \n"), Vec::<u64>::new());
        assert_eq!(words("3 4 5"), [3, 4, 5]);
        assert_eq!(
            words("0\t12\r\n123456789 12345678\n"),
            [0, 12, 123_456_789, 12_345_678]
        );
        for digits in 1..=19 {
            let token = "9876543210987654321"[..digits].to_string();
            assert_eq!(
                words(&format!(" {token} 7")),
                [token.parse::<u64>().unwrap(), 7]
            );
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
        assert_eq!(fits, Heaps::from(vec![u64::MAX]));
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

    /// A draw in 0..n, as an index.
    fn below(rng: &mut Rng, n: u64) -> usize {
        rng.below_u64(n) as usize
    }

    const WHITESPACE: [u8; 5] = [b' ', b'\t', b'\n', 0x0C, b'\r'];

    /// Random heaps of 1 to `max_digits` digits (leading zeros included) between runs of one to
    /// three whitespace bytes of every kind, with or without whitespace before and after.
    fn random_input(rng: &mut Rng, tokens: usize, max_digits: u64) -> Vec<u8> {
        let mut text = Vec::new();
        let separator = |rng: &mut Rng, text: &mut Vec<u8>| {
            for _ in 0..1 + below(rng, 3) {
                text.push(WHITESPACE[below(rng, 5)]);
            }
        };
        if below(rng, 2) == 0 {
            separator(rng, &mut text);
        }
        for index in 0..tokens {
            if index > 0 {
                separator(rng, &mut text);
            }
            for _ in 0..1 + below(rng, max_digits) {
                text.push(b'0' + below(rng, 10) as u8);
            }
        }
        if below(rng, 2) == 0 {
            separator(rng, &mut text);
        }
        text
    }

    /// What the standard library reads from the same bytes.
    fn std_words(bytes: &[u8]) -> Vec<u64> {
        std::str::from_utf8(bytes)
            .unwrap()
            .split_ascii_whitespace()
            .map(|token| token.parse::<u64>().unwrap())
            .collect()
    }

    fn assert_matches_std(bytes: &[u8]) {
        let expected = Heaps::from(std_words(bytes));
        let parsed = Heaps::parse(bytes).unwrap();
        assert_eq!(parsed, expected, "{:?}", String::from_utf8_lossy(bytes));
    }

    #[test]
    fn random_inputs_read_as_the_standard_library_does() {
        let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
        for _ in 0..3000 {
            let tokens = below(&mut rng, 60);
            assert_matches_std(&random_input(&mut rng, tokens, 19));
        }
    }

    #[test]
    fn every_length_around_the_block_boundaries() {
        let mut rng = Rng::new(0x2545_F491_4F6C_DD1D);
        for len in 0..200 {
            for max_digits in [1, 3, 8, 19] {
                for _ in 0..20 {
                    // Cutting the text may shorten its last token or leave trailing whitespace.
                    let mut text = random_input(&mut rng, 100, max_digits);
                    text.truncate(len);
                    assert_matches_std(&text);
                }
            }
        }
    }

    #[test]
    fn tokens_crossing_word_and_block_boundaries() {
        let digits = b"1234567890987654321";
        for offset in 0..150 {
            for len in 1..=19 {
                // Whitespace up to `offset`, then the token, then another heap or the end.
                for after in [&b""[..], b" ", b"\n7"] {
                    let mut text: Vec<u8> = (0..offset).map(|i| WHITESPACE[i % 5]).collect();
                    text.extend_from_slice(&digits[..len]);
                    text.extend_from_slice(after);
                    assert_matches_std(&text);
                    // The same after one-digit heaps, a space last.
                    let mut text: Vec<u8> = (0..offset).map(|i| b"9 "[(offset - i) % 2]).collect();
                    text.extend_from_slice(&digits[..len]);
                    text.extend_from_slice(after);
                    assert_matches_std(&text);
                }
            }
        }
    }

    #[test]
    fn a_bad_byte_anywhere_is_the_error_the_rules_give() {
        let mut rng = Rng::new(0xDEAD_BEEF_CAFE_F00D);
        let bad_bytes = [
            b'x', b'-', b'+', b'/', b':', b',', 0x0B, 0x0E, 0x08, 0x1F, 0x21, 0x80,
        ];
        for tokens in [4, 30] {
            let text = random_input(&mut rng, tokens, 19);
            for at in 0..text.len() {
                for bad in bad_bytes {
                    let mut bytes = text.clone();
                    bytes[at] = bad;
                    let err = Heaps::parse(&bytes).unwrap_err();
                    let expected = parse_token_by_token(&bytes).unwrap_err();
                    assert_eq!(err.message(), expected.message());
                    assert!(err.message().contains("invalid heap size"), "{err}");
                }
            }
        }
    }

    #[test]
    fn tokens_past_19_digits_go_the_exact_way_wherever_they_are() {
        let mut rng = Rng::new(0x0123_4567_89AB_CDEF);
        for _ in 0..300 {
            let tokens = 1 + below(&mut rng, 30);
            let mut bytes = random_input(&mut rng, tokens, 19);
            // A long heap somewhere, and sometimes a bad byte before or after it.
            let at = below(&mut rng, bytes.len() as u64 + 1);
            let long: Vec<u8> = (0..20 + below(&mut rng, 30))
                .map(|i| b"31415926"[i % 8])
                .collect();
            bytes.splice(at..at, [&b" "[..], &long, b" "].concat());
            if below(&mut rng, 3) == 0 {
                let bad = below(&mut rng, bytes.len() as u64);
                bytes[bad] = b'x';
            }
            let parsed = Heaps::parse(&bytes).map_err(|e| e.message().to_string());
            let expected = parse_token_by_token(&bytes).map_err(|e| e.message().to_string());
            assert_eq!(parsed, expected, "{:?}", String::from_utf8_lossy(&bytes));
        }
    }

    #[test]
    fn gathering_low_bits_packs_every_pattern() {
        for pattern in 0..=255u64 {
            let flags = (0..8).fold(0, |flags, i| flags | ((pattern >> i) & 1) << (8 * i));
            assert_eq!(gather_low_bits(flags), pattern);
        }
    }

    #[test]
    fn eight_digits_reads_every_digit_in_every_place() {
        for place in 0..8 {
            for digit in 0..10u64 {
                let value = eight_digits(digit << (8 * place));
                assert_eq!(value, digit * 10u64.pow(7 - place));
            }
        }
        assert_eq!(
            eight_digits(read_u64(b"12345678") & LOW_NIBBLES),
            12_345_678
        );
        assert_eq!(
            eight_digits(read_u64(b"99999999") & LOW_NIBBLES),
            99_999_999
        );
    }
}
