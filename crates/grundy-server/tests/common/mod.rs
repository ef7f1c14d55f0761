//! What the server's test files share: a small census database, written as `grundy census`
//! writes it.

use std::path::{Path, PathBuf};

/// The games of the test census: a trivial game (0.77, Kayles) and its relatives, a game
/// equivalent to another on heaps one larger (0.01 ~ 0.1), and Officers (0.6), open at 300
/// heaps.
pub const CENSUS_CODES: [&str; 5] = ["0.01", "0.07", "0.1", "0.6", "0.77"];

/// The heaps of the test census.
pub const CENSUS_TO: u64 = 300;

/// A census database at `dir/census.sqlite`, written as `grundy census 0.01 0.07 0.1 0.6 0.77
/// --to 300 --db FILE` writes it (the same library calls, equivalences included).
pub fn census_database(dir: &Path) -> PathBuf {
    use grundy::report::{CensusGameRequest, answer_census_game};
    use grundy_census::{Asked, Database};
    let path = dir.join("census.sqlite");
    let asked = Asked {
        to: CENSUS_TO,
        sparse_to: CENSUS_TO,
        misere_to: None,
    };
    let mut db = Database::open(&path).expect("a census database");
    for code in CENSUS_CODES {
        let request = CensusGameRequest {
            code: code.into(),
            to: asked.to,
            sparse_to: Some(asked.sparse_to),
            misere_to: None,
        };
        let report = answer_census_game(&request).expect("a census game");
        db.store_computed(&report, &asked).expect("the game stored");
    }
    db.update_equivalences().expect("the equivalences");
    path
}
