use grundy::report::{CensusGameRequest, answer_census_game};

use std::path::Path;

use super::*;

fn asked(to: u64) -> Asked {
    Asked {
        to,
        sparse_to: to,
        misere_to: None,
    }
}

fn answer(code: &str, to: u64) -> CensusGameReport {
    answer_census_game(&CensusGameRequest {
        code: code.into(),
        to,
        sparse_to: None,
        misere_to: None,
    })
    .unwrap()
}

#[test]
fn a_game_is_stored_once_and_read_back_with_its_values() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.sqlite");
    let mut db = Database::open(&path).unwrap();
    let kayles = answer("0.77", 300);
    assert!(!db.is_done("0.77", &asked(300)).unwrap());
    db.store_computed(&kayles, &asked(300)).unwrap();
    db.store_computed(&kayles, &asked(300)).unwrap();
    assert!(db.is_done("0.77", &asked(300)).unwrap());
    // Solved: done whatever is asked later.
    assert!(db.is_done("0.77", &asked(100_000)).unwrap());
    let rows = db.rows().unwrap();
    assert_eq!(rows.len(), 1, "stored twice, one row");
    assert_eq!((rows[0].preperiod, rows[0].period), (Some(71), Some(12)));
    assert!(rows[0].certificate);
    let values = db.values("0.77").unwrap().unwrap();
    assert_eq!(values, kayles.values_u32().unwrap());
    // One row by its code: the table's row; a code not stored has none.
    assert_eq!(db.row("0.77").unwrap().as_ref(), Some(&rows[0]));
    assert_eq!(db.row("0.7").unwrap(), None);
    drop(db);
    // Reopened: the same.
    let db = Database::open(&path).unwrap();
    assert_eq!(db.rows().unwrap().len(), 1);
    assert!(
        db.certificate("0.77")
            .unwrap()
            .unwrap()
            .starts_with("grundy certificate 1")
    );
}

#[test]
fn an_open_game_is_done_only_as_far_as_it_was_computed() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = Database::open(&dir.path().join("c.sqlite")).unwrap();
    db.store_computed(&answer("0.6", 2000), &asked(2000))
        .unwrap();
    assert!(db.is_done("0.6", &asked(2000)).unwrap());
    assert!(!db.is_done("0.6", &asked(4000)).unwrap());
    let with_misere = Asked {
        misere_to: Some(20),
        ..asked(2000)
    };
    assert!(!db.is_done("0.6", &with_misere).unwrap());
}

#[test]
fn equivalences_csv_and_shards() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = Database::open(&dir.path().join("c.sqlite")).unwrap();
    for code in ["0.07", "0.4", "0.137", "0.6"] {
        db.store_computed(&answer(code, 400), &asked(400)).unwrap();
    }
    db.update_equivalences().unwrap();
    let rows = db.rows().unwrap();
    let codes: Vec<&str> = rows.iter().map(|r| r.code.as_str()).collect();
    assert_eq!(codes, ["0.4", "0.6", "0.07", "0.137"]);
    // Dawson's Kayles three ways: 0.4 is canonical; 0.07 plays as 0.4 on heaps one larger.
    assert_eq!(rows[0].equivalent_to, None);
    assert_eq!(
        (rows[2].equivalent_to.as_deref(), rows[2].shift),
        (Some("0.4"), Some(-1))
    );
    assert_eq!(
        (rows[3].equivalent_to.as_deref(), rows[3].shift),
        (Some("0.4"), Some(-2))
    );
    assert_eq!(
        rows[3].equivalence_checked, None,
        "both periodic: every heap"
    );
    let mut csv = Vec::new();
    write_csv(&mut csv, &rows).unwrap();
    let csv = String::from_utf8(csv).unwrap();
    assert_eq!(csv.lines().count(), 5);
    assert!(
        csv.lines()
            .nth(3)
            .unwrap()
            .starts_with("0.07,trivial,53,34,"),
        "{csv}"
    );
    let patterns = vec!["0.??".to_string()];
    let all = CodePattern::expand_all(&patterns).unwrap();
    let mut sharded: Vec<OctalCode> = (0..3)
        .flat_map(|k| shard_codes(&patterns, k, 3).unwrap())
        .collect();
    sharded.sort_by(census_order);
    assert_eq!(sharded, all, "three shards take every game once");
}

#[test]
fn a_database_of_another_schema_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.sqlite");
    drop(Database::open(&path).unwrap());
    let connection = rusqlite::Connection::open(&path).unwrap();
    connection
        .execute("UPDATE meta SET value = '99' WHERE key = 'schema'", [])
        .unwrap();
    drop(connection);
    let error = Database::open(&path).err().unwrap();
    assert!(error.to_string().contains("schema version 99"), "{error}");
    let connection = rusqlite::Connection::open(&path).unwrap();
    connection
        .execute("UPDATE meta SET value = x'01' WHERE key = 'schema'", [])
        .unwrap();
    drop(connection);
    let error = Database::open(&path).err().unwrap();
    assert!(
        error
            .to_string()
            .contains("a schema version that column meta.value holds a blob of 1 bytes"),
        "{error}"
    );
}

#[test]
fn the_published_tables_are_read() {
    // The published tables are in the repository (data/published-census), so a fresh clone
    // runs this test with nothing beside it.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/published-census");
    let published = published::Published::read(&dir).unwrap();
    assert_eq!(published.solved.len(), 10);
    assert_eq!(published.trivial.len(), 82);
    assert_eq!(published.open.len(), 82, "83 rows, less Grundy's game");
    let kayles = published
        .trivial
        .iter()
        .find(|g| g.code.to_string() == "0.77")
        .unwrap();
    assert_eq!((kayles.preperiod, kayles.period), (71, 12));
    assert_eq!(kayles.values.len(), 83);
    assert!(
        published
            .lookup
            .iter()
            .any(|(a, b)| (a.to_string().as_str(), b.to_string().as_str()) == ("0.07", "0.4"))
    );
}

/// Changes the database at `path` as another program would: `sql` run on its own connection.
fn tamper(path: &Path, sql: &str, values: impl rusqlite::Params) {
    let connection = rusqlite::Connection::open(path).unwrap();
    connection.execute(sql, values).unwrap();
}

/// A census of 0.45 (solved: preperiod 498, period 20), Kayles (trivial) and 0.6 (open), as
/// `grundy census` writes it.
fn small_census(path: &Path) -> Database {
    let mut db = Database::open(path).unwrap();
    for code in ["0.45", "0.77", "0.6"] {
        db.store_computed(&answer(code, 2000), &asked(2000))
            .unwrap();
    }
    db.update_equivalences().unwrap();
    db
}

fn status_of(db: &Database, code: &str) -> (CensusStatus, bool) {
    let row = db.row(code).unwrap().unwrap();
    (row.status, row.certificate)
}

#[test]
fn a_solved_row_with_a_false_certificate_is_not_proven_and_is_computed_again() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.sqlite");
    let db = small_census(&path);
    assert_eq!(status_of(&db, "0.45"), (CensusStatus::Solved, true));
    let true_certificate = db.certificate("0.45").unwrap().unwrap();
    // One value of the certificate changed (g(2) = 1 → 7): listed as open, not served.
    let forged = true_certificate.replacen("\nvalues\n0 0 1 ", "\nvalues\n0 0 7 ", 1);
    assert_ne!(forged, true_certificate);
    tamper(
        &path,
        "UPDATE games SET certificate = ?1 WHERE code = '0.45'",
        [&forged],
    );
    assert_eq!(status_of(&db, "0.45"), (CensusStatus::Open, false));
    assert_eq!(db.certificate("0.45").unwrap(), None);
    let listing = db.listing().unwrap();
    assert_eq!(listing.problems.len(), 1, "{listing:?}");
    assert!(
        listing.problems[0].problem.contains("not checked yet"),
        "{listing:?}"
    );
    assert!(!db.is_done("0.45", &asked(2000)).unwrap());
    // Checked: refuted, remembered, and still open.
    let mut db = db;
    assert_eq!(db.check_proofs(&[]).unwrap(), 1);
    assert_eq!(db.check_proofs(&[]).unwrap(), 0, "checked once");
    let problem = &db.listing().unwrap().problems[0];
    assert_eq!(problem.code, "0.45");
    assert!(
        problem
            .problem
            .contains("does not hold (g(2) is 1 by the rules, not 7"),
        "{problem:?}"
    );
    assert!(!db.is_done("0.45", &asked(2000)).unwrap(), "computed again");
    // An open game set to solved, with a certificate of values that are not its own.
    let zeros = grundy::certificate::Certificate::new(
        grundy::certificate::CertifiedGame::Octal("0.6".parse().unwrap()),
        0,
        1,
        &[0; 100],
    )
    .unwrap()
    .to_text();
    tamper(
        &path,
        "UPDATE games SET status = 'solved', preperiod = 0, period = 1, certificate = ?1
         WHERE code = '0.6'",
        [&zeros],
    );
    // Even with a verdict written beside it before the change (the trigger forgets it).
    assert_eq!(db.check_proofs(&[]).unwrap(), 1);
    assert_eq!(status_of(&db, "0.6"), (CensusStatus::Open, false));
    // Resumed: both games computed again and proven (0.45) or open (0.6) as before.
    for code in db
        .pending(&["0.45".parse().unwrap(), "0.6".parse().unwrap()], |_| {
            asked(2000)
        })
        .unwrap()
    {
        db.store_computed(&answer(&code.to_string(), 2000), &asked(2000))
            .unwrap();
    }
    assert_eq!(status_of(&db, "0.45"), (CensusStatus::Solved, true));
    assert_eq!(db.certificate("0.45").unwrap(), Some(true_certificate));
    assert!(db.listing().unwrap().problems.is_empty());
}

#[test]
fn a_verdict_written_by_hand_is_forgotten_when_the_claim_changes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.sqlite");
    let db = small_census(&path);
    tamper(
        &path,
        "UPDATE games SET period = 24 WHERE code = '0.77'",
        [],
    );
    tamper(
        &path,
        "INSERT OR REPLACE INTO proofs (code, verdict, reason) VALUES ('0.77', 'verified', 'me')",
        [],
    );
    // A verdict for this claim, written by hand, is believed (the table is the memory of the
    // checks): the claim's change forgot the earlier one, a later write is not detected.
    assert_eq!(status_of(&db, "0.77"), (CensusStatus::Trivial, true));
    tamper(
        &path,
        "UPDATE games SET preperiod = 72 WHERE code = '0.77'",
        [],
    );
    assert_eq!(status_of(&db, "0.77"), (CensusStatus::Open, false));
    let mut db = db;
    db.check_proofs(&[]).unwrap();
    let problem = &db.listing().unwrap().problems[0];
    assert!(
        problem
            .problem
            .contains("claims preperiod 71 and period 12; the row says 72 and 24"),
        "{problem:?}"
    );
}

#[test]
fn text_and_negative_values_are_reported_and_the_rest_is_listed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.sqlite");
    let mut db = small_census(&path);
    tamper(
        &path,
        "UPDATE games SET largest = 'many' WHERE code = '0.6'",
        [],
    );
    tamper(
        &path,
        "UPDATE games SET heaps_computed = -5 WHERE code = '0.45'",
        [],
    );
    tamper(
        &path,
        "INSERT INTO games (code, status, largest, largest_at, asked_to, asked_sparse_to,
            heaps_computed, seconds) VALUES ('0.3\u{1b}[2J', 'open', 1, 1, 1, 1, 1, 0.5)",
        [],
    );
    tamper(
        &path,
        "UPDATE games SET seconds = x'00' WHERE code = '0.77'",
        [],
    );
    let listing = db.listing().unwrap();
    assert!(listing.rows.is_empty(), "{listing:?}");
    let problems: Vec<(&str, &str)> = listing
        .problems
        .iter()
        .map(|p| (p.code.as_str(), p.problem.as_str()))
        .collect();
    assert_eq!(
        problems,
        [
            (
                "0.6",
                "column largest holds text 'many'; it takes an integer >= 0: not listed; a \
                 census run over it computes it again"
            ),
            (
                "0.45",
                "column heaps_computed holds -5; it takes an integer >= 0: not listed; a census \
                 run over it computes it again"
            ),
            (
                "0.77",
                "column seconds holds a blob of 1 bytes; it takes a number >= 0: not listed; a \
                 census run over it computes it again"
            ),
            (
                "0.3\\u{1b}[2J",
                "column code does not hold an octal code as grundy writes it: not listed; a \
                 census run over it computes it again"
            ),
        ]
    );
    // The equivalences and the proofs skip them; a census run computes them again.
    db.update_equivalences().unwrap();
    db.check_proofs(&[]).unwrap();
    assert!(!db.is_done("0.6", &asked(2000)).unwrap());
    assert!(!db.is_done("0.45", &asked(2000)).unwrap());
    assert_eq!(
        db.codes().unwrap().len(),
        3,
        "the code that cannot be read is left out"
    );
    for code in ["0.45", "0.77", "0.6"] {
        db.store_computed(&answer(code, 2000), &asked(2000))
            .unwrap();
    }
    assert_eq!(db.listing().unwrap().rows.len(), 3);
    assert_eq!(
        db.listing().unwrap().problems.len(),
        1,
        "the row that is no code stays"
    );
}

#[test]
fn an_answer_stored_from_elsewhere_is_proven_once_checked() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = Database::open(&dir.path().join("c.sqlite")).unwrap();
    db.store(&answer("0.77", 300), &asked(300)).unwrap();
    assert_eq!(status_of(&db, "0.77"), (CensusStatus::Open, false));
    assert_eq!(db.unchecked_proofs().unwrap(), 1);
    assert_eq!(db.check_proofs(&[]).unwrap(), 1);
    assert_eq!(db.unchecked_proofs().unwrap(), 0);
    assert_eq!(status_of(&db, "0.77"), (CensusStatus::Trivial, true));
}

#[test]
fn a_version_1_database_is_updated_and_its_proofs_checked() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.sqlite");
    drop(small_census(&path));
    let connection = rusqlite::Connection::open(&path).unwrap();
    connection
        .execute_batch(
            "DROP TRIGGER games_claim_stored; DROP TRIGGER games_claim_changed;
             DROP TRIGGER games_claim_removed; DROP TABLE proofs;
             UPDATE meta SET value = '1' WHERE key = 'schema';",
        )
        .unwrap();
    drop(connection);
    let mut db = Database::open(&path).unwrap();
    assert_eq!(status_of(&db, "0.45"), (CensusStatus::Open, false));
    assert_eq!(db.check_proofs(&[]).unwrap(), 2);
    assert_eq!(status_of(&db, "0.45"), (CensusStatus::Solved, true));
    assert_eq!(status_of(&db, "0.77"), (CensusStatus::Trivial, true));
}

#[test]
fn a_locked_database_is_refused_after_the_wait() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.sqlite");
    drop(small_census(&path));
    let holder = rusqlite::Connection::open(&path).unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let started = std::time::Instant::now();
    let wait = Duration::from_millis(300);
    let error = Database::open_waiting(&path, wait)
        .and_then(|mut db| db.store_computed(&answer("0.1", 100), &asked(100)))
        .err()
        .unwrap();
    assert!(error.is_locked(), "{error}");
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn an_unchecked_claim_waits_for_a_census_run_over_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.sqlite");
    let mut db = small_census(&path);
    // As a certificate beyond plain mex's limits is left by a listing.
    tamper(
        &path,
        "INSERT OR REPLACE INTO proofs (code, verdict, reason)
         VALUES ('0.45', 'unchecked', 'too many values')",
        [],
    );
    assert_eq!(status_of(&db, "0.45"), (CensusStatus::Open, false));
    let problem = &db.listing().unwrap().problems[0];
    assert!(
        problem.problem.contains("not checked (too many values)"),
        "{problem:?}"
    );
    assert_eq!(db.check_proofs(&[]).unwrap(), 0, "a listing leaves it");
    assert_eq!(db.check_proofs(&["0.45".parse().unwrap()]).unwrap(), 1);
    assert_eq!(status_of(&db, "0.45"), (CensusStatus::Solved, true));
}

#[test]
fn a_database_without_a_column_or_a_trigger_is_refused_or_repaired() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c.sqlite");
    drop(small_census(&path));
    // A trigger dropped, a claim changed meanwhile, a verdict left: every verdict is forgotten.
    tamper(&path, "DROP TRIGGER games_claim_changed", []);
    tamper(
        &path,
        "UPDATE games SET period = 24 WHERE code = '0.77'",
        [],
    );
    let mut db = Database::open(&path).unwrap();
    assert_eq!(status_of(&db, "0.77"), (CensusStatus::Open, false));
    db.check_proofs(&[]).unwrap();
    assert_eq!(status_of(&db, "0.77"), (CensusStatus::Open, false));
    assert_eq!(status_of(&db, "0.45"), (CensusStatus::Solved, true));
    drop(db);
    tamper(&path, "ALTER TABLE games DROP COLUMN largest_at", []);
    let error = Database::open(&path).err().unwrap();
    assert!(
        error
            .to_string()
            .contains("a table games without the column largest_at"),
        "{error}"
    );
}
