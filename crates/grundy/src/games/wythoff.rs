//! Wythoff's game: two heaps; a move takes any positive amount from one heap, or the same
//! amount from both.
//!
//! The P-positions are (a_k, b_k) with a_k = ⌊kφ⌋, b_k = a_k + k (Wythoff 1907; OEIS A000201,
//! A001950). Every natural number is a coordinate of exactly one P-position and every difference
//! k is the difference of exactly one, which is why a position has at most three winning moves.
//!
//! Exactness: nothing here uses floating point. With u = 2a − k, (a, b) is P iff
//! u² ≤ 5k² < (u+2)², and 5k² − u² = 4(kb − a²), so the test is `0 ≤ kb − a² ≤ 2a − k`: two
//! 64×64-bit products in u128 for word inputs, exact for every u64. ⌊kφ⌋ itself is
//! (k + ⌊√(5k²)⌋) div 2 with an integer square root.

mod grundy_table;

pub use grundy_table::{
    AdditivePeriod, GRUNDY_CELL_LIMIT, GRUNDY_SUM_LIMIT, GrundyRow, GrundyTable, PeriodStatus,
    ROW_INDEX_LIMIT, ROW_LENGTH_LIMIT, ROW_WORK_LIMIT, TABLE_SIZE_LIMIT, detect_additive_period,
    grundy_rows, grundy_value,
};

use std::fmt::Write;

use dashu_int::UBig;

use crate::engine::{Convention, Game, Outcome};
use crate::num::{Natural, isqrt_u128, isqrt_ubig};

/// Below this, 5x² fits in a u128 (5 · 2^124 < 2^127).
const WORD_SQRT_LIMIT: u64 = 1 << 62;

/// Whether (a, b) is a P-position of (normal-play) Wythoff's game, for machine words.
///
/// Exact for every pair of u64: `kb` and `a²` are below 2^128.
#[inline]
pub fn is_p_position_u64(a: u64, b: u64) -> bool {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let k = b - a;
    let kb = u128::from(k) * u128::from(b);
    let a2 = u128::from(a) * u128::from(a);
    // 2a − k may be negative (then (a, b) is not P): compare kb − a² + k ≤ 2a instead.
    kb >= a2 && kb - a2 + u128::from(k) <= 2 * u128::from(a)
}

/// Whether (a, b) is a P-position of (normal-play) Wythoff's game, for numbers of any size.
pub fn is_p_position(a: &Natural, b: &Natural) -> bool {
    if let (Some(a), Some(b)) = (a.to_u64(), b.to_u64()) {
        return is_p_position_u64(a, b);
    }
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let (a, b) = (a.to_ubig(), b.to_ubig());
    let k = &b - &a;
    let kb = &k * &b;
    let a2 = &a * &a;
    kb >= a2 && kb - a2 + k <= a * 2u8
}

fn floor_phi_ubig(k: &UBig) -> UBig {
    let five_k2 = k * k * 5u8;
    (k + isqrt_ubig(&five_k2)) >> 1
}

/// ⌊kφ⌋, the smaller coordinate a_k of the k-th P-position (OEIS A000201 for k ≥ 1).
pub fn lower_wythoff(k: &Natural) -> Natural {
    match k.to_u64() {
        Some(k) if k < WORD_SQRT_LIMIT => {
            let k = u128::from(k);
            Natural::from((k + isqrt_u128(5 * k * k)) / 2)
        }
        _ => Natural::from(floor_phi_ubig(&k.to_ubig())),
    }
}

/// ⌊kφ²⌋ = ⌊kφ⌋ + k, the larger coordinate b_k of the k-th P-position (OEIS A001950).
pub fn upper_wythoff(k: &Natural) -> Natural {
    &lower_wythoff(k) + k
}

/// The k-th P-position (a_k, b_k), counting (0, 0) as k = 0.
pub fn p_position(k: &Natural) -> (Natural, Natural) {
    let a = lower_wythoff(k);
    let b = &a + k;
    (a, b)
}

/// Where a number sits among the P-positions: `x = a_index` or `x = b_index`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Coordinate {
    /// x = a_index = ⌊index·φ⌋ (and x = 0 is a_0 = b_0).
    Lower {
        /// The pair index.
        index: Natural,
    },
    /// x = b_index = ⌊index·φ²⌋.
    Upper {
        /// The pair index.
        index: Natural,
    },
}

/// Which P-position contains `x`, and as which coordinate.
///
/// With j0 = ⌊x/φ⌋ = (⌊√(5x²)⌋ − x) div 2: if x is a lower value its index is j0 + 1, otherwise
/// x is the upper value with index x − j0 (the Beatty sequences of φ and φ² are complementary).
pub fn coordinate(x: &Natural) -> Coordinate {
    if x.is_zero() {
        return Coordinate::Lower {
            index: Natural::ZERO,
        };
    }
    let j0 = match x.to_u64() {
        Some(w) if w < WORD_SQRT_LIMIT => {
            let w = u128::from(w);
            Natural::from((isqrt_u128(5 * w * w) - w) / 2)
        }
        _ => {
            let w = x.to_ubig();
            Natural::from((isqrt_ubig(&(&w * &w * 5u8)) - &w) >> 1)
        }
    };
    let candidate = &j0 + 1;
    if lower_wythoff(&candidate) == *x {
        Coordinate::Lower { index: candidate }
    } else {
        Coordinate::Upper {
            index: x.sub_or_panic(&j0),
        }
    }
}

/// The other coordinate of the unique P-position containing `x` (0 for 0).
pub fn partner(x: &Natural) -> Natural {
    match coordinate(x) {
        Coordinate::Lower { index } => x + &index,
        Coordinate::Upper { index } => x.sub_or_panic(&index),
    }
}

/// A position of Wythoff's game: two heaps in the order given, and the play convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wythoff {
    heaps: [Natural; 2],
    convention: Convention,
}

/// The P-position on a given diagonal (difference), and the partner of a coordinate, for either
/// convention. Misère play swaps (0, 0) and (1, 2) for (0, 1) and (2, 2) and keeps every other
/// P-position.
fn diagonal_p_position(k: &Natural, convention: Convention) -> (Natural, Natural) {
    match (convention, k.to_u64()) {
        (Convention::Misere, Some(0)) => (Natural::Word(2), Natural::Word(2)),
        (Convention::Misere, Some(1)) => (Natural::Word(0), Natural::Word(1)),
        _ => p_position(k),
    }
}

fn partner_for(x: &Natural, convention: Convention) -> Natural {
    match (convention, x.to_u64()) {
        (Convention::Misere, Some(0)) => Natural::Word(1),
        (Convention::Misere, Some(1)) => Natural::Word(0),
        (Convention::Misere, Some(2)) => Natural::Word(2),
        _ => partner(x),
    }
}

impl Wythoff {
    /// The position (a, b) under `convention`.
    pub fn new(a: Natural, b: Natural, convention: Convention) -> Wythoff {
        Wythoff {
            heaps: [a, b],
            convention,
        }
    }

    /// The heaps, in the order given.
    pub fn heaps(&self) -> &[Natural; 2] {
        &self.heaps
    }

    /// The play convention.
    pub fn convention(&self) -> Convention {
        self.convention
    }

    fn low_high(&self) -> (&Natural, &Natural) {
        let [a, b] = &self.heaps;
        if a <= b { (a, b) } else { (b, a) }
    }

    /// The difference k = |a − b|: the position lies on the diagonal of the k-th P-position.
    pub fn difference(&self) -> Natural {
        let (low, high) = self.low_high();
        high.sub_or_panic(low)
    }

    /// Who wins.
    pub fn outcome(&self) -> Outcome {
        let (low, high) = self.low_high();
        let small = (low.to_u64(), high.to_u64());
        let is_p = match (self.convention, small) {
            (Convention::Misere, (Some(0), Some(1)) | (Some(2), Some(2))) => true,
            (Convention::Misere, (Some(0), Some(0)) | (Some(1), Some(2))) => false,
            _ => is_p_position(low, high),
        };
        Outcome::from_is_p(is_p)
    }

    /// Every winning move, as the position it leaves (heaps in the order given): first the move
    /// on both heaps, if it wins, then the one-heap moves in ascending order of the result.
    pub fn winning_moves(&self) -> Vec<[Natural; 2]> {
        if self.outcome() == Outcome::P {
            return Vec::new();
        }
        let [a, b] = &self.heaps;
        let (low, high) = self.low_high();
        let low_first = a <= b;
        let mut moves = Vec::new();
        let (diag_low, diag_high) = diagonal_p_position(&self.difference(), self.convention);
        if diag_low < *low {
            moves.push(if low_first {
                [diag_low, diag_high]
            } else {
                [diag_high, diag_low]
            });
        }
        let mut one_heap = Vec::new();
        let to_b = partner_for(a, self.convention);
        if to_b < *b {
            one_heap.push([a.clone(), to_b]);
        }
        let to_a = partner_for(b, self.convention);
        if to_a < *a {
            one_heap.push([to_a, b.clone()]);
        }
        one_heap.sort();
        debug_assert!(high >= low);
        moves.extend(one_heap);
        moves
    }

    /// The Grundy value under normal play, computed from the table of all smaller positions;
    /// an error naming the limit when the table would be too large, and `None` under misère
    /// play, where values do not add.
    pub fn grundy(&self) -> Option<crate::Result<Natural>> {
        if self.convention == Convention::Misere {
            return None;
        }
        let (low, high) = self.low_high();
        Some(grundy_value(low, high))
    }

    /// The reasoning, step by step: the pair index and where the position sits.
    pub fn explain(&self) -> String {
        let mut text = String::new();
        let [a, b] = &self.heaps;
        let k = self.difference();
        let (ak, bk) = p_position(&k);
        let _ = writeln!(
            text,
            "Wythoff's game, {} play, heaps ({a}, {b}).",
            self.convention.name()
        );
        let _ = writeln!(
            text,
            "The P-positions are (a_k, b_k) with a_k = ⌊kφ⌋ and b_k = a_k + k; every number is a \
             coordinate of exactly one of them, and every difference k belongs to exactly one."
        );
        let _ = writeln!(
            text,
            "Difference k = |a − b| = {k}; the P-position on this diagonal is (a_{k}, b_{k}) = \
             ({ak}, {bk})."
        );
        for x in [a, b] {
            let line = match coordinate(x) {
                Coordinate::Lower { index } => {
                    format!("{x} = a_{index}, paired with b_{index} = {}", x + &index)
                }
                Coordinate::Upper { index } => format!(
                    "{x} = b_{index}, paired with a_{index} = {}",
                    x.sub_or_panic(&index)
                ),
            };
            let _ = writeln!(text, "{line}.");
        }
        if self.convention == Convention::Misere {
            let _ = writeln!(
                text,
                "Misère play: (0, 0) and (1, 2) are no longer P; (0, 1) and (2, 2) are. Every \
                 other P-position is the same."
            );
        }
        match self.outcome() {
            Outcome::P => {
                let _ = writeln!(
                    text,
                    "P-position: every move leaves the pair of its diagonal and of both its \
                     coordinates, so the opponent can always answer."
                );
            }
            Outcome::N => {
                let moves = self.winning_moves();
                let _ = writeln!(text, "N-position with {} winning move(s):", moves.len());
                for [x, y] in moves {
                    let _ = writeln!(text, "  -> ({x}, {y})");
                }
            }
        }
        text
    }
}

/// The rules of Wythoff's game for exhaustive search: positions are (a, b) pairs.
#[derive(Clone, Copy, Debug, Default)]
pub struct WythoffRules;

impl Game for WythoffRules {
    type Position = (u64, u64);

    fn options(&self, &(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// F(n) by the recurrence F(n + 1) = F(n) + F(n − 1), F(0) = 0, F(1) = 1 (OEIS A000045).
    fn fibonacci(n: usize) -> u128 {
        (0..n).fold((0u128, 1u128), |(f, g), _| (g, f + g)).0
    }

    #[test]
    fn first_p_positions_are_the_published_ones() {
        // OEIS A000201 and A001950, a(1)..a(8), with (0, 0); checked against Wythoff's own
        // construction (a_k = the least number in no earlier pair, b_k = a_k + k) below.
        let expected: [(u64, u64); 9] = [
            (0, 0),
            (1, 2),
            (3, 5),
            (4, 7),
            (6, 10),
            (8, 13),
            (9, 15),
            (11, 18),
            (12, 20),
        ];
        for (k, &(a, b)) in expected.iter().enumerate() {
            let (x, y) = p_position(&Natural::from(k as u64));
            assert_eq!((x, y), (Natural::from(a), Natural::from(b)));
            assert!(is_p_position_u64(a, b) && is_p_position_u64(b, a));
        }
        let mut used: Vec<u64> = Vec::new();
        for (k, &pair) in expected.iter().enumerate() {
            let a = (0..).find(|x| !used.contains(x)).unwrap();
            assert_eq!(pair, (a, a + k as u64), "pair {k} by the construction");
            used.extend([a, a + k as u64]);
        }
    }

    #[test]
    fn the_double_trap_at_f40_is_exact() {
        // (F(41) − 1, F(42) − 1) is the P-position of index F(40) (tests/games/exactness.rs).
        let f = |n| fibonacci(n) as u64;
        assert_eq!(
            (f(40), f(41) - 1, f(42) - 1),
            (102_334_155, 165_580_140, 267_914_295)
        );
        assert!(is_p_position_u64(165_580_140, 267_914_295));
        assert!(!is_p_position_u64(165_580_141, 267_914_295));
        assert_eq!(
            lower_wythoff(&Natural::from(102_334_155u64)),
            Natural::from(165_580_140u64)
        );
    }

    #[test]
    fn word_test_is_exact_at_the_top_of_u64() {
        // F(92), F(93) are the last consecutive Fibonacci numbers below 2^64.
        let (f92, f93) = (7_540_113_804_746_346_429u64, 12_200_160_415_121_876_738u64);
        assert_eq!(
            (u128::from(f92), u128::from(f93)),
            (fibonacci(92), fibonacci(93))
        );
        assert!(fibonacci(94) > u128::from(u64::MAX));
        assert!(is_p_position_u64(f92, f93));
        assert!(!is_p_position_u64(f92 + 1, f93));
        assert!(!is_p_position_u64(u64::MAX, u64::MAX));
        assert!(!is_p_position_u64(0, u64::MAX));
        let big = is_p_position(&Natural::from(f92), &Natural::from(f93));
        assert!(big);
    }

    #[test]
    fn partner_pairs_every_number() {
        for k in 0..200u64 {
            let (a, b) = p_position(&Natural::from(k));
            assert_eq!(partner(&a), b);
            assert_eq!(partner(&b), a);
        }
    }
}
