//! The square table of Wythoff Grundy values, row by row, each cell a scan for the first value
//! missing from three bitsets: its row, its column and its diagonal.
//!
//! For a ≤ b, g(a, b) = mex(R ∪ C ∪ D) with R = {g(a, y) : y < b}, C = {g(x, b) : x < a} and
//! D = {g(a − t, b − t) : 1 ≤ t ≤ a} (diagonal e = b − a). Row by row, R is the worker's own
//! bitset (it starts as column a's set: by symmetry, g(a, y) = g(y, a) for y < a), and C and D
//! are shared bitsets, one per column and one per diagonal, that each row adds its values to.
//!
//! Where the scan starts: every value below b − 2a is an option (docs/THEORY.md § 5.8: b − 2a ≤ g(a, b), and
//! the counting proof shows all smaller values are present), and no value below the first
//! word of R, C or D that is not full is missing. So the scan starts at the highest of those
//! four words and reads the three sets four words at a time.
//!
//! Tiles: the rows are cut into bands of `BAND` rows and the columns into blocks of
//! `TILE_COLUMNS`; a tile (band, block) is computed row by row by one worker, once the band
//! above has finished that block and this band the blocks before it. The workers take the
//! lowest ready tile, so a slower core simply does fewer tiles (a row-per-thread pipeline
//! runs at the pace of its slowest core). And a tile's rows read the same few hundred column
//! and diagonal sets one after another, which then stay in the core's cache: at 16384² a row
//! alone sweeps about 15 MB of sets, a tile about 0.3 MB.
//!
//! Memory order: a band's progress (`done`) is stored with Release after its tile and read
//! with Acquire before a tile below is taken; a band's own rows and sets pass from worker to
//! worker through its mutex. Column b and diagonal e are written only by the tile that holds
//! their next cell, which runs after every tile that wrote them before: one writer at a time,
//! so their words are plain (Relaxed) loads and stores, with no locked read-modify-write.
//!
//! Measured (2 cores): 4096² in ~0.08 s, 16384² in ~3.1 s. A row-per-thread pipeline of the
//! same scan took 0.10 s at 4096² and 19 s for 16384² on one thread (7.2 s in tiles); a
//! calendar of each row's holes (about 3 looked at per cell, but ~570 instructions a cell at
//! scattered places) took 0.23 s and 4.6–5.3 s.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering};

/// Bits per bitset word.
const WORD: usize = 64;
/// Rows per band.
const BAND: usize = 32;
/// Columns per tile.
const TILE_COLUMNS: usize = 256;
/// Busy-wait rounds before a worker with no tile ready yields its core.
const SPINS_BEFORE_YIELD: u32 = 64;

/// What the workers share: one value set per column and per diagonal, each with the index of
/// its first word that is not full, and the bands.
struct Shared<'a> {
    size: usize,
    /// Words per set: values are at most 2·size − 2, plus one spare word so a scan always stops.
    words: usize,
    /// Set of column c at `c · words`: g(x, c) for the rows x above the current one.
    columns: Vec<AtomicU64>,
    column_free: Vec<AtomicU32>,
    /// Set of diagonal e at `e · words`: g(x, x + e) for the rows x above the current one.
    diagonals: Vec<AtomicU64>,
    diagonal_free: Vec<AtomicU32>,
    /// Band k's rows have finished every column below `done[k]` (Release when it grows).
    done: Vec<Progress>,
    /// Band k's rows: taken by one worker at a time, for one tile.
    bands: Vec<Mutex<Band<'a>>>,
    /// Set when a worker panics, so the others stop waiting.
    abort: AtomicBool,
    /// Set when the caller's [stop](crate::interrupt) is due: every worker returns.
    stopped: AtomicBool,
}

/// One band's progress, alone in its cache line.
#[repr(align(64))]
struct Progress(AtomicUsize);

/// A band's rows: their cells, and their sets while the band is being computed.
struct Band<'a> {
    first: usize,
    cells: Vec<&'a mut [u16]>,
    /// Row `first + i`'s set at `sets[i · words..]`, with its first non-full word `free[i]`
    /// (allocated at the band's first tile, freed after its last).
    sets: Vec<u64>,
    free: [usize; BAND],
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
/// `row_start(a)`, on `threads` workers (the calling thread is one of them). The workers carry
/// the caller's [stop](crate::interrupt) and look at it after each tile: an error once it is due.
pub(super) fn compute(size: usize, threads: usize) -> crate::error::Result<Vec<u16>> {
    assert!(size <= 1 << 15);
    let mut values = vec![0u16; size * (size + 1) / 2];
    let words = (2 * size).div_ceil(WORD) + 1;
    let words64 = |len: usize| (0..len).map(|_| AtomicU64::new(0)).collect();
    let words32 = |len: usize| (0..len).map(|_| AtomicU32::new(0)).collect();
    let mut bands = Vec::with_capacity(size.div_ceil(BAND));
    let mut rest = values.as_mut_slice();
    for first in (0..size).step_by(BAND) {
        let mut cells = Vec::with_capacity(BAND);
        for a in first..(first + BAND).min(size) {
            let (row, tail) = rest.split_at_mut(size - a);
            cells.push(row);
            rest = tail;
        }
        bands.push(Mutex::new(Band {
            first,
            cells,
            sets: Vec::new(),
            free: [0; BAND],
        }));
    }
    let shared = Shared {
        size,
        words,
        columns: words64(size * words),
        column_free: words32(size),
        diagonals: words64(size * words),
        diagonal_free: words32(size),
        done: (0..bands.len())
            .map(|k| Progress(AtomicUsize::new(k * BAND)))
            .collect(),
        bands,
        abort: AtomicBool::new(false),
        stopped: AtomicBool::new(false),
    };
    let threads = threads.clamp(1, shared.bands.len().max(1));
    let stop = crate::interrupt::current();
    std::thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(|| crate::interrupt::with_stop(&stop, || shared.work()));
        }
        shared.work();
    });
    let stopped = shared.stopped.load(Ordering::Relaxed);
    drop(shared);
    if stopped {
        crate::interrupt::with_stop(&stop, crate::interrupt::check)?;
    }
    Ok(values)
}

impl Shared<'_> {
    /// One worker: takes the lowest tile that is ready (its band's next columns, once the band
    /// above has finished them) until every band is done.
    fn work(&self) {
        let _guard = AbortOnPanic(&self.abort);
        let mut low = 0;
        let mut spins = 0u32;
        loop {
            if self.stopped.load(Ordering::Relaxed) {
                return;
            }
            while low < self.bands.len() && self.done[low].0.load(Ordering::Acquire) >= self.size {
                low += 1;
            }
            if low == self.bands.len() {
                return;
            }
            let mut worked = false;
            for k in low..self.bands.len() {
                let from = self.done[k].0.load(Ordering::Acquire);
                if from >= self.size {
                    continue;
                }
                let to = self.tile_end(from);
                let above = k
                    .checked_sub(1)
                    .map_or(self.size, |j| self.done[j].0.load(Ordering::Acquire));
                if above < to {
                    if from == k * BAND {
                        // Not started: no band below can be ready either.
                        break;
                    }
                    continue;
                }
                let Ok(mut band) = self.bands[k].try_lock() else {
                    continue;
                };
                // Another worker may have done this tile meanwhile.
                let from = self.done[k].0.load(Ordering::Acquire);
                if from < self.size && self.tile_end(from) <= above {
                    let to = self.tile_end(from);
                    self.tile(&mut band, from, to);
                    self.done[k].0.store(to, Ordering::Release);
                    worked = true;
                    if crate::interrupt::is_due() {
                        self.stopped.store(true, Ordering::Relaxed);
                    }
                }
                break;
            }
            if worked {
                spins = 0;
            } else {
                assert!(
                    !self.abort.load(Ordering::Relaxed),
                    "another worker of the Wythoff table panicked"
                );
                if spins < SPINS_BEFORE_YIELD {
                    spins += 1;
                    std::hint::spin_loop();
                } else {
                    std::thread::yield_now();
                }
            }
        }
    }

    /// Where the tile starting at column `from` ends.
    fn tile_end(&self, from: usize) -> usize {
        ((from / TILE_COLUMNS + 1) * TILE_COLUMNS).min(self.size)
    }

    /// The cells of `band` in columns `from..to`, row by row (the band above has finished
    /// them, and this band every column below `from`).
    fn tile(&self, band: &mut Band<'_>, from: usize, to: usize) {
        let words = self.words;
        if band.sets.is_empty() {
            band.sets = vec![0; BAND * words];
        }
        let first = band.first;
        let Band {
            cells, sets, free, ..
        } = band;
        for ((i, row_cells), (row, row_free)) in cells
            .iter_mut()
            .enumerate()
            .zip(sets.chunks_exact_mut(words).zip(free.iter_mut()))
        {
            let a = first + i;
            if a >= to {
                break;
            }
            self.row_part(a, from.max(a), to, row_cells, row, row_free);
        }
        if to == self.size {
            band.sets = Vec::new();
        }
    }

    /// Row a's cells in columns `from..to` into `cells[b − a]`, with `row` as its set.
    fn row_part(
        &self,
        a: usize,
        from: usize,
        to: usize,
        cells: &mut [u16],
        row: &mut [u64],
        row_free: &mut usize,
    ) {
        let words = self.words;
        for b in from..to {
            let e = b - a;
            let diagonal = &self.diagonals[e * words..(e + 1) * words];
            let diagonal_free = &self.diagonal_free[e];
            let value = if e == 0 {
                // (a, a): row a so far is column a (by symmetry), complete now; its row and
                // column are the same set.
                let column = &self.columns[a * words..(a + 1) * words];
                for (r, c) in row.iter_mut().zip(column) {
                    *r = c.load(Ordering::Relaxed);
                }
                *row_free = self.column_free[a].load(Ordering::Relaxed) as usize;
                let start = (*row_free).max(diagonal_free.load(Ordering::Relaxed) as usize);
                let (word, union) = first_not_full(row, diagonal, diagonal, start);
                word * WORD + union.trailing_ones() as usize
            } else {
                let column = &self.columns[b * words..(b + 1) * words];
                let column_free = &self.column_free[b];
                let start = (e.saturating_sub(a) / WORD)
                    .max(*row_free)
                    .max(diagonal_free.load(Ordering::Relaxed) as usize)
                    .max(column_free.load(Ordering::Relaxed) as usize);
                let (word, union) = first_not_full(row, column, diagonal, start);
                let value = word * WORD + union.trailing_ones() as usize;
                insert(column, column_free, value);
                value
            };
            row[value / WORD] |= 1 << (value % WORD);
            while row[*row_free] == u64::MAX {
                *row_free += 1;
            }
            insert(diagonal, diagonal_free, value);
            cells[e] = value as u16;
        }
    }
}

/// Sets the abort flag when its worker unwinds.
struct AbortOnPanic<'a>(&'a AtomicBool);

impl Drop for AbortOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.store(true, Ordering::Relaxed);
        }
    }
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
