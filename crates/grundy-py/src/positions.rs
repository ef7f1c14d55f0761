//! The answers about one position: `wythoff`, `nim`, `bash`, `takeaway`, `fib` and `analyze`,
//! each a library report (the CLI's `--json` object) behind a result class, and the two lists
//! that go with them (`wythoff_pair`, `losing_heaps`).
//!
//! A function reads its arguments into the library's domain values, asks for the report with
//! the same constructor as the CLI, and keeps the question so that `explain()` can ask again
//! with the reasoning. There is no game logic here.

use std::sync::{Arc, OnceLock};

use grundy::Natural;
use grundy::engine::Outcome;
use grundy::games::nim::Heaps;
use grundy::report::{
    AnalyzeRequest, BashRequest, Explainable, FibRequest, Job, Limits, NimRequest, Progress,
    Question, TakeAwayAnswer, TakeAwayRequest, Verdict, WythoffPairRequest, WythoffRequest,
};
use numpy::{PyReadonlyArray1, PyUntypedArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyString};
use serde::Serialize;

use crate::background::{self, Meter, Place};
use crate::contract::{Contract, contract_getters};
use crate::convert::{number, ratio};
use crate::display;
use crate::errors::IntoPyResult;

/// Nim positions with at most this many heaps (all below 2^64) are answered inline.
const INLINE_HEAPS: usize = 100_000;

/// An answer about a position, whatever the question: who wins, the reasoning, the contract.
trait Told: Send + Sync {
    fn outcome(&self) -> Outcome;
    fn explanation(&self) -> Option<String>;
    fn contract(&self) -> Contract;
}

impl<R: Verdict + Serialize + Send + Sync> Told for R {
    fn outcome(&self) -> Outcome {
        Verdict::outcome(self).unwrap_or(Outcome::N)
    }
    fn explanation(&self) -> Option<String> {
        Verdict::explanation(self).map(str::to_string)
    }
    fn contract(&self) -> Contract {
        Contract::new(self)
    }
}

/// The question of an answer, kept to be asked again with the reasoning.
type Asker = Arc<dyn Fn(bool, &Meter) -> grundy::Result<Box<dyn Told>> + Send + Sync>;

/// `question` as an [`Asker`]: the library's answer to it, or to it with the reasoning.
fn asker<Q>(question: Q) -> Asker
where
    Q: Explainable + Sync,
    Q::Answer: Verdict + Sync,
{
    Arc::new(move |explain, meter| {
        let question = match explain {
            true => question.explaining(),
            false => question.clone(),
        };
        let mut progress = |p: Progress| meter.set(p.done, p.total.unwrap_or(0));
        let answer = question.answer(&mut Job::new(Limits::LOCAL).progress(&mut progress))?;
        Ok(Box::new(answer) as Box<dyn Told>)
    })
}

/// The answer about a position: who wins (`outcome`), its Grundy value, every winning move, and
/// the reasoning on demand (`explain()`). `to_dict()` is the CLI's `--json` object.
#[pyclass(subclass, frozen, module = "grundy")]
pub struct Answer {
    question: Asker,
    place: Place,
    outcome: Outcome,
    report: Box<dyn Told>,
    /// The report's JSON, written when first needed: a Nim position of a million heaps may
    /// have half a million winning moves, and `.outcome` needs none of them.
    contract: OnceLock<Contract>,
    explanation: OnceLock<String>,
    /// The fields a `repr` shows, in order.
    shown: &'static [&'static str],
}

impl Answer {
    fn contract(&self) -> &Contract {
        self.contract.get_or_init(|| self.report.contract())
    }
}

#[pymethods]
impl Answer {
    /// "P" (the player to move loses) or "N" (the player to move wins).
    #[getter]
    fn outcome(&self) -> &'static str {
        match self.outcome {
            Outcome::P => "P",
            Outcome::N => "N",
        }
    }

    /// The Grundy value, or None where it is not given (misère play, or beyond its table).
    #[getter]
    fn grundy<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.contract().field(py, "grundy")
    }

    /// Every winning move, as the JSON's move objects (dicts).
    #[getter]
    fn winning_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.contract().field(py, "winning_moves")
    }

    /// The number of winning moves.
    #[getter]
    fn winning_move_count<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.contract().field(py, "winning_move_count")
    }

    /// "normal" or "misere".
    #[getter]
    fn convention<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.contract().field(py, "convention")
    }

    /// The answer as a new dict: exactly `json.loads` of the CLI's `--json` output.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(self.contract().to_dict(py)?.into_any())
    }

    /// The answer as the CLI's `--json` prints it (one line, integers in full).
    fn to_json(&self) -> &str {
        self.contract().json()
    }

    /// The reasoning in the theory's terms (the CLI's `--explain`).
    fn explain(&self, py: Python<'_>) -> PyResult<String> {
        if let Some(text) = self.explanation.get() {
            return Ok(text.clone());
        }
        let question = Arc::clone(&self.question);
        let report = background::run(py, self.place, move |meter| question(true, meter))?;
        let text = report.explanation().unwrap_or_default();
        Ok(self.explanation.get_or_init(|| text).clone())
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let py = slf.py();
        let this = slf.get();
        let class = slf.get_type().name()?;
        display::fields(&class.to_string(), this.contract().dict(py)?, this.shown)
    }
}

/// `grundy.wythoff(a, b)`: a position of Wythoff's game.
#[pyclass(extends = Answer, frozen, module = "grundy")]
pub struct WythoffResult;

contract_getters!(WythoffResult, |slf| slf.as_super().get().contract(),
    /// The two heaps, in the order given.
    heaps,
    /// k = |a − b|: the position lies on the diagonal of the k-th P-position.
    difference,
    /// k when the position is the k-th P-position (normal play), else None.
    pair_index,
);

/// `grundy.nim(heaps)`: a Nim position.
#[pyclass(extends = Answer, frozen, module = "grundy")]
pub struct NimResult;

contract_getters!(NimResult, |slf| slf.as_super().get().contract(),
    /// How many heaps.
    heap_count,
    /// The XOR of the heaps' values (the heaps, or h mod (r+1) when bounded).
    nim_sum,
    /// The most one move may take, or None for plain Nim.
    max_take,
);

/// `grundy.bash(n, max)`: Bash's game.
#[pyclass(extends = Answer, frozen, module = "grundy")]
pub struct BashResult;

contract_getters!(BashResult, |slf| slf.as_super().get().contract(),
    /// The heap n.
    heap,
    /// The most one move may take.
    max,
);

/// `grundy.takeaway(n, k)` and `grundy.fib(n)`: the take-away game with multiplier k.
#[pyclass(extends = Answer, frozen, module = "grundy")]
pub struct TakeAwayResult;

contract_getters!(TakeAwayResult, |slf| slf.as_super().get().contract(),
    /// The multiplier, as "p/q" in lowest terms or "p".
    k,
    /// The heap n.
    heap,
    /// The most the mover may take now.
    cap,
    /// The least winning take, or None in a P-position.
    least_winning_move,
    /// n written greedily as a sum of losing heaps, largest first.
    decomposition,
    /// The first losing heaps, when asked for (else None).
    losing_heaps,
);

/// `grundy.analyze(expr)`: a sum of games.
#[pyclass(extends = Answer, frozen, module = "grundy")]
pub struct SumResult;

contract_getters!(SumResult, |slf| slf.as_super().get().contract(),
    /// The expression in canonical notation.
    expr,
    /// How the answer was found ("sprague_grundy", "closed_form", "misere_bouton",
    /// "misere_search").
    method,
    /// Each component: its expression, game, Grundy value (or None and why).
    components,
);

/// Asks `question` where `place` says, and wraps the answer in the result class `S`.
fn answer<'py, S: pyo3::PyClass<BaseType = Answer> + Sync>(
    py: Python<'py>,
    question: Asker,
    place: Place,
    class: S,
    shown: &'static [&'static str],
) -> PyResult<Bound<'py, S>> {
    let (question, report) = background::run(py, place, move |meter| {
        let report = question(false, meter)?;
        Ok((question, report))
    })?;
    let answer = Answer {
        outcome: report.outcome(),
        report,
        contract: OnceLock::new(),
        question,
        place,
        explanation: OnceLock::new(),
        shown,
    };
    Bound::new(py, PyClassInitializer::from(answer).add_subclass(class))
}

fn worker() -> Place {
    Place::Worker {
        progress: false,
        unit: "",
    }
}

/// Who wins Wythoff's game from heaps (a, b), and how.
#[pyfunction]
#[pyo3(signature = (a, b, *, misere = false, grundy = false))]
pub fn wythoff<'py>(
    py: Python<'py>,
    a: &Bound<'py, PyAny>,
    b: &Bound<'py, PyAny>,
    misere: bool,
    grundy: bool,
) -> PyResult<Bound<'py, WythoffResult>> {
    let a = number(a, "heap size")?;
    let b = number(b, "heap size")?;
    let place = if a.is_word() && b.is_word() && !grundy {
        Place::Inline
    } else {
        worker()
    };
    let question = asker(WythoffRequest {
        a: a.into(),
        b: b.into(),
        misere,
        grundy,
        explain: false,
    });
    let shown = &[
        "heaps",
        "outcome",
        "winning_moves",
        "pair_index",
        "grundy",
        "convention",
    ];
    answer(py, question, place, WythoffResult, shown)
}

/// Who wins Nim, and every winning move.
#[pyfunction]
#[pyo3(signature = (heaps, *, misere = false, max_take = None))]
pub fn nim<'py>(
    py: Python<'py>,
    heaps: &Bound<'py, PyAny>,
    misere: bool,
    max_take: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, NimResult>> {
    let request = NimRequest {
        heaps: read_heaps(heaps)?.into(),
        misere,
        max_take: max_take
            .map(|m| number(m, "maximum take"))
            .transpose()?
            .map(Into::into),
        explain: false,
    };
    let place = match request.is_quick(INLINE_HEAPS) {
        true => Place::Inline,
        false => worker(),
    };
    // A bad heap or maximum take is refused here, before an answer is asked for.
    request.position().or_raise(py)?;
    let question = asker(request);
    let shown = &[
        "outcome",
        "nim_sum",
        "winning_moves",
        "heap_count",
        "max_take",
        "grundy",
        "convention",
    ];
    answer(py, question, place, NimResult, shown)
}

/// Nim heaps: a NumPy array of integers (read without a Python object per heap), a string of
/// whitespace-separated decimal sizes (the library's reader, as for `grundy nim @FILE`), or any
/// iterable of integers.
fn read_heaps(heaps: &Bound<'_, PyAny>) -> PyResult<Heaps> {
    let py = heaps.py();
    if let Ok(text) = heaps.cast::<PyString>() {
        return Heaps::parse(text.to_cow()?.as_bytes()).or_raise(py);
    }
    if let Ok(bytes) = heaps.cast::<PyBytes>() {
        return Heaps::parse(bytes.as_bytes()).or_raise(py);
    }
    if let Ok(bytes) = heaps.cast::<PyByteArray>() {
        return Heaps::parse(&bytes.to_vec()).or_raise(py);
    }
    if let Ok(array) = heaps.extract::<PyReadonlyArray1<'_, u64>>() {
        return Ok(Heaps::from(array.as_array().to_vec()));
    }
    for signed in [
        heaps.extract::<PyReadonlyArray1<'_, i64>>().map(|a| {
            a.as_array()
                .iter()
                .map(|&h| u64::try_from(h).map_err(|_| h))
                .collect::<Result<Vec<u64>, i64>>()
        }),
        heaps.extract::<PyReadonlyArray1<'_, i32>>().map(|a| {
            a.as_array()
                .iter()
                .map(|&h| u64::try_from(h).map_err(|_| i64::from(h)))
                .collect::<Result<Vec<u64>, i64>>()
        }),
    ] {
        match signed {
            Ok(Ok(words)) => return Ok(Heaps::from(words)),
            Ok(Err(negative)) => {
                return Natural::parse_decimal(&negative.to_string(), "heap size")
                    .map(|_| Heaps::from(Vec::<u64>::new()))
                    .or_raise(py);
            }
            Err(_) => {}
        }
    }
    if let Ok(array) = heaps.extract::<PyReadonlyArray1<'_, u32>>() {
        return Ok(Heaps::from(
            array
                .as_array()
                .iter()
                .map(|&h| u64::from(h))
                .collect::<Vec<u64>>(),
        ));
    }
    if let Ok(array) = heaps.cast::<numpy::PyUntypedArray>()
        && array.ndim() != 1
    {
        return Err(crate::errors::to_py(
            py,
            grundy::Error::invalid(format!(
                "Nim heaps must be a one-dimensional list or array; this array has {} dimensions",
                array.ndim()
            )),
        ));
    }
    let mut words = Vec::new();
    let mut naturals: Option<Vec<Natural>> = None;
    for heap in heaps.try_iter()? {
        let heap = number(&heap?, "heap size")?
            .natural("heap size")
            .or_raise(py)?;
        match (&mut naturals, heap.to_u64()) {
            (None, Some(word)) => words.push(word),
            (None, None) => {
                let mut all: Vec<Natural> = words.drain(..).map(Natural::from).collect();
                all.push(heap);
                naturals = Some(all);
            }
            (Some(all), _) => all.push(heap),
        }
    }
    Ok(match naturals {
        Some(all) => Heaps::from(all),
        None => Heaps::from(words),
    })
}

/// Who wins Bash's game: one heap of n, take 1 to max tokens a move.
#[pyfunction]
#[pyo3(signature = (n, max, *, misere = false))]
pub fn bash<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    max: &Bound<'py, PyAny>,
    misere: bool,
) -> PyResult<Bound<'py, BashResult>> {
    let n = number(n, "heap size")?;
    let max = number(max, "maximum take m")?;
    let place = if n.is_word() && max.is_word() {
        Place::Inline
    } else {
        worker()
    };
    let question = asker(BashRequest {
        n: n.into(),
        max: max.into(),
        misere,
        explain: false,
    });
    let shown = &[
        "heap",
        "max",
        "outcome",
        "winning_moves",
        "grundy",
        "convention",
    ];
    answer(py, question, place, BashResult, shown)
}

/// Who wins the take-away game with multiplier k (after a take of t, the opponent may take up
/// to k·t) from a heap of n, the mover allowed to take up to `cap` (default n − 1).
#[pyfunction]
#[pyo3(signature = (n, k, *, cap = None, losing_heaps = None))]
pub fn takeaway<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    k: &Bound<'py, PyAny>,
    cap: Option<&Bound<'py, PyAny>>,
    losing_heaps: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, TakeAwayResult>> {
    let request = TakeAwayRequest {
        n: Some(number(n, "heap size")?.into()),
        k: ratio(k)?.into(),
        cap: cap.map(|c| number(c, "cap")).transpose()?.map(Into::into),
        losing_heaps: losing_heaps
            .map(|count| count_of(count, "losing heaps").map(|c| (c as u64).into()))
            .transpose()?,
        explain: false,
    };
    take_away(py, asker(request))
}

/// Fibonacci Nim: the take-away game with k = 2.
#[pyfunction]
#[pyo3(signature = (n, *, cap = None, losing_heaps = None))]
pub fn fib<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    cap: Option<&Bound<'py, PyAny>>,
    losing_heaps: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, TakeAwayResult>> {
    let request = FibRequest {
        n: Some(number(n, "heap size")?.into()),
        cap: cap.map(|c| number(c, "cap")).transpose()?.map(Into::into),
        losing_heaps: losing_heaps
            .map(|count| count_of(count, "losing heaps").map(|c| (c as u64).into()))
            .transpose()?,
        explain: false,
    };
    take_away(py, asker(request))
}

fn take_away(py: Python<'_>, question: Asker) -> PyResult<Bound<'_, TakeAwayResult>> {
    let shown = &[
        "k",
        "heap",
        "cap",
        "outcome",
        "winning_moves",
        "decomposition",
        "grundy",
        "losing_heaps",
    ];
    // The Grundy value of a heap up to 2000 is an exact search: not for the calling thread.
    answer(py, question, worker(), TakeAwayResult, shown)
}

/// A count (of heaps, of positions): a number below 2^64 that fits the machine's `usize`.
pub fn count_of(count: &Bound<'_, PyAny>, what: &str) -> PyResult<usize> {
    let py = count.py();
    let count = number(count, what)?.word(what).or_raise(py)?;
    usize::try_from(count).map_err(|_| {
        crate::errors::to_py(
            py,
            grundy::Error::too_large(
                "word",
                usize::MAX as u64,
                Some(Natural::from(count)),
                format!("{what} {count} is more than this machine can hold"),
            ),
        )
    })
}

/// Who wins a sum of games written as `grundy analyze` reads it, such as
/// `"nim(3,4,5) + bash(10, max=3) + kayles(8)"`.
#[pyfunction]
#[pyo3(signature = (expr, *, misere = false, progress = false))]
pub fn analyze<'py>(
    py: Python<'py>,
    expr: &str,
    misere: bool,
    progress: bool,
) -> PyResult<Bound<'py, SumResult>> {
    let place = Place::Worker {
        progress,
        unit: "positions",
    };
    // Parsing and the analysis (an exhaustive misère search can be long) both run on the
    // worker; the bar shows the search's positions.
    let request = AnalyzeRequest {
        expr: expr.to_string(),
        misere,
        explain: false,
    };
    let question = asker(request);
    let shown = &[
        "expr",
        "outcome",
        "grundy",
        "winning_moves",
        "method",
        "convention",
    ];
    answer(py, question, place, SumResult, shown)
}

/// `grundy.wythoff_pair(k)` and `grundy.losing_heaps(k, count)`: an answer that is a list, not
/// a position.
#[pyclass(frozen, module = "grundy")]
pub struct WythoffPair {
    contract: Contract,
}

contract_getters!(WythoffPair, |slf| slf.get().contract,
    /// k.
    pair_index,
    /// (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k), a list of two ints.
    position,
    /// Always "P".
    outcome,
);

#[pymethods]
impl WythoffPair {
    /// The answer as a new dict: exactly `json.loads` of the CLI's `--json` output.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(self.contract.to_dict(py)?.into_any())
    }

    /// The answer as the CLI's `--json` prints it.
    fn to_json(&self) -> &str {
        self.contract.json()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        display::fields(
            "WythoffPair",
            self.contract.dict(py)?,
            &["pair_index", "position"],
        )
    }
}

/// The k-th P-position of Wythoff's game, (⌊kφ⌋, ⌊kφ⌋ + k), exactly.
#[pyfunction]
pub fn wythoff_pair<'py>(
    py: Python<'py>,
    k: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, WythoffPair>> {
    let k = number(k, "pair index")?;
    let place = if k.is_word() { Place::Inline } else { worker() };
    let request = WythoffPairRequest { k: k.into() };
    let report = background::run(py, place, move |_| {
        request.answer(&mut Job::new(Limits::LOCAL))
    })?;
    Bound::new(
        py,
        WythoffPair {
            contract: Contract::new(&report),
        },
    )
}

/// The first losing heaps of a take-away game.
#[pyclass(frozen, module = "grundy")]
pub struct LosingHeaps {
    contract: Contract,
}

contract_getters!(LosingHeaps, |slf| slf.get().contract,
    /// The multiplier, as "p/q" or "p".
    k,
    /// H0 = 1 < H1 < …: the opening heaps from which the player to move loses.
    losing_heaps,
);

#[pymethods]
impl LosingHeaps {
    /// The answer as a new dict: exactly `json.loads` of the CLI's `--json` output.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(self.contract.to_dict(py)?.into_any())
    }

    /// The answer as the CLI's `--json` prints it.
    fn to_json(&self) -> &str {
        self.contract.json()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        display::fields(
            "LosingHeaps",
            self.contract.dict(py)?,
            &["k", "losing_heaps"],
        )
    }
}

/// The first `count` losing heaps of the take-away game with multiplier k (k = 2: the
/// Fibonacci numbers).
#[pyfunction]
pub fn losing_heaps<'py>(
    py: Python<'py>,
    k: &Bound<'py, PyAny>,
    count: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, LosingHeaps>> {
    let request = TakeAwayRequest {
        n: None,
        k: ratio(k)?.into(),
        cap: None,
        losing_heaps: Some((count_of(count, "losing heaps")? as u64).into()),
        explain: false,
    };
    let report = background::run(py, worker(), move |_| {
        match request.answer(&mut Job::new(Limits::LOCAL))? {
            TakeAwayAnswer::LosingHeaps(report) => Ok(report),
            TakeAwayAnswer::Heap(_) => Err(grundy::Error::invalid("no heap was asked about")),
        }
    })?;
    Bound::new(
        py,
        LosingHeaps {
            contract: Contract::new(&report),
        },
    )
}
