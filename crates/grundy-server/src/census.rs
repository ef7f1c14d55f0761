//! `GET`/`POST /api/census`: the table of the census database the server was pointed at
//! (`grundy serve --census FILE`), read afresh on every request, so a census still running shows
//! the games finished so far. The answer is the library's `census` object, the one
//! `grundy census --db FILE --json` prints.

use std::path::Path;
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::response::Response;
use grundy::report::{CensusReport, ErrorCode};
use schemars::JsonSchema;
use serde::Deserialize;

use crate::Shared;
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
    let (_, _): (CensusTableRequest, usize) = read_json(request, &shared).await?;
    table(&shared).await
}

async fn table(shared: &Shared) -> Result<Response, ApiError> {
    let Some(path) = shared.config.census.clone() else {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::NotFound,
            "this server has no census: start it with grundy serve --census FILE \
             (a database written by grundy census --db FILE)",
        ));
    };
    let bytes = shared
        .jobs
        .run(true, move || {
            let report = read(&path)?;
            serde_json::to_vec(&report).map_err(|e| {
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    ErrorCode::Internal,
                    format!("the answer could not be written: {e}"),
                )
            })
        })
        .await?;
    Ok(json_response(bytes))
}

/// The census table of the database at `path`, which must exist (opening a missing file would
/// create an empty census).
fn read(path: &Path) -> Result<CensusReport, ApiError> {
    let unreadable = |detail: String| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            ErrorCode::Internal,
            format!(
                "the census database '{}' cannot be read: {detail}",
                path.display()
            ),
        )
    };
    if !path.is_file() {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::NotFound,
            format!(
                "the census database '{}' (grundy serve --census) is gone",
                path.display()
            ),
        ));
    }
    let db = grundy_census::Database::open(path).map_err(|e| unreadable(e.to_string()))?;
    let rows = db.rows().map_err(|e| unreadable(e.to_string()))?;
    Ok(CensusReport::new(rows))
}
