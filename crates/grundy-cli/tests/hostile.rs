//! Hostile input, as an attacker would try it: endless or random streams on stdin and in
//! `@PATH` files, FIFOs nobody writes, garbage in checkpoints, control characters and megabytes
//! in arguments, absurd sizes, and every case of issue 20 against the command line and the
//! server. Every run goes through `sh -c 'ulimit -v …'` (and `timeout`), so a reader that
//! allocates without bound or waits for ever fails the test instead of the machine; each must
//! end promptly with exactly one line on stderr — escaped, short, the prefix once — and exit
//! status 2.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Virtual memory allowed to one run, in KiB (the binary needs far less for any refusal).
const MEMORY_KIB: u64 = 1 << 20;

/// How long a refusal may take, generously (a shared, loaded machine).
const PROMPT: Duration = Duration::from_secs(60);

/// Runs `grundy args` under the memory limit with `stdin` as standard input (a path such as
/// `/dev/zero`, or `None` for no input), and checks the refusal.
fn refused(args: &[&str], stdin: Option<&str>) -> String {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!(
            "ulimit -v {MEMORY_KIB}; exec timeout {} \"$0\" \"$@\"",
            PROMPT.as_secs()
        ))
        .arg(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    match stdin {
        Some(path) => command.stdin(std::fs::File::open(path).expect("the input exists")),
        None => command.stdin(Stdio::null()),
    };
    let started = Instant::now();
    let output = command.output().expect("sh runs");
    let took = started.elapsed();
    let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8");
    let label = format!("grundy {args:?} < {stdin:?}");
    assert_eq!(output.status.code(), Some(2), "{label}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{label}: one line: {stderr}");
    assert!(stderr.starts_with("grundy: error: "), "{label}: {stderr}");
    assert!(
        !stderr["grundy: error: ".len()..].starts_with("grundy"),
        "{label}: the prefix once: {stderr}"
    );
    assert!(
        !stderr.trim_end().chars().any(char::is_control),
        "{label}: no control character reaches the terminal: {stderr:?}"
    );
    assert!(
        stderr.len() < 1000,
        "{label}: short: {} bytes",
        stderr.len()
    );
    assert!(took < PROMPT, "{label}: took {took:?}");
    stderr
}

#[test]
fn endless_stdin_is_refused_without_reading_it_all() {
    for source in ["/dev/zero", "/dev/urandom"] {
        refused(&["analyze", "--batch"], Some(source));
        refused(&["analyze", "--batch", "--json"], Some(source));
        refused(&["play", "nim(3,4,5)"], Some(source));
        for problem in [
            "hdu2177",
            "hdu1527",
            "hdu1536",
            "hdu1907",
            "hdu1850",
            "luogu2252",
        ] {
            refused(&["judge", problem], Some(source));
        }
    }
    let message = refused(&["analyze", "--batch"], Some("/dev/zero"));
    assert!(message.contains("longer than 16 MiB"), "{message}");
}

#[test]
fn endless_files_are_refused_for_every_number() {
    for source in ["@/dev/zero", "@/dev/urandom"] {
        refused(&["nim", source], None);
        refused(&["nim", "3", source], None);
        refused(&["wythoff", source, "4"], None);
        refused(&["wythoff", "4", source], None);
        refused(&["bash", source, "--max", "3"], None);
        refused(&["bash", "10", "--max", source], None);
        refused(&["fib", source], None);
        refused(&["takeaway", "10", "--k", source], None);
        refused(&["wythoff", "--pair", source], None);
    }
    // A file of digits that never ends is refused at the size limit.
    let dir = std::env::temp_dir().join(format!("grundy-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let big = dir.join("big.txt");
    std::fs::write(&big, "7".repeat((64 << 20) + 1)).expect("write a big file");
    let message = refused(&["nim", &format!("@{}", big.display())], None);
    assert!(message.contains("more than 64 MiB"), "{message}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn garbage_checkpoints_are_refused() {
    for source in ["/dev/zero", "/dev/urandom"] {
        refused(
            &[
                "seq",
                "octal",
                "kayles",
                "--to",
                "100",
                "--checkpoint",
                source,
            ],
            None,
        );
        refused(
            &["seq", "sub", "1,3,4", "--to", "100", "--checkpoint", source],
            None,
        );
    }
}

#[test]
fn echoes_are_escaped_and_short() {
    let message = refused(&["analyze", "nim(3)\n\u{1b}[31mred"], None);
    assert!(message.contains("\\n"), "{message}");
    let message = refused(&["nim", "3\u{7}4"], None);
    assert!(message.contains("\\u{7}"), "{message}");
    // An argument may hold 128 KiB; a file a million digits and more.
    let long = format!("1{}x", "9".repeat(100_000));
    let message = refused(&["wythoff", "1", &long], None);
    assert!(message.len() < 300, "{message}");
    let message = refused(&["analyze", &format!("nim({long})")], None);
    assert!(message.len() < 400, "{message}");
    let message = refused(
        &["analyze", &format!("nim({}) + nom(1)", &long[..100_000])],
        None,
    );
    assert!(message.len() < 400, "{message}");
    let dir = std::env::temp_dir().join(format!("grundy-echo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("digits.txt");
    std::fs::write(&file, format!("{}x", "9".repeat(1_000_000))).expect("write");
    let message = refused(&["wythoff", "1", &format!("@{}", file.display())], None);
    assert!(message.len() < 300, "{message}");
    let _ = std::fs::remove_dir_all(&dir);
    let message = refused(&["judge", "hdu\u{1b}[2J"], None);
    assert!(message.contains("\\u{1b}"), "{message}");
    // A newline in a code, a set or a checkpoint path stays on the one line.
    refused(&["seq", "octal", "0.\n7", "--to", "10"], None);
    refused(&["seq", "sub", "1,\u{1b}3", "--to", "10"], None);
    refused(&["takeaway", "10", "--k", "3/\n2"], None);
}

#[test]
fn absurd_requests_are_refused_at_once_naming_the_limit() {
    let message = refused(
        &["seq", "octal", "kayles", "--to", "10", "--threads", "65535"],
        None,
    );
    assert!(message.contains("at most"), "{message}");
    let message = refused(
        &["seq", "sub", "1,3", "--to", "99999999999999999999999999"],
        None,
    );
    assert!(message.contains("too large"), "{message}");
    let message = refused(&["takeaway", "5", "--k", "1/0"], None);
    assert!(message.contains("denominator is 0"), "{message}");
    let message = refused(&["seq", "sub", "{}", "--to", "5"], None);
    assert!(message.contains("empty subtraction set"), "{message}");
    let message = refused(&["table", "wythoff", "--size", "1000000000"], None);
    assert!(message.contains("16384"), "{message}");
    // Issue 20: past 2^64 the side was clap's "too large to fit", without the limit.
    let message = refused(
        &["table", "wythoff", "--size", "18446744073709551616"],
        None,
    );
    assert!(message.contains("16384"), "{message}");
    // Issue 20: about 2.6·10^10 losing heaps below 10^20 (23.8 GB, then killed).
    for (n, k) in [
        ("100000000000000000000", "1000000000"),
        ("10000000000000000000", "1000000"),
    ] {
        let message = refused(&["takeaway", n, "--k", k], None);
        assert!(message.contains("takeaway_work"), "{message}");
        let message = refused(&["analyze", &format!("takeaway({n},k={k})")], None);
        assert!(message.contains("takeaway_work"), "{message}");
    }
    let message = refused(
        &[
            "takeaway",
            "--k",
            "1000000000",
            "--losing-heaps",
            "1000000000000",
        ],
        None,
    );
    assert!(message.contains("takeaway_work"), "{message}");
    let message = refused(
        &["analyze", "wythoff(1000000,1000000) + nim(3)", "--misere"],
        None,
    );
    assert!(message.contains("exhaustive search allows"), "{message}");
    let message = refused(
        &["seq", "sub", "1,3,4", "--to", "30", "--max-steps", "5"],
        None,
    );
    assert!(message.contains("--max-steps"), "{message}");
    refused(
        &[
            "table",
            "wythoff",
            "--size",
            "5",
            "--plot",
            "x.svg",
            "--plot-kind",
            "sequence",
        ],
        None,
    );
    refused(&["judge", "--list", "extra"], None);
}

/// Issue 20: a FIFO that nobody writes, given as `@PATH`, `--checkpoint` or a certificate,
/// made grundy wait for ever (opening one waits for a writer).
#[test]
fn fifos_nobody_writes_do_not_block() {
    let dir = std::env::temp_dir().join(format!("grundy-fifo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let fifo = dir.join("fifo");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let path = fifo.to_str().unwrap();
    let at = format!("@{path}");
    refused(&["wythoff", &at, "4"], None);
    refused(&["seq", "sub", "1,3,4", "--to", &at], None);
    let message = refused(
        &["seq", "octal", "kayles", "--to", "10", "--checkpoint", path],
        None,
    );
    assert!(message.contains("not a regular file"), "{message}");
    refused(
        &["seq", "sub", "1,3", "--to", "10", "--checkpoint", path],
        None,
    );
    refused(&["verify", path], None);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every number may be `@PATH`, as the README says: `--to` and `--row` were refused.
#[test]
fn options_take_their_numbers_from_files_too() {
    let dir = std::env::temp_dir().join(format!("grundy-at-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let thirty = dir.join("thirty.txt");
    std::fs::write(&thirty, "30\n").unwrap();
    let at = format!("@{}", thirty.display());
    let grundy = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(args)
            .output()
            .expect("grundy runs");
        assert!(
            output.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8(output.stdout).unwrap()
    };
    assert_eq!(
        grundy(&["seq", "sub", "1,3,4", "--to", &at]),
        grundy(&["seq", "sub", "1,3,4", "--to", "30"])
    );
    assert_eq!(
        grundy(&["seq", "octal", "kayles", "--to", &at, "--json"]),
        grundy(&["seq", "octal", "kayles", "--to", "30", "--json"])
    );
    assert_eq!(
        grundy(&["table", "wythoff", "--row", &at, "--to", &at]),
        grundy(&["table", "wythoff", "--row", "30", "--to", "30"])
    );
    assert_eq!(
        grundy(&["table", "wythoff", "--size", &at, "--csv"]),
        grundy(&["table", "wythoff", "--size", "30", "--csv"])
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 20: false certificates that `grundy verify` called "Verified", or that made it panic.
#[test]
fn no_false_certificate_is_verified() {
    let dir = std::env::temp_dir().join(format!("grundy-false-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let kayles = "grundy certificate 1\ngame octal 0.77\nremoves-at-most 2\nleaves-at-most 2\n";
    let subtraction =
        "grundy certificate 1\ngame subtraction 1,3,4\nremoves-at-most 4\nleaves-at-most 1\n";
    let twelve = "values\n0 1 2 3 1 4 3 2 1 4 2 6\n";
    for (i, text) in [
        format!("{kayles}preperiod 9223372036854775808\nperiod 5\nvalues-through 11\n{twelve}"),
        format!("{subtraction}preperiod 18446744073709551615\nperiod 5\nvalues-through 9\nvalues\n0 1 0 1 2 3 2 0 1 0\n"),
        format!("{kayles}preperiod 1\nperiod 9223372036854775808\nvalues-through 3\nvalues\n0 1 2 3\n"),
    ]
    .iter()
    .enumerate()
    {
        let path = dir.join(format!("{i}.cert"));
        std::fs::write(&path, text).unwrap();
        let output = Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -v {MEMORY_KIB}; exec timeout 60 \"$0\" \"$@\""))
            .arg(env!("CARGO_BIN_EXE_grundy"))
            .arg("verify")
            .arg(&path)
            .output()
            .expect("sh runs");
        let stdout = String::from_utf8_lossy(&output.stdout);
        // Since issue 31, too few values for the theorem is "incomplete" (3), not refuted.
        assert_eq!(output.status.code(), Some(3), "{text}: {stdout}");
        assert!(stdout.starts_with("Incomplete (not refuted): "), "{stdout}");
        assert!(output.stderr.is_empty(), "no panic: {}", String::from_utf8_lossy(&output.stderr));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 20 against `grundy serve` as shipped (10 s budget, as many jobs as cores), under
/// `ulimit -v 1 GiB`: every request of the issue gets an answer or a 4xx (422 past a limit or
/// the budget, 429 when every job is taken) within its budget and wait, light requests are
/// answered meanwhile, and the server's peak memory, read from /proc, stays under 1 GiB.
#[test]
fn the_server_answers_every_hostile_request_within_its_budget() {
    use serde_json::json;
    let server = common::serve();
    let heavy = [
        (
            "/api/takeaway",
            json!({"n": "100000000000000000000", "k": "1000000000"}),
        ),
        (
            "/api/analyze",
            json!({"expr": "takeaway(100000000000000000000,k=1000000000)"}),
        ),
        ("/api/table/wythoff", json!({"row": 4095, "to": 4000})),
        (
            "/api/seq/octal",
            json!({"code": format!("0.{}", "f".repeat(200)), "to": 4096}),
        ),
        (
            "/api/seq/octal",
            json!({"code": format!("0.{}", "f".repeat(1000)), "to": 4096}),
        ),
        (
            "/api/analyze",
            json!({"expr": "octal(300,0.77777) + octal(5,0.77777)", "misere": true}),
        ),
    ];
    // Budget, then the wait for a job, then slack for a loaded machine.
    let bound = Duration::from_secs(10 + 5 + 15);
    std::thread::scope(|scope| {
        let server = &server;
        for (path, body) in &heavy {
            scope.spawn(move || {
                let started = Instant::now();
                let (status, answer) = common::post(server, path, body);
                let took = started.elapsed();
                assert!(
                    matches!(status, 200 | 422 | 429),
                    "{path} {body}: {status} {answer}"
                );
                if status != 200 {
                    assert_eq!(answer["answer"], "error", "{answer}");
                }
                assert!(took < bound, "{path} {body}: {took:?}");
            });
        }
        // Meanwhile, light requests are answered, not queued behind the heavy ones.
        std::thread::sleep(Duration::from_millis(500));
        for _ in 0..20 {
            let (status, answer) = common::post(server, "/api/nim", &json!({"heaps": [3, 4, 5]}));
            assert_eq!(status, 200, "{answer}");
        }
    });
    let (status, answer) = common::post(
        &server,
        "/api/takeaway",
        &json!({"n": "100000000000000000000", "k": "1000000000"}),
    );
    assert_eq!(
        (status, &answer["limit"]["name"]),
        (422, &json!("takeaway_work"))
    );
    let peak = server.memory_kb("VmHWM");
    assert!(
        peak < 1 << 20,
        "the server's peak resident memory: {peak} kB"
    );
}

/// `sub(1000000,{1,2,…,n})`, the set written out (as a client sends it).
fn subtraction_to(n: u64) -> String {
    let set: Vec<String> = (1..=n).map(|s| s.to_string()).collect();
    format!("sub(1000000,{{{}}})", set.join(","))
}

/// Issue 32: `grundy analyze "sub(1000000,{1..499})" --misere` aborted at 3.9 GB (exit 134):
/// the exhaustive search bounded the positions of a component but not the options of each.
#[test]
fn issue_32_a_misere_sum_of_many_moves_is_refused_at_once() {
    for (n, moves) in [(499, "499000499"), (30, "30000030")] {
        let expr = subtraction_to(n);
        for extra in [&[][..], &["--json"][..]] {
            let mut args = vec!["analyze", expr.as_str(), "--misere"];
            args.extend_from_slice(extra);
            let message = refused(&args, None);
            assert!(message.contains(moves), "{message}");
            assert!(message.contains("16777216"), "{message}");
        }
    }
}

/// Issue 32 against `grundy serve` under `ulimit -v 1 GiB`: the same sums, by `/api/hint` and
/// `/api/analyze`, aborted the server (650 MB/s until an allocation failed), or with {1..30}
/// answered after 18 s at 2.4 GB. Each is refused (422, naming `search_moves` and the amount)
/// well within the budget; searches at the edge of the limits, more at once than there are
/// jobs, are answered or refused; the server answers afterwards, and its peak memory, read
/// from /proc, stays under 1 GiB (about 330 MB measured).
#[test]
fn issue_32_the_server_refuses_a_misere_sum_of_many_moves_and_stays_up() {
    use serde_json::json;
    let server = common::serve();
    let bound = Duration::from_secs(10 + 5 + 15);
    for (n, moves) in [(499u64, 499 * 1_000_001u64), (30, 30 * 1_000_001)] {
        for path in ["/api/hint", "/api/analyze"] {
            let body = json!({"expr": subtraction_to(n), "misere": true});
            let started = Instant::now();
            let (status, answer) = common::post(&server, path, &body);
            let took = started.elapsed();
            assert_eq!(status, 422, "{path} {n}: {answer}");
            assert_eq!(answer["answer"], "error", "{answer}");
            assert_eq!(answer["limit"]["name"], "search_moves", "{answer}");
            assert_eq!(answer["limit"]["requested"], json!(moves), "{answer}");
            assert!(took < bound, "{path} {n}: {took:?}");
        }
    }
    // Searches at the edge of the limits, as many at once as there are jobs and more: each is
    // answered or refused, and together they stay within the address space.
    std::thread::scope(|scope| {
        let server = &server;
        for n in [9, 9, 10] {
            scope.spawn(move || {
                let set: Vec<String> = (1..=n).map(|s| s.to_string()).collect();
                let expr = format!("sub(1000000,{{{}}})", set.join(","));
                let body = json!({"expr": expr, "misere": true});
                let started = Instant::now();
                let (status, answer) = common::post(server, "/api/analyze", &body);
                assert!(matches!(status, 200 | 422 | 429), "{n}: {status} {answer}");
                assert!(started.elapsed() < bound, "{n}: {:?}", started.elapsed());
            });
        }
    });
    let (status, answer) = common::post(&server, "/api/nim", &json!({"heaps": [3, 4, 5]}));
    assert_eq!(status, 200, "the server is still up: {answer}");
    let peak = server.memory_kb("VmHWM");
    println!("issue 32: the server's peak resident memory: {peak} kB");
    assert!(
        peak < 1 << 20,
        "the server's peak resident memory: {peak} kB"
    );
}

/// Issue 32 (3): 400 to 1,000 silent sockets from one address that reconnect as soon as they
/// are closed kept every other client of `grundy serve` out for 28 s to over 30 s (a cap of 256
/// and the listen backlog, no limit per peer). As shipped, one address now holds at most its
/// share, its idle connections are closed for its new ones, and a client from another address
/// (127.0.0.2: Linux routes all of 127.0.0.0/8 to the loopback) is served meanwhile. The flood
/// is bounded: 1,000 sockets for at most 8 s, on 4 threads, stopping by itself.
#[cfg(target_os = "linux")]
#[test]
fn a_reconnecting_flood_from_one_address_leaves_others_served() {
    use std::io::{Read, Write};
    use std::net::{SocketAddr, TcpStream};
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

    const SOCKETS: usize = 1000;
    const THREADS: usize = 4;
    const FLOOD_FOR: Duration = Duration::from_secs(8);
    let server = common::serve();
    let addr: SocketAddr = server.addr.parse().unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let opened = Arc::new(AtomicU64::new(0));
    let deadline = Instant::now() + FLOOD_FOR;
    let flood: Vec<_> = (0..THREADS)
        .map(|_| {
            let (stop, opened) = (Arc::clone(&stop), Arc::clone(&opened));
            std::thread::spawn(move || {
                let mut sockets: Vec<Option<TcpStream>> =
                    (0..SOCKETS / THREADS).map(|_| None).collect();
                let mut buffer = [0u8; 512];
                while !stop.load(Ordering::Relaxed) && Instant::now() < deadline {
                    for slot in &mut sockets {
                        match slot {
                            // Closed (or never opened): open it again at once, say nothing.
                            None => {
                                if let Ok(stream) =
                                    TcpStream::connect_timeout(&addr, Duration::from_millis(200))
                                {
                                    let _ = stream.set_nonblocking(true);
                                    opened.fetch_add(1, Ordering::Relaxed);
                                    *slot = Some(stream);
                                }
                            }
                            Some(stream) => match stream.read(&mut buffer) {
                                Ok(0) => *slot = None,
                                Ok(_) => {}
                                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                                Err(_) => *slot = None,
                            },
                        }
                    }
                    std::thread::sleep(Duration::from_millis(1));
                }
            })
        })
        .collect();
    // Once the flood is under way, another address asks five times, half a second apart.
    std::thread::sleep(Duration::from_millis(1500));
    let flooded = opened.load(Ordering::Relaxed);
    let asking = Instant::now();
    let mut took = Vec::new();
    for ask in 0..5 {
        if ask > 0 {
            std::thread::sleep(Duration::from_millis(500));
        }
        let started = Instant::now();
        let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None)
            .expect("a socket");
        socket
            .bind(&SocketAddr::from(([127, 0, 0, 2], 0)).into())
            .expect("127.0.0.2 is a loopback address");
        socket
            .connect_timeout(&addr.into(), Duration::from_secs(20))
            .expect("connected beside the flood");
        let mut stream = TcpStream::from(socket);
        stream
            .set_read_timeout(Some(Duration::from_secs(20)))
            .unwrap();
        stream
            .write_all(b"GET /api/health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
            .unwrap();
        let mut reply = String::new();
        let _ = stream.read_to_string(&mut reply);
        assert!(reply.starts_with("HTTP/1.1 200"), "{reply:?}");
        took.push(started.elapsed());
    }
    let during = opened.load(Ordering::Relaxed) - flooded;
    let asked_for = asking.elapsed();
    stop.store(true, Ordering::Relaxed);
    for thread in flood {
        thread.join().unwrap();
    }
    let slowest = took.iter().max().copied().unwrap_or_default();
    println!(
        "beside a flood of {SOCKETS} reconnecting sockets ({flooded} connections in its first \
         1.5 s, {during} more in the {asked_for:?} of the asking), 127.0.0.2 was answered in \
         {took:?} (slowest {slowest:?})"
    );
    // The flood went on while the other address asked (it did not stall on its own).
    assert!(during > 0, "the flood stalled");
    // Generous: a shared, loaded machine. Before, no answer came for 28 s or more.
    assert!(slowest < Duration::from_secs(5), "{took:?}");
    // The server itself is fine afterwards.
    let (status, _) = common::post(
        &server,
        "/api/nim",
        &serde_json::json!({"heaps": [3, 4, 5]}),
    );
    assert_eq!(status, 200);
}

/// Whether process `pid` has ended (or is a zombie, dead but not yet reaped).
#[cfg(target_os = "linux")]
fn ended(pid: i32) -> bool {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"));
    stat.map_or(true, |stat| {
        stat.rsplit(')')
            .next()
            .is_some_and(|s| s.trim_start().starts_with('Z'))
    })
}

/// The live processes whose command line is exactly `args`.
#[cfg(target_os = "linux")]
fn running(args: &[&str]) -> Vec<i32> {
    let wanted: Vec<u8> = args
        .iter()
        .flat_map(|a| [a.as_bytes(), b"\0"].concat())
        .collect();
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<i32>().ok())
        .filter(|&pid| std::fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|c| c == wanted))
        .filter(|&pid| !ended(pid))
        .collect()
}

/// Issue 32 (4): `grundy stress` killed the solution's whole tree on Ctrl-C and at the end of
/// each case, but SIGTERM and SIGHUP ended grundy at once and left a child that had called
/// `setsid` running. Each signal now ends the run as Ctrl-C does, and grundy exits with status
/// 128 + the signal. The solution's processes block no signal (grundy blocks these in its
/// threads to take them with sigwait; its children must not inherit that).
#[cfg(target_os = "linux")]
#[test]
fn stress_leaves_nothing_behind_on_sigterm_and_sighup() {
    use nix::sys::signal::{Signal, kill};
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile/stress_signals");
    std::fs::create_dir_all(&dir).unwrap();
    for (n, signal) in [(1, Signal::SIGTERM), (2, Signal::SIGHUP)] {
        // Sleep times no other process uses: the marks of the process that left the group and
        // of one that stayed.
        let marker = format!("432.{}{n}", std::process::id());
        let stayed = format!("433.{}{n}", std::process::id());
        let pids = dir.join(format!("pids{n}"));
        let _ = std::fs::remove_file(&pids);
        let command = format!(
            "setsid sleep {marker} >/dev/null 2>&1 </dev/null & echo $! >> '{pids}'; \
             sleep {stayed} & echo $! >> '{pids}'; wait",
            pids = pids.display(),
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
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let started = Instant::now();
        let mut in_group = Vec::new();
        while in_group.is_empty() || running(&["sleep", &marker]).is_empty() {
            assert!(started.elapsed() < PROMPT, "the solution did not start");
            std::thread::sleep(Duration::from_millis(20));
            in_group = running(&["sleep", &stayed]);
        }
        // The mask a process of the solution inherited (a shell's own varies while it forks).
        let status = std::fs::read_to_string(format!("/proc/{}/status", in_group[0])).unwrap();
        let mask = status
            .lines()
            .find(|l| l.starts_with("SigBlk:"))
            .map(str::to_owned);
        kill(nix::unistd::Pid::from_raw(grundy.id() as i32), Some(signal)).unwrap();
        let status = loop {
            if let Some(status) = grundy.try_wait().unwrap() {
                break status;
            }
            assert!(
                started.elapsed() < PROMPT,
                "grundy did not stop on {signal}"
            );
            std::thread::sleep(Duration::from_millis(20));
        };
        let left = |pids: &Path| -> Vec<i32> {
            let mut left: Vec<i32> = std::fs::read_to_string(pids)
                .unwrap_or_default()
                .lines()
                .filter_map(|line| line.trim().parse().ok())
                .filter(|&pid| !ended(pid))
                .collect();
            left.extend(running(&["sleep", &marker]));
            left.extend(running(&["sleep", &stayed]));
            left
        };
        // The sweep is over before grundy exits; a moment for the killed to be reaped by init.
        let ended_at = Instant::now();
        while !left(&pids).is_empty() && ended_at.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(50));
        }
        let survivors = left(&pids);
        for &pid in &survivors {
            let _ = kill(nix::unistd::Pid::from_raw(pid), Signal::SIGKILL);
        }
        assert!(survivors.is_empty(), "{signal}: left {survivors:?} running");
        assert_eq!(status.code(), Some(128 + signal as i32), "{signal}");
        assert_eq!(
            mask.as_deref(),
            Some("SigBlk:\t0000000000000000"),
            "{signal}"
        );
    }
}

/// Issue 32, item 6: a census database is input. Rows tampered with by another program (a
/// false certificate behind a "solved", text and a negative number in integer columns) are
/// reported, never listed as proven, never a crash, and computed again on resume; a database
/// another process holds locked is a one-line refusal within `--lock-wait`, not a hang.
#[test]
fn a_tampered_or_locked_census_database_is_refused_or_reported_never_trusted() {
    use grundy::report::{CensusReport, CensusStatus};

    let dir = std::env::temp_dir().join(format!("grundy-census-input-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join("c.sqlite");
    let db = path.to_str().expect("utf-8");
    let census = ["census", "0.45", "0.6", "0.77", "--to", "2000", "--db", db];
    let first: CensusReport = common::json(&[&census[..], &["--json"]].concat());
    assert!(first.problems.is_empty());
    let tamper = |sql: &str| {
        rusqlite::Connection::open(&path)
            .expect("the database opens")
            .execute_batch(sql)
            .expect("the change is made");
    };
    // 0.45 (solved, preperiod 498, period 20) keeps its claim, one value of its certificate
    // changed; 0.6 (open) set to solved by a certificate of zeros; text and a negative number.
    tamper(
        "UPDATE games SET certificate = replace(certificate, '\nvalues\n0 0 1 1 ',
            '\nvalues\n0 0 5 1 ') WHERE code = '0.45';
         UPDATE games SET status = 'solved', preperiod = 0, period = 1, largest = 0,
            largest_at = 0, certificate =
            'grundy certificate 1\ngame octal 0.6\nremoves-at-most 1\nleaves-at-most 2\n' ||
            'preperiod 0\nperiod 1\nvalues-through 4\nvalues\n0 0 0 0 0\n' WHERE code = '0.6';
         UPDATE games SET largest_at = 'here', misere_order = -4 WHERE code = '0.77';",
    );
    let listed: CensusReport = common::json(&["census", "--db", db, "--json"]);
    let statuses: Vec<(&str, CensusStatus, bool)> = listed
        .games
        .iter()
        .map(|row| (row.code.as_str(), row.status, row.certificate))
        .collect();
    assert_eq!(
        statuses,
        [
            ("0.6", CensusStatus::Open, false),
            ("0.45", CensusStatus::Open, false)
        ]
    );
    let problems: Vec<&str> = listed.problems.iter().map(|p| p.problem.as_str()).collect();
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(
        problems[0].contains("g(2) is 1 by the rules, not 0"),
        "{problems:?}"
    );
    assert!(
        problems[1].contains("g(2) is 1 by the rules, not 5"),
        "{problems:?}"
    );
    assert!(
        problems[2].starts_with("column largest_at holds text 'here'; it takes an integer"),
        "{problems:?}"
    );
    // No certificate of a claim that does not hold is written out.
    let certs = dir.join("certs");
    common::stdout_of(&[
        "census",
        "--db",
        db,
        "--certificates",
        certs.to_str().unwrap(),
    ]);
    assert!(!certs.join("0.45.cert").exists() && !certs.join("0.6.cert").exists());
    // The text table says so too, and the CSV on standard error, one line each.
    let text = common::stdout_of(&["census", "--db", db]);
    assert!(
        text.contains("3 rows not listed as the database holds them:"),
        "{text}"
    );
    let csv = common::grundy(&["census", "--db", db, "--format", "csv"]);
    assert_eq!(csv.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&csv.stderr).lines().count(), 3);
    // Resumed: the three games computed again, as the first run had them.
    let resumed: CensusReport = common::json(&[&census[..], &["--json"]].concat());
    assert!(resumed.problems.is_empty(), "{:?}", resumed.problems);
    let without_seconds = |report: &CensusReport| {
        let mut rows = report.games.clone();
        rows.iter_mut().for_each(|row| row.seconds = 0.0);
        rows
    };
    assert_eq!(without_seconds(&resumed), without_seconds(&first));

    // Another process holds the database locked: refused within --lock-wait, exit status 2.
    tamper(
        "UPDATE games SET certificate = certificate || '
' WHERE code = '0.77'",
    );
    let holder = rusqlite::Connection::open(&path).expect("the database opens");
    holder.execute_batch("BEGIN EXCLUSIVE").expect("the lock");
    let started = Instant::now();
    let message = refused(
        &[
            "census",
            "0.1",
            "--to",
            "100",
            "--db",
            db,
            "--lock-wait",
            "1",
        ],
        None,
    );
    assert!(
        message.contains("is locked by another process") && message.contains(db),
        "{message}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "{:?}",
        started.elapsed()
    );
    // With the default wait too (10 s).
    let message = refused(&["census", "0.1", "--to", "100", "--db", db], None);
    assert!(message.contains("--lock-wait"), "{message}");
    // Reading is not writing: in WAL mode the table is printed meanwhile, the claim changed
    // before the lock listed as not checked yet (its verdict cannot be written).
    let listed: CensusReport = common::json(&["census", "--db", db, "--lock-wait", "1", "--json"]);
    assert_eq!(listed.games.len(), 3);
    assert_eq!(listed.problems.len(), 1, "{:?}", listed.problems);
    assert!(
        listed.problems[0].problem.contains("not checked yet"),
        "{:?}",
        listed.problems
    );
    drop(holder);
    let _ = std::fs::remove_dir_all(&dir);
}
