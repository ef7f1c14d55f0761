//! The engine that extends a Grundy sequence g(0), g(1), … one heap at a time, by one of four
//! methods chosen from the rules (and, for two-heap splits, from the values themselves):
//!
//! - `Linear`: no move splits a heap, so heap n has at most t + 1 options: O(t) per heap.
//! - `Plain`: mex over every option, the value of two heaps being the XOR of theirs
//!   (Sprague–Grundy): O(n) per heap. The reference the other methods are checked against.
//! - `Sparse`: the sparse-space method (see `sparse`): O(#rare heaps + a short scan) per heap.
//! - `ThreeHeap`: hexadecimal codes that may leave three heaps: for each sum s the set of
//!   values of two heaps adding to s is kept as a bitset, so a three-heap split of `rest` costs
//!   O(rest · words) instead of O(rest²).

use super::rules::Rules;
use super::sparse::SparseState;

/// How the values are being computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Method {
    Linear,
    Plain,
    Sparse { mask: u32 },
    ThreeHeap,
}

/// Per-value marks that need no clearing: a value is marked for the current heap when its
/// stamp equals the current generation.
#[derive(Debug, Default)]
pub(crate) struct Marks {
    pub(crate) seen: Vec<u32>,
    pub(crate) generation: u32,
}

impl Marks {
    /// Starts a new heap: every mark is cleared at once.
    pub(crate) fn next_heap(&mut self) {
        if self.generation == u32::MAX {
            self.seen.fill(0);
            self.generation = 0;
        }
        self.generation += 1;
    }

    /// Makes room for values below `bound` (a power of two) and their XORs and mex.
    pub(crate) fn reserve(&mut self, bound: usize) {
        let size = (2 * bound).max(64);
        if self.seen.len() < size {
            self.seen.resize(size, 0);
        }
    }

    #[inline]
    pub(crate) fn mark(&mut self, value: u32) {
        self.seen[value as usize] = self.generation;
    }

    /// The least unmarked value.
    pub(crate) fn mex(&self) -> u32 {
        let generation = self.generation;
        self.seen
            .iter()
            .position(|&stamp| stamp != generation)
            .unwrap_or(self.seen.len()) as u32
    }
}

/// The sequence computed so far and the state its method keeps.
#[derive(Debug)]
pub(crate) struct Engine {
    pub(crate) rules: Rules,
    pub(crate) values: Vec<u32>,
    pub(crate) method: Method,
    pub(crate) marks: Marks,
    /// A power of two above every value so far.
    pub(crate) value_bound: usize,
    /// Sparse method: the rare heaps (ascending) and their values.
    pub(crate) rare_heaps: Vec<u32>,
    pub(crate) rare_values: Vec<u32>,
    /// Sparse method: the values below `value_bound`, common ones and rare ones, ascending.
    pub(crate) common_order: Vec<u32>,
    pub(crate) rare_order: Vec<u32>,
    /// Sparse method: blocks of marks and the scan's table and order.
    pub(crate) sparse: SparseState,
    /// Three-heap method: for each sum s, the bitset of g(a) ⊕ g(b) over a + b = s, a, b ≥ 1.
    pub(crate) pair_sets: Vec<Vec<u64>>,
    /// Three-heap method: the pair sets grouped by the third heap's value.
    scratch: Vec<u64>,
}

/// The three-heap method groups by value while the groups take at most this many words.
const GROUPED_WORDS: usize = 1 << 12;

impl Engine {
    /// An engine with g(0) = 0 computed, using `method` (not `Sparse`; see `switch_to_sparse`).
    pub(crate) fn new(rules: Rules, method: Method) -> Engine {
        let mut engine = Engine {
            rules,
            values: Vec::new(),
            method,
            marks: Marks::default(),
            value_bound: 1,
            rare_heaps: Vec::new(),
            rare_values: Vec::new(),
            common_order: Vec::new(),
            rare_order: Vec::new(),
            sparse: SparseState::default(),
            pair_sets: Vec::new(),
            scratch: Vec::new(),
        };
        engine.marks.reserve(1);
        engine.push(0);
        engine
    }

    /// The next heap's index.
    pub(crate) fn len(&self) -> usize {
        self.values.len()
    }

    /// Computes g(n) for the next heap n.
    pub(crate) fn step(&mut self) {
        let n = self.values.len();
        self.marks.next_heap();
        let value = match self.method {
            Method::Linear => {
                self.mark_small(n);
                self.marks.mex()
            }
            Method::Plain => {
                self.mark_small(n);
                for rest in self.rules.two_heap_rests(n) {
                    for a in 1..=rest / 2 {
                        if self.rules.pair_allowed(a, rest - a) {
                            self.marks.mark(self.values[a] ^ self.values[rest - a]);
                        }
                    }
                }
                self.marks.mex()
            }
            Method::Sparse { .. } => self.sparse_value(n),
            Method::ThreeHeap => self.three_heap_value(n),
        };
        self.push(value);
    }

    fn mark_small(&mut self, n: usize) {
        let Engine {
            rules,
            values,
            marks,
            ..
        } = self;
        rules.mark_small_options(n, values, |v| marks.mark(v));
    }

    /// Appends g(n) and keeps the per-value tables large enough.
    pub(crate) fn push(&mut self, value: u32) {
        let n = self.values.len();
        self.values.push(value);
        if value as usize >= self.value_bound {
            self.value_bound = (value as usize + 1).next_power_of_two();
            self.marks.reserve(self.value_bound);
            if let Method::Sparse { mask } = self.method {
                self.order_values(mask);
            }
        }
        if let Method::Sparse { mask } = self.method {
            if n > 0 && is_rare(value, mask) {
                self.rare_heaps.push(n as u32);
                self.rare_values.push(value);
            }
        }
    }

    fn three_heap_value(&mut self, n: usize) -> u32 {
        let words = self.value_bound.div_ceil(64);
        // The pair set of sum n needs g(1..n−1) only, and a split of n itself (d0) needs it.
        self.pair_sets.resize(n, Vec::new()); // sums 0 and 1 have no pairs
        let mut pairs = vec![0u64; words];
        for a in 1..=n / 2 {
            let v = (self.values[a] ^ self.values[n - a]) as usize;
            pairs[v / 64] |= 1 << (v % 64);
        }
        self.pair_sets.push(pairs);
        self.mark_small(n);
        for rest in self.rules.two_heap_rests(n) {
            for_each_bit(&self.pair_sets[rest], |v| self.marks.mark(v));
        }
        let three: Vec<usize> = self.rules.three_heap_rests(n).collect();
        let grouped = self.value_bound * words <= GROUPED_WORDS;
        for rest in three {
            if grouped {
                // Group the third heap c by its value y: ∪ pairs(rest − c), then XOR by y once.
                let by_value = &mut self.scratch;
                by_value.clear();
                by_value.resize(self.value_bound * words, 0);
                for c in 1..=rest - 2 {
                    let y = self.values[c] as usize;
                    let set = &self.pair_sets[rest - c];
                    for (word, bits) in by_value[y * words..(y + 1) * words].iter_mut().zip(set) {
                        *word |= bits;
                    }
                }
                for y in 0..self.value_bound {
                    for_each_bit(&by_value[y * words..(y + 1) * words], |v| {
                        self.marks.mark(v ^ y as u32);
                    });
                }
            } else {
                for c in 1..=rest - 2 {
                    let y = self.values[c];
                    for_each_bit(&self.pair_sets[rest - c], |v| self.marks.mark(v ^ y));
                }
            }
        }
        self.marks.mex()
    }
}

/// Calls `f` with the index of every set bit.
fn for_each_bit(words: &[u64], mut f: impl FnMut(u32)) {
    for (index, &word) in words.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            f(index as u32 * 64 + bits.trailing_zeros());
            bits &= bits - 1;
        }
    }
}

/// v is rare for `mask` when popcount(v & mask) is even: the rare values are the kernel of
/// the parity map v ↦ popcount(v & mask) mod 2, which is linear over XOR, so
/// rare ⊕ rare and common ⊕ common are rare and rare ⊕ common is common.
#[inline]
pub(crate) fn is_rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones() % 2 == 0
}
