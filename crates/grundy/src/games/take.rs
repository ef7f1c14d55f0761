//! What the one-heap games (Bash, take-away, subtraction) share in play: a move is a take, typed
//! `T`, `take T` or `-> S`, and refused with the game's own reason.

use super::TakeMove;
use crate::error::{Error, Result};
use crate::num::Natural;

/// "1 token", "7 tokens": a count of tokens in words.
pub(crate) fn tokens(count: &Natural) -> String {
    if *count == Natural::ONE {
        "1 token".to_string()
    } else {
        format!("{count} tokens")
    }
}

/// How a take is typed, for "cannot read" errors.
pub(super) const TAKE_USAGE: &str = "a move is `T` (take T tokens) or `-> S` (leave S)";

/// Reads the take that `words` ask of a heap of `heap`: `T`, `take T` or `-> S`.
pub(super) fn parse_take(heap: &Natural, words: &[&str]) -> Result<Natural> {
    match words {
        ["->", to] => {
            let to = number(to, words, TAKE_USAGE)?;
            heap.checked_sub(&to)
                .filter(|t| !t.is_zero())
                .ok_or_else(|| {
                    Error::illegal_move(format!(
                        "the heap has {}: a move leaves fewer, not {to}",
                        tokens(heap)
                    ))
                })
        }
        ["take", take] | [take] => number(take, words, TAKE_USAGE),
        _ => Err(cannot_read(words, TAKE_USAGE)),
    }
}

/// A number typed in a move.
pub(super) fn number(word: &str, words: &[&str], usage: &str) -> Result<Natural> {
    Natural::parse_decimal(word, "number").map_err(|_| cannot_read(words, usage))
}

/// A small number typed in a move.
pub(super) fn small(word: &str, words: &[&str], usage: &str) -> Result<u64> {
    word.parse::<u64>().map_err(|_| cannot_read(words, usage))
}

/// "cannot read 'X': how moves are typed".
pub(super) fn cannot_read(words: &[&str], usage: &str) -> Error {
    Error::illegal_move(format!(
        "cannot read '{}': {usage}",
        crate::error::quote(&words.join(" "))
    ))
}

/// A take of 1 to `most` from a heap of `heap`; `rule` gives the game's reason when the take is
/// more than the rules allow now (but not more than the heap).
pub(super) fn check_take(
    heap: &Natural,
    take: &Natural,
    most: &Natural,
    rule: impl FnOnce() -> String,
) -> Result<()> {
    if take.is_zero() {
        return Err(Error::illegal_move("a move takes at least 1 token"));
    }
    if take <= most {
        return Ok(());
    }
    if take > heap {
        return Err(Error::illegal_move(if heap.is_zero() {
            "the heap is empty".to_string()
        } else {
            format!("the heap has only {}", tokens(heap))
        }));
    }
    Err(Error::illegal_move(rule()))
}

/// Checks that `mv` takes `mv.take` from `heap` and leaves `mv.to`.
pub(super) fn check_leaves(heap: &Natural, mv: &TakeMove) -> Result<()> {
    let left = heap.checked_sub(&mv.take);
    if left.as_ref() != Some(&mv.to) {
        return Err(Error::illegal_move(format!(
            "taking {} from {heap} leaves {}, not {}",
            mv.take,
            left.unwrap_or(Natural::ZERO),
            mv.to
        )));
    }
    Ok(())
}

/// "take 2 (10 → 8)".
pub(super) fn describe_take(heap: &Natural, mv: &TakeMove) -> crate::text::Msg {
    crate::text::msg!("move-take", take = &mv.take, from = heap, to = &mv.to)
}

/// Every take of 1..=`most` from `heap`, or [`TooLarge`](crate::ErrorKind::TooLarge) if
/// there are more than `limit`.
pub(super) fn every_take(
    heap: &Natural,
    most: &Natural,
    limit: usize,
    game: &dyn std::fmt::Display,
) -> Result<Vec<TakeMove>> {
    let most = most
        .to_u64()
        .filter(|&m| m <= limit as u64)
        .ok_or_else(|| too_many_moves(game, limit))?;
    Ok((1..=most)
        .map(|take| TakeMove::from_heap(heap, Natural::from(take)))
        .collect())
}

/// The error for a position with more legal moves than are listed.
pub(super) fn too_many_moves(game: &dyn std::fmt::Display, limit: usize) -> Error {
    Error::too_large(
        "legal_moves",
        limit as u64,
        None,
        format!("{game} has more than {limit} legal moves, more than are listed"),
    )
}

/// The smallest take of a heap that allows taking up to `most` now.
pub(super) fn smallest_take(heap: &Natural, most: &Natural) -> Option<(Natural, TakeMove)> {
    if most.is_zero() || heap.is_zero() {
        return None;
    }
    Some((Natural::ONE, TakeMove::from_heap(heap, Natural::ONE)))
}

/// Writes `name(n1,n2,...)`: the notation of a game given by a list of numbers.
pub(super) fn write_list<'a>(
    f: &mut std::fmt::Formatter<'_>,
    name: &str,
    numbers: impl IntoIterator<Item = &'a Natural>,
) -> std::fmt::Result {
    write!(f, "{name}(")?;
    for (index, number) in numbers.into_iter().enumerate() {
        if index > 0 {
            f.write_str(",")?;
        }
        write!(f, "{number}")?;
    }
    f.write_str(")")
}

/// Reads the arguments of `name(n1,n2,...)`: at least one number, each a `what`; `none` names
/// what is missing when there is none ("no heap").
pub(super) fn read_list(
    call: &crate::notation::Call<'_>,
    what: &str,
    none: &str,
    usage: &str,
) -> Result<Vec<Natural>> {
    call.shape(call.len(), &[], usage)?;
    if call.is_empty() {
        return Err(call.error_at_close(format!("{none}: expected {usage}")));
    }
    (0..call.len())
        .map(|i| call.atom(i, usage)?.natural(what))
        .collect()
}
