//! One row of Wythoff Grundy values, g(a, 0..=B), to very large B in memory O(a² + B).
//!
//! Rows 0..=a are computed column by column. Nothing older than a small window is kept:
//! for cell (x, b) every value below b − 2x is among its options and g(x, b) ≤ x + b (THEORY:
//! b − 2a ≤ g(a, b) ≤ a + b; the counting proof shows every value below b − 2a is present), and
//! every option value that can matter lies in [b − 2x, b + x]. So each row keeps a ring of bits
//! covering that window, and the diagonal options come from a ring of the last a columns.

/// Bits per bitset word.
const WORD: usize = 64;

/// The values g(x, y), y < b, of one row x that lie in the moving window [b − 2x, b + x].
struct RowWindow {
    ring: Vec<u64>,
    mask: usize,
    /// The next absolute word index whose ring slot has not been cleared yet.
    next_word: usize,
}

impl RowWindow {
    fn new(x: usize) -> Self {
        // The window spans at most 3x + 1 values, so at most 3x/64 + 2 words.
        let slots = (3 * x / WORD + 3).next_power_of_two();
        RowWindow {
            ring: vec![0; slots],
            mask: slots - 1,
            next_word: 0,
        }
    }

    /// Makes words up to `word` usable, clearing slots last used a whole ring ago.
    fn reach(&mut self, word: usize) {
        while self.next_word <= word {
            self.ring[self.next_word & self.mask] = 0;
            self.next_word += 1;
        }
    }

    fn word(&self, word: usize) -> u64 {
        self.ring[word & self.mask]
    }

    fn insert(&mut self, value: usize) {
        self.ring[(value / WORD) & self.mask] |= 1 << (value % WORD);
    }
}

/// g(a, b) for b = 0..=to. The caller has checked the limits (values fit in usize).
pub(super) fn compute(a: usize, to: usize) -> Vec<u64> {
    let mut values = Vec::with_capacity(to + 1);
    let mut windows: Vec<RowWindow> = (0..=a).map(RowWindow::new).collect();
    // history[(b mod (a+1)) * (a+1) + x] = g(x, b) for the last a + 1 columns.
    let span = a + 1;
    let mut history = vec![0usize; span * span];
    let mut scratch: Vec<u64> = Vec::with_capacity(3 * a / WORD + 3);
    for b in 0..=to {
        let slot = (b % span) * span;
        history[slot] = b; // g(0, b) = b
        for x in 1..=a {
            let low = b.saturating_sub(2 * x);
            let high = b + x;
            let window = &mut windows[x];
            window.reach(high / WORD);
            let base = low / WORD;
            scratch.clear();
            scratch.extend((base..=high / WORD).map(|w| window.word(w)));
            // Values below `low` are present (see the module comment).
            scratch[0] |= (1u64 << (low % WORD)) - 1;
            let mut mark = |v: usize| {
                if v >= low {
                    scratch[v / WORD - base] |= 1 << (v % WORD);
                }
            };
            for &v in &history[slot..slot + x] {
                mark(v); // column: g(y, b), y < x
            }
            for t in 1..=x.min(b) {
                mark(history[((b - t) % span) * span + x - t]); // diagonal: g(x − t, b − t)
            }
            let value = scratch
                .iter()
                .enumerate()
                .find(|(_, w)| **w != u64::MAX)
                .map(|(i, w)| (base + i) * WORD + w.trailing_ones() as usize)
                .unwrap_or(high); // unreachable: g(x, b) ≤ x + b = high
            window.insert(value);
            history[slot + x] = value;
        }
        values.push(history[slot + a] as u64);
    }
    values
}

/// The least period p, and for it the least preperiod b0, with
/// `values[b + p] == values[b] + p` for every b ≥ b0 in range, among those whose periodic part
/// `b0..values.len()` spans at least three periods and at least half the range (so a few
/// chance agreements at the end are not taken for a period). `None` when no such p exists.
pub(super) fn detect_additive_period(values: &[u64]) -> Option<(usize, usize)> {
    let len = values.len();
    (1..=len / 3).find_map(|p| {
        let holds = |b: usize| values[b + p].checked_sub(values[b]) == Some(p as u64);
        let mut start = len - p;
        while start > 0 && holds(start - 1) {
            start -= 1;
        }
        (len - start >= (3 * p).max(len.div_ceil(2))).then_some((start, p))
    })
}
