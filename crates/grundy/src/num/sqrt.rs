//! Integer square roots, exact, without floating point.

use super::big::Big;

/// `⌊√n⌋` for a `u128`, by Newton's method on integers.
pub fn isqrt_u128(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    // Start above the root: 2^ceil(bits/2) > √n.
    let bits = u128::BITS - n.leading_zeros();
    let mut x = 1u128 << bits.div_ceil(2);
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// `⌊√n⌋` for a big integer.
pub(crate) fn isqrt_big(n: &Big) -> Big {
    n.sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isqrt_is_exact_at_perfect_squares_and_neighbours() {
        for r in [0u128, 1, 2, 3, 1000, u128::from(u64::MAX)] {
            assert_eq!(isqrt_u128(r * r), r);
            if r > 0 {
                assert_eq!(isqrt_u128(r * r - 1), r - 1);
            }
            if r < u128::from(u64::MAX) {
                assert_eq!(isqrt_u128(r * r + 2 * r), r);
            }
        }
        assert_eq!(isqrt_u128(u128::MAX), u128::from(u64::MAX));
    }
}
