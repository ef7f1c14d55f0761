//! `wythoff/table/*`: the full Grundy table of Wythoff's game (`GrundyTable::new`, rows
//! pipelined over the threads: each cell a bitset scan below side 10,000, each row a calendar
//! of its holes above) against the plain single-threaded row-by-row method (`grundy_rows`) in
//! the same run. Targets: 4096² in ≤ 0.1 s and 16384² in ≤ 5 s on
//! 2 cores.
//!
//! Run: `cargo bench -p grundy-bench --bench wythoff_table`
//! (`WYTHOFF_TABLE_THREADS=N` sizes the rayon pool whose size `GrundyTable::new` uses;
//! default: all cores.)
//!
//! - `4096/table`: `GrundyTable::new(4096)` (the bitset scan) on the pool's threads, and
//!   `4096/table_1_thread` on one;
//! - `4096/holes`: the holes method forced, on the pool's threads;
//! - `4096/plain`: the baseline, `grundy_rows(4096, 4096)`;
//! - `16384/holes`: the large target, and `16384/holes_1_thread` its baseline in the same run
//!   (the plain method takes minutes there).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use grundy::games::wythoff::{GrundyTable, TableMethod, grundy_rows};

fn pool() -> rayon::ThreadPool {
    let threads = std::env::var("WYTHOFF_TABLE_THREADS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(0); // 0: rayon's default, one thread per core
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a rayon pool for the benchmark")
}

fn bench(c: &mut Criterion) {
    let pool = pool();
    let mut group = c.benchmark_group("wythoff/table/4096");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("table", |b| {
        b.iter(|| pool.install(|| GrundyTable::new(black_box(4096)).map(|t| t.get(7, 4095))))
    });
    group.bench_function("table_1_thread", |b| {
        b.iter(|| {
            GrundyTable::with_method(black_box(4096), 1, TableMethod::Scan).map(|t| t.get(7, 4095))
        })
    });
    group.bench_function("holes", |b| {
        let threads = pool.current_num_threads();
        b.iter(|| {
            GrundyTable::with_method(black_box(4096), threads, TableMethod::Holes)
                .map(|t| t.get(7, 4095))
        })
    });
    group.bench_function("plain", |b| {
        b.iter(|| grundy_rows(black_box(4096), 4096)[7][4095])
    });
    group.finish();

    let mut group = c.benchmark_group("wythoff/table/16384");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(60));
    group.bench_function("holes", |b| {
        b.iter(|| pool.install(|| GrundyTable::new(black_box(16384)).map(|t| t.get(7, 16383))))
    });
    group.bench_function("holes_1_thread", |b| {
        b.iter(|| {
            GrundyTable::with_method(black_box(16384), 1, TableMethod::Holes)
                .map(|t| t.get(7, 16383))
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
