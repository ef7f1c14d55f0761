//! The library's one error type: what was wrong with a request, and what is accepted instead.
//!
//! Every error has a [kind](ErrorKind) and a one-line message, and carries its data where it
//! has some: the [limit](Limit) a request exceeded, the [column](Error::column) of an
//! expression where reading failed, the [value](Error::value) that could not be read. Front
//! ends use the data (a web page points at the column, a server names the limit in its JSON)
//! and show the message as it is.
//!
//! ```
//! use grundy::ErrorKind;
//! use grundy::games::wythoff::GrundyTable;
//!
//! let error = GrundyTable::new(1 << 20).unwrap_err();
//! assert_eq!(error.kind(), ErrorKind::TooLarge);
//! let limit = error.limit().unwrap();
//! assert_eq!((limit.name(), limit.max()), ("wythoff_table_size", 16_384));
//! assert_eq!(limit.requested().and_then(|n| n.to_u64()), Some(1 << 20));
//! ```

use std::fmt;
use std::fmt::Write as _;

use crate::num::Natural;
use crate::text::{Arg, Lang, Msg, ToArg, msg};

/// What kind of problem an [`Error`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A number could not be read (not decimal digits, negative, empty, ...).
    InvalidNumber,
    /// A value was read but is outside what the game's rules accept (for example `m = 0`).
    InvalidArgument,
    /// An expression could not be read: a token is missing or out of place (see
    /// [`Error::column`]).
    Syntax,
    /// A move is not legal in the position it was asked of.
    IllegalMove,
    /// The request is valid but larger than grundy computes; [`Error::limit`] names the limit.
    TooLarge,
    /// The analysis asked for is not defined, or not known, for this game (for example a
    /// misère Grundy value).
    Unsupported,
    /// A computation was stopped before it finished, by a deadline or a cancellation (see
    /// [`crate::interrupt`]).
    Interrupted,
}

impl ErrorKind {
    /// A stable machine name: `"invalid_number"`, `"invalid_argument"`, `"syntax"`,
    /// `"illegal_move"`, `"too_large"`, `"unsupported"` or `"interrupted"`.
    pub fn name(&self) -> &'static str {
        match self {
            ErrorKind::InvalidNumber => "invalid_number",
            ErrorKind::InvalidArgument => "invalid_argument",
            ErrorKind::Syntax => "syntax",
            ErrorKind::IllegalMove => "illegal_move",
            ErrorKind::TooLarge => "too_large",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::Interrupted => "interrupted",
        }
    }
}

/// A limit that a request exceeded: which one, its largest accepted value, and what was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limit {
    name: &'static str,
    max: u64,
    requested: Option<Natural>,
}

impl Limit {
    /// A stable machine name for the limit, such as `"wythoff_table_size"` or
    /// `"octal_sequence_length"` (listed in `docs/JSON.md`).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The largest accepted value.
    pub fn max(&self) -> u64 {
        self.max
    }

    /// The value asked for, when it is a single number.
    pub fn requested(&self) -> Option<&Natural> {
        self.requested.as_ref()
    }
}

/// An error from the grundy library. Its message is one line that says what was wrong and
/// what is accepted, a [`Msg`] of the library's catalogue rendered in the language a front end
/// asks for ([`Error::message_in`], [`Error::render`]; `Display` is English); its data (kind,
/// limit, column, value) are there for programs and never change with the language.
#[derive(Clone, PartialEq, Eq)]
pub struct Error {
    inner: Box<Inner>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Inner {
    kind: ErrorKind,
    message: Msg,
    limit: Option<Limit>,
    column: Option<usize>,
    value: Option<String>,
}

/// The most characters of an input quoted in a message or kept as an error's value.
const QUOTED_CHARS: usize = 40;

/// `text` as quoted in an error: at most 40 characters, control and invisible characters and
/// backslashes escaped, `...` when cut; so an error stays one readable line whatever the input.
/// Every front end quotes what a user typed with it.
///
/// ```
/// use grundy::error::quote;
/// assert_eq!(quote("nim(3)\n\u{1b}[31m"), "nim(3)\\n\\u{1b}[31m");
/// assert_eq!(quote(&"9".repeat(100)).len(), 43);
/// ```
pub fn quote(text: &str) -> String {
    quote_up_to(text, QUOTED_CHARS)
}

/// `text` escaped as [`quote`] does, at most `chars` characters (then `...`).
pub fn quote_up_to(text: &str, chars: usize) -> String {
    let (shown, cut) = escape(text.as_bytes(), chars, false);
    if cut { shown + "..." } else { shown }
}

/// Characters that print as nothing or reorder the line (zero-width, bidirectional controls):
/// shown escaped, like control characters.
fn invisible(c: char) -> bool {
    matches!(c,
        '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2069}'
        | '\u{feff}' | '\u{fff9}'..='\u{fffb}')
}

/// Whether `text` prints as itself: no control, invisible or bidirectional character.
pub fn is_plain(text: &str) -> bool {
    !text.chars().any(|c| c.is_control() || invisible(c))
}

/// How one character is shown: itself, or an escape (`\\`, `\t`, `\r`, `\n`, `\u{1b}`);
/// with `ascii`, every character past ASCII is escaped too.
fn escape_char(c: char, ascii: bool, out: &mut String) {
    match c {
        '\\' => out.push_str("\\\\"),
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        '\n' => out.push_str("\\n"),
        c if c.is_control() || invisible(c) || (ascii && !c.is_ascii()) => {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        }
        c => out.push(c),
    }
}

/// `bytes` as printable text, at most `max_chars` characters: control and invisible characters
/// (with `ascii`, all past ASCII) and backslashes escaped, bytes that are not UTF-8 shown as
/// `\xff`. Also says whether anything was left out (an escape is never cut in half).
pub fn escape(bytes: &[u8], max_chars: usize, ascii: bool) -> (String, bool) {
    let mut out = String::new();
    let mut count = 0;
    let mut piece = String::new();
    // Appends `piece` whole if it fits.
    let mut take = |piece: &str, out: &mut String| {
        let width = piece.chars().count();
        let fits = count + width <= max_chars;
        if fits {
            count += width;
            out.push_str(piece);
        }
        fits
    };
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            piece.clear();
            escape_char(c, ascii, &mut piece);
            if !take(&piece, &mut out) {
                return (out, true);
            }
        }
        for byte in chunk.invalid() {
            piece.clear();
            let _ = write!(piece, "\\x{byte:02x}");
            if !take(&piece, &mut out) {
                return (out, true);
            }
        }
    }
    (out, false)
}

impl Error {
    /// An error of the given kind with a one-line message: a [`Msg`] of the library's
    /// catalogue (an `error-` message), or text, which then reads the same in every language
    /// (kept for text that is not prose: another program's message, a quoted input).
    pub fn new(kind: ErrorKind, message: impl Into<ErrorText>) -> Self {
        Error {
            inner: Box::new(Inner {
                kind,
                message: message.into().0,
                limit: None,
                column: None,
                value: None,
            }),
        }
    }

    /// Shorthand for an [`ErrorKind::InvalidArgument`] error.
    pub fn invalid(message: impl Into<ErrorText>) -> Self {
        Error::new(ErrorKind::InvalidArgument, message)
    }

    /// Shorthand for an [`ErrorKind::IllegalMove`] error.
    pub fn illegal_move(message: impl Into<ErrorText>) -> Self {
        Error::new(ErrorKind::IllegalMove, message)
    }

    /// Shorthand for an [`ErrorKind::Unsupported`] error.
    pub fn unsupported(message: impl Into<ErrorText>) -> Self {
        Error::new(ErrorKind::Unsupported, message)
    }

    /// A [`ErrorKind::TooLarge`] error for the limit `name` (largest accepted value `max`),
    /// asked for `requested`.
    #[cold]
    pub fn too_large(
        name: &'static str,
        max: u64,
        requested: Option<Natural>,
        message: impl Into<ErrorText>,
    ) -> Self {
        let mut error = Error::new(ErrorKind::TooLarge, message);
        error.inner.limit = Some(Limit {
            name,
            max,
            requested,
        });
        error
    }

    /// The number `what` could not be read from `text`.
    #[cold]
    pub(crate) fn invalid_number(what: impl ToArg, text: &str) -> Self {
        let shown = quote(text);
        Error::new(
            ErrorKind::InvalidNumber,
            msg!("error-invalid-number", what = what, text = shown),
        )
        .with_value(text)
    }

    /// `value` is valid but must fit in a machine word (below 2^64) here.
    #[cold]
    pub(crate) fn beyond_word(what: impl ToArg, value: &Natural) -> Self {
        Error::too_large(
            "word",
            u64::MAX,
            Some(value.clone()),
            msg!("error-beyond-word", what = what, value = shortened(value)),
        )
    }

    /// The same error, pointing at `column` (1-based byte column of an expression).
    pub fn with_column(mut self, column: usize) -> Self {
        self.inner.column = Some(column);
        self
    }

    /// The same error, keeping `value` (shortened) as the text that could not be used.
    pub fn with_value(mut self, value: &str) -> Self {
        self.inner.value = Some(value.chars().take(QUOTED_CHARS).collect());
        self
    }

    /// The same error with `context` (a [`Msg`], or text shown as it is) put before its
    /// message (`"context: message"`, with the language's colon).
    pub fn context(mut self, context: impl ToArg) -> Self {
        let message = std::mem::replace(&mut self.inner.message, Msg::new("error-context"));
        self.inner.message = msg!("error-context", context = context, message = message);
        self
    }

    /// The same error with another kind (its data kept).
    pub(crate) fn with_kind(mut self, kind: ErrorKind) -> Self {
        self.inner.kind = kind;
        self
    }

    /// The kind of problem.
    pub fn kind(&self) -> ErrorKind {
        self.inner.kind
    }

    /// The one-line message in English (without the column; see [`Display`](fmt::Display)).
    pub fn message(&self) -> String {
        self.inner.message.render(Lang::En)
    }

    /// The one-line message in `lang` (without the column).
    pub fn message_in(&self, lang: Lang) -> String {
        self.inner.message.render(lang)
    }

    /// The message as a [`Msg`], to hold in another message or a report.
    pub fn msg(&self) -> &Msg {
        &self.inner.message
    }

    /// The whole line in `lang`, as [`Display`](fmt::Display) writes it in English: the
    /// message, preceded by the column when the error has one.
    pub fn render(&self, lang: Lang) -> String {
        self.line().render(lang)
    }

    /// The whole line as a message: the column first, when there is one.
    pub fn line(&self) -> Msg {
        match self.inner.column {
            Some(column) => msg!(
                "error-at-column",
                column = column,
                message = self.inner.message.clone()
            ),
            None => self.inner.message.clone(),
        }
    }

    /// The limit exceeded, for [`ErrorKind::TooLarge`] errors that have one.
    pub fn limit(&self) -> Option<&Limit> {
        self.inner.limit.as_ref()
    }

    /// The 1-based byte column of the expression where reading failed, if the error is about
    /// an expression.
    pub fn column(&self) -> Option<usize> {
        self.inner.column
    }

    /// The input that could not be used (at most 40 characters), where there is one.
    pub fn value(&self) -> Option<&str> {
        self.inner.value.as_deref()
    }

    /// Whether the request was valid but larger than grundy computes.
    pub fn is_too_large(&self) -> bool {
        self.inner.kind == ErrorKind::TooLarge
    }
}

/// A natural as quoted in a message, an argument of a [`Msg`]: in full up to 40 digits, else
/// its first 20 digits and its length in the message's language ("… (100 digits)",
/// "…（共 100 位）").
pub(crate) fn shortened(value: &Natural) -> Arg {
    let digits = value.to_string();
    if digits.len() <= QUOTED_CHARS {
        return Arg::Text(digits);
    }
    msg!(
        "error-number-digits",
        head = &digits[..20],
        digits = digits.len()
    )
    .to_arg()
}

impl fmt::Display for Error {
    /// The message in English, preceded by `at column C: ` when the error has a column.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// The message of an [`Error`] as it is built: a [`Msg`] of the library's catalogue, or text
/// that reads the same in every language (`From<String>`, `From<&str>`).
#[derive(Clone, Debug)]
pub struct ErrorText(Msg);

impl From<Msg> for ErrorText {
    fn from(msg: Msg) -> Self {
        ErrorText(msg)
    }
}

impl From<String> for ErrorText {
    fn from(text: String) -> Self {
        ErrorText(msg!("error-text", text = text))
    }
}

impl From<&str> for ErrorText {
    fn from(text: &str) -> Self {
        ErrorText(msg!("error-text", text = text))
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.inner, f)
    }
}

impl std::error::Error for Error {}

/// The library's result type.
pub type Result<T> = std::result::Result<T, Error>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_are_short_and_on_one_line() {
        assert_eq!(quote("nim(3)"), "nim(3)");
        assert_eq!(quote("a\nb\u{1b}c\0"), "a\\nb\\u{1b}c\\u{0}");
        let long = "9".repeat(1000);
        let shown = quote(&long);
        assert_eq!(shown.len(), 43);
        assert!(shown.ends_with("..."));
        let error = Error::invalid_number("heap size", &format!("{long}x"));
        assert!(error.message().len() < 200, "{}", error.message());
        assert_eq!(error.value().map(str::len), Some(40));
    }

    #[test]
    fn data_travel_with_the_error() {
        let error = Error::too_large(
            "octal_sequence_length",
            50,
            Some(Natural::from(60u64)),
            "big",
        )
        .with_column(7);
        assert_eq!(error.to_string(), "at column 7: big");
        assert_eq!(error.message(), "big");
        assert!(error.is_too_large());
        let limit = error.limit().unwrap();
        assert_eq!(limit.name(), "octal_sequence_length");
        assert_eq!(limit.max(), 50);
        assert_eq!(limit.requested(), Some(&Natural::from(60u64)));
        let huge: Natural = "1".repeat(100).parse().unwrap();
        let long = msg!("error-text", text = shortened(&huge));
        assert_eq!(
            long.render(Lang::En),
            format!("{}... (100 digits)", "1".repeat(20))
        );
        assert!(long.render(Lang::Zh).ends_with("（共 100 位）"));
        assert_eq!(shortened(&Natural::from(7u64)), Arg::Text("7".into()));
        assert_eq!(ErrorKind::TooLarge.name(), "too_large");
    }
}

#[cfg(test)]
#[path = "error_tests.rs"]
mod language_tests;
