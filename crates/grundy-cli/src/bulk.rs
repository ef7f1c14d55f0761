//! Numbers in bulk: tables and sequences written at memory speed. Numbers are formatted with
//! `itoa` into large buffers (no allocation per number), and a table's rows are formatted on
//! the command's threads, a batch at a time, then written in order.

use std::io::{self, Write};

use rayon::prelude::*;

/// Appends `value` in decimal.
pub fn push(buffer: &mut Vec<u8>, value: impl itoa::Integer) {
    buffer.extend_from_slice(itoa::Buffer::new().format(value).as_bytes());
}

/// Appends `value` in decimal, right-aligned in `width` columns.
pub fn push_padded(buffer: &mut Vec<u8>, value: impl itoa::Integer, width: usize) {
    let mut digits = itoa::Buffer::new();
    let text = digits.format(value);
    buffer.resize(buffer.len() + width.saturating_sub(text.len()), b' ');
    buffer.extend_from_slice(text.as_bytes());
}

/// The size at which a buffer is written out.
pub const FLUSH_AT: usize = 1 << 16;

/// Writes `buffer` to `out` and empties it once it holds [`FLUSH_AT`] bytes.
pub fn flush_if_full(out: &mut impl Write, buffer: &mut Vec<u8>) -> io::Result<()> {
    if buffer.len() >= FLUSH_AT {
        out.write_all(buffer)?;
        buffer.clear();
    }
    Ok(())
}

/// Writes rows `0..rows`, each formatted by `format_row` into its own buffer on `pool`'s
/// threads, `batch` rows at a time, in order.
pub fn rows_in_parallel(
    out: &mut impl Write,
    rows: usize,
    batch: usize,
    pool: &rayon::ThreadPool,
    format_row: impl Fn(usize, &mut Vec<u8>) + Sync,
) -> io::Result<()> {
    let batch = batch.max(1);
    for start in (0..rows).step_by(batch) {
        let end = (start + batch).min(rows);
        let formatted: Vec<Vec<u8>> = pool.install(|| {
            (start..end)
                .into_par_iter()
                .map(|row| {
                    let mut buffer = Vec::new();
                    format_row(row, &mut buffer);
                    buffer
                })
                .collect()
        });
        for buffer in &formatted {
            out.write_all(buffer)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_std_writes_them() {
        let mut buffer = Vec::new();
        for value in [0u64, 7, 10, 65_535, u64::MAX] {
            push(&mut buffer, value);
            buffer.push(b',');
            push_padded(&mut buffer, value, 6);
            buffer.push(b';');
        }
        let expected: String = [0u64, 7, 10, 65_535, u64::MAX]
            .iter()
            .map(|v| format!("{v},{v:>6};"))
            .collect();
        assert_eq!(String::from_utf8(buffer).unwrap(), expected);
    }

    #[test]
    fn rows_come_out_in_order_whatever_the_batch() {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(3)
            .build()
            .unwrap();
        for batch in [1, 2, 7, 100] {
            let mut out = Vec::new();
            rows_in_parallel(&mut out, 50, batch, &pool, |row, buffer| {
                push(buffer, row);
                buffer.push(b'\n');
            })
            .unwrap();
            let expected: String = (0..50).map(|r| format!("{r}\n")).collect();
            assert_eq!(String::from_utf8(out).unwrap(), expected);
        }
    }
}
