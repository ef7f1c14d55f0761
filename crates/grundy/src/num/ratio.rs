//! `Ratio`: an exact positive rational p/q, read from "3/2", "2.5" or "2".

use std::fmt;
use std::str::FromStr;

use crate::error::{Error, ErrorKind, Result, quote};
use crate::num::Natural;
use crate::text::msg;

/// An exact positive rational number `p/q` in lowest terms, with `p, q < 2^64`.
///
/// It is the multiplier `k` of the take-away game, so it is read exactly from a fraction
/// (`"3/2"`), a terminating decimal (`"2.5"`, `"1.1"`) or an integer (`"2"`), never through a
/// float.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    numer: u64,
    denom: u64,
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Ratio {
    /// Builds `numer/denom` in lowest terms; both must be positive.
    pub fn new(numer: u64, denom: u64) -> Result<Ratio> {
        if numer == 0 || denom == 0 {
            return Err(Error::invalid(msg!(
                "error-ratio-zero",
                numer = numer,
                denom = denom
            )));
        }
        let g = gcd(numer, denom);
        Ok(Ratio {
            numer: numer / g,
            denom: denom / g,
        })
    }

    /// The integer `k` as a ratio `k/1`.
    pub fn integer(k: u64) -> Result<Ratio> {
        Ratio::new(k, 1)
    }

    /// The numerator p (in lowest terms).
    pub fn numer(&self) -> u64 {
        self.numer
    }

    /// The denominator q (in lowest terms).
    pub fn denom(&self) -> u64 {
        self.denom
    }

    /// Whether the ratio is at least 1.
    pub fn is_at_least_one(&self) -> bool {
        self.numer >= self.denom
    }

    /// Whether the ratio is below 2.
    pub fn is_below_two(&self) -> bool {
        u128::from(self.numer) < 2 * u128::from(self.denom)
    }

    /// `⌊x · p / q⌋`, exactly, saturating at `u128::MAX` (which exceeds every heap this type is
    /// compared with on the word path).
    pub fn floor_times_u128(&self, x: u128) -> u128 {
        // (x div q)·p + ((x mod q)·p) div q, each part checked: exact whenever it fits.
        let (q, p) = (u128::from(self.denom), u128::from(self.numer));
        let whole = (x / q).checked_mul(p);
        let part = (x % q) * p / q; // (x mod q) < 2^64 and p < 2^64: no overflow
        whole.and_then(|w| w.checked_add(part)).unwrap_or(u128::MAX)
    }
}

fn parse_u64(digits: &str, text: &str) -> Result<u64> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Error::new(
            ErrorKind::InvalidNumber,
            msg!("error-ratio-invalid", text = quote(text)),
        ));
    }
    digits.parse::<u64>().map_err(|_| {
        Error::too_large(
            "ratio_word",
            u64::MAX,
            None,
            msg!("error-ratio-too-long", text = quote(text)),
        )
    })
}

impl FromStr for Ratio {
    type Err = Error;

    fn from_str(text: &str) -> Result<Ratio> {
        let (numer, denom) = if let Some((p, q)) = text.split_once('/') {
            (parse_u64(p, text)?, parse_u64(q, text)?)
        } else if let Some((whole, frac)) = text.split_once('.') {
            if frac.len() > 19 {
                return Err(Error::too_large(
                    "ratio_decimals",
                    19,
                    Some(Natural::from(frac.len())),
                    msg!("error-ratio-decimals", text = quote(text)),
                ));
            }
            let scale = 10u64.pow(frac.len() as u32);
            let whole_digits = if whole.is_empty() { "0" } else { whole };
            let joined = format!("{whole_digits}{frac}");
            let numer = parse_u64(&joined, text)?;
            if frac.is_empty() {
                return Err(Error::new(
                    ErrorKind::InvalidNumber,
                    msg!("error-ratio-invalid", text = quote(text)),
                ));
            }
            (numer, scale)
        } else {
            (parse_u64(text, text)?, 1)
        };
        if denom == 0 {
            return Err(Error::invalid(msg!(
                "error-ratio-denominator-zero",
                text = quote(text)
            )));
        }
        if numer == 0 {
            return Err(Error::invalid(msg!(
                "error-ratio-not-positive",
                text = quote(text)
            )));
        }
        Ratio::new(numer, denom)
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.denom == 1 {
            write!(f, "{}", self.numer)
        } else {
            write!(f, "{}/{}", self.numer, self.denom)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_fractions_decimals_and_integers_exactly() {
        let cases = [
            ("2", (2, 1)),
            ("3/2", (3, 2)),
            ("6/4", (3, 2)),
            ("2.5", (5, 2)),
            ("1.1", (11, 10)),
            ("1.10", (11, 10)),
            (".5", (1, 2)),
            ("7/3", (7, 3)),
        ];
        for (text, (p, q)) in cases {
            let r: Ratio = text.parse().unwrap();
            assert_eq!((r.numer(), r.denom()), (p, q), "{text}");
        }
        assert_eq!("6/4".parse::<Ratio>().unwrap().to_string(), "3/2");
    }

    #[test]
    fn rejects_zero_and_malformed_multipliers() {
        for bad in [
            "0", "0/3", "3/0", "0.0", "", "a", "1/2/3", "-2", "2.", "1e3", "1,5",
        ] {
            assert!(bad.parse::<Ratio>().is_err(), "{bad:?} was accepted");
        }
    }

    #[test]
    fn floor_times_is_exact_and_saturates() {
        let r: Ratio = "3/2".parse().unwrap();
        assert_eq!(r.floor_times_u128(5), 7);
        let big = Ratio::new(u64::MAX, 3).unwrap();
        assert_eq!(big.floor_times_u128(3), u128::from(u64::MAX));
        assert_eq!(big.floor_times_u128(u128::MAX), u128::MAX);
    }
}
