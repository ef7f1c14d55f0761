//! A block's marks: the pairs of rare heaps with partners before the block, marked for its
//! BLOCK heaps at once; once those pairs give only common values, folded to bytes (`fold`),
//! either every pair's rank as a bit of the heap's bit set (`hit_ranks`, with AVX-512), or
//! the picked rare heaps' marks, each heap's first unmarked common values
//! (`first_free_folded`) and the byte-wide compare of the other rare heaps' pair values with
//! those (`hit_candidates`).

use super::BLOCK;
use super::pick::CANDIDATES;
use crate::games::octal::engine::is_rare;

/// What a block marks in advance: for each rest of its first heap, the rare heaps
/// `covered` (as indices into the lists) paired with their partners before the block.
pub(super) struct BlockMarks<'a> {
    pub(super) rests: &'a [usize],
    pub(super) covered: &'a [(usize, usize)],
    pub(super) rare_heaps: &'a [u32],
    pub(super) rare_values: &'a [u32],
    pub(super) values: &'a [u32],
    pub(super) width: usize,
    pub(super) stamp: u8,
}

impl BlockMarks<'_> {
    /// Marks the rows of the block's COUNT heaps into `rows`.
    pub(super) fn mark<const COUNT: usize>(&self, rows: &mut [u8]) {
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

/// A value as a byte: v with bit `bit` taken out (the bits above it move down one). With
/// `bit` the lowest bit of the mask (or 8, for values below 256) and every value below 512,
/// this is linear with kernel {0, 2^bit}, a common value, so two values of the same kind (two
/// common, or two rare) are equal exactly when their folded bytes are: the bit taken out is
/// the one that the other bits of the mask decide. And it keeps the common values' order:
/// two common values first differ at a bit other than the lowest of the mask (no bit of the
/// mask is below it to change the parity), so the folded common values are in increasing
/// order, and a row of marks indexed by folded bytes is read in m_c's order.
pub(super) fn fold(v: u32, bit: u32) -> u8 {
    let low = (1 << bit) - 1;
    ((v & low) | ((v >> 1) & !low)) as u8
}

/// The fold's bit for `mask` and values below `value_bound`: the lowest bit of the mask,
/// or 8 when that is higher and every value is below 256; `None` when the values do not fold
/// to bytes.
pub(super) fn fold_bit(mask: u32, value_bound: usize) -> Option<u32> {
    let lowest = mask.trailing_zeros();
    match value_bound {
        ..=256 => Some(lowest.min(8)),
        257..=512 if lowest <= 8 => Some(lowest),
        _ => None,
    }
}

/// The values so far folded to a byte (see `fold`) and the tables of the common values'
/// folds, which the ranks and the pick both read.
#[derive(Debug, Default)]
pub(super) struct Folded {
    /// The fold's bit, and every value so far folded with it.
    pub(super) bit: u32,
    pub(super) values: Vec<u8>,
    /// For the mask and values' bound of `tables_for` (which decide the fold): which bytes are
    /// common values' folds (the top bit of byte b % 8 of word b / 8), and the common value of
    /// each byte, which is its rank among the common values (the bound for the others).
    pub(super) common: [u64; 32],
    pub(super) unfold: Vec<u16>,
    tables_for: Option<(u32, usize)>,
}

impl Folded {
    /// Folds the values not folded yet with `bit` (all of them when the bit changed).
    pub(super) fn extend(&mut self, values: &[u32], bit: u32) {
        if self.bit != bit {
            self.bit = bit;
            self.values.clear();
        }
        let from = self.values.len();
        self.values
            .extend(values[from..].iter().map(|&v| fold(v, bit)));
    }

    /// The tables of the common values' folds (see `first_free_folded` and
    /// `first_free_rank`) for `mask` and values below `value_bound`, unless built.
    pub(super) fn tables(&mut self, mask: u32, value_bound: usize) {
        if self.tables_for == Some((mask, value_bound)) {
            return;
        }
        self.common = [0; 32];
        self.unfold = vec![value_bound as u16; 256];
        for v in (0..value_bound as u32).filter(|&v| !is_rare(v, mask)) {
            let byte = usize::from(fold(v, self.bit));
            self.common[byte / 8] |= 0x80 << (8 * (byte % 8));
            self.unfold[byte] = v as u16;
        }
        self.tables_for = Some((mask, value_bound));
    }
}

/// Marks, for each of the block's heaps, the pairs of the rare heaps `(heaps, folded values)`
/// with their partners before the block (`folded` holds every value before it), for each
/// of `rests`.
pub(super) fn mark_folded(
    rows: &mut [[u8; 256]],
    stamp: u8,
    folded: &[u8],
    rests: &[usize],
    (heaps, heap_values): (&[u32], &[u8]),
) {
    let rows: &mut [[u8; 256]; BLOCK] = rows.try_into().expect("BLOCK rows");
    for &rest in rests {
        for (&r, &x) in heaps.iter().zip(heap_values) {
            // Heap n + j has rest + j; its partner of r is rest + j − r < n for r ≥ BLOCK.
            let from = rest - r as usize;
            let partners: &[u8; BLOCK] = folded[from..from + BLOCK].try_into().expect("BLOCK");
            // A load, an XOR and a store per mark (both bytes, so the index is below 256).
            for (row, &y) in rows.iter_mut().zip(partners) {
                row[usize::from(x) ^ usize::from(y)] = stamp;
            }
        }
    }
}

/// For each heap j of a block (row j of `rows`, see `mark_folded`), the first CANDIDATES
/// common values not marked, then the values' bound (which no pair gives). `common` has
/// the top bit of byte b % 8 of word b / 8 set when b is a common value's fold, and
/// `unfold[b]` is that value.
pub(super) fn first_free_folded(
    rows: &[[u8; 256]],
    stamp: u8,
    (common, unfold): (&[u64; 32], &[u16]),
    value_bound: usize,
) -> [[u16; BLOCK]; CANDIDATES] {
    const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let stamps8 = u64::from(stamp) * 0x0101_0101_0101_0101;
    let mut candidates = [[value_bound as u16; BLOCK]; CANDIDATES];
    for (j, row) in rows.iter().take(BLOCK).enumerate() {
        let mut k = 0;
        'row: for (c, (chunk, &common)) in row.chunks_exact(8).zip(common).enumerate() {
            // Eight stamps at a time: the top bit of each byte that differs from the stamp.
            let other = u64::from_le_bytes(chunk.try_into().expect("8 stamps")) ^ stamps8;
            let mut free = (((other & LOW) + LOW) | other) & common;
            while free != 0 {
                let byte = 8 * c + (free.trailing_zeros() / 8) as usize;
                candidates[k][j] = unfold[byte];
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

/// For each candidate k and heap j of a block, all ones when the pair of one of the `others`
/// rare heaps (heap, value), with its value folded, and heap j's partner gives
/// `candidates[k][j]`, else 0. Values and candidates are folded (see `fold`): every such
/// pair's value is common, so are the candidates (but for the bound, which the caller takes
/// as free anyway).
pub(super) fn hit_candidates(
    values: &[u8],
    others: (&[(u32, u32)], &[u8]),
    rests: &[usize],
    candidates: &[[u8; BLOCK]; CANDIDATES],
) -> [[u8; BLOCK]; CANDIDATES] {
    let mut hits = [[0; BLOCK]; CANDIDATES];
    for &rest in rests {
        for (&(r, _), &x) in others.0.iter().zip(others.1) {
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

/// Ranks of common values a block's one-hot hits cover (see `hit_ranks`).
pub(super) const RANKS: usize = 160;

/// The rare heaps a block pairs for its ranks: `(heaps, folded values)`, with `folded`
/// holding every value before the block (see `fold`) and the block's first heap's `rests`.
pub(super) type RankPairs<'a> = (&'a [u8], &'a [usize], (&'a [u32], &'a [u8]));

/// For each heap j of a block, bit k of `hits[j]` (k < RANKS; ranks 0 to 127 in the first
/// word, bit k − 128 of the second for the others) set when the pair of one of the rare heaps
/// with heap j's partner before the block, for one of the rests, folds to k. Every such
/// pair's value is common, so k is its rank among the common values, and a heap's first unset
/// bit is its first common value that no such pair gives.
pub(super) fn hit_ranks(pairs: RankPairs) -> [(u128, u32); BLOCK] {
    #[cfg(target_arch = "x86_64")]
    {
        if super::avx512_available() {
            // SAFETY: the CPU has AVX-512 F and BW (checked just above).
            #[allow(unsafe_code)]
            return unsafe { simd::hit_ranks_avx512(pairs) };
        }
    }
    hit_words_portable(pairs)
        .map(|[low, high, top]| (u128::from(low) | u128::from(high) << 64, top as u32))
}

/// The hits of ranks 0 to RANKS − 1 as three words a heap, one byte at a time (any CPU; the tests
/// compare it with the vector ones).
fn hit_words_portable((folded, rests, (heaps, heap_values)): RankPairs) -> [[u64; 3]; BLOCK] {
    let mut hits = [[0u64; 3]; BLOCK];
    for &rest in rests {
        for (&r, &x) in heaps.iter().zip(heap_values) {
            let from = rest - r as usize;
            let partners: &[u8; BLOCK] = folded[from..from + BLOCK].try_into().expect("BLOCK");
            for (words, &y) in hits.iter_mut().zip(partners) {
                let rank = usize::from(x ^ y);
                if rank < RANKS {
                    words[rank / 64] |= 1 << (rank % 64);
                }
            }
        }
    }
    hits
}

// Unsafe for the AVX-512 intrinsics (called only when the CPU has them), the unaligned loads
// of 8 and 16 bytes from arrays checked to hold 16, and the stores of 64 bytes into arrays of
// 64 bytes.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
mod simd {
    use std::arch::x86_64::*;

    use super::{BLOCK, RankPairs};

    /// Bit `rank − first` in each 64-bit lane: `vpsllvq` gives 0 for a shift of 64 or more,
    /// and the rank XOR `first` (a multiple of 64) is below 64 exactly for the word's ranks.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn one_hot(ranks: __m512i, first: i64) -> __m512i {
        let shift = _mm512_xor_si512(ranks, _mm512_set1_epi64(first));
        _mm512_sllv_epi64(_mm512_set1_epi64(1), shift)
    }

    /// The lanes of `vector` as eight words.
    #[target_feature(enable = "avx512f")]
    #[inline]
    fn words(vector: __m512i) -> [u64; 8] {
        let mut words = [0u64; 8];
        // SAFETY: 64 writable bytes; an unaligned store.
        unsafe { _mm512_storeu_si512(words.as_mut_ptr().cast(), vector) };
        words
    }

    /// `hit_ranks` with AVX-512: a heap's ranks 0 to 127 as two words in 64-bit lanes, eight
    /// heaps a register, and ranks 128 to 159 in 32-bit lanes, the block's 16 heaps in one
    /// (`vpsllvd` gives 0 for a shift of 32 or more).
    ///
    /// # Safety
    /// The CPU must have AVX-512 F and BW.
    #[target_feature(enable = "avx512f,avx512bw")]
    pub(super) unsafe fn hit_ranks_avx512(pairs: RankPairs) -> [(u128, u32); BLOCK] {
        let zero = _mm512_setzero_si512();
        let [mut low0, mut high0, mut low1, mut high1, mut top] = [zero; 5];
        let (one, top_ranks) = (_mm512_set1_epi32(1), _mm512_set1_epi32(128));
        let (folded, rests, (heaps, heap_values)) = pairs;
        for &rest in rests {
            for (&r, &x) in heaps.iter().zip(heap_values) {
                let from = rest - r as usize;
                let partners: &[u8; BLOCK] = folded[from..from + BLOCK].try_into().expect("BLOCK");
                // SAFETY: 16 readable bytes; two unaligned loads of 8 and one of 16.
                let (first, second, all) = unsafe {
                    (
                        _mm_loadl_epi64(partners.as_ptr().cast()),
                        _mm_loadl_epi64(partners[8..].as_ptr().cast()),
                        _mm_loadu_si128(partners.as_ptr().cast()),
                    )
                };
                let x64 = _mm512_set1_epi64(i64::from(x));
                let first = _mm512_xor_si512(_mm512_cvtepu8_epi64(first), x64);
                let second = _mm512_xor_si512(_mm512_cvtepu8_epi64(second), x64);
                low0 = _mm512_or_si512(low0, one_hot(first, 0));
                low1 = _mm512_or_si512(low1, one_hot(second, 0));
                high0 = _mm512_or_si512(high0, one_hot(first, 64));
                high1 = _mm512_or_si512(high1, one_hot(second, 64));
                // The rank XOR 128: below 32 exactly for ranks 128 to 159.
                let x32 = _mm512_xor_si512(_mm512_set1_epi32(i32::from(x)), top_ranks);
                let shift = _mm512_xor_si512(_mm512_cvtepu8_epi32(all), x32);
                top = _mm512_or_si512(top, _mm512_sllv_epi32(one, shift));
            }
        }
        let [low0, high0, low1, high1] = [words(low0), words(high0), words(low1), words(high1)];
        let mut tops = [0u32; BLOCK];
        // SAFETY: 64 writable bytes; an unaligned store.
        unsafe { _mm512_storeu_si512(tops.as_mut_ptr().cast(), top) };
        std::array::from_fn(|j| {
            let (low, high) = if j < 8 { (low0, high0) } else { (low1, high1) };
            (
                u128::from(low[j % 8]) | u128::from(high[j % 8]) << 64,
                tops[j],
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::octal::engine::is_rare;

    /// The vector one-hot hits equal the byte-by-byte ones, which are the definition.
    #[test]
    fn vector_and_portable_hit_ranks_agree() {
        let mut next = super::super::tests::xorshift(0x2545_f491_4f6c_dd1du64);
        for round in 0..100 {
            let folded: Vec<u8> = (0..600).map(|_| next() as u8).collect();
            let count = (next() % 40) as usize;
            let heaps: Vec<u32> = (0..count).map(|_| 16 + (next() % 250) as u32).collect();
            let heap_values: Vec<u8> = (0..count).map(|_| next() as u8).collect();
            let rests = [300 + (next() % 100) as usize, 420];
            let expected: [[u64; 3]; BLOCK] = std::array::from_fn(|j| {
                let mut words = [0u64; 3];
                for rest in rests {
                    for (&r, &x) in heaps.iter().zip(&heap_values) {
                        let rank = usize::from(x ^ folded[rest - r as usize + j]);
                        if rank < 160 {
                            words[rank / 64] |= 1 << (rank % 64);
                        }
                    }
                }
                words
            });
            let pairs = (&folded[..], &rests[..], (&heaps[..], &heap_values[..]));
            assert_eq!(hit_words_portable(pairs), expected, "round {round}");
            let hits = hit_ranks(pairs);
            for (j, words) in expected.iter().enumerate() {
                let low = u128::from(words[0]) | u128::from(words[1]) << 64;
                assert_eq!(hits[j].0, low, "round {round}, heap {j}: ranks 0..128");
                assert_eq!(
                    u64::from(hits[j].1),
                    words[2],
                    "round {round}, heap {j}: 128..160"
                );
            }
        }
    }

    #[test]
    fn folding_is_linear_keeps_each_kind_apart_and_the_common_values_in_order() {
        // Officers' mask, masks whose lowest bit is 0, 1, 4, 8, and above 8 (values < 256).
        let cases = [
            (494, 512),
            (0b1_0000_0001, 512),
            (30, 512),
            (27, 512),
            (0b1111_1111, 512),
            (1, 512),
            (0b1_0001_0000, 512),
            (0b1_0000_0000, 512),
            (0b110_0000_0000, 256),
            (494, 256),
        ];
        for (mask, bound) in cases {
            let bit = fold_bit(mask, bound).expect("these fold");
            let mut last_common = None;
            let mut seen = [[false; 256]; 2];
            for v in 0..bound as u32 {
                let byte = fold(v, bit);
                let rare = is_rare(v, mask);
                assert!(
                    !seen[usize::from(rare)][usize::from(byte)],
                    "mask {mask}: {v} folds onto another value of its kind"
                );
                seen[usize::from(rare)][usize::from(byte)] = true;
                if !rare {
                    assert!(
                        last_common.is_none_or(|last| last < byte),
                        "mask {mask}: the common value {v} folds below an earlier one"
                    );
                    last_common = Some(byte);
                }
                for u in (0..bound as u32).step_by(7) {
                    assert_eq!(fold(u ^ v, bit), fold(u, bit) ^ fold(v, bit), "mask {mask}");
                }
            }
        }
        // Values up to 512 with a mask whose lowest bit is 9 or more: all are rare, no fold.
        assert_eq!(fold_bit(0b10_0000_0000, 512), None);
        assert_eq!(fold_bit(494, 1024), None);
    }
}
