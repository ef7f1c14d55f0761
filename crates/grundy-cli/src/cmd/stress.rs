//! `grundy stress PROBLEM --solution CMD`: run a solution on generated inputs of a judge problem,
//! compare with grundy's answers, and print the smallest input that breaks it.

use std::io::Write;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use clap::Args;
use grundy::text::Msg;

use crate::error::{CliError, msg};
use crate::judges;
use crate::stress::runner::{self, Solution, Verdict};
use crate::stress::show::{Excerpt, quote, shell_word};
use crate::stress::{self, Failure, Outcome, Scope};
use crate::text::tr;

#[derive(Args, Debug)]
pub struct StressArgs {
    /// The judge problem, e.g. hdu1527 (see grundy judge --list)
    problem: String,
    /// The command that runs the solution (stdin: the input; stdout: its answer), run by sh -c
    #[arg(long, value_name = "CMD")]
    solution: String,
    /// How many inputs to try
    #[arg(long, default_value_t = 200, value_name = "N",
          value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    cases: u64,
    /// Seed of the generator, to replay a run (default: from the clock, printed at the end)
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// Time limit per run, in seconds (e.g. 0.5)
    #[arg(long, default_value = "2", value_name = "SECS", value_parser = parse_timeout)]
    timeout: Duration,
    /// Also try numbers past the judge's stated limits (up to 2^64 and, where the judge reads
    /// numbers of any size, beyond)
    #[arg(long)]
    beyond_limits: bool,
    /// How long shrinking a failing input may take, in seconds (it also stops after 500 runs)
    #[arg(long, default_value = "20", value_name = "SECS", value_parser = parse_shrink_time)]
    shrink_time: Duration,
}

/// The default of --shrink-time, in seconds (the replay line leaves it out).
const SHRINK_TIME: u64 = 20;

/// Seconds from `low` to `high` (e.g. "2" or "0.5").
fn parse_seconds(text: &str, low: f64, high: f64) -> Result<Duration, String> {
    let seconds: f64 = text.trim().parse().map_err(|_| {
        format!(
            "{} is not a number of seconds; expected e.g. 2 or 0.5",
            quote(text)
        )
    })?;
    if !(low..=high).contains(&seconds) {
        return Err(format!(
            "{seconds} s is out of range; expected {low} to {high} seconds"
        ));
    }
    Ok(Duration::from_secs_f64(seconds))
}

fn parse_timeout(text: &str) -> Result<Duration, String> {
    parse_seconds(text, 0.001, 3600.0)
}

fn parse_shrink_time(text: &str) -> Result<Duration, String> {
    parse_seconds(text, 0.0, 86400.0)
}

/// A seed from the clock and the process id, for runs without --seed.
fn clock_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    // Folding 128 bits of nanoseconds into 64 loses nothing that matters for a seed.
    let mixed = (nanos as u64) ^ ((nanos >> 64) as u64) ^ (u64::from(std::process::id()) << 40);
    stress::Rng::new(mixed).next_u64()
}

pub fn run(args: &StressArgs, out: &mut impl Write) -> Result<(), CliError> {
    // The report and the replay line use the name the user gave (poj1067 stays poj1067).
    let (problem, name) =
        judges::lookup(&args.problem).ok_or_else(|| judges::unknown(&args.problem))?;
    if args.solution.trim().is_empty() {
        return Err(CliError::Usage(msg!("cli-stress-solution-empty")));
    }
    let scope = if args.beyond_limits {
        Scope::Beyond
    } else {
        Scope::Judge
    };
    let generator = stress::generator(problem.name, scope)
        .ok_or_else(|| CliError::Usage(msg!("cli-stress-no-generator", problem = problem.name)))?;
    let seed = args.seed.unwrap_or_else(clock_seed);
    let solution = Solution::new(&args.solution, args.timeout);
    // Ctrl-C reaches grundy's process group, not the solution's; SIGTERM and SIGHUP reach
    // grundy alone: on each, kill the solution's whole tree, then end. If that cannot be set
    // up, Ctrl-C alone as before; without either, the solution is still killed after each case.
    if !runner::end_on_signals() {
        let _ = ctrlc::set_handler(|| runner::interrupt(2));
    }
    // Orphans of the solution (setsid, double forks) come to grundy, which kills them after
    // each run; grundy starts nothing else meanwhile. Without it (not Linux), the process group
    // is still killed.
    stress::reaper::enable();
    let budget = stress::Budget {
        cases: args.cases,
        shrink_time: args.shrink_time,
    };
    match stress::stress(problem, generator.as_ref(), &solution, seed, &budget)? {
        Outcome::Passed => {
            let line = match args.beyond_limits {
                false => tr!(
                    "cli-stress-passed",
                    name = name,
                    cases = args.cases,
                    seed = seed
                ),
                true => tr!(
                    "cli-stress-passed-beyond",
                    name = name,
                    cases = args.cases,
                    seed = seed
                ),
            };
            writeln!(out, "{line}")?;
            Ok(())
        }
        Outcome::Failed(failure) => {
            report(out, name, args, seed, &failure)?;
            // The failure is the answer, not an error: exit 1 (2 is for bad arguments).
            Err(CliError::Finished(1))
        }
    }
}

/// Writes an excerpt of an output under `title` (with what was cut), each line indented.
fn block(out: &mut impl Write, title: Msg, excerpt: &Excerpt) -> std::io::Result<()> {
    let note = excerpt.note(crate::text::lang());
    writeln!(
        out,
        "{}",
        tr!("cli-stress-block", title = title, note = note)
    )?;
    for line in excerpt.shown_lines() {
        writeln!(out, "  {line}")?;
    }
    Ok(())
}

fn report(
    out: &mut impl Write,
    name: &str,
    args: &StressArgs,
    seed: u64,
    failure: &Failure,
) -> std::io::Result<()> {
    let what = match &failure.verdict {
        Verdict::WrongAnswer { line, actual, .. } => {
            let mut what = Vec::new();
            if !actual.complete {
                what.push(tr!("cli-stress-longer", bytes = actual.total_bytes));
            }
            if let Some(line) = line {
                what.push(tr!("cli-stress-first-difference", line = line));
            }
            let separator = tr!("cli-list-separator");
            tr!("cli-stress-wrong-answer", what = what.join(&separator))
        }
        Verdict::Crashed { status, .. } => tr!("cli-stress-crash", status = status),
        Verdict::TimedOut => tr!(
            "cli-stress-timeout",
            timeout = format!("{:?}", args.timeout)
        ),
        Verdict::Agrees => tr!("cli-stress-agrees"),
    };
    let line = tr!(
        "cli-stress-failed",
        name = name,
        what = what,
        case = failure.case_number,
        cases = args.cases,
        seed = seed,
    );
    writeln!(out, "{line}")?;
    let (now, before) = failure.positions;
    let shrink = &failure.shrunk;
    // No times: the same seed gives the same report.
    let shrunk = if shrink.runs > 0 {
        tr!("cli-stress-shrunk", before = before, runs = shrink.runs)
    } else {
        String::new()
    };
    // The input is grundy's own, and shown whole: it is what reproduces the failure.
    writeln!(
        out,
        "{}",
        tr!("cli-stress-input", count = now, shrunk = shrunk)
    )?;
    for line in failure.input.lines() {
        writeln!(out, "  {line}")?;
    }
    let line = tr!("cli-stress-found", how = how_found(failure, args));
    writeln!(out, "{line}")?;
    match &failure.verdict {
        Verdict::WrongAnswer {
            expected, actual, ..
        } => {
            block(out, Msg::new("cli-stress-expected"), expected)?;
            block(out, Msg::new("cli-stress-actual"), actual)?;
        }
        Verdict::Crashed { stderr, stdout, .. } => {
            block(out, Msg::new("cli-stress-before-crash"), stdout)?;
            block(out, Msg::new("cli-stress-stderr"), stderr)?;
        }
        Verdict::TimedOut | Verdict::Agrees => {}
    }
    let mut options = String::new();
    if args.timeout != Duration::from_secs(2) {
        options.push_str(&format!(" --timeout {}", args.timeout.as_secs_f64()));
    }
    if args.shrink_time != Duration::from_secs(SHRINK_TIME) {
        options.push_str(&format!(
            " --shrink-time {}",
            args.shrink_time.as_secs_f64()
        ));
    }
    if args.beyond_limits {
        options.push_str(" --beyond-limits");
    }
    let command = format!(
        "grundy stress {name} --solution {} --seed {seed} --cases {}{options}",
        shell_word(&args.solution),
        failure.case_number,
    );
    writeln!(out, "{}", tr!("cli-stress-replay", command = command))
}

/// One sentence on how the failing input was found: which structured input failed first, or
/// that the generated input was shrunk, and whether the budget ran out.
fn how_found(failure: &Failure, args: &StressArgs) -> String {
    let shrink = &failure.shrunk;
    let case = failure.case_number;
    if matches!(failure.verdict, Verdict::TimedOut) {
        return tr!("cli-stress-found-timeout", case = case);
    }
    let families = (shrink.families.iter())
        .map(|family| crate::text::render(&Msg::new(family)))
        .collect::<Vec<_>>()
        .join(&tr!("cli-stress-family-separator"));
    let steps = |n: usize| Msg::new("cli-stress-steps").arg("n", n);
    let mut found = match (&shrink.probe, shrink.families.is_empty()) {
        (Some((what, runs)), _) => {
            let then = if shrink.steps == 0 {
                tr!("cli-stress-then-nothing")
            } else {
                tr!("cli-stress-then-smaller", steps = steps(shrink.steps))
            };
            tr!(
                "cli-stress-found-probe",
                case = case,
                families = families,
                what = what.clone(),
                runs = runs,
                then = then,
            )
        }
        (None, false) => tr!(
            "cli-stress-found-shrunk-families",
            families = families,
            case = case,
            steps = steps(shrink.steps),
        ),
        (None, true) => tr!(
            "cli-stress-found-shrunk",
            case = case,
            steps = steps(shrink.steps)
        ),
    };
    match shrink.stopped {
        Some(stress::Stop::Time) => found.push_str(&tr!(
            "cli-stress-stopped-time",
            seconds = args.shrink_time.as_secs_f64()
        )),
        Some(stress::Stop::Runs) => found.push_str(&tr!(
            "cli-stress-stopped-runs",
            runs = stress::MAX_SHRINK_RUNS
        )),
        None => {}
    }
    found
}
