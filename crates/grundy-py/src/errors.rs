//! The library's errors as Python exceptions: `grundy.GrundyError` (a `ValueError`) with the
//! library's one-line message, its kind and the column of an expression; `grundy.LimitError`
//! (a `GrundyError`) for a valid request larger than grundy computes, naming the limit; and
//! `KeyboardInterrupt` for a computation stopped by Ctrl-C.

use grundy::{Error, ErrorKind};
use pyo3::create_exception;
use pyo3::exceptions::{PyKeyboardInterrupt, PyValueError};
use pyo3::prelude::*;

use crate::convert::natural_to_py;

create_exception!(
    grundy,
    GrundyError,
    PyValueError,
    "A request grundy cannot answer: the library's one-line message says what was wrong and \
     what is accepted. `kind` is the library's kind (\"invalid_number\", \"syntax\", …), \
     `column` the 1-based column of an expression where reading failed (or None)."
);

create_exception!(
    grundy,
    LimitError,
    GrundyError,
    "A valid request larger than grundy computes (kind \"too_large\"): `name` is the limit's \
     stable name (docs/JSON.md lists them), `max` the largest accepted value, `requested` the \
     value asked for (or None)."
);

/// The Python exception for a library error.
pub fn to_py(py: Python<'_>, error: Error) -> PyErr {
    if error.kind() == ErrorKind::Interrupted {
        return PyKeyboardInterrupt::new_err(error.message().to_string());
    }
    let exception = match error.limit() {
        Some(_) => LimitError::new_err(error.message().to_string()),
        None => GrundyError::new_err(error.message().to_string()),
    };
    // Attributes are set on the instance; a failure to set one must not hide the error itself.
    let value = exception.value(py);
    let _ = value.setattr("kind", error.kind().name());
    let _ = value.setattr("column", error.column());
    if let Some(limit) = error.limit() {
        let _ = value.setattr("name", limit.name());
        let _ = value.setattr("max", limit.max());
        let requested = match limit.requested() {
            Some(n) => natural_to_py(py, n).ok().map(Bound::unbind),
            None => None,
        };
        let _ = value.setattr("requested", requested);
    }
    exception
}

/// `Result<T, grundy::Error>` to `PyResult<T>`.
pub trait IntoPyResult<T> {
    /// The value, or the error as a Python exception.
    fn or_raise(self, py: Python<'_>) -> PyResult<T>;
}

impl<T> IntoPyResult<T> for Result<T, Error> {
    fn or_raise(self, py: Python<'_>) -> PyResult<T> {
        self.map_err(|error| to_py(py, error))
    }
}
