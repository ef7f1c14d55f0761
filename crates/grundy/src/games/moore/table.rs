//! The Grundy values of Moore's Nim by their definition, the mex over the options, for every
//! position within the given one's heaps ("the box": each heap at most its size), in one table.
//!
//! Moore's Nim has no known closed form for its values beyond K = 1 (Nim) and the P-positions,
//! so they are computed, within [`MOORE_GRUNDY_LIMIT`](super::MOORE_GRUNDY_LIMIT). Options only
//! lower heaps, so an option's index in the box (heap 0 the lowest digit) is smaller and the
//! table fills in index order. A position v has Π(vᵢ + 1) − 1 options at most, so the table
//! costs at most Π over the heaps of (h + 1)(h + 2)/2 steps ([`steps`]).

use crate::num::Natural;

/// The Grundy value of every position in the box of some heaps.
#[derive(Debug)]
pub(super) struct Table {
    sizes: Vec<u64>,
    strides: Vec<usize>,
    values: Vec<u64>,
    reach: usize,
}

/// The steps of the table of `heaps` (at most Π (h + 1)(h + 2)/2), or `None` past a word.
pub(super) fn steps(heaps: &[Natural]) -> Option<u64> {
    heaps.iter().try_fold(1u64, |product, heap| {
        let h = heap.to_u64()?;
        let triangle = h.checked_add(1)?.checked_mul(h.checked_add(2)?)? / 2;
        product.checked_mul(triangle)
    })
}

/// Calls `visit` with the index and the heaps of every option of `position` (a move lowers 1
/// to `reach` heaps), heaps from the first: each is kept, or lowered to each smaller size.
pub(super) fn each_option(
    position: &[u64],
    strides: &[usize],
    reach: usize,
    visit: &mut dyn FnMut(usize, &[u64]),
) {
    fn lower(
        heap: usize,
        changed: usize,
        index: usize,
        current: &mut Vec<u64>,
        strides: &[usize],
        reach: usize,
        visit: &mut dyn FnMut(usize, &[u64]),
    ) {
        if heap == current.len() {
            if changed > 0 {
                visit(index, current);
            }
            return;
        }
        lower(heap + 1, changed, index, current, strides, reach, visit);
        if changed == reach {
            return;
        }
        let size = current[heap];
        for to in 0..size {
            current[heap] = to;
            let option = index - (size - to) as usize * strides[heap];
            lower(
                heap + 1,
                changed + 1,
                option,
                current,
                strides,
                reach,
                visit,
            );
        }
        current[heap] = size;
    }
    let index = position
        .iter()
        .zip(strides)
        .map(|(&h, &s)| h as usize * s)
        .sum();
    lower(0, 0, index, &mut position.to_vec(), strides, reach, visit);
}

impl Table {
    /// The table of the box of `sizes`, a move lowering 1 to `reach` heaps. The caller has
    /// checked [`steps`] against the limit.
    pub(super) fn new(sizes: &[u64], reach: usize) -> Table {
        let mut strides = Vec::with_capacity(sizes.len());
        let mut cells = 1usize;
        for &h in sizes {
            strides.push(cells);
            cells *= h as usize + 1;
        }
        let mut values: Vec<u64> = Vec::with_capacity(cells);
        let mut seen: Vec<usize> = Vec::new(); // seen[g] = the cell that last saw value g, + 1
        let mut position = vec![0u64; sizes.len()];
        for cell in 0..cells {
            each_option(&position, &strides, reach, &mut |option, _| {
                let value = values[option] as usize;
                if value >= seen.len() {
                    seen.resize(value + 1, 0);
                }
                seen[value] = cell + 1;
            });
            let mex = seen
                .iter()
                .position(|&s| s != cell + 1)
                .unwrap_or(seen.len());
            values.push(mex as u64);
            // The next position, as an odometer with heap 0 the fastest digit.
            for (heap, &size) in sizes.iter().enumerate() {
                if position[heap] < size {
                    position[heap] += 1;
                    break;
                }
                position[heap] = 0;
            }
        }
        Table {
            sizes: sizes.to_vec(),
            strides,
            values,
            reach,
        }
    }

    /// The value of the position with these heaps (each within the box).
    pub(super) fn value(&self, heaps: &[u64]) -> u64 {
        let index: usize = heaps
            .iter()
            .zip(&self.strides)
            .map(|(&h, &s)| h as usize * s)
            .sum();
        self.values[index]
    }

    /// The value of the box's own corner: the position the table was made for.
    pub(super) fn top(&self) -> u64 {
        self.value(&self.sizes)
    }

    /// Calls `visit` with the heaps of every option of the corner whose value is `value`.
    pub(super) fn options_of_value(&self, value: u64, visit: &mut dyn FnMut(&[u64])) {
        each_option(
            &self.sizes,
            &self.strides,
            self.reach,
            &mut |index, heaps| {
                if self.values[index] == value {
                    visit(heaps);
                }
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_heap_at_a_time_is_nim() {
        let table = Table::new(&[5, 3, 6], 1);
        for a in 0..=5 {
            for b in 0..=3 {
                for c in 0..=6 {
                    assert_eq!(table.value(&[a, b, c]), a ^ b ^ c, "{a} {b} {c}");
                }
            }
        }
    }

    #[test]
    fn steps_bound_the_options() {
        let heaps = [Natural::from(3u64), Natural::from(4u64)];
        assert_eq!(steps(&heaps), Some(10 * 15));
        assert_eq!(steps(&[Natural::from(u64::MAX)]), None);
    }
}
