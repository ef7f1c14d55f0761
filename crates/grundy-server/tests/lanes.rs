//! The two lanes under load (issue 32): what is light, and how light requests fare beside
//! clients that loop the largest light request, over real TCP on the loopback.
//!
//! The load test measures and prints the light lane's latency (p50, p99) but asserts only what
//! does not depend on the machine: every request is answered, and each request is weighed as
//! it should be. Its figures are quoted in docs/BENCHMARKS.md ("The light lane beside the
//! largest light sum"), with the command.

use std::time::{Duration, Instant};

use grundy::report::weight::largest_light_sum;
use grundy::report::{AnalyzeRequest, HintRequest, MessagesRequest, Question};
use grundy_server::{Config, Server};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::{Value, json};

async fn start(config: Config) -> std::net::SocketAddr {
    let server = Server::bind("127.0.0.1:0".parse().unwrap(), config)
        .await
        .unwrap();
    let addr = server.local_addr();
    tokio::spawn(server.run());
    addr
}

type HttpClient = Client<HttpConnector, Full<Bytes>>;

fn client() -> HttpClient {
    Client::builder(TokioExecutor::new()).build_http()
}

/// POSTs `body` to `path` on a kept-alive connection of `client`: the status and the answer.
async fn post(
    client: &HttpClient,
    addr: std::net::SocketAddr,
    path: &str,
    body: &Value,
) -> (u16, Value) {
    let request = hyper::Request::post(format!("http://{addr}{path}"))
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body.to_string())))
        .unwrap();
    let response = client.request(request).await.expect("an answer");
    let status = response.status().as_u16();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

/// `n` parts of `part`, joined by `+`.
fn parts(part: &str, n: usize) -> String {
    vec![part; n].join("+")
}

fn analyze(expr: &str) -> AnalyzeRequest {
    serde_json::from_value(json!({ "expr": expr })).unwrap()
}

/// Issue 32, items 2 and 5: the weight is the whole request's, and constant routes are light.
#[test]
fn issue_32_a_sum_is_weighed_whole_and_the_page_text_is_light() {
    // 234 Wythoff positions under 4 KiB, 0.4–0.6 s: two clients looping it starved the light
    // lane (10,600 light requests/s down to 19).
    let wythoffs = parts("wythoff(97,667)", 234);
    assert!(wythoffs.len() < 4096);
    assert!(!analyze(&wythoffs).is_light());
    let hint: HintRequest = serde_json::from_value(json!({ "expr": wythoffs })).unwrap();
    assert!(!hint.is_light());
    assert!(analyze(&largest_light_sum()).is_light());
    assert!(analyze("nim(3,4,5)").is_light());
    // The page loads its text through /api/messages: 2 ms, but 429 after 5 s behind a full
    // heavy lane.
    assert!(MessagesRequest::default().is_light());
}

/// Percentile `p` (0–100) of sorted `values`.
fn percentile(sorted: &[Duration], p: usize) -> Duration {
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)]
}

/// Two clients loop the largest light sum (on kept-alive connections) while a third sends
/// cheap light requests one after another; after a few seconds, the third's latencies are
/// printed. Run with `--nocapture` to read them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_light_lane_beside_two_clients_looping_the_largest_light_sum() {
    let addr = start(Config::default()).await;
    let largest = json!({ "expr": largest_light_sum() });
    let (status, answer) = post(&client(), addr, "/api/analyze", &largest).await;
    assert_eq!(status, 200, "{answer}");
    let run_for = Duration::from_secs(3);
    let started = Instant::now();
    let mut loopers = Vec::new();
    for _ in 0..2 {
        let largest = largest.clone();
        loopers.push(tokio::spawn(async move {
            let client = client();
            let mut answered = 0u64;
            while started.elapsed() < run_for {
                let (status, answer) = post(&client, addr, "/api/analyze", &largest).await;
                assert_eq!(status, 200, "{answer}");
                answered += 1;
            }
            answered
        }));
    }
    let probe = client();
    let cheap = json!({ "expr": "nim(3,4,5) + bash(10, max=3)" });
    let mut latencies = Vec::new();
    while started.elapsed() < run_for && latencies.len() < 100_000 {
        let sent = Instant::now();
        let (status, answer) = post(&probe, addr, "/api/analyze", &cheap).await;
        latencies.push(sent.elapsed());
        assert_eq!(status, 200, "{answer}");
    }
    let mut looped = 0;
    for looper in loopers {
        looped += looper.await.unwrap();
    }
    latencies.sort();
    println!(
        "light lane beside 2 clients looping the largest light sum ({looped} of it answered in \
         {:.1} s): {} light requests, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        run_for.as_secs_f64(),
        latencies.len(),
        percentile(&latencies, 50).as_secs_f64() * 1e3,
        percentile(&latencies, 99).as_secs_f64() * 1e3,
        latencies[latencies.len() - 1].as_secs_f64() * 1e3,
    );
}

/// Issue 32, item 5: with the heavy lane full, `/api/messages` was refused (429) after the
/// queue's wait; it is light, so it is answered at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_are_answered_while_the_heavy_lane_is_full() {
    let addr = start(Config {
        jobs: 1,
        queue_wait: Duration::from_millis(100),
        ..Config::default()
    })
    .await;
    // A misère sum searched whole: seconds of the only job.
    let heavy = json!({ "expr": "sub(1000000,{1,2,3}) + sub(200,{1,2})", "misere": true });
    let busy = tokio::spawn(async move { post(&client(), addr, "/api/analyze", &heavy).await });
    tokio::time::sleep(Duration::from_millis(300)).await;
    let probe = client();
    // The heavy lane is full: another heavy request is refused once the wait passes.
    let (status, answer) = post(
        &probe,
        addr,
        "/api/analyze",
        &json!({ "expr": "kayles(5) + nim(1)", "misere": true }),
    )
    .await;
    if busy.is_finished() {
        // A fast machine finished the search first: nothing to compare with.
        return;
    }
    assert_eq!(status, 429, "{answer}");
    for lang in ["en", "zh"] {
        let (status, answer) = post(&probe, addr, "/api/messages", &json!({ "lang": lang })).await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["answer"], "messages");
    }
    busy.abort();
}
