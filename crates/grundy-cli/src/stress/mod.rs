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
mod dag;
mod euclid;
mod hackenbush;
mod lasker;
mod nim;
mod one_heap;
pub mod reaper;
mod records;
pub mod runner;
pub mod show;
mod shrink;
mod staircase;
mod status;
mod subtraction;
mod takeaway;
mod turtles;
mod wythoff;

use std::time::Duration;

pub use grundy::rng::Rng;

use crate::error::{CliError, msg};
use crate::judges::Problem;
use crate::text::tr;
pub use records::Probe;
use runner::{Solution, Verdict};
pub use shrink::{MAX_SHRINK_RUNS, Stop};
use status::Status;

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

    /// Positions tried first when an input fails, smallest first, each one record of the
    /// judge's format (see [`shrink`]): small numbers, and where the problem has them,
    /// P-positions, their neighbours and the float traps. None by default.
    fn probes(&self) -> &[Probe] {
        &[]
    }

    /// The families of the probes (e.g. "small numbers"), in the order the report names them.
    fn probe_families(&self) -> &[&'static str] {
        &[]
    }

    /// How many probes one input may hold.
    fn probe_batch(&self) -> usize {
        1
    }

    /// The input holding `probes` (at most [`probe_batch`](Self::probe_batch) of them), if
    /// the generator has probes.
    fn probe_input(&self, _probes: &[Probe]) -> Option<Box<dyn Case>> {
        None
    }
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
        .or_else(|| staircase::generator(problem, scope))
        .or_else(|| lasker::generator(problem, scope))
        .or_else(|| hackenbush::generator(problem, scope))
        .or_else(|| turtles::generator(problem, scope))
        .or_else(|| dag::generator(problem, scope))
        .or_else(|| euclid::generator(problem, scope))
        .or_else(|| euclid::every_generator(problem, scope))
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
    /// How the input was shrunk.
    pub shrunk: ShrinkReport,
}

/// How a failing input was shrunk, for the report.
pub struct ShrinkReport {
    /// Runs of the solution spent shrinking.
    pub runs: usize,
    /// What the smallest failing probe is (and the runs it took to find), if one failed.
    pub probe: Option<(grundy::text::Msg, usize)>,
    /// The families of probes tried, smallest first (empty if the problem has none).
    pub families: Vec<&'static str>,
    /// How many times plain shrinking made the input smaller.
    pub steps: usize,
    /// Set if the budget ran out before the candidates did.
    pub stopped: Option<Stop>,
}

/// How a stress run ended.
pub enum Outcome {
    /// Every input agreed.
    Passed,
    /// An input failed.
    Failed(Box<Failure>),
}

/// How much a run may try: inputs, and the time to shrink a failure.
pub struct Budget {
    /// How many generated inputs to try.
    pub cases: u64,
    /// How long shrinking a failure may take.
    pub shrink_time: Duration,
}

/// Runs `budget.cases` generated inputs of `problem` through `solution`, stopping at the first
/// failure (which is then shrunk). A progress line goes to stderr only when it is a terminal.
pub fn stress(
    problem: &Problem,
    generator: &dyn Generator,
    solution: &Solution,
    seed: u64,
    budget: &Budget,
) -> Result<Outcome, CliError> {
    let cases = budget.cases;
    let status = Status::new();
    let mut rng = Rng::new(seed);
    for index in 0..cases {
        let case = generator.generate(&mut rng, index);
        let input = case.render();
        let expected = runner::expected_output(problem, &input).map_err(|error| {
            CliError::Usage(msg!(
                "cli-stress-judge-rejected",
                problem = problem.name,
                why = error.msg(),
                seed = seed
            ))
        })?;
        status.show(tr!(
            "cli-stress-status-case",
            case = index + 1,
            cases = cases
        ));
        let verdict = solution.check(&input, &expected)?;
        if index == 0 {
            could_not_run(solution, &verdict)?;
        }
        if let Verdict::Agrees = verdict {
            continue;
        }
        let generated_positions = case.positions();
        let shrunk = shrink::shrink(
            problem,
            solution,
            generator,
            case,
            verdict,
            budget.shrink_time,
            &status,
        )?;
        status.clear();
        return Ok(Outcome::Failed(Box::new(Failure {
            case_number: index + 1,
            input: shrunk.case.render(),
            positions: (shrunk.case.positions(), generated_positions),
            verdict: shrunk.verdict,
            shrunk: ShrinkReport {
                runs: shrunk.runs,
                probe: shrunk.probe.map(|(probe, runs)| (probe.what, runs)),
                families: shrunk.families,
                steps: shrunk.steps,
                stopped: shrunk.stopped,
            },
        })));
    }
    status.clear();
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
        msg!("cli-stress-check-path")
    } else {
        msg!("cli-stress-check-executable")
    };
    Err(CliError::Usage(msg!(
        "cli-stress-cannot-run",
        command = show::quote(solution.command()),
        said = said,
        code = code,
        hint = hint
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

    /// Every problem's probes make inputs its judge accepts, and come smallest first; the
    /// Wythoff judges' include the first trap of `double` code within the limits.
    #[test]
    fn probes_are_accepted_and_smallest_first() {
        for problem in PROBLEMS {
            for scope in [Scope::Judge, Scope::Beyond] {
                let generator = generator(problem.name, scope).unwrap();
                let probes = generator.probes();
                assert_eq!(
                    probes.is_empty(),
                    matches!(problem.name, "hdu1536" | "hdu1524"),
                    "{}: only S-Nim and A Chess Game (whole graphs, no records) have no probes",
                    problem.name
                );
                let largest = |p: &Probe| p.record.iter().copied().max().unwrap_or(0);
                assert!(
                    probes.windows(2).all(|w| largest(&w[0]) <= largest(&w[1])),
                    "{} {scope:?}",
                    problem.name
                );
                for batch in probes.chunks(generator.probe_batch()) {
                    let input = generator.probe_input(batch).unwrap().render();
                    if let Err(error) = runner::expected_output(problem, &input) {
                        panic!(
                            "{} {scope:?} rejected probes {input:?}: {error}",
                            problem.name
                        );
                    }
                }
                if problem.name.starts_with("hdu1527") || problem.name == "luogu2252" {
                    assert!(
                        probes
                            .iter()
                            .any(|p| p.record == [165_580_140, 267_914_295]),
                        "{}",
                        problem.name
                    );
                }
            }
        }
    }
}
