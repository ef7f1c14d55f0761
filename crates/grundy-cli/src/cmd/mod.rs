//! One module per subcommand: its arguments and its `run`.

pub mod analyze;
pub mod bash;
pub mod docs;
pub mod judge;
pub mod nim;
pub mod play;
pub mod seq;
pub mod serve;
pub mod stress;
pub mod table;
pub mod takeaway;
pub mod wythoff;

use std::io::Write;

use grundy::engine::Outcome;

/// The outcome line of the text output.
pub fn outcome_line(out: &mut impl Write, outcome: Outcome) -> std::io::Result<()> {
    match outcome {
        Outcome::P => writeln!(out, "Outcome: P (the player to move loses)"),
        Outcome::N => writeln!(out, "Outcome: N (the player to move wins)"),
    }
}
