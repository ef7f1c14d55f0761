//! `grundy stress PROBLEM --solution CMD`: run a solution on generated inputs of a judge problem,
//! compare with grundy's answers, and print the smallest input that breaks it.

use std::io::Write;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use clap::Args;

use crate::error::CliError;
use crate::judges;
use crate::stress::runner::{self, Solution, Verdict};
use crate::stress::show::{Excerpt, quote, shell_word};
use crate::stress::{self, Failure, Outcome, Scope};

const STRESS_HELP: &str = "\
Each case is one judge input: the first ones hold edge and adversarial positions (P-positions and
their neighbours, equal heaps, zeros, the judge's limits, and for Wythoff the Fibonacci
differences where float code breaks: k = F(18) for float32, k = F(40) = 102,334,155 for double),
the rest are random. The solution runs as `sh -c CMD`, the input on stdin, in a process group of
its own; it is done when that sh exits, and then everything it started is killed, on Linux also
what left the group (setsid, double forks: grundy is their subreaper). Its output is compared
line by line with grundy's (`grundy judge PROBLEM`) as it is read, ignoring trailing whitespace at line ends and a missing final newline; an output more than twice
as long as grundy's (and 64 KiB more) is cut short and wrong.

At the first wrong answer or crash, the input is shrunk (fewer positions, then smaller numbers;
the solution is re-run, at most 500 times) and the smallest failing input is printed with the
expected and the actual output (a few lines of each, around the first difference; control
characters and bytes that are not UTF-8 escaped). A timeout is reported with its input as
generated.

Exit status: 0 if every case agrees, 1 if a case failed (wrong answer, crash, timeout),
2 on bad arguments or a command that cannot be run (exit 126 or 127 from sh on the first case),
130 on Ctrl-C.

Examples:
  grundy stress hdu1527 --solution \"./a.out\"
  grundy stress hdu2177 --solution \"python3 sol.py\" --cases 1000 --seed 42
  grundy stress hdu1846 --solution \"java Main\" --timeout 5
  grundy stress poj1067 --solution \"./a.out\" --beyond-limits";

#[derive(Args, Debug)]
#[command(after_help = STRESS_HELP)]
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
}

fn parse_timeout(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text.trim().parse().map_err(|_| {
        format!(
            "{} is not a number of seconds; expected e.g. 2 or 0.5",
            quote(text)
        )
    })?;
    if !(0.001..=3600.0).contains(&seconds) {
        return Err(format!(
            "{seconds} s is out of range; expected 0.001 to 3600 seconds"
        ));
    }
    Ok(Duration::from_secs_f64(seconds))
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
    let problem = judges::find(&args.problem).ok_or_else(|| {
        let names: Vec<&str> = judges::PROBLEMS.iter().map(|p| p.name).collect();
        CliError::Usage(format!(
            "unknown judge problem {}; accepted: {} (see grundy judge --list)",
            quote(&args.problem),
            names.join(", ")
        ))
    })?;
    if args.solution.trim().is_empty() {
        return Err(CliError::Usage(
            "--solution is empty; expected the command that runs your solution, e.g. \
             --solution './a.out'"
                .to_string(),
        ));
    }
    let scope = if args.beyond_limits {
        Scope::Beyond
    } else {
        Scope::Judge
    };
    let generator = stress::generator(problem.name, scope).ok_or_else(|| {
        CliError::Usage(format!(
            "grundy stress has no input generator for {} yet",
            problem.name
        ))
    })?;
    let seed = args.seed.unwrap_or_else(clock_seed);
    let solution = Solution::new(&args.solution, args.timeout);
    // Ctrl-C reaches grundy's process group, not the solution's: kill it, then end. If no
    // handler can be installed, the solution is still killed after each case.
    let _ = ctrlc::set_handler(|| runner::interrupt());
    // Orphans of the solution (setsid, double forks) come to grundy, which kills them after
    // each run; grundy starts nothing else meanwhile. Without it (not Linux), the process group
    // is still killed.
    stress::reaper::enable();
    match stress::stress(problem, generator.as_ref(), &solution, seed, args.cases)? {
        Outcome::Passed => {
            writeln!(
                out,
                "{}: all {} cases agree with grundy (seed {seed}{})",
                problem.name,
                args.cases,
                if args.beyond_limits {
                    ", beyond the judge's limits"
                } else {
                    ""
                }
            )?;
            Ok(())
        }
        Outcome::Failed(failure) => {
            report(out, problem.name, args, seed, &failure)?;
            // The failure is the answer, not an error: exit 1 (2 is for bad arguments).
            Err(CliError::Finished(1))
        }
    }
}

/// Writes an excerpt of an output under `title` (with what was cut), each line indented.
fn block(out: &mut impl Write, title: &str, excerpt: &Excerpt) -> std::io::Result<()> {
    writeln!(out, "{title}{}:", excerpt.note())?;
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
                what.push(format!(
                    "output longer than {} bytes, stopped",
                    actual.total_bytes
                ));
            }
            if let Some(line) = line {
                what.push(format!("first difference on line {line}"));
            }
            format!("wrong answer ({})", what.join("; "))
        }
        Verdict::Crashed { status, .. } => format!("crash ({status})"),
        Verdict::TimedOut => format!("timeout (killed after {:?})", args.timeout),
        Verdict::Agrees => "agrees".to_string(),
    };
    writeln!(
        out,
        "{name}: {what} on case {} of {} (seed {seed})",
        failure.case_number, args.cases
    )?;
    let (now, before) = failure.positions;
    let shrunk = if failure.shrink_runs > 0 {
        format!(", shrunk from {before} in {} runs", failure.shrink_runs)
    } else {
        String::new()
    };
    let plural = if now == 1 { "" } else { "s" };
    // The input is grundy's own, and shown whole: it is what reproduces the failure.
    writeln!(out, "Input ({now} position{plural}{shrunk}):")?;
    for line in failure.input.lines() {
        writeln!(out, "  {line}")?;
    }
    match &failure.verdict {
        Verdict::WrongAnswer {
            expected, actual, ..
        } => {
            block(out, "Expected output", expected)?;
            block(out, "Actual output", actual)?;
        }
        Verdict::Crashed { stderr, stdout, .. } => {
            block(out, "Output before the crash", stdout)?;
            block(out, "Its stderr", stderr)?;
        }
        Verdict::TimedOut | Verdict::Agrees => {}
    }
    let mut options = String::new();
    if args.timeout != Duration::from_secs(2) {
        options.push_str(&format!(" --timeout {}", args.timeout.as_secs_f64()));
    }
    if args.beyond_limits {
        options.push_str(" --beyond-limits");
    }
    writeln!(
        out,
        "Replay: grundy stress {name} --solution {} --seed {seed} --cases {}{options}",
        shell_word(&args.solution),
        failure.case_number,
    )
}
