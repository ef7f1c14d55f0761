//! `grundy verify FILE`: checks a certificate of periodicity from the rules alone.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use grundy::report::{Job, Limits, VerdictKind, VerifyRequest, ask};

use crate::bounded::{self, Ended};
use crate::error::{CliError, msg};
use crate::json;
use crate::text::tr;

#[derive(Args, Debug)]
pub struct VerifyArgs {
    /// The certificate file
    file: PathBuf,
    /// Print the verdict as one JSON object (answer "verify"; the exit status is the same)
    #[arg(long)]
    json: bool,
}

pub fn run(args: &VerifyArgs, out: &mut impl Write) -> Result<(), CliError> {
    let what = msg!("cli-what-certificate", path = args.file.display());
    let failed = |source| CliError::Read {
        what: what.clone(),
        source,
    };
    let mut file = bounded::open(&args.file).map_err(failed)?;
    let (bytes, ended) =
        bounded::read_to_end(&mut file, bounded::FILE_LIMIT, |_| true).map_err(failed)?;
    if ended == Ended::TooLong {
        return Err(CliError::Input(msg!(
            "cli-verify-too-long",
            what = what,
            size = bounded::size(bounded::FILE_LIMIT)
        )));
    }
    let text = String::from_utf8(bytes)
        .map_err(|_| CliError::Input(msg!("cli-verify-not-utf8", what = what)))?;
    let report = ask(
        &VerifyRequest { certificate: text },
        &mut Job::new(Limits::LOCAL),
    )?;
    let status = match report.verdict {
        VerdictKind::Verified => 0,
        VerdictKind::Refuted => 1,
        VerdictKind::Incomplete => 3,
    };
    if args.json {
        json::print(out, &report)?;
        return match status {
            0 => Ok(()),
            status => Err(CliError::Finished(status)),
        };
    }
    let game = tr!("cli-verify-game", game = report.game, rule = &report.rule);
    match (report.verified, report.bound, report.values, report.reason) {
        (true, Some(bound), Some(values), _) => {
            writeln!(
                out,
                "{}",
                tr!(
                    "cli-verify-holds",
                    game = game,
                    p = report.period,
                    n0 = report.preperiod,
                    last = values - 1,
                    bound = bound,
                )
            )?;
            Ok(())
        }
        (_, _, _, reason) => {
            let reason = reason.unwrap_or_default();
            let line = match report.verdict {
                VerdictKind::Incomplete => tr!("cli-verify-incomplete", reason = reason),
                _ => tr!("cli-verify-fails", reason = reason),
            };
            writeln!(out, "{line}")?;
            Err(CliError::Finished(status))
        }
    }
}
