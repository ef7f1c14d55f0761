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
//! The database is input, as any file is: every cell is read by its type and range
//! ([`cells`]), and a row that claims a proven period is listed as proven only once its
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
mod proof;
pub mod published;

use std::fmt;
use std::path::Path;
use std::time::Duration;

use grundy::census::equivalence::{self, Known};
use grundy::census::{CodePattern, census_order};
use grundy::games::octal::OctalCode;
use grundy::report::{
    CensusGameReport, CensusGameRequest, CensusProblem, CensusReport, CensusRow, CensusStatus,
    MisereStatus,
};
use rusqlite::types::ValueRef;
use rusqlite::{Connection, ErrorCode, OptionalExtension, TransactionBehavior, params};

use proof::Recheck;

/// The database's schema version (in `meta`). Version 1 (without the `proofs` table) is
/// brought to version 2 when opened; a database of another version is refused.
pub const SCHEMA: u32 = 2;

/// How long [`Database::open`] waits for a lock another process holds (a shard storing a
/// game holds it for a moment) before it gives up with [`CensusError::is_locked`].
pub const DEFAULT_LOCK_WAIT: Duration = Duration::from_secs(10);

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
CREATE TABLE IF NOT EXISTS proofs (
    code TEXT PRIMARY KEY,
    verdict TEXT NOT NULL CHECK (verdict IN ('verified', 'refuted', 'unchecked')),
    reason TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS games_claim_stored AFTER INSERT ON games
BEGIN
    DELETE FROM proofs WHERE code = NEW.code;
END;
CREATE TRIGGER IF NOT EXISTS games_claim_changed
AFTER UPDATE OF code, status, preperiod, period, certificate ON games
BEGIN
    DELETE FROM proofs WHERE code = OLD.code OR code = NEW.code;
END;
CREATE TRIGGER IF NOT EXISTS games_claim_removed AFTER DELETE ON games
BEGIN
    DELETE FROM proofs WHERE code = OLD.code;
END;
";

/// The columns every statement reads, by table: a database without one of them is refused
/// when opened, with the column named.
const COLUMNS: [(&str, &[&str]); 3] = [
    (
        "games",
        &[
            "code",
            "status",
            "preperiod",
            "period",
            "largest",
            "largest_at",
            "rare_mask",
            "rare_count",
            "last_rare",
            "asked_to",
            "asked_sparse_to",
            "heaps_computed",
            "seconds",
            "certificate",
            "equivalent_to",
            "shift",
            "equivalence_checked",
            "misere_order",
            "misere_status",
            "misere_heaps",
        ],
    ),
    ("sequences", &["code", "width", "g"]),
    ("proofs", &["code", "verdict", "reason"]),
];

/// The columns of a row of the listing, in the order [`Database::select`] reads them.
const ROW_COLUMNS: &str = "g.code, g.status, g.preperiod, g.period, g.largest, g.largest_at,
    g.rare_mask, g.rare_count, g.last_rare, g.heaps_computed, g.seconds,
    g.certificate IS NOT NULL, g.equivalent_to, g.shift, g.equivalence_checked, g.misere_order,
    g.misere_status, g.misere_heaps, p.verdict, p.reason";

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

impl CensusError {
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
    /// Opens (or creates) the database at `path`, in WAL mode, waiting at most
    /// [`DEFAULT_LOCK_WAIT`] for a lock another process holds.
    pub fn open(path: &Path) -> Result<Database> {
        Database::open_waiting(path, DEFAULT_LOCK_WAIT)
    }

    /// Opens (or creates) the database at `path`, in WAL mode; every statement waits at most
    /// `lock_wait` for a lock another process holds, then fails with
    /// [`CensusError::is_locked`]. A database of schema version 1 is brought to version 2
    /// (the `proofs` table: its games are listed as proven once their certificates are
    /// checked).
    pub fn open_waiting(path: &Path, lock_wait: Duration) -> Result<Database> {
        let connection = Connection::open(path)?;
        connection.busy_timeout(lock_wait)?;
        // WAL: a reader never blocks the writer, and a killed writer leaves the last committed
        // transaction in force. NORMAL sync is durable against a crash of the process (the
        // census's case); FULL would also survive a power cut.
        connection.pragma_update(None, "journal_mode", "WAL")?;
        connection.pragma_update(None, "synchronous", "NORMAL")?;
        let refused = |what: String| {
            CensusError::Content(format!(
                "'{}' has {what}; this grundy reads version {SCHEMA} (or 1, which it updates)",
                path.display()
            ))
        };
        // The version is read before anything is created: a database of a later version is
        // left exactly as it is.
        let has_meta: bool = connection.query_row(
            "SELECT count(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = 'meta'",
            [],
            |row| row.get(0),
        )?;
        let version = if has_meta {
            let value = connection
                .query_row("SELECT value FROM meta WHERE key = 'schema'", [], |row| {
                    Ok(cells::text(row, 0, "meta.value"))
                })
                .optional()?;
            match value {
                None => None,
                Some(Ok(Some(v))) if v == "1" || v == SCHEMA.to_string() => Some(v.clone()),
                Some(Ok(Some(v))) => {
                    return Err(refused(format!(
                        "schema version {}",
                        grundy::error::quote_up_to(&v, 40)
                    )));
                }
                Some(Ok(None)) => return Err(refused("no schema version (null)".into())),
                Some(Err(why)) => return Err(refused(format!("a schema version that {why}"))),
            }
        } else {
            None
        };
        let triggers: u32 = connection.query_row(
            "SELECT count(*) FROM sqlite_master WHERE type = 'trigger'
                AND name IN ('games_claim_stored', 'games_claim_changed', 'games_claim_removed')",
            [],
            |row| row.get(0),
        )?;
        let current = version.as_deref() == Some(&SCHEMA.to_string());
        if !current || triggers != 3 {
            let transaction = connection.unchecked_transaction()?;
            transaction.execute_batch(CREATE)?;
            if current {
                // A trigger was dropped: a claim may have changed without its verdict being
                // forgotten, so every verdict is.
                transaction.execute("DELETE FROM proofs", [])?;
            }
            transaction.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', ?1)",
                params![SCHEMA.to_string()],
            )?;
            transaction.commit()?;
        }
        for (table, columns) in COLUMNS {
            let mut statement = connection.prepare(&format!("PRAGMA table_info({table})"))?;
            let present: Vec<String> = statement
                .query_map([], |row| row.get::<_, String>(1))?
                .collect::<std::result::Result<_, _>>()?;
            if let Some(missing) = columns.iter().find(|c| !present.iter().any(|p| p == *c)) {
                return Err(refused(format!(
                    "a table {table} without the column {missing}, so not a census database of \
                     schema version {SCHEMA}"
                )));
            }
        }
        Ok(Database { connection })
    }

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

    /// Checks the certificate of every row that claims a proven period and has no verdict
    /// yet, and remembers each verdict (one transaction each, so a check that is stopped keeps
    /// those it finished). A certificate beyond plain mex's limits is re-proven by computing
    /// the game again when its code is in `recompute` (a census run over it), and is left
    /// unchecked otherwise. Returns how many rows were checked. An error when the check was
    /// stopped ([`CensusError::is_interrupted`]) or the database failed.
    pub fn check_proofs(&mut self, recompute: &[OctalCode]) -> Result<usize> {
        let recompute: std::collections::HashSet<String> =
            recompute.iter().map(ToString::to_string).collect();
        let mut statement = self.connection.prepare(
            "SELECT g.code, p.verdict FROM games g LEFT JOIN proofs p ON p.code = g.code
             WHERE g.status IN ('trivial', 'solved') AND g.certificate IS NOT NULL
                AND (p.code IS NULL OR p.verdict = 'unchecked')",
        )?;
        let claims: Vec<(String, bool)> = statement
            .query_map([], |row| {
                Ok((
                    cells::text(row, 0, "code"),
                    cells::text(row, 1, "proofs.verdict"),
                ))
            })?
            .filter_map(|row| match row {
                Ok((Ok(Some(code)), Ok(verdict))) => Some(Ok((code, verdict.is_some()))),
                Ok(_) => None, // not a code: the listing reports the row
                Err(e) => Some(Err(e)),
            })
            .collect::<std::result::Result<_, _>>()?;
        drop(statement);
        let mut checked = 0;
        for (code, unchecked_before) in claims {
            let recheck = if recompute.contains(&code) {
                Recheck::Recompute
            } else if unchecked_before {
                continue;
            } else {
                Recheck::Plain
            };
            if self.check_proof(&code, recheck)? {
                checked += 1;
            }
        }
        Ok(checked)
    }

    /// Checks the claim of the row of `code` and remembers the verdict, unless the row cannot
    /// be read (the listing reports it) or changed meanwhile. Whether a verdict was written.
    fn check_proof(&mut self, code: &str, recheck: Recheck) -> Result<bool> {
        type Claim = (String, Option<u64>, Option<u64>, String);
        let claim: Option<std::result::Result<Claim, String>> = self
            .connection
            .query_row(
                "SELECT status, preperiod, period, certificate FROM games WHERE code = ?1",
                params![code],
                |row| {
                    Ok((|| {
                        Ok((
                            cells::required_text(row, 0, "status")?,
                            cells::natural(row, 1, "preperiod")?,
                            cells::positive(row, 2, "period")?,
                            cells::required_text(row, 3, "certificate")?,
                        ))
                    })())
                },
            )
            .optional()?;
        let Some(claim) = claim else {
            return Ok(false);
        };
        let game = code
            .parse::<OctalCode>()
            .ok()
            .filter(|game| game.to_string() == code);
        let (Ok((status, preperiod, period, text)), Some(game)) = (claim, game) else {
            return Ok(false); // the listing says why the row cannot be read
        };
        let memo = proof::check(&game, preperiod, period, &text, recheck)?;
        let (verdict, reason) = memo.columns();
        // Written only if the row still claims what was checked (a census may have stored the
        // game again meanwhile).
        self.connection.execute(
            "INSERT OR REPLACE INTO proofs (code, verdict, reason)
             SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM games WHERE code = ?1
                AND status = ?4 AND preperiod IS ?5 AND period IS ?6 AND certificate = ?7)",
            params![code, verdict, reason, status, preperiod, period, text],
        )?;
        Ok(true)
    }

    /// How many rows claim a proven period whose certificate has not been checked
    /// ([`Database::check_proofs`] checks them).
    pub fn unchecked_proofs(&self) -> Result<u64> {
        Ok(self.connection.query_row(
            "SELECT count(*) FROM games g WHERE g.status IN ('trivial', 'solved')
                AND g.certificate IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM proofs p WHERE p.code = g.code)",
            [],
            |row| row.get(0),
        )?)
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
    fn select(&self, filter: &str, values: &[&dyn rusqlite::ToSql]) -> Result<Vec<Entry>> {
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
