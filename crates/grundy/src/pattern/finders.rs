//! The pattern finders: each looks at a table and names what it sees, checked on every value
//! with exact integers. None of them proves anything for the positions beyond the table; the
//! report says `proven` only where a theorem does ([`super::builtin::Theorem`]).
//!
//! - [`periodic`]: a(n + p) = a(n) for every n ≥ n0 in the table, p least, n0 least for it.
//! - [`arithmetic_periodic`]: g(n + p) = g(n) + s with s > 0 (Lasker's Nim: p = s = 4).
//! - [`recurrence`]: the sorted P-positions satisfy x_i = c0 + c1·x_{i−1} + … + cd·x_{i−d} from
//!   some index, the coefficients small integers found exactly (rational elimination on the
//!   last d + 1 terms, then checked on every term).
//! - [`beatty`]: the P-positions of a two-number game are (a_k, a_k + c·k) and their mirror,
//!   a_k the mex of the numbers of the earlier pairs; then a_k = ⌊kα⌋ with
//!   1/α + 1/(α + c) = 1, α = (2 − c + √(c² + 4))/2, checked pair by pair by integer square
//!   roots.
//!
//! A pattern is reported only when the table witnesses it: the repeating part holds at least
//! four periods and half of the table, a recurrence at least four terms beyond those
//! that fixed its coefficients, a Beatty pair at least three pairs.

/// The largest order of a recurrence looked for.
pub const RECURRENCE_MAX_ORDER: usize = 4;

/// The largest |c_j| of a recurrence reported (small integer coefficients).
pub const RECURRENCE_MAX_COEFFICIENT: i64 = 64;

/// A periodicity found: a(n + period) = a(n) + saltus for every n ≥ preperiod in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Periodic {
    /// n0: the least index from which the relation holds.
    pub preperiod: u64,
    /// p: the least period.
    pub period: u64,
    /// s: 0 when plainly periodic.
    pub saltus: u64,
}

/// A linear recurrence of the P-positions x_0 < x_1 < …: x_i = constant + Σ c_j·x_{i−j}.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recurrence {
    /// c_1, …, c_d.
    pub coefficients: Vec<i64>,
    /// c_0.
    pub constant: i64,
    /// The least i from which every x_i satisfies it.
    pub from: u64,
}

impl Recurrence {
    /// The right-hand side as text: `2x_{i-1} + 1`, `x_{i-1} + x_{i-2}`.
    pub fn formula(&self) -> String {
        let mut text = String::new();
        for (j, &c) in self.coefficients.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let term = format!("x_{{i-{}}}", j + 1);
            let magnitude = if c.abs() == 1 {
                term
            } else {
                format!("{}{term}", c.abs())
            };
            match (text.is_empty(), c < 0) {
                (true, false) => text.push_str(&magnitude),
                (true, true) => text.push_str(&format!("-{magnitude}")),
                (false, false) => text.push_str(&format!(" + {magnitude}")),
                (false, true) => text.push_str(&format!(" - {magnitude}")),
            }
        }
        match (text.is_empty(), self.constant) {
            (true, c) => text = c.to_string(),
            (false, 0) => {}
            (false, c) if c > 0 => text.push_str(&format!(" + {c}")),
            (false, c) => text.push_str(&format!(" - {}", c.unsigned_abs())),
        }
        text
    }

    /// x_i by the recurrence from the d terms before it, exactly (`None` on overflow).
    fn next(&self, before: &[u64]) -> Option<i128> {
        let d = self.coefficients.len();
        let mut sum = self.constant as i128;
        for (j, &c) in self.coefficients.iter().enumerate() {
            sum = sum.checked_add((c as i128).checked_mul(before[d - 1 - j] as i128)?)?;
        }
        Some(sum)
    }
}

/// A Beatty pair found: the P-positions (a_k, a_k + difference·k) with a_k = ⌊kα⌋.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Beatty {
    /// c: b_k − a_k = c·k.
    pub difference: u64,
    /// α exactly, as a quadratic irrational: `(1+sqrt(5))/2`, `sqrt(2)`.
    pub alpha: String,
    /// How many pairs (a_k, b_k) with a_k ≤ N were checked.
    pub pairs: u64,
}

/// Whether a repeating part from `n0` of a table of `len` values witnesses period `p`.
fn witnessed(len: usize, n0: usize, p: usize) -> bool {
    let tail = len - n0;
    tail >= 4 * p && 2 * tail >= len
}

/// The least n0 with `holds(n)` for every n in n0..len − p.
fn least_start(len: usize, p: usize, holds: impl Fn(usize) -> bool) -> usize {
    let mut n0 = len - p;
    while n0 > 0 && holds(n0 - 1) {
        n0 -= 1;
    }
    n0
}

/// The least period (and least preperiod for it) of `values` the table witnesses.
pub fn periodic<T: PartialEq>(values: &[T]) -> Option<Periodic> {
    let len = values.len();
    (1..=len / 3).find_map(|p| {
        let n0 = least_start(len, p, |n| values[n + p] == values[n]);
        witnessed(len, n0, p).then_some(Periodic {
            preperiod: n0 as u64,
            period: p as u64,
            saltus: 0,
        })
    })
}

/// The least period with a positive saltus: g(n + p) = g(n) + s for every n ≥ n0.
pub fn arithmetic_periodic(values: &[u32]) -> Option<Periodic> {
    let len = values.len();
    (1..=len / 3).find_map(|p| {
        let last = len - 1;
        let saltus = values[last]
            .checked_sub(values[last - p])
            .filter(|&s| s > 0)?;
        let n0 = least_start(len, p, |n| {
            values[n].checked_add(saltus) == Some(values[n + p])
        });
        witnessed(len, n0, p).then_some(Periodic {
            preperiod: n0 as u64,
            period: p as u64,
            saltus: saltus as u64,
        })
    })
}

/// An exact rational p/q (q > 0) for the elimination.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fraction {
    p: i128,
    q: i128,
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Fraction {
    fn new(p: i128, q: i128) -> Option<Fraction> {
        if q == 0 {
            return None;
        }
        let g = gcd(p, q).max(1);
        let sign = if q < 0 { -1 } else { 1 };
        Some(Fraction {
            p: sign * p / g,
            q: sign * q / g,
        })
    }
    fn int(v: i128) -> Fraction {
        Fraction { p: v, q: 1 }
    }
    fn sub(self, o: Fraction) -> Option<Fraction> {
        Fraction::new(
            self.p
                .checked_mul(o.q)?
                .checked_sub(o.p.checked_mul(self.q)?)?,
            self.q.checked_mul(o.q)?,
        )
    }
    fn mul(self, o: Fraction) -> Option<Fraction> {
        Fraction::new(self.p.checked_mul(o.p)?, self.q.checked_mul(o.q)?)
    }
    fn div(self, o: Fraction) -> Option<Fraction> {
        Fraction::new(self.p.checked_mul(o.q)?, self.q.checked_mul(o.p)?)
    }
}

/// The solution of the square system `rows` (each row: coefficients then the right-hand side),
/// by Gaussian elimination over the rationals; `None` when it is singular or overflows.
fn solve(mut rows: Vec<Vec<Fraction>>) -> Option<Vec<Fraction>> {
    let size = rows.len();
    for column in 0..size {
        let pivot = (column..size).find(|&r| rows[r][column].p != 0)?;
        rows.swap(column, pivot);
        let pivot_row = rows[column].clone();
        for (r, row) in rows.iter_mut().enumerate() {
            if r != column && row[column].p != 0 {
                let factor = row[column].div(pivot_row[column])?;
                for (cell, &above) in row.iter_mut().zip(&pivot_row).skip(column) {
                    *cell = cell.sub(above.mul(factor)?)?;
                }
            }
        }
    }
    (0..size).map(|r| rows[r][size].div(rows[r][r])).collect()
}

/// The recurrence of least order (at most [`RECURRENCE_MAX_ORDER`]) that the increasing
/// sequence `x` satisfies from some index on, witnessed by at least four terms beyond those
/// that fixed it.
pub fn recurrence(x: &[u64]) -> Option<Recurrence> {
    let m = x.len();
    for d in 1..=RECURRENCE_MAX_ORDER {
        // d + 1 unknowns (c0, c1..cd), from the last d + 1 equations, then four more checked.
        if m < 2 * d + 5 {
            break;
        }
        let rows = (m - 1 - d..m)
            .map(|i| {
                let mut row = vec![Fraction::int(1)];
                row.extend((1..=d).map(|j| Fraction::int(x[i - j] as i128)));
                row.push(Fraction::int(x[i] as i128));
                row
            })
            .collect();
        let Some(solution) = solve(rows) else {
            continue;
        };
        if solution.iter().any(|f| f.q != 1) {
            continue;
        }
        let Ok(constant) = i64::try_from(solution[0].p) else {
            continue;
        };
        let coefficients: Option<Vec<i64>> = solution[1..]
            .iter()
            .map(|f| i64::try_from(f.p).ok())
            .collect();
        let Some(coefficients) = coefficients else {
            continue;
        };
        if coefficients
            .iter()
            .any(|c| c.abs() > RECURRENCE_MAX_COEFFICIENT)
            || coefficients.last() == Some(&0)
        {
            continue;
        }
        let found = Recurrence {
            coefficients,
            constant,
            from: 0,
        };
        let holds = |i: usize| found.next(&x[i - d..i]) == Some(x[i] as i128);
        let mut from = m;
        while from > d && holds(from - 1) {
            from -= 1;
        }
        if m - from >= d + 5 {
            return Some(Recurrence {
                from: from as u64,
                ..found
            });
        }
    }
    None
}

/// α = (2 − c + √(c² + 4))/2 as (A, B, r, den): α = (A + B·√r)/den, r square-free, den 1 or 2.
fn alpha_parts(c: u64) -> (i128, u128, u128, i128) {
    let mut radicand = (c as u128) * (c as u128) + 4;
    let mut outside = 1u128;
    let mut f = 2u128;
    while f * f <= radicand {
        while radicand.is_multiple_of(f * f) {
            radicand /= f * f;
            outside *= f;
        }
        f += 1;
    }
    let a = 2 - c as i128;
    if a % 2 == 0 && outside.is_multiple_of(2) {
        (a / 2, outside / 2, radicand, 1)
    } else {
        (a, outside, radicand, 2)
    }
}

/// α for difference `c`, as text.
pub fn alpha_text(c: u64) -> String {
    let (a, b, r, den) = alpha_parts(c);
    let root = if b == 1 {
        format!("sqrt({r})")
    } else {
        format!("{b}*sqrt({r})")
    };
    let numerator = match a {
        0 => root,
        a if a > 0 => format!("{a}+{root}"),
        a => format!("{root}-{}", a.unsigned_abs()),
    };
    match (den, a) {
        (1, _) => numerator,
        (_, 0) => format!("{numerator}/{den}"),
        _ => format!("({numerator})/{den}"),
    }
}

/// ⌊k·α⌋ for difference `c`, exactly: √(k²B²r) is irrational for k > 0 (c² + 4 is never a
/// square for c ≥ 1), so ⌊(kA + √(k²B²r))/den⌋ = ⌊(kA + ⌊√(k²B²r)⌋)/den⌋.
pub fn floor_k_alpha(c: u64, k: u64) -> Option<i128> {
    let (a, b, r, den) = alpha_parts(c);
    let k = k as u128;
    let square = k
        .checked_mul(k)?
        .checked_mul(b.checked_mul(b)?)?
        .checked_mul(r)?;
    let root = i128::try_from(square.isqrt()).ok()?;
    let numerator = (k as i128).checked_mul(a)?.checked_add(root)?;
    Some(numerator.div_euclid(den))
}

/// The Beatty pair of a two-number game whose P-positions in the square 0 ≤ a, b ≤ `to` are
/// `is_p(a, b)` (see the [module](self)).
pub fn beatty(to: u64, is_p: impl Fn(u64, u64) -> bool) -> Option<Beatty> {
    if !is_p(0, 0) || to < 2 {
        return None;
    }
    // c from the second pair: (1, 1 + c) is the P-position of a = 1.
    let difference = (1..=to).find(|&b| is_p(1, b))?.checked_sub(1)?;
    if difference == 0 {
        return None;
    }
    let mut used = std::collections::BTreeSet::new();
    let mut expected = std::collections::HashSet::new();
    let mut pairs = 0u64;
    let mut k = 0u64;
    loop {
        let mut a = 0u64;
        while used.contains(&a) {
            a += 1;
        }
        if a > to {
            break;
        }
        let b = a.checked_add(difference.checked_mul(k)?)?;
        if floor_k_alpha(difference, k)? != a as i128 {
            return None;
        }
        used.insert(a);
        used.insert(b);
        expected.insert((a, b));
        expected.insert((b, a));
        pairs += 1;
        k += 1;
    }
    for a in 0..=to {
        for b in 0..=to {
            if is_p(a, b) != expected.contains(&(a, b)) {
                return None;
            }
        }
    }
    (pairs >= 3).then(|| Beatty {
        difference,
        alpha: alpha_text(difference),
        pairs,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The least (p, n0) of the definition, by brute force over every pair.
    fn brute_periodic(values: &[u32]) -> Option<(u64, u64)> {
        let len = values.len();
        for p in 1..=len / 3 {
            for n0 in 0..len - p {
                if (n0..len - p).all(|n| values[n + p] == values[n]) {
                    if witnessed(len, n0, p) {
                        return Some((n0 as u64, p as u64));
                    }
                    break;
                }
            }
        }
        None
    }

    #[test]
    fn periodic_is_the_least_period_by_brute_force() {
        let mut seed = 12345u64;
        for case in 0..400 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let pre = (seed >> 20) as usize % 12;
            let p = 1 + (seed >> 30) as usize % 9;
            let len = 30 + (seed >> 40) as usize % 60;
            let values: Vec<u32> = (0..len)
                .map(|n| {
                    let folded = if n < pre {
                        n + 100
                    } else {
                        pre + (n - pre) % p
                    };
                    ((folded as u64 * 2654435761 + case) % 5) as u32
                })
                .collect();
            let found = periodic(&values).map(|f| (f.preperiod, f.period));
            assert_eq!(found, brute_periodic(&values), "{values:?}");
        }
    }

    #[test]
    fn arithmetic_periodic_finds_laskers_nim() {
        // Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
        let values: Vec<u32> = (0..100u32)
            .map(|n| match n % 4 {
                0 if n > 0 => n - 1,
                3 => n + 1,
                _ => n,
            })
            .collect();
        let found = arithmetic_periodic(&values).unwrap();
        assert_eq!((found.preperiod, found.period, found.saltus), (1, 4, 4));
        assert_eq!(periodic(&values), None);
    }

    #[test]
    fn recurrence_recovers_random_recurrences() {
        let mut seed = 99u64;
        for _ in 0..300 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let d = 1 + (seed >> 33) as usize % 3;
            let coefficients: Vec<i64> = (0..d)
                .map(|j| ((seed >> (8 * j + 3)) % 3) as i64 + if j == 0 { 1 } else { 0 })
                .collect();
            if *coefficients.last().unwrap() == 0 {
                continue;
            }
            let constant = ((seed >> 50) % 7) as i64;
            let truth = Recurrence {
                coefficients,
                constant,
                from: d as u64,
            };
            let mut x: Vec<u64> = (1..=d as u64).map(|v| v * 2).collect();
            while x.len() < 20 {
                let next = truth.next(&x[x.len() - d..]).unwrap();
                if next > 1 << 60 {
                    break;
                }
                x.push(next as u64);
            }
            let Some(found) = recurrence(&x) else {
                continue;
            };
            // Whatever is found reproduces every term from its `from` on.
            let d_found = found.coefficients.len();
            for i in found.from as usize..x.len() {
                assert!(i >= d_found);
                assert_eq!(found.next(&x[i - d_found..i]), Some(x[i] as i128), "{x:?}");
            }
            assert!(d_found <= d);
        }
    }

    #[test]
    fn recurrence_names_the_articles_sequences() {
        let mersenne: Vec<u64> = (0..20).map(|k| (1u64 << k) - 1).collect();
        let found = recurrence(&mersenne).unwrap();
        assert_eq!(
            (found.coefficients.clone(), found.constant, found.from),
            (vec![2], 1, 1)
        );
        assert_eq!(found.formula(), "2x_{i-1} + 1");
        let mut fib = vec![0u64, 1, 2];
        while fib.len() < 25 {
            fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
        }
        let found = recurrence(&fib).unwrap();
        assert_eq!(
            (found.coefficients.clone(), found.constant, found.from),
            (vec![1, 1], 0, 3)
        );
        assert_eq!(found.formula(), "x_{i-1} + x_{i-2}");
        let squares: Vec<u64> = (0..30u64).map(|k| k * k * k + k % 3).collect();
        assert_eq!(recurrence(&squares), None);
    }

    #[test]
    fn alpha_is_exact() {
        assert_eq!(alpha_text(1), "(1+sqrt(5))/2");
        assert_eq!(alpha_text(2), "sqrt(2)");
        assert_eq!(alpha_text(3), "(sqrt(13)-1)/2");
        assert_eq!(alpha_text(4), "sqrt(5)-1");
        // Wythoff: ⌊kφ⌋ = 0, 1, 3, 4, 6, 8, 9, 11, 12, 14.
        let lower: Vec<i128> = (0..10).map(|k| floor_k_alpha(1, k).unwrap()).collect();
        assert_eq!(lower, [0, 1, 3, 4, 6, 8, 9, 11, 12, 14]);
        // ⌊k√2⌋ = 0, 1, 2, 4, 5, 7, 8, 9, 11, 12.
        let lower: Vec<i128> = (0..10).map(|k| floor_k_alpha(2, k).unwrap()).collect();
        assert_eq!(lower, [0, 1, 2, 4, 5, 7, 8, 9, 11, 12]);
    }

    /// The Beatty finder against brute force: the P-positions of "take k and l from both,
    /// |k − l| < c" found by a plain table are the finder's pairs.
    #[allow(clippy::needless_range_loop)] // (a2, b2) index the table by both coordinates
    #[test]
    fn beatty_finds_wythoff_by_brute_force() {
        let to = 60u64;
        for c in 1..=3u64 {
            let side = to as usize + 1;
            let mut p = vec![vec![false; side]; side];
            for a in 0..side {
                for b in 0..side {
                    let mut reaches_p = false;
                    for a2 in 0..=a {
                        for b2 in 0..=b {
                            let (k, l) = ((a - a2) as i64, (b - b2) as i64);
                            let legal =
                                (k + l > 0) && (k == 0 || l == 0 || (k - l).unsigned_abs() < c);
                            if legal && p[a2][b2] {
                                reaches_p = true;
                            }
                        }
                    }
                    p[a][b] = !reaches_p;
                }
            }
            let found = beatty(to, |a, b| p[a as usize][b as usize]).unwrap();
            assert_eq!(found.difference, c);
            assert_eq!(found.alpha, alpha_text(c));
        }
        assert_eq!(beatty(10, |a, b| (a + b) % 2 == 0), None);
    }
}
