//! The Wythoff P-test on a million-digit position read from decimal files: grundy's decimal-limb
//! test against GMP (Python's gmpy2, run in a persistent child process) and dashu-int, measured in
//! the same run, with the ratios printed at the end.
//!
//! Run: `cargo bench -p grundy-bench --bench million_digits`
//!
//! The GMP baseline needs `python3` with gmpy2: `pip install gmpy2` (or `python3 -m pip install
//! --user gmpy2`; Debian/Ubuntu: `apt-get install python3-gmpy2`). Without it that bench is
//! skipped with a note on stderr. The input files (about 3 MB) are generated once, in about a
//! second, under the cargo target directory.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use criterion::{Criterion, SamplingMode, criterion_group};
use dashu_int::UBig;
use grundy::num::decimal::wythoff_is_p_position;

/// F(4 785 000) and F(4 785 001) have 1 000 006 digits each; consecutive Fibonacci numbers of
/// even index form a P-position.
const FIB_INDEX: u64 = 4_785_000;

/// The two heaps of a position, as files of bare decimal digits.
struct Position {
    a: PathBuf,
    b: PathBuf,
}

/// The P-position (F(2i), F(2i+1)) and its N-position neighbour (F(2i) + 1, F(2i+1)).
fn positions() -> (Position, Position) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("million_digits");
    let even = dir.join(format!("fib_{FIB_INDEX}.txt"));
    let odd = dir.join(format!("fib_{}.txt", FIB_INDEX + 1));
    let bumped = dir.join(format!("fib_{FIB_INDEX}_plus_1.txt"));
    if !(even.exists() && odd.exists() && bumped.exists()) {
        let started = Instant::now();
        let (f_even, f_odd) = fibonacci_pair(FIB_INDEX);
        fs::create_dir_all(&dir).expect("create the bench input directory");
        write_atomically(&even, &f_even.to_string());
        write_atomically(&odd, &f_odd.to_string());
        write_atomically(&bumped, &(f_even + UBig::ONE).to_string());
        eprintln!(
            "generated inputs in {:?} under {}",
            started.elapsed(),
            dir.display()
        );
    }
    let p = Position {
        a: even,
        b: odd.clone(),
    };
    let n = Position { a: bumped, b: odd };
    (p, n)
}

/// (F(n), F(n+1)) by fast doubling: F(2m) = F(m)(2F(m+1) − F(m)), F(2m+1) = F(m)² + F(m+1)².
fn fibonacci_pair(n: u64) -> (UBig, UBig) {
    let (mut f, mut g) = (UBig::ZERO, UBig::ONE);
    for bit in (0..u64::BITS - n.leading_zeros()).rev() {
        let doubled = &f * ((&g << 1) - &f);
        let doubled_next = &f * &f + &g * &g;
        (f, g) = if n >> bit & 1 == 1 {
            let next = &doubled + &doubled_next;
            (doubled_next, next)
        } else {
            (doubled, doubled_next)
        };
    }
    (f, g)
}

/// Writes under a temporary name first, so an interrupted run never leaves a truncated input.
fn write_atomically(path: &Path, text: &str) {
    let partial = path.with_extension("partial");
    fs::write(&partial, text).expect("write a bench input");
    fs::rename(&partial, path).expect("rename a bench input");
}

/// The digits of a heap file, validated as the library's caller must.
fn read_digits(path: &Path) -> Vec<u8> {
    let digits = fs::read(path).expect("read a bench input");
    assert!(
        !digits.is_empty() && digits.iter().all(u8::is_ascii_digit),
        "{} is not a decimal number",
        path.display()
    );
    digits
}

fn grundy_test(position: &Position) -> bool {
    wythoff_is_p_position(&read_digits(&position.a), &read_digits(&position.b))
}

fn dashu_test(position: &Position) -> bool {
    let read = |path: &Path| {
        let text = fs::read_to_string(path).expect("read a bench input");
        UBig::from_str_radix(&text, 10).expect("a decimal number")
    };
    let (a, b) = (read(&position.a), read(&position.b));
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    let three_a = &a * 3u8;
    if three_a < b {
        return false;
    }
    let (k, u) = (&b - &a, three_a - &b);
    // 0 ≤ 5k² − u² ≤ 4u, kept unsigned.
    let (five_k_squared, u_squared) = (&k * &k * 5u8, &u * &u);
    u_squared <= five_k_squared && five_k_squared <= u_squared + u * 4u8
}

/// The persistent `python3` child running benches/gmp_baseline.py on one position.
struct GmpBaseline {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl GmpBaseline {
    /// Starts the child, or explains on stderr why the baseline is unavailable.
    fn start(position: &Position, expected_p: bool) -> Option<Self> {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/gmp_baseline.py");
        let spawned = Command::new("python3")
            .arg(script)
            .args([&position.a, &position.b])
            .arg(if expected_p { "P" } else { "N" })
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn();
        let mut child = match spawned {
            Ok(child) => child,
            Err(error) => {
                eprintln!("note: skipping the gmpy2 baseline: cannot run python3 ({error})");
                return None;
            }
        };
        let stdin = child.stdin.take();
        let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        let mut greeting = String::new();
        stdout.read_line(&mut greeting).ok()?;
        if greeting.trim() != "READY" {
            eprintln!("note: skipping the gmpy2 baseline: gmpy2 is missing (pip install gmpy2)");
            let _ = child.wait();
            return None;
        }
        Some(GmpBaseline {
            child,
            stdin,
            stdout,
        })
    }

    /// The time python measured for `iters` complete tests.
    fn run(&mut self, iters: u64) -> Duration {
        let stdin = self.stdin.as_mut().expect("stdin open until drop");
        writeln!(stdin, "RUN {iters}").expect("write to the gmpy2 baseline");
        stdin.flush().expect("flush to the gmpy2 baseline");
        let mut reply = String::new();
        self.stdout
            .read_line(&mut reply)
            .expect("read from the gmpy2 baseline");
        let nanos = reply
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("gmpy2 baseline said {reply:?}"));
        Duration::from_nanos(nanos)
    }
}

impl Drop for GmpBaseline {
    fn drop(&mut self) {
        drop(self.stdin.take()); // end of input ends the script's loop
        let _ = self.child.wait();
    }
}

/// Per-iteration times of every call criterion made, by bench, for the closing ratios.
static TIMES: Mutex<Vec<(&str, Duration)>> = Mutex::new(Vec::new());

/// Runs `iters` iterations through `run` and records the mean for the summary.
fn timed(name: &'static str, iters: u64, run: impl FnOnce(u64) -> Duration) -> Duration {
    let total = run(iters);
    let per_iteration = total / u32::try_from(iters).unwrap_or(u32::MAX);
    TIMES.lock().unwrap().push((name, per_iteration));
    total
}

fn repeat(iters: u64, test: impl Fn() -> bool, expected: bool) -> Duration {
    let started = Instant::now();
    for _ in 0..iters {
        assert_eq!(test(), expected);
    }
    started.elapsed()
}

fn million_digits(c: &mut Criterion) {
    let (p, n) = positions();
    assert!(
        grundy_test(&p) && !grundy_test(&n),
        "grundy misjudged the inputs"
    );
    assert!(
        dashu_test(&p) && !dashu_test(&n),
        "dashu misjudged the inputs"
    );
    let mut group = c.benchmark_group("wythoff/million_digits");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    group.bench_function("grundy", |bench| {
        bench.iter_custom(|iters| timed("grundy", iters, |i| repeat(i, || grundy_test(&p), true)))
    });
    if let Some(mut gmp) = GmpBaseline::start(&n, false) {
        gmp.run(1); // the script answers "WRONG" instead of a time if it misjudges
    }
    if let Some(mut gmp) = GmpBaseline::start(&p, true) {
        group.bench_function("gmpy2", |bench| {
            bench.iter_custom(|iters| timed("gmpy2", iters, |i| gmp.run(i)))
        });
    }
    group.bench_function("dashu", |bench| {
        bench.iter_custom(|iters| timed("dashu", iters, |i| repeat(i, || dashu_test(&p), true)))
    });
    group.finish();
}

/// Medians of the per-iteration times recorded for `name` (warm-up calls included).
fn median(name: &str) -> Option<Duration> {
    let mut times: Vec<Duration> = TIMES
        .lock()
        .unwrap()
        .iter()
        .filter(|(n, _)| *n == name)
        .map(|&(_, t)| t)
        .collect();
    times.sort();
    times.get(times.len() / 2).copied()
}

/// Each implementation against GMP, or grundy against dashu when gmpy2 is missing.
fn print_ratios() {
    let pairs: &[(&str, &str)] = if median("gmpy2").is_some() {
        &[("grundy", "gmpy2"), ("dashu", "gmpy2")]
    } else {
        &[("grundy", "dashu")]
    };
    for &(name, baseline) in pairs {
        if let (Some(time), Some(base)) = (median(name), median(baseline)) {
            let per_mille = time.as_nanos() * 1000 / base.as_nanos().max(1);
            eprintln!(
                "ratio {name}/{baseline}: {}.{:03} (medians {time:?} / {base:?})",
                per_mille / 1000,
                per_mille % 1000
            );
        }
    }
}

criterion_group!(benches, million_digits);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    print_ratios();
}
