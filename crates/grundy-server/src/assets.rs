//! The explorer page: every file under `web/`, embedded in the binary at build time, so the
//! server needs nothing beside itself and the page fetches nothing from elsewhere.

use axum::http::{HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use grundy::report::ErrorCode;
use include_dir::{Dir, include_dir};

use grundy::text::Msg;

use crate::error::ApiError;

static WEB: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/web");

/// What the page may load: only its own files and its own API (no inline scripts).
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; \
    object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

fn content_type(path: &str) -> &'static str {
    match path.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("json") => "application/json",
        Some("txt") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// `GET /` and `GET /FILE`: the page's files; anything else is a JSON 404.
pub async fn asset(method: Method, uri: Uri) -> Response {
    if method != Method::GET && method != Method::HEAD {
        let message = if uri.path().starts_with("/api/") {
            Msg::new("server-no-route")
        } else {
            Msg::new("server-page-get")
        };
        let status = if uri.path().starts_with("/api/") {
            StatusCode::NOT_FOUND
        } else {
            StatusCode::METHOD_NOT_ALLOWED
        };
        let kind = if status == StatusCode::NOT_FOUND {
            ErrorCode::NotFound
        } else {
            ErrorCode::MethodNotAllowed
        };
        return ApiError::new(status, kind, message).into_response();
    }
    let path = match uri.path().trim_start_matches('/') {
        "" => "index.html",
        path => path,
    };
    let file = (!path.starts_with("api/"))
        .then(|| WEB.get_file(path))
        .flatten();
    let Some(file) = file else {
        return ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::NotFound,
            Msg::new("server-no-page"),
        )
        .into_response();
    };
    let mut response = file.contents().into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(content_type(path)),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    response
}
