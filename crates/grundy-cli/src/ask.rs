//! Asking the library a question from the command line: the local limits, all cores (or
//! `--threads`), a progress bar on a terminal and, for long runs, a checkpoint file. The
//! question and its answer are the library's ([`grundy::report::Question`]); this module only
//! connects them to the terminal and the file system.

use std::path::Path;
use std::time::{Duration, Instant};

use grundy::ErrorKind;
use grundy::report::{Checkpoint, Job, Limits, Progress, Question};

use crate::error::CliError;
use crate::longrun::{self, Autosave};

/// How a question is asked: threads, a bar, a checkpoint.
#[derive(Default)]
pub struct Asking<'a> {
    threads: Option<u16>,
    bar_delay: Duration,
    checkpoint: Option<(&'a Path, String)>,
}

impl<'a> Asking<'a> {
    /// On all cores (or `threads`), the bar drawn at once.
    pub fn new(threads: Option<u16>) -> Asking<'a> {
        Asking {
            threads,
            ..Asking::default()
        }
    }

    /// The bar drawn only once the work has gone on for a moment (so quick answers never
    /// flicker).
    pub fn bar_after(mut self, delay: Duration) -> Asking<'a> {
        self.bar_delay = delay;
        self
    }

    /// Saving the run in `path` (if any), as the run named `fingerprint`.
    pub fn checkpoint(mut self, path: Option<&'a Path>, fingerprint: String) -> Asking<'a> {
        self.checkpoint = path.map(|path| (path, fingerprint));
        self
    }

    /// The library's answer to `question`, in the pool of threads asked for.
    pub fn ask<Q: Question>(self, question: &Q) -> Result<Q::Answer, CliError> {
        let pool = longrun::thread_pool(self.threads)?;
        let threads = pool.current_num_threads();
        let start = Instant::now();
        let mut bar: Option<longrun::Progress> = None;
        let mut progress = |p: Progress| match &bar {
            Some(bar) => bar.set_position(p.done),
            None if start.elapsed() >= self.bar_delay => {
                bar = Some(longrun::Progress::new(p.total, p.unit, p.done));
            }
            None => {}
        };
        let mut file = self.checkpoint.map(|(path, fingerprint)| FileCheckpoint {
            autosave: Autosave::new(Some(path), fingerprint),
            failure: None,
        });
        let answer = {
            let mut job = Job::new(Limits::LOCAL)
                .threads(threads)
                .progress(&mut progress);
            if let Some(file) = file.as_mut() {
                job = job.checkpoint(file);
            }
            pool.install(|| question.answer(&mut job))
        };
        if let Some(failure) = file.and_then(|f| f.failure) {
            return Err(failure);
        }
        Ok(answer?)
    }
}

/// A checkpoint file, as the library's [`Checkpoint`]: its own errors (a file that cannot be
/// read or written) are kept to be reported as such, and stop the computation.
struct FileCheckpoint {
    autosave: Autosave,
    failure: Option<CliError>,
}

impl FileCheckpoint {
    fn fail(&mut self, error: CliError) -> grundy::Error {
        self.failure = Some(error);
        grundy::Error::new(
            ErrorKind::Interrupted,
            grundy::text::Msg::new("cli-checkpoint-failed"),
        )
    }
}

impl Checkpoint for FileCheckpoint {
    fn load(&mut self) -> grundy::Result<Option<Vec<u8>>> {
        self.autosave.load().map_err(|e| self.fail(e))
    }

    fn due(&mut self) -> bool {
        self.autosave.is_due()
    }

    fn save(&mut self, state: &[u8]) -> grundy::Result<()> {
        self.autosave.save(state).map_err(|e| self.fail(e))
    }
}
