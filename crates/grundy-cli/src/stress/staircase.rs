//! Staircase Nim judges: poj1704 (Georgia and Bob: chessmen on a line, the gaps a staircase).
//!
//! Limits (problem statement): "1 <= T <= 20", "1 <= N <= 1000", cells "1 <= Pi <= 10000",
//! distinct.
//!
//! Adversarial positions: cells out of order (a solution that forgets to sort), an odd number
//! of chessmen (pairing the gaps from the left instead of the right), a chessman on cell 1 (a
//! gap of 0), a single chessman, neighbours, P-positions (the gaps on the odd steps, counted
//! from the right, XOR to 0), and the largest cells.

use super::records::{Format, Framing, Layout, RecordGenerator};
use super::{Generator, Rng, Scope};

/// Cells beyond 2^64 (the judge reads cells of any size).
const BEYOND: u128 = 10u128.pow(30);

/// Whether the cells are distinct (every record of poj1704 must be).
fn distinct(cells: &[u128]) -> bool {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).all(|w| w[0] < w[1])
}

/// `count` distinct cells in 1..=`top`, from gaps (half the time a P-position: the gaps on the
/// odd steps from the right XOR to 0), in a random order.
fn cells(rng: &mut Rng, count: usize, top: u128) -> Vec<u128> {
    let room = (top / count as u128).max(1) - 1;
    let mut gaps: Vec<u128> = (0..count).map(|_| rng.interesting(0, room)).collect();
    if rng.chance(50) {
        // The last gap is step 1: it takes the XOR of steps 3, 5, … if that fits.
        let others = gaps.iter().rev().skip(2).step_by(2).fold(0, |x, g| x ^ g);
        if others <= room {
            gaps[count - 1] = others;
        }
    }
    let mut cells = Vec::with_capacity(count);
    let mut cell = 0u128;
    for gap in gaps {
        cell += gap + 1;
        cells.push(cell);
    }
    if rng.chance(70) {
        for i in (1..cells.len()).rev() {
            cells.swap(i, rng.index(0, i));
        }
    }
    cells
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    if problem != "poj1704" {
        return None;
    }
    let top = if scope == Scope::Beyond {
        BEYOND
    } else {
        10_000
    };
    let max_len = 1000;
    let curated = vec![
        vec![1, 2, 3],
        vec![1, 5, 6, 7, 9, 12, 14, 17],
        vec![1],
        vec![2],
        vec![top],
        vec![3, 1, 2],
        vec![5, 2],
        vec![2, 5, 6],
        vec![1, 3],
        vec![2, 3],
        vec![top - 1, top],
        vec![1, top],
        vec![4, 1, 7],
        (1..=max_len as u128).collect(),
        (0..max_len as u128).map(|i| top - i).collect(),
        (0..max_len as u128).map(|i| 1 + 10 * i).collect(),
    ];
    let format = Format {
        framing: Framing::Counted,
        layout: Layout::Listed {
            min_len: 1,
            max_len,
            own_line: true,
        },
        max_records: 20,
        bounds: vec![(1, top)],
        valid: distinct,
    };
    let draw = move |rng: &mut Rng, _: &Format| {
        let count = if rng.chance(5) {
            max_len
        } else {
            rng.index(1, 9)
        };
        cells(rng, count, top)
    };
    Some(Box::new(RecordGenerator::new(
        format,
        curated,
        Box::new(draw),
    )))
}
