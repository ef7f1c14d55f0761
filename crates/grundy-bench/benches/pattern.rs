//! `pattern/take_a_square_20000/*`: the pattern lab's tabulation of "take a square" (g(0..=20000),
//! every option of heap n is n − k² for k² ≤ n), the rule written four ways and timed in the
//! same run:
//!
//! - `rhai`: the Rhai script `examples/patterns/take-a-square.rhai` through `PatternRequest`, as
//!   `grundy pattern --rules` runs it (sandbox limits, deadline, the finders at the end; runs of
//!   positions answered on every core);
//! - `rhai_one_core`: the same script asked one position at a time (the `Rules` trait's default
//!   `moves_of`), the interpreter's pace on one core;
//! - `native`: the same rule as a Rust closure through the same `Rules` trait and
//!   `PatternReport::of_rules` (what the interpreter costs above the tabulation and finders);
//! - `python`: `python3 bench/pattern/take_a_square.py 20000` (a process per sample);
//! - `c`: `bench/pattern/take_a_square.c` built with `cc -O2` first (a process per sample).
//!
//! The Python and C programs are timed only where `python3` and `cc` are found. Every variant's
//! values are checked against the others' sum before timing (275204).
//!
//! Run: `cargo bench -p grundy-bench --bench pattern`

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use grundy::pattern::ScriptRules;
use grundy::report::{
    Job, Limits, PatternDimension, PatternOption, PatternPosition, PatternReport, PatternRequest,
    PatternRules, PatternSource, ask,
};
use grundy::text::Lang;

/// The last heap of the table.
const TO: u64 = 20_000;

/// The repository's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Take a square, as a Rust closure behind the pattern lab's trait.
struct Squares;

impl PatternRules for Squares {
    fn dimension(&self) -> PatternDimension {
        PatternDimension::Heap
    }

    fn moves(&mut self, position: PatternPosition) -> grundy::Result<Vec<PatternOption>> {
        let PatternPosition::Heap(n) = position else {
            return Ok(Vec::new());
        };
        Ok((1..)
            .map(|k: u64| k * k)
            .take_while(|&square| square <= n)
            .map(|square| PatternOption::Heaps(vec![n - square]))
            .collect())
    }
}

fn script() -> PatternReport {
    let rules = std::fs::read_to_string(root().join("examples/patterns/take-a-square.rhai"))
        .expect("the take-a-square script");
    let request = PatternRequest {
        expr: None,
        rules: Some(rules),
        to: TO,
        lang: Lang::En,
        time_ms: None,
    };
    ask(&request, &mut Job::new(Limits::LOCAL)).expect("the script tabulates")
}

/// The script's rules, asked one position at a time.
struct OneCore(ScriptRules);

impl PatternRules for OneCore {
    fn dimension(&self) -> PatternDimension {
        self.0.dimension()
    }

    fn moves(&mut self, position: PatternPosition) -> grundy::Result<Vec<PatternOption>> {
        self.0.moves(position)
    }
}

fn script_one_core() -> PatternReport {
    let rules = std::fs::read_to_string(root().join("examples/patterns/take-a-square.rhai"))
        .expect("the take-a-square script");
    let rules = ScriptRules::new(&rules, Duration::from_secs(60)).expect("the script compiles");
    PatternReport::of_rules(&mut OneCore(rules), PatternSource::Script, TO, Lang::En)
        .expect("the script tabulates")
}

fn native() -> PatternReport {
    PatternReport::of_rules(&mut Squares, PatternSource::Callable, TO, Lang::En)
        .expect("the closure tabulates")
}

/// The sum of g(0..=TO) of a report, to check the variants against each other.
fn sum(report: &PatternReport) -> u64 {
    let values = report.values.as_ref().expect("a heap game has values");
    values.grundy.iter().map(|&g| u64::from(g)).sum()
}

/// A program's printed sum, or `None` when it cannot run here.
fn run(command: &mut Command) -> Option<u64> {
    let output = command.output().ok()?;
    output.status.success().then_some(())?;
    String::from_utf8(output.stdout).ok()?.trim().parse().ok()
}

fn bench(c: &mut Criterion) {
    let expected = sum(&native());
    assert_eq!(sum(&script()), expected, "the script and the closure agree");
    assert_eq!(sum(&script_one_core()), expected, "one core agrees");
    let python = root().join("bench/pattern/take_a_square.py");
    let python_runs = run(Command::new("python3").arg(&python).arg(TO.to_string()));
    if let Some(total) = python_runs {
        assert_eq!(total, expected, "Python agrees");
    }
    let binary = std::env::temp_dir().join(format!("take_a_square_{}", std::process::id()));
    let c_runs = run(Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&binary)
        .arg(root().join("bench/pattern/take_a_square.c")))
    .or_else(|| Path::new(&binary).exists().then_some(0))
    .and_then(|_| run(Command::new(&binary).arg(TO.to_string())));
    if let Some(total) = c_runs {
        assert_eq!(total, expected, "C agrees");
    }

    let mut group = c.benchmark_group("pattern/take_a_square_20000");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("rhai", |b| b.iter(|| black_box(script())));
    group.bench_function("rhai_one_core", |b| b.iter(|| black_box(script_one_core())));
    group.bench_function("native", |b| b.iter(|| black_box(native())));
    if python_runs.is_some() {
        group.bench_function("python", |b| {
            b.iter(|| run(Command::new("python3").arg(&python).arg(TO.to_string())))
        });
    }
    if c_runs.is_some() {
        group.bench_function("c", |b| {
            b.iter(|| run(Command::new(&binary).arg(TO.to_string())))
        });
    }
    group.finish();
    let _ = std::fs::remove_file(&binary);
}

criterion_group!(benches, bench);
criterion_main!(benches);
