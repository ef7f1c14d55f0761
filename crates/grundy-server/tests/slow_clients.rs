//! Slow and silent clients over real TCP: their bodies and headers are timed out, and the
//! server keeps answering everyone else meanwhile.

use std::time::{Duration, Instant};

use grundy_server::{Config, Server};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

async fn start(config: Config) -> std::net::SocketAddr {
    let server = Server::bind("127.0.0.1:0".parse().unwrap(), config)
        .await
        .unwrap();
    let addr = server.local_addr();
    tokio::spawn(server.run());
    addr
}

/// Everything the server sends until it closes the connection (or `wait` passes).
async fn read_all(stream: &mut TcpStream, wait: Duration) -> String {
    let mut bytes = Vec::new();
    let _ = tokio::time::timeout(wait, stream.read_to_end(&mut bytes)).await;
    String::from_utf8_lossy(&bytes).into_owned()
}

async fn analyze(addr: std::net::SocketAddr) -> String {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let body = r#"{"expr": "nim(3,4,5)"}"#;
    let request = format!(
        "POST /api/analyze HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    read_all(&mut stream, Duration::from_secs(10)).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_bodies_get_408_silent_headers_are_cut_and_others_are_answered() {
    let config = Config {
        body_timeout: Duration::from_millis(500),
        header_timeout: Duration::from_millis(500),
        ..Config::default()
    };
    let addr = start(config).await;
    // Many clients that promise a body and never send it, and many that never finish their
    // headers.
    let mut silent = Vec::new();
    for i in 0..100 {
        let mut stream = TcpStream::connect(addr).await.unwrap();
        let head = if i % 2 == 0 {
            "POST /api/analyze HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n\
             Content-Length: 100\r\n\r\n{\"expr\""
        } else {
            "POST /api/analyze HTTP/1.1\r\nHost: te"
        };
        stream.write_all(head.as_bytes()).await.unwrap();
        silent.push(stream);
    }
    // Meanwhile, others are answered at once.
    let started = Instant::now();
    let answer = analyze(addr).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains(r#""answer":"sum""#), "{answer}");
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    // The slow ones are ended: 408 with the error object for a body, a closed connection
    // for headers.
    for (i, stream) in silent.iter_mut().enumerate() {
        let reply = read_all(stream, Duration::from_secs(5)).await;
        if i % 2 == 0 {
            assert!(reply.starts_with("HTTP/1.1 408"), "{reply}");
            assert!(reply.contains(r#""kind":"timeout""#), "{reply}");
        } else {
            assert!(!reply.contains("200 OK"), "{reply}");
        }
    }
    assert!(started.elapsed() < Duration::from_secs(10));
    assert!(analyze(addr).await.starts_with("HTTP/1.1 200"));
}

/// A GET of `/api/health` on a fresh connection: its whole answer.
async fn health(addr: std::net::SocketAddr) -> String {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    read_all(&mut stream, Duration::from_secs(10)).await
}

/// Issue 20: 260 connections that never sent a byte locked everyone out for as long as they
/// stayed; hyper-util's protocol detection had no timer. Now each is closed at the header
/// timeout, and so is a keep-alive connection left idle after its answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn silent_and_idle_connections_are_closed_and_the_server_stays_open() {
    let config = Config {
        header_timeout: Duration::from_millis(500),
        max_connections: 16,
        ..Config::default()
    };
    let addr = start(config).await;
    // More silent connections than the server serves at once.
    let mut silent = Vec::new();
    for _ in 0..40 {
        silent.push(TcpStream::connect(addr).await.unwrap());
    }
    // A keep-alive connection that asks once, then says nothing more.
    let mut idle = TcpStream::connect(addr).await.unwrap();
    idle.write_all(b"GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n")
        .await
        .unwrap();
    // A good client is answered once the silent ones are closed.
    let answer = tokio::time::timeout(Duration::from_secs(20), health(addr))
        .await
        .expect("answered while silent connections are held");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    // Each silent one was closed by the server (end of stream, nothing sent).
    for stream in &mut silent {
        let mut byte = [0u8; 1];
        let read = tokio::time::timeout(Duration::from_secs(10), stream.read(&mut byte)).await;
        assert!(matches!(read, Ok(Ok(0)) | Ok(Err(_))), "{read:?}");
    }
    let reply = read_all(&mut idle, Duration::from_secs(10)).await;
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
    assert_eq!(reply.matches("HTTP/1.1").count(), 1, "{reply}");
}

/// A client that asks for a large answer and never reads it is cut off once the answer's
/// writes have stalled for the write timeout, instead of holding the connection for ever.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_does_not_read_its_answer_is_cut_off() {
    let config = Config {
        write_timeout: Duration::from_millis(500),
        ..Config::default()
    };
    let addr = start(config).await;
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let mut stream = socket.connect(addr).await.unwrap();
    // The 1024 × 1024 table: about 5 MB of JSON, more than the socket buffers hold.
    let body = r#"{"size": 1024}"#;
    let request = format!(
        "POST /api/table/wythoff HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    tokio::time::sleep(Duration::from_secs(4)).await;
    let mut bytes = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(20), stream.read_to_end(&mut bytes)).await;
    assert!(read.is_ok(), "the connection is still open");
    let text = String::from_utf8_lossy(&bytes);
    let length: usize = text
        .lines()
        .find_map(|l| l.strip_prefix("content-length: "))
        .and_then(|n| n.trim().parse().ok())
        .expect("an answer was begun");
    assert!(bytes.len() < length, "{} of {length} bytes", bytes.len());
}

/// Issue 20: hyper's own refusals (a request it cannot read, a target or headers too long)
/// had empty bodies; every refusal carries the contract's error object.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_hyper_cannot_read_get_the_json_error() {
    let addr = start(Config::default()).await;
    let long_target = format!("GET /{} HTTP/1.1\r\nHost: test\r\n\r\n", "a".repeat(70_000));
    let many_headers = format!(
        "GET /api/health HTTP/1.1\r\nHost: test\r\n{}\r\n",
        (0..200)
            .map(|i| format!("x-h{i}: {i}\r\n"))
            .collect::<String>()
    );
    for (request, status) in [
        ("GARBAGE\r\n\r\n".to_string(), "400"),
        (
            "GET / HTTP/1.1\r\nHost: test\r\nBad Header\r\n\r\n".to_string(),
            "400",
        ),
        (long_target, "414"),
        (many_headers, "431"),
    ] {
        let mut stream = TcpStream::connect(addr).await.unwrap();
        stream.write_all(request.as_bytes()).await.unwrap();
        let reply = read_all(&mut stream, Duration::from_secs(10)).await;
        assert!(reply.starts_with(&format!("HTTP/1.1 {status} ")), "{reply}");
        assert!(reply.contains("content-type: application/json"), "{reply}");
        let body = reply.split("\r\n\r\n").nth(1).unwrap_or("");
        let error: serde_json::Value = serde_json::from_str(body).expect("a JSON body");
        assert_eq!(error["answer"], "error", "{reply}");
        assert_eq!(error["kind"], "invalid_request", "{reply}");
        assert!(
            error["error"].as_str().is_some_and(|e| e.len() > 20),
            "{reply}"
        );
    }
    // The server is fine.
    assert!(health(addr).await.starts_with("HTTP/1.1 200"));
}

/// `application/json` with parameters is JSON (`application/jsonx` is not: see tests/api.rs).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_with_a_charset_is_json() {
    let addr = start(Config::default()).await;
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let body = r#"{"heaps": [3, 4, 5]}"#;
    let request = format!(
        "POST /api/nim HTTP/1.1\r\nHost: test\r\nContent-Type: application/json; charset=utf-8\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let reply = read_all(&mut stream, Duration::from_secs(10)).await;
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
}

/// A connection from `local` (another loopback address is another peer: Linux routes all of
/// 127.0.0.0/8 to the loopback).
async fn connect_from(local: &str, addr: std::net::SocketAddr) -> TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{local}:0").parse().unwrap()).unwrap();
    socket.connect(addr).await.unwrap()
}

/// A GET of `/api/health` from `local`: its whole answer.
async fn health_from(local: &str, addr: std::net::SocketAddr) -> String {
    let mut stream = connect_from(local, addr).await;
    stream
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    read_all(&mut stream, Duration::from_secs(10)).await
}

/// Issue 32: with every place taken by silent connections, a new client waited for the header
/// timeout to free one (and a flood that reconnected took each freed place first). Now the
/// oldest idle connection of the address with the most is closed for it at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_server_closes_an_idle_connection_of_the_busiest_address_for_a_newcomer() {
    let config = Config {
        max_connections: 16,
        ..Config::default()
    };
    let addr = start(config).await;
    let mut silent = Vec::new();
    for _ in 0..40 {
        silent.push(connect_from("127.0.0.1", addr).await);
    }
    let started = Instant::now();
    let answer = tokio::time::timeout(Duration::from_secs(5), health_from("127.0.0.2", addr))
        .await
        .expect("answered long before the 10 s header timeout");
    println!(
        "answered in {:?} beside 40 silent connections",
        started.elapsed()
    );
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    // The first of the silent ones were closed to make room, with nothing sent.
    let mut byte = [0u8; 1];
    let read = tokio::time::timeout(Duration::from_secs(5), silent[0].read(&mut byte)).await;
    assert!(matches!(read, Ok(Ok(0)) | Ok(Err(_))), "{read:?}");
}

/// Issue 32: one address may hold `max_connections_per_peer` connections; when all of them
/// are busy, another from it is refused with 429 and the error object, and another address is
/// served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_whose_connections_are_all_busy_is_refused_and_another_is_served() {
    let config = Config {
        max_connections_per_peer: 4,
        body_timeout: Duration::from_secs(5),
        ..Config::default()
    };
    let addr = start(config).await;
    // Four connections, each busy receiving a body that never comes.
    let mut busy = Vec::new();
    for _ in 0..4 {
        let mut stream = connect_from("127.0.0.1", addr).await;
        stream
            .write_all(
                b"POST /api/analyze HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n\
                  Content-Length: 100\r\n\r\n{\"expr\"",
            )
            .await
            .unwrap();
        busy.push(stream);
    }
    // Time for the server to read their heads.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut fifth = connect_from("127.0.0.1", addr).await;
    let reply = read_all(&mut fifth, Duration::from_secs(5)).await;
    assert!(reply.starts_with("HTTP/1.1 429 "), "{reply}");
    let body = reply.split("\r\n\r\n").nth(1).unwrap_or("");
    let error: serde_json::Value = serde_json::from_str(body).expect("a JSON body");
    assert_eq!(error["kind"], "busy", "{reply}");
    assert_eq!(error["limit"]["name"], "connections_per_peer", "{reply}");
    assert_eq!(error["limit"]["max"], 4, "{reply}");
    assert!(reply.contains("retry-after: 1\r\n"), "{reply}");
    let answer = health_from("127.0.0.2", addr).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    // The busy ones still get their own answer (408 once their body is late).
    let reply = read_all(&mut busy[0], Duration::from_secs(10)).await;
    assert!(reply.starts_with("HTTP/1.1 408"), "{reply}");
}

/// A keep-alive connection is idle again once its answer is written: with one place, a client
/// that asked once and stays connected gives it up at once to another (not after the 10 s
/// header timeout), and its own answer arrived whole before it was closed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_keep_alive_connection_is_idle_once_its_answer_is_written() {
    let config = Config {
        max_connections: 1,
        ..Config::default()
    };
    let addr = start(config).await;
    let mut kept = connect_from("127.0.0.1", addr).await;
    kept.write_all(b"GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n")
        .await
        .unwrap();
    let mut first = vec![0u8; 4096];
    let read = tokio::time::timeout(Duration::from_secs(10), kept.read(&mut first))
        .await
        .expect("answered")
        .unwrap();
    let first = String::from_utf8_lossy(&first[..read]).into_owned();
    assert!(first.starts_with("HTTP/1.1 200"), "{first}");
    let started = Instant::now();
    let answer = tokio::time::timeout(Duration::from_secs(5), health_from("127.0.0.2", addr))
        .await
        .expect("answered long before the 10 s header timeout");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    println!(
        "answered in {:?} with the only place held by an idle connection",
        started.elapsed()
    );
    // The kept connection was closed with nothing more sent.
    let rest = read_all(&mut kept, Duration::from_secs(5)).await;
    assert_eq!(rest, "", "{rest}");
}

/// A connection whose answer is still being written is busy: a newcomer waits for it (here the
/// only place) rather than cutting the answer short, and is served once it is written.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_being_written_is_never_cut_to_make_room() {
    let config = Config {
        max_connections: 1,
        ..Config::default()
    };
    let addr = start(config).await;
    let mut slow = connect_from("127.0.0.1", addr).await;
    // The 1024 × 1024 table: about 5 MB of JSON, more than the socket buffers hold.
    let body = r#"{"size": 1024}"#;
    let request = format!(
        "POST /api/table/wythoff HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    slow.write_all(request.as_bytes()).await.unwrap();
    // Not read yet: the answer stalls in the socket buffers while a newcomer asks.
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let newcomer = tokio::spawn(health_from("127.0.0.2", addr));
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut bytes = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(20), slow.read_to_end(&mut bytes)).await;
    let text = String::from_utf8_lossy(&bytes);
    let (head, answer) = text.split_once("\r\n\r\n").expect("an answer");
    let length: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length: "))
        .and_then(|n| n.trim().parse().ok())
        .expect("a length");
    assert_eq!(answer.len(), length, "the whole answer");
    let reply = tokio::time::timeout(Duration::from_secs(10), newcomer)
        .await
        .expect("the newcomer is served once the answer is written")
        .unwrap();
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
}
