//! `grundy verify FILE`: checks a certificate of periodicity from the rules alone.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use grundy::certificate::{Certificate, CertifiedGame, Verdict};

use crate::bounded::{self, Ended};
use crate::error::CliError;

#[derive(Args, Debug)]
#[command(after_help = "Examples:
  grundy seq octal kayles --to 200 --certificate kayles.cert
  grundy verify kayles.cert                   recomputes g(0..=167) and checks the period
  python3 tools/check_certificate.py kayles.cert    the same check, written independently

A certificate (written by seq octal|sub --certificate) holds a game, a claimed preperiod n0 and
period p, and the values g(0), ..., g(B + p - 1) that the periodicity theorem needs (B =
max(k max(n0,1) + (k-1) p + t, t+1) for moves that remove at most t tokens and leave at most k
heaps). verify recomputes every value by plain mex from the rules and checks g(n + p) = g(n)
for n0 <= n < B; then g(n + p) = g(n) holds for every n >= n0. Exit status 0 when it holds,
1 when the certificate is wrong (the first failure is named), 2 when it cannot be read or is
beyond the limits of a check (named). tools/check_certificate.py gives the same verdict and
status on every file (the grammar is in the rustdoc of grundy::certificate).")]
pub struct VerifyArgs {
    /// The certificate file
    file: PathBuf,
}

pub fn run(args: &VerifyArgs, out: &mut impl Write) -> Result<(), CliError> {
    let what = format!("certificate '{}'", args.file.display());
    let failed = |source| CliError::Read {
        what: what.clone(),
        source,
    };
    let mut file = bounded::open(&args.file).map_err(failed)?;
    let (bytes, ended) =
        bounded::read_to_end(&mut file, bounded::FILE_LIMIT, |_| true).map_err(failed)?;
    if ended == Ended::TooLong {
        return Err(CliError::Input(format!(
            "{what} is larger than {}, the most a certificate may be",
            bounded::size(bounded::FILE_LIMIT)
        )));
    }
    let text = String::from_utf8(bytes)
        .map_err(|_| CliError::Input(format!("{what} is not UTF-8 text")))?;
    let certificate = Certificate::parse(&text)?;
    let game = match &certificate.game {
        CertifiedGame::Octal(code) => format!("octal game {code}"),
        CertifiedGame::Subtraction(set) => format!("subtraction game {set}"),
    };
    match certificate.check()? {
        Verdict::Verified(verified) => {
            writeln!(
                out,
                "Verified: the {game} has g(n + {p}) = g(n) for every n >= {n0}.\n\
                 g(0..={last}) recomputed from the rules by plain mex, and the matches checked \
                 for {n0} <= n < {bound} (the periodicity theorem, docs/THEORY.md § 8.2).",
                p = verified.period,
                n0 = verified.preperiod,
                last = verified.values - 1,
                bound = verified.bound,
            )?;
            Ok(())
        }
        Verdict::Refuted(reason) => {
            writeln!(out, "Not verified: {reason}.")?;
            Err(CliError::Finished(1))
        }
    }
}
