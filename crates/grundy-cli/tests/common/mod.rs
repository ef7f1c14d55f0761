//! Helpers shared by the CLI test binaries: run the built `grundy` and check the output contract.

// Each test binary compiles this module on its own and uses only some of the helpers.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Output, Stdio};

use serde_json::Value;

/// The built binary, with no locale (so English, whatever the tests' environment says).
pub fn english() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_grundy"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    command
}

/// Runs the built binary with `args` and no standard input.
pub fn grundy(args: &[&str]) -> Output {
    english()
        .args(args)
        .output()
        .expect("the grundy binary runs")
}

/// Runs the built binary with `args`, writing `input` to its standard input (from a thread of
/// its own, so a large input never blocks on a full pipe). A run may stop reading early (a bad
/// line, the end of a game): a closed pipe is not a failure here.
pub fn grundy_with_input(args: &[&str], input: &[u8]) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = english()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the grundy binary runs");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("grundy finishes");
    writer.join().expect("the stdin writer");
    output
}

/// The standard output of a successful run; a piped run must say nothing on stderr.
pub fn stdout_of(args: &[&str]) -> String {
    let output = grundy(args);
    assert!(
        output.status.success(),
        "grundy {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.stderr.is_empty(), "piped runs are silent on stderr");
    String::from_utf8(output.stdout).expect("utf-8 output")
}

/// The one-line error of a run that must fail with status 2 and print nothing on stdout.
pub fn error_of(args: &[&str]) -> String {
    let output = grundy(args);
    assert_eq!(output.status.code(), Some(2), "grundy {args:?} should fail");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).expect("utf-8 error");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(stderr.starts_with("grundy: error: "), "{stderr}");
    stderr
}

/// The folder of the checked-in JSON Schemas, one per answer kind.
pub fn schema_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/schema")
}

/// Checks one JSON answer against the checked-in JSON Schema its `answer` field names.
pub fn validate(value: &serde_json::Value) {
    let kind = value["answer"]
        .as_str()
        .unwrap_or_else(|| panic!("an answer names its kind: {value}"));
    let path = schema_dir().join(format!("{kind}.schema.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let schema: serde_json::Value = serde_json::from_str(&text).expect("a schema is JSON");
    let validator = jsonschema::validator_for(&schema).expect("a valid JSON Schema");
    let errors: Vec<String> = validator
        .iter_errors(value)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{kind}: {errors:?}\n{value}");
}

/// One line of JSON output: checked against its schema, then read into its typed report.
pub fn answer<T: serde::de::DeserializeOwned>(line: &str) -> T {
    let value: serde_json::Value =
        serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"));
    validate(&value);
    serde_json::from_str(line).unwrap_or_else(|e| panic!("not the typed answer ({e}): {line}"))
}

/// The one JSON answer that `grundy args` prints (checked against its schema).
pub fn json<T: serde::de::DeserializeOwned>(args: &[&str]) -> T {
    let text = stdout_of(args);
    assert_eq!(text.lines().count(), 1, "one JSON line: {text}");
    answer(text.trim_end())
}

/// `grundy serve` on a free port, run under `ulimit -v 1 GiB` (what every route must stay
/// within), ended when dropped.
pub struct Serve {
    pub child: Child,
    pub addr: String,
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Serve {
    /// A line of the server's `/proc/PID/status`, in kB: `VmHWM` (its peak resident memory),
    /// `VmRSS`.
    pub fn memory_kb(&self, key: &str) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("the server's /proc status");
        status
            .lines()
            .find_map(|line| line.strip_prefix(key)?.strip_prefix(':'))
            .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or_else(|| panic!("{key} in {status}"))
    }
}

pub fn serve() -> Serve {
    serve_with(&[])
}

/// `grundy serve --port 0 ARGS...`, as [`serve`].
pub fn serve_with(args: &[&str]) -> Serve {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 1048576; exec \"$0\" serve --port 0 \"$@\"")
        .arg(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("grundy serve starts");
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut line = String::new();
    stderr.read_line(&mut line).unwrap();
    // "grundy serve: open http://127.0.0.1:PORT/ (Ctrl-C to stop)"
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("the first line names the address: {line}"))
        .to_string();
    Serve { child, addr }
}

/// POSTs `body` to `path`; the status and the JSON answer.
pub fn post(server: &Serve, path: &str, body: &Value) -> (u16, Value) {
    let mut stream = TcpStream::connect(&server.addr).unwrap();
    let body = body.to_string();
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut reply = String::new();
    stream.read_to_string(&mut reply).unwrap();
    let (head, body) = reply.split_once("\r\n\r\n").expect("a reply with a body");
    let status = head[9..12].parse().unwrap();
    (status, serde_json::from_str(body).expect("a JSON answer"))
}
