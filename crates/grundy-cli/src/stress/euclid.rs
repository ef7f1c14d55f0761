//! Euclid's game judges: poj2348 (Euclid's Game): subtract a multiple of the smaller number from
//! the larger; whoever makes a number 0 wins.
//!
//! Limits (problem statement): "two positive integers" a line, until "0 0"; no bound is stated,
//! and accepted solutions read 32-bit ints, so the generator keeps to 2^31 − 1 (past it, in the
//! Beyond scope, to 10^30). The number of lines is not stated: 50 an input.
//!
//! Adversarial positions: consecutive Fibonacci numbers, whose descent is the longest (all
//! quotients 1) and whose outcome alternates; a larger number just below twice the smaller near
//! 2^31, where `2 * b` overflows a 32-bit int; a large number against 1 or 2 (a solution that
//! subtracts once a move runs out of time); equal numbers and multiples.

use super::records::{Format, Framing, Layout, Probe, RecordGenerator};
use super::{Generator, Rng, Scope};

/// Numbers beyond 2^64 that stay inside u128 arithmetic.
const BEYOND: u128 = 10u128.pow(30);

const FIBONACCI: &str = "consecutive Fibonacci numbers (the longest descent)";
const OVERFLOW: &str = "a just below 2b near 2^31 (2 * b overflows a 32-bit int)";
const SLOW: &str = "a huge quotient (one subtraction a step is too slow)";

/// F(1), F(2), … up to `top`.
fn fibonacci(top: u128) -> Vec<u128> {
    let mut fib = vec![1u128, 1];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        if next > top {
            break;
        }
        fib.push(next);
    }
    fib
}

fn probes(top: u128) -> Vec<Probe> {
    let fib = fibonacci(top);
    let mut probes = Vec::new();
    for pair in fib.windows(2).skip(1) {
        probes.push(Probe::new(
            vec![pair[1], pair[0]],
            FIBONACCI,
            format!("({}, {})", pair[1], pair[0]),
        ));
    }
    let half = top / 2;
    for b in [half + 1, half + 2, half + 3] {
        let a = top.min(2 * b - 1);
        if a >= b {
            probes.push(Probe::new(vec![a, b], OVERFLOW, format!("({a}, {b})")));
        }
    }
    for b in [1, 2, 3] {
        probes.push(Probe::new(vec![top, b], SLOW, format!("({top}, {b})")));
    }
    probes
}

/// A pair in 1..=`top`: near the golden ratio, Fibonacci, multiples, or plain.
fn draw_pair(rng: &mut Rng, top: u128, fib: &[u128]) -> Vec<u128> {
    let pair = match rng.next_u64() % 6 {
        0 => {
            let i = rng.index(1, fib.len() - 1);
            [fib[i], fib[i - 1]]
        }
        1 => {
            // b and about b·φ (8/5, 13/8, …), just around it.
            let b = rng.interesting(1, top / 2);
            let i = rng.index(3, fib.len().min(12) - 1);
            let a = (b * fib[i] / fib[i - 1] + rng.below(3)).clamp(1, top);
            [a, b]
        }
        2 => {
            let b = rng.interesting(1, top);
            let k = rng.interesting(1, (top / b).max(1));
            [(b * k).min(top), b]
        }
        _ => [rng.interesting(1, top), rng.interesting(1, top)],
    };
    if rng.chance(50) {
        vec![pair[1], pair[0]]
    } else {
        pair.to_vec()
    }
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    if problem != "poj2348" {
        return None;
    }
    let top = if scope == Scope::Beyond {
        BEYOND
    } else {
        (1 << 31) - 1
    };
    let fib = fibonacci(top);
    let last = fib.len() - 1;
    let curated = vec![
        vec![34, 12],
        vec![15, 24],
        vec![1, 1],
        vec![2, 1],
        vec![3, 2],
        vec![top, top],
        vec![top, 1],
        vec![fib[last], fib[last - 1]],
        vec![fib[last - 1], fib[last]],
        vec![top, top / 2 + 1],
    ];
    let format = Format {
        framing: Framing::Terminated("0 0"),
        layout: Layout::Fixed(2),
        max_records: 50,
        bounds: vec![(1, top); 2],
        valid: |_| true,
    };
    let draw = move |rng: &mut Rng, _: &Format| draw_pair(rng, top, &fib);
    Some(Box::new(
        RecordGenerator::new(format, curated, Box::new(draw)).with_probes(probes(top)),
    ))
}
