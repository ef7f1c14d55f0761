//! Nimbers (Grundy values) and the minimum excludant.

use std::fmt;
use std::ops::{Add, AddAssign};

/// A nimber `*n`: the value of an impartial game. Addition is XOR (the Sprague–Grundy theorem:
/// the value of a sum of games is the nim-sum of the values).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nimber(pub u64);

impl Nimber {
    /// `*0`, the value of every P-position.
    pub const ZERO: Nimber = Nimber(0);

    /// The value as an integer.
    pub fn value(self) -> u64 {
        self.0
    }
}

// Nimber addition *is* XOR (the nim-sum); clippy's warning about `^` in `Add` does not apply.
#[allow(clippy::suspicious_arithmetic_impl)]
impl Add for Nimber {
    type Output = Nimber;
    fn add(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

#[allow(clippy::suspicious_op_assign_impl)]
impl AddAssign for Nimber {
    fn add_assign(&mut self, other: Nimber) {
        self.0 ^= other.0;
    }
}

impl std::iter::Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, Add::add)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "*{}", self.0)
    }
}

/// The minimum excludant: the least non-negative integer not among `values`.
///
/// Runs in O(len) time: only values below `len` can matter.
pub fn mex(values: impl IntoIterator<Item = Nimber>) -> Nimber {
    let values: Vec<Nimber> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for v in &values {
        if let Some(slot) = usize::try_from(v.0).ok().and_then(|i| seen.get_mut(i)) {
            *slot = true;
        }
    }
    let least = seen.iter().position(|&s| !s).unwrap_or(values.len());
    Nimber(least as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_of_known_sets() {
        let n = |v: &[u64]| mex(v.iter().map(|&x| Nimber(x)));
        assert_eq!(n(&[]), Nimber(0));
        assert_eq!(n(&[0, 1, 2]), Nimber(3));
        assert_eq!(n(&[1, 2]), Nimber(0));
        assert_eq!(n(&[0, 2, 2, 5]), Nimber(1));
        assert_eq!(n(&[3, 0, 1, u64::MAX]), Nimber(2));
    }

    #[test]
    fn nimber_addition_is_xor() {
        assert_eq!(Nimber(3) + Nimber(5), Nimber(6));
        assert_eq!(
            [Nimber(1), Nimber(2), Nimber(3)]
                .into_iter()
                .sum::<Nimber>(),
            Nimber(0)
        );
        assert_eq!(Nimber(7).to_string(), "*7");
    }
}
