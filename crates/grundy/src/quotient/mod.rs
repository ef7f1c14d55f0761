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

use crate::error::{Error, ErrorKind, Result};
use crate::games::octal::OctalCode;
use crate::interrupt;

use monoid::{Elem, Monoid};
pub use solver::{MISERE_STATE_LIMIT, MISERE_TRIAL_ORDER_LIMIT};

/// The largest heap up to which `grundy misere --to` computes a quotient.
pub const MISERE_HEAP_LIMIT: u64 = 5000;

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

/// The misère quotient of an octal game, restricted to heaps up to a bound or, when proven, of
/// every heap size.
#[derive(Clone, Debug)]
pub struct MisereQuotient {
    code: OctalCode,
    monoid: Monoid,
    p: Vec<bool>,
    phi: Vec<Elem>,
    generator_heaps: Vec<u64>,
    status: QuotientStatus,
    presentation: present::Presentation,
    stopped: Option<Error>,
}

impl MisereQuotient {
    /// Computes the quotient heap by heap up to heap `to`, stopping as soon as its periodicity
    /// is proven, or at the first heap that would need a quotient beyond
    /// [`MISERE_TRIAL_ORDER_LIMIT`] elements or [`MISERE_STATE_LIMIT`] states, or one of a
    /// shape the method does not try ([`MisereQuotient::stopped`] says which; the quotient of
    /// the heaps before it is returned). Errors: `to` above [`MISERE_HEAP_LIMIT`]; a stop
    /// ([`crate::interrupt`]).
    pub fn compute(code: &OctalCode, to: u64) -> Result<MisereQuotient> {
        if to > MISERE_HEAP_LIMIT {
            return Err(Error::too_large(
                "misere_heaps",
                MISERE_HEAP_LIMIT,
                Some(to.into()),
                format!(
                    "a misère quotient is computed heap by heap up to at most \
                     {MISERE_HEAP_LIMIT} (limit misere_heaps); asked for {to}"
                ),
            ));
        }
        let parts = code.rules().max_parts();
        let t = code.max_removal() as u64;
        let mut solver = solver::Solver::new(code.clone());
        // last_break[p]: the last heap h with φ(h) ≠ φ(h − p).
        let mut last_break: Vec<Option<u64>> = vec![None];
        let mut status = QuotientStatus::HoldsTo(0);
        let mut stopped = None;
        while solver.heaps() < to {
            interrupt::check()?;
            if let Err(error) = solver.extend() {
                if error.kind() == ErrorKind::Interrupted {
                    return Err(error);
                }
                stopped = Some(error);
                break;
            }
            let n = solver.heaps();
            last_break.push(None);
            for p in 1..=n {
                if solver.phi[n as usize] != solver.phi[(n - p) as usize] {
                    last_break[p as usize] = Some(n);
                }
            }
            status = QuotientStatus::HoldsTo(n);
            if let Some((preperiod, period)) = proven_period(&last_break, n, parts, t) {
                status = QuotientStatus::Proven {
                    preperiod,
                    period,
                    checked_to: n,
                };
                break;
            }
        }
        let generators: Vec<Elem> = solver
            .generators
            .iter()
            .map(|&h| solver.phi[h as usize])
            .collect();
        let presentation = present::present(&solver.monoid, &generators);
        Ok(MisereQuotient {
            code: code.clone(),
            monoid: solver.monoid,
            p: solver.p,
            phi: solver.phi,
            generator_heaps: solver.generators,
            status,
            presentation,
            stopped,
        })
    }

    /// Why the computation stopped before the heap asked for, if it did: the next heap would
    /// need a larger quotient than the limits allow, or one this method cannot find (the
    /// quotient returned still holds, up to [`MisereQuotient::heaps_computed`]).
    pub fn stopped(&self) -> Option<&Error> {
        self.stopped.as_ref()
    }

    /// The game.
    pub fn code(&self) -> &OctalCode {
        &self.code
    }

    /// The number of elements.
    pub fn order(&self) -> usize {
        self.monoid.order()
    }

    /// Whether it is proven for every heap size, or up to which heap it holds.
    pub fn status(&self) -> QuotientStatus {
        self.status
    }

    /// The heaps computed: 0..=`heaps_computed()`.
    pub fn heaps_computed(&self) -> u64 {
        self.phi.len() as u64 - 1
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

    /// The element of a heap of `heap` tokens: computed, or from the proven period beyond;
    /// `None` past the computed heaps of a quotient not proven.
    pub fn heap_element(&self, heap: u64) -> Option<Element> {
        if let Some(&x) = self.phi.get(usize::try_from(heap).ok()?) {
            return Some(x);
        }
        match self.status {
            QuotientStatus::Proven {
                preperiod, period, ..
            } => {
                let reduced = preperiod + (heap - preperiod) % period;
                Some(self.phi[reduced as usize])
            }
            QuotientStatus::HoldsTo(_) => None,
        }
    }

    /// [`MisereQuotient::heap_element`] for a heap of any size (folded by the proven period).
    pub fn heap_element_at(&self, heap: &crate::Natural) -> Option<Element> {
        if let Some(heap) = heap.to_u64() {
            return self.heap_element(heap);
        }
        match self.status {
            QuotientStatus::Proven {
                preperiod, period, ..
            } => {
                let offset = heap.checked_sub(&crate::Natural::from(preperiod))?;
                let reduced = preperiod + (&offset % period).to_u64()?;
                self.phi.get(usize::try_from(reduced).ok()?).copied()
            }
            QuotientStatus::HoldsTo(_) => None,
        }
    }

    /// The element of the sum of `heaps`, if every heap is covered.
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

    /// The heaps at which the quotient grew: its generators a, b, c, … in order.
    pub fn generator_heaps(&self) -> &[u64] {
        &self.generator_heaps
    }

    /// The generators' letters, in order: `a`, `b`, ….
    pub fn generator_names(&self) -> Vec<String> {
        (0..self.generator_heaps.len())
            .map(present::letter)
            .collect()
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
        let gens = self.generator_heaps.len();
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
