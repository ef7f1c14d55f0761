//! `wythoff/table/*`: the full Grundy table of Wythoff's game (`GrundyTable::new`: tiles of
//! rows × columns on the pool's threads, each cell a bitset scan) against the plain
//! single-threaded row-by-row method (`grundy_rows`) in the same run. Targets: 4096² in
//! ≤ 0.1 s and 16384² in ≤ 5 s on 2 cores.
//!
//! Run: `cargo bench -p grundy-bench --bench wythoff_table`
//! (`WYTHOFF_TABLE_THREADS=N` sizes the rayon pool whose size `GrundyTable::new` uses;
//! default: all cores.)
//!
//! - `4096/table`: `GrundyTable::new(4096)` on the pool's threads, and `4096/table_1_thread`
//!   on one;
//! - `4096/plain`: the baseline, `grundy_rows(4096, 4096)`;
//! - `16384/table`: the large target, and `16384/table_1_thread` its baseline in the same run
//!   (the plain method takes minutes there).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use grundy::games::wythoff::{GrundyTable, grundy_rows};

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
    for (size, seconds) in [(4096, 20), (16384, 60)] {
        let mut group = c.benchmark_group(format!("wythoff/table/{size}"));
        group.sample_size(10);
        group.measurement_time(Duration::from_secs(seconds));
        let corner = |table: GrundyTable| table.get(7, size - 1);
        group.bench_function("table", |b| {
            b.iter(|| pool.install(|| GrundyTable::new(black_box(size)).map(corner)))
        });
        group.bench_function("table_1_thread", |b| {
            b.iter(|| GrundyTable::with_threads(black_box(size), 1).map(corner))
        });
        if size == 4096 {
            group.bench_function("plain", |b| {
                b.iter(|| grundy_rows(black_box(size), size)[7][size - 1])
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
