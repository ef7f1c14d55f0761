//! Readable `repr`s: the fields that answer the question first, long lists cut after a few
//! items, integers of thousands of digits shown by their length (printing them in full would
//! take seconds and fill the screen).

use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyString};

/// Items of a list or dict shown before the rest is counted.
const ITEMS: usize = 8;

/// Bits of an integer shown in full (77 digits).
const INT_BITS: u64 = 256;

/// Characters of a string shown in full.
const STRING_CHARS: usize = 100;

/// `Class(field=value, …)` with the fields of `dict` in the order given (absent ones skipped).
pub fn fields(class: &str, dict: &Bound<'_, PyDict>, names: &[&str]) -> PyResult<String> {
    let mut parts = Vec::with_capacity(names.len());
    for name in names {
        if let Some(value) = dict.get_item(name)? {
            parts.push(format!("{name}={}", short(&value)?));
        }
    }
    Ok(format!("{class}({})", parts.join(", ")))
}

/// A short `repr` of a value from an answer.
pub fn short(value: &Bound<'_, PyAny>) -> PyResult<String> {
    if value.is_instance_of::<PyInt>() && !value.is_instance_of::<PyBool>() {
        let bits: u64 = value.call_method0("bit_length")?.extract()?;
        if bits > INT_BITS {
            // log10(2) = 0.30103: the digit count to within one.
            let digits = (bits as f64 * std::f64::consts::LOG10_2).ceil() as u64;
            return Ok(format!("<int of about {digits} digits>"));
        }
        return Ok(value.repr()?.to_string());
    }
    if let Ok(text) = value.cast::<PyString>() {
        let text = text.to_cow()?;
        if text.chars().count() > STRING_CHARS {
            let cut: String = text.chars().take(STRING_CHARS).collect();
            return Ok(format!("{}…", PyString::new(value.py(), &cut).repr()?));
        }
        return Ok(value.repr()?.to_string());
    }
    if let Ok(list) = value.cast::<PyList>() {
        let mut items = Vec::new();
        for item in list.iter().take(ITEMS) {
            items.push(short(&item)?);
        }
        if list.len() > ITEMS {
            items.push(format!("… (+{} more)", list.len() - ITEMS));
        }
        return Ok(format!("[{}]", items.join(", ")));
    }
    if let Ok(dict) = value.cast::<PyDict>() {
        let mut items = Vec::new();
        for (key, item) in dict.iter().take(ITEMS) {
            items.push(format!("{}: {}", key.repr()?, short(&item)?));
        }
        if dict.len() > ITEMS {
            items.push(format!("… (+{} more)", dict.len() - ITEMS));
        }
        return Ok(format!("{{{}}}", items.join(", ")));
    }
    Ok(value.repr()?.to_string())
}

/// The first values of a sequence and how many more: `[0, 1, 1, 2, …] (201 values)`.
pub fn values<T: std::fmt::Display>(values: &[T]) -> String {
    const SHOWN: usize = 16;
    let shown: Vec<String> = values.iter().take(SHOWN).map(ToString::to_string).collect();
    if values.len() > SHOWN {
        format!("[{}, … (+{} more)]", shown.join(", "), values.len() - SHOWN)
    } else {
        format!("[{}]", shown.join(", "))
    }
}
