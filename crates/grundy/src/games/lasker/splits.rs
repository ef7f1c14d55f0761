//! Every split of a Lasker heap h into a ≤ b = h − a whose Grundy values XOR to t, for heaps of
//! any size, without looking at the other splits (docs/THEORY.md § 11.3).
//!
//! With x = g(a), y = g(b) (g is an involution, so a = g(x)): x ⊕ y = t, and
//! x + y = h − ε(x) − ε(y), where ε(x) = +1 for x ≡ 3, −1 for x ≡ 0, 0 otherwise (mod 4). Given
//! the residues x mod 4 = r and y mod 4 = r ⊕ (t mod 4) — four choices of r — the sum x + y is
//! fixed, and x + y = (x ⊕ y) + 2(x ∧ y) fixes c = x ∧ y = (h − ε − t)/2, which must share no bit
//! with t. Then x = c + s for the submasks s of t whose two low bits make x ≡ r: x = x0 + 4u for
//! u running over the submasks of T = t >> 2, and a = x + ε(r). Each residue gives one
//! [`SplitFamily`]; a ≤ b bounds u by a limit L. So the splits to one value number
//! Σ #{u ⊆ T : u ≤ L} — up to about h/4 — and are counted, listed or cut into runs (the submasks
//! of T's lowest block of ones are an arithmetic progression) without trying each a.

use crate::num::Natural;
use crate::num::big::Big;

/// The integer operations the enumeration needs: `u128` for heaps below 2^64 (every number
/// involved is then below 2^66), big integers beyond.
pub(super) trait Bits: Clone + Ord + Sized {
    fn small(value: u64) -> Self;
    fn from_natural(value: &Natural) -> Option<Self>;
    fn natural(&self) -> Natural;
    fn plus(&self, other: &Self) -> Self;
    fn minus(&self, other: &Self) -> Option<Self>;
    fn and(&self, other: &Self) -> Self;
    fn or(&self, other: &Self) -> Self;
    fn shl(&self, bits: usize) -> Self;
    fn shr(&self, bits: usize) -> Self;
    /// The two lowest bits.
    fn low(&self) -> u64;
    fn bit(&self, index: usize) -> bool;
    fn width(&self) -> usize;
    fn is_zero(&self) -> bool {
        self.width() == 0
    }

    /// `self + delta`, or `None` below 0.
    fn offset(&self, delta: i64) -> Option<Self> {
        if delta >= 0 {
            Some(self.plus(&Self::small(delta as u64)))
        } else {
            self.minus(&Self::small(delta.unsigned_abs()))
        }
    }
}

impl Bits for u128 {
    fn small(value: u64) -> Self {
        u128::from(value)
    }
    fn from_natural(value: &Natural) -> Option<Self> {
        value.to_u64().map(u128::from)
    }
    fn natural(&self) -> Natural {
        Natural::from(*self)
    }
    fn plus(&self, other: &Self) -> Self {
        self + other
    }
    fn minus(&self, other: &Self) -> Option<Self> {
        self.checked_sub(*other)
    }
    fn and(&self, other: &Self) -> Self {
        self & other
    }
    fn or(&self, other: &Self) -> Self {
        self | other
    }
    fn shl(&self, bits: usize) -> Self {
        self << bits
    }
    fn shr(&self, bits: usize) -> Self {
        self >> bits
    }
    fn low(&self) -> u64 {
        (self & 3) as u64
    }
    fn bit(&self, index: usize) -> bool {
        index < 128 && (self >> index) & 1 == 1
    }
    fn width(&self) -> usize {
        (128 - self.leading_zeros()) as usize
    }
}

impl Bits for Big {
    fn small(value: u64) -> Self {
        Big::from_u64(value)
    }
    fn from_natural(value: &Natural) -> Option<Self> {
        Some(value.to_big())
    }
    fn natural(&self) -> Natural {
        Natural::from_big(self.clone())
    }
    fn plus(&self, other: &Self) -> Self {
        self + other
    }
    fn minus(&self, other: &Self) -> Option<Self> {
        (self >= other).then(|| self - other)
    }
    fn and(&self, other: &Self) -> Self {
        self & other
    }
    fn or(&self, other: &Self) -> Self {
        self | other
    }
    fn shl(&self, bits: usize) -> Self {
        Big::shl(self, bits)
    }
    fn shr(&self, bits: usize) -> Self {
        Big::shr(self, bits)
    }
    fn low(&self) -> u64 {
        u64::from(Big::bit(self, 0)) | u64::from(Big::bit(self, 1)) << 1
    }
    fn bit(&self, index: usize) -> bool {
        Big::bit(self, index)
    }
    fn width(&self) -> usize {
        self.bit_len()
    }
}

/// ε(r): g(x) − x for x ≥ 1 with x ≡ r (mod 4).
fn eps(residue: u64) -> i64 {
    match residue {
        3 => 1,
        0 => -1,
        _ => 0,
    }
}

/// The splits of one residue class: a = x0 + 4u + `eps` for every u ⊆ `mask` with u ≤ `limit`
/// (u ≥ 1 when `skip_zero`: u = 0 would be x = 0, the heap not split), each a ≤ h − a.
#[derive(Clone, Debug)]
pub(super) struct SplitFamily<W> {
    x0: W,
    eps: i64,
    mask: W,
    limit: W,
    skip_zero: bool,
}

/// One run of splits: the smaller heap of the first, the difference between the smaller heaps
/// of consecutive splits, and how many splits the run holds.
pub(super) struct Run {
    pub first: Natural,
    pub step: Natural,
    pub count: Natural,
}

/// The families of the splits of `h` into two heaps whose values XOR to `t`.
pub(super) fn families<W: Bits>(h: &W, t: &W) -> Vec<SplitFamily<W>> {
    let t_low = t.low();
    let mask = t.shr(2);
    let mut found = Vec::new();
    for rx in 0..4u64 {
        let ry = rx ^ t_low;
        let Some(two_c) = h.offset(-(eps(rx) + eps(ry))).and_then(|sum| sum.minus(t)) else {
            continue;
        };
        if two_c.low() & 1 == 1 {
            continue;
        }
        let c = two_c.shr(1);
        let c_low = c.low();
        let s_low = rx ^ c_low;
        if !c.and(t).is_zero() || c_low & !rx != 0 || s_low & !t_low != 0 {
            continue;
        }
        let x0 = c.plus(&W::small(s_low));
        // a ≤ h − a: 2(x0 + 4u + ε) ≤ h, so 8u ≤ h − 2ε − 2·x0.
        let Some(room) = h
            .offset(-2 * eps(rx))
            .and_then(|room| room.minus(&x0.shl(1)))
        else {
            continue;
        };
        found.push(SplitFamily {
            skip_zero: x0.is_zero(),
            x0,
            eps: eps(rx),
            mask: mask.clone(),
            limit: room.shr(3),
        });
    }
    found
}

/// 2^`exponent`.
fn power<W: Bits>(exponent: usize) -> W {
    W::small(1).shl(exponent)
}

/// The number of u ⊆ `mask` with u ≤ `limit`, by one pass over the bits from the lowest: after
/// bit i, `tight` counts the choices of bits 0..=i that are ⊆ mask and ≤ limit on those bits.
fn submasks_up_to<W: Bits>(mask: &W, limit: &W) -> W {
    let mut tight = W::small(1);
    let mut free_bits = 0;
    for i in 0..mask.width().max(limit.width()) {
        match (limit.bit(i), mask.bit(i)) {
            // Bit i set in u keeps it tight; clear, the bits below are free.
            (true, true) => tight = tight.plus(&power(free_bits)),
            // u's bit i is 0 below limit's 1: every choice below fits.
            (true, false) => tight = power(free_bits),
            (false, _) => {}
        }
        if mask.bit(i) {
            free_bits += 1;
        }
    }
    tight
}

/// The submask of `mask` after `u` in increasing order, or `None` past the last.
fn next_submask<W: Bits>(u: &W, mask: &W) -> Option<W> {
    let width = mask.width() + 1;
    let outside = power::<W>(width).minus(&W::small(1))?.minus(mask)?;
    let next = u.or(&outside).plus(&W::small(1)).and(mask);
    (!next.is_zero()).then_some(next)
}

impl<W: Bits> SplitFamily<W> {
    /// The smaller heap of the split for `u`.
    fn smaller(&self, u: &W) -> Natural {
        let x = self.x0.plus(&u.shl(2));
        x.offset(self.eps).map_or(Natural::ZERO, |a| a.natural())
    }

    /// How many splits the family holds.
    pub fn count(&self) -> Natural {
        let all = submasks_up_to(&self.mask, &self.limit).natural();
        if self.skip_zero {
            all.checked_sub(&Natural::ONE).unwrap_or(Natural::ZERO)
        } else {
            all
        }
    }

    /// The smaller heap of each split, ascending.
    pub fn smaller_heaps(&self) -> Vec<Natural> {
        let mut heaps = Vec::new();
        let mut u = Some(W::small(0));
        while let Some(current) = u.filter(|u| *u <= self.limit) {
            if !(self.skip_zero && current.is_zero()) {
                heaps.push(self.smaller(&current));
            }
            u = next_submask(&current, &self.mask);
        }
        heaps
    }

    /// The number of runs [`SplitFamily::runs`] gives.
    pub fn run_count(&self) -> Natural {
        let (high, low, _) = self.block();
        let runs = submasks_up_to(&high, &self.limit).natural();
        // The run from u_hi = 0 is empty when its only member within the limit is u = 0, skipped.
        let empty_first = self.skip_zero && (self.mask.is_zero() || self.limit.shr(low).is_zero());
        if empty_first {
            runs.checked_sub(&Natural::ONE).unwrap_or(Natural::ZERO)
        } else {
            runs
        }
    }

    /// The mask without its lowest block of ones, the block's lowest bit and its length.
    fn block(&self) -> (W, usize, usize) {
        let Some(low) = (0..self.mask.width()).find(|&i| self.mask.bit(i)) else {
            return (self.mask.clone(), 0, 0);
        };
        let length = (low..).take_while(|&i| self.mask.bit(i)).count();
        let block = power::<W>(length)
            .minus(&W::small(1))
            .unwrap_or(W::small(0))
            .shl(low);
        let high = self.mask.minus(&block).unwrap_or(W::small(0));
        (high, low, length)
    }

    /// The splits as runs: for each u_hi ⊆ the mask without its lowest block (bits low..low+k),
    /// the u = u_hi + m·2^low, m < 2^k, are an arithmetic progression of a of step 2^(low+2).
    pub fn runs(&self) -> Vec<Run> {
        let (high, low, length) = self.block();
        let step = power::<W>(low + 2).natural();
        let last_m = power::<W>(length)
            .minus(&W::small(1))
            .unwrap_or(W::small(0));
        let mut runs = Vec::new();
        let mut u_hi = Some(W::small(0));
        while let Some(current) = u_hi.filter(|u| *u <= self.limit) {
            u_hi = next_submask(&current, &high);
            let room = self.limit.minus(&current).unwrap_or(W::small(0)).shr(low);
            let top = if room < last_m { room } else { last_m.clone() };
            let first_m = u64::from(self.skip_zero && current.is_zero());
            let Some(count) = top.plus(&W::small(1)).minus(&W::small(first_m)) else {
                continue;
            };
            if count.is_zero() {
                continue;
            }
            let first = current.plus(&W::small(first_m).shl(low));
            runs.push(Run {
                first: self.smaller(&first),
                step: step.clone(),
                count: count.natural(),
            });
        }
        runs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// g by the closed form, for the tests.
    fn g(x: u64) -> u64 {
        match x % 4 {
            0 if x > 0 => x - 1,
            3 => x + 1,
            _ => x,
        }
    }

    fn splits_by_families<W: Bits>(h: u64, t: u64) -> Vec<u64> {
        let (h, t) = (W::small(h), W::small(t));
        let mut heaps: Vec<u64> = families(&h, &t)
            .iter()
            .flat_map(|f| f.smaller_heaps())
            .map(|a| a.to_u64().unwrap())
            .collect();
        heaps.sort_unstable();
        heaps
    }

    #[test]
    fn families_hold_exactly_the_splits_of_each_value() {
        for h in 0..=300u64 {
            for t in 0..=(h + 4) {
                let expected: Vec<u64> = (1..=h / 2).filter(|&a| g(a) ^ g(h - a) == t).collect();
                assert_eq!(splits_by_families::<u128>(h, t), expected, "h {h} t {t}");
                assert_eq!(splits_by_families::<Big>(h, t), expected, "h {h} t {t}");
                let count: Natural = families(&(h as u128), &(t as u128))
                    .iter()
                    .fold(Natural::ZERO, |sum, f| &sum + &f.count());
                assert_eq!(count, Natural::from(expected.len()), "h {h} t {t}: count");
            }
        }
    }

    #[test]
    fn runs_hold_exactly_the_splits_of_each_value() {
        for h in 0..=200u64 {
            for t in 0..=(h + 4) {
                let mut from_runs = Vec::new();
                for family in families(&Big::from_u64(h), &Big::from_u64(t)) {
                    let runs = family.runs();
                    assert_eq!(family.run_count(), Natural::from(runs.len()), "h {h} t {t}");
                    for run in runs {
                        let (first, step) =
                            (run.first.to_u64().unwrap(), run.step.to_u64().unwrap());
                        for i in 0..run.count.to_u64().unwrap() {
                            from_runs.push(first + i * step);
                        }
                    }
                }
                from_runs.sort_unstable();
                assert_eq!(from_runs, splits_by_families::<u128>(h, t), "h {h} t {t}");
            }
        }
    }

    #[test]
    fn submask_counts_are_exact() {
        for mask in 0..64u128 {
            for limit in 0..80u128 {
                let expected = (0..=limit).filter(|u| u & mask == *u).count() as u128;
                assert_eq!(submasks_up_to(&mask, &limit), expected, "{mask} {limit}");
            }
        }
    }
}
