//! `grundy judge PROBLEM`: a judge's input on stdin, exactly the judge's output on stdout.

use std::io::{self, Write};

use clap::Args;

use crate::error::CliError;
use crate::judges;
use crate::text::tr;

#[derive(Args, Debug)]
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
        // Every accepted name in the first column: an alias on its own line after its problem.
        for p in judges::PROBLEMS {
            let summary = crate::text::render(&grundy::text::Msg::new(p.summary));
            writeln!(out, "{:<10} {summary}", p.name)?;
            for alias in p.aliases {
                writeln!(out, "{alias:<10} {}", tr!("cli-judge-alias", name = p.name))?;
            }
        }
        return Ok(());
    }
    let name = args.problem.as_deref().unwrap_or_default();
    let problem = judges::find(name).ok_or_else(|| judges::unknown(name))?;
    let stdin = io::stdin();
    let mut input = stdin.lock();
    (problem.solve)(&mut input, out)
}
