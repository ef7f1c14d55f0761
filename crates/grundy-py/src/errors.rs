//! The library's errors as Python exceptions: `grundy.GrundyError` (a `ValueError`) with the
//! library's one-line message, its kind and the column of an expression; `grundy.LimitError`
//! (a `GrundyError`) for a valid request larger than grundy computes, naming the limit; and
//! `KeyboardInterrupt` for a computation stopped by Ctrl-C.
//!
//! The message is prose in a language: the one a call asks for (`explain(lang="zh")`), else
//! the module's (`grundy.set_lang("zh")`), English until it is set. The module does not read
//! the locale (`LANG`): a library's exceptions do not change with the environment of the
//! process that imports it (a service's logs, a test's expected text), and `kind` is the
//! stable key to compare in any language.

use std::sync::atomic::{AtomicU8, Ordering};

use grundy::text::Lang;
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

/// The module's language for messages (an index of `Lang::ALL`; English until set).
static MODULE_LANG: AtomicU8 = AtomicU8::new(0);

/// The language of the module's messages: `grundy.get_lang()`.
pub fn module_lang() -> Lang {
    let index = usize::from(MODULE_LANG.load(Ordering::Relaxed));
    Lang::ALL.get(index).copied().unwrap_or_default()
}

/// The language of the exceptions' messages, `"en"` (the default) or `"zh"` (Chinese, with
/// the terms of the Chinese textbooks), for every later call that does not name one itself.
/// `kind` and the other attributes never change with it.
#[pyfunction]
pub fn set_lang(py: Python<'_>, lang: &str) -> PyResult<()> {
    let lang: Lang = (lang.parse()).map_err(|e: Error| to_py(py, e.context("lang")))?;
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    MODULE_LANG.store(index as u8, Ordering::Relaxed);
    Ok(())
}

/// The language of the exceptions' messages, as `set_lang` names it (`"en"` until set).
#[pyfunction]
pub fn get_lang() -> &'static str {
    module_lang().name()
}

/// The Python exception for a library error, its message in the module's language.
pub fn to_py(py: Python<'_>, error: Error) -> PyErr {
    to_py_in(py, error, module_lang())
}

/// A `GrundyError` of the front end's own with `message` (a message of the library's
/// catalogue), in the module's language.
pub fn grundy_error(message: grundy::text::Msg) -> PyErr {
    GrundyError::new_err(message.render(module_lang()))
}

/// The Python exception for a library error, its message in `lang`: `KeyboardInterrupt` for a
/// computation stopped (by Ctrl-C), else as [`grundy_error_in`].
pub fn to_py_in(py: Python<'_>, error: Error, lang: Lang) -> PyErr {
    if error.kind() == ErrorKind::Interrupted {
        return PyKeyboardInterrupt::new_err(error.message_in(lang));
    }
    grundy_error_in(py, error, lang)
}

/// `GrundyError` (or `LimitError` with the limit's attributes) for a library error of any kind,
/// its message in `lang`, with the stable `kind` and `column`. For a stop that is not Ctrl-C
/// (the pattern lab's deadline for a Python function), where `KeyboardInterrupt` would lie.
pub fn grundy_error_in(py: Python<'_>, error: Error, lang: Lang) -> PyErr {
    let message = error.message_in(lang);
    let exception = match error.limit() {
        Some(_) => LimitError::new_err(message),
        None => GrundyError::new_err(message),
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
