//! Bulk output end to end: `grundy table wythoff --size 4096 --csv` and `grundy seq octal
//! kayles --to 10000000 --csv`, each a whole process writing to /dev/null, against
//! `bulk_baseline` (this crate's binary: the same computation single-threaded, formatted by
//! hand into one buffer). The outputs are compared first; the median ratios are printed at the
//! end.
//!
//! Run:
//!     cargo build --release -p grundy-cli -p grundy-bench --bin grundy --bin bulk_baseline
//!     cargo bench -p grundy-bench --bench bulk_output
//!
//! Both binaries are timed as built (cargo holds the build lock while benches run); a missing
//! one is skipped with a note. `GRUNDY_BIN` overrides the path of grundy.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use criterion::{Criterion, SamplingMode, criterion_group};

fn release_dir() -> PathBuf {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    tmp.parent().unwrap_or(tmp).join("release")
}

fn binary(name: &str, env: &str) -> Option<PathBuf> {
    let path = std::env::var_os(env)
        .map(PathBuf::from)
        .unwrap_or_else(|| release_dir().join(name));
    if path.exists() {
        Some(path)
    } else {
        eprintln!(
            "bulk_output/{name} skipped: {} not found; build it first (see the bench's header)",
            path.display()
        );
        None
    }
}

static TIMES: Mutex<Vec<(String, Duration)>> = Mutex::new(Vec::new());

fn run_once(program: &Path, args: &[&str]) -> Duration {
    let started = Instant::now();
    let status = Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .status()
        .expect("the program runs");
    let elapsed = started.elapsed();
    assert!(status.success(), "{} {args:?} failed", program.display());
    elapsed
}

fn output(program: &Path, args: &[&str]) -> Vec<u8> {
    let output = Command::new(program).args(args).output().expect("runs");
    assert!(
        output.status.success(),
        "{} {args:?} failed",
        program.display()
    );
    output.stdout
}

fn median(name: &str) -> Option<Duration> {
    let mut times: Vec<Duration> = TIMES
        .lock()
        .ok()?
        .iter()
        .filter(|(n, _)| n == name)
        .map(|(_, t)| *t)
        .collect();
    times.sort();
    times.get(times.len() / 2).copied()
}

fn bulk_output(c: &mut Criterion) {
    let grundy = binary("grundy", "GRUNDY_BIN");
    let baseline = binary("bulk_baseline", "BULK_BASELINE_BIN");
    let cases: [(&str, Vec<&str>, Vec<&str>); 2] = [
        (
            "table_wythoff_4096_csv",
            vec!["table", "wythoff", "--size", "4096", "--csv"],
            vec!["table", "4096"],
        ),
        (
            "seq_octal_kayles_1e7_csv",
            vec!["seq", "octal", "kayles", "--to", "10000000", "--csv"],
            vec!["octal", "0.77", "10000000"],
        ),
    ];
    for (case, ours, theirs) in &cases {
        if let (Some(grundy), Some(baseline)) = (&grundy, &baseline) {
            assert!(
                output(grundy, ours) == output(baseline, theirs),
                "{case}: grundy and the baseline disagree"
            );
        }
        let mut group = c.benchmark_group(format!("bulk_output/{case}"));
        group
            .sample_size(10)
            .sampling_mode(SamplingMode::Flat)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(10));
        for (name, program, args) in [("grundy", &grundy, ours), ("baseline", &baseline, theirs)] {
            let Some(program) = program else { continue };
            let key = format!("{case}/{name}");
            group.bench_function(name, |bench| {
                bench.iter_custom(|iters| {
                    let mut total = Duration::ZERO;
                    for _ in 0..iters {
                        let elapsed = run_once(program, args);
                        if let Ok(mut times) = TIMES.lock() {
                            times.push((key.clone(), elapsed));
                        }
                        total += elapsed;
                    }
                    total
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bulk_output);

fn main() {
    benches();
    criterion::Criterion::default()
        .configure_from_args()
        .final_summary();
    for case in ["table_wythoff_4096_csv", "seq_octal_kayles_1e7_csv"] {
        if let (Some(ours), Some(theirs)) = (
            median(&format!("{case}/grundy")),
            median(&format!("{case}/baseline")),
        ) {
            eprintln!(
                "{case}: grundy {ours:.3?}, baseline {theirs:.3?} (medians): grundy takes {:.2}× \
                 the baseline's time",
                ours.as_secs_f64() / theirs.as_secs_f64()
            );
        }
    }
}
