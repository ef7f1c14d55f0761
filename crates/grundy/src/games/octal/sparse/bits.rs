//! Bit sets for the witness scan: one bit per rare value below m_c, in a u64, a u128 or a
//! `U256`, behind the `Bits` trait.

use std::ops::{BitAnd, BitOr, BitOrAssign, Not};

/// One bit per missing rare value: u64, u128 or U256.
pub(super) trait Bits:
    Copy + Eq + BitOr<Output = Self> + BitOrAssign + BitAnd<Output = Self> + Not<Output = Self>
{
    const ZERO: Self;
    const BITS: usize;
    fn bit(index: usize) -> Self;
    fn count_ones(self) -> u32;
    fn trailing_zeros(self) -> u32;
    /// Bits 0..count (all of them when count is the width or more).
    fn low_bits(count: usize) -> Self;
    /// The bits of `bytes` (little-endian), as many as fit.
    fn from_bytes(bytes: &[u8; 32]) -> Self;
}

macro_rules! bits {
    ($t:ty) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const BITS: usize = <$t>::BITS as usize;
            fn bit(index: usize) -> Self {
                1 << index
            }
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            fn from_bytes(bytes: &[u8; 32]) -> Self {
                <$t>::from_le_bytes(bytes[..size_of::<$t>()].try_into().expect("the width"))
            }
            fn low_bits(count: usize) -> Self {
                match count.min(<Self as Bits>::BITS) {
                    0 => 0,
                    count => <$t>::MAX >> (<Self as Bits>::BITS - count),
                }
            }
        }
    };
}
bits!(u64);
bits!(u128);

/// 256 bits, low half first (the scan with 129 to 256 rare values below m_c).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct U256([u128; 2]);

impl BitOr for U256 {
    type Output = U256;
    fn bitor(self, other: U256) -> U256 {
        U256([self.0[0] | other.0[0], self.0[1] | other.0[1]])
    }
}

impl BitOrAssign for U256 {
    fn bitor_assign(&mut self, other: U256) {
        *self = *self | other;
    }
}

impl BitAnd for U256 {
    type Output = U256;
    fn bitand(self, other: U256) -> U256 {
        U256([self.0[0] & other.0[0], self.0[1] & other.0[1]])
    }
}

impl Not for U256 {
    type Output = U256;
    fn not(self) -> U256 {
        U256([!self.0[0], !self.0[1]])
    }
}

impl Bits for U256 {
    const ZERO: Self = U256([0, 0]);
    const BITS: usize = 256;
    fn bit(index: usize) -> Self {
        if index < 128 {
            U256([1 << index, 0])
        } else {
            U256([0, 1 << (index - 128)])
        }
    }
    fn count_ones(self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones()
    }
    fn low_bits(count: usize) -> Self {
        U256([
            u128::low_bits(count),
            u128::low_bits(count.saturating_sub(128)),
        ])
    }
    fn from_bytes(bytes: &[u8; 32]) -> Self {
        U256([u128::from_bytes(bytes), {
            let high: &[u8; 16] = bytes[16..].try_into().expect("16 bytes");
            u128::from_le_bytes(*high)
        }])
    }
    fn trailing_zeros(self) -> u32 {
        if self.0[0] != 0 {
            self.0[0].trailing_zeros()
        } else {
            128 + self.0[1].trailing_zeros()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `low_bits` is bits 0..count, each one a `bit`, for every count of each width.
    #[test]
    fn low_bits_are_the_first_count_bits() {
        fn check<W: Bits + std::fmt::Debug>() {
            for count in 0..=W::BITS + 3 {
                let mut expected = W::ZERO;
                for i in 0..count.min(W::BITS) {
                    expected |= W::bit(i);
                }
                assert_eq!(
                    W::low_bits(count),
                    expected,
                    "{} bits, count {count}",
                    W::BITS
                );
            }
        }
        check::<u64>();
        check::<u128>();
        check::<U256>();
    }
}
