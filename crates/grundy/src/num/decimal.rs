//! The Wythoff P-test on numbers kept in decimal, without a radix conversion.
//!
//! A heap read from text with a million digits costs more to convert to binary than to test, so
//! the digits are grouped into little-endian limbs of base 10^6 and every step stays in that
//! base. The test (docs/THEORY.md § 5.4, and § 5.10 for this one): for heaps a ≤ b put k = b − a and u = 2a − k =
//! 3a − b; then (a, b) is a P-position iff u ≥ 0 and 0 ≤ 5k² − u² ≤ 4u. This is u² ≤ 5k² <
//! (u + 2)² rewritten with D = 5k² − u²: the upper bound reads D < 4u + 4, and D = 4(kb − a²) is
//! a multiple of 4. For k = 0 it leaves only (0, 0), as it should.
//!
//! The one product, D, is a convolution of limb vectors computed by a number-theoretic transform
//! over the Goldilocks prime p = 2^64 − 2^32 + 1, whose coefficients are read as signed integers
//! and carried in base 10^6. No floating point is involved anywhere.

use std::cmp::Ordering;

/// Decides whether the Wythoff position with heaps `a` and `b` is a P-position (the player to
/// move loses under normal play).
///
/// `a` and `b` are ASCII decimal digits, most significant first, in either order; leading zeros
/// are allowed and an empty slice reads as zero. The caller validates the text: debug builds
/// assert that every byte is a digit, release builds give an unspecified answer for other bytes.
///
/// The cost is linear in the digits for most N-positions, which are settled by the leading
/// digits, and O(n log n) otherwise; the numbers are never converted to binary.
///
/// ```
/// use grundy::num::decimal::wythoff_is_p_position;
/// assert!(wythoff_is_p_position(b"165580140", b"267914295"));
/// assert!(!wythoff_is_p_position(b"165580141", b"267914295"));
/// ```
pub fn wythoff_is_p_position(a: &[u8], b: &[u8]) -> bool {
    debug_assert!(a.iter().chain(b).all(u8::is_ascii_digit), "non-digit input");
    let (a, b) = (strip_leading_zeros(a), strip_leading_zeros(b));
    let (a, b) = match compare_digits(a, b) {
        Ordering::Greater => (b, a),
        _ => (a, b),
    };
    // k ≤ b and u ≤ 2a ≤ 2b, so neither has more than len(b) + 1 digits.
    match digits_per_limb(b.len() + 1) {
        6 => is_p_position_in_base::<6>(a, b),
        4 => is_p_position_in_base::<4>(a, b),
        _ => is_p_position_in_base::<2>(a, b),
    }
}

/// |a − b| of two decimal digit strings, as decimal digits without leading zeros ("0" for 0).
///
/// Linear time, in base 10^6 limbs: the pair index of a million-digit Wythoff P-position is
/// printed without ever converting to binary.
pub fn difference(a: &[u8], b: &[u8]) -> String {
    let (a, b) = (strip_leading_zeros(a), strip_leading_zeros(b));
    let (low, high) = match compare_digits(a, b) {
        Ordering::Greater => (b, a),
        _ => (a, b),
    };
    let limbs = sub::<6>(&parse::<6>(high), &parse::<6>(low));
    let mut text = String::with_capacity(limbs.len() * 6);
    match limbs.split_last() {
        None => text.push('0'),
        Some((top, rest)) => {
            text.push_str(&top.to_string());
            for limb in rest.iter().rev() {
                text.push_str(&format!("{limb:06}"));
            }
        }
    }
    text
}

/// `digits` without leading zeros ("0" for zero): the canonical decimal form of a number.
pub fn canonical(digits: &[u8]) -> &[u8] {
    match strip_leading_zeros(digits) {
        [] => b"0",
        stripped => stripped,
    }
}

/// The test on digit strings without leading zeros, with `a ≤ b`, in limbs of `DIGITS` digits.
fn is_p_position_in_base<const DIGITS: usize>(a: &[u8], b: &[u8]) -> bool {
    let (a, b) = (parse::<DIGITS>(a), parse::<DIGITS>(b));
    let three_a = mul_small::<DIGITS>(&a, 3);
    if compare_limbs(&three_a, &b) == Ordering::Less {
        return false; // u < 0: b is far above the P-line of any k
    }
    let u = sub::<DIGITS>(&three_a, &b);
    let k = sub::<DIGITS>(&b, &a);
    if clearly_not_p::<DIGITS>(&k, &u) {
        return false;
    }
    match carry::<DIGITS>(&square_difference_coefficients(&k, &u)) {
        None => false, // D < 0
        Some(d) => compare_limbs(&d, &mul_small::<DIGITS>(&u, 4)) != Ordering::Greater,
    }
}

/// Every coefficient of 5k(x)² − u(x)² lies in [−L(R−1)², 5L(R−1)²] for operands of L limbs
/// of radix R. Keeping it below 2^62 (rather than p/2 ≈ 2^63) lets it be read back from the
/// field unambiguously and leaves headroom in i64 for the carries added to it afterwards.
const COEFFICIENT_LIMIT: u128 = 1 << 62;

/// The widest limb (6, 4 or 2 digits) whose coefficient bound holds for numbers of `digits`
/// digits. Base 10^6 covers about 5.5 million digits and 10^4 about 3.7·10^10, though the
/// transform stops at 2^31 limbs (8.6·10^9 digits), past which the schoolbook product takes
/// over; 10^2 is the last resort, bounded only by memory.
fn digits_per_limb(digits: usize) -> usize {
    [6, 4]
        .into_iter()
        .find(|&width| {
            let limbs = digits.div_ceil(width) as u128;
            let top = 10u128.pow(width as u32) - 1;
            5 * limbs * top * top < COEFFICIENT_LIMIT
        })
        .unwrap_or(2)
}

/// The limb radix 10^DIGITS, as a constant of each monomorphised copy so that division by it
/// compiles to a multiplication.
struct Radix<const DIGITS: usize>;

impl<const DIGITS: usize> Radix<DIGITS> {
    const VALUE: u32 = 10u32.pow(DIGITS as u32);
}

fn strip_leading_zeros(digits: &[u8]) -> &[u8] {
    let first = digits
        .iter()
        .position(|&d| d != b'0')
        .unwrap_or(digits.len());
    &digits[first..]
}

/// Orders digit strings without leading zeros by value: length first, then text.
fn compare_digits(x: &[u8], y: &[u8]) -> Ordering {
    x.len().cmp(&y.len()).then_with(|| x.cmp(y))
}

/// Little-endian limbs of a digit string without leading zeros, so the top limb is nonzero.
fn parse<const DIGITS: usize>(digits: &[u8]) -> Vec<u32> {
    digits
        .rchunks(DIGITS)
        .map(|chunk| {
            chunk
                .iter()
                .fold(0u32, |acc, &d| acc * 10 + u32::from(d.wrapping_sub(b'0')))
        })
        .collect()
}

/// Orders trimmed limb vectors by value.
fn compare_limbs(x: &[u32], y: &[u32]) -> Ordering {
    x.len()
        .cmp(&y.len())
        .then_with(|| x.iter().rev().cmp(y.iter().rev()))
}

fn trim(limbs: &mut Vec<u32>) {
    while limbs.last() == Some(&0) {
        limbs.pop();
    }
}

fn mul_small<const DIGITS: usize>(x: &[u32], factor: u32) -> Vec<u32> {
    let radix = u64::from(Radix::<DIGITS>::VALUE);
    let mut carry = 0u64;
    let mut product: Vec<u32> = x
        .iter()
        .map(|&limb| {
            let value = u64::from(limb) * u64::from(factor) + carry;
            carry = value / radix;
            (value % radix) as u32
        })
        .collect();
    while carry > 0 {
        product.push((carry % radix) as u32);
        carry /= radix;
    }
    product
}

/// `x − y` for `x ≥ y`, trimmed.
fn sub<const DIGITS: usize>(x: &[u32], y: &[u32]) -> Vec<u32> {
    let radix = Radix::<DIGITS>::VALUE;
    let mut borrow = 0u32;
    let mut difference: Vec<u32> = x
        .iter()
        .enumerate()
        .map(|(i, &limb)| {
            let taken = y.get(i).copied().unwrap_or(0) + borrow;
            borrow = u32::from(limb < taken);
            limb + borrow * radix - taken
        })
        .collect();
    debug_assert_eq!(borrow, 0, "sub needs x ≥ y");
    trim(&mut difference);
    difference
}

/// Most N-positions have u/k far from √5, which the top limbs alone show: a linear-time exit
/// before the product. Returns true only when (k, u) is certainly not a P-position.
fn clearly_not_p<const DIGITS: usize>(k: &[u32], u: &[u32]) -> bool {
    // Three limbs of at most 10^6 keep every square below 5·10^36 < 2^128.
    const TOP_LIMBS: usize = 3;
    let longest = k.len().max(u.len());
    if longest <= TOP_LIMBS {
        return false; // nothing is cut off: the exact test is as cheap
    }
    let shift = longest - TOP_LIMBS;
    let (k_top, u_top) = (top_value::<DIGITS>(k, shift), top_value::<DIGITS>(u, shift));
    // With S = R^shift: k ∈ [k_top·S, (k_top+1)·S) and u ∈ [u_top·S, (u_top+1)·S), so
    // D = 5k² − u² lies strictly between (5k_top² − (u_top+1)²)·S² and (5(k_top+1)² − u_top²)·S²,
    // while 4u < 4(u_top+1)·S ≤ 4(u_top+1)·S².
    let surely_negative = 5 * (k_top + 1) * (k_top + 1) <= u_top * u_top;
    let surely_above = 5 * k_top * k_top >= (u_top + 1) * (u_top + 1) + 4 * (u_top + 1);
    surely_negative || surely_above
}

/// ⌊x / R^shift⌋ for a value known to have at most shift + 3 limbs.
fn top_value<const DIGITS: usize>(x: &[u32], shift: usize) -> u128 {
    let radix = u128::from(Radix::<DIGITS>::VALUE);
    x.get(shift..)
        .unwrap_or(&[])
        .iter()
        .rev()
        .fold(0, |acc, &limb| acc * radix + u128::from(limb))
}

/// Below this many limbs the quadratic product beats the three transforms.
const SCHOOLBOOK_LIMBS: usize = 64;

/// The coefficients of 5k(x)² − u(x)², where x stands for the radix. Callers guarantee the
/// coefficient bound (see [`COEFFICIENT_LIMIT`]).
fn square_difference_coefficients(k: &[u32], u: &[u32]) -> Vec<i64> {
    let longest = k.len().max(u.len());
    if longest == 0 {
        return Vec::new();
    }
    if longest < SCHOOLBOOK_LIMBS || 2 * longest - 1 > ntt::MAX_LEN {
        // Beyond the largest transform the schoolbook product still gives the exact answer,
        // if not in any useful time.
        let mut coefficients = vec![0; 2 * longest - 1];
        add_square(&mut coefficients, k, 5);
        add_square(&mut coefficients, u, -1);
        coefficients
    } else {
        ntt::square_difference(k, u)
    }
}

/// Adds `factor · x(t)²` to `coefficients` by the schoolbook product.
fn add_square(coefficients: &mut [i64], x: &[u32], factor: i64) {
    for (i, &xi) in x.iter().enumerate() {
        let scaled = factor * i64::from(xi);
        for (cell, &xj) in coefficients[i..].iter_mut().zip(x) {
            *cell += scaled * i64::from(xj);
        }
    }
}

/// Turns coefficients into the limbs of the value they denote, or `None` if it is negative.
fn carry<const DIGITS: usize>(coefficients: &[i64]) -> Option<Vec<u32>> {
    let radix = i64::from(Radix::<DIGITS>::VALUE);
    let mut limbs = Vec::with_capacity(coefficients.len() + 4);
    let mut carry = 0i64;
    for &coefficient in coefficients {
        // |coefficient| < 2^62 and |carry| < 2^62 / 99, so the sum cannot overflow.
        let value = coefficient + carry;
        limbs.push(value.rem_euclid(radix) as u32);
        carry = value.div_euclid(radix);
    }
    if carry < 0 {
        // The limbs so far are below R^len, so a negative carry makes the whole value negative.
        return None;
    }
    while carry > 0 {
        limbs.push((carry % radix) as u32);
        carry /= radix;
    }
    trim(&mut limbs);
    Some(limbs)
}

/// Convolution by number-theoretic transform over the Goldilocks prime p = 2^64 − 2^32 + 1.
///
/// p − 1 = 2^32 · 3 · 5 · 17 · 257 · 65537, so power-of-two transforms up to 2^32 points exist,
/// and reduction mod p needs no division because 2^64 ≡ 2^32 − 1 and 2^96 ≡ −1 (mod p).
/// The forward transform is decimation in frequency (natural order in, bit-reversed out) and
/// the inverse is decimation in time (bit-reversed in, natural out), so no permutation pass
/// is ever needed: the pointwise step does not care about order.
mod ntt {
    /// The Goldilocks prime.
    const P: u64 = 0xFFFF_FFFF_0000_0001;
    /// 2^64 mod p.
    const EPSILON: u64 = 0xFFFF_FFFF;
    /// A generator of the multiplicative group mod p.
    const GENERATOR: u64 = 7;
    /// The largest transform: the 2-adic part of p − 1.
    pub(super) const MAX_LEN: usize = 1 << 32;
    /// Stages whose butterflies stay within this many points run block by block, so that a
    /// block (128 KiB) is finished in L2 cache before the next is loaded.
    const BLOCK: usize = 1 << 14;

    /// The coefficients of 5k(x)² − u(x)², centred: a residue above p/2 stands for a negative
    /// value. The caller guarantees that every true coefficient is below 2^62 in magnitude.
    pub(super) fn square_difference(k: &[u32], u: &[u32]) -> Vec<i64> {
        let len = 2 * k.len().max(u.len()) - 1;
        let n = len.next_power_of_two();
        let twiddles = Twiddles::new(n);
        let mut k_hat = load(k, n);
        forward(&mut k_hat, &twiddles);
        let mut u_hat = load(u, n);
        forward(&mut u_hat, &twiddles);
        // n⁻¹ = −(p − 1)/n, folded into the pointwise step to save a pass.
        let inverse_n = P - (P - 1) / n as u64;
        let five_over_n = mul(5, inverse_n);
        for (x, &y) in k_hat.iter_mut().zip(&u_hat) {
            *x = sub(mul(mul(*x, *x), five_over_n), mul(mul(y, y), inverse_n));
        }
        drop(u_hat);
        inverse(&mut k_hat, &twiddles);
        k_hat.truncate(len);
        k_hat.into_iter().map(centred).collect()
    }

    fn load(limbs: &[u32], n: usize) -> Vec<u64> {
        let mut values = Vec::with_capacity(n);
        values.extend(limbs.iter().map(|&limb| u64::from(limb)));
        values.resize(n, 0);
        values
    }

    fn centred(residue: u64) -> i64 {
        if residue > P / 2 {
            -((P - residue) as i64)
        } else {
            residue as i64
        }
    }

    /// Roots of unity by level: entries [h, 2h) hold w^j for j < h, w a primitive 2h-th root,
    /// so each stage reads its twiddles contiguously. Entry 0 is unused.
    struct Twiddles(Vec<u64>);

    impl Twiddles {
        fn new(n: usize) -> Self {
            let half = n / 2;
            let mut table = vec![0; n];
            let root = pow(GENERATOR, (P - 1) / n as u64);
            let mut power = 1;
            for slot in &mut table[half..] {
                *slot = power;
                power = mul(power, root);
            }
            // The 2h-th roots are every other 4h-th root.
            let mut h = half / 2;
            while h >= 1 {
                let (lower, upper) = table.split_at_mut(2 * h);
                for (slot, &root) in lower[h..].iter_mut().zip(upper.iter().step_by(2)) {
                    *slot = root;
                }
                h /= 2;
            }
            Twiddles(table)
        }

        fn level(&self, h: usize) -> &[u64] {
            &self.0[h..2 * h]
        }
    }

    fn forward(data: &mut [u64], twiddles: &Twiddles) {
        let block = BLOCK.min(data.len());
        let mut h = data.len() / 2;
        while h >= block {
            forward_stage(data, twiddles.level(h));
            h /= 2;
        }
        for chunk in data.chunks_exact_mut(block) {
            let mut h = h;
            while h >= 1 {
                forward_stage(chunk, twiddles.level(h));
                h /= 2;
            }
        }
    }

    fn inverse(data: &mut [u64], twiddles: &Twiddles) {
        let block = BLOCK.min(data.len());
        for chunk in data.chunks_exact_mut(block) {
            let mut h = 1;
            while 2 * h <= block {
                inverse_stage(chunk, twiddles.level(h));
                h *= 2;
            }
        }
        let mut h = block;
        while h < data.len() {
            inverse_stage(data, twiddles.level(h));
            h *= 2;
        }
    }

    /// Gentleman–Sande butterflies (x, y) → (x + y, (x − y)·w^j) over blocks of 2h points.
    fn forward_stage(data: &mut [u64], roots: &[u64]) {
        let h = roots.len();
        for block in data.chunks_exact_mut(2 * h) {
            let (low, high) = block.split_at_mut(h);
            for ((x, y), &root) in low.iter_mut().zip(high.iter_mut()).zip(roots) {
                let (sum, difference) = (add(*x, *y), sub(*x, *y));
                *x = sum;
                *y = mul(difference, root);
            }
        }
    }

    /// Cooley–Tukey butterflies (x, y) → (x + w^−j·y, x − w^−j·y) over blocks of 2h points.
    /// w^−j = −w^(h−j) because w^h = −1, so the forward table serves read backwards, with
    /// the two outputs swapped to absorb the sign.
    fn inverse_stage(data: &mut [u64], roots: &[u64]) {
        let h = roots.len();
        for block in data.chunks_exact_mut(2 * h) {
            let (low, high) = block.split_at_mut(h);
            let (x, y) = (low[0], high[0]);
            low[0] = add(x, y);
            high[0] = sub(x, y);
            let pairs = low[1..].iter_mut().zip(high[1..].iter_mut());
            for ((x, y), &root) in pairs.zip(roots[1..].iter().rev()) {
                let t = mul(*y, root);
                (*x, *y) = (sub(*x, t), add(*x, t));
            }
        }
    }

    fn add(x: u64, y: u64) -> u64 {
        let (sum, wrapped) = x.overflowing_add(y);
        // A wrap dropped 2^64 ≡ EPSILON; x, y < p makes sum + EPSILON < p then.
        let sum = if wrapped { sum + EPSILON } else { sum };
        if sum >= P { sum - P } else { sum }
    }

    fn sub(x: u64, y: u64) -> u64 {
        let (difference, wrapped) = x.overflowing_sub(y);
        // A wrap added 2^64; taking EPSILON off leaves x − y + p, which cannot wrap back.
        if wrapped {
            difference - EPSILON
        } else {
            difference
        }
    }

    fn mul(x: u64, y: u64) -> u64 {
        reduce(u128::from(x) * u128::from(y))
    }

    /// n mod p for n < 2^128: with n = low + 2^64·high_low + 2^96·high_high,
    /// n ≡ low − high_high + (2^32 − 1)·high_low.
    fn reduce(n: u128) -> u64 {
        let low = n as u64;
        let high = (n >> 64) as u64;
        let (high_high, high_low) = (high >> 32, high & EPSILON);
        let (mut value, wrapped) = low.overflowing_sub(high_high);
        if wrapped {
            value -= EPSILON; // the wrap added 2^64 ≡ EPSILON
        }
        let (sum, wrapped) = value.overflowing_add(high_low * EPSILON);
        let sum = if wrapped { sum + EPSILON } else { sum };
        if sum >= P { sum - P } else { sum }
    }

    fn pow(mut base: u64, mut exponent: u64) -> u64 {
        let mut result = 1;
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = mul(result, base);
            }
            base = mul(base, base);
            exponent >>= 1;
        }
        result
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn arithmetic_matches_u128_modulo() {
            let samples = [0, 1, 2, EPSILON, EPSILON + 1, P / 2, P - 2, P - 1];
            for &x in &samples {
                for &y in &samples {
                    let (wide_x, wide_y, wide_p) = (u128::from(x), u128::from(y), u128::from(P));
                    assert_eq!(u128::from(add(x, y)), (wide_x + wide_y) % wide_p);
                    assert_eq!(u128::from(sub(x, y)), (wide_x + wide_p - wide_y) % wide_p);
                    assert_eq!(u128::from(mul(x, y)), wide_x * wide_y % wide_p);
                }
            }
            assert_eq!(reduce(u128::MAX), (u128::MAX % u128::from(P)) as u64);
        }

        #[test]
        fn generator_gives_roots_of_the_exact_order() {
            let root = pow(GENERATOR, (P - 1) >> 32);
            assert_eq!(pow(root, 1 << 31), P - 1);
        }

        #[test]
        fn transform_matches_schoolbook_across_block_sizes() {
            for limbs in [64, 100, 5_000, 20_000] {
                let k: Vec<u32> = (0..limbs).map(|i| (i * 7919 % 1_000_000) as u32).collect();
                let u: Vec<u32> = (0..limbs)
                    .map(|i| 999_999 - (i * 104_729 % 1_000_000) as u32)
                    .collect();
                let mut expected = vec![0; 2 * limbs - 1];
                super::super::add_square(&mut expected, &k, 5);
                super::super::add_square(&mut expected, &u, -1);
                assert_eq!(square_difference(&k, &u), expected, "{limbs} limbs");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use dashu_int::{IBig, UBig, ops::SquareRoot};

    /// The test in plain big integers, as the reference.
    fn reference(a: &UBig, b: &UBig) -> bool {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        let k = IBig::from(b - a);
        let u = IBig::from(a.clone()) * 3 - IBig::from(b.clone());
        let d = &k * &k * 5 - &u * &u;
        u >= IBig::ZERO && d >= IBig::ZERO && d <= u * 4
    }

    fn check(a: &UBig, b: &UBig) -> bool {
        let (a_text, b_text) = (a.to_string(), b.to_string());
        let answer = wythoff_is_p_position(a_text.as_bytes(), b_text.as_bytes());
        assert_eq!(answer, reference(a, b), "({a}, {b})");
        // The fallback bases must agree too, though only huge inputs select them.
        let (a_bytes, b_bytes) = if a <= b {
            (&a_text, &b_text)
        } else {
            (&b_text, &a_text)
        };
        let (a_bytes, b_bytes) = (
            a_bytes.trim_start_matches('0'),
            b_bytes.trim_start_matches('0'),
        );
        assert_eq!(
            is_p_position_in_base::<4>(a_bytes.as_bytes(), b_bytes.as_bytes()),
            answer
        );
        assert_eq!(
            is_p_position_in_base::<2>(a_bytes.as_bytes(), b_bytes.as_bytes()),
            answer
        );
        answer
    }

    /// A number of exactly `digits` digits.
    fn number(rng: &mut Rng, digits: usize) -> UBig {
        let mut text = String::with_capacity(digits);
        text.push(char::from(b'1' + rng.below_u64(9) as u8));
        text.extend((1..digits).map(|_| char::from(b'0' + rng.below_u64(10) as u8)));
        UBig::from_str_radix(&text, 10).unwrap()
    }

    /// The k-th P-position (a_k, b_k), with a_k = (k + ⌊√(5k²)⌋) / 2.
    fn p_position(k: &UBig) -> (UBig, UBig) {
        let a = (k + (k * k * 5u8).sqrt()) >> 1;
        let b = &a + k;
        (a, b)
    }

    #[test]
    fn agrees_with_big_integers_on_random_pairs() {
        let mut rng = Rng::new(0x5EED);
        for _ in 0..300 {
            let a_digits = 1 + rng.below_u64(3000) as usize;
            // Mostly nearby sizes, where u ≥ 0 and the screen has work to do.
            let b_digits = match rng.below_u64(3) {
                0 => 1 + rng.below_u64(3000) as usize,
                _ => a_digits + rng.below_u64(2) as usize,
            };
            check(&number(&mut rng, a_digits), &number(&mut rng, b_digits));
        }
    }

    #[test]
    fn agrees_with_big_integers_on_p_positions_and_neighbours() {
        let mut rng = Rng::new(0xB16);
        let one = UBig::ONE;
        for round in 0..120 {
            let digits = 1 + rng.below_u64(if round < 40 { 40 } else { 2800 }) as usize;
            let k = number(&mut rng, digits);
            let (a, b) = p_position(&k);
            assert!(check(&a, &b), "P-position ({a}, {b})");
            assert!(check(&b, &a), "P-position ({b}, {a}) swapped");
            for (x, y) in [
                (&a + &one, b.clone()),
                (a.clone(), &b + &one),
                (&a + &one, &b + &one),
            ] {
                assert!(!check(&x, &y), "neighbour ({x}, {y})");
            }
            if a > one {
                for (x, y) in [
                    (&a - &one, b.clone()),
                    (a.clone(), &b - &one),
                    (&a - &one, &b - &one),
                ] {
                    assert!(!check(&x, &y), "neighbour ({x}, {y})");
                }
            }
        }
    }

    #[test]
    fn consecutive_fibonacci_numbers_of_even_index_are_p() {
        let (mut even, mut odd) = (UBig::ONE, UBig::from(2u8)); // F(2), F(3)
        for index in (2..=2000).step_by(2) {
            let (e, o) = (even.to_string(), odd.to_string());
            assert!(
                wythoff_is_p_position(e.as_bytes(), o.as_bytes()),
                "F({index})"
            );
            let bumped = (&even + UBig::ONE).to_string();
            assert!(
                !wythoff_is_p_position(bumped.as_bytes(), o.as_bytes()),
                "F({index}) + 1"
            );
            let next_even = &even + &odd;
            odd = &next_even + &odd;
            even = next_even;
        }
    }

    #[test]
    fn float_trap_at_f40_is_p() {
        // ⌊kφ⌋ in f64 is 165580141 here (docs/THEORY.md § 5.6); the exact answer is 165580140.
        // k = F(40), and (F(41) − 1, F(42) − 1) is P (tests/games/exactness.rs): by the recurrence,
        let f = (0..42).fold(vec![0u64, 1], |mut f, n| {
            f.push(f[n] + f[n + 1]);
            f
        });
        assert_eq!(
            (f[40], f[41] - 1, f[42] - 1),
            (102_334_155, 165_580_140, 267_914_295)
        );
        assert!(wythoff_is_p_position(b"165580140", b"267914295"));
        assert!(!wythoff_is_p_position(b"165580141", b"267914295"));
    }

    #[test]
    fn small_positions_zeros_and_order() {
        let cases: &[(&[u8], &[u8], bool)] = &[
            (b"0", b"0", true),
            (b"", b"000", true),
            (b"0", b"1", false),
            (b"1", b"1", false),
            (b"1", b"2", true),
            (b"2", b"1", true),
            (b"0001", b"0002", true),
            (b"3", b"5", true),
            (b"5", b"3", true),
            (b"4", b"7", true),
            (b"4", b"6", false),
            (b"0", b"7", false),
            (b"000000000000012", b"20", true),
            (b"165580140", b"0000267914295", true),
        ];
        for &(a, b, expected) in cases {
            assert_eq!(wythoff_is_p_position(a, b), expected, "{a:?} {b:?}");
        }
        // The small expectations by Wythoff's construction (a_k = the least number in no
        // earlier pair, b_k = a_k + k), which uses no φ; the last case is F(40)'s trap above.
        let mut pairs: Vec<(u64, u64)> = Vec::new();
        for k in 0..10 {
            let a = (0..)
                .find(|x| pairs.iter().all(|&(p, q)| p != *x && q != *x))
                .unwrap();
            pairs.push((a, a + k));
        }
        let number = |s: &[u8]| std::str::from_utf8(s).unwrap().parse().unwrap_or(0u64);
        for &(a, b, expected) in &cases[..cases.len() - 1] {
            let (x, y) = (number(a), number(b));
            let is_pair = pairs.contains(&(x.min(y), x.max(y)));
            assert_eq!(is_pair, expected, "{a:?} {b:?} by the construction");
        }
    }

    #[test]
    fn limb_width_falls_back_for_long_inputs() {
        assert_eq!(digits_per_limb(1), 6);
        assert_eq!(digits_per_limb(5_000_000), 6);
        assert_eq!(digits_per_limb(6_000_000), 4);
        assert_eq!(digits_per_limb(usize::MAX / 2), 2);
    }

    #[test]
    fn difference_is_exact_in_either_order() {
        assert_eq!(difference(b"267914295", b"165580140"), "102334155");
        assert_eq!(difference(b"165580140", b"267914295"), "102334155");
        assert_eq!(difference(b"0001000000", b"1"), "999999");
        assert_eq!(difference(b"5", b"005"), "0");
        assert_eq!(difference(b"1000000000001", b"1"), "1000000000000");
        assert_eq!(canonical(b"000"), b"0");
        assert_eq!(canonical(b"0042"), b"42");
    }
}
