//! Green Hackenbush judges: hdu3094 (A tree game) and poj3710 (Christmas Game).
//!
//! Limits (problem statements): hdu3094 "T (T <= 100)", "N (1 <= N <= 10^5)" vertices of a
//! tree rooted at 1; poj3710 "N (N < 100)" trees a test, "m (m < 100)" nodes and "k (k < 500)"
//! edges each, polygons hanging from the tree by one node, each edge in at most one polygon.
//! The generator keeps to 2000 vertices a tree (and one path of 10^5 now and then) so that a
//! run stays quick.
//!
//! Adversarial graphs: long paths (a recursive depth-first search overflows its stack; the
//! value is the length, past what a solution that XORs lengths mod 2 gets right), stars (worth
//! their parity), edges written child first (a solution that reads `I J` as parent and child
//! roots the tree wrongly), and for poj3710 odd and even polygons at the root and on stalks.
//! Past the limits (`Scope::Beyond`) poj3710 gets loops and parallel edges, the polygons of one
//! and two edges, and hdu3094 trees of up to 2 · 10^5 vertices.

use super::records::Probe;
use super::{Case, Generator, Rng, Scope};
use grundy::text::Msg;

/// One graph: a tree on 1..=t (vertex v > 1 hangs from `parents[v - 2] < v`) with polygons
/// hanging from tree vertices, their own vertices numbered after the tree's.
#[derive(Clone, Debug)]
struct Graph {
    parents: Vec<usize>,
    /// (the tree vertex it hangs from, its number of edges).
    polygons: Vec<(usize, usize)>,
    /// Tree edges whose number has this bit set (mod 64) are written child first.
    flips: u64,
}

impl Graph {
    fn tree_vertices(&self) -> usize {
        self.parents.len() + 1
    }

    fn vertices(&self) -> usize {
        self.tree_vertices()
            + self
                .polygons
                .iter()
                .map(|&(_, l)| l.saturating_sub(1))
                .sum::<usize>()
    }

    fn edges(&self) -> Vec<[usize; 2]> {
        let mut edges: Vec<[usize; 2]> = (self.parents.iter().enumerate())
            .map(|(i, &parent)| {
                let child = i + 2;
                if self.flips >> (child % 64) & 1 == 1 {
                    [child, parent]
                } else {
                    [parent, child]
                }
            })
            .collect();
        let mut next = self.tree_vertices();
        for &(hang, length) in &self.polygons {
            let mut previous = hang;
            for _ in 1..length {
                next += 1;
                edges.push([previous, next]);
                previous = next;
            }
            edges.push([previous, hang]);
        }
        edges
    }

    /// A path of `n` edges, a star of `n` edges, or a polygon of `n` edges on a stalk of
    /// `stalk` edges.
    fn path(n: usize) -> Graph {
        Graph::tree((1..=n).collect())
    }

    fn star(n: usize) -> Graph {
        Graph::tree(vec![1; n])
    }

    fn tree(parents: Vec<usize>) -> Graph {
        Graph {
            parents,
            polygons: Vec::new(),
            flips: 0,
        }
    }

    fn polygon(n: usize, stalk: usize) -> Graph {
        Graph {
            polygons: vec![(stalk + 1, n)],
            ..Graph::path(stalk)
        }
    }
}

/// Which judge's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Judge {
    Hdu3094,
    Poj3710,
}

/// One input: its tests, each a sum of graphs (one graph a test for hdu3094).
#[derive(Clone, Debug)]
struct Input {
    judge: Judge,
    tests: Vec<Vec<Graph>>,
}

impl Case for Input {
    fn render(&self) -> String {
        let mut text = String::new();
        let edge_lines = |text: &mut String, graph: &Graph| {
            for [a, b] in graph.edges() {
                text.push_str(&format!("{a} {b}\n"));
            }
        };
        if self.judge == Judge::Hdu3094 {
            text.push_str(&format!("{}\n", self.tests.len()));
        }
        for test in &self.tests {
            match self.judge {
                Judge::Hdu3094 => {
                    for graph in test {
                        text.push_str(&format!("{}\n", graph.vertices()));
                        edge_lines(&mut text, graph);
                    }
                }
                Judge::Poj3710 => {
                    text.push_str(&format!("{}\n", test.len()));
                    for graph in test {
                        let edges = graph.edges().len();
                        text.push_str(&format!("{} {edges}\n", graph.vertices()));
                        edge_lines(&mut text, graph);
                    }
                }
            }
        }
        text
    }

    /// Fewer tests, fewer graphs in a test, then each graph without its last polygon or its
    /// last tree vertex (a leaf: vertices hang from smaller ones).
    fn shrink_candidates(&self) -> Box<dyn Iterator<Item = Box<dyn Case>> + '_> {
        let mut candidates: Vec<Input> = Vec::new();
        let with = |tests: Vec<Vec<Graph>>| Input {
            judge: self.judge,
            tests,
        };
        if self.tests.len() > 1 {
            let half = self.tests.len() / 2;
            candidates.push(with(self.tests[..half].to_vec()));
            candidates.push(with(self.tests[half..].to_vec()));
            for i in 0..self.tests.len() {
                let mut tests = self.tests.clone();
                tests.remove(i);
                candidates.push(with(tests));
            }
        }
        for (i, test) in self.tests.iter().enumerate() {
            for (j, graph) in test.iter().enumerate() {
                let mut smaller = Vec::new();
                if test.len() > 1 {
                    let mut fewer = test.clone();
                    fewer.remove(j);
                    smaller.push(fewer);
                }
                if !graph.polygons.is_empty() {
                    let mut g = graph.clone();
                    g.polygons.pop();
                    let mut t = test.clone();
                    t[j] = g;
                    smaller.push(t);
                }
                if !graph.parents.is_empty() {
                    let mut g = graph.clone();
                    let last = g.tree_vertices();
                    g.parents.pop();
                    g.polygons.retain(|&(hang, _)| hang != last);
                    let mut t = test.clone();
                    t[j] = g;
                    smaller.push(t);
                }
                for replacement in smaller {
                    let mut tests = self.tests.clone();
                    tests[i] = replacement;
                    candidates.push(with(tests));
                }
            }
        }
        Box::new(
            candidates
                .into_iter()
                .map(|input| Box::new(input) as Box<dyn Case>),
        )
    }

    fn positions(&self) -> usize {
        self.tests.len()
    }
}

const PATHS: &str = "cli-probe-paths";
const STARS: &str = "cli-probe-stars";
const CYCLES: &str = "cli-probe-polygons";

/// A probe's graph from its record: [0, n] a path, [1, n] a star, [2, n, s] a polygon of n
/// edges on a stalk of s.
fn probe_graph(record: &[u128]) -> Graph {
    let n = usize::try_from(record.get(1).copied().unwrap_or(1)).unwrap_or(1);
    match record.first() {
        Some(0) => Graph::path(n),
        Some(1) => Graph::star(n),
        _ => Graph::polygon(
            n,
            usize::try_from(record.get(2).copied().unwrap_or(0)).unwrap_or(0),
        ),
    }
}

/// Records tried first when shrinking, smallest first.
fn probes(judge: Judge, scope: Scope) -> Vec<Probe> {
    let mut probes = Vec::new();
    for n in 1..=12u128 {
        probes.push(Probe::new(
            vec![0, n],
            PATHS,
            Msg::new("cli-probe-path").arg("n", n),
        ));
        probes.push(Probe::new(
            vec![1, n],
            STARS,
            Msg::new("cli-probe-star").arg("n", n),
        ));
        if judge == Judge::Poj3710 {
            let smallest = if scope == Scope::Beyond { 1 } else { 3 };
            if n >= smallest {
                for stalk in 0..=2u128 {
                    probes.push(Probe::new(
                        vec![2, n, stalk],
                        CYCLES,
                        Msg::new("cli-probe-polygon")
                            .arg("n", n)
                            .arg("stalk", stalk),
                    ));
                }
            }
        }
    }
    let size = |p: &Probe| {
        let max = p.record.iter().copied().max().unwrap_or(0);
        (max, p.record.iter().sum::<u128>())
    };
    probes.sort_by_key(size);
    probes
}

/// A random tree on `n` vertices: each hangs from one of the `span` vertices before it (a
/// small span makes deep trees, a large one bushy ones), its edges written either way round.
fn random_tree(rng: &mut Rng, n: usize) -> Graph {
    let span = rng.index(1, n.max(1));
    let parents = (2..=n)
        .map(|v| rng.index(v.saturating_sub(span).max(1), v - 1))
        .collect();
    Graph {
        parents,
        polygons: Vec::new(),
        flips: rng.next_u64(),
    }
}

struct HackenbushGenerator {
    judge: Judge,
    scope: Scope,
    probes: Vec<Probe>,
    families: Vec<&'static str>,
}

impl HackenbushGenerator {
    fn graph(&self, rng: &mut Rng) -> Graph {
        match self.judge {
            Judge::Hdu3094 => {
                let top = if self.scope == Scope::Beyond {
                    200_000
                } else {
                    100_000
                };
                if rng.chance(2) {
                    return Graph {
                        flips: rng.next_u64(),
                        ..Graph::path(top - 1)
                    };
                }
                let n = rng.interesting(1, 2000) as usize;
                random_tree(rng, n)
            }
            Judge::Poj3710 => {
                let n = rng.index(1, 20);
                let mut graph = random_tree(rng, n);
                let smallest = if self.scope == Scope::Beyond { 1 } else { 3 };
                for _ in 0..rng.index(0, 6) {
                    let hang = rng.index(1, graph.tree_vertices());
                    let length = rng.index(smallest, 9);
                    if graph.vertices() + length < 99 {
                        graph.polygons.push((hang, length));
                    }
                }
                graph
            }
        }
    }
}

impl Generator for HackenbushGenerator {
    fn generate(&self, rng: &mut Rng, index: u64) -> Box<dyn Case> {
        let sample = match self.judge {
            Judge::Hdu3094 => vec![
                vec![Graph::path(2)],
                vec![Graph::star(2)],
                vec![Graph::tree(vec![1, 1, 2, 1, 2, 3, 2, 5, 6])],
            ],
            Judge::Poj3710 => vec![vec![Graph::path(1), Graph::polygon(3, 1)]],
        };
        let tests = if index == 0 {
            sample
        } else {
            (0..rng.index(1, 10))
                .map(|_| {
                    let graphs = if self.judge == Judge::Hdu3094 {
                        1
                    } else {
                        rng.index(1, 5)
                    };
                    (0..graphs).map(|_| self.graph(rng)).collect()
                })
                .collect()
        };
        Box::new(Input {
            judge: self.judge,
            tests,
        })
    }

    fn probes(&self) -> &[Probe] {
        &self.probes
    }

    fn probe_families(&self) -> &[&'static str] {
        &self.families
    }

    fn probe_batch(&self) -> usize {
        20
    }

    fn probe_input(&self, probes: &[Probe]) -> Option<Box<dyn Case>> {
        Some(Box::new(Input {
            judge: self.judge,
            tests: probes
                .iter()
                .map(|p| vec![probe_graph(&p.record)])
                .collect(),
        }))
    }
}

pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    let judge = match problem {
        "hdu3094" => Judge::Hdu3094,
        "poj3710" => Judge::Poj3710,
        _ => return None,
    };
    let mut families = vec![PATHS, STARS];
    if judge == Judge::Poj3710 {
        families.push(CYCLES);
    }
    Some(Box::new(HackenbushGenerator {
        judge,
        scope,
        probes: probes(judge, scope),
        families,
    }))
}
