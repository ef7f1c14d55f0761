//! The value of a Green Hackenbush graph in near-linear time (Winning Ways, ch. 7): the
//! bridges by one depth-first search (iterative, so a long path cannot overflow the stack);
//! each 2-edge-connected component fused into one node (the Fusion principle: every edge on a
//! cycle becomes a loop, and a loop is worth 1); then the Colon principle on the tree of
//! nodes and bridges: a node is worth the parity of its loops XOR (value + 1) over the nodes
//! that hang from it.

/// No edge (a parent edge at the ground, an unvisited vertex).
const NONE: usize = usize::MAX;

/// A graph with its vertices numbered 0.. (0 the ground) and each vertex's edges listed.
#[derive(Debug)]
pub(super) struct Graph {
    /// The ends of each edge, as vertex indices.
    pub(super) ends: Vec<[usize; 2]>,
    /// The label each vertex index was written with (the ground's is 1).
    pub(super) labels: Vec<u64>,
    /// `adjacent[start[v]..start[v + 1]]`: the (neighbour, edge) pairs of vertex v (a loop
    /// twice).
    start: Vec<usize>,
    adjacent: Vec<(usize, usize)>,
}

/// One node of the fused tree: a 2-edge-connected component (a single vertex if it lies on no
/// cycle).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Node {
    /// Its vertices, as indices, ascending.
    pub(super) vertices: Vec<usize>,
    /// The edges inside it (those on cycles, loops included): loops once fused.
    pub(super) loops: u64,
    /// The node it hangs from and the bridge to it (none for the ground's node).
    pub(super) parent: Option<(usize, usize)>,
    /// The nodes hanging from it.
    pub(super) children: Vec<usize>,
    /// Its value by the Colon principle: loops mod 2, XOR (value + 1) over its children.
    pub(super) value: u64,
    /// The edges at or above it: its loops, its children's and their bridges.
    pub(super) edges_above: u64,
}

/// The graph's nodes after fusion, the ground's first, each node's children after it.
#[derive(Debug)]
pub(super) struct Fused {
    pub(super) nodes: Vec<Node>,
    /// For each edge, whether it is a bridge (cutting it drops what hangs beyond).
    pub(super) bridge: Vec<bool>,
    /// For each bridge, the node that hangs from it (`NONE` for other edges).
    hanging: Vec<usize>,
}

impl Fused {
    /// The node hanging from edge `edge`, if it is a bridge.
    pub(super) fn hanging(&self, edge: usize) -> Option<usize> {
        self.hanging.get(edge).copied().filter(|&node| node != NONE)
    }

    /// The value of the whole graph: its ground node's.
    pub(super) fn value(&self) -> u64 {
        self.nodes.first().map_or(0, |node| node.value)
    }
}

impl Graph {
    /// The graph of `edges` written with vertex labels, labels 0 and 1 both the ground.
    pub(super) fn new(edges: &[[u64; 2]]) -> Graph {
        let mut labels: Vec<u64> = edges.iter().flatten().copied().filter(|&v| v > 1).collect();
        labels.sort_unstable();
        labels.dedup();
        labels.insert(0, 1);
        let index = |label: u64| -> usize {
            if label <= 1 {
                0
            } else {
                labels.binary_search(&label).unwrap_or(0)
            }
        };
        let ends: Vec<[usize; 2]> = edges.iter().map(|&[a, b]| [index(a), index(b)]).collect();
        let mut degree = vec![0usize; labels.len() + 1];
        for &[a, b] in &ends {
            degree[a + 1] += 1;
            degree[b + 1] += 1;
        }
        for v in 1..degree.len() {
            degree[v] += degree[v - 1];
        }
        let start = degree.clone();
        let mut next = degree;
        let mut adjacent = vec![(0, 0); 2 * ends.len()];
        for (edge, &[a, b]) in ends.iter().enumerate() {
            adjacent[next[a]] = (b, edge);
            next[a] += 1;
            adjacent[next[b]] = (a, edge);
            next[b] += 1;
        }
        Graph {
            ends,
            labels,
            start,
            adjacent,
        }
    }

    fn neighbours(&self, v: usize) -> &[(usize, usize)] {
        &self.adjacent[self.start[v]..self.start[v + 1]]
    }

    /// Which edges stay connected to the ground once edge `cut` (if any) is gone.
    pub(super) fn grounded(&self, cut: Option<usize>) -> Vec<bool> {
        let mut seen = vec![false; self.labels.len()];
        let mut kept = vec![false; self.ends.len()];
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(v) = stack.pop() {
            for &(w, edge) in self.neighbours(v) {
                if Some(edge) == cut {
                    continue;
                }
                kept[edge] = true;
                if !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        kept
    }

    /// The fused tree of what stays grounded once edge `cut` (if any) is gone.
    pub(super) fn fuse(&self, cut: Option<usize>) -> Fused {
        let vertex_count = self.labels.len();
        let edge_count = self.ends.len();
        // Tarjan's bridges: an edge to a child w is a bridge iff nothing below w reaches back
        // above it, low(w) > discovery(v). The parent edge is skipped by its number, so a
        // parallel edge counts as a way back.
        let mut discovered = vec![NONE; vertex_count];
        let mut low = vec![0usize; vertex_count];
        let mut bridge = vec![false; edge_count];
        let mut stack: Vec<(usize, usize, usize)> = vec![(0, NONE, self.start[0])];
        discovered[0] = 0;
        let mut time = 1;
        while let Some(&mut (v, parent_edge, ref mut next)) = stack.last_mut() {
            if *next < self.start[v + 1] {
                let (w, edge) = self.adjacent[*next];
                *next += 1;
                if edge == parent_edge || Some(edge) == cut {
                    continue;
                }
                if discovered[w] == NONE {
                    discovered[w] = time;
                    low[w] = time;
                    time += 1;
                    stack.push((w, edge, self.start[w]));
                } else {
                    low[v] = low[v].min(discovered[w]);
                }
                continue;
            }
            stack.pop();
            if let Some(&(parent, _, _)) = stack.last() {
                low[parent] = low[parent].min(low[v]);
                if low[v] > discovered[parent] {
                    bridge[parent_edge] = true;
                }
            }
        }
        // The nodes: vertices joined by edges that are no bridges, the ground's node first,
        // each found from its parent's across a bridge (so parents come before children).
        let mut node_of = vec![NONE; vertex_count];
        let mut hanging = vec![NONE; edge_count];
        let mut nodes: Vec<Node> = Vec::new();
        let mut queue: Vec<(usize, Option<(usize, usize)>)> = vec![(0, None)];
        let mut head = 0;
        while head < queue.len() {
            let (first, parent) = queue[head];
            head += 1;
            let id = nodes.len();
            let mut node = Node {
                vertices: vec![first],
                loops: 0,
                parent,
                children: Vec::new(),
                value: 0,
                edges_above: 0,
            };
            node_of[first] = id;
            let mut member = 0;
            while member < node.vertices.len() {
                let v = node.vertices[member];
                member += 1;
                for &(w, edge) in self.neighbours(v) {
                    if Some(edge) == cut {
                        continue;
                    }
                    if bridge[edge] {
                        if node_of[w] == NONE {
                            node_of[w] = NONE - 1; // queued
                            queue.push((w, Some((id, edge))));
                        }
                        continue;
                    }
                    if node_of[w] == NONE {
                        node_of[w] = id;
                        node.vertices.push(w);
                    }
                }
            }
            node.vertices.sort_unstable();
            if let Some((parent, edge)) = parent {
                nodes[parent].children.push(id);
                hanging[edge] = id;
            }
            nodes.push(node);
        }
        // Fusion principle: every edge inside a node (on a cycle) is a loop of it.
        for (edge, &[a, _]) in self.ends.iter().enumerate() {
            if Some(edge) != cut && !bridge[edge] && node_of[a] < nodes.len() {
                nodes[node_of[a]].loops += 1;
            }
        }
        // Colon principle, children before parents.
        for id in (0..nodes.len()).rev() {
            let (mut value, mut above) = (nodes[id].loops % 2, nodes[id].loops);
            for index in 0..nodes[id].children.len() {
                let child = &nodes[nodes[id].children[index]];
                value ^= child.value + 1;
                above += child.edges_above + 1;
            }
            nodes[id].value = value;
            nodes[id].edges_above = above;
        }
        Fused {
            nodes,
            bridge,
            hanging,
        }
    }
}
