//! The square table of Wythoff Grundy values, computed anti-diagonal by anti-diagonal in
//! parallel.
//!
//! Why anti-diagonals: every option of (a, b) has a smaller sum a + b, so the cells of one
//! anti-diagonal d = a + b depend only on earlier anti-diagonals and are independent of each
//! other. By symmetry only a ≤ b is computed.
//!
//! Why one bitset per *line*: in anti-diagonal order, when cell (a, b) is reached the values
//! already placed on line a are exactly {g(a, y) : y < b} (its row) and those on line b are
//! exactly {g(x, b) : x < a} (its column, read by symmetry as row b). So one set per line and
//! one per diagonal k = b − a hold the whole option set, and the cells of one anti-diagonal
//! touch pairwise different lines (a and d − a) and diagonals (d − 2a): a split of the slices
//! gives each cell disjoint `&mut` access, with no locks, atomics or unsafe code.
//!
//! Why the scan can start late: for every position, each value v < b − 2a is among the values
//! of its options (THEORY: b − 2a ≤ g(a, b); the counting proof shows every smaller value is
//! present, not only that the minimum is large). So the mex scan starts at word (b − 2a)/64,
//! or later at the first word that is not yet full in any of the three sets.

use rayon::prelude::*;

/// Bits per bitset word.
const WORD: usize = 64;
/// Anti-diagonals shorter than this are done on one thread: splitting costs more than it saves.
const PARALLEL_MIN_CELLS: usize = 1024;
/// The least number of cells one parallel task takes.
const TASK_MIN_CELLS: usize = 512;

/// The values g(a, b), a ≤ b < `size`, stored anti-diagonal by anti-diagonal.
pub(super) struct Wavefront {
    /// `values[starts[d] + (a − first_row(d))]` is g(a, d − a).
    pub(super) values: Vec<u16>,
    pub(super) starts: Vec<usize>,
}

/// The first row a of anti-diagonal d inside a `size` × `size` table: b = d − a ≤ size − 1.
pub(super) fn first_row(d: usize, size: usize) -> usize {
    (d + 1).saturating_sub(size)
}

/// One set of values: its bits, and the index of its first word that is not all ones.
struct Line<'a> {
    bits: &'a mut [u64],
    first_free: &'a mut u32,
}

impl Line<'_> {
    fn insert(&mut self, value: usize) {
        self.bits[value / WORD] |= 1 << (value % WORD);
        let mut free = *self.first_free as usize;
        while self.bits[free] == u64::MAX {
            free += 1;
        }
        *self.first_free = free as u32;
    }
}

/// Computes the table for `size` ≤ 32768 (so every a + b and value fits in u16).
///
/// `use_first_free`: start each mex scan at the first non-full word of the three sets as well
/// as at the bound b − 2a (kept switchable so the benchmark can measure what it is worth).
pub(super) fn compute(size: usize, use_first_free: bool) -> Wavefront {
    debug_assert!(size <= 1 << 15);
    // g(a, b) ≤ a + b ≤ 2·size − 2, plus one spare word so a full word always has a successor.
    let words = (2 * size).div_ceil(WORD) + 1;
    let mut line_bits = vec![0u64; size * words];
    let mut line_free = vec![0u32; size];
    // Diagonal k = b − a, split by parity so one anti-diagonal uses a contiguous range:
    // on anti-diagonal d, cell a uses diagonal d − 2a, stored at index ⌊d/2⌋ − a.
    let half = size.div_ceil(2);
    let mut diagonal_bits = [vec![0u64; half * words], vec![0u64; half * words]];
    let mut diagonal_free = [vec![0u32; half], vec![0u32; half]];

    let anti_diagonals = (2 * size).saturating_sub(1);
    let mut starts = Vec::with_capacity(anti_diagonals + 1);
    let mut total = 0usize;
    for d in 0..anti_diagonals {
        starts.push(total);
        total += d / 2 + 1 - first_row(d, size);
    }
    starts.push(total);
    let mut values = vec![0u16; total];

    let mut remaining = values.as_mut_slice();
    for d in 0..anti_diagonals {
        let low = first_row(d, size);
        let cells = d / 2 + 1 - low;
        let (out, rest) = remaining.split_at_mut(cells);
        remaining = rest;
        let parity = d % 2;
        let diag_bits = &mut diagonal_bits[parity];
        let diag_free = &mut diagonal_free[parity];

        // Cells with a < b: rows low..=last_strict pair with columns d − a.
        let last_strict = d.div_ceil(2); // exclusive bound on a
        let strict = last_strict.saturating_sub(low);
        let (low_lines, high_lines) = line_bits.split_at_mut(last_strict * words);
        let (low_free, high_free) = line_free.split_at_mut(last_strict);
        // Column lines b = d − a for a = low..last_strict are d − last_strict + 1 ..= d − low.
        let column_start = d + 1 - last_strict;
        let column_offset = column_start - last_strict; // index inside high_* (1 if d even)
        let rows = Lines::new(
            &mut low_lines[low * words..],
            &mut low_free[low..],
            words,
            strict,
        );
        let columns = Lines::new(
            &mut high_lines[column_offset * words..],
            &mut high_free[column_offset..],
            words,
            strict,
        );
        // Diagonal index ⌊d/2⌋ − a runs from ⌊d/2⌋ − low down to ⌊d/2⌋ − last_strict + 1.
        let diag_low = d / 2 + 1 - last_strict;
        let diagonals = Lines::new(
            &mut diag_bits[diag_low * words..],
            &mut diag_free[diag_low..],
            words,
            strict,
        );
        let (strict_out, middle_out) = out.split_at_mut(strict);

        let cell = |(((value, a), row), (column, diagonal)): CellParts<'_>| {
            *value = place(a, d - a, row, column, diagonal, use_first_free);
        };
        if strict >= PARALLEL_MIN_CELLS {
            strict_out
                .par_iter_mut()
                .zip(low..last_strict)
                .zip(rows.par())
                .zip(columns.par().rev().zip(diagonals.par().rev()))
                .with_min_len(TASK_MIN_CELLS)
                .for_each(cell);
        } else {
            strict_out
                .iter_mut()
                .zip(low..last_strict)
                .zip(rows.seq())
                .zip(columns.seq().rev().zip(diagonals.seq().rev()))
                .for_each(cell);
        }

        // The cell a = b = d/2 (d even): row and column are the same line, diagonal 0.
        if let Some(value) = middle_out.first_mut() {
            let a = d / 2;
            let line = &mut high_lines[..words];
            let line_start = &mut high_free[0];
            let diagonal = &mut diag_bits[..words];
            let diagonal_start = &mut diag_free[0];
            let start = scan_start(a, a, use_first_free, &[*line_start, *diagonal_start]);
            let found = first_missing(&[&*line, &*diagonal], start);
            *value = found as u16;
            Line {
                bits: line,
                first_free: line_start,
            }
            .insert(found);
            Line {
                bits: diagonal,
                first_free: diagonal_start,
            }
            .insert(found);
        }
    }
    Wavefront { values, starts }
}

type CellParts<'a> = (((&'a mut u16, usize), Line<'a>), (Line<'a>, Line<'a>));

/// `count` consecutive sets of `words` words each, with their first-free pointers.
struct Lines<'a> {
    bits: &'a mut [u64],
    free: &'a mut [u32],
    words: usize,
}

impl<'a> Lines<'a> {
    fn new(bits: &'a mut [u64], free: &'a mut [u32], words: usize, count: usize) -> Self {
        Lines {
            bits: &mut bits[..count * words],
            free: &mut free[..count],
            words,
        }
    }

    fn par(self) -> impl IndexedParallelIterator<Item = Line<'a>> {
        self.bits
            .par_chunks_mut(self.words)
            .zip(self.free.par_iter_mut())
            .map(|(bits, first_free)| Line { bits, first_free })
    }

    fn seq(self) -> impl DoubleEndedIterator<Item = Line<'a>> {
        self.bits
            .chunks_mut(self.words)
            .zip(self.free.iter_mut())
            .map(|(bits, first_free)| Line { bits, first_free })
    }
}

/// The word where the mex scan of cell (a, b), a ≤ b, may start.
#[inline]
fn scan_start(a: usize, b: usize, use_first_free: bool, first_free: &[u32]) -> usize {
    let bound = (b - a).saturating_sub(a) / WORD;
    if use_first_free {
        first_free.iter().fold(bound, |s, &f| s.max(f as usize))
    } else {
        bound
    }
}

/// g(a, b) for a < b from its row, column and diagonal sets; records it in all three.
#[inline]
fn place(
    a: usize,
    b: usize,
    mut row: Line<'_>,
    mut column: Line<'_>,
    mut diagonal: Line<'_>,
    use_first_free: bool,
) -> u16 {
    let start = scan_start(
        a,
        b,
        use_first_free,
        &[*row.first_free, *column.first_free, *diagonal.first_free],
    );
    let value = first_missing(&[&*row.bits, &*column.bits, &*diagonal.bits], start);
    row.insert(value);
    column.insert(value);
    diagonal.insert(value);
    value as u16
}

/// The least value, from word `start` on, in none of `sets`.
///
/// Four words at a time: one branch per 256 values, and a loop the compiler vectorises.
#[inline]
fn first_missing<const N: usize>(sets: &[&[u64]; N], start: usize) -> usize {
    let words = sets[0].len();
    let mut word = start;
    while word + 4 <= words {
        let mut union = [0u64; 4];
        for set in sets {
            let block: &[u64; 4] = set[word..word + 4].try_into().expect("four words");
            for (u, w) in union.iter_mut().zip(block) {
                *u |= w;
            }
        }
        if union[0] & union[1] & union[2] & union[3] != u64::MAX {
            let (i, u) = union
                .iter()
                .enumerate()
                .find(|(_, u)| **u != u64::MAX)
                .unwrap_or((0, &0));
            return (word + i) * WORD + u.trailing_ones() as usize;
        }
        word += 4;
    }
    for word in word..words {
        let union = sets.iter().fold(0, |u, set| u | set[word]);
        if union != u64::MAX {
            return word * WORD + union.trailing_ones() as usize;
        }
    }
    // Unreachable: g ≤ a + b is below the last (spare) word.
    words * WORD
}
