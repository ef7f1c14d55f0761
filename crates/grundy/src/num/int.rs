//! [`Int`]: a non-negative integer of any length as it travels in JSON — always a JSON integer,
//! never a float or a string. It lives with the numbers (not with the report types that use
//! it most) so that the games' views can write their sizes with it and still sit below
//! `report`.

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Natural;

/// A non-negative integer of any length in an answer.
///
/// It holds a machine word, a [`Natural`], or canonical decimal digits as they were read (so a
/// million-digit heap is echoed without a conversion to binary and back). It is written as a
/// JSON integer in full (serde_json's arbitrary precision), and read back from one.
#[derive(Clone)]
pub struct Int(Repr);

#[derive(Clone)]
enum Repr {
    Word(u64),
    Natural(Natural),
    /// Canonical decimal digits (no leading zero unless "0").
    Digits(Box<str>),
}

impl Int {
    /// Canonical decimal digits, kept as they are; `None` unless `digits` is one or more ASCII
    /// digits without a leading zero (or exactly "0").
    pub fn from_digits(digits: &str) -> Option<Int> {
        let canonical = !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
            && (digits == "0" || !digits.starts_with('0'));
        if !canonical {
            return None;
        }
        Some(match digits.parse::<u64>() {
            Ok(word) if digits.len() <= 19 => Int(Repr::Word(word)),
            _ => Int(Repr::Digits(digits.into())),
        })
    }

    /// The value as a [`Natural`] (digits are converted).
    pub fn to_natural(&self) -> Natural {
        match &self.0 {
            Repr::Word(w) => Natural::from(*w),
            Repr::Natural(n) => n.clone(),
            Repr::Digits(d) => d.parse().unwrap_or(Natural::ZERO),
        }
    }

    /// The value, if it fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        match &self.0 {
            Repr::Word(w) => Some(*w),
            Repr::Natural(n) => n.to_u64(),
            Repr::Digits(d) => d.parse().ok(),
        }
    }

    /// The decimal digits.
    fn digits(&self) -> Cow<'_, str> {
        match &self.0 {
            Repr::Word(w) => Cow::Owned(w.to_string()),
            Repr::Natural(n) => Cow::Owned(n.to_string()),
            Repr::Digits(d) => Cow::Borrowed(d),
        }
    }
}

impl From<u64> for Int {
    fn from(value: u64) -> Int {
        Int(Repr::Word(value))
    }
}

impl From<usize> for Int {
    fn from(value: usize) -> Int {
        Int::from(Natural::from(value))
    }
}

impl From<Natural> for Int {
    fn from(value: Natural) -> Int {
        match value.to_u64() {
            Some(word) => Int(Repr::Word(word)),
            None => Int(Repr::Natural(value)),
        }
    }
}

impl From<&Natural> for Int {
    fn from(value: &Natural) -> Int {
        Int::from(value.clone())
    }
}

impl PartialEq for Int {
    /// Equal values, whatever their representation.
    fn eq(&self, other: &Int) -> bool {
        match (&self.0, &other.0) {
            (Repr::Word(a), Repr::Word(b)) => a == b,
            _ => self.digits() == other.digits(),
        }
    }
}

impl Eq for Int {}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Word(w) => fmt::Display::fmt(w, f),
            Repr::Natural(n) => fmt::Display::fmt(n, f),
            Repr::Digits(d) => f.write_str(d),
        }
    }
}

impl fmt::Debug for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Serialize for Int {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Repr::Word(w) => serializer.serialize_u64(*w),
            _ => serde_json::Number::from_str(&self.digits())
                .map_err(serde::ser::Error::custom)?
                .serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for Int {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Int, D::Error> {
        let number = serde_json::Number::deserialize(deserializer)?;
        Int::from_digits(number.as_str()).ok_or_else(|| {
            D::Error::custom(format!(
                "expected a non-negative JSON integer, found {}",
                crate::error::quote(number.as_str())
            ))
        })
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Int {
    fn schema_name() -> Cow<'static, str> {
        "Int".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "integer",
            "minimum": 0,
            "description": "A non-negative integer of any length, written in full as a JSON \
                integer (never a float or a string)."
        })
    }
}

/// Serde's `with` for a [`Natural`] field written as the contract writes integers (a JSON
/// integer of any length).
pub(crate) mod natural_as_int {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::{Int, Natural};

    pub fn serialize<S: Serializer>(value: &Natural, serializer: S) -> Result<S::Ok, S::Error> {
        Int::from(value).serialize(serializer)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Natural, D::Error> {
        Ok(Int::deserialize(deserializer)?.to_natural())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_of_any_length_round_trip_as_json_integers() {
        let big = "1".repeat(500);
        for text in [
            "0",
            "7",
            "18446744073709551615",
            "18446744073709551616",
            &big,
        ] {
            let int = Int::from_digits(text).unwrap();
            let json = serde_json::to_string(&int).unwrap();
            assert_eq!(json, text, "written in full, unquoted");
            let back: Int = serde_json::from_str(&json).unwrap();
            assert_eq!(back, int);
            assert_eq!(back.to_natural().to_string(), text);
            assert_eq!(
                Int::from(back.to_natural()),
                int,
                "representations compare by value"
            );
        }
        for bad in ["-1", "1.5", "1e3", "\"7\""] {
            assert!(serde_json::from_str::<Int>(bad).is_err(), "{bad}");
        }
        assert!(Int::from_digits("007").is_none());
    }
}
