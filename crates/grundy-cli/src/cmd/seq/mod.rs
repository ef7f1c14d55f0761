//! `grundy seq GAME ...`: Grundy sequences of heap games, with their period proven.

pub mod octal;
pub mod sub;

use std::io::Write;

use clap::{Args, Subcommand};

use crate::error::CliError;

#[derive(Args, Debug)]
#[command(arg_required_else_help = true)]
pub struct SeqArgs {
    #[command(subcommand)]
    game: SeqGame,
}

#[derive(Subcommand, Debug)]
enum SeqGame {
    /// A subtraction game: remove s ∈ S from one heap
    Sub(sub::SubArgs),
    /// An octal game (take-and-break), by code or name
    Octal(octal::OctalArgs),
}

/// Writes `certificate` to `path` (`--certificate FILE`); `None` (no period proven, or the
/// values do not reach the proof's range) is an error saying why.
fn write_certificate(
    path: &std::path::Path,
    certificate: Option<String>,
    to: u64,
) -> Result<(), CliError> {
    let Some(certificate) = certificate else {
        return Err(CliError::Game(grundy::Error::new(
            grundy::ErrorKind::Unsupported,
            crate::error::msg!("cli-seq-nothing-to-certify", to = to),
        )));
    };
    std::fs::write(path, certificate).map_err(|source| CliError::Write {
        what: crate::error::msg!("cli-what-certificate", path = path.display()),
        source,
    })
}

pub fn run(args: &SeqArgs, out: &mut impl Write) -> Result<(), CliError> {
    match &args.game {
        SeqGame::Sub(args) => sub::run(args, out),
        SeqGame::Octal(args) => octal::run(args, out),
    }
}
