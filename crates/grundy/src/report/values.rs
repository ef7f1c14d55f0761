//! [`Values`] and [`Table`]: the long lists of an answer (a Grundy sequence, a row, a table),
//! written straight from the computation's own storage, one number at a time, and read back as
//! plain vectors.

use std::fmt;
use std::sync::Arc;

use serde::ser::{SerializeSeq, Serializer};
use serde::{Deserialize, Deserializer, Serialize};

/// Something that can list its values in order.
pub(crate) trait ValueSource: Send + Sync {
    /// How many values.
    fn len(&self) -> usize;
    /// The values, in order.
    fn values(&self) -> Box<dyn Iterator<Item = u64> + '_>;
    /// Value `index`.
    fn get(&self, index: usize) -> Option<u64>;
}

impl ValueSource for Vec<u64> {
    fn len(&self) -> usize {
        self.len()
    }
    fn values(&self) -> Box<dyn Iterator<Item = u64> + '_> {
        Box::new(self.iter().copied())
    }
    fn get(&self, index: usize) -> Option<u64> {
        self.as_slice().get(index).copied()
    }
}

/// A list of values (JSON: an array of integers), shared with the computation that made it.
#[derive(Clone)]
pub struct Values(Arc<dyn ValueSource>);

impl Values {
    /// Values listed by `source`, not copied.
    pub(crate) fn shared(source: Arc<dyn ValueSource>) -> Values {
        Values(source)
    }

    /// The number of values.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The values, in order.
    pub fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        self.0.values()
    }

    /// The values as a vector.
    pub fn to_vec(&self) -> Vec<u64> {
        self.iter().collect()
    }

    /// Value `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<u64> {
        self.0.get(index)
    }
}

impl From<Vec<u64>> for Values {
    fn from(values: Vec<u64>) -> Values {
        Values(Arc::new(values))
    }
}

impl PartialEq for Values {
    fn eq(&self, other: &Values) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Eq for Values {}

impl fmt::Debug for Values {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter().take(32)).finish()?;
        if self.len() > 32 {
            write!(f, " (+{} more)", self.len() - 32)?;
        }
        Ok(())
    }
}

impl Serialize for Values {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for value in self.iter() {
            seq.serialize_element(&value)?;
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for Values {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Values, D::Error> {
        Vec::<u64>::deserialize(deserializer).map(Values::from)
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Values {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Values".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "array",
            "items": { "type": "integer", "minimum": 0 }
        })
    }
}

/// Something that can list a square table row by row.
pub(crate) trait TableSource: Send + Sync {
    /// The number of rows (and of columns).
    fn size(&self) -> usize;
    /// Row `index`.
    fn row(&self, index: usize) -> Vec<u64>;
    /// The cell in row `row` and column `column`.
    fn get(&self, row: usize, column: usize) -> Option<u64>;
}

impl TableSource for Vec<Vec<u64>> {
    fn size(&self) -> usize {
        self.len()
    }
    fn row(&self, index: usize) -> Vec<u64> {
        self[index].clone()
    }
    fn get(&self, row: usize, column: usize) -> Option<u64> {
        self.as_slice().get(row)?.as_slice().get(column).copied()
    }
}

/// A table of values (JSON: an array of rows, each an array of integers), written row by row
/// from the computation's storage.
#[derive(Clone)]
pub struct Table(Arc<dyn TableSource>);

impl Table {
    /// The rows listed by `source`, not copied.
    pub(crate) fn shared(source: Arc<dyn TableSource>) -> Table {
        Table(source)
    }

    /// The number of rows.
    pub fn len(&self) -> usize {
        self.0.size()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Row `index`.
    pub fn row(&self, index: usize) -> Vec<u64> {
        self.0.row(index)
    }

    /// The cell in row `row` and column `column`, if there is one.
    pub fn get(&self, row: usize, column: usize) -> Option<u64> {
        self.0.get(row, column)
    }

    /// Every row, in order.
    pub fn rows(&self) -> impl Iterator<Item = Vec<u64>> + '_ {
        (0..self.len()).map(|i| self.row(i))
    }
}

impl From<Vec<Vec<u64>>> for Table {
    fn from(rows: Vec<Vec<u64>>) -> Table {
        Table(Arc::new(rows))
    }
}

impl PartialEq for Table {
    fn eq(&self, other: &Table) -> bool {
        self.len() == other.len() && self.rows().eq(other.rows())
    }
}

impl Eq for Table {}

impl fmt::Debug for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Table({} rows)", self.len())
    }
}

impl Serialize for Table {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for index in 0..self.len() {
            seq.serialize_element(&self.row(index))?;
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for Table {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Table, D::Error> {
        Vec::<Vec<u64>>::deserialize(deserializer).map(Table::from)
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Table {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Table".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "array",
            "items": { "type": "array", "items": { "type": "integer", "minimum": 0 } }
        })
    }
}

/// A sequence of outcomes (JSON: a string of `P` and `N`, one letter per position), written
/// straight from the computation's storage.
#[derive(Clone)]
pub struct Outcomes(Arc<dyn ValueSource>);

impl Outcomes {
    /// The outcomes listed by `source` (1 for P, 0 for N), not copied.
    pub(crate) fn shared(source: Arc<dyn ValueSource>) -> Outcomes {
        Outcomes(source)
    }

    /// The outcomes as numbers: 1 for P, 0 for N.
    pub fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        self.0.values()
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The outcomes as a string of `P` and `N`.
    pub fn letters(&self) -> String {
        self.0
            .values()
            .map(|v| if v == 1 { 'P' } else { 'N' })
            .collect()
    }
}

impl PartialEq for Outcomes {
    fn eq(&self, other: &Outcomes) -> bool {
        self.0.len() == other.0.len() && self.0.values().eq(other.0.values())
    }
}

impl Eq for Outcomes {}

impl fmt::Debug for Outcomes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Outcomes({} positions)", self.0.len())
    }
}

impl fmt::Display for Outcomes {
    /// `P` and `N`, written in chunks.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut chunk = String::with_capacity(4096);
        for value in self.0.values() {
            chunk.push(if value == 1 { 'P' } else { 'N' });
            if chunk.len() == 4096 {
                f.write_str(&chunk)?;
                chunk.clear();
            }
        }
        f.write_str(&chunk)
    }
}

impl Serialize for Outcomes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Outcomes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Outcomes, D::Error> {
        let letters = String::deserialize(deserializer)?;
        let values = letters
            .chars()
            .map(|c| match c {
                'P' => Ok(1),
                'N' => Ok(0),
                other => Err(serde::de::Error::custom(format!(
                    "expected only P and N in outcomes, found {other:?}"
                ))),
            })
            .collect::<Result<Vec<u64>, D::Error>>()?;
        Ok(Outcomes(Arc::new(values)))
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Outcomes {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Outcomes".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "pattern": "^[PN]*$",
            "description": "One letter per position n = 0, 1, …: P (the player to move loses) \
                or N."
        })
    }
}
