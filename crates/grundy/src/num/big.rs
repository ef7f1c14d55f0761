//! The big-integer back end of [`Natural`](super::Natural): dashu-int (MIT/Apache, pure Rust) by
//! default, GMP through `rug` with the `gmp` feature (LGPL-3.0+, the system's libgmp).
//!
//! [`Big`] holds values of at least 2^64 only (smaller ones are words in `Natural`) and offers
//! exactly the operations the crate needs, written once for both back ends: the operators on
//! references, `sqrt`, decimal and byte conversions. Nothing here is public: which crate does
//! the arithmetic is not part of the API, and changes no answer (the tests run on both).

use std::fmt;
use std::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Rem, Sub};

#[cfg(not(feature = "gmp"))]
type Inner = dashu_int::UBig;
#[cfg(feature = "gmp")]
type Inner = rug::Integer;

/// A non-negative integer of any length.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Big(Inner);

impl Big {
    pub(crate) fn from_u128(value: u128) -> Big {
        Big(Inner::from(value))
    }

    pub(crate) fn from_u64(value: u64) -> Big {
        Big(Inner::from(value))
    }

    /// The value of ASCII decimal digits (at least one, checked by the caller).
    pub(crate) fn from_decimal(digits: &str) -> Option<Big> {
        Inner::from_str_radix(digits, 10).ok().map(Big)
    }

    pub(crate) fn from_le_bytes(bytes: &[u8]) -> Big {
        #[cfg(not(feature = "gmp"))]
        return Big(Inner::from_le_bytes(bytes));
        #[cfg(feature = "gmp")]
        return Big(Inner::from_digits(bytes, rug::integer::Order::Lsf));
    }

    /// Little-endian bytes, without trailing zeros.
    pub(crate) fn to_le_bytes(&self) -> Vec<u8> {
        #[cfg(not(feature = "gmp"))]
        return self.0.to_le_bytes().into_vec();
        #[cfg(feature = "gmp")]
        return self.0.to_digits::<u8>(rug::integer::Order::Lsf);
    }

    pub(crate) fn to_u64(&self) -> Option<u64> {
        #[cfg(not(feature = "gmp"))]
        return u64::try_from(&self.0).ok();
        #[cfg(feature = "gmp")]
        return self.0.to_u64();
    }

    pub(crate) fn to_u128(&self) -> Option<u128> {
        #[cfg(not(feature = "gmp"))]
        return u128::try_from(&self.0).ok();
        #[cfg(feature = "gmp")]
        return self.0.to_u128();
    }

    /// The number of bits (0 for zero).
    pub(crate) fn bit_len(&self) -> usize {
        #[cfg(not(feature = "gmp"))]
        return dashu_int::ops::BitTest::bit_len(&self.0);
        #[cfg(feature = "gmp")]
        return self.0.significant_bits() as usize;
    }

    /// ⌊√self⌋.
    pub(crate) fn sqrt(&self) -> Big {
        #[cfg(not(feature = "gmp"))]
        return Big(dashu_int::ops::SquareRoot::sqrt(&self.0));
        #[cfg(feature = "gmp")]
        return Big(Inner::from(self.0.sqrt_ref()));
    }

    /// (⌊√self⌋, self − ⌊√self⌋²).
    pub(crate) fn sqrt_rem(&self) -> (Big, Big) {
        #[cfg(not(feature = "gmp"))]
        let (root, rem) = dashu_int::ops::SquareRootRem::sqrt_rem(&self.0);
        #[cfg(feature = "gmp")]
        let (root, rem) = <(Inner, Inner)>::from(self.0.sqrt_rem_ref());
        (Big(root), Big(rem))
    }

    /// Whether the value is odd.
    pub(crate) fn is_odd(&self) -> bool {
        #[cfg(not(feature = "gmp"))]
        return dashu_int::ops::BitTest::bit(&self.0, 0);
        #[cfg(feature = "gmp")]
        return self.0.is_odd();
    }

    /// ⌊self / 2⌋.
    pub(crate) fn half(&self) -> Big {
        #[cfg(not(feature = "gmp"))]
        return Big(&self.0 >> 1usize);
        #[cfg(feature = "gmp")]
        return Big(Inner::from(&self.0 >> 1u32));
    }

    /// self · 2^bits.
    pub(crate) fn shl(&self, bits: usize) -> Big {
        #[cfg(not(feature = "gmp"))]
        return Big(&self.0 << bits);
        #[cfg(feature = "gmp")]
        return Big(Inner::from(
            &self.0 << u32::try_from(bits).expect("shift beyond 2^32 bits"),
        ));
    }

    /// ⌊self / 2^bits⌋.
    pub(crate) fn shr(&self, bits: usize) -> Big {
        #[cfg(not(feature = "gmp"))]
        return Big(&self.0 >> bits);
        #[cfg(feature = "gmp")]
        return Big(Inner::from(
            &self.0 >> u32::try_from(bits).unwrap_or(u32::MAX),
        ));
    }

    /// Whether bit `index` (from 0, the lowest) is set.
    pub(crate) fn bit(&self, index: usize) -> bool {
        #[cfg(not(feature = "gmp"))]
        return dashu_int::ops::BitTest::bit(&self.0, index);
        #[cfg(feature = "gmp")]
        return u32::try_from(index).is_ok_and(|i| self.0.get_bit(i));
    }

    /// self · m, for a small factor.
    pub(crate) fn times(&self, m: u64) -> Big {
        #[cfg(not(feature = "gmp"))]
        return Big(&self.0 * Inner::from(m));
        #[cfg(feature = "gmp")]
        return Big(Inner::from(&self.0 * m));
    }
}

/// `&a op &b` on both back ends (GMP's operators build an expression that `Inner::from` runs).
macro_rules! big_operator {
    ($trait:ident, $method:ident, $op:tt) => {
        impl $trait<&Big> for &Big {
            type Output = Big;
            fn $method(self, other: &Big) -> Big {
                #[allow(clippy::useless_conversion)] // the identity on dashu
                Big(Inner::from(&self.0 $op &other.0))
            }
        }
    };
}

big_operator!(Add, add, +);
big_operator!(Mul, mul, *);
big_operator!(Div, div, /);
big_operator!(Rem, rem, %);
big_operator!(BitXor, bitxor, ^);
big_operator!(BitAnd, bitand, &);
big_operator!(BitOr, bitor, |);

impl Sub<&Big> for &Big {
    type Output = Big;
    /// `self - other` for `other <= self` (callers establish the order; below, dashu panics and
    /// GMP would give a negative value).
    fn sub(self, other: &Big) -> Big {
        debug_assert!(other <= self, "Big subtraction would be negative");
        #[allow(clippy::useless_conversion)]
        Big(Inner::from(&self.0 - &other.0))
    }
}

impl fmt::Display for Big {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl fmt::Debug for Big {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operations_agree_with_words() {
        let (a, b) = (u64::MAX as u128 * 3 + 7, u64::MAX as u128 + 5);
        let (x, y) = (Big::from_u128(a), Big::from_u128(b));
        assert_eq!((&x + &y).to_u128(), Some(a + b));
        assert_eq!((&x - &y).to_u128(), Some(a - b));
        assert_eq!((&x / &y).to_u128(), Some(a / b));
        assert_eq!((&x % &y).to_u128(), Some(a % b));
        assert_eq!((&x ^ &y).to_u128(), Some(a ^ b));
        assert_eq!(x.half().to_u128(), Some(a / 2));
        assert_eq!(x.times(5).to_u128(), Some(a * 5));
        assert_eq!(x.to_u64(), None);
        let square = &x * &x;
        assert_eq!(square.sqrt(), x);
        assert_eq!((&square - &Big::from_u64(1)).sqrt().to_u128(), Some(a - 1));
        assert_eq!(
            square.to_string(),
            (Inner::from(a) * Inner::from(a)).to_string()
        );
        assert_eq!(Big::from_decimal(&square.to_string()), Some(square.clone()));
        assert_eq!(Big::from_le_bytes(&square.to_le_bytes()), square);
        assert_eq!(x.bit_len(), 66);
        let (root, rem) = (&square + &Big::from_u64(11)).sqrt_rem();
        assert_eq!((root, rem.to_u64()), (x.clone(), Some(11)));
        assert!(
            !x.is_odd() && (&x + &Big::from_u64(1)).is_odd(),
            "x = 3·2^64 + 4"
        );
        assert_eq!(Big::from_u64(0).to_le_bytes(), Vec::<u8>::new());
    }
}
