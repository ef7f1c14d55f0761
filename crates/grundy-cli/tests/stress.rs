//! `grundy stress` against small Rust solutions with planted bugs (tests/fixtures/stress/*.rs,
//! compiled here with rustc, so neither Python nor a C compiler is needed): each bug must be
//! found and shrunk to a small input, and the correct solutions must pass.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// Compiles the fixture `name` into a directory of its own for `test` (tests run in parallel).
fn compile(name: &str, test: &str) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/stress")
        .join(format!("{name}.rs"));
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("stress")
        .join(test);
    std::fs::create_dir_all(&dir).unwrap();
    let binary = dir.join(name);
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let status = Command::new(rustc)
        .args(["-O", "--edition", "2021", "-o"])
        .arg(&binary)
        .arg(&source)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "cannot compile {}", source.display());
    binary
}

fn stress(problem: &str, solution: &Path, extra: &[&str]) -> Output {
    let command = format!("'{}'", solution.display());
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["stress", problem, "--solution", &command])
        .args(extra)
        .output()
        .expect("grundy runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The indented lines of the report's block titled `title`.
fn block<'a>(report: &'a str, title: &str) -> Vec<&'a str> {
    report
        .lines()
        .skip_while(|line| !line.starts_with(title))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .map(str::trim)
        .collect()
}

#[test]
fn bash_off_by_one_is_found_and_shrunk_to_one_small_position() {
    let solution = compile("hdu1846_off_by_one", "bash_off_by_one");
    let output = stress("hdu1846", &solution, &["--cases", "50", "--seed", "1"]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.starts_with("hdu1846: wrong answer"), "{report}");
    assert!(
        report.contains("Input (1 position, shrunk from"),
        "{report}"
    );
    assert_eq!(block(&report, "Input"), ["1", "1 1"], "{report}");
    assert_eq!(block(&report, "Expected output"), ["first"], "{report}");
    assert_eq!(block(&report, "Actual output"), ["second"], "{report}");
    assert!(report.contains("--seed 1"), "{report}");
}

#[test]
fn bash_correct_solution_passes_despite_sloppy_whitespace() {
    let solution = compile("hdu1846_correct", "bash_correct");
    let output = stress("hdu1846", &solution, &["--cases", "300", "--seed", "5"]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert_eq!(
        report,
        "hdu1846: all 300 cases agree with grundy (seed 5)\n"
    );
}

/// The `Found:` line of a report.
fn found(report: &str) -> &str {
    report
        .lines()
        .find_map(|line| line.strip_prefix("Found: "))
        .unwrap_or_else(|| panic!("no Found: line in {report}"))
}

/// Issue 25: the textbook `double` solution used to be reported at whichever trap the generated
/// input held (433494436 701408732, k = F(42)); the structured inputs, smallest first, find the
/// first one, k = F(40). The report keeps the name typed (poj1067 is hdu1527).
#[test]
fn wythoff_double_test_is_caught_at_its_first_fibonacci_trap() {
    let solution = compile("hdu1527_double", "wythoff_double");
    let f = (0..42).fold(vec![0u64, 1], |mut f, n| {
        f.push(f[n] + f[n + 1]);
        f
    });
    // (a_k, b_k) for k = F(40): (F(41) − 1, F(42) − 1), OEIS A000045.
    assert_eq!(
        [f[40], f[41], f[42]],
        [102_334_155, 165_580_141, 267_914_296]
    );
    for seed in ["1", "3"] {
        let output = stress("poj1067", &solution, &["--cases", "20", "--seed", seed]);
        let report = stdout(&output);
        assert_eq!(output.status.code(), Some(1), "{report}");
        assert!(report.starts_with("poj1067: wrong answer"), "{report}");
        assert_eq!(block(&report, "Input"), ["165580140 267914295"], "{report}");
        assert_eq!(block(&report, "Expected output"), ["0"], "{report}");
        assert_eq!(block(&report, "Actual output"), ["1"], "{report}");
        let how = found(&report);
        assert!(how.contains("smallest first"), "{report}");
        assert!(how.contains("k = F(40) = 102334155"), "{report}");
        assert!(
            report.contains("Replay: grundy stress poj1067 --solution"),
            "{report}"
        );
        assert!(output.stderr.is_empty(), "nothing on a pipe: {report}");
    }
}

/// The same in single precision breaks much earlier, at k = F(18) = 2584, and says so.
#[test]
fn wythoff_float_test_is_caught_at_an_earlier_trap() {
    let solution = compile("hdu1527_float", "wythoff_float");
    let output = stress("hdu1527", &solution, &["--cases", "20", "--seed", "2"]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert_eq!(block(&report, "Input"), ["4180 6764"], "{report}");
    assert!(found(&report).contains("k = F(18) = 2584"), "{report}");
}

/// Issue 25: moves printed in the wrong order used to shrink for 500 runs to `60274 95664`;
/// (2, 2) is the smallest position with two winning moves.
#[test]
fn hdu2177_moves_in_the_wrong_order_shrink_to_a_small_position() {
    let solution = compile("hdu2177_wrong_order", "hdu2177_wrong_order");
    let output = stress("hdu2177", &solution, &["--cases", "20", "--seed", "7"]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert_eq!(block(&report, "Input"), ["2 2", "0 0"], "{report}");
    assert_eq!(
        block(&report, "Expected output"),
        ["1", "0 0", "1 2"],
        "{report}"
    );
    assert_eq!(
        block(&report, "Actual output"),
        ["1", "1 2", "0 0"],
        "{report}"
    );
    // Also past the limits, where the inputs start far larger.
    let output = stress(
        "hdu2177",
        &solution,
        &["--cases", "20", "--seed", "7", "--beyond-limits"],
    );
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert_eq!(block(&report, "Input"), ["2 2", "0 0"], "{report}");
}

/// With no time to shrink, the input is reported as generated, and the report says why.
#[test]
fn shrinking_stops_at_its_time_limit_and_says_so() {
    let solution = compile("hdu1527_double", "shrink_time");
    let output = stress(
        "hdu1527",
        &solution,
        &["--cases", "20", "--seed", "1", "--shrink-time", "0"],
    );
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("Input (50 positions"), "{report}");
    assert!(
        found(&report).contains("stopped at its time limit (0 s, --shrink-time)"),
        "{report}"
    );
    assert!(
        report.contains("--shrink-time 0"),
        "the replay keeps it: {report}"
    );
}

#[test]
fn wythoff_exact_solution_passes() {
    let solution = compile("hdu1527_exact", "wythoff_exact");
    let output = stress("hdu1527", &solution, &["--cases", "300", "--seed", "9"]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(report.contains("all 300 cases agree"), "{report}");
    // Also as poj1067, and as hdu2177's siblings' format (one pair): luogu2252.
    let output = stress("luogu2252", &solution, &["--cases", "120", "--seed", "9"]);
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
}

#[test]
fn a_crash_is_reported_with_its_status_and_shrunk() {
    let solution = compile("hdu1527_crash", "crash");
    let output = stress("poj1067", &solution, &["--cases", "20", "--seed", "4"]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.starts_with("poj1067: crash (exit status 3)"),
        "{report}"
    );
    assert_eq!(block(&report, "Input"), ["0 0"], "{report}");
    assert_eq!(
        block(&report, "Its stderr"),
        ["equal heaps are not handled"],
        "{report}"
    );
}

#[test]
fn a_hang_is_reported_as_a_timeout_and_killed() {
    let solution = compile("hdu1527_hang", "hang");
    let start = Instant::now();
    let output = stress("hdu1527", &solution, &["--cases", "20", "--timeout", "0.3"]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.starts_with("hdu1527: timeout (killed after 300ms) on case 1"),
        "{report}"
    );
    assert!(
        block(&report, "Input")
            .iter()
            .any(|line| line.contains("165580140")),
        "{report}"
    );
    // A seed from the clock is printed, so the run can be replayed.
    assert!(
        report.contains("Replay: grundy stress hdu1527 --solution"),
        "{report}"
    );
    assert!(
        start.elapsed() < Duration::from_secs(20),
        "the solution was not killed"
    );
}

#[test]
fn the_same_seed_replays_the_same_report() {
    let solution = compile("hdu1846_off_by_one", "replay");
    let args = ["--cases", "80", "--seed", "123456789"];
    let first = stdout(&stress("hdu1846", &solution, &args));
    let second = stdout(&stress("hdu1846", &solution, &args));
    assert_eq!(first, second);
}

#[test]
fn help_explains_the_comparison_and_bad_arguments_exit_2() {
    let help = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["stress", "--help"])
        .output()
        .unwrap();
    let text = stdout(&help);
    assert!(text.contains("ignoring trailing whitespace"), "{text}");
    assert!(
        text.contains("grundy stress hdu1527 --solution \"./a.out\""),
        "{text}"
    );
    assert!(text.contains("--cases 1000 --seed 42"), "{text}");

    for args in [
        &["stress", "hdu9999", "--solution", "true"][..],
        &["stress", "hdu1527", "--solution", "true", "--timeout", "-1"],
        &["stress", "hdu1527", "--solution", "true", "--cases", "0"],
        &["stress", "hdu1527", "--solution", " "],
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(args)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(output.stdout.is_empty());
    }
}

/// Runs `grundy stress` with a shell command as the solution, under a hang guard.
fn stress_sh(problem: &str, command: &str, extra: &[&str]) -> Output {
    let start = Instant::now();
    let output = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["stress", problem, "--solution", command])
        .args(extra)
        .output()
        .expect("grundy runs");
    assert!(
        start.elapsed() < Duration::from_secs(60),
        "grundy stress took {:?} on {command}",
        start.elapsed()
    );
    output
}

#[test]
fn a_flood_of_output_is_cut_short_and_shown_in_a_few_lines() {
    // 50 MB of plausible answers: reading stops early, and the report stays small.
    let output = stress_sh(
        "hdu1846",
        "cat >/dev/null; yes first | head -c 50000000",
        &["--cases", "5", "--seed", "2"],
    );
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.starts_with("hdu1846: wrong answer (output longer than"),
        "{report}"
    );
    assert!(report.len() < 4_000, "{} bytes: {report}", report.len());
    assert_printable(&output.stdout);
    let title = report
        .lines()
        .find(|line| line.starts_with("Actual output"))
        .unwrap();
    assert!(title.contains("reading stopped after"), "{report}");
    let actual = block(&report, "Actual output");
    assert!(!actual.is_empty() && actual.len() <= 12, "{report}");
    assert!(actual.iter().all(|line| *line == "first"), "{report}");

    // One endless line.
    let output = stress_sh(
        "hdu1846",
        "tr -d '\\n' < /dev/zero | tr '\\0' x",
        &["--cases", "2"],
    );
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.len() < 4_000, "{} bytes: {report}", report.len());
    assert!(report.contains("long lines cut"), "{report}");
}

#[test]
fn binary_output_is_escaped() {
    let output = stress_sh(
        "hdu1846",
        "cat >/dev/null; printf '\\033[2J\\033]0;title\\007\\377\\376\\303\\251 first\\r\\n'",
        &["--cases", "3", "--seed", "7"],
    );
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert_printable(&output.stdout);
    assert_eq!(
        block(&report, "Actual output"),
        ["\\u{1b}[2J\\u{1b}]0;title\\u{7}\\xff\\xfe\\u{e9} first\\r"],
        "{report}"
    );

    let output = stress_sh(
        "hdu1527",
        "head -c 3000 /dev/urandom; echo broken >&2; printf '\\033[31m' >&2; exit 1",
        &["--cases", "3"],
    );
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.starts_with("hdu1527: crash (exit status 1)"),
        "{report}"
    );
    assert_printable(&output.stdout);
    assert!(report.len() < 8_000, "{} bytes: {report}", report.len());
    assert_eq!(
        block(&report, "Its stderr"),
        ["broken", "\\u{1b}[31m"],
        "{report}"
    );
}

/// Whether the process `pid` has ended (a zombie waiting for init counts as ended).
#[cfg(unix)]
fn gone(pid: i32) -> bool {
    use nix::sys::signal::kill;
    let alive = kill(nix::unistd::Pid::from_raw(pid), None).is_ok();
    let zombie = std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        stat.rsplit(')')
            .next()
            .is_some_and(|s| s.trim_start().starts_with('Z'))
    });
    !alive || zombie
}

/// Waits (up to 10 s) until every process in `pids` has ended.
#[cfg(unix)]
fn assert_all_gone(pids: &[i32]) {
    let start = Instant::now();
    while !pids.iter().all(|&pid| gone(pid)) {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "still running: {:?}",
            pids.iter().filter(|&&pid| !gone(pid)).collect::<Vec<_>>()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[cfg(unix)]
fn pids_in(path: &Path) -> Vec<i32> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(|line| line.trim().parse().unwrap())
        .collect()
}

#[cfg(unix)]
#[test]
fn a_background_child_does_not_hold_the_run_and_is_killed() {
    let solution = compile("hdu1846_correct", "background_child");
    let pids = solution.with_file_name("sleep.pids");
    let _ = std::fs::remove_file(&pids);
    let command = format!(
        "sleep 30 & echo $! >> '{}'; exec '{}'",
        pids.display(),
        solution.display()
    );
    // Waiting for the end of its output would take the 30 s sleep per case (or a timeout).
    let output = stress_sh("hdu1846", &command, &["--cases", "30", "--seed", "5"]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert_eq!(report, "hdu1846: all 30 cases agree with grundy (seed 5)\n");
    let pids = pids_in(&pids);
    assert_eq!(pids.len(), 30);
    assert_all_gone(&pids);
}

#[cfg(unix)]
#[test]
fn ctrl_c_kills_the_running_solution() {
    use nix::sys::signal::{Signal, kill};
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("stress/ctrl_c");
    std::fs::create_dir_all(&dir).unwrap();
    let pids = dir.join("pids");
    let _ = std::fs::remove_file(&pids);
    let command = format!(
        "sleep 40 & echo $! >> '{0}'; echo $$ >> '{0}'; wait",
        pids.display()
    );
    let mut grundy = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args([
            "stress",
            "hdu1527",
            "--solution",
            &command,
            "--timeout",
            "60",
        ])
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while pids_in(&pids).len() < 2 {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the solution did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let id = nix::unistd::Pid::from_raw(grundy.id() as i32);
    kill(id, Signal::SIGINT).unwrap();
    let status = loop {
        if let Some(status) = grundy.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(40),
            "grundy did not stop"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(130));
    assert_all_gone(&pids_in(&pids));
}

#[test]
fn a_command_that_cannot_run_is_a_usage_error() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("stress/cannot_run");
    std::fs::create_dir_all(&dir).unwrap();
    let not_executable = dir.join("solution.txt");
    std::fs::write(&not_executable, "not a program\n").unwrap();
    let not_executable = format!("'{}'", not_executable.display());
    let cases = [
        (
            "./does-not-exist",
            "'./does-not-exist' could not be run",
            "(exit 127); check the path",
        ),
        (&not_executable[..], "could not be run", "(exit 126)"),
    ];
    for (command, named, status) in cases {
        let output = stress_sh("hdu1527", command, &[]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{command}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{command}: {stderr}");
        assert!(stderr.contains(named), "{command}: {stderr}");
        assert!(stderr.contains(status), "{command}: {stderr}");
        assert!(output.stdout.is_empty(), "{command}");
    }
}

/// A report is printable: UTF-8, no control character but newlines, every line short.
fn assert_printable(report: &[u8]) {
    let text = std::str::from_utf8(report).expect("the report is UTF-8");
    assert!(!text.chars().any(|c| c.is_control() && c != '\n'), "{text}");
    assert!(text.lines().all(|line| line.len() < 400), "{text}");
}

/// `grundy ARGS` fails with exit 2 and one short, printable line on stderr that shows `shown`.
fn assert_escaped_error(args: &[&str], shown: &str) {
    let output = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert_printable(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains(shown), "{stderr}");
    assert!(stderr.len() < 400, "{stderr}");
}

#[test]
fn user_text_in_errors_is_escaped_and_shortened() {
    let long = format!("\x1b[2J{}", "x".repeat(5_000));
    assert_escaped_error(&["stress", &long, "--solution", "true"], "\\u{1b}[2Jxxx");
    // sh's message quotes the missing program: escaped and cut too.
    let command = format!("./{long}");
    assert_escaped_error(
        &["stress", "hdu1527", "--solution", &command],
        "\\u{1b}[2Jxxx",
    );
    // clap's own message quotes the value as given: escaped too.
    assert_escaped_error(
        &[
            "stress",
            "hdu1527",
            "--solution",
            "true",
            "--timeout",
            "\x1b[2J",
        ],
        "\\u{1b}[2J",
    );
}

/// The live processes whose command line is exactly `args` (zombies excluded).
#[cfg(target_os = "linux")]
fn processes_running(args: &[&str]) -> Vec<i32> {
    let wanted: Vec<u8> = args
        .iter()
        .flat_map(|a| [a.as_bytes(), b"\0"].concat())
        .collect();
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<i32>().ok())
        .filter(|&pid| std::fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|c| c == wanted))
        .filter(|&pid| !gone(pid))
        .collect()
}

/// Issue 20 (6): a child that calls setsid, or a daemon made by a double fork, used to survive
/// the run under init. Each case starts one, with a sleep time no other process uses.
#[cfg(target_os = "linux")]
#[test]
fn processes_that_leave_the_group_end_with_the_run() {
    use nix::sys::signal::{Signal, kill};
    let grundy = env!("CARGO_BIN_EXE_grundy");
    let marker = |n: u32| format!("304.{}{n}", std::process::id());
    let escapes = [
        format!(
            "setsid sleep {} >/dev/null 2>&1 </dev/null & '{grundy}' judge hdu1527",
            marker(1)
        ),
        format!(
            "(setsid sh -c 'sleep {} >/dev/null 2>&1 </dev/null & exit' &); '{grundy}' judge hdu1527",
            marker(2)
        ),
    ];
    for (n, command) in (1..).zip(&escapes) {
        let output = stress_sh("hdu1527", command, &["--cases", "5", "--seed", "1"]);
        let report = stdout(&output);
        assert_eq!(output.status.code(), Some(0), "{report}");
        let sleep = marker(n);
        let survivors = processes_running(&["sleep", &sleep]);
        for &pid in &survivors {
            let _ = kill(nix::unistd::Pid::from_raw(pid), Signal::SIGKILL);
        }
        assert!(
            survivors.is_empty(),
            "{command}: left {survivors:?} running"
        );
    }
}

/// Issue 25: a long run (445 s past the limits) showed nothing. On a terminal a progress line
/// names the case being run, and is cleared before the report; `script` (util-linux) gives the
/// run a terminal.
#[cfg(target_os = "linux")]
#[test]
fn a_terminal_shows_progress() {
    let solution = compile("hdu1527_exact", "progress");
    let command = format!(
        "'{}' stress hdu1527 --solution 'sleep 0.1; {}' --cases 12 --seed 4 --beyond-limits",
        env!("CARGO_BIN_EXE_grundy"),
        solution.display()
    );
    let output = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .output()
        .expect("script (util-linux) runs");
    let shown = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{shown}");
    assert!(shown.contains("grundy stress ["), "{shown}");
    assert!(shown.contains("case 12 of 12"), "{shown}");
    assert!(
        shown.contains(
            "hdu1527: all 12 cases agree with grundy (seed 4, beyond the judge's limits)"
        ),
        "{shown}"
    );
}
