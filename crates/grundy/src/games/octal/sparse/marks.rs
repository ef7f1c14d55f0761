//! A block's marks: the pairs of rare heaps with partners before the block, marked for its
//! BLOCK heaps at once, then each heap's first unmarked common values (`first_free`), and the
//! byte-wide compare of the other rare heaps' pair values with those (`fold`,
//! `hit_candidates`).

use super::BLOCK;
use super::pick::CANDIDATES;

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

/// For each heap j of a block (row j of `stamps`), the first CANDIDATES common values not
/// marked (`common` as `SparseState::common_bytes`), then the values' bound (which no pair
/// gives).
pub(super) fn first_free(
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
pub(super) fn fold(v: u32, key: u32) -> u8 {
    (if v >= 256 { v ^ key } else { v }) as u8
}

/// For each candidate k and heap j of a block, all ones when the pair of one of the `others`
/// rare heaps (heap, value) with heap j's partner gives `candidates[k][j]`, else 0. Values and
/// candidates are folded (see `fold`): every such pair's value is common, so are the
/// candidates (but for the bound, which the caller takes as free anyway).
pub(super) fn hit_candidates(
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::octal::engine::is_rare;

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
