//! Running a solution: `sh -c CMD` with the input on stdin, under a time limit, and comparing
//! its output with grundy's.
//!
//! The solution runs in a process group of its own, so that a timeout kills the shell and
//! everything it started. stdin is written and stdout/stderr are read on threads, so a solution
//! that does not read its input, or prints a lot, cannot deadlock the runner.
//!
//! Outputs are compared line by line, ignoring trailing whitespace at the end of each line and a
//! missing final newline (what most judges forgive); anything else is a wrong answer.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use super::show::quote;
use crate::error::CliError;
use crate::judges::Problem;

/// Output kept from a solution: more is read and dropped (and the answer is then wrong).
const STDOUT_LIMIT: usize = 64 << 20;
const STDERR_LIMIT: usize = 4 << 10;

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
    /// A different output; `line` is the first line (from 1) that differs.
    WrongAnswer {
        expected: String,
        actual: String,
        line: usize,
    },
    /// The solution exited with a failure status or was killed by a signal.
    Crashed {
        status: String,
        stderr: String,
        stdout: String,
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

/// The lines that are compared: trailing whitespace dropped, no empty line for a final newline.
fn comparable_lines(output: &str) -> Vec<&str> {
    output.lines().map(str::trim_end).collect()
}

/// The first line (from 1) where the outputs differ, if any.
pub fn first_difference(expected: &str, actual: &str) -> Option<usize> {
    let (expected, actual) = (comparable_lines(expected), comparable_lines(actual));
    if expected == actual {
        return None;
    }
    let common = expected
        .iter()
        .zip(&actual)
        .take_while(|(e, a)| e == a)
        .count();
    Some(common + 1)
}

/// A run that ended within the time limit.
struct Finished {
    status: ExitStatus,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

/// A solution command and its time limit.
pub struct Solution {
    command: String,
    timeout: Duration,
}

impl Solution {
    /// `command` is run by `sh -c`.
    pub fn new(command: &str, timeout: Duration) -> Solution {
        Solution {
            command: command.to_string(),
            timeout,
        }
    }

    /// Runs the solution on `input` and compares its output with `expected`.
    pub fn check(&self, input: &str, expected: &str) -> Result<Verdict, CliError> {
        let Some(Finished {
            status,
            stdout,
            stderr,
        }) = self.run(input)?
        else {
            return Ok(Verdict::TimedOut);
        };
        let stdout = String::from_utf8_lossy(&stdout).into_owned();
        if !status.success() {
            return Ok(Verdict::Crashed {
                status: describe(status),
                stderr: String::from_utf8_lossy(&stderr).into_owned(),
                stdout,
            });
        }
        Ok(match first_difference(expected, &stdout) {
            None => Verdict::Agrees,
            Some(line) => Verdict::WrongAnswer {
                expected: expected.to_string(),
                actual: stdout,
                line,
            },
        })
    }

    /// Exit status, stdout and stderr; `None` if the time limit passed (the solution is killed).
    fn run(&self, input: &str) -> Result<Option<Finished>, CliError> {
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(&self.command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command.spawn().map_err(|e| {
            CliError::System(format!(
                "cannot start sh to run the solution {}: {e}; grundy stress runs the \
                 --solution command with sh -c",
                quote(&self.command)
            ))
        })?;
        if let Some(mut stdin) = child.stdin.take() {
            let input = input.as_bytes().to_vec();
            // A solution may exit without reading its input: a broken pipe is not an error.
            thread::spawn(move || {
                let _ = stdin.write_all(&input);
            });
        }
        let stdout = child.stdout.take().map(|pipe| drain(pipe, STDOUT_LIMIT));
        let stderr = child.stderr.take().map(|pipe| drain(pipe, STDERR_LIMIT));
        let status = wait_until(&mut child, Instant::now() + self.timeout)?;
        // After a timeout the group is dead and the pipes close; a process that left the group
        // could hold them open, so collecting the output waits a little, then gives up.
        let grace = Duration::from_millis(if status.is_some() { 5_000 } else { 500 });
        let collect = |pipe: Option<mpsc::Receiver<Vec<u8>>>| {
            pipe.and_then(|rx| rx.recv_timeout(grace).ok())
                .unwrap_or_default()
        };
        let (stdout, stderr) = (collect(stdout), collect(stderr));
        Ok(status.map(|status| Finished {
            status,
            stdout,
            stderr,
        }))
    }
}

/// Reads a pipe to its end on a thread, keeping at most `limit` bytes.
fn drain(mut pipe: impl Read + Send + 'static, limit: usize) -> mpsc::Receiver<Vec<u8>> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buffer = [0u8; 1 << 16];
        while let Ok(n) = pipe.read(&mut buffer) {
            if n == 0 {
                break;
            }
            let room = limit.saturating_sub(kept.len());
            kept.extend_from_slice(&buffer[..n.min(room)]);
        }
        let _ = tx.send(kept);
    });
    rx
}

/// Waits for the child until `deadline`; past it, kills the child's process group and returns
/// `None`.
fn wait_until(child: &mut Child, deadline: Instant) -> Result<Option<ExitStatus>, CliError> {
    let mut pause = Duration::from_micros(200);
    loop {
        if let Some(status) = child.try_wait().map_err(wait_error)? {
            return Ok(Some(status));
        }
        let now = Instant::now();
        if now >= deadline {
            kill_group(child);
            let _ = child.wait();
            return Ok(None);
        }
        thread::sleep(pause.min(deadline - now));
        pause = (pause * 2).min(Duration::from_millis(10));
    }
}

fn wait_error(error: std::io::Error) -> CliError {
    CliError::Usage(format!("cannot wait for the solution: {error}"))
}

/// Kills the child and (on Unix) its whole process group: `sh -c` may have started the solution
/// as a grandchild. Without `unsafe` there is no killpg(2), so the group is killed by kill(1).
fn kill_group(child: &mut Child) {
    #[cfg(unix)]
    {
        let _ = Command::new("kill")
            .args(["-s", "KILL", "--", &format!("-{}", child.id())])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
    let _ = child.kill();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trailing_whitespace_and_final_newline_are_forgiven() {
        assert_eq!(first_difference("1\n0\n", "1  \n0"), None);
        assert_eq!(first_difference("1\n0\n", "1\r\n0\r\n"), None);
        assert_eq!(first_difference("1\n0\n", "1\n1\n"), Some(2));
        assert_eq!(first_difference("1\n0\n", "1\n"), Some(2));
        assert_eq!(first_difference("1\n", "1\n\n"), Some(2));
        assert_eq!(first_difference("a b\n", " a b\n"), Some(1));
    }

    #[cfg(unix)]
    #[test]
    fn runs_times_out_and_reports_crashes() {
        let echo = Solution::new("cat", Duration::from_secs(5));
        assert!(matches!(
            echo.check("1 2\n", "1 2\n").unwrap(),
            Verdict::Agrees
        ));
        let crash = Solution::new("exit 3", Duration::from_secs(5));
        match crash.check("", "").unwrap() {
            Verdict::Crashed { status, .. } => assert_eq!(status, "exit status 3"),
            other => panic!("{other:?}"),
        }
        let start = Instant::now();
        let hang = Solution::new("sleep 30; echo late", Duration::from_millis(200));
        assert!(matches!(hang.check("", "").unwrap(), Verdict::TimedOut));
        assert!(start.elapsed() < Duration::from_secs(5));
    }
}
