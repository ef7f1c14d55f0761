//! Every refusal is the contract's `error` object with a 4xx status (500 only for a bug, which
//! is logged and never takes the server down). Its `error` is prose in the request's language:
//! the `lang` of the body when the body could be read as JSON, else the request's fallback
//! ([`FALLBACK_LANG`]: `?lang=` of the query, else Accept-Language's first language when it is
//! Chinese, else English). `kind` is the stable key and never changes with the language.

use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use grundy::report::{ErrorCode, ErrorReport, LimitReport};
use grundy::text::{Lang, Msg};
use grundy::{Error, ErrorKind, Natural};

tokio::task_local! {
    /// The language of the request being answered when its body does not say
    /// (set by [`fallback_lang`] around each request).
    pub static FALLBACK_LANG: Lang;
}

/// A refusal: its status and the `error` object sent with it.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    report: Box<ErrorReport>,
    message: Msg,
    lang: Option<Lang>,
    retry_after: Option<u64>,
}

impl ApiError {
    /// An error of the API itself (not the library's), of kind `kind`: `message` is a message
    /// of the library's catalogue (`errors-front.ftl`).
    pub fn new(status: StatusCode, kind: ErrorCode, message: Msg) -> ApiError {
        ApiError {
            status,
            report: Box::new(ErrorReport::message(String::new(), kind, None)),
            message,
            lang: None,
            retry_after: None,
        }
    }

    /// A body that is not the JSON object the route takes.
    pub fn invalid_request(message: Msg) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, ErrorCode::InvalidRequest, message)
    }

    /// The same error, written in `lang` (the language the request asked for).
    pub fn in_lang(mut self, lang: Lang) -> ApiError {
        self.lang = Some(lang);
        self
    }

    /// The error object, its message in the language of the error, else of the request being
    /// answered, else English.
    fn report(&self) -> ErrorReport {
        let lang = self
            .lang
            .or_else(|| FALLBACK_LANG.try_with(|lang| *lang).ok())
            .unwrap_or_default();
        let mut report = (*self.report).clone();
        report.error = self.message.render(lang);
        report
    }

    /// Past one of the server's own limits, named `name` with its largest accepted value.
    pub fn limit(
        status: StatusCode,
        kind: ErrorCode,
        name: &str,
        max: u64,
        message: Msg,
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
        let body = serde_json::to_vec(&self.report()).unwrap_or_default();
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
    /// The error in the language of the request being answered ([`FALLBACK_LANG`]; a route
    /// that knows the language its body asks for uses [`ApiError::from_error`]).
    fn from(error: Error) -> ApiError {
        let mut refusal = ApiError::from_error(error, Lang::En);
        refusal.lang = None;
        refusal
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
            report: Box::new(ErrorReport::new(&error, None)),
            message: error.msg().clone(),
            lang: Some(lang),
            retry_after: None,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::to_vec(&self.report()).unwrap_or_default();
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

/// The language a request asks for before its body is read: `lang=` of its query when it names
/// one grundy speaks, else the first language of its `Accept-Language` header when that is
/// Chinese, else English.
pub fn request_lang(request: &Request) -> Lang {
    let query = request.uri().query().unwrap_or("");
    let asked = form_urlencoded::parse(query.as_bytes())
        .find(|(key, _)| key == "lang")
        .and_then(|(_, value)| match value.as_ref() {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        });
    if let Some(lang) = asked {
        return lang;
    }
    let first = request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(',').next())
        .map(|tag| tag.split(';').next().unwrap_or("").trim());
    match first.and_then(Lang::from_locale) {
        Some(Lang::Zh) => Lang::Zh,
        _ => Lang::En,
    }
}

/// The middleware that sets [`FALLBACK_LANG`] for each request, so that every refusal of it
/// (a route's, the router's, a panic's) is written in the language it asks for.
pub async fn fallback_lang(request: Request, next: Next) -> Response {
    let lang = request_lang(&request);
    FALLBACK_LANG.scope(lang, next.run(request)).await
}
