//! JSON output: exactly one object per command, integers written out in full at any length.

use std::io::Write;
use std::str::FromStr;

use grundy::Natural;
use serde::{Serialize, Serializer};

/// A natural serialised as a JSON integer of any length (serde_json's arbitrary precision keeps
/// the digits exactly: never a float, never rounded).
pub struct Num<'a>(pub &'a Natural);

impl Serialize for Num<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0.to_u64() {
            Some(word) => serializer.serialize_u64(word),
            None => serde_json::Number::from_str(&self.0.to_string())
                .map_err(serde::ser::Error::custom)?
                .serialize(serializer),
        }
    }
}

/// An optional natural: `null` when absent.
pub fn opt(value: Option<&Natural>) -> Option<Num<'_>> {
    value.map(Num)
}

/// Writes `value` as one JSON object followed by a newline.
pub fn print(out: &mut impl Write, value: &impl Serialize) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, value).map_err(std::io::Error::from)?;
    writeln!(out)
}

/// Decimal digits (already validated, canonical) serialised as a JSON integer: for answers
/// decided without ever converting a million-digit number to binary.
pub struct Digits<'a>(pub &'a str);

impl Serialize for Digits<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde_json::Number::from_str(self.0)
            .map_err(serde::ser::Error::custom)?
            .serialize(serializer)
    }
}
