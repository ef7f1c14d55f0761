//! The library's one error type: what was wrong with a request, and what is accepted instead.

use std::fmt;

/// What kind of problem an [`Error`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A number could not be read (not decimal digits, negative, empty, ...).
    InvalidNumber,
    /// A value was read but is outside what the game's rules accept (for example `m = 0`).
    InvalidArgument,
    /// The request is well-formed but larger than grundy computes; the message names the limit.
    TooLarge,
    /// The analysis asked for is not defined for this game (for example a misère Grundy value).
    Unsupported,
}

/// An error from the grundy library. Its message is one line that says what was wrong and
/// what is accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    message: String,
}

impl Error {
    /// Creates an error of the given kind with a one-line message.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Error {
            kind,
            message: message.into(),
        }
    }

    /// Shorthand for an [`ErrorKind::InvalidArgument`] error.
    pub fn invalid(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::InvalidArgument, message)
    }

    /// Shorthand for an [`ErrorKind::TooLarge`] error.
    pub fn too_large(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::TooLarge, message)
    }

    /// The kind of problem.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The one-line message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// The library's result type.
pub type Result<T> = std::result::Result<T, Error>;
