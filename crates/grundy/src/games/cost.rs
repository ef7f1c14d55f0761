//! What a game's part of an answer costs, in steps of about a nanosecond of one core: the unit
//! of [`Summand::cost`](super::Summand::cost), which the report's weight adds up to decide
//! whether a question is light (calibrated on the release build: docs/BENCHMARKS.md, "What a
//! light request costs"). Each game says its own cost with these helpers; the estimates err
//! towards dear.

use std::borrow::Borrow;

use crate::num::Natural;

/// The most steps a light question may take: about a millisecond.
pub const LIGHT_STEPS: u64 = 1_000_000;
/// The most digits the numbers of a light closed form may have, in all.
pub const LIGHT_DIGITS: u64 = 2_000;
/// A closed form's cost a decimal digit (a few products of big integers over all of them).
pub const DIGIT_STEPS: u64 = LIGHT_STEPS / LIGHT_DIGITS;
/// What one number of a part costs besides its digits (its heap, its value, its move).
pub const NUMBER_STEPS: u64 = 500;
/// The cost of a part with no bound before computing (a table beyond its limit, a search).
pub const UNBOUNDED: u64 = u64::MAX;

/// A closed form over `numbers`: a little for each, and its digits.
///
/// ```
/// use grundy::games::cost::{NUMBER_STEPS, closed_form};
/// use grundy::num::Natural;
///
/// let small = closed_form([Natural::from(5u64)]);
/// let big = closed_form([Natural::from(u64::MAX)]);
/// assert!(small >= NUMBER_STEPS && big > small);
/// ```
pub fn closed_form<N: Borrow<Natural>>(numbers: impl IntoIterator<Item = N>) -> u64 {
    numbers.into_iter().fold(0u64, |sum, n| {
        // About 10 bits a 3 decimal digits.
        let digits = (n.borrow().bit_len() as u64) * 3 / 10 + 1;
        sum.saturating_add(NUMBER_STEPS)
            .saturating_add(digits.saturating_mul(DIGIT_STEPS))
    })
}

/// `count` steps of `each`, for a table of `count` cells over a number that must fit a word
/// (`None` when it does not: [`UNBOUNDED`]).
pub fn table(count: Option<u64>, each: u64) -> u64 {
    count.map_or(UNBOUNDED, |count| count.saturating_mul(each))
}
