//! The square table of Wythoff Grundy values, row by row, each cell a scan for the first value
//! missing from three bitsets: its row, its column and its diagonal.
//!
//! For a ≤ b, g(a, b) = mex(R ∪ C ∪ D) with R = {g(a, y) : y < b}, C = {g(x, b) : x < a} and
//! D = {g(a − t, b − t) : 1 ≤ t ≤ a} (diagonal e = b − a). Row by row, R is the worker's own
//! bitset (it starts as column a's set: by symmetry, g(a, y) = g(y, a) for y < a), and C and D
//! are shared bitsets, one per column and one per diagonal, that each row adds its values to.
//!
//! Where the scan starts: every value below b − 2a is an option (THEORY: b − 2a ≤ g(a, b), and
//! the counting proof shows all smaller values are present), and no value below the first
//! word of R, C or D that is not full is missing. So the scan starts at the highest of those
//! four words and reads the three sets four words at a time.
//!
//! Pipeline (`pipeline`): row a at column b needs (a − 1, b) in column b and (a − 1, b − 1) on
//! its diagonal, so it waits until row a − 1 has published column b as done; rows publish every
//! 32 columns. A row writes column b and diagonal b − a only at column b, after the row above
//! has finished there, and the row below reads them only after this row has published past b:
//! one writer at a time, ordered by the Release/Acquire of the progress counters, so the words
//! are plain (Relaxed) loads and stores, with no locked read-modify-write.
//!
//! Why not the calendar of `holes`: here a cell reads about 14 words of each set at 4096² (54 at
//! 16384²), in order, from sets that stay in cache while a row crosses them, for ~235
//! instructions a cell. The holes method reads fewer words (about 4) but at scattered places,
//! for ~570 instructions a cell: slower up to side 10,000, and faster beyond, where the scans
//! grow with a and the sets outgrow the cache.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use super::pipeline::Pipeline;

/// Bits per bitset word.
const WORD: usize = 64;
/// A row publishes its progress every this many columns (and at its end).
const PUBLISH_EVERY: usize = 32;

/// What the workers share: one value set per column and per diagonal, each with the index of
/// its first word that is not full, and the rows' progress.
struct Shared {
    /// Words per set: values are at most 2·size − 2, plus one spare word so a scan always stops.
    words: usize,
    /// Set of column c at `c · words`: g(x, c) for the rows x above the current one.
    columns: Vec<AtomicU64>,
    column_free: Vec<AtomicU32>,
    /// Set of diagonal e at `e · words`: g(x, x + e) for the rows x above the current one.
    diagonals: Vec<AtomicU64>,
    diagonal_free: Vec<AtomicU32>,
    pipeline: Pipeline,
}

/// Adds v to a shared set (one writer at a time, see the module notes) and moves its first
/// non-full word past any word it fills.
#[inline]
fn insert(set: &[AtomicU64], first_free: &AtomicU32, v: usize) {
    let word = &set[v / WORD];
    let bits = word.load(Ordering::Relaxed) | 1 << (v % WORD);
    word.store(bits, Ordering::Relaxed);
    if bits == u64::MAX {
        let mut free = first_free.load(Ordering::Relaxed) as usize;
        while set[free].load(Ordering::Relaxed) == u64::MAX {
            free += 1;
        }
        first_free.store(free as u32, Ordering::Relaxed);
    }
}

/// g(a, b) for 0 ≤ a ≤ b < `size` (≤ 16384, so every value fits in u16), row a at
/// `row_start(a)`, on `threads` workers (the calling thread is one of them).
pub(super) fn compute(size: usize, threads: usize) -> Vec<u16> {
    assert!(size <= 1 << 15);
    let mut values = vec![0u16; size * (size + 1) / 2];
    let words = (2 * size).div_ceil(WORD) + 1;
    let words64 = |len: usize| (0..len).map(|_| AtomicU64::new(0)).collect();
    let words32 = |len: usize| (0..len).map(|_| AtomicU32::new(0)).collect();
    let shared = Shared {
        words,
        columns: words64(size * words),
        column_free: words32(size),
        diagonals: words64(size * words),
        diagonal_free: words32(size),
        pipeline: Pipeline::new(size),
    };
    shared.pipeline.run(
        threads,
        &mut values,
        || vec![0u64; words],
        |row, a, cells| run_row(&shared, a, cells, row),
    );
    values
}

/// Row a: g(a, b) for b = a..size into `cells[b − a]`, with `row` (the worker's, any contents)
/// as its set.
fn run_row(shared: &Shared, a: usize, cells: &mut [u16], row: &mut [u64]) {
    let words = shared.words;
    let size = a + cells.len();
    // Row a's values left of the diagonal are column a's: final once row a − 1 has done it.
    let mut ready = shared.pipeline.wait_above(a, a + 1);
    for (r, c) in row
        .iter_mut()
        .zip(&shared.columns[a * words..(a + 1) * words])
    {
        *r = c.load(Ordering::Relaxed);
    }
    let mut row_free = shared.column_free[a].load(Ordering::Relaxed) as usize;
    for (b, slot) in (a..size).zip(cells.iter_mut()) {
        if b >= ready {
            ready = shared.pipeline.wait_above(a, b + PUBLISH_EVERY);
        }
        let e = b - a;
        let diagonal = &shared.diagonals[e * words..(e + 1) * words];
        let diagonal_free = &shared.diagonal_free[e];
        let start = (e.saturating_sub(a) / WORD)
            .max(row_free)
            .max(diagonal_free.load(Ordering::Relaxed) as usize);
        let value = if e == 0 {
            // (a, a): its row and column are the same set.
            let (word, union) = first_not_full(row, diagonal, diagonal, start);
            word * WORD + union.trailing_ones() as usize
        } else {
            let column = &shared.columns[b * words..(b + 1) * words];
            let column_free = &shared.column_free[b];
            let start = start.max(column_free.load(Ordering::Relaxed) as usize);
            let (word, union) = first_not_full(row, column, diagonal, start);
            let value = word * WORD + union.trailing_ones() as usize;
            insert(column, column_free, value);
            value
        };
        row[value / WORD] |= 1 << (value % WORD);
        while row[row_free] == u64::MAX {
            row_free += 1;
        }
        insert(diagonal, diagonal_free, value);
        *slot = value as u16;
        if (b + 1) % PUBLISH_EVERY == 0 {
            shared.pipeline.publish(a, b + 1);
        }
    }
    shared.pipeline.publish(a, size);
}

/// The first word at or after `start` where `row | column | diagonal` is not full, and that
/// union. Four words at a time: one branch per 256 values.
#[inline(always)]
fn first_not_full(
    row: &[u64],
    column: &[AtomicU64],
    diagonal: &[AtomicU64],
    start: usize,
) -> (usize, u64) {
    let len = row.len().min(column.len()).min(diagonal.len());
    let (row, column, diagonal) = (&row[..len], &column[..len], &diagonal[..len]);
    let union =
        |w: usize| row[w] | column[w].load(Ordering::Relaxed) | diagonal[w].load(Ordering::Relaxed);
    let mut word = start;
    while word + 4 <= len {
        let block = [
            union(word),
            union(word + 1),
            union(word + 2),
            union(word + 3),
        ];
        if block[0] & block[1] & block[2] & block[3] != u64::MAX {
            let (i, bits) = block
                .into_iter()
                .enumerate()
                .find(|&(_, bits)| bits != u64::MAX)
                .expect("a word of the block is not full");
            return (word + i, bits);
        }
        word += 4;
    }
    (word..len)
        .map(|w| (w, union(w)))
        .find(|&(_, bits)| bits != u64::MAX)
        .expect("g(a, b) ≤ a + b is below the spare word")
}
