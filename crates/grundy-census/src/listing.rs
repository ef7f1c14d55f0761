//! The census table as read from the database: every row read as input ([`crate::cells`]),
//! a claim of proof listed as proven only with a verdict that it holds ([`crate::proof`]), and
//! the rows not listed as stored named with why ([`Listing::problems`]).

use grundy::census::census_order;
use grundy::games::octal::OctalCode;
use grundy::report::{CensusProblem, CensusReport, CensusRow, CensusStatus, MisereStatus};

use rusqlite::params;

use crate::{Database, Result, cells};

/// The columns of a row of the listing, in the order [`Database::select`] reads them.
const ROW_COLUMNS: &str = "g.code, g.status, g.preperiod, g.period, g.largest, g.largest_at,
    g.rare_mask, g.rare_count, g.last_rare, g.heaps_computed, g.seconds,
    g.certificate IS NOT NULL, g.equivalent_to, g.shift, g.equivalence_checked, g.misere_order,
    g.misere_status, g.misere_heaps, p.verdict, p.reason";

/// The census table as the database holds it: the rows that can be read (a row whose claim of
/// proof does not hold listed as open), and the rows that are not listed as stored.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Listing {
    /// Every game whose row can be read, in census order.
    pub rows: Vec<CensusRow>,
    /// The rows not listed as stored (skipped, or listed as open), and why, in census order.
    pub problems: Vec<CensusProblem>,
}

impl Listing {
    /// The listing as the `census` answer.
    pub fn into_report(self) -> CensusReport {
        CensusReport::with_problems(self.rows, self.problems)
    }

    /// Only the games `keep` accepts (by code), with their problems.
    pub fn retain(&mut self, keep: impl Fn(&str) -> bool) {
        self.rows.retain(|row| keep(&row.code));
        self.problems.retain(|problem| keep(&problem.code));
    }
}

/// One row of `games` as read: the row (with the problem that made it open, if any), or the
/// problem that makes it unreadable.
type Entry = std::result::Result<(CensusRow, Option<CensusProblem>), CensusProblem>;

impl Database {
    /// The census table with its problems: every row that can be read, in census order, a row
    /// that claims a proof not (yet) checked, or refuted, listed as open; and each row not
    /// listed as stored, with why.
    pub fn listing(&self) -> Result<Listing> {
        let mut listing = Listing::default();
        for entry in self.select("", params![])? {
            match entry {
                Ok((row, problem)) => {
                    listing.rows.push(row);
                    listing.problems.extend(problem);
                }
                Err(problem) => listing.problems.push(problem),
            }
        }
        let key = |code: &str| code.parse::<OctalCode>().ok();
        let order = |a: &str, b: &str| match (key(a), key(b)) {
            (Some(x), Some(y)) => census_order(&x, &y),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => a.cmp(b),
        };
        listing.rows.sort_by(|a, b| order(&a.code, &b.code));
        listing.problems.sort_by(|a, b| order(&a.code, &b.code));
        Ok(listing)
    }

    /// The row of one stored game (`code` as grundy writes it, `"0.77"`), if it is stored and
    /// can be read.
    pub fn row(&self, code: &str) -> Result<Option<CensusRow>> {
        Ok(self.entry(code)?.and_then(|(row, _)| row))
    }

    /// The row of one stored game as the listing has it, with its problem: `None` if it is not
    /// stored; else the row (if it can be read) and the problem (if it is not as stored).
    pub fn entry(&self, code: &str) -> Result<Option<(Option<CensusRow>, Option<CensusProblem>)>> {
        Ok(self
            .select("WHERE g.code = ?1", params![code])?
            .pop()
            .map(|entry| match entry {
                Ok((row, problem)) => (Some(row), problem),
                Err(problem) => (None, Some(problem)),
            }))
    }

    /// The rows of the games `filter` (a `WHERE` clause on `games g`, or nothing) selects, in
    /// no order, each read as input.
    pub(crate) fn select(
        &self,
        filter: &str,
        values: &[&dyn rusqlite::ToSql],
    ) -> Result<Vec<Entry>> {
        let mut statement = self.connection.prepare(&format!(
            "SELECT {ROW_COLUMNS} FROM games g LEFT JOIN proofs p ON p.code = g.code {filter}"
        ))?;
        let entries = statement.query_map(values, |row| {
            Ok(match read_row(row) {
                Ok(listed) => Ok(listed),
                Err(problem) => Err(CensusProblem {
                    code: cells::code_for_message(row, 0),
                    problem: format!(
                        "{problem}: not listed; a census run over it computes it again"
                    ),
                }),
            })
        })?;
        Ok(entries.collect::<std::result::Result<_, _>>()?)
    }
}

/// One row of the listing ([`ROW_COLUMNS`]), every cell checked: the row, listed as open with
/// the problem when its claim of proof does not stand; or why it cannot be read.
fn read_row(
    r: &rusqlite::Row<'_>,
) -> std::result::Result<(CensusRow, Option<CensusProblem>), String> {
    let code = cells::required_text(r, 0, "code")?;
    match code.parse::<OctalCode>() {
        Ok(parsed) if parsed.to_string() == code => {}
        _ => return Err("column code does not hold an octal code as grundy writes it".into()),
    }
    let status = match cells::required_text(r, 1, "status")?.as_str() {
        "trivial" => CensusStatus::Trivial,
        "solved" => CensusStatus::Solved,
        "open" => CensusStatus::Open,
        other => {
            return Err(format!(
                "column status holds '{}'; it takes trivial, solved or open",
                grundy::error::quote_up_to(other, 40)
            ));
        }
    };
    let misere_status = match cells::text(r, 16, "misere_status")?.as_deref() {
        None => None,
        Some("proven") => Some(MisereStatus::Proven),
        Some("holds") => Some(MisereStatus::Holds),
        Some(other) => {
            return Err(format!(
                "column misere_status holds '{}'; it takes proven, holds or null",
                grundy::error::quote_up_to(other, 40)
            ));
        }
    };
    let mut row = CensusRow {
        code,
        status,
        preperiod: cells::natural(r, 2, "preperiod")?,
        period: cells::positive(r, 3, "period")?,
        largest: cells::required_natural(r, 4, "largest")?,
        largest_at: cells::required_natural(r, 5, "largest_at")?,
        rare_mask: cells::natural(r, 6, "rare_mask")?,
        rare_count: cells::natural(r, 7, "rare_count")?,
        last_rare: cells::natural(r, 8, "last_rare")?,
        heaps_computed: cells::required_natural(r, 9, "heaps_computed")?,
        seconds: cells::seconds(r, 10, "seconds")?,
        certificate: cells::required_natural(r, 11, "certificate")? == 1,
        equivalent_to: cells::text(r, 12, "equivalent_to")?,
        shift: cells::integer(r, 13, "shift")?,
        equivalence_checked: cells::natural(r, 14, "equivalence_checked")?,
        misere_order: cells::natural(r, 15, "misere_order")?,
        misere_status,
        misere_heaps: cells::natural(r, 17, "misere_heaps")?,
    };
    if row.preperiod.is_some() != row.period.is_some() {
        return Err("columns preperiod and period are not both set or both null".into());
    }
    if row.status == CensusStatus::Open {
        // Only a proven period is listed; an open row never serves a certificate.
        row.certificate = false;
        return Ok((row, None));
    }
    // A claim of proof: it stands only with a certificate checked and found to hold.
    let verdict = cells::text(r, 18, "proofs.verdict").ok().flatten();
    let reason = cells::text(r, 19, "proofs.reason")
        .ok()
        .flatten()
        .unwrap_or_default();
    let status = row.status.name();
    let problem = match (row.certificate, verdict.as_deref()) {
        (true, Some("verified")) if row.period.is_some() => return Ok((row, None)),
        (false, _) => format!(
            "listed as open, not {status}: it claims a proven period but holds no certificate; \
             a census run over it computes it again"
        ),
        (true, Some("refuted")) => format!(
            "listed as open, not {status}: its certificate does not hold ({reason}); a census \
             run over it computes it again"
        ),
        (true, Some("unchecked")) => format!(
            "listed as open, not {status}: its certificate is not checked ({reason}); a census \
             run over it checks it by computing the game again"
        ),
        _ => format!(
            "listed as open, not {status}: its certificate is not checked yet; grundy census \
             --db FILE checks it"
        ),
    };
    let problem = CensusProblem {
        code: row.code.clone(),
        problem,
    };
    row.status = CensusStatus::Open;
    row.preperiod = None;
    row.period = None;
    row.certificate = false;
    Ok((row, Some(problem)))
}
