//! Shrinking a failing input, in two phases, within a budget of runs and of time.
//!
//! 1. **Probes**, smallest first. A problem's generator lists structured positions where
//!    solutions break — small numbers, P-positions and their neighbours, the float traps of the
//!    Fibonacci ladder — sorted by size. They are run many to an input (as many as the judge's
//!    format allows); the first input that fails the same way is bisected down to the one probe
//!    that fails alone. Every smaller probe has passed by then, so a float solution reports the
//!    first trap it falls into, not the largest one the generator happened to draw. An input
//!    that times out ends the phase (larger probes would too, at the cost of a time limit each).
//! 2. **Plain shrinking** from there (or from the input as generated, if no probe fails):
//!    greedily take the first smaller candidate that still fails the same way (fewer positions
//!    first, then smaller numbers, see [`Case`]), until none does or the budget is spent.
//!
//! Timeouts are not shrunk: each attempt would cost the whole time limit.

use std::time::{Duration, Instant};

use super::runner::{Solution, Verdict, expected_output};
use super::status::Status;
use super::{Case, Generator, Probe};
use crate::error::CliError;
use crate::judges::Problem;
use crate::text::tr;

/// At most this many runs of the solution are spent shrinking one failure.
pub const MAX_SHRINK_RUNS: usize = 1000;

/// Why shrinking stopped before it ran out of candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The run budget ([`MAX_SHRINK_RUNS`]) was spent.
    Runs,
    /// The time cap passed.
    Time,
}

/// The smallest failing input found, and how.
pub struct Shrunk {
    pub case: Box<dyn Case>,
    pub verdict: Verdict,
    /// Runs of the solution in all.
    pub runs: usize,
    /// The probe the input was shrunk from, if one failed, and the runs it took to find it.
    pub probe: Option<(Probe, usize)>,
    /// The families of probes there were.
    pub families: Vec<&'static str>,
    /// How many times plain shrinking made the input smaller.
    pub steps: usize,
    /// Set if the budget ran out: a smaller input may still fail.
    pub stopped: Option<Stop>,
}

/// Runs counted against the budget; the progress line shows them.
struct Budget<'a> {
    problem: &'a Problem,
    solution: &'a Solution,
    runs: usize,
    deadline: Instant,
    stopped: Option<Stop>,
    status: &'a Status,
    /// The message id of what is being tried, for the progress line.
    phase: &'static str,
}

impl Budget<'_> {
    /// Whether another run may start (recording why not).
    fn open(&mut self) -> bool {
        if self.stopped.is_none() {
            if self.runs >= MAX_SHRINK_RUNS {
                self.stopped = Some(Stop::Runs);
            } else if Instant::now() >= self.deadline {
                self.stopped = Some(Stop::Time);
            }
        }
        self.stopped.is_none()
    }

    /// Runs the solution on `case`; `None` if grundy's own judge rejects the input (it is
    /// outside the format: not run, not counted).
    fn run(&mut self, case: &dyn Case) -> Result<Option<Verdict>, CliError> {
        let input = case.render();
        let Ok(expected) = expected_output(self.problem, &input) else {
            return Ok(None);
        };
        self.runs += 1;
        self.status.show(tr!(
            "cli-stress-status-shrinking",
            phase = grundy::text::Msg::new(self.phase),
            run = self.runs,
            positions = case.positions()
        ));
        self.solution.check(&input, &expected).map(Some)
    }
}

/// Shrinks `case`, which failed with `verdict`, within [`MAX_SHRINK_RUNS`] runs and `time`.
pub fn shrink(
    problem: &Problem,
    solution: &Solution,
    generator: &dyn Generator,
    case: Box<dyn Case>,
    verdict: Verdict,
    time: Duration,
    status: &Status,
) -> Result<Shrunk, CliError> {
    let start = Instant::now();
    let mut shrunk = Shrunk {
        case,
        verdict,
        runs: 0,
        probe: None,
        families: generator.probe_families().to_vec(),
        steps: 0,
        stopped: None,
    };
    if matches!(shrunk.verdict, Verdict::TimedOut) {
        return Ok(shrunk);
    }
    let mut budget = Budget {
        problem,
        solution,
        runs: 0,
        deadline: start + time,
        stopped: None,
        status,
        phase: "cli-stress-phase-structured",
    };
    if let Some((probe, (case, verdict))) =
        first_failing_probe(generator, &shrunk.verdict, &mut budget)?
    {
        shrunk.probe = Some((probe, budget.runs));
        shrunk.case = case;
        shrunk.verdict = verdict;
    }
    budget.phase = "cli-stress-phase-smaller";
    while budget.open() {
        let mut smaller = None;
        for candidate in shrunk.case.shrink_candidates() {
            if !budget.open() {
                break;
            }
            let Some(candidate_verdict) = budget.run(candidate.as_ref())? else {
                continue;
            };
            if candidate_verdict.same_kind(&shrunk.verdict) {
                smaller = Some((candidate, candidate_verdict));
                break;
            }
        }
        match smaller {
            Some((candidate, candidate_verdict)) => {
                shrunk.case = candidate;
                shrunk.verdict = candidate_verdict;
                shrunk.steps += 1;
            }
            None => break,
        }
    }
    shrunk.runs = budget.runs;
    shrunk.stopped = budget.stopped;
    Ok(shrunk)
}

/// An input that was run, and how the solution did on it.
type Tried = (Box<dyn Case>, Verdict);

/// The smallest probe that fails like `verdict` on its own, with its input and verdict: probes
/// are run in batches, smallest first, and the first failing batch is bisected.
fn first_failing_probe(
    generator: &dyn Generator,
    verdict: &Verdict,
    budget: &mut Budget,
) -> Result<Option<(Probe, Tried)>, CliError> {
    let probes = generator.probes();
    for batch in probes.chunks(generator.probe_batch().max(1)) {
        let Some(mut found) = probe_run(generator, batch, budget)? else {
            return Ok(None); // out of budget
        };
        if matches!(found.1, Verdict::TimedOut) {
            return Ok(None);
        }
        if !found.1.same_kind(verdict) {
            continue;
        }
        // Halve the failing slice, keeping the first half that fails on its own (its probes
        // are the smaller ones).
        let mut slice = batch;
        while slice.len() > 1 {
            let (first, second) = slice.split_at(slice.len() / 2);
            let mut narrowed = false;
            for half in [first, second] {
                let Some(tried) = probe_run(generator, half, budget)? else {
                    return Ok(None);
                };
                if tried.1.same_kind(verdict) {
                    slice = half;
                    found = tried;
                    narrowed = true;
                    break;
                }
            }
            if !narrowed {
                // Only the probes together fail: leave the batch to plain shrinking.
                break;
            }
        }
        if let [probe] = slice {
            return Ok(Some((probe.clone(), found)));
        }
    }
    Ok(None)
}

/// Runs the input of `probes`; `None` when the budget is spent. A batch grundy's judge rejects
/// (which its probes should never make) counts as passing.
fn probe_run(
    generator: &dyn Generator,
    probes: &[Probe],
    budget: &mut Budget,
) -> Result<Option<Tried>, CliError> {
    let Some(case) = generator.probe_input(probes) else {
        return Ok(None);
    };
    if !budget.open() {
        return Ok(None);
    }
    Ok(Some(match budget.run(case.as_ref())? {
        Some(verdict) => (case, verdict),
        None => (case, Verdict::Agrees),
    }))
}
