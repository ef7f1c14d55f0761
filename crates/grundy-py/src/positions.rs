//! The answers about one position: `wythoff`, `nim`, `bash`, `takeaway`, `fib` and `analyze`,
//! each a library report (the CLI's `--json` object) behind a result class, and the two lists
//! that go with them (`wythoff_pair`, `losing_heaps`).
//!
//! A function reads its arguments into the library's domain values, asks for the report with
//! the same constructor as the CLI, and keeps the question so that `explain()` can ask again
//! with the reasoning. There is no game logic here.

use std::sync::OnceLock;

use grundy::engine::{Convention, Outcome};
use grundy::expr::{Analysis, Expr};
use grundy::games::bash::Bash;
use grundy::games::nim::{Heaps, Nim};
use grundy::games::takeaway::TakeAway;
use grundy::games::wythoff::Wythoff;
use grundy::report::{
    BashReport, GrundyRequest, LosingHeapsReport, NimReport, SumReport, TakeAwayReport,
    WythoffPairReport, WythoffReport,
};
use grundy::{Natural, Ratio};
use numpy::{PyReadonlyArray1, PyUntypedArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyString};

use crate::background::{self, Place};
use crate::contract::{Contract, contract_getters};
use crate::convert::{Number, number, ratio};
use crate::display;
use crate::errors::IntoPyResult;

/// Nim positions with at most this many heaps (all below 2^64) are answered inline.
const INLINE_HEAPS: usize = 100_000;

/// A question about one position, kept to be asked again with the reasoning.
#[derive(Clone)]
enum Question {
    Wythoff {
        a: Number,
        b: Number,
        convention: Convention,
        grundy: GrundyRequest,
    },
    Nim {
        nim: Nim,
        convention: Convention,
    },
    Bash {
        game: Bash,
        convention: Convention,
    },
    TakeAway {
        game: TakeAway,
        losing_heaps: Option<usize>,
    },
    Sum {
        expr: Expr,
        analysis: Box<Analysis>,
    },
}

/// The report of a question.
enum Report {
    Wythoff(WythoffReport),
    Nim(NimReport),
    Bash(BashReport),
    TakeAway(Box<TakeAwayReport>),
    Sum(SumReport),
}

impl Question {
    /// The answer, by the same library constructor as the CLI's `--json`.
    fn report(&self, explain: bool) -> grundy::Result<Report> {
        Ok(match self {
            Question::Wythoff {
                a,
                b,
                convention,
                grundy,
            } => Report::Wythoff(wythoff_report(a, b, *convention, *grundy, explain)?),
            Question::Nim { nim, convention } => {
                Report::Nim(NimReport::new(nim, *convention, explain))
            }
            Question::Bash { game, convention } => {
                Report::Bash(BashReport::new(game, *convention, explain)?)
            }
            Question::TakeAway { game, losing_heaps } => {
                Report::TakeAway(Box::new(TakeAwayReport::new(game, *losing_heaps, explain)?))
            }
            Question::Sum { expr, analysis } => {
                Report::Sum(SumReport::from_analysis(expr, analysis, explain))
            }
        })
    }
}

/// Heaps given as digit strings take the CLI's path, which decides a long P-position on its
/// digits; Python `int`s are binary already and are decided as they are (the same answer).
fn wythoff_report(
    a: &Number,
    b: &Number,
    convention: Convention,
    grundy: GrundyRequest,
    explain: bool,
) -> grundy::Result<WythoffReport> {
    match (a, b) {
        (Number::Digits(a), Number::Digits(b)) => {
            WythoffReport::from_digits(a, b, convention, grundy, explain)
        }
        _ => {
            let game = Wythoff::new(a.natural("heap size")?, b.natural("heap size")?);
            WythoffReport::new(&game, convention, grundy, explain)
        }
    }
}

impl Report {
    fn outcome(&self) -> Outcome {
        match self {
            Report::Wythoff(r) => r.outcome,
            Report::Nim(r) => r.outcome,
            Report::Bash(r) => r.outcome,
            Report::TakeAway(r) => r.outcome,
            Report::Sum(r) => r.outcome,
        }
    }

    fn explanation(self) -> Option<String> {
        match self {
            Report::Wythoff(r) => r.explanation,
            Report::Nim(r) => r.explanation,
            Report::Bash(r) => r.explanation,
            Report::TakeAway(r) => r.explanation,
            Report::Sum(r) => r.explanation,
        }
    }

    fn contract(&self) -> Contract {
        match self {
            Report::Wythoff(r) => Contract::new(r),
            Report::Nim(r) => Contract::new(r),
            Report::Bash(r) => Contract::new(r),
            Report::TakeAway(r) => Contract::new(r),
            Report::Sum(r) => Contract::new(r),
        }
    }
}

/// The answer about a position: who wins (`outcome`), its Grundy value, every winning move, and
/// the reasoning on demand (`explain()`). `to_dict()` is the CLI's `--json` object.
#[pyclass(subclass, frozen, module = "grundy")]
pub struct Answer {
    question: Question,
    place: Place,
    outcome: Outcome,
    report: Report,
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
        let question = self.question.clone();
        let report = background::run(py, self.place, move |_| question.report(true))?;
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

/// Asks `question` where `place` says, and wraps the report in the result class `S`.
fn answer<'py, S: pyo3::PyClass<BaseType = Answer> + Sync>(
    py: Python<'py>,
    question: Question,
    place: Place,
    class: S,
    shown: &'static [&'static str],
) -> PyResult<Bound<'py, S>> {
    let (question, report) = background::run(py, place, move |_| {
        let report = question.report(false)?;
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
    let question = Question::Wythoff {
        a,
        b,
        convention: Convention::from_misere(misere),
        grundy: if grundy {
            GrundyRequest::Required
        } else {
            GrundyRequest::IfCheap
        },
    };
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
    let heaps = read_heaps(heaps)?;
    let max_take = max_take
        .map(|m| {
            number(m, "maximum take")?
                .natural("maximum take")
                .or_raise(py)
        })
        .transpose()?;
    let place = match heaps.as_words() {
        Some(words) if words.len() <= INLINE_HEAPS => Place::Inline,
        _ => worker(),
    };
    let nim = Nim::new(heaps, max_take).or_raise(py)?;
    let question = Question::Nim {
        nim,
        convention: Convention::from_misere(misere),
    };
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
    let game = Bash::new(
        n.natural("heap size").or_raise(py)?,
        max.natural("maximum take m").or_raise(py)?,
    )
    .or_raise(py)?;
    let question = Question::Bash {
        game,
        convention: Convention::from_misere(misere),
    };
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
    take_away_with(py, n, ratio(k)?, cap, losing_heaps)
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
    take_away_with(py, n, Ratio::integer(2).or_raise(py)?, cap, losing_heaps)
}

fn take_away_with<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    k: Ratio,
    cap: Option<&Bound<'py, PyAny>>,
    losing_heaps: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, TakeAwayResult>> {
    let n = number(n, "heap size")?.natural("heap size").or_raise(py)?;
    let cap = cap
        .map(|c| number(c, "cap")?.natural("cap").or_raise(py))
        .transpose()?;
    let losing_heaps = losing_heaps
        .map(|count| count_of(count, "losing heaps"))
        .transpose()?;
    let game = TakeAway::new(n, k, cap).or_raise(py)?;
    let question = Question::TakeAway { game, losing_heaps };
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
    let text = expr.to_string();
    let convention = Convention::from_misere(misere);
    let place = Place::Worker {
        progress,
        unit: "positions",
    };
    // Parsing and the analysis (an exhaustive misère search can be long) both run on the
    // worker; the bar shows the search's positions.
    let question = background::run(py, place, move |meter| {
        let expr: Expr = text.parse()?;
        let analysis = expr.analyze_observed(convention, &mut |done, total| {
            meter.set(done, total);
        })?;
        Ok(Question::Sum {
            expr,
            analysis: Box::new(analysis),
        })
    })?;
    let shown = &[
        "expr",
        "outcome",
        "grundy",
        "winning_moves",
        "method",
        "convention",
    ];
    answer(py, question, Place::Inline, SumResult, shown)
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
    let report = background::run(py, place, move |_| {
        Ok(WythoffPairReport::new(&k.natural("pair index")?))
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
    let k = ratio(k)?;
    let count = count_of(count, "losing heaps")?;
    let report = background::run(py, worker(), move |_| LosingHeapsReport::new(k, count))?;
    Bound::new(
        py,
        LosingHeaps {
            contract: Contract::new(&report),
        },
    )
}
