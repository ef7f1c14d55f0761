//! `octal/officers/*`: Officers (0.6) by sparse space to 10^7 heaps, against plain mex measured
//! in the same run on 20,000 heaps (plain costs O(n) per heap, so it is measured where it
//! finishes; its values/s only fall as n grows). Criterion reports both as elements/s, i.e.
//! values per second; the ratio is sparse / plain. Target: sparse ≥ 10^6 values/s.
//!
//! Run: `cargo bench -p grundy-bench --bench octal`
//! (`OCTAL_BENCH_TO=1000000` for a shorter sparse run.)

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use grundy::games::octal::OctalCode;

const PLAIN_TO: u64 = 20_000;

fn sparse_to() -> u64 {
    std::env::var("OCTAL_BENCH_TO")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(10_000_000)
}

fn bench(c: &mut Criterion) {
    let officers: OctalCode = "officers".parse().expect("a named game");
    let to = sparse_to();
    let mut group = c.benchmark_group("octal/officers");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(1));
    group.throughput(Throughput::Elements(to + 1));
    group.bench_function(format!("sparse_to_{to}"), |b| {
        b.iter(|| {
            let sequence = black_box(&officers)
                .sequence(black_box(to))
                .expect("within limits");
            black_box(sequence.computed().len())
        })
    });
    group.throughput(Throughput::Elements(PLAIN_TO + 1));
    group.bench_function(format!("plain_baseline_to_{PLAIN_TO}"), |b| {
        b.iter(|| {
            let values = black_box(&officers)
                .grundy_sequence_plain(black_box(PLAIN_TO))
                .expect("within limits");
            black_box(values.len())
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
