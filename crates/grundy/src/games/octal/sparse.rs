//! Sparse space (Winning Ways ch. 4; Gangolli & Plambeck 1989; Flammenkamp): for a suitable
//! mask m, call a value v *rare* when popcount(v & m) is even and *common* otherwise. Parity
//! of v & m is linear over XOR, so rare ⊕ rare and common ⊕ common are rare, and only a pair
//! with exactly one rare heap has a common value. In many games almost every heap is common,
//! and the rare heaps are few and stop appearing (Officers 0.6: 1,583, the last at 20,627).
//!
//! So g(n) is found as follows:
//! 1. every common value of a two-heap option comes from a pair (rare heap r, n − i − r): mark
//!    those, O(#rare) per split digit; m_c = the least common value not marked;
//! 2. the rare values below m_c that are not yet marked can only come from pairs of two
//!    common heaps: scan the pairs until all of them are hit (usually a short scan), in which
//!    case g(n) = m_c; otherwise the scan is complete and g(n) is the least rare value missed.
//!
//! The result is exact for every mask; the mask only decides the speed. It is chosen by
//! `choose_mask` on the values already computed.

use super::engine::{Engine, Method, is_rare};

/// Pairs marked between two looks at the missing rare values.
const SCAN_CHUNK: usize = 256;

/// Masks tried: every m below 2^MASK_BITS (and below the values' bound).
const MASK_BITS: u32 = 12;

impl Engine {
    /// g(n) by the sparse-space method.
    pub(crate) fn sparse_value(&mut self, n: usize) -> u32 {
        let Engine {
            rules,
            values,
            marks,
            rare_heaps,
            rare_values,
            common_order,
            rare_order,
            value_bound,
            ..
        } = self;
        rules.mark_small_options(n, values, |v| marks.mark(v));
        let generation = marks.generation;
        let seen = &mut marks.seen[..];
        for rest in rules.two_heap_rests(n) {
            let count = rare_heaps.partition_point(|&r| (r as usize) < rest);
            let (heaps, heap_values) = (&rare_heaps[..count], &rare_values[..count]);
            let window = &values[..rest];
            for (&r, &x) in heaps.iter().zip(heap_values) {
                seen[(x ^ window[rest - r as usize]) as usize] = generation;
            }
            if rules.unequal_only && rest % 2 == 0 {
                // The equal split rest/2 + rest/2 is not a move: unmark it unless another
                // pair gives the same value (pairs of two rare heaps are rare-valued, so
                // only the common values matter here, and those come from rare heaps only).
                unmark_equal_split(seen, values, heaps, heap_values, rest, generation);
            }
        }
        // m_c: the least common value no option has. No option reaches the values' bound (a
        // power of two above every value, so above every XOR of two), so when every common
        // value below it is marked, the bound itself is the candidate, whatever its parity.
        let common_mex = common_order
            .iter()
            .copied()
            .find(|&v| seen[v as usize] != generation)
            .unwrap_or(*value_bound as u32);
        // The rare values below m_c that no pair with a rare heap gave: only pairs of two
        // common heaps can give them.
        let missing = &mut marks.missing;
        missing.clear();
        missing.extend(
            rare_order
                .iter()
                .copied()
                .take_while(|&v| v < common_mex)
                .filter(|&v| seen[v as usize] != generation),
        );
        if missing.is_empty() {
            return common_mex;
        }
        // The scan: every pair, in chunks marked without branches, until each missing rare
        // value is hit (usually long before the end).
        for rest in rules.two_heap_rests(n) {
            let half = if rules.unequal_only {
                (rest - 1) / 2
            } else {
                rest / 2
            };
            let lows = &values[1..=half];
            let highs = &values[rest - half..rest];
            for (low, high) in lows.chunks(SCAN_CHUNK).zip(highs.rchunks(SCAN_CHUNK)) {
                for (&x, &y) in low.iter().zip(high.iter().rev()) {
                    seen[(x ^ y) as usize] = generation;
                }
                missing.retain(|&v| seen[v as usize] != generation);
                if missing.is_empty() {
                    return common_mex;
                }
            }
        }
        missing[0]
    }

    /// Rebuilds the lists of common and rare values below the values' bound.
    pub(crate) fn order_values(&mut self, mask: u32) {
        let bound = self.value_bound as u32;
        self.common_order = (0..bound).filter(|&v| !is_rare(v, mask)).collect();
        self.rare_order = (0..bound).filter(|&v| is_rare(v, mask)).collect();
    }

    /// Continues with the sparse method for `mask`, from the values computed so far.
    pub(crate) fn switch_to_sparse(&mut self, mask: u32) {
        self.method = Method::Sparse { mask };
        self.rare_heaps.clear();
        self.rare_values.clear();
        for (heap, &value) in self.values.iter().enumerate().skip(1) {
            if is_rare(value, mask) {
                self.rare_heaps.push(heap as u32);
                self.rare_values.push(value);
            }
        }
        self.order_values(mask);
    }
}

/// The mask that leaves fewest rare heaps among the later half of `values`, with that count;
/// a tie keeps `current`, else the least mask. Masks below 2^MASK_BITS and below the values'
/// bound are tried (bits no value has yet do not matter yet).
pub(crate) fn choose_mask(values: &[u32], current: Option<u32>) -> Option<(u32, usize)> {
    let later = &values[values.len() / 2..];
    let bound = values.iter().copied().max().unwrap_or(0).saturating_add(1);
    let bound = bound.next_power_of_two().min(1 << MASK_BITS);
    let mut histogram = vec![0usize; bound as usize];
    let mut beyond: Vec<u32> = Vec::new();
    for &v in later {
        match histogram.get_mut(v as usize) {
            Some(count) => *count += 1,
            None => beyond.push(v),
        }
    }
    let rare_count = |mask: u32| {
        histogram
            .iter()
            .enumerate()
            .filter(|&(v, _)| is_rare(v as u32, mask))
            .map(|(_, &count)| count)
            .sum::<usize>()
            + beyond.iter().filter(|&&v| is_rare(v, mask)).count()
    };
    let best = (1..bound).map(|mask| (rare_count(mask), mask)).min()?;
    match current {
        Some(mask) if rare_count(mask) <= best.0 => Some((mask, best.0)),
        _ => Some((best.1, best.0)),
    }
}

/// Grundy's game, even `rest`: the rare-heap loop marked g(rest/2) ⊕ g(rest/2) = 0 if rest/2 is
/// rare, but the equal split is not a move. 0 is rare, so it only matters through the scan;
/// unmark it unless another pair of the loop gave 0 (a rare heap r ≠ rest/2 with
/// g(r) = g(rest − r)).
fn unmark_equal_split(
    seen: &mut [u32],
    values: &[u32],
    heaps: &[u32],
    heap_values: &[u32],
    rest: usize,
    generation: u32,
) {
    let half = rest / 2;
    if heaps.binary_search(&(half as u32)).is_err() {
        return;
    }
    let other_zero = heaps
        .iter()
        .zip(heap_values)
        .any(|(&r, &x)| r as usize != half && x == values[rest - r as usize]);
    if !other_zero && seen[0] == generation {
        seen[0] = generation.wrapping_sub(1);
    }
}
