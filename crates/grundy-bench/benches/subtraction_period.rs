//! `subtraction/*`: the least period and preperiod of a subtraction game, found and proven by
//! Brent's search over one-hot vectorised cells, against the plain method in the same run: the
//! mex loop by the definition, to N doubling until the last window of max(S) values is found
//! again by direct comparison.
//!
//! - `subtraction/period/1234,5432,6666/*`: period 7,009,120; both methods, for the ratio.
//! - `subtraction/values_2^24/12345,54321,66666/*`: the first 2^24 values, per-position cost.
//! - `subtraction/period/12345,54321,66666/brent`: period 467,394,045 (target: at most 5 s);
//!   the plain method would need about 2·10^9 mex steps and 4 GB here, so it is measured on
//!   the sets above.
//!
//! Run: `cargo bench -p grundy-bench --bench subtraction_period`

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use grundy::games::subtraction::SubtractionSet;
use grundy::sequence::{PeriodSearch, Periodicity, SequenceKind, SequenceRun};

fn set(text: &str) -> SubtractionSet {
    text.parse()
        .unwrap_or_else(|_| SubtractionSet::new(vec![1]).unwrap_or_else(|_| unreachable!()))
}

/// The fast method: Brent's search, then the preperiod from the snapshots.
fn brent(set: &SubtractionSet) -> Option<Periodicity> {
    let mut search = PeriodSearch::new(set, SequenceKind::Grundy).ok()?;
    while !search.advance(1 << 24) {}
    search.finish(1)
}

/// The plain method: the mex loop to N, the last window compared with every earlier one by
/// direct comparison; N doubles until a window repeats.
fn plain(set: &SubtractionSet) -> Option<Periodicity> {
    let w = set.max() as usize;
    let mut to = 2 * w as u64;
    loop {
        let values = set.grundy_sequence_by_mex(to).ok()?;
        let len = values.len();
        let last = &values[len - w..];
        if let Some(period) = (1..=len - w).find(|&p| values[len - w - p..len - p] == *last) {
            let mut preperiod = len - w - period;
            while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
                preperiod -= 1;
            }
            return Some(Periodicity {
                preperiod: preperiod as u64,
                period: period as u64,
            });
        }
        to *= 2;
    }
}

fn bench(c: &mut Criterion) {
    let medium = set("1234,5432,6666");
    assert_eq!(brent(&medium), plain(&medium), "both methods agree");
    let mut group = c.benchmark_group("subtraction/period/1234,5432,6666");
    group.sample_size(10);
    group.bench_function("brent", |b| b.iter(|| brent(black_box(&medium))));
    group.bench_function("plain_baseline", |b| b.iter(|| plain(black_box(&medium))));
    group.finish();

    let big = set("12345,54321,66666");
    let mut group = c.benchmark_group("subtraction/values_2^24/12345,54321,66666");
    group.sample_size(10);
    group.bench_function("one_hot", |b| {
        b.iter(|| {
            SequenceRun::new(black_box(&big), SequenceKind::Grundy, (1 << 24) - 1)
                .map(|run| run.finish().len())
        })
    });
    group.bench_function("mex_loop_baseline", |b| {
        b.iter(|| {
            big.grundy_sequence_by_mex(black_box((1 << 24) - 1))
                .map(|v| v.len())
        })
    });
    group.finish();

    let mut group = c.benchmark_group("subtraction/period/12345,54321,66666");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("brent", |b| {
        b.iter(|| {
            let found = brent(black_box(&big));
            assert_eq!(found.map(|p| p.period), Some(467_394_045));
            found
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
