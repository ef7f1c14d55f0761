//! The take-away game with multiplier k (Fibonacci Nim is k = 2).
//!
//! One heap of n. The first move takes 1..n−1; afterwards a player may take 1..⌊k·x⌋, x being
//! the opponent's last take. Taking the last token wins; a player with no legal move loses.
//! A position is (n, r): n tokens left, at most r may be taken now.
//!
//! For k ≥ 1 (Whinihan 1963; Schwenk 1970; Epp & Ferguson 1980): the losing heaps are
//! H0 = 1, H_{j+1} = H_j + H_m with m the least index such that ⌊k·H_m⌋ ≥ H_j. Write n greedily
//! as a sum of H's; (n, r) is N iff the smallest term is ≤ r, and taking it wins. Every winning
//! take is a sum of the smallest terms of that decomposition (taking t leaves a losing (n−t, ⌊kt⌋)
//! only when the greedy decompositions of n−t and t concatenate to that of n); the moves are the
//! suffix sums t with ⌊k·t⌋ below the next term. For 1 ≤ k < 2 the H's are the powers of two and
//! for k = 2 the Fibonacci numbers.
//!
//! For 0 < k < 1, ⌊k·1⌋ = 0, so a take of t with ⌊k·t⌋ = 0 leaves the opponent without a legal
//! move: every position with n ≥ 1 and r ≥ 1 is N, the winning takes are the t ≤ min(r, n−1)
//! with k·t < 1, together with taking all n when n ≤ r; (n, 0) and (0, r) are P.

use std::cmp::Ordering;
use std::fmt::Write;

use dashu_int::UBig;
use dashu_int::ops::BitTest;

use super::TakeMove;
use crate::engine::{Game, Outcome};
use crate::error::{Error, Result};
use crate::num::{Natural, Ratio};

/// The largest heap, in decimal digits, for k ≥ 1: the analysis lists the losing heaps up to n.
pub const TAKEAWAY_DIGIT_LIMIT: usize = 4096;
/// The most winning moves listed (reached only for 0 < k < 1 with a tiny k and a large cap).
pub const TAKEAWAY_MOVE_LIMIT: u64 = 1_000_000;

/// A position of the take-away game with multiplier k: `heap` tokens, at most `cap` per take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakeAway {
    k: Ratio,
    heap: Natural,
    cap: Natural,
}

impl TakeAway {
    /// The position (n, r). Without a cap, the opening position: r = n − 1.
    pub fn new(heap: Natural, k: Ratio, cap: Option<Natural>) -> Result<TakeAway> {
        if k.is_at_least_one() && heap.decimal_digits() > TAKEAWAY_DIGIT_LIMIT {
            return Err(Error::too_large(format!(
                "the take-away game is analysed for heaps of at most {TAKEAWAY_DIGIT_LIMIT} digits \
                 (its losing heaps are listed up to n); this heap has {} digits",
                heap.decimal_digits()
            )));
        }
        let cap =
            cap.unwrap_or_else(|| heap.checked_sub(&Natural::Word(1)).unwrap_or(Natural::ZERO));
        Ok(TakeAway { k, heap, cap })
    }

    /// The heap n.
    pub fn heap(&self) -> &Natural {
        &self.heap
    }

    /// The most the mover may take now, r.
    pub fn cap(&self) -> &Natural {
        &self.cap
    }

    /// The multiplier k.
    pub fn multiplier(&self) -> Ratio {
        self.k
    }

    /// The greedy decomposition of n into losing heaps, largest first (empty for n = 0 or k < 1).
    pub fn decomposition(&self) -> Vec<Natural> {
        if !self.k.is_at_least_one() {
            return Vec::new();
        }
        match self.heap.to_u64() {
            Some(n) => naturals(decompose(self.k, u128::from(n))),
            None => naturals(decompose(self.k, self.heap.to_ubig())),
        }
    }

    /// Who wins.
    pub fn outcome(&self) -> Outcome {
        if self.heap.is_zero() || self.cap.is_zero() {
            return Outcome::P;
        }
        if !self.k.is_at_least_one() {
            return Outcome::N;
        }
        let smallest = self.decomposition().pop().unwrap_or(Natural::ZERO);
        Outcome::from_is_p(smallest > self.cap)
    }

    /// Every winning move, in ascending order of take.
    pub fn winning_moves(&self) -> Result<Vec<TakeMove>> {
        if self.outcome() == Outcome::P {
            return Ok(Vec::new());
        }
        let takes = if self.k.is_at_least_one() {
            let terms = self.decomposition();
            match self.heap.to_u64() {
                Some(_) => suffix_takes(self.k, &to_ints::<u128>(&terms), &self.cap),
                None => suffix_takes(self.k, &to_ints::<UBig>(&terms), &self.cap),
            }
        } else {
            self.stalling_takes()?
        };
        Ok(takes
            .into_iter()
            .map(|take| TakeMove {
                to: self.heap.sub_or_panic(&take),
                take,
            })
            .collect())
    }

    /// k < 1: the takes t ≤ min(r, n−1) with ⌊k·t⌋ = 0 (t ≤ (q−1) div p), then all n if n ≤ r.
    fn stalling_takes(&self) -> Result<Vec<Natural>> {
        let (p, q) = (self.k.numer(), self.k.denom());
        let stalling = Natural::Word((q - 1) / p);
        let below_heap = self.heap.sub_or_panic(&Natural::Word(1));
        let last = [&stalling, &self.cap, &below_heap]
            .into_iter()
            .min()
            .cloned();
        let last = last.and_then(|l| l.to_u64()).unwrap_or(u64::MAX);
        if last > TAKEAWAY_MOVE_LIMIT {
            return Err(Error::too_large(format!(
                "this position has more than {TAKEAWAY_MOVE_LIMIT} winning moves (every take \
                 from 1 to {last} wins), more than grundy lists"
            )));
        }
        let mut takes: Vec<Natural> = (1..=last).map(Natural::Word).collect();
        if self.heap <= self.cap {
            takes.push(self.heap.clone());
        }
        Ok(takes)
    }

    /// The reasoning: the losing heaps, the decomposition of n, and its smallest term against r.
    pub fn explain(&self) -> Result<String> {
        let (n, r, k) = (&self.heap, &self.cap, self.k);
        let mut text = String::new();
        let _ = writeln!(
            text,
            "Take-away game with multiplier k = {k}: heap {n}, the mover may take at most {r}."
        );
        if !k.is_at_least_one() {
            let _ = writeln!(
                text,
                "k < 1, so a take of t with ⌊k·t⌋ = 0 (t ≤ {}) leaves the opponent no legal move: \
                 with n ≥ 1 and r ≥ 1 the mover wins by taking 1 (or everything).",
                (k.denom() - 1) / k.numer()
            );
        } else {
            let losing = losing_heaps(k, n)?;
            let shown: Vec<String> = losing.iter().take(12).map(ToString::to_string).collect();
            let _ = writeln!(
                text,
                "Losing heaps H (H0 = 1, H_(j+1) = H_j + H_m, m least with ⌊k·H_m⌋ ≥ H_j): {}{}",
                shown.join(", "),
                if losing.len() > 12 { ", ..." } else { "" }
            );
            let terms = self.decomposition();
            let sum: Vec<String> = terms.iter().map(ToString::to_string).collect();
            let _ = writeln!(text, "Greedy decomposition: {n} = {}", sum.join(" + "));
            if let Some(smallest) = terms.last() {
                let verdict = if smallest <= r {
                    "≤ r: the mover takes it and leaves the opponent unable to reach the next term"
                } else {
                    "> r: whatever the mover takes, the opponent can answer"
                };
                let _ = writeln!(text, "Smallest term {smallest} {verdict}.");
            }
        }
        let outcome = self.outcome();
        let moves = self.winning_moves()?;
        let takes: Vec<String> = moves.iter().map(|m| m.take.to_string()).collect();
        let _ = writeln!(
            text,
            "{outcome}-position; winning takes: {}",
            if takes.is_empty() {
                "none".to_string()
            } else {
                takes.join(", ")
            }
        );
        Ok(text)
    }
}

/// The losing heaps H0 = 1 < H1 < … that are at most `up_to` (for k < 1: just 1).
pub fn losing_heaps(k: Ratio, up_to: &Natural) -> Result<Vec<Natural>> {
    if up_to.decimal_digits() > TAKEAWAY_DIGIT_LIMIT {
        return Err(Error::too_large(format!(
            "losing heaps are listed up to numbers of at most {TAKEAWAY_DIGIT_LIMIT} digits"
        )));
    }
    if up_to.is_zero() {
        return Ok(Vec::new());
    }
    if !k.is_at_least_one() {
        return Ok(vec![Natural::Word(1)]);
    }
    Ok(match up_to.to_u64() {
        Some(n) => naturals(heaps_up_to(k, &u128::from(n))),
        None => naturals(heaps_up_to(k, &up_to.to_ubig())),
    })
}

/// The first `count` losing heaps (for k < 1 only 1 exists).
pub fn first_losing_heaps(k: Ratio, count: usize) -> Result<Vec<Natural>> {
    if !k.is_at_least_one() {
        return Ok(vec![Natural::Word(1)].into_iter().take(count).collect());
    }
    let mut heaps: Vec<UBig> = Vec::with_capacity(count.min(1 << 16));
    let mut m = 0;
    while heaps.len() < count {
        let next = match heaps.last() {
            None => UBig::ONE,
            Some(last) => {
                while heaps[m].floor_times(k) < *last {
                    m += 1;
                }
                last + &heaps[m]
            }
        };
        if next.bit_len() > TAKEAWAY_DIGIT_LIMIT * 4 {
            return Err(Error::too_large(format!(
                "losing heaps are listed up to numbers of about {TAKEAWAY_DIGIT_LIMIT} digits; \
                 ask for fewer"
            )));
        }
        heaps.push(next);
    }
    Ok(heaps.into_iter().map(Natural::from).collect())
}

/// The integer operations the analysis needs, on the word path (u128) and the big path.
trait Int: Clone + Ord + Sized {
    fn one() -> Self;
    fn plus(&self, other: &Self) -> Self;
    fn minus(&self, other: &Self) -> Self;
    /// ⌊self · p / q⌋ (saturating on the word path, where it is only compared with heaps).
    fn floor_times(&self, k: Ratio) -> Self;
    fn from_natural(n: &Natural) -> Self;
    fn into_natural(self) -> Natural;
}

impl Int for u128 {
    fn one() -> Self {
        1
    }
    fn plus(&self, other: &Self) -> Self {
        self.saturating_add(*other)
    }
    fn minus(&self, other: &Self) -> Self {
        self - other
    }
    fn floor_times(&self, k: Ratio) -> Self {
        k.floor_times_u128(*self)
    }
    fn from_natural(n: &Natural) -> Self {
        n.to_u64().map_or(u128::MAX, u128::from)
    }
    fn into_natural(self) -> Natural {
        Natural::from(self)
    }
}

impl Int for UBig {
    fn one() -> Self {
        UBig::ONE
    }
    fn plus(&self, other: &Self) -> Self {
        self + other
    }
    fn minus(&self, other: &Self) -> Self {
        self - other
    }
    fn floor_times(&self, k: Ratio) -> Self {
        self * UBig::from(k.numer()) / UBig::from(k.denom())
    }
    fn from_natural(n: &Natural) -> Self {
        n.to_ubig()
    }
    fn into_natural(self) -> Natural {
        Natural::from(self)
    }
}

fn naturals<T: Int>(values: Vec<T>) -> Vec<Natural> {
    values.into_iter().map(Int::into_natural).collect()
}

fn to_ints<T: Int>(values: &[Natural]) -> Vec<T> {
    values.iter().map(T::from_natural).collect()
}

/// All losing heaps ≤ limit, by the recurrence; m only moves forward as H_j grows.
fn heaps_up_to<T: Int>(k: Ratio, limit: &T) -> Vec<T> {
    let mut heaps = vec![T::one()];
    let mut m = 0;
    loop {
        let last = heaps[heaps.len() - 1].clone();
        while heaps[m].floor_times(k) < last {
            m += 1;
        }
        let next = last.plus(&heaps[m]);
        if next > *limit {
            return heaps;
        }
        heaps.push(next);
    }
}

/// The greedy decomposition of n into losing heaps, largest first.
fn decompose<T: Int>(k: Ratio, n: T) -> Vec<T> {
    let heaps = heaps_up_to(k, &n);
    let mut rest = n;
    let mut terms = Vec::new();
    for h in heaps.iter().rev() {
        if *h <= rest {
            rest = rest.minus(h);
            terms.push(h.clone());
        }
    }
    terms
}

/// The winning takes among the suffix sums of the decomposition (ascending), at most `cap`.
fn suffix_takes<T: Int>(k: Ratio, terms: &[T], cap: &Natural) -> Vec<Natural> {
    let cap = T::from_natural(cap);
    let mut takes = Vec::new();
    let mut take: Option<T> = None;
    for (index, term) in terms.iter().enumerate().rev() {
        let t = take.map_or_else(|| term.clone(), |t: T| t.plus(term));
        if t.cmp(&cap) == Ordering::Greater {
            break;
        }
        let wins = match index.checked_sub(1).map(|i| &terms[i]) {
            None => true, // takes the whole heap
            Some(next_term) => t.floor_times(k) < *next_term,
        };
        if wins {
            takes.push(t.clone().into_natural());
        }
        take = Some(t);
    }
    takes
}

/// The rules of the take-away game for exhaustive search: positions are (n, r), and the cap
/// after a take of t is min(⌊k·t⌋, n − t) (taking more than the heap is never possible anyway).
#[derive(Clone, Copy, Debug)]
pub struct TakeAwayRules {
    /// The multiplier.
    pub k: Ratio,
}

impl Game for TakeAwayRules {
    type Position = (u64, u64);

    fn options(&self, &(n, r): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        for t in 1..=r.min(n) {
            let next_cap = self
                .k
                .floor_times_u128(u128::from(t))
                .min(u128::from(n - t));
            out.push((n - t, next_cap as u64));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn k(text: &str) -> Ratio {
        text.parse().unwrap()
    }

    #[test]
    fn fibonacci_nim_losing_heaps_are_fibonacci_numbers() {
        let heaps = first_losing_heaps(k("2"), 10).unwrap();
        let fibonacci = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89]; // F(2)..F(11), OEIS A000045
        assert!(fibonacci.windows(3).all(|f| f[2] == f[0] + f[1]));
        let expected: Vec<Natural> = fibonacci.into_iter().map(Natural::from).collect();
        assert_eq!(heaps, expected);
    }

    #[test]
    fn below_two_the_losing_heaps_are_powers_of_two() {
        for text in ["1", "11/10", "3/2", "1.99"] {
            let heaps = first_losing_heaps(k(text), 20).unwrap();
            for (j, h) in heaps.iter().enumerate() {
                assert_eq!(*h, Natural::from(1u64 << j), "k = {text}");
            }
        }
    }

    #[test]
    fn least_winning_first_move_is_the_smallest_zeckendorf_term() {
        let game = TakeAway::new(Natural::from(20u64), k("2"), None).unwrap();
        // 20 = 13 + 5 + 2
        let moves = game.winning_moves().unwrap();
        assert_eq!(moves[0].take, Natural::from(2u64));
        assert_eq!(game.decomposition().len(), 3);
    }

    #[test]
    fn huge_heaps_are_refused_with_the_limit_named() {
        let n: Natural = "9".repeat(5000).parse().unwrap();
        let err = TakeAway::new(n, k("2"), None).unwrap_err();
        assert!(err.message().contains("4096"));
    }
}
