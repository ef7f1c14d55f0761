//! An answer as the JSON contract gives it: the report serialised once by serde (the same
//! bytes as the CLI's `--json`), read into Python objects when first asked for. `to_dict()`
//! reads it afresh each time, so a caller may change what it gets.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyDict;
use serde::Serialize;

use crate::convert::json_to_py;

/// A report's JSON, and its dict once read.
pub struct Contract {
    json: String,
    dict: PyOnceLock<Py<PyDict>>,
}

impl Contract {
    /// The contract of `report`.
    pub fn new(report: &impl Serialize) -> Contract {
        Contract {
            // Reports are plain data with string keys: serialising cannot fail.
            json: serde_json::to_string(report)
                .unwrap_or_else(|e| format!("{{\"error\":\"cannot serialise the report: {e}\"}}")),
            dict: PyOnceLock::new(),
        }
    }

    /// The JSON text, as `grundy … --json` prints it (without the newline).
    pub fn json(&self) -> &str {
        &self.json
    }

    /// The answer's dict, shared by the attribute getters.
    pub fn dict<'py>(&self, py: Python<'py>) -> PyResult<&Bound<'py, PyDict>> {
        let dict = self
            .dict
            .get_or_try_init(py, || Ok::<_, PyErr>(fresh_dict(py, &self.json)?.unbind()))?;
        Ok(dict.bind(py))
    }

    /// One field of the answer (`None` when absent, as for `explanation`).
    pub fn field<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
        Ok(self
            .dict(py)?
            .get_item(name)?
            .unwrap_or_else(|| py.None().into_bound(py)))
    }

    /// A new dict equal to `json.loads` of the CLI's output.
    pub fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        fresh_dict(py, &self.json)
    }
}

/// The dict of a JSON object.
pub fn fresh_dict<'py>(py: Python<'py>, json: &str) -> PyResult<Bound<'py, PyDict>> {
    Ok(json_to_py(py, json)?.cast_into::<PyDict>()?)
}

/// Generates `#[getter]`s that read fields of the contract: `contract_getters!(Type,
/// |slf| expression giving &Contract, field, …)`.
macro_rules! contract_getters {
    ($class:ty, |$slf:ident| $contract:expr, $($(#[$doc:meta])* $field:ident),* $(,)?) => {
        #[pymethods]
        impl $class {
            $(
                $(#[$doc])*
                #[getter]
                fn $field<'py>($slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
                    let py = $slf.py();
                    $contract.field(py, stringify!($field))
                }
            )*
        }
    };
}

pub(crate) use contract_getters;
