//! `grundy.pattern`: the pattern lab (打表找规律, docs/PATTERNS.md) from Python — a built-in
//! game of one free heap `n`, a Rhai rules script, or a Python function giving a position's
//! options, tabulated to N and its patterns named, as `grundy pattern … --json` answers.
//!
//! An expression or a script is the library's [`PatternRequest`], run on a worker like every
//! long question (Ctrl-C stops it). A Python function needs the interpreter for every position,
//! so its table is made on the calling thread, holding the GIL: [`CallableRules`] calls it once
//! a position, looks at Python's signals between calls (Ctrl-C inside the function raises
//! `KeyboardInterrupt` there, and it goes up as it is), and a watchdog thread raises
//! `TimeoutError` inside a function still running at the deadline (Python's asynchronous
//! exception, delivered between two bytecodes), so that a function that never returns is
//! refused with one line, never a hang.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use grundy::Error;
use grundy::report::{
    CallableRulesError, Job, Limits, PATTERN_DEFAULT_TO, PATTERN_SCRIPT_TIME_MS, PPositions,
    PatternDimension as Dimension, PatternOption as GameOption, PatternPosition as Position,
    PatternReport, PatternRequest, PatternRules as Rules, PatternSource, Question,
};
use grundy::text::{Lang, Msg};
use numpy::ndarray::Array2;
use numpy::{PyArray1, PyArray2};
use pyo3::exceptions::PyTimeoutError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyString, PyTuple};

use crate::background::{self, Place};
use crate::contract::{Contract, contract_getters, fresh_dict};
use crate::convert::number;
use crate::display;
use crate::errors::IntoPyResult;
// A library error as `GrundyError` (or `LimitError`) in the call's language, also for a deadline
// ("interrupted"): here that is the rules' time running out, not Ctrl-C.
use crate::errors::grundy_error_in as raise;

/// A game tabulated to N and its patterns (`grundy.pattern(...)`): `values` (g(0..N) as a
/// read-only NumPy `uint32` array, None for a two-number game), `p_positions` (a NumPy
/// `uint64` array of the P-heaps, or of shape (k, 2) of the P-pairs), and the two patterns as
/// dicts (`values_pattern`, `outcomes_pattern`: `kind`, `proven`, `verified_to`, `statement`
/// and the fields of their kind, as docs/JSON.md lists them).
#[pyclass(frozen, module = "grundy")]
pub struct Pattern {
    contract: Contract,
    values: Py<PyAny>,
    p_positions: Py<PyAny>,
}

contract_getters!(Pattern, |slf| slf.get().contract,
    /// Where the rules came from: "expr", "script" or "callable".
    source,
    /// The expression, for an expression's table; else None.
    expr,
    /// 1: a heap game (positions n); 2: a two-number game (positions (a, b)).
    dimension,
    /// N: heaps 0..N, or pairs with a, b ≤ N.
    to,
);

#[pymethods]
impl Pattern {
    /// g(0), …, g(N) as a read-only NumPy uint32 array; None for a two-number game.
    #[getter]
    fn values(&self, py: Python<'_>) -> Py<PyAny> {
        self.values.clone_ref(py)
    }

    /// The P-positions up to N: a NumPy uint64 array of heaps, or of shape (k, 2) of pairs
    /// (a, b) by a then b.
    #[getter]
    fn p_positions(&self, py: Python<'_>) -> Py<PyAny> {
        self.p_positions.clone_ref(py)
    }

    /// The pattern of the Grundy values (a dict, as `to_dict()["values"]["pattern"]`); None for
    /// a two-number game.
    #[getter]
    fn values_pattern<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let values = self.contract.field(py, "values")?;
        if values.is_none() {
            return Ok(values);
        }
        values.get_item("pattern")
    }

    /// The pattern of the outcomes (a dict, as `to_dict()["outcomes"]["pattern"]`).
    #[getter]
    fn outcomes_pattern<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.contract.field(py, "outcomes")?.get_item("pattern")
    }

    /// The answer as a new dict: exactly `json.loads` of `grundy pattern … --json`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        fresh_dict(py, self.contract.json())
    }

    /// The answer as `grundy pattern … --json` prints it.
    fn to_json(&self) -> String {
        self.contract.json().to_string()
    }

    /// Equal when the answers are (the same JSON contract).
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Pattern>()
            .is_ok_and(|other| other.get().contract.json() == self.contract.json())
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.contract.json().hash(&mut hasher);
        hasher.finish()
    }

    /// A pickle holds the answer's JSON, read back through the library's report type.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let restore = py.import("grundy._grundy")?.getattr("_restore")?;
        PyTuple::new(
            py,
            [
                restore,
                PyTuple::new(py, ["pattern", self.contract.json()])?.into_any(),
            ],
        )
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let mut text = display::fields(
            "Pattern",
            self.contract.dict(py)?,
            &["source", "expr", "dimension", "to"],
        )?;
        text.pop();
        for (name, pattern) in [
            ("values", self.values_pattern(py)?),
            ("outcomes", self.outcomes_pattern(py)?),
        ] {
            if !pattern.is_none() {
                let kind: String = pattern.get_item("kind")?.extract()?;
                text.push_str(&format!(", {name}={kind}"));
            }
        }
        text.push(')');
        Ok(text)
    }
}

/// The language of `lang` ("en" or "zh").
fn read_lang(py: Python<'_>, lang: &str) -> PyResult<Lang> {
    lang.parse()
        .map_err(|e: Error| crate::errors::to_py(py, e.context("lang")))
}

/// Tabulates a game to N and names the patterns of its Grundy values and of its P-positions
/// (see the module's documentation, and docs/PATTERNS.md).
#[pyfunction]
#[pyo3(signature = (
    expr = None, *, rules = None, moves = None, to = None, dimension = None, lang = "en",
    time_ms = None, progress = false
))]
#[allow(clippy::too_many_arguments)]
pub fn pattern<'py>(
    py: Python<'py>,
    expr: Option<String>,
    rules: Option<String>,
    moves: Option<Bound<'py, PyAny>>,
    to: Option<&Bound<'py, PyAny>>,
    dimension: Option<u8>,
    lang: &str,
    time_ms: Option<&Bound<'py, PyAny>>,
    progress: bool,
) -> PyResult<Bound<'py, Pattern>> {
    let lang = read_lang(py, lang)?;
    let to = match to {
        Some(to) => number(to, "to")?.word("to").or_raise(py)?,
        None => PATTERN_DEFAULT_TO,
    };
    let time_ms = time_ms
        .map(|ms| number(ms, "time_ms")?.word("time_ms").or_raise(py))
        .transpose()?;
    let report = match (expr, rules, moves) {
        (Some(expr), None, None) => ask(
            py,
            PatternRequest {
                expr: Some(expr),
                rules: None,
                to,
                lang,
                time_ms,
            },
            progress,
        )?,
        (None, Some(rules), None) => ask(
            py,
            PatternRequest {
                expr: None,
                rules: Some(rules),
                to,
                lang,
                time_ms,
            },
            progress,
        )?,
        (None, None, Some(moves)) => {
            let dimension = callable_dimension(&moves, dimension, lang)?;
            let limit = Duration::from_millis(time_ms.unwrap_or(PATTERN_SCRIPT_TIME_MS));
            tabulate_callable(py, moves, dimension, to, lang, limit)?
        }
        _ => {
            return Err(raise(py, CallableRulesError::Source.into(), lang));
        }
    };
    answer(py, report)
}

/// An expression's or a script's answer, on a worker (Ctrl-C stops it).
fn ask(py: Python<'_>, request: PatternRequest, progress: bool) -> PyResult<PatternReport> {
    let place = Place::Worker {
        progress,
        unit: "positions",
    };
    let lang = request.lang;
    // The library's own error comes out as it is: a script's deadline is "interrupted" but
    // no Ctrl-C (which `background` raises as KeyboardInterrupt at once).
    let answer = background::run(py, place, move |_meter| {
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        Ok(request.answer(&mut Job::new(Limits::LOCAL).threads(threads)))
    })?;
    answer.map_err(|error| raise(py, error, lang))
}

/// The result object of a report: its arrays made once, read-only.
pub(crate) fn answer(py: Python<'_>, report: PatternReport) -> PyResult<Bound<'_, Pattern>> {
    let values = match &report.values {
        Some(values) => {
            read_only(PyArray1::from_vec(py, values.grundy.clone()).into_any())?.unbind()
        }
        None => py.None(),
    };
    let p_positions = match &report.outcomes.p_positions {
        PPositions::Heaps(heaps) => PyArray1::from_vec(py, heaps.clone()).into_any(),
        PPositions::Pairs(pairs) => {
            let flat: Vec<u64> = pairs.iter().flatten().copied().collect();
            let array = Array2::from_shape_vec((pairs.len(), 2), flat)
                .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))?;
            PyArray2::from_owned_array(py, array).into_any()
        }
    };
    let p_positions = read_only(p_positions)?.unbind();
    Bound::new(
        py,
        Pattern {
            contract: Contract::new(&report),
            values,
            p_positions,
        },
    )
}

/// The array with its `writeable` flag cleared: every access shares it.
fn read_only(array: Bound<'_, PyAny>) -> PyResult<Bound<'_, PyAny>> {
    let kwargs = PyDict::new(array.py());
    kwargs.set_item("write", false)?;
    array.call_method("setflags", (), Some(&kwargs))?;
    Ok(array)
}

/// A heap game or a two-number game: `dimension=` when given (1 or 2), else the number of
/// parameters the function takes without a default (`inspect.signature`).
fn callable_dimension(
    moves: &Bound<'_, PyAny>,
    asked: Option<u8>,
    lang: Lang,
) -> PyResult<Dimension> {
    let py = moves.py();
    if !moves.is_callable() {
        return Err(raise(py, CallableRulesError::NotCallable.into(), lang));
    }
    let count = match asked {
        Some(count) => count as usize,
        None => {
            let inspect = py.import("inspect")?;
            let parameters = inspect
                .call_method1("signature", (moves,))?
                .getattr("parameters")?
                .call_method0("values")?;
            let empty = inspect.getattr("Parameter")?.getattr("empty")?;
            let mut count = 0;
            for parameter in parameters.try_iter()? {
                let parameter = parameter?;
                let kind: String = parameter.getattr("kind")?.getattr("name")?.extract()?;
                let required = parameter.getattr("default")?.is(&empty);
                if required && (kind == "POSITIONAL_ONLY" || kind == "POSITIONAL_OR_KEYWORD") {
                    count += 1;
                }
            }
            count
        }
    };
    match count {
        1 => Ok(Dimension::Heap),
        2 => Ok(Dimension::Pair),
        _ => Err(raise(
            py,
            CallableRulesError::Arity {
                count: count as u64,
            }
            .into(),
            lang,
        )),
    }
}

/// A Python function as a game's rules (see the module's documentation).
struct CallableRules<'py> {
    moves: Bound<'py, PyAny>,
    dimension: Dimension,
    deadline: Instant,
    limit: Duration,
    /// Raised by the watchdog when it has sent `TimeoutError` into the function.
    timed_out: Arc<AtomicBool>,
    /// The Python exception that stopped the table, raised as it is once it is over.
    raised: Option<PyErr>,
}

impl CallableRules<'_> {
    fn too_slow(&self, position: Position) -> Error {
        CallableRulesError::Time {
            ms: self.limit.as_millis() as u64,
            position: position.to_string(),
        }
        .into()
    }

    /// The Python error `error` as the table's end: kept to be raised, and an error that stops
    /// the library's loop.
    fn stop_with(&mut self, error: PyErr, position: Position) -> Error {
        let py = self.moves.py();
        if self.timed_out.load(Ordering::SeqCst) && error.is_instance_of::<PyTimeoutError>(py) {
            return self.too_slow(position);
        }
        self.raised = Some(error);
        CallableRulesError::Stopped.into()
    }

    /// The options in `answer`: Python's error when iterating fails, the library's when an
    /// option is not of the game's kind.
    fn read_options(
        &self,
        position: Position,
        answer: &Bound<'_, PyAny>,
    ) -> PyResult<grundy::Result<Vec<GameOption>>> {
        if answer.is_instance_of::<PyString>() || answer.is_instance_of::<PyDict>() {
            let shown = answer.repr().map(|r| r.to_string()).unwrap_or_default();
            return Ok(Err(Error::invalid(
                Msg::new("error-pattern-not-array")
                    .arg("position", position.to_string())
                    .arg("answer", shown),
            )));
        }
        let mut options = Vec::new();
        for option in answer.try_iter()? {
            match self.read_option(position, &option?)? {
                Ok(option) => options.push(option),
                Err(error) => return Ok(Err(error)),
            }
        }
        Ok(Ok(options))
    }

    /// One option: an int (one heap left) or a list or tuple of ints (the heaps left; for two
    /// numbers, the pair).
    fn read_option(
        &self,
        position: Position,
        option: &Bound<'_, PyAny>,
    ) -> PyResult<grundy::Result<GameOption>> {
        let whole = |item: &Bound<'_, PyAny>| -> Option<u64> {
            if item.is_instance_of::<PyBool>() || !item.is_instance_of::<PyInt>() {
                return None;
            }
            item.extract::<u64>().ok()
        };
        let items: Option<Vec<u64>> =
            if option.is_instance_of::<PyList>() || option.is_instance_of::<PyTuple>() {
                let mut items = Vec::new();
                for item in option.try_iter()? {
                    items.push(whole(&item?));
                }
                items.into_iter().collect()
            } else {
                None
            };
        let read = match self.dimension {
            Dimension::Heap => whole(option)
                .map(|heap| GameOption::Heaps(vec![heap]))
                .or_else(|| items.map(GameOption::Heaps)),
            Dimension::Pair => match items.as_deref() {
                Some(&[a, b]) => Some(GameOption::Pair(a, b)),
                _ => None,
            },
        };
        if let Some(read) = read {
            return Ok(Ok(read));
        }
        let expected = match self.dimension {
            Dimension::Heap => "pattern-expected-heaps",
            Dimension::Pair => "pattern-expected-pair",
        };
        Ok(Err(Error::invalid(
            Msg::new("error-pattern-bad-option")
                .arg("position", position.to_string())
                .arg("option", option.repr()?.to_string())
                .arg("expected", Msg::new(expected)),
        )))
    }
}

impl Rules for CallableRules<'_> {
    fn dimension(&self) -> Dimension {
        self.dimension
    }

    fn moves(&mut self, position: Position) -> grundy::Result<Vec<GameOption>> {
        let py = self.moves.py();
        if let Err(interrupt) = py.check_signals() {
            return Err(self.stop_with(interrupt, position));
        }
        if Instant::now() >= self.deadline {
            return Err(self.too_slow(position));
        }
        let answer = match position {
            Position::Heap(n) => self.moves.call1((n,)),
            Position::Pair(a, b) => self.moves.call1((a, b)),
        };
        match answer.and_then(|answer| self.read_options(position, &answer)) {
            Ok(options) => options,
            Err(error) => Err(self.stop_with(error, position)),
        }
    }
}

/// A watchdog: at the deadline (unless told first that the table is done), it sends
/// `TimeoutError` into the calling thread, where the Python function runs.
struct Watchdog {
    done: Arc<(Mutex<bool>, Condvar)>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Watchdog {
    fn start(deadline: Instant, timed_out: Arc<AtomicBool>, thread_id: u64) -> Watchdog {
        let done = Arc::new((Mutex::new(false), Condvar::new()));
        let watched = Arc::clone(&done);
        let thread = std::thread::spawn(move || {
            let (lock, signal) = &*watched;
            let mut finished = lock.lock().unwrap_or_else(|e| e.into_inner());
            while !*finished {
                let now = Instant::now();
                if now >= deadline {
                    break;
                }
                finished = signal
                    .wait_timeout(finished, deadline - now)
                    .unwrap_or_else(|e| e.into_inner())
                    .0;
            }
            if *finished {
                return;
            }
            drop(finished);
            // The calling thread holds the GIL while the table is made; it lets go between
            // bytecodes of the function, and only then can the exception be sent. `done` is
            // read again under the GIL: set (under the GIL) when the table ended meanwhile.
            Python::attach(|py| {
                if *lock.lock().unwrap_or_else(|e| e.into_inner()) {
                    return;
                }
                timed_out.store(true, Ordering::SeqCst);
                let exception = py.get_type::<PyTimeoutError>().into_any();
                let _ = send_async_exception(py, thread_id, Some(exception));
            });
        });
        Watchdog {
            done,
            thread: Some(thread),
        }
    }

    /// Tells the watchdog the table is over (called with the GIL held), and waits for it.
    fn finish(mut self, py: Python<'_>, thread_id: u64, timed_out: &AtomicBool) {
        {
            let (lock, signal) = &*self.done;
            *lock.lock().unwrap_or_else(|e| e.into_inner()) = true;
            signal.notify_all();
        }
        if let Some(thread) = self.thread.take() {
            // The watchdog may be waiting for the GIL: let it have it to see `done`.
            py.detach(|| {
                let _ = thread.join();
            });
        }
        if timed_out.load(Ordering::SeqCst) {
            // An exception sent but not delivered (the table ended first) must not go off
            // later in the caller's code.
            let _ = send_async_exception(py, thread_id, None);
        }
    }
}

/// Python's `PyThreadState_SetAsyncExc` through `ctypes` (the crate has no unsafe code): raises
/// `exception` in thread `thread_id` at its next bytecode, or with None clears one pending.
fn send_async_exception(
    py: Python<'_>,
    thread_id: u64,
    exception: Option<Bound<'_, PyAny>>,
) -> PyResult<()> {
    let ctypes = py.import("ctypes")?;
    let id = ctypes.getattr("c_ulong")?.call1((thread_id,))?;
    let exception = match exception {
        Some(exception) => ctypes.getattr("py_object")?.call1((exception,))?,
        None => py.None().into_bound(py),
    };
    ctypes
        .getattr("pythonapi")?
        .getattr("PyThreadState_SetAsyncExc")?
        .call1((id, exception))?;
    Ok(())
}

/// The table of a Python function and its patterns, made on the calling thread.
fn tabulate_callable<'py>(
    py: Python<'py>,
    moves: Bound<'py, PyAny>,
    dimension: Dimension,
    to: u64,
    lang: Lang,
    limit: Duration,
) -> PyResult<PatternReport> {
    let thread_id: u64 = py
        .import("threading")?
        .call_method0("get_ident")?
        .extract::<u64>()?;
    let deadline = Instant::now() + limit;
    let timed_out = Arc::new(AtomicBool::new(false));
    let mut rules = CallableRules {
        moves,
        dimension,
        deadline,
        limit,
        timed_out: Arc::clone(&timed_out),
        raised: None,
    };
    let watchdog = Watchdog::start(deadline, Arc::clone(&timed_out), thread_id);
    let report = PatternReport::of_rules(&mut rules, PatternSource::Callable, to, lang);
    watchdog.finish(py, thread_id, &timed_out);
    if let Some(raised) = rules.raised.take() {
        return Err(raised);
    }
    report.map_err(|error| raise(py, error, lang))
}
