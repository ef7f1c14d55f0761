//! A game on a directed acyclic graph: tokens on vertices (several may share one); a move slides
//! one token along an edge; the last player to move wins (POJ 2425 / HDU 1524, "A Chess Game").
//!
//! - Value (Sprague–Grundy; Berlekamp, Conway and Guy, *Winning Ways*, ch. 2 and 4;
//!   docs/THEORY.md § 17): a vertex is worth the mex of its successors' values, found in one
//!   pass in reverse topological order (Kahn's algorithm, no recursion, so deep graphs are no
//!   risk); a position is worth the XOR of its tokens' vertices.
//! - Moves to a value: a token on v moves to each successor worth g(v) ⊕ X ⊕ t.
//! - Cycles are refused, naming one; the graph's size is bounded ([`DAG_VERTEX_LIMIT`],
//!   [`DAG_EDGE_LIMIT`], [`DAG_TOKEN_LIMIT`]).
//! - Misère play is refused (grundy has no exact rule for it; small positions are searched whole
//!   in a sum).
//!
//! Notation: the successor sets of vertices 0, 1, … in order, then the tokens' vertices:
//! `dag({1,2},{2},{},0,0,2)` is the graph 0 → 1, 0 → 2, 1 → 2 with tokens on 0, 0 and 2.

use std::fmt;
use std::sync::Arc;

use super::cost;
use super::take::cannot_read;
use super::{
    Family, ImpartialGame, MoveNotation, Notation, Rules, Search, Searchable, Summand, TokenStyle,
    Tutor, View,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::notation::Call;
use crate::num::Natural;
use crate::text::{Lines, Msg, msg, nth};

/// The most vertices a graph may have.
pub const DAG_VERTEX_LIMIT: usize = 100_000;
/// The most edges a graph may have.
pub const DAG_EDGE_LIMIT: usize = 1_000_000;
/// The most tokens a position may have.
pub const DAG_TOKEN_LIMIT: usize = 100_000;

/// A directed acyclic graph with each vertex's Grundy value.
#[derive(Debug, PartialEq, Eq)]
struct Graph {
    /// Each vertex's successors, ascending and distinct.
    successors: Vec<Vec<usize>>,
    /// Each vertex's value: the mex of its successors' values.
    values: Vec<u64>,
}

/// Why a graph is refused, and the vertex whose successors are at fault.
#[derive(Debug)]
struct GraphError {
    vertex: usize,
    error: Error,
}

impl Graph {
    /// The graph with these successor lists, valued; an error naming a cycle, an edge to no
    /// vertex, or a limit passed.
    fn new(mut successors: Vec<Vec<usize>>) -> std::result::Result<Graph, GraphError> {
        let count = successors.len();
        let at_start = |error: Error| GraphError { vertex: 0, error };
        if count == 0 {
            return Err(at_start(Error::invalid(msg!("error-dag-no-vertex"))));
        }
        if count > DAG_VERTEX_LIMIT {
            return Err(at_start(Error::too_large(
                "dag_vertices",
                DAG_VERTEX_LIMIT as u64,
                Some(Natural::from(count)),
                msg!(
                    "error-dag-vertices",
                    count = count,
                    limit = DAG_VERTEX_LIMIT
                ),
            )));
        }
        let edges: usize = successors.iter().map(Vec::len).sum();
        if edges > DAG_EDGE_LIMIT {
            return Err(at_start(Error::too_large(
                "dag_edges",
                DAG_EDGE_LIMIT as u64,
                Some(Natural::from(edges)),
                msg!("error-dag-edges", count = edges, limit = DAG_EDGE_LIMIT),
            )));
        }
        for (vertex, list) in successors.iter_mut().enumerate() {
            list.sort_unstable();
            list.dedup();
            if let Some(&far) = list.last().filter(|&&w| w >= count) {
                return Err(GraphError {
                    vertex,
                    error: Error::invalid(msg!(
                        "error-dag-edge-to-nowhere",
                        vertex = vertex,
                        far = far,
                        last = count - 1
                    )),
                });
            }
        }
        let values = values(&successors)?;
        Ok(Graph { successors, values })
    }

    fn edges(&self) -> usize {
        self.successors.iter().map(Vec::len).sum()
    }
}

/// Every vertex's value in reverse topological order (Kahn's algorithm on the edges reversed):
/// a vertex is valued once all its successors are. Vertices never valued lie on or above a
/// cycle, which is then named.
fn values(successors: &[Vec<usize>]) -> std::result::Result<Vec<u64>, GraphError> {
    let count = successors.len();
    let mut predecessors: Vec<Vec<usize>> = vec![Vec::new(); count];
    for (vertex, list) in successors.iter().enumerate() {
        for &w in list {
            predecessors[w].push(vertex);
        }
    }
    let mut waiting: Vec<usize> = successors.iter().map(Vec::len).collect();
    let mut ready: Vec<usize> = (0..count).filter(|&v| waiting[v] == 0).collect();
    let mut values: Vec<Option<u64>> = vec![None; count];
    let mut seen: Vec<bool> = Vec::new();
    while let Some(vertex) = ready.pop() {
        let list = &successors[vertex];
        seen.clear();
        seen.resize(list.len() + 1, false);
        for &w in list {
            if let Some(value) = values[w].filter(|&value| (value as usize) < seen.len()) {
                seen[value as usize] = true;
            }
        }
        values[vertex] = Some(seen.iter().position(|&s| !s).unwrap_or(list.len()) as u64);
        for &p in &predecessors[vertex] {
            waiting[p] -= 1;
            if waiting[p] == 0 {
                ready.push(p);
            }
        }
    }
    if let Some(start) = values.iter().position(Option::is_none) {
        return Err(cycle_from(successors, &values, start));
    }
    Ok(values.into_iter().map(|v| v.unwrap_or(0)).collect())
}

/// A cycle among the vertices never valued: each has a successor never valued, so following
/// them from `start` comes back to a vertex already met.
fn cycle_from(successors: &[Vec<usize>], values: &[Option<u64>], start: usize) -> GraphError {
    let mut order: Vec<Option<usize>> = vec![None; successors.len()];
    let mut path: Vec<usize> = Vec::new();
    let mut vertex = start;
    while order[vertex].is_none() {
        order[vertex] = Some(path.len());
        path.push(vertex);
        vertex = successors[vertex]
            .iter()
            .copied()
            .find(|&w| values[w].is_none())
            .unwrap_or(vertex);
    }
    let cycle = &path[order[vertex].unwrap_or(0)..];
    let mut shown: Vec<String> = cycle.iter().take(12).map(|v| v.to_string()).collect();
    if cycle.len() > 12 {
        shown.push("…".to_string());
    }
    shown.push(cycle[0].to_string());
    GraphError {
        vertex: cycle[0],
        error: Error::invalid(msg!("error-dag-cycle", cycle = shown.join(" > "))),
    }
}

/// A position of the game on a graph: the graph (shared between positions) and the vertex of
/// each token.
///
/// ```
/// use grundy::engine::Convention;
/// use grundy::games::ImpartialGame;
/// use grundy::games::dag::Dag;
///
/// // 0 → 1, 0 → 2, 1 → 2: g(2) = 0, g(1) = 1, g(0) = 2.
/// let game: Dag = "dag({1,2},{2},{},0,1)".parse()?;
/// assert_eq!(game.grundy()?.to_u64(), Some(3));
/// let moves = game.winning_moves(Convention::Normal)?;
/// assert_eq!(moves.len(), 1); // the token on 0 to 1: 1 ⊕ 1 = 0
/// assert!("dag({1},{0},0)".parse::<Dag>().is_err()); // a cycle
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dag {
    graph: Arc<Graph>,
    tokens: Vec<usize>,
}

/// A move of the game on a graph: token `token` slides from vertex `from` to vertex `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DagMove {
    /// Which token, counted from 0 in the position's order.
    pub token: usize,
    /// The vertex it leaves.
    pub from: usize,
    /// The vertex it goes to, a successor of `from`.
    pub to: usize,
}

impl fmt::Display for DagMove {
    /// `token 1: 0 -> 2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "token {}: {} -> {}", self.token, self.from, self.to)
    }
}

/// How a move on a graph is typed, with several tokens.
fn many_tokens_usage() -> Msg {
    msg!("error-dag-usage")
}

/// How a move on a graph is typed, with one token.
fn one_token_usage() -> Msg {
    msg!("error-dag-usage-one")
}

impl Dag {
    /// The graph whose vertex v has the successors `successors[v]` (repeats ignored), with
    /// tokens on the vertices `tokens`; an error for a cycle, an edge or token on no vertex, or
    /// a limit passed.
    pub fn new(successors: Vec<Vec<usize>>, tokens: Vec<usize>) -> Result<Dag> {
        let graph = Graph::new(successors).map_err(|e| e.error)?;
        Dag {
            graph: Arc::new(graph),
            tokens: Vec::new(),
        }
        .with_tokens(tokens)
    }

    /// The same graph with tokens on the vertices `tokens` instead (the graph is shared, not
    /// valued again).
    pub fn with_tokens(&self, tokens: Vec<usize>) -> Result<Dag> {
        if tokens.len() > DAG_TOKEN_LIMIT {
            return Err(Error::too_large(
                "dag_tokens",
                DAG_TOKEN_LIMIT as u64,
                Some(Natural::from(tokens.len())),
                msg!(
                    "error-dag-tokens",
                    count = tokens.len(),
                    limit = DAG_TOKEN_LIMIT
                ),
            ));
        }
        if let Some(&far) = tokens.iter().find(|&&t| t >= self.vertex_count()) {
            return Err(Error::invalid(msg!(
                "error-dag-token-nowhere",
                vertex = far,
                last = self.vertex_count() - 1
            )));
        }
        Ok(Dag {
            graph: Arc::clone(&self.graph),
            tokens,
        })
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.graph.successors.len()
    }

    /// The successors of `vertex`, ascending (empty for a vertex that is not there).
    pub fn successors(&self, vertex: usize) -> &[usize] {
        self.graph.successors.get(vertex).map_or(&[], Vec::as_slice)
    }

    /// The Grundy value of a single token on `vertex` (0 for a vertex that is not there).
    pub fn vertex_value(&self, vertex: usize) -> u64 {
        self.graph.values.get(vertex).copied().unwrap_or(0)
    }

    /// The tokens' vertices, in the position's order.
    pub fn tokens(&self) -> &[usize] {
        &self.tokens
    }

    fn xor(&self) -> u64 {
        self.tokens.iter().fold(0, |x, &v| x ^ self.graph.values[v])
    }

    /// The tokens that stand first on their vertex (a later one on the same vertex has the
    /// same moves, to the same positions).
    fn distinct_tokens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let mut seen = std::collections::HashSet::new();
        (self.tokens.iter().copied().enumerate()).filter(move |&(_, v)| seen.insert(v))
    }

    fn misere_unsupported(&self) -> Error {
        Error::unsupported(msg!(
            "error-dag-misere",
            game = crate::error::quote(&self.to_string())
        ))
    }

    /// The tokens written as their vertices' values, `2 ⊕ 1`, with an ellipsis past `shown`.
    fn value_terms(&self, shown: usize) -> String {
        let mut terms: Vec<String> = (self.tokens.iter().take(shown))
            .map(|&v| self.graph.values[v].to_string())
            .collect();
        if self.tokens.len() > shown {
            terms.push("…".to_string());
        }
        if terms.is_empty() {
            terms.push("0".to_string());
        }
        terms.join(" ⊕ ")
    }

    fn check_token(&self, token: usize) -> Result<usize> {
        self.tokens.get(token).copied().ok_or_else(|| {
            Error::illegal_move(if self.tokens.is_empty() {
                msg!("error-dag-no-token")
            } else {
                msg!(
                    "error-dag-no-such-token",
                    token = token,
                    last = self.tokens.len() - 1
                )
            })
        })
    }
}

impl ImpartialGame for Dag {
    type Move = DagMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        match convention {
            Convention::Normal => Ok(Outcome::from_is_p(self.xor() == 0)),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    /// The XOR of the tokens' vertices' values.
    fn grundy(&self) -> Result<Natural> {
        Ok(Natural::from(self.xor()))
    }

    fn winning_moves(&self, convention: Convention) -> Result<Vec<DagMove>> {
        match convention {
            Convention::Normal => self.moves_to_value(&Natural::ZERO),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    /// The graph's size, each token's vertex value, their XOR, and the rule.
    fn explain(&self, convention: Convention) -> Result<Lines> {
        const SHOWN: usize = 16;
        if convention == Convention::Misere {
            return Err(self.misere_unsupported());
        }
        let mut text = Lines::new();
        text.push(msg!(
            "dag-explain-head",
            vertices = self.vertex_count(),
            edges = self.graph.edges(),
            tokens = self.tokens.len()
        ));
        text.push(msg!("dag-explain-value"));
        for (index, &vertex) in self.tokens.iter().take(SHOWN).enumerate() {
            text.push(msg!(
                "dag-explain-token",
                index = nth(index),
                vertex = vertex,
                value = self.graph.values[vertex]
            ));
        }
        if self.tokens.len() > SHOWN {
            text.push(msg!("dag-explain-more", count = self.tokens.len() - SHOWN));
        }
        text.push(msg!(
            "sum-explain-total",
            terms = self.value_terms(SHOWN),
            x = self.xor()
        ));
        text.push(msg!("dag-explain-rule"));
        let moves = self.winning_moves(convention)?;
        text.extend(super::explain_moves(self, &moves, convention));
        Ok(text)
    }
}

impl fmt::Display for Dag {
    /// `dag({1,2},{2},{},0,0,2)`: the successor sets, then the tokens.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("dag(")?;
        for (vertex, list) in self.graph.successors.iter().enumerate() {
            if vertex > 0 {
                f.write_str(",")?;
            }
            f.write_str("{")?;
            for (index, w) in list.iter().enumerate() {
                if index > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{w}")?;
            }
            f.write_str("}")?;
        }
        for token in &self.tokens {
            write!(f, ",{token}")?;
        }
        f.write_str(")")
    }
}

impl Notation for Dag {
    const NAMES: &'static [&'static str] = &["dag"];
    const EXAMPLES: &'static [&'static str] = &["dag({1,2},{2},{},0,0)"];

    fn summary() -> Msg {
        msg!("summary-dag")
    }

    fn from_call(call: &Call<'_>) -> Result<Dag> {
        let usage = &msg!("error-dag-notation");
        call.shape(call.len(), &[], usage)?;
        let mut successors: Vec<Vec<usize>> = Vec::new();
        let mut sets = Vec::new();
        let mut index = 0;
        while index < call.len() && call.atom(index, usage).is_err() {
            let (list, whole) = call.set(index, usage)?;
            if successors.len() == DAG_VERTEX_LIMIT {
                return Err(whole.error(
                    ErrorKind::TooLarge,
                    msg!("error-dag-more-vertices", limit = DAG_VERTEX_LIMIT),
                ));
            }
            let list = (list.into_iter())
                .map(|w| usize::try_from(w).unwrap_or(usize::MAX))
                .collect();
            successors.push(list);
            sets.push(whole);
            index += 1;
        }
        if successors.is_empty() {
            return Err(
                call.error_at_name(ErrorKind::Syntax, msg!("error-dag-no-set", usage = usage))
            );
        }
        let graph = Graph::new(successors).map_err(|e| {
            sets[e.vertex.min(sets.len() - 1)].error(e.error.kind(), e.error.msg().clone())
        })?;
        let count = graph.successors.len();
        let mut tokens = Vec::with_capacity(call.len() - index);
        for token in index..call.len() {
            let atom = call.atom(token, usage)?;
            let vertex = atom.word(msg!("error-dag-token-vertex"))?;
            if vertex >= count as u64 {
                return Err(atom.error(
                    ErrorKind::InvalidArgument,
                    msg!("error-dag-token-nowhere", vertex = vertex, last = count - 1),
                ));
            }
            tokens.push(vertex as usize);
        }
        Dag {
            graph: Arc::new(graph),
            tokens: Vec::new(),
        }
        .with_tokens(tokens)
    }
}

impl Summand for Dag {
    /// The values are found when the graph is read; a token's moves to one value look at each
    /// successor of its vertex once.
    fn cost(&self) -> u64 {
        let degrees: usize = (self.distinct_tokens())
            .map(|(_, v)| self.graph.successors[v].len())
            .sum();
        (self.tokens.len() as u64)
            .saturating_add(degrees as u64)
            .saturating_mul(cost::NUMBER_STEPS)
    }

    fn value_method(&self) -> Msg {
        msg!("dag-value-method")
    }

    /// By token, then by the vertex it goes to.
    fn moves_to_value(&self, value: &Natural) -> Result<Vec<DagMove>> {
        let Some(target) = value.to_u64() else {
            return Ok(Vec::new()); // no vertex is worth that much
        };
        let change = self.xor() ^ target;
        if change == 0 {
            return Ok(Vec::new());
        }
        let mut moves = Vec::new();
        for (token, from) in self.distinct_tokens() {
            let need = self.graph.values[from] ^ change;
            moves.extend(
                (self.graph.successors[from].iter())
                    .filter(|&&w| self.graph.values[w] == need)
                    .map(|&to| DagMove { token, from, to }),
            );
        }
        moves.sort();
        Ok(moves)
    }
}

impl Rules for Dag {
    /// By token (the first on each vertex), then by the vertex it goes to.
    fn legal_moves(&self, limit: usize) -> Result<Vec<DagMove>> {
        let mut moves = Vec::new();
        for (token, from) in self.distinct_tokens() {
            let list = &self.graph.successors[from];
            if moves.len() + list.len() > limit {
                return Err(super::take::too_many_moves(self, limit));
            }
            moves.extend(list.iter().map(|&to| DagMove { token, from, to }));
        }
        Ok(moves)
    }

    fn check_move(&self, mv: &DagMove) -> Result<()> {
        let from = self.check_token(mv.token)?;
        if from != mv.from {
            return Err(Error::illegal_move(msg!(
                "error-dag-token-elsewhere",
                token = mv.token,
                from = from,
                claimed = mv.from
            )));
        }
        if self.successors(from).binary_search(&mv.to).is_err() {
            let list = self.successors(from);
            return Err(Error::illegal_move(if list.is_empty() {
                msg!("error-dag-stuck", from = from, token = mv.token)
            } else {
                let names: Vec<String> = list.iter().map(usize::to_string).collect();
                msg!(
                    "error-dag-no-edge",
                    from = from,
                    to = mv.to,
                    token = mv.token,
                    choices = names.join(", ")
                )
            }));
        }
        Ok(())
    }

    fn after(&self, mv: &DagMove) -> Vec<Dag> {
        let mut next = self.clone();
        if let Some(vertex) = next.tokens.get_mut(mv.token) {
            *vertex = mv.to;
        }
        vec![next]
    }

    /// The first token that can move, to its first successor.
    fn smallest_move(&self) -> Option<(Natural, DagMove)> {
        let (token, from) = self
            .distinct_tokens()
            .find(|&(_, v)| !self.graph.successors[v].is_empty())?;
        let to = self.graph.successors[from][0];
        Some((Natural::ONE, DagMove { token, from, to }))
    }

    /// Each token as a heap of its vertex's value (the nim-heap it is worth), labelled by its
    /// vertex.
    fn view(&self) -> View {
        View {
            game: Family::Dag,
            notation: self.to_string(),
            heaps: (self.tokens.iter().enumerate())
                .map(|(index, &vertex)| {
                    (
                        msg!("label-dag-token", index = nth(index), vertex = vertex),
                        Natural::from(self.graph.values[vertex]),
                    )
                })
                .collect(),
            tokens: TokenStyle::Token,
            row: None,
            rule: Some(msg!("dag-rule")),
        }
    }
}

impl MoveNotation for Dag {
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<DagMove> {
        let single = self.tokens.len() == 1;
        let usage = if single {
            one_token_usage
        } else {
            many_tokens_usage
        };
        let words: Vec<&str> = (words.iter().copied())
            .filter(|w| !matches!(*w, "->" | "to" | "token" | "move"))
            .collect();
        let number = |word: &str| -> Result<usize> {
            word.parse::<usize>()
                .map_err(|_| cannot_read(&words, usage()))
        };
        let (token, to) = match words.as_slice() {
            [to] if single => (0, number(to)?),
            [token, to] => (number(token)?, number(to)?),
            _ => return Err(cannot_read(&words, usage())),
        };
        let from = self.check_token(token)?;
        let mv = DagMove { token, from, to };
        self.check_move(&mv)?;
        Ok(mv)
    }

    fn move_notation(&self, mv: &DagMove) -> String {
        if self.tokens.len() == 1 {
            format!("-> {}", mv.to)
        } else {
            format!("{} -> {}", mv.token, mv.to)
        }
    }

    fn move_help(&self) -> Msg {
        if self.tokens.len() == 1 {
            msg!("dag-move-help-one")
        } else {
            msg!("dag-move-help")
        }
    }
}

impl Tutor for Dag {
    fn describe_move(&self, mv: &DagMove) -> Msg {
        msg!(
            "dag-move",
            token = nth(mv.token),
            from = mv.from,
            to = mv.to
        )
    }

    fn why_winning(&self, mv: &DagMove, _convention: Convention) -> Msg {
        msg!(
            "dag-why-winning",
            terms = self.value_terms(16),
            x = self.xor(),
            token = nth(mv.token),
            from = mv.from,
            before = self.vertex_value(mv.from),
            to = mv.to,
            after = self.vertex_value(mv.to)
        )
    }

    fn why_losing(&self, _convention: Convention) -> Msg {
        msg!("dag-why-losing", terms = self.value_terms(16))
    }
}

impl Searchable for Dag {
    /// The tokens' vertices, ascending (tokens are interchangeable), as words.
    fn search(&self) -> Result<Search> {
        let mut tokens: Vec<u64> = self.tokens.iter().map(|&v| v as u64).collect();
        tokens.sort_unstable();
        let vertices = self.vertex_count() as u64;
        // Multisets of k tokens on n vertices: at most n^k.
        let bound = (0..tokens.len()).fold(1u64, |product, _| product.saturating_mul(vertices));
        let degree = self
            .graph
            .successors
            .iter()
            .map(Vec::len)
            .max()
            .unwrap_or(0) as u64;
        let options = degree.saturating_mul(tokens.len() as u64);
        Ok(Search::new(
            DagRules {
                graph: Arc::clone(&self.graph),
            },
            tokens,
            bound,
            options,
        ))
    }

    fn search_option(&self, mv: &DagMove) -> Vec<u64> {
        let mut tokens: Vec<u64> = (self.after(mv).pop())
            .map(|after| after.tokens.iter().map(|&v| v as u64).collect())
            .unwrap_or_default();
        tokens.sort_unstable();
        tokens
    }
}

/// The rules of the game on a graph for exhaustive search: a position is the tokens' vertices,
/// ascending; a move slides one token along an edge.
#[derive(Clone, Debug)]
pub struct DagRules {
    graph: Arc<Graph>,
}

impl DagRules {
    /// The rules on the graph of `game`.
    pub fn of(game: &Dag) -> DagRules {
        DagRules {
            graph: Arc::clone(&game.graph),
        }
    }
}

impl Game for DagRules {
    type Position = Vec<u64>;

    fn options(&self, tokens: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (index, &vertex) in tokens.iter().enumerate() {
            if index > 0 && tokens[index - 1] == vertex {
                continue; // tokens on one vertex have the same options
            }
            let list = (self.graph.successors.get(vertex as usize)).map_or(&[][..], Vec::as_slice);
            for &to in list {
                let mut next = tokens.clone();
                next[index] = to as u64;
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cycles_are_refused_naming_one_at_its_set() {
        let error = "dag({},{2},{3},{1},0)".parse::<Dag>().unwrap_err();
        assert!(
            error.message().contains("1 > 2 > 3 > 1"),
            "{}",
            error.message()
        );
        assert_eq!(error.column(), Some(8));
        let error = "dag({0})".parse::<Dag>().unwrap_err();
        assert!(error.message().contains("0 > 0"), "{}", error.message());
        assert!("dag({5},{})".parse::<Dag>().is_err());
        assert!("dag({1},{},2)".parse::<Dag>().is_err());
        assert!("dag(0)".parse::<Dag>().is_err());
    }

    #[test]
    fn a_long_path_is_valued_without_recursion() {
        let n = DAG_VERTEX_LIMIT;
        let successors: Vec<Vec<usize>> = (0..n)
            .map(|v| if v + 1 < n { vec![v + 1] } else { Vec::new() })
            .collect();
        let game = Dag::new(successors, vec![0]).unwrap();
        // Along a path the values alternate, the last vertex being 0.
        assert_eq!(game.vertex_value(0), ((n - 1) % 2) as u64);
        assert_eq!(game.vertex_value(n - 1), 0);
    }

    #[test]
    fn the_notation_reads_back_and_repeats_are_one_edge() {
        let game: Dag = "dag({2,1,1},{2},{},0,2)".parse().unwrap();
        assert_eq!(game.to_string(), "dag({1,2},{2},{},0,2)");
        assert_eq!(game.to_string().parse::<Dag>().unwrap(), game);
        let none: Dag = "dag({})".parse().unwrap();
        assert_eq!(none.grundy().unwrap(), Natural::ZERO);
    }

    #[test]
    fn the_prose_is_in_both_languages() {
        use crate::text::Lang;
        let game: Dag = "dag({1,2},{2},{},0,1)".parse().unwrap();
        let text = game.explain(Convention::Normal).unwrap().render(Lang::En);
        assert!(text.contains("token 1 on vertex 0: 2"), "{text}");
        for notation in [
            "dag({})",
            "dag({1},{},0,0)",
            "dag({1,2},{2},{},0)",
            "dag({1},{},0,1)",
        ] {
            let game: Dag = notation.parse().unwrap();
            crate::games::render_every_sentence(&game, &[Convention::Normal]);
        }
    }

    #[test]
    fn moves_are_typed_as_token_and_vertex() {
        let game: Dag = "dag({1,2},{2},{},0,1)".parse().unwrap();
        let mv = game.parse_move(&["0", "->", "2"], 0).unwrap();
        assert_eq!(game.move_notation(&mv), "0 -> 2");
        assert!(game.parse_move(&["1", "0"], 0).is_err()); // no edge 1 > 0
        assert!(game.parse_move(&["2", "1"], 0).is_err()); // no token 2
        assert_eq!(game.after(&mv)[0].to_string(), "dag({1,2},{2},{},2,1)");
        assert_eq!(
            game.outcome(Convention::Misere).unwrap_err().kind(),
            ErrorKind::Unsupported
        );
    }
}
