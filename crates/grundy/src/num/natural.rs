//! `Natural`: an exact non-negative integer of any length, with a word-size fast path.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use dashu_int::UBig;
use dashu_int::ops::BitTest;

use crate::error::{Error, ErrorKind, Result};

/// An exact non-negative integer of any number of digits.
///
/// Values that fit in a `u64` are stored as a machine word; larger ones as a [`UBig`]. The
/// representation is canonical (a value below 2^64 is always a `Word`), so derived equality and
/// hashing are value equality.
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum Natural {
    /// A value below 2^64.
    Word(u64),
    /// A value of at least 2^64.
    Big(UBig),
}

impl Natural {
    /// Zero.
    pub const ZERO: Natural = Natural::Word(0);

    /// Parses a decimal number of any length: ASCII digits only, at least one.
    ///
    /// `what` names the quantity for the error message (for example `"heap size"`).
    pub fn parse_decimal(text: &str, what: &str) -> Result<Natural> {
        let bytes = text.as_bytes();
        if bytes.is_empty() || !bytes.iter().all(u8::is_ascii_digit) {
            let shown: String = text.chars().take(40).collect();
            let ellipsis = if text.chars().count() > 40 { "..." } else { "" };
            return Err(Error::new(
                ErrorKind::InvalidNumber,
                format!(
                    "invalid {what} '{shown}{ellipsis}': expected a non-negative integer written \
                     in decimal digits 0-9 (any number of digits)"
                ),
            ));
        }
        if bytes.len() <= 19 {
            let mut value = 0u64;
            for &digit in bytes {
                value = value * 10 + u64::from(digit - b'0');
            }
            return Ok(Natural::Word(value));
        }
        // Exactness: the digits are validated above, so the big-integer parser cannot fail.
        let big = UBig::from_str_radix(text, 10)
            .map_err(|e| Error::new(ErrorKind::InvalidNumber, format!("invalid {what}: {e}")))?;
        Ok(Natural::from(big))
    }

    /// The value as a `u64`, if it fits.
    pub fn to_u64(&self) -> Option<u64> {
        match self {
            Natural::Word(w) => Some(*w),
            Natural::Big(_) => None,
        }
    }

    /// The value as a big integer.
    pub fn to_ubig(&self) -> UBig {
        match self {
            Natural::Word(w) => UBig::from(*w),
            Natural::Big(b) => b.clone(),
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self, Natural::Word(0))
    }

    /// The number of decimal digits (1 for zero).
    pub fn decimal_digits(&self) -> usize {
        match self {
            Natural::Word(w) => w.checked_ilog10().map_or(1, |d| d as usize + 1),
            Natural::Big(b) => b.to_string().len(),
        }
    }

    /// The number of bits (0 for zero).
    pub fn bit_len(&self) -> usize {
        match self {
            Natural::Word(w) => (u64::BITS - w.leading_zeros()) as usize,
            Natural::Big(b) => b.bit_len(),
        }
    }
}

impl From<u64> for Natural {
    fn from(value: u64) -> Self {
        Natural::Word(value)
    }
}

impl From<u32> for Natural {
    fn from(value: u32) -> Self {
        Natural::Word(u64::from(value))
    }
}

impl From<u128> for Natural {
    fn from(value: u128) -> Self {
        match u64::try_from(value) {
            Ok(w) => Natural::Word(w),
            Err(_) => Natural::Big(UBig::from(value)),
        }
    }
}

impl From<UBig> for Natural {
    fn from(value: UBig) -> Self {
        match u64::try_from(&value) {
            Ok(w) => Natural::Word(w),
            Err(_) => Natural::Big(value),
        }
    }
}

impl From<&Natural> for UBig {
    fn from(value: &Natural) -> Self {
        value.to_ubig()
    }
}

impl FromStr for Natural {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self> {
        Natural::parse_decimal(text, "number")
    }
}

impl fmt::Display for Natural {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Natural::Word(w) => fmt::Display::fmt(w, f),
            Natural::Big(b) => fmt::Display::fmt(b, f),
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
        match (self, other) {
            (Natural::Word(a), Natural::Word(b)) => a.cmp(b),
            (Natural::Word(_), Natural::Big(_)) => Ordering::Less,
            (Natural::Big(_), Natural::Word(_)) => Ordering::Greater,
            (Natural::Big(a), Natural::Big(b)) => a.cmp(b),
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

    #[test]
    fn parses_words_and_big_numbers_canonically() {
        assert_eq!("0".parse::<Natural>().unwrap(), Natural::Word(0));
        assert_eq!(
            "18446744073709551615".parse::<Natural>().unwrap(),
            Natural::Word(u64::MAX)
        );
        let big: Natural = "18446744073709551616".parse().unwrap();
        assert!(matches!(big, Natural::Big(_)));
        assert_eq!(big.to_string(), "18446744073709551616");
        assert_eq!(
            "000000000000000000000000042".parse::<Natural>().unwrap(),
            Natural::Word(42)
        );
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
    }
}
