//! The octal census for Python (`grundy.census`, python/grundy/census.py): the functions its
//! Dask tasks and its caller need, each a thin wrapper of the census crate's one census run
//! ([`grundy_census::Run`], the one `grundy census` drives), so that a distributed census
//! computes and stores exactly what `grundy census` does.
//!
//! - `census_requests(db, patterns, to, sparse_to, misere_to)`: the JSON requests
//!   (`census_game_request`) of the games not yet stored as far as asked, in census order;
//! - `census_game(request)`: one game, on a worker: the JSON answer (`census_game`);
//! - `census_store(db, request, answer)`: the caller writes one answer, in one transaction;
//! - `census_finish(db)`: the equivalence pass, then the table as JSON (`census`).
//!
//! An answer comes back from a worker as JSON, so it is stored as input: its claim of proof is
//! checked by `census_finish` (and `census_requests`, for a database written elsewhere) before
//! the table lists it as proven, as `grundy census` checks a database it did not write.

use std::path::PathBuf;

use grundy::report::{CensusGameReport, CensusGameRequest, answer_census_game};
use grundy_census::{CensusError, Run, RunRequest};
use pyo3::prelude::*;

use crate::background::{self, Place};
use grundy::text::Msg;

use crate::errors::{grundy_error, to_py};

/// A census error as a Python exception: the library's refusals (a pattern, a limit) as the
/// library's exceptions, the database's as `GrundyError`.
fn census_error(py: Python<'_>, error: CensusError) -> PyErr {
    match error {
        CensusError::Game(error) => to_py(py, error),
        other => grundy_error(other.msg()),
    }
}

fn json_error(what: &str, error: serde_json::Error) -> PyErr {
    grundy_error(
        Msg::new("py-not-json")
            .arg("what", what)
            .arg("why", error.to_string()),
    )
}

/// The requests of the games of `patterns` that `db` does not hold as far as asked.
#[pyfunction]
#[pyo3(signature = (db, patterns, to, sparse_to = None, misere_to = None))]
pub fn census_requests(
    py: Python<'_>,
    db: PathBuf,
    patterns: Vec<String>,
    to: u64,
    sparse_to: Option<u64>,
    misere_to: Option<u64>,
) -> PyResult<Vec<String>> {
    if patterns.is_empty() {
        // No game to compute: the table of the whole database follows (census_finish).
        return Ok(Vec::new());
    }
    let request = RunRequest {
        db,
        patterns,
        to: Some(to),
        sparse_to,
        // None here is no misère quotient (Python's `misere_to=0` or `None`).
        misere_to: Some(misere_to.unwrap_or(0)),
        ..RunRequest::default()
    };
    let pending = py
        .detach(|| Run::open(&request)?.pending())
        .map_err(|e| census_error(py, e))?;
    pending
        .iter()
        .map(|request| serde_json::to_string(request).map_err(|e| json_error("request", e)))
        .collect()
}

/// One game of the census (a Dask task): the `census_game` answer to a
/// `census_game_request`, as JSON. The GIL is released while it computes.
#[pyfunction]
pub fn census_game(py: Python<'_>, request: &str) -> PyResult<String> {
    let request: CensusGameRequest =
        serde_json::from_str(request).map_err(|e| json_error("census_game_request", e))?;
    let report = background::run(py, Place::Inline, move |_| answer_census_game(&request))?;
    serde_json::to_string(&report).map_err(|e| json_error("census_game answer", e))
}

/// Stores one answer in `db`, in one transaction (a game stored before is replaced).
#[pyfunction]
pub fn census_store(py: Python<'_>, db: PathBuf, request: &str, answer: &str) -> PyResult<()> {
    let request: CensusGameRequest =
        serde_json::from_str(request).map_err(|e| json_error("census_game_request", e))?;
    let report: CensusGameReport =
        serde_json::from_str(answer).map_err(|e| json_error("census_game answer", e))?;
    py.detach(|| grundy_census::store_answer(&db, &request, &report))
        .map_err(|e| census_error(py, e))
}

/// The equivalence pass over everything `db` holds, then the census table (answer `census`)
/// as JSON: of the games of `patterns`, or of every game when `patterns` is empty.
#[pyfunction]
#[pyo3(signature = (db, patterns = Vec::new()))]
pub fn census_finish(py: Python<'_>, db: PathBuf, patterns: Vec<String>) -> PyResult<String> {
    let listing = py
        .detach(|| {
            let mut census = Run::table_of(&db, &patterns)?;
            census.finish()?;
            census.listing()
        })
        .map_err(|e| census_error(py, e))?;
    serde_json::to_string(&listing.into_report()).map_err(|e| json_error("census table", e))
}
