//! The notation of a move as a person types it, its canonical form, and its description in
//! words. [`Expr::parse_move`](crate::expr::Expr::parse_move) reads what
//! [`Expr::move_notation`](crate::expr::Expr::move_notation) writes.
//!
//! ```text
//! move     := [ GAME ':' ] body         GAME: the component's number, needed in a sum
//! nim      := H T | H '->' S | 'take' T 'from' H | T          (T alone: a single heap)
//! one heap := T | 'take' T | '->' S                           (bash, takeaway, fib, sub)
//! wythoff  := ('a' | 'b' | 'both') T | 'take' T 'from' ('a' | 'b' | 'both') | '->' X Y
//! octal    := ['take'] T [ 'from' GAME ] [ 'leaving' ] [ A [ B [ C ] ] ]
//! ```
//!
//! T is the number of tokens taken, S what a heap is left with, A B C the heaps an octal move
//! leaves (in any order; without them T comes off one end of the row). The word `heap`,
//! commas and parentheses may be written anywhere and are ignored; `→` is `->`.

use super::{check, check_take, game_range, illegal, max_take};
use crate::error::Result;
use crate::expr::{Component, ComponentMove, Expr, SumMove};
use crate::num::Natural;

impl Expr {
    /// Reads a move typed by a person and checks that it is legal here; the error says why not,
    /// in the game's terms, or what is accepted. The forms are those `grundy play` accepts:
    /// `[GAME:]` then `H T` or `take T from H` or `H -> S` (Nim), `T` or `-> S` (one heap),
    /// `a T`, `b T`, `both T` or `-> X Y` (Wythoff), `[take] T [from GAME] [leaving] [A [B [C]]]`
    /// (octal).
    pub fn parse_move(&self, text: &str) -> Result<SumMove> {
        let spaced = normalize(text);
        let words: Vec<&str> = spaced.split_whitespace().filter(|w| *w != "heap").collect();
        if words.is_empty() {
            return Err(illegal("empty move: type a move, or help"));
        }
        let (component, body) = self.split_game(&words)?;
        let game = &self.components()[component];
        let kind = parse_body(game, component, body)?;
        check(game, &kind)?;
        Ok(SumMove { component, kind })
    }

    /// The canonical notation of `mv`: what a person would type for it here.
    pub fn move_notation(&self, mv: &SumMove) -> String {
        let prefix = if self.components().len() > 1 {
            format!("{}: ", mv.component)
        } else {
            String::new()
        };
        let body = match (self.components().get(mv.component), &mv.kind) {
            (Some(Component::Nim(heaps)), ComponentMove::Nim { heap, to }) => {
                let size = heaps.get(*heap).cloned().unwrap_or(Natural::ZERO);
                format!("{heap} {}", size.checked_sub(to).unwrap_or(Natural::ZERO))
            }
            (_, ComponentMove::Take { take, .. }) => take.to_string(),
            (Some(Component::Wythoff(a, b)), ComponentMove::Wythoff { to: [x, y] }) => {
                let (side, take) = wythoff_side(a, b, x, y);
                format!("{side} {take}")
            }
            (_, ComponentMove::Octal { take, leaves }) if leaves.len() <= 1 => take.to_string(),
            (_, ComponentMove::Octal { take, leaves }) => {
                let parts: Vec<String> = leaves.iter().map(u64::to_string).collect();
                format!("{take} {}", parts.join(" "))
            }
            (_, kind) => kind.to_string(),
        };
        format!("{prefix}{body}")
    }

    /// `mv` in words, such as "take 2 from heap 0 (3 → 1)"; in a sum, prefixed by the game.
    pub fn describe_move(&self, mv: &SumMove) -> String {
        let component = self.components().get(mv.component);
        let words = match (component, &mv.kind) {
            (Some(Component::Nim(heaps)), ComponentMove::Nim { heap, to }) => {
                let size = heaps.get(*heap).cloned().unwrap_or(Natural::ZERO);
                let take = size.checked_sub(to).unwrap_or(Natural::ZERO);
                format!("take {take} from heap {heap} ({size} → {to})")
            }
            (Some(Component::Wythoff(a, b)), ComponentMove::Wythoff { to: [x, y] }) => {
                let (side, take) = wythoff_side(a, b, x, y);
                let heap = match side {
                    "both" => "both heaps",
                    "a" => "heap a",
                    _ => "heap b",
                };
                format!("take {take} from {heap} (({a}, {b}) → ({x}, {y}))")
            }
            (Some(game), ComponentMove::Take { take, to }) => {
                let heap = heap_of(game);
                format!("take {take} ({heap} → {to})")
            }
            (_, ComponentMove::Octal { take, leaves }) => {
                let left = match leaves.as_slice() {
                    [] => "leaving nothing".to_string(),
                    [one] => format!("leaving a heap of {one}"),
                    [init @ .., last] => {
                        let init: Vec<String> = init.iter().map(u64::to_string).collect();
                        format!("leaving heaps of {} and {last}", init.join(", "))
                    }
                };
                format!("take {take}, {left}")
            }
            (_, kind) => kind.to_string(),
        };
        match component {
            Some(game) if self.components().len() > 1 => {
                format!("in game {} ({game}), {words}", mv.component)
            }
            _ => words,
        }
    }

    /// Which component the words name, and the words of the move itself.
    fn split_game<'w>(&self, words: &'w [&'w str]) -> Result<(usize, &'w [&'w str])> {
        let count = self.components().len();
        if let [game, ":", body @ ..] = words {
            let index = game.parse::<usize>().map_err(|_| {
                illegal(format!(
                    "'{game}' before ':' is not a game number: {}",
                    game_range(count)
                ))
            })?;
            if index >= count {
                return Err(illegal(format!(
                    "there is no game {index}: {}",
                    game_range(count)
                )));
            }
            return Ok((index, body));
        }
        if words.contains(&":") {
            return Err(illegal(
                "a game number goes first, before the ':', such as `1: 2`",
            ));
        }
        if count == 1 {
            return Ok((0, words));
        }
        // `take T from G ...`: an octal heap is a game of its own, named by its number.
        if let Some(at) = words.iter().position(|w| *w == "from") {
            let index = words.get(at + 1).and_then(|w| w.parse::<usize>().ok());
            if let Some(index) = index.filter(|&i| i < count) {
                if matches!(self.components()[index], Component::Octal { .. }) {
                    return Ok((index, words));
                }
            }
        }
        Err(illegal(format!(
            "this is a sum of {count} games: start the move with the game's number and a colon, \
             such as `1: 2` ({})",
            game_range(count)
        )))
    }
}

/// Lower case, `→` as `->`, and `:` `->` set apart; commas and parentheses become spaces.
fn normalize(text: &str) -> String {
    let text = text.to_lowercase().replace('→', "->").replace("->", " -> ");
    let mut spaced = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            ':' => spaced.push_str(" : "),
            ',' | '(' | ')' => spaced.push(' '),
            _ => spaced.push(c),
        }
    }
    spaced
}

/// The heap of a one-heap game.
fn heap_of(game: &Component) -> Natural {
    match game {
        Component::Bash { heap, .. } | Component::TakeAway { heap, .. } => heap.clone(),
        Component::Subtraction { heap, .. } => Natural::from(*heap),
        Component::Octal { heap, .. } => Natural::from(*heap),
        _ => Natural::ZERO,
    }
}

/// Which heap a Wythoff move takes from ("a", "b" or "both") and how much.
fn wythoff_side(a: &Natural, b: &Natural, x: &Natural, y: &Natural) -> (&'static str, Natural) {
    let zero = || Natural::ZERO;
    if y == b {
        ("a", a.checked_sub(x).unwrap_or_else(zero))
    } else if x == a {
        ("b", b.checked_sub(y).unwrap_or_else(zero))
    } else {
        ("both", a.checked_sub(x).unwrap_or_else(zero))
    }
}

/// What a move of `game` looks like, for "cannot read" errors.
fn usage(game: &Component) -> &'static str {
    match game {
        Component::Nim(heaps) if heaps.len() == 1 => {
            "a Nim move is `T` (take T tokens) or `0 -> S` (leave S)"
        }
        Component::Nim(_) => {
            "a Nim move is `H T` (take T tokens from heap H) or `H -> S` (leave S in heap H)"
        }
        Component::Wythoff(..) => {
            "a Wythoff move is `a T` or `b T` (take T from heap a or b), `both T` (take T from \
             each) or `-> X Y` (leave heaps X and Y)"
        }
        Component::Octal { .. } => {
            "an octal move is `T` (take T tokens from one end) or `T A B` (take T, leaving heaps \
             A and B)"
        }
        _ => "a move is `T` (take T tokens) or `-> S` (leave S)",
    }
}

fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

fn cannot_read(game: &Component, words: &[&str]) -> crate::error::Error {
    illegal(format!(
        "cannot read '{}': {}",
        words.join(" "),
        usage(game)
    ))
}

fn number(game: &Component, words: &[&str], word: &str) -> Result<Natural> {
    Natural::parse_decimal(word, "number").map_err(|_| cannot_read(game, words))
}

fn small(game: &Component, words: &[&str], word: &str) -> Result<u64> {
    word.parse::<u64>().map_err(|_| cannot_read(game, words))
}

fn parse_body(game: &Component, index: usize, words: &[&str]) -> Result<ComponentMove> {
    match game {
        Component::Nim(heaps) => {
            let heap_index = |word: &str| -> Result<usize> {
                let heap = word
                    .parse::<usize>()
                    .map_err(|_| cannot_read(game, words))?;
                if heap >= heaps.len() {
                    return Err(illegal(format!(
                        "there is no heap {heap}: {game} has heaps 0 to {}",
                        heaps.len() - 1
                    )));
                }
                Ok(heap)
            };
            let (heap, take) = match words {
                [heap, "->", to] => {
                    return Ok(ComponentMove::Nim {
                        heap: heap_index(heap)?,
                        to: number(game, words, to)?,
                    });
                }
                ["->", to] if heaps.len() == 1 => {
                    return Ok(ComponentMove::Nim {
                        heap: 0,
                        to: number(game, words, to)?,
                    });
                }
                ["take", take] | [take] if heaps.len() == 1 => (0, *take),
                ["take", take] | [take] if is_number(take) => {
                    return Err(illegal(format!(
                        "{game} has {} heaps: say which, such as `1 2` (take 2 from heap 1)",
                        heaps.len()
                    )));
                }
                ["take", take, "from", heap] | [heap, take] => (heap_index(heap)?, *take),
                _ => return Err(cannot_read(game, words)),
            };
            let take = number(game, words, take)?;
            let size = &heaps[heap];
            if take.is_zero() {
                return Err(illegal("a move takes at least 1 token"));
            }
            let Some(to) = size.checked_sub(&take) else {
                return Err(illegal(if size.is_zero() {
                    format!("heap {heap} is empty")
                } else {
                    format!("heap {heap} has only {size} tokens")
                }));
            };
            Ok(ComponentMove::Nim { heap, to })
        }
        Component::Bash { .. } | Component::TakeAway { .. } | Component::Subtraction { .. } => {
            let heap = heap_of(game);
            let take = match words {
                ["->", to] => {
                    let to = number(game, words, to)?;
                    heap.checked_sub(&to)
                        .filter(|t| !t.is_zero())
                        .ok_or_else(|| {
                            illegal(format!(
                                "the heap has {heap} tokens: a move leaves fewer, not {to}"
                            ))
                        })?
                }
                ["take", take] | [take] => number(game, words, take)?,
                _ => return Err(cannot_read(game, words)),
            };
            if let Component::Subtraction { .. } = game {
                // The set's own message ("allows taking 1, 3 or 4") comes from `check`.
            } else {
                check_take(game, &take, &max_take(game))?;
            }
            let to = heap.checked_sub(&take).unwrap_or(Natural::ZERO);
            Ok(ComponentMove::Take { take, to })
        }
        Component::Wythoff(a, b) => {
            let (side, take) = match words {
                ["->", x, y] => {
                    return Ok(ComponentMove::Wythoff {
                        to: [number(game, words, x)?, number(game, words, y)?],
                    });
                }
                [side, take] | ["take", take, "from", side]
                    if matches!(*side, "a" | "b" | "both") =>
                {
                    (*side, number(game, words, take)?)
                }
                _ => return Err(cannot_read(game, words)),
            };
            if take.is_zero() {
                return Err(illegal("a move takes at least 1 token"));
            }
            let (x, y) = match side {
                "a" => (a.checked_sub(&take), Some(b.clone())),
                "b" => (Some(a.clone()), b.checked_sub(&take)),
                _ => (a.checked_sub(&take), b.checked_sub(&take)),
            };
            match (x, y) {
                (Some(x), Some(y)) => Ok(ComponentMove::Wythoff { to: [x, y] }),
                _ => Err(illegal(match side {
                    "a" => format!("heap a has only {a} tokens"),
                    "b" => format!("heap b has only {b} tokens"),
                    _ => format!(
                        "taking from both heaps takes the same from each: at most {}, the \
                         smaller heap",
                        a.min(b)
                    ),
                })),
            }
        }
        Component::Octal { heap, .. } => {
            let mut rest = words;
            if let ["take", after @ ..] = rest {
                rest = after;
            }
            let [take, after @ ..] = rest else {
                return Err(cannot_read(game, words));
            };
            let take = small(game, words, take)?;
            rest = after;
            if let ["from", named, after @ ..] = rest {
                let named = small(game, words, named)?;
                if named != index as u64 {
                    return Err(illegal(format!(
                        "`from {named}` names another game than {index}: write `take T from \
                         {index}`, or put the game's number first, such as `{named}: {take}`"
                    )));
                }
                rest = after;
            }
            let explicit = matches!(rest.first(), Some(&"leaving"));
            if explicit {
                rest = &rest[1..];
            }
            let mut leaves = Vec::new();
            for word in rest.iter().filter(|w| **w != "nothing" && **w != "and") {
                let leaf = small(game, words, word)?;
                if leaf > 0 {
                    leaves.push(leaf);
                }
            }
            if leaves.len() > 3 {
                return Err(illegal("a move leaves at most three heaps"));
            }
            leaves.sort_unstable();
            if !explicit && rest.is_empty() {
                // From one end of the row: leave one heap, or nothing.
                if take < *heap {
                    leaves.push(heap - take);
                }
                let kind = ComponentMove::Octal { take, leaves };
                if let Err(error) = check(game, &kind) {
                    let example = match heap.saturating_sub(take) {
                        rest if rest >= 2 => format!(
                            "; to split, name the heaps left, such as `{take} 1 {}`",
                            rest - 1
                        ),
                        _ => String::new(),
                    };
                    return Err(illegal(format!("{}{example}", error.message())));
                }
                return Ok(kind);
            }
            Ok(ComponentMove::Octal { take, leaves })
        }
    }
}
