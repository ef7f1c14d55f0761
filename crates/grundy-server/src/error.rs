//! Every refusal is the contract's `error` object with a 4xx status (500 only for a bug, which
//! is logged and never takes the server down).

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use grundy::report::{ErrorCode, ErrorReport, LimitReport};
use grundy::text::Lang;
use grundy::{Error, ErrorKind, Natural};

/// A refusal: its status and the `error` object sent with it.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    report: Box<ErrorReport>,
    retry_after: Option<u64>,
}

impl ApiError {
    /// An error of the API itself (not the library's), of kind `kind`.
    pub fn new(status: StatusCode, kind: ErrorCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            report: Box::new(ErrorReport::message(message, kind, None)),
            retry_after: None,
        }
    }

    /// A body that is not the JSON object the route takes.
    pub fn invalid_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, ErrorCode::InvalidRequest, message)
    }

    /// Past one of the server's own limits, named `name` with its largest accepted value.
    pub fn limit(
        status: StatusCode,
        kind: ErrorCode,
        name: &str,
        max: u64,
        message: impl Into<String>,
    ) -> ApiError {
        let mut error = ApiError::new(status, kind, message);
        error.report.limit = Some(LimitReport {
            name: name.into(),
            max: (&Natural::from(max)).into(),
            requested: None,
        });
        error
    }

    /// Asks the client to retry after `seconds`.
    pub fn retry_after(mut self, seconds: u64) -> ApiError {
        self.retry_after = Some(seconds);
        self
    }

    /// The `kind` of the error object.
    pub fn report_kind(&self) -> ErrorCode {
        self.report.kind
    }

    /// The whole HTTP/1.1 response, as bytes, closing the connection: for the answers hyper
    /// makes itself (a request it cannot read) and for a connection refused before hyper sees
    /// it, which never reach the router.
    pub fn to_http_bytes(&self) -> Vec<u8> {
        let body = serde_json::to_vec(&self.report).unwrap_or_default();
        let retry_after = match self.retry_after {
            Some(seconds) => format!("retry-after: {seconds}\r\n"),
            None => String::new(),
        };
        let mut bytes = format!(
            "HTTP/1.1 {} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\
             {retry_after}connection: close\r\n\r\n",
            self.status.as_u16(),
            self.status.canonical_reason().unwrap_or(""),
            body.len()
        )
        .into_bytes();
        bytes.extend_from_slice(&body);
        bytes
    }
}

impl From<Error> for ApiError {
    /// The error in English (a route that knows the request's language uses
    /// [`ApiError::from_error`]).
    fn from(error: Error) -> ApiError {
        ApiError::from_error(error, Lang::En)
    }
}

impl ApiError {
    /// A library error as a refusal, its message in `lang` (the request's).
    pub fn from_error(error: Error, lang: Lang) -> ApiError {
        let status = match error.kind() {
            ErrorKind::TooLarge | ErrorKind::Unsupported | ErrorKind::Interrupted => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            _ => StatusCode::BAD_REQUEST,
        };
        ApiError {
            status,
            report: Box::new(ErrorReport::from_error(&error, lang)),
            retry_after: None,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::to_vec(&self.report).unwrap_or_default();
        let mut response = (self.status, body).into_response();
        let headers = response.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        if let Some(seconds) = self.retry_after {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}
