//! Every process a solution started ends with its run, including those that left its process
//! group (`setsid`) or its parent (a double fork).
//!
//! Killing the solution's process group misses a child that called `setsid(2)`: it has a
//! session and a group of its own, and once its parent exits it is re-parented to init, out of
//! reach. So on Linux `grundy stress` makes itself a *child subreaper* (prctl(2)
//! `PR_SET_CHILD_SUBREAPER`, through nix's safe wrapper): an orphan anywhere below grundy is
//! re-parented to grundy instead of init, so every process a solution ever started stays in
//! grundy's tree until grundy reaps it. At the end of each run, [`sweep`] kills every process
//! below grundy with SIGKILL and reaps them, until none is left. That is right only because
//! `grundy stress` runs one solution at a time and starts no other process: everything below
//! it belongs to the run that just ended.
//!
//! No cgroup is needed (they need privileges or a systemd scope), and nothing escapes but a
//! process that outruns the kills by forking faster than it dies, which the sweep bounds in time.
//! Elsewhere (not Linux) [`enable`] does nothing and the process group is all that is killed.

use std::sync::atomic::{AtomicBool, Ordering};

/// Whether this process is a subreaper (set once, by the `stress` command).
static ENABLED: AtomicBool = AtomicBool::new(false);

/// How long a sweep keeps killing before it gives up (a fork bomb faster than the kills).
#[cfg(target_os = "linux")]
const SWEEP_LIMIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Makes grundy the reaper of every orphan below it, so that [`sweep`] can end them. Only for a
/// process that runs one solution at a time and starts nothing else. Returns whether it took.
pub fn enable() -> bool {
    #[cfg(target_os = "linux")]
    {
        let enabled = nix::sys::prctl::set_child_subreaper(true).is_ok();
        ENABLED.store(enabled, Ordering::SeqCst);
        enabled
    }
    #[cfg(not(target_os = "linux"))]
    false
}

/// Kills and reaps every process below grundy (after a run has ended and its main process was
/// waited for), if grundy is a subreaper; otherwise does nothing.
pub fn sweep() {
    if !ENABLED.load(Ordering::SeqCst) {
        return;
    }
    #[cfg(target_os = "linux")]
    linux::sweep(std::time::Instant::now() + SWEEP_LIMIT);
}

#[cfg(target_os = "linux")]
mod linux {
    use std::collections::HashMap;
    use std::time::{Duration, Instant};

    use nix::errno::Errno;
    use nix::sys::signal::{Signal, kill};
    use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};
    use nix::unistd::Pid;

    /// A process as /proc shows it: its parent, and whether it is a zombie (dead, not reaped).
    struct Entry {
        parent: i32,
        zombie: bool,
    }

    /// Every process in /proc with its parent (the fields after the command name, which may
    /// itself contain spaces and parentheses, so it is skipped up to the last ')').
    fn processes() -> HashMap<i32, Entry> {
        let mut table = HashMap::new();
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return table;
        };
        for entry in entries.flatten() {
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<i32>().ok())
            else {
                continue;
            };
            let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
                continue; // gone meanwhile
            };
            let Some((_, rest)) = stat.rsplit_once(')') else {
                continue;
            };
            let mut fields = rest.split_ascii_whitespace();
            let state = fields.next().unwrap_or("");
            let Some(parent) = fields.next().and_then(|p| p.parse().ok()) else {
                continue;
            };
            table.insert(
                pid,
                Entry {
                    parent,
                    zombie: state == "Z" || state == "X",
                },
            );
        }
        table
    }

    /// The live processes below `root`.
    fn live_descendants(root: i32) -> Vec<i32> {
        let table = processes();
        let mut children: HashMap<i32, Vec<i32>> = HashMap::new();
        for (&pid, entry) in &table {
            children.entry(entry.parent).or_default().push(pid);
        }
        let mut found = Vec::new();
        let mut stack = vec![root];
        while let Some(pid) = stack.pop() {
            for &child in children.get(&pid).into_iter().flatten() {
                if !table[&child].zombie {
                    found.push(child);
                }
                stack.push(child);
            }
        }
        found
    }

    /// Reaps every child that has ended; true if grundy has no child left at all.
    fn reap() -> bool {
        loop {
            match waitpid(None, Some(WaitPidFlag::WNOHANG)) {
                Ok(WaitStatus::StillAlive) => return false,
                Ok(_) => continue,
                Err(Errno::EINTR) => continue,
                // ECHILD: no child left.
                Err(_) => return true,
            }
        }
    }

    pub fn sweep(deadline: Instant) {
        let me = nix::unistd::getpid().as_raw();
        // With no child left there is nothing below grundy (an orphan comes to grundy, so any
        // process below it has an ancestor that is its child): one wait call, usually.
        while !reap() {
            let live = live_descendants(me);
            // Every level at once: a killed parent's children come to grundy, and are already
            // dying. A pid here is grundy's child or a child of a live descendant, so it names
            // that process until it is reaped.
            for &pid in &live {
                let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
            }
            if Instant::now() >= deadline {
                return;
            }
            // The killed need a moment to die before they can be reaped.
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}
