//! Sequences and tables as NumPy arrays: a subtraction game's and an octal game's Grundy
//! sequence, a row of Wythoff's table with its additive period, and the table itself.
//!
//! The values are computed on a worker (interruptible, with a progress bar when asked), moved
//! into a NumPy array that owns them (no Python list, no copy on the Python side), and made
//! read-only: every access to `.values` returns that same array. The report the CLI prints is
//! kept beside it for `to_dict()`.

use grundy::report::{
    Job, Limits, OctalRequest, OctalSequenceReport, Outcomes, PeriodStatus, Progress, Question,
    SubAnswer, SubRequest, SubtractionSequenceReport, TableAnswer, TableRequest, Values,
    WythoffRowReport, WythoffTableReport,
};
use numpy::ndarray::Array2;
use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyString};
use serde::Serialize;

use crate::background::{self, Meter, Place};
use crate::contract::{Contract, contract_getters, fresh_dict};
use crate::convert::number;
use crate::display;
use crate::errors::IntoPyResult;

/// The report behind a sequence.
#[derive(PartialEq)]
pub(crate) enum SequenceReport {
    Subtraction(SubtractionSequenceReport),
    Octal(OctalSequenceReport),
    Row(WythoffRowReport),
}

impl SequenceReport {
    pub(crate) fn to_json(&self) -> String {
        fn json(report: &impl Serialize) -> String {
            serde_json::to_string(report).unwrap_or_default()
        }
        match self {
            SequenceReport::Subtraction(r) => json(r),
            SequenceReport::Octal(r) => json(r),
            SequenceReport::Row(r) => json(r),
        }
    }

    /// The report without its long lists, for the attributes.
    fn summary(&self) -> Contract {
        let empty = Values::from(Vec::new());
        match self {
            SequenceReport::Subtraction(r) => {
                let mut summary = r.clone();
                summary.values = summary.values.map(|_| empty);
                summary.outcomes = None;
                Contract::new(&summary)
            }
            SequenceReport::Octal(r) => {
                let mut summary = r.clone();
                summary.values = empty;
                Contract::new(&summary)
            }
            SequenceReport::Row(r) => {
                let mut summary = r.clone();
                summary.values = empty;
                Contract::new(&summary)
            }
        }
    }

    fn period(&self) -> (Option<u64>, Option<u64>) {
        match self {
            SequenceReport::Subtraction(r) => (r.preperiod, r.period),
            SequenceReport::Octal(r) => (r.preperiod, r.period),
            SequenceReport::Row(r) => (r.preperiod, r.period),
        }
    }

    /// Whether the period is proven for ever (subtraction and octal games report a period
    /// only when proven; a Wythoff row says which).
    fn proven(&self) -> bool {
        match self {
            SequenceReport::Row(r) => r.period_status == PeriodStatus::Proven,
            _ => self.period().1.is_some(),
        }
    }

    fn outcomes(&self) -> Option<&Outcomes> {
        match self {
            SequenceReport::Subtraction(r) => r.outcomes.as_ref(),
            _ => None,
        }
    }

    /// The certificate of the proven period, as the library writes it (None for a Wythoff
    /// row, whose additive period has no certificate file).
    fn certificate(&self) -> Option<String> {
        match self {
            SequenceReport::Subtraction(r) => r.certificate(),
            SequenceReport::Octal(r) => r.certificate(),
            SequenceReport::Row(_) => None,
        }
    }
}

/// A Grundy sequence g(0), …, g(N): `values` (a read-only NumPy `uint32` array), its least
/// `preperiod` and `period` when known, and whether that period is `proven`. It behaves like
/// its array (`len`, indexing, `numpy.asarray`) and draws itself in a notebook.
#[pyclass(subclass, frozen, module = "grundy")]
pub struct Sequence {
    pub(crate) report: SequenceReport,
    summary: Contract,
    values: Py<PyAny>,
    pub(crate) title: String,
    shown: &'static [&'static str],
}

#[pymethods]
impl Sequence {
    /// g(0), …, g(N) as a read-only NumPy uint32 array (None for a win/lose sequence: see
    /// `p_positions`).
    #[getter]
    fn values(&self, py: Python<'_>) -> Py<PyAny> {
        self.values.clone_ref(py)
    }

    /// The least preperiod, when a period is known; else None.
    #[getter]
    fn preperiod(&self) -> Option<u64> {
        self.report.period().0
    }

    /// The least period, when known; else None.
    #[getter]
    fn period(&self) -> Option<u64> {
        self.report.period().1
    }

    /// Whether the period holds for ever (proven), not only within the values computed.
    #[getter]
    fn proven(&self) -> bool {
        self.report.proven()
    }

    /// The certificate of the proven period as text, for `grundy verify FILE` or
    /// `python3 tools/check_certificate.py FILE` (what `seq ... --certificate FILE` writes);
    /// None when no period is proven within the values, for win/lose sequences and for Wythoff
    /// rows.
    fn certificate(&self) -> Option<String> {
        self.report.certificate()
    }

    /// N: the last position.
    #[getter]
    fn to<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.summary.field(py, "to")
    }

    /// The answer as a new dict: exactly `json.loads` of the CLI's `--json` output (the values
    /// as a list).
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        fresh_dict(py, &self.report.to_json())
    }

    /// The answer as the CLI's `--json` prints it.
    fn to_json(&self) -> String {
        self.report.to_json()
    }

    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        self.values.bind(py).len()
    }

    fn __getitem__<'py>(
        &self,
        py: Python<'py>,
        index: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.values.bind(py).get_item(index)
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(self.values.bind(py).try_iter()?.into_any())
    }

    #[pyo3(signature = (dtype = None, copy = None))]
    fn __array__<'py>(
        &self,
        py: Python<'py>,
        dtype: Option<&Bound<'py, PyAny>>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        as_array(py, self.values.bind(py), dtype, copy)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let py = slf.py();
        let this = slf.get();
        let class = slf.get_type().name()?.to_string();
        let mut text = display::fields(&class, this.summary.dict(py)?, this.shown)?;
        text.pop();
        let proven = if this.report.proven() {
            "proven"
        } else {
            "not proven"
        };
        if this.report.period().1.is_some() {
            text.push_str(&format!(", {proven}"));
        }
        let values = this.values.bind(py);
        if !values.is_none() {
            let shown: Vec<u64> = values
                .get_item(pyo3::types::PySlice::new(py, 0, 17, 1))?
                .call_method0("tolist")?
                .extract()?;
            let len = values.len()?;
            let mut list = display::values(&shown[..shown.len().min(16)]);
            if len > 16 {
                list = format!("[{}, … (+{} more)]", &list[1..list.len() - 1], len - 16);
            }
            text.push_str(&format!(", values={list}"));
        }
        text.push(')');
        Ok(text)
    }

    /// The values drawn, with the preperiod and one period shaded (Jupyter shows it).
    fn _repr_svg_(&self, py: Python<'_>) -> PyResult<String> {
        let values = self.values.bind(py);
        let values: Vec<u32> = if values.is_none() {
            match self.report.outcomes() {
                Some(outcomes) => outcomes
                    .letters()
                    .bytes()
                    .map(|b| u32::from(b == b'P'))
                    .collect(),
                None => Vec::new(),
            }
        } else {
            values.call_method0("tolist")?.extract()?
        };
        let (preperiod, period) = self.report.period();
        py.detach(|| {
            let mut plot = grundy_plot::SequencePlot::new(&values).title(self.title.clone());
            if let Some(n0) = preperiod {
                plot = plot.preperiod(n0);
            }
            if let Some(p) = period {
                plot = plot.period(p);
            }
            plot.svg()
        })
        .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))
    }
}

/// `numpy.asarray(array, dtype)`, or a copy when asked (the `__array__` protocol).
fn as_array<'py>(
    py: Python<'py>,
    array: &Bound<'py, PyAny>,
    dtype: Option<&Bound<'py, PyAny>>,
    copy: Option<bool>,
) -> PyResult<Bound<'py, PyAny>> {
    let numpy = py.import("numpy")?;
    let kwargs = PyDict::new(py);
    if let Some(dtype) = dtype {
        kwargs.set_item("dtype", dtype)?;
    }
    if copy == Some(true) {
        numpy.call_method("array", (array,), Some(&kwargs))
    } else {
        numpy.call_method("asarray", (array,), Some(&kwargs))
    }
}

/// `grundy.subtraction_sequence(S, n)`.
#[pyclass(extends = Sequence, frozen, module = "grundy")]
pub struct SubtractionSequence;

contract_getters!(SubtractionSequence, |slf| slf.as_super().get().summary,
    /// The subtraction set S, ascending.
    set,
    /// "grundy" (Grundy values) or "outcomes" (win/lose only).
    sequence,
);

#[pymethods]
impl SubtractionSequence {
    /// For a win/lose sequence (`outcomes=True`): "P" or "N" for each position, as one string;
    /// else None.
    #[getter]
    fn outcomes(slf: &Bound<'_, Self>) -> Option<String> {
        slf.as_super()
            .get()
            .report
            .outcomes()
            .map(Outcomes::letters)
    }

    /// For a win/lose sequence: a NumPy bool array, True at the P-positions; else None.
    #[getter]
    fn p_positions<'py>(slf: &Bound<'py, Self>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let py = slf.py();
        let Some(outcomes) = slf.as_super().get().report.outcomes() else {
            return Ok(None);
        };
        let mask: Vec<bool> = outcomes.letters().bytes().map(|b| b == b'P').collect();
        Ok(Some(read_only(PyArray1::from_vec(py, mask).into_any())?))
    }
}

/// `grundy.octal_sequence(code, n)`.
#[pyclass(extends = Sequence, frozen, module = "grundy")]
pub struct OctalSequence;

contract_getters!(OctalSequence, |slf| slf.as_super().get().summary,
    /// The code, such as "0.77" (None for Grundy's game).
    code,
    /// The game's name ("kayles", "dawsons", "officers", "treblecross") or None.
    name,
    /// "octal", or "grundy" for Grundy's game.
    game,
    /// The least N' whose values prove the period (values beyond follow from it), or None.
    proof_needs,
    /// The last heap computed by mex (below N when a period was proven early).
    computed_to,
    /// "linear", "plain", "sparse" or "three-heap".
    method,
    /// Sparse space: the mask (v is rare when popcount(v & mask) is even), else None.
    mask,
    /// Sparse space: how many heaps n ≥ 1 are rare, else None.
    rare_heaps,
    /// Sparse space: the largest rare heap, else None.
    last_rare_heap,
);

/// `grundy.wythoff_row(a, to)`.
#[pyclass(extends = Sequence, frozen, module = "grundy")]
pub struct WythoffRow;

contract_getters!(WythoffRow, |slf| slf.as_super().get().summary,
    /// The row a: the values are g(a, 0), …, g(a, B).
    row,
    /// "proven" (for ever), "detected" (verified up to B only) or "not_found".
    period_status,
    /// For a proven period: {"columns": [b1, b2], "joint_period": b2 − b1}; else None.
    proof,
    /// B: every value up to it is computed.
    verified_through,
);

/// The worker's result: the report, and the values for the array.
pub(crate) type Computed<R> = (R, Option<Vec<u32>>);

pub(crate) fn sequence<'py, S: pyo3::PyClass<BaseType = Sequence> + Sync>(
    py: Python<'py>,
    (report, values): Computed<SequenceReport>,
    title: String,
    class: S,
    shown: &'static [&'static str],
) -> PyResult<Bound<'py, S>> {
    let values = match values {
        Some(values) => read_only(PyArray1::from_vec(py, values).into_any())?.unbind(),
        None => py.None(),
    };
    let base = Sequence {
        summary: report.summary(),
        report,
        values,
        title,
        shown,
    };
    Bound::new(py, PyClassInitializer::from(base).add_subclass(class))
}

/// The array with its `writeable` flag cleared: it is shared by every access.
fn read_only(array: Bound<'_, PyAny>) -> PyResult<Bound<'_, PyAny>> {
    let kwargs = PyDict::new(array.py());
    kwargs.set_item("write", false)?;
    array.call_method("setflags", (), Some(&kwargs))?;
    Ok(array)
}

fn worker(progress: bool, unit: &'static str) -> Place {
    Place::Worker { progress, unit }
}

/// The fields each sequence's `repr` shows, in order.
pub(crate) const SUBTRACTION_SHOWN: &[&str] = &["set", "to", "sequence", "preperiod", "period"];
pub(crate) const OCTAL_SHOWN: &[&str] = &["code", "name", "to", "preperiod", "period"];
pub(crate) const ROW_SHOWN: &[&str] = &["row", "to", "preperiod", "period", "period_status"];

/// A subtraction set: a string in the CLI's notation ("1,3,4" or "{1,3,4}") or an iterable of
/// ints, as the request's numbers (checked by [`SubRequest::set_notation`]).
fn read_set(set: &Bound<'_, PyAny>) -> PyResult<Vec<grundy::report::Number>> {
    let py = set.py();
    if let Ok(text) = set.cast::<PyString>() {
        return SubRequest::set_from_text(&text.to_cow()?).or_raise(py);
    }
    let mut elements = Vec::new();
    for element in set.try_iter()? {
        let element = number(&element?, "set element")?
            .word("set element")
            .or_raise(py)?;
        elements.push(element.into());
    }
    Ok(elements)
}

/// g(0), …, g(n) of the subtraction game with set S (or, with `outcomes=True`, only who wins),
/// with the least period when a repeated window of max(S) values proves it.
#[pyfunction]
#[pyo3(signature = (subtraction_set, n, *, outcomes = false, progress = false))]
pub fn subtraction_sequence<'py>(
    py: Python<'py>,
    subtraction_set: &Bound<'py, PyAny>,
    n: &Bound<'py, PyAny>,
    outcomes: bool,
    progress: bool,
) -> PyResult<Bound<'py, SubtractionSequence>> {
    let mut request = SubRequest {
        set: read_set(subtraction_set)?,
        to: None,
        outcomes,
        period_only: false,
        max_steps: None,
    };
    let set = request.set_notation().or_raise(py)?;
    let to = number(n, "to")?.word("to").or_raise(py)?;
    request.to = Some(to.into());
    let title = format!("Subtraction game {set}: g(n), n = 0..{to}");
    let computed = background::run(py, worker(progress, "positions"), move |meter| {
        let SubAnswer::Sequence(report) = ask_with(&request, meter)? else {
            return Err(grundy::Error::invalid("a sequence was asked for"));
        };
        let values = report
            .values
            .as_ref()
            .map(|v| v.iter().map(|v| v as u32).collect());
        Ok((SequenceReport::Subtraction(report), values))
    })?;
    sequence(py, computed, title, SubtractionSequence, SUBTRACTION_SHOWN)
}

/// g(0), …, g(n) of an octal or hexadecimal game ("0.77", "4.f7") or a named one ("kayles",
/// "dawsons", "officers", "treblecross", "grundy"), with the least period when the Guy–Smith
/// test proves it (the computation then stops; the rest follows from the period).
#[pyfunction]
#[pyo3(signature = (code, n, *, progress = false))]
pub fn octal_sequence<'py>(
    py: Python<'py>,
    code: &str,
    n: &Bound<'py, PyAny>,
    progress: bool,
) -> PyResult<Bound<'py, OctalSequence>> {
    let mut request = OctalRequest {
        code: code.to_string(),
        to: 0.into(),
    };
    let game = request.game_title().or_raise(py)?;
    let to = number(n, "to")?.word("to").or_raise(py)?;
    request.to = to.into();
    let title = format!("{game}: g(n), n = 0..{to}");
    let computed = background::run(py, worker(progress, "heaps"), move |meter: &Meter| {
        let report = ask_with(&request, meter)?;
        let values = report.values.iter().map(|v| v as u32).collect();
        Ok((SequenceReport::Octal(report), Some(values)))
    })?;
    sequence(py, computed, title, OctalSequence, OCTAL_SHOWN)
}

/// Row a of Wythoff's Grundy table, g(a, 0), …, g(a, to), with its additive period
/// g(a, b + p) = g(a, b) + p (proven when rows 0..=a repeat their relative state).
#[pyfunction]
#[pyo3(signature = (a, to, *, progress = false))]
pub fn wythoff_row<'py>(
    py: Python<'py>,
    a: &Bound<'py, PyAny>,
    to: &Bound<'py, PyAny>,
    progress: bool,
) -> PyResult<Bound<'py, WythoffRow>> {
    let a = number(a, "row")?.word("row").or_raise(py)?;
    let to = number(to, "to")?.word("to").or_raise(py)?;
    let title = format!("Wythoff's game: row g({a}, b), b = 0..{to}");
    let request = TableRequest {
        size: None,
        row: Some(a.into()),
        to: Some(to.into()),
    };
    let computed = background::run(py, worker(progress, "columns"), move |meter| {
        let TableAnswer::Row(report) = ask_with(&request, meter)? else {
            return Err(grundy::Error::invalid("a row was asked for"));
        };
        // g(a, b) ≤ a + b ≤ 4095 + 10^8: it fits 32 bits.
        let values = report.values.iter().map(|v| v as u32).collect();
        Ok((SequenceReport::Row(report), Some(values)))
    })?;
    sequence(py, computed, title, WythoffRow, ROW_SHOWN)
}

/// Wythoff's Grundy table g(a, b), 0 ≤ a, b < n: `values` is a read-only n × n NumPy uint32
/// array (OEIS A004481). Indexing reads it (`table[3, 5]`); a notebook shows the heatmap.
#[pyclass(frozen, module = "grundy")]
pub struct WythoffTable {
    pub(crate) report: WythoffTableReport,
    pub(crate) values: Py<PyAny>,
}

#[pymethods]
impl WythoffTable {
    /// The n × n table as a read-only NumPy uint32 array.
    #[getter]
    fn values(&self, py: Python<'_>) -> Py<PyAny> {
        self.values.clone_ref(py)
    }

    /// n.
    #[getter]
    fn size(&self) -> usize {
        self.report.size
    }

    /// The answer as a new dict: exactly `json.loads` of the CLI's `--json` output.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        fresh_dict(py, &self.to_json())
    }

    /// The answer as the CLI's `--json` prints it.
    fn to_json(&self) -> String {
        serde_json::to_string(&self.report).unwrap_or_default()
    }

    fn __len__(&self) -> usize {
        self.report.size
    }

    fn __getitem__<'py>(
        &self,
        py: Python<'py>,
        index: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.values.bind(py).get_item(index)
    }

    #[pyo3(signature = (dtype = None, copy = None))]
    fn __array__<'py>(
        &self,
        py: Python<'py>,
        dtype: Option<&Bound<'py, PyAny>>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        as_array(py, self.values.bind(py), dtype, copy)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let size = self.report.size;
        let first: Vec<u64> = if size == 0 {
            Vec::new()
        } else {
            self.values
                .bind(py)
                .get_item(0)?
                .get_item(pyo3::types::PySlice::new(py, 0, 16, 1))?
                .call_method0("tolist")?
                .extract()?
        };
        let mut row = display::values(&first);
        if size > 16 {
            row = format!("[{}, … (+{} more)]", &row[1..row.len() - 1], size - 16);
        }
        Ok(format!(
            "WythoffTable(size={size}, values=<{size}×{size} uint32 array>, row 0={row})"
        ))
    }

    /// The heatmap of the table, P-positions black (Jupyter shows it).
    fn _repr_png_<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let size = self.report.size;
        let array = self.values.bind(py).cast::<PyArray2<u32>>()?.readonly();
        let view = array.as_array();
        let values: Vec<u32> = view.iter().copied().collect();
        let png = grundy_plot::Heatmap::from_values(&values, size, size)
            .and_then(|heatmap| heatmap.title("Grundy values of Wythoff's game").png())
            .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))?;
        Ok(PyBytes::new(py, &png))
    }
}

/// Wythoff's Grundy table for 0 ≤ a, b < n (n at most 16384), computed on every core.
#[pyfunction]
#[pyo3(signature = (n, *, progress = false))]
pub fn wythoff_table<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    progress: bool,
) -> PyResult<Bound<'py, WythoffTable>> {
    let n = number(n, "size")?.word("size").or_raise(py)?;
    let size = usize::try_from(n).unwrap_or(usize::MAX);
    let request = TableRequest {
        size: Some(n.into()),
        row: None,
        to: None,
    };
    let (report, cells) = background::run(py, worker(progress, "cells"), move |meter| {
        let TableAnswer::Table(report) = ask_with(&request, meter)? else {
            return Err(grundy::Error::invalid("a table was asked for"));
        };
        let mut cells = Vec::with_capacity(size * size);
        for row in report.rows.rows() {
            cells.extend(row.into_iter().map(|v| v as u32));
        }
        Ok((report, cells))
    })?;
    table(py, report, cells)
}

/// The result class of a table, its cells row by row.
pub(crate) fn table(
    py: Python<'_>,
    report: WythoffTableReport,
    cells: Vec<u32>,
) -> PyResult<Bound<'_, WythoffTable>> {
    let size = report.size;
    let cells = Array2::from_shape_vec((size, size), cells).map_err(|e| {
        pyo3::exceptions::PyRuntimeError::new_err(format!("grundy: internal error: {e}"))
    })?;
    let values = read_only(PyArray2::from_owned_array(py, cells).into_any())?.unbind();
    Bound::new(py, WythoffTable { report, values })
}

/// A subtraction game's least period and preperiod, found and proven without keeping the
/// values (the CLI's `--period-only`).
#[pyclass(frozen, module = "grundy")]
pub struct SubtractionPeriod {
    pub(crate) contract: Contract,
}

contract_getters!(SubtractionPeriod, |slf| slf.get().contract,
    /// The least preperiod.
    preperiod,
    /// The least period (proven).
    period,
    /// The subtraction set S, ascending.
    set,
    /// "grundy" or "outcomes".
    sequence,
    /// How many positions were computed to find it.
    positions_searched,
);

#[pymethods]
impl SubtractionPeriod {
    /// Always True: the period is proven by a repeated window of max(S) values.
    #[getter]
    fn proven(&self) -> bool {
        true
    }

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
            "SubtractionPeriod",
            self.contract.dict(py)?,
            &[
                "set",
                "sequence",
                "preperiod",
                "period",
                "positions_searched",
            ],
        )
    }
}

/// Finds and proves the least period of the subtraction game with set S (`outcomes=True`: of
/// its win/lose sequence), searching at most `max_steps` positions.
#[pyfunction]
#[pyo3(signature = (subtraction_set, *, outcomes = false, max_steps = None, progress = false))]
pub fn subtraction_period<'py>(
    py: Python<'py>,
    subtraction_set: &Bound<'py, PyAny>,
    outcomes: bool,
    max_steps: Option<&Bound<'py, PyAny>>,
    progress: bool,
) -> PyResult<Bound<'py, SubtractionPeriod>> {
    let mut request = SubRequest {
        set: read_set(subtraction_set)?,
        to: None,
        outcomes,
        period_only: true,
        max_steps: None,
    };
    // A bad set is refused before the bound is read.
    request.set_notation().or_raise(py)?;
    request.max_steps = max_steps
        .map(|steps| number(steps, "max_steps")?.word("max_steps").or_raise(py))
        .transpose()?
        .map(Into::into);
    let report = background::run(
        py,
        worker(progress, "positions"),
        move |meter| match ask_with(&request, meter)? {
            SubAnswer::Period(report) => Ok(report),
            SubAnswer::Sequence(_) => Err(grundy::Error::invalid("a period was asked for")),
        },
    )?;
    Bound::new(
        py,
        SubtractionPeriod {
            contract: Contract::new(&report),
        },
    )
}

/// The library's answer to `question` on one's own machine, its progress on `meter`, on all
/// cores.
fn ask_with<Q: Question>(question: &Q, meter: &Meter) -> grundy::Result<Q::Answer> {
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let mut progress = |p: Progress| meter.set(p.done, p.total.unwrap_or(0));
    question.answer(
        &mut Job::new(Limits::LOCAL)
            .threads(threads)
            .progress(&mut progress),
    )
}
