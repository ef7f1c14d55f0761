//! Wythoff's game judges: hdu1527 (= poj1067), luogu2252, hdu2177.
//!
//! Limits (problem statements): hdu1527/poj1067 "a and b are not greater than 1,000,000,000",
//! pairs until the end of the input, in any order; hdu2177 "a, b <= 1,000,000 and a <= b",
//! until "0 0"; luogu2252 is SHOI2002's version of the same game, one pair (its bound is taken
//! as hdu1527's).
//!
//! Adversarial positions: P-positions (a_k, b_k) and their neighbours; and the float traps of
//! docs/THEORY.md § 5.6: for k = F(n), n even, kφ = F(n+1) − ψ^n lies just below an integer, so a float
//! ⌊kφ⌋ rounds up to F(n+1). The P-position (F(n+1) − 1, F(n+2) − 1) is then called a win and
//! the N-position (F(n+1), F(n+2)) a loss: float32 from n = 18, double from n = 40 (k =
//! 102,334,155, a_k = 165,580,140), long double from n = 48 (beyond u32 inputs).

use grundy::Natural;
use grundy::games::wythoff::p_position;
use grundy::text::Msg;

use super::records::{Format, Framing, Layout, Probe, RecordGenerator};
use super::{Generator, Rng, Scope};

/// Numbers beyond 2^64 that stay comfortably inside u128 arithmetic.
const BEYOND: u128 = 10u128.pow(30);

/// The P-position (a_k, b_k), exactly (the library's integer square root).
fn p_pair(k: u128) -> (u128, u128) {
    let (a, b) = p_position(&Natural::from(k));
    let parse = |n: Natural| n.to_string().parse::<u128>().unwrap_or(u128::MAX);
    (parse(a), parse(b))
}

/// F(0), F(1), ... while they fit u128.
fn fibonacci() -> Vec<u128> {
    let mut fib = vec![0u128, 1];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        fib.push(next);
    }
    fib
}

/// The float traps up to `max`, the largest first: for each n >= 17, the P-position with
/// k = F(n) and (for even n, where floats round up) its neighbours.
fn float_traps(max: u128) -> Vec<[u128; 2]> {
    let fib = fibonacci();
    let mut traps = Vec::new();
    for n in (17..fib.len()).rev() {
        // b_k < 2.62 k: skip k whose pair would not fit (or overflow).
        if fib[n] > max / 3 {
            continue;
        }
        let (a, b) = p_pair(fib[n]);
        if b > max {
            continue;
        }
        traps.push([a, b]);
        if n % 2 == 0 {
            traps.extend([[a + 1, b + 1], [a, b + 1], [a + 1, b], [a - 1, b - 1]]);
        }
    }
    traps
}

/// The probe families of Wythoff's game, for the report.
const LADDER: &str = "cli-probe-ladder";
const P_POSITIONS: &str = "cli-probe-p-positions";

/// P-positions (a_k, b_k) for k up to this are probes, with their neighbours (fewer for a judge
/// that reads one position, which takes a run per probe).
const PROBE_K: u128 = 100;
const PROBE_K_SINGLE: u128 = 10;

/// The positions one step from (a, b) in each heap or both (those below zero left out).
fn neighbours(a: u128, b: u128) -> Vec<[u128; 2]> {
    let mut around = vec![[a + 1, b + 1], [a, b + 1], [a + 1, b]];
    if a > 0 {
        around.extend([[a - 1, b], [a - 1, b + 1]]);
    }
    if b > 0 {
        around.extend([[a, b - 1], [a + 1, b - 1]]);
    }
    if a > 0 && b > 0 {
        around.push([a - 1, b - 1]);
    }
    around
}

/// The probes of a Wythoff judge (tried smallest first when an input fails): the Fibonacci
/// ladder, P-positions whose difference k = F(n) is a Fibonacci number, where a float ⌊kφ⌋ is
/// first wrong (f32 at F(18), f64 at F(40), docs/THEORY.md § 5.6), and their neighbours; and
/// the P-positions of small k with theirs. `any_order` adds each ladder pair as (b, a). For a
/// judge of one position (`single`), the ladder has no neighbours: a float ⌊kφ⌋ that is off
/// at k misjudges the P-position itself.
fn probes(max: u128, any_order: bool, single: bool) -> Vec<Probe> {
    let mut probes = Vec::new();
    let mut add = |family: &'static str, (a, b): (u128, u128), what: String| {
        if b > max {
            return;
        }
        probes.push(Probe::new(
            vec![a, b],
            family,
            Msg::new("cli-probe-wythoff-p")
                .arg("a", a)
                .arg("b", b)
                .arg("what", &what),
        ));
        if any_order && family == LADDER {
            probes.push(Probe::new(
                vec![b, a],
                family,
                Msg::new("cli-probe-wythoff-p-swapped")
                    .arg("a", a)
                    .arg("b", b)
                    .arg("what", &what),
            ));
        }
        if single && family == LADDER {
            return;
        }
        for [x, y] in neighbours(a, b) {
            probes.push(Probe::new(
                vec![x, y],
                family,
                Msg::new("cli-probe-wythoff-near")
                    .arg("x", x)
                    .arg("y", y)
                    .arg("a", a)
                    .arg("b", b)
                    .arg("what", &what),
            ));
        }
    };
    let last_k = if single { PROBE_K_SINGLE } else { PROBE_K };
    for k in 0..=last_k.min(max / 2) {
        add(P_POSITIONS, p_pair(k), format!("k = {k}"));
    }
    for (n, &k) in fibonacci().iter().enumerate().skip(2) {
        if k > max / 2 {
            break;
        }
        add(LADDER, p_pair(k), format!("k = F({n}) = {k}"));
    }
    probes
}

/// Positions around P-positions, equal heaps, zeros and the limit.
fn edges(max: u128) -> Vec<[u128; 2]> {
    let mut k = max / 3;
    while k > 0 && p_pair(k).1 > max {
        k -= 1 + k / 1000;
    }
    let (a, b) = p_pair(k);
    vec![
        [0, 0],
        [0, 1],
        [1, 1],
        [1, 2],
        [2, 2],
        [3, 5],
        [4, 7],
        [2, 3],
        [0, max],
        [max, max],
        [max - 1, max],
        [a, b],
        [a + 1, b + 1],
        [a - 1, b],
        [a, b - 1],
    ]
}

/// A pair with a <= b: P-positions and neighbours, traps, equal heaps, zeros, random.
fn draw_pair(rng: &mut Rng, max: u128, traps: &[[u128; 2]]) -> [u128; 2] {
    let kmax = max / 3; // b_k = a_k + k < 2.62 k
    match rng.next_u64() % 20 {
        0..=5 => {
            let (a, b) = p_pair(rng.interesting(0, kmax));
            [a, b]
        }
        6..=9 => {
            let (a, b) = p_pair(rng.interesting(1, kmax));
            let d = rng.range(1, 2);
            // Out-of-range neighbours (past max) are rejected by the format and redrawn.
            let (up_a, up_b) = (a.saturating_add(d), b.saturating_add(d));
            let (down_a, down_b) = (a.saturating_sub(d), b.saturating_sub(d));
            let [x, y] = *rng.pick(&[
                [up_a, b],
                [a, up_b],
                [down_a, b],
                [a, down_b],
                [up_a, up_b],
                [down_a, down_b],
            ]);
            [x.min(y), x.max(y)]
        }
        10..=12 if !traps.is_empty() => *rng.pick(traps),
        13..=14 => {
            let v = rng.interesting(0, max);
            *rng.pick(&[[v, v], [0, v]])
        }
        _ => {
            let (x, y) = (rng.interesting(0, max), rng.interesting(0, max));
            [x.min(y), x.max(y)]
        }
    }
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    let (framing, max_records, max, any_order, valid): (_, _, u128, _, fn(&[u128]) -> bool) =
        match problem {
            "hdu1527" => (Framing::UntilEof, 50, 1_000_000_000, true, |_| true),
            "luogu2252" => (Framing::Single, 1, 1_000_000_000, true, |_| true),
            "hdu2177" => (Framing::Terminated("0 0"), 50, 1_000_000, false, |r| {
                r[0] <= r[1] && r[1] > 0
            }),
            _ => return None,
        };
    let max = if scope == Scope::Beyond { BEYOND } else { max };
    let traps = float_traps(max);
    let mut curated: Vec<Vec<u128>> = traps.iter().map(|p| p.to_vec()).collect();
    curated.extend(edges(max).iter().map(|p| p.to_vec()));
    if any_order {
        curated.extend([vec![2, 1], vec![7, 4], vec![max, 0]]);
        if let Some(&[a, b]) = traps.iter().find(|&&[a, b]| b - a == 102_334_155) {
            curated.push(vec![b, a]);
        }
    }
    let format = Format {
        framing,
        layout: Layout::Fixed(2),
        max_records,
        bounds: vec![(0, max); 2],
        valid,
    };
    let draw = move |rng: &mut Rng, _: &Format| {
        let [a, b] = draw_pair(rng, max, &traps);
        if any_order && rng.chance(50) {
            vec![b, a]
        } else {
            vec![a, b]
        }
    };
    Some(Box::new(
        RecordGenerator::new(format, curated, Box::new(draw)).with_probes(probes(
            max,
            any_order,
            max_records == 1,
        )),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_double_trap_is_curated_within_hdu1527_limits() {
        let traps = float_traps(1_000_000_000);
        // The literals below are F(n) or F(n) − 1 (OEIS A000045), by the recurrence:
        let f = (0..42).fold(vec![0u128, 1], |mut f, n| {
            f.push(f[n] + f[n + 1]);
            f
        });
        assert_eq!([f[17], f[18], f[19], f[20]], [1_597, 2_584, 4_181, 6_765]);
        assert_eq!(
            [f[40], f[41], f[42]],
            [102_334_155, 165_580_141, 267_914_296]
        );
        assert!(traps.contains(&[165_580_140, 267_914_295]));
        assert!(traps.contains(&[165_580_141, 267_914_296]));
        assert!(traps.contains(&[2_584, 4_181]), "k = F(17) = 1597");
        assert!(
            traps.contains(&[4_180, 6_764]),
            "float32 trap, k = F(18) = 2584"
        );
        assert!(traps.iter().all(|&[_, b]| b <= 1_000_000_000));
        assert_eq!(p_pair(102_334_155), (165_580_140, 267_914_295));
    }

    #[test]
    fn beyond_reaches_past_u64() {
        let traps = float_traps(BEYOND);
        assert!(traps.iter().any(|&[_, b]| b > u128::from(u64::MAX)));
    }
}
