//! One census run, shared by every front end: `grundy census`, Python's `grundy.census` and
//! the server's census route all reach the census through this module, so the code patterns,
//! the shard, what is asked of each game, the games left to compute, how they are computed
//! and stored, and the table shown are decided in one place.
//!
//! A [`Run`] is built from what a user gave ([`RunRequest`]: the patterns as typed, the
//! heaps, the shard as `K/M`, the database and how long to wait for its lock), refusing bad
//! input with the library's errors before the database is touched. It then computes the games
//! left on a thread pool ([`Run::compute`], with a progress callback, stopped by the stop in
//! force on the calling thread), or hands them out as requests for other machines to answer
//! ([`Run::pending`], [`store_answer`], [`Run::finish`]); and it lists the table of the games
//! of its patterns ([`Run::listing`]).
//!
//! A reader that only shows a census (the server) opens it as a [`CensusFile`], which never
//! creates a database, and asks it for the table or one game's certificate
//! ([`CertificateRequest`], answered by a [`CertificateAnswer`]).

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::mpsc;
use std::time::Duration;

use grundy::census::CodePattern;
use grundy::error::quote;
use grundy::games::octal::{OCTAL_SEQUENCE_LIMIT, OctalCode};
use grundy::interrupt::{self, with_stop};
use grundy::report::{
    CensusGameReport, CensusGameRequest, CensusReport, CensusStatus, answer_census_game,
};
use grundy::text::Msg;
use grundy::{Error, Natural};
use rayon::prelude::*;

use crate::published::{self, CompareReport};
use crate::{Asked, CensusError, DEFAULT_LOCK_WAIT, Database, Listing, Result, misere_to_for};

/// The heaps of the misère quotient of two-digit codes when a run does not say
/// ([`RunRequest::misere_to`]).
pub const DEFAULT_MISERE_TO: u64 = 12;

/// What a census run is given, as a front end received it: `grundy census`'s arguments, or
/// those of Python's `grundy.census`. [`Run::open`] checks it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunRequest {
    /// The census database (SQLite; created if missing).
    pub db: PathBuf,
    /// Code patterns (`0.??`, `0.???`, `4.???`) or codes, as typed; none: only the table of
    /// what the database holds.
    pub patterns: Vec<String>,
    /// N: the heaps 0..=N of each game (unless its period is proven first); needed with
    /// patterns, refused without.
    pub to: Option<u64>,
    /// Further, to this heap, with the games in sparse space (at least `to`).
    pub sparse_to: Option<u64>,
    /// The misère quotient's heaps for two-digit codes: `None` is [`DEFAULT_MISERE_TO`],
    /// `Some(0)` none.
    pub misere_to: Option<u64>,
    /// `K/M`: every M-th game of the patterns from the K-th (K counted from 0), one batch job
    /// of M.
    pub shard: Option<String>,
    /// Seconds to wait for a lock another process holds on the database (`None`:
    /// [`DEFAULT_LOCK_WAIT`]).
    pub lock_wait: Option<u64>,
}

/// What a run computes: its shard's games, and what it asks of each.
#[derive(Clone, Debug)]
struct Work {
    /// The shard's games, in census order.
    codes: Vec<OctalCode>,
    to: u64,
    sparse_to: u64,
    misere_to: Option<u64>,
}

impl Work {
    fn asked(&self, code: &OctalCode) -> Asked {
        Asked {
            to: self.to,
            sparse_to: self.sparse_to,
            misere_to: misere_to_for(code, self.misere_to),
        }
    }
}

/// One census over one database: the games of some code patterns computed as far as asked
/// and stored one game per transaction, then the table of those games; or, without patterns,
/// the table of everything the database holds.
///
/// ```
/// use grundy_census::{Run, RunRequest};
///
/// let dir = tempfile::tempdir().unwrap();
/// let request = RunRequest {
///     db: dir.path().join("census.sqlite"),
///     patterns: vec!["0.?".into()],
///     to: Some(500),
///     ..RunRequest::default()
/// };
/// let mut run = Run::open(&request)?;
/// let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
/// run.compute(&pool, |_done, _total| {})?;
/// let listing = run.listing()?;
/// assert_eq!(listing.rows.len(), 7);
/// assert_eq!(listing.rows[6].code, "0.7");
/// # Ok::<(), grundy_census::CensusError>(())
/// ```
pub struct Run {
    db: Database,
    /// The games of the patterns (all shards), in census order; `None` without patterns.
    shown: Option<Vec<OctalCode>>,
    /// What to compute; `None` without patterns.
    work: Option<Work>,
}

impl Run {
    /// Checks `request` (the patterns, the heaps and the shard, each refused with the
    /// library's error saying what is accepted; a census too large names its limit), then
    /// opens its database, creating it if missing.
    pub fn open(request: &RunRequest) -> Result<Run> {
        let (shown, work) = plan(request)?;
        let lock_wait = request
            .lock_wait
            .map_or(DEFAULT_LOCK_WAIT, Duration::from_secs);
        let db = Database::open_waiting(&request.db, lock_wait)?;
        Ok(Run { db, shown, work })
    }

    /// A run that computes nothing, for the table of the games of `patterns` (every game the
    /// database holds when there are none) after their answers were stored from elsewhere
    /// ([`Run::finish`]): the database at `db`, created if missing.
    pub fn table_of(db: &Path, patterns: &[String]) -> Result<Run> {
        let shown = if patterns.is_empty() {
            None
        } else {
            Some(CodePattern::expand_all(patterns)?)
        };
        Ok(Run {
            db: Database::open(db)?,
            shown,
            work: None,
        })
    }

    /// Whether the run has games to compute (it was given patterns).
    pub fn computes(&self) -> bool {
        self.work.is_some()
    }

    /// The requests of the run's games that the database does not hold as far as asked, in
    /// census order, for whoever computes them ([`answer_census_game`]). Claims of proof not
    /// yet checked are checked first (a certificate beyond plain mex's limits by computing its
    /// game again, for the games of this run): a claim that does not hold makes its game
    /// pending. A run without patterns has none.
    pub fn pending(&mut self) -> Result<Vec<CensusGameRequest>> {
        let Some(work) = &self.work else {
            return Ok(Vec::new());
        };
        self.db.check_proofs(&work.codes)?;
        let pending = self.db.pending(&work.codes, |code| work.asked(code))?;
        Ok(pending
            .into_iter()
            .map(|code| work.asked(code).request(code))
            .collect())
    }

    /// Computes the run's pending games ([`Run::pending`]) on `pool`, one game per thread at
    /// a time, and stores each as it finishes, from this thread, in its own transaction; then
    /// groups the equivalent games of the whole database ([`Database::update_equivalences`]).
    ///
    /// `progress(done, total)` is called before the first game (`done` 0) and after each
    /// game stored, when there is any game to compute. The games run under the stop in force
    /// on this thread ([`grundy::interrupt`]): once it is due, the games in flight and those
    /// not started fail with [`grundy::ErrorKind::Interrupted`], which is returned after
    /// every game finished before it is stored (a rerun computes only the games left).
    pub fn compute(
        &mut self,
        pool: &rayon::ThreadPool,
        mut progress: impl FnMut(u64, u64),
    ) -> Result<()> {
        let pending = self.pending()?;
        if !pending.is_empty() {
            let total = pending.len() as u64;
            progress(0, total);
            let stop = interrupt::current();
            let (sender, receiver) = mpsc::channel();
            let db = &mut self.db;
            std::thread::scope(|scope| -> Result<()> {
                let pending = &pending;
                let stop = &stop;
                scope.spawn(move || {
                    pool.install(|| {
                        // One game per task: the games take from milliseconds to hours, so
                        // each thread takes the next game when it is free.
                        pending.par_iter().with_max_len(1).for_each_with(
                            sender,
                            |sender, request| {
                                let answer = with_stop(stop, || {
                                    interrupt::check()?;
                                    answer_census_game(request)
                                });
                                let _ = sender.send((request, answer));
                            },
                        );
                    });
                });
                let mut done = 0;
                let mut stopped = None;
                for (request, answer) in receiver {
                    match answer {
                        Ok(answer) => {
                            db.store_computed(&answer, &asked_by(request))?;
                            done += 1;
                            progress(done, total);
                        }
                        // Stopped: the games still running stop too; those that finish
                        // meanwhile are stored.
                        Err(error) if error.kind() == grundy::ErrorKind::Interrupted => {
                            stopped.get_or_insert(error);
                        }
                        Err(error) => return Err(error.into()),
                    }
                }
                stopped.map_or(Ok(()), |error| Err(error.into()))
            })?;
        }
        self.db.update_equivalences()
    }

    /// After the answers of [`Run::pending`]'s requests are stored ([`store_answer`]): checks
    /// their claims of proof (they came from elsewhere; a certificate beyond plain mex's
    /// limits by computing its game again, for the games of the patterns), then groups the
    /// equivalent games of the whole database.
    pub fn finish(&mut self) -> Result<()> {
        self.db.check_proofs(self.shown.as_deref().unwrap_or(&[]))?;
        self.db.update_equivalences()
    }

    /// Checks the claims of proof not yet checked (plain mex only), so that the table lists
    /// them as proven: for a run that only shows the table. Showing needs no write: when the
    /// verdicts cannot be written (a read-only file, or a writer holding the lock), the claims
    /// not checked are listed as open, and the listing says so.
    pub fn check_claims(&mut self) -> Result<()> {
        match self.db.check_proofs(&[]) {
            Err(error) if error.is_locked() || error.is_read_only() => Ok(()),
            checked => checked.map(|_| ()),
        }
    }

    /// The census table: the games of the patterns (of every shard), or everything the
    /// database holds when the run has no patterns, with the problems of their rows.
    pub fn listing(&self) -> Result<Listing> {
        let mut listing = self.db.listing()?;
        if let Some(codes) = &self.shown {
            let wanted: std::collections::HashSet<String> =
                codes.iter().map(ToString::to_string).collect();
            listing.retain(|code| wanted.contains(code));
        }
        Ok(listing)
    }

    /// The codes the run shows, in census order: its patterns' games, or every game the
    /// database holds.
    pub fn shown_codes(&self) -> Result<Vec<String>> {
        let codes = match &self.shown {
            Some(codes) => codes.clone(),
            None => self.db.codes()?,
        };
        Ok(codes.iter().map(ToString::to_string).collect())
    }

    /// The certificate of a stored game (`code` as [`Run::shown_codes`] writes it), if its
    /// period is proven and its certificate has been checked.
    pub fn certificate(&self, code: &str) -> Result<Option<String>> {
        self.db.certificate(code)
    }

    /// The database compared with the published tables in `dir` ([`published::compare`]).
    pub fn compare(&self, dir: &Path) -> Result<CompareReport> {
        published::compare(&self.db, dir)
    }
}

/// What the request of one game asks, to store its answer with.
fn asked_by(request: &CensusGameRequest) -> Asked {
    Asked {
        to: request.to,
        sparse_to: request.sparse_to.unwrap_or(request.to).max(request.to),
        misere_to: request.misere_to,
    }
}

/// Stores in the database at `db` one answer computed elsewhere (a Python worker's, as
/// JSON), to the request it answers, in one transaction (a game stored before is replaced).
/// Its claim of proof is listed as proven once checked ([`Run::finish`]).
pub fn store_answer(
    db: &Path,
    request: &CensusGameRequest,
    answer: &CensusGameReport,
) -> Result<()> {
    Database::open(db)?.store(answer, &asked_by(request))
}

/// The games a request shows and the work it asks for, each input checked.
fn plan(request: &RunRequest) -> Result<(Option<Vec<OctalCode>>, Option<Work>)> {
    if request.patterns.is_empty() {
        if request.to.is_some() || request.sparse_to.is_some() || request.shard.is_some() {
            return Err(Error::invalid(Msg::new("census-run-needs-patterns")).into());
        }
        return Ok((None, None));
    }
    let to = request
        .to
        .ok_or_else(|| Error::invalid(Msg::new("census-run-needs-to")))?;
    let sparse_to = request.sparse_to.unwrap_or(to).max(to);
    if sparse_to > OCTAL_SEQUENCE_LIMIT {
        return Err(Error::too_large(
            "octal_sequence_length",
            OCTAL_SEQUENCE_LIMIT,
            Some(Natural::from(sparse_to)),
            Msg::new("census-run-too-far")
                .arg("limit", OCTAL_SEQUENCE_LIMIT)
                .arg("asked", sparse_to),
        )
        .into());
    }
    let misere_to = Some(request.misere_to.unwrap_or(DEFAULT_MISERE_TO)).filter(|&k| k > 0);
    let (shard, shards) = match &request.shard {
        Some(text) => parse_shard(text)?,
        None => (0, 1),
    };
    let shown = CodePattern::expand_all(&request.patterns)?;
    let codes = crate::shard_of(&shown, shard, shards);
    let work = Work {
        codes,
        to,
        sparse_to,
        misere_to,
    };
    Ok((Some(shown), Some(work)))
}

/// `K/M` with 0 ≤ K < M.
fn parse_shard(text: &str) -> grundy::Result<(usize, usize)> {
    let bad = || {
        Error::invalid(Msg::new("census-run-invalid-shard").arg("text", quote(text)))
            .with_value(text)
    };
    let (k, m) = text.split_once('/').ok_or_else(bad)?;
    let (k, m): (usize, usize) = (
        k.trim().parse().map_err(|_| bad())?,
        m.trim().parse().map_err(|_| bad())?,
    );
    if m == 0 || k >= m {
        return Err(bad());
    }
    Ok((k, m))
}

/// A census database that is only read and shown (the server's): it must exist (opening a
/// missing file would create an empty census), and it answers the table and one game's
/// certificate.
pub struct CensusFile {
    db: Database,
}

impl CensusFile {
    /// Opens the census database at `path`, waiting at most [`DEFAULT_LOCK_WAIT`] for a lock;
    /// a missing file is [`CensusError::is_missing`].
    pub fn open(path: &Path) -> Result<CensusFile> {
        if !path.is_file() {
            return Err(CensusError::Missing(path.to_path_buf()));
        }
        Ok(CensusFile {
            db: Database::open(path)?,
        })
    }

    /// How many rows claim a proven period whose certificate has not been checked.
    pub fn unchecked_proofs(&self) -> Result<u64> {
        self.db.unchecked_proofs()
    }

    /// Checks every claim of proof not yet checked (plain mex only; a certificate beyond its
    /// limits stays unchecked, listed as open, until a census run computes its game again),
    /// as far as the stop in force allows. How many were checked.
    pub fn check_proofs(&mut self) -> Result<usize> {
        self.db.check_proofs(&[])
    }

    /// The census table of the whole database, with the rows not listed as stored.
    pub fn table(&self) -> Result<CensusReport> {
        Ok(self.db.listing()?.into_report())
    }

    /// Checks the claim of proof of the asked game if it has no verdict yet (plain mex only).
    /// Whether a verdict was written.
    pub fn check_proof_of(&mut self, request: &CertificateRequest) -> Result<bool> {
        self.db.check_proof_of(&request.code())
    }

    /// The certificate of the asked game, or why there is none.
    pub fn certificate(&self, request: &CertificateRequest) -> Result<CertificateAnswer> {
        let code = request.code();
        let Some((row, problem)) = self.db.entry(&code)? else {
            return Ok(CertificateAnswer::NotStored);
        };
        // A row that cannot be read, or whose claim of proof does not stand, serves nothing.
        if let Some(problem) = problem {
            return Ok(CertificateAnswer::Problem(problem.problem));
        }
        let certificate = match &row {
            Some(row) if row.certificate => self.db.certificate(&code)?,
            _ => None,
        };
        Ok(match (certificate, row) {
            (Some(text), _) => CertificateAnswer::Certificate(text),
            (None, Some(row)) if row.status == CensusStatus::Open => CertificateAnswer::Open {
                heaps_computed: row.heaps_computed,
            },
            (None, _) => CertificateAnswer::None,
        })
    }
}

/// The game whose certificate is asked for: an octal code or a name, as grundy reads them
/// (`0.77`, `0.770`, `kayles`), checked when it is made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CertificateRequest {
    code: OctalCode,
}

impl CertificateRequest {
    /// The game's code as the census writes it (`"0.77"`).
    pub fn code(&self) -> String {
        self.code.to_string()
    }
}

impl FromStr for CertificateRequest {
    type Err = Error;

    fn from_str(text: &str) -> grundy::Result<CertificateRequest> {
        Ok(CertificateRequest {
            code: text.parse()?,
        })
    }
}

/// Why a census serves, or does not serve, a game's certificate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CertificateAnswer {
    /// The certificate, exactly as the database holds it (checked, and its claim holds).
    Certificate(String),
    /// The census does not hold the game.
    NotStored,
    /// The game's row cannot be read, or its claim of proof does not stand: why.
    Problem(String),
    /// The game is open: no period is proven within the heaps computed.
    Open {
        /// The heaps computed.
        heaps_computed: u64,
    },
    /// The game has no certificate in the census.
    None,
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use grundy::ErrorKind;
    use grundy::interrupt::Stop;

    use super::*;

    fn request(db: &Path, patterns: &[&str], to: Option<u64>) -> RunRequest {
        RunRequest {
            db: db.to_path_buf(),
            patterns: patterns.iter().map(|p| p.to_string()).collect(),
            to,
            ..RunRequest::default()
        }
    }

    fn pool() -> rayon::ThreadPool {
        rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .unwrap()
    }

    fn refusal(request: &RunRequest) -> Error {
        match Run::open(request) {
            Err(CensusError::Game(error)) => error,
            Err(other) => panic!("{request:?}: not the library's refusal: {other}"),
            Ok(_) => panic!("{request:?}: accepted"),
        }
    }

    #[test]
    fn bad_input_is_refused_before_the_database_is_created() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("c.sqlite");
        let shard = |text: &str| RunRequest {
            shard: Some(text.into()),
            ..request(&db, &["0.??"], Some(10))
        };
        for (request, says) in [
            (request(&db, &["0.??"], None), "needs --to N"),
            (request(&db, &[], Some(10)), "need code patterns"),
            (shard("2/2"), "invalid --shard '2/2'"),
            (shard("1/0"), "0 <= K < M"),
            (shard("one/4"), "such as 0/4"),
            (request(&db, &["0.8?"], Some(10)), "code pattern"),
        ] {
            let error = refusal(&request);
            assert_eq!(error.kind(), ErrorKind::InvalidArgument, "{error}");
            assert!(error.message().contains(says), "{error}");
        }
        let too_many = refusal(&request(&db, &["0.??????"], Some(10)));
        assert_eq!(too_many.limit().map(|l| l.name()), Some("census_games"));
        let too_far = RunRequest {
            sparse_to: Some(OCTAL_SEQUENCE_LIMIT + 1),
            ..request(&db, &["0.7"], Some(10))
        };
        let too_far = refusal(&too_far);
        assert_eq!(
            too_far.limit().map(|l| (l.name(), l.max())),
            Some(("octal_sequence_length", OCTAL_SEQUENCE_LIMIT))
        );
        assert!(!db.exists(), "nothing is created for a refused run");
    }

    #[test]
    fn shards_share_the_games_and_the_table_shows_them_all() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("c.sqlite");
        let mut computed = Vec::new();
        for shard in ["0/2", "1/2"] {
            let mut run = Run::open(&RunRequest {
                shard: Some(shard.into()),
                misere_to: Some(0),
                ..request(&db, &["0.?"], Some(300))
            })
            .unwrap();
            let pending = run.pending().unwrap();
            computed.extend(pending.iter().map(|r| r.code.clone()));
            let mut calls = Vec::new();
            run.compute(&pool(), |done, total| calls.push((done, total)))
                .unwrap();
            let total = pending.len() as u64;
            assert_eq!(calls, (0..=total).map(|d| (d, total)).collect::<Vec<_>>());
            // The table is of the patterns' games stored so far, whichever shard stored them.
            assert_eq!(run.listing().unwrap().rows.len(), computed.len());
        }
        computed.sort();
        assert_eq!(computed, ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"]);
        // Everything is stored: a run over all of it has nothing left, and no progress.
        let mut again = Run::open(&request(&db, &["0.?"], Some(300))).unwrap();
        assert!(
            !again.pending().unwrap().is_empty(),
            "the misère column is asked now"
        );
        let mut quiet = Run::open(&RunRequest {
            misere_to: Some(0),
            ..request(&db, &["0.?"], Some(300))
        })
        .unwrap();
        assert!(quiet.pending().unwrap().is_empty());
        quiet
            .compute(&pool(), |_, _| panic!("nothing to compute"))
            .unwrap();
        // Without patterns, the table of everything the database holds.
        let all = Run::open(&request(&db, &[], None)).unwrap();
        assert!(!all.computes());
        assert_eq!(all.shown_codes().unwrap().len(), 7);
    }

    #[test]
    fn a_stopped_run_stores_what_finished_and_a_rerun_computes_the_rest() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("c.sqlite");
        let asked = request(&db, &["0.??"], Some(2000));
        let mut run = Run::open(&asked).unwrap();
        let stopped = with_stop(&Stop::at(Instant::now()), || {
            run.compute(&pool(), |_, _| {})
        });
        assert!(
            stopped.as_ref().is_err_and(CensusError::is_interrupted),
            "{:?}",
            stopped.err()
        );
        assert!(
            run.listing().unwrap().rows.is_empty(),
            "stopped before any game"
        );
        let mut rerun = Run::open(&asked).unwrap();
        rerun.compute(&pool(), |_, _| {}).unwrap();
        assert_eq!(rerun.listing().unwrap().rows.len(), 63);
    }

    #[test]
    fn answers_stored_from_elsewhere_are_proven_once_finished() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("c.sqlite");
        let mut run = Run::open(&request(&db, &["0.7?"], Some(500))).unwrap();
        for request in run.pending().unwrap() {
            store_answer(&db, &request, &answer_census_game(&request).unwrap()).unwrap();
        }
        let patterns = vec!["0.77".to_string()];
        let mut table = Run::table_of(&db, &patterns).unwrap();
        let before = table.listing().unwrap();
        assert_eq!(before.rows[0].status, CensusStatus::Open, "not checked yet");
        table.finish().unwrap();
        let after = table.listing().unwrap();
        assert_eq!(after.rows.len(), 1);
        assert_eq!(after.rows[0].status, CensusStatus::Trivial);
        assert!(after.problems.is_empty(), "{:?}", after.problems);
    }

    #[test]
    fn a_census_file_must_exist_and_says_why_a_certificate_is_not_served() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("c.sqlite");
        let missing = CensusFile::open(&db).err().unwrap();
        assert!(
            missing.is_missing() && !missing.is_not_a_census(),
            "{missing}"
        );
        assert!(!db.exists(), "a reader creates nothing");
        Run::open(&request(&db, &["0.77", "0.6"], Some(300)))
            .unwrap()
            .compute(&pool(), |_, _| {})
            .unwrap();
        let mut census = CensusFile::open(&db).unwrap();
        assert_eq!(census.unchecked_proofs().unwrap(), 0);
        assert_eq!(census.check_proofs().unwrap(), 0);
        assert_eq!(census.table().unwrap().games.len(), 2);
        let ask = |code: &str| code.parse::<CertificateRequest>().unwrap();
        assert_eq!(ask("kayles").code(), "0.77");
        assert!(
            !census.check_proof_of(&ask("0.77")).unwrap(),
            "checked already"
        );
        assert!(matches!(
            census.certificate(&ask("0.770")).unwrap(),
            CertificateAnswer::Certificate(text) if text.starts_with("grundy certificate 1")
        ));
        assert_eq!(
            census.certificate(&ask("0.6")).unwrap(),
            CertificateAnswer::Open {
                heaps_computed: 300
            }
        );
        assert_eq!(
            census.certificate(&ask("0.5")).unwrap(),
            CertificateAnswer::NotStored
        );
        assert!("0.g".parse::<CertificateRequest>().is_err());
    }
}
