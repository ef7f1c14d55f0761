//! Published values: OEIS sequences typed in from the OEIS, each first checked against an
//! independent construction in this file (so a typing error is caught as such), then compared
//! with the closed forms.

use grundy::Ratio;
use grundy::engine::{Convention, Outcome};
use grundy::games::ImpartialGame;
use grundy::games::takeaway::{TakeAway, first_losing_heaps, losing_heaps};
use grundy::games::wythoff::{
    Coordinate, Wythoff, coordinate, lower_wythoff, p_position, partner, upper_wythoff,
};

use crate::{fibonacci_u128, nat, word, wythoff_pairs_by_mex};

/// OEIS A000201, ⌊nφ⌋ for n = 1..=128 (lower Wythoff sequence): terms a(1)..a(128), of which the
/// entry's data shows a(1)..a(68); all 128 are checked against Wythoff's construction below.
const A000201: [u64; 128] = [
    1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32, 33, 35, 37, 38, 40,
    42, 43, 45, 46, 48, 50, 51, 53, 55, 56, 58, 59, 61, 63, 64, 66, 67, 69, 71, 72, 74, 76, 77, 79,
    80, 82, 84, 85, 87, 88, 90, 92, 93, 95, 97, 98, 100, 101, 103, 105, 106, 108, 110, 111, 113,
    114, 116, 118, 119, 121, 122, 124, 126, 127, 129, 131, 132, 134, 135, 137, 139, 140, 142, 144,
    145, 147, 148, 150, 152, 153, 155, 156, 158, 160, 161, 163, 165, 166, 168, 169, 171, 173, 174,
    176, 177, 179, 181, 182, 184, 186, 187, 189, 190, 192, 194, 195, 197, 199, 200, 202, 203, 205,
    207,
];

/// OEIS A001950, ⌊nφ²⌋ for n = 1..=128 (upper Wythoff sequence): terms a(1)..a(128), of which
/// the entry's data shows a(1)..a(60); all 128 are checked against Wythoff's construction below.
const A001950: [u64; 128] = [
    2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52, 54, 57, 60, 62,
    65, 68, 70, 73, 75, 78, 81, 83, 86, 89, 91, 94, 96, 99, 102, 104, 107, 109, 112, 115, 117, 120,
    123, 125, 128, 130, 133, 136, 138, 141, 143, 146, 149, 151, 154, 157, 159, 162, 164, 167, 170,
    172, 175, 178, 180, 183, 185, 188, 191, 193, 196, 198, 201, 204, 206, 209, 212, 214, 217, 219,
    222, 225, 227, 230, 233, 235, 238, 240, 243, 246, 248, 251, 253, 256, 259, 261, 264, 267, 269,
    272, 274, 277, 280, 282, 285, 287, 290, 293, 295, 298, 301, 303, 306, 308, 311, 314, 316, 319,
    322, 324, 327, 329, 332, 335,
];

/// OEIS A047708, the diagonal g(n, n) of Wythoff's Grundy array A004481: terms a(0)..a(70), all
/// that the entry's data lists; checked against the mex definition below.
const A047708: [u64; 71] = [
    0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20, 13, 21, 12, 25, 17, 18, 19, 30, 31, 38,
    35, 36, 22, 23, 43, 45, 48, 49, 24, 26, 27, 28, 29, 33, 60, 32, 61, 57, 66, 37, 63, 34, 64, 67,
    40, 39, 41, 42, 82, 44, 74, 79, 47, 46, 87, 86, 50, 95, 96, 52, 101, 51, 102, 53, 54,
];

/// OEIS A317205: Wythoff's Grundy array A004481 as a triangle, row n = g(n, 0), …, g(n, n),
/// rows 0..=11: terms a(0)..a(77), all that the entry's data lists; checked against the mex
/// definition below.
const A317205: [u64; 78] = [
    0, 1, 2, 2, 0, 1, 3, 4, 5, 6, 4, 5, 3, 2, 7, 5, 3, 4, 0, 6, 8, 6, 7, 8, 1, 9, 10, 3, 7, 8, 6,
    9, 0, 1, 4, 5, 8, 6, 7, 10, 1, 2, 5, 3, 4, 9, 10, 11, 12, 8, 7, 13, 14, 15, 16, 10, 11, 9, 8,
    13, 12, 0, 15, 16, 17, 14, 11, 9, 10, 7, 12, 14, 2, 13, 17, 6, 18, 15,
];

#[test]
fn typed_wythoff_sequences_agree_with_the_mex_construction() {
    // Wythoff's construction uses no φ: if it agrees, the typed values are the right ones.
    let pairs = wythoff_pairs_by_mex(A000201.len() + 1);
    for (index, (&a, &b)) in A000201.iter().zip(&A001950).enumerate() {
        let n = index + 1;
        assert_eq!(
            (a, b),
            pairs[n],
            "A000201/A001950 at n = {n} vs the mex construction"
        );
    }
}

/// g(a, b) for a, b < `size` by the definition alone: the mex of the values of every position
/// a move reaches (any number from one heap, or the same number from both).
fn wythoff_grundy_by_mex(size: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; size]; size];
    for a in 0..size {
        for b in 0..size {
            let mut options: Vec<u64> = (0..a).map(|x| g[x][b]).collect();
            options.extend((0..b).map(|y| g[a][y]));
            options.extend((1..=a.min(b)).map(|t| g[a - t][b - t]));
            g[a][b] = (0..).find(|v| !options.contains(v)).unwrap();
        }
    }
    g
}

#[test]
fn typed_wythoff_grundy_values_agree_with_the_mex_definition() {
    let g = wythoff_grundy_by_mex(A047708.len());
    for (n, &value) in A047708.iter().enumerate() {
        assert_eq!(value, g[n][n], "A047708 at n = {n} vs the mex definition");
    }
    let mut values = A317205.iter();
    for (n, row) in g.iter().enumerate().take(12) {
        for (m, &expected) in row.iter().enumerate().take(n + 1) {
            let value = *values.next().unwrap();
            assert_eq!(
                value, expected,
                "A317205 at g({n}, {m}) vs the mex definition"
            );
        }
    }
    assert!(values.next().is_none());
}

#[test]
fn lower_and_upper_wythoff_are_a000201_and_a001950() {
    for (index, (&a, &b)) in A000201.iter().zip(&A001950).enumerate() {
        let n = nat(index as u64 + 1);
        assert_eq!(
            lower_wythoff(&n),
            nat(a),
            "lower_wythoff({n}), OEIS A000201"
        );
        assert_eq!(
            upper_wythoff(&n),
            nat(b),
            "upper_wythoff({n}), OEIS A001950"
        );
        assert_eq!(p_position(&n), (nat(a), nat(b)), "p_position({n})");
        assert_eq!(
            coordinate(&nat(a)),
            Coordinate::Lower { index: n.clone() },
            "coordinate({a})"
        );
        assert_eq!(
            coordinate(&nat(b)),
            Coordinate::Upper { index: n.clone() },
            "coordinate({b})"
        );
        assert_eq!(partner(&nat(a)), nat(b), "partner({a})");
        assert_eq!(partner(&nat(b)), nat(a), "partner({b})");
    }
    assert_eq!(p_position(&nat(0)), (nat(0), nat(0)));
}

#[test]
fn every_number_up_to_200_is_a_coordinate_of_exactly_one_p_position() {
    // Beatty's theorem for φ and φ²: the typed sequences partition 1..=200 (and beyond).
    for x in 1..=200u64 {
        let in_lower = A000201.contains(&x);
        let in_upper = A001950.contains(&x);
        assert!(
            in_lower != in_upper,
            "{x}: in A000201 {in_lower}, in A001950 {in_upper}"
        );
        let expected = if in_lower {
            let n = A000201.iter().position(|&a| a == x).unwrap() as u64 + 1;
            Coordinate::Lower { index: nat(n) }
        } else {
            let n = A001950.iter().position(|&b| b == x).unwrap() as u64 + 1;
            Coordinate::Upper { index: nat(n) }
        };
        assert_eq!(coordinate(&nat(x)), expected, "coordinate({x})");
    }
}

#[test]
fn wythoff_p_positions_are_exactly_the_published_pairs() {
    // Below b_128 = 335: (a, b) is P iff it is (a_n, b_n) or (b_n, a_n) for some n.
    for a in 0..=207u64 {
        for b in 0..=207u64 {
            let published = (a == 0 && b == 0)
                || A000201
                    .iter()
                    .zip(&A001950)
                    .any(|(&x, &y)| (x, y) == (a, b) || (y, x) == (a, b));
            let game = Wythoff::new(nat(a), nat(b));
            assert_eq!(
                game.outcome(Convention::Normal).unwrap(),
                Outcome::from_is_p(published),
                "Wythoff ({a}, {b})"
            );
        }
    }
}

#[test]
fn wythoff_grundy_diagonal_is_a047708() {
    for (n, &g) in A047708.iter().enumerate() {
        let n = n as u64;
        let game = Wythoff::new(nat(n), nat(n));
        assert_eq!(game.grundy().unwrap(), nat(g), "g({n}, {n}), OEIS A047708");
    }
}

#[test]
fn wythoff_grundy_rows_are_a317205() {
    let mut values = A317205.iter();
    for n in 0..=11u64 {
        for m in 0..=n {
            let g = nat(*values.next().unwrap());
            for (a, b) in [(n, m), (m, n)] {
                let game = Wythoff::new(nat(a), nat(b));
                assert_eq!(game.grundy().unwrap(), g, "g({a}, {b}), OEIS A317205");
            }
        }
    }
    assert!(values.next().is_none());
}

#[test]
fn fibonacci_nim_losing_heaps_are_the_fibonacci_numbers() {
    // OEIS A000045: F(2), …, F(91) = 1, 2, 3, 5, …, 4660046610375530309.
    let fib = fibonacci_u128(91);
    let expected: Vec<_> = fib[2..].iter().map(|&f| grundy::Natural::from(f)).collect();
    let two = Ratio::integer(2).unwrap();
    assert_eq!(first_losing_heaps(two, 90).unwrap(), expected);
    let up_to_f91 = grundy::Natural::from(fib[91]);
    assert_eq!(losing_heaps(two, &up_to_f91).unwrap(), expected);
}

/// The Zeckendorf representation of n (largest term first), by its definition: Fibonacci
/// numbers F(i), i >= 2, no two consecutive, summing to n; built greedily and then checked.
fn zeckendorf(n: u64, fib: &[u128]) -> Vec<u64> {
    let mut rest = u128::from(n);
    let mut indices = Vec::new();
    for (i, &f) in fib.iter().enumerate().skip(2).rev() {
        if f <= rest {
            rest -= f;
            indices.push(i);
        }
    }
    assert_eq!(rest, 0);
    assert!(
        indices.windows(2).all(|w| w[0] > w[1] + 1),
        "{n}: {indices:?}"
    );
    indices.iter().map(|&i| fib[i] as u64).collect()
}

#[test]
fn fibonacci_nim_wins_by_taking_the_smallest_zeckendorf_term() {
    // Whinihan (1963): the first player loses iff n is a Fibonacci number; otherwise the least
    // winning first move takes the smallest term of n's Zeckendorf representation.
    let fib = fibonacci_u128(40);
    let two = Ratio::integer(2).unwrap();
    for n in 1..=3000u64 {
        let terms = zeckendorf(n, &fib);
        let game = TakeAway::new(nat(n), two, None).unwrap();
        let decomposition: Vec<u64> = game.decomposition().iter().map(word).collect();
        assert_eq!(
            decomposition, terms,
            "Fibonacci Nim heap {n}: Zeckendorf terms"
        );
        let smallest = *terms.last().unwrap();
        if terms.len() == 1 {
            assert_eq!(
                game.outcome(Convention::Normal).unwrap(),
                Outcome::P,
                "Fibonacci Nim heap {n} (a Fibonacci number)"
            );
        } else {
            assert_eq!(
                game.outcome(Convention::Normal).unwrap(),
                Outcome::N,
                "Fibonacci Nim heap {n}"
            );
            let least = game
                .winning_moves(Convention::Normal)
                .unwrap()
                .iter()
                .map(|mv| word(&mv.take))
                .min();
            assert_eq!(
                least,
                Some(smallest),
                "Fibonacci Nim heap {n}: least winning take"
            );
        }
    }
}

#[test]
fn below_two_the_losing_heaps_are_the_powers_of_two() {
    // For 1 <= k < 2, H_(j+1) = H_j + H_j: the powers of two, and the least winning first
    // move from a heap that is not a power of two takes its lowest set bit.
    for (numer, denom) in [(1, 1), (11, 10), (3, 2), (199, 100)] {
        let k = Ratio::new(numer, denom).unwrap();
        let expected: Vec<_> = (0..64).map(|j| nat(1u64 << j)).collect();
        assert_eq!(first_losing_heaps(k, 64).unwrap(), expected, "k = {k}");
        for n in 1..=1000u64 {
            let game = TakeAway::new(nat(n), k, None).unwrap();
            if n.is_power_of_two() {
                assert_eq!(
                    game.outcome(Convention::Normal).unwrap(),
                    Outcome::P,
                    "k = {k}, heap {n}"
                );
            } else {
                let least = game
                    .winning_moves(Convention::Normal)
                    .unwrap()
                    .iter()
                    .map(|mv| word(&mv.take))
                    .min();
                assert_eq!(
                    least,
                    Some(n & n.wrapping_neg()),
                    "k = {k}, heap {n}: least take"
                );
            }
        }
    }
}
