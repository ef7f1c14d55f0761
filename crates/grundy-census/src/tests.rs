use grundy::report::{CensusGameRequest, answer_census_game};

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
    db.store(&kayles, &asked(300)).unwrap();
    db.store(&kayles, &asked(300)).unwrap();
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
    db.store(&answer("0.6", 2000), &asked(2000)).unwrap();
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
        db.store(&answer(code, 400), &asked(400)).unwrap();
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
