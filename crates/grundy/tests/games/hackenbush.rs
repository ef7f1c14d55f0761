//! Green Hackenbush against brute force of the rules: every multigraph of up to 5 edges on the
//! vertices 1 (the ground) to 4, loops and parallel edges included, and random graphs of up to
//! 8 edges on vertices 0 to 5 (0 being the ground too): the value, the outcome and the cuts to
//! each value. The brute force here is written from the definition (a bit per edge, a cut
//! drops the cut edge and every edge no path joins to the ground, the value the mex of the
//! options') and shares nothing with the library; the library's own oracle
//! [`HackenbushRules`] is checked against it too. Trees against an independent Colon
//! recursion, cycles odd and even, and sums through the exhaustive search.

use std::collections::HashMap;

use grundy::engine::{Convention, Outcome, Solver};
use grundy::expr::Expr;
use grundy::games::hackenbush::{Hackenbush, HackenbushRules};
use grundy::games::{ImpartialGame, MoveNotation, Rules, Summand};

use crate::nat;

/// The brute force: the value of each set of edges (a bit each) by mex over the cuts.
struct Brute {
    edges: Vec<[u64; 2]>,
    memo: HashMap<u32, u64>,
}

impl Brute {
    fn new(edges: &[[u64; 2]]) -> Brute {
        Brute {
            edges: edges.to_vec(),
            memo: HashMap::new(),
        }
    }

    /// The edges of `present` that some path of present edges joins to the ground (0 or 1).
    fn grounded(&self, present: u32) -> u32 {
        let mut reached = [false; 64];
        reached[0] = true;
        reached[1] = true;
        let mut kept = 0u32;
        let mut changed = true;
        while changed {
            changed = false;
            for (i, &[a, b]) in self.edges.iter().enumerate() {
                let bit = 1 << i;
                if present & bit == 0 || kept & bit != 0 {
                    continue;
                }
                if reached[a as usize] || reached[b as usize] {
                    kept |= bit;
                    reached[a as usize] = true;
                    reached[b as usize] = true;
                    changed = true;
                }
            }
        }
        kept
    }

    fn after_cut(&self, present: u32, edge: usize) -> u32 {
        self.grounded(present & !(1 << edge))
    }

    fn value(&mut self, present: u32) -> u64 {
        if let Some(&v) = self.memo.get(&present) {
            return v;
        }
        let mut seen = Vec::new();
        for edge in 0..self.edges.len() {
            if present & (1 << edge) != 0 {
                let next = self.after_cut(present, edge);
                seen.push(self.value(next));
            }
        }
        let mex = (0..).find(|v| !seen.contains(v)).unwrap();
        self.memo.insert(present, mex);
        mex
    }

    fn all(&self) -> u32 {
        (1u32 << self.edges.len()) - 1
    }
}

fn game(edges: &[[u64; 2]]) -> Hackenbush {
    Hackenbush::new(edges.to_vec()).unwrap()
}

/// The library against the brute force on one grounded graph: value, outcome, the cuts to
/// each value up to one past the largest option's, and the library's oracle's value.
fn check(edges: &[[u64; 2]]) {
    let mut brute = Brute::new(edges);
    let all = brute.all();
    assert_eq!(brute.grounded(all), all, "{edges:?} is grounded");
    let hackenbush = game(edges);
    let label = hackenbush.to_string();
    let value = brute.value(all);
    assert_eq!(hackenbush.grundy().unwrap(), nat(value), "{label}: value");
    let outcome = if value == 0 { Outcome::P } else { Outcome::N };
    assert_eq!(
        hackenbush.outcome(Convention::Normal).unwrap(),
        outcome,
        "{label}"
    );
    let option_values: Vec<u64> = (0..edges.len())
        .map(|e| {
            let next = brute.after_cut(all, e);
            brute.value(next)
        })
        .collect();
    let top = option_values.iter().copied().max().unwrap_or(0) + 1;
    for target in 0..=top {
        let expected: Vec<usize> = (0..edges.len())
            .filter(|&e| option_values[e] == target)
            .collect();
        let got: Vec<usize> = (hackenbush.moves_to_value(&nat(target)).unwrap())
            .iter()
            .map(|m| m.edge)
            .collect();
        assert_eq!(got, expected, "{label}: cuts to value {target}");
    }
    let winning: Vec<usize> = (hackenbush.winning_moves(Convention::Normal).unwrap())
        .iter()
        .map(|m| m.edge)
        .collect();
    let expected: Vec<usize> = (0..edges.len())
        .filter(|&e| option_values[e] == 0)
        .collect();
    assert_eq!(winning, expected, "{label}: winning cuts");
    // What each cut leaves, by the library, is what the rules leave.
    for mv in hackenbush.legal_moves(100).unwrap() {
        let left = hackenbush.after(&mv).pop().unwrap();
        let kept = brute.after_cut(all, mv.edge);
        let expected: Vec<[u64; 2]> = (0..edges.len())
            .filter(|&e| kept & (1 << e) != 0)
            .map(|e| edges[e])
            .collect();
        assert_eq!(left.edges(), expected.as_slice(), "{label}: {mv}");
    }
}

/// Every multiset of `count` edges among the pairs a ≤ b of `vertices`.
fn multisets(
    pairs: &[[u64; 2]],
    count: usize,
    from: usize,
    prefix: &mut Vec<[u64; 2]>,
    out: &mut Vec<Vec<[u64; 2]>>,
) {
    if prefix.len() == count {
        out.push(prefix.clone());
        return;
    }
    for i in from..pairs.len() {
        prefix.push(pairs[i]);
        multisets(pairs, count, i, prefix, out);
        prefix.pop();
    }
}

fn is_grounded(edges: &[[u64; 2]]) -> bool {
    let brute = Brute::new(edges);
    brute.grounded(brute.all()) == brute.all()
}

#[test]
fn every_graph_of_up_to_5_edges_on_4_vertices_agrees_with_brute_force() {
    let mut pairs = Vec::new();
    for a in 1..=4u64 {
        for b in a..=4 {
            pairs.push([a, b]);
        }
    }
    let mut graphs = Vec::new();
    for count in 0..=5 {
        multisets(&pairs, count, 0, &mut Vec::new(), &mut graphs);
    }
    let grounded: Vec<&Vec<[u64; 2]>> = graphs.iter().filter(|g| is_grounded(g)).collect();
    assert!(grounded.len() > 1000, "{} graphs", grounded.len());
    for edges in grounded {
        check(edges);
    }
}

/// A small generator (splitmix64), so that the graphs are the same on every run.
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % n
    }
}

#[test]
fn random_graphs_of_up_to_8_edges_agree_with_brute_force_and_the_rules_oracle() {
    let mut random = Random(33);
    let mut checked = 0;
    while checked < 1500 {
        let count = 1 + random.below(8) as usize;
        let edges: Vec<[u64; 2]> = (0..count)
            .map(|_| [random.below(6), random.below(6)])
            .collect();
        if !is_grounded(&edges) {
            continue;
        }
        check(&edges);
        if checked % 10 == 0 {
            let words: Vec<u64> = edges.iter().flatten().copied().collect();
            let value = Solver::new(HackenbushRules).grundy(&words).unwrap().value();
            let mut brute = Brute::new(&edges);
            let all = brute.all();
            assert_eq!(value, brute.value(all), "{edges:?}: the rules oracle");
        }
        checked += 1;
    }
}

/// The Colon principle by recursion over a tree given by its parents: a vertex is worth the
/// XOR of (child + 1) over its children.
fn colon(parents: &[usize]) -> u64 {
    fn worth(v: usize, parents: &[usize]) -> u64 {
        (1..parents.len())
            .filter(|&c| parents[c] == v)
            .fold(0, |x, c| x ^ (worth(c, parents) + 1))
    }
    worth(0, parents)
}

#[test]
fn trees_are_valued_by_the_colon_principle() {
    let mut random = Random(3094);
    for _ in 0..300 {
        let n = 1 + random.below(40) as usize;
        // Vertex i (from 1) hangs from a vertex before it; vertex 0 of the tree is the root 1.
        let parents: Vec<usize> = (0..n)
            .map(|i| {
                if i == 0 {
                    0
                } else {
                    random.below(i as u64) as usize
                }
            })
            .collect();
        let edges: Vec<[u64; 2]> = (1..n)
            .map(|i| [parents[i] as u64 + 1, i as u64 + 1])
            .collect();
        let expected = colon(&parents);
        assert_eq!(game(&edges).grundy().unwrap(), nat(expected), "{edges:?}");
        if edges.len() <= 8 {
            check(&edges);
        }
    }
    // A path of n edges is a heap of n; a star of n edges is worth n mod 2.
    for n in 1..=50u64 {
        let path: Vec<[u64; 2]> = (1..=n).map(|v| [v, v + 1]).collect();
        assert_eq!(game(&path).grundy().unwrap(), nat(n));
        let star: Vec<[u64; 2]> = (1..=n).map(|v| [1, v + 1]).collect();
        assert_eq!(game(&star).grundy().unwrap(), nat(n % 2));
    }
}

#[test]
fn cycles_are_worth_their_parity_on_the_ground_and_one_more_on_a_stalk() {
    for n in 1..=40u64 {
        // A cycle through the ground of n edges (n = 1 a loop, n = 2 two parallel edges).
        let cycle: Vec<[u64; 2]> = (0..n)
            .map(|i| {
                [
                    if i == 0 { 1 } else { i + 1 },
                    if i + 1 == n { 1 } else { i + 2 },
                ]
            })
            .collect();
        assert_eq!(game(&cycle).grundy().unwrap(), nat(n % 2), "{cycle:?}");
        // The same cycle at the top of a stalk of one edge: (n mod 2) + 1.
        let mut stalked: Vec<[u64; 2]> = vec![[1, 10]];
        stalked.extend(cycle.iter().map(|&[a, b]| [a + 9, b + 9]));
        assert_eq!(
            game(&stalked).grundy().unwrap(),
            nat(n % 2 + 1),
            "{stalked:?}"
        );
        if n <= 7 {
            check(&cycle);
            check(&stalked);
        }
    }
}

#[test]
fn every_legal_move_reads_back() {
    let hackenbush: Hackenbush = r#"hackenbush("1-2,2-3,3-1,3-3,0-4")"#.parse().unwrap();
    for mv in hackenbush.legal_moves(100).unwrap() {
        let typed = hackenbush.move_notation(&mv);
        let words: Vec<&str> = typed.split_whitespace().collect();
        assert_eq!(hackenbush.parse_move(&words, 0).unwrap(), mv, "{typed}");
    }
}

#[test]
fn sums_with_other_games_xor_and_small_misere_sums_are_searched() {
    let sum: Expr = r#"hackenbush("1-2,2-3,3-4,4-2") + nim(2)"#.parse().unwrap();
    let analysis = sum.analyze(Convention::Normal).unwrap();
    assert!(analysis.outcome.is_p(), "2 ⊕ 2 = 0");
    // 2 ⊕ 1: the path must go to 1 (cut its top edge); the heap cannot go to 3.
    let sum: Expr = r#"hackenbush("1-2,2-3") + nim(1)"#.parse().unwrap();
    let analysis = sum.analyze(Convention::Normal).unwrap();
    let moves: Vec<(usize, String)> = (analysis.winning_moves.iter())
        .map(|m| (m.component, m.kind.to_string()))
        .collect();
    assert_eq!(moves, [(0, "cut 1 (2-3)".to_string())]);
    // Misère: no rule, but a small sum is searched whole and agrees with the brute force of
    // the game alone (a single path of n edges is misère Nim's heap of n: P iff n = 1).
    for n in 1..=5u64 {
        let path: Vec<String> = (1..=n).map(|v| format!("{v}-{}", v + 1)).collect();
        let alone: Expr = format!("hackenbush(\"{}\")", path.join(","))
            .parse()
            .unwrap();
        let outcome = alone.analyze(Convention::Misere).unwrap().outcome;
        assert_eq!(outcome.is_p(), n == 1, "misère path of {n}");
    }
}
