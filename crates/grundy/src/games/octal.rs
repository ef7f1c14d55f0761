//! Octal and hexadecimal games (take-and-break), code d0.d1d2…: removing i tokens from one
//! heap may leave nothing (bit 1 of d_i), one non-empty heap (bit 2), two non-empty heaps
//! (bit 4), or, in hexadecimal codes, three non-empty heaps (bit 8). d0 concerns removing
//! nothing: only splitting (bit 4 or 8) makes sense there.
//!
//! Notation. Each digit is one hexadecimal digit 0-9, a-f (either case); a code with every
//! digit at most 7 is an ordinary octal code, and a digit 8-f (or an optional `0x` prefix,
//! which changes nothing else) marks a hexadecimal code: `0.77`, `4.07`, `0.8`, `4.f7`,
//! `0x0.6`. Trailing zeros are dropped; `Display` writes the digits in lower case without the
//! prefix, and reads back as the same code.
//!
//! The Grundy sequence g(0..=N) (see [`OctalCode::sequence`]) is computed by the fastest exact
//! method that applies (`octal::engine`): O(t) per heap without splits; sparse space with a
//! mask chosen automatically for games that split in two (`octal::sparse`); plain mex where no
//! mask works; pair-value bitsets for three-heap moves. The Guy–Smith test (`octal::period`)
//! runs at checkpoints, so a periodic game stops early with a proof and the least period and
//! preperiod.

mod engine;
mod heap;
mod heap_game;
mod period;
mod rules;
mod runs;
mod sequence;
mod sparse;
#[cfg(test)]
mod tests;

use std::fmt;
use std::str::FromStr;

use crate::engine::Game;
use crate::error::{Error, Result};

pub(crate) use heap::partitions_up_to;
pub use heap::{
    OCTAL_MOVE_WORK_LIMIT, OCTAL_PERIOD_REACH, OCTAL_WINNING_MOVE_LIMIT, OctalHeap, OctalMove,
};
pub use heap_game::HeapGame;
pub(crate) use rules::Rules;
pub use runs::MoveRun;
pub(crate) use runs::{HeapValues, listed, runs_where};
pub(crate) use sequence::SPARSE_FRACTION;
pub use sequence::{
    MASK_SAMPLE, OCTAL_PLAIN_LIMIT, OCTAL_SEQUENCE_LIMIT, OCTAL_THREE_HEAP_LIMIT, Period, Sequence,
    SequenceMethod, SequenceRun,
};

use rules::{LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO};

/// An octal or hexadecimal game code d0.d1d2…
///
/// ```
/// use grundy::games::octal::OctalCode;
///
/// let kayles: OctalCode = "kayles".parse()?; // 0.77
/// assert_eq!(kayles.to_string(), "0.77");
/// let sequence = kayles.sequence(200)?;
/// let period = sequence.period().unwrap(); // proven by the Guy–Smith test
/// assert_eq!((period.preperiod, period.period), (71, 12));
/// // From a heap of 3: take 1 or 2 pins from an end or the middle.
/// assert_eq!(
///     kayles.moves(3),
///     [(1, vec![2]), (1, vec![1, 1]), (2, vec![1])]
/// );
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    digits: Vec<u8>,
}

/// Famous octal games by name.
pub const NAMED_GAMES: [(&str, &str); 4] = [
    ("kayles", "0.77"),
    ("dawsons", "0.07"),
    ("officers", "0.6"),
    ("treblecross", "0.007"),
];

impl OctalCode {
    /// What computing g(0..=to) by plain mex costs, in [cost steps](crate::games::cost)
    /// (measured 2–5 ns an option): the options looked at are n for a digit that leaves one
    /// heap, n/2 for two, n²/12 for three, summed over n; saturating.
    pub fn mex_steps(&self, to: u64) -> u64 {
        /// An option looked at, in cost steps.
        const OPTION_STEPS: u64 = 4;
        let (mut linear, mut squared, mut cubed) = (0u64, 0u64, 0u64);
        for &digit in self.digits() {
            linear += u64::from(digit & 3 != 0);
            squared += u64::from(digit & 4 != 0);
            cubed += u64::from(digit & 8 != 0);
        }
        let n = to.saturating_add(1);
        let n2 = n.saturating_mul(n);
        linear
            .saturating_mul(n)
            .saturating_add(squared.saturating_mul(n2 / 4))
            .saturating_add(cubed.saturating_mul(n2.saturating_mul(n) / 36))
            .saturating_mul(OPTION_STEPS)
    }

    /// The digits d0, d1, … (trailing zeros removed), each 0..=15.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The largest number of tokens one move may remove (t, the last non-zero digit's index).
    pub fn max_removal(&self) -> usize {
        self.digits.len().saturating_sub(1)
    }

    /// Whether some move may leave three heaps (a digit with bit 8: a hexadecimal code).
    pub fn is_hexadecimal(&self) -> bool {
        self.digits.iter().any(|d| d & LEAVE_THREE != 0)
    }

    pub(crate) fn rules(&self) -> Rules {
        Rules::code(&self.digits)
    }

    /// g(0), …, g(to) (see [`OctalCode::sequence`] for the method and the limits).
    pub fn grundy_sequence(&self, to: u64) -> Result<Vec<u32>> {
        Ok(self.sequence(to)?.to_vec())
    }

    /// g(0), …, g(to), with the least period and preperiod when the Guy–Smith test proves them
    /// within `to` (the computation then stops, and the rest follows from the period).
    ///
    /// Limits: `to` ≤ [`OCTAL_SEQUENCE_LIMIT`]; for games that split heaps and have no sparse
    /// space, values beyond [`OCTAL_PLAIN_LIMIT`] (beyond [`OCTAL_THREE_HEAP_LIMIT`] for moves
    /// that leave three heaps) only when a period is proven within it. Otherwise
    /// [`ErrorKind::TooLarge`](crate::ErrorKind::TooLarge), naming the limit.
    pub fn sequence(&self, to: u64) -> Result<Sequence> {
        self.sequence_run(to)?.finish()
    }

    /// The computation of [`OctalCode::sequence`], to be advanced step by step (progress).
    pub fn sequence_run(&self, to: u64) -> Result<SequenceRun> {
        SequenceRun::start(self.rules(), &self.to_string(), to, true)
    }

    /// Continues the computation that [`SequenceRun::save`] saved for this game and `to`.
    pub fn restore_run(&self, to: u64, bytes: &[u8]) -> Result<SequenceRun> {
        SequenceRun::restore(self.rules(), &self.to_string(), to, true, bytes)
    }

    /// g(0), …, g(to) by plain mex over every option, without the periodicity test: the
    /// reference method (O(n) per heap for games that split), limited to
    /// [`OCTAL_PLAIN_LIMIT`]. Moves that leave three heaps use the pair-value bitsets.
    pub fn grundy_sequence_plain(&self, to: u64) -> Result<Vec<u32>> {
        let limit = if self.is_hexadecimal() {
            OCTAL_THREE_HEAP_LIMIT
        } else {
            OCTAL_PLAIN_LIMIT
        };
        if to > limit {
            return Err(Error::too_large(
                "octal_plain_heap",
                limit,
                Some(crate::Natural::from(to)),
                crate::text::msg!(
                    "error-octal-plain-limit",
                    game = self,
                    limit = limit,
                    n = to
                ),
            ));
        }
        let method = if self.is_hexadecimal() {
            engine::Method::ThreeHeap
        } else {
            engine::Method::Plain
        };
        let mut engine = engine::Engine::new(self.rules(), method);
        while (engine.len() as u64) <= to {
            engine.step()?;
        }
        Ok(engine.values)
    }

    /// Every move from one heap of `heap` tokens: (tokens removed, the heaps left, ascending).
    /// There are about n/2 per digit, and n²/12 more for a digit that leaves three heaps; see
    /// [`OctalCode::for_each_move`] to look at them without keeping them.
    pub fn moves(&self, heap: u64) -> Vec<(u64, Vec<u64>)> {
        let mut moves = Vec::new();
        self.for_each_move(heap, |take, leaves| {
            moves.push((take, leaves.to_vec()));
            std::ops::ControlFlow::Continue(())
        });
        moves
    }

    /// An upper bound on the number of moves from a heap of `heap`, without listing them.
    pub fn move_count_bound(&self, heap: u64) -> u128 {
        let n = u128::from(heap);
        let three = if self.is_hexadecimal() {
            n * n / 12 + 1
        } else {
            0
        };
        self.digits.len() as u128 * (2 + n / 2 + three)
    }

    /// An upper bound on the options of any position a heap of `heap` can reach (saturating):
    /// its heaps hold `heap` tokens in all, and only heaps of different sizes give different
    /// options, of which there are k with k(k+1)/2 ≤ `heap`; so [`OctalCode::move_count_bound`]
    /// summed over k heaps of `heap` tokens in all.
    pub(crate) fn options_bound(&self, heap: u64) -> u64 {
        let n = u128::from(heap);
        let sizes = (2 * n).isqrt();
        let three = if self.is_hexadecimal() {
            n * n / 12 + sizes
        } else {
            0
        };
        let bound = self.digits.len() as u128 * (2 * sizes + n / 2 + three);
        u64::try_from(bound).unwrap_or(u64::MAX)
    }

    /// Calls `visit` with each move from one heap of `heap` tokens (tokens removed, the heaps
    /// left, ascending), in the order of [`OctalCode::moves`], until it breaks; nothing is kept.
    pub fn for_each_move(
        &self,
        heap: u64,
        mut visit: impl FnMut(u64, &[u64]) -> std::ops::ControlFlow<()>,
    ) {
        for (take, &digit) in self.digits.iter().enumerate() {
            let take = take as u64;
            let Some(rest) = heap.checked_sub(take) else {
                break;
            };
            if digit & LEAVE_NONE != 0 && rest == 0 && take > 0 && visit(take, &[]).is_break() {
                return;
            }
            if digit & LEAVE_ONE != 0 && rest >= 1 && take > 0 && visit(take, &[rest]).is_break() {
                return;
            }
            if digit & LEAVE_TWO != 0 && rest >= 2 {
                for a in 1..=rest / 2 {
                    if visit(take, &[a, rest - a]).is_break() {
                        return;
                    }
                }
            }
            if digit & LEAVE_THREE != 0 && rest >= 3 {
                for a in 1..=rest / 3 {
                    for b in a..=(rest - a) / 2 {
                        if visit(take, &[a, b, rest - a - b]).is_break() {
                            return;
                        }
                    }
                }
            }
        }
    }
}

impl FromStr for OctalCode {
    type Err = Error;

    /// Reads `0.07`, `4.07`, `.6`, hexadecimal `0.8`, `4.F7`, `0x0.6`, or a name from
    /// [`NAMED_GAMES`].
    fn from_str(text: &str) -> Result<OctalCode> {
        let trimmed = text.trim();
        let code = NAMED_GAMES
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(trimmed))
            .map_or(trimmed, |(_, code)| *code);
        let invalid = |why: Option<crate::text::Msg>| {
            let code = crate::error::quote(text);
            Error::invalid(match why {
                Some(why) => crate::text::msg!("error-octal-invalid-why", code = code, why = why),
                None => crate::text::msg!("error-octal-invalid", code = code),
            })
        };
        let why = |msg: crate::text::Msg| invalid(Some(msg));
        let body = code
            .strip_prefix("0x")
            .or_else(|| code.strip_prefix("0X"))
            .unwrap_or(code);
        let (whole, fraction) = body
            .split_once('.')
            .ok_or_else(|| why(crate::text::msg!("error-octal-no-dot")))?;
        let hex = |c: char| c.to_digit(16).map(|d| d as u8);
        let d0 = match whole.chars().collect::<Vec<_>>()[..] {
            [] => 0,
            [c] => hex(c).ok_or_else(|| invalid(None))?,
            _ => return Err(why(crate::text::msg!("error-octal-d0-one-digit"))),
        };
        let mut digits = vec![d0];
        for c in fraction.chars() {
            digits.push(hex(c).ok_or_else(|| {
                why(crate::text::msg!(
                    "error-octal-not-a-digit",
                    digit = c.escape_debug()
                ))
            })?);
        }
        if d0 & (LEAVE_NONE | LEAVE_ONE) != 0 {
            // Removing nothing and leaving the heap as it was is not a move.
            return Err(why(crate::text::msg!("error-octal-d0-splits")));
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.iter().all(|&d| d == 0) {
            return Err(why(crate::text::msg!("error-octal-all-zero")));
        }
        Ok(OctalCode { digits })
    }
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:x}.", self.digits[0])?;
        for d in &self.digits[1..] {
            write!(f, "{d:x}")?;
        }
        if self.digits.len() == 1 {
            write!(f, "0")?;
        }
        Ok(())
    }
}

/// The game's rules for exhaustive search: a position is a sorted list of heaps.
impl Game for OctalCode {
    type Position = Vec<u64>;

    fn options(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (index, &n) in heaps.iter().enumerate() {
            if index > 0 && heaps[index - 1] == n {
                continue; // equal heaps give equal options
            }
            for (_, parts) in self.moves(n) {
                let mut next: Vec<u64> = heaps.clone();
                next.remove(index);
                next.extend(parts);
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}
