//! Misère quotients of octal and hexadecimal games (Plambeck and Siegel): the commutative
//! monoid of sums of heaps up to indistinguishability in misère play, with its P-portion and
//! the element of each heap, computed from the rules heap by heap and proven for every heap
//! size by a periodicity argument when the heap map repeats long enough. See docs/THEORY.md
//! § 8.5 for the theory in our words and the module `solver` for the method.
//!
//! ```
//! use grundy::games::octal::OctalCode;
//! use grundy::quotient::{MisereQuotient, QuotientStatus};
//!
//! let kayles: OctalCode = "kayles".parse()?;
//! let q = MisereQuotient::compute(&kayles, 1000)?;
//! assert!(matches!(q.status(), QuotientStatus::Proven { .. }));
//! // Misère Kayles with heaps 7, 9 and 12: who wins?
//! assert!(!q.is_p_position(&[7, 9, 12]).unwrap());
//! # Ok::<(), grundy::Error>(())
//! ```

mod monoid;
mod present;
mod solver;

#[cfg(test)]
mod tests;

use crate::error::{Error, Result};
use crate::games::octal::OctalCode;
use crate::interrupt;
use crate::text::msg;

use monoid::{Elem, Monoid};
use solver::{Halt, Meter, Positions, Solver, Stopped};
pub use solver::{Limits, MISERE_ORDER_LIMIT, MISERE_TRIAL_ORDER_LIMIT, MISERE_WORK_LIMIT};

/// The largest heap up to which `grundy misere --to` computes a quotient.
pub const MISERE_HEAP_LIMIT: u64 = 5000;

/// The most games one joint quotient is computed for.
pub const MISERE_GAME_LIMIT: usize = 8;

/// How far the quotient is known to hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuotientStatus {
    /// Proven for every heap size: the heap map repeats with `period` from `preperiod` on, and
    /// was computed to `checked_to`, far enough for the periodicity argument.
    Proven {
        /// The first heap of the periodic part.
        preperiod: u64,
        /// The period of the heap map.
        period: u64,
        /// The heap the computation reached.
        checked_to: u64,
    },
    /// Exact for the sums of heaps up to this size; no periodicity proven (yet).
    HoldsTo(u64),
}

/// An element of a misère quotient, by its index (0 is the identity, the empty sum).
pub type Element = u32;

/// Where a quotient computation is, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuotientProgress {
    /// The game (an index into the games asked for) whose heap was just added.
    pub game: usize,
    /// The heap just added.
    pub heap: u64,
    /// The order of the quotient so far.
    pub order: usize,
    /// The size of its P-portion.
    pub p_portion: usize,
    /// The steps of work done so far.
    pub work: u64,
}

/// The misère quotient of an octal game — or of several octal games together (the closure
/// of their heaps: every sum mixing heaps of all of them) — restricted to heaps up to a bound
/// or, when proven, of every heap size.
#[derive(Clone, Debug)]
pub struct MisereQuotient {
    games: Vec<OctalCode>,
    monoid: Monoid,
    p: Vec<bool>,
    /// φ of each heap 0..=computed, per game.
    phi: Vec<Vec<Elem>>,
    status: Vec<QuotientStatus>,
    /// (game, heap) of each generator, in order.
    generators: Vec<(usize, u64)>,
    presentation: present::Presentation,
    stopped: Option<Error>,
    work: u64,
}

/// The heaps of several games in one numbering: 0 is the empty heap, then heap 1 of each
/// game, heap 2 of each game, … (a game's options are its smaller heaps, so always earlier).
struct Linear {
    games: Vec<OctalCode>,
    list: Vec<(usize, u64)>,
    index: Vec<Vec<usize>>,
}

impl Linear {
    fn new(games: &[OctalCode], to: &[u64]) -> Linear {
        let mut list = vec![(0, 0)];
        let mut index: Vec<Vec<usize>> = to.iter().map(|_| vec![0]).collect();
        let top = to.iter().copied().max().unwrap_or(0);
        for h in 1..=top {
            for (g, &t) in to.iter().enumerate() {
                if h <= t {
                    index[g].push(list.len());
                    list.push((g, h));
                }
            }
        }
        Linear {
            games: games.to_vec(),
            list,
            index,
        }
    }
}

impl Positions for Linear {
    fn for_each_option(&self, position: usize, visit: &mut dyn FnMut(&[usize])) {
        let (g, heap) = self.list[position];
        if heap == 0 {
            return;
        }
        let index = &self.index[g];
        let mut word = Vec::with_capacity(3);
        self.games[g].for_each_move(heap, |_, leaves| {
            word.clear();
            word.extend(leaves.iter().map(|&h| index[h as usize]));
            visit(&word);
            std::ops::ControlFlow::Continue(())
        });
    }
}

impl MisereQuotient {
    /// Computes the quotient heap by heap up to heap `to`, stopping as soon as its periodicity
    /// is proven, with the default [`Limits`]; see [`MisereQuotient::compute_with`].
    pub fn compute(code: &OctalCode, to: u64) -> Result<MisereQuotient> {
        MisereQuotient::compute_with(code, to, &Limits::default(), &mut |_| {})
    }

    /// Computes the quotient heap by heap up to heap `to`, stopping as soon as its periodicity
    /// is proven, or when a limit of `limits` is reached ([`MisereQuotient::stopped`] says
    /// which; the quotient of the heaps before is returned, exact for them). `progress` is
    /// called after each heap. Errors: `to` above [`MISERE_HEAP_LIMIT`]; a stop
    /// ([`crate::interrupt`]).
    pub fn compute_with(
        code: &OctalCode,
        to: u64,
        limits: &Limits,
        progress: &mut dyn FnMut(QuotientProgress),
    ) -> Result<MisereQuotient> {
        MisereQuotient::compute_joint(std::slice::from_ref(code), &[to], limits, progress)
    }

    /// The joint quotient of several octal games: the closure of their heaps, game `i` up to
    /// heap `to[i]` (or to a proof of its heap map's period), so that any sum mixing their
    /// heaps is decided by one product. Errors as [`MisereQuotient::compute_with`], and more
    /// than [`MISERE_GAME_LIMIT`] games.
    pub fn compute_joint(
        games: &[OctalCode],
        to: &[u64],
        limits: &Limits,
        progress: &mut dyn FnMut(QuotientProgress),
    ) -> Result<MisereQuotient> {
        if games.is_empty() || games.len() != to.len() {
            return Err(Error::invalid(msg!("error-joint-quotient-bounds")));
        }
        if games.len() > MISERE_GAME_LIMIT {
            return Err(Error::too_large(
                "misere_games",
                MISERE_GAME_LIMIT as u64,
                Some((games.len() as u64).into()),
                msg!(
                    "error-misere-games",
                    limit = MISERE_GAME_LIMIT,
                    asked = games.len()
                ),
            ));
        }
        if let Some(&big) = to.iter().find(|&&t| t > MISERE_HEAP_LIMIT) {
            return Err(Error::too_large(
                "misere_heaps",
                MISERE_HEAP_LIMIT,
                Some(big.into()),
                msg!("error-misere-heaps", limit = MISERE_HEAP_LIMIT, asked = big),
            ));
        }
        let mut limits = limits.clone();
        limits.max_order = limits.max_order.min(MISERE_ORDER_LIMIT);
        let linear = Linear::new(games, to);
        let mut solver = Solver::new(&linear);
        let mut meter = Meter::new(&limits);
        // last_break[g][p]: the last heap h of game g with φ(h) ≠ φ(h − p), in the quotient as
        // it is now. An expansion re-maps every φ (elements equal before may be told apart
        // after, as when a heap of another game of a joint quotient refines it), so the breaks
        // and every game's proof are then worked out again from the new φ: a period found in a
        // coarser quotient proves nothing about the finer one (issue 31: 0.71 with 0.31).
        let mut last_break: Vec<Vec<Option<u64>>> = games.iter().map(|_| vec![None]).collect();
        // The largest heap of each game added so far.
        let mut computed = vec![0u64; games.len()];
        let mut status: Vec<QuotientStatus> =
            games.iter().map(|_| QuotientStatus::HoldsTo(0)).collect();
        let mut stopped = None;
        while solver.len() < linear.list.len() {
            interrupt::check()?;
            if status
                .iter()
                .all(|s| matches!(s, QuotientStatus::Proven { .. }))
            {
                // Every game's further heaps are kinds already present.
                break;
            }
            let (g, heap) = linear.list[solver.len()];
            let expansions = solver.expansions.len();
            match solver.extend(&limits, &mut meter) {
                Ok(()) => {}
                Err(Stopped::Halt(Halt::Limit(error))) => {
                    stopped = Some(error);
                    break;
                }
                Err(Stopped::Error(error)) => return Err(error),
            }
            computed[g] = heap;
            let phi_of = |g: usize, h: u64| solver.phi[linear.index[g][h as usize]];
            if solver.expansions.len() == expansions {
                last_break[g].push(None);
                for p in 1..=heap {
                    if phi_of(g, heap) != phi_of(g, heap - p) {
                        last_break[g][p as usize] = Some(heap);
                    }
                }
                status[g] = game_status(&games[g], &last_break[g], heap, status[g]);
            } else {
                for (game, code) in games.iter().enumerate() {
                    let n = computed[game];
                    last_break[game] = breaks(n, |h| phi_of(game, h));
                    status[game] =
                        game_status(code, &last_break[game], n, QuotientStatus::HoldsTo(0));
                }
            }
            progress(QuotientProgress {
                game: g,
                heap,
                order: solver.monoid.order(),
                p_portion: solver.p.iter().filter(|&&b| b).count(),
                work: meter.work,
            });
        }
        // Each game's heap map, as far as it was computed (past a proof too: those heaps are
        // exact, and agree with the period).
        let phi: Vec<Vec<Elem>> = (0..games.len())
            .map(|g| {
                (0..=computed[g])
                    .map(|h| solver.phi[linear.index[g][h as usize]])
                    .collect()
            })
            .collect();
        // Generators: the heaps whose element is no product of earlier heaps' elements.
        let order = solver.monoid.order();
        let mut inside = vec![false; order];
        inside[0] = true;
        let mut members = vec![0 as Elem];
        let mut generators = Vec::new();
        let mut generator_elements = Vec::new();
        for position in 1..solver.len() {
            let x = solver.phi[position];
            if inside[x as usize] {
                continue;
            }
            generators.push(linear.list[position]);
            generator_elements.push(x);
            let mut head = 0;
            members = members.clone();
            let mut queue = members.clone();
            while head < queue.len() {
                let a = queue[head];
                head += 1;
                for &g in &generator_elements {
                    let b = solver.monoid.mul(a, g);
                    if !inside[b as usize] {
                        inside[b as usize] = true;
                        queue.push(b);
                    }
                }
            }
            members = queue;
        }
        let presentation = present::present(&solver.monoid, &generator_elements);
        Ok(MisereQuotient {
            games: games.to_vec(),
            monoid: solver.monoid,
            p: solver.p,
            phi,
            status,
            generators,
            presentation,
            stopped,
            work: meter.work,
        })
    }

    /// Why the computation stopped before the heap asked for, if it did: a limit of
    /// [`Limits`] (the error names it), or no candidate found (the quotient returned still
    /// holds, up to [`MisereQuotient::heaps_computed`]).
    pub fn stopped(&self) -> Option<&Error> {
        self.stopped.as_ref()
    }

    /// The steps of work the computation took.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The game (the first game of a joint quotient).
    pub fn code(&self) -> &OctalCode {
        &self.games[0]
    }

    /// The games of a joint quotient, in the order asked for.
    pub fn games(&self) -> &[OctalCode] {
        &self.games
    }

    /// The number of elements.
    pub fn order(&self) -> usize {
        self.monoid.order()
    }

    /// Whether it is proven for every heap size, or up to which heap it holds (the first
    /// game's).
    pub fn status(&self) -> QuotientStatus {
        self.status[0]
    }

    /// [`MisereQuotient::status`] of game `game`.
    pub fn status_of(&self, game: usize) -> QuotientStatus {
        self.status[game]
    }

    /// The heaps done: 0..=`heaps_computed()` (of the first game).
    pub fn heaps_computed(&self) -> u64 {
        self.phi[0].len() as u64 - 1
    }

    /// The heaps of game `game` done.
    pub fn heaps_computed_of(&self, game: usize) -> u64 {
        self.phi[game].len() as u64 - 1
    }

    /// The product of two elements.
    pub fn mul(&self, a: Element, b: Element) -> Element {
        self.monoid.mul(a, b)
    }

    /// Whether sums with this element are misère P-positions.
    pub fn is_p(&self, x: Element) -> bool {
        self.p[x as usize]
    }

    /// The P-portion: the elements of the P-positions.
    pub fn p_portion(&self) -> Vec<Element> {
        (0..self.order() as Element)
            .filter(|&x| self.is_p(x))
            .collect()
    }

    /// The element of a heap of `heap` tokens (of the first game): computed, or from the
    /// proven period beyond; `None` past the computed heaps of a quotient not proven.
    pub fn heap_element(&self, heap: u64) -> Option<Element> {
        self.heap_element_of(0, heap)
    }

    /// [`MisereQuotient::heap_element`] of game `game`.
    pub fn heap_element_of(&self, game: usize, heap: u64) -> Option<Element> {
        let phi = self.phi.get(game)?;
        if let Some(&x) = phi.get(usize::try_from(heap).ok()?) {
            return Some(x);
        }
        match self.status[game] {
            QuotientStatus::Proven {
                preperiod, period, ..
            } => {
                let reduced = preperiod + (heap - preperiod) % period;
                Some(phi[reduced as usize])
            }
            QuotientStatus::HoldsTo(_) => None,
        }
    }

    /// [`MisereQuotient::heap_element`] for a heap of any size (folded by the proven period).
    pub fn heap_element_at(&self, heap: &crate::Natural) -> Option<Element> {
        self.heap_element_at_of(0, heap)
    }

    /// [`MisereQuotient::heap_element_at`] of game `game`.
    pub fn heap_element_at_of(&self, game: usize, heap: &crate::Natural) -> Option<Element> {
        if let Some(heap) = heap.to_u64() {
            return self.heap_element_of(game, heap);
        }
        match self.status[game] {
            QuotientStatus::Proven {
                preperiod, period, ..
            } => {
                let offset = heap.checked_sub(&crate::Natural::from(preperiod))?;
                let reduced = preperiod + (&offset % period).to_u64()?;
                self.phi[game].get(usize::try_from(reduced).ok()?).copied()
            }
            QuotientStatus::HoldsTo(_) => None,
        }
    }

    /// The element of the sum of `heaps` (of the first game), if every heap is covered.
    pub fn element(&self, heaps: &[u64]) -> Option<Element> {
        heaps
            .iter()
            .try_fold(0, |x, &h| Some(self.mul(x, self.heap_element(h)?)))
    }

    /// Whether the sum of `heaps` is a misère P-position (the player to move loses), if every
    /// heap is covered.
    pub fn is_p_position(&self, heaps: &[u64]) -> Option<bool> {
        self.element(heaps).map(|x| self.is_p(x))
    }

    /// The heaps whose elements generate the quotient (each no product of the elements of
    /// smaller heaps), in order: the generators a, b, c, … (heaps of the first game; see
    /// [`MisereQuotient::generators`] for a joint quotient).
    pub fn generator_heaps(&self) -> Vec<u64> {
        self.generators.iter().map(|&(_, h)| h).collect()
    }

    /// The generators as (game, heap), in order.
    pub fn generators(&self) -> &[(usize, u64)] {
        &self.generators
    }

    /// The generators' letters, in order: `a`, `b`, ….
    pub fn generator_names(&self) -> Vec<String> {
        (0..self.generators.len()).map(present::letter).collect()
    }

    /// An element's normal form: its least word in the generators, such as `a²b`, or `1`.
    pub fn name(&self, x: Element) -> String {
        match &self.presentation.normal[x as usize] {
            Some(word) => present::word_text(word),
            None => format!("#{x}"),
        }
    }

    /// The defining relations, as text pairs (word, its normal form), such as ("a²", "1").
    pub fn relations(&self) -> Vec<(String, String)> {
        self.presentation
            .relations
            .iter()
            .map(|(word, x)| (present::word_text(word), self.name(*x)))
            .collect()
    }
}

impl MisereQuotient {
    /// Whether the quotient is *tame*: isomorphic, with its P-portion, to the misère quotient
    /// of Nim on heaps up to 1, 3, 7 or 15 (T1, T2, T3, T4: Conway's tame games, in Plambeck and
    /// Siegel's terms). Found by trying every image of the generators in that quotient (at most
    /// a million assignments).
    pub fn is_tame(&self) -> bool {
        [1usize, 3, 7, 15].into_iter().any(|m| {
            let Ok(nim) = format!("0.{}", "3".repeat(m)).parse::<OctalCode>() else {
                return false;
            };
            match MisereQuotient::compute(&nim, m as u64) {
                Ok(t) => self.isomorphic_to(&t),
                Err(_) => false,
            }
        })
    }

    /// Whether some map of the generators into `t` extends to an isomorphism keeping P.
    fn isomorphic_to(&self, t: &MisereQuotient) -> bool {
        let gens = self.generators.len();
        if t.order() != self.order()
            || t.p_portion().len() != self.p_portion().len()
            || (t.order() as u64)
                .checked_pow(gens as u32)
                .is_none_or(|n| n > 1_000_000)
        {
            return false;
        }
        let words: Option<Vec<&present::Word>> = self
            .presentation
            .normal
            .iter()
            .map(Option::as_ref)
            .collect();
        let Some(words) = words else {
            return false;
        };
        let order = self.order() as Element;
        let mut images = vec![0 as Element; gens];
        loop {
            let psi: Vec<Element> = words
                .iter()
                .map(|word| {
                    let mut y = 0;
                    for (&g, &e) in images.iter().zip(word.iter()) {
                        for _ in 0..e {
                            y = t.mul(y, g);
                        }
                    }
                    y
                })
                .collect();
            let mut seen = vec![false; t.order()];
            let bijective_keeping_p = psi.iter().enumerate().all(|(x, &y)| {
                let fresh = !std::mem::replace(&mut seen[y as usize], true);
                fresh && self.is_p(x as Element) == t.is_p(y)
            });
            if bijective_keeping_p
                && (0..order).all(|a| {
                    (0..order).all(|b| {
                        psi[self.mul(a, b) as usize] == t.mul(psi[a as usize], psi[b as usize])
                    })
                })
            {
                return true;
            }
            // The next assignment, counting in base |T|.
            let mut digit = 0;
            loop {
                if digit == gens {
                    return false;
                }
                images[digit] += 1;
                if (images[digit] as usize) < t.order() {
                    break;
                }
                images[digit] = 0;
                digit += 1;
            }
        }
    }
}

/// The status of a game whose heaps up to `n` are computed, with `last_break` as in
/// [`MisereQuotient::compute_joint`]: a proof found before stands (the quotient has not changed
/// since, or the caller passes `HoldsTo`), else one is looked for.
fn game_status(
    code: &OctalCode,
    last_break: &[Option<u64>],
    n: u64,
    before: QuotientStatus,
) -> QuotientStatus {
    if let QuotientStatus::Proven { .. } = before {
        return before;
    }
    let parts = code.rules().max_parts();
    let t = code.max_removal() as u64;
    match proven_period(last_break, n, parts, t) {
        Some((preperiod, period)) => QuotientStatus::Proven {
            preperiod,
            period,
            checked_to: n,
        },
        None => QuotientStatus::HoldsTo(n),
    }
}

/// `last_break[p]` for heaps 0..=n with elements `phi`: the last heap h ≤ n with
/// φ(h) ≠ φ(h − p), for p = 1..=n (index 0 unused).
fn breaks(n: u64, phi: impl Fn(u64) -> Elem) -> Vec<Option<u64>> {
    let mut last_break = vec![None; n as usize + 1];
    for h in 1..=n {
        for p in 1..=h {
            if phi(h) != phi(h - p) {
                last_break[p as usize] = Some(h);
            }
        }
    }
    last_break
}

fn proven_period(last_break: &[Option<u64>], n: u64, parts: u64, t: u64) -> Option<(u64, u64)> {
    // Heap m > n has options whose heaps add up to at least m − t, split in at most `parts`:
    // the largest is at least n0 + p when n + 1 − t ≥ parts·(n0 + p), and moving it down by p
    // keeps its element; so heap m's options have the elements of heap (m − p)'s, heap m is
    // the same kind of heap, and no check can fail that did not fail before.
    (1..=n).find_map(|p| {
        let preperiod = last_break[p as usize].map_or(0, |b| b + 1 - p);
        // (At least 1, so that the heap moved down by p is still a heap.)
        let needed = parts * (preperiod.max(1) + p) + t;
        (n + 1 >= needed).then_some((preperiod, p))
    })
}
