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
