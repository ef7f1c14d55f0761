//! JSON output: exactly one object per answer, from the library's contract (`grundy::report`),
//! integers written out in full at any length.

use std::io::Write;

use serde::Serialize;

/// Writes `value` as one JSON object followed by a newline.
pub fn print(out: &mut impl Write, value: &impl Serialize) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, value).map_err(std::io::Error::from)?;
    writeln!(out)
}
