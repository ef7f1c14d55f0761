//! The census database's schema: its tables, the triggers that forget a verdict when the
//! claim it judged changes, and opening a file as a census database (its version read first,
//! version 1 brought to version 2, a table or column missing refused, a lock waited for only
//! so long).

use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, OptionalExtension, params};

use crate::{CensusError, DEFAULT_LOCK_WAIT, Database, Result, SCHEMA, cells};

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
AFTER UPDATE OF code, status, preperiod, period, largest, largest_at, certificate ON games
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
}
