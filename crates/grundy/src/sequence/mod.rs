//! Long Grundy sequences of heap games and their periods, found and proven exactly.
//!
//! A subtraction game's next value is a function of the last max(S) values (its state), so the
//! sequence is ultimately periodic (THEORY: subtraction games). This module computes it fast
//! (one-hot cells, vectorised blocks: [`SequenceRun`]), and finds the least period and least
//! preperiod by Brent's cycle finding over the states, each answer proven by two equal windows
//! compared cell by cell: no hashing decides anything ([`PeriodSearch`]). Win/lose alone uses
//! one bit of state per position ([`SequenceKind::Outcomes`]).
//!
//! Runs advance in slices and save their state as bytes, so a caller can show progress and
//! resume a stopped run; the library itself does no I/O.

mod cell;
mod codec;
mod search;
mod stream;
mod subtraction;

#[cfg(test)]
mod tests;

pub use subtraction::{
    PeriodSearch, SEQUENCE_BYTES_LIMIT, SUBTRACTION_WINDOW_LIMIT, Sequence, SequenceKind,
    SequenceRun,
};

/// An ultimately periodic sequence's least period and least preperiod: `period` is the least
/// p ≥ 1 and `preperiod` the least n0 with a(n + p) = a(n) for every n ≥ n0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Periodicity {
    /// The least n0 from which the sequence repeats.
    pub preperiod: u64,
    /// The least period.
    pub period: u64,
}
