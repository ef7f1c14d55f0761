//! `grundy judge hdu1527` on a million-line input against the usual C judge solution (scanf,
//! the exact integer test in `unsigned __int128`, printf per line), both timed as whole
//! processes with stdin from the same file and stdout to /dev/null; the median ratio is printed
//! at the end.
//!
//! Run:
//!     cargo build --release -p grundy-cli
//!     cargo bench -p grundy-bench --bench judge_hdu1527
//!
//! The bench times the release binary `target/release/grundy` as it is; it does not build it
//! (cargo holds the build lock while benches run), so build it first. If it is missing the
//! grundy bench is skipped with a note on stderr; `GRUNDY_BIN=/path/to/grundy` overrides the
//! path. The C baseline (`hdu1527.c` next to this file) is compiled with `cc -O2` into the target
//! directory at bench time; without a C compiler that bench is skipped. The input (about 19 MB,
//! heaps below 10^9, about half of them P-positions) is generated once and cached under the
//! target directory. Before timing, both programs' outputs are checked to be identical.

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use criterion::{Criterion, SamplingMode, criterion_group};
use grundy::Natural;
use grundy::games::wythoff::p_position;
use grundy::rng::Rng;

const LINES: u64 = 1_000_000;
const HEAP_LIMIT: u64 = 1_000_000_000;

fn target_dir() -> PathBuf {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    tmp.parent().unwrap_or(tmp).to_path_buf()
}

/// The input file: half P-positions (a_k, b_k) with b_k < 10^9, half random pairs below 10^9
/// (almost all N), each pair in random order.
fn input_file() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("judge_hdu1527");
    let path = dir.join(format!("hdu1527_{LINES}.txt"));
    if path.exists() {
        return path;
    }
    fs::create_dir_all(&dir).expect("create the input directory");
    let mut rng = Rng::new(1527);
    let mut text = String::with_capacity(20 * LINES as usize);
    // b_k = ⌊kφ²⌋ < 10^9 for k below 10^9 / φ² ≈ 381,966,011.
    let max_index = 381_966_000;
    for _ in 0..LINES {
        let (a, b) = if rng.next_u64().is_multiple_of(2) {
            let (a, b) = p_position(&Natural::from(rng.next_u64() % max_index));
            (a.to_string(), b.to_string())
        } else {
            let (a, b) = (rng.next_u64() % HEAP_LIMIT, rng.next_u64() % HEAP_LIMIT);
            (a.to_string(), b.to_string())
        };
        let line = if rng.next_u64().is_multiple_of(2) {
            format!("{a} {b}\n")
        } else {
            format!("{b} {a}\n")
        };
        text.push_str(&line);
    }
    let partial = path.with_extension("partial");
    fs::write(&partial, text).expect("write the input");
    fs::rename(&partial, &path).expect("move the input into place");
    path
}

/// The grundy release binary, if it has been built.
fn grundy_binary() -> Option<PathBuf> {
    let path = std::env::var_os("GRUNDY_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| target_dir().join("release").join("grundy"));
    if path.exists() {
        Some(path)
    } else {
        eprintln!(
            "judge/hdu1527/grundy skipped: {} not found; run `cargo build --release -p \
             grundy-cli` first (or set GRUNDY_BIN)",
            path.display()
        );
        None
    }
}

/// The C baseline, compiled with `cc -O2` into the target directory.
fn c_binary() -> Option<PathBuf> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("benches")
        .join("hdu1527.c");
    let binary = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("judge_hdu1527")
        .join("hdu1527_c");
    fs::create_dir_all(binary.parent()?).ok()?;
    let status = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&binary)
        .arg(&source)
        .status();
    match status {
        Ok(status) if status.success() => Some(binary),
        other => {
            eprintln!("judge/hdu1527/c_scanf_printf skipped: `cc -O2` failed: {other:?}");
            None
        }
    }
}

fn command(program: &Path, args: &[&str], input: &Path) -> Command {
    let mut command = Command::new(program);
    command
        .args(args)
        .stdin(Stdio::from(File::open(input).expect("open the input")));
    command
}

/// One whole run with stdout to /dev/null, timed from spawn to exit.
fn run_once(program: &Path, args: &[&str], input: &Path) -> Duration {
    let mut command = command(program, args, input);
    command.stdout(Stdio::null());
    let started = Instant::now();
    let status = command.status().expect("the program runs");
    let elapsed = started.elapsed();
    assert!(status.success(), "{} failed: {status}", program.display());
    elapsed
}

fn output_of(program: &Path, args: &[&str], input: &Path) -> Vec<u8> {
    let output = command(program, args, input)
        .output()
        .expect("the program runs");
    assert!(output.status.success(), "{} failed", program.display());
    output.stdout
}

/// Every timed run, by bench, for the closing ratio.
static TIMES: Mutex<Vec<(&str, Duration)>> = Mutex::new(Vec::new());

fn timed_runs(
    name: &'static str,
    iters: u64,
    program: &Path,
    args: &[&str],
    input: &Path,
) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        let elapsed = run_once(program, args, input);
        if let Ok(mut times) = TIMES.lock() {
            times.push((name, elapsed));
        }
        total += elapsed;
    }
    total
}

fn judge_hdu1527(c: &mut Criterion) {
    let input = input_file();
    let grundy = grundy_binary();
    let baseline = c_binary();
    if let (Some(grundy), Some(baseline)) = (&grundy, &baseline) {
        let ours = output_of(grundy, &["judge", "hdu1527"], &input);
        let theirs = output_of(baseline, &[], &input);
        assert_eq!(
            ours.len(),
            2 * LINES as usize,
            "grundy's output has one line per pair"
        );
        assert!(
            ours == theirs,
            "grundy and the C baseline disagree on the input"
        );
    }
    let mut group = c.benchmark_group("judge/hdu1527");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(10));
    if let Some(grundy) = &grundy {
        group.bench_function("grundy", |bench| {
            bench.iter_custom(|iters| {
                timed_runs("grundy", iters, grundy, &["judge", "hdu1527"], &input)
            })
        });
    }
    if let Some(baseline) = &baseline {
        group.bench_function("c_scanf_printf", |bench| {
            bench.iter_custom(|iters| timed_runs("c_scanf_printf", iters, baseline, &[], &input))
        });
    }
    group.finish();
}

/// The median of the runs recorded for `name` (warm-up runs included).
fn median(name: &str) -> Option<Duration> {
    let mut times: Vec<Duration> = TIMES
        .lock()
        .ok()?
        .iter()
        .filter(|(n, _)| *n == name)
        .map(|&(_, t)| t)
        .collect();
    times.sort_unstable();
    times.get(times.len() / 2).copied()
}

fn print_ratio() {
    if let (Some(ours), Some(theirs)) = (median("grundy"), median("c_scanf_printf")) {
        let per_mille = ours.as_nanos() * 1000 / theirs.as_nanos().max(1);
        println!(
            "judge/hdu1527: median run grundy {ours:?}, C scanf/printf {theirs:?}; ratio \
             grundy/C = {}.{:03}",
            per_mille / 1000,
            per_mille % 1000
        );
    }
}

criterion_group!(benches, judge_hdu1527);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    print_ratio();
}
