//! Long runs: a progress bar on a terminal, and checkpoints that let a stopped run resume.
//!
//! A command that may run for minutes computes in slices and, between slices, calls
//! [`Progress::set_position`] (or [`Progress::advance`]) and [`Autosave::maybe_save`]:
//!
//! ```text
//! let mut autosave = Autosave::new(path, fingerprint);       // path: Option<&Path>
//! let mut run = match autosave.load()? { Some(bytes) => restore(&bytes)?, None => fresh() };
//! let progress = Progress::new(Some(total), "g(n)", run.position());
//! while !run.done() {
//!     run.advance(SLICE);
//!     progress.set_position(run.position());
//!     autosave.maybe_save(|| run.save())?;
//! }
//! autosave.save(&run.save())?;
//! progress.finish();
//! ```
//!
//! The bar is drawn on stderr only when stderr is a terminal, so piped or redirected runs stay
//! silent. A checkpoint file is written atomically (a temporary file beside it, flushed to disk,
//! then renamed over it), so a kill at any moment leaves either the previous checkpoint or the
//! new one, never half of one. Its first lines name the format and the run's fingerprint (the
//! game and its parameters, such as `seq sub {1,3,4} --to 1000`): a checkpoint of another run
//! is refused with an error rather than silently used. The state itself is opaque bytes, with
//! its length and a checksum.

use std::fmt;
use std::fs;
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use indicatif::{HumanCount, ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

use crate::bounded;
use crate::error::{CliError, msg};
use crate::text::tr;

/// A progress bar with rate and ETA on stderr, or nothing when stderr is not a terminal.
pub struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A bar for `total` steps (a counter with a rate when the total is unknown), labelled
    /// `label` (such as `"positions"`), starting at `start` steps done (a resumed run, or a
    /// search whose bar appears late): its rate and ETA count only the steps made from there.
    pub fn new(total: Option<u64>, label: &str, start: u64) -> Progress {
        if !std::io::stderr().is_terminal() {
            return Progress { bar: None };
        }
        let (bar, template) = match total {
            Some(total) => (
                ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden()),
                format!(
                    "{{msg}} [{{elapsed_precise}}] {{wide_bar}} {{human_pos}}/{{human_len}} \
                     ({{rate}}{} {{eta}})",
                    tr!("cli-progress-eta")
                ),
            ),
            None => (
                ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden()),
                "{msg} [{elapsed_precise}] {spinner} {human_pos} ({rate})".to_string(),
            ),
        };
        let style = ProgressStyle::with_template(&template)
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .with_key("rate", |state: &ProgressState, out: &mut dyn fmt::Write| {
                // Whole steps per second, with thousands separators.
                let _ = write!(out, "{}/s", HumanCount(state.per_sec() as u64));
            });
        bar.set_style(style);
        // Hidden, the tick records the jump to `start` in the rate estimate and the reset
        // forgets it; only then is the bar drawn.
        bar.set_position(start);
        bar.tick();
        bar.reset_eta();
        bar.set_message(unit_label(label));
        bar.set_draw_target(ProgressDrawTarget::stderr());
        Progress { bar: Some(bar) }
    }

    /// Moves the bar to `position` steps done.
    pub fn set_position(&self, position: u64) {
        if let Some(bar) = &self.bar {
            bar.set_position(position);
        }
    }

    /// Removes the bar (the answer follows on stdout).
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// What a bar counts, in the run's language: `unit` is the library's name of it
/// (`grundy::report::Progress::unit`) or the command's own (`"games"`); one the catalogue does
/// not know is shown as it is (a name, such as `g(n)`).
fn unit_label(unit: &str) -> String {
    match unit {
        "heaps" => tr!("cli-progress-heaps"),
        "positions" => tr!("cli-progress-positions"),
        "positions searched" => tr!("cli-progress-positions-searched"),
        "games" => tr!("cli-progress-games"),
        other => other.to_string(),
    }
}

/// How long a search runs before its bar is drawn, so that quick ones do not flicker.
pub const BAR_DELAY: Duration = Duration::from_millis(300);

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The first line of every checkpoint file.
const MAGIC: &str = "grundy checkpoint v1";

/// The longest fingerprint line a checkpoint may have.
const FINGERPRINT_LIMIT: usize = 4096;

/// The largest state a checkpoint may hold (a subtraction sequence's cells are at most 2 GiB).
const STATE_LIMIT: u64 = 1 << 32;

/// Loading and saving one checkpoint file.
pub struct Checkpoint;

/// A 64-bit checksum of the state (word at a time; it detects damage, it proves nothing).
fn checksum(bytes: &[u8]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64 ^ bytes.len() as u64;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        hash = (hash ^ word)
            .wrapping_mul(0x0000_0100_0000_01b3)
            .rotate_left(29);
    }
    for &byte in chunks.remainder() {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

impl Checkpoint {
    /// The state saved in `path` by the run named `fingerprint`: `None` when there is no file
    /// yet; an error when the file belongs to another run, or is damaged or unreadable.
    pub fn load(path: &Path, fingerprint: &str) -> Result<Option<Vec<u8>>, CliError> {
        let shown = grundy::error::quote(&path.display().to_string());
        let failed = |source| CliError::Read {
            what: msg!("cli-what-checkpoint", path = shown.clone()),
            source,
        };
        match fs::metadata(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(source) => return Err(failed(source)),
            // A FIFO would wait for a writer for ever; a device or a folder is no checkpoint.
            Ok(meta) if !meta.is_file() => {
                return Err(CliError::Input(msg!(
                    "cli-checkpoint-not-file",
                    path = shown.clone()
                )));
            }
            Ok(_) => {}
        }
        let file = bounded::open(path).map_err(failed)?;
        let damaged = || CliError::Input(msg!("cli-checkpoint-damaged", path = shown.clone()));
        // Read line by line with bounds, so that any file (/dev/zero, a huge one) is refused
        // after a few bytes rather than read whole.
        let mut input = std::io::BufReader::new(file);
        let mut line = Vec::new();
        let mut next_line = |limit: usize| -> Result<Vec<u8>, CliError> {
            match bounded::read_line(&mut input, &mut line, limit).map_err(failed)? {
                bounded::Line::Read => Ok(std::mem::take(&mut line)),
                bounded::Line::End | bounded::Line::TooLong => Err(damaged()),
            }
        };
        if next_line(MAGIC.len())? != MAGIC.as_bytes() {
            return Err(damaged());
        }
        let their_fingerprint = next_line(FINGERPRINT_LIMIT)?;
        if their_fingerprint != fingerprint.as_bytes() {
            return Err(CliError::Input(msg!(
                "cli-checkpoint-other-run",
                path = shown.clone(),
                theirs = grundy::error::quote(&String::from_utf8_lossy(&their_fingerprint)),
                ours = fingerprint
            )));
        }
        let header = next_line(64)?;
        let header = std::str::from_utf8(&header).map_err(|_| damaged())?;
        let (length, sum) = header.split_once(' ').ok_or_else(damaged)?;
        let length: u64 = length.parse().map_err(|_| damaged())?;
        let sum = u64::from_str_radix(sum, 16).map_err(|_| damaged())?;
        if length > STATE_LIMIT {
            return Err(damaged());
        }
        let mut state = Vec::new();
        (&mut input)
            .take(length + 1)
            .read_to_end(&mut state)
            .map_err(failed)?;
        if state.len() as u64 != length || checksum(&state) != sum {
            return Err(damaged());
        }
        Ok(Some(state))
    }

    /// Writes `state` of the run `fingerprint` to `path` atomically: a temporary file in the
    /// same directory, flushed to disk, renamed over `path`.
    pub fn save(path: &Path, fingerprint: &str, state: &[u8]) -> Result<(), CliError> {
        let shown = grundy::error::quote(&path.display().to_string());
        let failed = |source: std::io::Error| CliError::Write {
            what: msg!("cli-what-checkpoint", path = shown.clone()),
            source,
        };
        let mut temporary = path.as_os_str().to_owned();
        temporary.push(format!(".tmp{}", std::process::id()));
        let temporary = PathBuf::from(temporary);
        let mut file = fs::File::create(&temporary).map_err(failed)?;
        let header = format!(
            "{MAGIC}\n{fingerprint}\n{} {:016x}\n",
            state.len(),
            checksum(state)
        );
        file.write_all(header.as_bytes()).map_err(failed)?;
        file.write_all(state).map_err(failed)?;
        file.sync_all().map_err(failed)?;
        drop(file);
        fs::rename(&temporary, path).map_err(|e| {
            let _ = fs::remove_file(&temporary);
            failed(e)
        })
    }
}

/// Saves a run's checkpoint now and then: at most every second, and never more than a fifth
/// of the time (a save that took 2 s waits 8 s for the next). Does nothing without a path.
pub struct Autosave {
    path: Option<PathBuf>,
    fingerprint: String,
    next: Instant,
}

impl Autosave {
    /// Checkpoints of the run `fingerprint` in `path` (none when `path` is `None`).
    pub fn new(path: Option<&Path>, fingerprint: impl Into<String>) -> Autosave {
        Autosave {
            path: path.map(Path::to_path_buf),
            fingerprint: fingerprint.into(),
            next: Instant::now() + Duration::from_secs(1),
        }
    }

    /// The saved state of this run, if a checkpoint of it exists (see [`Checkpoint::load`]).
    pub fn load(&self) -> Result<Option<Vec<u8>>, CliError> {
        match &self.path {
            Some(path) => Checkpoint::load(path, &self.fingerprint),
            None => Ok(None),
        }
    }

    /// Whether a save is due (there is a file, and the last save was long enough ago).
    pub fn is_due(&self) -> bool {
        self.path.is_some() && Instant::now() >= self.next
    }

    /// Saves `state` now.
    pub fn save(&mut self, state: &[u8]) -> Result<(), CliError> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        let started = Instant::now();
        Checkpoint::save(path, &self.fingerprint, state)?;
        let took = started.elapsed();
        self.next = Instant::now() + (took * 4).max(Duration::from_secs(1));
        Ok(())
    }
}

/// More threads than this many per core only add switching; `--threads` is refused past it.
const THREADS_PER_CORE: usize = 4;

/// The number of threads `--threads T` asks for (all cores when it is not given), refused with
/// the machine's limit when it is more than [`THREADS_PER_CORE`] per core.
pub fn threads(threads: Option<u16>) -> Result<usize, CliError> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let most = cores * THREADS_PER_CORE;
    match threads.map(usize::from) {
        None => Ok(cores),
        Some(asked) if asked > most => Err(CliError::Usage(msg!(
            "cli-threads-too-many",
            asked = asked,
            most = most,
            per_core = THREADS_PER_CORE,
            cores = cores
        ))),
        Some(asked) => Ok(asked),
    }
}

/// The rayon pool of `--threads T` (all cores when it is not given), for a long run to install.
pub fn thread_pool(threads: Option<u16>) -> Result<rayon::ThreadPool, CliError> {
    let count = self::threads(threads)?;
    rayon::ThreadPoolBuilder::new()
        .num_threads(count)
        .build()
        .map_err(|e| {
            let count = match threads {
                Some(t) => msg!("error-text", text = t),
                None => msg!("cli-threads-one-per-core"),
            };
            CliError::System(msg!(
                "cli-threads-cannot-start",
                count = count,
                why = msg!("cli-io-other", os = e)
            ))
        })
}
