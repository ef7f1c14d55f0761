//! `octal/officers/*`: Officers (0.6) by sparse space to N heaps, against plain mex
//! measured in the same run on 20,000 heaps (plain costs O(n) per heap, so it is measured where
//! it finishes; its values/s only fall as n grows). Criterion reports both as elements/s, i.e.
//! values per second; at the end the median values/s of each and their ratio sparse / plain are
//! printed. Target: sparse ≥ 10^6 values/s on one core.
//!
//! Run: `cargo bench -p grundy-bench --bench octal` (N = 10^6 by default, under a minute), and
//! the target's measurement `OCTAL_BENCH_TO=10000000 cargo bench -p grundy-bench --bench octal`
//! (one sparse iteration to 10^7 takes 13–17 s, so about 3 minutes in all).

use std::hint::black_box;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use criterion::{Criterion, SamplingMode, Throughput, criterion_group};
use grundy::games::octal::OctalCode;

const PLAIN_TO: u64 = 20_000;

const SPARSE: &str = "sparse";
const PLAIN: &str = "plain";

fn sparse_to() -> u64 {
    std::env::var("OCTAL_BENCH_TO")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(1_000_000)
}

/// Every timed iteration (warm-up included), by method: values per second.
static RATES: Mutex<Vec<(&str, f64)>> = Mutex::new(Vec::new());

/// Runs `iters` iterations of `compute` (which returns how many values it computed).
fn timed(method: &'static str, iters: u64, compute: impl Fn() -> usize) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        let start = Instant::now();
        let count = black_box(compute());
        let elapsed = start.elapsed();
        if let Ok(mut rates) = RATES.lock() {
            rates.push((method, count as f64 / elapsed.as_secs_f64()));
        }
        total += elapsed;
    }
    total
}

fn bench(c: &mut Criterion) {
    let officers: OctalCode = "officers".parse().expect("a named game");
    let to = sparse_to();
    let mut group = c.benchmark_group("octal/officers");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(1));
    group.throughput(Throughput::Elements(to + 1));
    group.bench_function(format!("sparse_to_{to}"), |b| {
        b.iter_custom(|iters| {
            timed(SPARSE, iters, || {
                black_box(&officers)
                    .sequence(black_box(to))
                    .expect("within limits")
                    .computed()
                    .len()
            })
        })
    });
    group.throughput(Throughput::Elements(PLAIN_TO + 1));
    group.bench_function(format!("plain_baseline_to_{PLAIN_TO}"), |b| {
        b.iter_custom(|iters| {
            timed(PLAIN, iters, || {
                black_box(&officers)
                    .grundy_sequence_plain(black_box(PLAIN_TO))
                    .expect("within limits")
                    .len()
            })
        })
    });
    group.finish();
}

/// The median values/s recorded for `method`.
fn median(method: &str) -> Option<f64> {
    let mut rates: Vec<f64> = RATES
        .lock()
        .ok()?
        .iter()
        .filter(|(m, _)| *m == method)
        .map(|&(_, rate)| rate)
        .collect();
    rates.sort_unstable_by(f64::total_cmp);
    rates.get(rates.len() / 2).copied()
}

fn print_ratio() {
    if let (Some(sparse), Some(plain)) = (median(SPARSE), median(PLAIN)) {
        println!(
            "octal/officers: median sparse to {}: {:.0} values/s; plain to {PLAIN_TO}: {:.0} \
             values/s; ratio sparse/plain = {:.2} (target: sparse >= 1e6 values/s)",
            sparse_to(),
            sparse,
            plain,
            sparse / plain
        );
    }
}

criterion_group!(benches, bench);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    print_ratio();
}
