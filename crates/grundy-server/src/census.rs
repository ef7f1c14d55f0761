//! `GET`/`POST /api/census`: the table of the census database the server was pointed at
//! (`grundy serve --census FILE`), read afresh on every request, so a census still running shows
//! the games finished so far. The answer is the library's `census` object, the one
//! `grundy census --db FILE --json` prints. `GET /api/census/certificate?code=CODE`: the
//! certificate of one of its games, the text `grundy verify FILE` checks.
//!
//! The database is input: a row that cannot be read is listed among the answer's `problems`,
//! not answered with a 500, and a claim of proof is served as proven only once its certificate
//! has been checked. Claims not yet checked (a database of an older grundy, or games stored by
//! Python) are checked before the listing, in the heavy lane and under the time budget; each
//! verdict is remembered in the database, so a listing cut short by the budget lists those
//! left as open, and the next request goes on where it stopped.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use grundy::report::{CensusReport, ErrorCode};
use grundy_census::{CensusFile, CertificateAnswer, CertificateRequest};
use schemars::JsonSchema;
use serde::Deserialize;

use crate::Shared;
use grundy::text::Msg;

use crate::error::ApiError;
use crate::routes::{json_response, read_json};

/// The body of `POST /api/census`: an empty object (the table is the whole database).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CensusTableRequest {}

/// `GET /api/census`.
pub(crate) async fn get(State(shared): State<Arc<Shared>>) -> Result<Response, ApiError> {
    table(&shared).await
}

/// `POST /api/census` with `{}`.
pub(crate) async fn post(
    State(shared): State<Arc<Shared>>,
    request: Request,
) -> Result<Response, ApiError> {
    let (_, _, lang): (CensusTableRequest, usize, _) = read_json(request, &shared).await?;
    table(&shared).await.map_err(|error| error.in_lang(lang))
}

/// The census database of `grundy serve --census FILE`, or the 404 that names the option.
fn census_path(shared: &Shared) -> Result<PathBuf, ApiError> {
    shared.config.census.clone().ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::NotFound,
            Msg::new("server-no-census"),
        )
    })
}

async fn table(shared: &Shared) -> Result<Response, ApiError> {
    let path = census_path(shared)?;
    let unchecked = {
        let path = path.clone();
        shared
            .jobs
            .run(true, move || {
                open(&path)?
                    .unchecked_proofs()
                    .map_err(|e| unreadable(&path, e))
            })
            .await?
    };
    if unchecked > 0 {
        // Refused (every job taken) or cut short, the listing still follows: the claims left
        // unchecked are listed as open, and the next request goes on checking.
        let path = path.clone();
        let _ = shared
            .jobs
            .run(false, move || {
                check_proofs(&path);
                Ok(())
            })
            .await;
    }
    let bytes = shared
        .jobs
        .run(true, move || {
            let report = read(&path)?;
            serde_json::to_vec(&report).map_err(|e| {
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    ErrorCode::Internal,
                    Msg::new("server-answer-unwritable").arg("why", e),
                )
            })
        })
        .await?;
    Ok(json_response(bytes))
}

/// The census table of the database at `path`, with the rows not listed as stored.
fn read(path: &Path) -> Result<CensusReport, ApiError> {
    open(path)?.table().map_err(|e| unreadable(path, e))
}

/// Checks the claims of proof of the database at `path` not yet checked, as far as the time
/// budget goes (plain mex only: a certificate beyond its limits stays unchecked, listed as
/// open, until a census run computes its game again). A failure is logged, not answered: the
/// listing that follows says which claims are not checked.
fn check_proofs(path: &Path) {
    let checked = CensusFile::open(path).and_then(|mut census| census.check_proofs());
    match checked {
        Ok(count) => tracing::info!(count, "census proofs checked"),
        Err(error) => tracing::warn!(%error, "census proofs not all checked"),
    }
}

/// The database at `path`, which must exist (opening a missing file would create an empty
/// census).
fn open(path: &Path) -> Result<CensusFile, ApiError> {
    CensusFile::open(path).map_err(|e| unreadable(path, e))
}

fn unreadable(path: &Path, error: grundy_census::CensusError) -> ApiError {
    if error.is_missing() {
        return ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::NotFound,
            Msg::new("server-census-gone").arg("path", path.display()),
        );
    }
    if error.is_locked() {
        // Not a bug, and not for ever: the server's "retry shortly", as when every job is
        // taken.
        return ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            ErrorCode::Busy,
            Msg::new("server-census-locked").arg("path", path.display()),
        )
        .retry_after(1);
    }
    if error.is_not_a_census() {
        // The file is bad input, as a bad row is: said, not answered as a bug of the server.
        return ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::NotFound,
            Msg::new("server-census-not-a-census")
                .arg("path", path.display())
                .arg("why", error.msg()),
        );
    }
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        ErrorCode::Internal,
        Msg::new("server-census-unreadable")
            .arg("path", path.display())
            .arg("why", error.msg()),
    )
}

/// `GET /api/census/certificate?code=CODE`: the certificate of a game of the census whose
/// period is proven, as text (`text/plain`, named `CODE.cert` for saving), exactly as the
/// database holds it: `grundy verify FILE` and `tools/check_certificate.py FILE` check it. A
/// code the census does not hold, or holds open, is a 404 that says which. Read in the heavy
/// lane: a certificate holds every value its proof needs (tens of megabytes for the longest).
pub(crate) async fn certificate(
    State(shared): State<Arc<Shared>>,
    uri: Uri,
) -> Result<Response, ApiError> {
    let code = certificate_code(uri.query().unwrap_or(""))?;
    let path = census_path(&shared)?;
    let name = format!("{}.cert", code.code());
    let text = shared
        .jobs
        .run(false, move || stored_certificate(&path, &code))
        .await?;
    let mut response = Body::from(text).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    if let Ok(disposition) = HeaderValue::from_str(&format!("inline; filename=\"{name}\"")) {
        headers.insert(header::CONTENT_DISPOSITION, disposition);
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    Ok(response)
}

/// The game of the query `code=CODE` (a code or a name, as grundy reads them), and nothing
/// else.
fn certificate_code(query: &str) -> Result<CertificateRequest, ApiError> {
    let mut code = None;
    for (key, value) in form_urlencoded::parse(query.as_bytes()) {
        if key != "code" {
            return Err(ApiError::invalid_request(
                Msg::new("server-certificate-unknown-parameter")
                    .arg("name", key.escape_debug())
                    .arg("usage", Msg::new("server-certificate-query")),
            ));
        }
        if code.replace(value).is_some() {
            return Err(ApiError::invalid_request(
                Msg::new("server-certificate-code-twice")
                    .arg("usage", Msg::new("server-certificate-query")),
            ));
        }
    }
    let code = code.ok_or_else(|| {
        ApiError::invalid_request(
            Msg::new("server-certificate-no-code")
                .arg("usage", Msg::new("server-certificate-query")),
        )
    })?;
    Ok(code.parse::<CertificateRequest>()?)
}

/// The certificate of `request`'s game in the database at `path`, or the 404 saying why
/// there is none.
fn stored_certificate(path: &Path, request: &CertificateRequest) -> Result<String, ApiError> {
    let mut census = open(path)?;
    let code = request.code();
    // A claim not yet checked is checked now (remembered; a failure leaves it unchecked, and
    // the answer below says so).
    if let Err(error) = census.check_proof_of(request) {
        tracing::warn!(%error, code, "census proof not checked");
    }
    let not_found = |why: Msg| ApiError::new(StatusCode::NOT_FOUND, ErrorCode::NotFound, why);
    match census
        .certificate(request)
        .map_err(|e| unreadable(path, e))?
    {
        CertificateAnswer::Certificate(text) => Ok(text),
        CertificateAnswer::NotStored => Err(not_found(
            Msg::new("server-certificate-not-stored")
                .arg("code", code)
                .arg("path", path.display()),
        )),
        // A row that cannot be read, or whose claim of proof does not stand, serves nothing:
        // the problem says why.
        CertificateAnswer::Problem(problem) => Err(not_found(
            Msg::new("server-certificate-problem")
                .arg("code", code)
                .arg("problem", problem.to_string()),
        )),
        CertificateAnswer::Open { heaps_computed } => Err(not_found(
            Msg::new("server-certificate-open")
                .arg("code", code)
                .arg("heaps", heaps_computed),
        )),
        CertificateAnswer::None => Err(not_found(
            Msg::new("server-certificate-none").arg("code", code),
        )),
    }
}
