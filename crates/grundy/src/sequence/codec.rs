//! The byte form of a saved run: little-endian words and runs of values, read back with
//! every length and value checked, so a damaged state is an error and never a panic.

use super::cell::Cell;
use crate::error::{Error, Result};

/// Appends words and values to a byte buffer.
pub(crate) struct Writer(pub Vec<u8>);

impl Writer {
    pub fn u64(&mut self, value: u64) {
        self.0.extend_from_slice(&value.to_le_bytes());
    }

    /// Cells as their values: one byte each when `max_value < 256`, else four.
    pub fn cells<C: Cell>(&mut self, cells: &[C], max_value: u32) {
        self.u64(cells.len() as u64);
        if max_value < 256 {
            self.0.extend(cells.iter().map(|c| c.value() as u8));
        } else {
            for c in cells {
                self.0.extend_from_slice(&c.value().to_le_bytes());
            }
        }
    }
}

/// Reads what a [`Writer`] wrote.
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
}

pub(crate) fn corrupt() -> Error {
    Error::invalid(crate::text::msg!("error-saved-state-damaged"))
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes }
    }

    fn take(&mut self, count: usize) -> Result<&'a [u8]> {
        if count > self.bytes.len() {
            return Err(corrupt());
        }
        let (head, rest) = self.bytes.split_at(count);
        self.bytes = rest;
        Ok(head)
    }

    pub fn u64(&mut self) -> Result<u64> {
        let bytes = self.take(8)?;
        Ok(u64::from_le_bytes(bytes.try_into().map_err(|_| corrupt())?))
    }

    pub fn usize(&mut self) -> Result<usize> {
        usize::try_from(self.u64()?).map_err(|_| corrupt())
    }

    /// Cells written by [`Writer::cells`] with the same `max_value`; values above it are refused.
    pub fn cells<C: Cell>(&mut self, max_value: u32) -> Result<Vec<C>> {
        let count = self.usize()?;
        let width = if max_value < 256 { 1 } else { 4 };
        let bytes = self.take(count.checked_mul(width).ok_or_else(corrupt)?)?;
        let values = bytes.chunks_exact(width).map(|chunk| match chunk {
            [b] => u32::from(*b),
            _ => u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]),
        });
        let mut cells = Vec::with_capacity(count);
        for value in values {
            if value > max_value {
                return Err(corrupt());
            }
            cells.push(C::from_value(value));
        }
        Ok(cells)
    }

    /// Fails unless every byte was read.
    pub fn end(&self) -> Result<()> {
        if self.bytes.is_empty() {
            Ok(())
        } else {
            Err(corrupt())
        }
    }
}
