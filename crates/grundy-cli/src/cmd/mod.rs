//! One module per subcommand: its arguments and its `run`.

pub mod analyze;
pub mod bash;
pub mod census;
pub mod docs;
pub mod judge;
pub mod misere;
pub mod nim;
pub mod pattern;
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

/// The games grundy plays, as the library's catalogue gives them (`GamesRequest`, the page's
/// list too), in the locale's language: one line a game, its examples then `line(entry)`,
/// wrapped under a column of `indent`.
///
/// Clap builds every subcommand's help text on every run, but only `--help`, `-h`, `help` and
/// `man` show it: otherwise the lists are not made (they cost more than a small answer).
pub fn games_help(indent: usize, line: impl Fn(&grundy::report::GameEntry) -> String) -> String {
    let shown = std::env::args_os().skip(1).any(|arg| {
        ["--help", "-h", "help", "man"]
            .iter()
            .any(|word| arg == *word)
    });
    if !shown {
        return String::new();
    }
    // The locale's language: help is built while the arguments are read, before --lang is
    // known, and asking `text::lang()` here would fix the run's language before --lang does.
    let request = grundy::report::GamesRequest {
        lang: crate::text::from_locale(|name| std::env::var(name).ok()),
    };
    let Ok(games) = grundy::report::ask(
        &request,
        &mut grundy::report::Job::new(grundy::report::Limits::LOCAL),
    ) else {
        return String::new();
    };
    let mut text = String::new();
    for entry in &games.games {
        let examples = entry.examples.join("  ");
        let mut out = format!("  {examples}");
        let room = indent.saturating_sub(2);
        if examples.chars().count() + 2 > room {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
        } else {
            out.push_str(&" ".repeat(indent - 2 - examples.chars().count()));
        }
        out.push_str(&wrap(&line(entry), indent));
        text.push_str(&out);
        text.push('\n');
    }
    text
}

/// `text` broken at spaces into lines of at most 100 characters, the later ones indented by
/// `indent` (the first is already).
fn wrap(text: &str, indent: usize) -> String {
    const WIDTH: usize = 100;
    let mut out = String::new();
    let mut column = indent;
    for word in text.split(' ') {
        let len = word.chars().count();
        if column > indent && column + 1 + len > WIDTH {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
            column = indent;
        } else if column > indent {
            out.push(' ');
            column += 1;
        }
        out.push_str(word);
        column += len;
    }
    out
}
