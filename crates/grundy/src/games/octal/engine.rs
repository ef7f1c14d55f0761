//! The engine that extends a Grundy sequence g(0), g(1), … one heap at a time, by one of four
//! methods chosen from the rules (and, for two-heap splits, from the values themselves):
//!
//! - `Linear`: no move splits a heap, so heap n has at most t + 1 options: O(t) per heap.
//! - `Plain`: mex over every option, the value of two heaps being the XOR of theirs
//!   (Sprague–Grundy): O(n) per heap. The reference the other methods are checked against.
//!   On a rayon pool of several threads, a heap's pairs are split between them (each marks a
//!   bitset of its own, then the bitsets are joined), once a heap has enough pairs to pay for
//!   it; the values do not depend on the threads.
//! - `Sparse`: the sparse-space method (see `sparse`): O(#rare heaps + a short scan) per heap.
//! - `ThreeHeap`: hexadecimal codes that may leave three heaps: for each sum s the set of
//!   values of two heaps adding to s is kept as a bitset, so a three-heap split of `rest` costs
//!   O(rest · words) instead of O(rest²).

use rayon::prelude::*;

use super::rules::Rules;
use super::sparse::SparseState;

/// A heap's two-heap pairs (or three-heap third heaps) are split between threads from this
/// many on: below it, one thread is faster than the split and the join. Tests use a small one,
/// so that the parallel path runs within their sizes.
const PARALLEL_MIN_PAIRS: usize = if cfg!(test) { 64 } else { 1 << 14 };

/// A three-heap split of `rest` groups its third heaps between threads from this many on (each
/// third heap ORs a whole pair set, so it is worth more than a pair).
const PARALLEL_MIN_THIRDS: usize = if cfg!(test) { 64 } else { 1 << 10 };

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
    /// How many values `step` has computed (tests check that a restored run computes only
    /// the heaps left).
    pub(crate) steps: u64,
    /// Work done since the stop was last looked at (about one unit per option).
    unchecked: u64,
}

/// The work between two looks at the [stop](crate::interrupt) inside `step`: a long code's heap
/// can cost seconds (hundreds of digits that split, each over the whole heap).
const CHECK_EVERY: u64 = 1 << 20;

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
            steps: 0,
            unchecked: 0,
        };
        engine.marks.reserve(1);
        engine.push(0);
        engine
    }

    /// The next heap's index.
    pub(crate) fn len(&self) -> usize {
        self.values.len()
    }

    /// Takes g(0), …, g(M) = `values` (computed earlier, g(0) = 0) as its own, with the state
    /// its method keeps built from them directly: O(M) (O(M²) bit operations for three-heap
    /// moves, M ≤ 4,096), without computing a value. A fresh engine only (see `new`); the
    /// sparse method is entered afterwards with `switch_to_sparse`.
    pub(crate) fn adopt(&mut self, values: Vec<u32>) {
        debug_assert_eq!(self.values, [0]);
        let largest = values.iter().copied().max().unwrap_or(0);
        self.values = values;
        // The least power of two above every value: what `push` reaches value by value.
        self.value_bound = (largest as usize + 1).next_power_of_two();
        self.marks.reserve(self.value_bound);
        if self.method == Method::ThreeHeap {
            self.adopt_pair_sets();
        }
    }

    /// The three-heap method's pair set of every sum s < M (what `three_heap_value` pushed
    /// for heaps 1..M), each as wide as the values' bound now asks.
    fn adopt_pair_sets(&mut self) {
        let words = self.value_bound.div_ceil(64);
        // Heap n ≥ 1 leaves the sets of sums 0..=n; g(0) alone leaves none.
        let sums = match self.values.len() {
            0 | 1 => 0,
            len => len,
        };
        self.pair_sets = (0..sums)
            .map(|sum| {
                let mut pairs = vec![0u64; words];
                for a in 1..=sum / 2 {
                    let v = (self.values[a] ^ self.values[sum - a]) as usize;
                    pairs[v / 64] |= 1 << (v % 64);
                }
                pairs
            })
            .collect();
    }

    /// Counts `work` and, every [`CHECK_EVERY`], looks at the stop: an error once it is due
    /// (the heap being computed is then left unfinished, and never pushed).
    fn spend(&mut self, work: usize) -> crate::error::Result<()> {
        self.unchecked += work as u64 + 1;
        if self.unchecked >= CHECK_EVERY {
            self.unchecked = 0;
            crate::interrupt::check()?;
        }
        Ok(())
    }

    /// Computes g(n) for the next heap n; an error only when [interrupted](crate::interrupt)
    /// (then nothing was computed: the next step computes the same heap).
    pub(crate) fn step(&mut self) -> crate::error::Result<()> {
        let n = self.values.len();
        self.marks.next_heap();
        let value = match self.method {
            Method::Linear => {
                self.spend(self.rules.digits.len().min(n))?;
                self.mark_small(n);
                self.marks.mex()
            }
            Method::Plain => {
                self.spend(self.rules.digits.len().min(n))?;
                self.mark_small(n);
                let parallel = rayon::current_num_threads() > 1;
                let rests: Vec<usize> = self.rules.two_heap_rests(n).collect();
                for rest in rests {
                    self.spend(rest / 2)?;
                    if parallel && rest / 2 >= PARALLEL_MIN_PAIRS {
                        let bits = self.pair_values_parallel(rest);
                        for_each_bit(&bits, |v| self.marks.mark(v));
                        continue;
                    }
                    for a in 1..=rest / 2 {
                        if self.rules.pair_allowed(a, rest - a) {
                            self.marks.mark(self.values[a] ^ self.values[rest - a]);
                        }
                    }
                }
                self.marks.mex()
            }
            Method::Sparse { .. } => {
                self.spend(self.rules.digits.len().min(n))?;
                self.sparse_value(n)
            }
            Method::ThreeHeap => self.three_heap_value(n)?,
        };
        self.steps += 1;
        self.push(value);
        Ok(())
    }

    /// The values g(a) ⊕ g(rest − a) of the allowed pairs, as a bitset, from the pool's threads.
    fn pair_values_parallel(&self, rest: usize) -> Vec<u64> {
        let (values, rules) = (&self.values, &self.rules);
        // Every value is below the bound, a power of two, and so is every XOR of two.
        let seen = marks_in_runs(1..rest / 2 + 1, self.value_bound, |heaps, seen| {
            for a in heaps {
                if rules.pair_allowed(a, rest - a) {
                    seen[(values[a] ^ values[rest - a]) as usize] = 1;
                }
            }
        });
        let mut bits = vec![0u64; self.value_bound.div_ceil(64)];
        for v in (0..seen.len()).filter(|&v| seen[v] != 0) {
            bits[v / 64] |= 1 << (v % 64);
        }
        bits
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
        if let Method::Sparse { mask } = self.method
            && n > 0
            && is_rare(value, mask)
        {
            self.rare_heaps.push(n as u32);
            self.rare_values.push(value);
        }
    }

    fn three_heap_value(&mut self, n: usize) -> crate::error::Result<u32> {
        let words = self.value_bound.div_ceil(64);
        self.spend(n / 2 + self.rules.digits.len().min(n))?;
        // The pair set of sum n needs g(1..n−1) only, and a split of n itself (d0) needs it.
        self.pair_sets.resize(n, Vec::new()); // sums 0 and 1 have no pairs
        let pairs = if rayon::current_num_threads() > 1 && n / 2 >= PARALLEL_MIN_PAIRS {
            // Every pair is allowed here: the pair sets serve moves that leave three heaps.
            self.pair_values_parallel(n)
        } else {
            let mut pairs = vec![0u64; words];
            for a in 1..=n / 2 {
                let v = (self.values[a] ^ self.values[n - a]) as usize;
                pairs[v / 64] |= 1 << (v % 64);
            }
            pairs
        };
        // An interruption below leaves n's pair set pushed but not its value: the next step
        // resizes the pair sets back to n first, so the state stays whole.
        self.pair_sets.push(pairs);
        self.mark_small(n);
        let rests: Vec<usize> = self.rules.two_heap_rests(n).collect();
        for rest in rests {
            self.spend(words)?;
            for_each_bit(&self.pair_sets[rest], |v| self.marks.mark(v));
        }
        let three: Vec<usize> = self.rules.three_heap_rests(n).collect();
        let grouped = self.value_bound * words <= GROUPED_WORDS;
        for rest in three {
            self.spend(rest * words)?;
            if grouped {
                // Group the third heap c by its value y: ∪ pairs(rest − c), then XOR by y once.
                let group = |mut by_value: Vec<u64>, c: usize| {
                    let y = self.values[c] as usize;
                    let set = &self.pair_sets[rest - c];
                    for (word, bits) in by_value[y * words..(y + 1) * words].iter_mut().zip(set) {
                        *word |= bits;
                    }
                    by_value
                };
                let size = self.value_bound * words;
                if rayon::current_num_threads() > 1 && rest >= PARALLEL_MIN_THIRDS {
                    self.scratch = (1..rest - 1)
                        .into_par_iter()
                        .with_min_len(PARALLEL_MIN_THIRDS / 2)
                        .fold(|| vec![0u64; size], group)
                        .reduce(|| vec![0u64; size], or_into);
                } else {
                    let mut by_value = std::mem::take(&mut self.scratch);
                    by_value.clear();
                    by_value.resize(size, 0);
                    self.scratch = (1..=rest - 2).fold(by_value, group);
                }
                let by_value = &self.scratch;
                for y in 0..self.value_bound {
                    for_each_bit(&by_value[y * words..(y + 1) * words], |v| {
                        self.marks.mark(v ^ y as u32);
                    });
                }
            } else if rayon::current_num_threads() > 1 && rest >= PARALLEL_MIN_THIRDS {
                let (values, pair_sets) = (&self.values, &self.pair_sets);
                let seen = marks_in_runs(1..rest - 1, self.value_bound, |thirds, seen| {
                    for c in thirds {
                        let y = values[c];
                        for_each_bit(&pair_sets[rest - c], |v| seen[(v ^ y) as usize] = 1);
                    }
                });
                for v in (0..seen.len()).filter(|&v| seen[v] != 0) {
                    self.marks.mark(v as u32);
                }
            } else {
                for c in 1..=rest - 2 {
                    let y = self.values[c];
                    for_each_bit(&self.pair_sets[rest - c], |v| self.marks.mark(v ^ y));
                }
            }
        }
        Ok(self.marks.mex())
    }
}

/// Cuts `items` into one run per thread of the rayon pool; `mark` sets bytes of a table of
/// `size` values of its own for its run; returns the tables OR-ed (1: marked by some run).
fn marks_in_runs(
    items: std::ops::Range<usize>,
    size: usize,
    mark: impl Fn(std::ops::Range<usize>, &mut [u8]) + Sync,
) -> Vec<u8> {
    let runs = rayon::current_num_threads().clamp(1, items.len().max(1));
    let run = items.len().div_ceil(runs);
    let tables: Vec<Vec<u8>> = (0..runs)
        .into_par_iter()
        .map(|k| {
            let mut seen = vec![0u8; size];
            let start = items.start + k * run;
            mark(start..(start + run).min(items.end), &mut seen);
            seen
        })
        .collect();
    let mut seen = vec![0u8; size];
    for table in &tables {
        for (into, &from) in seen.iter_mut().zip(table) {
            *into |= from;
        }
    }
    seen
}

/// The bitwise OR of two bitsets of one length.
fn or_into(mut into: Vec<u64>, from: Vec<u64>) -> Vec<u64> {
    for (word, bits) in into.iter_mut().zip(from) {
        *word |= bits;
    }
    into
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
    (value & mask).count_ones().is_multiple_of(2)
}
