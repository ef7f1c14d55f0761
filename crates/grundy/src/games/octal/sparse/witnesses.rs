//! The witness scan: for the rare values below m_c that no pair with a rare heap gave, the
//! pairs of two common heaps, looked up in a table of bits (`need_table`, `scan_table`) or
//! marked when the values are too many or too wide (`scan_marking`), with the low heaps in a
//! learned order (`SparseState::reorder`).

use std::cmp::Reverse;

use super::SparseState;
use super::bits::Bits;
use super::prescan::Prescan;
use crate::games::octal::rules::Rules;

/// Low heaps a ≤ ORDERED are scanned in the learned order (when the split allows them all).
/// Unit tests use a small one, so that the learned order and its rebuilds run within their
/// sizes; `tests/sparse_release.rs` runs the shipped one (and REORDER_EVERY's).
pub(super) const ORDERED: usize = if cfg!(test) { 1 << 9 } else { 1 << 14 };

/// Scans between two rebuilds of the learned order.
pub(super) const REORDER_EVERY: u32 = if cfg!(test) { 64 } else { 8192 };

/// A pair of the learned order earns a point when it hits a value with at most this many
/// missing values left before its chunk.
const CREDIT_LEFT: u32 = 4;

/// The scan's tables cover the values below NEED_SIZE (beyond, the pairs are marked instead).
pub(super) const NEED_SIZE: usize = 1 << 12;

/// Pairs looked up between two checks whether every missing rare value is hit.
const SCAN_CHUNK: usize = 32;

/// Pairs in increasing a between two such checks.
const TAIL_CHUNK: usize = 64;

// `scan_table` indexes with `& (ORDERED - 1)` and `& (NEED_SIZE - 1)` to spare bounds checks,
// which keeps the index in range for any size but is the index itself only for a power of
// two: another size would pair heaps wrongly, not panic. Checked for the sizes compiled (the
// unit tests' and, in every other build, the shipped ones).
const _: () = assert!(ORDERED.is_power_of_two() && NEED_SIZE.is_power_of_two());

impl SparseState {
    /// Sorts the low heaps by points (most first, then increasing a) and halves the points.
    pub(super) fn reorder(&mut self) {
        let score = &mut self.score;
        let points = |offset: u32| score[ORDERED - offset as usize];
        let mut ranked = Vec::with_capacity(ORDERED);
        let mut unranked = Vec::with_capacity(ORDERED);
        for &entry in &self.order {
            if points(entry.0) > 0 {
                ranked.push(entry);
            } else {
                unranked.push(entry);
            }
        }
        // A larger offset is a smaller a.
        ranked.sort_unstable_by_key(|&(offset, _)| (Reverse(points(offset)), Reverse(offset)));
        unranked.sort_unstable_by_key(|&(offset, _)| Reverse(offset));
        ranked.extend(unranked);
        self.order = ranked;
        for points in score.iter_mut() {
            *points /= 2;
        }
        self.order_version = self.order_version.wrapping_add(1);
    }
}

/// The bits of the values of `rare` (ascending) that `seen` has not marked, bit i for
/// `rare[i]` (at most W's width); `None` when there is none.
fn unmarked_bits<W: Bits>(rare: &[u32], seen: &[u8], stamp: u8) -> Option<W> {
    let mut all = W::ZERO;
    for (i, &v) in rare.iter().enumerate() {
        if seen[v as usize] != stamp {
            all |= W::bit(i);
        }
    }
    (all != W::ZERO).then_some(all)
}

/// The scan's table for `rare_order`: the i-th rare value has bit i (those that fit W), every
/// other value 0. It is built once for the rare values (`order_values` empties it).
fn need_table<'a, W: Bits>(need: &'a mut Vec<W>, rare_order: &[u32]) -> &'a [W; NEED_SIZE] {
    if need.len() != NEED_SIZE {
        need.clear();
        need.resize(NEED_SIZE, W::ZERO);
        for (i, &v) in rare_order.iter().enumerate().take(W::BITS) {
            need[v as usize] = W::bit(i);
        }
    }
    need.as_slice().try_into().expect("NEED_SIZE entries")
}

/// One heap's scan of the pairs of two common heaps for its rare values below m_c that no
/// pair with a rare heap gave (all below [`NEED_SIZE`]).
pub(super) struct Witnesses<'a> {
    pub(super) rules: &'a Rules,
    pub(super) values: &'a [u32],
    pub(super) n: usize,
    /// The rare values below m_c, and all of them.
    pub(super) rare: &'a [u32],
    pub(super) rare_order: &'a [u32],
    /// For each value v, how many rare values are below it (v's index if it is rare).
    pub(super) rare_index: &'a [u32],
    /// The heap's marks.
    pub(super) seen: &'a [u8],
    pub(super) stamp: u8,
    /// The learned order of the low heaps and their points.
    pub(super) order: &'a [(u32, u32)],
    pub(super) score: &'a mut [u32],
    /// The block's pre-scan and this heap's lane in it.
    pub(super) prescan: &'a Prescan,
    pub(super) lane: usize,
    /// Whether only the heap's small options (no pair with a rare heap) can have marked a
    /// rare value: then the marks need not be read value by value.
    pub(super) only_small: bool,
}

impl Witnesses<'_> {
    /// The learned order of the low heaps first, then increasing a, with `need` (W's width at
    /// least the number of rare values below m_c) as the table: `None` when no rare value is
    /// left to look for, `Some(None)` when every one is hit (g(n) = m_c), else the least one
    /// missed.
    pub(super) fn scan<W: Bits>(&mut self, need: &mut Vec<W>) -> Option<Option<u32>> {
        let all = if self.only_small {
            let mut all = W::low_bits(self.rare.len());
            self.rules.mark_small_options(self.n, self.values, |v| {
                // v's index among the rare values, if it is one below m_c.
                let i = self
                    .rare_index
                    .get(v as usize)
                    .map_or(usize::MAX, |&i| i as usize);
                if self.rare.get(i) == Some(&v) {
                    all = all & !W::bit(i);
                }
            });
            (all != W::ZERO).then_some(all)?
        } else {
            unmarked_bits::<W>(self.rare, self.seen, self.stamp)?
        };
        let need = need_table(need, self.rare_order);
        let pre = self.prescan.hits_as::<W>(self.lane);
        // When the pre-scan looked for every value left, it compared the learned order's
        // pairs up to `resume` but for those with a < BLOCK.
        let wanted = self.prescan.wanted_as::<W>(self.lane);
        let skip = if all & !pre & !wanted == W::ZERO {
            self.prescan.resume
        } else {
            0
        };
        let hit = scan_table(
            self.rules,
            self.values,
            self.n,
            need,
            (all, pre, skip),
            self.order,
            self.score,
        );
        Some((hit != all).then(|| self.rare[(all & !hit).trailing_zeros() as usize]))
    }
}

/// The bits of `all` hit (see `Witnesses::scan`), starting from those of `pre` (hit by the
/// block's pre-scan), stopping once all are.
fn scan_table<W: Bits>(
    rules: &Rules,
    values: &[u32],
    n: usize,
    need: &[W; NEED_SIZE],
    (all, pre, skip): (W, W, usize),
    order: &[(u32, u32)],
    score: &mut [u32],
) -> W {
    // Every value and every XOR of two is below NEED_SIZE: the mask only spares the check.
    let look = |x: u32, y: u32| need[(x ^ y) as usize & (NEED_SIZE - 1)];
    let mut hit = pre & all;
    if hit == all {
        return hit;
    }
    'scan: for rest in rules.two_heap_rests(n) {
        let half = if rules.unequal_only {
            (rest - 1) / 2
        } else {
            rest / 2
        };
        let mut next = 1;
        if half >= ORDERED && order.len() == ORDERED {
            let mut order = order;
            if skip > 0 {
                for a in 1..super::BLOCK {
                    hit |= look(values[a], values[rest - a]);
                }
                hit = hit & all;
                if hit == all {
                    break 'scan;
                }
                order = &order[skip..];
            }
            // Entry (ORDERED − a, g(a)): g(rest − a) is window[ORDERED − a].
            let window: &[u32; ORDERED] = values[rest - ORDERED..rest]
                .try_into()
                .expect("ORDERED values");
            let far = |offset: u32| window[offset as usize & (ORDERED - 1)];
            for chunk in order.chunks(SCAN_CHUNK) {
                let before = hit;
                let mut lanes = [W::ZERO; 4];
                let mut quads = chunk.chunks_exact(4);
                for quad in &mut quads {
                    for (lane, &(offset, x)) in lanes.iter_mut().zip(quad) {
                        *lane |= look(x, far(offset));
                    }
                }
                for &(offset, x) in quads.remainder() {
                    lanes[0] |= look(x, far(offset));
                }
                // The table has bits for rare values not wanted (marked, or above m_c).
                hit = (hit | lanes[0] | lanes[1] | lanes[2] | lanes[3]) & all;
                if hit != before && (all & !before).count_ones() <= CREDIT_LEFT {
                    // Credit the first pair of the chunk that hit each new value: the chunk
                    // is looked at again only up to the last of them.
                    let mut uncredited = hit & !before;
                    for &(offset, x) in chunk {
                        let new = look(x, far(offset)) & uncredited;
                        if new != W::ZERO {
                            score[ORDERED - offset as usize] += 1;
                            uncredited = uncredited & !new;
                            if uncredited == W::ZERO {
                                break;
                            }
                        }
                    }
                }
                if hit == all {
                    break 'scan;
                }
            }
            next = ORDERED + 1;
        }
        // The pairs (a, rest − a) for a = next..=half, the second values read backwards.
        let lows = &values[next..=half];
        let highs = &values[rest - half..=rest - next];
        for (low, high) in lows.chunks(TAIL_CHUNK).zip(highs.rchunks(TAIL_CHUNK)) {
            for (&x, &y) in low.iter().zip(high.iter().rev()) {
                hit |= look(x, y);
            }
            hit = hit & all;
            if hit == all {
                break 'scan;
            }
        }
    }
    hit
}

/// The scan when the tables do not apply (more than 256 rare values below m_c, or values of
/// NEED_SIZE and more): marks every pair's value, in increasing a, and looks at the missing
/// values after each chunk. `None` when all are hit (g(n) = m_c),
/// else the least one missed.
pub(super) fn scan_marking(
    rules: &Rules,
    values: &[u32],
    seen: &mut [u8],
    stamp: u8,
    missing: &mut Vec<u32>,
    n: usize,
) -> Option<u32> {
    for rest in rules.two_heap_rests(n) {
        let half = if rules.unequal_only {
            (rest - 1) / 2
        } else {
            rest / 2
        };
        let lows = &values[1..=half];
        let highs = &values[rest - half..rest];
        for (low, high) in lows
            .chunks(4 * TAIL_CHUNK)
            .zip(highs.rchunks(4 * TAIL_CHUNK))
        {
            for (&x, &y) in low.iter().zip(high.iter().rev()) {
                seen[(x ^ y) as usize] = stamp;
            }
            missing.retain(|&v| seen[v as usize] != stamp);
            if missing.is_empty() {
                return None;
            }
        }
    }
    Some(missing[0])
}
