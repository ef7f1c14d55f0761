//! The answers about one position: `wythoff`, `nim`, `bash`, `takeaway`, `fib` and `analyze`,
//! each a library report (the CLI's `--json` object) behind a result class, and the two lists
//! that go with them (`wythoff_pair`, `losing_heaps`); and `every`, a sum under the Every-SG
//! convention.
//!
//! A function reads its arguments into the library's domain values, asks for the report with
//! the same constructor as the CLI, and keeps the question so that `explain()` can ask again
//! with the reasoning. There is no game logic here.

use std::sync::{Arc, OnceLock};

use grundy::Natural;
use grundy::report::Outcome;
use grundy::report::{
    AnalyzeRequest, BashReport, BashRequest, EveryRequest, Explainable, FibRequest, Job, Limits,
    MoveReport, NimHeaps, NimReport, NimRequest, Progress, Question, SumReport, TakeAwayAnswer,
    TakeAwayRequest, Verdict, WythoffPairRequest, WythoffReport, WythoffRequest,
};
use grundy::text::Lang;
use numpy::{PyReadonlyArray1, PyUntypedArrayMethods};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyList, PyString};

use crate::background::{self, Meter, Place};
use crate::contract::{Contract, contract_getters};
use crate::convert::{move_to_py, number, ratio};
use crate::display;
use crate::errors::IntoPyResult;

/// An answer about a position, whatever the question: who wins, the reasoning, the winning
/// moves, the contract.
pub(crate) trait Told: Send + Sync {
    fn outcome(&self) -> Outcome;
    fn explanation(&self) -> Option<String>;
    /// The winning moves, read without the JSON (`.winning_moves`).
    fn moves(&self) -> &[MoveReport];
    fn contract(&self) -> Contract;
}

/// [`Told`] for reports with a field `winning_moves`.
macro_rules! told {
    ($($report:ty),* $(,)?) => {
        $(
            impl Told for $report {
                fn outcome(&self) -> Outcome {
                    Verdict::outcome(self).unwrap_or(Outcome::N)
                }
                fn explanation(&self) -> Option<String> {
                    Verdict::explanation(self).map(str::to_string)
                }
                fn moves(&self) -> &[MoveReport] {
                    &self.winning_moves
                }
                fn contract(&self) -> Contract {
                    Contract::new(self)
                }
            }
        )*
    };
}

told!(WythoffReport, NimReport, BashReport, SumReport);

impl Told for TakeAwayAnswer {
    fn outcome(&self) -> Outcome {
        Verdict::outcome(self).unwrap_or(Outcome::N)
    }
    fn explanation(&self) -> Option<String> {
        Verdict::explanation(self).map(str::to_string)
    }
    fn moves(&self) -> &[MoveReport] {
        match self {
            TakeAwayAnswer::Heap(report) => &report.winning_moves,
            TakeAwayAnswer::LosingHeaps(_) => &[],
        }
    }
    fn contract(&self) -> Contract {
        Contract::new(self)
    }
}

/// The question of an answer, kept to be asked again with the reasoning (or, for a quick
/// answer whose report was not made, for the rest of the answer), and to be pickled.
pub(crate) trait Ask: Send + Sync {
    /// The library's answer, with the reasoning in a language if `explain` names one.
    fn ask(&self, explain: Option<Lang>, meter: &Meter) -> grundy::Result<Box<dyn Told>>;
    /// The question's name (`Question::NAME`): which request a pickle holds.
    fn name(&self) -> &'static str;
    /// The request as JSON, for a pickle.
    fn request_json(&self) -> String;
    /// Whether the library weighs the question light ([`Question::is_light`]): then it is
    /// answered on the calling thread, a thread costing more than the answer.
    fn is_light(&self) -> bool;
}

pub(crate) type Asker = Arc<dyn Ask>;

struct Asked<Q>(Q);

impl<Q> Ask for Asked<Q>
where
    Q: Explainable + Sync,
    Q::Answer: Told + Sync,
{
    fn ask(&self, explain: Option<Lang>, meter: &Meter) -> grundy::Result<Box<dyn Told>> {
        let question = match explain {
            Some(lang) => self.0.explaining().in_lang(lang),
            None => self.0.clone(),
        };
        let mut progress = |p: Progress| meter.set(p.done, p.total.unwrap_or(0));
        let answer = question.answer(&mut Job::new(Limits::LOCAL).progress(&mut progress))?;
        Ok(Box::new(answer) as Box<dyn Told>)
    }
    fn name(&self) -> &'static str {
        Q::NAME
    }
    fn request_json(&self) -> String {
        // Requests are plain data: serialising cannot fail.
        serde_json::to_string(&self.0).unwrap_or_default()
    }
    fn is_light(&self) -> bool {
        self.0.is_light()
    }
}

/// `question` as an [`Asker`].
pub(crate) fn asker<Q>(question: Q) -> Asker
where
    Q: Explainable + Sync,
    Q::Answer: Told + Sync,
{
    Arc::new(Asked(question))
}

/// The answer about a position: who wins (`outcome`), its Grundy value, every winning move, and
/// the reasoning on demand (`explain()`). `to_dict()` is the CLI's `--json` object. Answers
/// compare and hash by value (their JSON) and pickle.
#[pyclass(subclass, frozen, module = "grundy")]
pub struct Answer {
    pub(crate) question: Asker,
    pub(crate) place: Place,
    outcome: Outcome,
    /// The library's report; a quick answer (a Wythoff position of machine words) knows its
    /// outcome from the library's P-test and makes the report when anything else is read.
    report: OnceLock<Box<dyn Told>>,
    /// The report's JSON, written when first needed: a Nim position of a million heaps may
    /// have half a million winning moves, and `.outcome` needs none of them.
    contract: OnceLock<Contract>,
    /// The reasoning in each language, by the index of the language in `Lang::ALL`.
    explanation: [OnceLock<String>; 2],
    /// The fields a `repr` shows, in order.
    shown: &'static [&'static str],
}

impl Answer {
    /// The report, made now if this is a quick answer that has not made it yet.
    pub(crate) fn report(&self, py: Python<'_>) -> PyResult<&dyn Told> {
        if let Some(report) = self.report.get() {
            return Ok(report.as_ref());
        }
        let question = Arc::clone(&self.question);
        let report = background::run(py, self.place, move |meter| question.ask(None, meter))?;
        Ok(self.report.get_or_init(|| report).as_ref())
    }

    pub(crate) fn contract(&self, py: Python<'_>) -> PyResult<&Contract> {
        if let Some(contract) = self.contract.get() {
            return Ok(contract);
        }
        let contract = self.report(py)?.contract();
        Ok(self.contract.get_or_init(|| contract))
    }

    /// An answer to `question` whose report is `report`, or (None) is made when first needed.
    pub(crate) fn new(
        question: Asker,
        place: Place,
        outcome: Outcome,
        report: Option<Box<dyn Told>>,
        shown: &'static [&'static str],
    ) -> Answer {
        let cell = OnceLock::new();
        if let Some(report) = report {
            let _ = cell.set(report);
        }
        Answer {
            question,
            place,
            outcome,
            report: cell,
            contract: OnceLock::new(),
            explanation: [OnceLock::new(), OnceLock::new()],
            shown,
        }
    }
}

#[pymethods]
impl Answer {
    /// "P" (the player to move loses) or "N" (the player to move wins).
    #[getter]
    fn outcome<'py>(&self, py: Python<'py>) -> &Bound<'py, PyString> {
        match self.outcome {
            Outcome::P => pyo3::intern!(py, "P"),
            Outcome::N => pyo3::intern!(py, "N"),
        }
    }

    /// The Grundy value, or None where it is not given (misère play, or beyond its table).
    #[getter]
    fn grundy<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.contract(py)?.field(py, "grundy")
    }

    /// Every winning move, as the JSON's move objects (dicts), made from the report (a new
    /// list at each access).
    #[getter]
    fn winning_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let moves = self.report(py)?.moves();
        let list = PyList::empty(py);
        for mv in moves {
            list.append(move_to_py(py, mv)?)?;
        }
        Ok(list)
    }

    /// The number of winning moves.
    #[getter]
    fn winning_move_count<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.contract(py)?.field(py, "winning_move_count")
    }

    /// "normal" or "misere".
    #[getter]
    fn convention<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.contract(py)?.field(py, "convention")
    }

    /// The answer as a new dict: exactly `json.loads` of the CLI's `--json` output.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(self.contract(py)?.to_dict(py)?.into_any())
    }

    /// The answer as the CLI's `--json` prints it (one line, integers in full).
    fn to_json(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.contract(py)?.json().to_string())
    }

    /// The reasoning in the theory's terms (the CLI's `--explain`), in English (`lang="en"`,
    /// the default) or Chinese (`lang="zh"`, with the terms of the Chinese textbooks).
    #[pyo3(signature = (*, lang = "en"))]
    fn explain(&self, py: Python<'_>, lang: &str) -> PyResult<String> {
        let lang: Lang = (lang.parse())
            .map_err(|e: grundy::Error| crate::errors::to_py(py, e.context("lang")))?;
        let slot = &self.explanation[Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)];
        if let Some(text) = slot.get() {
            return Ok(text.clone());
        }
        let question = Arc::clone(&self.question);
        let report = background::run(py, self.place, move |meter| question.ask(Some(lang), meter))?;
        let text = report.explanation().unwrap_or_default();
        Ok(slot.get_or_init(|| text).clone())
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let py = slf.py();
        let this = slf.get();
        let class = slf.get_type().name()?;
        display::fields(&class.to_string(), this.contract(py)?.dict(py)?, this.shown)
    }
}

/// `grundy.wythoff(a, b)`: a position of Wythoff's game.
#[pyclass(extends = Answer, frozen, module = "grundy")]
pub struct WythoffResult;

contract_getters!(WythoffResult, |slf| slf.as_super().get().contract(slf.py())?,
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

contract_getters!(NimResult, |slf| slf.as_super().get().contract(slf.py())?,
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

contract_getters!(BashResult, |slf| slf.as_super().get().contract(slf.py())?,
    /// The heap n.
    heap,
    /// The most one move may take.
    max,
);

/// `grundy.takeaway(n, k)` and `grundy.fib(n)`: the take-away game with multiplier k.
#[pyclass(extends = Answer, frozen, module = "grundy")]
pub struct TakeAwayResult;

contract_getters!(TakeAwayResult, |slf| slf.as_super().get().contract(slf.py())?,
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

contract_getters!(SumResult, |slf| slf.as_super().get().contract(slf.py())?,
    /// The expression in canonical notation.
    expr,
    /// How the answer was found ("sprague_grundy", "closed_form", "misere_bouton",
    /// "misere_search").
    method,
    /// Each component: its expression, game, Grundy value (or None and why).
    components,
);

/// Asks `question` where `place` says, and wraps the answer in the result class `S`.
pub(crate) fn answer<'py, S: pyo3::PyClass<BaseType = Answer> + Sync>(
    py: Python<'py>,
    question: Asker,
    place: Place,
    class: S,
    shown: &'static [&'static str],
) -> PyResult<Bound<'py, S>> {
    let report = background::run(py, place, {
        let question = Arc::clone(&question);
        move |meter| question.ask(None, meter)
    })?;
    let answer = Answer::new(question, place, report.outcome(), Some(report), shown);
    Bound::new(py, PyClassInitializer::from(answer).add_subclass(class))
}

/// Where `question` is answered: on the calling thread when the library weighs it light, else
/// on a worker (which Ctrl-C can stop).
pub(crate) fn place_of(question: &Asker) -> Place {
    match question.is_light() {
        true => Place::Inline,
        false => worker(),
    }
}

pub(crate) fn worker() -> Place {
    Place::Worker {
        progress: false,
        unit: "",
    }
}

/// The fields each result's `repr` shows, in order.
pub(crate) const WYTHOFF_SHOWN: &[&str] = &[
    "heaps",
    "outcome",
    "winning_moves",
    "pair_index",
    "grundy",
    "convention",
];
pub(crate) const NIM_SHOWN: &[&str] = &[
    "outcome",
    "nim_sum",
    "winning_moves",
    "heap_count",
    "max_take",
    "grundy",
    "convention",
];
pub(crate) const BASH_SHOWN: &[&str] = &[
    "heap",
    "max",
    "outcome",
    "winning_moves",
    "grundy",
    "convention",
];
pub(crate) const TAKEAWAY_SHOWN: &[&str] = &[
    "k",
    "heap",
    "cap",
    "outcome",
    "winning_moves",
    "decomposition",
    "grundy",
    "losing_heaps",
];
pub(crate) const SUM_SHOWN: &[&str] = &[
    "expr",
    "outcome",
    "grundy",
    "winning_moves",
    "method",
    "convention",
];

/// Who wins Wythoff's game from heaps (a, b), and how. The heaps may also come as one pair:
/// `wythoff((a, b))`, `wythoff(wythoff_pair(k))`.
#[pyfunction]
#[pyo3(signature = (a, b = None, *, misere = false, grundy = false))]
pub fn wythoff<'py>(
    py: Python<'py>,
    a: &Bound<'py, PyAny>,
    b: Option<&Bound<'py, PyAny>>,
    misere: bool,
    grundy: bool,
) -> PyResult<Bound<'py, WythoffResult>> {
    let (a, b) = match b {
        Some(b) => (number(a, "heap size")?, number(b, "heap size")?),
        None => {
            let [a, b] = pair(a, "Wythoff's game takes two heaps")?;
            (number(&a, "heap size")?, number(&b, "heap size")?)
        }
    };
    let request = WythoffRequest {
        a: a.into(),
        b: b.into(),
        misere,
        grundy,
        explain: false,
        lang: Lang::En,
    };
    // Machine words in normal play, no Grundy value required: the request decides who wins at
    // once, and the report (moves, pair index) is made if anything else is read.
    let quick = request.quick_outcome();
    let question = asker(request);
    if let Some(outcome) = quick {
        let answer = Answer::new(question, Place::Inline, outcome, None, WYTHOFF_SHOWN);
        return Bound::new(
            py,
            PyClassInitializer::from(answer).add_subclass(WythoffResult),
        );
    }
    let place = place_of(&question);
    answer(py, question, place, WythoffResult, WYTHOFF_SHOWN)
}

/// A pair given as one value: a tuple, a list, a `WythoffPair`, any iterable of exactly two
/// items (not a string).
pub(crate) fn pair<'py>(obj: &Bound<'py, PyAny>, what: &str) -> PyResult<[Bound<'py, PyAny>; 2]> {
    let py = obj.py();
    let refuse = |found: String| {
        crate::errors::to_py(
            py,
            grundy::Error::invalid(format!(
                "{what}: give them as two arguments (a, b) or as one pair such as a tuple (a, b); \
                 found {found}"
            )),
        )
    };
    if obj.is_instance_of::<PyString>() || obj.is_instance_of::<PyBytes>() {
        return Err(refuse(format!("a string {}", obj.repr()?)));
    }
    let Ok(items) = obj.try_iter() else {
        return Err(refuse(format!(
            "one {} (not a pair)",
            obj.get_type().name()?
        )));
    };
    let mut found = Vec::with_capacity(2);
    for item in items {
        found.push(item?);
        if found.len() > 2 {
            break;
        }
    }
    match <[Bound<'py, PyAny>; 2]>::try_from(found) {
        Ok(pair) => Ok(pair),
        Err(found) if found.len() > 2 => Err(refuse("more than two items".to_string())),
        Err(found) => Err(refuse(format!("{} item(s)", found.len()))),
    }
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
        heaps: read_heaps(heaps)?,
        misere,
        max_take: max_take
            .map(|m| number(m, "maximum take"))
            .transpose()?
            .map(Into::into),
        explain: false,
        lang: Lang::En,
    };
    // A bad heap or maximum take is refused here, before an answer is asked for.
    request.position().or_raise(py)?;
    let question = asker(request);
    let place = place_of(&question);
    answer(py, question, place, NimResult, NIM_SHOWN)
}

/// Nim heaps: a NumPy array of integers (read without a Python object per heap), a string of
/// whitespace-separated decimal sizes (the library's reader, as for `grundy nim @FILE`), or any
/// iterable of integers.
fn read_heaps(heaps: &Bound<'_, PyAny>) -> PyResult<NimHeaps> {
    let py = heaps.py();
    if let Ok(text) = heaps.cast::<PyString>() {
        return NimHeaps::parse(text.to_cow()?.as_bytes()).or_raise(py);
    }
    if let Ok(bytes) = heaps.cast::<PyBytes>() {
        return NimHeaps::parse(bytes.as_bytes()).or_raise(py);
    }
    if let Ok(bytes) = heaps.cast::<PyByteArray>() {
        return NimHeaps::parse(&bytes.to_vec()).or_raise(py);
    }
    if let Ok(array) = heaps.extract::<PyReadonlyArray1<'_, u64>>() {
        return Ok(NimHeaps::from(array.as_array().to_vec()));
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
            Ok(Ok(words)) => return Ok(NimHeaps::from(words)),
            Ok(Err(negative)) => {
                return Natural::parse_decimal(&negative.to_string(), "heap size")
                    .map(|_| NimHeaps::from(Vec::<u64>::new()))
                    .or_raise(py);
            }
            Err(_) => {}
        }
    }
    if let Ok(array) = heaps.extract::<PyReadonlyArray1<'_, u32>>() {
        return Ok(NimHeaps::from(
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
        Some(all) => NimHeaps::from(all),
        None => NimHeaps::from(words),
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
    let question = asker(BashRequest {
        n: n.into(),
        max: max.into(),
        misere,
        explain: false,
        lang: Lang::En,
    });
    let place = place_of(&question);
    answer(py, question, place, BashResult, BASH_SHOWN)
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
        construction: false,
        explain: false,
        lang: Lang::En,
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
        lang: Lang::En,
    };
    take_away(py, asker(request))
}

fn take_away(py: Python<'_>, question: Asker) -> PyResult<Bound<'_, TakeAwayResult>> {
    // The Grundy value of a heap up to 2000 is an exact search: not for the calling thread.
    let place = place_of(&question);
    answer(py, question, place, TakeAwayResult, TAKEAWAY_SHOWN)
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
    let request = AnalyzeRequest {
        expr: expr.to_string(),
        misere,
        explain: false,
        lang: Lang::En,
    };
    let question = asker(request);
    // A heavy sum (an exhaustive misère search can be long) runs on the worker, with the bar
    // showing the search's positions.
    let place = match question.is_light() {
        true => Place::Inline,
        false => Place::Worker {
            progress,
            unit: "positions",
        },
    };
    answer(py, question, place, SumResult, SUM_SHOWN)
}

/// `grundy.every(expr)`: a sum under the Every-SG convention (every component that can move is
/// moved; the last mover wins), decided by the components' remoteness.
#[pyclass(frozen, module = "grundy")]
pub struct EveryResult {
    pub(crate) contract: Contract,
}

contract_getters!(EveryResult, |slf| slf.get().contract,
    /// The sum, in canonical notation.
    expr,
    /// "N" iff the largest remoteness is odd.
    outcome,
    /// The largest remoteness: how many turns the game lasts.
    steps,
    /// Each component's outcome, remoteness, how it was found, and the moves that play it well.
    components,
);

#[pymethods]
impl EveryResult {
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
            "EveryResult",
            self.contract.dict(py)?,
            &["expr", "outcome", "steps"],
        )
    }
}

/// A sum of games under the Every-SG convention, written as `grundy analyze --every` reads it,
/// such as `"euclid(3,2) + euclid(25,7)"`: the first player wins iff the largest remoteness of
/// the components is odd.
#[pyfunction]
pub fn every<'py>(py: Python<'py>, expr: &str) -> PyResult<Bound<'py, EveryResult>> {
    let request = EveryRequest {
        expr: expr.to_string(),
    };
    let place = match request.is_light() {
        true => Place::Inline,
        false => worker(),
    };
    let report = background::run(py, place, move |_| {
        request.answer(&mut Job::new(Limits::LOCAL))
    })?;
    Bound::new(
        py,
        EveryResult {
            contract: Contract::new(&report),
        },
    )
}

/// `grundy.wythoff_pair(k)` and `grundy.losing_heaps(k, count)`: an answer that is a list, not
/// a position.
#[pyclass(frozen, module = "grundy")]
pub struct WythoffPair {
    pub(crate) contract: Contract,
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
    let request = WythoffPairRequest { k: k.into() };
    let place = match request.is_light() {
        true => Place::Inline,
        false => worker(),
    };
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
    pub(crate) contract: Contract,
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
        construction: false,
        explain: false,
        lang: Lang::En,
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
