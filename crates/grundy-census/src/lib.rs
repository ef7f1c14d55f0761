//! The octal census's database: a SQLite file with one row per game (`games`) and its values
//! (`sequences`), written one game per transaction, in WAL mode, so that a census killed at any
//! moment keeps every game it finished and loses none, and a rerun of the same command
//! computes only the games left. The `grundy census` command, the Python package's
//! `grundy.census` (whose Dask workers compute the games and whose caller stores them) and the
//! server's census route all go through one census [`Run`] (or, to only show a census, a
//! [`CensusFile`]) of this crate: the patterns, the shard, what is asked of each game, the
//! games left and the table shown are decided once, and their databases have one schema.
//!
//! The computation is the library's ([`grundy::report::answer_census_game`]); this crate only
//! stores answers, groups equivalent games ([`grundy::census::equivalence`]) over what is
//! stored, and reads the table back ([`Database::rows`], [`write_csv`]), and compares it with
//! published tables ([`published`]).
//!
//! The database is input, as any file is: every cell is read by its type and range
//! (`cells.rs`), and a row that claims a proven period is listed as proven only once its
//! certificate has been checked from the rules ([`Database::check_proofs`], remembered in the
//! `proofs` table). A row that cannot be read, or whose proof does not hold, is reported in the
//! listing ([`Listing::problems`]) and computed again by the next census run over it; it never
//! stops the rest of the table from being read.
//!
//! ```
//! use grundy::report::{CensusGameRequest, answer_census_game};
//! use grundy_census::{Database, Asked};
//!
//! let dir = tempfile::tempdir().unwrap();
//! let mut db = Database::open(&dir.path().join("census.sqlite"))?;
//! let asked = Asked { to: 500, sparse_to: 500, misere_to: None };
//! for code in ["0.1", "0.01", "0.77"] {
//!     if !db.is_done(code, &asked)? {
//!         let request = CensusGameRequest { code: code.into(), to: 500, sparse_to: None, misere_to: None };
//!         db.store_computed(&answer_census_game(&request)?, &asked)?;
//!     }
//! }
//! db.update_equivalences()?;
//! let rows = db.rows()?;
//! assert_eq!(rows[1].code, "0.01");
//! assert_eq!(rows[1].equivalent_to.as_deref(), Some("0.1")); // 0.1 on heaps one larger
//! # Ok::<(), grundy_census::CensusError>(())
//! ```

mod cells;
mod listing;
mod proof;
pub mod published;
mod run;
mod schema;

use std::fmt;
use std::time::Duration;

use grundy::census::equivalence::{self, Known};
use grundy::census::{CodePattern, census_order};
use grundy::games::octal::OctalCode;
use grundy::report::{CensusGameReport, CensusGameRequest, CensusRow, CensusStatus, MisereStatus};
use rusqlite::types::ValueRef;
use rusqlite::{Connection, ErrorCode, OptionalExtension, TransactionBehavior, params};

pub use listing::Listing;
pub use run::{
    CensusFile, CertificateAnswer, CertificateRequest, DEFAULT_MISERE_TO, Run, RunRequest,
    store_answer,
};

/// The database's schema version (in `meta`). Version 1 (without the `proofs` table) is
/// brought to version 2 when opened; a database of another version is refused.
pub const SCHEMA: u32 = 2;

/// How long [`Database::open`] waits for a lock another process holds (a shard storing a
/// game holds it for a moment) before it gives up with [`CensusError::is_locked`].
pub const DEFAULT_LOCK_WAIT: Duration = Duration::from_secs(10);

/// Why a census database could not be used.
#[derive(Debug)]
pub enum CensusError {
    /// SQLite's error (the file is not a database, the disk is full, …).
    Sqlite(rusqlite::Error),
    /// The library refused something (a code, a limit, an interruption).
    Game(grundy::Error),
    /// The database holds something this version does not read.
    Content(String),
    /// The database to read is not there (a reader never creates one: [`CensusFile::open`]).
    Missing(std::path::PathBuf),
}

impl fmt::Display for CensusError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CensusError::Sqlite(error) => write!(f, "census database: {error}"),
            CensusError::Game(error) => write!(f, "{error}"),
            CensusError::Content(message) => write!(f, "census database: {message}"),
            CensusError::Missing(path) => {
                write!(f, "census database: '{}' does not exist", path.display())
            }
        }
    }
}

impl std::error::Error for CensusError {}

impl CensusError {
    /// The error as a message of the library's catalogue (`errors-front.ftl`), to be written
    /// in any language; [`Display`](fmt::Display) is its English.
    pub fn msg(&self) -> grundy::text::Msg {
        use grundy::text::Msg;
        match self {
            CensusError::Sqlite(error) => {
                Msg::new("census-error-sqlite").arg("why", error.to_string())
            }
            CensusError::Game(error) => error.line(),
            CensusError::Content(message) => {
                Msg::new("census-error-content").arg("why", message.as_str())
            }
            CensusError::Missing(path) => {
                Msg::new("census-error-missing").arg("path", path.display())
            }
        }
    }

    /// Whether another process held a lock on the database for longer than this one waits
    /// (SQLite's `SQLITE_BUSY` or `SQLITE_LOCKED`).
    pub fn is_locked(&self) -> bool {
        matches!(
            self,
            CensusError::Sqlite(rusqlite::Error::SqliteFailure(e, _))
                if matches!(e.code, ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked)
        )
    }

    /// Whether the database may be read but not written (a read-only file or folder).
    pub fn is_read_only(&self) -> bool {
        matches!(
            self,
            CensusError::Sqlite(rusqlite::Error::SqliteFailure(e, _))
                if e.code == ErrorCode::ReadOnly
        )
    }

    /// Whether the file is not a census database this grundy reads: not SQLite, damaged, of
    /// another schema version, or without a table or column the census needs. Bad content,
    /// not a failure of the machine.
    pub fn is_not_a_census(&self) -> bool {
        match self {
            CensusError::Content(_) => true,
            CensusError::Sqlite(rusqlite::Error::SqliteFailure(e, _)) => {
                matches!(e.code, ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt)
            }
            _ => false,
        }
    }

    /// Whether the database to read is not there ([`CensusFile::open`]).
    pub fn is_missing(&self) -> bool {
        matches!(self, CensusError::Missing(_))
    }

    /// Whether the work was stopped (a deadline, Ctrl-C): [`grundy::ErrorKind::Interrupted`].
    pub fn is_interrupted(&self) -> bool {
        matches!(self, CensusError::Game(e) if e.kind() == grundy::ErrorKind::Interrupted)
    }
}

impl From<rusqlite::Error> for CensusError {
    fn from(error: rusqlite::Error) -> Self {
        CensusError::Sqlite(error)
    }
}

impl From<grundy::Error> for CensusError {
    fn from(error: grundy::Error) -> Self {
        CensusError::Game(error)
    }
}

/// The result of the census's database operations.
pub type Result<T> = std::result::Result<T, CensusError>;

/// What a census run asks of each game: its heaps, how far the sparse method may go on, and
/// the misère quotient's heaps (two-digit codes only, see [`misere_to_for`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    /// N.
    pub to: u64,
    /// Further where the sparse method makes it cheap (at least `to`).
    pub sparse_to: u64,
    /// The misère quotient's heaps, or none.
    pub misere_to: Option<u64>,
}

impl Asked {
    /// The request for one game of the census: `code`, with what is asked.
    pub fn request(&self, code: &OctalCode) -> CensusGameRequest {
        CensusGameRequest {
            code: code.to_string(),
            to: self.to,
            sparse_to: Some(self.sparse_to),
            misere_to: self.misere_to,
        }
    }
}

/// The misère heaps to ask for `code`: `misere_to` for codes of at most two digits after the
/// point (the census's misère column), none for the others.
pub fn misere_to_for(code: &OctalCode, misere_to: Option<u64>) -> Option<u64> {
    misere_to.filter(|_| code.digits().len() <= 3)
}

/// A census database (one SQLite file).
pub struct Database {
    connection: Connection,
}

impl Database {
    /// Whether `code` is stored as far as `asked` needs: proven (trivial or solved, with a
    /// certificate that has been checked), or open and computed with at least these heaps,
    /// with its misère quotient if asked for. A row that cannot be read, or whose proof does
    /// not hold, is not done: the census computes it again.
    pub fn is_done(&self, code: &str, asked: &Asked) -> Result<bool> {
        let Some(entry) = self.select("WHERE g.code = ?1", params![code])?.pop() else {
            return Ok(false);
        };
        let Ok((row, None)) = entry else {
            return Ok(false);
        };
        let stored: Option<std::result::Result<(u64, u64), String>> = self
            .connection
            .query_row(
                "SELECT asked_to, asked_sparse_to FROM games WHERE code = ?1",
                params![code],
                |r| {
                    Ok(cells::required_natural(r, 0, "asked_to")
                        .and_then(|to| Ok((to, cells::required_natural(r, 1, "asked_sparse_to")?))))
                },
            )
            .optional()?;
        let Some(Ok((to, sparse_to))) = stored else {
            return Ok(false);
        };
        let heaps =
            row.status != CensusStatus::Open || (to >= asked.to && sparse_to >= asked.sparse_to);
        Ok(heaps && (asked.misere_to.is_none() || row.misere_heaps.is_some()))
    }

    /// The games of `codes` not yet stored as far as `asked` needs, in order.
    pub fn pending<'a>(
        &self,
        codes: &'a [OctalCode],
        asked: impl Fn(&OctalCode) -> Asked,
    ) -> Result<Vec<&'a OctalCode>> {
        let mut left = Vec::new();
        for code in codes {
            if !self.is_done(&code.to_string(), &asked(code))? {
                left.push(code);
            }
        }
        Ok(left)
    }

    /// Stores one game's answer (and its values) in one transaction, replacing an earlier
    /// row of the same code; its equivalence is left for [`Database::update_equivalences`].
    /// The answer is input (it came from elsewhere, as JSON): its certificate is listed as
    /// proven once [`Database::check_proofs`] has checked it.
    pub fn store(&mut self, report: &CensusGameReport, asked: &Asked) -> Result<()> {
        self.write(report, asked, false)
    }

    /// Stores one game's answer that this process has just computed
    /// ([`grundy::report::answer_census_game`]), as [`Database::store`] does, with its proof
    /// remembered as verified: the period was proven by the computation itself, so checking
    /// it again would only repeat the work.
    pub fn store_computed(&mut self, report: &CensusGameReport, asked: &Asked) -> Result<()> {
        self.write(report, asked, true)
    }

    fn write(&mut self, report: &CensusGameReport, asked: &Asked, computed: bool) -> Result<()> {
        let code: OctalCode = report.code.parse()?;
        let code = code.to_string();
        let values = report.values_u32().ok_or_else(|| {
            CensusError::Content(format!("{code}: a value does not fit in 32 bits"))
        })?;
        let (width, blob) = encode(&values);
        let transaction = self
            .connection
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        transaction.execute(
            "INSERT OR REPLACE INTO games (code, status, preperiod, period, largest, largest_at,
                rare_mask, rare_count, last_rare, asked_to, asked_sparse_to, heaps_computed,
                seconds, certificate, equivalent_to, shift, equivalence_checked, misere_order,
                misere_status, misere_heaps)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, NULL, NULL,
                NULL, ?15, ?16, ?17)",
            params![
                code,
                report.status.name(),
                report.preperiod,
                report.period,
                report.largest,
                report.largest_at,
                report.rare_mask,
                report.rare_count,
                report.last_rare,
                asked.to,
                asked.sparse_to.max(asked.to),
                report.heaps_computed,
                report.seconds,
                report.certificate,
                report.misere_order,
                report.misere_status.map(misere_name),
                report.misere_heaps,
            ],
        )?;
        transaction.execute(
            "INSERT OR REPLACE INTO sequences (code, width, g) VALUES (?1, ?2, ?3)",
            params![code, width, blob],
        )?;
        if computed && report.status != CensusStatus::Open && report.certificate.is_some() {
            // After the row: its insert trigger forgets any earlier verdict.
            transaction.execute(
                "INSERT OR REPLACE INTO proofs (code, verdict, reason)
                 VALUES (?1, 'verified', 'proven by the census that computed it')",
                params![code],
            )?;
        }
        transaction.commit()?;
        Ok(())
    }

    /// The codes stored, in census order (a row whose code cannot be read is left out).
    pub fn codes(&self) -> Result<Vec<OctalCode>> {
        let mut statement = self.connection.prepare("SELECT code FROM games")?;
        let mut codes: Vec<OctalCode> = statement
            .query_map([], |row| Ok(cells::text(row, 0, "code")))?
            .filter_map(|code| match code {
                Ok(Ok(Some(text))) => text.parse::<OctalCode>().ok().map(Ok),
                Ok(_) => None,
                Err(e) => Some(Err(e)),
            })
            .collect::<std::result::Result<_, _>>()?;
        codes.sort_by(census_order);
        codes.dedup();
        Ok(codes)
    }

    /// g(0..=heaps_computed) of a stored game.
    pub fn values(&self, code: &str) -> Result<Option<Vec<u32>>> {
        let row: Option<std::result::Result<(u8, Vec<u8>), String>> = self
            .connection
            .query_row(
                "SELECT width, g FROM sequences WHERE code = ?1",
                params![code],
                |row| {
                    let width = match cells::required_natural(row, 0, "sequences.width") {
                        Ok(w @ (2 | 4)) => Ok(w as u8),
                        Ok(w) => Err(format!("column sequences.width holds {w}; it takes 2 or 4")),
                        Err(why) => Err(why),
                    };
                    let blob = match row.get_ref(1)? {
                        ValueRef::Blob(bytes) => Ok(bytes.to_vec()),
                        _ => Err("column sequences.g does not hold a blob".to_string()),
                    };
                    Ok(width.and_then(|w| Ok((w, blob?))))
                },
            )
            .optional()?;
        match row {
            None => Ok(None),
            Some(Ok((width, blob))) => decode(width, &blob).map(Some),
            Some(Err(why)) => Err(CensusError::Content(format!("{code}: {why}"))),
        }
    }

    /// The certificate of a stored game, if its period is proven and its certificate has been
    /// checked ([`Database::check_proofs`]).
    pub fn certificate(&self, code: &str) -> Result<Option<String>> {
        Ok(self
            .connection
            .query_row(
                "SELECT g.certificate FROM games g JOIN proofs p ON p.code = g.code
                 WHERE g.code = ?1 AND p.verdict = 'verified'
                    AND g.status IN ('trivial', 'solved')",
                params![code],
                |row| Ok(cells::text(row, 0, "certificate").ok().flatten()),
            )
            .optional()?
            .flatten())
    }

    /// Groups the stored games by their sequences ([`equivalence::group`], canonical member
    /// first in census order) and writes each game's `equivalent_to`, `shift` and
    /// `equivalence_checked`, in one transaction. Only the games whose rows and values can be
    /// read are grouped, and only a checked proof counts as a period.
    pub fn update_equivalences(&mut self) -> Result<()> {
        let mut games = Vec::new();
        for row in self.listing()?.rows {
            let Ok(code) = row.code.parse::<OctalCode>() else {
                continue;
            };
            let values = match self.values(&row.code) {
                Ok(values) => values.unwrap_or_else(|| vec![0]),
                Err(CensusError::Content(_)) => continue,
                Err(e) => return Err(e),
            };
            games.push((code, values, row.preperiod.zip(row.period)));
        }
        games.sort_by(|a, b| census_order(&a.0, &b.0));
        let known: Vec<Known> = games
            .iter()
            .map(|(_, values, period)| Known {
                values,
                period: *period,
            })
            .collect();
        let grouped = equivalence::group(&known);
        let transaction = self
            .connection
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        transaction.execute(
            "UPDATE games SET equivalent_to = NULL, shift = NULL, equivalence_checked = NULL",
            [],
        )?;
        for ((code, _, _), place) in games.iter().zip(grouped) {
            let Some(e) = place else {
                continue;
            };
            transaction.execute(
                "UPDATE games SET equivalent_to = ?1, shift = ?2, equivalence_checked = ?3
                 WHERE code = ?4",
                params![
                    games[e.canonical].0.to_string(),
                    e.shift,
                    e.compared,
                    code.to_string()
                ],
            )?;
        }
        transaction.commit()?;
        Ok(())
    }

    /// The census table: every game whose row can be read, in census order (see
    /// [`Database::listing`] for the rows that cannot).
    pub fn rows(&self) -> Result<Vec<CensusRow>> {
        Ok(self.listing()?.rows)
    }
}

fn misere_name(status: MisereStatus) -> &'static str {
    match status {
        MisereStatus::Proven => "proven",
        MisereStatus::Holds => "holds",
    }
}

/// Values as little-endian u16 when they all fit, else u32: (width, bytes).
fn encode(values: &[u32]) -> (u8, Vec<u8>) {
    if values.iter().all(|&v| v <= u32::from(u16::MAX)) {
        (
            2,
            values
                .iter()
                .flat_map(|&v| (v as u16).to_le_bytes())
                .collect(),
        )
    } else {
        (4, values.iter().flat_map(|&v| v.to_le_bytes()).collect())
    }
}

fn decode(width: u8, blob: &[u8]) -> Result<Vec<u32>> {
    match width {
        2 if blob.len().is_multiple_of(2) => Ok(blob
            .chunks_exact(2)
            .map(|c| u32::from(u16::from_le_bytes([c[0], c[1]])))
            .collect()),
        4 if blob.len().is_multiple_of(4) => Ok(blob
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()),
        _ => Err(CensusError::Content(format!(
            "a sequence of width {width} has {} bytes",
            blob.len()
        ))),
    }
}

/// The codes of `patterns` that shard `shard` of `shards` takes: every `shards`-th game of
/// the census order, from the `shard`-th (counted from 0).
pub fn shard_codes(
    patterns: &[String],
    shard: usize,
    shards: usize,
) -> grundy::Result<Vec<OctalCode>> {
    Ok(shard_of(&CodePattern::expand_all(patterns)?, shard, shards))
}

/// The codes of `codes` (in census order) that shard `shard` of `shards` takes.
fn shard_of(codes: &[OctalCode], shard: usize, shards: usize) -> Vec<OctalCode> {
    codes
        .iter()
        .enumerate()
        .filter(|(i, _)| i % shards.max(1) == shard)
        .map(|(_, code)| code.clone())
        .collect()
}

/// The census table as CSV: a header, then one line per game (empty fields for `null`; the
/// mask in hexadecimal, as the published tables write it).
pub fn write_csv(out: &mut impl std::io::Write, rows: &[CensusRow]) -> std::io::Result<()> {
    writeln!(
        out,
        "code,status,preperiod,period,largest,largest_at,rare_mask_hex,rare_count,last_rare,\
         heaps_computed,seconds,certificate,equivalent_to,shift,equivalence_checked,\
         misere_order,misere_status,misere_heaps"
    )?;
    let opt = |v: Option<u64>| v.map_or(String::new(), |v| v.to_string());
    for row in rows {
        writeln!(
            out,
            "{},{},{},{},{},{},{},{},{},{},{:.3},{},{},{},{},{},{},{}",
            row.code,
            row.status.name(),
            opt(row.preperiod),
            opt(row.period),
            row.largest,
            row.largest_at,
            row.rare_mask.map_or(String::new(), |m| format!("{m:x}")),
            opt(row.rare_count),
            opt(row.last_rare),
            row.heaps_computed,
            row.seconds,
            if row.certificate { "yes" } else { "" },
            row.equivalent_to.as_deref().unwrap_or(""),
            row.shift.map_or(String::new(), |s| s.to_string()),
            opt(row.equivalence_checked),
            opt(row.misere_order),
            row.misere_status.map_or("", misere_name),
            opt(row.misere_heaps),
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
