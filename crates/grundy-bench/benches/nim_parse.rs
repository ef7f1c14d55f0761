//! `nim/million_heaps/*`: reading a million heap sizes from file contents, against the standard
//! library's split-and-parse, in the same run. Target: at least 1 GB/s.
//! `nim/million_heaps/analyze` adds the analysis (nim-sum and every winning move).
//!
//! Run: `cargo bench -p grundy-bench --bench nim_parse`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use grundy::engine::Convention;
use grundy::games::nim::{Heaps, Nim};

/// A million heaps of 1 to 10 digits, one space apart, as a file of them would read.
fn heap_file() -> Vec<u8> {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut text = String::with_capacity(10 << 20);
    for _ in 0..1_000_000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let digits = 1 + (state % 10) as u32;
        let heap = (state >> 8) % 10u64.pow(digits);
        text.push_str(&heap.to_string());
        text.push(if state.is_multiple_of(16) { '\n' } else { ' ' });
    }
    text.into_bytes()
}

fn bench(c: &mut Criterion) {
    let file = heap_file();
    let mut group = c.benchmark_group("nim/million_heaps");
    group.throughput(Throughput::Bytes(file.len() as u64));
    group.sample_size(30);
    group.bench_function("parse", |b| {
        b.iter(|| Heaps::parse(black_box(&file)).map(|h| h.len()))
    });
    group.bench_function("std_split_parse_baseline", |b| {
        b.iter(|| {
            let text = std::str::from_utf8(black_box(&file)).unwrap_or_default();
            text.split_ascii_whitespace()
                .map(str::parse::<u64>)
                .collect::<Result<Vec<u64>, _>>()
                .map(|v| v.len())
        })
    });
    group.bench_function("parse_and_analyze", |b| {
        b.iter(|| {
            let heaps = Heaps::parse(black_box(&file)).unwrap_or(Heaps::from(Vec::<u64>::new()));
            let nim = Nim::new(heaps, None).map(|n| n.analyze(Convention::Normal));
            nim.map(|a| a.winning_moves.len())
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
