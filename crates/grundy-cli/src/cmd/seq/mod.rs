//! `grundy seq GAME ...`: Grundy sequences of heap games, with their period proven.

pub mod octal;
pub mod sub;

use std::io::Write;

use clap::{Args, Subcommand};

use crate::error::CliError;

#[derive(Args, Debug)]
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

pub fn run(args: &SeqArgs, out: &mut impl Write) -> Result<(), CliError> {
    match &args.game {
        SeqGame::Sub(args) => sub::run(args, out),
        SeqGame::Octal(args) => octal::run(args, out),
    }
}
