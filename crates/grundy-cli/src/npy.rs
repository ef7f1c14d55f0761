//! NumPy's `.npy` format, version 1.0, for tables and sequences: what a researcher loads with
//! `numpy.load` without parsing text.
//!
//! The file is the magic `\x93NUMPY`, the version bytes 1 and 0, the header's length as a
//! little-endian u16, the header (a Python dict literal such as
//! `{'descr': '<u4', 'fortran_order': False, 'shape': (10, 10), }`, padded with spaces and
//! ended by a newline so that the data starts at a multiple of 64 bytes), then the values in
//! row-major order: little-endian `uint32` (`'<u4'`), or one byte each (`'|u1'`) for win/lose
//! sequences (1 for P, the player to move loses; 0 for N).

use std::io::{self, IsTerminal, Write};

use crate::error::CliError;

/// The element type of an array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    /// Little-endian `uint32`.
    U32,
    /// `uint8`.
    U8,
}

/// Refuses to write binary to a terminal.
pub fn check_stdout() -> Result<(), CliError> {
    if io::stdout().is_terminal() {
        return Err(CliError::Usage(crate::error::msg!("cli-npy-terminal")));
    }
    Ok(())
}

/// Writes the header of an array of `shape` and `element`.
pub fn header(out: &mut impl Write, shape: &[usize], element: Element) -> io::Result<()> {
    let descr = match element {
        Element::U32 => "<u4",
        Element::U8 => "|u1",
    };
    let dims = match shape {
        [n] => format!("({n},)"),
        _ => format!(
            "({})",
            shape
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut dict = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {dims}, }}");
    // Magic (6) + version (2) + length (2) + header, a multiple of 64, the last byte '\n'.
    let unpadded = 10 + dict.len() + 1;
    dict.push_str(&" ".repeat(unpadded.next_multiple_of(64) - unpadded));
    dict.push('\n');
    out.write_all(b"\x93NUMPY\x01\x00")?;
    out.write_all(&(dict.len() as u16).to_le_bytes())?;
    out.write_all(dict.as_bytes())
}

/// Writes `values`, which must be as many as the header's shape says, through a large buffer.
pub fn values(
    out: &mut impl Write,
    element: Element,
    values: impl Iterator<Item = u32>,
) -> io::Result<()> {
    let mut buffer = Vec::with_capacity(1 << 16);
    for value in values {
        match element {
            Element::U32 => buffer.extend_from_slice(&value.to_le_bytes()),
            Element::U8 => buffer.push(value as u8),
        }
        if buffer.len() >= 1 << 16 {
            out.write_all(&buffer)?;
            buffer.clear();
        }
    }
    out.write_all(&buffer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_is_padded_to_64_bytes_and_ends_with_a_newline() {
        for shape in [&[0usize][..], &[7], &[4096, 4096], &[123_456_789]] {
            let mut bytes = Vec::new();
            header(&mut bytes, shape, Element::U32).unwrap();
            assert_eq!(bytes.len() % 64, 0);
            assert_eq!(&bytes[..8], b"\x93NUMPY\x01\x00");
            let length = u16::from_le_bytes([bytes[8], bytes[9]]) as usize;
            assert_eq!(10 + length, bytes.len());
            assert_eq!(bytes.last(), Some(&b'\n'));
            let text = std::str::from_utf8(&bytes[10..]).unwrap();
            assert!(text.starts_with("{'descr': '<u4', 'fortran_order': False, 'shape': ("));
        }
        let mut bytes = Vec::new();
        header(&mut bytes, &[5], Element::U8).unwrap();
        assert!(String::from_utf8_lossy(&bytes).contains("'descr': '|u1'"));
        assert!(String::from_utf8_lossy(&bytes).contains("'shape': (5,)"));
    }
}
