//! The binary's error: every failure becomes one line on stderr and exit status 2, and says
//! which kind of thing went wrong — the arguments, the library's answer, reading an input,
//! writing a file, the contents of an input, the machine — so an I/O failure is never reported
//! as bad usage.

use std::fmt;
use std::io;

/// Why a command failed.
#[derive(Debug)]
pub enum CliError {
    /// The arguments were wrong (clap's message, folded to one line, or a combination clap
    /// cannot express).
    Usage(String),
    /// The library refused the request (bad value, too large, ...).
    Game(grundy::Error),
    /// An input could not be read: `what` names it ("'@heaps.txt'", "standard input",
    /// "checkpoint 'k.ckpt'").
    Read { what: String, source: io::Error },
    /// A file other than the answer could not be written (a checkpoint, a picture).
    Write { what: String, source: io::Error },
    /// An input was read but is not what is accepted (a judge's input, a checkpoint file); the
    /// message says where and what is accepted.
    Input(String),
    /// The machine refused a resource (threads).
    System(String),
    /// Writing the answer failed (other than a closed pipe, which is not an error).
    Output(io::Error),
    /// Not an error: the command has printed its answer and ends with this exit status (for
    /// example 1 from `grundy stress` when a solution is wrong).
    Finished(u8),
}

impl From<grundy::Error> for CliError {
    fn from(error: grundy::Error) -> Self {
        CliError::Game(error)
    }
}

/// Writing the answer: `?` on the output stream.
impl From<io::Error> for CliError {
    fn from(error: io::Error) -> Self {
        CliError::Output(error)
    }
}

impl CliError {
    /// Whether this is a closed output pipe (`grundy ... | head`), which ends quietly.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, CliError::Output(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }

    /// Reading standard input failed.
    pub fn stdin(source: io::Error) -> CliError {
        CliError::Read {
            what: "standard input".to_string(),
            source,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(message) | CliError::Input(message) | CliError::System(message) => {
                f.write_str(message)
            }
            CliError::Game(error) => f.write_str(&error.render(crate::text::lang())),
            CliError::Read { what, source } if what.starts_with("'@") => write!(
                f,
                "cannot read {what}: {source}; expected @PATH naming a readable file of \
                 decimal numbers"
            ),
            CliError::Read { what, source } => write!(f, "cannot read {what}: {source}"),
            CliError::Write { what, source } => write!(f, "cannot write {what}: {source}"),
            CliError::Output(error) => write!(f, "cannot write the answer: {error}"),
            CliError::Finished(status) => write!(f, "finished with status {status}"),
        }
    }
}
/// Folds clap's multi-line message into one line that still says what is accepted, control
/// characters escaped.
pub fn usage_line(error: &clap::Error, command: &clap::Command) -> String {
    let rendered = error.render().to_string();
    let before_usage = rendered.split("Usage:").next().unwrap_or(&rendered);
    let before_usage = before_usage.replace("For more information, try '--help'.", "");
    let mut line = before_usage
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    if let Some(rest) = line.strip_prefix("error: ") {
        line = rest.to_string();
    }
    // For an unknown argument clap guesses a similar one and writes the guess into its usage
    // line, so that `--period-only` got "usage: grundy seq octal --to <N> --version <GAME>".
    // The usage says the command as it is; a guess of --version or --help is no guess at all.
    let suggested = match error.get(clap::error::ContextKind::SuggestedArg) {
        Some(clap::error::ContextValue::String(arg))
            if matches!(arg.as_str(), "--version" | "--help") =>
        {
            Some(arg.clone())
        }
        _ => None,
    };
    if let Some(arg) = &suggested {
        line = line.replace(&format!(" tip: a similar argument exists: '{arg}'"), "");
    }
    let usage = rendered
        .split("Usage:")
        .nth(1)
        .and_then(|u| u.lines().next())
        .map(|u| match &suggested {
            Some(arg) => u.replace(&format!(" {arg}"), ""),
            None => u.to_string(),
        })
        .map(|u| format!("; usage: {}", u.trim()))
        .unwrap_or_default();
    let accepted = if error.kind() == clap::error::ErrorKind::InvalidSubcommand {
        let names: Vec<&str> = command.get_subcommands().map(|c| c.get_name()).collect();
        format!("; commands: {}", names.join(", "))
    } else {
        String::new()
    };
    // clap quotes the arguments it rejects as they are: a control character in one would reach
    // the terminal raw.
    format!("{line}{accepted}{usage} (see --help)")
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_debug().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}
