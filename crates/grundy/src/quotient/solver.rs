//! The computation of a misère quotient position by position (docs/THEORY.md § 8.5).
//!
//! A *position* is a heap of one game (heap sizes of one octal game, or of several games at
//! once); its options are words (multisets) of earlier positions. A *candidate* is a finite
//! commutative monoid Q with a P-portion P and an element φ(h) for each position; a word w
//! then has the element Φ(w) and the set M(w) of its options' elements.
//!
//! **The check** (exact; every quotient returned has passed it): P is faithful — Φ(w) ∈ P
//! exactly when w is a misère P-position — as soon as
//! 1. the identity is not in P (the empty sum is won by the player to move);
//! 2. for every x ∈ Q and position h, x·φ(h) ∈ P implies x·T(h) ∩ P = ∅ (T(h): the elements
//!    of h's options; every x is the element of some word, so this covers every move of every
//!    P-word);
//! 3. every word w with Φ(w) ∉ P and M(w) ≠ ∅ has M(w) ∩ P ≠ ∅.
//!
//! Condition 3 is checked on words in *lex order* (counts of positions compared from the
//! largest position down; an option of a word is a smaller word, and the order is compatible
//! with adding words). A word is skipped with all its extensions by smaller positions when an
//! earlier word has the same element and a subset of its option elements: every extension of
//! it is then dominated by the same extension of the earlier word, which is smaller, and
//! condition 3 passes to supersets. So only the minimal option sets of each element are kept
//! (an antichain per element), which keeps the search small.
//!
//! **Finding a candidate.** Position n first tries every element of the quotient so far (a
//! conservative extension). Failing that, the quotient is *refined where it conflicts*: the
//! candidate Q × C(2, 2) (heap n a new cyclic generator) gets its P from the lex-least word of
//! each element (whose options are all smaller words, so settled before it), is reduced, and
//! checked. At the least word the check finds wrong, the positions of that word are the
//! classes in conflict: they are freed — each gets a cyclic coordinate of its own, long enough
//! to count its copies in the word — while every other position keeps its element; P is found
//! again, the candidate reduced, and the loop goes on until the check passes or a limit is
//! reached. Freeing one position at a time is tried first, then pairs, and so on.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use super::monoid::{Elem, ElemSet, Monoid};
use crate::error::Error;
use crate::interrupt;
use crate::text::{Msg, msg};

/// The most elements a quotient may have (its multiplication table is kept whole).
pub const MISERE_ORDER_LIMIT: usize = 4096;

/// The most elements a candidate may reach before it is reduced.
pub const MISERE_TRIAL_ORDER_LIMIT: usize = 1 << 18;

/// The default bound on the work of one quotient computation, in steps (a step is one word
/// looked at or one product taken; about 10⁸ steps take a few seconds).
pub const MISERE_WORK_LIMIT: u64 = 20_000_000_000;

/// Limits of one quotient computation. When one is reached, the computation stops and returns
/// what it has (exact for the positions before), saying which limit stopped it.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The most elements of the quotient ([`MISERE_ORDER_LIMIT`] at most).
    pub max_order: usize,
    /// The most steps of work ([`MISERE_WORK_LIMIT`] by default).
    pub max_work: u64,
    /// Stop at this instant.
    pub deadline: Option<Instant>,
    /// Stop when this flag is raised (Ctrl-C in the CLI).
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_order: MISERE_ORDER_LIMIT,
            max_work: MISERE_WORK_LIMIT,
            deadline: None,
            cancel: None,
        }
    }
}

/// Why a computation stopped early (a limit, not an error of the game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Halt {
    /// A limit was reached; the error names it.
    Limit(Error),
}

/// The positions a quotient is computed for: each position's options, as words of earlier
/// positions (a word may be empty: the heap removed whole).
pub(crate) trait Positions {
    /// Calls `visit` with each option of `position` (the positions left).
    fn for_each_option(&self, position: usize, visit: &mut dyn FnMut(&[usize]));
}

/// Counts work and looks at the limits every few thousand steps.
pub(crate) struct Meter<'a> {
    limits: &'a Limits,
    pub(crate) work: u64,
    next_look: u64,
}

impl<'a> Meter<'a> {
    pub(crate) fn new(limits: &'a Limits) -> Meter<'a> {
        Meter {
            limits,
            work: 0,
            next_look: 0,
        }
    }

    #[inline]
    fn tick(&mut self, steps: u64) -> std::result::Result<(), Stopped> {
        self.work += steps;
        if self.work >= self.next_look {
            self.look()?;
        }
        Ok(())
    }

    fn look(&mut self) -> std::result::Result<(), Stopped> {
        self.next_look = self.work + 4096;
        interrupt::check().map_err(Stopped::Error)?;
        if self.work > self.limits.max_work {
            return Err(Stopped::Halt(Halt::Limit(Error::too_large(
                "misere_work",
                self.limits.max_work,
                None,
                msg!("error-misere-work", limit = self.limits.max_work),
            ))));
        }
        if self.limits.deadline.is_some_and(|d| Instant::now() >= d) {
            return Err(Stopped::Halt(Halt::Limit(Error::too_large(
                "misere_time",
                0,
                None,
                msg!("error-misere-time"),
            ))));
        }
        if self
            .limits
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
        {
            return Err(Stopped::Halt(Halt::Limit(Error::new(
                crate::error::ErrorKind::Interrupted,
                msg!("error-stopped-by-user"),
            ))));
        }
        Ok(())
    }
}

/// Why a step of the computation did not finish.
#[derive(Debug)]
pub(crate) enum Stopped {
    /// A limit: the caller keeps what it has.
    Halt(Halt),
    /// A stop from outside ([`crate::interrupt`]) or another error: passed on.
    Error(Error),
}

impl From<Error> for Stopped {
    fn from(error: Error) -> Stopped {
        Stopped::Error(error)
    }
}

fn limit(name: &'static str, value: usize, message: Msg) -> Stopped {
    Stopped::Halt(Halt::Limit(Error::too_large(
        name,
        value as u64,
        None,
        message,
    )))
}

/// A word: the number of copies of each kind of position.
type Word = Vec<u32>;

/// Lex order of words: counts compared from the last kind (the largest positions) down.
fn lex_cmp(a: &Word, b: &Word) -> std::cmp::Ordering {
    a.iter().rev().cmp(b.iter().rev())
}

/// The kinds of positions of a candidate: positions with the same element and the same option
/// elements act alike on every word. Kind k's `first` is its least position; kinds are in the
/// order of `first`.
#[derive(Clone, Debug)]
struct Kinds {
    x: Vec<Elem>,
    t: Vec<Vec<Elem>>,
    first: Vec<usize>,
    /// The kind of each position (`None`: a position with no option, the identity).
    of: Vec<Option<usize>>,
}

impl Kinds {
    fn len(&self) -> usize {
        self.x.len()
    }
}

/// The option elements of every position under `phi`, with `mul` the product.
fn option_sets(
    positions: &dyn Positions,
    phi: &[Elem],
    mul: &mut dyn FnMut(Elem, Elem) -> Elem,
    meter: &mut Meter,
) -> std::result::Result<Vec<Vec<Elem>>, Stopped> {
    let mut sets = Vec::with_capacity(phi.len());
    for h in 0..phi.len() {
        let mut t = Vec::new();
        positions.for_each_option(h, &mut |word| {
            t.push(word.iter().fold(0, |x, &g| mul(x, phi[g])));
        });
        meter.tick(t.len() as u64 + 1)?;
        t.sort_unstable();
        t.dedup();
        sets.push(t);
    }
    Ok(sets)
}

fn kinds_of(phi: &[Elem], t: Vec<Vec<Elem>>) -> Kinds {
    let mut index: HashMap<(Elem, Vec<Elem>), usize> = HashMap::new();
    let mut kinds = Kinds {
        x: Vec::new(),
        t: Vec::new(),
        first: Vec::new(),
        of: Vec::with_capacity(phi.len()),
    };
    for (h, t) in t.into_iter().enumerate() {
        if t.is_empty() {
            kinds.of.push(None);
            continue;
        }
        let next = kinds.x.len();
        let k = *index.entry((phi[h], t.clone())).or_insert(next);
        if k == next {
            kinds.x.push(phi[h]);
            kinds.t.push(t);
            kinds.first.push(h);
        }
        kinds.of.push(Some(k));
    }
    kinds
}

/// The verified quotient of the positions so far.
pub(crate) struct Solver<'p> {
    positions: &'p dyn Positions,
    pub(crate) monoid: Monoid,
    pub(crate) p: Vec<bool>,
    /// φ of each position computed.
    pub(crate) phi: Vec<Elem>,
    kinds: Kinds,
    /// The minimal option sets of each element over all words (from the last full check).
    lower: Vec<Vec<ElemSet>>,
    /// The positions at which the quotient grew.
    pub(crate) expansions: Vec<usize>,
}

impl<'p> Solver<'p> {
    /// The quotient of position 0 alone (no option: the trivial monoid).
    pub(crate) fn new(positions: &'p dyn Positions) -> Solver<'p> {
        Solver {
            positions,
            monoid: Monoid::trivial(),
            p: vec![false],
            phi: vec![0],
            kinds: Kinds {
                x: Vec::new(),
                t: Vec::new(),
                first: Vec::new(),
                of: vec![None],
            },
            lower: vec![Vec::new()],
            expansions: Vec::new(),
        }
    }

    /// The number of positions done.
    pub(crate) fn len(&self) -> usize {
        self.phi.len()
    }

    /// Adds the next position (the one numbered `self.len()`).
    pub(crate) fn extend(
        &mut self,
        limits: &Limits,
        meter: &mut Meter,
    ) -> std::result::Result<(), Stopped> {
        let n = self.phi.len();
        let mut t = Vec::new();
        {
            let (monoid, phi) = (&self.monoid, &self.phi);
            self.positions.for_each_option(n, &mut |word| {
                t.push(word.iter().fold(0, |x, &g| monoid.mul(x, phi[g])));
            });
        }
        meter.tick(t.len() as u64 + 1)?;
        t.sort_unstable();
        t.dedup();
        if t.is_empty() {
            self.phi.push(0);
            self.kinds.of.push(None);
            return Ok(());
        }
        if let Some(k) = (0..self.kinds.len()).find(|&k| self.kinds.t[k] == t) {
            // The same options as an earlier kind of position: the same game modulo Q.
            self.phi.push(self.kinds.x[k]);
            self.kinds.of.push(Some(k));
            return Ok(());
        }
        if let Some(x) = self.conservative(&t, meter)? {
            self.phi.push(x);
            return Ok(());
        }
        self.expand(n, limits, meter)
    }

    /// An element of the quotient that position n (options `t`) can be, if any; on success
    /// the kinds and the antichains include it.
    fn conservative(
        &mut self,
        t: &[Elem],
        meter: &mut Meter,
    ) -> std::result::Result<Option<Elem>, Stopped> {
        let order = self.monoid.order();
        let is_p = !t.iter().any(|&o| self.p[o as usize]);
        for x in 0..order as Elem {
            if self.p[x as usize] != is_p {
                continue;
            }
            meter.tick(order as u64)?;
            // Condition 2 for the new position.
            let fails_p = (0..order as Elem).any(|y| {
                self.p[self.monoid.mul(y, x) as usize]
                    && t.iter().any(|&o| self.p[self.monoid.mul(y, o) as usize])
            });
            if fails_p {
                continue;
            }
            let mut kinds = self.kinds.clone();
            kinds.x.push(x);
            kinds.t.push(t.to_vec());
            kinds.first.push(self.phi.len());
            let k = kinds.len() - 1;
            kinds.of.push(Some(k));
            let mut lower = self.lower.clone();
            let mut search = Search::new(&self.monoid, &self.p, &kinds, &mut lower, meter);
            if search.n_check(true, None)?.is_none() {
                self.kinds = kinds;
                self.lower = lower;
                return Ok(Some(x));
            }
        }
        Ok(None)
    }

    /// Position n is no element of the quotient: refine where the check conflicts, from
    /// Q × C(2, 2) on.
    fn expand(
        &mut self,
        n: usize,
        limits: &Limits,
        meter: &mut Meter,
    ) -> std::result::Result<(), Stopped> {
        let mut base_phi = self.phi.clone();
        base_phi.push(0);
        let mut trial = Trial {
            base: self.monoid.clone(),
            base_phi,
            freed: vec![Freed {
                position: n,
                index: 2,
                period: 2,
            }],
        };
        let mut candidate = trial.build(self.positions, limits, meter)?;
        loop {
            let (monoid, p, phi) = &candidate;
            let t = option_sets(self.positions, phi, &mut |a, b| monoid.mul(a, b), meter)?;
            let kinds = kinds_of(phi, t);
            let mut lower = vec![Vec::new(); monoid.order()];
            let failure = verify(monoid, p, &kinds, &mut lower, meter)?;
            let Some(word) = failure else {
                self.monoid = candidate.0;
                self.p = candidate.1;
                self.phi = candidate.2;
                self.kinds = kinds;
                self.lower = lower;
                self.expansions.push(n);
                return Ok(());
            };
            // The least word the candidate gets wrong: its options are all smaller words, so
            // predicted right, and its outcome is the other one.
            let heaps: Vec<(usize, u32)> = word
                .iter()
                .enumerate()
                .filter(|(_, c)| **c > 0)
                .map(|(k, &c)| (kinds.first[k], c))
                .collect();
            let element = |m: &Monoid, phi: &[Elem]| {
                heaps
                    .iter()
                    .fold(0, |x, &(h, c)| (0..c).fold(x, |x, _| m.mul(x, phi[h])))
            };
            let should_be_p = !p[element(monoid, phi) as usize];
            let mut next = None;
            'subsets: for size in 1..=heaps.len() {
                for subset in combinations(heaps.len(), size) {
                    let mut base_phi = phi.clone();
                    let freed: Vec<Freed> = subset
                        .iter()
                        .map(|&i| {
                            let (h, c) = heaps[i];
                            base_phi[h] = 0;
                            let index = (monoid.index_of(phi[h]) as usize).max(c as usize - 1);
                            let period = 2.max(2 * (index.saturating_sub(4) / 2));
                            Freed {
                                position: h,
                                index,
                                period,
                            }
                        })
                        .collect();
                    trial = Trial {
                        base: monoid.clone(),
                        base_phi,
                        freed,
                    };
                    let built = trial.build(self.positions, limits, meter)?;
                    if built.1[element(&built.0, &built.2) as usize] == should_be_p {
                        next = Some(built);
                        break 'subsets;
                    }
                }
            }
            match next {
                Some(built) => candidate = built,
                None => {
                    return Err(Stopped::Halt(Halt::Limit(Error::unsupported(msg!(
                        "error-misere-no-refinement",
                        order = monoid.order()
                    )))));
                }
            }
        }
    }
}

/// A position given a cyclic coordinate of its own: g^(index + period) = g^index.
#[derive(Clone, Debug)]
struct Freed {
    position: usize,
    index: usize,
    period: usize,
}

/// A candidate before reduction: `base` × the cyclic monoids of the freed positions.
struct Trial {
    base: Monoid,
    /// Each position's element in `base` (the identity for the freed ones).
    base_phi: Vec<Elem>,
    freed: Vec<Freed>,
}

impl Trial {
    /// Finds P on the elements the positions generate, by lex-least words, and reduces:
    /// (quotient, P, φ).
    fn build(
        &self,
        positions: &dyn Positions,
        limits: &Limits,
        meter: &mut Meter,
    ) -> std::result::Result<(Monoid, Vec<bool>, Vec<Elem>), Stopped> {
        // Elements are codes: base element × radix + the freed exponents in mixed radix.
        let lens: Vec<u64> = self
            .freed
            .iter()
            .map(|f| (f.index + f.period) as u64)
            .collect();
        let radix: u64 = lens.iter().product();
        let base_order = self.base.order() as u64;
        if base_order.saturating_mul(radix) > u64::from(u32::MAX) {
            return Err(limit(
                "misere_trial_order",
                MISERE_TRIAL_ORDER_LIMIT,
                msg!("error-misere-trial-order", limit = MISERE_TRIAL_ORDER_LIMIT),
            ));
        }
        let mul_code = |a: u64, b: u64| -> u64 {
            let (ab, ar) = (a / radix, a % radix);
            let (bb, br) = (b / radix, b % radix);
            let mut code = 0;
            let mut place = 1;
            let (mut ar, mut br) = (ar, br);
            for (f, &len) in self.freed.iter().zip(&lens) {
                let (i, j) = (ar % len, br % len);
                ar /= len;
                br /= len;
                let mut k = i + j;
                if k >= len {
                    k = f.index as u64 + (k - f.index as u64) % f.period as u64;
                }
                code += k * place;
                place *= len;
            }
            u64::from(self.base.mul(ab as Elem, bb as Elem)) * radix + code
        };
        let n = self.base_phi.len();
        let mut phi_code: Vec<u64> = self
            .base_phi
            .iter()
            .map(|&x| u64::from(x) * radix)
            .collect();
        let mut place = 1;
        for (f, &len) in self.freed.iter().zip(&lens) {
            phi_code[f.position] = place; // (identity, g_f)
            place *= len;
        }
        // The option elements of each position, as codes, and the kinds.
        let mut t_codes: Vec<Vec<u64>> = Vec::with_capacity(n);
        for h in 0..n {
            let mut t = Vec::new();
            positions.for_each_option(h, &mut |word| {
                t.push(word.iter().fold(0, |x, &g| mul_code(x, phi_code[g])));
            });
            meter.tick(t.len() as u64 + 1)?;
            t.sort_unstable();
            t.dedup();
            t_codes.push(t);
        }
        let mut kind_index: HashMap<(u64, Vec<u64>), usize> = HashMap::new();
        let mut kind_x: Vec<u64> = Vec::new();
        let mut kind_t: Vec<Vec<u64>> = Vec::new();
        for h in 0..n {
            if t_codes[h].is_empty() {
                continue;
            }
            let next = kind_x.len();
            let k = *kind_index
                .entry((phi_code[h], t_codes[h].clone()))
                .or_insert(next);
            if k == next {
                kind_x.push(phi_code[h]);
                kind_t.push(t_codes[h].clone());
            }
        }
        // The generated elements, densely numbered, with the action of each kind.
        let kinds = kind_x.len();
        let mut dense: HashMap<u64, u32> = HashMap::from([(0, 0)]);
        let mut codes: Vec<u64> = vec![0];
        let mut act: Vec<u32> = Vec::new();
        let mut next = 0;
        while next < codes.len() {
            let a = codes[next];
            next += 1;
            meter.tick(kinds as u64)?;
            for &g in &kind_x {
                let b = mul_code(a, g);
                let id = match dense.get(&b) {
                    Some(&id) => id,
                    None => {
                        if codes.len() >= MISERE_TRIAL_ORDER_LIMIT {
                            return Err(limit(
                                "misere_trial_order",
                                MISERE_TRIAL_ORDER_LIMIT,
                                msg!("error-misere-trial-order", limit = MISERE_TRIAL_ORDER_LIMIT),
                            ));
                        }
                        let id = codes.len() as u32;
                        dense.insert(b, id);
                        codes.push(b);
                        id
                    }
                };
                act.push(id);
            }
        }
        let size = codes.len();
        let kind_t_dense: Vec<Vec<u64>> = kind_t;
        // P by lex-least words.
        let mut marked = vec![false; size];
        let mut p = vec![false; size];
        marked[0] = true;
        {
            let mut mark = Mark {
                act: &act,
                kinds,
                t: &kind_t_dense,
                codes: &codes,
                dense: &dense,
                mul_code: &mul_code,
                marked: &mut marked,
                p: &mut p,
                meter,
            };
            mark.run(kinds, 0, &[])?;
        }
        // Reduce: Moore's refinement of {P, not P} under the kinds' actions.
        let class = refine(&p, &act, kinds, meter)?;
        let classes = class.iter().map(|&c| c as usize + 1).max().unwrap_or(1);
        if classes > limits.max_order {
            return Err(limit(
                "misere_order",
                limits.max_order,
                msg!("error-misere-max-order", limit = limits.max_order),
            ));
        }
        // The reduced table, by a spanning tree of words: x·(y·g) = (x·y)·g.
        let mut rep = vec![u32::MAX; classes];
        let mut parent = vec![(u32::MAX, 0usize); classes];
        let mut queue = vec![0u32];
        rep[class[0] as usize] = 0;
        let mut head = 0;
        let mut tree_order = vec![class[0]];
        while head < queue.len() {
            let a = queue[head];
            head += 1;
            for k in 0..kinds {
                let b = act[a as usize * kinds + k];
                let c = class[b as usize] as usize;
                if rep[c] == u32::MAX {
                    rep[c] = b;
                    parent[c] = (class[a as usize], k);
                    tree_order.push(c as u32);
                    queue.push(b);
                }
            }
        }
        // Kind k acts on classes through any representative.
        let class_act =
            |c: u32, k: usize| class[act[rep[c as usize] as usize * kinds + k] as usize];
        let mut table = vec![0 as Elem; classes * classes];
        for x in 0..classes as u32 {
            meter.tick(classes as u64)?;
            for &y in &tree_order {
                let value = if y == class[0] {
                    x
                } else {
                    let (py, k) = parent[y as usize];
                    class_act(table[x as usize * classes + py as usize], k)
                };
                table[x as usize * classes + y as usize] = value;
            }
        }
        let monoid = Monoid::from_table(classes, table);
        let reduced_p: Vec<bool> = (0..classes).map(|c| p[rep[c] as usize]).collect();
        let phi: Vec<Elem> = phi_code
            .iter()
            .map(|code| dense.get(code).map_or(0, |&d| class[d as usize]))
            .collect();
        Ok((monoid, reduced_p, phi))
    }
}

/// Marks P on a candidate's generated elements, each at its lex-least word.
struct Mark<'a, 'm, F: Fn(u64, u64) -> u64> {
    act: &'a [u32],
    kinds: usize,
    t: &'a [Vec<u64>],
    codes: &'a [u64],
    dense: &'a HashMap<u64, u32>,
    mul_code: &'a F,
    marked: &'a mut [bool],
    p: &'a mut [bool],
    meter: &'a mut Meter<'m>,
}

impl<F: Fn(u64, u64) -> u64> Mark<'_, '_, F> {
    /// Words over kinds 0..d on top of the current word (element `x`, option elements `m`).
    fn run(&mut self, d: usize, x: u32, m: &[u32]) -> std::result::Result<(), Stopped> {
        if d == 0 {
            return Ok(());
        }
        self.run(d - 1, x, m)?;
        let k = d - 1;
        let (mut x, mut m) = (x, m.to_vec());
        loop {
            self.meter.tick(1 + m.len() as u64)?;
            let mut next: Vec<u32> = m
                .iter()
                .map(|&y| self.act[y as usize * self.kinds + k])
                .collect();
            let xc = self.codes[x as usize];
            for &t in &self.t[k] {
                next.push(self.dense[&(self.mul_code)(xc, t)]);
            }
            next.sort_unstable();
            next.dedup();
            x = self.act[x as usize * self.kinds + k];
            if self.marked[x as usize] {
                return Ok(());
            }
            self.marked[x as usize] = true;
            self.p[x as usize] = !next.iter().any(|&y| self.p[y as usize]);
            m = next;
            self.run(d - 1, x, &m)?;
        }
    }
}

/// The coarsest partition of the elements inside {P, not P} stable under every action.
fn refine(
    p: &[bool],
    act: &[u32],
    kinds: usize,
    meter: &mut Meter,
) -> std::result::Result<Vec<u32>, Stopped> {
    let size = p.len();
    let mut class: Vec<u32> = p.iter().map(|&b| u32::from(b)).collect();
    let mut count = class
        .iter()
        .copied()
        .collect::<std::collections::HashSet<_>>()
        .len();
    loop {
        meter.tick((size * (kinds + 1)) as u64)?;
        let mut signatures: HashMap<Vec<u32>, u32> = HashMap::with_capacity(count * 2);
        let mut next = vec![0u32; size];
        let mut signature = Vec::with_capacity(kinds + 1);
        for x in 0..size {
            signature.clear();
            signature.push(class[x]);
            signature.extend((0..kinds).map(|k| class[act[x * kinds + k] as usize]));
            let fresh = signatures.len() as u32;
            next[x] = match signatures.get(&signature) {
                Some(&c) => c,
                None => {
                    signatures.insert(signature.clone(), fresh);
                    fresh
                }
            };
        }
        let new_count = signatures.len();
        class = next;
        if new_count == count {
            return Ok(class);
        }
        count = new_count;
    }
}

/// Checks conditions 1–3 of the module doc; returns the least word that fails, if any.
/// `lower` receives the antichains of minimal option sets.
fn verify(
    monoid: &Monoid,
    p: &[bool],
    kinds: &Kinds,
    lower: &mut Vec<Vec<ElemSet>>,
    meter: &mut Meter,
) -> std::result::Result<Option<Word>, Stopped> {
    if p[0] {
        return Ok(Some(vec![0; kinds.len()]));
    }
    let order = monoid.order();
    // Condition 2: the least failing word is (lex-least word of y) + one position of kind k.
    let mut p_failures: Vec<(Elem, usize)> = Vec::new();
    for k in 0..kinds.len() {
        meter.tick((order * (kinds.t[k].len() + 1)) as u64)?;
        for y in 0..order as Elem {
            if p[monoid.mul(y, kinds.x[k]) as usize]
                && kinds.t[k].iter().any(|&o| p[monoid.mul(y, o) as usize])
            {
                p_failures.push((y, k));
            }
        }
    }
    let p_failure = if p_failures.is_empty() {
        None
    } else {
        let least = lex_least_words(monoid, kinds, meter)?;
        p_failures
            .iter()
            .map(|&(y, k)| {
                let mut word = least[y as usize].clone();
                word[k] += 1;
                word
            })
            .min_by(lex_cmp)
    };
    let mut search = Search::new(monoid, p, kinds, lower, meter);
    let n_failure = search.n_check(false, p_failure.as_ref())?;
    Ok(n_failure.or(p_failure))
}

/// The lex-least word of each element.
fn lex_least_words(
    monoid: &Monoid,
    kinds: &Kinds,
    meter: &mut Meter,
) -> std::result::Result<Vec<Word>, Stopped> {
    fn run(
        d: usize,
        x: Elem,
        word: &mut Word,
        monoid: &Monoid,
        kinds: &Kinds,
        least: &mut Vec<Option<Word>>,
        meter: &mut Meter,
    ) -> std::result::Result<(), Stopped> {
        if d == 0 {
            return Ok(());
        }
        run(d - 1, x, word, monoid, kinds, least, meter)?;
        let k = d - 1;
        let mut x = x;
        loop {
            meter.tick(1)?;
            x = monoid.mul(x, kinds.x[k]);
            word[k] += 1;
            if least[x as usize].is_some() {
                break;
            }
            least[x as usize] = Some(word.clone());
            run(d - 1, x, word, monoid, kinds, least, meter)?;
        }
        word[k] = 0;
        Ok(())
    }
    let mut least = vec![None; monoid.order()];
    least[0] = Some(vec![0; kinds.len()]);
    let mut word = vec![0; kinds.len()];
    run(kinds.len(), 0, &mut word, monoid, kinds, &mut least, meter)?;
    Ok(least
        .into_iter()
        .map(|w| w.unwrap_or_else(|| vec![0; kinds.len()]))
        .collect())
}

/// The search of condition 3 over words in lex order, with antichains of option sets.
struct Search<'a, 'm> {
    monoid: &'a Monoid,
    p: &'a [bool],
    p_set: ElemSet,
    kinds: &'a Kinds,
    lower: &'a mut Vec<Vec<ElemSet>>,
    meter: &'a mut Meter<'m>,
    word: Word,
    bound: Option<Word>,
}

enum Found {
    Failure(Word),
    PastBound,
}

impl<'a, 'm> Search<'a, 'm> {
    fn new(
        monoid: &'a Monoid,
        p: &'a [bool],
        kinds: &'a Kinds,
        lower: &'a mut Vec<Vec<ElemSet>>,
        meter: &'a mut Meter<'m>,
    ) -> Search<'a, 'm> {
        let mut p_set = ElemSet::empty(monoid.order());
        for (x, _) in p.iter().enumerate().filter(|(_, b)| **b) {
            p_set.insert(x as Elem);
        }
        Search {
            monoid,
            p,
            p_set,
            kinds,
            lower,
            meter,
            word: vec![0; kinds.len()],
            bound: None,
        }
    }

    /// The least word failing condition 3 (below `bound`), if any. With `only_last`, only the
    /// words with the last kind (the others were checked before, and `lower` holds their
    /// antichains).
    fn n_check(
        &mut self,
        only_last: bool,
        bound: Option<&Word>,
    ) -> std::result::Result<Option<Word>, Stopped> {
        self.bound = bound.cloned();
        let d = self.kinds.len();
        let empty = ElemSet::empty(self.monoid.order());
        let result = if only_last && d > 0 {
            self.repeat(d - 1, 0, &empty)
        } else {
            self.run(d, 0, &empty)
        };
        match result {
            Ok(()) => Ok(None),
            Err(Ok(Found::Failure(word))) => Ok(Some(word)),
            Err(Ok(Found::PastBound)) => Ok(None),
            Err(Err(stopped)) => Err(stopped),
        }
    }

    fn run(
        &mut self,
        d: usize,
        x: Elem,
        m: &ElemSet,
    ) -> std::result::Result<(), std::result::Result<Found, Stopped>> {
        if d == 0 {
            return Ok(());
        }
        self.run(d - 1, x, m)?;
        self.repeat(d - 1, x, m)
    }

    /// Adds kind k once, twice, … to the current word, each time searching the smaller kinds.
    fn repeat(
        &mut self,
        k: usize,
        x: Elem,
        m: &ElemSet,
    ) -> std::result::Result<(), std::result::Result<Found, Stopped>> {
        let (monoid, kinds) = (self.monoid, self.kinds);
        let (mut x, mut m) = (x, m.clone());
        loop {
            self.meter.tick(1 + m.len_hint() as u64).map_err(Err)?;
            let mut next = ElemSet::empty(monoid.order());
            for y in m.iter() {
                next.insert(monoid.mul(y, kinds.x[k]));
            }
            for &o in &kinds.t[k] {
                next.insert(monoid.mul(x, o));
            }
            x = monoid.mul(x, kinds.x[k]);
            self.word[k] += 1;
            if let Some(bound) = &self.bound
                && lex_cmp(&self.word, bound) != std::cmp::Ordering::Less
            {
                return Err(Ok(Found::PastBound));
            }
            if !incorporate(&mut self.lower[x as usize], &next) {
                break;
            }
            if !self.p[x as usize] && !next.meets(&self.p_set) {
                return Err(Ok(Found::Failure(self.word.clone())));
            }
            m = next;
            self.run(k, x, &m)?;
        }
        self.word[k] = 0;
        Ok(())
    }
}

/// Adds `m` to the antichain `list` of minimal sets, unless a subset of it is there already
/// (then `false`); drops the supersets of `m`.
fn incorporate(list: &mut Vec<ElemSet>, m: &ElemSet) -> bool {
    if list.iter().any(|old| old.is_subset(m)) {
        return false;
    }
    list.retain(|old| !m.is_subset(old));
    list.push(m.clone());
    true
}

/// The subsets of 0..n of `size` elements, in lexicographic order.
fn combinations(n: usize, size: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut current: Vec<usize> = (0..size).collect();
    if size > n {
        return out;
    }
    loop {
        out.push(current.clone());
        let Some(i) = (0..size).rev().find(|&i| current[i] < n - size + i) else {
            return out;
        };
        current[i] += 1;
        for j in i + 1..size {
            current[j] = current[j - 1] + 1;
        }
    }
}
