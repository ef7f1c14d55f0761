//! The Guy–Smith periodicity test, extended to moves that leave up to k heaps.
//!
//! Theorem (Guy & Smith 1956, for k = 2; Winning Ways ch. 4). Let t be the largest number of
//! tokens a move removes and k the most heaps a move leaves (1, 2, or 3 for hexadecimal codes).
//! If g(n + p) = g(n) for all n with n0 ≤ n < B, where
//!
//! ```text
//! B = max(k·max(n0, 1) + (k − 1)·p + t, t + 1),
//! ```
//!
//! then g(n + p) = g(n) for every n ≥ n0.
//!
//! Proof, by induction on n ≥ B (the smaller n are the hypothesis). Write n0' = max(n0, 1).
//! n > t, so neither n nor n + p can be emptied in one move. An option of n leaving heaps
//! h1 + … + hj = n − i (j ≤ k, i ≤ t) has a largest heap ≥ (n − t)/k ≥ n0'; adding p to it
//! gives an option of n + p of the same value (induction, since that heap is < n). Conversely
//! an option of n + p has a largest heap ≥ (n + p − t)/k ≥ n0' + p because n ≥ B; taking p off
//! it leaves a heap ≥ n0' ≥ 1, an option of n of the same value. So the two option sets have
//! the same values, and g(n + p) = g(n). For k = 2 this is the classic bound 2·n0 + p + t; for
//! k = 1 (no splitting) it is the subtraction-game bound n0 + t; for three heaps, 3·n0 + 2p + t.
//!
//! The least period. If any p is proven on g(0..=N), let Q be the least period of the tail and
//! P its least preperiod. Q divides p, and the least preperiod of every multiple of Q is P
//! (if g(n + p) = g(n) for n ≥ P_p, then g(n + Q) = g(n) for n ≥ max(P_p, P_Q − p), so
//! P_Q ≤ P_p, and P_p ≤ P_Q trivially). The data proves p from its last run of matches,
//! which starts at some s ≥ P; the run for Q starts at P exactly and B(P, Q) ≤ B(s, p). So the
//! least p whose last run of matches satisfies the test is Q, its run starts at P, and the test
//! succeeds on g(0..=N) iff N ≥ B(P, Q) + Q − 1.

/// The first heap B beyond the range the test must check, for preperiod `n0` and period `p`.
pub(crate) fn checked_until(n0: u64, p: u64, parts: u64, t: u64) -> u64 {
    (parts * n0.max(1) + (parts - 1) * p + t).max(t + 1)
}

/// The least N such that g(0..=N) proves period `p` from `n0`.
pub(crate) fn proof_needs(n0: u64, p: u64, parts: u64, t: u64) -> u64 {
    checked_until(n0, p, parts, t) + p - 1
}

/// The least period Q and least preperiod P proven by g(0..=N) = `values`, if any.
///
/// For each p, the last run of matches g(n + p) = g(n) (from n = N − p downwards) is the
/// Z-function of the reversed sequence r_j = g(N − j) at p: the length of the longest common
/// prefix of r and r shifted by p. The Z-algorithm finds it for every p in O(N) in all, so a
/// sequence that is periodic but not yet proven (every multiple of the period then has a long
/// run) costs no more than any other.
pub(crate) fn proven_period(values: &[u32], parts: u64, t: u64) -> Option<(u64, u64)> {
    let len = values.len();
    let last = len.checked_sub(1)? as u64;
    let reversed = |j: usize| values[len - 1 - j];
    // Z[p] for p = 1, 2, …: the window [left, right) is the rightmost segment matched so far.
    let mut z: Vec<u32> = vec![0];
    let (mut left, mut right) = (0usize, 0usize);
    for p in 1..len {
        // Even a preperiod of 0 cannot be proven with this p: no larger p can be either.
        if proof_needs(0, p as u64, parts, t) > last {
            break;
        }
        let mut run = if p < right {
            (right - p).min(z[p - left] as usize)
        } else {
            0
        };
        while p + run < len && reversed(run) == reversed(p + run) {
            run += 1;
        }
        if p + run > right {
            left = p;
            right = p + run;
        }
        z.push(run as u32);
        let start = (len - p - run) as u64;
        if proof_needs(start, p as u64, parts, t) <= last {
            return Some((start, p as u64));
        }
    }
    None
}
