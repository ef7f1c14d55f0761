//! Published octal-game tables, read and compared with a census database.
//!
//! The tables are the four Markdown files of one public re-computation (as in the project's
//! `data/published-census/` in the repository): `TrivialGames.md` (code, preperiod, period, the values as
//! `prefix(period)` with digits 0-9 then A-Z), `SolvedGames.md` (preperiod, period, largest
//! value and its heap, rare mask in hexadecimal, number of rare heaps, last rare heap),
//! `UnsolvedGames.md` (how far each open game was computed, `n`, with the same statistics)
//! and `GameLookup.md` (each code's equivalent game, `-` for none). Their codes are written
//! `.156`, `4.3` or `4` (for 4.0). [`compare`] lists, for every game both tables hold,
//! agreement or the first difference, and every equivalence that does not hold.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use grundy::census::equivalence::{
    Comparison, Known, compare as compare_shifted, first_difference,
};
use grundy::games::octal::OctalCode;
use grundy::report::{CensusRow, CensusStatus};

use crate::{CensusError, Database, Result};

/// A published trivial game: its period and every value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrivialGame {
    /// The code.
    pub code: OctalCode,
    /// The preperiod ("prefix").
    pub preperiod: u64,
    /// The period.
    pub period: u64,
    /// The values g(0..preperiod + period).
    pub values: Vec<u32>,
}

/// A published solved game (or an open game's statistics, with `n` and no period).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    /// The preperiod, for a solved game.
    pub preperiod: Option<u64>,
    /// The period, for a solved game.
    pub period: Option<u64>,
    /// An open game: how far it was computed (heaps below n).
    pub n: Option<u64>,
    /// The first heap with the largest value.
    pub largest_at: Option<u64>,
    /// The largest value.
    pub largest: Option<u64>,
    /// The rare mask, as written (hexadecimal, or another note such as `1+pos`).
    pub rare_mask: Option<String>,
    /// The number of rare heaps.
    pub rare_count: Option<u64>,
    /// The last rare heap.
    pub last_rare: Option<u64>,
}

/// The four tables.
#[derive(Clone, Debug, Default)]
pub struct Published {
    /// TrivialGames.md.
    pub trivial: Vec<TrivialGame>,
    /// SolvedGames.md.
    pub solved: Vec<(OctalCode, Statistics)>,
    /// UnsolvedGames.md (octal codes only; Grundy's game is not in a census).
    pub open: Vec<(OctalCode, Statistics)>,
    /// GameLookup.md: code → its equivalent game.
    pub lookup: Vec<(OctalCode, OctalCode)>,
}

/// A code as the tables write it: `.156` → 0.156, `4` → 4.0, `4.3` → 4.3.
pub fn table_code(text: &str) -> Option<OctalCode> {
    let text = text.trim();
    let full = if text.starts_with('.') {
        format!("0{text}")
    } else if text.contains('.') {
        text.to_string()
    } else {
        format!("{text}.")
    };
    full.parse().ok()
}

/// The cells of the Markdown table rows of `text` (rows after a `:---` separator line).
fn table_rows(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut in_table = false;
    for line in text.lines() {
        let line = line.trim();
        if !line.contains('|') {
            in_table = false;
            continue;
        }
        if line.contains(":---") || line.contains("---:") {
            in_table = true;
            continue;
        }
        if in_table {
            rows.push(line.split('|').map(|c| c.trim().to_string()).collect());
        }
    }
    rows
}

fn number(cell: Option<&String>) -> Option<u64> {
    let cell = cell?.trim();
    if let Some(exponent) = cell.strip_prefix("2^") {
        return exponent
            .parse::<u32>()
            .ok()
            .and_then(|e| 1u64.checked_shl(e));
    }
    cell.parse().ok()
}

fn nimber(c: char) -> Option<u32> {
    c.to_digit(36)
}

impl Published {
    /// Reads the four tables from `dir`.
    pub fn read(dir: &Path) -> Result<Published> {
        let read = |name: &str| {
            std::fs::read_to_string(dir.join(name)).map_err(|error| {
                CensusError::Content(format!(
                    "cannot read the published table '{}': {error}",
                    dir.join(name).display()
                ))
            })
        };
        let mut published = Published::default();
        for row in table_rows(&read("TrivialGames.md")?) {
            let (Some(code), Some(pre), Some(period), Some(values)) = (
                row.first().and_then(|c| table_code(c)),
                number(row.get(1)),
                number(row.get(2)),
                row.get(3),
            ) else {
                continue;
            };
            let digits: Vec<u32> = values.chars().filter_map(nimber).collect();
            published.trivial.push(TrivialGame {
                code,
                preperiod: pre,
                period,
                values: digits,
            });
        }
        for row in table_rows(&read("SolvedGames.md")?) {
            let Some(code) = row.first().and_then(|c| table_code(c)) else {
                continue;
            };
            let text = |i: usize| row.get(i).filter(|c| !c.is_empty()).cloned();
            published.solved.push((
                code,
                Statistics {
                    preperiod: number(row.get(1)),
                    period: number(row.get(2)),
                    n: None,
                    largest_at: number(row.get(3)),
                    largest: number(row.get(4)),
                    rare_mask: text(5),
                    rare_count: number(row.get(6)),
                    last_rare: number(row.get(7)),
                },
            ));
        }
        for row in table_rows(&read("UnsolvedGames.md")?) {
            let Some(code) = row.first().and_then(|c| table_code(c)) else {
                continue;
            };
            let text = |i: usize| row.get(i).filter(|c| !c.is_empty()).cloned();
            published.open.push((
                code,
                Statistics {
                    n: number(row.get(1)),
                    largest_at: number(row.get(2)),
                    largest: number(row.get(3)),
                    rare_mask: text(4),
                    rare_count: number(row.get(5)),
                    last_rare: number(row.get(6)),
                    ..Statistics::default()
                },
            ));
        }
        for row in table_rows(&read("GameLookup.md")?) {
            let Some(prefix) = row.first().and_then(|c| c.strip_suffix('x')) else {
                continue;
            };
            for (digit, cell) in row.iter().enumerate().skip(1).take(7) {
                if cell == "-" || cell.is_empty() {
                    continue;
                }
                let (Some(code), Some(to)) =
                    (table_code(&format!("{prefix}{digit}")), table_code(cell))
                else {
                    continue;
                };
                published.lookup.push((code, to));
            }
        }
        Ok(published)
    }
}

/// Equivalences that older tables claimed and the re-computation's README says are wrong
/// (0.27 → 0.06 and 0.314 → 0.31 in Winning Ways' game locator, 0.161 → 0.36 in
/// Flammenkamp's tables), with the one it gives instead (0.27 → 0.26).
pub const OLDER_CLAIMS: [(&str, &str, &str); 4] = [
    ("0.27", "0.06", "Winning Ways' game locator"),
    ("0.27", "0.26", "the re-computation's correction"),
    ("0.314", "0.31", "Winning Ways' game locator"),
    ("0.161", "0.36", "Flammenkamp's tables"),
];

/// What the comparison found, as text lines, with counts.
#[derive(Clone, Debug, Default)]
pub struct CompareReport {
    /// The report, one line per game or claim.
    pub text: String,
    /// Games or claims that agree.
    pub agree: usize,
    /// Games or claims that differ (each explained in `text`).
    pub differ: usize,
    /// Published games the census does not hold (or not far enough).
    pub missing: usize,
}

struct Ours {
    rows: BTreeMap<String, CensusRow>,
}

impl Ours {
    fn row(&self, code: &OctalCode) -> Option<&CensusRow> {
        self.rows.get(&code.to_string())
    }
}

/// Compares the census in `db` with the tables in `dir`.
pub fn compare(db: &Database, dir: &Path) -> Result<CompareReport> {
    let published = Published::read(dir)?;
    let ours = Ours {
        rows: db
            .rows()?
            .into_iter()
            .map(|r| (r.code.clone(), r))
            .collect(),
    };
    let mut out = CompareReport::default();
    let values = |code: &OctalCode| db.values(&code.to_string());
    macro_rules! line {
        ($counter:ident, $($arg:tt)*) => {{
            out.$counter += 1;
            let _ = writeln!(out.text, $($arg)*);
        }};
    }
    let _ = writeln!(out.text, "## Trivial games ({})", published.trivial.len());
    for game in &published.trivial {
        let Some(row) = ours.row(&game.code) else {
            line!(missing, "{}: not in the census", game.code);
            continue;
        };
        let theirs = Known {
            values: &game.values,
            period: Some((game.preperiod, game.period)),
        };
        let mine = values(&game.code)?.unwrap_or_default();
        let mine_known = Known {
            values: &mine,
            period: row.preperiod.zip(row.period),
        };
        let same_period = (row.preperiod, row.period) == (Some(game.preperiod), Some(game.period));
        match first_difference(&mine_known, &theirs) {
            None if same_period => line!(
                agree,
                "{}: agrees ({}, preperiod {}, period {}; every value)",
                game.code,
                row.status.name(),
                game.preperiod,
                game.period
            ),
            None => line!(
                differ,
                "{}: the values agree on every heap the census computed ({}), but the census \
                 has preperiod {:?} and period {:?}, the table {} and {}",
                game.code,
                row.heaps_computed,
                row.preperiod,
                row.period,
                game.preperiod,
                game.period
            ),
            Some(n) => line!(
                differ,
                "{}: first differs at heap {n}: g({n}) = {:?} here, {:?} in the table",
                game.code,
                mine_known.get(n),
                theirs.get(n)
            ),
        }
    }
    let _ = writeln!(out.text, "\n## Solved games ({})", published.solved.len());
    for (code, theirs) in &published.solved {
        let Some(row) = ours.row(code) else {
            line!(missing, "{code}: not in the census");
            continue;
        };
        if row.status == CensusStatus::Open {
            line!(
                missing,
                "{code}: open in the census at {} heaps; the table's proof needs preperiod {:?} \
                 and period {:?}",
                row.heaps_computed,
                theirs.preperiod,
                theirs.period
            );
            continue;
        }
        let differences = statistics_differences(row, theirs);
        if differences.is_empty() {
            line!(
                agree,
                "{code}: agrees (preperiod {:?}, period {:?}, largest {} at {}, rare mask {}, \
                 {} rare, last {})",
                row.preperiod,
                row.period,
                row.largest,
                row.largest_at,
                row.rare_mask.map_or("-".into(), |m| format!("{m:x}")),
                row.rare_count.map_or("-".into(), |c| c.to_string()),
                row.last_rare.map_or("-".into(), |c| c.to_string())
            );
        } else {
            line!(differ, "{code}: differs: {}", differences.join("; "));
        }
    }
    let _ = writeln!(out.text, "\n## Open games ({})", published.open.len());
    for (code, theirs) in &published.open {
        let Some(row) = ours.row(code) else {
            line!(missing, "{code}: not in the census");
            continue;
        };
        let mine = values(code)?.unwrap_or_default();
        let n = theirs.n;
        let reach = match n {
            Some(n) if (mine.len() as u64) < n && row.status == CensusStatus::Open => {
                line!(
                    missing,
                    "{code}: the census computed {} heaps, the table {n}",
                    row.heaps_computed
                );
                continue;
            }
            Some(n) => format!(
                "the census computed {} heaps, the table {n}",
                row.heaps_computed
            ),
            None => format!(
                "the census computed {} heaps (the table gives no n or statistics)",
                row.heaps_computed
            ),
        };
        if row.status != CensusStatus::Open {
            line!(
                differ,
                "{code}: open in the table but {} here (preperiod {:?}, period {:?}): {reach}",
                row.status.name(),
                row.preperiod,
                row.period
            );
            continue;
        }
        // The table's statistics over its own heaps 0..n, recomputed from our values.
        let mut notes = Vec::new();
        if let Some(n) = n {
            let head = &mine[..(n as usize).min(mine.len())];
            let (at, largest) = head
                .iter()
                .enumerate()
                .fold((0, 0), |b, (i, &v)| if v > b.1 { (i, v) } else { b });
            if theirs.largest != Some(u64::from(largest)) || theirs.largest_at != Some(at as u64) {
                notes.push(format!(
                    "below heap {n}: largest {largest} first at {at} here, {:?} at {:?} in the \
                     table",
                    theirs.largest, theirs.largest_at
                ));
            }
            if let Some(mask) = theirs
                .rare_mask
                .as_deref()
                .and_then(|m| u32::from_str_radix(m, 16).ok())
            {
                let rare: Vec<usize> = head
                    .iter()
                    .enumerate()
                    .filter(|&(_, &v)| (v & mask).count_ones().is_multiple_of(2))
                    .map(|(i, _)| i)
                    .collect();
                let (count, last) = (rare.len() as u64, rare.last().map(|&l| l as u64));
                if theirs.rare_count != Some(count) || theirs.last_rare != last {
                    notes.push(format!(
                        "below heap {n} with mask {mask:x}: {count} rare heaps, the last at \
                         {last:?} here; {:?} and {:?} in the table",
                        theirs.rare_count, theirs.last_rare
                    ));
                }
            }
        }
        if notes.is_empty() {
            let agreed = if n.is_some() {
                "; below the table's n the largest value, its heap and the rare heaps agree"
            } else {
                ""
            };
            line!(agree, "{code}: open in both; {reach}{agreed}");
        } else {
            line!(
                differ,
                "{code}: open in both; {reach}; {}",
                notes.join("; ")
            );
        }
    }
    let _ = writeln!(
        out.text,
        "\n## Equivalences of GameLookup.md ({})",
        published.lookup.len()
    );
    for (code, to) in &published.lookup {
        equivalence_line(db, &ours, &mut out, code, to, "GameLookup.md")?;
    }
    let _ = writeln!(out.text, "\n## Older tables' claims (the README's errata)");
    for (code, to, source) in OLDER_CLAIMS {
        let (code, to): (OctalCode, OctalCode) = (code.parse()?, to.parse()?);
        equivalence_line(db, &ours, &mut out, &code, &to, source)?;
    }
    let _ = writeln!(
        out.text,
        "\n{} agree, {} differ, {} not comparable (not in the census, or not far enough; \
         equivalences of games outside the census are counted here, not listed)",
        out.agree, out.differ, out.missing
    );
    Ok(out)
}

/// The statistics of a solved game that differ from the table's.
fn statistics_differences(row: &CensusRow, theirs: &Statistics) -> Vec<String> {
    let mut differences = Vec::new();
    let mut check = |what: &str, mine: Option<String>, table: Option<String>| {
        if mine != table {
            differences.push(format!(
                "{what} {} here, {} in the table",
                mine.unwrap_or_else(|| "none".into()),
                table.unwrap_or_else(|| "none".into())
            ));
        }
    };
    let s = |v: Option<u64>| v.map(|v| v.to_string());
    check("preperiod", s(row.preperiod), s(theirs.preperiod));
    check("period", s(row.period), s(theirs.period));
    check("largest", Some(row.largest.to_string()), s(theirs.largest));
    check(
        "largest at",
        Some(row.largest_at.to_string()),
        s(theirs.largest_at),
    );
    check(
        "rare mask",
        row.rare_mask.map(|m| format!("{m:x}")),
        theirs.rare_mask.clone(),
    );
    check("rare heaps", s(row.rare_count), s(theirs.rare_count));
    check("last rare heap", s(row.last_rare), s(theirs.last_rare));
    differences
}

fn equivalence_line(
    db: &Database,
    ours: &Ours,
    out: &mut CompareReport,
    code: &OctalCode,
    to: &OctalCode,
    source: &str,
) -> Result<()> {
    let (Some(a), Some(b)) = (ours.row(code), ours.row(to)) else {
        // Counted, not listed: most are codes of patterns the census did not ask for.
        out.missing += 1;
        return Ok(());
    };
    let (va, vb) = (
        db.values(&code.to_string())?.unwrap_or_default(),
        db.values(&to.to_string())?.unwrap_or_default(),
    );
    let (ka, kb) = (
        Known {
            values: &va,
            period: a.preperiod.zip(a.period),
        },
        Known {
            values: &vb,
            period: b.preperiod.zip(b.period),
        },
    );
    let shift = ka.leading_zeros() as i64 - kb.leading_zeros() as i64;
    match compare_shifted(&ka, &kb) {
        Comparison::Same { compared: None } => {
            out.agree += 1;
            let _ = writeln!(
                out.text,
                "{code} ~ {to} ({source}): holds for every heap (both periods proven), shift \
                 {shift}"
            );
        }
        Comparison::Same {
            compared: Some(count),
        } => {
            out.agree += 1;
            let _ = writeln!(
                out.text,
                "{code} ~ {to} ({source}): holds on the {count} values both computed, shift \
                 {shift}"
            );
        }
        Comparison::Differ {
            heap,
            first,
            second,
        } => {
            out.differ += 1;
            let _ = writeln!(
                out.text,
                "{code} ~ {to} ({source}): FAILS: g({heap}) = {first} for {code}, but {second} \
                 for {to} at its matching heap {} (shift {shift})",
                heap as i64 - shift
            );
        }
    }
    Ok(())
}
