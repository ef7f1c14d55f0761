//! What the one-heap games (Bash, take-away, subtraction) share in play: a move is a take, typed
//! `T`, `take T` or `-> S`, and refused with the game's own reason.

use super::TakeMove;
use crate::error::{Error, Result, quote};
use crate::num::Natural;
use crate::text::{Msg, msg};

/// "1 token", "7 tokens": a count of tokens in words.
pub(crate) fn tokens(count: &Natural) -> Msg {
    msg!("error-games-tokens", count = count)
}

/// "heap size": what a heap's argument is called in an error.
pub(crate) fn heap_size() -> Msg {
    msg!("error-games-heap-size")
}

/// How a take is typed, for "cannot read" errors.
fn take_usage() -> Msg {
    msg!("error-games-take-usage")
}

/// Reads the take that `words` ask of a heap of `heap`: `T`, `take T` or `-> S`.
pub(super) fn parse_take(heap: &Natural, words: &[&str]) -> Result<Natural> {
    match words {
        ["->", to] => {
            let to = number(to, words, take_usage)?;
            heap.checked_sub(&to)
                .filter(|t| !t.is_zero())
                .ok_or_else(|| {
                    Error::illegal_move(msg!(
                        "error-games-leave-fewer",
                        tokens = tokens(heap),
                        to = &to
                    ))
                })
        }
        ["take", take] | [take] => number(take, words, take_usage),
        _ => Err(cannot_read(words, take_usage())),
    }
}

/// A number typed in a move (`usage` says how moves are typed, for the error).
pub(super) fn number(word: &str, words: &[&str], usage: fn() -> Msg) -> Result<Natural> {
    Natural::parse_decimal(word, msg!("error-games-number"))
        .map_err(|_| cannot_read(words, usage()))
}

/// A small number typed in a move.
pub(super) fn small(word: &str, words: &[&str], usage: fn() -> Msg) -> Result<u64> {
    word.parse::<u64>().map_err(|_| cannot_read(words, usage()))
}

/// "cannot read 'X': how moves are typed".
pub(super) fn cannot_read(words: &[&str], usage: Msg) -> Error {
    Error::illegal_move(msg!(
        "error-games-cannot-read",
        words = quote(&words.join(" ")),
        usage = usage
    ))
}

/// A take of 1 to `most` from a heap of `heap`; `rule` gives the game's reason when the take is
/// more than the rules allow now (but not more than the heap).
pub(super) fn check_take(
    heap: &Natural,
    take: &Natural,
    most: &Natural,
    rule: impl FnOnce() -> Msg,
) -> Result<()> {
    if take.is_zero() {
        return Err(take_nothing());
    }
    if take <= most {
        return Ok(());
    }
    if take > heap {
        return Err(Error::illegal_move(if heap.is_zero() {
            msg!("error-games-heap-empty")
        } else {
            msg!("error-games-heap-has-only", tokens = tokens(heap))
        }));
    }
    Err(Error::illegal_move(rule()))
}

/// "one heap, two heaps": messages in a list, with the language's commas.
pub(crate) fn comma_list(mut items: Vec<Msg>) -> Msg {
    match items.len() {
        0 => msg!("error-text", text = ""),
        1 => items.remove(0),
        _ => {
            let first = items.remove(0);
            msg!("error-games-comma", first = first, rest = comma_list(items))
        }
    }
}

/// "a move takes at least 1 token".
pub(super) fn take_nothing() -> Error {
    Error::illegal_move(msg!("error-games-take-nothing"))
}

/// Checks that `mv` takes `mv.take` from `heap` and leaves `mv.to`.
pub(super) fn check_leaves(heap: &Natural, mv: &TakeMove) -> Result<()> {
    let left = heap.checked_sub(&mv.take);
    if left.as_ref() != Some(&mv.to) {
        return Err(Error::illegal_move(msg!(
            "error-games-take-leaves",
            take = &mv.take,
            heap = heap,
            left = left.unwrap_or(Natural::ZERO),
            to = &mv.to
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
        msg!("error-games-too-many-moves", game = game, limit = limit),
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
    what: fn() -> Msg,
    none: Msg,
    usage: &Msg,
) -> Result<Vec<Natural>> {
    call.shape(call.len(), &[], usage)?;
    if call.is_empty() {
        return Err(call.error_at_close(msg!("error-games-none", none = none, usage = usage)));
    }
    (0..call.len())
        .map(|i| call.atom(i, usage)?.natural(what()))
        .collect()
}
