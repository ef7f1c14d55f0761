//! The computation of a misère quotient heap by heap (docs/THEORY.md § 8.5).
//!
//! A *candidate* is a finite commutative monoid Q with an element φ(h) for each heap h. Every
//! sum of heaps w (a word) then has an element Φ(w), and a *state* (Φ(w), M(w)) where M(w) is
//! the set of elements of w's options. States compose without looking at words:
//! state(w + h) = (Φ(w)φ(h), M(w)φ(h) ∪ Φ(w)T(h)), T(h) the elements of h's options; so the
//! states of all sums are the closure of the empty sum's (1, ∅) under one step per kind of
//! heap — finite, and found by a search.
//!
//! A set P ⊆ Q is *faithful* when every sum w is a misère P-position exactly when Φ(w) ∈ P.
//! By induction over sums, P is faithful as soon as every reachable state (x, M) satisfies
//! x ∈ P ⇔ (M ≠ ∅ and M ∩ P = ∅) — the misère rule (a position with no move is won by the
//! player to move; otherwise it is lost exactly when every move leads to a won position). That
//! check is all the proof this module needs: every quotient it returns has passed it.
//!
//! Heap by heap: a new heap first tries each element of the current quotient (a *conservative
//! extension*); failing that, the quotient grows to Q × C, C cyclic on the new heap, with P
//! found while checking (states in order of their least word, so that each option's element
//! is settled first), and is then reduced: elements that no sum tells apart are merged.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

use super::monoid::{Elem, ElemSet, Monoid, reduce};
use crate::error::{Error, Result};
use crate::games::octal::OctalCode;
use crate::interrupt;

/// The most reachable states (sums up to equivalence of their options) one check may visit.
pub const MISERE_STATE_LIMIT: usize = 1 << 21;

/// The most elements a trial monoid (a quotient times a cyclic monoid) may have.
pub const MISERE_TRIAL_ORDER_LIMIT: usize = 4096;

/// The cyclic monoids tried, in order, when a heap enlarges the quotient: (index, period).
const CYCLIC_TRIALS: [(usize, usize); 3] = [(2, 2), (4, 2), (4, 4)];

/// What a heap of one kind does to a state: its element and the elements of its options.
#[derive(Clone, Debug, PartialEq, Eq)]
struct HeapType {
    x: Elem,
    options: Vec<Elem>,
    /// The least heap of this kind (the ordering of words uses it).
    heap: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct State {
    x: Elem,
    m: ElemSet,
}

fn step(monoid: &Monoid, state: &State, kind: &HeapType) -> State {
    let mut m = ElemSet::empty(monoid.order());
    for y in state.m.iter() {
        m.insert(monoid.mul(y, kind.x));
    }
    for &o in &kind.options {
        m.insert(monoid.mul(state.x, o));
    }
    State {
        x: monoid.mul(state.x, kind.x),
        m,
    }
}

fn is_p_state(state: &State, p_set: &ElemSet) -> bool {
    !state.m.is_empty() && !state.m.meets(p_set)
}

fn p_set(order: usize, p: &[bool]) -> ElemSet {
    let mut set = ElemSet::empty(order);
    for (x, _) in p.iter().enumerate().filter(|(_, b)| **b) {
        set.insert(x as Elem);
    }
    set
}

fn too_many_states() -> Error {
    Error::too_large(
        "misere_states",
        MISERE_STATE_LIMIT as u64,
        None,
        format!(
            "the misère quotient needs more than {MISERE_STATE_LIMIT} states of sums to check \
             (limit misere_states); no finite quotient was found within it"
        ),
    )
}

/// The quotient of the heaps 0..=n computed so far, with everything needed to add heap n + 1.
pub(crate) struct Solver {
    code: OctalCode,
    pub(crate) monoid: Monoid,
    pub(crate) p: Vec<bool>,
    /// φ(h) for each heap h computed (heap 0 is the identity).
    pub(crate) phi: Vec<Elem>,
    /// The heaps at which the quotient grew, in order: its generators.
    pub(crate) generators: Vec<u64>,
    types: Vec<HeapType>,
    states: HashSet<State>,
}

impl Solver {
    pub(crate) fn new(code: OctalCode) -> Solver {
        let monoid = Monoid::trivial();
        let mut states = HashSet::new();
        states.insert(State {
            x: 0,
            m: ElemSet::empty(1),
        });
        Solver {
            code,
            monoid,
            p: vec![false],
            phi: vec![0],
            generators: Vec::new(),
            types: Vec::new(),
            states,
        }
    }

    /// The heaps done: 0..=`heaps()`.
    pub(crate) fn heaps(&self) -> u64 {
        self.phi.len() as u64 - 1
    }

    /// The elements of the options of heap `n` under `phi` (which covers heaps below n).
    fn option_elements(&self, monoid: &Monoid, phi: &[Elem], n: u64) -> Vec<Elem> {
        let mut elements = Vec::new();
        self.code.for_each_move(n, |_, leaves| {
            let x = leaves
                .iter()
                .fold(0, |x, &h| monoid.mul(x, phi[h as usize]));
            elements.push(x);
            std::ops::ControlFlow::Continue(())
        });
        elements.sort_unstable();
        elements.dedup();
        elements
    }

    /// Adds the next heap.
    pub(crate) fn extend(&mut self) -> Result<()> {
        let n = self.phi.len() as u64;
        let options = self.option_elements(&self.monoid, &self.phi, n);
        if options.is_empty() {
            // A heap with no move is the zero game.
            self.phi.push(0);
            return Ok(());
        }
        if let Some(kind) = self.types.iter().find(|t| t.options == options) {
            // The same options as an earlier kind of heap: the same game modulo the quotient.
            self.phi.push(kind.x);
            return Ok(());
        }
        let heap_is_p = !options.iter().any(|&o| self.p[o as usize]);
        for x in 0..self.monoid.order() as Elem {
            if self.p[x as usize] != heap_is_p {
                continue;
            }
            let kind = HeapType {
                x,
                options: options.clone(),
                heap: n as u32,
            };
            if let Some(new_states) = self.closure_with(&kind)? {
                self.states.extend(new_states);
                self.types.push(kind);
                self.phi.push(x);
                return Ok(());
            }
        }
        self.expand(n)
    }

    /// The states the kind `kind` adds to the closed set of states, if all of them are
    /// consistent with P (`None` at the first that is not).
    fn closure_with(&self, kind: &HeapType) -> Result<Option<Vec<State>>> {
        let p_set = p_set(self.monoid.order(), &self.p);
        let mut fresh: HashSet<State> = HashSet::new();
        let mut queue = Vec::new();
        let visit = |state: State, fresh: &mut HashSet<State>, queue: &mut Vec<State>| {
            if self.states.contains(&state) || fresh.contains(&state) {
                return Ok(true);
            }
            if self.p[state.x as usize] != is_p_state(&state, &p_set) {
                return Ok(false);
            }
            if self.states.len() + fresh.len() >= MISERE_STATE_LIMIT {
                return Err(too_many_states());
            }
            fresh.insert(state.clone());
            queue.push(state);
            Ok(true)
        };
        for (count, state) in self.states.iter().enumerate() {
            if count.is_multiple_of(4096) {
                interrupt::check()?;
            }
            if !visit(step(&self.monoid, state, kind), &mut fresh, &mut queue)? {
                return Ok(None);
            }
        }
        while let Some(state) = queue.pop() {
            if queue.len().is_multiple_of(4096) {
                interrupt::check()?;
            }
            for k in self.types.iter().chain(std::iter::once(kind)) {
                if !visit(step(&self.monoid, &state, k), &mut fresh, &mut queue)? {
                    return Ok(None);
                }
            }
        }
        Ok(Some(fresh.into_iter().collect()))
    }

    /// The kinds of heaps 1..`below` under `phi` in `monoid`: distinct (element, options).
    fn kinds(&self, monoid: &Monoid, phi: &[Elem], below: u64) -> Vec<HeapType> {
        let mut kinds: Vec<HeapType> = Vec::new();
        for h in 1..below {
            let options = self.option_elements(monoid, phi, h);
            let x = phi[h as usize];
            if options.is_empty() || kinds.iter().any(|k| k.x == x && k.options == options) {
                continue;
            }
            kinds.push(HeapType {
                x,
                options,
                heap: h as u32,
            });
        }
        kinds
    }

    /// Heap `n` is no element of the quotient: grow it by a cyclic factor for the new heap,
    /// check, reduce. If no cyclic factor works, an earlier element must split: the base is
    /// then refined to the monoid of states (an element together with its options' elements),
    /// which tells apart every two sums whose options differ, and the trials start again.
    fn expand(&mut self, n: u64) -> Result<()> {
        let mut base = self.monoid.clone();
        let mut base_phi = self.phi.clone();
        for level in 0..3 {
            for (index, period) in CYCLIC_TRIALS {
                let len = index + period;
                if base.order() * len > MISERE_TRIAL_ORDER_LIMIT {
                    break;
                }
                let (trial, g) = base.times_cyclic(index, period);
                let mut phi: Vec<Elem> = base_phi.iter().map(|&x| x * len as Elem).collect();
                phi.push(g);
                let kinds = self.kinds(&trial, &phi, n + 1);
                let Some(p) = settle(&trial, &kinds)? else {
                    continue;
                };
                let live: Vec<Elem> = (0..trial.order() as Elem)
                    .filter(|&x| p[x as usize].is_some())
                    .collect();
                let p: Vec<bool> = p.iter().map(|v| v.unwrap_or(false)).collect();
                let generators: Vec<Elem> = kinds.iter().map(|k| k.x).collect();
                let (monoid, reduced_p, class) = reduce(&trial, &p, &live, &generators);
                let phi = phi.iter().map(|&x| class[x as usize]).collect();
                return self.rebuild(monoid, reduced_p, phi, n);
            }
            if level < 2 {
                let kinds = self.kinds(&base, &base_phi, n);
                let heap_states: Vec<State> = (0..n)
                    .map(|h| {
                        let mut m = ElemSet::empty(base.order());
                        for o in self.option_elements(&base, &base_phi, h) {
                            m.insert(o);
                        }
                        State {
                            x: base_phi[h as usize],
                            m,
                        }
                    })
                    .collect();
                match state_monoid(&base, &kinds, &heap_states)? {
                    Some((monoid, phi)) => (base, base_phi) = (monoid, phi),
                    None => break,
                }
            }
        }
        Err(Error::unsupported(format!(
            "the misère quotient of {} could not be extended at heap {n}: no product of the \
             quotient so far (or its refinements by options) with a cyclic monoid on heap {n} \
             (index and period up to 4, at most {MISERE_TRIAL_ORDER_LIMIT} elements) is \
             faithful to the game",
            self.code
        )))
    }

    /// Takes the new quotient and recomputes the kinds of heaps and their states, checking
    /// every state once more against P.
    fn rebuild(&mut self, monoid: Monoid, p: Vec<bool>, phi: Vec<Elem>, n: u64) -> Result<()> {
        let types = self.kinds(&monoid, &phi, phi.len() as u64);
        let p_set = p_set(monoid.order(), &p);
        let start = State {
            x: 0,
            m: ElemSet::empty(monoid.order()),
        };
        let mut states = HashSet::from([start.clone()]);
        let mut queue = vec![start];
        while let Some(state) = queue.pop() {
            if queue.len().is_multiple_of(4096) {
                interrupt::check()?;
            }
            for kind in &types {
                let next = step(&monoid, &state, kind);
                if states.contains(&next) {
                    continue;
                }
                if p[next.x as usize] != is_p_state(&next, &p_set) {
                    return Err(Error::unsupported(format!(
                        "internal check failed: the reduced misère quotient of {} at heap {n} \
                         is not faithful",
                        self.code
                    )));
                }
                if states.len() >= MISERE_STATE_LIMIT {
                    return Err(too_many_states());
                }
                states.insert(next.clone());
                queue.push(next);
            }
        }
        self.monoid = monoid;
        self.p = p;
        self.phi = phi;
        self.types = types;
        self.states = states;
        self.generators.push(n);
        Ok(())
    }
}

/// The monoid of the states reachable with `kinds` in `monoid` — (x, M) times (y, N) is
/// (xy, My ∪ xN), the state of the sum of two sums — and the index of each heap's state
/// (`heap_states`); `None` if there are more than [`MISERE_TRIAL_ORDER_LIMIT`].
fn state_monoid(
    monoid: &Monoid,
    kinds: &[HeapType],
    heap_states: &[State],
) -> Result<Option<(Monoid, Vec<Elem>)>> {
    let start = State {
        x: 0,
        m: ElemSet::empty(monoid.order()),
    };
    let mut ids: HashMap<State, Elem> = HashMap::from([(start.clone(), 0)]);
    let mut states = vec![start];
    let mut next_index = 0;
    while next_index < states.len() {
        let state = states[next_index].clone();
        next_index += 1;
        for kind in kinds {
            let next = step(monoid, &state, kind);
            if !ids.contains_key(&next) {
                if states.len() >= MISERE_TRIAL_ORDER_LIMIT {
                    return Ok(None);
                }
                ids.insert(next.clone(), states.len() as Elem);
                states.push(next);
            }
        }
    }
    let order = states.len();
    let mut table = Vec::with_capacity(order * order);
    for a in &states {
        interrupt::check()?;
        for b in &states {
            let mut m = ElemSet::empty(monoid.order());
            for y in a.m.iter() {
                m.insert(monoid.mul(y, b.x));
            }
            for y in b.m.iter() {
                m.insert(monoid.mul(a.x, y));
            }
            let product = State {
                x: monoid.mul(a.x, b.x),
                m,
            };
            table.push(ids[&product]);
        }
    }
    let phi = heap_states.iter().map(|s| ids[s]).collect();
    Ok(Some((Monoid::from_table(order, table), phi)))
}

/// Finds the P-portion that makes `kinds` faithful in `monoid`, checking every reachable state,
/// or `None` if there is none. States are taken in the order of their least word (a sum's
/// heaps in decreasing order, compared lexicographically): an option of a word is a smaller
/// word, so when a state is taken the elements of its options are already settled, and the
/// first state of each element settles whether it is in P. Elements never reached stay `None`.
fn settle(monoid: &Monoid, kinds: &[HeapType]) -> Result<Option<Vec<Option<bool>>>> {
    let mut p: Vec<Option<bool>> = vec![None; monoid.order()];
    let mut ids: HashMap<State, usize> = HashMap::new();
    let mut states: Vec<State> = Vec::new();
    let mut best: Vec<Vec<u32>> = Vec::new();
    let mut done: Vec<bool> = Vec::new();
    let mut queue: BinaryHeap<Reverse<(Vec<u32>, usize)>> = BinaryHeap::new();
    let start = State {
        x: 0,
        m: ElemSet::empty(monoid.order()),
    };
    ids.insert(start.clone(), 0);
    states.push(start);
    best.push(Vec::new());
    done.push(false);
    queue.push(Reverse((Vec::new(), 0)));
    let mut taken = 0usize;
    while let Some(Reverse((word, id))) = queue.pop() {
        if done[id] || word != best[id] {
            continue;
        }
        done[id] = true;
        taken += 1;
        if taken.is_multiple_of(4096) {
            interrupt::check()?;
        }
        let state = states[id].clone();
        let mut reaches_p = false;
        for y in state.m.iter() {
            match p[y as usize] {
                Some(true) => reaches_p = true,
                Some(false) => {}
                None => return Ok(None),
            }
        }
        let is_p = !state.m.is_empty() && !reaches_p;
        match p[state.x as usize] {
            None => p[state.x as usize] = Some(is_p),
            Some(known) if known != is_p => return Ok(None),
            Some(_) => {}
        }
        for kind in kinds {
            let next = step(monoid, &state, kind);
            let mut next_word = word.clone();
            let at = next_word.partition_point(|&h| h >= kind.heap);
            next_word.insert(at, kind.heap);
            let next_id = match ids.get(&next) {
                Some(&i) => i,
                None => {
                    if states.len() >= MISERE_STATE_LIMIT {
                        return Err(too_many_states());
                    }
                    ids.insert(next.clone(), states.len());
                    states.push(next);
                    best.push(next_word.clone());
                    done.push(false);
                    queue.push(Reverse((next_word, states.len() - 1)));
                    continue;
                }
            };
            if !done[next_id] && next_word < best[next_id] {
                best[next_id] = next_word.clone();
                queue.push(Reverse((next_word, next_id)));
            }
        }
    }
    Ok(Some(p))
}
