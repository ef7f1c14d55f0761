//! The octal census's database: a SQLite file with one row per game (`games`) and its values
//! (`sequences`), written one game per transaction, in WAL mode, so that a census killed at any
//! moment keeps every game it finished and loses none, and a rerun of the same command
//! computes only the games left. The `grundy census` command and the Python package's
//! `grundy.census` (whose Dask workers compute the games and whose caller stores them) both
//! write through this crate, so their databases have one schema.
//!
//! The computation is the library's ([`grundy::report::answer_census_game`]); this crate only
//! stores answers, groups equivalent games ([`grundy::census::equivalence`]) over what is
//! stored, and reads the table back ([`Database::rows`], [`write_csv`]), and compares it with
//! published tables ([`published`]).
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
//!         db.store(&answer_census_game(&request)?, &asked)?;
//!     }
//! }
//! db.update_equivalences()?;
//! let rows = db.rows()?;
//! assert_eq!(rows[1].code, "0.01");
//! assert_eq!(rows[1].equivalent_to.as_deref(), Some("0.1")); // 0.1 on heaps one larger
//! # Ok::<(), grundy_census::CensusError>(())
//! ```

pub mod published;

use std::fmt;
use std::path::Path;
use std::time::Duration;

use grundy::census::equivalence::{self, Known};
use grundy::census::{CodePattern, census_order};
use grundy::games::octal::OctalCode;
use grundy::report::{CensusGameReport, CensusGameRequest, CensusRow, CensusStatus, MisereStatus};
use rusqlite::{Connection, OptionalExtension, params};

/// The database's schema version (in `meta`); a database of another version is refused.
pub const SCHEMA: u32 = 1;

/// How long a writer waits for another process's transaction (shards sharing one file).
const BUSY_TIMEOUT: Duration = Duration::from_secs(120);

const CREATE: &str = "
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    code TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('trivial', 'solved', 'open')),
    preperiod INTEGER,
    period INTEGER,
    largest INTEGER NOT NULL,
    largest_at INTEGER NOT NULL,
    rare_mask INTEGER,
    rare_count INTEGER,
    last_rare INTEGER,
    asked_to INTEGER NOT NULL,
    asked_sparse_to INTEGER NOT NULL,
    heaps_computed INTEGER NOT NULL,
    seconds REAL NOT NULL,
    certificate TEXT,
    equivalent_to TEXT,
    shift INTEGER,
    equivalence_checked INTEGER,
    misere_order INTEGER,
    misere_status TEXT CHECK (misere_status IN ('proven', 'holds')),
    misere_heaps INTEGER
);
CREATE TABLE IF NOT EXISTS sequences (
    code TEXT PRIMARY KEY REFERENCES games(code),
    width INTEGER NOT NULL CHECK (width IN (2, 4)),
    g BLOB NOT NULL
);
";

/// Why a census database could not be used.
#[derive(Debug)]
pub enum CensusError {
    /// SQLite's error (the file is not a database, the disk is full, …).
    Sqlite(rusqlite::Error),
    /// The library refused something (a code, a limit, an interruption).
    Game(grundy::Error),
    /// The database holds something this version does not read.
    Content(String),
}

impl fmt::Display for CensusError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CensusError::Sqlite(error) => write!(f, "census database: {error}"),
            CensusError::Game(error) => write!(f, "{error}"),
            CensusError::Content(message) => write!(f, "census database: {message}"),
        }
    }
}

impl std::error::Error for CensusError {}

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
    /// Opens (or creates) the database at `path`, in WAL mode.
    pub fn open(path: &Path) -> Result<Database> {
        let connection = Connection::open(path)?;
        connection.busy_timeout(BUSY_TIMEOUT)?;
        // WAL: a reader never blocks the writer, and a killed writer leaves the last committed
        // transaction in force. NORMAL sync is durable against a crash of the process (the
        // census's case); FULL would also survive a power cut.
        connection.pragma_update(None, "journal_mode", "WAL")?;
        connection.pragma_update(None, "synchronous", "NORMAL")?;
        connection.execute_batch(CREATE)?;
        let version: Option<String> = connection
            .query_row("SELECT value FROM meta WHERE key = 'schema'", [], |row| {
                row.get(0)
            })
            .optional()?;
        match version {
            None => {
                connection.execute(
                    "INSERT OR IGNORE INTO meta (key, value) VALUES ('schema', ?1)",
                    params![SCHEMA.to_string()],
                )?;
            }
            Some(v) if v == SCHEMA.to_string() => {}
            Some(v) => {
                return Err(CensusError::Content(format!(
                    "'{}' has schema version {v}; this grundy reads version {SCHEMA}",
                    path.display()
                )));
            }
        }
        Ok(Database { connection })
    }

    /// Whether `code` is stored as far as `asked` needs: solved (or trivial), or open and
    /// computed with at least these heaps, with its misère quotient if asked for.
    pub fn is_done(&self, code: &str, asked: &Asked) -> Result<bool> {
        let row: Option<(String, u64, u64, Option<u64>)> = self
            .connection
            .query_row(
                "SELECT status, asked_to, asked_sparse_to, misere_heaps FROM games WHERE code = ?1",
                params![code],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)),
            )
            .optional()?;
        let Some((status, to, sparse_to, misere)) = row else {
            return Ok(false);
        };
        let heaps = status != "open" || (to >= asked.to && sparse_to >= asked.sparse_to);
        Ok(heaps && (asked.misere_to.is_none() || misere.is_some()))
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
    pub fn store(&mut self, report: &CensusGameReport, asked: &Asked) -> Result<()> {
        let code: OctalCode = report.code.parse()?;
        let code = code.to_string();
        let values = report.values_u32().ok_or_else(|| {
            CensusError::Content(format!("{code}: a value does not fit in 32 bits"))
        })?;
        let (width, blob) = encode(&values);
        let transaction = self.connection.transaction()?;
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
        transaction.commit()?;
        Ok(())
    }

    /// The codes stored, in census order.
    pub fn codes(&self) -> Result<Vec<OctalCode>> {
        let mut statement = self.connection.prepare("SELECT code FROM games")?;
        let mut codes = statement
            .query_map([], |row| row.get::<_, String>(0))?
            .map(|code| Ok(code?.parse::<OctalCode>()?))
            .collect::<Result<Vec<_>>>()?;
        codes.sort_by(census_order);
        Ok(codes)
    }

    /// g(0..=heaps_computed) of a stored game.
    pub fn values(&self, code: &str) -> Result<Option<Vec<u32>>> {
        let row: Option<(u8, Vec<u8>)> = self
            .connection
            .query_row(
                "SELECT width, g FROM sequences WHERE code = ?1",
                params![code],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?;
        row.map(|(width, blob)| decode(width, &blob)).transpose()
    }

    /// The certificate of a stored game, if its period is proven.
    pub fn certificate(&self, code: &str) -> Result<Option<String>> {
        Ok(self
            .connection
            .query_row(
                "SELECT certificate FROM games WHERE code = ?1",
                params![code],
                |row| row.get(0),
            )
            .optional()?
            .flatten())
    }

    /// Groups the stored games by their sequences ([`equivalence::group`], canonical member
    /// first in census order) and writes each game's `equivalent_to`, `shift` and
    /// `equivalence_checked`, in one transaction.
    pub fn update_equivalences(&mut self) -> Result<()> {
        let codes = self.codes()?;
        let mut sequences = Vec::with_capacity(codes.len());
        for code in &codes {
            let text = code.to_string();
            let period: Option<(u64, u64)> = self.connection.query_row(
                "SELECT preperiod, period FROM games WHERE code = ?1",
                params![text],
                |row| {
                    let (p, q): (Option<u64>, Option<u64>) = (row.get(0)?, row.get(1)?);
                    Ok(p.zip(q))
                },
            )?;
            let values = self.values(&text)?.unwrap_or_else(|| vec![0]);
            sequences.push((values, period));
        }
        let known: Vec<Known> = sequences
            .iter()
            .map(|(values, period)| Known {
                values,
                period: *period,
            })
            .collect();
        let grouped = equivalence::group(&known);
        let transaction = self.connection.transaction()?;
        for (code, place) in codes.iter().zip(grouped) {
            let (to, shift, checked) = match place {
                Some(e) => (
                    Some(codes[e.canonical].to_string()),
                    Some(e.shift),
                    e.compared,
                ),
                None => (None, None, None),
            };
            transaction.execute(
                "UPDATE games SET equivalent_to = ?1, shift = ?2, equivalence_checked = ?3
                 WHERE code = ?4",
                params![to, shift, checked, code.to_string()],
            )?;
        }
        transaction.commit()?;
        Ok(())
    }

    /// The census table: every stored game, in census order.
    pub fn rows(&self) -> Result<Vec<CensusRow>> {
        let mut out = self.select("", params![])?;
        let key = |row: &CensusRow| row.code.parse::<OctalCode>().ok();
        out.sort_by(|a, b| match (key(a), key(b)) {
            (Some(x), Some(y)) => census_order(&x, &y),
            _ => a.code.cmp(&b.code),
        });
        Ok(out)
    }

    /// The row of one stored game (`code` as grundy writes it, `"0.77"`), if it is stored.
    pub fn row(&self, code: &str) -> Result<Option<CensusRow>> {
        Ok(self
            .select("WHERE code = ?1", params![code])?
            .into_iter()
            .next())
    }

    /// The rows of the games `filter` (a `WHERE` clause, or nothing) selects, in no order.
    fn select(&self, filter: &str, values: &[&dyn rusqlite::ToSql]) -> Result<Vec<CensusRow>> {
        let mut statement = self.connection.prepare(&format!(
            "SELECT code, status, preperiod, period, largest, largest_at, rare_mask, rare_count,
                last_rare, heaps_computed, seconds, certificate IS NOT NULL, equivalent_to,
                shift, equivalence_checked, misere_order, misere_status, misere_heaps
             FROM games {filter}"
        ))?;
        let rows = statement.query_map(values, |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, Option<String>>(16)?,
                CensusRow {
                    code: String::new(),
                    status: CensusStatus::Open,
                    preperiod: row.get(2)?,
                    period: row.get(3)?,
                    largest: row.get(4)?,
                    largest_at: row.get(5)?,
                    rare_mask: row.get(6)?,
                    rare_count: row.get(7)?,
                    last_rare: row.get(8)?,
                    heaps_computed: row.get(9)?,
                    seconds: row.get(10)?,
                    certificate: row.get(11)?,
                    equivalent_to: row.get(12)?,
                    shift: row.get(13)?,
                    equivalence_checked: row.get(14)?,
                    misere_order: row.get(15)?,
                    misere_status: None,
                    misere_heaps: row.get(17)?,
                },
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (code, status, misere, mut row) = row?;
            row.status = match status.as_str() {
                "trivial" => CensusStatus::Trivial,
                "solved" => CensusStatus::Solved,
                "open" => CensusStatus::Open,
                other => {
                    return Err(CensusError::Content(format!(
                        "{code}: unknown status '{other}'"
                    )));
                }
            };
            row.misere_status = match misere.as_deref() {
                None => None,
                Some("proven") => Some(MisereStatus::Proven),
                Some("holds") => Some(MisereStatus::Holds),
                Some(other) => {
                    return Err(CensusError::Content(format!(
                        "{code}: unknown misère status '{other}'"
                    )));
                }
            };
            row.code = code;
            out.push(row);
        }
        Ok(out)
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
    let codes = CodePattern::expand_all(patterns)?;
    Ok(codes
        .into_iter()
        .enumerate()
        .filter(|(i, _)| i % shards.max(1) == shard)
        .map(|(_, code)| code)
        .collect())
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
