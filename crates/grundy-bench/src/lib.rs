//! Benchmarks live in `benches/`; this library is empty so the crate builds on its own.
