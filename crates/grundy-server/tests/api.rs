//! The API through the router, in process: every route of docs/API.md answers and is in the
//! OpenAPI description, bad requests get the contract's error object with the right status,
//! and the limits (size, time, concurrency) hold.

use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use grundy_server::{Config, router};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tower::ServiceExt;

mod common;

async fn send(app: &Router, request: Request<Body>) -> (StatusCode, Value, axum::http::HeaderMap) {
    let response = app.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    let value = serde_json::from_slice(&bytes).unwrap_or_else(
        |_| json!({"not_json": String::from_utf8_lossy(&bytes[..bytes.len().min(200)])}),
    );
    (status, value, headers)
}

fn post(path: &str, body: impl Into<Body>) -> Request<Body> {
    Request::post(path)
        .header(header::CONTENT_TYPE, "application/json")
        .body(body.into())
        .unwrap()
}

async fn post_json(app: &Router, path: &str, body: Value) -> (StatusCode, Value) {
    let (status, value, _) = send(app, post(path, body.to_string())).await;
    (status, value)
}

/// One valid request per route, and the answer kind it gets.
fn examples() -> Vec<(&'static str, Value, &'static str)> {
    vec![
        (
            "/api/analyze",
            json!({"expr": "nim(3,4,5) + bash(10, max=3)"}),
            "sum",
        ),
        ("/api/wythoff", json!({"a": 3, "b": 5}), "wythoff"),
        ("/api/wythoff/pair", json!({"k": "1000"}), "wythoff_pair"),
        (
            "/api/nim",
            json!({"heaps": [3, "4", 5], "max_take": 3}),
            "nim",
        ),
        (
            "/api/bash",
            json!({"n": 10, "max": 3, "misere": true}),
            "bash",
        ),
        ("/api/takeaway", json!({"n": 10, "k": "3/2"}), "takeaway"),
        (
            "/api/takeaway",
            json!({"k": "3/2", "losing_heaps": 10}),
            "takeaway_losing_heaps",
        ),
        ("/api/fib", json!({"n": 100, "explain": true}), "takeaway"),
        (
            "/api/seq/sub",
            json!({"set": [1, 3, 4], "to": 100}),
            "subtraction_sequence",
        ),
        (
            "/api/seq/sub",
            json!({"set": [1, 3, 4], "period_only": true}),
            "subtraction_period",
        ),
        (
            "/api/seq/octal",
            json!({"code": "kayles", "to": 200}),
            "octal_sequence",
        ),
        ("/api/table/wythoff", json!({"size": 16}), "wythoff_table"),
        (
            "/api/table/wythoff",
            json!({"row": 3, "to": 200}),
            "wythoff_row",
        ),
        (
            "/api/table/wythoff/window",
            json!({"x": 0, "y": 0, "width": 8, "height": 8, "step": 512}),
            "wythoff_window",
        ),
        ("/api/moves", json!({"expr": "nim(3,4)"}), "moves"),
        ("/api/hint", json!({"expr": "nim(3,4,5)"}), "hint"),
        (
            "/api/play",
            json!({"expr": "nim(3,4,5)", "move": "0 2"}),
            "play",
        ),
        (
            "/api/misere",
            json!({"code": "0.144", "to": 100}),
            "misere_quotient",
        ),
        (
            "/api/position",
            json!({"expr": "nim(3,4) + kayles(5)"}),
            "position",
        ),
        ("/api/games", json!({}), "games"),
        (
            "/api/verify",
            json!({"certificate": "grundy certificate 1\ngame octal 0.77\nremoves-at-most 2\n\
                leaves-at-most 2\npreperiod 9223372036854775808\nperiod 5\nvalues-through 11\n\
                values\n0 1 2 3 1 4 3 2 1 4 2 6\n"}),
            "verify",
        ),
        (
            "/api/start",
            json!({"expr": "bash(20,max=3)", "lang": "zh"}),
            "start",
        ),
        ("/api/messages", json!({"lang": "zh"}), "messages"),
        (
            "/api/options",
            json!({"expr": "dawsons(5) + nim(1)"}),
            "options",
        ),
        (
            "/api/every",
            json!({"expr": "euclid(3,2) + euclid(25,7)"}),
            "every",
        ),
        (
            "/api/pattern",
            json!({"expr": "kayles(n)", "to": 200, "lang": "zh"}),
            "pattern",
        ),
    ]
}

/// Issue 34: a rules script tabulated by the server; a runaway or loopy script is a 422 with
/// the limit or the position named, never a hang.
#[tokio::test]
async fn pattern_runs_scripts_and_refuses_runaway_and_loopy_ones() {
    let app = router(Config::default());
    let square =
        "fn moves(n) { let m = []; let k = 1; while k * k <= n { m.push(n - k * k); k += 1; } m }";
    let (status, answer) =
        post_json(&app, "/api/pattern", json!({"rules": square, "to": 30})).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["source"], "script");
    assert_eq!(answer["values"]["grundy"][5], 0);
    assert_eq!(answer["values"]["grundy"][4], 2);
    let wythoff = "fn moves(a, b) { let m = []; for k in 1..(a + 1) { m.push([a - k, b]); } \
        for k in 1..(b + 1) { m.push([a, b - k]); } \
        for k in 1..(min(a, b) + 1) { m.push([a - k, b - k]); } m }";
    let (status, answer) =
        post_json(&app, "/api/pattern", json!({"rules": wythoff, "to": 30})).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["outcomes"]["pattern"]["alpha"], "(1+sqrt(5))/2");
    let runaway = "fn moves(n) { loop { } }";
    let (status, answer) =
        post_json(&app, "/api/pattern", json!({"rules": runaway, "to": 10})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert_eq!(
        answer["limit"]["name"], "pattern_script_operations",
        "{answer}"
    );
    let loopy = "fn moves(n) { [n] }";
    let (status, answer) = post_json(&app, "/api/pattern", json!({"rules": loopy, "to": 10})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert!(
        answer["message"].as_str().unwrap().contains("position 0"),
        "{answer}"
    );
}

/// The schema of answer `kind`: `docs/schema/KIND.schema.json`.
fn schema_file(kind: &str) -> String {
    format!(
        "{}/../../docs/schema/{kind}.schema.json",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[tokio::test]
async fn every_route_answers_with_the_contract_object_its_schema_accepts() {
    let app = router(Config::default());
    for (path, body, kind) in examples() {
        let (status, answer) = post_json(&app, path, body.clone()).await;
        assert_eq!(status, StatusCode::OK, "{path} {body}: {answer}");
        assert_eq!(answer["answer"], kind, "{path} {body}");
        assert_eq!(answer["schema_version"], 1);
        let schema: Value =
            serde_json::from_str(&std::fs::read_to_string(schema_file(kind)).unwrap()).unwrap();
        let validator = jsonschema::validator_for(&schema).unwrap();
        let errors: Vec<String> = validator
            .iter_errors(&answer)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{path} {body}: {errors:?}");
    }
}

#[tokio::test]
async fn docs_api_md_the_router_and_openapi_list_the_same_routes() {
    let dir = tempfile::tempdir().unwrap();
    let app = router(Config {
        census: Some(common::census_database(dir.path())),
        ..Config::default()
    });
    let (status, openapi, _) = send(
        &app,
        Request::get("/api/openapi.json")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(openapi["openapi"], "3.1.0");
    let mut documented: Vec<String> = openapi["paths"]
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect();
    documented.sort();
    let api_md =
        std::fs::read_to_string(format!("{}/../../docs/API.md", env!("CARGO_MANIFEST_DIR")))
            .unwrap();
    let mut in_docs: Vec<String> = api_md
        .split('`')
        .filter_map(|code| {
            let (method, path) = code.split_once(' ')?;
            (["GET", "POST"].contains(&method) && path.starts_with("/api/"))
                .then(|| path.to_string())
        })
        .collect();
    in_docs.sort();
    in_docs.dedup();
    assert_eq!(documented, in_docs, "openapi.json against docs/API.md");
    let mut routed: Vec<String> = grundy_server::routes()
        .iter()
        .map(|r| r.path.to_string())
        .chain(
            [
                "/api/census",
                "/api/census/certificate",
                "/api/health",
                "/api/openapi.json",
            ]
            .map(String::from),
        )
        .collect();
    routed.sort();
    assert_eq!(routed, documented, "the router against openapi.json");
    let mut examples: Vec<&str> = examples().iter().map(|(path, _, _)| *path).collect();
    examples.dedup();
    assert_eq!(
        examples.len(),
        grundy_server::routes().len(),
        "an example per route"
    );
    // Every route that openapi.json names answers (no 404 or 405): a POST route's request
    // schema refuses unknown fields as the route does; a GET route answers its parameters'
    // examples.
    for path in &documented {
        let operation = &openapi["paths"][path];
        if operation.get("post").is_some() {
            let (status, _) = post_json(&app, path, json!({"no_such_field": 1})).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{path}");
        } else {
            let query: Vec<String> = operation["get"]["parameters"]
                .as_array()
                .map(|parameters| {
                    parameters
                        .iter()
                        .map(|p| {
                            format!(
                                "{}={}",
                                p["name"].as_str().unwrap(),
                                p["example"].as_str().unwrap()
                            )
                        })
                        .collect()
                })
                .unwrap_or_default();
            let uri = if query.is_empty() {
                path.clone()
            } else {
                format!("{path}?{}", query.join("&"))
            };
            let (status, answer, _) =
                send(&app, Request::get(&uri).body(Body::empty()).unwrap()).await;
            assert_eq!(status, StatusCode::OK, "{uri}: {answer}");
        }
    }
}

#[tokio::test]
async fn bad_requests_get_the_error_object_with_a_4xx_status() {
    let app = router(Config::default());
    let cases: Vec<(Request<Body>, StatusCode, &str)> = vec![
        (
            post("/api/analyze", "{\"expr\": "),
            StatusCode::BAD_REQUEST,
            "invalid_request",
        ),
        (
            post("/api/analyze", "[1, 2]"),
            StatusCode::BAD_REQUEST,
            "invalid_request",
        ),
        (
            post("/api/analyze", ""),
            StatusCode::BAD_REQUEST,
            "invalid_request",
        ),
        (
            post("/api/analyze", r#"{"expr": "nim(3)", "misère": true}"#),
            StatusCode::BAD_REQUEST,
            "invalid_request",
        ),
        (
            Request::post("/api/analyze")
                .header(header::CONTENT_TYPE, "text/plain")
                .body(Body::from(r#"{"expr": "nim(3)"}"#))
                .unwrap(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "invalid_request",
        ),
        // Issue 20: a media type that only starts like JSON is not JSON.
        (
            Request::post("/api/analyze")
                .header(header::CONTENT_TYPE, "application/jsonx")
                .body(Body::from(r#"{"expr": "nim(3)"}"#))
                .unwrap(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "invalid_request",
        ),
        (
            post("/api/nim", r#"{"heaps": [-3]}"#),
            StatusCode::BAD_REQUEST,
            "invalid_number",
        ),
        (
            post("/api/nim", r#"{"heaps": ["3x"]}"#),
            StatusCode::BAD_REQUEST,
            "invalid_number",
        ),
        (
            post("/api/bash", r#"{"n": 10, "max": 0}"#),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            post("/api/play", r#"{"expr": "nim(3,4,5)", "move": "0 7"}"#),
            StatusCode::BAD_REQUEST,
            "illegal_move",
        ),
        (
            post("/api/table/wythoff", r#"{"size": 5, "row": 3}"#),
            StatusCode::BAD_REQUEST,
            "invalid_argument",
        ),
        (
            Request::get("/api/analyze").body(Body::empty()).unwrap(),
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
        ),
        (
            Request::get("/api/no-such-route")
                .body(Body::empty())
                .unwrap(),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            post("/api/no-such-route", "{}"),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            Request::get("/no-such-file.js")
                .body(Body::empty())
                .unwrap(),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
    ];
    for (request, status, kind) in cases {
        let what = format!("{} {}", request.method(), request.uri());
        let (got, answer, headers) = send(&app, request).await;
        assert_eq!(got, status, "{what}: {answer}");
        assert_eq!(answer["answer"], "error", "{what}");
        assert_eq!(answer["kind"], kind, "{what}: {answer}");
        let message = answer["error"].as_str().unwrap();
        assert!(
            !message.is_empty() && !message.contains('\n'),
            "{what}: {message}"
        );
        assert_eq!(headers[header::CONTENT_TYPE], "application/json", "{what}");
        assert!(headers.contains_key("x-request-id"), "{what}");
    }
}

#[tokio::test]
async fn a_syntax_error_names_its_column() {
    let app = router(Config::default());
    let (status, answer) = post_json(
        &app,
        "/api/analyze",
        json!({"expr": "nim(3,4) + bash(10, mx=3)"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(answer["kind"], "syntax", "{answer}");
    assert_eq!(answer["column"], 21, "{answer}");
}

#[tokio::test]
async fn hostile_bodies_are_refused_without_harm() {
    let app = router(Config::default());
    // Larger than the body limit, declared or not.
    let huge = format!(r#"{{"a": "{}", "b": 1}}"#, "9".repeat(3 << 20));
    let (status, answer, _) = send(&app, post("/api/wythoff", huge.clone())).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{answer}");
    assert_eq!(answer["limit"]["name"], "body_bytes");
    let chunks = futures_chunks(huge);
    let (status, _, _) = send(&app, post("/api/wythoff", chunks)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    // Nested without end: serde's depth limit, not a stack overflow.
    let deep = format!(
        r#"{{"expr": {}1{}}}"#,
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    let (status, answer, _) = send(&app, post("/api/analyze", deep)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    // A long expression of many components is read, or refused as a whole, never a crash.
    let long = vec!["nim(1)"; 50_000].join(" + ");
    let (status, _) = post_json(&app, "/api/analyze", json!({ "expr": long })).await;
    assert!(status.is_success() || status.is_client_error(), "{status}");
    // Control characters in what is echoed are escaped.
    let (status, answer) =
        post_json(&app, "/api/analyze", json!({"expr": "nim(\u{1b}[31m\n)"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let message = answer["error"].as_str().unwrap();
    assert!(
        !message.contains('\u{1b}') && !message.contains('\n'),
        "{message}"
    );
}

/// A body sent as a stream of chunks, with no Content-Length.
fn futures_chunks(text: String) -> Body {
    let chunks: Vec<Result<Vec<u8>, std::io::Error>> = text
        .into_bytes()
        .chunks(64 << 10)
        .map(|c| Ok(c.to_vec()))
        .collect();
    Body::from_stream(tokio_stream_iter(chunks))
}

fn tokio_stream_iter(
    chunks: Vec<Result<Vec<u8>, std::io::Error>>,
) -> impl futures_core::Stream<Item = Result<Vec<u8>, std::io::Error>> {
    struct Iter(std::vec::IntoIter<Result<Vec<u8>, std::io::Error>>);
    impl futures_core::Stream for Iter {
        type Item = Result<Vec<u8>, std::io::Error>;
        fn poll_next(
            mut self: std::pin::Pin<&mut Self>,
            _: &mut std::task::Context<'_>,
        ) -> std::task::Poll<Option<Self::Item>> {
            std::task::Poll::Ready(self.0.next())
        }
    }
    Iter(chunks.into_iter())
}

#[tokio::test]
async fn giant_sizes_are_refused_with_the_limit_named() {
    let app = router(Config::default());
    let cases = [
        (
            "/api/table/wythoff",
            json!({"size": 100_000}),
            "api_table_size",
        ),
        (
            "/api/seq/octal",
            json!({"code": "kayles", "to": "1000000000000"}),
            "api_sequence_length",
        ),
        (
            "/api/seq/sub",
            json!({"set": [1, 3, 4], "to": 10_000_000}),
            "api_sequence_length",
        ),
        (
            "/api/table/wythoff",
            json!({"row": 3, "to": 100_000_000}),
            "api_sequence_length",
        ),
        (
            "/api/table/wythoff/window",
            json!({"x": 4000, "y": 0, "width": 200, "height": 1}),
            "wythoff_table_size",
        ),
        (
            "/api/table/wythoff/window",
            json!({"x": 0, "y": 0, "width": 1000, "height": 1000, "step": 1}),
            "wythoff_window_cells",
        ),
        ("/api/moves", json!({"expr": "nim(100000)"}), "legal_moves"),
        (
            "/api/takeaway",
            json!({"k": 2, "losing_heaps": 1_000_000}),
            "api_losing_heaps",
        ),
        (
            "/api/wythoff",
            json!({"a": 10_000, "b": 20_000, "grundy": true}),
            "wythoff_row_index",
        ),
        (
            "/api/wythoff",
            json!({"a": 3000, "b": "100000000000", "grundy": true}),
            "wythoff_row_proof_work",
        ),
    ];
    for (path, body, limit) in cases {
        let (status, answer) = post_json(&app, path, body.clone()).await;
        assert_eq!(
            status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{path} {body}: {answer}"
        );
        assert_eq!(answer["kind"], "too_large", "{path} {body}: {answer}");
        assert_eq!(answer["limit"]["name"], limit, "{path} {body}: {answer}");
    }
}

#[tokio::test]
async fn a_long_computation_is_stopped_at_the_time_budget() {
    let config = Config {
        time_budget: Duration::from_millis(300),
        ..Config::default()
    };
    let app = router(config);
    // Officers has no known period: a million heaps take far longer than 0.3 s.
    let started = Instant::now();
    let (status, answer) = post_json(
        &app,
        "/api/seq/octal",
        json!({"code": "officers", "to": 1_000_000}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert_eq!(answer["limit"]["name"], "time_budget_ms", "{answer}");
    assert_eq!(answer["limit"]["max"], 300);
    assert!(started.elapsed() < Duration::from_secs(20));
    // A misère sum searched whole, and a long period search, likewise.
    let (status, answer) = post_json(
        &app,
        "/api/analyze",
        json!({"expr": "nim(7,8,9,10) + sub(40,{1,3,4}) + bash(30,max=3) + nim(6)", "misere": true}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert_eq!(answer["limit"]["name"], "time_budget_ms", "{answer}");
}

#[tokio::test]
async fn past_the_concurrent_jobs_a_heavy_request_waits_then_gets_429_and_a_light_one_does_not() {
    let config = Config {
        jobs: 1,
        queue_wait: Duration::from_millis(200),
        time_budget: Duration::from_secs(5),
        ..Config::default()
    };
    let app = router(config);
    let slow = {
        let app = app.clone();
        tokio::spawn(async move {
            post_json(
                &app,
                "/api/seq/octal",
                json!({"code": "officers", "to": 1_000_000}),
            )
            .await
        })
    };
    tokio::time::sleep(Duration::from_millis(100)).await;
    let heavy = || {
        post(
            "/api/seq/sub",
            json!({"set": [1, 3, 4], "to": 1000}).to_string(),
        )
    };
    let (status, answer, headers) = send(&app, heavy()).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{answer}");
    assert_eq!(answer["kind"], "busy");
    assert_eq!(answer["limit"]["name"], "heavy_requests");
    assert_eq!(headers[header::RETRY_AFTER], "1");
    // Issue 20: light requests are in a lane of their own, never behind the heavy one (they
    // were refused with 429 like it).
    for (path, body) in [
        ("/api/wythoff", json!({"a": 3, "b": 5})),
        ("/api/nim", json!({"heaps": [3, 4, 5]})),
        ("/api/analyze", json!({"expr": "nim(3,4,5) + kayles(20)"})),
        ("/api/seq/octal", json!({"code": "kayles", "to": 500})),
    ] {
        let (status, answer) = post_json(&app, path, body).await;
        assert_eq!(status, StatusCode::OK, "{path}: {answer}");
    }
    // Dropping the slow request stops its computation and frees the permit.
    slow.abort();
    let _ = slow.await;
    let started = Instant::now();
    loop {
        let (status, _, _) = send(&app, heavy()).await;
        if status == StatusCode::OK {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(3),
            "the abandoned computation still holds the permit"
        );
    }
}

#[tokio::test]
async fn the_page_and_its_files_are_served_with_a_strict_policy() {
    let app = router(Config::default());
    let response = app
        .clone()
        .oneshot(Request::get("/").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    let policy = response.headers()[header::CONTENT_SECURITY_POLICY]
        .to_str()
        .unwrap();
    assert!(policy.contains("default-src 'self'"), "{policy}");
    let page = response.into_body().collect().await.unwrap().to_bytes();
    let page = String::from_utf8_lossy(&page);
    // Nothing is fetched from elsewhere.
    assert!(
        !page.contains("http://") && !page.contains("https://"),
        "the page links out"
    );
    for script in page.split("src=\"").skip(1) {
        let file = script.split('"').next().unwrap();
        let response = app
            .clone()
            .oneshot(
                Request::get(format!("/{}", file.trim_start_matches('/')))
                    .body(Body::empty())
                    .unwrap(),
            )
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{file}");
    }
}

#[tokio::test]
async fn start_and_messages_speak_the_language_asked_for() {
    let app = router(Config::default());
    let (status, zh) = post_json(&app, "/api/messages", json!({"lang": "zh"})).await;
    assert_eq!(status, StatusCode::OK, "{zh}");
    assert_eq!(zh["lang"], "zh");
    assert_eq!(zh["messages"]["game-bash"], "巴什博弈");
    let (_, en) = post_json(&app, "/api/messages", json!({})).await;
    assert_eq!(en["messages"]["game-bash"], "Bash's game");
    let zh_ids: Vec<_> = zh["messages"].as_object().unwrap().keys().collect();
    let en_ids: Vec<_> = en["messages"].as_object().unwrap().keys().collect();
    assert_eq!(zh_ids, en_ids, "the same ids in both languages");
    let (status, _) = post_json(&app, "/api/messages", json!({"lang": "fr"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let body = json!({"expr": "bash(20,max=3)", "lang": "zh"});
    let (status, start) = post_json(&app, "/api/start", body).await;
    assert_eq!(status, StatusCode::OK, "{start}");
    assert_eq!(start["outcome"], "P");
    assert_eq!(start["you_move_first"], false);
    assert_eq!(start["winnable"], "bash(19,max=3)", "a start one move away");
    let (_, start_en) = post_json(&app, "/api/start", json!({"expr": "bash(20,max=3)"})).await;
    assert_ne!(start["advice"], start_en["advice"], "prose follows lang");
    let mut same = start.clone();
    same["advice"] = start_en["advice"].clone();
    assert_eq!(same, start_en, "only the prose changes with lang");
}

#[tokio::test]
async fn options_are_the_mex_of_the_sg_workshop() {
    let app = router(Config::default());
    // S = {1, 3, 4}: g(4) = 2, g(6) = 2, g(3) = 1, so g(7) = mex{2, 2, 1} = 0.
    let (status, answer) =
        post_json(&app, "/api/options", json!({"expr": "sub(7, {1,3,4})"})).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["expr"], "sub(7,{1,3,4})");
    let values: Vec<_> = (answer["options"].as_array().unwrap().iter())
        .map(|o| (o["notation"].clone(), o["grundy"].clone()))
        .collect();
    assert_eq!(
        values,
        vec![
            (json!("1"), json!(2)),
            (json!("3"), json!(2)),
            (json!("4"), json!(1))
        ]
    );
    assert_eq!(answer["values"], json!([1, 2]));
    assert_eq!(answer["mex"], 0);
    // More options than asked for: refused, the limit named.
    let (status, error) = post_json(
        &app,
        "/api/options",
        json!({"expr": "nim(50)", "limit": 10}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    assert_eq!(error["limit"]["name"], "legal_moves", "{error}");
}

/// A server started without `--census` answers `GET uri` with a 404 naming the option.
async fn names_the_census_option(uri: &str) {
    let request = Request::get(uri).body(Body::empty()).unwrap();
    let (status, answer, _) = send(&router(Config::default()), request).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{uri}: {answer}");
    assert_eq!(answer["kind"], "not_found");
    assert!(
        answer["error"].as_str().unwrap().contains("--census"),
        "{uri}: {answer}"
    );
}

/// `/api/census` (`grundy serve --census FILE`): a small census database written as
/// `grundy census` writes it (the same library calls), answered by GET and by POST `{}` as the
/// `census` object with every row of the database; without a database, a 404 naming the option.
#[tokio::test]
async fn the_census_route_answers_the_table_of_its_database_or_names_the_option() {
    use grundy::report::CensusReport;
    use grundy_census::Database;

    let get = || Request::get("/api/census").body(Body::empty()).unwrap();
    names_the_census_option("/api/census").await;

    let dir = tempfile::tempdir().unwrap();
    let path = common::census_database(dir.path());
    let db = Database::open(&path).unwrap();
    let expected = serde_json::to_value(CensusReport::new(db.rows().unwrap())).unwrap();
    drop(db);

    let app = router(Config {
        census: Some(path.clone()),
        ..Config::default()
    });
    let (status, by_get, _) = send(&app, get()).await;
    assert_eq!(status, StatusCode::OK, "{by_get}");
    assert_eq!(by_get, expected);
    assert_eq!(by_get["answer"], "census");
    let statuses: Vec<&str> = by_get["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses.len(), 5);
    assert!(
        statuses.contains(&"open"),
        "0.6 is open at 300 heaps: {statuses:?}"
    );
    let schema: Value =
        serde_json::from_str(&std::fs::read_to_string(schema_file("census")).unwrap()).unwrap();
    assert!(
        jsonschema::validator_for(&schema)
            .unwrap()
            .is_valid(&by_get)
    );
    let (status, by_post) = post_json(&app, "/api/census", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{by_post}");
    assert_eq!(by_post, by_get);
    let (status, refused) = post_json(&app, "/api/census", json!({"status": "open"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");

    // The file gone: a 404 that says so, not a new empty census.
    std::fs::remove_file(&path).unwrap();
    let (status, answer, _) = send(&app, get()).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{answer}");
    assert!(!path.exists(), "the route does not create the database");
}

/// `GET /api/census/certificate?code=CODE`: the certificate the census database holds for a
/// game whose period is proven, as text a reader saves and checks (here: checked by the
/// library's verify, as `grundy verify FILE` does); for a game without one, a code the census
/// does not hold, a bad query or a server without a census, the error object with a 4xx that
/// says which.
#[tokio::test]
async fn the_census_certificate_route_sends_the_stored_certificate_or_says_why_not() {
    use grundy::report::{Job, Limits, VerifyRequest, ask};
    use grundy_census::Database;

    let get = |uri: &str| Request::get(uri).body(Body::empty()).unwrap();
    names_the_census_option("/api/census/certificate?code=0.77").await;

    let dir = tempfile::tempdir().unwrap();
    let path = common::census_database(dir.path());
    let db = Database::open(&path).unwrap();
    let app = router(Config {
        census: Some(path.clone()),
        ..Config::default()
    });
    let mut certified = 0;
    for row in db.rows().unwrap() {
        let uri = format!("/api/census/certificate?code={}", row.code);
        let response = app.clone().oneshot(get(&uri)).await.unwrap();
        if !row.certificate {
            assert_eq!(response.status(), StatusCode::NOT_FOUND, "{uri}");
            continue;
        }
        certified += 1;
        assert_eq!(response.status(), StatusCode::OK, "{uri}");
        let headers = response.headers().clone();
        assert_eq!(headers[header::CONTENT_TYPE], "text/plain; charset=utf-8");
        assert_eq!(
            headers[header::CONTENT_DISPOSITION],
            format!("inline; filename=\"{}.cert\"", row.code).as_str()
        );
        let text = response.into_body().collect().await.unwrap().to_bytes();
        let text = String::from_utf8(text.to_vec()).unwrap();
        assert_eq!(Some(&text), db.certificate(&row.code).unwrap().as_ref());
        let verdict = ask(
            &VerifyRequest {
                certificate: text.clone(),
            },
            &mut Job::new(Limits::LOCAL),
        )
        .unwrap();
        assert!(verdict.verified, "{uri}: {verdict:?}");
        assert_eq!(verdict.rule, row.code);
        assert_eq!(
            (Some(verdict.preperiod), Some(verdict.period)),
            (row.preperiod, row.period),
            "{uri}"
        );
    }
    assert!(certified >= 3, "0.1, 0.07 and 0.77 have proven periods");
    // A name and a code with a trailing zero are the census's code.
    for alias in ["kayles", "0.770", "0%2E77"] {
        let (status, answer, _) =
            send(&app, get(&format!("/api/census/certificate?code={alias}"))).await;
        assert_eq!(status, StatusCode::OK, "{alias}");
        assert!(
            answer["not_json"]
                .as_str()
                .unwrap()
                .starts_with("grundy certificate 1")
        );
    }

    // Refused, each with the error object saying why.
    let refusals = [
        ("?code=0.6", StatusCode::NOT_FOUND, "not_found", "open"),
        (
            "?code=0.5",
            StatusCode::NOT_FOUND,
            "not_found",
            "not in the census",
        ),
        (
            "?code=0.g",
            StatusCode::BAD_REQUEST,
            "invalid_argument",
            "0.g",
        ),
        ("", StatusCode::BAD_REQUEST, "invalid_request", "?code=CODE"),
        (
            "?game=0.77",
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "'game'",
        ),
        (
            "?code=0.77&code=0.1",
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "twice",
        ),
    ];
    for (query, expected, kind, says) in refusals {
        let uri = format!("/api/census/certificate{query}");
        let (status, answer, headers) = send(&app, get(&uri)).await;
        assert_eq!(status, expected, "{uri}: {answer}");
        assert_eq!(headers[header::CONTENT_TYPE], "application/json");
        assert_eq!(answer["answer"], "error", "{uri}");
        assert_eq!(answer["kind"], kind, "{uri}: {answer}");
        assert!(
            answer["error"].as_str().unwrap().contains(says),
            "{uri}: {answer}"
        );
    }
    let (status, answer) =
        post_json(&app, "/api/census/certificate", json!({"code": "0.77"})).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED, "{answer}");
    assert_eq!(answer["kind"], "method_not_allowed");

    // The file gone: a 404 that says so, and no new empty census.
    drop(db);
    std::fs::remove_file(&path).unwrap();
    let (status, answer, _) = send(&app, get("/api/census/certificate?code=0.77")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{answer}");
    assert!(
        answer["error"].as_str().unwrap().contains("gone"),
        "{answer}"
    );
    assert!(!path.exists(), "the route does not create the database");
}

/// Issue 32, item 6: a census database is input. A row set to solved with a false certificate
/// is listed as open and its certificate not served; a text or a negative value in an integer
/// column, or a code that is no code, is reported in `problems` and the rest of the table
/// listed: never a 5xx, never a forged proof.
#[tokio::test]
async fn a_tampered_census_database_gets_no_5xx_and_no_forged_proof() {
    let get = |uri: &str| Request::get(uri).body(Body::empty()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = common::census_database(dir.path());
    let tamper = |sql: &str| {
        rusqlite::Connection::open(&path)
            .unwrap()
            .execute_batch(sql)
            .unwrap();
    };
    // 0.6 is open at 300 heaps: set to solved, period 1 from 0, "proven" by zeros.
    let zeros = "grundy certificate 1\ngame octal 0.6\nremoves-at-most 1\nleaves-at-most 2\n\
         preperiod 0\nperiod 1\nvalues-through 4\nvalues\n0 0 0 0 0\n";
    tamper(&format!(
        "UPDATE games SET status = 'solved', preperiod = 0, period = 1, largest = 0,
            largest_at = 0, certificate = '{zeros}'
         WHERE code = '0.6'"
    ));
    // Kayles keeps its claim, one value of its certificate changed (g(2) = 2 → 3).
    tamper(
        "UPDATE games SET certificate = replace(certificate, '\nvalues\n0 1 2 3 1 4',
            '\nvalues\n0 1 3 3 1 4') WHERE code = '0.77'",
    );
    tamper("UPDATE games SET largest = 'lots' WHERE code = '0.07'");
    tamper("UPDATE games SET heaps_computed = -300 WHERE code = '0.01'");
    tamper(
        "INSERT INTO games (code, status, largest, largest_at, asked_to, asked_sparse_to,
            heaps_computed, seconds) VALUES ('<script>', 'solved', 1, 1, 1, 1, 1, 0)",
    );
    let app = router(Config {
        census: Some(path.clone()),
        ..Config::default()
    });
    for _ in 0..2 {
        let (status, table, _) = send(&app, get("/api/census")).await;
        assert_eq!(status, StatusCode::OK, "{table}");
        let schema: Value =
            serde_json::from_str(&std::fs::read_to_string(schema_file("census")).unwrap()).unwrap();
        assert!(jsonschema::validator_for(&schema).unwrap().is_valid(&table));
        let listed: Vec<(&str, &str, bool)> = table["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|row| {
                (
                    row["code"].as_str().unwrap(),
                    row["status"].as_str().unwrap(),
                    row["certificate"].as_bool().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            listed,
            [
                ("0.1", "trivial", true),
                ("0.6", "open", false),
                ("0.77", "open", false),
            ]
        );
        let problems: Vec<(&str, &str)> = table["problems"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| (p["code"].as_str().unwrap(), p["problem"].as_str().unwrap()))
            .collect();
        assert_eq!(problems.len(), 5, "{problems:?}");
        let says = |code: &str, text: &str| {
            assert!(
                problems.iter().any(|(c, p)| *c == code && p.contains(text)),
                "{code}: {text}: {problems:?}"
            )
        };
        says("0.6", "g(2) is 1 by the rules, not 0");
        says("0.77", "g(2) is 2 by the rules, not 3");
        says("0.07", "column largest holds text 'lots'");
        says("0.01", "column heaps_computed holds -300");
        says("<script>", "does not hold an octal code");
    }
    for code in ["0.6", "0.77", "0.07", "0.01"] {
        let uri = format!("/api/census/certificate?code={code}");
        let (status, answer, _) = send(&app, get(&uri)).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{uri}: {answer}");
        assert_eq!(answer["kind"], "not_found", "{uri}: {answer}");
    }
    let (status, _, _) = send(&app, get("/api/census/certificate?code=0.1")).await;
    assert_eq!(status, StatusCode::OK, "0.1's row is as stored");
    // A claim changed and not listed since: checked when its certificate is asked for.
    tamper(
        "UPDATE games SET certificate = certificate || '
' WHERE code = '0.1'",
    );
    let (status, _, _) = send(&app, get("/api/census/certificate?code=0.1")).await;
    assert_eq!(status, StatusCode::OK, "0.1's certificate checked again");
    tamper("UPDATE games SET period = period + 1 WHERE code = '0.1'");
    let (status, answer, _) = send(&app, get("/api/census/certificate?code=0.1")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{answer}");
    assert!(
        answer["error"].as_str().unwrap().contains("the row says"),
        "{answer}"
    );
    // The whole file bad: a column gone, then not SQLite at all. Said in a 404, not a 500.
    tamper("ALTER TABLE games DROP COLUMN misere_heaps");
    let (status, answer, _) = send(&app, get("/api/census")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{answer}");
    assert!(
        answer["error"]
            .as_str()
            .unwrap()
            .contains("without the column misere_heaps"),
        "{answer}"
    );
    for name in ["census.sqlite-wal", "census.sqlite-shm"] {
        let _ = std::fs::remove_file(dir.path().join(name));
    }
    std::fs::write(&path, vec![b'x'; 8192]).unwrap();
    let (status, answer, _) = send(&app, get("/api/census")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{answer}");
    assert_eq!(answer["kind"], "not_found", "{answer}");
}
