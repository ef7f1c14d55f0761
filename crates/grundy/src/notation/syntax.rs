//! The grammar of game expressions: tokens with their byte columns, and a recursive-descent
//! parser from text to the games' calls, each read by the caller's [`Reader`].
//!
//! Grammar (whitespace allowed between any two tokens):
//!
//! ```text
//! expr      := component ( '+' component )*
//! component := NAME '(' arg ( ',' arg )* ')'
//! arg       := ATOM | NAME '=' ATOM | '{' ( ATOM ( ',' ATOM )* )? '}' | STRING
//! ATOM      := a digit or '.' then letters, digits, '.' and '/' (a number, a ratio, an
//!              octal code) or a NAME
//! STRING    := '"' any characters but '"' '"' (a game's own little language, such as the
//!              edges of a graph: "1-2,2-3"; no escapes, so its text is what is written)
//! ```
//!
//! Every error names the 1-based byte column where the offending token starts, so the CLI, a
//! batch file or a web form can point at it.

use super::Reader;
use super::call::{Call, at};
use crate::error::{Error, ErrorKind, ErrorText, quote};
use crate::text::{Msg, msg};

fn error(start: usize, message: impl Into<ErrorText>) -> Error {
    at(start, ErrorKind::Syntax, message)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    Name,
    Number,
    Open,
    Close,
    Comma,
    Plus,
    Equals,
    LeftBrace,
    RightBrace,
    /// A quoted string: the token's text is what lies between the quotes, its start the
    /// opening quote.
    Str,
    End,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub(super) kind: Kind,
    pub(super) text: &'a str,
    /// 0-based byte offset.
    pub(super) start: usize,
}

fn tokenize<'a>(text: &'a str, examples: &dyn Fn() -> String) -> Result<Vec<Token<'a>>, Error> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        let start = at;
        let kind = match byte {
            b' ' | b'\t' | b'\r' | b'\n' => {
                at += 1;
                continue;
            }
            b'(' => Kind::Open,
            b')' => Kind::Close,
            b',' => Kind::Comma,
            b'+' => Kind::Plus,
            b'=' => Kind::Equals,
            b'{' => Kind::LeftBrace,
            b'}' => Kind::RightBrace,
            b'"' => {
                let Some(length) = text[start + 1..].find('"') else {
                    return Err(error(start, msg!("error-unclosed-string")));
                };
                at = start + 1 + length + 1;
                tokens.push(Token {
                    kind: Kind::Str,
                    text: &text[start + 1..at - 1],
                    start,
                });
                continue;
            }
            b'0'..=b'9' | b'.' | b'/' => {
                // Letters too, for hexadecimal octal codes (4.f7, 0x0.6); a number with letters
                // is refused where it is read, with the token quoted.
                while at < bytes.len()
                    && (bytes[at].is_ascii_alphanumeric() || matches!(bytes[at], b'.' | b'/'))
                {
                    at += 1;
                }
                tokens.push(Token {
                    kind: Kind::Number,
                    text: &text[start..at],
                    start,
                });
                continue;
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                while at < bytes.len() && (bytes[at].is_ascii_alphanumeric() || bytes[at] == b'_') {
                    at += 1;
                }
                tokens.push(Token {
                    kind: Kind::Name,
                    text: &text[start..at],
                    start,
                });
                continue;
            }
            _ if !byte.is_ascii() => {
                // The punctuation a Chinese keyboard types, full width, read as its ASCII form:
                // `nim(3，4，5)` is `nim(3,4,5)`. The column stays the byte column.
                let c = text[start..]
                    .chars()
                    .next()
                    .unwrap_or(char::REPLACEMENT_CHARACTER);
                at += c.len_utf8();
                let kind = match c {
                    '\u{3000}' => continue,
                    '（' => Kind::Open,
                    '）' => Kind::Close,
                    '，' => Kind::Comma,
                    '＋' => Kind::Plus,
                    '＝' => Kind::Equals,
                    '｛' => Kind::LeftBrace,
                    '｝' => Kind::RightBrace,
                    _ => return Err(unexpected(text, start, examples)),
                };
                tokens.push(Token {
                    kind,
                    text: &text[start..at],
                    start,
                });
                continue;
            }
            _ => {
                return Err(unexpected(text, start, examples));
            }
        };
        at += 1;
        tokens.push(Token {
            kind,
            text: &text[start..at],
            start,
        });
    }
    tokens.push(Token {
        kind: Kind::End,
        text: "",
        start: text.len(),
    });
    Ok(tokens)
}

/// The error for a character no token starts with, at byte `start` of `text`.
fn unexpected(text: &str, start: usize, examples: &dyn Fn() -> String) -> Error {
    let found = quote(&text[start..].chars().take(1).collect::<String>());
    error(
        start,
        msg!(
            "error-unexpected-character",
            found = found,
            examples = examples()
        ),
    )
}

/// One argument inside a component's parentheses.
pub(super) struct Arg<'a> {
    pub(super) key: Option<Token<'a>>,
    pub(super) value: Value<'a>,
}

#[derive(Debug)]
pub(super) enum Value<'a> {
    Atom(Token<'a>),
    Set {
        start: usize,
        elements: Vec<Token<'a>>,
    },
    /// A quoted string (its token's text without the quotes).
    Str(Token<'a>),
}

impl Value<'_> {
    pub(super) fn start(&self) -> usize {
        match self {
            Value::Atom(token) | Value::Str(token) => token.start,
            Value::Set { start, .. } => *start,
        }
    }
}

struct Parser<'a, 'p, 'r, T> {
    tokens: Vec<Token<'a>>,
    next: usize,
    reader: &'p mut Reader<'r, T>,
}

/// The token as an error names it: "the end of the expression", "the string \"…\"", "'…'".
fn describe(token: &Token<'_>) -> Msg {
    match token.kind {
        Kind::End => msg!("error-token-end"),
        Kind::Str => msg!("error-token-string", text = quote(token.text)),
        _ => msg!("error-token", text = quote(token.text)),
    }
}

impl<'a, T> Parser<'a, '_, '_, T> {
    fn peek(&self) -> Token<'a> {
        self.tokens[self.next.min(self.tokens.len() - 1)]
    }

    fn bump(&mut self) -> Token<'a> {
        let token = self.peek();
        self.next += 1;
        token
    }

    fn expect(&mut self, kind: Kind, what: Msg) -> Result<Token<'a>, Error> {
        let token = self.peek();
        if token.kind != kind {
            return Err(error(
                token.start,
                msg!(
                    "error-expected-found",
                    what = what,
                    found = describe(&token)
                ),
            ));
        }
        Ok(self.bump())
    }

    fn expr(&mut self) -> Result<Vec<T>, Error> {
        let mut components = vec![self.component()?];
        loop {
            let token = self.bump();
            match token.kind {
                Kind::Plus => components.push(self.component()?),
                Kind::End => return Ok(components),
                _ => {
                    return Err(error(
                        token.start,
                        msg!("error-expected-plus-or-end", found = describe(&token)),
                    ));
                }
            }
        }
    }

    fn component(&mut self) -> Result<T, Error> {
        let examples = (self.reader.examples)();
        let name = self.expect(Kind::Name, msg!("error-expect-game", examples = examples))?;
        self.expect(
            Kind::Open,
            msg!("error-expect-open", name = quote(name.text)),
        )?;
        let mut args = vec![self.arg()?];
        let close = loop {
            let token = self.bump();
            match token.kind {
                Kind::Comma => args.push(self.arg()?),
                Kind::Close => break token,
                _ => {
                    return Err(error(
                        token.start,
                        msg!(
                            "error-expected-comma-or-close",
                            name = quote(name.text),
                            found = describe(&token)
                        ),
                    ));
                }
            }
        };
        let call = Call::new(name, args, close.start, self.reader.examples)?;
        (self.reader.read)(&call)
    }

    fn arg(&mut self) -> Result<Arg<'a>, Error> {
        let token = self.peek();
        match token.kind {
            Kind::LeftBrace => {
                self.bump();
                let mut elements = Vec::new();
                if self.peek().kind != Kind::RightBrace {
                    elements.push(self.expect(Kind::Number, msg!("error-expect-set-element"))?);
                    while self.peek().kind == Kind::Comma {
                        self.bump();
                        elements.push(self.expect(Kind::Number, msg!("error-expect-set-element"))?);
                    }
                }
                self.expect(Kind::RightBrace, msg!("error-expect-set-close"))?;
                Ok(Arg {
                    key: None,
                    value: Value::Set {
                        start: token.start,
                        elements,
                    },
                })
            }
            Kind::Name
                if self
                    .tokens
                    .get(self.next + 1)
                    .is_some_and(|t| t.kind == Kind::Equals) =>
            {
                self.next += 2;
                let value = self.peek();
                if !matches!(value.kind, Kind::Number | Kind::Name) {
                    return Err(error(
                        value.start,
                        msg!(
                            "error-expected-value-after-key",
                            key = token.text,
                            found = describe(&value)
                        ),
                    ));
                }
                self.bump();
                Ok(Arg {
                    key: Some(token),
                    value: Value::Atom(value),
                })
            }
            Kind::Name | Kind::Number => {
                self.bump();
                Ok(Arg {
                    key: None,
                    value: Value::Atom(token),
                })
            }
            Kind::Str => {
                self.bump();
                Ok(Arg {
                    key: None,
                    value: Value::Str(token),
                })
            }
            _ => Err(error(
                token.start,
                msg!("error-expected-argument", found = describe(&token)),
            )),
        }
    }
}

/// Parses a whole expression, each component read by `reader`.
pub(super) fn parse<T>(text: &str, reader: &mut Reader<'_, T>) -> Result<Vec<T>, Error> {
    let examples = reader.examples;
    let mut parser = Parser {
        tokens: tokenize(text, examples)?,
        next: 0,
        reader,
    };
    if parser.peek().kind == Kind::End {
        return Err(error(
            text.len(),
            msg!("error-empty-expression", examples = examples()),
        ));
    }
    parser.expr()
}

#[cfg(test)]
mod tests {
    use super::super::Reader;
    use super::*;
    use crate::error::Result;

    /// Reads each call's first argument as a string, or as a plain atom where `string` is false,
    /// giving the text and its column.
    fn first_argument(text: &str, string: bool) -> Result<Vec<(String, usize)>> {
        let mut read = |call: &Call<'_>| -> Result<(String, usize)> {
            let atom = if string {
                call.string(0, "name(\"text\")")?
            } else {
                call.atom(0, "name(number)")?
            };
            Ok((atom.text.to_string(), atom.column()))
        };
        let examples = || "name(\"text\")".to_string();
        let mut reader = Reader {
            read: &mut read,
            examples: &examples,
        };
        parse(text, &mut reader)
    }

    #[test]
    fn a_quoted_string_is_read_whole_with_the_column_inside_its_quotes() {
        let read = first_argument(r#"g("1-2, 2-3") + g( "" )"#, true).unwrap();
        assert_eq!(read, [("1-2, 2-3".to_string(), 4), (String::new(), 21)]);
        // Characters the grammar refuses elsewhere are text inside a string.
        let read = first_argument(r#"g("0-1;(x)+{}=é")"#, true).unwrap();
        assert_eq!(read[0].0, "0-1;(x)+{}=é");
    }

    #[test]
    fn strings_where_they_do_not_belong_are_refused_at_their_column() {
        let cases = [
            (r#"g("1-2"#, true, 3, "unclosed string"),
            (r#"g("1-2")"#, false, 3, "unexpected string"),
            (r#"g(5)"#, true, 3, "expected a quoted string"),
            (
                r#"g("a", k="b")"#,
                true,
                10,
                "expected a value after 'k=', found the string \"b\"",
            ),
            (r#"g() "#, true, 3, "expected an argument"),
        ];
        for (text, string, column, fragment) in cases {
            let err = first_argument(text, string).unwrap_err();
            assert_eq!(err.column(), Some(column), "{text}: {err}");
            assert!(err.to_string().contains(fragment), "{text}: {err}");
        }
    }

    #[test]
    fn an_error_inside_a_string_points_at_its_character() {
        let mut read = |call: &Call<'_>| -> Result<()> {
            let atom = call.string(0, "g(\"text\")")?;
            let offset = atom.text.find('x').unwrap_or(0);
            Err(atom.error_at(offset, ErrorKind::Syntax, "no x here"))
        };
        let examples = String::new;
        let mut reader = Reader {
            read: &mut read,
            examples: &examples,
        };
        let err = parse(r#"g( "12x")"#, &mut reader).unwrap_err();
        assert_eq!(err.column(), Some(7));
    }
}

#[cfg(test)]
mod full_width_tests {
    use super::super::Reader;
    use super::*;
    use crate::error::Result;

    /// Every call's name and its arguments' texts (sets as their elements), as read.
    fn calls(text: &str) -> Result<Vec<String>> {
        let mut read = |call: &Call<'_>| -> Result<String> {
            let mut parts = vec![call.name().to_string()];
            for index in 0..call.len() {
                match call.set(index, "g({…})") {
                    Ok((set, _)) => parts.push(format!("{set:?}")),
                    Err(_) => parts.push(call.atom(index, "g(n)")?.text.to_string()),
                }
            }
            if let Some(max) = call.keyword("max") {
                parts.push(format!("max={}", max.text));
            }
            Ok(parts.join(" "))
        };
        let examples = || "g(1)".to_string();
        parse(
            text,
            &mut Reader {
                read: &mut read,
                examples: &examples,
            },
        )
    }

    /// Full-width parentheses, commas, braces, plus, equals and the ideographic space, as a
    /// Chinese keyboard types them, read as their ASCII forms; other characters are refused at
    /// their byte column.
    #[test]
    fn full_width_punctuation_reads_as_ascii() {
        let ascii = calls("nim(3,4,5) + sub(10,{1,3,4}) + bash(10,max=3)").unwrap();
        let wide = calls("nim（3，4，5）＋　sub(10，｛1，3，4｝) + bash(10，max＝3)").unwrap();
        assert_eq!(wide, ascii);
        let err = calls("nim(3；4)").unwrap_err();
        assert_eq!(err.column(), Some(6), "{err}");
        assert!(
            err.to_string().contains("unexpected character '；'"),
            "{err}"
        );
    }
}
