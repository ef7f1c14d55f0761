//! Finding the least period and the least preperiod of a sequence whose next cell is a
//! function of the last `w` cells (its state).
//!
//! The state sequence S_m (cells m − w .. m, m ≥ w) is eventually periodic: S_m = S_{m+λ} for
//! all m ≥ μ_s, and states before μ_s never recur. λ is also the least period of the cells, and
//! the least preperiod of the cells is μ = μ_s − w (if S_{μ_s−1} ≠ S_{μ_s−1+λ}, the cells at
//! μ_s − 1 − w differ). Every answer is proven by two equal windows, compared cell by cell.
//!
//! - Stored cells ([`stored_periodicity`]): if any state repeats, the last state lies on the cycle
//!   and its previous occurrence is exactly λ earlier; μ is one past the last cell that differs
//!   from the cell λ later.
//! - Streaming ([`Brent`]): Brent's cycle finding. The tortoise state is saved at t; the hare
//!   runs through t < h ≤ t + span; the first h with S_h = S_t gives λ = h − t (states before μ_s
//!   never recur, so a match means t ≥ μ_s, and on the cycle the first return takes exactly λ).
//!   Otherwise t moves to t + span and span doubles. Finding a window in the stream costs a
//!   vectorised filter on its last few cells and a full comparison on a filter hit: exact, with
//!   no hashing. Snapshots of the state every `stride` positions let μ be found afterwards by a
//!   search over the snapshots and a short two-stream scan, without storing the sequence.

use super::Periodicity;
use super::cell::Cell;
use super::codec::{Reader, Writer, corrupt};
use super::stream::Stream;
use crate::error::Result;

/// How many window ends the filter examines at once.
const FILTER_BLOCK: usize = 1024;

/// How many cells of a window the filter compares before a full comparison.
const FILTER_CELLS: usize = 16;

/// The cells of `pattern` the filter compares: both sides of its last changes of value, then
/// its last cells. Sequences of subtraction games often run in long constant stretches (the
/// set {12345, 54321, 66666} has runs of thousands), where the last cells of a window say
/// little; the places where the value changes say where the window is.
pub(crate) fn filter_offsets<C: Cell>(pattern: &[C]) -> Vec<usize> {
    let w = pattern.len();
    let mut offsets: Vec<usize> = Vec::with_capacity(FILTER_CELLS + 1);
    offsets.push(w - 1);
    for i in (1..w).rev() {
        if offsets.len() >= FILTER_CELLS {
            break;
        }
        if pattern[i] != pattern[i - 1] {
            offsets.extend([i, i - 1]);
        }
    }
    offsets.extend((0..w).rev().take(FILTER_CELLS));
    let mut seen = Vec::with_capacity(offsets.len());
    for o in offsets {
        if !seen.contains(&o) && seen.len() < FILTER_CELLS {
            seen.push(o);
        }
    }
    seen
}

/// The window ends `end` in `from..=to` (indices into `cells`, each at least `pattern.len()`)
/// with `cells[end − w .. end] == pattern`: the least one, or the greatest when `last`.
/// `offsets` are the pattern's [`filter_offsets`].
pub(crate) fn find_window<C: Cell>(
    cells: &[C],
    from: usize,
    to: usize,
    pattern: &[C],
    offsets: &[usize],
    last: bool,
) -> Option<usize> {
    let w = pattern.len();
    if from > to {
        return None;
    }
    debug_assert!(from >= w && to <= cells.len());
    let mut hits = [0u8; FILTER_BLOCK];
    let blocks = (to - from) / FILTER_BLOCK + 1;
    for b in 0..blocks {
        let block = if last { blocks - 1 - b } else { b };
        let first = from + block * FILTER_BLOCK;
        let len = FILTER_BLOCK.min(to + 1 - first);
        let hits = &mut hits[..len];
        hits.fill(1);
        // Window end e holds cells[e − w + o] at offset o.
        for &o in offsets {
            let p = pattern[o];
            let source = &cells[first - w + o..first - w + o + len];
            for (h, &c) in hits.iter_mut().zip(source) {
                *h &= u8::from(c == p);
            }
        }
        if hits.iter().fold(0, |a, &h| a | h) == 0 {
            continue;
        }
        let verified = |i: &usize| {
            let end = first + *i;
            cells[end - w..end] == *pattern
        };
        let mut candidates = (0..len).filter(|&i| hits[i] == 1);
        let found = if last {
            candidates.rev().find(verified)
        } else {
            candidates.find(verified)
        };
        if let Some(i) = found {
            return Some(first + i);
        }
    }
    None
}

/// The least period and preperiod of `cells` (positions 0 .. len), if a state of `w` cells
/// repeats within them (that is, if they are proven); `None` otherwise.
pub(crate) fn stored_periodicity<C: Cell>(cells: &[C], w: usize) -> Option<Periodicity> {
    let len = cells.len();
    if len <= w {
        return None;
    }
    let pattern = &cells[len - w..];
    let end = find_window(cells, w, len - 1, pattern, &filter_offsets(pattern), true)?;
    let period = len - end;
    Some(Periodicity {
        preperiod: last_mismatch(cells, period, len - period).map_or(0, |i| i as u64 + 1),
        period: period as u64,
    })
}

/// The greatest i < `below` with cells[i] ≠ cells[i + lag].
fn last_mismatch<C: Cell>(cells: &[C], lag: usize, below: usize) -> Option<usize> {
    const CHUNK: usize = 4096;
    let mut hi = below;
    while hi > 0 {
        let lo = hi.saturating_sub(CHUNK);
        if cells[lo..hi] != cells[lo + lag..hi + lag] {
            return (lo..hi).rev().find(|&i| cells[i] != cells[i + lag]);
        }
        hi = lo;
    }
    None
}

/// Brent's cycle finding over a stream, with state snapshots for finding μ afterwards.
#[derive(Clone, Debug)]
pub(crate) struct Brent<C> {
    pub elements: Vec<usize>,
    pub stream: Stream<C>,
    /// The tortoise's position (≥ w) and state.
    pub tortoise: u64,
    pub tortoise_state: Vec<C>,
    /// The tortoise state's [`filter_offsets`].
    pub filter: Vec<usize>,
    /// The hare searches window ends in (tortoise, tortoise + span].
    pub span: u64,
    /// States at positions that are multiples of `stride`, ascending.
    pub snapshots: Vec<(u64, Vec<C>)>,
    pub stride: u64,
    pub max_snapshots: usize,
    /// λ once found (then S_tortoise = S_{tortoise + λ}).
    pub period: Option<u64>,
}

/// The stream block for searching: long enough to amortise the buffer moves.
pub(crate) fn block_for(window: usize) -> usize {
    window.max(1 << 18)
}

impl<C: Cell> Brent<C> {
    /// A search from position 0. `snapshot_bytes` bounds the memory the snapshots take.
    pub fn new(elements: &[usize], snapshot_bytes: usize) -> Brent<C> {
        let mut stream = Stream::new(elements, block_for(elements[elements.len() - 1]));
        let w = stream.window();
        stream.advance_to(w as u64);
        let state_bytes = w * std::mem::size_of::<C>();
        Brent {
            elements: elements.to_vec(),
            tortoise: w as u64,
            tortoise_state: stream.state().to_vec(),
            filter: filter_offsets(stream.state()),
            span: w.max(64) as u64,
            snapshots: Vec::new(),
            stride: (w as u64).max(1 << 20),
            max_snapshots: (snapshot_bytes / state_bytes.max(1)).clamp(2, 64),
            period: None,
            stream,
        }
    }

    /// The next position the hare computes.
    pub fn position(&self) -> u64 {
        self.stream.position()
    }

    /// Runs the hare about `most` positions further, or until λ is found; returns λ if found.
    pub fn advance(&mut self, most: u64) -> Option<u64> {
        let stop = self.position().saturating_add(most);
        while self.period.is_none() && self.position() < stop {
            let limit = self.tortoise + self.span;
            let next_snapshot = (self.position() / self.stride + 1) * self.stride;
            let target = stop.min(limit).min(next_snapshot);
            let before = self.position();
            self.stream.advance(target - before);
            let after = self.position();
            let base = self.stream.base();
            // Window ends h in (before, after], all within (tortoise, tortoise + span].
            let from = (before + 1 - base) as usize;
            let to = (after - base) as usize;
            let cells = self.stream.cells();
            if let Some(end) =
                find_window(cells, from, to, &self.tortoise_state, &self.filter, false)
            {
                self.period = Some(base + end as u64 - self.tortoise);
                break;
            }
            if after.is_multiple_of(self.stride) {
                self.snapshots.push((after, self.stream.state().to_vec()));
                if self.snapshots.len() > self.max_snapshots {
                    self.stride *= 2;
                    let stride = self.stride;
                    self.snapshots.retain(|(p, _)| p % stride == 0);
                }
            }
            if after == limit {
                self.tortoise = after;
                self.tortoise_state = self.stream.state().to_vec();
                self.filter = filter_offsets(&self.tortoise_state);
                self.span *= 2;
            }
        }
        self.period
    }

    /// A stream at `position`, started from the latest snapshot at or before it.
    fn stream_at(&self, position: u64) -> Stream<C> {
        let block = block_for(self.stream.window());
        let mut stream = match self.snapshots.iter().rev().find(|(p, _)| *p <= position) {
            Some((p, state)) => Stream::resume(&self.elements, block, *p, state),
            None => Stream::new(&self.elements, block),
        };
        stream.advance_to(position);
        stream
    }

    /// Whether S_m = S_{m+λ} (m ≥ w).
    fn states_agree(&self, m: u64, period: u64) -> bool {
        self.stream_at(m).state() == self.stream_at(m + period).state()
    }

    /// The least preperiod, once λ is found: the least m ≥ w with S_m = S_{m+λ} lies between
    /// two snapshots (a search evaluating up to `threads` of them at once), then one scan of
    /// two streams λ apart finds the last differing cell.
    pub fn preperiod(&self, threads: usize) -> Option<u64> {
        let period = self.period?;
        let w = self.stream.window() as u64;
        let mut candidates: Vec<u64> = vec![w];
        candidates.extend(
            self.snapshots
                .iter()
                .map(|(p, _)| *p)
                .filter(|&p| p > w && p < self.tortoise),
        );
        candidates.push(self.tortoise);
        // The predicate is false before the least m and true from it on; candidates[hi] is true.
        let (mut lo, mut hi) = (0usize, candidates.len() - 1);
        if hi > 0 && self.states_agree(candidates[0], period) {
            hi = 0;
        }
        // Invariant: candidates[lo] false (or lo == hi == 0), candidates[hi] true.
        while hi > lo + 1 {
            let ways = threads.max(1).min(hi - lo - 1);
            let probes: Vec<usize> = (1..=ways)
                .map(|i| lo + (hi - lo) * i / (ways + 1))
                .collect();
            let results: Vec<bool> = std::thread::scope(|scope| {
                let handles: Vec<_> = probes
                    .iter()
                    .map(|&i| {
                        let at = candidates[i];
                        scope.spawn(move || self.states_agree(at, period))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or(false))
                    .collect()
            });
            for (&i, &agree) in probes.iter().zip(&results) {
                if agree {
                    hi = hi.min(i);
                } else {
                    lo = lo.max(i);
                }
            }
        }
        if hi == 0 {
            return Some(0);
        }
        // S_{lo} differs from S_{lo+λ}: the last differing cell lies in [c_lo − w, c_hi − w).
        let (start, end) = (candidates[lo], candidates[hi]);
        let mut a = self.stream_at(start);
        let mut b = self.stream_at(start + period);
        let mut last = None;
        let mut note = |offset: u64, xs: &[C], ys: &[C]| {
            if let Some(i) = xs.iter().zip(ys).rposition(|(x, y)| x != y) {
                last = Some(offset + i as u64);
            }
        };
        note(start - w, a.state(), b.state());
        while a.position() < end {
            let step = (end - a.position()).min(block_for(w as usize) as u64);
            let before = a.position();
            let n = step as usize;
            a.advance_exactly(n);
            b.advance_exactly(n);
            let xs = &a.cells()[a.cells().len() - n..];
            let ys = &b.cells()[b.cells().len() - n..];
            note(before, xs, ys);
        }
        Some(last.map_or(0, |i| i + 1))
    }

    /// Writes the search state (cells as values up to `max_value`).
    pub fn save(&self, writer: &mut Writer, max_value: u32) {
        writer.u64(self.position());
        writer.cells(self.stream.state(), max_value);
        writer.u64(self.tortoise);
        writer.cells(&self.tortoise_state, max_value);
        writer.u64(self.span);
        writer.u64(self.stride);
        writer.u64(self.snapshots.len() as u64);
        for (position, state) in &self.snapshots {
            writer.u64(*position);
            writer.cells(state, max_value);
        }
        writer.u64(self.period.unwrap_or(0));
    }

    /// Replaces this fresh search's state by the one `save` wrote, checking its invariants.
    pub fn restore(&mut self, reader: &mut Reader<'_>, max_value: u32) -> Result<()> {
        let w = self.stream.window();
        let state = |reader: &mut Reader<'_>| -> Result<Vec<C>> {
            let cells = reader.cells::<C>(max_value)?;
            if cells.len() == w {
                Ok(cells)
            } else {
                Err(corrupt())
            }
        };
        let position = reader.u64()?;
        let hare = state(reader)?;
        let tortoise = reader.u64()?;
        let tortoise_state = state(reader)?;
        let span = reader.u64()?;
        let stride = reader.u64()?;
        let count = reader.usize()?;
        let mut snapshots = Vec::new();
        for _ in 0..count.min(self.max_snapshots + 1) {
            let at = reader.u64()?;
            snapshots.push((at, state(reader)?));
        }
        let period = reader.u64()?;
        let w64 = w as u64;
        let ordered = snapshots.windows(2).all(|p| p[0].0 < p[1].0);
        let valid = count == snapshots.len()
            && ordered
            && snapshots.iter().all(|(p, _)| *p >= w64 && *p <= position)
            && stride > 0
            && span > 0
            && w64 <= tortoise
            && tortoise <= position
            && position <= tortoise.checked_add(span).ok_or_else(corrupt)?;
        if !valid {
            return Err(corrupt());
        }
        self.stream = Stream::resume(&self.elements, block_for(w), position, &hare);
        self.tortoise = tortoise;
        self.filter = filter_offsets(&tortoise_state);
        self.tortoise_state = tortoise_state;
        self.span = span;
        self.stride = stride;
        self.snapshots = snapshots;
        self.period = (period > 0).then_some(period);
        Ok(())
    }
}
