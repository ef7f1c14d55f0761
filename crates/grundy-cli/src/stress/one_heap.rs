//! One-heap judges and their sums: hdu1846 (Bash), hdu2149 (Bash as an auction), hdu1847 (take a
//! power of two), hdu1848 (three heaps, take a Fibonacci number).
//!
//! Limits (problem statements): hdu1846 "C <= 100", "1 <= n, m <= 1000"; hdu2149 "0 < N, M <
//! 1100", until the end of the input; hdu1847 "1 <= n <= 1000", until the end of the input;
//! hdu1848 "1 <= m, n, p <= 1000", until "0 0 0".
//!
//! Adversarial positions: Bash heaps at multiples of m + 1 and next to them (where `n % m` and
//! `n % (m + 1)` part), heaps below, at and just past m; hdu1847 heaps at multiples of 3 (its
//! P-positions) and powers of two; hdu1848 Fibonacci heaps and P-positions built from the
//! Grundy sequence (g(x) ⊕ g(y) ⊕ g(z) = 0).

use std::collections::HashMap;

use grundy::games::subtraction::SubtractionSet;

use super::records::{Format, Framing, Layout, RecordGenerator};
use super::{Generator, Rng, Scope};

/// Numbers beyond 2^64 for judges that read numbers of any size.
const BEYOND: u128 = 10u128.pow(30);

/// A heap of Bash's game with at most `max_take` per move: P-positions (multiples of m + 1),
/// their neighbours, heaps up to m + 1, and random heaps, all within `1..=max`.
fn bash_heap(rng: &mut Rng, max_take: u128, max: u128) -> u128 {
    let period = max_take + 1;
    match rng.next_u64() % 10 {
        0..=2 => period * rng.interesting(1, (max / period).max(1)),
        3..=4 => (period * rng.interesting(1, (max / period).max(1)))
            .saturating_add_signed(*rng.pick(&[-1, 1]))
            .max(1),
        5..=6 => rng.range(1, period.min(max)),
        _ => rng.interesting(1, max),
    }
}

fn hdu1846(scope: Scope) -> RecordGenerator {
    let max = if scope == Scope::Beyond { BEYOND } else { 1000 };
    let curated = [
        [1, 1],
        [2, 1],
        [3, 1],
        [23, 2],
        [4, 3],
        [1, 1000],
        [1000, 1000],
        [1000, 999],
        [999, 998],
        [1000, 1],
        [999, 1],
        [1000, 3],
        [999, 2],
        [1000, 9],
        [998, 997],
        [max, max],
        [max, 1],
        [max - 1, max],
    ];
    let format = Format {
        framing: Framing::Counted,
        layout: Layout::Fixed(2),
        max_records: 50,
        bounds: vec![(1, max), (1, max)],
        valid: |_| true,
    };
    let draw = move |rng: &mut Rng, _: &Format| {
        let m = if rng.chance(30) {
            rng.range(1, 5)
        } else {
            rng.interesting(1, max)
        };
        vec![bash_heap(rng, m, max), m]
    };
    RecordGenerator::new(format, curated.map(Vec::from).to_vec(), Box::new(draw))
}

fn hdu2149(scope: Scope) -> RecordGenerator {
    let max = if scope == Scope::Beyond {
        1_000_000_000_000
    } else {
        1099
    };
    let curated = [
        [4, 2],
        [3, 2],
        [3, 5],
        [1, 1],
        [1, 1099],
        [1099, 1],
        [1099, 1099],
        [1098, 1],
        [1099, 98],
        [1099, 1098],
        [1098, 1099],
        [2, 1],
        [100, 99],
        [101, 99],
        [1000, 1],
    ];
    let format = Format {
        framing: Framing::UntilEof,
        layout: Layout::Fixed(2),
        max_records: 50,
        bounds: vec![(1, max), (1, max)],
        // M <= N lists every bid M..N: keep such lists short when numbers go past the limits.
        valid: |r| r[0] > r[1] || r[1] - r[0] < 100_000,
    };
    let draw = move |rng: &mut Rng, _: &Format| {
        let raise = if rng.chance(30) {
            rng.range(1, 5)
        } else {
            rng.interesting(1, max)
        };
        let price = if rng.chance(15) {
            rng.range(raise.saturating_sub(3).max(1), raise)
        } else {
            bash_heap(rng, raise, max)
        };
        vec![price, raise]
    };
    RecordGenerator::new(format, curated.map(Vec::from).to_vec(), Box::new(draw))
}

fn hdu1847(scope: Scope) -> RecordGenerator {
    let max = if scope == Scope::Beyond { BEYOND } else { 1000 };
    let curated = [
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        512,
        513,
        999,
        1000,
        998,
        max,
        max - 1,
        max - 2,
    ];
    let format = Format {
        framing: Framing::UntilEof,
        layout: Layout::Fixed(1),
        max_records: 50,
        bounds: vec![(1, max)],
        valid: |_| true,
    };
    let draw = move |rng: &mut Rng, _: &Format| {
        let n = match rng.next_u64() % 4 {
            0 => 3 * rng.interesting(1, max / 3),
            1 => 1u128 << rng.range(0, u128::from(127 - max.leading_zeros())),
            _ => rng.interesting(1, max),
        };
        vec![
            n.saturating_add_signed(*rng.pick(&[-1, 0, 0, 1]))
                .clamp(1, max),
        ]
    };
    RecordGenerator::new(format, curated.map(|n| vec![n]).to_vec(), Box::new(draw))
}

fn hdu1848(scope: Scope) -> RecordGenerator {
    let max: u64 = if scope == Scope::Beyond {
        100_000
    } else {
        1000
    };
    let mut fibonacci = vec![1u64, 2];
    while fibonacci[fibonacci.len() - 1] <= max {
        fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
    }
    let values = SubtractionSet::new(fibonacci.clone())
        .and_then(|set| set.grundy_sequence(max))
        .unwrap_or_default();
    // Heaps by Grundy value, to complete two heaps into a P-position.
    let mut by_value: HashMap<u32, Vec<u128>> = HashMap::new();
    for (heap, &value) in values.iter().enumerate().skip(1) {
        by_value.entry(value).or_default().push(heap as u128);
    }
    let max = u128::from(max);
    let fib: Vec<u128> = fibonacci
        .iter()
        .map(|&f| u128::from(f))
        .filter(|&f| f <= max)
        .collect();
    let curated = vec![
        vec![1, 1, 1],
        vec![1, 4, 1],
        vec![1, 1, 2],
        vec![2, 2, 2],
        vec![max, max, max],
        vec![1, 1, max],
        vec![max - 1, max, 1],
        vec![987, 610, 377],
        vec![4, 4, 4],
        vec![3, 3, 3],
        vec![1000, 999, 998],
    ];
    let format = Format {
        framing: Framing::Terminated("0 0 0"),
        layout: Layout::Fixed(3),
        max_records: 50,
        bounds: vec![(1, max); 3],
        valid: |_| true,
    };
    let draw = move |rng: &mut Rng, _: &Format| {
        let heap = |rng: &mut Rng| match rng.next_u64() % 4 {
            0 => (*rng.pick(&fib))
                .saturating_add_signed(*rng.pick(&[-1, 0, 1]))
                .clamp(1, max),
            _ => rng.interesting(1, max),
        };
        let (x, y) = (heap(rng), heap(rng));
        let target = values.get(x as usize).copied().unwrap_or(0)
            ^ values.get(y as usize).copied().unwrap_or(0);
        let z = match by_value.get(&target) {
            Some(heaps) if rng.chance(50) => *rng.pick(heaps),
            _ => heap(rng),
        };
        vec![x, y, z]
    };
    RecordGenerator::new(format, curated, Box::new(draw))
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    Some(match problem {
        "hdu1846" => Box::new(hdu1846(scope)),
        "hdu2149" => Box::new(hdu2149(scope)),
        "hdu1847" => Box::new(hdu1847(scope)),
        "hdu1848" => Box::new(hdu1848(scope)),
        _ => return None,
    })
}
