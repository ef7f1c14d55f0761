//! `grundy.misere_quotient(code)`: an octal game's misère quotient, the library's answer to the
//! same request as `grundy misere CODE --json` and `POST /api/misere`.

use grundy::report::{Job, Limits, MisereQuotientRequest, Question};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::background::{self, Place};
use crate::contract::{Contract, contract_getters};
use crate::convert::number;
use crate::display;
use crate::errors::IntoPyResult;

/// A misère quotient: the finite monoid whose product of heap elements decides every misère
/// sum of the game's heaps computed (or of every heap, once proven).
#[pyclass(frozen, module = "grundy")]
pub struct MisereQuotient {
    pub(crate) contract: Contract,
}

contract_getters!(MisereQuotient, |slf| slf.get().contract,
    /// The octal code, as "0.77".
    code,
    /// The game's name, when it has one ("kayles"), else None.
    name,
    /// "proven" (every heap size) or "holds" (the heaps computed).
    status,
    /// The heap map's preperiod, when proven.
    preperiod,
    /// The heap map's period, when proven.
    period,
    /// The heaps computed, 0..=heaps_computed.
    heaps_computed,
    /// Why the computation stopped before `to`, when it did.
    stopped,
    /// The limit that stopped it ("misere_order", "misere_time_ms", ...), when one did.
    stopped_by,
    /// The number of elements.
    order,
    /// Whether the quotient is misère Nim's (tame).
    tame,
    /// The elements' names, in the order of `table`.
    elements,
    /// The generators: each a dict with its letter and heap.
    generators,
    /// The defining relations, as [word, normal form] pairs.
    relations,
    /// The P-portion: the elements whose sums the player to move loses.
    p_portion,
    /// The multiplication table, by element index.
    table,
    /// The element of each heap 0..=heaps_computed.
    heap_map,
);

#[pymethods]
impl MisereQuotient {
    /// The answer as a new dict: exactly `json.loads` of the CLI's `--json` output.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        self.contract.to_dict(py)
    }

    /// The answer as the CLI's `--json` prints it.
    fn to_json(&self) -> &str {
        self.contract.json()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        display::fields(
            "MisereQuotient",
            self.contract.dict(py)?,
            &["code", "status", "order", "p_portion", "heaps_computed"],
        )
    }
}

/// The misère quotient of an octal game ("0.144", "kayles"), heap by heap to `to` (default
/// 1000) or until its heap map is proven periodic, within `max_order` elements (at most 4096),
/// `work_limit` steps and `time_limit_ms` milliseconds (default 30,000; 0: none). It stops on
/// Ctrl-C; `progress=True` shows the heaps done.
#[pyfunction]
#[pyo3(signature = (code, *, to = None, max_order = None, work_limit = None, time_limit_ms = None, progress = false))]
pub fn misere_quotient<'py>(
    py: Python<'py>,
    code: &str,
    to: Option<&Bound<'py, PyAny>>,
    max_order: Option<&Bound<'py, PyAny>>,
    work_limit: Option<&Bound<'py, PyAny>>,
    time_limit_ms: Option<&Bound<'py, PyAny>>,
    progress: bool,
) -> PyResult<Bound<'py, MisereQuotient>> {
    let word = |value: Option<&Bound<'py, PyAny>>, what: &str| -> PyResult<Option<u64>> {
        value
            .map(|v| number(v, what)?.word(what).or_raise(py))
            .transpose()
    };
    let request = MisereQuotientRequest {
        code: code.to_string(),
        to: word(to, "to")?,
        max_order: word(max_order, "max_order")?,
        work_limit: word(work_limit, "work_limit")?,
        time_limit_ms: word(time_limit_ms, "time_limit_ms")?,
        lang: Default::default(),
    };
    let place = Place::Worker {
        progress,
        unit: "heaps",
    };
    let report = background::run(py, place, move |meter| {
        let mut progress = |p: grundy::report::Progress| meter.set(p.done, p.total.unwrap_or(0));
        request.answer(&mut Job::new(Limits::LOCAL).progress(&mut progress))
    })?;
    Bound::new(
        py,
        MisereQuotient {
            contract: Contract::new(&report),
        },
    )
}
