//! The input shape most judges share: a list of records (one position each), framed by a count,
//! a terminator line or the end of the input. [`Records`] renders such an input and shrinks it;
//! [`RecordGenerator`] fills it, first with a problem's curated edge and adversarial positions,
//! then with random ones.

use grundy::text::Msg;
use std::fmt::Write as _;
use std::rc::Rc;

use super::{Case, Generator, Rng};

/// How the records of one input are delimited.
#[derive(Clone, Copy, Debug)]
pub enum Framing {
    /// Records until the end of the input.
    UntilEof,
    /// A first line holding the number of records.
    Counted,
    /// Records, then this line (e.g. "0 0").
    Terminated(&'static str),
    /// Exactly one record.
    Single,
}

/// The numbers of one record.
#[derive(Clone, Copy, Debug)]
pub enum Layout {
    /// This many numbers on one line.
    Fixed(usize),
    /// A list preceded by its length, on the same line (`M h1 .. hM`) or on a line of its own.
    Listed {
        /// The fewest numbers a list may hold.
        min_len: usize,
        /// The most numbers a list may hold.
        max_len: usize,
        /// Whether the length stands on a line of its own.
        own_line: bool,
    },
}

/// A judge's input format and the limits the generator keeps to.
pub struct Format {
    /// How records are delimited.
    pub framing: Framing,
    /// The numbers of a record.
    pub layout: Layout,
    /// The most records one input holds (at most the judge's own limit).
    pub max_records: usize,
    /// The range of each number: per field for `Fixed`, one range for every number of a list.
    pub bounds: Vec<(u128, u128)>,
    /// Constraints between the numbers of a record (e.g. a <= b), beyond `bounds`.
    pub valid: fn(&[u128]) -> bool,
}

impl Format {
    fn bounds_of(&self, field: usize) -> (u128, u128) {
        match self.layout {
            Layout::Fixed(_) => self.bounds[field],
            Layout::Listed { .. } => self.bounds[0],
        }
    }

    /// Whether `record` is one the judge accepts (and the generator may produce).
    pub fn accepts(&self, record: &[u128]) -> bool {
        let length_ok = match self.layout {
            Layout::Fixed(n) => record.len() == n,
            Layout::Listed {
                min_len, max_len, ..
            } => (min_len..=max_len).contains(&record.len()),
        };
        length_ok
            && record.iter().enumerate().all(|(i, &v)| {
                let (lo, hi) = self.bounds_of(i);
                (lo..=hi).contains(&v)
            })
            && (self.valid)(record)
    }
}

/// One input: records in a judge's format.
#[derive(Clone)]
pub struct Records {
    format: Rc<Format>,
    records: Vec<Vec<u128>>,
}

/// One way to make a [`Records`] smaller; applied lazily, so that a large input does not
/// materialise all of its candidates at once.
#[derive(Clone, Copy)]
enum Edit {
    KeepRecords(usize, usize),
    RemoveRecord(usize),
    KeepFields(usize, usize, usize),
    RemoveField(usize, usize),
    SetField(usize, usize, u128),
    LowerAll(usize, u128),
}

/// The decrements worth trying to bring a number down by at most `room`: all of it, then halves
/// of it, down to 1 (largest first, so that a shrink takes O(log) successful steps).
fn decrements(room: u128) -> impl Iterator<Item = u128> {
    std::iter::successors(Some(room), |&d| Some(d / 2)).take_while(|&d| d > 0)
}

impl Records {
    fn edits(&self) -> Vec<Edit> {
        let n = self.records.len();
        let mut edits = Vec::new();
        if n >= 2 {
            edits.push(Edit::KeepRecords(0, n / 2));
            edits.push(Edit::KeepRecords(n / 2, n));
            edits.extend((0..n).map(Edit::RemoveRecord));
        }
        if let Layout::Listed { min_len, .. } = self.format.layout {
            for (i, record) in self.records.iter().enumerate() {
                let len = record.len();
                if len / 2 >= min_len.max(1) {
                    edits.push(Edit::KeepFields(i, 0, len / 2));
                    edits.push(Edit::KeepFields(i, len / 2, len));
                }
                if len > min_len {
                    edits.extend((0..len).map(|j| Edit::RemoveField(i, j)));
                }
            }
        }
        for (i, record) in self.records.iter().enumerate() {
            for (j, &value) in record.iter().enumerate() {
                let (lo, _) = self.format.bounds_of(j);
                let room = value.saturating_sub(lo);
                edits.extend(decrements(room).map(|d| Edit::SetField(i, j, value - d)));
            }
            if matches!(self.format.layout, Layout::Fixed(n) if n >= 2) {
                // Lowering every number of the record together keeps their differences (e.g.
                // Wythoff's k = b - a), which single-number shrinking would destroy.
                let room = (0..record.len())
                    .map(|j| record[j].saturating_sub(self.format.bounds_of(j).0))
                    .min()
                    .unwrap_or(0);
                edits.extend(decrements(room).map(|d| Edit::LowerAll(i, d)));
            }
        }
        edits
    }

    fn apply(&self, edit: Edit) -> Option<Records> {
        let mut records = self.records.clone();
        match edit {
            Edit::KeepRecords(from, to) => records = records[from..to].to_vec(),
            Edit::RemoveRecord(i) => {
                records.remove(i);
            }
            Edit::KeepFields(i, from, to) => records[i] = records[i][from..to].to_vec(),
            Edit::RemoveField(i, j) => {
                records[i].remove(j);
            }
            Edit::SetField(i, j, value) => records[i][j] = value,
            Edit::LowerAll(i, d) => records[i].iter_mut().for_each(|v| *v -= d),
        }
        let touched = match edit {
            Edit::KeepFields(i, ..)
            | Edit::RemoveField(i, _)
            | Edit::SetField(i, ..)
            | Edit::LowerAll(i, _) => Some(i),
            _ => None,
        };
        if let Some(i) = touched
            && !self.format.accepts(&records[i])
        {
            return None;
        }
        Some(Records {
            format: Rc::clone(&self.format),
            records,
        })
    }
}

impl Case for Records {
    fn render(&self) -> String {
        let mut text = String::new();
        if let Framing::Counted = self.format.framing {
            let _ = writeln!(text, "{}", self.records.len());
        }
        for record in &self.records {
            let numbers: Vec<String> = record.iter().map(u128::to_string).collect();
            match self.format.layout {
                Layout::Fixed(_) => {}
                Layout::Listed { own_line: true, .. } => {
                    let _ = writeln!(text, "{}", record.len());
                }
                Layout::Listed {
                    own_line: false, ..
                } => {
                    let _ = write!(text, "{} ", record.len());
                }
            }
            text.push_str(&numbers.join(" "));
            text.push('\n');
        }
        if let Framing::Terminated(line) = self.format.framing {
            text.push_str(line);
            text.push('\n');
        }
        text
    }

    fn shrink_candidates(&self) -> Box<dyn Iterator<Item = Box<dyn Case>> + '_> {
        Box::new(
            self.edits()
                .into_iter()
                .filter_map(|edit| self.apply(edit))
                .map(|smaller| Box::new(smaller) as Box<dyn Case>),
        )
    }

    fn positions(&self) -> usize {
        self.records.len()
    }
}

/// Draws one record of a problem (it may be rejected by [`Format::accepts`] and redrawn).
pub type DrawRecord = Box<dyn Fn(&mut Rng, &Format) -> Vec<u128>>;

/// How many probes one input holds where the judge reads records until a terminator or the end
/// of the input (a counted input holds at most `max_records`, the judge's own limit).
const PROBE_BATCH: usize = 256;

/// The largest number of small-number records tried per record length (see [`small_records`]),
/// and for a judge that reads one record (a run per probe).
const SMALL_RECORDS: usize = 512;
const SMALL_RECORDS_SINGLE: usize = 64;

/// Every record of `format` whose numbers are all within a few steps of their lower bounds:
/// about [`SMALL_RECORDS`] of them per record length, as small as the format allows.
fn small_records(format: &Format) -> Vec<Vec<u128>> {
    let budget = match format.framing {
        Framing::Single => SMALL_RECORDS_SINGLE,
        _ => SMALL_RECORDS,
    } as u128;
    let lengths: Vec<usize> = match format.layout {
        Layout::Fixed(n) => vec![n],
        Layout::Listed {
            min_len, max_len, ..
        } => (min_len.max(1)..=max_len.min(min_len.max(1) + 2)).collect(),
    };
    let mut records = Vec::new();
    for len in lengths {
        // The most values per number that keeps len numbers under the budget: ⌊budget^(1/len)⌋.
        let per_number = (1..=budget)
            .take_while(|v| v.checked_pow(len as u32).is_some_and(|c| c <= budget))
            .last()
            .unwrap_or(1);
        let mut record = vec![0u128; len];
        let mut offsets = vec![0u128; len];
        loop {
            for (j, value) in record.iter_mut().enumerate() {
                let (lo, hi) = format.bounds_of(j);
                *value = lo.saturating_add(offsets[j]).min(hi);
            }
            if format.accepts(&record) {
                records.push(record.clone());
            }
            // The next combination of offsets, like an odometer.
            let Some(j) = offsets.iter().rposition(|&o| o + 1 < per_number) else {
                break;
            };
            offsets[j] += 1;
            offsets[j + 1..].iter_mut().for_each(|o| *o = 0);
        }
    }
    records
}

/// One input tried when shrinking, before the failing input is shrunk itself: one record built
/// where solutions break (small numbers, P-positions and their neighbours, float traps).
#[derive(Clone, Debug)]
pub struct Probe {
    /// The record.
    pub record: Vec<u128>,
    /// Which family of structured inputs it comes from, e.g. "the Fibonacci ladder": the id of
    /// its name in the command's catalogue.
    pub family: &'static str,
    /// What it is, for the report, e.g. "the P-position of k = F(40) = 102334155".
    pub what: Msg,
}

impl Probe {
    /// A probe of `family` described by `what`.
    pub fn new(record: Vec<u128>, family: &'static str, what: Msg) -> Probe {
        Probe {
            record,
            family,
            what,
        }
    }

    /// How large the probe is: its largest number, then their sum, then how many.
    fn size(&self) -> (u128, u128, usize) {
        let max = self.record.iter().copied().max().unwrap_or(0);
        let sum = self.record.iter().fold(0u128, |s, &v| s.saturating_add(v));
        (max, sum, self.record.len())
    }
}

/// The family of the probes every record-shaped problem gets.
pub const SMALL: &str = "cli-probe-small";

/// Inputs of one record-shaped problem: the curated records first, then random ones.
pub struct RecordGenerator {
    format: Rc<Format>,
    curated: Vec<Vec<u128>>,
    draw: DrawRecord,
    /// Records to try first when shrinking, smallest first.
    probes: Vec<Probe>,
    /// Their families, in the order they were added.
    families: Vec<&'static str>,
}

impl RecordGenerator {
    /// A generator for `format`; curated records the format does not accept are dropped. Its
    /// probes are the format's small numbers; [`with_probes`](Self::with_probes) adds more.
    pub fn new(format: Format, curated: Vec<Vec<u128>>, draw: DrawRecord) -> RecordGenerator {
        let mut curated: Vec<Vec<u128>> =
            curated.into_iter().filter(|r| format.accepts(r)).collect();
        curated.dedup();
        let small = small_records(&format)
            .into_iter()
            .map(|record| Probe::new(record, SMALL, Msg::new(SMALL)))
            .collect();
        RecordGenerator {
            format: Rc::new(format),
            curated,
            draw,
            probes: Vec::new(),
            families: Vec::new(),
        }
        .with_probes(small)
    }

    /// Adds the problem's structured probes. Those the format does not accept are dropped. A
    /// record offered again is described as in the latest call (a P-position rather than
    /// small numbers), and within one call as it first appears.
    pub fn with_probes(mut self, probes: Vec<Probe>) -> RecordGenerator {
        for probe in &probes {
            if !self.families.contains(&probe.family) {
                self.families.push(probe.family);
            }
        }
        let mut all = std::mem::take(&mut self.probes);
        all.splice(
            0..0,
            probes
                .into_iter()
                .filter(|p| self.format.accepts(&p.record)),
        );
        // A stable sort by size, then the first of each record.
        all.sort_by_key(Probe::size);
        let mut seen = std::collections::HashSet::new();
        all.retain(|p| seen.insert(p.record.clone()));
        self.probes = all;
        self
    }

    fn record(&self, rng: &mut Rng) -> Vec<u128> {
        for _ in 0..100 {
            let record = (self.draw)(rng, &self.format);
            if self.format.accepts(&record) {
                return record;
            }
        }
        // Draws keep to the format almost always; a curated record is the fallback.
        self.curated[rng.index(0, self.curated.len() - 1)].clone()
    }
}

impl Generator for RecordGenerator {
    fn generate(&self, rng: &mut Rng, index: u64) -> Box<dyn Case> {
        let per_input = self.format.max_records.max(1);
        let start = usize::try_from(index)
            .ok()
            .and_then(|i| i.checked_mul(per_input))
            .unwrap_or(usize::MAX);
        let records = if start < self.curated.len() {
            self.curated[start..(start + per_input).min(self.curated.len())].to_vec()
        } else {
            let count = rng.index(1, per_input);
            (0..count).map(|_| self.record(rng)).collect()
        };
        Box::new(Records {
            format: Rc::clone(&self.format),
            records,
        })
    }

    fn probes(&self) -> &[Probe] {
        &self.probes
    }

    fn probe_families(&self) -> &[&'static str] {
        &self.families
    }

    fn probe_batch(&self) -> usize {
        match self.format.framing {
            Framing::Single => 1,
            Framing::Counted => self.format.max_records.max(1),
            Framing::UntilEof | Framing::Terminated(_) => PROBE_BATCH,
        }
    }

    fn probe_input(&self, probes: &[Probe]) -> Option<Box<dyn Case>> {
        Some(Box::new(Records {
            format: Rc::clone(&self.format),
            records: probes.iter().map(|p| p.record.clone()).collect(),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs() -> Format {
        Format {
            framing: Framing::Terminated("0 0"),
            layout: Layout::Fixed(2),
            max_records: 3,
            bounds: vec![(0, 100), (0, 100)],
            valid: |r| r[0] <= r[1] && r[1] > 0,
        }
    }

    #[test]
    fn renders_the_frame_and_shrinks_within_the_format() {
        let case = Records {
            format: Rc::new(pairs()),
            records: vec![vec![3, 5], vec![4, 7]],
        };
        assert_eq!(case.render(), "3 5\n4 7\n0 0\n");
        let smaller: Vec<String> = case.shrink_candidates().map(|c| c.render()).collect();
        assert_eq!(smaller[0], "3 5\n0 0\n");
        assert!(smaller.iter().all(|s| !s.starts_with("0 0\n0 0")));
        assert!(smaller.contains(&"3 5\n3 7\n0 0\n".to_string()));
        assert!(
            smaller.contains(&"3 5\n0 3\n0 0\n".to_string()),
            "lowering both keeps b - a"
        );
    }

    #[test]
    fn curated_records_come_first_in_chunks() {
        let generator = RecordGenerator::new(
            pairs(),
            vec![vec![1, 2], vec![3, 5], vec![4, 7], vec![6, 10], vec![9, 1]],
            Box::new(|rng, _| vec![rng.range(0, 5), rng.range(5, 9)]),
        );
        let mut rng = Rng::new(1);
        assert_eq!(
            generator.generate(&mut rng, 0).render(),
            "1 2\n3 5\n4 7\n0 0\n"
        );
        assert_eq!(generator.generate(&mut rng, 1).render(), "6 10\n0 0\n");
        assert!(generator.generate(&mut rng, 2).positions() >= 1);
    }

    #[test]
    fn small_records_are_the_smallest_the_format_accepts() {
        let records = small_records(&pairs());
        // 22 values a number (22² = 484 ≤ 512), a <= b and b > 0.
        assert_eq!(records.len(), 22 * 23 / 2 - 1);
        assert!(records.contains(&vec![0, 1]) && records.contains(&vec![21, 21]));
        assert!(!records.contains(&vec![0, 0]) && !records.contains(&vec![2, 1]));
        let lists = Format {
            framing: Framing::Counted,
            layout: Layout::Listed {
                min_len: 1,
                max_len: 10,
                own_line: true,
            },
            max_records: 5,
            bounds: vec![(1, 100)],
            valid: |_| true,
        };
        let records = small_records(&lists);
        assert!(records.iter().all(|r| (1..=3).contains(&r.len())));
        assert!(records.contains(&vec![1]) && records.contains(&vec![8, 8, 8]));
        assert!(!records.contains(&vec![9, 9, 9]), "8³ = 512 lists of three");
    }

    #[test]
    fn probes_come_smallest_first_and_name_a_record_once() {
        let generator = RecordGenerator::new(pairs(), vec![], Box::new(|_, _| vec![1, 2]))
            .with_probes(vec![
                Probe::new(vec![30, 40], "far", Msg::new("far")),
                Probe::new(vec![1, 2], "p", Msg::new("the P-position (1, 2)")),
                Probe::new(vec![5, 200], "out", Msg::new("past the bounds")),
            ]);
        let probes = generator.probes();
        assert_eq!(probes[0].record, [0, 1]);
        let p = probes.iter().find(|p| p.record == [1, 2]).unwrap();
        assert_eq!(
            p.what.id(),
            "the P-position (1, 2)",
            "the later call names it"
        );
        assert_eq!(probes.last().unwrap().record, [30, 40]);
        assert!(probes.iter().all(|p| p.family != "out"));
        assert_eq!(generator.probe_families(), [SMALL, "far", "p", "out"]);
        assert_eq!(generator.probe_batch(), PROBE_BATCH);
    }
}
