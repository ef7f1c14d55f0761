//! The block's witness pre-scan: the witness scan of all the block's heaps at once, before
//! their own scans, with byte lookups over 16 heaps per pair of the learned order instead of a
//! table lookup per heap and pair.
//!
//! For each heap j of the block, the rare values below its first common value that no pair
//! with a rare heap r ≥ BLOCK gives, as far as the block knows (the first clear rank, or the
//! first candidate for m_c that no other rare heap's pair hit: its m_c is at least that), all
//! need a pair of two common heaps giving them.
//! For a low heap a of the learned order (a ≥ BLOCK, g(a) common), the partners of the 16
//! heaps are 16 consecutive values before the block, so one load and one XOR give the 16
//! pairs' values as folded bytes (see `fold`: the pair's value is rare and its byte names
//! it). The values looked for are kept in groups of eight; a byte's member of a group is
//! found with two 16-entry lookups (by its low and its high four bits, each giving the members
//! with those bits: both, exactly the member equal to it), which are one instruction each
//! (`vpshufb`) for four pairs of 16 heaps with AVX-512 BW, two with AVX2 (elsewhere a byte at
//! a time). Groups whose values
//! every heap has hit are dropped. The pre-scan stops early when only a few (heap, value) are
//! left: a heap's own scan then resumes the learned order where the pre-scan stopped (plus
//! its pairs with a < BLOCK) when the values it still looks for were all the pre-scan's.
//!
//! Officers to 10^7: about 85% of the heaps need no scan of their own, and the others ~100
//! pairs instead of ~630 (measured with temporary counters, not kept).
//!
//! Why it is exact: every pair compared, (a, rest + j − a) for heap j, is a move of that heap
//! (a is below half of every rest, a ≥ BLOCK puts the partner before the block, and both
//! heaps are common, so the value is rare and folds to a byte no other rare value has). A
//! heap's own scan starts from these hits and looks for the rest, trying every pair before it
//! calls a value missed.

use super::BLOCK;
use super::bits::Bits;
use super::marks::fold;
use crate::games::octal::engine::is_rare;

/// Learned order entries compared between two looks at which groups are done.
const CHUNK: usize = 16;

/// Entries compared between two looks at which groups are done and whether to stop.
const LOOK_EVERY: usize = 64;

/// The pre-scan stops when at most LEFT (heap, value) are still looked for, or after
/// ENTRIES entries: the slowest of 16 heaps would otherwise decide its length. Those values
/// are left to their heaps' own scans (which start where the pre-scan stopped).
const LEFT: usize = 4;
const ENTRIES: usize = if cfg!(test) { 256 } else { 2048 };

/// Values looked for: at most 256 (the scan's widest bit set), in groups of eight.
const GROUPS: usize = 32;

/// The values looked for, the i-th rare value as member i % 8 of group i / 8, and which heaps
/// still look for each: the groups' lookup tables and lanes are arrays of 16 bytes.
#[derive(Clone, Debug)]
struct Groups {
    /// Bit s of `low[g][b]` (`high[g][b]`): member s of group g has low (high) four bits b.
    low: [[u8; 16]; GROUPS],
    high: [[u8; 16]; GROUPS],
    /// Bit s of `pending[g][j]` (`wanted[g][j]`): heap j still looks (looked) for member s.
    pending: [[u8; BLOCK]; GROUPS],
    wanted: [[u8; BLOCK]; GROUPS],
    /// The groups not done yet.
    active: [u8; GROUPS],
    len: usize,
}

impl Default for Groups {
    fn default() -> Groups {
        Groups {
            low: [[0; 16]; GROUPS],
            high: [[0; 16]; GROUPS],
            pending: [[0; BLOCK]; GROUPS],
            wanted: [[0; BLOCK]; GROUPS],
            active: [0; GROUPS],
            len: 0,
        }
    }
}

impl Groups {
    /// The groups for the folded `bytes` of the rare values (ascending), heap j looking for
    /// the first `counts[j]` of them.
    #[cfg(test)]
    fn new(bytes: &[u8], counts: &[usize; BLOCK]) -> Groups {
        let mut groups = Groups::default();
        groups.reset(bytes, counts);
        groups
    }

    /// Makes these the groups of `new` (in place: only the groups used are written).
    fn reset(&mut self, bytes: &[u8], counts: &[usize; BLOCK]) {
        let count = bytes.len().min(8 * GROUPS);
        let len = count.div_ceil(8);
        self.low[..len].fill([0; 16]);
        self.high[..len].fill([0; 16]);
        for (i, &byte) in bytes[..count].iter().enumerate() {
            let (g, bit) = (i / 8, 1 << (i % 8));
            self.low[g][usize::from(byte & 15)] |= bit;
            self.high[g][usize::from(byte >> 4)] |= bit;
        }
        for g in 0..len {
            for (j, &wanted) in counts.iter().enumerate() {
                // The members below heap j's count: a prefix of the group.
                let members = wanted.saturating_sub(8 * g).min(8);
                self.wanted[g][j] = ((1u16 << members) - 1) as u8;
            }
            self.pending[g] = self.wanted[g];
            self.active[g] = g as u8;
        }
        // `wanted_as` and `hits_as` read every group: those past `len` want nothing.
        self.wanted[len..].fill([0; BLOCK]);
        self.pending[len..].fill([0; BLOCK]);
        self.len = len;
        self.retire();
    }

    /// Drops the groups done; the number of (heap, value) still looked for, counted up to
    /// LEFT + 1 (all the caller needs to know is whether it is more than LEFT).
    fn retire(&mut self) -> usize {
        let mut left = 0;
        let mut k = 0;
        while k < self.len {
            let mut pending = u128::from_le_bytes(self.pending[usize::from(self.active[k])]);
            if pending == 0 {
                self.len -= 1;
                self.active[k] = self.active[self.len];
            } else {
                // Without a popcount instruction in the baseline x86-64, a few bit clears.
                while pending != 0 && left <= LEFT {
                    pending &= pending - 1;
                    left += 1;
                }
                k += 1;
            }
        }
        left
    }
}

/// The pre-scan's state, kept between blocks.
#[derive(Debug, Default)]
pub(super) struct Prescan {
    /// The learned order's entries it compares: (a, folded g(a)) for a ≥ BLOCK with g(a)
    /// common, in order; rebuilt when the order, the fold's bit or the mask changes (a mask
    /// switch can keep the bit, and then an entry common before may be rare now).
    entries: Vec<(u32, u8)>,
    /// Each entry's position in the learned order.
    positions: Vec<u32>,
    entries_for: Option<(u32, u32, u32)>,
    order_len: usize,
    groups: Box<Groups>,
    /// The position in the learned order of the first entry this block did not compare
    /// (every entry before it with a ≥ BLOCK was compared); 0 when none or several rests.
    pub(super) resume: usize,
    bytes: Vec<u8>,
    /// Whether `groups` is for the current block.
    pub(super) active: bool,
}

impl Prescan {
    /// Rebuilds the entries from the learned order (`(ORDERED − a, g(a))`) when it changed
    /// (`version`), or the fold's `bit` or the `mask` did.
    pub(super) fn entries_from(
        &mut self,
        (order, ordered, version): (&[(u32, u32)], usize, u32),
        bit: u32,
        mask: u32,
    ) {
        if self.entries_for == Some((version, bit, mask)) {
            return;
        }
        self.entries.clear();
        self.positions.clear();
        for (position, &(offset, x)) in order.iter().enumerate() {
            let a = ordered as u32 - offset;
            if a as usize >= BLOCK && !is_rare(x, mask) {
                self.entries.push((a, fold(x, bit)));
                self.positions.push(position as u32);
            }
        }
        self.order_len = order.len();
        self.entries_for = Some((version, bit, mask));
    }

    /// The pre-scan of the block whose first heap has the two-heap `rests` (every rest at
    /// least twice the learned order's largest low heap, every heap there common): `folded`
    /// holds every value before the block (see `fold`, with `bit`), `rare_order` the rare
    /// values, heap j looks for the first `counts[j]` of them.
    pub(super) fn scan(
        &mut self,
        (folded, bit): (&[u8], u32),
        rests: &[usize],
        rare_order: &[u32],
        counts: &[usize; BLOCK],
    ) {
        self.active = true;
        let largest = counts.iter().copied().max().unwrap_or(0);
        self.bytes.clear();
        self.bytes.extend(
            rare_order[..largest.min(rare_order.len())]
                .iter()
                .map(|&v| fold(v, bit)),
        );
        self.groups.reset(&self.bytes, counts);
        let groups = &mut *self.groups;
        let mut done = 0;
        'rests: for &rest in rests {
            for chunk in self.entries.chunks(CHUNK) {
                if groups.len == 0 {
                    break 'rests;
                }
                classify(folded, rest, chunk, groups);
                done += chunk.len();
                if done % LOOK_EVERY == 0 {
                    let left = groups.retire();
                    if left <= LEFT || done >= ENTRIES {
                        break 'rests;
                    }
                }
            }
        }
        self.resume = match rests {
            [_] => self
                .positions
                .get(done)
                .map_or(self.order_len, |&p| p as usize),
            _ => 0,
        };
    }

    /// Heap j's values looked for, as `hits_as`.
    pub(super) fn wanted_as<W: Bits>(&self, j: usize) -> W {
        if !self.active {
            return W::ZERO;
        }
        let groups = &*self.groups;
        let mut bytes = [0u8; GROUPS];
        for (g, byte) in bytes.iter_mut().enumerate() {
            *byte = groups.wanted[g][j];
        }
        W::from_bytes(&bytes)
    }

    /// Heap j's hits as the witness scan's bits (bit i for the i-th rare value, those that fit
    /// W); none when the block had no pre-scan.
    pub(super) fn hits_as<W: Bits>(&self, j: usize) -> W {
        if !self.active {
            return W::ZERO;
        }
        let groups = &*self.groups;
        let mut bytes = [0u8; GROUPS];
        for (g, byte) in bytes.iter_mut().enumerate() {
            *byte = groups.wanted[g][j] & !groups.pending[g][j];
        }
        W::from_bytes(&bytes)
    }
}

/// Compares the pairs of the entries of `chunk` with the groups' pending values, for the 16
/// heaps whose first rest is `rest`.
fn classify(folded: &[u8], rest: usize, chunk: &[(u32, u8)], groups: &mut Groups) {
    #[cfg(target_arch = "x86_64")]
    {
        if super::avx512_available() {
            // SAFETY: the CPU has AVX-512 F and BW (checked just above).
            #[allow(unsafe_code)]
            unsafe {
                simd::classify_avx512(folded, rest, chunk, groups)
            };
            return;
        }
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2 (checked just above).
            #[allow(unsafe_code)]
            unsafe {
                simd::classify_avx2(folded, rest, chunk, groups)
            };
            return;
        }
    }
    classify_portable(folded, rest, chunk, groups);
}

/// `classify` one byte at a time (any CPU; the tests compare it with the vector one).
fn classify_portable(folded: &[u8], rest: usize, chunk: &[(u32, u8)], groups: &mut Groups) {
    for &(a, x) in chunk {
        let from = rest - a as usize;
        let partners: &[u8; BLOCK] = folded[from..from + BLOCK].try_into().expect("BLOCK");
        for &g in &groups.active[..groups.len] {
            let g = usize::from(g);
            let (low, high) = (&groups.low[g], &groups.high[g]);
            for (pending, &y) in groups.pending[g].iter_mut().zip(partners) {
                let pair = x ^ y;
                *pending &= !(low[usize::from(pair & 15)] & high[usize::from(pair >> 4)]);
            }
        }
    }
}

// One of the crate's two uses of `unsafe` (the other is `marks::simd`): functions compiled
// for AVX2 and AVX-512 BW, called only when the CPU has them, and unaligned loads and stores
// of 16 bytes from and to arrays of 16 bytes.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod simd {
    use std::arch::x86_64::*;

    use super::{BLOCK, Groups};

    /// `classify` with AVX2: two entries per 256-bit register (one per 128-bit half, which is
    /// how `vpshufb` looks up), their hits OR-ed over the chunk per group, then folded into
    /// the group's pending bytes.
    ///
    /// # Safety
    /// The CPU must have AVX2.
    #[target_feature(enable = "avx2")]
    pub(super) unsafe fn classify_avx2(
        folded: &[u8],
        rest: usize,
        chunk: &[(u32, u8)],
        groups: &mut Groups,
    ) {
        const PAIRS: usize = super::CHUNK / 2;
        let nibble = _mm256_set1_epi8(0x0f);
        let mut lows = [_mm256_setzero_si256(); PAIRS];
        let mut highs = [_mm256_setzero_si256(); PAIRS];
        let mut used = 0;
        for (k, two) in chunk.chunks(2).enumerate() {
            // An odd last entry is compared twice (harmless).
            let (first, second) = (two[0], two[two.len() - 1]);
            let load = |(a, _): (u32, u8)| {
                let from = rest - a as usize;
                let bytes: &[u8; BLOCK] = folded[from..from + BLOCK].try_into().expect("BLOCK");
                // SAFETY: 16 readable bytes; unaligned load.
                unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) }
            };
            let values = _mm256_set_m128i(load(second), load(first));
            let keys =
                _mm256_set_m128i(_mm_set1_epi8(second.1 as i8), _mm_set1_epi8(first.1 as i8));
            let pairs = _mm256_xor_si256(values, keys);
            lows[k] = _mm256_and_si256(pairs, nibble);
            highs[k] = _mm256_and_si256(_mm256_srli_epi16::<4>(pairs), nibble);
            used = k + 1;
        }
        for &g in &groups.active[..groups.len] {
            let g = usize::from(g);
            // SAFETY: 16 readable bytes each.
            let low = unsafe { _mm_loadu_si128(groups.low[g].as_ptr().cast()) };
            let high = unsafe { _mm_loadu_si128(groups.high[g].as_ptr().cast()) };
            let (low, high) = (_mm256_set_m128i(low, low), _mm256_set_m128i(high, high));
            let mut hit = _mm256_setzero_si256();
            for k in 0..used {
                let by_low = _mm256_shuffle_epi8(low, lows[k]);
                let by_high = _mm256_shuffle_epi8(high, highs[k]);
                hit = _mm256_or_si256(hit, _mm256_and_si256(by_low, by_high));
            }
            let hit = _mm_or_si128(
                _mm256_castsi256_si128(hit),
                _mm256_extracti128_si256::<1>(hit),
            );
            // SAFETY: 16 bytes each, read and written unaligned.
            let pending = unsafe { _mm_loadu_si128(groups.pending[g].as_ptr().cast()) };
            let pending = _mm_andnot_si128(hit, pending);
            unsafe { _mm_storeu_si128(groups.pending[g].as_mut_ptr().cast(), pending) };
        }
    }

    /// `classify` with AVX-512 BW: four entries per 512-bit register.
    ///
    /// # Safety
    /// The CPU must have AVX-512 F and BW.
    #[target_feature(enable = "avx512f,avx512bw")]
    pub(super) unsafe fn classify_avx512(
        folded: &[u8],
        rest: usize,
        chunk: &[(u32, u8)],
        groups: &mut Groups,
    ) {
        const QUADS: usize = super::CHUNK / 4;
        let nibble = _mm512_set1_epi8(0x0f);
        let mut lows = [_mm512_setzero_si512(); QUADS];
        let mut highs = [_mm512_setzero_si512(); QUADS];
        let mut used = 0;
        for (k, four) in chunk.chunks(4).enumerate() {
            // A short last quad repeats its last entry (harmless).
            let entry = |i: usize| four[i.min(four.len() - 1)];
            let load = |(a, _): (u32, u8)| {
                let from = rest - a as usize;
                let bytes: &[u8; BLOCK] = folded[from..from + BLOCK].try_into().expect("BLOCK");
                // SAFETY: 16 readable bytes; unaligned load.
                unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) }
            };
            let key = |(_, x): (u32, u8)| _mm_set1_epi8(x as i8);
            let mut values = _mm512_castsi128_si512(load(entry(0)));
            values = _mm512_inserti32x4::<1>(values, load(entry(1)));
            values = _mm512_inserti32x4::<2>(values, load(entry(2)));
            values = _mm512_inserti32x4::<3>(values, load(entry(3)));
            let mut keys = _mm512_castsi128_si512(key(entry(0)));
            keys = _mm512_inserti32x4::<1>(keys, key(entry(1)));
            keys = _mm512_inserti32x4::<2>(keys, key(entry(2)));
            keys = _mm512_inserti32x4::<3>(keys, key(entry(3)));
            let pairs = _mm512_xor_si512(values, keys);
            lows[k] = _mm512_and_si512(pairs, nibble);
            highs[k] = _mm512_and_si512(_mm512_srli_epi16::<4>(pairs), nibble);
            used = k + 1;
        }
        for &g in &groups.active[..groups.len] {
            let g = usize::from(g);
            // SAFETY: 16 readable bytes each.
            let low = unsafe { _mm_loadu_si128(groups.low[g].as_ptr().cast()) };
            let high = unsafe { _mm_loadu_si128(groups.high[g].as_ptr().cast()) };
            let (low, high) = (_mm512_broadcast_i32x4(low), _mm512_broadcast_i32x4(high));
            let mut hit = _mm512_setzero_si512();
            for k in 0..used {
                let by_low = _mm512_shuffle_epi8(low, lows[k]);
                let by_high = _mm512_shuffle_epi8(high, highs[k]);
                hit = _mm512_or_si512(hit, _mm512_and_si512(by_low, by_high));
            }
            let half = _mm256_or_si256(
                _mm512_castsi512_si256(hit),
                _mm512_extracti64x4_epi64::<1>(hit),
            );
            let hit = _mm_or_si128(
                _mm256_castsi256_si128(half),
                _mm256_extracti128_si256::<1>(half),
            );
            // SAFETY: 16 bytes each, read and written unaligned.
            let pending = unsafe { _mm_loadu_si128(groups.pending[g].as_ptr().cast()) };
            let pending = _mm_andnot_si128(hit, pending);
            unsafe { _mm_storeu_si128(groups.pending[g].as_mut_ptr().cast(), pending) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A mask switch that keeps the fold's bit rebuilds the entries: a low heap whose value
    /// was common may be rare under the new mask, and a pair with it is no longer a pair of
    /// two common heaps (its value would be common, and could fold onto a rare value's byte).
    #[test]
    fn entries_follow_the_mask_not_only_the_bit() {
        let ordered = 64;
        // a = 20 and a = 30 (offsets ordered − a), values 6 and 2.
        let order = [(44, 6), (34, 2)];
        let mut prescan = Prescan::default();
        // Both masks have lowest bit 1; 6 is common for 0b10 and rare for 0b110.
        prescan.entries_from((&order, ordered, 7), 1, 0b10);
        assert_eq!(prescan.entries, vec![(20, fold(6, 1)), (30, fold(2, 1))]);
        prescan.entries_from((&order, ordered, 7), 1, 0b110);
        assert_eq!(prescan.entries, vec![(30, fold(2, 1))]);
        assert_eq!(prescan.positions, vec![1]);
    }

    /// Resetting used groups for fewer values and other counts gives fresh groups' state: no
    /// group, table or heap's wanted values of the earlier block is left over.
    #[test]
    fn reset_groups_equal_new_ones() {
        let bytes: Vec<u8> = (0..200u32).map(|i| (i * 37 % 256) as u8).collect();
        let counts: [usize; BLOCK] = std::array::from_fn(|j| 100 + 6 * j);
        let mut groups = Groups::new(&bytes, &counts);
        groups.pending[3][5] = 0;
        groups.retire();
        let fewer: Vec<u8> = bytes[..21].iter().map(|&b| b ^ 0x5a).collect();
        let small: [usize; BLOCK] = std::array::from_fn(|j| j % 22);
        groups.reset(&fewer, &small);
        let fresh = Groups::new(&fewer, &small);
        assert_eq!(groups.len, fresh.len);
        assert_eq!(groups.wanted, fresh.wanted);
        assert_eq!(groups.pending, fresh.pending);
        let used = groups.len;
        assert_eq!(groups.active[..used], fresh.active[..used]);
        assert_eq!(groups.low[..used], fresh.low[..used]);
        assert_eq!(groups.high[..used], fresh.high[..used]);
    }

    /// The vector classification marks exactly what the byte-by-byte one does, and that is
    /// the definition: a heap's member is cleared exactly when some entry's pair equals it.
    #[test]
    fn vector_and_portable_classify_agree() {
        let mut next = super::super::tests::xorshift(0x9e37_79b9_7f4a_7c15u64);
        for round in 0..200 {
            let folded: Vec<u8> = (0..400).map(|_| next() as u8).collect();
            let values = 1 + (next() % 80) as usize;
            let bytes: Vec<u8> = (0..values).map(|_| next() as u8).collect();
            let counts: [usize; BLOCK] = std::array::from_fn(|_| (next() % 90) as usize);
            let groups = Groups::new(&bytes, &counts);
            let entries: Vec<(u32, u8)> = (0..1 + round % CHUNK)
                .map(|_| (16 + (next() % 200) as u32, next() as u8))
                .collect();
            let mut portable = groups.clone();
            classify_portable(&folded, 300, &entries, &mut portable);
            let mut dispatched = groups.clone();
            classify(&folded, 300, &entries, &mut dispatched);
            assert_eq!(portable.pending, dispatched.pending, "round {round}");
            // Each vector version this CPU has, whichever `classify` picks.
            #[cfg(target_arch = "x86_64")]
            #[allow(unsafe_code)]
            {
                if std::arch::is_x86_feature_detected!("avx2") {
                    let mut avx2 = groups.clone();
                    // SAFETY: the CPU has AVX2.
                    unsafe { simd::classify_avx2(&folded, 300, &entries, &mut avx2) };
                    assert_eq!(portable.pending, avx2.pending, "round {round}: AVX2");
                }
                if super::super::avx512_available() {
                    let mut avx512 = groups.clone();
                    // SAFETY: the CPU has AVX-512 F and BW.
                    unsafe { simd::classify_avx512(&folded, 300, &entries, &mut avx512) };
                    assert_eq!(portable.pending, avx512.pending, "round {round}: AVX-512");
                }
            }
            for (i, &byte) in bytes.iter().enumerate() {
                let (g, s) = (i / 8, i % 8);
                for j in 0..BLOCK {
                    let hit = entries
                        .iter()
                        .any(|&(a, x)| x ^ folded[300 - a as usize + j] == byte);
                    let was = groups.pending[g][j] & (1 << s) != 0;
                    assert_eq!(
                        was,
                        i < counts[j],
                        "round {round}: lane {j} wants the first"
                    );
                    let is = portable.pending[g][j] & (1 << s) != 0;
                    assert_eq!(is, was && !hit, "round {round}, lane {j}, value {i}");
                }
            }
        }
    }
}
