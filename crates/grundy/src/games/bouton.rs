//! Bouton's misère rule on heap *values*, shared by the games whose misère play follows it
//! (docs/THEORY.md § 4.3): a position is a misère P-position iff some value is 2 or more and
//! their XOR is 0, or every value is at most 1 and an odd number of them are 1.

use crate::num::Natural;

/// What decides Bouton's misère rule for a list of heap values: their XOR, how many are 1, and
/// how many are 2 or more.
///
/// ```
/// use grundy::Natural;
/// use grundy::games::MisereTally;
///
/// let values = [1u64, 1, 1].map(Natural::from);
/// assert!(MisereTally::of(&values).is_p()); // three heaps of 1: the mover takes the last
/// let values = [2u64, 3].map(Natural::from);
/// assert!(!MisereTally::of(&values).is_p());
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereTally {
    /// The XOR of the values.
    pub xor: Natural,
    /// How many values are 1.
    pub ones: usize,
    /// How many values are 2 or more.
    pub large: usize,
}

impl Default for MisereTally {
    /// The tally of no value (a misère N-position: the player to move has no move and wins).
    fn default() -> MisereTally {
        MisereTally {
            xor: Natural::ZERO,
            ones: 0,
            large: 0,
        }
    }
}

impl MisereTally {
    /// The tally of `values`.
    pub fn of<'a>(values: impl IntoIterator<Item = &'a Natural>) -> MisereTally {
        values
            .into_iter()
            .fold(MisereTally::default(), |tally, value| tally.with(value))
    }

    /// This tally with one more value.
    pub fn with(&self, value: &Natural) -> MisereTally {
        let (ones, large) = MisereTally::counts(value);
        MisereTally {
            xor: &self.xor ^ value,
            ones: self.ones + ones,
            large: self.large + large,
        }
    }

    /// This tally without `value`, which must be one of its values.
    pub fn without(&self, value: &Natural) -> MisereTally {
        let (ones, large) = MisereTally::counts(value);
        MisereTally {
            xor: &self.xor ^ value,
            ones: self.ones.saturating_sub(ones),
            large: self.large.saturating_sub(large),
        }
    }

    /// Whether the values make a misère P-position (the player to move loses).
    pub fn is_p(&self) -> bool {
        if self.large == 0 {
            self.ones % 2 == 1
        } else {
            self.xor.is_zero()
        }
    }

    /// (1, 0) for a value of 1, (0, 1) for 2 or more, (0, 0) for 0.
    fn counts(value: &Natural) -> (usize, usize) {
        match value.to_u64() {
            Some(0) => (0, 0),
            Some(1) => (1, 0),
            _ => (0, 1),
        }
    }
}
