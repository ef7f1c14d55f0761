//! [`Call`]: one component of an expression as written, `name(arguments)`, with the helpers
//! each game's notation uses to read its arguments; every error points at the column of the
//! argument at fault.

use super::syntax::{Arg, Token, Value};
use crate::error::{Error, ErrorKind, ErrorText, Result, quote};
use crate::num::Natural;
use crate::text::{ToArg, msg};

/// One call `name(arguments)` of an expression: the game's name, its positional arguments and
/// its `key=value` arguments, each with its column. Games read their notation from it
/// ([`Notation::from_call`](crate::games::Notation::from_call)).
pub struct Call<'a> {
    name: Token<'a>,
    positional: Vec<Value<'a>>,
    keywords: Vec<(Token<'a>, Token<'a>)>,
    /// Byte offset of the closing parenthesis (where a missing argument is reported).
    close: usize,
    /// Examples of every game's notation, for the error of an unknown name.
    examples: &'a dyn Fn() -> String,
}

/// One argument of a call, as written: its text and where it starts.
#[derive(Clone, Copy, Debug)]
pub struct Atom<'a> {
    /// The text of the argument.
    pub text: &'a str,
    start: usize,
}

impl Atom<'_> {
    /// The 1-based column where the argument starts.
    pub fn column(&self) -> usize {
        self.start + 1
    }

    /// An error of `kind` pointing at this argument.
    pub fn error(&self, kind: ErrorKind, message: impl Into<ErrorText>) -> Error {
        at(self.start, kind, message)
    }

    /// An error of `kind` pointing `offset` bytes into this argument (a character of a string).
    pub fn error_at(&self, offset: usize, kind: ErrorKind, message: impl Into<ErrorText>) -> Error {
        at(self.start + offset, kind, message)
    }

    /// The argument as a natural number of any length (`what` names it in the error: a
    /// [`Msg`](crate::text::Msg), or text shown as it is).
    pub fn natural(&self, what: impl ToArg) -> Result<Natural> {
        Natural::parse_decimal(self.text, what).map_err(|e| e.with_column(self.start + 1))
    }

    /// The argument as a natural number below 2^64 (`what` names it in the error).
    pub fn word(&self, what: impl ToArg) -> Result<u64> {
        let what = what.to_arg();
        let value = self.natural(what.clone())?;
        value
            .to_u64()
            .ok_or_else(|| Error::beyond_word(what, &value).with_column(self.start + 1))
    }
}

/// An error at byte offset `start` (reported 1-based).
pub(super) fn at(start: usize, kind: ErrorKind, message: impl Into<ErrorText>) -> Error {
    Error::new(kind, message).with_column(start + 1)
}

impl<'a> Call<'a> {
    /// Sorts the arguments of `name( … )` into positional and keyword ones.
    pub(super) fn new(
        name: Token<'a>,
        args: Vec<Arg<'a>>,
        close: usize,
        examples: &'a dyn Fn() -> String,
    ) -> Result<Call<'a>> {
        let mut positional = Vec::new();
        let mut keywords: Vec<(Token<'a>, Token<'a>)> = Vec::new();
        for arg in args {
            match (arg.key, arg.value) {
                (Some(key), Value::Atom(value)) => {
                    if keywords.iter().any(|(k, _)| k.text == key.text) {
                        return Err(at(
                            key.start,
                            ErrorKind::Syntax,
                            msg!("error-key-twice", key = key.text),
                        ));
                    }
                    keywords.push((key, value));
                }
                (Some(key), Value::Set { .. } | Value::Str(_)) => {
                    return Err(at(
                        key.start,
                        ErrorKind::Syntax,
                        msg!("error-key-takes-number", key = key.text),
                    ));
                }
                (None, value) => {
                    if let Some((key, _)) = keywords.first() {
                        return Err(at(
                            value.start(),
                            ErrorKind::Syntax,
                            msg!("error-positional-after-key", key = key.text),
                        ));
                    }
                    positional.push(value);
                }
            }
        }
        Ok(Call {
            name,
            positional,
            keywords,
            close,
            examples,
        })
    }

    /// The game's name as written (`"fib"`, `"kayles"`, …).
    pub fn name(&self) -> &'a str {
        self.name.text
    }

    /// Checks the number of positional arguments and the keyword names; `usage` says what is
    /// accepted (a [`Msg`](crate::text::Msg), or text shown as it is).
    pub fn shape(&self, count: usize, keys: &[&str], usage: impl ToArg) -> Result<()> {
        if let Some(extra) = self.positional.get(count) {
            return Err(at(
                extra.start(),
                ErrorKind::Syntax,
                msg!("error-too-many-arguments", usage = usage),
            ));
        }
        if self.positional.len() < count {
            return Err(self.too_few(usage));
        }
        if let Some((key, _)) = self.keywords.iter().find(|(k, _)| !keys.contains(&k.text)) {
            return Err(at(
                key.start,
                ErrorKind::Syntax,
                msg!("error-unknown-key", key = key.text, usage = usage),
            ));
        }
        Ok(())
    }

    /// The number of positional arguments.
    pub fn len(&self) -> usize {
        self.positional.len()
    }

    /// Whether there are no positional arguments.
    pub fn is_empty(&self) -> bool {
        self.positional.is_empty()
    }

    /// The error for a missing argument, at the closing parenthesis.
    fn too_few(&self, usage: impl ToArg) -> Error {
        self.error_at_close(msg!("error-too-few-arguments", usage = usage))
    }

    /// Positional argument `index` (after [`Call::shape`]), which must not be a set.
    pub fn atom(&self, index: usize, usage: impl ToArg) -> Result<Atom<'a>> {
        match self.positional.get(index) {
            Some(Value::Atom(token)) => Ok(Atom {
                text: token.text,
                start: token.start,
            }),
            Some(Value::Set { start, .. }) => Err(at(
                *start,
                ErrorKind::Syntax,
                msg!("error-unexpected-set", usage = usage),
            )),
            Some(Value::Str(token)) => Err(at(
                token.start,
                ErrorKind::Syntax,
                msg!("error-unexpected-string", usage = usage),
            )),
            None => Err(self.too_few(usage)),
        }
    }

    /// Positional argument `index` as a quoted string `"…"`: the text between the quotes, its
    /// column that of the first character inside them (so that [`Atom::error_at`] points into
    /// the string).
    pub fn string(&self, index: usize, usage: impl ToArg) -> Result<Atom<'a>> {
        match self.positional.get(index) {
            Some(Value::Str(token)) => Ok(Atom {
                text: token.text,
                start: token.start + 1,
            }),
            Some(other) => Err(at(
                other.start(),
                ErrorKind::Syntax,
                msg!("error-expected-string", usage = usage),
            )),
            None => Err(self.too_few(usage)),
        }
    }

    /// The argument `key=…`, if given.
    pub fn keyword(&self, key: &str) -> Option<Atom<'a>> {
        self.keywords
            .iter()
            .find(|(k, _)| k.text == key)
            .map(|&(_, v)| Atom {
                text: v.text,
                start: v.start,
            })
    }

    /// The argument `key=…`, which must be given.
    pub fn required_keyword(&self, key: &str, usage: impl ToArg) -> Result<Atom<'a>> {
        self.keyword(key)
            .ok_or_else(|| self.error_at_close(msg!("error-missing-key", key = key, usage = usage)))
    }

    /// Positional argument `index` as a set `{s1,s2,…}` of numbers below 2^64.
    pub fn set(&self, index: usize, usage: impl ToArg) -> Result<(Vec<u64>, Atom<'a>)> {
        match self.positional.get(index) {
            Some(Value::Set { start, elements }) => {
                let values = elements
                    .iter()
                    .map(|token| {
                        Atom {
                            text: token.text,
                            start: token.start,
                        }
                        .word(msg!("error-what-set-element"))
                    })
                    .collect::<Result<Vec<u64>>>()?;
                let whole = Atom {
                    text: "{",
                    start: *start,
                };
                Ok((values, whole))
            }
            Some(other) => Err(at(
                other.start(),
                ErrorKind::Syntax,
                msg!("error-expected-set", usage = usage),
            )),
            None => Err(self.too_few(usage)),
        }
    }

    /// An error at the game's name (for a problem with the game as a whole).
    pub fn error_at_name(&self, kind: ErrorKind, message: impl Into<ErrorText>) -> Error {
        at(self.name.start, kind, message)
    }

    /// An error at the closing parenthesis (for a missing argument).
    pub fn error_at_close(&self, message: impl Into<ErrorText>) -> Error {
        at(self.close, ErrorKind::Syntax, message)
    }

    /// The error for a name that is no game.
    pub fn unknown_game(&self) -> Error {
        self.error_at_name(
            ErrorKind::Syntax,
            msg!(
                "error-unknown-game",
                name = quote(self.name.text),
                examples = (self.examples)()
            ),
        )
    }
}
