//! Grundy values of Wythoff's game, which have no closed form: computed from the table of all
//! smaller positions with one bitset per row, column and diagonal, so each cell costs one scan
//! for the first value missing from three bitsets.
//!
//! Values are bounded by a + b (THEORY: b − 2a ≤ g(a, b) ≤ a + b), which sizes the bitsets.

use crate::error::{Error, Result};
use crate::num::Natural;

/// The largest a + b for which [`grundy_value`] computes g(a, b).
pub const GRUNDY_SUM_LIMIT: u64 = 16_384;
/// The largest number of table cells, (a+1)·(b+1), for which [`grundy_value`] computes g(a, b).
pub const GRUNDY_CELL_LIMIT: u64 = 1 << 22;

/// g(a, b) for normal-play Wythoff's game; an error naming the limits when the table is too big.
///
/// g(0, b) = b for any b (a single Nim heap).
pub fn grundy_value(a: &Natural, b: &Natural) -> Result<Natural> {
    let (low, high) = if a <= b { (a, b) } else { (b, a) };
    if low.is_zero() {
        return Ok(high.clone());
    }
    let within = match (low.to_u64(), high.to_u64()) {
        (Some(l), Some(h)) => l
            .checked_add(h)
            .filter(|&sum| sum <= GRUNDY_SUM_LIMIT)
            .map(|_| (l, h))
            .filter(|&(l, h)| (l + 1) * (h + 1) <= GRUNDY_CELL_LIMIT),
        _ => None,
    };
    let Some((low, high)) = within else {
        return Err(Error::too_large(format!(
            "the Grundy value g({a}, {b}) of Wythoff's game has no closed form and is computed \
             from the table of all smaller positions, limited to a + b <= {GRUNDY_SUM_LIMIT} and \
             (a+1)(b+1) <= {GRUNDY_CELL_LIMIT}; the outcome and winning moves have no such limit"
        )));
    };
    let table = grundy_rows(low as usize + 1, high as usize + 1);
    Ok(Natural::from(table[low as usize][high as usize]))
}

/// The table g(i, j) for i < rows, j < cols (OEIS A004481 read by antidiagonals).
pub fn grundy_rows(rows: usize, cols: usize) -> Vec<Vec<u64>> {
    let words = (rows + cols + 1).div_ceil(64);
    let mut column_seen = vec![0u64; cols * words];
    let mut diagonal_seen = vec![0u64; (rows + cols) * words];
    let mut table = Vec::with_capacity(rows);
    for i in 0..rows {
        let mut row_seen = vec![0u64; words];
        let mut row = Vec::with_capacity(cols);
        for j in 0..cols {
            let column = &mut column_seen[j * words..(j + 1) * words];
            let d = j + rows - i; // j − i shifted to be non-negative
            let diagonal = &mut diagonal_seen[d * words..(d + 1) * words];
            let value = first_missing(&row_seen, column, diagonal);
            let (word, bit) = (value / 64, 1u64 << (value % 64));
            row_seen[word] |= bit;
            column[word] |= bit;
            diagonal[word] |= bit;
            row.push(value as u64);
        }
        table.push(row);
    }
    table
}

fn first_missing(a: &[u64], b: &[u64], c: &[u64]) -> usize {
    for (index, ((x, y), z)) in a.iter().zip(b).zip(c).enumerate() {
        let union = x | y | z;
        if union != u64::MAX {
            return index * 64 + union.trailing_ones() as usize;
        }
    }
    // Unreachable by the bound g ≤ a + b < 64·words; a full union would mean a larger value.
    a.len() * 64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_rows_match_oeis_a004481() {
        let table = grundy_rows(4, 8);
        assert_eq!(table[0], [0, 1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(table[1], [1, 2, 0, 4, 5, 3, 7, 8]);
        assert_eq!(table[2], [2, 0, 1, 5, 3, 4, 8, 6]);
        assert_eq!(table[3], [3, 4, 5, 6, 2, 0, 1, 9]);
    }

    #[test]
    fn limits_are_named_in_the_error() {
        let err = grundy_value(&Natural::from(20_000u64), &Natural::from(20_000u64)).unwrap_err();
        assert!(err.message().contains("16384"), "{}", err.message());
        let huge: Natural = "1000000000000000000000000".parse().unwrap();
        assert_eq!(grundy_value(&Natural::ZERO, &huge).unwrap(), huge);
        assert!(grundy_value(&Natural::from(1u64), &huge).is_err());
    }
}
