//! Green Hackenbush: a graph drawn on the ground; a move cuts one edge, and every edge no
//! longer connected to the ground falls away. The player who cuts the last edge wins (normal
//! play).
//!
//! - Notation: `hackenbush("1-2,2-3,2-4,3-4")`, the edges of an undirected multigraph (loops
//!   `2-2` and parallel edges allowed). Vertex 1 is the root on the ground; vertex 0 is the
//!   ground too, so a graph may stand on the ground at several points (`0-2` is an edge from
//!   the ground to vertex 2, exactly as `1-2`). Every edge must reach the ground.
//! - Value (Berlekamp, Conway and Guy, *Winning Ways*, 1982, ch. 7; docs/THEORY.md): the
//!   Fusion principle fuses the vertices of every cycle into one, an edge on a cycle becoming
//!   a loop worth 1; what is left is a tree of fused nodes joined by the bridges, valued by the
//!   Colon principle: a node is worth its loops' parity XOR (value + 1) over the branches that
//!   hang from it. Near-linear (`graph`: one iterative depth-first search for the bridges).
//! - Moves to a value: each cut tried, the graph left valued by the same algorithm (O(E) a
//!   cut), within [`HACKENBUSH_MOVE_EDGE_LIMIT`] edges.
//! - Misère play: no rule in grundy (misère Hackenbush is not a function of the value); small
//!   graphs are searched whole in a sum ([`HACKENBUSH_SEARCH_EDGE_LIMIT`]).

mod graph;

use std::fmt;

use super::cost;
use super::take::{cannot_read, too_many_moves};
use super::{
    Family, ImpartialGame, MoveNotation, Notation, Rules, Search, Searchable, Summand, TokenStyle,
    Tutor, View,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::notation::Call;
use crate::num::Natural;
use crate::text::{Lines, Msg, msg, nth};
use graph::{Fused, Graph};

/// The most edges a Hackenbush graph may have.
pub const HACKENBUSH_EDGE_LIMIT: usize = 200_000;

/// The largest vertex number of a Hackenbush graph.
pub const HACKENBUSH_VERTEX_LIMIT: u64 = 1_000_000;

/// The most edges of a graph whose winning cuts grundy lists: each cut is tried and the graph
/// left valued anew, O(E²) in all.
pub const HACKENBUSH_MOVE_EDGE_LIMIT: usize = 2_000;

/// The most edges of a graph that exhaustive search takes (its positions are the subsets of
/// the edges, up to 2^E).
pub const HACKENBUSH_SEARCH_EDGE_LIMIT: usize = 20;

/// A position of Green Hackenbush: the edges, as written, each the labels of its two ends.
///
/// ```
/// use grundy::engine::Convention;
/// use grundy::games::ImpartialGame;
/// use grundy::games::hackenbush::Hackenbush;
///
/// // A triangle 2-3-4 on a stalk 1-2: the triangle fuses into a node with 3 loops (worth 1),
/// // so the stalk is worth 1 + 1 = 2.
/// let game: Hackenbush = r#"hackenbush("1-2,2-3,3-4,4-2")"#.parse()?;
/// assert_eq!(game.grundy()?.to_u64(), Some(2));
/// // The winning cuts leave a graph worth 0: the stalk itself.
/// let cuts: Vec<usize> = game.winning_moves(Convention::Normal)?.iter().map(|m| m.edge).collect();
/// assert_eq!(cuts, [0]);
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hackenbush {
    edges: Vec<[u64; 2]>,
}

/// A move of Green Hackenbush: cut edge `edge` (counted from 0, in the order written), whose
/// ends are `ends`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HackenbushMove {
    /// The edge cut, counted from 0.
    pub edge: usize,
    /// Its ends, as written.
    pub ends: [u64; 2],
}

impl fmt::Display for HackenbushMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cut {} ({}-{})", self.edge, self.ends[0], self.ends[1])
    }
}

/// How the game is written.
fn usage() -> Msg {
    msg!("error-hackenbush-notation")
}
/// How a Hackenbush move is typed.
fn move_usage() -> Msg {
    msg!("error-hackenbush-usage")
}

impl Hackenbush {
    /// A graph with these edges (each the labels of its ends; 0 and 1 are the ground), every
    /// one reaching the ground.
    pub fn new(edges: Vec<[u64; 2]>) -> Result<Hackenbush> {
        Hackenbush::build(edges).map_err(|(_, error)| error)
    }

    /// [`Hackenbush::new`], its error with the edge at fault (if one is).
    fn build(edges: Vec<[u64; 2]>) -> std::result::Result<Hackenbush, (Option<usize>, Error)> {
        if edges.len() > HACKENBUSH_EDGE_LIMIT {
            return Err((None, too_many_edges(edges.len())));
        }
        if let Some(edge) =
            (edges.iter()).position(|e| e.iter().any(|&v| v > HACKENBUSH_VERTEX_LIMIT))
        {
            let label = edges[edge][0].max(edges[edge][1]);
            return Err((Some(edge), vertex_too_large(label)));
        }
        let game = Hackenbush { edges };
        let kept = game.graph().grounded(None);
        if let Some(edge) = kept.iter().position(|&kept| !kept) {
            let [a, b] = game.edges[edge];
            return Err((
                Some(edge),
                Error::invalid(msg!("error-hackenbush-floating", edge = edge, a = a, b = b)),
            ));
        }
        Ok(game)
    }

    /// The edges, as written.
    pub fn edges(&self) -> &[[u64; 2]] {
        &self.edges
    }

    fn graph(&self) -> Graph {
        Graph::new(&self.edges)
    }

    /// The value, by fusion and the Colon principle.
    fn value(&self) -> u64 {
        self.graph().fuse(None).value()
    }

    /// The edges left when edge `edge` is cut: those still reaching the ground, in order.
    fn cut(&self, edge: usize) -> Hackenbush {
        let kept = self.graph().grounded(Some(edge));
        Hackenbush {
            edges: (self.edges.iter().zip(kept))
                .filter(|(_, kept)| *kept)
                .map(|(&ends, _)| ends)
                .collect(),
        }
    }

    fn cut_move(&self, edge: usize) -> HackenbushMove {
        HackenbushMove {
            edge,
            ends: self.edges[edge],
        }
    }

    /// Every cut leaving a graph worth `value`, by edge.
    fn cuts_to(&self, value: u64) -> Result<Vec<HackenbushMove>> {
        if self.edges.len() > HACKENBUSH_MOVE_EDGE_LIMIT {
            return Err(Error::too_large(
                "hackenbush_move_edges",
                HACKENBUSH_MOVE_EDGE_LIMIT as u64,
                Some(Natural::from(self.edges.len() as u64)),
                msg!(
                    "error-hackenbush-move-edges",
                    count = self.edges.len(),
                    limit = HACKENBUSH_MOVE_EDGE_LIMIT
                ),
            ));
        }
        let graph = self.graph();
        Ok((0..self.edges.len())
            .filter(|&edge| graph.fuse(Some(edge)).value() == value)
            .map(|edge| self.cut_move(edge))
            .collect())
    }

    /// How many edges cutting `edge` removes (itself and what falls), by the fused tree.
    fn removed(fused: &Fused, edge: usize) -> u64 {
        fused
            .hanging(edge)
            .map_or(1, |child| fused.nodes[child].edges_above + 1)
    }

    fn misere_unsupported(&self) -> Error {
        Error::unsupported(msg!(
            "error-hackenbush-misere",
            game = self,
            limit = HACKENBUSH_SEARCH_EDGE_LIMIT
        ))
    }

    /// A node's vertices as written, `{2, 3, 4}`, at most `shown` of them.
    fn node_vertices(graph: &Graph, vertices: &[usize], shown: usize) -> String {
        let mut labels: Vec<String> = (vertices.iter().take(shown))
            .map(|&v| graph.labels[v].to_string())
            .collect();
        if vertices.len() > shown {
            labels.push("…".to_string());
        }
        format!("{{{}}}", labels.join(", "))
    }
}

fn too_many_edges(count: usize) -> Error {
    Error::too_large(
        "hackenbush_edges",
        HACKENBUSH_EDGE_LIMIT as u64,
        Some(Natural::from(count as u64)),
        msg!(
            "error-hackenbush-edges",
            count = count,
            limit = HACKENBUSH_EDGE_LIMIT
        ),
    )
}

fn vertex_too_large(label: u64) -> Error {
    Error::too_large(
        "hackenbush_vertex",
        HACKENBUSH_VERTEX_LIMIT,
        Some(Natural::from(label)),
        msg!(
            "error-hackenbush-vertex",
            vertex = label,
            limit = HACKENBUSH_VERTEX_LIMIT
        ),
    )
}

/// The edges of `text` ("1-2, 2-3") and the byte offset of each, or an error and its offset.
type Edges = (Vec<[u64; 2]>, Vec<usize>);

fn read_edges(text: &str) -> std::result::Result<Edges, (usize, Error)> {
    let mut edges = Vec::new();
    let mut offsets = Vec::new();
    if text.trim().is_empty() {
        return Ok((edges, offsets));
    }
    let mut offset = 0;
    for item in text.split(',') {
        let at = offset + (item.len() - item.trim_start().len());
        offset += item.len() + 1;
        if edges.len() == HACKENBUSH_EDGE_LIMIT {
            return Err((at, too_many_edges(text.split(',').count())));
        }
        let edge = item.trim();
        let bad = |what: Msg| {
            Error::new(
                ErrorKind::Syntax,
                msg!(
                    "error-hackenbush-bad-edge",
                    edge = crate::error::quote(edge),
                    what = what
                ),
            )
        };
        if edge.is_empty() {
            return Err((at, bad(msg!("error-hackenbush-empty-edge"))));
        }
        let Some((a, b)) = edge.split_once('-') else {
            return Err((at, bad(msg!("error-hackenbush-no-dash"))));
        };
        let vertex = |part: &str| -> std::result::Result<u64, Error> {
            let part = part.trim();
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad(msg!("error-hackenbush-vertex-number")));
            }
            match part.parse::<u64>() {
                Ok(v) if v <= HACKENBUSH_VERTEX_LIMIT => Ok(v),
                _ => Err(vertex_too_large_text(part)),
            }
        };
        edges.push([
            vertex(a).map_err(|e| (at, e))?,
            vertex(b).map_err(|e| (at, e))?,
        ]);
        offsets.push(at);
    }
    Ok((edges, offsets))
}

fn vertex_too_large_text(part: &str) -> Error {
    let shown: String = part.chars().take(30).collect();
    Error::too_large(
        "hackenbush_vertex",
        HACKENBUSH_VERTEX_LIMIT,
        part.parse::<Natural>().ok(),
        msg!(
            "error-hackenbush-vertex",
            vertex = shown,
            limit = HACKENBUSH_VERTEX_LIMIT
        ),
    )
}

impl ImpartialGame for Hackenbush {
    type Move = HackenbushMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        match convention {
            Convention::Normal => Ok(Outcome::from_is_p(self.value() == 0)),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    /// By fusion and the Colon principle, in near-linear time.
    fn grundy(&self) -> Result<Natural> {
        Ok(Natural::from(self.value()))
    }

    /// Every cut leaving a graph worth 0, within [`HACKENBUSH_MOVE_EDGE_LIMIT`] edges.
    fn winning_moves(&self, convention: Convention) -> Result<Vec<HackenbushMove>> {
        match convention {
            Convention::Normal => self.cuts_to(0),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    /// The fused nodes (children before their parents), each with its loops and branches and
    /// value, then the cuts.
    fn explain(&self, convention: Convention) -> Result<Lines> {
        const SHOWN: usize = 16;
        if convention == Convention::Misere {
            return Err(self.misere_unsupported());
        }
        let graph = self.graph();
        let fused = graph.fuse(None);
        let mut text = Lines::new();
        let cycle_edges: u64 = fused.nodes.iter().map(|n| n.loops).sum();
        text.push(msg!(
            "hackenbush-explain-head",
            convention = convention.msg(),
            edges = self.edges.len(),
            vertices = graph.labels.len()
        ));
        text.push(msg!(
            "hackenbush-explain-fusion",
            nodes = fused.nodes.len(),
            loops = cycle_edges
        ));
        text.push(msg!("hackenbush-explain-colon"));
        let count = fused.nodes.len();
        for (id, node) in fused.nodes.iter().enumerate().rev().take(SHOWN) {
            let branches: Vec<String> = (node.children.iter())
                .map(|&child| format!("{}+1", fused.nodes[child].value))
                .collect();
            let mut terms = vec![(node.loops % 2).to_string()];
            terms.extend(branches);
            let name = if id == 0 {
                msg!("hackenbush-ground")
            } else {
                let vertices = Hackenbush::node_vertices(&graph, &node.vertices, 8);
                msg!("hackenbush-node", vertices = vertices)
            };
            text.push(msg!(
                "hackenbush-explain-node",
                node = name,
                loops = node.loops,
                branches = node.children.len(),
                terms = terms.join(" ⊕ "),
                value = node.value
            ));
        }
        if count > SHOWN {
            text.push(msg!("hackenbush-explain-more", count = count - SHOWN));
        }
        text.push(msg!("hackenbush-explain-total", value = fused.value()));
        let moves = self.winning_moves(convention)?;
        text.extend(super::explain_moves(self, &moves, convention));
        Ok(text)
    }
}

impl fmt::Display for Hackenbush {
    /// `hackenbush("1-2,2-3")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("hackenbush(\"")?;
        for (index, [a, b]) in self.edges.iter().enumerate() {
            if index > 0 {
                f.write_str(",")?;
            }
            write!(f, "{a}-{b}")?;
        }
        f.write_str("\")")
    }
}

impl Notation for Hackenbush {
    const NAMES: &'static [&'static str] = &["hackenbush"];
    const EXAMPLES: &'static [&'static str] = &["hackenbush(\"1-2,2-3,2-4,3-4\")"];

    fn summary() -> Msg {
        msg!("summary-hackenbush")
    }

    fn from_call(call: &Call<'_>) -> Result<Hackenbush> {
        let usage = &usage();
        call.shape(1, &[], usage)?;
        let text = call.string(0, usage)?;
        let at = |offset: usize, error: Error| error.with_column(text.column() + offset);
        let (edges, offsets) = read_edges(text.text).map_err(|(offset, e)| at(offset, e))?;
        Hackenbush::build(edges).map_err(|(edge, e)| at(edge.map_or(0, |e| offsets[e]), e))
    }
}

/// An edge in cost steps: the depth-first search, the fusion and the tree (a few passes over
/// the edges with their vertices).
const EDGE_STEPS: u64 = 200;

impl Summand for Hackenbush {
    /// The value in O(E), and the moves to one value in O(E) a cut: E² edge steps.
    fn cost(&self) -> u64 {
        let edges = self.edges.len() as u64 + 1;
        edges
            .saturating_mul(edges)
            .saturating_mul(EDGE_STEPS)
            .saturating_add(cost::NUMBER_STEPS)
    }

    fn value_method(&self) -> Msg {
        msg!("hackenbush-value-method")
    }

    /// Every cut to a graph worth `value`, within [`HACKENBUSH_MOVE_EDGE_LIMIT`] edges.
    fn moves_to_value(&self, value: &Natural) -> Result<Vec<HackenbushMove>> {
        match value.to_u64() {
            Some(value) => self.cuts_to(value),
            None => Ok(Vec::new()),
        }
    }
}

impl Rules for Hackenbush {
    /// Each edge, in the order written.
    fn legal_moves(&self, limit: usize) -> Result<Vec<HackenbushMove>> {
        if self.edges.len() > limit {
            return Err(too_many_moves(self, limit));
        }
        Ok((0..self.edges.len()).map(|e| self.cut_move(e)).collect())
    }

    fn check_move(&self, mv: &HackenbushMove) -> Result<()> {
        match self.edges.get(mv.edge) {
            None if self.edges.is_empty() => {
                Err(Error::illegal_move(msg!("error-hackenbush-no-edge-left")))
            }
            None => Err(Error::illegal_move(msg!(
                "error-hackenbush-no-such-edge",
                edge = mv.edge,
                game = self,
                last = self.edges.len() - 1
            ))),
            Some(&ends) if ends != mv.ends => Err(Error::illegal_move(msg!(
                "error-hackenbush-edge-ends",
                edge = mv.edge,
                ends = format_args!("{}-{}", ends[0], ends[1]),
                claimed = format_args!("{}-{}", mv.ends[0], mv.ends[1])
            ))),
            Some(_) => Ok(()),
        }
    }

    fn after(&self, mv: &HackenbushMove) -> Vec<Hackenbush> {
        vec![self.cut(mv.edge)]
    }

    /// The cut that removes the fewest edges: an edge on a cycle or at the top of a branch
    /// removes only itself.
    fn smallest_move(&self) -> Option<(Natural, HackenbushMove)> {
        let graph = self.graph();
        let fused = graph.fuse(None);
        (0..self.edges.len())
            .map(|edge| (Hackenbush::removed(&fused, edge), edge))
            .min()
            .map(|(removed, edge)| (Natural::from(removed), self.cut_move(edge)))
    }

    /// Each edge a heap of one, labelled with its number and ends.
    fn view(&self) -> View {
        View {
            game: Family::Hackenbush,
            notation: self.to_string(),
            heaps: (self.edges.iter().enumerate())
                .map(|(edge, &[a, b])| {
                    (
                        msg!("label-edge", index = nth(edge), a = a, b = b),
                        Natural::ONE,
                    )
                })
                .collect(),
            tokens: TokenStyle::Token,
            row: None,
            rule: Some(msg!("hackenbush-rule")),
        }
    }
}

impl MoveNotation for Hackenbush {
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<HackenbushMove> {
        let word = match words {
            [word] | ["cut", word] | ["edge", word] | ["cut", "edge", word] => *word,
            _ => return Err(cannot_read(words, move_usage())),
        };
        if let Some((a, b)) = word.split_once('-') {
            let (Ok(a), Ok(b)) = (a.parse::<u64>(), b.parse::<u64>()) else {
                return Err(cannot_read(words, move_usage()));
            };
            let joins = |&[x, y]: &[u64; 2]| {
                let ground = |v: u64| if v == 0 { 1 } else { v };
                let (x, y, a, b) = (ground(x), ground(y), ground(a), ground(b));
                (x, y) == (a, b) || (x, y) == (b, a)
            };
            let found: Vec<usize> = (self.edges.iter().enumerate())
                .filter(|(_, ends)| joins(ends))
                .map(|(edge, _)| edge)
                .collect();
            return match found.as_slice() {
                [edge] => Ok(self.cut_move(*edge)),
                [] => Err(Error::illegal_move(msg!(
                    "error-hackenbush-no-join",
                    a = a,
                    b = b,
                    game = self
                ))),
                several => Err(Error::illegal_move(msg!(
                    "error-hackenbush-several",
                    count = several.len(),
                    a = a,
                    b = b,
                    edges = (several.iter())
                        .map(|e| e.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ))),
            };
        }
        let edge = word
            .parse::<usize>()
            .map_err(|_| cannot_read(words, move_usage()))?;
        let mv = HackenbushMove {
            edge,
            ends: self.edges.get(edge).copied().unwrap_or([0, 0]),
        };
        self.check_move(&mv)?;
        Ok(mv)
    }

    fn move_notation(&self, mv: &HackenbushMove) -> String {
        format!("cut {}", mv.edge)
    }

    fn move_help(&self) -> Msg {
        msg!("hackenbush-move-help")
    }
}

impl Tutor for Hackenbush {
    fn describe_move(&self, mv: &HackenbushMove) -> Msg {
        let graph = self.graph();
        let fused = graph.fuse(None);
        let removed = match self.edges.get(mv.edge) {
            Some(_) => Hackenbush::removed(&fused, mv.edge),
            None => 1,
        };
        msg!(
            "hackenbush-move",
            edge = nth(mv.edge),
            a = mv.ends[0],
            b = mv.ends[1],
            removed = removed
        )
    }

    fn why_winning(&self, mv: &HackenbushMove, convention: Convention) -> Msg {
        let _ = convention;
        let bridge = self.edges.get(mv.edge).is_some_and(|_| {
            let fused = self.graph().fuse(None);
            fused.bridge[mv.edge]
        });
        msg!(
            "hackenbush-why-winning",
            x = self.value(),
            bridge = if bridge { "bridge" } else { "cycle" }
        )
    }

    fn why_losing(&self, convention: Convention) -> Msg {
        let _ = convention;
        msg!("hackenbush-why-losing")
    }
}

impl Searchable for Hackenbush {
    /// The edges as words `[a0, b0, a1, b1, …]`, within [`HACKENBUSH_SEARCH_EDGE_LIMIT`].
    fn search(&self) -> Result<Search> {
        let edges = self.edges.len();
        if edges > HACKENBUSH_SEARCH_EDGE_LIMIT {
            return Err(Error::too_large(
                "hackenbush_search_edges",
                HACKENBUSH_SEARCH_EDGE_LIMIT as u64,
                Some(Natural::from(edges as u64)),
                msg!(
                    "error-hackenbush-search-edges",
                    game = self,
                    count = edges,
                    limit = HACKENBUSH_SEARCH_EDGE_LIMIT
                ),
            ));
        }
        let words = self.edges.iter().flatten().copied().collect();
        // The positions reached are subsets of the edges, each with at most one cut an edge.
        Ok(Search::new(
            HackenbushRules,
            words,
            1u64 << edges,
            edges as u64,
        ))
    }

    fn search_option(&self, mv: &HackenbushMove) -> Vec<u64> {
        self.cut(mv.edge).edges.iter().flatten().copied().collect()
    }
}

/// The rules of Green Hackenbush for exhaustive search, read off the definition: a position
/// is its edges as words `[a0, b0, a1, b1, …]` (0 and 1 the ground); a move removes one edge
/// and then every edge that no path of edges joins to the ground.
#[derive(Clone, Copy, Debug)]
pub struct HackenbushRules;

impl Game for HackenbushRules {
    type Position = Vec<u64>;

    fn options(&self, edges: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        let count = edges.len() / 2;
        for cut in 0..count {
            let rest: Vec<[u64; 2]> = (0..count)
                .filter(|&e| e != cut)
                .map(|e| [edges[2 * e], edges[2 * e + 1]])
                .collect();
            // Grow the grounded vertices until no edge adds one.
            let mut grounded: Vec<u64> = vec![0, 1];
            loop {
                let before = grounded.len();
                for &[a, b] in &rest {
                    for (x, y) in [(a, b), (b, a)] {
                        if grounded.contains(&x) && !grounded.contains(&y) {
                            grounded.push(y);
                        }
                    }
                }
                if grounded.len() == before {
                    break;
                }
            }
            out.push(
                (rest.iter())
                    .filter(|[a, _]| grounded.contains(a))
                    .flatten()
                    .copied()
                    .collect(),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Lang;

    fn game(text: &str) -> Hackenbush {
        text.parse().unwrap()
    }

    #[test]
    fn the_notation_round_trips_and_points_into_the_string() {
        let g = game(r#"hackenbush( " 1 - 2 ,2-3, 3-3,0-4" )"#);
        assert_eq!(g.to_string(), r#"hackenbush("1-2,2-3,3-3,0-4")"#);
        assert_eq!(game(&g.to_string()), g);
        assert_eq!(game(r#"hackenbush("")"#).edges().len(), 0);
        let cases = [
            (r#"hackenbush("1-2,2x3")"#, 17, "no '-'"),
            (r#"hackenbush("1-2,,2-3")"#, 17, "nothing between"),
            (r#"hackenbush("1-a")"#, 13, "a vertex is a number"),
            (r#"hackenbush("1-2000000")"#, 13, "at most 1000000"),
            (
                r#"hackenbush("1-2,3-4")"#,
                17,
                "edge 1 (3-4) does not reach the ground",
            ),
            (r#"hackenbush(1)"#, 12, "expected a quoted string"),
        ];
        for (text, column, fragment) in cases {
            let err = text.parse::<Hackenbush>().unwrap_err();
            assert_eq!(err.column(), Some(column), "{text}: {err}");
            assert!(err.to_string().contains(fragment), "{text}: {err}");
        }
    }

    #[test]
    fn a_long_path_is_valued_without_deep_recursion() {
        let n = HACKENBUSH_EDGE_LIMIT as u64;
        let path: Vec<[u64; 2]> = (1..=n).map(|v| [v, v + 1]).collect();
        // A path of n edges is a nim-heap of n.
        assert_eq!(Hackenbush::new(path).unwrap().value(), n);
        let too_many: Vec<[u64; 2]> = (1..=n + 1).map(|v| [1, v + 1]).collect();
        let err = Hackenbush::new(too_many).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::TooLarge);
    }

    #[test]
    fn the_prose_is_in_both_languages() {
        let g = game(r#"hackenbush("1-2,2-3,3-4,4-2,1-5")"#);
        let text = g.explain(Convention::Normal).unwrap().render(Lang::En);
        assert!(text.contains("{2, 3, 4}"), "{text}");
        for text in [
            r#"hackenbush("1-2,2-3,2-4,3-4")"#,
            r#"hackenbush("1-1,1-2,1-2")"#,
            r#"hackenbush("")"#,
        ] {
            crate::games::render_every_sentence(&game(text), &[Convention::Normal]);
        }
    }

    #[test]
    fn moves_are_read_by_number_or_by_ends() {
        let g = game(r#"hackenbush("1-2,2-3,2-3")"#);
        assert_eq!(g.parse_move(&["cut", "1"], 0).unwrap().edge, 1);
        assert_eq!(g.parse_move(&["2-1"], 0).unwrap().edge, 0);
        assert!(g.parse_move(&["2-3"], 0).is_err()); // two edges join them
        assert!(g.parse_move(&["3"], 0).is_err());
        assert!(g.parse_move(&["x"], 0).is_err());
    }
}
