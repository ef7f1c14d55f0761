//! Subtraction games at scale: the Grundy (or win/lose) sequence to N with its proven period
//! ([`SequenceRun`]), and the period alone without a bound ([`PeriodSearch`]). Both run in
//! slices (`advance`), so a caller can show progress, and save and restore their state as
//! bytes (`save` / `restore`), so a long run can be resumed after it was stopped.

use super::cell::{Cell, PBit, Wide};
use super::codec::{Reader, Writer, corrupt};
use super::search::{Brent, stored_periodicity};
use super::stream::Stream;
use super::{Computation, GrundySequence, Period, Periodicity};
use crate::error::{Error, Result};
use crate::num::Natural;
use crate::vocab::vocabulary;

/// What a run needs of a subtraction game's rule: its set S, ascending, and how it is written.
/// [`SubtractionSet`](crate::games::subtraction::SubtractionSet) is one; the trait keeps this
/// module below the games (which use its sequences), with no import of theirs.
pub trait SubtractionRule: std::fmt::Display {
    /// The elements of S, ascending, at least one, each at least 1.
    fn elements(&self) -> &[u64];

    /// max(S).
    fn max(&self) -> u64 {
        self.elements().last().copied().unwrap_or(0)
    }
}

/// The largest max(S) handled: the state is the last max(S) positions.
pub const SUBTRACTION_WINDOW_LIMIT: u64 = 1 << 26;

/// The most bytes the positions of a [`SequenceRun`] may take (one cell each: 1 byte for sets
/// of up to 7 elements and for win/lose, 2, 4 or 8 bytes up to 63 elements, 4 beyond).
pub const SEQUENCE_BYTES_LIMIT: u64 = 1 << 31;

/// The most bytes the state snapshots of a [`PeriodSearch`] take.
const SNAPSHOT_BYTES: usize = 256 << 20;

vocabulary! {
    /// What a sequence holds for each heap n (`sequence` of a subtraction sequence).
    pub enum SequenceKind {
        /// The Grundy value g(n).
        Grundy = "grundy",
        /// Win/lose alone: 1 when n is a P-position, 0 when it is an N-position.
        Outcomes = "outcomes",
    }
}

impl SequenceKind {
    fn tag(self) -> u64 {
        match self {
            SequenceKind::Grundy => 0,
            SequenceKind::Outcomes => 1,
        }
    }
}

/// One value per cell type: the narrowest form a set allows.
#[derive(Clone, Debug)]
enum Cells<T8, T16, T32, T64, TW, TP> {
    U8(T8),
    U16(T16),
    U32(T32),
    U64(T64),
    Wide(TW),
    PBit(TP),
}

/// Runs `$body` with `$x` bound to the inner value, whatever its cell type.
macro_rules! each {
    ($value:expr, $x:ident => $body:expr) => {
        match $value {
            Cells::U8($x) => $body,
            Cells::U16($x) => $body,
            Cells::U32($x) => $body,
            Cells::U64($x) => $body,
            Cells::Wide($x) => $body,
            Cells::PBit($x) => $body,
        }
    };
}

/// Maps each variant through `$body`, with `$x` bound to the inner value, keeping the variant.
macro_rules! map {
    ($value:expr, $x:ident => $body:expr) => {
        match $value {
            Cells::U8($x) => Cells::U8($body),
            Cells::U16($x) => Cells::U16($body),
            Cells::U32($x) => Cells::U32($body),
            Cells::U64($x) => Cells::U64($body),
            Cells::Wide($x) => Cells::Wide($body),
            Cells::PBit($x) => Cells::PBit($body),
        }
    };
}

/// Builds the variant that fits the kind and the set size, with `$t` naming its cell type.
macro_rules! choose {
    ($kind:expr, $count:expr, $t:ident => $body:expr) => {
        match ($kind, $count) {
            (SequenceKind::Outcomes, _) => Cells::PBit({
                type $t = PBit;
                $body
            }),
            (SequenceKind::Grundy, 0..=7) => Cells::U8({
                type $t = u8;
                $body
            }),
            (SequenceKind::Grundy, 8..=15) => Cells::U16({
                type $t = u16;
                $body
            }),
            (SequenceKind::Grundy, 16..=31) => Cells::U32({
                type $t = u32;
                $body
            }),
            (SequenceKind::Grundy, 32..=63) => Cells::U64({
                type $t = u64;
                $body
            }),
            (SequenceKind::Grundy, _) => Cells::Wide({
                type $t = Wide;
                $body
            }),
        }
    };
}

/// Bytes per position, as [`choose!`] picks the cell.
fn cell_bytes(kind: SequenceKind, count: usize) -> u64 {
    match (kind, count) {
        (SequenceKind::Outcomes, _) | (SequenceKind::Grundy, 0..=7) => 1,
        (SequenceKind::Grundy, 8..=15) => 2,
        (SequenceKind::Grundy, 16..=31 | 64..) => 4,
        (SequenceKind::Grundy, _) => 8,
    }
}

/// The largest value a cell can hold.
fn max_value(kind: SequenceKind, count: usize) -> u32 {
    match kind {
        SequenceKind::Grundy => count as u32,
        SequenceKind::Outcomes => 1,
    }
}

/// The elements as indices, refusing a window over the limit.
fn window_elements(set: &impl SubtractionRule) -> Result<Vec<usize>> {
    if set.max() > SUBTRACTION_WINDOW_LIMIT {
        return Err(Error::too_large(
            "subtraction_window",
            SUBTRACTION_WINDOW_LIMIT,
            Some(Natural::from(set.max())),
            crate::text::msg!(
                "error-subtraction-window",
                limit = SUBTRACTION_WINDOW_LIMIT,
                set = set,
                max = set.max()
            ),
        ));
    }
    Ok(set.elements().iter().map(|&s| s as usize).collect())
}

/// Reads the tag of a saved state and checks it is one of `kind`.
fn check_header(reader: &mut Reader<'_>, magic: u64, kind: SequenceKind) -> Result<()> {
    if reader.u64()? != magic || reader.u64()? != kind.tag() {
        return Err(corrupt());
    }
    Ok(())
}

const SEQUENCE_MAGIC: u64 = 0x5155_4553_5942_5553; // "SUBYSEQU"
const SEARCH_MAGIC: u64 = 0x4852_4553_5942_5553; // "SUBYSERH"

/// The positions 0..=N of a subtraction game, computed in slices; [`finish`](Self::finish)
/// gives the values and the period if one is proven within them.
#[derive(Clone, Debug)]
pub struct SequenceRun {
    kind: SequenceKind,
    count: usize,
    window: usize,
    total: u64,
    streams: StreamCells,
}

impl SequenceRun {
    /// A run computing positions 0..=`to` of `set`. Refused, with the limit named, when the
    /// positions would take more than [`SEQUENCE_BYTES_LIMIT`] bytes.
    pub fn new(set: &impl SubtractionRule, kind: SequenceKind, to: u64) -> Result<SequenceRun> {
        let elements = window_elements(set)?;
        let count = elements.len();
        let bytes = cell_bytes(kind, count);
        let limit = SEQUENCE_BYTES_LIMIT / bytes - 1;
        if to > limit {
            return Err(Error::too_large(
                "subtraction_sequence_length",
                limit,
                Some(Natural::from(to)),
                crate::text::msg!(
                    "error-subtraction-length",
                    set = set,
                    limit = limit,
                    bytes = bytes,
                    asked = to
                ),
            ));
        }
        let total = to + 1;
        let streams = choose!(kind, count, T => Stream::<T>::new(&elements, total as usize));
        Ok(SequenceRun {
            kind,
            count,
            window: elements[count - 1],
            total,
            streams,
        })
    }

    /// How many positions are computed (0..position).
    pub fn position(&self) -> u64 {
        each!(&self.streams, s => s.position())
    }

    /// How many positions the run computes in all (N + 1).
    pub fn total(&self) -> u64 {
        self.total
    }

    /// Whether every position is computed.
    pub fn is_done(&self) -> bool {
        self.position() >= self.total
    }

    /// Computes up to `most` further positions; returns how many.
    pub fn advance(&mut self, most: u64) -> u64 {
        let most = most.min(self.total - self.position());
        let mut done = 0;
        while done < most {
            done += each!(&mut self.streams, s => s.advance(most - done)) as u64;
        }
        done
    }

    /// The state as bytes: the positions computed so far.
    pub fn save(&self) -> Vec<u8> {
        let mut writer = Writer(Vec::new());
        writer.u64(SEQUENCE_MAGIC);
        writer.u64(self.kind.tag());
        writer.u64(self.total);
        let max = max_value(self.kind, self.count);
        each!(&self.streams, s => writer.cells(s.cells(), max));
        writer.0
    }

    /// The run of `set`, `kind` and `to` that `save` wrote into `bytes`.
    pub fn restore(
        set: &impl SubtractionRule,
        kind: SequenceKind,
        to: u64,
        bytes: &[u8],
    ) -> Result<SequenceRun> {
        let mut run = SequenceRun::new(set, kind, to)?;
        let mut reader = Reader::new(bytes);
        check_header(&mut reader, SEQUENCE_MAGIC, kind)?;
        if reader.u64()? != run.total {
            return Err(corrupt());
        }
        let max = max_value(kind, run.count);
        let elements = window_elements(set)?;
        let total = run.total as usize;
        run.streams = match run.streams {
            Cells::U8(_) => Cells::U8(Stream::from_prefix(&elements, total, reader.cells(max)?)),
            Cells::U16(_) => Cells::U16(Stream::from_prefix(&elements, total, reader.cells(max)?)),
            Cells::U32(_) => Cells::U32(Stream::from_prefix(&elements, total, reader.cells(max)?)),
            Cells::U64(_) => Cells::U64(Stream::from_prefix(&elements, total, reader.cells(max)?)),
            Cells::Wide(_) => {
                Cells::Wide(Stream::from_prefix(&elements, total, reader.cells(max)?))
            }
            Cells::PBit(_) => {
                Cells::PBit(Stream::from_prefix(&elements, total, reader.cells(max)?))
            }
        };
        reader.end()?;
        if run.position() > run.total {
            return Err(corrupt());
        }
        Ok(run)
    }

    /// Computes whatever is left, then the period proven within positions 0..=N, if any.
    pub fn finish(mut self) -> Sequence {
        while !self.is_done() {
            self.advance(u64::MAX);
        }
        let window = self.window;
        let cells: VecCells = map!(self.streams, s => s.into_cells());
        let periodicity = each!(&cells, c => stored_periodicity(c, window));
        Sequence {
            kind: self.kind,
            cells,
            periodicity,
        }
    }
}

type StreamCells =
    Cells<Stream<u8>, Stream<u16>, Stream<u32>, Stream<u64>, Stream<Wide>, Stream<PBit>>;
type VecCells = Cells<Vec<u8>, Vec<u16>, Vec<u32>, Vec<u64>, Vec<Wide>, Vec<PBit>>;
type BrentCells = Cells<Brent<u8>, Brent<u16>, Brent<u32>, Brent<u64>, Brent<Wide>, Brent<PBit>>;

/// The values of a finished [`SequenceRun`] and their period.
#[derive(Clone, Debug)]
pub struct Sequence {
    kind: SequenceKind,
    cells: VecCells,
    periodicity: Option<Periodicity>,
}

impl Sequence {
    /// What the values are.
    pub fn kind(&self) -> SequenceKind {
        self.kind
    }

    /// How many positions (N + 1).
    pub fn len(&self) -> usize {
        each!(&self.cells, c => c.len())
    }

    /// Whether there are no positions (never, for a finished run).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value at heap `n` (Grundy value, or 1 for P and 0 for N), if computed.
    pub fn get(&self, n: usize) -> Option<u32> {
        each!(&self.cells, c => c.get(n).map(|x| x.value()))
    }

    /// The values, heap 0 first.
    pub fn values(&self) -> Box<dyn Iterator<Item = u32> + '_> {
        each!(&self.cells, c => Box::new(c.iter().map(|x| x.value())))
    }

    /// The least period and least preperiod, when a repeated window proves them within the
    /// positions computed; `None` otherwise.
    pub fn periodicity(&self) -> Option<Periodicity> {
        self.periodicity
    }
}

/// The search for the least period and preperiod of a subtraction game, with no bound on N.
#[derive(Clone, Debug)]
pub struct PeriodSearch {
    kind: SequenceKind,
    count: usize,
    searches: BrentCells,
}

impl PeriodSearch {
    /// A search from heap 0.
    pub fn new(set: &impl SubtractionRule, kind: SequenceKind) -> Result<PeriodSearch> {
        let elements = window_elements(set)?;
        let count = elements.len();
        let searches = choose!(kind, count, T => Brent::<T>::new(&elements, SNAPSHOT_BYTES));
        Ok(PeriodSearch {
            kind,
            count,
            searches,
        })
    }

    /// How many positions have been computed.
    pub fn position(&self) -> u64 {
        each!(&self.searches, b => b.position())
    }

    /// Whether the period is found (then [`finish`](Self::finish) gives it at once).
    pub fn is_found(&self) -> bool {
        each!(&self.searches, b => b.period.is_some())
    }

    /// Computes up to about `most` further positions, or until the period is found; returns
    /// whether it is found.
    pub fn advance(&mut self, most: u64) -> bool {
        each!(&mut self.searches, b => b.advance(most).is_some())
    }

    /// The least period and preperiod, once [`is_found`](Self::is_found); `threads` states are
    /// compared at once while the preperiod is located.
    pub fn finish(&self, threads: usize) -> Option<Periodicity> {
        each!(&self.searches, b => {
            let period = b.period?;
            Some(Periodicity {
                preperiod: b.preperiod(threads)?,
                period,
            })
        })
    }

    /// The state as bytes.
    pub fn save(&self) -> Vec<u8> {
        let mut writer = Writer(Vec::new());
        writer.u64(SEARCH_MAGIC);
        writer.u64(self.kind.tag());
        let max = max_value(self.kind, self.count);
        each!(&self.searches, b => b.save(&mut writer, max));
        writer.0
    }

    /// The search of `set` and `kind` that `save` wrote into `bytes`.
    pub fn restore(
        set: &impl SubtractionRule,
        kind: SequenceKind,
        bytes: &[u8],
    ) -> Result<PeriodSearch> {
        let mut search = PeriodSearch::new(set, kind)?;
        let mut reader = Reader::new(bytes);
        check_header(&mut reader, SEARCH_MAGIC, kind)?;
        let max = max_value(kind, search.count);
        each!(&mut search.searches, b => b.restore(&mut reader, max)?);
        reader.end()?;
        Ok(search)
    }
}

impl GrundySequence for Sequence {
    fn len(&self) -> u64 {
        Sequence::len(self) as u64
    }

    fn get(&self, n: u64) -> Option<u64> {
        Sequence::get(self, usize::try_from(n).ok()?).map(u64::from)
    }

    fn values(&self) -> Box<dyn Iterator<Item = u64> + '_> {
        Box::new(Sequence::values(self).map(u64::from))
    }

    fn period(&self) -> Option<Period> {
        self.periodicity().map(Periodicity::proven_by_window)
    }
}

impl Computation for SequenceRun {
    type Output = Sequence;

    fn position(&self) -> u64 {
        SequenceRun::position(self)
    }

    fn total(&self) -> u64 {
        self.total
    }

    fn step(&mut self, most: u64) -> Result<()> {
        self.advance(most);
        Ok(())
    }

    fn value(&self, n: u64) -> Option<u64> {
        each!(&self.streams, s => {
            let index = usize::try_from(n.checked_sub(s.base())?).ok()?;
            s.cells().get(index).map(|c| u64::from(c.value()))
        })
    }

    fn save(&self) -> Vec<u8> {
        SequenceRun::save(self)
    }

    fn finish(self) -> Result<Sequence> {
        Ok(SequenceRun::finish(self))
    }
}
