//! Exactness at scale: identities of the Fibonacci numbers that fix Wythoff answers without
//! reference to φ, at 20, 40 and 1,000,000 digits, and the floating-point traps of docs/THEORY.md § 5.6.
//!
//! From Binet's formula, F(n+1) − φ·F(n) = ψ^n with ψ = −1/φ, |ψ| < 1. So for n >= 2:
//!   n even: ⌊F(n)·φ⌋ = F(n+1) − 1 (φ·F(n) falls short of F(n+1) by ψ^n > 0);
//!   n odd:  ⌊F(n)·φ⌋ = F(n+1)     (φ·F(n) exceeds F(n+1) by |ψ|^n).
//! Since b_k = a_k + k, taking k = F(2i−1) and k = F(2i):
//!   (F(2i), F(2i+1)) is the P-position of index F(2i−1)         (i >= 1),
//!   (F(2i+1) − 1, F(2i+2) − 1) is the P-position of index F(2i) (i >= 1).
//! Cassini's identity F(n−1)F(n+1) − F(n)² = (−1)^n checks the Fibonacci numbers themselves
//! (for even n it says φ·F(n) is within 1/F(n) of F(n+1): the float trap).
//!
//! The winning moves of three N-positions next to (A, B) = (F(2i), F(2i+1)) follow from
//! Zeckendorf's theorem (x is a lower Wythoff number iff its smallest Zeckendorf term has an
//! even index, and then its partner shifts every term up one index) and the ⌊F(n)·φ⌋ rules:
//!   (A + 1, B):           {(A, B), (A − 2, B − 3)}              (i >= 2)
//!   (A, B + 1):           {(A, B)}                              (i >= 1)
//!   (F(2i+1), F(2i+2)):   {(F(2i+1) − 1, F(2i+2) − 1), (F(2i+1), F(2i))} (i >= 1)
//! These derivations are confirmed against the brute-force solver for small i below. At a
//! million digits, where one search for winning moves costs seconds, the first two are checked
//! in the order shown and the P-positions in both orders; the decimal P-test
//! (`num::decimal`, no radix conversion) is checked on the same numbers and their neighbours.

use std::sync::OnceLock;

use dashu_int::UBig;
use grundy::Natural;
use grundy::engine::{Convention, Outcome, Solver};
use grundy::games::ImpartialGame;
use grundy::games::wythoff::{
    Coordinate, Wythoff, WythoffRules, coordinate, is_p_position, is_p_position_u64, lower_wythoff,
    p_position, partner,
};
use grundy::num::decimal::wythoff_is_p_position;

use crate::{fibonacci_u128, nat, wythoff_pairs_by_mex};

/// F(2i−1), F(2i), F(2i+1), F(2i+2) for one i.
struct FibonacciRun {
    /// 2i.
    even_index: u64,
    before: Natural,
    even: Natural,
    odd: Natural,
    after: Natural,
}

impl FibonacciRun {
    /// From (F(2i−1), F(2i)), checking Cassini's identity at n = 2i.
    fn new(even_index: u64, before: UBig, even: UBig) -> FibonacciRun {
        let odd = &before + &even;
        let after = &even + &odd;
        assert_eq!(
            &before * &odd,
            &even * &even + UBig::ONE,
            "Cassini's identity fails at F({even_index}): the Fibonacci numbers are wrong"
        );
        FibonacciRun {
            even_index,
            before: natural(&before),
            even: natural(&even),
            odd: natural(&odd),
            after: natural(&after),
        }
    }
}

/// A big integer of the test's own arithmetic as a [`Natural`], through its bytes.
fn natural(x: &UBig) -> Natural {
    Natural::from_le_bytes(&x.to_le_bytes())
}

fn plus(x: &Natural, y: u64) -> Natural {
    x + y
}

fn minus(x: &Natural, y: u64) -> Natural {
    x.sub_or_panic(&nat(y))
}

/// (F(n), F(n+1)) by fast doubling: F(2m) = F(m)(2F(m+1) − F(m)), F(2m+1) = F(m)² + F(m+1)².
fn fibonacci_pair(n: u64) -> (UBig, UBig) {
    let (mut f, mut g) = (UBig::ZERO, UBig::ONE);
    for bit in (0..u64::BITS - n.leading_zeros()).rev() {
        let doubled = &f * ((&g << 1) - &f);
        let doubled_plus_one = &f * &f + &g * &g;
        if (n >> bit) & 1 == 1 {
            g = &doubled + &doubled_plus_one;
            f = doubled_plus_one;
        } else {
            f = doubled;
            g = doubled_plus_one;
        }
    }
    (f, g)
}

/// F(2i−1), F(2i), F(2i+1), F(2i+2).
fn fibonacci_run(i: u64) -> FibonacciRun {
    let (before, even) = fibonacci_pair(2 * i - 1);
    FibonacciRun::new(2 * i, before, even)
}

fn sorted_moves(game: &Wythoff) -> Vec<[Natural; 2]> {
    let mut moves: Vec<[Natural; 2]> = game
        .winning_moves(Convention::Normal)
        .unwrap()
        .into_iter()
        .map(|mv| mv.to)
        .collect();
    moves.sort();
    moves
}

fn sorted(mut moves: Vec<[Natural; 2]>) -> Vec<[Natural; 2]> {
    moves.sort();
    moves
}

/// How much of the module comment to check: everything, or (at a million digits, where one
/// Wythoff move search costs seconds) the P-positions and the moves back to them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Depth {
    Full,
    Essential,
}

/// Asserts that `position` is N with exactly `expected` winning moves (given for the order
/// shown), and that every move lands on a position `is_p_position` calls P; in both heap
/// orders when `depth` is full.
fn assert_n_with_moves(
    position: [&Natural; 2],
    expected: &[[Natural; 2]],
    depth: Depth,
    label: &str,
) {
    let orders: &[bool] = match depth {
        Depth::Full => &[false, true],
        Depth::Essential => &[false],
    };
    for &swap in orders {
        let [a, b] = if swap {
            [position[1], position[0]]
        } else {
            position
        };
        let game = Wythoff::new(a.clone(), b.clone());
        let expected: Vec<[Natural; 2]> = expected
            .iter()
            .map(|[x, y]| {
                if swap {
                    [y.clone(), x.clone()]
                } else {
                    [x.clone(), y.clone()]
                }
            })
            .collect();
        assert_eq!(
            game.outcome(Convention::Normal).unwrap(),
            Outcome::N,
            "{label} (swapped: {swap}) should be N"
        );
        let moves = sorted_moves(&game);
        assert_eq!(
            moves,
            sorted(expected),
            "{label} (swapped: {swap}): winning moves"
        );
        for [x, y] in &moves {
            assert!(
                is_p_position(x, y),
                "{label}: the winning move to ({x}, {y}) is not P"
            );
        }
    }
}

/// The identities of the module comment for one i (with 2i >= 4).
fn check_fibonacci_identities(run: &FibonacciRun, depth: Depth) {
    let FibonacciRun {
        even_index: n,
        before,
        even,
        odd,
        after,
    } = run;
    let label = if even.bit_len() > 256 {
        format!("F({n}), {} bits", even.bit_len())
    } else {
        format!("F({n}) = {even}")
    };

    // ⌊F(n)·φ⌋ for the even n and the odd n − 1.
    assert_eq!(lower_wythoff(even), minus(odd, 1), "{label}: ⌊F(n)φ⌋");
    assert_eq!(lower_wythoff(before), *even, "{label}: ⌊F(n−1)φ⌋");

    // The P-positions of index F(n−1) and F(n), in both orders.
    let shifted = (minus(odd, 1), minus(after, 1));
    for (x, y) in [(even, odd), (&shifted.0, &shifted.1)] {
        assert!(is_p_position(x, y), "{label}: ({x}, {y}) should be P");
        assert!(is_p_position(y, x), "{label}: ({y}, {x}) should be P");
    }
    let game = Wythoff::new(odd.clone(), even.clone());
    assert_eq!(
        game.outcome(Convention::Normal).unwrap(),
        Outcome::P,
        "{label}: Wythoff (F(n+1), F(n))"
    );

    // The N-positions next to (A, B), with their exact sets of winning moves.
    let (a, b) = (even, odd);
    let a_plus = plus(a, 1);
    let back = [a.clone(), b.clone()];
    let diagonal = [minus(a, 2), minus(b, 3)];
    let moves = [back.clone(), diagonal];
    assert_n_with_moves([&a_plus, b], &moves, depth, &format!("{label}: (A+1, B)"));
    let b_plus = plus(b, 1);
    assert_n_with_moves([a, &b_plus], &[back], depth, &format!("{label}: (A, B+1)"));
    if depth == Depth::Essential {
        return;
    }

    assert_eq!(lower_wythoff(odd), *after, "{label}: ⌊F(n+1)φ⌋");
    assert_eq!(
        p_position(before),
        (even.clone(), odd.clone()),
        "{label}: p_position(F(n−1))"
    );
    assert_eq!(p_position(even), shifted, "{label}: p_position(F(n))");
    assert_eq!(
        coordinate(even),
        Coordinate::Lower {
            index: before.clone()
        },
        "{label}"
    );
    assert_eq!(
        coordinate(odd),
        Coordinate::Upper {
            index: before.clone()
        },
        "{label}"
    );
    assert_eq!(partner(even), *odd, "{label}: partner(F(n))");
    assert_eq!(partner(odd), *even, "{label}: partner(F(n+1))");
    for (x, y) in [(even, odd), (odd, even), (&shifted.0, &shifted.1)] {
        let game = Wythoff::new(x.clone(), y.clone());
        assert_eq!(
            game.outcome(Convention::Normal).unwrap(),
            Outcome::P,
            "{label}: Wythoff ({x}, {y})"
        );
        assert!(
            game.winning_moves(Convention::Normal).unwrap().is_empty(),
            "{label}: ({x}, {y}) is P: no winning move"
        );
    }
    let to_shifted = [shifted.0.clone(), shifted.1.clone()];
    let to_partner = [odd.clone(), even.clone()];
    let moves = [to_shifted, to_partner];
    assert_n_with_moves(
        [odd, after],
        &moves,
        depth,
        &format!("{label}: (F(n+1), F(n+2))"),
    );
}

#[test]
fn fibonacci_identities_hold_for_the_brute_force_solver() {
    // The derivations of the module comment, checked on small i against exhaustive search.
    let mut solver = Solver::new(WythoffRules);
    let fib = fibonacci_u128(12);
    let f = |n: usize| fib[n] as u64;
    let sorted_solver = |solver: &mut Solver<WythoffRules>, a: u64, b: u64| {
        let mut moves = solver.winning_moves(&(a, b), Convention::Normal).unwrap();
        moves.sort();
        moves
    };
    for i in 1..=5usize {
        let (a, b) = (f(2 * i), f(2 * i + 1));
        let normal = Convention::Normal;
        assert_eq!(
            solver.outcome(&(a, b), normal).unwrap(),
            Outcome::P,
            "({a}, {b})"
        );
        let (c, d) = (f(2 * i + 1) - 1, f(2 * i + 2) - 1);
        assert_eq!(
            solver.outcome(&(c, d), normal).unwrap(),
            Outcome::P,
            "({c}, {d})"
        );
        if i >= 2 {
            let mut expected = vec![(a, b), (a - 2, b - 3)];
            expected.sort();
            assert_eq!(
                sorted_solver(&mut solver, a + 1, b),
                expected,
                "({}, {b})",
                a + 1
            );
        }
        assert_eq!(
            sorted_solver(&mut solver, a, b + 1),
            vec![(a, b)],
            "({a}, {})",
            b + 1
        );
        let (e, g) = (f(2 * i + 1), f(2 * i + 2));
        let mut expected = vec![(c, d), (e, a)];
        expected.sort();
        assert_eq!(sorted_solver(&mut solver, e, g), expected, "({e}, {g})");
    }
}

#[test]
fn floor_of_fibonacci_times_phi_agrees_with_the_mex_construction() {
    // ⌊F(n)·φ⌋ = F(n+1) − [n even], for n >= 2, checked against a_k = mex{a_i, b_i : i < k}.
    let fib = fibonacci_u128(22);
    let pairs = wythoff_pairs_by_mex(fib[22] as usize + 1);
    for n in 2..22 {
        let expected = fib[n + 1] as u64 - u64::from(n % 2 == 0);
        assert_eq!(
            pairs[fib[n] as usize].0, expected,
            "a_F({n}) by the mex construction"
        );
    }
}

#[test]
fn fibonacci_identities_hold_at_20_and_40_digits() {
    // 2i = 4..=216 (F(216) has 45 digits): words, the u128 boundary, and big integers.
    let mut digits_seen = Vec::new();
    for i in 2..=108u64 {
        let run = fibonacci_run(i);
        check_fibonacci_identities(&run, Depth::Full);
        check_decimal_p_test(&run);
        digits_seen.push(run.even.to_string().len());
    }
    assert!(
        digits_seen.contains(&20) && digits_seen.contains(&40),
        "{digits_seen:?}"
    );
}

/// F(4785000) and its neighbours, built once for the tests that share it: F(4785000) has
/// 1,000,006 digits (10^999999 < 2^3321925).
fn million_digit_run() -> &'static FibonacciRun {
    static RUN: OnceLock<FibonacciRun> = OnceLock::new();
    RUN.get_or_init(|| {
        let run = fibonacci_run(2_392_500);
        assert!(
            run.even.bit_len() > 3_321_925,
            "F(4785000) has fewer than a million digits"
        );
        run
    })
}

#[test]
fn fibonacci_identities_hold_at_a_million_digits() {
    check_fibonacci_identities(million_digit_run(), Depth::Essential);
}

/// `digits` + 1 (`up`) or − 1 in decimal, keeping the length (so 10 − 1 reads "09"); for the
/// numbers here, which are never 0.
fn decimal_step(digits: &str, up: bool) -> String {
    let mut bytes = digits.as_bytes().to_vec();
    let (wraps, wrapped) = if up { (b'9', b'0') } else { (b'0', b'9') };
    for byte in bytes.iter_mut().rev() {
        if *byte == wraps {
            *byte = wrapped;
        } else {
            *byte = if up { *byte + 1 } else { *byte - 1 };
            return String::from_utf8(bytes).unwrap();
        }
    }
    assert!(up, "{digits} − 1 is negative");
    bytes.insert(0, b'1');
    String::from_utf8(bytes).unwrap()
}

/// The decimal P-test (no radix conversion) on the P-positions of the module comment and on
/// their neighbours one step away, which are N (each diagonal and each number belongs to
/// exactly one P-position).
fn check_decimal_p_test(run: &FibonacciRun) {
    let n = run.even_index;
    let (a, b, c) = (
        run.even.to_string(),
        run.odd.to_string(),
        run.after.to_string(),
    );
    let (b_less, c_less) = (decimal_step(&b, false), decimal_step(&c, false));
    if a.len() < 100 {
        assert_eq!(
            b_less.trim_start_matches('0'),
            minus(&run.odd, 1).to_string()
        );
        assert_eq!(decimal_step(&a, true), plus(&run.even, 1).to_string());
    }
    let p_positions = [(&a, &b), (&b_less, &c_less)];
    for (x, y) in p_positions {
        for (x, y) in [(x, y), (y, x)] {
            let (x, y) = (x.as_bytes(), y.as_bytes());
            assert!(
                wythoff_is_p_position(x, y),
                "F({n}): decimal P-test on a P-position"
            );
        }
        let (x_up, y_up) = (decimal_step(x, true), decimal_step(y, true));
        for (p, q) in [(&x_up, y), (x, &y_up), (&x_up, &y_up)] {
            let (p, q) = (p.as_bytes(), q.as_bytes());
            assert!(
                !wythoff_is_p_position(p, q),
                "F({n}): decimal P-test on an N-position"
            );
        }
    }
}

#[test]
fn decimal_p_test_agrees_with_the_fibonacci_identities_at_a_million_digits() {
    check_decimal_p_test(million_digit_run());
}

#[test]
fn float_traps_are_exact() {
    // (k, ⌊kφ⌋): the first k where float32, double and long double round ⌊kφ⌋ up to F(n+1)
    // (docs/THEORY.md § 5.6). k = F(n) with n even, so the true value is F(n+1) − 1.
    let traps: [(u64, u64); 3] = [
        (2_584, 4_180),                 // F18 -> F19 − 1 (float32 gives 4181)
        (102_334_155, 165_580_140),     // F40 -> F41 − 1 (double gives 165,580,141)
        (4_807_526_976, 7_778_742_048), // F48 -> F49 − 1 (long double gives 7,778,742,049)
    ];
    let fib = fibonacci_u128(50);
    for (index, (k, floor)) in traps.into_iter().enumerate() {
        let n = [18, 40, 48][index];
        assert_eq!(u128::from(k), fib[n], "F({n})");
        assert_eq!(u128::from(floor), fib[n + 1] - 1, "F({}) − 1", n + 1);
        assert_eq!(lower_wythoff(&nat(k)), nat(floor), "⌊{k}φ⌋");
        assert!(
            is_p_position_u64(floor, floor + k),
            "({floor}, {})",
            floor + k
        );
        assert!(
            !is_p_position_u64(floor + 1, floor + k),
            "({}, {})",
            floor + 1,
            floor + k
        );
        let (a_digits, b_digits) = (floor.to_string(), (floor + k).to_string());
        let decimal = wythoff_is_p_position(a_digits.as_bytes(), b_digits.as_bytes());
        assert!(decimal, "decimal P-test ({floor}, {})", floor + k);
        let game = Wythoff::new(nat(floor), nat(floor + k));
        assert_eq!(
            game.outcome(Convention::Normal).unwrap(),
            Outcome::P,
            "Wythoff ({floor}, {})",
            floor + k
        );
    }
}

#[test]
fn every_fibonacci_k_up_to_f92_has_the_exact_floor() {
    // Even n: ⌊F(n)φ⌋ = F(n+1) − 1 (where floats round up); odd n: F(n+1). Up to F(92): the
    // word path of lower_wythoff, past 2^62 (its big path), and pairs beyond 2^64.
    let fib = fibonacci_u128(94);
    for n in 2..=92 {
        let k = Natural::from(fib[n]);
        let a = Natural::from(fib[n + 1] - u128::from(n % 2 == 0));
        let b = &a + &k;
        assert_eq!(lower_wythoff(&k), a, "⌊F({n})φ⌋ = ⌊{k}φ⌋");
        assert!(
            is_p_position(&a, &b) && is_p_position(&b, &a),
            "F({n}): ({a}, {b})"
        );
        let (a_up, b_up) = (plus(&a, 1), plus(&b, 1));
        assert!(
            !is_p_position(&a_up, &b_up),
            "F({n}): ({a_up}, {b_up}), a rounded-up answer"
        );
        assert_eq!(partner(&a), b, "partner of ⌊F({n})φ⌋");
        if let (Some(a), Some(b)) = (a.to_u64(), b.to_u64()) {
            assert!(
                is_p_position_u64(a, b) && !is_p_position_u64(a + 1, b),
                "F({n}): ({a}, {b})"
            );
        }
    }
}
