//! A game of the notation with one free heap `n` (`sub(n,{1,3,4})`, `kayles(n)`,
//! `bash(n,max=3)`), tabulated by the native engines rather than a script.
//!
//! Subtraction games and octal games have sequence engines of their own, and theorems that
//! prove a period from finitely many values: a finite subtraction set's values repeat for ever
//! once max(S) consecutive values repeat (the window decides what follows), and an octal game's
//! by the Guy–Smith test (docs/THEORY.md § 8.2). These two are computed to
//! max(N, [`PROOF_REACH`]) so a period short of N's reach is still proven; any other game of
//! the notation is evaluated heap by heap (its own closed form or search).

use crate::error::{Error, Result};
use crate::expr::Expr;
use crate::games::{Component, ImpartialGame};
use crate::text::msg;

/// How far the native engines compute beyond N, at least, to find a proof of a period.
pub const PROOF_REACH: u64 = 4096;

/// What proves a period of a built-in game's values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theorem {
    /// A finite subtraction set of largest element `max`: a period holds for ever once the
    /// values g(n0..B + p) repeat with B as [`crate::certificate::bound`] gives for t = `max`,
    /// k = 1.
    SubtractionWindow {
        /// max(S).
        max: u64,
    },
    /// An octal game whose period the Guy–Smith test proved.
    GuySmith {
        /// The least preperiod.
        preperiod: u64,
        /// The least period.
        period: u64,
        /// The last value the proof needs.
        needs: u64,
    },
}

/// A built-in game's values, computed natively.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NativeTable {
    /// g(0), …, g(R) with R ≥ N (R beyond N where a proof was looked for).
    pub values: Vec<u32>,
    /// What proves a period, when the game has such a theorem.
    pub theorem: Option<Theorem>,
}

/// `expr` with every identifier `n` replaced by the number `heap`; an error when there is none.
pub fn substitute(expr: &str, heap: u64) -> Result<String> {
    let mut out = String::with_capacity(expr.len() + 8);
    let mut found = false;
    let mut chars = expr.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if c.is_ascii_alphabetic() || c == '_' {
            let mut end = start + c.len_utf8();
            while let Some(&(i, d)) = chars.peek() {
                if d.is_ascii_alphanumeric() || d == '_' {
                    end = i + d.len_utf8();
                    chars.next();
                } else {
                    break;
                }
            }
            let word = &expr[start..end];
            if word == "n" {
                found = true;
                out.push_str(&heap.to_string());
            } else {
                out.push_str(word);
            }
        } else {
            out.push(c);
        }
    }
    if !found {
        return Err(Error::invalid(msg!(
            "error-pattern-no-free-heap",
            expr = crate::error::quote(expr)
        )));
    }
    Ok(out)
}

/// The game of `expr` at heap `heap`: exactly one component.
fn game_at(expr: &str, heap: u64) -> Result<Component> {
    let parsed: Expr = substitute(expr, heap)?.parse()?;
    match parsed.components() {
        [one] => Ok(one.clone()),
        _ => Err(Error::invalid(msg!(
            "error-pattern-one-game",
            expr = crate::error::quote(expr)
        ))),
    }
}

/// g(0..=`to`) of the game `expr` with free heap `n`, by the native engines (see the
/// [module](self)).
pub fn tabulate_expr(expr: &str, to: u64) -> Result<NativeTable> {
    super::check_to(to, super::PATTERN_HEAP_LIMIT, "pattern_heaps")?;
    match game_at(expr, 0)? {
        Component::Subtraction(game) => {
            let set = game.set();
            let reach = to.max(PROOF_REACH).max(set.max().saturating_mul(4));
            let reach = reach.min(super::PATTERN_HEAP_LIMIT.max(to));
            Ok(NativeTable {
                values: set.grundy_sequence(reach)?,
                theorem: Some(Theorem::SubtractionWindow { max: set.max() }),
            })
        }
        Component::Octal(game) => {
            let reach = to.max(PROOF_REACH);
            let sequence = game.code().sequence(reach)?;
            let theorem = sequence.period().map(|period| Theorem::GuySmith {
                preperiod: period.preperiod,
                period: period.period,
                needs: period.proof_needs,
            });
            let known = match theorem {
                Some(_) => reach,
                None => sequence.computed().len() as u64 - 1,
            };
            let values = (0..=known.max(to))
                .map(|n| sequence.value(n).unwrap_or(0))
                .collect();
            Ok(NativeTable { values, theorem })
        }
        _ => {
            let mut values = Vec::with_capacity(to as usize + 1);
            for heap in 0..=to {
                if heap.is_multiple_of(256) {
                    crate::interrupt::check()?;
                }
                let game = game_at(expr, heap)?;
                let value = game.grundy()?;
                let value = value
                    .to_u64()
                    .and_then(|v| u32::try_from(v).ok())
                    .ok_or_else(|| {
                        Error::too_large(
                            "pattern_value",
                            u32::MAX as u64,
                            Some(value.clone()),
                            msg!("error-pattern-value-large", heap = heap),
                        )
                    })?;
                values.push(value);
            }
            Ok(NativeTable {
                values,
                theorem: None,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn substitute_replaces_the_free_heap_only() {
        assert_eq!(substitute("bash(n,max=3)", 7).unwrap(), "bash(7,max=3)");
        assert_eq!(substitute("nim(n, n)", 2).unwrap(), "nim(2, 2)");
        assert!(substitute("kayles(9)", 2).is_err());
    }

    #[test]
    fn native_tables_are_the_engines_values() {
        let table = tabulate_expr("sub(n,{1,3,4})", 9).unwrap();
        assert_eq!(&table.values[..10], [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
        let table = tabulate_expr("kayles(n)", 10).unwrap();
        assert_eq!(&table.values[..11], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2]);
        assert!(matches!(
            table.theorem,
            Some(Theorem::GuySmith {
                preperiod: 71,
                period: 12,
                ..
            })
        ));
        let table = tabulate_expr("bash(n,max=3)", 8).unwrap();
        assert_eq!(table.values, [0, 1, 2, 3, 0, 1, 2, 3, 0]);
        assert!(tabulate_expr("nim(n) + nim(3)", 8).is_err());
    }
}
