//! Take-away judges: hdu2516 (Fibonacci Nim) and hdu2486 (= hdu2580, poj3922, uva1567: the
//! k-multiple game, the least winning first take).
//!
//! Limits (problem statements): hdu2516 "2 <= n < 2^31", until a lone 0; hdu2486 "t <= 20",
//! "2 <= n <= 10^8, 1 <= k <= 10^5".
//!
//! Adversarial positions: the losing heaps H_j of docs/THEORY.md § 6.2 (Fibonacci numbers for k = 2, powers
//! of two for k = 1) and their neighbours, where a lowbit/Zeckendorf solution is off by one;
//! heaps at the limits; the largest k.

use super::records::{Format, Framing, Layout, Probe, RecordGenerator};
use super::{Generator, Rng, Scope};
use grundy::text::Msg;

/// The losing heaps of the k-multiple game up to `max`: H0 = 1, H_{j+1} = H_j + H_m with m the
/// least index with k·H_m >= H_j (Whinihan 1963; Schwenk 1970), exact in integers.
fn losing_heaps(k: u128, max: u128) -> Vec<u128> {
    let mut heaps = vec![1u128];
    let mut m = 0;
    while let Some(&last) = heaps.last() {
        while k.saturating_mul(heaps[m]) < last {
            m += 1;
        }
        match last.checked_add(heaps[m]) {
            Some(next) if next <= max => heaps.push(next),
            _ => break,
        }
    }
    heaps
}

/// The probe family of the take-away judges, for the report.
const LOSING: &str = "cli-probe-losing";

/// The losing heaps for multiplier `k` up to `max` and the heaps next to them, as records
/// (`with_k`: the record is `n k`, else `n`), for shrinking: where a solution that gets the
/// recurrence or the Zeckendorf decomposition slightly wrong is first wrong.
fn losing_probes(k: u128, max: u128, with_k: bool) -> Vec<Probe> {
    let mut probes = Vec::new();
    for (j, heap) in losing_heaps(k, max).into_iter().enumerate() {
        for (n, what) in [
            (
                heap,
                Msg::new("cli-probe-losing-heap")
                    .arg("j", j)
                    .arg("heap", heap)
                    .arg("k", k),
            ),
            (
                heap - 1,
                Msg::new("cli-probe-losing-near")
                    .arg("n", heap - 1)
                    .arg("j", j)
                    .arg("heap", heap)
                    .arg("k", k),
            ),
            (
                heap + 1,
                Msg::new("cli-probe-losing-near")
                    .arg("n", heap + 1)
                    .arg("j", j)
                    .arg("heap", heap)
                    .arg("k", k),
            ),
        ] {
            let record = if with_k { vec![n, k] } else { vec![n] };
            probes.push(Probe::new(record, LOSING, what));
        }
    }
    probes
}

/// A heap of `2..=max` next to a losing heap for multiplier `k` (or random).
fn heap_near_losing(rng: &mut Rng, k: u128, max: u128) -> u128 {
    if rng.chance(25) {
        return rng.interesting(2, max);
    }
    let heaps = losing_heaps(k, max);
    let heap = *rng.pick(&heaps);
    heap.saturating_add_signed(*rng.pick(&[-1, 0, 0, 1]))
        .clamp(2, max)
}

fn hdu2516(scope: Scope) -> RecordGenerator {
    let max = if scope == Scope::Beyond {
        10u128.pow(30)
    } else {
        (1 << 31) - 1
    };
    let fib = losing_heaps(2, max);
    let mut curated: Vec<Vec<u128>> =
        vec![vec![2], vec![13], vec![10000], vec![3], vec![4], vec![max]];
    curated.extend(
        fib.iter()
            .rev()
            .take(6)
            .flat_map(|&f| [vec![f], vec![f + 1], vec![f - 1]]),
    );
    let format = Format {
        framing: Framing::Terminated("0"),
        layout: Layout::Fixed(1),
        max_records: 50,
        bounds: vec![(2, max)],
        valid: |_| true,
    };
    let draw = move |rng: &mut Rng, _: &Format| vec![heap_near_losing(rng, 2, max)];
    RecordGenerator::new(format, curated, Box::new(draw)).with_probes(losing_probes(2, max, false))
}

fn hdu2486(scope: Scope) -> RecordGenerator {
    let (max_n, max_k) = match scope {
        Scope::Judge => (100_000_000, 100_000),
        Scope::Beyond => (1_000_000_000_000_000_000, 100_000),
    };
    let curated = [
        [16, 1],
        [11, 1],
        [32, 2],
        [34, 2],
        [19, 3],
        [2, 1],
        [3, 1],
        [max_n, max_k],
        [max_n, 1],
        [max_n, 2],
        [67_108_864, 1],
        [67_108_865, 1],
        [63_245_986, 2],
        [63_245_987, 2],
        [max_n - 1, max_k],
        [2, max_k],
        [max_k + 1, max_k],
        [max_k + 2, max_k],
    ];
    let format = Format {
        framing: Framing::Counted,
        layout: Layout::Fixed(2),
        max_records: 20,
        bounds: vec![(2, max_n), (1, max_k)],
        valid: |_| true,
    };
    let draw = move |rng: &mut Rng, _: &Format| {
        if rng.chance(20) {
            return vec![rng.interesting(2, max_n), rng.interesting(1, max_k)];
        }
        // Small multipliers keep the losing sequence short enough to draw from.
        let k = if rng.chance(70) {
            rng.range(1, 6)
        } else {
            rng.interesting(1, 1000)
        };
        vec![heap_near_losing(rng, k, max_n), k]
    };
    let probes = (1..=6)
        .flat_map(|k| losing_probes(k, max_n, true))
        .collect();
    RecordGenerator::new(format, curated.map(Vec::from).to_vec(), Box::new(draw))
        .with_probes(probes)
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    Some(match problem {
        "hdu2516" => Box::new(hdu2516(scope)),
        "hdu2486" => Box::new(hdu2486(scope)),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn losing_heaps_are_powers_of_two_and_fibonacci() {
        assert_eq!(losing_heaps(1, 40), [1, 2, 4, 8, 16, 32]);
        assert_eq!(losing_heaps(2, 40), [1, 2, 3, 5, 8, 13, 21, 34]);
        // The same by their definitions: 2^j, and F(2)..F(9) by the recurrence (OEIS A000045).
        let powers: Vec<u128> = (0..6).map(|j| 1 << j).collect();
        let fibonacci = (0..6).fold(vec![1u128, 2], |mut f, n| {
            f.push(f[n] + f[n + 1]);
            f
        });
        assert_eq!(losing_heaps(1, 40), powers);
        assert_eq!(losing_heaps(2, 40), fibonacci);
    }
}
