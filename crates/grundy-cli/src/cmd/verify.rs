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
#[command(after_help = "Examples:
  grundy seq octal kayles --to 200 --certificate kayles.cert
  grundy verify kayles.cert                   recomputes g(0..=167) and checks the period
  python3 tools/check_certificate.py kayles.cert    the same check, written independently
  grundy verify kayles.cert --json            the verdict as JSON (answer \"verify\")

A certificate (written by seq octal|sub --certificate) holds a game, a claimed preperiod n0 and
period p, and the values g(0), ..., g(B + p - 1) that the periodicity theorem needs (B =
max(k max(n0,1) + (k-1) p + t, t+1) for moves that remove at most t tokens and leave at most k
heaps). verify recomputes every value by plain mex from the rules and checks g(n + p) = g(n)
for n0 <= n < B (and over any spare values given); then g(n + p) = g(n) holds for every
n >= n0. Exit status 0 when it holds, 1 when the certificate is wrong (the first failure is
named), 2 when it cannot be read or is beyond the limits of a check (named), 3 when it is
incomplete: its values agree with the claim but stop before g(B + p - 1). tools/check_certificate.py gives the same verdict and
status on every file (the grammar is in the rustdoc of the library's certificate module).")]
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
