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
