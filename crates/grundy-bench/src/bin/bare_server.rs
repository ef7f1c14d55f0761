//! The baseline of `bench/load/run.sh`: the bare framework of `grundy serve` (axum on tokio's
//! multi-threaded runtime, the same versions) answering every `POST` with one constant JSON body.
//!
//! It reads the request body, as the API does, and answers the bytes of a file given on the
//! command line (the script gives it the API's own answer to the cheap request, so both send
//! the same number of bytes). No routing table, JSON parsing, jobs, request ids or logs: what
//! `grundy serve` costs on top of this is the API's overhead.
//!
//! Usage: `bare_server PORT ANSWER.json` (listens on 127.0.0.1:PORT).

use std::net::SocketAddr;
use std::process::ExitCode;

use axum::Router;
use axum::body::Bytes;
use axum::http::header::CONTENT_TYPE;
use axum::routing::post;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let [_, port, answer_path] = args.as_slice() else {
        eprintln!("usage: bare_server PORT ANSWER.json");
        return ExitCode::from(2);
    };
    let Ok(port) = port.parse::<u16>() else {
        eprintln!("bare_server: the port must be a number from 0 to 65535, not '{port}'");
        return ExitCode::from(2);
    };
    let answer = match std::fs::read(answer_path) {
        Ok(answer) => Bytes::from(answer),
        Err(error) => {
            eprintln!("bare_server: cannot read {answer_path}: {error}");
            return ExitCode::from(2);
        }
    };
    match serve(SocketAddr::from(([127, 0, 0, 1], port)), answer) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("bare_server: cannot serve on port {port}: {error}");
            ExitCode::from(2)
        }
    }
}

fn serve(addr: SocketAddr, answer: Bytes) -> std::io::Result<()> {
    let app = Router::new().fallback(post(move |_body: Bytes| {
        let answer = answer.clone();
        async move { ([(CONTENT_TYPE, "application/json")], answer) }
    }));
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(async move {
            let listener = tokio::net::TcpListener::bind(addr).await?;
            eprintln!(
                "bare_server: listening on http://{}",
                listener.local_addr()?
            );
            axum::serve(listener, app).await
        })
}
