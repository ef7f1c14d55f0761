//! The cells of a census database, read as input: SQLite stores any value in any column (a
//! column's declared type is only an affinity), so each cell is read by its storage class and
//! checked against what the column means, and a cell that is not says, in one line, which
//! column holds what and what the column takes. A bad row is then reported and skipped by the
//! listing and recomputed by a census run; it never stops the whole table from being read.

use grundy::error::quote_up_to;
use rusqlite::Row;
use rusqlite::types::ValueRef;

/// What a cell holds, for a message: `text 'abc'`, `-3`, `the real number 1.5`, `a blob of 4
/// bytes`, `null`.
fn describe(value: ValueRef<'_>) -> String {
    match value {
        ValueRef::Null => "null".into(),
        ValueRef::Integer(i) => i.to_string(),
        ValueRef::Real(r) => format!("the real number {r}"),
        ValueRef::Text(bytes) => format!(
            "text '{}'",
            quote_up_to(&String::from_utf8_lossy(bytes), 40)
        ),
        ValueRef::Blob(bytes) => format!("a blob of {} bytes", bytes.len()),
    }
}

/// The cell at `index` of `row`, or why it cannot be read.
fn cell<'r>(row: &'r Row<'_>, index: usize, column: &str) -> Result<ValueRef<'r>, String> {
    row.get_ref(index)
        .map_err(|e| format!("column {column} cannot be read ({e})"))
}

/// The message for a cell of column `column` holding `value` where `takes` is accepted.
fn wrong(column: &str, value: ValueRef<'_>, takes: &str) -> String {
    format!(
        "column {column} holds {}; it takes {takes}",
        describe(value)
    )
}

/// An integer ≥ 0, or null.
pub(crate) fn natural(row: &Row<'_>, index: usize, column: &str) -> Result<Option<u64>, String> {
    match cell(row, index, column)? {
        ValueRef::Null => Ok(None),
        ValueRef::Integer(i) if i >= 0 => Ok(Some(i as u64)),
        other => Err(wrong(column, other, "an integer >= 0 or null")),
    }
}

/// An integer ≥ 0 (null refused).
pub(crate) fn required_natural(row: &Row<'_>, index: usize, column: &str) -> Result<u64, String> {
    match cell(row, index, column)? {
        ValueRef::Integer(i) if i >= 0 => Ok(i as u64),
        other => Err(wrong(column, other, "an integer >= 0")),
    }
}

/// An integer ≥ 1, or null (a period).
pub(crate) fn positive(row: &Row<'_>, index: usize, column: &str) -> Result<Option<u64>, String> {
    match cell(row, index, column)? {
        ValueRef::Null => Ok(None),
        ValueRef::Integer(i) if i >= 1 => Ok(Some(i as u64)),
        other => Err(wrong(column, other, "an integer >= 1 or null")),
    }
}

/// Any integer, or null.
pub(crate) fn integer(row: &Row<'_>, index: usize, column: &str) -> Result<Option<i64>, String> {
    match cell(row, index, column)? {
        ValueRef::Null => Ok(None),
        ValueRef::Integer(i) => Ok(Some(i)),
        other => Err(wrong(column, other, "an integer or null")),
    }
}

/// UTF-8 text, or null.
pub(crate) fn text(row: &Row<'_>, index: usize, column: &str) -> Result<Option<String>, String> {
    match cell(row, index, column)? {
        ValueRef::Null => Ok(None),
        ValueRef::Text(bytes) => match std::str::from_utf8(bytes) {
            Ok(text) => Ok(Some(text.to_string())),
            Err(_) => Err(format!("column {column} holds text that is not UTF-8")),
        },
        other => Err(wrong(column, other, "text or null")),
    }
}

/// UTF-8 text (null refused).
pub(crate) fn required_text(row: &Row<'_>, index: usize, column: &str) -> Result<String, String> {
    text(row, index, column)?.ok_or_else(|| wrong(column, ValueRef::Null, "text"))
}

/// A finite number ≥ 0, stored as a real or an integer (seconds).
pub(crate) fn seconds(row: &Row<'_>, index: usize, column: &str) -> Result<f64, String> {
    match cell(row, index, column)? {
        ValueRef::Real(r) if r.is_finite() && r >= 0.0 => Ok(r),
        ValueRef::Integer(i) if i >= 0 => Ok(i as f64),
        other => Err(wrong(column, other, "a number >= 0")),
    }
}

/// A row's code as the listing names it when the row cannot be read: the text, escaped and
/// short, or what the cell holds.
pub(crate) fn code_for_message(row: &Row<'_>, index: usize) -> String {
    match row.get_ref(index) {
        Ok(ValueRef::Text(bytes)) => quote_up_to(&String::from_utf8_lossy(bytes), 40),
        Ok(other) => format!("({})", describe(other)),
        Err(_) => "(unreadable)".into(),
    }
}
