//! The octal census for Python (`grundy.census`, python/grundy/census.py): the functions its
//! Dask tasks and its caller need, each a thin wrapper of the library and of the census
//! database crate, so that a distributed census computes and stores exactly what
//! `grundy census` does.
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

use grundy::census::CodePattern;
use grundy::report::{CensusGameReport, CensusGameRequest, answer_census_game};
use grundy_census::{Asked, CensusError, Database, misere_to_for};
use pyo3::prelude::*;

use crate::background::{self, Place};
use crate::errors::{GrundyError, IntoPyResult};

fn db_error(error: CensusError) -> PyErr {
    GrundyError::new_err(error.to_string())
}

fn json_error(what: &str, error: serde_json::Error) -> PyErr {
    GrundyError::new_err(format!("not a {what} (JSON): {error}"))
}

fn asked(request: &CensusGameRequest) -> Asked {
    Asked {
        to: request.to,
        sparse_to: request.sparse_to.unwrap_or(request.to).max(request.to),
        misere_to: request.misere_to,
    }
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
    let codes = CodePattern::expand_all(&patterns).or_raise(py)?;
    let sparse_to = sparse_to.unwrap_or(to).max(to);
    let misere_to = misere_to.filter(|&k| k > 0);
    let ask = |code: &grundy::games::octal::OctalCode| Asked {
        to,
        sparse_to,
        misere_to: misere_to_for(code, misere_to),
    };
    // Claims of proof not yet checked are checked first: one that does not hold is pending.
    let pending = py
        .detach(|| {
            let mut database = Database::open(&db)?;
            database.check_proofs(&codes)?;
            database.pending(&codes, ask)
        })
        .map_err(db_error)?;
    pending
        .into_iter()
        .map(|code| {
            serde_json::to_string(&ask(code).request(code)).map_err(|e| json_error("request", e))
        })
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
    py.detach(|| {
        let mut database = Database::open(&db)?;
        database.store(&report, &asked(&request))
    })
    .map_err(db_error)
}

/// The equivalence pass over everything `db` holds, then the census table (answer `census`)
/// as JSON: of the games of `patterns`, or of every game when `patterns` is empty.
#[pyfunction]
#[pyo3(signature = (db, patterns = Vec::new()))]
pub fn census_finish(py: Python<'_>, db: PathBuf, patterns: Vec<String>) -> PyResult<String> {
    let codes = CodePattern::expand_all(&patterns).or_raise(py)?;
    let mut listing = py
        .detach(|| {
            let mut database = Database::open(&db)?;
            database.check_proofs(&codes)?;
            database.update_equivalences()?;
            database.listing()
        })
        .map_err(db_error)?;
    let wanted: std::collections::HashSet<String> = codes.iter().map(ToString::to_string).collect();
    listing.retain(|code| patterns.is_empty() || wanted.contains(code));
    serde_json::to_string(&listing.into_report()).map_err(|e| json_error("census table", e))
}
