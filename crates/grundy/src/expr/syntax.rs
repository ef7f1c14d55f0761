//! The notation of game expressions: tokens with their byte columns, and a recursive-descent
//! parser from text to [`Expr`].
//!
//! Grammar (whitespace allowed between any two tokens):
//!
//! ```text
//! expr      := component ( '+' component )*
//! component := NAME '(' arg ( ',' arg )* ')'
//! arg       := ATOM | NAME '=' ATOM | '{' ( ATOM ( ',' ATOM )* )? '}'
//! ATOM      := a digit or '.' then letters, digits, '.' and '/' (a number, a ratio, an
//!              octal code) or a NAME
//! ```
//!
//! Every error names the 1-based byte column where the offending token starts, so the CLI, a
//! batch file or a web form can point at it.

use super::arguments::{Call, at};
use super::{Component, Expr};
use crate::error::{Error, ErrorKind, quote};

/// Examples of every game's notation, for messages: "nim(3,4,5), bash(10,max=3), …".
pub(super) fn games_list() -> String {
    Component::examples().join(", ")
}

fn error(start: usize, message: impl Into<String>) -> Error {
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
    End,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub(super) kind: Kind,
    pub(super) text: &'a str,
    /// 0-based byte offset.
    pub(super) start: usize,
}

fn tokenize(text: &str) -> Result<Vec<Token<'_>>, Error> {
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
            _ => {
                let found = quote(&text[start..].chars().take(1).collect::<String>());
                return Err(error(
                    start,
                    format!(
                        "unexpected character '{found}': expected a sum of games such as {}",
                        games_list()
                    ),
                ));
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
}

impl Value<'_> {
    pub(super) fn start(&self) -> usize {
        match self {
            Value::Atom(token) => token.start,
            Value::Set { start, .. } => *start,
        }
    }
}

struct Parser<'a> {
    tokens: Vec<Token<'a>>,
    next: usize,
}

fn describe(token: &Token<'_>) -> String {
    match token.kind {
        Kind::End => "the end of the expression".to_string(),
        _ => format!("'{}'", quote(token.text)),
    }
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Token<'a> {
        self.tokens[self.next.min(self.tokens.len() - 1)]
    }

    fn bump(&mut self) -> Token<'a> {
        let token = self.peek();
        self.next += 1;
        token
    }

    fn expect(&mut self, kind: Kind, what: &str) -> Result<Token<'a>, Error> {
        let token = self.peek();
        if token.kind != kind {
            return Err(error(
                token.start,
                format!("expected {what}, found {}", describe(&token)),
            ));
        }
        Ok(self.bump())
    }

    fn expr(&mut self) -> Result<Vec<Component>, Error> {
        let mut components = vec![self.component()?];
        loop {
            let token = self.bump();
            match token.kind {
                Kind::Plus => components.push(self.component()?),
                Kind::End => return Ok(components),
                _ => {
                    return Err(error(
                        token.start,
                        format!(
                            "expected '+' or the end of the expression, found {}",
                            describe(&token)
                        ),
                    ));
                }
            }
        }
    }

    fn component(&mut self) -> Result<Component, Error> {
        let name = self.expect(Kind::Name, &format!("a game such as {}", games_list()))?;
        self.expect(Kind::Open, &format!("'(' after '{}'", quote(name.text)))?;
        let mut args = vec![self.arg()?];
        let close = loop {
            let token = self.bump();
            match token.kind {
                Kind::Comma => args.push(self.arg()?),
                Kind::Close => break token,
                _ => {
                    return Err(error(
                        token.start,
                        format!(
                            "expected ',' or ')' in '{}(...)', found {}",
                            quote(name.text),
                            describe(&token)
                        ),
                    ));
                }
            }
        };
        Component::from_call(&Call::new(name, args, close.start)?)
    }

    fn arg(&mut self) -> Result<Arg<'a>, Error> {
        let token = self.peek();
        match token.kind {
            Kind::LeftBrace => {
                self.bump();
                let mut elements = Vec::new();
                if self.peek().kind != Kind::RightBrace {
                    elements.push(self.expect(Kind::Number, "a set element (a positive integer)")?);
                    while self.peek().kind == Kind::Comma {
                        self.bump();
                        elements
                            .push(self.expect(Kind::Number, "a set element (a positive integer)")?);
                    }
                }
                self.expect(Kind::RightBrace, "',' or '}' closing the set")?;
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
                        format!(
                            "expected a value after '{}=', found {}",
                            token.text,
                            describe(&value)
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
            _ => Err(error(
                token.start,
                format!(
                    "expected an argument (a number, a set {{1,3,4}} or key=value), found {}",
                    describe(&token)
                ),
            )),
        }
    }
}

/// Parses a whole expression.
pub(super) fn parse(text: &str) -> Result<Expr, Error> {
    let mut parser = Parser {
        tokens: tokenize(text)?,
        next: 0,
    };
    if parser.peek().kind == Kind::End {
        return Err(error(
            text.len(),
            format!(
                "empty expression: expected a sum of games such as {}",
                games_list()
            ),
        ));
    }
    Ok(Expr {
        components: parser.expr()?,
    })
}
