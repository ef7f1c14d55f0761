//! Results as values: equal when their answers are (`==` compares the JSON contract, or the
//! library's report for sequences and tables), hashable (every result is immutable), picklable
//! (so `multiprocessing` and Dask can return them), and a Wythoff pair that unpacks and
//! compares like the tuple `(a, b)`.
//!
//! A pickle holds the library's request and report as JSON (a table: its NumPy array) and is
//! read back through the library's types, so an unpickled answer is the same answer, `explain()`
//! included, without computing it again.

use std::collections::hash_map::DefaultHasher;
use std::hash::Hasher;
use std::io;

use grundy::report::{
    AnalyzeRequest, BashRequest, FibRequest, LosingHeapsReport, MisereQuotientReport, NimRequest,
    OctalSequenceReport, Question, SCHEMA_VERSION, SubtractionPeriodReport,
    SubtractionSequenceReport, TakeAwayRequest, WythoffPairReport, WythoffRequest,
    WythoffRowReport, WythoffTableReport,
};
use numpy::{PyArray2, PyArrayMethods};
use pyo3::BoundObject;
use pyo3::basic::CompareOp;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyTuple;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::contract::Contract;
use crate::misere::MisereQuotient;
use crate::positions::{
    self, Answer, BashResult, LosingHeaps, NimResult, SumResult, TakeAwayResult, Told, WythoffPair,
    WythoffResult,
};
use crate::sequences::{
    self, OctalSequence, Sequence, SequenceReport, SubtractionPeriod, SubtractionSequence,
    WythoffRow, WythoffTable,
};

/// A hasher fed by a writer: a report hashed by its JSON without holding the JSON.
struct HashWriter(DefaultHasher);

impl io::Write for HashWriter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.write(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The hash of a report's JSON, streamed.
fn hash_json(report: &impl Serialize) -> u64 {
    let mut writer = HashWriter(DefaultHasher::new());
    // Reports are plain data: serialising cannot fail.
    let _ = serde_json::to_writer(&mut writer, report);
    writer.0.finish()
}

fn hash_text(text: &str) -> u64 {
    let mut hasher = DefaultHasher::new();
    hasher.write(text.as_bytes());
    hasher.finish()
}

/// `==` and `!=` from whether the two are equal (None: `other` is not comparable, so Python
/// may ask it instead); other comparisons are not defined.
fn compared(py: Python<'_>, op: CompareOp, equal: Option<bool>) -> Py<PyAny> {
    match (op, equal) {
        (CompareOp::Eq, Some(equal)) => equal.into_pyobject(py).map_or_else(
            |_| py.NotImplemented(),
            |b| b.to_owned().into_any().unbind(),
        ),
        (CompareOp::Ne, Some(equal)) => (!equal).into_pyobject(py).map_or_else(
            |_| py.NotImplemented(),
            |b| b.to_owned().into_any().unbind(),
        ),
        _ => py.NotImplemented(),
    }
}

/// Whether `a` and `b` are of the same Python class.
fn same_class(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>) -> bool {
    a.get_type().is(b.get_type())
}

/// `grundy._grundy._restore`, the function a pickle calls.
fn restorer(py: Python<'_>) -> PyResult<&Bound<'_, PyAny>> {
    static RESTORE: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    RESTORE.import(py, "grundy._grundy", "_restore")
}

/// `__reduce__`'s value: `_restore(kind, state)`.
fn reduce<'py>(
    py: Python<'py>,
    kind: &str,
    state: impl IntoPyObject<'py>,
) -> PyResult<Bound<'py, PyTuple>> {
    let state = state
        .into_pyobject(py)
        .map_err(Into::into)?
        .into_bound()
        .into_any();
    PyTuple::new(
        py,
        [
            restorer(py)?.clone(),
            PyTuple::new(py, [kind.into_pyobject(py)?.into_any(), state])?.into_any(),
        ],
    )
}

fn bad_pickle(error: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(format!(
        "grundy: this pickle does not hold a grundy answer this version can read: {error}"
    ))
}

fn read<T: DeserializeOwned>(json: &str) -> PyResult<T> {
    serde_json::from_str(json).map_err(bad_pickle)
}

#[pymethods]
impl Answer {
    fn __richcmp__(
        slf: &Bound<'_, Self>,
        other: &Bound<'_, PyAny>,
        op: CompareOp,
    ) -> PyResult<Py<PyAny>> {
        let py = slf.py();
        let Ok(that) = other.cast::<Answer>() else {
            return Ok(compared(py, op, None));
        };
        let equal = same_class(slf.as_any(), other)
            && slf.get().contract(py)?.json() == that.get().contract(py)?.json();
        Ok(compared(py, op, Some(equal)))
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<u64> {
        Ok(hash_text(self.contract(py)?.json()))
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let state = (
            self.question.name(),
            self.question.request_json(),
            self.contract(py)?.json().to_string(),
        );
        reduce(py, "answer", state)
    }
}

/// An answer from its pickled request and report.
fn restore_answer<'py, Q, C>(
    py: Python<'py>,
    request: &str,
    report: &str,
    class: C,
    shown: &'static [&'static str],
) -> PyResult<Bound<'py, PyAny>>
where
    Q: grundy::report::Explainable + Sync,
    Q::Answer: Told + Sync,
    C: pyo3::PyClass<BaseType = Answer> + Sync,
{
    let request: Q = read(request)?;
    let report: Q::Answer = read(report)?;
    let outcome = report.outcome();
    let answer = Answer::new(
        positions::asker(request),
        positions::worker(),
        outcome,
        Some(Box::new(report)),
        shown,
    );
    Ok(Bound::new(py, PyClassInitializer::from(answer).add_subclass(class))?.into_any())
}

/// `__richcmp__`, `__hash__` and `__reduce__` for a class that holds its answer as a contract
/// (`contract` field): equal when of the same class with the same JSON.
macro_rules! contract_values {
    ($($class:ty => $kind:literal),* $(,)?) => {
        $(
            #[pymethods]
            impl $class {
                fn __richcmp__(
                    slf: &Bound<'_, Self>,
                    other: &Bound<'_, PyAny>,
                    op: CompareOp,
                ) -> PyResult<Py<PyAny>> {
                    let py = slf.py();
                    let Ok(that) = other.cast::<$class>() else {
                        return Ok(compared(py, op, None));
                    };
                    let equal = slf.get().contract.json() == that.get().contract.json();
                    Ok(compared(py, op, Some(equal)))
                }

                fn __hash__(&self) -> u64 {
                    hash_text(self.contract.json())
                }

                fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
                    reduce(py, $kind, self.contract.json())
                }
            }
        )*
    };
}

contract_values!(
    LosingHeaps => "losing_heaps",
    MisereQuotient => "misere_quotient",
    SubtractionPeriod => "subtraction_period",
);

/// The k-th P-position as the pair (a, b): it unpacks (`a, b = wythoff_pair(k)`), indexes,
/// and equals (and hashes as) the tuple `(a, b)`.
#[pymethods]
impl WythoffPair {
    fn __len__(&self) -> usize {
        2
    }

    fn __getitem__<'py>(
        slf: &Bound<'py, Self>,
        index: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        pair_tuple(slf)?.as_any().get_item(index)
    }

    fn __iter__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        Ok(pair_tuple(slf)?.try_iter()?.into_any())
    }

    fn __richcmp__(
        slf: &Bound<'_, Self>,
        other: &Bound<'_, PyAny>,
        op: CompareOp,
    ) -> PyResult<Py<PyAny>> {
        let py = slf.py();
        let mine = pair_tuple(slf)?;
        let equal = if let Ok(that) = other.cast::<WythoffPair>() {
            mine.eq(pair_tuple(that)?)?
        } else if other.is_instance_of::<PyTuple>() {
            mine.eq(other)?
        } else {
            return Ok(compared(py, op, None));
        };
        Ok(compared(py, op, Some(equal)))
    }

    fn __hash__(slf: &Bound<'_, Self>) -> PyResult<isize> {
        pair_tuple(slf)?.hash()
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        reduce(py, "wythoff_pair", self.contract.json())
    }
}

/// The pair (a_k, b_k) as a tuple of two ints.
fn pair_tuple<'py>(slf: &Bound<'py, WythoffPair>) -> PyResult<Bound<'py, PyTuple>> {
    let py = slf.py();
    let position = slf.get().contract.field(py, "position")?;
    PyTuple::new(py, [position.get_item(0)?, position.get_item(1)?])
}

#[pymethods]
impl Sequence {
    fn __richcmp__(
        slf: &Bound<'_, Self>,
        other: &Bound<'_, PyAny>,
        op: CompareOp,
    ) -> PyResult<Py<PyAny>> {
        let py = slf.py();
        let Ok(that) = other.cast::<Sequence>() else {
            return Ok(compared(py, op, None));
        };
        let equal = same_class(slf.as_any(), other) && slf.get().report == that.get().report;
        Ok(compared(py, op, Some(equal)))
    }

    fn __hash__(&self) -> u64 {
        match &self.report {
            SequenceReport::Subtraction(r) => hash_json(r),
            SequenceReport::Octal(r) => hash_json(r),
            SequenceReport::Row(r) => hash_json(r),
        }
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let kind = match &self.report {
            SequenceReport::Subtraction(_) => "subtraction_sequence",
            SequenceReport::Octal(_) => "octal_sequence",
            SequenceReport::Row(_) => "wythoff_row",
        };
        reduce(py, kind, (self.report.to_json(), self.title.clone()))
    }
}

#[pymethods]
impl WythoffTable {
    fn __richcmp__(
        slf: &Bound<'_, Self>,
        other: &Bound<'_, PyAny>,
        op: CompareOp,
    ) -> PyResult<Py<PyAny>> {
        let py = slf.py();
        let Ok(that) = other.cast::<WythoffTable>() else {
            return Ok(compared(py, op, None));
        };
        let equal = slf.get().report.size == that.get().report.size
            && cells(slf.get().values.bind(py))? == cells(that.get().values.bind(py))?;
        Ok(compared(py, op, Some(equal)))
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<u64> {
        let mut hasher = DefaultHasher::new();
        hasher.write_usize(self.report.size);
        for cell in cells(self.values.bind(py))? {
            hasher.write_u32(cell);
        }
        Ok(hasher.finish())
    }

    /// A table pickles as its size and its NumPy array (its JSON would be ten times larger).
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        reduce(
            py,
            "wythoff_table",
            (self.report.size, self.values.clone_ref(py)),
        )
    }
}

/// A table's cells, row by row.
fn cells(values: &Bound<'_, PyAny>) -> PyResult<Vec<u32>> {
    let array = values.cast::<PyArray2<u32>>()?.readonly();
    Ok(array.as_array().iter().copied().collect())
}

/// A result from its pickle: `kind` names the class, `state` is what `__reduce__` wrote.
#[pyfunction]
#[pyo3(name = "_restore")]
pub fn restore<'py>(
    py: Python<'py>,
    kind: &str,
    state: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    match kind {
        "answer" => {
            let (name, request, report): (String, String, String) = state.extract()?;
            let (request, report) = (request.as_str(), report.as_str());
            match name.as_str() {
                WythoffRequest::NAME => restore_answer::<WythoffRequest, _>(
                    py,
                    request,
                    report,
                    WythoffResult,
                    positions::WYTHOFF_SHOWN,
                ),
                NimRequest::NAME => restore_answer::<NimRequest, _>(
                    py,
                    request,
                    report,
                    NimResult,
                    positions::NIM_SHOWN,
                ),
                BashRequest::NAME => restore_answer::<BashRequest, _>(
                    py,
                    request,
                    report,
                    BashResult,
                    positions::BASH_SHOWN,
                ),
                TakeAwayRequest::NAME => restore_answer::<TakeAwayRequest, _>(
                    py,
                    request,
                    report,
                    TakeAwayResult,
                    positions::TAKEAWAY_SHOWN,
                ),
                FibRequest::NAME => restore_answer::<FibRequest, _>(
                    py,
                    request,
                    report,
                    TakeAwayResult,
                    positions::TAKEAWAY_SHOWN,
                ),
                AnalyzeRequest::NAME => restore_answer::<AnalyzeRequest, _>(
                    py,
                    request,
                    report,
                    SumResult,
                    positions::SUM_SHOWN,
                ),
                other => Err(bad_pickle(format!("no question is named {other:?}"))),
            }
        }
        "wythoff_pair" => {
            let contract = restore_contract::<WythoffPairReport>(state)?;
            Ok(Bound::new(py, WythoffPair { contract })?.into_any())
        }
        "losing_heaps" => {
            let contract = restore_contract::<LosingHeapsReport>(state)?;
            Ok(Bound::new(py, LosingHeaps { contract })?.into_any())
        }
        "misere_quotient" => {
            let contract = restore_contract::<MisereQuotientReport>(state)?;
            Ok(Bound::new(py, MisereQuotient { contract })?.into_any())
        }
        "subtraction_period" => {
            let contract = restore_contract::<SubtractionPeriodReport>(state)?;
            Ok(Bound::new(py, SubtractionPeriod { contract })?.into_any())
        }
        "subtraction_sequence" => restore_sequence(
            state,
            |r: SubtractionSequenceReport| {
                let values = r
                    .values
                    .as_ref()
                    .map(|v| v.iter().map(|v| v as u32).collect());
                (SequenceReport::Subtraction(r), values)
            },
            SubtractionSequence,
            sequences::SUBTRACTION_SHOWN,
        ),
        "octal_sequence" => restore_sequence(
            state,
            |r: OctalSequenceReport| {
                let values = Some(r.values.iter().map(|v| v as u32).collect());
                (SequenceReport::Octal(r), values)
            },
            OctalSequence,
            sequences::OCTAL_SHOWN,
        ),
        "wythoff_row" => restore_sequence(
            state,
            |r: WythoffRowReport| {
                let values = Some(r.values.iter().map(|v| v as u32).collect());
                (SequenceReport::Row(r), values)
            },
            WythoffRow,
            sequences::ROW_SHOWN,
        ),
        "wythoff_table" => {
            let (size, values): (usize, Bound<'py, PyAny>) = state.extract()?;
            let cells = cells(&values)?;
            if size.checked_mul(size) != Some(cells.len()) {
                return Err(bad_pickle("the table's cells do not make a square"));
            }
            let rows: Vec<Vec<u64>> = cells
                .chunks(size.max(1))
                .take(size)
                .map(|row| row.iter().map(|&v| u64::from(v)).collect())
                .collect();
            let report = WythoffTableReport {
                schema_version: SCHEMA_VERSION,
                answer: grundy::report::Answer::WythoffTable,
                game: grundy::report::Family::Wythoff,
                size,
                rows: rows.into(),
            };
            Ok(sequences::table(py, report, cells)?.into_any())
        }
        "pattern" => {
            let report: grundy::report::PatternReport = read(&state.extract::<String>()?)?;
            Ok(crate::pattern::answer(py, report)?.into_any())
        }
        other => Err(bad_pickle(format!("no result is named {other:?}"))),
    }
}

/// A contract from its pickled JSON, read through the report's type.
fn restore_contract<R: Serialize + DeserializeOwned>(
    state: &Bound<'_, PyAny>,
) -> PyResult<Contract> {
    let report: R = read(&state.extract::<String>()?)?;
    Ok(Contract::new(&report))
}

/// A sequence from its pickled report and title.
fn restore_sequence<'py, R, S>(
    state: &Bound<'py, PyAny>,
    computed: impl FnOnce(R) -> sequences::Computed<SequenceReport>,
    class: S,
    shown: &'static [&'static str],
) -> PyResult<Bound<'py, PyAny>>
where
    R: DeserializeOwned,
    S: pyo3::PyClass<BaseType = Sequence> + Sync,
{
    let (json, title): (String, String) = state.extract()?;
    let report: R = read(&json)?;
    Ok(sequences::sequence(state.py(), computed(report), title, class, shown)?.into_any())
}
