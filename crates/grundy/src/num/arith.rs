//! Arithmetic on [`Natural`]: word-size fast paths, promotion to big integers on overflow.
//!
//! Each operator is written once for references and forwarded to owned operands by a macro.

use std::ops::{Add, BitXor, Div, Mul, Rem};

use super::Natural;
use super::natural::Repr;

impl Natural {
    /// `self - other`, or `None` when `other > self` (naturals have no negatives).
    pub fn checked_sub(&self, other: &Natural) -> Option<Natural> {
        match (self.repr(), other.repr()) {
            (Repr::Word(a), Repr::Word(b)) => a.checked_sub(*b).map(Natural::from),
            _ if self < other => None,
            _ => Some(Natural::from_big(&self.to_big() - &other.to_big())),
        }
    }

    /// `self - other` for `other <= self`, by contract.
    ///
    /// # Panics
    /// When `other > self`; callers establish the order first.
    pub fn sub_or_panic(&self, other: &Natural) -> Natural {
        match self.checked_sub(other) {
            Some(difference) => difference,
            None => panic!("Natural subtraction {self} - {other} would be negative"),
        }
    }
}

fn add(a: &Natural, b: &Natural) -> Natural {
    match (a.repr(), b.repr()) {
        (Repr::Word(x), Repr::Word(y)) => Natural::from(u128::from(*x) + u128::from(*y)),
        _ => Natural::from_big(&a.to_big() + &b.to_big()),
    }
}

fn mul(a: &Natural, b: &Natural) -> Natural {
    match (a.repr(), b.repr()) {
        (Repr::Word(x), Repr::Word(y)) => Natural::from(u128::from(*x) * u128::from(*y)),
        _ => Natural::from_big(&a.to_big() * &b.to_big()),
    }
}

/// # Panics
/// On a zero divisor, like integer `/`; callers divide by periods and moduli they validated.
fn div(a: &Natural, b: &Natural) -> Natural {
    match (a.repr(), b.repr()) {
        (Repr::Word(x), Repr::Word(y)) => Natural::from(x / y),
        (Repr::Word(_), Repr::Big(_)) => Natural::ZERO,
        _ => Natural::from_big(&a.to_big() / &b.to_big()),
    }
}

/// # Panics
/// On a zero divisor, like integer `%`; games validate their moduli (m + 1, r + 1) first.
fn rem(a: &Natural, b: &Natural) -> Natural {
    match (a.repr(), b.repr()) {
        (Repr::Word(x), Repr::Word(y)) => Natural::from(x % y),
        (Repr::Word(_), Repr::Big(_)) => a.clone(),
        _ => Natural::from_big(&a.to_big() % &b.to_big()),
    }
}

fn xor(a: &Natural, b: &Natural) -> Natural {
    match (a.repr(), b.repr()) {
        (Repr::Word(x), Repr::Word(y)) => Natural::from(x ^ y),
        _ => Natural::from_big(&a.to_big() ^ &b.to_big()),
    }
}

macro_rules! forward_binary {
    ($trait:ident, $method:ident, $function:ident) => {
        impl $trait<&Natural> for &Natural {
            type Output = Natural;
            fn $method(self, other: &Natural) -> Natural {
                $function(self, other)
            }
        }
        impl $trait<Natural> for Natural {
            type Output = Natural;
            fn $method(self, other: Natural) -> Natural {
                $function(&self, &other)
            }
        }
        impl $trait<&Natural> for Natural {
            type Output = Natural;
            fn $method(self, other: &Natural) -> Natural {
                $function(&self, other)
            }
        }
        impl $trait<u64> for &Natural {
            type Output = Natural;
            fn $method(self, other: u64) -> Natural {
                $function(self, &Natural::from(other))
            }
        }
    };
}

forward_binary!(Add, add, add);
forward_binary!(Mul, mul, mul);
forward_binary!(Div, div, div);
forward_binary!(Rem, rem, rem);
forward_binary!(BitXor, bitxor, xor);

#[cfg(test)]
mod tests {
    use super::*;

    fn n(text: &str) -> Natural {
        text.parse().unwrap()
    }

    #[test]
    fn word_overflow_promotes_to_big() {
        let max = Natural::from(u64::MAX);
        assert_eq!(&max + 1, n("18446744073709551616"));
        assert_eq!(&max * 2, n("36893488147419103230"));
        assert_eq!(
            n("18446744073709551616").checked_sub(&Natural::from(1u64)),
            Some(max.clone())
        );
    }

    #[test]
    fn all_operand_forms_agree() {
        let (a, b) = (n("123456789012345678901234567890"), n("987654321"));
        assert_eq!(&a % &b, a.clone() % b.clone());
        assert_eq!(&a ^ &b, a.clone() ^ &b);
        assert_eq!((&a % &b).to_big(), &a.to_big() % &b.to_big());
        assert_eq!(b.checked_sub(&a), None);
        assert_eq!(&b % &a, b);
        // Division: (a / b) · b + a mod b = a, and a small number over a big one is 0.
        assert_eq!(&(&(&a / &b) * &b) + &(&a % &b), a);
        assert_eq!((&a / &b).to_big(), &a.to_big() / &b.to_big());
        assert_eq!(&b / &a, Natural::ZERO);
        assert_eq!((&Natural::from(17u64) / 5).to_u64(), Some(3));
    }
}
