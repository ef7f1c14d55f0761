//! The moves of a heap of any size to a given value, for a game whose period is proven.
//!
//! Past the preperiod n0 the values repeat with period p, so the value of a split into heaps
//! a ≤ b (a + b = r, both at least n0) depends on a mod p only: the splits of one class form an
//! arithmetic progression a, a + p, a + 2p, … up to r/2, all of one value. One such
//! [`MoveRun`] stands for the whole progression, however long; the splits with a heap below n0
//! are few (fewer than n0 per take) and listed one by one. Moves that leave three heaps
//! a ≤ b ≤ c are progressions in b for each a below n0, and triangles (a and b both moving)
//! beyond: p² runs per take, whatever the heap (docs/THEORY.md § 8.4a). The values the search
//! may look at (about n0² per three-heap digit) are bounded by [`OCTAL_MOVE_WORK_LIMIT`].

use std::ops::ControlFlow;

use super::rules::{LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO};
use super::{OCTAL_MOVE_WORK_LIMIT, OctalCode, OctalMove, Sequence};
use crate::error::{Error, Result};
use crate::games::Repeat;
use crate::num::Natural;
use crate::text::msg;

/// A run of moves of an octal game: `first`, then `count − 1` more, the i-th of which moves i ·
/// `step` more tokens from the largest heap `first` leaves to the next largest (the heaps stay
/// ascending). A single move is a run of one (`step` 0).
///
/// A *triangle* run (three heaps a ≤ b ≤ c, all past the preperiod) also moves the smallest
/// heap: its moves leave (a + ip, b + ip + jp, c − 2ip − jp) for every i, j ≥ 0 with b ≤ c (p the
/// step), row i = 0 first.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MoveRun {
    /// The first move of the run.
    pub first: OctalMove,
    /// Tokens moved between the last two heaps from one move of the run to the next.
    pub step: u64,
    /// How many moves the run holds (at least 1).
    pub count: Natural,
    /// Whether the smallest of three heaps grows too (see above).
    pub triangle: bool,
}

impl MoveRun {
    fn single(first: OctalMove) -> MoveRun {
        MoveRun {
            first,
            step: 0,
            count: Natural::ONE,
            triangle: false,
        }
    }

    /// The triangle run from the three heaps `first` leaves, step p: (a + ip, b + ip + jp,
    /// c − 2ip − jp) for i, j ≥ 0 and b ≤ c. Row i holds ⌊R_i/p⌋ + 1 moves while R_i ≥ 0, where
    /// R_2k = ⌊(c − b)/2⌋ − 3kp and R_2k+1 = ⌊(c − b − p)/2⌋ − p − 3kp.
    fn triangle(first: OctalMove, p: u64) -> MoveRun {
        let [_, b, c] = first.leaves.as_slice() else {
            return MoveRun::single(first);
        };
        let gap = c.sub_or_panic(b);
        let even = &gap / 2;
        let odd = gap
            .checked_sub(&Natural::from(p))
            .and_then(|rest| (&rest / 2).checked_sub(&Natural::from(p)));
        let count = &rows_total(&even, p) + &odd.map_or(Natural::ZERO, |odd| rows_total(&odd, p));
        MoveRun {
            first,
            step: p,
            count,
            triangle: true,
        }
    }

    /// The number of moves of row i of a triangle run (0 past its last row).
    fn row_count(&self, i: u64) -> Natural {
        let [_, b, c] = self.first.leaves.as_slice() else {
            return Natural::ZERO;
        };
        // Row i: b_i = b + ip, c_i = c − 2ip; moves while b_i + jp ≤ c_i − jp.
        let shift = &Natural::from(self.step) * &Natural::from(i);
        let b_i = b + &shift;
        let Some(c_i) = c.checked_sub(&(&shift + &shift)) else {
            return Natural::ZERO;
        };
        match c_i.checked_sub(&b_i) {
            Some(gap) => &(&(&gap / 2) / self.step) + 1,
            None => Natural::ZERO,
        }
    }

    /// The i-th move of the run (i < `count`).
    pub fn nth(&self, i: u64) -> OctalMove {
        let mut mv = self.first.clone();
        let shift = Natural::from(self.step) * &Natural::from(i);
        if let [.., low, high] = mv.leaves.as_mut_slice() {
            *low = &*low + &shift;
            *high = high.checked_sub(&shift).unwrap_or(Natural::ZERO);
        }
        mv
    }

    /// The move in row `i`, place `j` of a triangle run (see [`MoveRun`]).
    pub fn member(&self, i: u64, j: u64) -> OctalMove {
        let mut mv = self.first.clone();
        let step = Natural::from(self.step);
        let (di, dj) = (&step * &Natural::from(i), &step * &Natural::from(j));
        if let [a, b, c] = mv.leaves.as_mut_slice() {
            *a = &*a + &di;
            *b = &(&*b + &di) + &dj;
            *c = c
                .checked_sub(&(&(&di + &di) + &dj))
                .unwrap_or(Natural::ZERO);
        }
        mv
    }

    /// Calls `visit` with each move of the run in order, until it breaks.
    pub fn for_each(&self, mut visit: impl FnMut(OctalMove) -> ControlFlow<()>) -> ControlFlow<()> {
        if !self.triangle {
            let count = self.count.to_u64().unwrap_or(u64::MAX);
            for i in 0..count {
                visit(self.nth(i))?;
            }
            return ControlFlow::Continue(());
        }
        for i in 0.. {
            let row = self.row_count(i).to_u64().unwrap_or(u64::MAX);
            if row == 0 {
                break;
            }
            for j in 0..row {
                visit(self.member(i, j))?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// Σ_k (⌊Z/p⌋ − 3k + 1) over k = 0..=⌊⌊Z/p⌋/3⌋: the moves of the rows R = Z − 3kp ≥ 0 of a
/// triangle run, each holding ⌊R/p⌋ + 1.
fn rows_total(z: &Natural, p: u64) -> Natural {
    let m = z / p;
    let k = &m / 3;
    let rows = &k + 1;
    // (K + 1)(M + 1) − 3K(K + 1)/2, and K(K + 1) is even.
    let triangle = &(&(&k * &rows) / 2) * 3;
    (&rows * &(&m + 1))
        .checked_sub(&triangle)
        .unwrap_or(Natural::ZERO)
}

/// What a run search needs of the heaps' values: past `preperiod` they repeat with `period`, and
/// the value of the heaps a move leaves is their values combined (XOR of Grundy values, or the
/// product in a misère quotient), starting from `empty` (no heap left).
pub(crate) struct HeapValues<V, F, C> {
    /// n0: from here on, the value of h + p is that of h.
    pub preperiod: u64,
    /// p.
    pub period: u64,
    /// The value of a heap of any size.
    pub value: F,
    /// Two values combined (commutative and associative).
    pub combine: C,
    /// The value of no heap.
    pub empty: V,
}

/// An upper bound on the work of [`runs_where`] for `heap`: the values it looks up.
fn run_work(code: &OctalCode, preperiod: u64, period: u64) -> u128 {
    let (n0, p) = (u128::from(preperiod), u128::from(period));
    let mut work = 0u128;
    for &digit in code.digits() {
        work += 2 + n0 + p;
        if digit & LEAVE_THREE != 0 {
            // a below n0: b below n0 one by one, and p progressions; from n0 on, p² triangles.
            work = work.saturating_add(n0 * (n0 + p)).saturating_add(p * p);
        }
    }
    work
}

/// Every move from a heap of `heap` to a position of value `target`, as runs in ascending order
/// of their first moves. `sequence` must have a proven period; the work is bounded by
/// [`OCTAL_MOVE_WORK_LIMIT`] (else an error names it).
pub(crate) fn runs_to_value(
    code: &OctalCode,
    sequence: &Sequence,
    heap: &Natural,
    target: u32,
    name: &str,
) -> Result<Vec<MoveRun>> {
    let period = sequence
        .period()
        .ok_or_else(|| Error::invalid(msg!("error-octal-unproven", game = name)))?;
    let values = HeapValues {
        preperiod: period.preperiod,
        period: period.period,
        value: |h: &Natural| sequence.value_at(h).unwrap_or(0),
        combine: |x: u32, y: u32| x ^ y,
        empty: 0,
    };
    runs_where(code, &values, heap, |x| x == target, name)
}

/// Every move from a heap of `heap` whose heaps left have a value that `accept`s, as runs in
/// ascending order of their first moves, for values that repeat past a preperiod (see
/// [`HeapValues`]); the work is bounded by [`OCTAL_MOVE_WORK_LIMIT`] (else an error names it).
pub(crate) fn runs_where<V: Copy, F: Fn(&Natural) -> V, C: Fn(V, V) -> V>(
    code: &OctalCode,
    values: &HeapValues<V, F, C>,
    heap: &Natural,
    accept: impl Fn(V) -> bool,
    name: &str,
) -> Result<Vec<MoveRun>> {
    let (n0, p) = (values.preperiod, values.period);
    let work = run_work(code, n0, p);
    if work > u128::from(OCTAL_MOVE_WORK_LIMIT) {
        return Err(Error::too_large(
            "octal_moves",
            OCTAL_MOVE_WORK_LIMIT,
            Some(Natural::from(work)),
            msg!(
                "error-octal-run-work",
                game = name,
                work = work,
                limit = OCTAL_MOVE_WORK_LIMIT
            ),
        ));
    }
    let g = &values.value;
    let combine = &values.combine;
    let small = |h: u64| g(&Natural::from(h));
    let mut runs = Vec::new();
    let mut single = |take: u64, leaves: Vec<Natural>| {
        runs.push(MoveRun::single(OctalMove { take, leaves }));
    };
    let mut progressions: Vec<MoveRun> = Vec::new();
    for (take, &digit) in code.digits().iter().enumerate() {
        let take = take as u64;
        let Some(rest) = heap.checked_sub(&Natural::from(take)) else {
            break;
        };
        if digit & LEAVE_NONE != 0 && take > 0 && rest.is_zero() && accept(values.empty) {
            single(take, Vec::new());
        }
        if digit & LEAVE_ONE != 0 && take > 0 && !rest.is_zero() && accept(g(&rest)) {
            single(take, vec![rest.clone()]);
        }
        let mut found =
            |leading: Option<u64>, (mut leaves, step, count): (Vec<Natural>, u64, Natural)| {
                if let Some(a) = leading {
                    leaves.insert(0, Natural::from(a));
                }
                progressions.push(MoveRun {
                    first: OctalMove { take, leaves },
                    step,
                    count,
                    triangle: false,
                });
            };
        if digit & LEAVE_TWO != 0 {
            // Heaps a ≤ b = rest − a; a from 1 to rest/2.
            let half = &rest / 2;
            let split = Split {
                rest: &rest,
                low: 1,
                high: &half,
                base: values.empty,
            };
            split.pairs(n0, p, &small, g, combine, &accept, &mut |run| {
                found(None, run)
            });
        }
        if digit & LEAVE_THREE != 0 && rest >= Natural::from(3u64) {
            // Heaps a ≤ b ≤ c: a from 1 to rest/3, then b from a to (rest − a)/2.
            let third = (&rest / 3).to_u64().unwrap_or(u64::MAX);
            let mut a = 1u64;
            while a <= third && a < n0 {
                crate::interrupt::check()?;
                let remaining = rest.sub_or_panic(&Natural::from(a));
                let half = &remaining / 2;
                let split = Split {
                    rest: &remaining,
                    low: a,
                    high: &half,
                    base: small(a),
                };
                split.pairs(n0, p, &small, g, combine, &accept, &mut |run| {
                    found(Some(a), run)
                });
                a += 1;
            }
            // a from max(1, n0) on: all three heaps are past the preperiod, so the value depends
            // on a and b mod p; each class is a triangle run from its least a and b.
            let start = n0.max(1);
            for a in start..start.saturating_add(p) {
                let Some(remaining) = rest.checked_sub(&Natural::from(a)) else {
                    break;
                };
                let half = &remaining / 2;
                for b in a..a + p {
                    if Natural::from(b) > half {
                        break;
                    }
                    let c = remaining.sub_or_panic(&Natural::from(b));
                    if accept(combine(combine(small(a), small(b)), g(&c))) {
                        let leaves = vec![Natural::from(a), Natural::from(b), c];
                        progressions.push(MoveRun::triangle(OctalMove { take, leaves }, p));
                    }
                }
            }
        }
    }
    runs.extend(progressions);
    runs.sort();
    Ok(runs)
}

/// The splits of `rest` into b ≤ c = rest − b with b from `low` to `high` (= rest/2), on top of
/// heaps worth `base`.
struct Split<'a, V> {
    rest: &'a Natural,
    low: u64,
    high: &'a Natural,
    base: V,
}

impl<V: Copy> Split<'_, V> {
    /// The splits whose value (combined with `base`) is accepted: one by one for b below n0, as
    /// progressions of step p from n0 on. Each is passed to `found` as (heaps, step, count).
    #[allow(clippy::too_many_arguments)]
    fn pairs(
        &self,
        n0: u64,
        p: u64,
        small: &impl Fn(u64) -> V,
        g: &impl Fn(&Natural) -> V,
        combine: &impl Fn(V, V) -> V,
        accept: &impl Fn(V) -> bool,
        found: &mut impl FnMut((Vec<Natural>, u64, Natural)),
    ) {
        let value = |b: u64, c: &Natural| combine(combine(self.base, small(b)), g(c));
        let high_word = self.high.to_u64().unwrap_or(u64::MAX);
        // b below n0: each split on its own (c = rest − b may be of any size).
        let mut b = self.low;
        while b < n0 && b <= high_word {
            let c = self.rest.sub_or_panic(&Natural::from(b));
            if accept(value(b, &c)) {
                found((vec![Natural::from(b), c], 0, Natural::ONE));
            }
            b += 1;
        }
        // b from max(low, n0) on: b and c are past the preperiod, so the value depends on b mod p.
        let start = self.low.max(n0);
        for first in start..start.saturating_add(p) {
            if first > high_word {
                break;
            }
            let c = self.rest.sub_or_panic(&Natural::from(first));
            if accept(value(first, &c)) {
                let count = &(&self.high.sub_or_panic(&Natural::from(first)) / p) + 1;
                found((vec![Natural::from(first), c], p, count));
            }
        }
    }
}

/// The moves of `runs` one by one, if there are at most `limit`; `None` otherwise.
pub(crate) fn expand(runs: &[MoveRun], limit: u64) -> Option<Vec<OctalMove>> {
    let total = total(runs);
    if total > Natural::from(limit) {
        return None;
    }
    let mut moves = Vec::with_capacity(total.to_u64().unwrap_or(0) as usize);
    for run in runs {
        let _ = run.for_each(|mv| {
            moves.push(mv);
            ControlFlow::Continue(())
        });
    }
    moves.sort();
    Some(moves)
}

/// The moves of `runs` as a list shows them: one by one while there are at most `limit`,
/// otherwise each run as its first move and the [`Repeat`] that gives the rest.
pub(crate) fn listed(runs: Vec<MoveRun>, limit: u64) -> Vec<(OctalMove, Option<Repeat>)> {
    if let Some(moves) = expand(&runs, limit) {
        return moves.into_iter().map(|mv| (mv, None)).collect();
    }
    runs.into_iter()
        .map(|run| {
            let repeat = (run.count > Natural::ONE).then(|| Repeat {
                step: Natural::from(run.step),
                count: run.count,
                triangle: run.triangle,
            });
            (run.first, repeat)
        })
        .collect()
}

/// How many moves `runs` hold.
pub(crate) fn total(runs: &[MoveRun]) -> Natural {
    runs.iter()
        .fold(Natural::ZERO, |sum, run| &sum + &run.count)
}
