//! A stream of positions computed block by block, keeping only the last max(S) cells (the
//! state that determines everything after) plus the block being computed.

use super::cell::Cell;

/// Positions `base .. base + cells.len()` of the sequence; `cells` keeps at least the last
/// `window` of them once that many exist.
#[derive(Clone, Debug)]
pub(crate) struct Stream<C> {
    elements: Vec<usize>,
    window: usize,
    block: usize,
    cells: Vec<C>,
    base: u64,
}

impl<C: Cell> Stream<C> {
    /// The stream at position 0. `elements` ascending, positive; a block is at most `block`
    /// positions (the buffer holds `window + block` cells).
    pub fn new(elements: &[usize], block: usize) -> Stream<C> {
        let window = elements[elements.len() - 1];
        let block = block.max(1);
        Stream {
            elements: elements.to_vec(),
            window,
            block,
            cells: Vec::with_capacity(window + block),
            base: 0,
        }
    }

    /// The stream at `position >= window`, whose last `window` cells are `last`.
    pub fn resume(elements: &[usize], block: usize, position: u64, last: &[C]) -> Stream<C> {
        let mut stream = Stream::new(elements, block);
        debug_assert_eq!(last.len(), stream.window);
        stream.cells.extend_from_slice(last);
        stream.base = position - stream.window as u64;
        stream
    }

    /// The stream whose positions `0 .. prefix.len()` are `prefix` (as computed before), with
    /// room for `block` positions in all.
    pub fn from_prefix(elements: &[usize], block: usize, prefix: Vec<C>) -> Stream<C> {
        let mut stream = Stream::new(elements, block);
        stream.cells = prefix;
        stream
            .cells
            .reserve((stream.window + stream.block).saturating_sub(stream.cells.len()));
        stream
    }

    /// The cells held, giving up the stream.
    pub fn into_cells(self) -> Vec<C> {
        self.cells
    }

    /// The next position to compute.
    pub fn position(&self) -> u64 {
        self.base + self.cells.len() as u64
    }

    /// max(S): how many cells the state holds.
    pub fn window(&self) -> usize {
        self.window
    }

    /// The position of `cells()[0]`.
    pub fn base(&self) -> u64 {
        self.base
    }

    /// The cells held: positions `base() .. position()`.
    pub fn cells(&self) -> &[C] {
        &self.cells
    }

    /// The state: the last `window` cells (the caller guarantees `position() >= window`).
    pub fn state(&self) -> &[C] {
        &self.cells[self.cells.len() - self.window..]
    }

    /// Computes up to `most` further positions (at least one when `most > 0`), dropping cells
    /// older than the window first when the buffer is full. Returns how many were computed.
    pub fn advance(&mut self, most: u64) -> usize {
        if most == 0 {
            return 0;
        }
        if self.cells.len() >= self.window + self.block {
            let drop = self.cells.len() - self.window;
            self.cells.drain(..drop);
            self.base += drop as u64;
        }
        let room = self.window + self.block - self.cells.len();
        let count = room.min(usize::try_from(most).unwrap_or(usize::MAX));
        let from = self.cells.len();
        let to = from + count;
        self.cells.resize(to, C::default());
        // Indices equal positions until the first drop, which happens only past the window.
        let start_end = if self.base == 0 {
            to.min(self.window)
        } else {
            from
        };
        if from < start_end {
            C::fill_start(&self.elements, &mut self.cells, from, start_end);
        }
        let from = from.max(start_end);
        if from < to {
            C::fill_steady(&self.elements, &mut self.cells, from, to);
        }
        count
    }

    /// Computes exactly `count <= block` further positions, keeping all of them in `cells()`.
    pub fn advance_exactly(&mut self, count: usize) {
        debug_assert!(count <= self.block);
        if self.cells.len() + count > self.window + self.block {
            let drop = self.cells.len() - self.window;
            self.cells.drain(..drop);
            self.base += drop as u64;
        }
        let done = self.advance(count as u64);
        debug_assert_eq!(done, count);
    }

    /// Runs forward to `target` (not before the current position).
    pub fn advance_to(&mut self, target: u64) {
        while self.position() < target {
            self.advance(target - self.position());
        }
    }
}
