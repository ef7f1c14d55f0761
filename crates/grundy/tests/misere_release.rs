//! Misère quotients at the reach of MisereSolver (docs/THEORY.md § 8.5), and joint quotients
//! of two games against exhaustive misère search of every mixed sum of at most 30 tokens. The
//! searches visit millions of sums: about 25 s in the test profile on two busy cores (release
//! mode is hardly faster, and a release build would be a second compile), with the library as
//! shipped (the file's name), not its `cfg(test)` build.

use std::collections::HashMap;

use grundy::games::octal::OctalCode;
use grundy::quotient::{Limits, MisereQuotient, QuotientStatus};

/// Misère P-positions of sums of heaps of several games, by plain recursion from the rules
/// alone. A heap is `(game, size)`; heaps without a move are dropped (they change nothing).
struct Brute {
    games: Vec<OctalCode>,
    memo: HashMap<Vec<(u8, u8)>, bool>,
}

impl Brute {
    fn is_p(&mut self, heaps: &[(u8, u8)]) -> bool {
        let mut key: Vec<(u8, u8)> = heaps
            .iter()
            .copied()
            .filter(|&(g, h)| !self.games[g as usize].moves(u64::from(h)).is_empty())
            .collect();
        key.sort_unstable();
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut has_move = false;
        let mut reaches_p = false;
        'heaps: for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue;
            }
            let (g, h) = key[i];
            for (_, leaves) in self.games[g as usize].moves(u64::from(h)) {
                has_move = true;
                let mut next = key.clone();
                next.remove(i);
                next.extend(leaves.iter().map(|&l| (g, l as u8)));
                if self.is_p(&next) {
                    reaches_p = true;
                    break 'heaps;
                }
            }
        }
        let p = has_move && !reaches_p;
        self.memo.insert(key, p);
        p
    }
}

/// Every multiset of heaps of `games` with at most `tokens` tokens in all.
fn sums(games: usize, tokens: u8) -> Vec<Vec<(u8, u8)>> {
    fn grow(
        games: usize,
        left: u8,
        from: (u8, u8),
        current: &mut Vec<(u8, u8)>,
        out: &mut Vec<Vec<(u8, u8)>>,
    ) {
        out.push(current.clone());
        for g in from.0..games as u8 {
            let first = if g == from.0 { from.1 } else { 1 };
            for h in first..=left {
                current.push((g, h));
                grow(games, left - h, (g, h), current, out);
                current.pop();
            }
        }
    }
    let mut out = Vec::new();
    grow(games, tokens, (0, 1), &mut Vec::new(), &mut out);
    out
}

fn joint_against_search(codes: [&str; 2], tokens: u8) -> usize {
    let games: Vec<OctalCode> = codes.iter().map(|c| c.parse().unwrap()).collect();
    let to = vec![u64::from(tokens); games.len()];
    let q = MisereQuotient::compute_joint(&games, &to, &Limits::default(), &mut |_| {}).unwrap();
    assert!(q.stopped().is_none(), "{codes:?}: {:?}", q.stopped());
    let mut brute = Brute {
        games: games.clone(),
        memo: HashMap::new(),
    };
    let all = sums(games.len(), tokens);
    for sum in &all {
        let element = sum.iter().fold(0, |x, &(g, h)| {
            let e = q.heap_element_of(g as usize, u64::from(h)).unwrap();
            q.mul(x, e)
        });
        assert_eq!(
            q.is_p(element),
            brute.is_p(sum),
            "{codes:?}: {sum:?} (joint quotient of order {})",
            q.order()
        );
    }
    all.len()
}

#[test]
fn joint_quotients_agree_with_search_on_every_sum_of_at_most_30_tokens() {
    // Kayles with 0.75 and with 0.144: 2.2 million sums each. (Kayles with Dawson's Kayles
    // to heap 30 has a joint quotient beyond the 4096 elements allowed: see the next test.)
    for codes in [["0.77", "0.75"], ["0.77", "0.144"]] {
        let count = joint_against_search(codes, 30);
        assert!(count > 2_000_000, "{codes:?}: {count}");
    }
}

#[test]
fn kayles_with_dawsons_kayles_agrees_with_search_on_every_sum_of_at_most_24_tokens() {
    let count = joint_against_search(["0.77", "0.07"], 24);
    assert!(count > 250_000, "{count}");
}

#[test]
fn quotients_reach_as_far_as_misere_solver() {
    // (code, heap, order, |P|) that MisereSolver reports (bench/misere).
    for (code, heap, order, p) in [
        ("0.07", 33, 638, 109),
        ("0.137", 32, 638, 109),
        ("0.45", 26, 550, 57),
        ("0.106", 19, 130, 17),
    ] {
        let q = MisereQuotient::compute(&code.parse().unwrap(), heap).unwrap();
        assert_eq!(q.status(), QuotientStatus::HoldsTo(heap), "{code}");
        assert_eq!((q.order(), q.p_portion().len()), (order, p), "{code}");
    }
    // Proven, with the heap map's period: Kayles and 0.144.
    for (code, order, p, preperiod, period) in [("0.77", 40, 9, 71, 12), ("0.144", 30, 5, 12, 10)] {
        let q = MisereQuotient::compute(&code.parse().unwrap(), 1000).unwrap();
        assert_eq!((q.order(), q.p_portion().len()), (order, p), "{code}");
        assert!(
            matches!(q.status(), QuotientStatus::Proven { preperiod: a, period: b, .. } if (a, b) == (preperiod, period)),
            "{code}: {:?}",
            q.status()
        );
    }
}
