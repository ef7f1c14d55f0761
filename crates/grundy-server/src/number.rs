//! Numbers in request bodies: a JSON integer of any length, or the same digits as a string
//! (what a browser sends, since JavaScript numbers are exact only below 2^53).

use std::borrow::Cow;

use grundy::{Error, Natural, Ratio};
use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Deserializer};

/// A non-negative integer of any length, as a JSON integer or a decimal string. It is read by
/// the library (one notation and one error message everywhere) when a query uses it.
#[derive(Clone, Debug)]
pub struct Number(String);

impl<'de> Deserialize<'de> for Number {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Number, D::Error> {
        // serde_json keeps a JSON number's digits as written (arbitrary precision).
        match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::Number(n) => Ok(Number(n.to_string())),
            serde_json::Value::String(s) => Ok(Number(s)),
            _ => Err(serde::de::Error::custom(
                "expected a non-negative integer, as a JSON integer or a string of digits",
            )),
        }
    }
}

impl JsonSchema for Number {
    fn schema_name() -> Cow<'static, str> {
        "Number".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A non-negative integer of any length: a JSON integer, or its \
                            decimal digits as a string.",
            "anyOf": [
                {"type": "integer", "minimum": 0},
                {"type": "string", "pattern": "^[0-9]+$"}
            ]
        })
    }
}

impl Number {
    /// The digits as sent (validated by whoever reads them).
    pub fn digits(&self) -> &str {
        &self.0
    }

    /// The number, `what` naming it in an error.
    pub fn natural(&self, what: &str) -> Result<Natural, Error> {
        Natural::parse_decimal(&self.0, what)
    }

    /// The number when it is at most `max`; above, an error naming the limit `limit`.
    pub fn at_most(&self, what: &str, max: u64, limit: &'static str) -> Result<u64, Error> {
        let value = self.natural(what)?;
        match value.to_u64().filter(|&v| v <= max) {
            Some(v) => Ok(v),
            None => Err(Error::too_large(
                limit,
                max,
                Some(value),
                format!(
                    "{what} {} is above the limit of {max} for one request",
                    grundy::error::quote(&self.0)
                ),
            )),
        }
    }
}

/// A rational multiplier: `"3/2"`, `"2.5"`, `"2"`, or a JSON integer.
#[derive(Clone, Debug)]
pub struct RatioText(String);

impl<'de> Deserialize<'de> for RatioText {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RatioText, D::Error> {
        match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::Number(n) => Ok(RatioText(n.to_string())),
            serde_json::Value::String(s) => Ok(RatioText(s)),
            _ => Err(serde::de::Error::custom(
                "expected a rational such as \"3/2\", \"2.5\" or 2",
            )),
        }
    }
}

impl JsonSchema for RatioText {
    fn schema_name() -> Cow<'static, str> {
        "Rational".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A positive rational: \"p/q\", a decimal such as \"2.5\", or an \
                            integer.",
            "anyOf": [
                {"type": "integer", "minimum": 1},
                {"type": "string", "pattern": "^[0-9]+(/[0-9]+|\\.[0-9]+)?$"}
            ]
        })
    }
}

impl RatioText {
    /// The rational, read by the library.
    pub fn ratio(&self) -> Result<Ratio, Error> {
        self.0.parse()
    }
}
