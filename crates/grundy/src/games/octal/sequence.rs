//! Computing a Grundy sequence to n = N: the method for the game, the periodicity test at
//! checkpoints (so a periodic game stops early, with a proof), and the result.
//!
//! The run is incremental ([`SequenceRun::advance`]) so a caller can show progress, and it can
//! be saved and restored ([`SequenceRun::save`], `SequenceRun::restore`): every choice it makes
//! (method, checkpoints, and the mask, given the one in use) is a function of the values, so
//! the saved values and mask give the run back, its tables built from them without computing
//! a value again.

use super::engine::{Engine, Method};
use super::period::{proof_needs, proven_period};
use super::rules::Rules;
use super::sparse::{MASK_BITS, choose_mask};
use crate::error::{Error, Result};
use crate::num::Natural;
use crate::text::{Msg, msg};

/// How many heaps are computed between two looks at [`crate::interrupt::check`].
const INTERRUPT_EVERY: u64 = 1 << 10;

/// The largest n for which a sequence is computed or printed (values are kept as u32: at most
/// 400 MB, and the sparse method keeps them folded to a byte too: 100 MB more).
pub const OCTAL_SEQUENCE_LIMIT: u64 = 100_000_000;

/// The largest heap computed by plain mex (O(n) per heap), for games that split heaps in two
/// and have no sparse space. Beyond it, only a period proven within it gives the values.
pub const OCTAL_PLAIN_LIMIT: u64 = 50_000;

/// The largest heap computed for hexadecimal codes that may leave three heaps (O(n · values/64)
/// per heap). Beyond it, only a period proven within it gives the values.
pub const OCTAL_THREE_HEAP_LIMIT: u64 = 4_096;

/// Values computed by plain mex before the sparse-space mask is chosen from them.
pub const MASK_SAMPLE: usize = 4096;

/// Beyond [`OCTAL_PLAIN_LIMIT`], the sparse method goes on when the best mask leaves at most
/// 1/SPARSE_FRACTION of the later half of the heaps rare.
pub(crate) const SPARSE_FRACTION: usize = 16;

/// The first word of a saved run ("OCTSEQ02"): the game, N, the mask and the values.
const SAVE_MAGIC: u64 = u64::from_le_bytes(*b"OCTSEQ02");

/// The first word of a run saved by earlier versions ("OCTALSEQ"), without the mask.
const OLD_SAVE_MAGIC: u64 = u64::from_le_bytes(*b"OCTALSEQ");

/// How the values were computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SequenceMethod {
    /// No move splits a heap: O(t) per heap.
    Linear,
    /// Mex over every option: O(n) per heap (games that split, without sparse space).
    Plain,
    /// Sparse space: a value v is rare when popcount(v & mask) is even.
    Sparse {
        /// The mask last chosen (on the values at a checkpoint: the one leaving fewest rare
        /// heaps among the later half).
        mask: u32,
        /// Heaps n ≥ 1 with a rare value among those computed.
        rare_heaps: u64,
        /// The largest of them.
        last_rare_heap: Option<u64>,
    },
    /// Moves may leave three heaps: pair-value bitsets, O(n · values/64) per heap.
    ThreeHeap,
}

impl SequenceMethod {
    /// The method's name on the wire.
    pub fn wire(&self) -> crate::vocab::OctalMethod {
        use crate::vocab::OctalMethod;
        match self {
            SequenceMethod::Linear => OctalMethod::Linear,
            SequenceMethod::Plain => OctalMethod::Plain,
            SequenceMethod::Sparse { .. } => OctalMethod::Sparse,
            SequenceMethod::ThreeHeap => OctalMethod::ThreeHeap,
        }
    }

    /// `"linear"`, `"plain"`, `"sparse"` or `"three-heap"`.
    pub fn name(&self) -> &'static str {
        self.wire().name()
    }
}

/// A period proven by the Guy–Smith test: g(n + period) = g(n) for every n ≥ preperiod, both
/// least.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Period {
    /// P: the least n0 with g(n + Q) = g(n) for all n ≥ n0.
    pub preperiod: u64,
    /// Q: the least period.
    pub period: u64,
    /// The least N such that g(0..=N) proves it (Guy–Smith needs g(n + Q) = g(n) for
    /// P ≤ n < B; see the `period` module): values beyond it follow from the period.
    pub proof_needs: u64,
}

/// g(0), …, g(N) of a heap game, with its period when one is proven within N.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sequence {
    computed: Vec<u32>,
    to: u64,
    period: Option<Period>,
    method: SequenceMethod,
}

impl Sequence {
    /// N: the last heap of the sequence.
    pub fn to(&self) -> u64 {
        self.to
    }

    /// The period, when the Guy–Smith test proves one within N.
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// How the values were computed.
    pub fn method(&self) -> SequenceMethod {
        self.method
    }

    /// The values computed by mex: g(0..=M) with M ≤ N (M < N when a period was proven early;
    /// the rest follow from it).
    pub fn computed(&self) -> &[u32] {
        &self.computed
    }

    /// g(n) for n ≤ N.
    pub fn value(&self, n: u64) -> Option<u32> {
        if n > self.to {
            return None;
        }
        if let Some(&value) = usize::try_from(n).ok().and_then(|i| self.computed.get(i)) {
            return Some(value);
        }
        let Period {
            preperiod, period, ..
        } = self.period?;
        let folded = preperiod + (n - preperiod) % period;
        self.computed.get(folded as usize).copied()
    }

    /// g(n) for any n: within 0..=N as [`Sequence::value`], and beyond N (of any length) from
    /// the proven period; `None` beyond N when no period is proven.
    pub fn value_at(&self, n: &crate::Natural) -> Option<u32> {
        if let Some(value) = n.to_u64().and_then(|n| self.value(n)) {
            return Some(value);
        }
        let Period {
            preperiod, period, ..
        } = self.period?;
        // n > N ≥ preperiod here, so the subtraction cannot fail.
        let offset = n.checked_sub(&crate::Natural::from(preperiod))?;
        let folded = preperiod + (&offset % period).to_u64()?;
        self.computed.get(usize::try_from(folded).ok()?).copied()
    }

    /// g(0), …, g(N).
    pub fn values(&self) -> impl Iterator<Item = u32> + '_ {
        let tail = match self.period {
            Some(Period {
                preperiod, period, ..
            }) => &self.computed[preperiod as usize..(preperiod + period) as usize],
            None => &[][..],
        };
        let computed = self.computed.len() as u64;
        let offset = self
            .period
            .map_or(0, |p| ((computed - p.preperiod) % p.period) as usize);
        let rest = (self.to + 1).saturating_sub(computed) as usize;
        self.computed
            .iter()
            .copied()
            .chain(tail.iter().copied().cycle().skip(offset).take(rest))
    }

    /// g(0), …, g(N) as a vector.
    pub fn to_vec(&self) -> Vec<u32> {
        self.values().collect()
    }
}

/// A computation of g(0..=N) in progress.
#[derive(Debug)]
pub struct SequenceRun {
    engine: Engine,
    name: String,
    to: u64,
    /// Most heaps a move leaves, and t; `None` for games the Guy–Smith test does not cover.
    guy_smith: Option<(u64, u64)>,
    limit: u64,
    period: Option<Period>,
    /// Games that split in two: choose a sparse-space mask from [`MASK_SAMPLE`] heaps on.
    mask_search: bool,
    /// Rare heaps among the later half of the values for the mask last chosen, and how many
    /// heaps that half has.
    later_rare: (usize, usize),
}

impl SequenceRun {
    /// Starts computing g(0..=`to`) for `rules`; `name` is the game in error messages.
    pub(crate) fn start(rules: Rules, name: &str, to: u64, periodic: bool) -> Result<SequenceRun> {
        if to > OCTAL_SEQUENCE_LIMIT {
            return Err(Error::too_large(
                "octal_sequence_length",
                OCTAL_SEQUENCE_LIMIT,
                Some(Natural::from(to)),
                msg!(
                    "error-octal-sequence-length",
                    game = name,
                    limit = OCTAL_SEQUENCE_LIMIT,
                    n = to
                ),
            ));
        }
        let parts = rules.max_parts();
        let guy_smith = periodic.then(|| (parts, rules.max_removal()));
        let (method, limit) = match parts {
            1 => (Method::Linear, OCTAL_SEQUENCE_LIMIT),
            3 => (Method::ThreeHeap, OCTAL_THREE_HEAP_LIMIT),
            _ => (Method::Plain, OCTAL_PLAIN_LIMIT),
        };
        let mut run = SequenceRun {
            engine: Engine::new(rules, method),
            name: name.to_string(),
            to,
            guy_smith,
            limit,
            period: None,
            mask_search: parts == 2,
            later_rare: (0, 0),
        };
        run.check_period();
        Ok(run)
    }

    /// The same run with the sparse method's block pre-scan off (see `sparse::prescan`): the
    /// values are the same, only slower. For the Officers benchmark's baseline in the same run.
    #[doc(hidden)]
    pub fn without_prescan(mut self) -> SequenceRun {
        self.engine.sparse.prescan_off = true;
        self
    }

    /// The same run with the sparse method's pick instead of its vector ranks (see
    /// `sparse::marks::hit_ranks`): the values are the same, only slower where the CPU has
    /// AVX-512 (elsewhere the pick is used anyway). For the Officers benchmark's baselines in
    /// the same run, and the tests of the pick on a CPU that has the vectors.
    #[doc(hidden)]
    pub fn without_ranks(mut self) -> SequenceRun {
        self.engine.sparse.ranks_off = true;
        self
    }

    /// Keeps plain mex to the end, with no limit and no periodicity test (tests compare it with
    /// the fast methods).
    #[cfg(test)]
    pub(crate) fn force_plain(&mut self) {
        self.mask_search = false;
        self.guy_smith = None;
        self.limit = OCTAL_SEQUENCE_LIMIT;
    }

    /// How many values this run has computed itself (not taken from a checkpoint).
    #[cfg(test)]
    pub(crate) fn values_computed(&self) -> u64 {
        self.engine.steps
    }

    /// For the census (`crate::census`): no method limit (plain mex and the sparse method go
    /// on to N whatever the share of rare heaps), except for moves that leave three heaps.
    pub(crate) fn lift_method_limit(&mut self) {
        if self.engine.method != Method::ThreeHeap {
            self.limit = OCTAL_SEQUENCE_LIMIT;
        }
    }

    /// Asks for more heaps: N becomes `to` (at least the current N; at most
    /// [`OCTAL_SEQUENCE_LIMIT`]). A run that is done because of a proven period stays done.
    pub(crate) fn extend_to(&mut self, to: u64) {
        self.to = to.clamp(self.to, OCTAL_SEQUENCE_LIMIT);
    }

    /// The period, once proven.
    pub(crate) fn period(&self) -> Option<Period> {
        self.period
    }

    /// The sparse-space mask in use and the share of rare heaps it leaves among the later half
    /// of the values, as (mask, rare, of) — `None` unless the sparse method runs.
    pub(crate) fn sparse_share(&self) -> Option<(u32, usize, usize)> {
        match self.engine.method {
            Method::Sparse { mask } => {
                let values = &self.engine.values;
                let later = &values[values.len() / 2..];
                let rare = later
                    .iter()
                    .filter(|&&v| super::engine::is_rare(v, mask))
                    .count();
                Some((mask, rare, later.len()))
            }
            _ => None,
        }
    }

    /// N: the last heap asked for.
    pub fn to(&self) -> u64 {
        self.to
    }

    /// The values computed so far, g(0), …, g(M) (what a checkpoint saves).
    pub fn computed(&self) -> &[u32] {
        &self.engine.values
    }

    /// How many heaps are done (0..position); [`total`](Self::total) once the sequence is
    /// complete, the values after a proven period included.
    pub fn position(&self) -> u64 {
        if self.is_done() {
            self.total()
        } else {
            self.engine.len() as u64
        }
    }

    /// How many heaps the run covers in all (N + 1).
    pub fn total(&self) -> u64 {
        self.to + 1
    }

    /// The state as bytes (for a checkpoint): the game, N, the sparse-space mask in use (0:
    /// none) and the values computed so far.
    pub fn save(&self) -> Vec<u8> {
        let values = &self.engine.values;
        let mask = match self.engine.method {
            Method::Sparse { mask } => mask,
            _ => 0,
        };
        let mut bytes = Vec::with_capacity(40 + self.name.len() + 4 * values.len());
        bytes.extend_from_slice(&SAVE_MAGIC.to_le_bytes());
        bytes.extend_from_slice(&(self.name.len() as u64).to_le_bytes());
        bytes.extend_from_slice(self.name.as_bytes());
        bytes.extend_from_slice(&self.to.to_le_bytes());
        bytes.extend_from_slice(&u64::from(mask).to_le_bytes());
        bytes.extend_from_slice(&(values.len() as u64).to_le_bytes());
        for value in values {
            bytes.extend_from_slice(&value.to_le_bytes());
        }
        bytes
    }

    /// The run that [`save`](Self::save) wrote into `bytes`, for the same game and N.
    ///
    /// It costs O(M) for M values saved, not the work that computed them: the method's state
    /// is built from the values and the saved mask directly (see `Engine::adopt`), and only
    /// the last value is computed again and compared, so that a checkpoint of another game or
    /// a damaged one is refused (as are values above what the rules allow). The decisions a
    /// run takes after a value — the mask, the periodicity test, the method's limit — are
    /// taken again for that last value, so a finished run comes back finished. What the sparse
    /// method learns for speed (the scan's order of low heaps, the rare heaps a block marks)
    /// starts afresh: it never changes a value.
    pub(crate) fn restore(
        rules: Rules,
        name: &str,
        to: u64,
        periodic: bool,
        bytes: &[u8],
    ) -> Result<SequenceRun> {
        let corrupt =
            || Error::invalid(msg!("error-octal-checkpoint-corrupt", game = name, n = to));
        let mut rest = bytes;
        let mut word = || -> Result<u64> {
            let (head, tail) = rest.split_first_chunk::<8>().ok_or_else(corrupt)?;
            rest = tail;
            Ok(u64::from_le_bytes(*head))
        };
        match word()? {
            SAVE_MAGIC => {}
            OLD_SAVE_MAGIC => {
                return Err(Error::invalid(msg!(
                    "error-octal-checkpoint-old",
                    game = name
                )));
            }
            _ => return Err(corrupt()),
        }
        let name_len = word()?;
        let name_ok = usize::try_from(name_len).ok() == Some(name.len())
            && rest.get(..name.len()) == Some(name.as_bytes());
        if !name_ok {
            return Err(corrupt());
        }
        rest = &rest[name.len()..];
        let mut word = || -> Result<u64> {
            let (head, tail) = rest.split_first_chunk::<8>().ok_or_else(corrupt)?;
            rest = tail;
            Ok(u64::from_le_bytes(*head))
        };
        let (saved_to, mask, count) = (word()?, word()?, word()?);
        if saved_to != to || count == 0 || count > to + 1 || rest.len() as u64 != 4 * count {
            return Err(corrupt());
        }
        let mut values: Vec<u32> = rest
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let mut run = SequenceRun::start(rules, name, to, periodic)?;
        if !run.could_have_computed(&values) {
            return Err(corrupt());
        }
        let mask = match u32::try_from(mask) {
            Ok(0) => None,
            Ok(mask) if run.mask_search && mask < 1 << MASK_BITS => Some(mask),
            _ => return Err(corrupt()),
        };
        let last = values.pop().ok_or_else(corrupt)?;
        if values.is_empty() {
            // Only g(0) = 0, which `start` has.
            return if mask.is_none() {
                Ok(run)
            } else {
                Err(corrupt())
            };
        }
        // Heaps 0..known are taken as computed, with the decisions taken after each of them.
        let known = values.len() as u64;
        run.engine.adopt(values);
        if let Some(mask) = mask {
            run.engine.switch_to_sparse(mask);
        }
        if known > run.limit && run.to > run.limit {
            // Past the method's limit (decided after g(limit)), only the sparse method goes.
            if mask.is_none() {
                return Err(corrupt());
            }
            run.limit = OCTAL_SEQUENCE_LIMIT;
        }
        // `later_rare` is read only at the limit, right after the mask choice that sets it.
        run.engine.step()?;
        if run.engine.values.last() != Some(&last) {
            return Err(corrupt());
        }
        run.after_step()?;
        Ok(run)
    }

    /// Whether `values` start with g(0) = 0 and each new largest value g(n) is at most the
    /// number of options of n and at most the least power of two above the values before it
    /// (every option's value is below it). A run's values pass; values that do not cannot
    /// come from the engine, and refusing them keeps its tables to the sizes a run reaches
    /// (a value below the largest one so far sizes nothing).
    fn could_have_computed(&self, values: &[u32]) -> bool {
        if values.first() != Some(&0) {
            return false;
        }
        let (mut largest, mut bound) = (0u32, 1u64);
        for (n, &value) in values.iter().enumerate().skip(1) {
            if value <= largest {
                continue;
            }
            let wide = u64::from(value);
            if wide > bound || wide > self.engine.rules.options_bound(n) {
                return false;
            }
            largest = value;
            bound = (wide + 1).next_power_of_two();
        }
        true
    }

    /// Whether the sequence is complete (computed to N, or periodic with a proof).
    pub fn is_done(&self) -> bool {
        self.period.is_some() || self.engine.len() as u64 > self.to
    }

    /// Computes up to `steps` more values; `Ok(true)` once the sequence is complete. Fails when
    /// the method's limit is reached without a proven period.
    pub fn advance(&mut self, steps: u64) -> Result<bool> {
        for step in 0..steps {
            if self.is_done() {
                break;
            }
            if step % INTERRUPT_EVERY == 0 {
                crate::interrupt::check()?;
            }
            self.engine.step()?;
            self.after_step()?;
        }
        Ok(self.is_done())
    }

    /// Runs to the end (or to an [interruption](crate::interrupt)).
    pub fn finish(mut self) -> Result<Sequence> {
        self.advance(u64::MAX)?;
        let method = match self.engine.method {
            Method::Linear => SequenceMethod::Linear,
            Method::Plain => SequenceMethod::Plain,
            Method::ThreeHeap => SequenceMethod::ThreeHeap,
            Method::Sparse { mask } => SequenceMethod::Sparse {
                mask,
                rare_heaps: self.engine.rare_heaps.len() as u64,
                last_rare_heap: self.engine.rare_heaps.last().map(|&h| u64::from(h)),
            },
        };
        Ok(Sequence {
            computed: self.engine.values,
            to: self.to,
            period: self.period,
            method,
        })
    }

    /// After g(n) is known: the mask choice, the periodicity test, the method's limit.
    fn after_step(&mut self) -> Result<()> {
        let n = self.engine.len() as u64 - 1;
        let checkpoint = n == self.to || n == self.limit || is_checkpoint(n);
        if self.mask_search && n + 1 >= MASK_SAMPLE as u64 && checkpoint {
            self.reconsider_mask();
        }
        if checkpoint {
            self.check_period();
        }
        if self.period.is_none() && n >= self.limit && self.to > n {
            if self.sparse_enough() {
                self.limit = OCTAL_SEQUENCE_LIMIT;
            } else {
                return Err(Error::too_large(
                    "octal_heap_without_period",
                    self.limit,
                    Some(Natural::from(self.to)),
                    msg!(
                        "error-octal-without-period",
                        game = &self.name,
                        reason = self.method_reason(),
                        limit = self.limit,
                        n = self.to
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Chooses the mask again on the values so far (new, larger values can make another mask
    /// better: Officers' mask 494 needs values ≥ 256), and switches to it when it leaves fewer
    /// rare heaps among the later half than the current one.
    fn reconsider_mask(&mut self) {
        let current = match self.engine.method {
            Method::Sparse { mask } => Some(mask),
            _ => None,
        };
        if let Some((mask, rare)) = choose_mask(&self.engine.values, current) {
            self.later_rare = (rare, self.engine.len() - self.engine.len() / 2);
            if current != Some(mask) {
                self.engine.switch_to_sparse(mask);
            }
        }
    }

    /// Whether the best mask leaves at most 1/16 of the later half of the values rare, so
    /// each heap costs far less than plain mex: the sparse method then goes to
    /// [`OCTAL_SEQUENCE_LIMIT`] instead of stopping at [`OCTAL_PLAIN_LIMIT`].
    fn sparse_enough(&self) -> bool {
        let (rare, of) = self.later_rare;
        matches!(self.engine.method, Method::Sparse { .. }) && rare * SPARSE_FRACTION <= of
    }

    fn method_reason(&self) -> Msg {
        match self.engine.method {
            Method::ThreeHeap => msg!("error-octal-reason-three", limit = OCTAL_THREE_HEAP_LIMIT),
            _ => msg!(
                "error-octal-reason-sparse",
                rare = self.later_rare.0,
                from = self.engine.len() / 2,
                to = self.engine.len() - 1,
                fraction = SPARSE_FRACTION,
                limit = OCTAL_PLAIN_LIMIT
            ),
        }
    }

    fn check_period(&mut self) {
        let Some((parts, t)) = self.guy_smith else {
            return;
        };
        if let Some((preperiod, period)) = proven_period(&self.engine.values, parts, t) {
            self.period = Some(Period {
                preperiod,
                period,
                proof_needs: proof_needs(preperiod, period, parts, t),
            });
        }
    }
}

/// The periodicity test runs after heap n when n + 1 has at most four significant bits (every n
/// below 15, then each time n has grown by 1/8 to 1/15): its O(n) cost stays a small share.
fn is_checkpoint(n: u64) -> bool {
    let m = n + 1;
    m.trailing_zeros() + 4 >= 64 - m.leading_zeros()
}

impl crate::sequence::GrundySequence for Sequence {
    fn len(&self) -> u64 {
        self.to + 1
    }

    fn get(&self, n: u64) -> Option<u64> {
        self.value(n).map(u64::from)
    }

    fn values(&self) -> Box<dyn Iterator<Item = u64> + '_> {
        Box::new(Sequence::values(self).map(u64::from))
    }

    fn period(&self) -> Option<crate::sequence::Period> {
        self.period.map(|p| crate::sequence::Period {
            preperiod: p.preperiod,
            period: p.period,
            saltus: 0,
            proof: crate::sequence::Proof::GuySmith {
                needs: p.proof_needs,
            },
        })
    }
}

impl crate::sequence::Computation for SequenceRun {
    type Output = Sequence;

    fn position(&self) -> u64 {
        SequenceRun::position(self)
    }

    fn total(&self) -> u64 {
        SequenceRun::total(self)
    }

    fn step(&mut self, most: u64) -> Result<()> {
        self.advance(most).map(|_| ())
    }

    fn value(&self, n: u64) -> Option<u64> {
        if let Some(&value) = usize::try_from(n).ok().and_then(|i| self.computed().get(i)) {
            return Some(u64::from(value));
        }
        // Past the values computed, only a proven period gives them.
        let Period {
            preperiod, period, ..
        } = self.period?;
        let folded = preperiod + (n - preperiod) % period;
        self.computed().get(folded as usize).map(|&v| u64::from(v))
    }

    fn save(&self) -> Vec<u8> {
        SequenceRun::save(self)
    }

    fn finish(self) -> Result<Sequence> {
        SequenceRun::finish(self)
    }
}
