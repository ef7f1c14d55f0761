//! From one component's arguments to a [`Component`]: arity, keywords, numbers, sets and codes
//! checked per game, each error at the column of the argument at fault.

use super::syntax::{Arg, GAMES, Token, Value, error, shorten};
use super::{Component, ParseError};
use crate::games::octal::OctalCode;
use crate::games::subtraction::SubtractionSet;
use crate::num::{Natural, Ratio};

/// The arguments of one component, split into positional ones and `key=value` ones.
struct Args<'a> {
    game: &'a str,
    positional: Vec<Value<'a>>,
    keywords: Vec<(Token<'a>, Token<'a>)>,
    close: usize,
}

impl<'a> Args<'a> {
    fn new(name: Token<'a>, args: Vec<Arg<'a>>, close: usize) -> Result<Args<'a>, ParseError> {
        let mut positional = Vec::new();
        let mut keywords: Vec<(Token<'a>, Token<'a>)> = Vec::new();
        for arg in args {
            match (arg.key, arg.value) {
                (Some(key), Value::Atom(value)) => {
                    if keywords.iter().any(|(k, _)| k.text == key.text) {
                        return Err(error(key.start, format!("'{}=' is given twice", key.text)));
                    }
                    keywords.push((key, value));
                }
                (Some(key), Value::Set { .. }) => {
                    return Err(error(key.start, format!("'{}=' takes a number", key.text)));
                }
                (None, value) => {
                    if let Some((key, _)) = keywords.first() {
                        return Err(error(
                            value.start(),
                            format!("positional arguments come before '{}='", key.text),
                        ));
                    }
                    positional.push(value);
                }
            }
        }
        Ok(Args {
            game: name.text,
            positional,
            keywords,
            close,
        })
    }

    /// Checks the number of positional arguments and the keyword names.
    fn shape(&self, count: usize, keys: &[&str], usage: &str) -> Result<(), ParseError> {
        if let Some(extra) = self.positional.get(count) {
            return Err(error(
                extra.start(),
                format!("too many arguments: expected {usage}"),
            ));
        }
        if self.positional.len() < count {
            return Err(error(
                self.close,
                format!("too few arguments: expected {usage}"),
            ));
        }
        if let Some((key, _)) = self.keywords.iter().find(|(k, _)| !keys.contains(&k.text)) {
            return Err(error(
                key.start,
                format!("unknown argument '{}=': expected {usage}", key.text),
            ));
        }
        Ok(())
    }

    fn keyword(&self, key: &str) -> Option<Token<'a>> {
        self.keywords
            .iter()
            .find(|(k, _)| k.text == key)
            .map(|&(_, v)| v)
    }

    fn atom(&self, index: usize, usage: &str) -> Result<Token<'a>, ParseError> {
        match &self.positional[index] {
            Value::Atom(token) => Ok(*token),
            Value::Set { start, .. } => {
                Err(error(*start, format!("unexpected set: expected {usage}")))
            }
        }
    }

    fn heap(&self, index: usize, usage: &str) -> Result<Natural, ParseError> {
        natural(self.atom(index, usage)?, "heap size")
    }

    fn small_heap(&self, index: usize, usage: &str) -> Result<u64, ParseError> {
        let token = self.atom(index, usage)?;
        natural(token, "heap size")?.to_u64().ok_or_else(|| {
            error(
                token.start,
                format!(
                    "heap too large for {}: expected a heap below 2^64",
                    self.game
                ),
            )
        })
    }
}

fn natural(token: Token<'_>, what: &str) -> Result<Natural, ParseError> {
    Natural::parse_decimal(token.text, what).map_err(|e| error(token.start, e.message()))
}

pub(super) fn build(
    name: Token<'_>,
    args: Vec<Arg<'_>>,
    close: usize,
) -> Result<Component, ParseError> {
    let args = Args::new(name, args, close)?;
    let usage;
    let component = match name.text {
        "nim" => {
            usage = "nim(H1,H2,...), heap sizes";
            args.shape(args.positional.len(), &[], usage)?;
            let heaps = (0..args.positional.len())
                .map(|i| args.heap(i, usage))
                .collect::<Result<Vec<_>, _>>()?;
            Component::Nim(heaps)
        }
        "bash" => {
            usage = "bash(N,max=M): a heap and the most one move may take";
            args.shape(1, &["max"], usage)?;
            let Some(max_token) = args.keyword("max") else {
                return Err(error(close, format!("missing 'max=': expected {usage}")));
            };
            let max = natural(max_token, "maximum take")?;
            if max.is_zero() {
                return Err(error(
                    max_token.start,
                    "max=0 allows no move: expected max >= 1",
                ));
            }
            Component::Bash {
                heap: args.heap(0, usage)?,
                max,
            }
        }
        "wythoff" => {
            usage = "wythoff(A,B): two heaps";
            args.shape(2, &[], usage)?;
            Component::Wythoff(args.heap(0, usage)?, args.heap(1, usage)?)
        }
        "takeaway" | "fib" => {
            let fib = name.text == "fib";
            usage = if fib {
                "fib(N) or fib(N,cap=C): a heap and optionally the most the mover may take now"
            } else {
                "takeaway(N,k=P/Q) or takeaway(N,k=P/Q,cap=C): a heap, the multiplier and \
                 optionally the most the mover may take now"
            };
            args.shape(1, if fib { &["cap"] } else { &["k", "cap"] }, usage)?;
            let k = if fib {
                Ratio::integer(2).map_err(|e| error(name.start, e.message()))?
            } else {
                let Some(k_token) = args.keyword("k") else {
                    return Err(error(close, format!("missing 'k=': expected {usage}")));
                };
                k_token
                    .text
                    .parse::<Ratio>()
                    .map_err(|e| error(k_token.start, e.message()))?
            };
            let cap = args.keyword("cap").map(|t| natural(t, "cap")).transpose()?;
            Component::TakeAway {
                heap: args.heap(0, usage)?,
                k,
                cap,
            }
        }
        "sub" => {
            usage = "sub(N,{S1,S2,...}): a heap and the subtraction set";
            args.shape(2, &[], usage)?;
            let heap = args.small_heap(0, usage)?;
            let Value::Set { start, elements } = &args.positional[1] else {
                let start = args.positional[1].start();
                return Err(error(
                    start,
                    format!("expected a set such as {{1,3,4}}: {usage}"),
                ));
            };
            let mut values = Vec::with_capacity(elements.len());
            for token in elements {
                let value = natural(*token, "set element")?;
                values.push(value.to_u64().ok_or_else(|| {
                    error(
                        token.start,
                        "set element too large: expected elements below 2^64",
                    )
                })?);
            }
            let set = SubtractionSet::new(values).map_err(|e| error(*start, e.message()))?;
            Component::Subtraction { heap, set }
        }
        "octal" => {
            usage = "octal(N,CODE): a heap and an octal code such as 0.07";
            args.shape(2, &[], usage)?;
            let token = args.atom(1, usage)?;
            let code = token
                .text
                .parse::<OctalCode>()
                .map_err(|e| error(token.start, e.message()))?;
            Component::Octal {
                heap: args.small_heap(0, usage)?,
                code,
            }
        }
        "kayles" | "dawsons" => {
            usage = if name.text == "kayles" {
                "kayles(N): a row of N pins"
            } else {
                "dawsons(N): a heap"
            };
            args.shape(1, &[], usage)?;
            let code = name
                .text
                .parse::<OctalCode>()
                .map_err(|e| error(name.start, e.message()))?;
            Component::Octal {
                heap: args.small_heap(0, usage)?,
                code,
            }
        }
        other => {
            return Err(error(
                name.start,
                format!("unknown game '{}': expected one of {GAMES}", shorten(other)),
            ));
        }
    };
    Ok(component)
}
