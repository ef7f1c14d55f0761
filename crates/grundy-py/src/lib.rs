//! `grundy` for Python: the native module `grundy._grundy`, which `python/grundy/__init__.py`
//! re-exports as `grundy`.
//!
//! A front end of the library like the CLI and the server: each function reads Python values
//! into the library's domain types, asks for the same report the CLI's `--json` prints, and
//! returns it behind a result class (sequences and tables as NumPy arrays). No game logic lives
//! here. Long computations run without the GIL and stop on Ctrl-C (`background`).

mod background;
mod census;
mod contract;
mod convert;
mod display;
mod errors;
mod misere;
mod pattern;
mod positions;
mod sequences;
mod values;

use pyo3::prelude::*;

#[pymodule]
#[pyo3(name = "_grundy")]
fn grundy_module(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    module.add("GrundyError", py.get_type::<errors::GrundyError>())?;
    module.add("LimitError", py.get_type::<errors::LimitError>())?;
    module.add_function(wrap_pyfunction!(errors::set_lang, module)?)?;
    module.add_function(wrap_pyfunction!(errors::get_lang, module)?)?;

    module.add_function(wrap_pyfunction!(positions::wythoff, module)?)?;
    module.add_function(wrap_pyfunction!(positions::wythoff_pair, module)?)?;
    module.add_function(wrap_pyfunction!(positions::every, module)?)?;
    module.add_function(wrap_pyfunction!(positions::nim, module)?)?;
    module.add_function(wrap_pyfunction!(positions::bash, module)?)?;
    module.add_function(wrap_pyfunction!(positions::takeaway, module)?)?;
    module.add_function(wrap_pyfunction!(positions::fib, module)?)?;
    module.add_function(wrap_pyfunction!(positions::losing_heaps, module)?)?;
    module.add_function(wrap_pyfunction!(positions::analyze, module)?)?;
    module.add_class::<positions::Answer>()?;
    module.add_class::<positions::WythoffResult>()?;
    module.add_class::<positions::NimResult>()?;
    module.add_class::<positions::BashResult>()?;
    module.add_class::<positions::TakeAwayResult>()?;
    module.add_class::<positions::SumResult>()?;
    module.add_class::<positions::WythoffPair>()?;
    module.add_class::<positions::EveryResult>()?;
    module.add_class::<positions::LosingHeaps>()?;

    module.add_function(wrap_pyfunction!(sequences::subtraction_sequence, module)?)?;
    module.add_function(wrap_pyfunction!(sequences::subtraction_period, module)?)?;
    module.add_function(wrap_pyfunction!(sequences::octal_sequence, module)?)?;
    module.add_function(wrap_pyfunction!(sequences::wythoff_row, module)?)?;
    module.add_function(wrap_pyfunction!(sequences::wythoff_table, module)?)?;
    module.add_class::<sequences::Sequence>()?;
    module.add_class::<sequences::SubtractionSequence>()?;
    module.add_class::<sequences::OctalSequence>()?;
    module.add_class::<sequences::WythoffRow>()?;
    module.add_class::<sequences::WythoffTable>()?;
    module.add_class::<sequences::SubtractionPeriod>()?;

    module.add_function(wrap_pyfunction!(misere::misere_quotient, module)?)?;
    module.add_class::<misere::MisereQuotient>()?;

    module.add_function(wrap_pyfunction!(pattern::pattern, module)?)?;
    module.add_class::<pattern::Pattern>()?;

    module.add_function(wrap_pyfunction!(convert::parse_int, module)?)?;
    module.add_function(wrap_pyfunction!(values::restore, module)?)?;

    module.add_function(wrap_pyfunction!(census::census_requests, module)?)?;
    module.add_function(wrap_pyfunction!(census::census_game, module)?)?;
    module.add_function(wrap_pyfunction!(census::census_store, module)?)?;
    module.add_function(wrap_pyfunction!(census::census_finish, module)?)?;
    Ok(())
}
