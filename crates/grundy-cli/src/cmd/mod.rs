//! One module per subcommand: its arguments and its `run`.

pub mod analyze;
pub mod bash;
pub mod census;
pub mod docs;
pub mod judge;
pub mod misere;
pub mod nim;
pub mod play;
pub mod seq;
pub mod serve;
pub mod stress;
pub mod table;
pub mod takeaway;
pub mod verify;
pub mod wythoff;

use std::io::Write;

use grundy::report::Outcome;

use crate::text::tr;

/// How a table or a sequence is printed (`--format`; `--json` and `--csv` are short for two).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Readable text
    Text,
    /// Comma-separated values after a header
    Csv,
    /// Exactly one JSON object
    Json,
    /// NumPy's .npy (binary: redirect it to a file), for numpy.load
    Npy,
}

impl Format {
    /// The format that `--format`, `--json` and `--csv` ask for (clap lets at most one through).
    pub fn chosen(format: Option<Format>, json: bool, csv: bool) -> Format {
        match (format, json, csv) {
            (Some(format), _, _) => format,
            (None, true, _) => Format::Json,
            (None, _, true) => Format::Csv,
            _ => Format::Text,
        }
    }
}

/// The outcome line of the text output.
pub fn outcome_line(out: &mut impl Write, outcome: Outcome) -> std::io::Result<()> {
    match outcome {
        Outcome::P => writeln!(out, "{}", tr!("cli-outcome-p")),
        Outcome::N => writeln!(out, "{}", tr!("cli-outcome-n")),
    }
}
