//! `wythoff/p_test/*`: the exact u64 Wythoff test against the classic (wrong) `double` formula,
//! measured in the same run. Target: exact ≤ 1.5 × double.
//!
//! Run: `cargo bench -p grundy-bench --bench wythoff_u64`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use grundy::games::wythoff::is_p_position_u64;

/// The formula most published solutions use: a == ⌊(b − a)·φ⌋ in `double`. First wrong at
/// k = 102,334,155; here only as the speed baseline.
fn double_formula(a: u64, b: u64) -> bool {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    ((b - a) as f64 * phi).floor() as u64 == a
}

/// Positions like a judge's: half P-positions, half their neighbours, heaps below 10^9.
fn positions() -> Vec<(u64, u64)> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..4096)
        .map(|i| {
            let k = next() % 600_000_000;
            let a = (k as u128 * 1_618_033_988_749 / 1_000_000_000_000) as u64;
            if i % 2 == 0 {
                (a, a + k)
            } else {
                (a + next() % 3, a + k)
            }
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let inputs = positions();
    let mut group = c.benchmark_group("wythoff/p_test");
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.bench_function("u64_exact", |b| {
        b.iter(|| {
            black_box(&inputs)
                .iter()
                .filter(|&&(x, y)| is_p_position_u64(black_box(x), black_box(y)))
                .count()
        })
    });
    group.bench_function("double_baseline", |b| {
        b.iter(|| {
            black_box(&inputs)
                .iter()
                .filter(|&&(x, y)| double_formula(black_box(x), black_box(y)))
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
