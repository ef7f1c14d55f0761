//! The options of a Wythoff position that have a given small Grundy value, found without the
//! table of all smaller positions: a sum needs the moves of its Wythoff part to the value
//! g ⊕ X, and past the table (and past the rows whose additive period is proven) those are
//! still cheap to find when that value is small.
//!
//! Only values up to v matter: whether g(x, y) ≤ v, and which, depends on which of 0, …, v its
//! options have, so r(x, y) = g(x, y) if it is at most v (else "above") is the mex, capped at
//! v, of the r of its options, computed row by row. Each row holds each value once, and
//! g(x, y) ≥ y − 2x (of the y cells left of (x, y) in its row, at most v have a value below
//! g(x, y) = v, and each of the others has v among its options: in its column or on its
//! diagonal below row x, where the x rows below hold one cell of value v each), so row x's
//! values up to v lie in columns 0, …, v + 2x: (a + 1)(v + a + 1) cells for the rows up to a.

use crate::error::{Error, Result};
use crate::num::Natural;

/// The most work finding the options of one value may do: cells times the 64-bit words of a
/// set of values (a second or so), with the words it keeps counted 64 times (so at most
/// 128 MiB of them).
pub const LOW_VALUE_WORK_LIMIT: u64 = 1 << 30;

/// The options (x, y) of the position (`low`, `high`), low ≤ high, whose Grundy value is
/// `value`, each as (the low heap's new size, the high heap's new size), in the order found.
/// An error naming `wythoff_low_value_work` when the rows up to `low` with the values up to
/// `value` are more than [`LOW_VALUE_WORK_LIMIT`] of work.
pub(crate) fn options_of_value(
    low: u64,
    high: &Natural,
    value: &Natural,
) -> Result<Vec<[Natural; 2]>> {
    // Every option (x, y) has g(x, y) ≤ x + y < low + high.
    if *value >= &Natural::from(low) + high {
        return Ok(Vec::new());
    }
    // So the value is below 2^64 + low, and a value past u64 has high past u64 too: its row
    // a's cell of that value is in a column below it, and no other option has it, but the
    // rows' sets would be too large anyway.
    let work = value.to_u64().and_then(|v| work(low, v));
    let (Some(v), Some(work)) = (value.to_u64(), work) else {
        return Err(too_much(None, value));
    };
    if work > LOW_VALUE_WORK_LIMIT {
        return Err(too_much(Some(work), value));
    }
    let words = (v / 64 + 1) as usize;
    let a = low;
    // Columns 0..=v + 2a; diagonals y − x from −a to v + a, stored at y − x + a.
    let columns = (v + 2 * a + 1) as usize;
    let mut column_sets = vec![0u64; columns * words];
    let mut diagonal_sets = vec![0u64; (columns + a as usize) * words];
    let mut row_set = vec![0u64; words];
    // high as a column index, if it is one of the columns looked at.
    let high_column = high.to_u64().filter(|&h| h < columns as u64);
    let mut found = Vec::new();
    for x in 0..=a {
        if x % 64 == 0 {
            crate::interrupt::check()?;
        }
        row_set.fill(0);
        for y in 0..=(v + 2 * x) {
            let c = y as usize * words;
            let d = (y + a - x) as usize * words;
            let mex = (0..words).find_map(|w| {
                let taken = row_set[w] | column_sets[c + w] | diagonal_sets[d + w];
                let free = !taken;
                (free != 0).then(|| w as u64 * 64 + u64::from(free.trailing_zeros()))
            });
            let Some(r) = mex.filter(|&r| r <= v) else {
                continue;
            };
            let (w, bit) = ((r / 64) as usize, 1u64 << (r % 64));
            row_set[w] |= bit;
            column_sets[c + w] |= bit;
            diagonal_sets[d + w] |= bit;
            if r != v {
                continue;
            }
            let in_high_column = high_column == Some(y);
            if x == a {
                // A move in the high heap: (a, y) with y < high.
                if Natural::from(y) < *high {
                    found.push([Natural::from(a), Natural::from(y)]);
                }
            } else if in_high_column {
                // A move in the low heap: (x, high).
                found.push([Natural::from(x), high.clone()]);
            } else if high_column.and_then(|h| h.checked_sub(y)) == Some(a - x) {
                // A move in both heaps: (a − t, high − t) with t = a − x.
                found.push([Natural::from(x), Natural::from(y)]);
            }
        }
    }
    Ok(found)
}

/// (a + 1)(v + a + 1) cells times the words of a set of values up to v, or the words of the
/// column and diagonal sets (v + 2a + 1 and v + 3a + 1 of them) times 64 if more (memory is
/// bounded by the same limit), if it fits a u64.
fn work(a: u64, v: u64) -> Option<u64> {
    let words = v / 64 + 1;
    let cells = (a.checked_add(1)?).checked_mul(v.checked_add(a)?.checked_add(1)?)?;
    let sets = v.checked_add(a.checked_mul(5)?)?.checked_add(2)?;
    cells.max(sets.checked_mul(64)?).checked_mul(words)
}

fn too_much(work: Option<u64>, value: &Natural) -> Error {
    Error::too_large(
        "wythoff_low_value_work",
        LOW_VALUE_WORK_LIMIT,
        work.map(Natural::from),
        crate::text::msg!(
            "error-wythoff-low-value-work",
            value = value,
            limit = LOW_VALUE_WORK_LIMIT
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wythoff::grundy_rows;

    /// g(x, y) for x, y ≤ n by the rules: the mex of every option.
    fn table(n: usize) -> Vec<Vec<u64>> {
        let mut g = vec![vec![0u64; n + 1]; n + 1];
        for x in 0..=n {
            for y in 0..=n {
                let mut seen = vec![false; 2 * (n + 1) + 1];
                (0..x).for_each(|i| seen[g[i][y] as usize] = true);
                (0..y).for_each(|j| seen[g[x][j] as usize] = true);
                (1..=x.min(y)).for_each(|t| seen[g[x - t][y - t] as usize] = true);
                g[x][y] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        g
    }

    #[test]
    fn options_of_each_value_are_the_rules_ones() {
        let n = 40;
        let g = table(n);
        assert_eq!(g[1][2], 0);
        assert_eq!(g[3][5], 0);
        for a in 0..=n {
            for b in a..=n {
                for v in 0..=(a + b + 1) as u64 {
                    let mut expected: Vec<[Natural; 2]> = Vec::new();
                    (0..a)
                        .filter(|&x| g[x][b] == v)
                        .for_each(|x| expected.push([x.into(), b.into()]));
                    (0..b)
                        .filter(|&y| g[a][y] == v)
                        .for_each(|y| expected.push([a.into(), y.into()]));
                    (1..=a)
                        .filter(|&t| g[a - t][b - t] == v)
                        .for_each(|t| expected.push([(a - t).into(), (b - t).into()]));
                    expected.sort();
                    let mut got =
                        options_of_value(a as u64, &Natural::from(b), &Natural::from(v)).unwrap();
                    got.sort();
                    assert_eq!(got, expected, "({a}, {b}) to value {v}");
                }
            }
        }
    }

    #[test]
    fn rows_agree_with_the_library_table_further_out() {
        // Row 300 against the library's own rectangle, for the values up to 40.
        let rows = grundy_rows(301, 1000);
        let row = &rows[300];
        for v in 0..40u64 {
            let c = row.iter().position(|&g| g == v).unwrap() as u64;
            let got = options_of_value(300, &Natural::from(1000u64), &Natural::from(v)).unwrap();
            assert!(
                got.contains(&[Natural::from(300u64), Natural::from(c)]),
                "value {v} at column {c}: {got:?}"
            );
        }
    }

    #[test]
    fn too_much_work_names_the_limit() {
        let error = options_of_value(
            1 << 20,
            &Natural::from(1u64 << 40),
            &Natural::from(1u64 << 30),
        )
        .unwrap_err();
        assert!(
            error.message().contains("wythoff_low_value_work"),
            "{}",
            error.message()
        );
        assert!(error.is_too_large());
    }
}
