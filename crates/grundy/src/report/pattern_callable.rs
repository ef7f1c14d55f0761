//! The errors of rules a front end brings to the pattern lab (Python's
//! `grundy.pattern(moves=callable)`): the front end reads the caller's function, the library
//! words what went wrong, in every language, like its own errors.

use crate::error::{Error, ErrorKind};
use crate::text::msg;

/// What went wrong with a front end's rules, before or while the table was made.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CallableRulesError {
    /// Not one way to give the game (an expression, a script or a function), but none or
    /// several.
    Source,
    /// The rules are not a function.
    NotCallable,
    /// The function takes `count` numbers, neither one nor two.
    Arity {
        /// How many numbers it takes.
        count: u64,
    },
    /// The function still ran at the deadline, `ms` milliseconds from the start, at
    /// `position`.
    Time {
        /// The time allowed, in milliseconds.
        ms: u64,
        /// The position it was asked about (`7`, `(3, 5)`).
        position: String,
    },
    /// The caller's own code raised an error, which the front end passes on as it is: the
    /// table stops here.
    Stopped,
}

impl From<CallableRulesError> for Error {
    fn from(error: CallableRulesError) -> Error {
        match error {
            CallableRulesError::Source => Error::invalid(msg!("error-python-pattern-source")),
            CallableRulesError::NotCallable => {
                Error::invalid(msg!("error-python-pattern-not-callable"))
            }
            CallableRulesError::Arity { count } => {
                Error::invalid(msg!("error-python-pattern-arity", count = count))
            }
            CallableRulesError::Time { ms, position } => Error::too_large(
                "pattern_time_ms",
                ms,
                None,
                msg!("error-python-pattern-time", ms = ms, position = position),
            ),
            CallableRulesError::Stopped => {
                Error::new(ErrorKind::Interrupted, msg!("error-python-pattern-stopped"))
            }
        }
    }
}
