//! The game on a directed acyclic graph against the rules: random graphs with their vertices
//! shuffled (so that no order of the numbers is a topological one), each vertex valued here by
//! mex over its successors (memoised, sharing nothing with the library), every position of up
//! to three tokens searched whole by the memoised [`Solver`] on [`DagRules`], and every move to
//! each value against the moves that reach it.

use std::collections::HashMap;

use grundy::engine::{Convention, Outcome, Solver};
use grundy::expr::Expr;
use grundy::games::dag::{Dag, DagMove, DagRules};
use grundy::games::{ImpartialGame, Rules, Summand};
use grundy::rng::Rng;

use crate::nat;

/// A random graph of `n` vertices without cycles: edges only from a vertex to later ones in a
/// random order of the vertices.
fn random_graph(rng: &mut Rng, n: usize, percent: u64) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.index(0, i));
    }
    let mut successors = vec![Vec::new(); n];
    for i in 0..n {
        for j in i + 1..n {
            if rng.chance(percent) {
                successors[order[i]].push(order[j]);
            }
        }
    }
    successors
}

/// g(v) by the definition: the mex of the successors' values.
fn value(v: usize, successors: &[Vec<usize>], memo: &mut HashMap<usize, u64>) -> u64 {
    if let Some(&g) = memo.get(&v) {
        return g;
    }
    let seen: Vec<u64> = successors[v]
        .iter()
        .map(|&w| value(w, successors, memo))
        .collect();
    let g = (0..).find(|g| !seen.contains(g)).unwrap();
    memo.insert(v, g);
    g
}

#[test]
fn random_graphs_against_the_definition_and_the_solver() {
    let mut rng = Rng::new(2425);
    for round in 0..60 {
        let n = rng.index(1, 9);
        let successors = random_graph(&mut rng, n, [20, 40, 70][round % 3]);
        let mut memo = HashMap::new();
        let g: Vec<u64> = (0..n).map(|v| value(v, &successors, &mut memo)).collect();
        let empty = Dag::new(successors.clone(), Vec::new()).unwrap();
        for (v, &gv) in g.iter().enumerate() {
            assert_eq!(empty.vertex_value(v), gv, "{empty}: vertex {v}");
        }
        let mut solver = Solver::new(DagRules::of(&empty));
        let mut positions: Vec<Vec<usize>> = Vec::new();
        for a in 0..n {
            positions.push(vec![a]);
            for b in 0..n {
                positions.push(vec![a, b]);
                for c in 0..n.min(4) {
                    positions.push(vec![a, b, c]);
                }
            }
        }
        for tokens in positions {
            let game = empty.with_tokens(tokens.clone()).unwrap();
            let x = tokens.iter().fold(0, |x, &v| x ^ g[v]);
            assert_eq!(game.grundy().unwrap(), nat(x), "{game}");
            let mut words: Vec<u64> = tokens.iter().map(|&v| v as u64).collect();
            words.sort_unstable();
            assert_eq!(
                solver.grundy(&words).unwrap().value(),
                x,
                "{game}: the solver"
            );
            assert_eq!(
                game.outcome(Convention::Normal).unwrap(),
                Outcome::from_is_p(x == 0)
            );
            // Every move to each value: the legal moves (one per vertex holding tokens) whose
            // position is worth it.
            let legal = game.legal_moves(10_000).unwrap();
            for target in 0..=8u64 {
                let expected: Vec<&DagMove> = legal
                    .iter()
                    .filter(|mv| x ^ g[mv.from] ^ g[mv.to] == target)
                    .collect();
                let listed = game.moves_to_value(&nat(target)).unwrap();
                assert_eq!(
                    listed.iter().collect::<Vec<_>>(),
                    expected,
                    "{game} to {target}"
                );
                for mv in &listed {
                    game.check_move(mv).unwrap();
                    assert_eq!(tokens[mv.token], mv.from);
                }
            }
            let winning = game.winning_moves(Convention::Normal).unwrap();
            assert_eq!(winning.is_empty(), x == 0, "{game}");
        }
    }
}

#[test]
fn the_sample_graph_of_poj_2425() {
    // 0 → 1, 0 → 2, 2 → 3: g = 2, 0, 1, 0 (vertex 1 and 3 have no edge out).
    let game: Dag = "dag({1,2},{},{3},{},2)".parse().unwrap();
    let values: Vec<u64> = (0..4).map(|v| game.vertex_value(v)).collect();
    assert_eq!(values, [2, 0, 1, 0]);
    let sum: Expr = "dag({1,2},{},{3},{},0,2) + nim(3)".parse().unwrap();
    let analysis = sum.analyze(Convention::Normal).unwrap();
    assert_eq!(analysis.grundy, Some(nat(2 ^ 1 ^ 3)));
    assert!(analysis.winning_moves.is_empty());
}

#[test]
fn limits_are_named() {
    let many = vec![Vec::new(); grundy::games::dag::DAG_VERTEX_LIMIT + 1];
    let error = Dag::new(many, Vec::new()).unwrap_err();
    assert_eq!(error.limit().map(|l| l.name()), Some("dag_vertices"));
    let tokens = vec![0; grundy::games::dag::DAG_TOKEN_LIMIT + 1];
    let error = Dag::new(vec![Vec::new()], tokens).unwrap_err();
    assert_eq!(error.limit().map(|l| l.name()), Some("dag_tokens"));
}
