//! Stopping a long computation from outside: a deadline, or a flag another thread raises.
//!
//! A server answers many requests and must not let one of them compute for minutes, nor keep
//! computing for a client that has gone. [`with_stop`] runs a closure under a [`Stop`]; the
//! library's long loops (a Grundy sequence of a heap game, the exhaustive search of a sum, a
//! period search) look at it between slices of work and give up with an error of kind
//! [`ErrorKind::Interrupted`] once the deadline has passed or the flag is raised. Outside
//! [`with_stop`] nothing is ever stopped, and the look costs one thread-local read per slice.
//!
//! The stop belongs to the calling thread. Work that a computation hands to other threads
//! carries it there: the hand-off takes [`current`] and runs each task under [`with_stop`]
//! (the Wythoff table's workers do), so a loop on any of them stops with the caller's deadline
//! or flag. Short tasks (the pairs of one octal heap on the rayon pool) need not: each is one
//! slice of a loop on the calling thread that looks.
//!
//! ```
//! use std::time::Instant;
//! use grundy::ErrorKind;
//! use grundy::games::octal::OctalCode;
//! use grundy::interrupt::{Stop, with_stop};
//!
//! let officers: OctalCode = "0.6".parse()?;
//! let stop = Stop::at(Instant::now()); // a deadline already past
//! let error = with_stop(&stop, || officers.grundy_sequence(10_000_000)).unwrap_err();
//! assert_eq!(error.kind(), ErrorKind::Interrupted);
//! # Ok::<(), grundy::Error>(())
//! ```

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::error::{Error, ErrorKind, Result};

/// When to stop: a deadline, a flag, or both.
#[derive(Clone, Debug, Default)]
pub struct Stop {
    deadline: Option<Instant>,
    flag: Option<Arc<AtomicBool>>,
}

impl Stop {
    /// Stop once `deadline` has passed.
    pub fn at(deadline: Instant) -> Stop {
        Stop {
            deadline: Some(deadline),
            flag: None,
        }
    }

    /// Also stop once `flag` is raised (set to `true`, by any thread).
    pub fn or_when(mut self, flag: Arc<AtomicBool>) -> Stop {
        self.flag = Some(flag);
        self
    }

    /// Whether the computation should stop now.
    pub fn is_due(&self) -> bool {
        self.flag
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

thread_local! {
    static CURRENT: RefCell<Option<Stop>> = const { RefCell::new(None) };
}

/// Runs `work` on this thread under `stop`: the library's long loops in it fail with an error
/// of kind [`ErrorKind::Interrupted`] once `stop` is due. The previous stop, if any, is back
/// in force afterwards.
pub fn with_stop<T>(stop: &Stop, work: impl FnOnce() -> T) -> T {
    struct Restore(Option<Stop>);
    impl Drop for Restore {
        fn drop(&mut self) {
            CURRENT.with(|current| *current.borrow_mut() = self.0.take());
        }
    }
    let previous = CURRENT.with(|current| current.borrow_mut().replace(stop.clone()));
    let _restore = Restore(previous);
    work()
}

/// The stop in force on this thread (one that never stops outside [`with_stop`]): to carry into
/// work handed to other threads, each task run there under [`with_stop`].
///
/// ```
/// use std::time::Instant;
/// use grundy::interrupt::{Stop, check, current, with_stop};
///
/// let due = with_stop(&Stop::at(Instant::now()), || {
///     let stop = current();
///     std::thread::scope(|s| s.spawn(|| with_stop(&stop, check)).join().unwrap())
/// });
/// assert!(due.is_err());
/// assert!(with_stop(&current(), check).is_ok());
/// ```
pub fn current() -> Stop {
    CURRENT.with(|current| current.borrow().clone().unwrap_or_default())
}

/// Whether the stop in force on this thread is due (what [`check`] looks at, as a `bool`).
pub fn is_due() -> bool {
    CURRENT.with(|current| current.borrow().as_ref().is_some_and(Stop::is_due))
}

/// An error when the stop in force on this thread is due; called by the long loops between
/// slices of work.
pub fn check() -> Result<()> {
    if is_due() {
        Err(Error::new(
            ErrorKind::Interrupted,
            crate::text::msg!("error-interrupted"),
        ))
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Issue 20: work that ran for minutes past its deadline. Each must give up soon after a
    /// deadline of a tenth of a second (the bound is loose: a shared, loaded machine).
    #[test]
    fn the_longest_loops_stop_soon_after_their_deadline() {
        use crate::games::octal::HeapGame;
        use crate::games::wythoff::{GrundyRow, GrundyTable};
        let soon = || Stop::at(Instant::now() + Duration::from_millis(100));
        let stops = |what: &str, work: &dyn Fn() -> Result<()>| {
            let started = Instant::now();
            let error = with_stop(&soon(), work).expect_err(what);
            assert_eq!(error.kind(), ErrorKind::Interrupted, "{what}: {error}");
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "{what}: {:?}",
                started.elapsed()
            );
        };
        // Row 4095 to 4000: (a + 1)² (B + 1) ≈ 6.7·10^10 steps, and no look after column 0.
        stops("row", &|| GrundyRow::new(4095, 4000).map(drop));
        // A long hexadecimal code: a heap is 1000 digits of three-heap splits (40 s to 4096),
        // and the run looked at the stop every 1024 heaps only (seconds apart here).
        let long: HeapGame = format!("0.{}", "f".repeat(1000)).parse().unwrap();
        let mut run = long.sequence_run(4096).unwrap();
        let error = with_stop(&soon(), || run.advance(u64::MAX)).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Interrupted);
        assert!(run.position() < 1024, "stopped at heap {}", run.position());
        // The table's workers run on threads of their own: the stop goes with them.
        let past = Stop::at(Instant::now());
        let table = with_stop(&past, || GrundyTable::with_threads(4096, 2));
        assert_eq!(table.unwrap_err().kind(), ErrorKind::Interrupted);
        assert!(with_stop(&past, || GrundyTable::with_threads(16, 2)).is_err());
        assert!(GrundyTable::with_threads(512, 2).is_ok());
    }

    #[test]
    fn nothing_stops_outside_a_stop_and_the_previous_stop_comes_back() {
        assert!(check().is_ok());
        let flag = Arc::new(AtomicBool::new(false));
        let outer = Stop::at(Instant::now() + Duration::from_secs(3600)).or_when(flag.clone());
        with_stop(&outer, || {
            assert!(check().is_ok());
            flag.store(true, Ordering::Relaxed);
            assert_eq!(check().unwrap_err().kind(), ErrorKind::Interrupted);
            flag.store(false, Ordering::Relaxed);
            with_stop(&Stop::at(Instant::now()), || assert!(check().is_err()));
            assert!(check().is_ok());
        });
        assert!(check().is_ok());
    }
}
