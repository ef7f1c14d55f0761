//! Nim judges: hdu1850 (count the winning first moves), hdu1907 (= poj3480, misère Nim) and
//! luogu2197 (Nim).
//!
//! Limits (problem statements): hdu1907 "1 <= T <= 474, 1 <= N <= 47, 1 <= Ai <= 4747";
//! luogu2197 "T <= 10", "n <= 10^4", heaps "less than 10^4" (0 allowed: the sample has one);
//! hdu1850 "1 < M <= 100" heaps "1 <= Ni <= 1000000", blocks until a lone 0.
//!
//! Adversarial positions: P-positions (the last heap is the nim-sum of the others), all heaps
//! equal, the misère end-game (every heap 1, an odd or even number of them; exactly one heap
//! above 1), powers of two, and lists at the length limit.

use super::records::{Format, Framing, Layout, RecordGenerator};
use super::{Generator, Rng, Scope};

/// Numbers beyond 2^64 (every Nim judge reads heaps of any size).
const BEYOND: u128 = 10u128.pow(30);

/// A list of heaps in `lo..=hi`, of a length in `min_len..=max_len`.
fn heaps(rng: &mut Rng, lo: u128, hi: u128, min_len: usize, max_len: usize) -> Vec<u128> {
    let len = if rng.chance(3) {
        max_len
    } else {
        rng.index(min_len, max_len.min(min_len + 7))
    };
    let heap = |rng: &mut Rng| rng.interesting(lo, hi);
    let mut list: Vec<u128> = match rng.next_u64() % 10 {
        0 => vec![1.max(lo); len],
        1 => {
            let mut list = vec![1.max(lo); len];
            list[0] = heap(rng);
            list
        }
        2 => vec![heap(rng); len],
        3 => (0..len)
            .map(|_| 1u128 << rng.range(0, u128::from(127 - hi.leading_zeros())))
            .collect(),
        _ => (0..len).map(|_| heap(rng)).collect(),
    };
    // Half of the lists become P-positions of normal Nim: the first heap takes the nim-sum.
    if len >= 2 && rng.chance(50) {
        let rest = list[1..].iter().fold(0, |x, &h| x ^ h);
        if (lo..=hi).contains(&rest) {
            list[0] = rest;
        }
    }
    list
}

fn nim_generator(
    framing: Framing,
    own_line: bool,
    max_records: usize,
    (min_len, max_len): (usize, usize),
    (lo, hi): (u128, u128),
    extra: Vec<Vec<u128>>,
) -> RecordGenerator {
    let mut curated = vec![
        vec![1; min_len.max(1)],
        vec![1; 2.max(min_len)],
        vec![1; 3.max(min_len)],
        vec![2, 2],
        vec![3, 4, 5],
        vec![1, 2, 3],
        vec![1, 1, 2],
        vec![hi; 2],
        vec![hi, hi - 1],
        vec![hi, 1, 1],
        vec![lo; max_len],
        vec![hi; max_len],
        (0..max_len as u128)
            .map(|i| lo + i % (hi - lo + 1))
            .collect(),
    ];
    curated.extend(extra);
    let format = Format {
        framing,
        layout: Layout::Listed {
            min_len,
            max_len,
            own_line,
        },
        max_records,
        bounds: vec![(lo, hi)],
        valid: |_| true,
    };
    let draw = move |rng: &mut Rng, _: &Format| heaps(rng, lo, hi, min_len, max_len);
    RecordGenerator::new(format, curated, Box::new(draw))
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    let beyond = scope == Scope::Beyond;
    let top = |limit: u128| if beyond { BEYOND } else { limit };
    Some(Box::new(match problem {
        "hdu1850" => nim_generator(
            Framing::Terminated("0"),
            false,
            10,
            (2, 100),
            (1, top(1_000_000)),
            vec![vec![7, 5, 3], vec![1_000_000, 999_999, 1]],
        ),
        "hdu1907" => nim_generator(
            Framing::Counted,
            true,
            50,
            (1, if beyond { 1000 } else { 47 }),
            (1, top(4747)),
            vec![vec![3, 5, 1], vec![1], vec![4747], vec![1, 4747]],
        ),
        "luogu2197" => nim_generator(
            Framing::Counted,
            true,
            10,
            (1, 10_000),
            (0, top(9999)),
            vec![
                vec![1, 1],
                vec![1, 0],
                vec![0],
                vec![0, 0, 0],
                vec![9999, 0],
            ],
        ),
        _ => return None,
    }))
}
