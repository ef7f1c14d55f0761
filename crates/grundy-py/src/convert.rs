//! Values in and out: Python `int`s of any size (and strings of decimal digits) as the library's
//! numbers, a multiplier as an exact `Ratio`, and an answer's JSON as the Python objects
//! `json.loads` gives for the CLI's `--json` output.
//!
//! Big integers cross as little-endian bytes (`int.to_bytes` / `int.from_bytes`): linear time,
//! and free of the limit CPython 3.11+ puts on converting long decimal strings. Decimal digits
//! that come from JSON are converted by the library (subquadratic), never by `int(str)`.

use std::sync::OnceLock;

use grundy::error::quote;
use grundy::report::{Int, MoveReport};
use grundy::{Error, Natural, Ratio};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyBytes, PyDict, PyFloat, PyInt, PyList, PyString};

use crate::errors::IntoPyResult;

/// A non-negative integer as a caller gave it.
#[derive(Clone, Debug)]
pub enum Number {
    /// From a Python `int` (or anything with `__index__`).
    Natural(Natural),
    /// From a `str`: decimal digits, read as a number only when needed (a long Wythoff
    /// position is decided on its digits).
    Digits(String),
}

impl From<Number> for grundy::report::Number {
    /// Ints cross as values, strings as digits (a long Wythoff position is decided on them).
    fn from(number: Number) -> grundy::report::Number {
        match number {
            Number::Natural(n) => grundy::report::Number::Value(n),
            Number::Digits(d) => grundy::report::Number::Digits(d),
        }
    }
}

impl Number {
    /// The value; an error in the library's words when digits are not a number.
    pub fn natural(&self, what: &str) -> grundy::Result<Natural> {
        match self {
            Number::Natural(n) => Ok(n.clone()),
            Number::Digits(digits) => Natural::parse_decimal(digits, what),
        }
    }

    /// The value, which must fit in a machine word (a count, a set element).
    pub fn word(&self, what: &str) -> grundy::Result<u64> {
        let value = self.natural(what)?;
        value.to_u64().ok_or_else(|| {
            Error::too_large(
                "word",
                u64::MAX,
                Some(value.clone()),
                format!(
                    "{what} {} is too large: at most {} (and the game's own limits are lower)",
                    quote(&self.text()),
                    u64::MAX
                ),
            )
        })
    }

    /// Whether it is below 2^64 (so an answer about it is quick).
    pub fn is_word(&self) -> bool {
        match self {
            Number::Natural(n) => n.to_u64().is_some(),
            Number::Digits(digits) => digits.len() <= 19,
        }
    }

    /// Decimal digits, for values below 2^64 or given as digits (an error message's quote, or
    /// the decimal path of Wythoff's game).
    pub fn text(&self) -> String {
        match self {
            Number::Natural(n) => match n.to_u64() {
                Some(word) => word.to_string(),
                None => format!("<an integer of {} bits>", n.bit_len()),
            },
            Number::Digits(digits) => digits.clone(),
        }
    }
}

/// `obj` as a non-negative integer: an `int` of any size, a `str` of decimal digits, or an
/// object with `__index__` (a NumPy integer). `what` names it in error messages.
///
/// A `bool` or a float (Python's or NumPy's, a whole one too) is refused with the message the
/// CLI gives for the same text: `nim([True, 2])` and `nim([3.0, 4])` were read as Nim on 1, 2
/// and on 3, 4 (issue 32), where `grundy nim 3.0 4` is an error. Only a rational (the take-away
/// multiplier, [`ratio`]) is read from a float.
pub fn number(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Number> {
    let py = obj.py();
    if let Ok(text) = obj.cast::<PyString>() {
        let digits = text.to_cow()?.into_owned();
        // Short or not all digits: the library's parser says what is wrong (one notation
        // everywhere); long runs of digits are read when they are used.
        if digits.len() <= 19 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            Natural::parse_decimal(&digits, what).or_raise(py)?;
        }
        return Ok(Number::Digits(digits));
    }
    if obj.is_instance_of::<PyBool>() || obj.is_instance_of::<PyFloat>() || numpy_not_integer(obj)?
    {
        return Err(not_an_integer(obj, what));
    }
    let int = if obj.is_instance_of::<PyInt>() {
        obj.clone()
    } else {
        index(py)?.call1((obj,))?
    };
    if let Ok(word) = int.extract::<u64>() {
        return Ok(Number::Natural(Natural::from(word)));
    }
    if int.lt(0)? {
        let bits: u64 = int.call_method0("bit_length")?.extract()?;
        let text = if bits <= 4096 {
            int.str()?.to_string_lossy().into_owned()
        } else {
            format!("-<an integer of {bits} bits>")
        };
        return Err(crate::errors::to_py(
            py,
            Natural::parse_decimal(&text, what).unwrap_err(),
        ));
    }
    let bits: usize = int.call_method0("bit_length")?.extract()?;
    let bytes = int.call_method1("to_bytes", (bits.div_ceil(8), "little"))?;
    let bytes = bytes.cast::<PyBytes>()?;
    Ok(Number::Natural(Natural::from_le_bytes(bytes.as_bytes())))
}

/// `operator.index`.
fn index(py: Python<'_>) -> PyResult<&Bound<'_, PyAny>> {
    static INDEX: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    INDEX.import(py, "operator", "index")
}

/// Whether `obj` is a NumPy bool or float (which `number` refuses as it does Python's); NumPy
/// is looked at only when one of its objects is given (it is then imported already).
fn numpy_not_integer(obj: &Bound<'_, PyAny>) -> PyResult<bool> {
    let py = obj.py();
    if !obj.get_type().module()?.to_cow()?.starts_with("numpy") {
        return Ok(false);
    }
    static FLOATING: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    static BOOL: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    Ok(obj.is_instance(FLOATING.import(py, "numpy", "floating")?)?
        || obj.is_instance(BOOL.import(py, "numpy", "bool_")?)?)
}

/// The CLI's refusal of the text of `obj` (`str(obj)`: "True", "3.0") as `what`: "invalid heap
/// size '3.0': expected a non-negative integer written in decimal digits 0-9 ...".
fn not_an_integer(obj: &Bound<'_, PyAny>, what: &str) -> PyErr {
    let text = match obj.str() {
        Ok(text) => text.to_string_lossy().into_owned(),
        Err(_) => "?".to_string(),
    };
    let error = match Natural::parse_decimal(&text, what) {
        Err(error) => error,
        // No bool or float prints as digits alone; if one did, it is still not an int.
        Ok(_) => Error::invalid(format!(
            "invalid {what} '{}': expected a non-negative integer, not a {}",
            quote(&text),
            obj.get_type()
                .name()
                .map_or_else(|_| "float".to_string(), |n| n.to_string())
        )),
    };
    crate::errors::to_py(obj.py(), error)
}

/// A Python `int` with the value of `n`.
pub fn natural_to_py<'py>(py: Python<'py>, n: &Natural) -> PyResult<Bound<'py, PyAny>> {
    if let Some(word) = n.to_u64() {
        return Ok(word.into_pyobject(py)?.into_any());
    }
    static FROM_BYTES: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    let from_bytes = FROM_BYTES.get_or_try_init(py, || {
        py.get_type::<PyInt>()
            .getattr("from_bytes")
            .map(Bound::unbind)
    })?;
    from_bytes
        .bind(py)
        .call1((PyBytes::new(py, &n.to_le_bytes()), "little"))
}

/// The multiplier k of the take-away game: a `fractions.Fraction`, an `int` or a `str`
/// ("3/2", "2.5", "2"), read exactly by the library, or a `float` whose value is exactly the
/// decimal it shows (1.5 is 3/2; 0.1 is refused: its value is not 1/10).
pub fn ratio(obj: &Bound<'_, PyAny>) -> PyResult<Ratio> {
    let py = obj.py();
    let float = match obj.cast::<PyFloat>() {
        Ok(float) => Some(float.clone()),
        Err(_) => numpy_float(obj)?,
    };
    if let Some(float) = float {
        let digits = exact_float(&float, "the multiplier k =")?;
        return digits.parse::<Ratio>().or_raise(py);
    }
    // str(Fraction(3, 2)) is "3/2" and str(Fraction(2)) is "2": the library's notation.
    let text = match obj.cast::<PyString>() {
        Ok(text) => text.to_cow()?.into_owned(),
        Err(_) => obj.str()?.to_string_lossy().into_owned(),
    };
    text.parse::<Ratio>().or_raise(py)
}

/// Runs of digits at least this long are read by the library, not by `int(str)` (CPython
/// refuses more than `sys.get_int_max_str_digits()` digits, which may be set as low as 640).
const LONG_DIGITS: usize = 640;

/// The Python objects of a JSON text: what `json.loads` gives, integers of any length
/// included.
pub fn json_to_py<'py>(py: Python<'py>, json: &str) -> PyResult<Bound<'py, PyAny>> {
    static LOADS: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    let loads = LOADS.import(py, "json", "loads")?;
    if !has_long_digit_run(json) {
        return loads.call1((json,));
    }
    let kwargs = PyDict::new(py);
    kwargs.set_item("parse_int", int_parser(py)?)?;
    loads.call((json,), Some(&kwargs))
}

fn has_long_digit_run(json: &str) -> bool {
    let mut run = 0;
    for byte in json.bytes() {
        if byte.is_ascii_digit() {
            run += 1;
            if run >= LONG_DIGITS {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

/// `int_from_digits` as a Python callable, for `json.loads(parse_int=...)`.
fn int_parser(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    static PARSER: OnceLock<Py<PyAny>> = OnceLock::new();
    if let Some(parser) = PARSER.get() {
        return Ok(parser.bind(py).clone());
    }
    let parser = pyo3::wrap_pyfunction!(int_from_digits, py)?.into_any();
    Ok(PARSER.get_or_init(|| parser.unbind()).bind(py).clone())
}

/// A Python `int` from decimal digits of any length (JSON's integers are non-negative here).
#[pyfunction]
fn int_from_digits<'py>(py: Python<'py>, digits: &str) -> PyResult<Bound<'py, PyAny>> {
    natural_to_py(py, &Natural::parse_decimal(digits, "integer").or_raise(py)?)
}

/// A NumPy float that is not a Python `float` (`float32`, `float16`) as the `float` of the same
/// value (exact: every such value is a double), to be read as a float is; None for anything else.
/// Its `str` ("0.1" for float32(0.1), whose value is 0.100000001490116…) is not its value.
fn numpy_float<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Option<Bound<'py, PyFloat>>> {
    let py = obj.py();
    // NumPy is imported only when one of its objects is given (it is then imported already).
    if !obj.get_type().module()?.to_cow()?.starts_with("numpy") {
        return Ok(None);
    }
    static FLOATING: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    if !obj.is_instance(FLOATING.import(py, "numpy", "floating")?)? {
        return Ok(None);
    }
    // float128 may hold a value no double does: its float() rounds, so it is refused.
    if obj.getattr("itemsize")?.extract::<usize>()? > 8 {
        return Err(crate::errors::to_py(
            py,
            Error::invalid(format!(
                "{} is a NumPy {} float, which Python's float cannot hold exactly: give an int, \
                 a fractions.Fraction or a string of digits",
                obj.repr()?,
                obj.get_type().name()?
            )),
        ));
    }
    Ok(Some(obj.call_method0("__float__")?.cast_into::<PyFloat>()?))
}

/// The decimal a float given as a rational stands for, when its value is exactly the shortest
/// decimal that Python shows for it (`repr`): 1.5, 5.0, 1e20 are; 0.1 (0.1000000000000000055…)
/// and 1e23 (99999999999999991611392) are not, and are refused with their value and what is
/// accepted. No float is ever rounded: the number read is the decimal, which equals the float.
fn exact_float(float: &Bound<'_, PyFloat>, what: &str) -> PyResult<String> {
    let py = float.py();
    let value = float.value();
    let shown = float.repr()?.to_string_lossy().into_owned();
    let refuse = |why: String| {
        crate::errors::to_py(
            py,
            Error::invalid(format!(
                "{what} {shown} {why}: give a fractions.Fraction, an int, or a string such as \
                 \"1/10\" or \"0.1\" (read exactly)"
            )),
        )
    };
    if !value.is_finite() {
        return Err(refuse("is a float that is not a number".to_string()));
    }
    // Rust writes the shortest decimal that reads back as the same float (as Python's repr
    // does), and with a precision, the float's exact value (every float is a finite decimal:
    // 1074 places reach the smallest subnormal).
    let shortest = trim_decimal(&format!("{}", value.abs()));
    let exact = trim_decimal(&format!("{:.1074}", value.abs()));
    if shortest != exact {
        return Err(refuse(format!(
            "is a float whose value is not exactly {shown} but {}",
            cut(&exact)
        )));
    }
    Ok(match value.is_sign_negative() && exact != "0" {
        true => format!("-{exact}"),
        false => exact,
    })
}

/// A decimal without trailing zeros after its point (and without the point if none remain).
fn trim_decimal(text: &str) -> String {
    if !text.contains('.') {
        return text.to_string();
    }
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// A long decimal cut after 60 characters, with how many digits follow.
fn cut(text: &str) -> String {
    const SHOWN: usize = 60;
    if text.len() <= SHOWN {
        return text.to_string();
    }
    format!("{}… ({} more digits)", &text[..SHOWN], text.len() - SHOWN)
}

/// A Python `int` with the value of an answer's integer.
pub fn int_to_py<'py>(py: Python<'py>, n: &Int) -> PyResult<Bound<'py, PyAny>> {
    match n.to_u64() {
        Some(word) => Ok(word.into_pyobject(py)?.into_any()),
        None => natural_to_py(py, &n.to_natural()),
    }
}

/// A move of an answer as the dict `json.loads` gives for it, made without the JSON: the same
/// keys in the same order, only those of its shape.
pub fn move_to_py<'py>(py: Python<'py>, mv: &MoveReport) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    if let Some(component) = mv.component() {
        dict.set_item(pyo3::intern!(py, "component"), component)?;
    }
    match mv {
        MoveReport::Heap(mv) => {
            dict.set_item(pyo3::intern!(py, "heap"), mv.heap)?;
            dict.set_item(pyo3::intern!(py, "to"), int_to_py(py, &mv.to)?)?;
        }
        MoveReport::Take(mv) => {
            dict.set_item(pyo3::intern!(py, "take"), int_to_py(py, &mv.take)?)?;
            dict.set_item(pyo3::intern!(py, "to"), int_to_py(py, &mv.to)?)?;
        }
        MoveReport::TwoHeaps(mv) => {
            let to = PyList::new(py, [int_to_py(py, &mv.to[0])?, int_to_py(py, &mv.to[1])?])?;
            dict.set_item(pyo3::intern!(py, "to"), to)?;
        }
        MoveReport::Split(mv) => {
            dict.set_item(pyo3::intern!(py, "take"), int_to_py(py, &mv.take)?)?;
            set_leaves_and_run(py, &dict, &mv.leaves, &mv.step, &mv.count)?;
            if let Some(triangle) = mv.triangle {
                dict.set_item(pyo3::intern!(py, "triangle"), triangle)?;
            }
        }
        MoveReport::StepDown(mv) => {
            dict.set_item(pyo3::intern!(py, "heap"), mv.heap)?;
            dict.set_item(pyo3::intern!(py, "take"), int_to_py(py, &mv.take)?)?;
            dict.set_item(pyo3::intern!(py, "to"), int_to_py(py, &mv.to)?)?;
        }
        MoveReport::HeapSplit(mv) => {
            dict.set_item(pyo3::intern!(py, "heap"), mv.heap)?;
            set_leaves_and_run(py, &dict, &mv.leaves, &mv.step, &mv.count)?;
        }
        MoveReport::Heaps(mv) => {
            dict.set_item(pyo3::intern!(py, "heaps"), PyList::new(py, &mv.heaps)?)?;
            let to = PyList::empty(py);
            for size in &mv.to {
                to.append(int_to_py(py, size)?)?;
            }
            dict.set_item(pyo3::intern!(py, "to"), to)?;
        }
    }
    Ok(dict)
}

/// A move's `leaves`, and its run's `step` and `count` if it starts one (octal games' moves and
/// Lasker's splits).
fn set_leaves_and_run(
    py: Python<'_>,
    dict: &Bound<'_, PyDict>,
    leaves: &[Int],
    step: &Option<Int>,
    count: &Option<Int>,
) -> PyResult<()> {
    let list = PyList::empty(py);
    for heap in leaves {
        list.append(int_to_py(py, heap)?)?;
    }
    dict.set_item(pyo3::intern!(py, "leaves"), list)?;
    if let Some(step) = step {
        dict.set_item(pyo3::intern!(py, "step"), int_to_py(py, step)?)?;
    }
    if let Some(count) = count {
        dict.set_item(pyo3::intern!(py, "count"), int_to_py(py, count)?)?;
    }
    Ok(())
}

/// `grundy.parse_int`: a Python `int` from decimal digits of any length (an optional leading
/// minus), in subquadratic time and free of `sys.get_int_max_str_digits()`; for
/// `json.loads(text, parse_int=grundy.parse_int)` on an answer with integers of more than
/// 4300 digits.
#[pyfunction]
pub fn parse_int<'py>(py: Python<'py>, digits: &str) -> PyResult<Bound<'py, PyAny>> {
    match digits.strip_prefix('-') {
        Some(magnitude) => {
            let value = natural_to_py(
                py,
                &Natural::parse_decimal(magnitude, "integer").or_raise(py)?,
            )?;
            value.neg()
        }
        None => int_from_digits(py, digits),
    }
}
