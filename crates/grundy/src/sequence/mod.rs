//! Long Grundy sequences and their periods, found and proven exactly.
//!
//! One shape for every sequence grundy computes ([`GrundySequence`]: the values and a
//! [`Period`] saying how it is known), and one for every computation of one in progress
//! ([`Computation`], whose values can be read as they are produced with [`Produced`]). The
//! subtraction games' sequences ([`Sequence`]), the octal games'
//! ([`octal::Sequence`](crate::games::octal::Sequence)) and the rows of Wythoff's table
//! ([`GrundyRow`](crate::games::wythoff::GrundyRow)) all have that shape.
//!
//! A subtraction game's next value is a function of the last max(S) values (its state), so the
//! sequence is ultimately periodic (docs/THEORY.md § 7). This module computes it fast
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
    SequenceRun, SubtractionRule,
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

impl Periodicity {
    /// The periodicity as a [`Period`] proven by a repeated window.
    pub fn proven_by_window(self) -> Period {
        Period {
            preperiod: self.preperiod,
            period: self.period,
            saltus: 0,
            proof: Proof::RepeatedWindow,
        }
    }
}

/// The period of a sequence: g(n + period) = g(n) + saltus for every n ≥ preperiod, both least,
/// and how that is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Period {
    /// The least n0 from which the relation holds.
    pub preperiod: u64,
    /// The least period.
    pub period: u64,
    /// 0 for an ordinarily periodic sequence; the period itself for an additively periodic
    /// one (a row of Wythoff's table: g(a, b + p) = g(a, b) + p).
    pub saltus: u64,
    /// How it is known.
    pub proof: Proof,
}

impl Period {
    /// Whether the period holds for ever (not only in the range computed).
    pub fn is_proven(&self) -> bool {
        self.proof != Proof::Detected
    }
}

/// How a [`Period`] is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Proof {
    /// A subtraction game: the window of the last max(S) values, which decides everything
    /// after it, repeats.
    RepeatedWindow,
    /// An octal game: the Guy–Smith test, satisfied by the values up to `needs`.
    GuySmith {
        /// The least N such that g(0..=N) proves the period.
        needs: u64,
    },
    /// A row of Wythoff's table: rows 0..=a have the same state, relative to the column, at
    /// columns `first_column` and `first_column + joint_period`.
    JointState {
        /// The earlier column of the repeat.
        first_column: u64,
        /// The least period of the joint state (the row's period divides it).
        joint_period: u64,
    },
    /// Not proven: seen to hold over the range computed only.
    Detected,
}

/// A sequence g(0), …, g(N) with its period where one is known: the one shape of every
/// sequence grundy computes.
pub trait GrundySequence {
    /// N + 1: how many values.
    fn len(&self) -> u64;

    /// Whether there are no values.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// g(n), for n ≤ N.
    fn get(&self, n: u64) -> Option<u64>;

    /// g(0), …, g(N).
    fn values(&self) -> Box<dyn Iterator<Item = u64> + '_>;

    /// The period, proven or (for a Wythoff row) detected, where one is known.
    fn period(&self) -> Option<Period>;
}

/// A sequence being computed in steps, so that a caller can show progress, save a checkpoint,
/// or stop it between two steps.
pub trait Computation {
    /// The sequence it gives when done.
    type Output: GrundySequence;

    /// How many values are known (0..position).
    fn position(&self) -> u64;

    /// How many values it computes in all (N + 1).
    fn total(&self) -> u64;

    /// Whether every value is known.
    fn is_done(&self) -> bool {
        self.position() >= self.total()
    }

    /// Computes up to `most` further values (at least one unless done).
    fn step(&mut self, most: u64) -> crate::Result<()>;

    /// g(n) for n < position.
    fn value(&self, n: u64) -> Option<u64>;

    /// The state as bytes, to resume from.
    fn save(&self) -> Vec<u8>;

    /// The finished sequence (whatever is left is computed first).
    fn finish(self) -> crate::Result<Self::Output>;
}

/// The values of a [`Computation`] as they are produced: each `next` yields g(n) as soon as it
/// is known, computing a slice of values when needed.
///
/// ```
/// use grundy::games::octal::OctalCode;
/// use grundy::sequence::Produced;
///
/// let kayles: OctalCode = "kayles".parse()?;
/// let first: Vec<u64> = Produced::new(kayles.sequence_run(1000)?)
///     .take(12)
///     .collect::<grundy::Result<_>>()?;
/// assert_eq!(first, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]); // OEIS A002186
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Debug)]
pub struct Produced<C> {
    computation: C,
    next: u64,
    slice: u64,
    failed: bool,
}

impl<C: Computation> Produced<C> {
    /// The values of `computation`, from g(0), computing 4096 values at a time.
    pub fn new(computation: C) -> Produced<C> {
        Produced {
            computation,
            next: 0,
            slice: 4096,
            failed: false,
        }
    }

    /// The computation, as far as it has gone.
    pub fn into_inner(self) -> C {
        self.computation
    }
}

impl<C: Computation> Iterator for Produced<C> {
    type Item = crate::Result<u64>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.next >= self.computation.total() {
            return None;
        }
        while self.next >= self.computation.position() {
            if let Err(error) = self.computation.step(self.slice) {
                self.failed = true;
                return Some(Err(error));
            }
        }
        let value = self.computation.value(self.next);
        self.next += 1;
        value.map(Ok)
    }
}
