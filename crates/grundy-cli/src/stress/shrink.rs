//! Shrinking a failing input: greedily take the first smaller candidate that still fails the
//! same way, until none does or the run budget is spent.
//!
//! Candidates come fewest-positions first, then smaller numbers (see [`Case`]), so the result is
//! usually one position with small numbers. Timeouts are not shrunk: each attempt would cost the
//! whole time limit.

use super::Case;
use super::runner::{Solution, Verdict, expected_output};
use crate::error::CliError;
use crate::judges::Problem;

/// At most this many runs of the solution are spent shrinking one failure.
pub const MAX_SHRINK_RUNS: usize = 500;

/// The smallest failing input found.
pub struct Shrunk {
    pub case: Box<dyn Case>,
    pub verdict: Verdict,
    pub runs: usize,
}

pub fn shrink(
    problem: &Problem,
    solution: &Solution,
    mut case: Box<dyn Case>,
    mut verdict: Verdict,
) -> Result<Shrunk, CliError> {
    let mut runs = 0;
    if matches!(verdict, Verdict::TimedOut) {
        return Ok(Shrunk {
            case,
            verdict,
            runs,
        });
    }
    while runs < MAX_SHRINK_RUNS {
        let mut smaller = None;
        for candidate in case.shrink_candidates() {
            if runs >= MAX_SHRINK_RUNS {
                break;
            }
            let input = candidate.render();
            // A candidate grundy's judge rejects is outside the format: skip it, unrun.
            let Ok(expected) = expected_output(problem, &input) else {
                continue;
            };
            runs += 1;
            let candidate_verdict = solution.check(&input, &expected)?;
            if candidate_verdict.same_kind(&verdict) {
                smaller = Some((candidate, candidate_verdict));
                break;
            }
        }
        match smaller {
            Some((candidate, candidate_verdict)) => {
                case = candidate;
                verdict = candidate_verdict;
            }
            None => break,
        }
    }
    Ok(Shrunk {
        case,
        verdict,
        runs,
    })
}
