//! Running a solution: `sh -c CMD` with the input on stdin, under a time limit, its output
//! compared with grundy's as it is read ([`compare`](super::compare)).
//!
//! The solution runs in a process group of its own. It is done when its main process (the `sh`)
//! exits: the whole group is then killed at once, so a background child that keeps the output
//! pipe open cannot make the run wait, and what was written before the end is still read from
//! the pipes. The group is also killed at the time limit, once the output is longer than the
//! limit, when the run ends any other way (a guard's `Drop`), and on Ctrl-C, SIGTERM or SIGHUP
//! ([`end_on_signals`]);
//! then, where grundy is their reaper ([`reaper`]), so is every process that left the group
//! (`setsid`, double forks). No process of a solution outlives its run.
//!
//! stdin is written and stdout/stderr are read on threads, which hand the output over in chunks
//! through a bounded channel: a solution that does not read its input, or prints without end,
//! can neither deadlock the runner nor fill its memory.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use super::compare::Comparison;
use super::reaper;
use super::show::{Collector, Excerpt, quote};
use crate::error::{CliError, msg};
use crate::judges::Problem;

/// How long the pipes are read after the solution ended, for what it wrote before (it is in the
/// pipes already, and they reach their end as soon as the group is dead): only a process that
/// left the group can keep a pipe open that long, and then what came is the output.
const DRAIN: Duration = Duration::from_millis(500);
/// Bytes read from a pipe at a time.
const CHUNK: usize = 1 << 16;

/// grundy's own answer to `input`, or the judge's error if the input is not in its format.
pub fn expected_output(problem: &Problem, input: &str) -> Result<String, CliError> {
    let mut output = Vec::new();
    (problem.solve)(&mut input.as_bytes(), &mut output)?;
    Ok(String::from_utf8_lossy(&output).into_owned())
}

/// How a solution did on one input.
#[derive(Debug)]
pub enum Verdict {
    /// Same output as grundy's.
    Agrees,
    /// A different output. `line` is the first line (from 1) that differs, `None` if reading
    /// stopped (the output too long) before one was found; the excerpts show the same lines.
    WrongAnswer {
        expected: Excerpt,
        actual: Excerpt,
        line: Option<usize>,
    },
    /// The solution exited with a failure status or was killed by a signal; `code` is its exit
    /// status, if it exited.
    Crashed {
        status: String,
        code: Option<i32>,
        stderr: Excerpt,
        stdout: Excerpt,
    },
    /// The solution ran past the time limit and was killed.
    TimedOut,
}

impl Verdict {
    /// Whether two verdicts are the same kind of failure (the shrinker keeps the kind).
    pub fn same_kind(&self, other: &Verdict) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }
}

/// A solution command and its time limit.
pub struct Solution {
    command: String,
    timeout: Duration,
}

/// Output of the solution, read by a thread.
enum Event {
    Stdout(Vec<u8>),
    Stderr(Vec<u8>),
    /// A pipe reached its end (true: stdout).
    End(bool),
}

impl Solution {
    /// `command` is run by `sh -c`.
    pub fn new(command: &str, timeout: Duration) -> Solution {
        Solution {
            command: command.to_string(),
            timeout,
        }
    }

    /// The command, as given.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// Runs the solution on `input` and compares its output with `expected`.
    ///
    /// Which verdict does not depend on timing, for a solution whose output does not: an output
    /// longer than the limit is a wrong answer whatever the exit status, then a failure status
    /// is a crash, then the outputs are compared.
    pub fn check(&self, input: &str, expected: &str) -> Result<Verdict, CliError> {
        let deadline = Instant::now() + self.timeout;
        let mut group = Group::spawn(&self.command)?;
        let (events, sender) = {
            let (tx, rx) = mpsc::sync_channel(8);
            (rx, tx)
        };
        if let Some(mut stdin) = group.child.stdin.take() {
            let input = input.as_bytes().to_vec();
            // A solution may exit without reading its input: a broken pipe is not an error.
            thread::spawn(move || {
                let _ = stdin.write_all(&input);
            });
        }
        if let Some(stdout) = group.child.stdout.take() {
            pump(stdout, sender.clone(), true);
        }
        if let Some(stderr) = group.child.stderr.take() {
            pump(stderr, sender, false);
        }
        let mut run = Reading {
            events,
            stdout: Comparison::new(expected),
            stderr: Collector::new(),
            open: [true, true],
        };

        // Until the main process exits, the time limit passes, or the output is too long.
        let mut pause = Duration::from_micros(200);
        let status = loop {
            if let Some(status) = group.child.try_wait().map_err(wait_error)? {
                break status;
            }
            let now = Instant::now();
            if now >= deadline {
                group.end();
                return Ok(Verdict::TimedOut);
            }
            match run.next(pause.min(deadline - now)) {
                Step::Read => pause = Duration::from_micros(200),
                Step::Waited => pause = (pause * 2).min(Duration::from_millis(10)),
                Step::TooLong => {
                    group.end();
                    return Ok(run.too_long());
                }
            }
        };
        // Done: background children are killed now, and what was written before is read.
        group.end();
        let drained = Instant::now() + DRAIN;
        while run.open != [false, false] {
            let now = Instant::now();
            if now >= drained {
                break;
            }
            match run.next(drained - now) {
                Step::Read => {}
                Step::TooLong => return Ok(run.too_long()),
                // Timed out, or the readers are gone.
                Step::Waited => break,
            }
        }
        // What came is the output, even if a pipe is still open.
        let stderr = run.stderr.finish(true);
        let compared = run.stdout.finish(true);
        if !status.success() {
            return Ok(Verdict::Crashed {
                status: describe(status),
                code: status.code(),
                stderr,
                stdout: compared.actual,
            });
        }
        Ok(if compared.agrees() {
            Verdict::Agrees
        } else {
            Verdict::WrongAnswer {
                expected: compared.expected,
                actual: compared.actual,
                line: compared.difference,
            }
        })
    }
}

/// The reading side of a run: events from the pipes, and what was made of them.
struct Reading<'e> {
    events: Receiver<Event>,
    stdout: Comparison<'e>,
    stderr: Collector,
    /// Whether stdout, stderr have not reached their end yet.
    open: [bool; 2],
}

enum Step {
    /// Output was read.
    Read,
    /// Nothing came within the pause (or nothing more can come).
    Waited,
    /// The output passed the limit: stop reading.
    TooLong,
}

impl Reading<'_> {
    /// Reads what comes within `pause`.
    fn next(&mut self, pause: Duration) -> Step {
        match self.events.recv_timeout(pause) {
            Ok(Event::Stdout(chunk)) => {
                if self.stdout.feed(&chunk) {
                    Step::Read
                } else {
                    Step::TooLong
                }
            }
            Ok(Event::Stderr(chunk)) => {
                self.stderr.feed(&chunk);
                Step::Read
            }
            Ok(Event::End(stdout)) => {
                self.open[usize::from(!stdout)] = false;
                Step::Read
            }
            Err(RecvTimeoutError::Timeout) => Step::Waited,
            Err(RecvTimeoutError::Disconnected) => {
                // Both readers are done: nothing to wait for but the process.
                self.open = [false, false];
                thread::sleep(pause);
                Step::Waited
            }
        }
    }

    /// The verdict on an output longer than the limit (reading stopped).
    fn too_long(self) -> Verdict {
        let compared = self.stdout.finish(false);
        Verdict::WrongAnswer {
            expected: compared.expected,
            actual: compared.actual,
            line: compared.difference,
        }
    }
}

/// Reads a pipe on a thread and sends it on in chunks, then its end. The thread stops when the
/// receiver is gone (the run is over), closing the pipe.
fn pump(mut pipe: impl Read + Send + 'static, events: SyncSender<Event>, stdout: bool) {
    thread::spawn(move || {
        let mut buffer = vec![0u8; CHUNK];
        loop {
            let n = match pipe.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => n,
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            };
            let chunk = buffer[..n].to_vec();
            let event = if stdout {
                Event::Stdout(chunk)
            } else {
                Event::Stderr(chunk)
            };
            if events.send(event).is_err() {
                return;
            }
        }
        let _ = events.send(Event::End(stdout));
    });
}

/// The process group of the solution being run, if any, for [`interrupt`]; and whether grundy
/// is being interrupted (then no new solution starts).
struct Running {
    group: Option<u32>,
    interrupted: bool,
}

static RUNNING: Mutex<Running> = Mutex::new(Running {
    group: None,
    interrupted: false,
});

fn running() -> MutexGuard<'static, Running> {
    RUNNING.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Kills the solution being run, if any, with its whole process group and whatever left it
/// ([`reaper::sweep`]), and ends grundy with status 128 + `signal` (130 for Ctrl-C: the solution
/// runs in a group of its own, which the terminal does not signal).
pub fn interrupt(signal: i32) -> ! {
    let mut running = running();
    running.interrupted = true;
    if let Some(group) = running.group.take() {
        kill_group(group);
    }
    reaper::sweep();
    std::process::exit(128 + signal)
}

/// Ends the run on SIGINT (Ctrl-C), SIGTERM and SIGHUP alike: [`interrupt`] with that signal.
/// Returns whether it could; without it the solution is still killed after each case.
///
/// Issue 32: only SIGINT was handled (by `ctrlc`, whose handler does not say which signal came),
/// so `kill PID` or a closed terminal ended grundy at once and left the solution's `setsid`
/// children running. tokio's signal streams (a handler that wakes a thread of their own, no
/// `unsafe` here) say which signal came. Handlers, unlike a blocked signal mask, are not
/// inherited by the solution: exec resets them.
#[cfg(unix)]
pub fn end_on_signals() -> bool {
    use nix::sys::signal::Signal;
    use tokio::signal::unix::{SignalKind, signal};
    let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()
    else {
        return false;
    };
    // Registered now, before any solution starts.
    let streams = {
        let _context = runtime.enter();
        [Signal::SIGINT, Signal::SIGTERM, Signal::SIGHUP]
            .map(|s| signal(SignalKind::from_raw(s as i32)).map(|stream| (s, stream)))
    };
    let [Ok(mut int), Ok(mut term), Ok(mut hup)] = streams else {
        return false;
    };
    thread::Builder::new()
        .name("stress-signals".to_string())
        .spawn(move || {
            let signal = runtime.block_on(async {
                tokio::select! {
                    _ = int.1.recv() => int.0,
                    _ = term.1.recv() => term.0,
                    _ = hup.1.recv() => hup.0,
                }
            });
            interrupt(signal as i32)
        })
        .is_ok()
}

/// Elsewhere the caller sets up Ctrl-C alone, through `ctrlc`.
#[cfg(not(unix))]
pub fn end_on_signals() -> bool {
    false
}

/// A solution's process group, killed when the run ends (or the guard is dropped).
struct Group {
    child: Child,
    ended: bool,
}

impl Group {
    /// Starts `sh -c command` in a new process group, with piped stdin, stdout and stderr.
    fn spawn(command: &str) -> Result<Group, CliError> {
        let mut sh = Command::new("sh");
        sh.arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut sh, 0);
        // Started and registered under the lock, so an interrupt kills it or comes first.
        let mut running = running();
        if running.interrupted {
            return Err(CliError::Usage(msg!("cli-interrupted")));
        }
        let child = sh.spawn().map_err(|e| {
            CliError::System(msg!(
                "cli-stress-cannot-start-sh",
                command = quote(command),
                why = crate::error::io_reason(&e)
            ))
        })?;
        running.group = Some(child.id());
        Ok(Group {
            child,
            ended: false,
        })
    }

    /// Kills the whole group (the main process too, if it still runs) and reaps the main
    /// process. Once the main process is reaped, its id names the group only while a member is
    /// left, so the group is killed right away, not later.
    fn end(&mut self) {
        if self.ended {
            return;
        }
        self.ended = true;
        let mut running = running();
        kill_group(self.child.id());
        let _ = self.child.kill();
        let _ = self.child.wait();
        // Then whatever left the group (setsid, double forks), if grundy is their reaper.
        reaper::sweep();
        running.group = None;
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        self.end();
    }
}

fn wait_error(error: std::io::Error) -> CliError {
    CliError::System(msg!(
        "cli-stress-cannot-wait",
        why = crate::error::io_reason(&error)
    ))
}

/// Sends SIGKILL to the process group `group` (its leader's id): `sh -c` may have started the
/// solution as a grandchild, and it may have children of its own. killpg(2) through nix, the
/// safe wrapper ctrlc already uses: no `kill` program to start (it is not on every system) and
/// no `unsafe`.
fn kill_group(group: u32) {
    #[cfg(unix)]
    if let Ok(group) = i32::try_from(group) {
        use nix::sys::signal::{Signal, killpg};
        // ESRCH: every member is gone already.
        let _ = killpg(nix::unistd::Pid::from_raw(group), Signal::SIGKILL);
    }
    #[cfg(not(unix))]
    let _ = group;
}

/// "exit status 3", "killed by signal 11 (SIGSEGV)".
fn describe(status: ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            let name = match signal {
                4 => " (SIGILL)",
                6 => " (SIGABRT)",
                8 => " (SIGFPE)",
                9 => " (SIGKILL)",
                11 => " (SIGSEGV)",
                13 => " (SIGPIPE)",
                15 => " (SIGTERM)",
                _ => "",
            };
            return format!("killed by signal {signal}{name}");
        }
    }
    match status.code() {
        Some(code) => format!("exit status {code}"),
        None => status.to_string(),
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn runs_times_out_and_reports_crashes() {
        let echo = Solution::new("cat", Duration::from_secs(5));
        assert!(matches!(
            echo.check("1 2\n", "1 2\n").unwrap(),
            Verdict::Agrees
        ));
        let crash = Solution::new(
            "echo partial; echo oops >&2; exit 3",
            Duration::from_secs(5),
        );
        match crash.check("", "").unwrap() {
            Verdict::Crashed {
                status,
                code,
                stdout,
                stderr,
            } => {
                assert_eq!(status, "exit status 3");
                assert_eq!(code, Some(3));
                assert_eq!(stdout.shown_lines(), ["partial"]);
                assert_eq!(stderr.shown_lines(), ["oops"]);
            }
            other => panic!("{other:?}"),
        }
        let start = Instant::now();
        let hang = Solution::new("sleep 30; echo late", Duration::from_millis(200));
        assert!(matches!(hang.check("", "").unwrap(), Verdict::TimedOut));
        assert!(start.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn endless_output_is_cut_and_wrong() {
        let start = Instant::now();
        let yes = Solution::new("yes", Duration::from_secs(30));
        match yes.check("", "y\n").unwrap() {
            Verdict::WrongAnswer { actual, line, .. } => {
                assert_eq!(line, Some(2));
                assert!(!actual.complete);
                assert!(actual.total_bytes <= 2 * (64 << 10) + CHUNK as u64 * 2);
            }
            other => panic!("{other:?}"),
        }
        assert!(start.elapsed() < Duration::from_secs(20));
    }

    #[test]
    fn a_background_child_neither_holds_the_run_nor_outlives_it() {
        let start = Instant::now();
        let solution = Solution::new("sleep 30 & cat", Duration::from_secs(20));
        assert!(matches!(
            solution.check("1\n", "1\n").unwrap(),
            Verdict::Agrees
        ));
        assert!(start.elapsed() < Duration::from_secs(10));
        // Output written before the main process exits is read even if a child lingers.
        let solution = Solution::new("(sleep 30; echo late) & echo 1", Duration::from_secs(20));
        assert!(matches!(
            solution.check("", "1\n").unwrap(),
            Verdict::Agrees
        ));
        assert!(start.elapsed() < Duration::from_secs(10));
    }
}
