//! Long computations off the interpreter: the work runs on a thread of its own, without the
//! GIL, under a library [`Stop`]; the calling thread wakes every [`TICK`], looks at Python's
//! signals (Ctrl-C raises `KeyboardInterrupt` there and only there) and draws the progress bar.
//! On an interrupt the stop's flag is raised, so the library's long loops give up at their next
//! slice (on the worker and on any thread it hands work to, such as a Wythoff table's), and the
//! exception is raised at once, without waiting for the worker.
//!
//! Questions the library weighs light (`Question::is_light`, the weight the server's lanes use
//! too) run on the calling thread with the GIL released: a thread costs more than the answer.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use grundy::interrupt::{Stop, with_stop};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyDict;

use crate::errors::IntoPyResult;

/// How often the calling thread looks at signals and the progress of the work.
const TICK: Duration = Duration::from_millis(50);

/// The worker's stack: the library's searches keep their own stacks on the heap, but the
/// expression parser and a few recursive helpers use the call stack.
const WORKER_STACK: usize = 64 << 20;

/// How far the work has come, written by the worker and read by the bar.
#[derive(Debug, Default)]
pub struct Meter {
    done: AtomicU64,
    total: AtomicU64,
}

impl Meter {
    /// `done` of `total` units are finished.
    pub fn set(&self, done: u64, total: u64) {
        self.total.store(total, Ordering::Relaxed);
        self.done.store(done, Ordering::Relaxed);
    }

    fn get(&self) -> (u64, u64) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }
}

/// Where a computation runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// On the calling thread, the GIL released: a quick answer.
    Inline,
    /// On a worker, interruptible, with a bar of `unit`s if asked for.
    Worker {
        /// Show a progress bar.
        progress: bool,
        /// What the bar counts ("heaps", "positions").
        unit: &'static str,
    },
}

/// Runs `work` where `place` says and returns its value, or its error as a Python exception.
pub fn run<T, F>(py: Python<'_>, place: Place, work: F) -> PyResult<T>
where
    T: Send + 'static,
    F: FnOnce(&Meter) -> grundy::Result<T> + Send + 'static,
{
    let (progress, unit) = match place {
        Place::Inline => return py.detach(|| work(&Meter::default())).or_raise(py),
        Place::Worker { progress, unit } => (progress, unit),
    };
    let flag = Arc::new(AtomicBool::new(false));
    let stop = Stop::default().or_when(Arc::clone(&flag));
    let meter = Arc::new(Meter::default());
    let worker_meter = Arc::clone(&meter);
    let (sender, mut receiver) = mpsc::sync_channel(1);
    thread::Builder::new()
        .name("grundy-worker".into())
        .stack_size(WORKER_STACK)
        .spawn(move || {
            let outcome = catch_unwind(AssertUnwindSafe(|| {
                with_stop(&stop, || work(&worker_meter))
            }));
            // The caller may have gone (interrupted): nobody to tell.
            let _ = sender.send(outcome);
        })
        .map_err(|e| PyRuntimeError::new_err(format!("cannot start a worker thread: {e}")))?;
    let mut bar = progress.then(|| Bar::new(unit));
    loop {
        // The receiver goes to the detached closure and back: it is Send, not Sync.
        let (back, received) = py.detach(move || {
            let received = receiver.recv_timeout(TICK);
            (receiver, received)
        });
        receiver = back;
        match received {
            Ok(Ok(result)) => {
                if let Some(bar) = &mut bar {
                    bar.finish(py, &meter);
                }
                return result.or_raise(py);
            }
            Ok(Err(panic)) => {
                if let Some(bar) = &mut bar {
                    bar.close(py);
                }
                let message = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "a panic".into());
                return Err(PyRuntimeError::new_err(format!(
                    "grundy: internal error (please report it): {message}"
                )));
            }
            Err(RecvTimeoutError::Timeout) => {
                if let Err(interrupt) = py.check_signals() {
                    flag.store(true, Ordering::Relaxed);
                    if let Some(bar) = &mut bar {
                        bar.close(py);
                    }
                    return Err(interrupt);
                }
                if let Some(bar) = &mut bar
                    && let Err(interrupt) = bar.update(py, &meter)
                {
                    flag.store(true, Ordering::Relaxed);
                    bar.close(py);
                    return Err(interrupt);
                }
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Err(PyRuntimeError::new_err(
                    "grundy: internal error (please report it): the worker ended without an answer",
                ));
            }
        }
    }
}

/// A progress bar: tqdm's (`tqdm.auto`, so a notebook gets its widget) when tqdm is
/// installed, else one line on `sys.stderr` rewritten in place.
struct Bar {
    unit: &'static str,
    tqdm: Option<Py<PyAny>>,
    shown: u64,
    started: bool,
    last_line: Option<Instant>,
    broken: bool,
}

/// How often the plain bar is rewritten.
const LINE_EVERY: Duration = Duration::from_millis(250);

impl Bar {
    fn new(unit: &'static str) -> Bar {
        Bar {
            unit,
            tqdm: None,
            shown: 0,
            started: false,
            last_line: None,
            broken: false,
        }
    }

    /// Draws the bar. A failing bar (a closed stderr, a broken tqdm) must not fail the
    /// computation; but Ctrl-C while the bar's Python code runs raises `KeyboardInterrupt`
    /// there, and that is the caller's to raise (swallowed, it would be lost).
    fn update(&mut self, py: Python<'_>, meter: &Meter) -> PyResult<()> {
        let (done, total) = meter.get();
        if self.broken || total == 0 {
            return Ok(());
        }
        if let Err(error) = self.draw(py, done, total, false) {
            if error.is_instance_of::<pyo3::exceptions::PyKeyboardInterrupt>(py) {
                return Err(error);
            }
            self.broken = true;
            error.print(py);
        }
        Ok(())
    }

    fn finish(&mut self, py: Python<'_>, meter: &Meter) {
        let (_, total) = meter.get();
        if !self.broken && self.started {
            let _ = self.draw(py, total, total, true);
        }
        self.close(py);
    }

    fn draw(&mut self, py: Python<'_>, done: u64, total: u64, last: bool) -> PyResult<()> {
        if !self.started {
            self.started = true;
            if let Some(tqdm) = tqdm(py)? {
                let kwargs = PyDict::new(py);
                kwargs.set_item("total", total)?;
                kwargs.set_item("unit", format!(" {}", self.unit))?;
                kwargs.set_item("unit_scale", true)?;
                kwargs.set_item("initial", done)?;
                // A tqdm that cannot start leaves the plain line (Ctrl-C still goes up).
                self.tqdm = match tqdm.call((), Some(&kwargs)) {
                    Ok(bar) => Some(bar.unbind()),
                    Err(e) if e.is_instance_of::<pyo3::exceptions::PyKeyboardInterrupt>(py) => {
                        return Err(e);
                    }
                    Err(_) => None,
                };
            }
            self.shown = done;
        }
        match &self.tqdm {
            Some(bar) => {
                if done > self.shown {
                    bar.bind(py).call_method1("update", (done - self.shown,))?;
                    self.shown = done;
                }
            }
            None => {
                let due = self.last_line.is_none_or(|t| t.elapsed() >= LINE_EVERY);
                if due || last {
                    self.last_line = Some(Instant::now());
                    let percent = done as f64 * 100.0 / total.max(1) as f64;
                    let line = format!("\r{done}/{total} {} ({percent:.0}%)", self.unit);
                    let stderr = py.import("sys")?.getattr("stderr")?;
                    stderr.call_method1("write", (line,))?;
                    stderr.call_method0("flush")?;
                }
            }
        }
        Ok(())
    }

    fn close(&mut self, py: Python<'_>) {
        if let Some(bar) = self.tqdm.take() {
            let _ = bar.bind(py).call_method0("close");
        } else if self.started && !self.broken && self.last_line.is_some() {
            // The plain line ends where it stopped.
            let _ = py
                .import("sys")
                .and_then(|sys| sys.getattr("stderr"))
                .and_then(|stderr| stderr.call_method1("write", ("\n",)));
        }
        self.last_line = None;
        self.started = false;
    }
}

/// `tqdm.auto.tqdm`, if tqdm is installed.
fn tqdm(py: Python<'_>) -> PyResult<Option<Bound<'_, PyAny>>> {
    static TQDM: PyOnceLock<Option<Py<PyAny>>> = PyOnceLock::new();
    if let Some(found) = TQDM.get(py) {
        return Ok(found.as_ref().map(|t| t.bind(py).clone()));
    }
    // Ctrl-C during the import is the caller's; any other failure means no tqdm, for good.
    let found = match py.import("tqdm.auto").and_then(|m| m.getattr("tqdm")) {
        Ok(tqdm) => Some(tqdm.unbind()),
        Err(e) if e.is_instance_of::<pyo3::exceptions::PyKeyboardInterrupt>(py) => return Err(e),
        Err(_) => None,
    };
    let found = TQDM.get_or_init(py, || found);
    Ok(found.as_ref().map(|t| t.bind(py).clone()))
}
