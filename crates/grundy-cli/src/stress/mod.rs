//! `grundy stress`: inputs that break solutions to judge problems, and the smallest input that
//! still breaks one.
//!
//! One file per family of games knows its judges' formats and limits and draws random, edge and
//! adversarial positions ([`Generator`]); an input is a [`Case`] that renders itself in the
//! judge's format and proposes smaller versions of itself. [`runner`] runs the solution under a
//! time limit and [`compare`] checks its output against grundy's own (`judges`) as it is read;
//! [`shrink`] keeps the smallest input that still fails; [`stress`] ties them together. What a
//! solution printed is shown escaped and shortened ([`show`]).

mod compare;
mod nim;
mod one_heap;
pub mod reaper;
mod records;
pub mod runner;
pub mod show;
mod shrink;
mod subtraction;
mod takeaway;
mod wythoff;

use std::io::{IsTerminal, Write};

pub use grundy::rng::Rng;

use crate::error::CliError;
use crate::judges::Problem;
use runner::{Solution, Verdict};

/// One judge input, structured so that it can be made smaller.
pub trait Case {
    /// The input exactly as the judge would give it.
    fn render(&self) -> String;
    /// Smaller inputs in the same format, the most promising first: fewer positions, then
    /// smaller numbers.
    fn shrink_candidates(&self) -> Box<dyn Iterator<Item = Box<dyn Case>> + '_>;
    /// How many positions the input holds.
    fn positions(&self) -> usize;
}

/// Draws the inputs of one judge problem.
pub trait Generator {
    /// The input numbered `index` (from 0) of a run: the first ones hold the problem's curated
    /// edge and adversarial positions, the rest are random.
    fn generate(&self, rng: &mut Rng, index: u64) -> Box<dyn Case>;
}

/// How large the generated numbers may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Within the judge's stated limits: a correct solution for the judge passes.
    Judge,
    /// Past the stated limits, up to 2^64 and (where the judge reads numbers of any size) beyond.
    Beyond,
}

/// The generator for the judge problem named `problem` (a canonical name from `judges`).
pub fn generator(problem: &str, scope: Scope) -> Option<Box<dyn Generator>> {
    wythoff::generator(problem, scope)
        .or_else(|| one_heap::generator(problem, scope))
        .or_else(|| subtraction::generator(problem, scope))
        .or_else(|| nim::generator(problem, scope))
        .or_else(|| takeaway::generator(problem, scope))
}

/// A failing input, as small as the shrinker could make it.
pub struct Failure {
    /// The number (from 1) of the input that failed first.
    pub case_number: u64,
    /// The smallest failing input found.
    pub input: String,
    /// Positions in the smallest input, and in the input as first generated.
    pub positions: (usize, usize),
    /// How the solution failed on the smallest input.
    pub verdict: Verdict,
    /// Runs of the solution spent shrinking.
    pub shrink_runs: usize,
}

/// How a stress run ended.
pub enum Outcome {
    /// Every input agreed.
    Passed,
    /// An input failed.
    Failed(Box<Failure>),
}

/// Runs `cases` generated inputs of `problem` through `solution`, stopping at the first failure
/// (which is then shrunk). Progress goes to stderr only when it is a terminal.
pub fn stress(
    problem: &Problem,
    generator: &dyn Generator,
    solution: &Solution,
    seed: u64,
    cases: u64,
) -> Result<Outcome, CliError> {
    const PROGRESS_EVERY: u64 = 50;
    let progress = std::io::stderr().is_terminal();
    let mut rng = Rng::new(seed);
    for index in 0..cases {
        let case = generator.generate(&mut rng, index);
        let input = case.render();
        let expected = runner::expected_output(problem, &input).map_err(|error| {
            CliError::Usage(format!(
                "internal error: grundy's own {} judge rejected a generated input ({error}); \
                 please report it with --seed {seed}",
                problem.name
            ))
        })?;
        let verdict = solution.check(&input, &expected)?;
        if index == 0 {
            could_not_run(solution, &verdict)?;
        }
        if let Verdict::Agrees = verdict {
            if progress && (index + 1) % PROGRESS_EVERY == 0 && index + 1 < cases {
                let _ = writeln!(
                    std::io::stderr(),
                    "grundy stress: {}/{cases} cases agree",
                    index + 1
                );
            }
            continue;
        }
        let generated_positions = case.positions();
        let shrunk = shrink::shrink(problem, solution, case, verdict)?;
        return Ok(Outcome::Failed(Box::new(Failure {
            case_number: index + 1,
            input: shrunk.case.render(),
            positions: (shrunk.case.positions(), generated_positions),
            verdict: shrunk.verdict,
            shrink_runs: shrunk.runs,
        })));
    }
    Ok(Outcome::Passed)
}

/// On the first case, the shell's exit status 127 (command not found) or 126 (found but not
/// executable) with no output means the command never ran: a usage error, not a crash.
fn could_not_run(solution: &Solution, verdict: &Verdict) -> Result<(), CliError> {
    let Verdict::Crashed {
        code: Some(code @ (126 | 127)),
        stdout,
        stderr,
        ..
    } = verdict
    else {
        return Ok(());
    };
    if stdout.total_bytes > 0 {
        return Ok(());
    }
    // The shell's own message, e.g. "sh: 1: ./a.out: not found": its last line, escaped.
    let said = match stderr.total_bytes {
        0 => String::new(),
        _ => stderr
            .shown_lines()
            .into_iter()
            .rev()
            .find(|line| !line.trim().is_empty())
            .map(|line| format!(": {line}"))
            .unwrap_or_default(),
    };
    let hint = if *code == 127 {
        "check the path"
    } else {
        "check that it is an executable file"
    };
    Err(CliError::Usage(format!(
        "the solution command {} could not be run{said} (exit {code}); {hint}",
        show::quote(solution.command())
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judges::PROBLEMS;

    /// Every judge has a generator, and grundy's own judge accepts every generated input, in
    /// both scopes (shrink candidates included).
    #[test]
    fn every_problem_generates_inputs_its_judge_accepts() {
        for problem in PROBLEMS {
            // Past the limits, grundy's own answers take longer (big k-multiple games): fewer.
            for (scope, inputs, candidates) in [(Scope::Judge, 30, 8), (Scope::Beyond, 6, 2)] {
                let generator = generator(problem.name, scope)
                    .unwrap_or_else(|| panic!("no generator for {}", problem.name));
                let mut rng = Rng::new(11);
                for index in 0..inputs {
                    let case = generator.generate(&mut rng, index);
                    let input = case.render();
                    if let Err(error) = runner::expected_output(problem, &input) {
                        panic!("{} {scope:?} rejected {input:?}: {error}", problem.name);
                    }
                    for smaller in case.shrink_candidates().take(candidates) {
                        let input = smaller.render();
                        if let Err(error) = runner::expected_output(problem, &input) {
                            panic!("{} shrink rejected {input:?}: {error}", problem.name);
                        }
                    }
                }
            }
        }
    }
}
