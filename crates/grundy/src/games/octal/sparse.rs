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
//!   Once no rare heap can pair with another (every rare heap below rest/2), a block marks
//!   only the [`PICKED`] rare heaps that most often alone gave a common value below m_c, and
//!   compares the others' pair values with each heap's first [`CANDIDATES`] common values
//!   left unmarked, 16 heaps at once and without a store (see `Pick`; Officers: ~800 of the
//!   1,583 stores per heap, which bound the marks at about one a cycle).
//! - step 2 looks each pair's value up in a table with bit i for the i-th rare value (built
//!   once; at most 256 rare values below m_c, else the pairs are marked and the missing
//!   values re-checked) and ORs the bits, kept to those of the rare values below m_c left
//!   unmarked, so a chunk of pairs costs no branch; all are hit when the OR is full.
//! - the scan tries the pairs (a, rest − a) with a ≤ [`ORDERED`] in a learned order first: a
//!   pair that hit one of the last missing values gains a point, and every [`REORDER_EVERY`]
//!   scans the low heaps are sorted by points (halved then). The same few low heaps keep
//!   hitting the hard values (Officers: ~700 pairs instead of ~2,700 in increasing a). The order
//!   changes only the time; every pair is still tried before a rare value is declared missed.

use std::cmp::Reverse;

use rayon::prelude::*;
use std::ops::{BitAnd, BitOr, BitOrAssign, Not};

use super::engine::{Engine, Method, is_rare};
use super::rules::Rules;

/// Heaps whose pairs with the rare heaps r ≥ BLOCK are marked together.
const BLOCK: usize = 16;

/// Low heaps a ≤ ORDERED are scanned in the learned order (when the split allows them all).
/// Tests use a small one, so that the learned order and its rebuilds run within their sizes.
const ORDERED: usize = if cfg!(test) { 1 << 9 } else { 1 << 14 };

/// Scans between two rebuilds of the learned order.
const REORDER_EVERY: u32 = if cfg!(test) { 64 } else { 8192 };

/// A pair of the learned order earns a point when it hits a value with at most this many
/// missing values left before its chunk.
const CREDIT_LEFT: u32 = 4;

/// The scan's tables cover the values below NEED_SIZE (beyond, the pairs are marked instead).
const NEED_SIZE: usize = 1 << 12;

/// Pairs looked up between two checks whether every missing rare value is hit.
const SCAN_CHUNK: usize = 32;

/// Pairs in increasing a between two such checks.
const TAIL_CHUNK: usize = 64;

/// Rare heaps whose pairs a block marks once the rare heaps are learned (see [`Pick`]).
const PICKED: usize = if cfg!(test) { 8 } else { 800 };

/// Candidates for m_c per heap of a block that the other rare heaps' pairs are compared with.
const CANDIDATES: usize = 4;

/// One block in SURVEY_EVERY counts, for its first heap, which rare heap alone gave each
/// common value below m_c; one in EARLY_SURVEY_EVERY for the first EARLY_SURVEYS surveys.
const SURVEY_EVERY: u32 = if cfg!(test) { 1 } else { 16 };
const EARLY_SURVEY_EVERY: u32 = if cfg!(test) { 1 } else { 2 };
const EARLY_SURVEYS: u32 = 2048;

/// Surveys before the first choice of the picked rare heaps, and between two later ones.
const FIRST_PICK: u32 = if cfg!(test) { 16 } else { 64 };
const PICK_EVERY: u32 = if cfg!(test) { 16 } else { 256 };

/// Masks tried: every m below 2^MASK_BITS (and below the values' bound).
const MASK_BITS: u32 = 12;

/// The sparse method's working state (none of it changes the values, only the time).
#[derive(Debug, Default)]
pub(crate) struct SparseState {
    /// Heap `start + j` has value v marked when `stamps[j * width + v] == stamp`.
    stamps: Vec<u8>,
    width: usize,
    stamp: u8,
    /// The block: heaps start..start + len (len 0: none).
    start: usize,
    len: usize,
    /// For each rest of `two_heap_rests` (in order): the rare heaps, as indices lo..hi into
    /// the list, whose pairs the block has marked for every heap of it.
    covered: Vec<(usize, usize)>,
    /// The scan's tables: need[v] = bit i for the i-th rare value v (those that fit), else 0;
    /// emptied when the rare values change.
    need64: Vec<u64>,
    need128: Vec<u128>,
    need256: Vec<U256>,
    /// For each v up to the values' bound: how many rare values are below v.
    rare_values_below: Vec<u32>,
    /// The common values below the row width, as the top bit of byte v % 8 of word v / 8.
    common_bytes: Vec<u64>,
    missing: Vec<u32>,
    /// The low heaps a = 1..=ORDERED as (ORDERED − a, g(a)), in the order the scan tries
    /// them (empty until g(ORDERED) is known), and their points (by a).
    order: Vec<(u32, u32)>,
    score: Vec<u32>,
    scans: u32,
    /// Which rare heaps the block marks, once no pair of two rare heaps is left.
    pick: Pick,
}

/// Once every rare heap r is below rest/2 for each rest of the block, a pair with a rare heap
/// has a common partner, so a common value: those pairs decide m_c and nothing else. Then a
/// block marks only the PICKED rare heaps that most often were the only pair giving a common
/// value below m_c (learned by surveys), takes for each heap the first CANDIDATES common values
/// those leave unmarked, and compares the other rare heaps' pair values with them, 16 heaps at
/// once with no store. m_c is the first candidate neither hit nor marked by the heap's own
/// pairs; when all are, the heap marks the other rare heaps' pairs itself (as without a pick).
#[derive(Debug, Default)]
struct Pick {
    /// Points by rare heap index, the surveys since the last choice and in all.
    points: Vec<u32>,
    surveys: u32,
    all_surveys: u32,
    blocks: u32,
    /// Which rare heaps, as the index range lo..hi, the lists were chosen from (none: 0..0).
    chosen_from: (usize, usize),
    /// The picked rare heaps and their values, and the others as (heap, value).
    heaps: Vec<u32>,
    heap_values: Vec<u32>,
    others: Vec<(u32, u32)>,
    /// A survey's counts and last rare heap index per value.
    counts: Vec<u16>,
    who: Vec<u32>,
    /// The values so far folded to a byte by `fold` with `key` (see `hit_candidates`).
    key: u32,
    values: Vec<u8>,
    /// Whether the current block uses the pick; its candidates and which of them are hit.
    active: bool,
    candidates: [[u16; BLOCK]; CANDIDATES],
    hits: [[u8; BLOCK]; CANDIDATES],
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
        let common_mex = match picked {
            Some(Some((v, _))) => u32::from(v),
            _ => {
                if picked.is_some() {
                    // Every candidate is taken: mark the other rare heaps' pairs too.
                    for rest in rules.two_heap_rests(n) {
                        for &(r, x) in &sparse.pick.others {
                            let y = values[rest - r as usize];
                            seen[(x ^ y) as usize] = stamp;
                        }
                    }
                }
                common_order
                    .iter()
                    .copied()
                    .find(|&v| seen[v as usize] != stamp)
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
        }
        let missed = if *value_bound <= NEED_SIZE && below <= 256 {
            let mut witnesses = Witnesses {
                rules,
                values,
                n,
                rare: &rare_order[..below],
                rare_order,
                seen,
                stamp,
                order: &sparse.order,
                score: &mut sparse.score,
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
            value_bound,
            sparse,
            ..
        } = self;
        let width = (*value_bound).max(64);
        if sparse.width != width || sparse.stamps.len() != BLOCK * width {
            sparse.stamps = vec![0; BLOCK * width];
            sparse.width = width;
            sparse.stamp = 0;
        }
        sparse.stamp = sparse.stamp.wrapping_add(1);
        if sparse.stamp == 0 {
            sparse.stamps.fill(0);
            sparse.stamp = 1;
        }
        sparse.start = n;
        sparse.covered.clear();
        // Every rest of every heap of the block then has the same digits and is ≥ BLOCK + 2.
        if n < 2 * BLOCK + rules.digits.len() + 2 {
            sparse.len = 1;
            sparse.pick.active = false;
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
        // block's partners, and every value below 512, with a common key to fold them by.
        let hi = rare_heaps.len();
        let last = rare_heaps.last().map_or(0, |&r| r as usize);
        let pick = &mut sparse.pick;
        let key = match *value_bound {
            ..=256 => Some(0),
            512 => common_order.iter().copied().find(|&v| v >= 256),
            _ => None,
        };
        let ready = key.is_some()
            && sparse.covered.iter().all(|&range| range == (lo, hi))
            && rules.two_heap_rests(n).all(|rest| rest > 2 * last);
        pick.blocks = pick.blocks.wrapping_add(1);
        let every = if pick.all_surveys < EARLY_SURVEYS {
            EARLY_SURVEY_EVERY
        } else {
            SURVEY_EVERY
        };
        if ready && pick.blocks % every == 0 {
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
        pick.active = ready && pick.chosen_from == (lo, hi);
        let rests: Vec<usize> = rules.two_heap_rests(n).collect();
        let everything = [(0, pick.heaps.len())].repeat(rests.len());
        let marks = if pick.active {
            BlockMarks {
                rests: &rests,
                covered: &everything,
                rare_heaps: &pick.heaps,
                rare_values: &pick.heap_values,
                values,
                width,
                stamp,
            }
        } else {
            BlockMarks {
                rests: &rests,
                covered: &sparse.covered,
                rare_heaps,
                rare_values,
                values,
                width,
                stamp,
            }
        };
        marks.mark::<BLOCK>(&mut sparse.stamps);
        if pick.active {
            let key = key.unwrap_or(0);
            if pick.key != key {
                pick.key = key;
                pick.values.clear();
            }
            let from = pick.values.len();
            pick.values
                .extend(values[from..].iter().map(|&v| fold(v, key)));
            let rows = (&sparse.stamps[..], width, stamp);
            pick.candidates = first_free(rows, &sparse.common_bytes, *value_bound);
            let folded = pick
                .candidates
                .map(|row| row.map(|v| fold(u32::from(v), key)));
            let others = (&pick.others[..], key);
            pick.hits = hit_candidates(&pick.values, others, &rests, &folded);
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
        let mut common_bytes = vec![0u64; self.value_bound.max(64) / 8];
        for &v in &self.common_order {
            common_bytes[v as usize / 8] |= 0x80 << (8 * (v % 8));
        }
        self.sparse.common_bytes = common_bytes;
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
        for (heap, &value) in self.values.iter().enumerate().skip(1) {
            if is_rare(value, mask) {
                self.rare_heaps.push(heap as u32);
                self.rare_values.push(value);
            }
        }
        self.order_values(mask);
    }
}

/// What a block marks in advance: for each rest of its first heap, the rare heaps
/// `covered` (as indices into the lists) paired with their partners before the block.
struct BlockMarks<'a> {
    rests: &'a [usize],
    covered: &'a [(usize, usize)],
    rare_heaps: &'a [u32],
    rare_values: &'a [u32],
    values: &'a [u32],
    width: usize,
    stamp: u8,
}

impl BlockMarks<'_> {
    /// Marks the rows of the block's COUNT heaps into `rows`.
    fn mark<const COUNT: usize>(&self, rows: &mut [u8]) {
        // A row width known to the compiler makes each mark one load, one XOR and one store.
        match self.width {
            64 => self.mark_rows::<COUNT, 64>(rows),
            128 => self.mark_rows::<COUNT, 128>(rows),
            256 => self.mark_rows::<COUNT, 256>(rows),
            512 => self.mark_rows::<COUNT, 512>(rows),
            1024 => self.mark_rows::<COUNT, 1024>(rows),
            2048 => self.mark_rows::<COUNT, 2048>(rows),
            4096 => self.mark_rows::<COUNT, 4096>(rows),
            _ => self.mark_any::<COUNT>(rows),
        }
    }

    /// Calls `f` with g(r) and the index of r's partner for the block's first heap, for each
    /// rest's covered rare heaps r.
    #[inline(always)]
    fn each_pair(&self, mut f: impl FnMut(u32, usize)) {
        for (&rest, &(lo, hi)) in self.rests.iter().zip(self.covered) {
            let heaps = self.rare_heaps[lo..hi].iter();
            for (&r, &x) in heaps.zip(&self.rare_values[lo..hi]) {
                // Heap n + j has rest + j; its partner of r is rest + j − r < n for r ≥ BLOCK.
                f(x, rest - r as usize);
            }
        }
    }

    /// The values of the block's COUNT heaps' partners, from index `from` on.
    #[inline(always)]
    fn partners<const COUNT: usize>(&self, from: usize) -> &[u32; COUNT] {
        self.values[from..from + COUNT]
            .try_into()
            .expect("COUNT values")
    }

    fn mark_rows<const COUNT: usize, const WIDTH: usize>(&self, rows: &mut [u8]) {
        let rows = &mut rows[..COUNT * WIDTH];
        let stamp = self.stamp;
        self.each_pair(|x, from| {
            for (j, &y) in self.partners::<COUNT>(from).iter().enumerate() {
                rows[j * WIDTH + (x ^ y) as usize % WIDTH] = stamp;
            }
        });
    }

    fn mark_any<const COUNT: usize>(&self, rows: &mut [u8]) {
        let width = self.width;
        self.each_pair(|x, from| {
            for (j, &y) in self.partners::<COUNT>(from).iter().enumerate() {
                rows[j * width + (x ^ y) as usize] = self.stamp;
            }
        });
    }
}

/// For each heap j of a block (row j of `stamps`), the first CANDIDATES common values not
/// marked (`common` as `SparseState::common_bytes`), then the values' bound (which no pair
/// gives).
fn first_free(
    (stamps, width, stamp): (&[u8], usize, u8),
    common: &[u64],
    value_bound: usize,
) -> [[u16; BLOCK]; CANDIDATES] {
    const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let stamps8 = u64::from(stamp) * 0x0101_0101_0101_0101;
    let mut candidates = [[value_bound as u16; BLOCK]; CANDIDATES];
    for (j, row) in stamps.chunks_exact(width).take(BLOCK).enumerate() {
        let mut k = 0;
        'row: for (c, (chunk, &common)) in row.chunks_exact(8).zip(common).enumerate() {
            // Eight stamps at a time: the top bit of each byte that differs from the stamp.
            let other = u64::from_le_bytes(chunk.try_into().expect("8 stamps")) ^ stamps8;
            let mut free = (((other & LOW) + LOW) | other) & common;
            while free != 0 {
                candidates[k][j] = (8 * c) as u16 + (free.trailing_zeros() / 8) as u16;
                k += 1;
                if k == CANDIDATES {
                    break 'row;
                }
                free &= free - 1;
            }
        }
    }
    candidates
}

/// A value below 512 as a byte: v, or v ⊕ key when v ≥ 256 (key common, 256 ≤ key < 512).
/// This is linear with kernel {0, key}, and u ⊕ c is rare for common u and c, so two common
/// values are equal exactly when their folded bytes are (below 256, key does not matter).
fn fold(v: u32, key: u32) -> u8 {
    (if v >= 256 { v ^ key } else { v }) as u8
}

/// For each candidate k and heap j of a block, all ones when the pair of one of the `others`
/// rare heaps (heap, value) with heap j's partner gives `candidates[k][j]`, else 0. Values and
/// candidates are folded (see `fold`): every such pair's value is common, so are the
/// candidates (but for the bound, which the caller takes as free anyway).
fn hit_candidates(
    values: &[u8],
    (others, key): (&[(u32, u32)], u32),
    rests: &[usize],
    candidates: &[[u8; BLOCK]; CANDIDATES],
) -> [[u8; BLOCK]; CANDIDATES] {
    let mut hits = [[0; BLOCK]; CANDIDATES];
    for &rest in rests {
        for &(r, x) in others {
            let x = fold(x, key);
            let from = rest - r as usize;
            let partners: &[u8; BLOCK] =
                values[from..from + BLOCK].try_into().expect("BLOCK values");
            // Compares, no stores: 16 lanes of a byte, vectorised.
            for (hit, candidate) in hits.iter_mut().zip(candidates) {
                for ((h, &c), &y) in hit.iter_mut().zip(candidate).zip(partners) {
                    *h |= u8::from(x ^ y == c).wrapping_neg();
                }
            }
        }
    }
    hits
}

impl Pick {
    /// Credits, for heap n, the rare heap of each common value below m_c that only one pair
    /// with a rare heap gives (no other option either).
    // Once every 16 blocks: kept out of the block's code.
    #[inline(never)]
    fn survey(
        &mut self,
        rules: &Rules,
        values: &[u32],
        (rare_heaps, rare_values, common_order): (&[u32], &[u32], &[u32]),
        value_bound: usize,
        n: usize,
    ) {
        let (counts, who) = (&mut self.counts, &mut self.who);
        counts.clear();
        counts.resize(value_bound, 0);
        who.resize(counts.len(), 0);
        rules.mark_small_options(n, values, |v| counts[v as usize] = 2);
        for rest in rules.two_heap_rests(n) {
            let count = rare_below(rare_heaps, rest);
            for (i, (&r, &x)) in rare_heaps[..count].iter().zip(rare_values).enumerate() {
                let v = (x ^ values[rest - r as usize]) as usize;
                counts[v] = counts[v].saturating_add(1);
                who[v] = i as u32;
            }
        }
        self.points.resize(rare_heaps.len(), 0);
        for &v in common_order {
            match counts[v as usize] {
                0 => break,
                1 => self.points[who[v as usize] as usize] += 1,
                _ => {}
            }
        }
        self.surveys += 1;
        self.all_surveys = self.all_surveys.saturating_add(1);
    }

    /// Picks the PICKED rare heaps lo..hi with most points (the others are compared) and
    /// halves the points.
    fn choose(&mut self, rare_heaps: &[u32], rare_values: &[u32], lo: usize, hi: usize) {
        let points = &self.points;
        let mut ranked: Vec<u32> = (lo as u32..hi as u32).collect();
        ranked.sort_by_key(|&i| (Reverse(points.get(i as usize).copied().unwrap_or(0)), i));
        let (picked, others) = ranked.split_at_mut(PICKED.min(hi - lo));
        picked.sort_unstable();
        others.sort_unstable();
        self.heaps = picked.iter().map(|&i| rare_heaps[i as usize]).collect();
        self.heap_values = picked.iter().map(|&i| rare_values[i as usize]).collect();
        self.others = others
            .iter()
            .map(|&i| (rare_heaps[i as usize], rare_values[i as usize]))
            .collect();
        self.chosen_from = (lo, hi);
        self.surveys = 0;
    }
}

/// How many rare heaps are below `rest` (usually all of them).
fn rare_below(rare_heaps: &[u32], rest: usize) -> usize {
    match rare_heaps.last() {
        Some(&last) if (last as usize) < rest => rare_heaps.len(),
        _ => rare_heaps.partition_point(|&r| (r as usize) < rest),
    }
}

impl SparseState {
    /// Sorts the low heaps by points (most first, then increasing a) and halves the points.
    fn reorder(&mut self) {
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
    }
}

/// One bit per missing rare value: u64 or u128.
trait Bits:
    Copy + Eq + BitOr<Output = Self> + BitOrAssign + BitAnd<Output = Self> + Not<Output = Self>
{
    const ZERO: Self;
    const BITS: usize;
    fn bit(index: usize) -> Self;
    fn count_ones(self) -> u32;
    fn trailing_zeros(self) -> u32;
}

macro_rules! bits {
    ($t:ty) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const BITS: usize = <$t>::BITS as usize;
            fn bit(index: usize) -> Self {
                1 << index
            }
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
        }
    };
}
bits!(u64);
bits!(u128);

/// 256 bits, low half first (the scan with 129 to 256 rare values below m_c).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct U256([u128; 2]);

impl BitOr for U256 {
    type Output = U256;
    fn bitor(self, other: U256) -> U256 {
        U256([self.0[0] | other.0[0], self.0[1] | other.0[1]])
    }
}

impl BitOrAssign for U256 {
    fn bitor_assign(&mut self, other: U256) {
        *self = *self | other;
    }
}

impl BitAnd for U256 {
    type Output = U256;
    fn bitand(self, other: U256) -> U256 {
        U256([self.0[0] & other.0[0], self.0[1] & other.0[1]])
    }
}

impl Not for U256 {
    type Output = U256;
    fn not(self) -> U256 {
        U256([!self.0[0], !self.0[1]])
    }
}

impl Bits for U256 {
    const ZERO: Self = U256([0, 0]);
    const BITS: usize = 256;
    fn bit(index: usize) -> Self {
        if index < 128 {
            U256([1 << index, 0])
        } else {
            U256([0, 1 << (index - 128)])
        }
    }
    fn count_ones(self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones()
    }
    fn trailing_zeros(self) -> u32 {
        if self.0[0] != 0 {
            self.0[0].trailing_zeros()
        } else {
            128 + self.0[1].trailing_zeros()
        }
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
struct Witnesses<'a> {
    rules: &'a Rules,
    values: &'a [u32],
    n: usize,
    /// The rare values below m_c, and all of them.
    rare: &'a [u32],
    rare_order: &'a [u32],
    /// The heap's marks.
    seen: &'a [u8],
    stamp: u8,
    /// The learned order of the low heaps and their points.
    order: &'a [(u32, u32)],
    score: &'a mut [u32],
}

impl Witnesses<'_> {
    /// The learned order of the low heaps first, then increasing a, with `need` (W's width at
    /// least the number of rare values below m_c) as the table: `None` when no rare value is
    /// left to look for, `Some(None)` when every one is hit (g(n) = m_c), else the least one
    /// missed.
    fn scan<W: Bits>(&mut self, need: &mut Vec<W>) -> Option<Option<u32>> {
        let all = unmarked_bits::<W>(self.rare, self.seen, self.stamp)?;
        let need = need_table(need, self.rare_order);
        let hit = scan_table(
            self.rules,
            self.values,
            self.n,
            need,
            all,
            self.order,
            self.score,
        );
        Some((hit != all).then(|| self.rare[(all & !hit).trailing_zeros() as usize]))
    }
}

/// The bits of `all` hit (see `Witnesses::scan`), stopping once all are.
fn scan_table<W: Bits>(
    rules: &Rules,
    values: &[u32],
    n: usize,
    need: &[W; NEED_SIZE],
    all: W,
    order: &[(u32, u32)],
    score: &mut [u32],
) -> W {
    // Every value and every XOR of two is below NEED_SIZE: the mask only spares the check.
    let look = |x: u32, y: u32| need[(x ^ y) as usize & (NEED_SIZE - 1)];
    let mut hit = W::ZERO;
    'scan: for rest in rules.two_heap_rests(n) {
        let half = if rules.unequal_only {
            (rest - 1) / 2
        } else {
            rest / 2
        };
        let mut next = 1;
        if half >= ORDERED && order.len() == ORDERED {
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

/// The scan with more than 128 missing rare values: marks every pair's value, in increasing a,
/// and looks at the missing values after each chunk. `None` when all are hit (g(n) = m_c),
/// else the least one missed.
fn scan_marking(
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
    // Masks are tried on the rayon pool's threads; the least (count, mask) wins either way.
    let best = (1..bound)
        .into_par_iter()
        .map(|mask| (rare_count(mask), mask))
        .min()?;
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

    #[test]
    fn folding_keeps_common_values_apart() {
        // Officers' mask, and masks without bit 8 (then the key is 256 plus a low bit).
        for mask in [494, 0b1_0000_0001, 30, 27, 0b1111_1111, 1] {
            let common: Vec<u32> = (0..512).filter(|&v| !is_rare(v, mask)).collect();
            let key = common.iter().copied().find(|&v| v >= 256).expect("a key");
            let mut seen = [false; 256];
            for &v in &common {
                let byte = usize::from(fold(v, key));
                assert!(
                    !seen[byte],
                    "mask {mask}: {v} folds onto another common value"
                );
                seen[byte] = true;
            }
        }
    }
}
