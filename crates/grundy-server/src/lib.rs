//! `grundy serve`: the explorer page and the JSON API of grundy over HTTP.
//!
//! The API answers with exactly the objects of the CLI's `--json` (the library's
//! [`grundy::report`] types); the routes are listed in `docs/API.md` and described at
//! `GET /api/openapi.json`, generated from the same types. The page at `/` is plain HTML and
//! JavaScript embedded in the binary, and talks only to this API. No game logic lives here: a
//! route reads its request, calls the library, and writes the report.
//!
//! Queries go in one of two lanes, decided from the request before any computing by the
//! library ([`grundy::report::weight`]): a light one (a closed form, a small sum) is answered at
//! once on the thread that read it; a heavy one runs as a job ([`Config::jobs`] at once, on
//! their own threads), so a Nim position never waits behind a misère quotient. Either runs
//! within [`Config::time_budget`], and a job is stopped when its client goes away. Bodies are
//! bounded in size and time, headers and writes in time (`connection`), connections in number,
//! in all and from one peer, an idle one closed to make room first (`admission`).
//! Past a limit the answer is a 4xx with the contract's `error` object naming it, hyper's own
//! refusals included. One request in 1024 is logged at the default level (every one with
//! `RUST_LOG=debug`), and every failure of the server itself.
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let server = grundy_server::Server::bind("127.0.0.1:0".parse().unwrap(), Default::default())
//!     .await?;
//! println!("listening on http://{}", server.local_addr());
//! server.run().await
//! # }
//! ```

mod admission;
mod assets;
mod census;
mod connection;
mod error;
mod jobs;
mod routes;

use grundy::report::ErrorCode;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use axum::Router;
use axum::extract::{Request as AxumRequest, State};
use axum::http::{HeaderName, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tower_http::catch_panic::CatchPanicLayer;
use tracing::Level;

pub use routes::{Route, routes};

use crate::error::ApiError;
use crate::jobs::Jobs;

/// The server's limits.
#[derive(Clone, Debug)]
pub struct Config {
    /// The largest request body, in bytes (a million-digit heap fits).
    pub body_limit: usize,
    /// How long a body may take to arrive.
    pub body_timeout: Duration,
    /// How long a request's headers may take to arrive, counted from when the server starts
    /// waiting for them: the connection's start, or the end of its previous answer (so an idle
    /// or silent connection is closed after this long too).
    pub header_timeout: Duration,
    /// How long a write of an answer may stay stalled (a client that does not read).
    pub write_timeout: Duration,
    /// How long one query may compute before it is stopped (422, `time_budget_ms`).
    pub time_budget: Duration,
    /// How many queries compute at once.
    pub jobs: usize,
    /// How long a query waits for its turn before it is refused (429, `heavy_requests`).
    pub queue_wait: Duration,
    /// How many connections are served at once. Past it, the oldest idle connection (no
    /// request under way) of the peer with the most connections is closed for a new one; only
    /// when every connection is busy do new ones wait to be accepted.
    pub max_connections: usize,
    /// How many connections one peer (an IPv4 address, an IPv6 /64) may hold at once. Past
    /// it, its oldest idle connection is closed for a new one, or the new one refused (429,
    /// `connections_per_peer`) if all of its connections are busy. Behind a reverse proxy
    /// every client is the proxy: give it `max_connections`.
    pub max_connections_per_peer: usize,
    /// The census database whose table `/api/census` answers (`grundy serve --census FILE`),
    /// and whose certificates `/api/census/certificate` sends; without one those routes say
    /// how to give it.
    pub census: Option<PathBuf>,
}

impl Default for Config {
    fn default() -> Config {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Config {
            body_limit: 2 << 20,
            body_timeout: Duration::from_secs(10),
            header_timeout: Duration::from_secs(10),
            write_timeout: Duration::from_secs(10),
            time_budget: Duration::from_secs(10),
            jobs: cores,
            queue_wait: Duration::from_secs(5),
            max_connections: 256,
            max_connections_per_peer: 64,
            census: None,
        }
    }
}

/// What every request shares.
pub(crate) struct Shared {
    config: Config,
    jobs: Jobs,
}

/// The whole application: the API, the page, request ids, logs, and JSON errors for the rest.
pub fn router(config: Config) -> Router {
    let shared = Arc::new(Shared {
        jobs: Jobs::new(&config),
        config,
    });
    let routes = routes::routes();
    let openapi = serde_json::to_vec(&routes::openapi(&routes)).unwrap_or_default();
    let mut router = Router::new();
    for route in routes {
        router = router.route(&route.path, route.method);
    }
    router
        .route(
            "/api/census",
            get(census::get)
                .post(census::post)
                .fallback(|| async { not_allowed("GET or POST") }),
        )
        .route(
            "/api/census/certificate",
            get(census::certificate).fallback(|| async { not_allowed("GET") }),
        )
        .route(
            "/api/health",
            get(routes::health).fallback(|| async { not_allowed("GET") }),
        )
        .route(
            "/api/openapi.json",
            get(move || async move {
                (
                    [(axum::http::header::CONTENT_TYPE, "application/json")],
                    openapi,
                )
            })
            .fallback(|| async { not_allowed("GET") }),
        )
        .fallback(assets::asset)
        .with_state(shared)
        .layer(CatchPanicLayer::custom(|_| {
            ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                ErrorCode::Internal,
                grundy::text::Msg::new("server-bug"),
            )
            .into_response()
        }))
        // Outside the panic's layer, so that its answer too is in the request's language.
        .layer(axum::middleware::from_fn(error::fallback_lang))
        .layer(axum::middleware::from_fn_with_state(
            Arc::new(AtomicU64::new(0)),
            log,
        ))
}

/// The header that carries a request's id.
const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// One request in this many is logged at INFO (a line a request cost a quarter of the rate,
/// and 470 MB of log over a load run); every one at DEBUG; every 5xx at ERROR.
pub const LOG_EVERY: u64 = 1024;

/// Request ids and the log: each request gets the next number of `counter`, sent back in
/// `x-request-id` (a client's own `x-request-id` is sent back instead) and logged with its
/// method, path, status and time when it is logged. (Two tower-http layers did the ids for
/// about 1.5 µs a request, a tenth of what the server spends on a cheap one.)
async fn log(State(counter): State<Arc<AtomicU64>>, request: AxumRequest, next: Next) -> Response {
    let id = counter.fetch_add(1, Ordering::Relaxed) + 1;
    let theirs = request.headers().get(REQUEST_ID).cloned();
    let sampled = id % LOG_EVERY == 1;
    let detail = (sampled || tracing::enabled!(Level::DEBUG))
        .then(|| (request.method().clone(), request.uri().path().to_owned()));
    let started = std::time::Instant::now();
    let mut response = next.run(request).await;
    response
        .headers_mut()
        .insert(REQUEST_ID, theirs.unwrap_or_else(|| HeaderValue::from(id)));
    let status = response.status().as_u16();
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    match detail {
        None if response.status().is_server_error() => {
            tracing::error!(id, ms, status, "answered");
        }
        None => {}
        Some((method, path)) if response.status().is_server_error() => {
            tracing::error!(id, %method, path, ms, status, "answered");
        }
        Some((method, path)) if sampled => {
            tracing::info!(id, %method, path, ms, sampled = LOG_EVERY, status, "answered");
        }
        Some((method, path)) => tracing::debug!(id, %method, path, ms, status, "answered"),
    }
    response
}

fn not_allowed(method: &str) -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        ErrorCode::MethodNotAllowed,
        grundy::text::Msg::new("server-route-takes").arg("method", method),
    )
}

/// A bound listener with the application behind it.
pub struct Server {
    listener: TcpListener,
    config: Config,
    router: Router,
}

impl Server {
    /// Binds `addr` (port 0: any free port).
    pub async fn bind(addr: SocketAddr, config: Config) -> std::io::Result<Server> {
        let listener = TcpListener::bind(addr).await?;
        Ok(Server {
            listener,
            router: router(config.clone()),
            config,
        })
    }

    /// The address it listens on.
    pub fn local_addr(&self) -> SocketAddr {
        self.listener
            .local_addr()
            .unwrap_or_else(|_| SocketAddr::from(([0, 0, 0, 0], 0)))
    }

    /// Serves until the task is dropped: each connection on its own task, at most
    /// [`Config::max_connections`] at once and [`Config::max_connections_per_peer`] from one
    /// peer, idle ones closed first to make room (`admission`), with the deadlines of
    /// `connection` (headers within [`Config::header_timeout`] of the server waiting for them,
    /// stalled writes within [`Config::write_timeout`]).
    pub async fn run(self) -> std::io::Result<()> {
        let admission = admission::Admission::new(
            self.config.max_connections,
            self.config.max_connections_per_peer,
        );
        let mut builder = http1::Builder::new();
        builder
            .timer(TokioTimer::new())
            .header_read_timeout(self.config.header_timeout);
        let builder = Arc::new(builder);
        loop {
            // Never waits while a connection is idle: a flood of silent connections cannot keep
            // the accept loop, and so everyone else, waiting.
            admission.wait_for_room().await;
            let (stream, peer) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of descriptors and the like: wait a little rather than spin.
                    tracing::warn!(%error, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            let admitted = loop {
                match admission.admit(peer.ip()) {
                    Ok(admitted) => break Some(admitted),
                    // Room was there when the loop began to wait for this connection; the idle
                    // connection that made it may have had a request since. Wait again.
                    Err(admission::Refusal::ServerFull) => admission.wait_for_room().await,
                    Err(admission::Refusal::PeerFull) => break None,
                }
            };
            let Some(admitted) = admitted else {
                tracing::debug!(%peer, "connection refused: its address has too many");
                let answer = admission::refusal(self.config.max_connections_per_peer);
                // Whatever the socket takes at once; it is closed when dropped.
                let _ = stream.try_write(&answer.to_http_bytes());
                continue;
            };
            let _ = stream.set_nodelay(true);
            let activity = admitted.activity();
            let service = connection::service(self.router.clone(), Arc::clone(&activity));
            let builder = Arc::clone(&builder);
            let io = TokioIo::new(connection::Guarded::new(
                stream,
                self.config.write_timeout,
                activity,
            ));
            tokio::spawn(async move {
                let connection = builder.serve_connection(io, service);
                tokio::select! {
                    result = connection => {
                        if let Err(error) = result {
                            tracing::debug!(%error, "connection ended");
                        }
                    }
                    () = admitted.closed() => {
                        tracing::debug!("an idle connection closed to make room");
                    }
                }
                drop(admitted);
            });
        }
    }
}

/// `grundy serve`: logs to stderr (`RUST_LOG` filters them, default `info`), binds `addr`,
/// prints the page's address, and serves until Ctrl-C.
pub fn serve(addr: SocketAddr, config: Config) -> std::io::Result<()> {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .try_init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let server = Server::bind(addr, config).await?;
        eprintln!(
            "grundy serve: open http://{}/ (Ctrl-C to stop)",
            server.local_addr()
        );
        tokio::select! {
            result = server.run() => result,
            _ = tokio::signal::ctrl_c() => Ok(()),
        }
    })
}
