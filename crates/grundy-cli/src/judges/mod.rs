//! Judge formats: each reads a judge's input and writes exactly the judge's expected output.
//! Shared by `grundy judge` (stdin to stdout) and `grundy stress` (expected answers).
//!
//! One module per family of games; [`input`] cuts the input into validated tokens. Every problem
//! reads all of its input first and writes its whole answer at the end, so bad input produces
//! one line on stderr and nothing on stdout. Numbers beyond a judge's stated limits still get
//! the exact answer (the library's `Natural` path), or an error naming the library's limit where
//! a game has no closed form.

mod dag;
mod euclid;
mod hackenbush;
mod input;
mod lasker;
mod nim;
mod one_heap;
mod staircase;
mod takeaway;
mod turtles;
mod wythoff;

use std::io::{BufRead, Write};

use crate::error::CliError;

/// A judge problem grundy answers.
pub struct Problem {
    /// The name on the command line (e.g. "hdu2177").
    pub name: &'static str,
    /// Other names of the same problem (e.g. "poj1067").
    pub aliases: &'static [&'static str],
    /// The id of its line in `grundy judge --list` (the game and the output format), a message
    /// of the command's catalogue.
    pub summary: &'static str,
    /// Reads the whole input and writes the expected output.
    pub solve: fn(&mut dyn BufRead, &mut dyn Write) -> Result<(), CliError>,
}

/// Every problem, in the order `grundy judge --list` shows them.
pub const PROBLEMS: &[Problem] = &[
    Problem {
        name: "hdu1527",
        aliases: &["poj1067"],
        summary: "cli-judge-hdu1527",
        solve: wythoff::hdu1527,
    },
    Problem {
        name: "luogu2252",
        aliases: &[],
        summary: "cli-judge-luogu2252",
        solve: wythoff::luogu2252,
    },
    Problem {
        name: "hdu2177",
        aliases: &[],
        summary: "cli-judge-hdu2177",
        solve: wythoff::hdu2177,
    },
    Problem {
        name: "hdu1846",
        aliases: &[],
        summary: "cli-judge-hdu1846",
        solve: one_heap::hdu1846,
    },
    Problem {
        name: "hdu2149",
        aliases: &[],
        summary: "cli-judge-hdu2149",
        solve: one_heap::hdu2149,
    },
    Problem {
        name: "hdu1847",
        aliases: &[],
        summary: "cli-judge-hdu1847",
        solve: one_heap::hdu1847,
    },
    Problem {
        name: "hdu1848",
        aliases: &[],
        summary: "cli-judge-hdu1848",
        solve: one_heap::hdu1848,
    },
    Problem {
        name: "hdu1536",
        aliases: &["poj2960"],
        summary: "cli-judge-hdu1536",
        solve: one_heap::hdu1536,
    },
    Problem {
        name: "hdu1850",
        aliases: &[],
        summary: "cli-judge-hdu1850",
        solve: nim::hdu1850,
    },
    Problem {
        name: "hdu1907",
        aliases: &["poj3480"],
        summary: "cli-judge-hdu1907",
        solve: nim::hdu1907,
    },
    Problem {
        name: "luogu2197",
        aliases: &[],
        summary: "cli-judge-luogu2197",
        solve: nim::luogu2197,
    },
    Problem {
        name: "hdu2516",
        aliases: &[],
        summary: "cli-judge-hdu2516",
        solve: takeaway::hdu2516,
    },
    Problem {
        name: "hdu2486",
        aliases: &["hdu2580", "poj3922", "uva1567"],
        summary: "cli-judge-hdu2486",
        solve: takeaway::hdu2486,
    },
    Problem {
        name: "poj1704",
        aliases: &[],
        summary: "cli-judge-poj1704",
        solve: staircase::poj1704,
    },
    Problem {
        name: "hdu3032",
        aliases: &[],
        summary: "cli-judge-hdu3032",
        solve: lasker::hdu3032,
    },
    Problem {
        name: "hdu3094",
        aliases: &[],
        summary: "cli-judge-hdu3094",
        solve: hackenbush::hdu3094,
    },
    Problem {
        name: "poj3710",
        aliases: &[],
        summary: "cli-judge-poj3710",
        solve: hackenbush::poj3710,
    },
    Problem {
        name: "hdu3537",
        aliases: &[],
        summary: "cli-judge-hdu3537",
        solve: turtles::hdu3537,
    },
    Problem {
        name: "hdu1524",
        aliases: &["poj2425"],
        summary: "cli-judge-hdu1524",
        solve: dag::hdu1524,
    },
    Problem {
        name: "poj2348",
        aliases: &[],
        summary: "cli-judge-poj2348",
        solve: euclid::poj2348,
    },
    Problem {
        name: "hdu3595",
        aliases: &[],
        summary: "cli-judge-hdu3595",
        solve: euclid::hdu3595,
    },
];

/// The problem called `name` (or one of its aliases), case-insensitively.
pub fn find(name: &str) -> Option<&'static Problem> {
    lookup(name).map(|(problem, _)| problem)
}

/// The problem called `name` (or one of its aliases), case-insensitively, with the name it was
/// found by as the table spells it: "POJ1067" is hdu1527 found as "poj1067", so that a report
/// speaks of the problem the user asked about.
pub fn lookup(name: &str) -> Option<(&'static Problem, &'static str)> {
    PROBLEMS.iter().find_map(|p| {
        std::iter::once(&p.name)
            .chain(p.aliases)
            .find(|known| known.eq_ignore_ascii_case(name))
            .map(|&known| (p, known))
    })
}

/// Every name accepted, for an error message: "hdu1527 (= poj1067), luogu2252, …".
pub fn accepted_names() -> String {
    let names: Vec<String> = PROBLEMS
        .iter()
        .map(|p| match p.aliases {
            [] => p.name.to_string(),
            aliases => format!("{} (= {})", p.name, aliases.join(", ")),
        })
        .collect();
    names.join(", ")
}

/// The message for a name that is no problem's: what was given and every name accepted.
pub fn unknown(name: &str) -> CliError {
    CliError::Usage(crate::error::msg!(
        "cli-judge-unknown",
        name = grundy::error::quote(name),
        accepted = accepted_names()
    ))
}

/// Writes the finished answer in one piece.
fn finish(out: &mut dyn Write, answer: &[u8]) -> Result<(), CliError> {
    out.write_all(answer)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases_are_unique_and_summaries_one_line() {
        let mut names: Vec<&str> = PROBLEMS
            .iter()
            .flat_map(|p| std::iter::once(p.name).chain(p.aliases.iter().copied()))
            .collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
        assert!(PROBLEMS.iter().all(|p| !p.summary.contains('\n')));
        assert!(find("POJ1067").is_some_and(|p| p.name == "hdu1527"));
        assert!(
            lookup("Poj1067").is_some_and(|(p, name)| p.name == "hdu1527" && name == "poj1067")
        );
        assert!(lookup("hdu1527").is_some_and(|(_, name)| name == "hdu1527"));
        let accepted = accepted_names();
        for name in PROBLEMS
            .iter()
            .flat_map(|p| std::iter::once(p.name).chain(p.aliases.iter().copied()))
        {
            assert!(accepted.contains(name), "{name} missing from {accepted}");
        }
        assert!(
            accepted.contains("hdu2486 (= hdu2580, poj3922, uva1567)"),
            "{accepted}"
        );
    }
}
