//! The rows of the table a ≤ b on several threads, in order: worker j takes the rows
//! a ≡ j (mod T), and row a reads only what rows < a wrote in the columns and diagonals up to
//! its current column. So each row publishes how far it has got, and row a waits for row a − 1
//! (which waited for row a − 2 in turn) to be far enough ahead.
//!
//! Both table methods (`scan` and `holes`) run on this; they differ in what a row keeps and
//! how far ahead the row above must be.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Busy-wait rounds before a waiting worker yields its core.
const SPINS_BEFORE_YIELD: u32 = 128;

/// Where row a (its cells b = a..n) starts in the flat value array of the triangle a ≤ b.
pub(super) fn row_start(a: usize, size: usize) -> usize {
    a * size - a * a.saturating_sub(1) / 2
}

/// One row's progress: the number of columns it has finished (all of them: `size`), alone in
/// its cache line.
#[repr(align(64))]
struct Progress(AtomicUsize);

/// Every row's progress, and a flag set when a worker panics so the others stop waiting.
pub(super) struct Pipeline {
    size: usize,
    progress: Vec<Progress>,
    abort: AtomicBool,
}

impl Pipeline {
    pub(super) fn new(size: usize) -> Pipeline {
        Pipeline {
            size,
            progress: (0..size).map(|_| Progress(AtomicUsize::new(0))).collect(),
            abort: AtomicBool::new(false),
        }
    }

    /// Waits until row a − 1 has finished `needed` columns (or all of them; row 0 never waits),
    /// and returns how many it has finished. Acquire: what row a − 1 wrote before publishing
    /// is visible after.
    #[inline(never)]
    pub(super) fn wait_above(&self, a: usize, needed: usize) -> usize {
        let Some(above) = a.checked_sub(1) else {
            return self.size;
        };
        let needed = needed.min(self.size);
        let mut spins = 0u32;
        loop {
            let done = self.progress[above].0.load(Ordering::Acquire);
            if done >= needed {
                return done;
            }
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

    /// Row a has finished its first `done` columns (Release: all it wrote before is visible
    /// to the row below once it sees this).
    #[inline]
    pub(super) fn publish(&self, a: usize, done: usize) {
        self.progress[a].0.store(done, Ordering::Release);
    }

    /// Fills `values` (the triangle, row a at [`row_start`]) on `threads` workers (the calling
    /// thread is one of them): each makes its state with `worker` and runs
    /// `row(state, a, cells of row a)` on its rows in increasing order.
    pub(super) fn run<W>(
        &self,
        threads: usize,
        values: &mut [u16],
        worker: impl Fn() -> W + Sync,
        row: impl Fn(&mut W, usize, &mut [u16]) + Sync,
    ) {
        let threads = threads.clamp(1, self.size.max(1));
        let mut work: Vec<Vec<(usize, &mut [u16])>> = (0..threads).map(|_| Vec::new()).collect();
        let mut rest = values;
        for a in 0..self.size {
            let (cells, tail) = rest.split_at_mut(self.size - a);
            work[a % threads].push((a, cells));
            rest = tail;
        }
        let run_rows = |rows: Vec<(usize, &mut [u16])>| {
            let _guard = AbortOnPanic(&self.abort);
            let mut state = worker();
            for (a, cells) in rows {
                row(&mut state, a, cells);
            }
        };
        let run_rows = &run_rows;
        let mut work = work.into_iter();
        let own = work.next().expect("at least one worker");
        std::thread::scope(|scope| {
            for rows in work {
                scope.spawn(move || run_rows(rows));
            }
            run_rows(own);
        });
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
