//! Every move of Moore's Nim to a P-position, at any size, counted before it is listed
//! (docs/THEORY.md, "Moore's Nim").
//!
//! A move changes a set S of 1 to K non-empty heaps, each to a smaller size. The heaps outside S
//! stay, so in each binary column b they hold u_b ones, and the new sizes of S must hold
//! r_b ≡ −u_b (mod K+1) ones there. As 0 ≤ r_b ≤ |S| ≤ K < K+1, r_b is the residue itself, and
//! S has no move at all when some r_b > |S|. What is left is to count (and list) the ways to
//! write |S| numbers with r_b ones in each column b, each below its heap's old size: a digit
//! recursion from the highest column down, whose state is the set T ⊆ S of new sizes still
//! equal to their old ones on the columns so far ("tight"). In a column, a tight heap whose
//! old bit is 0 gets 0, one whose old bit is 1 gets 1 (staying tight) or 0 (becoming smaller);
//! a heap already smaller gets either. At the end no heap may be tight.
//!
//! ways[c][T] counts the fillings of the c lowest columns from state T; a column costs at most
//! 3^|S| steps (a state and a submask of its tight ones), so one set S costs (width + 1)·3^|S|
//! and all of them [`search_steps`]. Listing walks the same recursion from the top, entering
//! only states with ways > 0, so it never backtracks from a dead end. Distinct sets S give
//! distinct moves (S is the set of heaps a move changes), so the counts add up.

use crate::num::Natural;

/// A heap's bits, as little-endian words.
pub(super) fn words_of(heap: &Natural) -> Vec<u64> {
    heap.to_le_bytes()
        .chunks(8)
        .map(|chunk| {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            u64::from_le_bytes(word)
        })
        .collect()
}

/// The natural whose bits are `words`, little-endian.
pub(super) fn natural_of(words: &[u64]) -> Natural {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    Natural::from_le_bytes(&bytes)
}

/// Bit `index` of `words`.
pub(super) fn bit(words: &[u64], index: usize) -> bool {
    words
        .get(index / 64)
        .is_some_and(|w| (w >> (index % 64)) & 1 == 1)
}

/// An upper bound on the steps of [`Columns::count`] and of everything but the output of
/// [`Columns::list`]: Σ over set sizes s ≤ `reach` of C(`nonzero`, s) · 3^s · (`width` + 1),
/// saturating.
pub(super) fn search_steps(nonzero: usize, reach: usize, width: usize) -> u64 {
    let mut total = 0u64;
    let mut sets = 1u64; // C(nonzero, s)
    let mut power = 1u64; // 3^s
    for s in 1..=reach.min(nonzero) {
        sets = sets
            .saturating_mul((nonzero - s + 1) as u64)
            .checked_div(s as u64)
            .unwrap_or(u64::MAX);
        // C(n, s) = C(n, s-1)·(n-s+1)/s is exact while no factor saturated.
        power = power.saturating_mul(3);
        let each = power.saturating_mul(width as u64 + 1);
        total = total.saturating_add(sets.saturating_mul(each));
    }
    total
}

/// Calls `visit` with each choice of `size` of `items`, in lexicographic order.
pub(super) fn each_combination(items: &[usize], size: usize, visit: &mut dyn FnMut(&[usize])) {
    fn grow(items: &[usize], size: usize, set: &mut Vec<usize>, visit: &mut dyn FnMut(&[usize])) {
        if set.len() == size {
            visit(set);
            return;
        }
        let need = size - set.len();
        for (i, &item) in items.iter().enumerate() {
            if items.len() - i < need {
                break;
            }
            set.push(item);
            grow(&items[i + 1..], size, set, visit);
            set.pop();
        }
    }
    grow(items, size, &mut Vec::with_capacity(size), visit);
}

/// C(n, r) for the small n of a set of heaps (n ≤ 63), as a natural.
fn binomial(n: usize, r: usize) -> Natural {
    if r > n {
        return Natural::ZERO;
    }
    let mut value = 1u128;
    for i in 0..r.min(n - r) {
        value = value * (n - i) as u128 / (i + 1) as u128;
    }
    Natural::from(value)
}

/// The heaps of a position in bits, and the column counts the moves to a P-position need.
pub(super) struct Columns {
    heaps: Vec<Vec<u64>>,
    width: usize,
    counts: Vec<u64>,
    modulus: u64,
    reach: usize,
}

/// One set S's recursion: the positions in S (heap indices), the ones each column needs, the
/// old bits of S by column (a mask over positions in S), and ways[c][T].
struct SetTable {
    set: Vec<usize>,
    targets: Vec<u32>,
    ones: Vec<u64>,
    ways: Vec<Vec<Natural>>,
}

impl Columns {
    /// The columns of `heaps`, where a move changes at most `reach` heaps (K, or the number of
    /// heaps when K is more) and P-positions have a multiple of `reach` + 1 ones in each column.
    pub(super) fn new(heaps: &[Natural], reach: usize) -> Columns {
        let width = heaps.iter().map(Natural::bit_len).max().unwrap_or(0);
        let heaps: Vec<Vec<u64>> = heaps.iter().map(words_of).collect();
        let counts = (0..width)
            .map(|b| heaps.iter().filter(|w| bit(w, b)).count() as u64)
            .collect();
        Columns {
            heaps,
            width,
            counts,
            modulus: reach as u64 + 1,
            reach,
        }
    }

    /// How many heaps have bit `b`, by column from the lowest.
    pub(super) fn counts(&self) -> &[u64] {
        &self.counts
    }

    /// Whether every column holds a multiple of K + 1 ones (Moore's P-positions).
    pub(super) fn is_p(&self) -> bool {
        self.counts.iter().all(|c| c.is_multiple_of(self.modulus))
    }

    /// The indices of the non-empty heaps.
    fn nonzero(&self) -> Vec<usize> {
        (0..self.heaps.len())
            .filter(|&i| self.heaps[i].iter().any(|&w| w != 0))
            .collect()
    }

    /// [`search_steps`] for this position.
    pub(super) fn steps(&self) -> u64 {
        search_steps(self.nonzero().len(), self.reach, self.width)
    }

    /// Calls `visit` with each set of 1 to K non-empty heaps, ascending.
    fn each_set(&self, mut visit: impl FnMut(&[usize])) {
        let nonzero = self.nonzero();
        for size in 1..=self.reach.min(nonzero.len()) {
            each_combination(&nonzero, size, &mut visit);
        }
    }

    /// The recursion of set `set`, or `None` when some column would need more ones than
    /// the set has heaps.
    fn table(&self, set: &[usize]) -> Option<SetTable> {
        let size = set.len();
        let mut targets = Vec::with_capacity(self.width);
        let mut ones = Vec::with_capacity(self.width);
        for b in 0..self.width {
            let mut mask = 0u64;
            for (position, &heap) in set.iter().enumerate() {
                if bit(&self.heaps[heap], b) {
                    mask |= 1 << position;
                }
            }
            let staying = self.counts[b] - u64::from(mask.count_ones());
            let target = (self.modulus - staying % self.modulus) % self.modulus;
            if target > size as u64 {
                return None;
            }
            targets.push(target as u32);
            ones.push(mask);
        }
        let full = (1u64 << size) - 1;
        let mut ways = vec![vec![Natural::ZERO; 1 << size]];
        ways[0][0] = Natural::ONE;
        for b in 0..self.width {
            let below = &ways[b];
            let mut row = vec![Natural::ZERO; 1 << size];
            for (tight, cell) in row.iter_mut().enumerate() {
                let tight = tight as u64;
                let kept = tight & ones[b];
                let loose = (full & !tight).count_ones() as usize;
                let mut chosen = kept;
                loop {
                    let set_ones = chosen.count_ones();
                    if let Some(need) = targets[b].checked_sub(set_ones) {
                        let next = ((tight & !kept) | chosen) as usize;
                        if !below[next].is_zero() {
                            let ways = &binomial(loose, need as usize) * &below[next];
                            *cell = &*cell + &ways;
                        }
                    }
                    if chosen == 0 {
                        break;
                    }
                    chosen = (chosen - 1) & kept;
                }
            }
            ways.push(row);
        }
        Some(SetTable {
            set: set.to_vec(),
            targets,
            ones,
            ways,
        })
    }

    /// How many moves lead to a P-position.
    pub(super) fn count(&self) -> Natural {
        let mut total = Natural::ZERO;
        self.each_set(|set| {
            if let Some(table) = self.table(set) {
                let full = (1usize << set.len()) - 1;
                total = &total + &table.ways[self.width][full];
            }
        });
        total
    }

    /// Every move to a P-position, as the heaps it changes (ascending) and their new sizes.
    pub(super) fn list(&self) -> Vec<Vec<(usize, Natural)>> {
        let mut moves = Vec::new();
        self.each_set(|set| {
            if let Some(table) = self.table(set) {
                let full = (1u64 << set.len()) - 1;
                let mut bits = vec![vec![0u64; self.width.div_ceil(64)]; set.len()];
                table.walk(self.width, full, &mut bits, &mut moves);
            }
        });
        moves
    }
}

impl SetTable {
    /// Fills column `columns` − 1 and below from state `tight`, pushing each complete move.
    fn walk(
        &self,
        columns: usize,
        tight: u64,
        bits: &mut [Vec<u64>],
        moves: &mut Vec<Vec<(usize, Natural)>>,
    ) {
        if columns == 0 {
            if tight == 0 {
                let changes = self.set.iter().zip(bits.iter());
                moves.push(changes.map(|(&heap, w)| (heap, natural_of(w))).collect());
            }
            return;
        }
        let b = columns - 1;
        let full = (1u64 << self.set.len()) - 1;
        let kept = tight & self.ones[b];
        let loose: Vec<usize> = (0..self.set.len())
            .filter(|&p| (full & !tight) >> p & 1 == 1)
            .collect();
        let mut chosen = kept;
        loop {
            if let Some(need) = self.targets[b].checked_sub(chosen.count_ones()) {
                let next = (tight & !kept) | chosen;
                if !self.ways[b][next as usize].is_zero() && need as usize <= loose.len() {
                    self.each_choice(&loose, need as usize, 0, chosen, &mut |mask| {
                        set_column(bits, b, mask, true);
                        self.walk(b, next, bits, moves);
                        set_column(bits, b, mask, false);
                    });
                }
            }
            if chosen == 0 {
                break;
            }
            chosen = (chosen - 1) & kept;
        }
    }

    /// Calls `visit` with `base` plus each choice of `need` positions of `from[start..]`.
    fn each_choice(
        &self,
        from: &[usize],
        need: usize,
        start: usize,
        base: u64,
        visit: &mut dyn FnMut(u64),
    ) {
        if need == 0 {
            visit(base);
            return;
        }
        for i in start..from.len() {
            if from.len() - i < need {
                break;
            }
            self.each_choice(from, need - 1, i + 1, base | 1 << from[i], visit);
        }
    }
}

/// Sets (or clears) bit `b` of the new sizes of the positions in `mask`.
fn set_column(bits: &mut [Vec<u64>], b: usize, mask: u64, on: bool) {
    for (position, words) in bits.iter_mut().enumerate() {
        if mask >> position & 1 == 1 {
            if on {
                words[b / 64] |= 1 << (b % 64);
            } else {
                words[b / 64] &= !(1 << (b % 64));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip() {
        for text in [
            "0",
            "1",
            "18446744073709551615",
            "18446744073709551616",
            "123456789012345678901234567890",
        ] {
            let n: Natural = text.parse().unwrap();
            assert_eq!(natural_of(&words_of(&n)), n, "{text}");
        }
    }

    #[test]
    fn binomials_are_exact() {
        assert_eq!(binomial(5, 2), Natural::from(10u64));
        assert_eq!(binomial(62, 31), Natural::from(465428353255261088u64));
        assert_eq!(binomial(3, 4), Natural::ZERO);
    }
}
