//! The route table: every query route with its request and answer types, from which both the
//! router and the OpenAPI description are built, so that neither can list a route the other
//! lacks.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, post};
use schemars::generate::SchemaSettings;
use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use grundy::report::{
    AnalyzeRequest, BashRequest, ErrorCode, EveryRequest, FibRequest, GamesRequest, HintRequest,
    Job, Limits, MessagesRequest, MisereQuotientRequest, MovesRequest, NimRequest, OctalRequest,
    OptionsRequest, PatternRequest, PlayRequest, PositionRequest, Question, StartRequest,
    SubRequest, TableRequest, TakeAwayRequest, VerifyRequest, WindowRequest, WythoffPairRequest,
    WythoffRequest,
};

use crate::Shared;
use crate::error::ApiError;

/// The largest body of a light query: beyond it, numbers are long enough to cost more than a
/// closed form's microseconds just to read.
const LIGHT_BODY: usize = 4096;

/// One query route: `POST /api/NAME` with a JSON body, for one question of the library.
pub struct Route {
    /// The path, such as `/api/analyze`.
    pub path: String,
    /// What it answers, in one line (the OpenAPI summary).
    pub summary: &'static str,
    request: fn(&mut SchemaGenerator) -> Schema,
    answer: fn(&mut SchemaGenerator) -> Schema,
    pub(crate) method: MethodRouter<Arc<Shared>>,
}

fn schema<T: JsonSchema>(generator: &mut SchemaGenerator) -> Schema {
    generator.subschema_for::<T>()
}

/// The route of question `Q`: it reads a `Q` from the body and answers with the library's
/// answer to it under the service's limits: at once when the body is small and the question is
/// light ([`Question::is_light`], decided by the library before computing), else as a job. The
/// server adds nothing of its own: the request, its defaults, its limits and its weight are the
/// library's.
fn route<Q>(summary: &'static str) -> Route
where
    Q: Question + JsonSchema,
    Q::Answer: JsonSchema,
{
    let handler = move |State(shared): State<Arc<Shared>>, request: Request| async move {
        let (question, size): (Q, usize) = read_json(request, &shared).await?;
        let light = size <= LIGHT_BODY && question.is_light();
        let bytes = shared
            .jobs
            .run(light, move || {
                let answer = question.answer(&mut Job::new(Limits::SERVICE))?;
                serde_json::to_vec(&answer).map_err(|e| {
                    ApiError::new(
                        StatusCode::INTERNAL_SERVER_ERROR,
                        ErrorCode::Internal,
                        format!("the answer could not be written: {e}"),
                    )
                })
            })
            .await?;
        Ok::<Response, ApiError>(json_response(bytes))
    };
    Route {
        path: format!("/api/{}", Q::NAME),
        summary,
        request: schema::<Q>,
        answer: schema::<Q::Answer>,
        method: post(handler).fallback(method_not_allowed),
    }
}

/// Every query route, in the order of docs/API.md.
pub fn routes() -> Vec<Route> {
    vec![
        route::<AnalyzeRequest>(
            "A sum of games: who wins, its Grundy value and every winning move (grundy analyze)",
        ),
        route::<WythoffRequest>("A position of Wythoff's game (grundy wythoff A B)"),
        route::<WythoffPairRequest>(
            "The k-th P-position of Wythoff's game (grundy wythoff --pair K)",
        ),
        route::<NimRequest>("A position of Nim (grundy nim)"),
        route::<BashRequest>("Bash's game (grundy bash)"),
        route::<TakeAwayRequest>(
            "The take-away game with multiplier k, or its losing heaps (grundy takeaway)",
        ),
        route::<FibRequest>("Fibonacci nim, the take-away game with k = 2 (grundy fib)"),
        route::<SubRequest>(
            "A subtraction game's Grundy sequence, or its proven period (grundy seq sub)",
        ),
        route::<OctalRequest>(
            "An octal game's Grundy sequence with its proven period (grundy seq octal)",
        ),
        route::<TableRequest>(
            "Wythoff's Grundy table, or one row with its additive period (grundy table wythoff)",
        ),
        route::<WindowRequest>(
            "A sampled window of Wythoff's Grundy table, up to 4096 × 4096 (for a heatmap)",
        ),
        route::<MovesRequest>("Every legal move of a position, with its notation"),
        route::<HintRequest>("A winning move and why, or why none wins (hint in grundy play)"),
        route::<PlayRequest>(
            "One turn against the computer: your move, then its answer (grundy play)",
        ),
        route::<MisereQuotientRequest>(
            "An octal game's misère quotient, as far as the time budget reaches (grundy misere)",
        ),
        route::<PositionRequest>(
            "How a position looks, game by game: its heaps and what may be taken now",
        ),
        route::<GamesRequest>("Every game grundy plays, with its notation and how moves are typed"),
        route::<VerifyRequest>(
            "A certificate of periodicity checked from the rules alone (grundy verify FILE)",
        ),
        route::<StartRequest>(
            "Where a game should start: who wins it, whether to move first, a winnable start",
        ),
        route::<MessagesRequest>(
            "The web page's own text and the glossary of games and terms, in one language",
        ),
        route::<OptionsRequest>(
            "Every option of a position with its Grundy value, and their mex (the SG function)",
        ),
        route::<EveryRequest>("A sum under the Every-SG convention, by each game's remoteness"),
        route::<PatternRequest>(
            "A game tabulated to N (a built-in game of heap n, or a Rhai rules script) and its \
             patterns named: periodic, recurrence, Beatty (grundy pattern)",
        ),
    ]
}

/// Whether a `Content-Type` value is JSON: `application/json`, any case, with or without
/// parameters (`; charset=utf-8`), and nothing else (`application/jsonx` is not).
fn is_json(content_type: &str) -> bool {
    let media = content_type.split(';').next().unwrap_or("");
    media.trim().eq_ignore_ascii_case("application/json")
}

/// The body as a `Q`, with its size in bytes: JSON, within the size and time limits.
pub(crate) async fn read_json<Q: DeserializeOwned>(
    request: Request,
    shared: &Shared,
) -> Result<(Q, usize), ApiError> {
    let config = &shared.config;
    let is_json = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(is_json);
    if !is_json {
        return Err(ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ErrorCode::InvalidRequest,
            "the body must be a JSON object, sent with Content-Type: application/json",
        ));
    }
    let too_large = || {
        ApiError::limit(
            StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::TooLarge,
            "body_bytes",
            config.body_limit as u64,
            format!(
                "the body is larger than the {} bytes one request may send",
                config.body_limit
            ),
        )
    };
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if declared.is_some_and(|length| length > config.body_limit as u64) {
        return Err(too_large());
    }
    let body = request.into_body();
    let bytes = tokio::time::timeout(
        config.body_timeout,
        axum::body::to_bytes(body, config.body_limit),
    )
    .await
    .map_err(|_| {
        ApiError::limit(
            StatusCode::REQUEST_TIMEOUT,
            ErrorCode::Timeout,
            "body_time_ms",
            config.body_timeout.as_millis() as u64,
            format!(
                "the body did not arrive within {} ms",
                config.body_timeout.as_millis()
            ),
        )
    })?
    .map_err(|_| too_large())?;
    let body = serde_json::from_slice(&bytes).map_err(|e| {
        ApiError::invalid_request(format!(
            "the body is not the JSON object this route takes: {} (see /api/openapi.json)",
            clean(&e.to_string())
        ))
    })?;
    Ok((body, bytes.len()))
}

/// `message` with control characters escaped and at most 300 characters, to echo safely.
fn clean(message: &str) -> String {
    let mut text: String = message.chars().flat_map(char::escape_default).collect();
    if text.chars().count() > 300 {
        text = text.chars().take(300).collect::<String>() + "…";
    }
    text
}

pub(crate) fn json_response(bytes: Vec<u8>) -> Response {
    let mut response = Body::from(bytes).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    response
}

async fn method_not_allowed() -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        ErrorCode::MethodNotAllowed,
        "this route takes POST with a JSON body (see /api/openapi.json)",
    )
}

/// `GET /api/health`.
pub async fn health() -> Response {
    json_response(
        serde_json::to_vec(&json!({"status": "ok", "version": env!("CARGO_PKG_VERSION")}))
            .unwrap_or_default(),
    )
}

/// The OpenAPI 3.1 description of `routes` (and of the census's two routes and the two other
/// `GET` routes), with the schemas of their request and answer types.
pub fn openapi(routes: &[Route]) -> Value {
    let mut generator = SchemaSettings::draft2020_12()
        .with(|s| s.definitions_path = "/components/schemas".into())
        .into_generator();
    let error = generator.subschema_for::<grundy::report::ErrorReport>();
    let error_response = json!({
        "description": "refused: the contract's error object (docs/API.md lists the statuses)",
        "content": {"application/json": {"schema": error}}
    });
    let mut paths = serde_json::Map::new();
    for route in routes {
        let request = (route.request)(&mut generator);
        let answer = (route.answer)(&mut generator);
        let operation = route.path.trim_start_matches("/api/").replace('/', "_");
        paths.insert(
            route.path.to_string(),
            json!({"post": {
                "operationId": operation,
                "summary": route.summary,
                "requestBody": {
                    "required": true,
                    "content": {"application/json": {"schema": request}}
                },
                "responses": {
                    "200": {
                        "description": "the answer, as the CLI's --json prints it",
                        "content": {"application/json": {"schema": answer}}
                    },
                    "4XX": error_response.clone()
                }
            }}),
        );
    }
    // The census table: GET, or POST with `{}` (crate::census).
    let census_request = generator.subschema_for::<crate::census::CensusTableRequest>();
    let census_answer = generator.subschema_for::<grundy::report::CensusReport>();
    let census_responses = json!({
        "200": {
            "description": "the census table, as grundy census --db FILE --json prints it",
            "content": {"application/json": {"schema": census_answer}}
        },
        "4XX": error_response.clone()
    });
    let census_summary = "The table of the census database the server was started with \
                          (grundy serve --census FILE); 404 without one";
    paths.insert(
        "/api/census".into(),
        json!({
            "get": {
                "operationId": "census_get",
                "summary": census_summary,
                "responses": census_responses.clone()
            },
            "post": {
                "operationId": "census",
                "summary": census_summary,
                "requestBody": {
                    "required": true,
                    "content": {"application/json": {"schema": census_request}}
                },
                "responses": census_responses
            }
        }),
    );
    paths.insert(
        "/api/census/certificate".into(),
        json!({"get": {
            "operationId": "census_certificate",
            "summary": "The certificate of one game of the census, as text (grundy verify FILE \
                        checks it); 404 for a game the census does not hold or holds open",
            "parameters": [{
                "name": "code",
                "in": "query",
                "required": true,
                "description": "the game: its code or name, as grundy reads them",
                "schema": {"type": "string"},
                "example": "0.77"
            }],
            "responses": {
                "200": {
                    "description": "the certificate, exactly as the census database holds it",
                    "content": {"text/plain": {"schema": {"type": "string"}}}
                },
                "4XX": error_response
            }
        }}),
    );
    paths.insert(
        "/api/health".into(),
        json!({"get": {
            "operationId": "health",
            "summary": "Whether the server answers, and its version",
            "responses": {"200": {
                "description": "{\"status\": \"ok\", \"version\": ...}",
                "content": {"application/json": {"schema": {
                    "type": "object",
                    "properties": {"status": {"const": "ok"}, "version": {"type": "string"}},
                    "required": ["status", "version"]
                }}}
            }}
        }}),
    );
    paths.insert(
        "/api/openapi.json".into(),
        json!({"get": {
            "operationId": "openapi",
            "summary": "This description",
            "responses": {"200": {
                "description": "OpenAPI 3.1",
                "content": {"application/json": {"schema": {"type": "object"}}}
            }}
        }}),
    );
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "grundy",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Exact answers for impartial games: the same objects as the grundy \
                            CLI's --json (docs/JSON.md), for a web page or another program.",
            "license": {"name": "MIT OR Apache-2.0", "identifier": "MIT OR Apache-2.0"}
        },
        "paths": paths,
        "components": {"schemas": generator.take_definitions(true)}
    })
}

#[cfg(test)]
mod tests {
    use super::is_json;

    #[test]
    fn only_json_is_json() {
        for yes in [
            "application/json",
            "Application/JSON",
            "application/json; charset=utf-8",
        ] {
            assert!(is_json(yes), "{yes}");
        }
        for no in [
            "application/jsonx",
            "application/json-seq",
            "text/json",
            "",
            "json",
        ] {
            assert!(!is_json(no), "{no}");
        }
    }
}
