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
//!
//! Speed (Officers to 10^7: ~1,583 rare pairs and a scan per heap):
//! - step 1 is done for [`BLOCK`] heaps at once: for a rare heap r ≥ BLOCK, the partners of r
//!   in the next BLOCK heaps are BLOCK consecutive values, all known before the block starts;
//!   only the few pairs with r < BLOCK or a partner inside the block are marked heap by heap.
//!   Marks are one-byte stamps per (heap of the block, value), cleared by changing the stamp.
//!   Once no rare heap can pair with another (every rare heap below rest/2), every such pair
//!   gives a common value, and values fold to a byte (`marks::fold`, the mask's lowest bit
//!   taken out: exact for values below 512, and in the common values' order, so a common
//!   value's byte is its rank among the common values). Then, with AVX-512, the block keeps
//!   for each heap the bit set of the ranks its pairs give (`marks::hit_ranks`: one shift
//!   sets a bit for eight heaps, no store), and m_c is the common value of the first rank
//!   clear whose value the heap's other options do not give; a heap whose first
//!   [`RANKS`](marks::RANKS) ranks are all taken marks its pairs as before. Without AVX-512
//!   the block marks only the [`PICKED`](pick::PICKED) rare heaps that most often alone gave
//!   a common value below m_c, and compares the others' pair values with each heap's first
//!   [`CANDIDATES`] common values left unmarked, 16 heaps at once and without a store (see
//!   `Pick`; Officers: ~800 of the 1,583 stores per heap, which bound the marks); a mark
//!   there is a load, an XOR and a store of folded bytes.
//! - step 2 looks each pair's value up in a table with bit i for the i-th rare value (built
//!   once; at most 256 rare values below m_c, else the pairs are marked and the missing
//!   values re-checked) and ORs the bits, kept to those of the rare values below m_c left
//!   unmarked, so a chunk of pairs costs no branch; all are hit when the OR is full.
//! - the scan tries the pairs (a, rest − a) with a ≤ [`ORDERED`] in a learned order first: a
//!   pair that hit one of the last missing values gains a point, and every [`REORDER_EVERY`]
//!   scans the low heaps are sorted by points (halved then). The same few low heaps keep
//!   hitting the hard values (Officers: ~700 pairs instead of ~2,700 in increasing a). The order
//!   changes only the time; every pair is still tried before a rare value is declared missed.
//! - with the ranks or the pick, the witness scans of a block's 16 heaps are done first
//!   together, for the rare values below each heap's likely m_c, 16 heaps per pair with byte
//!   lookups (`prescan`); a heap's own scan starts from those hits.
//!
//! The module is split by job: `marks` (a block's marks, its bit sets of ranks, and the
//! candidates' byte compare), `pick` (which rare heaps a block marks without the ranks,
//! learned by surveys), `witnesses` (the scan of the
//! pairs of two common heaps, its tables and learned order), `prescan` (that scan for a
//! block's heaps at once), `bits` (the scan's bit sets) and
//! `mask` (the choice of the mask); this file has the engine step that uses them.

mod bits;
mod marks;
mod mask;
mod pick;
mod prescan;
mod witnesses;

use super::engine::{Engine, Method, is_rare};
use bits::U256;
use marks::{
    BlockMarks, Folded, RANKS, first_free_folded, fold, fold_bit, hit_candidates, hit_ranks,
    mark_folded,
};
pub(crate) use mask::{MASK_BITS, choose_mask};
use pick::{
    CANDIDATES, EARLY_SURVEY_EVERY, EARLY_SURVEYS, FIRST_PICK, PICK_EVERY, Pick, SURVEY_EVERY,
};
use prescan::Prescan;
use witnesses::{NEED_SIZE, ORDERED, REORDER_EVERY, Witnesses, scan_marking};

/// Heaps whose pairs with the rare heaps r ≥ BLOCK are marked together.
const BLOCK: usize = 16;

/// The sparse method's working state (none of it changes the values, only the time).
#[derive(Debug, Default)]
pub(crate) struct SparseState {
    /// Heap `start + j` has value v marked when `stamps[j * width + v] == stamp`.
    stamps: Vec<u8>,
    /// With the pick, the block's marks of folded values (see `marks::fold`), heap
    /// `start + j` in row j, set when equal to `stamp`; the heap's own marks stay in `stamps`.
    folded_rows: Vec<[u8; 256]>,
    width: usize,
    stamp: u8,
    /// The block: heaps start..start + len (len 0: none).
    start: usize,
    len: usize,
    /// For each rest of `two_heap_rests` (in order): the rare heaps, as indices lo..hi into
    /// the list, whose pairs the block has marked for every heap of it.
    covered: Vec<(usize, usize)>,
    /// The scan's tables: `need[v]` = bit i for the i-th rare value v (those that fit), else 0;
    /// emptied when the rare values change.
    need64: Vec<u64>,
    need128: Vec<u128>,
    need256: Vec<U256>,
    /// For each v up to the values' bound: how many rare values are below v.
    rare_values_below: Vec<u32>,
    missing: Vec<u32>,
    /// The low heaps a = 1..=ORDERED as (ORDERED − a, g(a)), in the order the scan tries
    /// them (empty until g(ORDERED) is known), and their points (by a).
    order: Vec<(u32, u32)>,
    score: Vec<u32>,
    /// Changes whenever `order` does.
    order_version: u32,
    /// The block's pre-scan of its heaps' witnesses, unless off (a benchmark's baseline).
    prescan: Prescan,
    pub(crate) prescan_off: bool,
    scans: u32,
    /// Which rare heaps the block marks, once no pair of two rare heaps is left (on a CPU
    /// without `hit_ranks`'s vectors, or with `ranks_off`).
    pick: Pick,
    /// The values folded to bytes and the common values' tables, for the ranks and the pick.
    fold: Folded,
    /// Once no pair of two rare heaps is left, with vectors: for each heap of the block, the
    /// ranks of the common values its pairs with the rare heaps r ≥ BLOCK give (see
    /// `hit_ranks`), and whether the block has them.
    ranks: [(u128, u32); BLOCK],
    ranks_active: bool,
    /// The pick instead of `hit_ranks` (a benchmark's baseline, and the tests of the pick on a
    /// CPU that has the vectors).
    pub(crate) ranks_off: bool,
    /// The folded values of the rare heaps `hit_ranks` pairs, for (mask, fold bit, lo, hi).
    rank_values: Vec<u8>,
    rank_values_for: Option<(u32, u32, usize, usize)>,
}

impl Engine {
    /// g(n) by the sparse-space method.
    pub(crate) fn sparse_value(&mut self, n: usize) -> u32 {
        let state = &self.sparse;
        if state.len == 0 || n < state.start || n >= state.start + state.len {
            self.start_block(n);
        }
        let Engine {
            rules,
            values,
            rare_heaps,
            rare_values,
            common_order,
            rare_order,
            value_bound,
            sparse,
            ..
        } = self;
        let width = sparse.width;
        let stamp = sparse.stamp;
        let row = n - sparse.start;
        let seen = &mut sparse.stamps[row * width..(row + 1) * width];
        rules.mark_small_options(n, values, |v| seen[v as usize] = stamp);
        for (k, rest) in rules.two_heap_rests(n).enumerate() {
            let count = rare_below(rare_heaps, rest);
            let (lo, hi) = sparse.covered.get(k).copied().unwrap_or((0, 0));
            let window = &values[..rest];
            // The pairs the block did not mark: rare heaps r < BLOCK, and r ≥ the block's
            // first rest (their partners lie inside the block).
            for i in (0..lo).chain(hi..count) {
                let x = rare_values[i] ^ window[rest - rare_heaps[i] as usize];
                seen[x as usize] = stamp;
            }
            if rules.unequal_only && rest % 2 == 0 {
                // The equal split rest/2 + rest/2 is not a move: unmark it unless another
                // pair gives the same value (pairs of two rare heaps are rare-valued, so
                // only the common values matter here, and those come from rare heaps only).
                let (heaps, heap_values) = (&rare_heaps[..count], &rare_values[..count]);
                unmark_equal_split(seen, stamp, values, heaps, heap_values, rest);
            }
        }
        // m_c: the least common value no option has. No option reaches the values' bound (a
        // power of two above every value, so above every XOR of two), so when every common
        // value below it is marked, the bound itself is the candidate, whatever its parity.
        let ranked = sparse.ranks_active.then(|| {
            first_free_rank(
                sparse.ranks[row],
                &sparse.fold.unfold,
                seen,
                stamp,
                *value_bound,
            )
        });
        let picked = sparse.pick.active.then(|| {
            let pick = &sparse.pick;
            (0..CANDIDATES)
                .map(|k| (pick.candidates[k][row], pick.hits[k][row]))
                .find(|&(v, hit)| {
                    let free = hit == 0 && seen.get(v as usize) != Some(&stamp);
                    // No pair gives the bound (its folded value may be hit).
                    free || usize::from(v) == *value_bound
                })
        });
        let common_mex = match (ranked, picked) {
            (Some(Some(v)), _) | (_, Some(Some((v, _)))) => u32::from(v),
            _ => {
                if ranked.is_some() {
                    // Every rank is taken: mark the block's rare heaps' pairs too.
                    for (rest, &(lo, hi)) in rules.two_heap_rests(n).zip(&sparse.covered) {
                        for (&r, &x) in rare_heaps[lo..hi].iter().zip(&rare_values[lo..hi]) {
                            seen[(x ^ values[rest - r as usize]) as usize] = stamp;
                        }
                    }
                }
                if picked.is_some() {
                    // Every candidate is taken: mark the other rare heaps' pairs too.
                    for rest in rules.two_heap_rests(n) {
                        for &(r, x) in &sparse.pick.others {
                            let y = values[rest - r as usize];
                            seen[(x ^ y) as usize] = stamp;
                        }
                    }
                }
                // With the pick, the block's marks are the folded row's (with the ranks, all
                // are in `seen` now).
                let folded = picked
                    .is_some()
                    .then(|| (&sparse.folded_rows[row], sparse.fold.bit));
                common_order
                    .iter()
                    .copied()
                    .find(|&v| {
                        seen[v as usize] != stamp
                            && folded.is_none_or(|(marks, bit)| {
                                marks[usize::from(fold(v, bit))] != stamp
                            })
                    })
                    .unwrap_or(*value_bound as u32)
            }
        };
        // The rare values below m_c that no pair with a rare heap gave: only pairs of two
        // common heaps can give them (m_c ≤ the bound, which has an entry).
        let below = sparse.rare_values_below[common_mex as usize] as usize;
        if sparse.order.len() != ORDERED && values.len() > ORDERED {
            sparse.order = (1..=ORDERED as u32)
                .map(|a| (ORDERED as u32 - a, values[a as usize]))
                .collect();
            sparse.score = vec![0; ORDERED + 1];
            sparse.order_version = sparse.order_version.wrapping_add(1);
        }
        let missed = if *value_bound <= NEED_SIZE && below <= 256 {
            let mut witnesses = Witnesses {
                rules,
                values,
                n,
                rare: &rare_order[..below],
                rare_order,
                rare_index: &sparse.rare_values_below,
                seen,
                stamp,
                order: &sparse.order,
                score: &mut sparse.score,
                prescan: &sparse.prescan,
                lane: row,
                // With the pick or the ranks, every rare heap pairs with a common one: a
                // common value.
                only_small: sparse.pick.active || sparse.ranks_active,
            };
            let scanned = if below <= 64 {
                witnesses.scan(&mut sparse.need64)
            } else if below <= 128 {
                witnesses.scan(&mut sparse.need128)
            } else {
                witnesses.scan(&mut sparse.need256)
            };
            let Some(missed) = scanned else {
                return common_mex;
            };
            missed
        } else {
            let missing = &mut sparse.missing;
            missing.clear();
            let rare = &rare_order[..below];
            missing.extend(rare.iter().copied().filter(|&v| seen[v as usize] != stamp));
            if missing.is_empty() {
                return common_mex;
            }
            scan_marking(rules, values, seen, stamp, missing, n)
        };
        sparse.scans += 1;
        if sparse.scans % REORDER_EVERY == 0 {
            sparse.reorder();
        }
        missed.unwrap_or(common_mex)
    }

    /// Starts a block at heap n: marks, for each heap of it, the pairs with the rare heaps
    /// r ≥ BLOCK whose partner precedes the block (a block of one heap, with nothing marked,
    /// while n is small).
    fn start_block(&mut self, n: usize) {
        let Engine {
            rules,
            values,
            rare_heaps,
            rare_values,
            common_order,
            rare_order,
            value_bound,
            sparse,
            method,
            ..
        } = self;
        let width = (*value_bound).max(64);
        if sparse.width != width || sparse.stamps.len() != BLOCK * width {
            sparse.stamps = vec![0; BLOCK * width];
            sparse.folded_rows = vec![[0; 256]; BLOCK];
            sparse.width = width;
            sparse.stamp = 0;
        }
        sparse.stamp = sparse.stamp.wrapping_add(1);
        if sparse.stamp == 0 {
            sparse.stamps.fill(0);
            sparse.folded_rows.fill([0; 256]);
            sparse.stamp = 1;
        }
        sparse.start = n;
        sparse.covered.clear();
        // Every rest of every heap of the block then has the same digits and is ≥ BLOCK + 2.
        if n < 2 * BLOCK + rules.digits.len() + 2 {
            sparse.len = 1;
            sparse.pick.active = false;
            sparse.ranks_active = false;
            sparse.prescan.active = false;
            return;
        }
        sparse.len = BLOCK;
        let stamp = sparse.stamp;
        let lo = rare_heaps.partition_point(|&r| (r as usize) < BLOCK);
        for rest in rules.two_heap_rests(n) {
            let hi = rare_below(rare_heaps, rest).max(lo);
            sparse.covered.push((lo, hi));
        }
        // The pick (see `Pick`): every rare heap is below rest/2 for each rest, so below the
        // block's partners, and every value folds to a byte.
        let hi = rare_heaps.len();
        let last = rare_heaps.last().map_or(0, |&r| r as usize);
        let pick = &mut sparse.pick;
        let fold_by = match *method {
            Method::Sparse { mask } => fold_bit(mask, *value_bound).map(|bit| (bit, mask)),
            _ => None,
        };
        let ready = fold_by.is_some()
            && sparse.covered.iter().all(|&range| range == (lo, hi))
            && rules.two_heap_rests(n).all(|rest| rest > 2 * last);
        pick.blocks = pick.blocks.wrapping_add(1);
        sparse.prescan.active = false;
        // With vectors, the pairs of every rare heap give their ranks (no pick, no surveys);
        // without, the pick is faster than `hit_ranks` one byte at a time.
        let by_ranks = ready && !sparse.ranks_off && avx512_available();
        sparse.ranks_active = by_ranks;
        let every = if pick.all_surveys < EARLY_SURVEYS {
            EARLY_SURVEY_EVERY
        } else {
            SURVEY_EVERY
        };
        if ready && !by_ranks && pick.blocks % every == 0 {
            let tables = (&rare_heaps[..], &rare_values[..], &common_order[..]);
            pick.survey(rules, values, tables, *value_bound, n);
            let due = if pick.chosen_from == (0, 0) {
                FIRST_PICK
            } else {
                PICK_EVERY
            };
            if pick.surveys >= due {
                pick.choose(rare_heaps, rare_values, lo, hi);
            }
        }
        pick.active = ready && !by_ranks && pick.chosen_from == (lo, hi);
        let rests: Vec<usize> = rules.two_heap_rests(n).collect();
        let Some((bit, mask)) = fold_by.filter(|_| pick.active || by_ranks) else {
            BlockMarks {
                rests: &rests,
                covered: &sparse.covered,
                rare_heaps,
                rare_values,
                values,
                width,
                stamp,
            }
            .mark::<BLOCK>(&mut sparse.stamps);
            return;
        };
        let folded = &mut sparse.fold;
        folded.extend(values, bit);
        folded.tables(mask, *value_bound);
        // Each heap's first common value that no pair with a rare heap r ≥ BLOCK gives, as far
        // as the block knows (the bound when none): the pre-scan looks for the rare values
        // below it.
        let firsts: [usize; BLOCK] = if by_ranks {
            if sparse.rank_values_for != Some((mask, bit, lo, hi)) {
                sparse.rank_values = rare_values[lo..hi].iter().map(|&x| fold(x, bit)).collect();
                sparse.rank_values_for = Some((mask, bit, lo, hi));
            }
            let pairs = (
                &folded.values[..],
                &rests[..],
                (&rare_heaps[lo..hi], &sparse.rank_values[..]),
            );
            sparse.ranks = hit_ranks(pairs);
            sparse.ranks.map(|(low, high)| {
                let rank = match (!low).trailing_zeros() {
                    128 => 128 + (!high).trailing_zeros(),
                    rank => rank,
                };
                folded
                    .unfold
                    .get(rank as usize)
                    .map_or(0, |&v| usize::from(v))
            })
        } else {
            pick.fold_heaps(bit);
            let picked = (&pick.heaps[..], &pick.heap_folded[..]);
            mark_folded(
                &mut sparse.folded_rows,
                stamp,
                &folded.values,
                &rests,
                picked,
            );
            let tables = (&folded.common, &folded.unfold[..]);
            pick.candidates = first_free_folded(&sparse.folded_rows, stamp, tables, *value_bound);
            let candidates = pick
                .candidates
                .map(|row| row.map(|v| fold(u32::from(v), bit)));
            let others = (&pick.others[..], &pick.other_folded[..]);
            pick.hits = hit_candidates(&folded.values, others, &rests, &candidates);
            // Heap j misses its first candidate that no other rare heap's pair hit.
            std::array::from_fn(|j| {
                let free = (0..CANDIDATES).find(|&k| pick.hits[k][j] == 0);
                free.map_or(0, |k| usize::from(pick.candidates[k][j]))
            })
        };
        // The pre-scan: every pair of the learned order must be a move with a common
        // partner before the block, so each rest at least twice ORDERED + BLOCK.
        if !sparse.prescan_off
            && sparse.order.len() == ORDERED
            && rests.iter().all(|&rest| rest >= 2 * (ORDERED + BLOCK))
        {
            let order = (&sparse.order[..], ORDERED, sparse.order_version);
            let prescan = &mut sparse.prescan;
            prescan.entries_from(order, bit, mask);
            // Heap j's m_c is at least its first, so it looks for every rare value below it.
            let counts = firsts.map(|first| sparse.rare_values_below[first] as usize);
            prescan.scan((&folded.values, bit), &rests, rare_order, &counts);
        }
    }

    /// Rebuilds the lists of common and rare values below the values' bound.
    pub(crate) fn order_values(&mut self, mask: u32) {
        let bound = self.value_bound as u32;
        self.common_order = (0..bound).filter(|&v| !is_rare(v, mask)).collect();
        self.rare_order = (0..bound).filter(|&v| is_rare(v, mask)).collect();
        self.sparse.need64.clear();
        self.sparse.need128.clear();
        self.sparse.need256.clear();
        let mut count = 0;
        self.sparse.rare_values_below = (0..=bound)
            .map(|v| {
                let below = count;
                count += u32::from(v < bound && is_rare(v, mask));
                below
            })
            .collect();
        self.sparse.len = 0;
    }

    /// Continues with the sparse method for `mask`, from the values computed so far.
    pub(crate) fn switch_to_sparse(&mut self, mask: u32) {
        self.method = Method::Sparse { mask };
        self.rare_heaps.clear();
        self.rare_values.clear();
        self.sparse.pick = Pick::default();
        self.sparse.fold = Folded::default();
        for (heap, &value) in self.values.iter().enumerate().skip(1) {
            if is_rare(value, mask) {
                self.rare_heaps.push(heap as u32);
                self.rare_values.push(value);
            }
        }
        self.order_values(mask);
    }
}

/// The first common value of rank k < RANKS whose bit the hits lack (see `hit_ranks`) and
/// that `seen` has not marked (the heap's other options), as `unfold[k]`, or the values'
/// bound, which no pair gives; `None` when every rank below RANKS is taken.
fn first_free_rank(
    (low, high): (u128, u32),
    unfold: &[u16],
    seen: &[u8],
    stamp: u8,
    value_bound: usize,
) -> Option<u16> {
    let mut free = [!low, u128::from(!high) & ((1 << (RANKS - 128)) - 1)];
    for (word, free) in free.iter_mut().enumerate() {
        while *free != 0 {
            let rank = 128 * word + free.trailing_zeros() as usize;
            let v = *unfold.get(rank)?;
            if usize::from(v) == value_bound || seen[usize::from(v)] != stamp {
                return Some(v);
            }
            *free &= *free - 1;
        }
    }
    None
}

/// Whether this CPU has AVX-512 F and BW, which the vector functions of `marks` (the ranks) and
/// `prescan` need.
fn avx512_available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx512f")
            && std::arch::is_x86_feature_detected!("avx512bw")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// How many rare heaps are below `rest` (usually all of them).
fn rare_below(rare_heaps: &[u32], rest: usize) -> usize {
    match rare_heaps.last() {
        Some(&last) if (last as usize) < rest => rare_heaps.len(),
        _ => rare_heaps.partition_point(|&r| (r as usize) < rest),
    }
}

/// Grundy's game, even `rest`: the rare-heap loop marked g(rest/2) ⊕ g(rest/2) = 0 if rest/2 is
/// rare, but the equal split is not a move. 0 is rare, so it only matters through the scan;
/// unmark it unless another pair of the loop gave 0 (a rare heap r ≠ rest/2 with
/// g(r) = g(rest − r)).
fn unmark_equal_split(
    seen: &mut [u8],
    stamp: u8,
    values: &[u32],
    heaps: &[u32],
    heap_values: &[u32],
    rest: usize,
) {
    let half = rest / 2;
    if heaps.binary_search(&(half as u32)).is_err() {
        return;
    }
    let other_zero = heaps
        .iter()
        .zip(heap_values)
        .any(|(&r, &x)| r as usize != half && x == values[rest - r as usize]);
    if !other_zero && seen[0] == stamp {
        seen[0] = stamp.wrapping_sub(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A xorshift generator from `seed` (not 0): the module's tests' random cases.
    pub(super) fn xorshift(mut state: u64) -> impl FnMut() -> u64 {
        move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        }
    }

    /// The first clear rank whose value the heap's other options do not give, in rank order
    /// over both words; the bound when the common values run out; `None` when all are taken.
    #[test]
    fn first_free_rank_reads_ranks_in_order_and_skips_other_options() {
        let stamp = 7;
        // Mask 1: the common values are the odd ones, rank k is 2k + 1.
        let odd = |bound: u16| -> Vec<u16> {
            (0..256)
                .map(|k| if 2 * k + 1 < bound { 2 * k + 1 } else { bound })
                .collect()
        };
        let small = odd(16);
        let mut seen = vec![0u8; 64];
        let first = |hits, unfold: &[u16], seen: &[u8], bound| {
            first_free_rank(hits, unfold, seen, stamp, bound)
        };
        assert_eq!(first((0, 0), &small, &seen, 16), Some(1));
        assert_eq!(first((0b1, 0), &small, &seen, 16), Some(3));
        seen[3] = stamp;
        assert_eq!(first((0b1, 0), &small, &seen, 16), Some(5));
        // Every common value below the bound is hit or taken: the bound, which no pair gives.
        assert_eq!(first((0xff, 0), &small, &seen, 16), Some(16));
        // Ranks 128 to 159 (bound 512: 256 common values).
        let full = odd(512);
        let mut seen = vec![0u8; 512];
        let high = !(1u32 << 3 | 1 << 5);
        assert_eq!(first((u128::MAX, high), &full, &seen, 512), Some(263));
        seen[263] = stamp;
        assert_eq!(first((u128::MAX, high), &full, &seen, 512), Some(267));
        seen[267] = stamp;
        assert_eq!(first((u128::MAX, high), &full, &seen, 512), None);
        assert_eq!(first((u128::MAX, u32::MAX), &full, &seen, 512), None);
        // A rank below 128 first, even with ranks 128 up clear.
        assert_eq!(first((!(1u128 << 100), 0), &full, &seen, 512), Some(201));
    }
}
