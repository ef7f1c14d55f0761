//! Games on a graph, hdu1524 (= poj2425, A Chess Game): each case a graph without cycles and
//! queries of chessmen on it; WIN or LOSE per query.
//!
//! Limits (problem statement): "1 <= N <= 1000" positions, queries of "1 <= M <= 10" chessmen;
//! cases until the end of the input, each ending with a line "0". The generator keeps to graphs
//! of 60 positions (1000 in one curated path) so that a run stays quick.
//!
//! Adversarial positions: chessmen sharing a position (they cancel: a solution that marks
//! positions instead of XORing gets them wrong), positions without an edge out, long paths
//! (a recursive solution's depth; values alternating 1, 0), vertices whose successors are
//! numbered below them (a solution that values in index order), and dense graphs (values up to
//! the out-degree).

use std::fmt::Write as _;

use super::{Case, Generator, Rng, Scope};

/// One case: the successors of each position, and the queries (chessmen's positions).
#[derive(Clone, Debug)]
struct ChessCase {
    successors: Vec<Vec<usize>>,
    queries: Vec<Vec<usize>>,
}

/// One input: cases one after another.
#[derive(Clone, Debug)]
struct ChessInput {
    cases: Vec<ChessCase>,
}

impl Case for ChessInput {
    fn render(&self) -> String {
        let mut text = String::new();
        for case in &self.cases {
            let _ = writeln!(text, "{}", case.successors.len());
            for list in &case.successors {
                let mut line = list.len().to_string();
                for w in list {
                    let _ = write!(line, " {w}");
                }
                let _ = writeln!(text, "{line}");
            }
            for query in &case.queries {
                let mut line = query.len().to_string();
                for v in query {
                    let _ = write!(line, " {v}");
                }
                let _ = writeln!(text, "{line}");
            }
            text.push_str("0\n");
        }
        text
    }

    fn shrink_candidates(&self) -> Box<dyn Iterator<Item = Box<dyn Case>> + '_> {
        let mut smaller: Vec<ChessInput> = Vec::new();
        let edit = |f: &dyn Fn(&mut ChessInput)| {
            let mut copy = self.clone();
            f(&mut copy);
            copy
        };
        // Fewer cases, queries, chessmen; then the last position dropped (with its edges and
        // the chessmen on it), then single edges.
        if self.cases.len() > 1 {
            for c in 0..self.cases.len() {
                smaller.push(edit(&|s| {
                    s.cases.remove(c);
                }));
            }
        }
        for (c, case) in self.cases.iter().enumerate() {
            if case.queries.len() > 1 {
                for q in 0..case.queries.len() {
                    smaller.push(edit(&|s| {
                        s.cases[c].queries.remove(q);
                    }));
                }
            }
            for (q, query) in case.queries.iter().enumerate() {
                if query.len() > 1 {
                    for t in 0..query.len() {
                        smaller.push(edit(&|s| {
                            s.cases[c].queries[q].remove(t);
                        }));
                    }
                }
            }
            let n = case.successors.len();
            if n > 1 {
                let last = n - 1;
                let dropped = edit(&|s| {
                    let case = &mut s.cases[c];
                    case.successors.pop();
                    for list in &mut case.successors {
                        list.retain(|&w| w != last);
                    }
                    for query in &mut case.queries {
                        query.retain(|&v| v != last);
                    }
                    case.queries.retain(|q| !q.is_empty());
                });
                if !dropped.cases[c].queries.is_empty() {
                    smaller.push(dropped);
                }
            }
            for (v, list) in case.successors.iter().enumerate() {
                for e in 0..list.len() {
                    smaller.push(edit(&|s| {
                        s.cases[c].successors[v].remove(e);
                    }));
                }
            }
        }
        Box::new(
            smaller
                .into_iter()
                .map(|input| Box::new(input) as Box<dyn Case>),
        )
    }

    fn positions(&self) -> usize {
        self.cases.iter().map(|c| c.queries.len()).sum()
    }
}

struct ChessGenerator {
    max_positions: usize,
    curated: Vec<ChessCase>,
}

impl ChessGenerator {
    /// A random graph without cycles whose edges go from a position to later ones in a
    /// shuffled order, and queries on it.
    fn case(&self, rng: &mut Rng) -> ChessCase {
        let n = rng.index(1, self.max_positions);
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.index(0, i));
        }
        let density = *rng.pick(&[5u64, 20, 50, 90]);
        let mut successors = vec![Vec::new(); n];
        for i in 0..n {
            for j in i + 1..n {
                if rng.chance(density) {
                    successors[order[i]].push(order[j]);
                }
            }
        }
        let queries = (0..rng.index(1, 10))
            .map(|_| {
                let mut query: Vec<usize> =
                    (0..rng.index(1, 10)).map(|_| rng.index(0, n - 1)).collect();
                if query.len() >= 2 && rng.chance(30) {
                    query[1] = query[0]; // two chessmen on one position cancel
                }
                query
            })
            .collect();
        ChessCase {
            successors,
            queries,
        }
    }
}

impl Generator for ChessGenerator {
    fn generate(&self, rng: &mut Rng, index: u64) -> Box<dyn Case> {
        let cases = match usize::try_from(index) {
            Ok(i) if i < self.curated.len() => vec![self.curated[i].clone()],
            _ => (0..rng.index(1, 4)).map(|_| self.case(rng)).collect(),
        };
        Box::new(ChessInput { cases })
    }
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    if problem != "hdu1524" {
        return None;
    }
    let case = |successors: &[&[usize]], queries: &[&[usize]]| ChessCase {
        successors: successors.iter().map(|l| l.to_vec()).collect(),
        queries: queries.iter().map(|q| q.to_vec()).collect(),
    };
    // A path of 1000 positions, numbered backwards: 999 → 998 → … → 0.
    let path = ChessCase {
        successors: (0..1000)
            .map(|v| if v > 0 { vec![v - 1] } else { Vec::new() })
            .collect(),
        queries: vec![vec![999], vec![998], vec![999, 999], vec![999, 998, 0]],
    };
    let curated = vec![
        // The statement's sample: WIN WIN, then WIN LOSE WIN.
        case(&[&[1, 2], &[], &[3], &[]], &[&[0], &[0, 2]]),
        case(&[&[1], &[2], &[], &[]], &[&[0, 1], &[1, 1], &[0, 1, 3]]),
        case(&[&[]], &[&[0], &[0, 0]]),
        case(&[&[], &[0], &[0, 1]], &[&[2], &[1, 2], &[2, 2, 2]]),
        path,
    ];
    // Past the statement's limits the graphs only grow (numbers stay positions of the graph).
    let max_positions = match scope {
        Scope::Judge => 60,
        Scope::Beyond => 200,
    };
    Some(Box::new(ChessGenerator {
        max_positions,
        curated,
    }))
}
