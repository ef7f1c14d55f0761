//! One row of Wythoff Grundy values, g(a, 0..=B), to very large B in memory O(a² + B), and a
//! proof of its additive period g(a, b + p) = g(a, b) + p when rows 0..=a repeat jointly.
//!
//! # The window facts
//! Rows 0..=a are computed column by column (row 0 is g(0, b) = b; an option of (x, b) is in a
//! row ≤ x, so rows above a never matter). Write R_x(b) = {g(x, y) : y < b}. For every x and b:
//!
//! 1. R_x(b) has no value ≥ b + x, because g(x, y) ≤ x + y (docs/THEORY.md § 5.8);
//! 2. R_x(b) holds every value below b − 2x. Counting: let y_v be the column of value v in row
//!    x. Each column y < y_v has g(x, y) ≠ v although v is not yet in the row, so either
//!    g(x, y) < v (at most v columns: a row has distinct values) or v is the value of a column
//!    or diagonal option; the rows x' < x hold v at most once each, and each such cell blocks
//!    one column through its column and one through its diagonal: at most 2x columns. So
//!    y_v exists and y_v ≤ v + 2x, and v < b − 2x gives y_v < b. (Hence b − 2x ≤ g(x, b).)
//!
//! So a cell's mex is the least value ≥ b − 2x absent from the window [b − 2x, b + x] of its
//! row and from its column and diagonal options. Each row keeps a ring of bits covering that
//! window, and the diagonal options come from a ring of the last a + 1 columns.
//!
//! # The relative joint state, and why its repeat proves the period
//! For a column s ≥ 2a, the *relative joint state* S(s) is
//! - for each row x in 1..=a, the window W_x(s) = {v − s : v ∈ R_x(s), s − 2x ≤ v < s + x},
//!   a subset of [−2x, x);
//! - the diagonal inputs D(t, x) = g(x, s − t) − s for t ≥ 1, x ≥ 1, x + t ≤ a: exactly the
//!   cells before column s that a later cell (x + t + k, s + k) of rows ≤ a reads on its
//!   diagonal. (Row 0 is g(0, y) − s = y − s and needs no storage.)
//!
//! S(s) determines the next column and S(s + 1), with no reference to s itself:
//! - for x = 1..=a in turn, g(x, s) − s is the least u ≥ −2x in none of W_x(s), the column
//!   {g(x', s) − s : x' < x} (with g(0, s) − s = 0) and the diagonal {D(t, x − t) : 1 ≤ t ≤ x}
//!   (with D(x, 0) = −x). Indeed the options of (x, s) are R_x(s), the column and the x
//!   diagonal cells (s ≥ 2a ≥ x, so all of them exist, in columns ≥ s − a ≥ 0); by fact 2 every
//!   value below s − 2x is present *whatever s is*, so the mex is the least absent value
//!   ≥ s − 2x; by fact 1 the row adds nothing at or above s + x, so from s − 2x up the
//!   present values are exactly W_x(s) + s and the column and diagonal values. This is where the shift
//!   commutes with the mex: everything below the window is present. (s ≥ 2a keeps s − 2x ≥ 0,
//!   so "below the window" is never "below 0", and no diagonal is cut short by the edge.)
//! - W_x(s + 1) = {u − 1 : u ∈ W_x(s) ∪ {g(x, s) − s}, u − 1 ≥ −2x}: the window moves up by
//!   one, and the only value of R_x(s + 1) that can be s + x is g(x, s) itself (fact 1);
//!   D(1, x) becomes g(x, s) − s − 1 and D(t, x) becomes the old D(t − 1, x) − 1.
//!
//! So if S(b2) = S(b1) with b1 ≥ 2a and P = b2 − b1 > 0, induction on k gives
//! S(b1 + k) = S(b2 + k) and g(x, b2 + k) − b2 = g(x, b1 + k) − b1 for every k ≥ 0: that is,
//! g(x, y + P) = g(x, y) + P for every y ≥ b1 and every row x ≤ a, for ever.
//!
//! # Row a's least period and preperiod, from the proven joint period
//! Let h(y) = g(a, y) − y, so an additive period of the row is a period of h. From b1 on, h
//! has period P. Its least eventual period p divides P (the gcd of two eventual periods is
//! again one), and any eventual period d holds from b1 on (shift y by multiples of P). A divisor d of
//! P is a period from b1 iff h(y + d) = h(y) on the one stretch [b1, b1 + P), since both sides
//! have period P from there; reading h(y + d) as h(b1 + (y − b1 + d) mod P) needs only the
//! computed values in [b1, b2). (In general: with P and b1 known, the relation for p holds for
//! ever once it holds on [c, c + P) for some c ≥ b1.) The least preperiod b0 for p then comes
//! from the values: the relation holds from b1 on, so walk down from b1 while it holds.
//!
//! # Finding a repeat (Brent)
//! Windows are finite and D(t, x) lies in [−t − 2x, x − t], so the state sequence is
//! ultimately periodic. A copy of S(c) is kept at checkpoints c = 2a + 2^k − 1, and every
//! later S(s), c < s ≤ the next checkpoint, is compared with it: once a checkpoint is past the
//! state's preperiod and the gap to the next is at least its period, a match comes, and the
//! first match is at the least joint period (which is the lcm of the rows' least periods: a
//! common period of rows 0..=a from early enough repeats the state). The comparison reads the
//! newest diagonal inputs first, which in practice differ at once, so it costs O(1) per column
//! against O(a²) for the column (measured: under 0.3% more instructions, row 60 to 60,000 with
//! no repeat, so compared at every column).

/// Bits per bitset word.
const WORD: usize = 64;

/// The values g(x, y), y < b, of one row x that lie in the moving window [b − 2x, b + x].
#[derive(Clone)]
struct RowWindow {
    ring: Vec<u64>,
    mask: usize,
    /// The next absolute word index whose ring slot has not been cleared yet.
    next_word: usize,
}

impl RowWindow {
    fn new(x: usize) -> Self {
        // The window spans at most 3x + 1 values, so at most 3x/64 + 2 words.
        let slots = (3 * x / WORD + 3).next_power_of_two();
        RowWindow {
            ring: vec![0; slots],
            mask: slots - 1,
            next_word: 0,
        }
    }

    /// Makes words up to `word` usable, clearing slots last used a whole ring ago.
    fn reach(&mut self, word: usize) {
        while self.next_word <= word {
            self.ring[self.next_word & self.mask] = 0;
            self.next_word += 1;
        }
    }

    fn word(&self, word: usize) -> u64 {
        self.ring[word & self.mask]
    }

    fn insert(&mut self, value: usize) {
        self.ring[(value / WORD) & self.mask] |= 1 << (value % WORD);
    }

    /// Whether `value`, inside the current window, is in the row.
    fn contains(&self, value: usize) -> bool {
        self.word(value / WORD) >> (value % WORD) & 1 == 1
    }
}

/// Two columns with the same relative joint state of rows 0..=a (see the module comment), so
/// g(x, y + period) = g(x, y) + period for every y ≥ `first` and x ≤ a.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct JointRepeat {
    /// b1: the earlier column, ≥ 2a.
    pub(super) first: usize,
    /// P = b2 − b1 > 0: the least period of the joint state.
    pub(super) period: usize,
}

/// A row computed by [`compute`]: its values and, if it was seen, a repeat of the joint state.
pub(super) struct RowRun {
    pub(super) values: Vec<u64>,
    pub(super) repeat: Option<JointRepeat>,
}

/// The live computation: every row's window and the ring of the last a + 1 columns.
#[derive(Clone)]
struct Columns {
    a: usize,
    windows: Vec<RowWindow>,
    /// `history[(b mod (a+1)) * (a+1) + x]` = g(x, b) for the last a + 1 columns.
    history: Vec<usize>,
}

impl Columns {
    fn new(a: usize) -> Columns {
        Columns {
            a,
            windows: (0..=a).map(RowWindow::new).collect(),
            history: vec![0; (a + 1) * (a + 1)],
        }
    }

    /// Computes column b (after columns 0..b) and returns g(a, b); `scratch` holds one cell's
    /// window: the caller's own local, so the optimiser sees that it aliases nothing (measured:
    /// 4% fewer instructions than keeping it in `Columns`).
    #[inline]
    fn advance(&mut self, b: usize, scratch: &mut Vec<u64>) -> usize {
        let span = self.a + 1;
        let slot = (b % span) * span;
        let Columns {
            windows, history, ..
        } = self;
        history[slot] = b; // g(0, b) = b
        for x in 1..=self.a {
            let low = b.saturating_sub(2 * x);
            let high = b + x;
            let window = &mut windows[x];
            window.reach(high / WORD);
            let base = low / WORD;
            scratch.clear();
            scratch.extend((base..=high / WORD).map(|w| window.word(w)));
            // Values below `low` are present (fact 2 of the module comment).
            scratch[0] |= (1u64 << (low % WORD)) - 1;
            let mut mark = |v: usize| {
                if v >= low {
                    scratch[v / WORD - base] |= 1 << (v % WORD);
                }
            };
            for &v in &history[slot..slot + x] {
                mark(v); // column: g(y, b), y < x
            }
            for t in 1..=x.min(b) {
                mark(history[((b - t) % span) * span + x - t]); // diagonal: g(x − t, b − t)
            }
            let value = scratch
                .iter()
                .enumerate()
                .find(|(_, w)| **w != u64::MAX)
                .map(|(i, w)| (base + i) * WORD + w.trailing_ones() as usize)
                .unwrap_or(high); // unreachable: g(x, b) ≤ x + b = high
            window.insert(value);
            history[slot + x] = value;
        }
        history[slot + self.a]
    }

    fn history_at(&self, x: usize, column: usize) -> usize {
        let span = self.a + 1;
        self.history[(column % span) * span + x]
    }

    /// D(t, x) = g(x, s − t) − s for t ≥ 1, x ≥ 1, x + t ≤ a: newest column first and, in a
    /// column, the highest row first (the values that differ soonest between two columns).
    fn diagonal_inputs(&self, s: usize) -> impl Iterator<Item = isize> + '_ {
        (1..self.a).flat_map(move |t| {
            (1..=self.a - t)
                .rev()
                .map(move |x| self.history_at(x, s - t) as isize - s as isize)
        })
    }

    /// Whether u ∈ W_x(s), for rows x = 1..=a and u = −2x, …, x − 1, in that order.
    fn window_bits(&self, s: usize) -> impl Iterator<Item = bool> + '_ {
        (1..=self.a).flat_map(move |x| {
            let window = &self.windows[x];
            (s - 2 * x..s + x).map(move |v| window.contains(v))
        })
    }
}

/// A saved relative joint state S(c).
struct JointState {
    column: usize,
    diagonal: Vec<isize>,
    windows: Vec<bool>,
}

impl JointState {
    /// S(s), read from the live computation after column s − 1 (s ≥ 2a).
    fn save(columns: &Columns, s: usize) -> JointState {
        JointState {
            column: s,
            diagonal: columns.diagonal_inputs(s).collect(),
            windows: columns.window_bits(s).collect(),
        }
    }

    /// Whether the live S(s) equals this one; stops at the first difference.
    fn matches(&self, columns: &Columns, s: usize) -> bool {
        columns.diagonal_inputs(s).eq(self.diagonal.iter().copied())
            && columns.window_bits(s).eq(self.windows.iter().copied())
    }
}

/// Brent's search for a repeat of the joint state: one saved state at a time.
struct RepeatSearch {
    /// The first column where the state is compared or saved: 2a.
    start: usize,
    saved: Option<JointState>,
    /// The next checkpoint 2a + 2^k − 1.
    next_checkpoint: usize,
    found: Option<JointRepeat>,
}

impl RepeatSearch {
    fn new(a: usize) -> RepeatSearch {
        RepeatSearch {
            start: 2 * a,
            saved: None,
            next_checkpoint: 2 * a,
            found: None,
        }
    }

    /// Looks at S(s), available after column s − 1.
    #[inline]
    fn observe(&mut self, columns: &Columns, s: usize) {
        if self.found.is_some() || s < self.start {
            return;
        }
        if let Some(saved) = &self.saved
            && saved.matches(columns, s)
        {
            self.found = Some(JointRepeat {
                first: saved.column,
                period: s - saved.column,
            });
            self.saved = None;
            return;
        }
        if s == self.next_checkpoint {
            self.saved = Some(JointState::save(columns, s));
            self.next_checkpoint = self.start + 2 * (s - self.start) + 1;
        }
    }
}

/// g(a, b) for b = 0..=to, and a repeat of the joint state of rows 0..=a if one is seen at
/// columns ≤ to + 1. The caller has checked the limits (values fit in usize). Fails only when
/// [interrupted](crate::interrupt).
pub(super) fn compute(a: usize, to: usize) -> crate::error::Result<RowRun> {
    let mut values = Vec::with_capacity(to + 1);
    let mut columns = Columns::new(a);
    let mut search = RepeatSearch::new(a);
    let mut scratch = Vec::with_capacity(3 * a / WORD + 3);
    // A column costs about (a + 1)² steps: look at the stop every 2^20 steps or so (every
    // column for the largest rows, whose 4,000 columns took minutes).
    let every = ((1usize << 20) / ((a + 1) * (a + 1))).clamp(1, 1 << 12);
    for b in 0..=to {
        if b.is_multiple_of(every) {
            crate::interrupt::check()?;
        }
        search.observe(&columns, b);
        values.push(columns.advance(b, &mut scratch) as u64);
    }
    search.observe(&columns, to + 1);
    Ok(RowRun {
        values,
        repeat: search.found,
    })
}

/// Row a's least additive period p and, for it, the least preperiod b0, from its values and a
/// repeat of the joint state (the argument is in the module comment). `values` must reach
/// column `first + period − 1`.
pub(super) fn proven_additive_period(values: &[u64], repeat: JointRepeat) -> (usize, usize) {
    let JointRepeat { first, period } = repeat;
    let h = |y: usize| values[y] as i128 - y as i128;
    let is_period =
        |d: usize| (first..first + period).all(|y| h(y) == h(first + (y - first + d) % period));
    let least = (1..=period)
        .filter(|d| period % d == 0)
        .find(|&d| is_period(d))
        .unwrap_or(period);
    let holds = |y: usize| values[y + least].checked_sub(values[y]) == Some(least as u64);
    let mut preperiod = first;
    while preperiod > 0 && holds(preperiod - 1) {
        preperiod -= 1;
    }
    (preperiod, least)
}

/// The least period p, and for it the least preperiod b0, with
/// `values[b + p] == values[b] + p` for every b ≥ b0 in range, among those whose periodic part
/// `b0..values.len()` spans at least three periods and at least half the range (so a few
/// chance agreements at the end are not taken for a period). `None` when no such p exists.
pub(super) fn detect_additive_period(values: &[u64]) -> Option<(usize, usize)> {
    let len = values.len();
    (1..=len / 3).find_map(|p| {
        let holds = |b: usize| values[b + p].checked_sub(values[b]) == Some(p as u64);
        let mut start = len - p;
        while start > 0 && holds(start - 1) {
            start -= 1;
        }
        (len - start >= (3 * p).max(len.div_ceil(2))).then_some((start, p))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::tests::wythoff_by_rules;
    use crate::games::wythoff::{AdditivePeriod, GrundyRow, PeriodStatus, grundy_rows};

    /// The least p with g(a, b + p) = g(a, b) + p over the second half of a long row, and the
    /// least b0 from which it holds: plain brute force over the values, no theory.
    fn tail_period(values: &[u64]) -> (usize, usize) {
        let len = values.len();
        let holds = |p: usize, b: usize| values[b + p] == values[b] + p as u64;
        let p = (1..len / 4)
            .find(|&p| (len / 2..len - p).all(|b| holds(p, b)))
            .expect("a period in the second half");
        let mut b0 = len / 2;
        while b0 > 0 && holds(p, b0 - 1) {
            b0 -= 1;
        }
        (b0, p)
    }

    fn gcd(a: usize, b: usize) -> usize {
        if b == 0 { a } else { gcd(b, a % b) }
    }

    fn proof_of(row: &GrundyRow) -> (usize, usize) {
        match row.period_status() {
            PeriodStatus::Proven {
                first_column,
                joint_period,
            } => (first_column as usize, joint_period as usize),
            other => panic!("row {} is {other:?}, not proven", row.row()),
        }
    }

    #[test]
    fn rows_up_to_16_are_proven_with_the_period_brute_force_shows() {
        let rows = 17;
        let table = grundy_rows(rows, 6000);
        for a in 0..rows {
            let row = GrundyRow::new(a as u64, 2000).unwrap();
            let (b1, joint) = proof_of(&row);
            let period = row.period().unwrap();
            let (b0, p) = tail_period(&table[a]);
            assert_eq!(
                (period.preperiod, period.period),
                (b0 as u64, p as u64),
                "row {a}"
            );
            assert!(
                b1 >= 2 * a && b1 + joint <= 2001,
                "row {a}: repeat at {b1}, {joint}"
            );
            assert_eq!(
                joint % p,
                0,
                "row {a}: the row's period divides the joint one"
            );
            // The joint period is the least: the lcm of the least periods of rows 0..=a.
            let lcm = (0..=a).fold(1, |l, x| {
                let p = tail_period(&table[x]).1;
                l / gcd(l, p) * p
            });
            assert_eq!(joint, lcm, "row {a}");
            // What the repeat proves: every row x ≤ a repeats with the joint period from b1.
            for (x, values) in table.iter().enumerate().take(a + 1) {
                for y in b1..values.len() - joint {
                    assert_eq!(values[y + joint], values[y] + joint as u64, "g({x}, {y})");
                }
            }
        }
        // Rows 3..=6 have periods 6, 12, 24, 12; row 7 has period 24 from b = 92: found here on
        // values from the rules alone (rows 3 and 4 are OEIS A004484 and A004485, whose entries
        // give these periods as conjectured recurrences; Dress, Flammenkamp & Pink 1999 prove
        // that every row is additively periodic).
        let rules = wythoff_by_rules(8, 2000);
        let by_rules: Vec<usize> = (3..=6).map(|a| tail_period(&rules[a]).1).collect();
        assert_eq!(by_rules, [6, 12, 24, 12]);
        assert_eq!(tail_period(&rules[7]), (92, 24));
        let periods: Vec<u64> = (3..=6)
            .map(|a| GrundyRow::new(a, 2000).unwrap().period().unwrap().period)
            .collect();
        assert_eq!(periods, [6, 12, 24, 12]);
        assert_eq!(
            GrundyRow::new(7, 2000).unwrap().period(),
            Some(AdditivePeriod {
                preperiod: 92,
                period: 24
            })
        );
    }

    #[test]
    fn a_proven_period_holds_far_beyond_where_it_was_proven() {
        for (a, far) in [(5u64, 300_000usize), (12, 200_000), (20, 100_000)] {
            // The shortest range with the proof: one column less and it is not proven.
            let (b1, joint) = proof_of(&GrundyRow::new(a, 5000).unwrap());
            let last = (b1 + joint - 1) as u64;
            let short = GrundyRow::new(a, last).unwrap();
            assert_eq!(proof_of(&short), (b1, joint), "row {a}");
            let unproven = GrundyRow::new(a, last - 1).unwrap();
            assert!(!unproven.period_status().is_proven(), "row {a}");

            let AdditivePeriod { preperiod, period } = short.period().unwrap();
            let (b0, p) = (preperiod as usize, period as usize);
            let long = GrundyRow::new(a, far as u64).unwrap();
            let v = long.values();
            assert_eq!(&v[..short.values().len()], short.values());
            for b in b0..=far - p {
                assert_eq!(v[b + p], v[b] + period, "row {a} at b = {b}");
            }
            if b0 > 0 {
                assert_ne!(
                    v[b0 - 1 + p],
                    v[b0 - 1] + period,
                    "row {a}: b0 is the least"
                );
            }
            for d in 1..p {
                assert!(
                    (far / 2..=far - d).any(|b| v[b + d] != v[b] + d as u64),
                    "row {a}: {d} is no period, {p} is the least"
                );
            }
        }
    }

    #[test]
    fn a_range_too_short_to_prove_falls_back_to_detection() {
        // Row 20 is detected from B = 2329 (three periods and half the range), proven from
        // B = 2470 (its joint state repeats at columns 2087 and 2471). Those columns are this
        // crate's own method (checkpoints at 2a + 2^k − 1); the period 384 from b = 1165, and
        // the joint period 384 as the lcm of the periods of rows 0..=20, are found here on
        // values from the rules alone.
        let rules = wythoff_by_rules(21, 6000);
        assert_eq!(tail_period(&rules[20]), (1165, 384));
        let lcm = (0..=20).fold(1, |l, a| {
            let p = tail_period(&rules[a]).1;
            l / gcd(l, p) * p
        });
        assert_eq!(lcm, 384);
        let row = GrundyRow::new(20, 2400).unwrap();
        assert_eq!(row.period_status(), PeriodStatus::Detected);
        assert_eq!(row.period_status().name(), "detected");
        assert_eq!(
            row.period(),
            Some(AdditivePeriod {
                preperiod: 1165,
                period: 384
            })
        );
        let row = GrundyRow::new(20, 2470).unwrap();
        assert_eq!(
            row.period_status(),
            PeriodStatus::Proven {
                first_column: 2087,
                joint_period: 384
            }
        );
        assert_eq!(row.period_status().name(), "proven");
        for (a, to) in [(7, 150), (9, 5), (1, 6)] {
            let row = GrundyRow::new(a, to).unwrap();
            assert_eq!(
                row.period_status(),
                PeriodStatus::NotFound,
                "row {a} to {to}"
            );
            assert_eq!(row.period(), None);
        }
    }

    #[test]
    fn the_least_period_and_preperiod_come_from_one_joint_period() {
        // h(b) = g(b) − b: 9 9 9 9 9 | 0 1 2 3 | 0 1 2 3 …, so period 4 from b = 5; the joint
        // state may repeat later and at a multiple of it, here 8 from b = 7.
        let h = [9, 9, 9, 9, 9, 0, 1, 2, 3];
        let values: Vec<u64> = (0..40)
            .map(|b: usize| (b + h[if b < 5 { b } else { 5 + (b - 5) % 4 }]) as u64)
            .collect();
        let repeat = JointRepeat {
            first: 7,
            period: 8,
        };
        assert_eq!(proven_additive_period(&values, repeat), (5, 4));
        // Only [b1, b2) is read: the same answer with nothing after b2.
        assert_eq!(proven_additive_period(&values[..15], repeat), (5, 4));
        // Period 1 everywhere: g(b) = b.
        let identity: Vec<u64> = (0..10).collect();
        let repeat = JointRepeat {
            first: 3,
            period: 6,
        };
        assert_eq!(proven_additive_period(&identity, repeat), (0, 1));
    }

    #[test]
    fn the_joint_state_compares_every_window_bit_and_every_diagonal_input() {
        let a = 9;
        let s = 400;
        let mut columns = Columns::new(a);
        let mut scratch = Vec::new();
        for b in 0..s {
            columns.advance(b, &mut scratch);
        }
        let saved = JointState::save(&columns, s);
        assert!(saved.matches(&columns, s));
        assert_eq!(saved.diagonal.len(), a * (a - 1) / 2);
        assert_eq!(saved.windows.len(), 3 * a * (a + 1) / 2);
        let span = a + 1;
        // Each diagonal input D(t, x), x + t ≤ a, x ≥ 1, is part of the state...
        for t in 1..a {
            for x in 1..=a - t {
                let mut changed = columns.clone();
                changed.history[((s - t) % span) * span + x] += 1;
                assert!(!saved.matches(&changed, s), "D({t}, {x})");
            }
        }
        // ... and the other cells of the last columns are not: no later cell reads them.
        let mut changed = columns.clone();
        for t in 1..=a {
            changed.history[((s - t) % span) * span + a + 1 - t] += 1;
        }
        assert!(saved.matches(&changed, s));
        // Every bit of every window is part of the state, from s − 2x to s + x − 1.
        for x in 1..=a {
            for v in s - 2 * x..s + x {
                let mut changed = columns.clone();
                let window = &mut changed.windows[x];
                window.ring[(v / WORD) & window.mask] ^= 1 << (v % WORD);
                assert!(!saved.matches(&changed, s), "row {x}, value {v}");
            }
        }
    }

    #[test]
    fn a_repeat_is_found_from_a_checkpoint_within_its_stretch() {
        // Checkpoints are 2a + 2^k − 1; a match is the first recurrence of a saved state.
        for a in 0..12usize {
            let run = compute(a, 3000).unwrap();
            let JointRepeat { first, period } = run.repeat.expect("a repeat by 3000");
            assert!(
                (first + 1 - 2 * a).is_power_of_two(),
                "row {a}: checkpoint {first}"
            );
            assert!(
                period <= first + 1 - 2 * a,
                "row {a}: within the checkpoint's stretch"
            );
        }
    }
}
