//! Euclid's game against brute force: the Grundy value of every position up to 60 × 60 by a
//! mex over the rules written here, and by the memoised [`Solver`] on [`EuclidRules`]; the
//! outcome under both conventions and every winning move on every position up to 40 × 40;
//! every move to each value; the remoteness by its definition; and numbers beyond u64, against
//! the golden-ratio form of Cole & Davie's rule (a > b > 0 is P iff a < φ·b, i.e.
//! a² < a·b + b²) and the scaling g(c·a, c·b) = g(a, b).

use grundy::Natural;
use grundy::engine::{Convention, Game, Outcome, Solver};
use grundy::games::euclid::{Euclid, EuclidMove, EuclidRules};
use grundy::games::{ImpartialGame, MoveNotation, Rules, Summand};

use crate::nat;

/// The options of (a, b) by the rules: subtract k times the smaller from the larger (either
/// when equal); nothing when a number is 0.
fn options(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    if a == 0 || b == 0 {
        return out;
    }
    let mut k = 1;
    while a >= k * b {
        out.push((a - k * b, b));
        k += 1;
    }
    let mut k = 1;
    while b >= k * a {
        out.push((a, b - k * a));
        k += 1;
    }
    out
}

/// g(a, b) for a, b ≤ n by the definition (mex of the options' values), smaller sums first.
fn values_by_mex(n: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; n + 1]; n + 1];
    for sum in 0..=2 * n {
        for a in sum.saturating_sub(n)..=sum.min(n) {
            let b = sum - a;
            let seen: Vec<u64> = options(a as u64, b as u64)
                .iter()
                .map(|&(x, y)| g[x as usize][y as usize])
                .collect();
            g[a][b] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    g
}

fn game(a: u64, b: u64) -> Euclid {
    Euclid::new(nat(a), nat(b)).unwrap()
}

fn pair(mv: &EuclidMove) -> (u64, u64) {
    (mv.to[0].to_u64().unwrap(), mv.to[1].to_u64().unwrap())
}

fn sorted<T: Ord>(mut items: Vec<T>) -> Vec<T> {
    items.sort();
    items
}

#[test]
fn the_descent_is_the_mex_and_the_solver_up_to_60() {
    let g = values_by_mex(60);
    // g(n·b, b) = n, g(b, b) = 1; (3, 2) is P (3/2 < φ), (5, 3) is not (5/3 > φ).
    assert_eq!(
        (g[12][3], g[7][7], g[3][2], g[2][3], g[5][3]),
        (4, 1, 0, 0, 1)
    );
    let mut solver = Solver::new(EuclidRules);
    for a in 0..=60u64 {
        for b in 0..=60u64 {
            let value = g[a as usize][b as usize];
            assert_eq!(game(a, b).grundy().unwrap(), nat(value), "g({a}, {b})");
            if a <= 30 && b <= 30 {
                assert_eq!(
                    solver.grundy(&(a, b)).unwrap().value(),
                    value,
                    "solver ({a}, {b})"
                );
            }
        }
    }
}

#[test]
fn outcomes_and_winning_moves_match_the_solver_up_to_40() {
    let mut solver = Solver::new(EuclidRules);
    for a in 0..=40u64 {
        for b in 0..=40u64 {
            let euclid = game(a, b);
            for convention in [Convention::Normal, Convention::Misere] {
                let label = format!("({a}, {b}) {convention:?}");
                assert_eq!(
                    euclid.outcome(convention).unwrap(),
                    solver.outcome(&(a, b), convention).unwrap(),
                    "{label}: outcome"
                );
                let moves: Vec<(u64, u64)> = euclid
                    .winning_moves(convention)
                    .unwrap()
                    .iter()
                    .map(pair)
                    .collect();
                assert_eq!(
                    sorted(moves),
                    sorted(solver.winning_moves(&(a, b), convention).unwrap()),
                    "{label}: winning moves"
                );
            }
        }
    }
}

#[test]
fn the_rule_of_cole_and_davie_and_the_golden_ratio_agree_up_to_200() {
    for a in 1..=200u64 {
        for b in 1..=200u64 {
            let (hi, lo) = (a.max(b), a.min(b));
            let golden = hi > lo && hi * hi < hi * lo + lo * lo;
            let p = game(a, b).outcome(Convention::Normal).unwrap() == Outcome::P;
            assert_eq!(p, golden, "({a}, {b})");
        }
    }
    for a in 0..=5u64 {
        assert_eq!(game(a, 0).outcome(Convention::Normal).unwrap(), Outcome::P);
        assert_eq!(game(0, a).outcome(Convention::Misere).unwrap(), Outcome::N);
        assert_eq!(game(a, 0).grundy().unwrap(), Natural::ZERO);
        assert!(
            game(a, 0)
                .winning_moves(Convention::Misere)
                .unwrap()
                .is_empty()
        );
        assert!(game(a, 0).legal_moves(10).unwrap().is_empty());
    }
}

#[test]
fn every_move_to_each_value_is_listed_up_to_40() {
    let g = values_by_mex(40);
    for a in 0..=40u64 {
        for b in 0..=40u64 {
            let euclid = game(a, b);
            for value in 0..=42u64 {
                let expected: Vec<(u64, u64)> = options(a, b)
                    .into_iter()
                    .filter(|&(x, y)| g[x as usize][y as usize] == value)
                    .collect();
                let got: Vec<(u64, u64)> = euclid
                    .moves_to_value(&nat(value))
                    .unwrap()
                    .iter()
                    .map(pair)
                    .collect();
                assert_eq!(sorted(got), sorted(expected), "({a}, {b}) to {value}");
            }
        }
    }
}

/// The remoteness by its definition: 0 at the end; an N-position's is 1 + the least of its
/// P-options'; a P-position's 1 + the largest of its options'.
fn remoteness_by_definition(n: usize) -> Vec<Vec<u64>> {
    let g = values_by_mex(n);
    let mut r = vec![vec![0u64; n + 1]; n + 1];
    for sum in 0..=2 * n {
        for a in sum.saturating_sub(n)..=sum.min(n) {
            let b = sum - a;
            let opts = options(a as u64, b as u64);
            if opts.is_empty() {
                continue;
            }
            let of = |&(x, y): &(u64, u64)| r[x as usize][y as usize];
            r[a][b] = 1 + if g[a][b] == 0 {
                opts.iter().map(of).max().unwrap()
            } else {
                let p = opts
                    .iter()
                    .filter(|&&(x, y)| g[x as usize][y as usize] == 0);
                p.map(of).min().unwrap()
            };
        }
    }
    r
}

#[test]
fn the_remoteness_is_the_definition_up_to_60() {
    let r = remoteness_by_definition(60);
    assert_eq!(
        (r[0][7], r[7][7], r[5][3], r[3][2], r[14][3]),
        (0, 1, 3, 2, 3)
    );
    for a in 0..=60u64 {
        for b in 0..=60u64 {
            let steps = game(a, b).remoteness().unwrap();
            assert_eq!(steps, r[a as usize][b as usize], "({a}, {b})");
        }
    }
}

#[test]
fn every_legal_move_reads_back_and_is_an_option_of_the_rules() {
    for (a, b) in [(0, 0), (5, 0), (4, 4), (25, 7), (7, 25), (1, 9), (13, 8)] {
        let euclid = game(a, b);
        let mut rules = Vec::new();
        EuclidRules.options(&(a, b), &mut rules);
        let moves = euclid.legal_moves(1000).unwrap();
        let left: Vec<(u64, u64)> = moves.iter().map(pair).collect();
        assert_eq!(sorted(left.clone()), sorted(rules), "({a}, {b})");
        assert_eq!(sorted(left), sorted(options(a, b)), "({a}, {b})");
        for mv in &moves {
            euclid.check_move(mv).unwrap();
            let typed = euclid.move_notation(mv);
            let words: Vec<&str> = typed.split_whitespace().collect();
            assert_eq!(&euclid.parse_move(&words, 0).unwrap(), mv, "{typed}");
        }
    }
    let euclid = game(25, 7);
    for bad in [
        [nat(20), nat(7)],
        [nat(25), nat(0)],
        [nat(25), nat(7)],
        [nat(4), nat(0)],
    ] {
        assert!(
            euclid.check_move(&EuclidMove { to: bad.clone() }).is_err(),
            "{bad:?}"
        );
    }
    assert!(euclid.parse_move(&["a", "4"], 0).is_err());
    assert!(euclid.parse_move(&["b", "1"], 0).is_err());
}

/// The outcome by the brief's rule, iterated as the Euclidean algorithm on big integers: the
/// mover wins iff max ≥ 2·min or min | max, else the opposite of (min, max − min).
fn mover_wins(a: &Natural, b: &Natural) -> bool {
    let (mut hi, mut lo) = if a >= b {
        (a.clone(), b.clone())
    } else {
        (b.clone(), a.clone())
    };
    let mut flips = false;
    loop {
        if lo.is_zero() {
            return flips; // the end: the player to move has lost
        }
        if hi >= &lo + &lo || (&hi % &lo).is_zero() {
            return !flips;
        }
        let next = hi.sub_or_panic(&lo);
        (hi, lo) = if next >= lo { (next, lo) } else { (lo, next) };
        flips = !flips;
    }
}

#[test]
fn numbers_beyond_u64_are_exact() {
    // Consecutive Fibonacci numbers F(n+1), F(n) beyond 2^64: a/b tends to φ from alternate
    // sides, so the outcome alternates; the descent is all quotients 1 (and a last 2).
    let mut fib = vec![Natural::ZERO, Natural::ONE];
    for n in 2..=200 {
        let next = &fib[n - 1] + &fib[n - 2];
        fib.push(next);
    }
    for n in 95..200 {
        let euclid = Euclid::new(fib[n + 1 - 1].clone(), fib[n].clone()).unwrap();
        let (a, b) = (&fib[n], &fib[n - 1]);
        let golden = a * a < &(a * b) + &(b * b);
        let by_rule = !mover_wins(a, b);
        let p = Euclid::new(a.clone(), b.clone())
            .unwrap()
            .outcome(Convention::Normal)
            .unwrap();
        assert_eq!(p == Outcome::P, golden, "F({n}), F({})", n - 1);
        assert_eq!(p == Outcome::P, by_rule, "F({n}), F({})", n - 1);
        assert!(euclid.grundy().unwrap() <= nat(2));
    }
    // g(a, 1) = a, and g is unchanged by scaling both numbers.
    let big: Natural = "1000000000000000000000000000007".parse().unwrap();
    assert_eq!(
        Euclid::new(big.clone(), Natural::ONE)
            .unwrap()
            .grundy()
            .unwrap(),
        big
    );
    let scale: Natural = "340282366920938463463374607431768211457".parse().unwrap();
    for (a, b) in [(25u64, 7u64), (5, 3), (44, 9), (100, 1), (8, 13)] {
        let small = game(a, b);
        let scaled = Euclid::new(&nat(a) * &scale, &nat(b) * &scale).unwrap();
        assert_eq!(
            scaled.grundy().unwrap(),
            small.grundy().unwrap(),
            "({a}, {b})"
        );
        assert_eq!(scaled.remoteness().unwrap(), small.remoteness().unwrap());
        let moves = scaled.winning_moves(Convention::Normal).unwrap();
        let expected: Vec<[Natural; 2]> = small
            .winning_moves(Convention::Normal)
            .unwrap()
            .iter()
            .map(|m| [&m.to[0] * &scale, &m.to[1] * &scale])
            .collect();
        let got: Vec<[Natural; 2]> = moves.iter().map(|m| m.to.clone()).collect();
        assert_eq!(got, expected, "({a}, {b}) scaled");
    }
    // Large quotients: (10^30 · 7 + 4, 7) is worth 10^30 (q = 10^30, g(7, 4) = 2 < q) and its
    // winning move leaves (11, 7), the one chain position worth 0.
    let q: Natural = "1000000000000000000000000000000".parse().unwrap();
    let euclid = Euclid::new(&(&q * 7u64) + 4u64, nat(7)).unwrap();
    assert_eq!(euclid.grundy().unwrap(), q);
    let moves = euclid.winning_moves(Convention::Normal).unwrap();
    assert_eq!(
        moves,
        [EuclidMove {
            to: [nat(11), nat(7)]
        }]
    );
    assert!(mover_wins(&euclid.numbers()[0], &euclid.numbers()[1]));
}
