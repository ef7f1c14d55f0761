//! `Natural`: an exact non-negative integer of any length, with a word-size fast path.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use super::big::Big;
use crate::error::{Error, Result};
use crate::text::{ToArg, msg};

/// An exact non-negative integer of any number of digits.
///
/// Values that fit in a `u64` are kept as a machine word, larger ones as a big integer. The
/// representation is private and canonical — every constructor puts a value below 2^64 in a
/// word — so equality, ordering and hashing are those of the values, and no caller can build a
/// zero that is not [`Natural::ZERO`].
///
/// ```
/// use grundy::Natural;
///
/// let big: Natural = "18446744073709551616".parse()?; // 2^64
/// assert_eq!(big.to_u64(), None);
/// assert_eq!((&big % &Natural::from(1000u64)).to_u64(), Some(616));
/// assert_eq!(big.checked_sub(&big), Some(Natural::ZERO));
/// assert_eq!(Natural::from_le_bytes(&big.to_le_bytes()), big);
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Natural(Repr);

/// The two representations; `Big` only ever holds values of at least 2^64.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) enum Repr {
    Word(u64),
    Big(Big),
}

impl Natural {
    /// Zero.
    pub const ZERO: Natural = Natural(Repr::Word(0));

    /// One.
    pub const ONE: Natural = Natural(Repr::Word(1));

    /// A word-sized value (in const contexts too).
    pub const fn from_u64(value: u64) -> Natural {
        Natural(Repr::Word(value))
    }

    /// Parses a decimal number of any length: ASCII digits only, at least one.
    ///
    /// `what` names the quantity for the error message (a [`Msg`](crate::text::Msg), or text
    /// shown as it is, for example a field's name `"to"`); the error's
    /// [`value`](Error::value) is the text read (shortened).
    pub fn parse_decimal(text: &str, what: impl ToArg) -> Result<Natural> {
        let bytes = text.as_bytes();
        if bytes.is_empty() || !bytes.iter().all(u8::is_ascii_digit) {
            return Err(Error::invalid_number(what, text));
        }
        if bytes.len() <= 19 {
            let mut value = 0u64;
            for &digit in bytes {
                value = value * 10 + u64::from(digit - b'0');
            }
            return Ok(Natural::from(value));
        }
        // The digits are validated above, so the big-integer parser cannot fail.
        let big = Big::from_decimal(text).ok_or_else(|| Error::invalid_number(what, text))?;
        Ok(Natural::from_big(big))
    }

    /// The value from its little-endian bytes (any length; an empty slice is zero).
    pub fn from_le_bytes(bytes: &[u8]) -> Natural {
        let significant = bytes.len() - bytes.iter().rev().take_while(|&&b| b == 0).count();
        if significant <= 8 {
            let mut word = [0u8; 8];
            word[..significant].copy_from_slice(&bytes[..significant]);
            return Natural::from(u64::from_le_bytes(word));
        }
        Natural::from_big(Big::from_le_bytes(&bytes[..significant]))
    }

    /// The value's little-endian bytes, without trailing zero bytes (empty for zero).
    pub fn to_le_bytes(&self) -> Vec<u8> {
        match &self.0 {
            Repr::Word(w) => {
                let bytes = w.to_le_bytes();
                let significant = 8 - (w.leading_zeros() / 8) as usize;
                bytes[..significant].to_vec()
            }
            Repr::Big(b) => b.to_le_bytes(),
        }
    }

    /// The value as a `u64`, if it fits.
    pub fn to_u64(&self) -> Option<u64> {
        match &self.0 {
            Repr::Word(w) => Some(*w),
            Repr::Big(_) => None,
        }
    }

    /// The value as a `u128`, if it fits.
    pub fn to_u128(&self) -> Option<u128> {
        match &self.0 {
            Repr::Word(w) => Some(u128::from(*w)),
            Repr::Big(b) => b.to_u128(),
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Repr::Word(0))
    }

    /// The number of decimal digits (1 for zero).
    pub fn decimal_digits(&self) -> usize {
        match &self.0 {
            Repr::Word(w) => w.checked_ilog10().map_or(1, |d| d as usize + 1),
            Repr::Big(b) => b.to_string().len(),
        }
    }

    /// The number of bits (0 for zero).
    pub fn bit_len(&self) -> usize {
        match &self.0 {
            Repr::Word(w) => (u64::BITS - w.leading_zeros()) as usize,
            Repr::Big(b) => b.bit_len(),
        }
    }

    /// The representation, for the arithmetic of this crate.
    pub(crate) fn repr(&self) -> &Repr {
        &self.0
    }

    /// The canonical natural of a big integer (a word when it fits).
    pub(crate) fn from_big(value: Big) -> Natural {
        match value.to_u64() {
            Some(w) => Natural(Repr::Word(w)),
            None => Natural(Repr::Big(value)),
        }
    }

    /// The value as a big integer.
    pub(crate) fn to_big(&self) -> Big {
        match &self.0 {
            Repr::Word(w) => Big::from_u64(*w),
            Repr::Big(b) => b.clone(),
        }
    }
}

macro_rules! from_unsigned {
    ($($t:ty),*) => {$(
        impl From<$t> for Natural {
            fn from(value: $t) -> Self {
                Natural(Repr::Word(u64::from(value)))
            }
        }
    )*};
}

from_unsigned!(u8, u16, u32, u64);

impl From<usize> for Natural {
    fn from(value: usize) -> Self {
        Natural::from(value as u128)
    }
}

impl From<u128> for Natural {
    fn from(value: u128) -> Self {
        match u64::try_from(value) {
            Ok(w) => Natural(Repr::Word(w)),
            Err(_) => Natural(Repr::Big(Big::from_u128(value))),
        }
    }
}

impl TryFrom<&Natural> for u64 {
    type Error = Error;

    /// The value as a word, or a [`TooLarge`](crate::ErrorKind::TooLarge) error naming 2^64.
    fn try_from(value: &Natural) -> Result<u64> {
        value
            .to_u64()
            .ok_or_else(|| Error::beyond_word(msg!("error-what-number"), value))
    }
}

impl FromStr for Natural {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self> {
        Natural::parse_decimal(text, msg!("error-what-number"))
    }
}

impl fmt::Display for Natural {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Word(w) => fmt::Display::fmt(w, f),
            Repr::Big(b) => fmt::Display::fmt(b, f),
        }
    }
}

impl fmt::Debug for Natural {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Ord for Natural {
    fn cmp(&self, other: &Self) -> Ordering {
        match (&self.0, &other.0) {
            (Repr::Word(a), Repr::Word(b)) => a.cmp(b),
            (Repr::Word(_), Repr::Big(_)) => Ordering::Less,
            (Repr::Big(_), Repr::Word(_)) => Ordering::Greater,
            (Repr::Big(a), Repr::Big(b)) => a.cmp(b),
        }
    }
}

impl PartialOrd for Natural {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;

    fn is_word(n: &Natural) -> bool {
        matches!(n.repr(), Repr::Word(_))
    }

    #[test]
    fn parses_words_and_big_numbers_canonically() {
        assert_eq!("0".parse::<Natural>().unwrap(), Natural::ZERO);
        let max: Natural = "18446744073709551615".parse().unwrap();
        assert_eq!(max.to_u64(), Some(u64::MAX));
        assert!(is_word(&max));
        let big: Natural = "18446744073709551616".parse().unwrap();
        assert!(!is_word(&big));
        assert_eq!(big.to_string(), "18446744073709551616");
        let padded: Natural = "000000000000000000000000042".parse().unwrap();
        assert!(is_word(&padded));
        assert_eq!(padded.to_u64(), Some(42));
    }

    #[test]
    fn every_constructor_gives_the_canonical_form() {
        // Regression: a big zero used to differ from zero and slip past `m >= 1` checks.
        let from_big = Natural::from_big(Big::from_u64(0));
        assert_eq!(from_big, Natural::ZERO);
        assert!(from_big.is_zero());
        assert!(is_word(&Natural::from(5u128)));
        assert!(is_word(&Natural::from_le_bytes(&[
            7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        ])));
        assert!(Natural::from_le_bytes(&[]).is_zero());
        let two_64 = Natural::from(1u128 << 64);
        assert!(!is_word(&two_64));
        let difference = two_64.checked_sub(&Natural::ONE).unwrap();
        assert!(is_word(&difference));
        assert_eq!(difference.to_u64(), Some(u64::MAX));
    }

    #[test]
    fn little_endian_bytes_round_trip() {
        for text in [
            "0",
            "1",
            "255",
            "256",
            "18446744073709551615",
            "18446744073709551616",
        ] {
            let n: Natural = text.parse().unwrap();
            let bytes = n.to_le_bytes();
            assert_ne!(bytes.last(), Some(&0), "{text}: no trailing zero byte");
            assert_eq!(Natural::from_le_bytes(&bytes), n, "{text}");
        }
        let big: Natural = "1".repeat(300).parse().unwrap();
        assert_eq!(Natural::from_le_bytes(&big.to_le_bytes()), big);
    }

    #[test]
    fn rejects_non_digits_with_a_message_naming_what_is_accepted() {
        for bad in ["", "-3", "+3", "1e5", "0x10", " 1", "1.0", "١٢"] {
            let err = Natural::parse_decimal(bad, "heap size").unwrap_err();
            assert_eq!(err.kind(), ErrorKind::InvalidNumber, "{bad:?}");
            assert!(
                err.message().contains("decimal digits"),
                "{}",
                err.message()
            );
            assert_eq!(err.value(), Some(bad));
        }
    }

    #[test]
    fn orders_words_below_big_values() {
        let small = Natural::from(u64::MAX);
        let big = Natural::from(u128::from(u64::MAX) + 1);
        assert!(small < big);
        assert_eq!(big.decimal_digits(), 20);
        assert_eq!(Natural::ZERO.decimal_digits(), 1);
        assert_eq!(big.bit_len(), 65);
        assert_eq!(big.to_u128(), Some(1u128 << 64));
        assert_eq!(u64::try_from(&big).unwrap_err().kind(), ErrorKind::TooLarge);
    }
}
