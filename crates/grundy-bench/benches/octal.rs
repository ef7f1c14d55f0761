//! `octal/officers/*`: Officers (0.6) by sparse space to N heaps, against baselines measured in
//! the same run: the same method with the pick instead of the vector ranks (the method before
//! the ranks, as any CPU without AVX-512 still runs it), the same without the ranks and the block
//! pre-scan (without both the method is the one measured at about 1 M values/s for issue 4,
//! and about 1.2 M/s after the folded marks), and plain mex on 20,000 heaps (plain costs O(n)
//! per heap, so it is measured where it finishes; its values/s only fall as n grows).
//! Criterion reports each as elements/s, i.e. values per second; at the end the median
//! values/s of each and the ratios are printed. On a CPU without AVX-512 the first two are the
//! same method. Target (issue 23): ≥ 2·10^6 values/s per core to 10^8.
//!
//! Time is the thread's CPU time (on Unix; wall time elsewhere): the sparse method runs on one
//! thread, so this is the rate per core, and a busy machine changes it little.
//!
//! Run: `cargo bench -p grundy-bench --bench octal` (N = 10^6 by default, about a minute), and
//! the target's measurement `OCTAL_BENCH_TO=100000000 cargo bench -p grundy-bench --bench octal`
//! (one iteration to 10^8 takes about 45 s with the ranks, 60 s with the pick and 80 s without
//! the pick's pre-scan, and criterion takes ten of each and a warm-up: about 40 minutes).

use std::hint::black_box;
use std::sync::Mutex;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, Throughput, criterion_group};
use grundy::games::octal::OctalCode;

const PLAIN_TO: u64 = 20_000;

const SPARSE: &str = "sparse";
const PICK: &str = "sparse with the pick";
const WITHOUT: &str = "sparse without the ranks and the pre-scan";
const PLAIN: &str = "plain";

fn sparse_to() -> u64 {
    std::env::var("OCTAL_BENCH_TO")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(1_000_000)
}

/// Every timed iteration (warm-up included), by method: values per second.
static RATES: Mutex<Vec<(&str, f64)>> = Mutex::new(Vec::new());

/// The CPU time this thread has used.
#[cfg(unix)]
fn now() -> Duration {
    use nix::time::{ClockId, clock_gettime};
    clock_gettime(ClockId::CLOCK_THREAD_CPUTIME_ID)
        .map(Duration::from)
        .expect("the thread's CPU clock")
}

#[cfg(not(unix))]
fn now() -> Duration {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

/// Runs `iters` iterations of `compute` (which returns how many values it computed).
fn timed(method: &'static str, iters: u64, compute: impl Fn() -> usize) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        let start = now();
        let count = black_box(compute());
        let elapsed = now() - start;
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
    let officers = &officers;
    // The method with the pick instead of the ranks, with or without the pre-scan.
    let with_the_pick = |method: &'static str, prescan: bool| {
        move |b: &mut criterion::Bencher| {
            b.iter_custom(|iters| {
                timed(method, iters, || {
                    let run = black_box(officers)
                        .sequence_run(black_box(to))
                        .expect("within limits")
                        .without_ranks();
                    let run = if prescan { run } else { run.without_prescan() };
                    run.finish().expect("within limits").computed().len()
                })
            })
        }
    };
    group.bench_function(
        format!("with_the_pick_baseline_to_{to}"),
        with_the_pick(PICK, true),
    );
    group.bench_function(
        format!("without_ranks_and_prescan_baseline_to_{to}"),
        with_the_pick(WITHOUT, false),
    );
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
    if let (Some(sparse), Some(pick), Some(without), Some(plain)) =
        (median(SPARSE), median(PICK), median(WITHOUT), median(PLAIN))
    {
        println!(
            "octal/officers: median values/s per core: sparse to {}: {sparse:.0}; with the \
             pick: {pick:.0} (ratio {:.2}); without the ranks and the pre-scan: {without:.0} \
             (ratio {:.2}); plain to {PLAIN_TO}: {plain:.0} (ratio {:.2}); target: sparse >= \
             2e6 values/s to 1e8",
            sparse_to(),
            sparse / pick,
            sparse / without,
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
