//! `grundy judge PROBLEM`: a judge's input on stdin, exactly the judge's output on stdout.

use std::io::{self, Write};

use clap::Args;

use crate::error::CliError;
use crate::judges;

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  grundy judge --list                     every problem, with a one-line summary
  grundy judge hdu2177 < input.txt        Wythoff: the winning moves in the judge's format
  grundy judge hdu1527 < big.in > my.out  a million lines, faster than C with scanf/printf
  diff <(grundy judge hdu1847 < in) <(./mine < in)    check your solution's output

Numbers beyond a judge's limits still get the exact answer.")]
pub struct JudgeArgs {
    /// The problem, e.g. hdu2177 (see --list)
    #[arg(required_unless_present = "list")]
    problem: Option<String>,
    /// List the problems with a one-line summary
    #[arg(long, conflicts_with = "problem")]
    list: bool,
}

pub fn run(args: &JudgeArgs, out: &mut impl Write) -> Result<(), CliError> {
    if args.list {
        for p in judges::PROBLEMS {
            writeln!(out, "{:<10} {}", p.name, p.summary)?;
        }
        return Ok(());
    }
    let name = args.problem.as_deref().unwrap_or_default();
    let problem = judges::find(name).ok_or_else(|| {
        let names: Vec<&str> = judges::PROBLEMS.iter().map(|p| p.name).collect();
        CliError::Usage(format!(
            "unknown judge problem '{}'; accepted: {} (see grundy judge --list)",
            grundy::error::quote(name),
            names.join(", ")
        ))
    })?;
    let stdin = io::stdin();
    let mut input = stdin.lock();
    (problem.solve)(&mut input, out)
}
