//! Integration tests of grundy's closed forms, each against a source that does not share its
//! code:
//!
//! - `brute_force`: the memoised [`Solver`](grundy::engine::Solver) on the `*Rules` games, on
//!   every small position (outcome, the full set of winning moves, Grundy values);
//! - `known_values`: published values (OEIS A000201, A001950, A000045, A047708, A317205) and
//!   theorems with a statement of their own (Zeckendorf, binary), checked first against an
//!   independent construction;
//! - `euclid`: Euclid's game against the mex and the solver on every small position, and the
//!   golden-ratio form of its rule beyond u64;
//! - `staircase`, `lasker`, `moore`: Staircase Nim, Lasker's Nim and Moore's Nim against the
//!   solver on every small position (outcome under both conventions, every winning move, every
//!   move to each value);
//! - `hackenbush`: Green Hackenbush against brute force of the rules on every multigraph of up
//!   to 5 edges on 4 vertices and random ones of up to 8 (value, every cut to each value),
//!   trees against the Colon principle, cycles odd and even;
//! - `dag`: the game on a graph against mex over random graphs and the solver on every
//!   position of up to three tokens;
//! - `turtles`: Mock Turtles against mex over the coin-turning rules on every row of up to 10
//!   coins, every move to each value, and OEIS A000069;
//! - `exactness`: Fibonacci identities at 20, 40 and 1,000,000 digits and the floating-point
//!   traps of docs/THEORY.md § 5.6, where any rounding would flip an answer.
//!
//! The helpers below are the independent constructions shared by the modules.

mod brute_force;
mod dag;
mod euclid;
mod exactness;
mod hackenbush;
mod known_values;
mod lasker;
mod moore;
mod staircase;
mod turtles;

use grundy::Natural;

/// `x` as a [`Natural`].
fn nat(x: u64) -> Natural {
    Natural::from(x)
}

/// Every heap vector of 1 to `max_heaps` heaps, each of size 0..=`max_size` (a staircase is one
/// too: its steps).
fn all_heap_vectors(max_heaps: usize, max_size: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut layer: Vec<Vec<u64>> = vec![Vec::new()];
    for _ in 0..max_heaps {
        layer = layer
            .iter()
            .flat_map(|prefix| {
                (0..=max_size).map(move |h| {
                    let mut next = prefix.clone();
                    next.push(h);
                    next
                })
            })
            .collect();
        all.extend(layer.iter().cloned());
    }
    all
}

/// A [`Natural`] that the test knows to be small, as a word.
fn word(x: &Natural) -> u64 {
    x.to_u64()
        .unwrap_or_else(|| panic!("{x} was expected to fit in a u64"))
}

/// F(0), F(1), …, F(last) by the recurrence F(n+1) = F(n) + F(n−1), in u128 (F(186) is the
/// last Fibonacci number below 2^128).
fn fibonacci_u128(last: usize) -> Vec<u128> {
    let mut fib = vec![0u128, 1];
    while fib.len() <= last {
        let n = fib.len();
        fib.push(fib[n - 1] + fib[n - 2]);
    }
    fib.truncate(last + 1);
    fib
}

/// The first `count` Wythoff P-positions (a_k, b_k) by Wythoff's own construction, which uses
/// no φ at all: a_k = mex{a_i, b_i : i < k}, b_k = a_k + k.
fn wythoff_pairs_by_mex(count: usize) -> Vec<(u64, u64)> {
    let mut used = vec![false; 3 * count + 3];
    let mut pairs = Vec::with_capacity(count);
    let mut least_unused = 0;
    for k in 0..count {
        while used[least_unused] {
            least_unused += 1;
        }
        let (a, b) = (least_unused, least_unused + k);
        used[a] = true;
        used[b] = true;
        pairs.push((a as u64, b as u64));
    }
    pairs
}
