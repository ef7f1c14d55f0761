//! The binary's error: every failure becomes one line on stderr and exit status 2, and says
//! which kind of thing went wrong — the arguments, the library's answer, reading an input,
//! writing a file, the contents of an input, the machine — so an I/O failure is never reported
//! as bad usage. Every line is a message of the catalogue, written in the language of the run.

use std::fmt;
use std::io;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use grundy::text::{Lang, Msg};

/// Why a command failed.
#[derive(Debug)]
pub enum CliError {
    /// The arguments were wrong: a combination clap cannot express.
    Usage(Msg),
    /// The library refused the request (bad value, too large, ...).
    Game(grundy::Error),
    /// An input could not be read: `what` names it ("'@heaps.txt'", "standard input",
    /// "checkpoint 'k.ckpt'").
    Read { what: Msg, source: io::Error },
    /// A file other than the answer could not be written (a checkpoint, a picture).
    Write { what: Msg, source: io::Error },
    /// An input was read but is not what is accepted (a judge's input, a checkpoint file); the
    /// message says where and what is accepted.
    Input(Msg),
    /// The machine refused a resource (threads).
    System(Msg),
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

/// The message `id` of the command's catalogue with its arguments, not yet rendered:
/// `msg!("cli-interrupted")`, `msg!("cli-what-plot", path = shown)`.
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        grundy::text::Msg::new($id)$(.arg(stringify!($name), $value))*
    };
}
pub(crate) use msg;

impl CliError {
    /// Whether this is a closed output pipe (`grundy ... | head`), which ends quietly.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, CliError::Output(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }

    /// Reading standard input failed.
    pub fn stdin(source: io::Error) -> CliError {
        CliError::Read {
            what: msg!("cli-what-stdin"),
            source,
        }
    }

    /// The error as a message (without the `grundy: error:` before it).
    pub fn msg(&self) -> Msg {
        match self {
            CliError::Usage(message) | CliError::Input(message) | CliError::System(message) => {
                message.clone()
            }
            CliError::Game(error) => error.line(),
            CliError::Read { what, source } if what.id() == "cli-what-at-path" => {
                msg!(
                    "cli-error-read-at-path",
                    what = what.clone(),
                    why = io_reason(source)
                )
            }
            CliError::Read { what, source } => {
                msg!(
                    "cli-error-read",
                    what = what.clone(),
                    why = io_reason(source)
                )
            }
            CliError::Write { what, source } => {
                msg!(
                    "cli-error-write",
                    what = what.clone(),
                    why = io_reason(source)
                )
            }
            CliError::Output(error) => msg!("cli-error-output", why = io_reason(error)),
            CliError::Finished(status) => msg!("cli-error-finished", status = status),
        }
    }

    /// The line written on stderr, in `lang`: `grundy: error: ` and the message.
    pub fn line(&self, lang: Lang) -> String {
        let line = msg!("cli-error-line", message = self.msg());
        crate::text::catalogue().render(&line, lang)
    }
}

/// Why an input or output failed, as a message: the common reasons (no such file, no
/// permission, a folder) in the catalogue's words, the others as the system says them.
pub fn io_reason(error: &io::Error) -> Msg {
    match error.kind() {
        io::ErrorKind::NotFound => msg!("cli-io-not-found"),
        io::ErrorKind::PermissionDenied => msg!("cli-io-permission"),
        io::ErrorKind::IsADirectory => msg!("cli-io-folder"),
        io::ErrorKind::NotADirectory => msg!("cli-io-not-folder"),
        io::ErrorKind::StorageFull => msg!("cli-io-full"),
        io::ErrorKind::ReadOnlyFilesystem => msg!("cli-io-read-only"),
        _ => msg!("cli-io-other", os = error),
    }
}

impl fmt::Display for CliError {
    /// The message in the language of the run.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::text::render(&self.msg()))
    }
}

/// Folds clap's multi-line message into one line in `lang` that still says what is accepted,
/// control characters escaped. English is clap's own message; another language is built from
/// the error's kind and context (the argument, the value, the accepted values) with the
/// catalogue's messages. The usage part is the command's syntax, the same in every language.
pub fn usage_line(error: &clap::Error, command: &clap::Command, lang: Lang) -> String {
    let rendered = error.render().to_string();
    // For an unknown argument clap guesses a similar one and writes the guess into its usage
    // line, so that `--period-only` got "usage: grundy seq octal --to <N> --version <GAME>".
    // The usage says the command as it is; a guess of --version or --help is no guess at all.
    let suggested = match error.get(ContextKind::SuggestedArg) {
        Some(ContextValue::String(arg)) if matches!(arg.as_str(), "--version" | "--help") => {
            Some(arg.clone())
        }
        _ => None,
    };
    let usage = rendered
        .split("Usage:")
        .nth(1)
        .and_then(|u| u.lines().next())
        .map(|u| match &suggested {
            Some(arg) => u.replace(&format!(" {arg}"), ""),
            None => u.to_string(),
        })
        .map(|u| u.trim().to_string());
    let commands = (error.kind() == ErrorKind::InvalidSubcommand).then(|| {
        let names: Vec<&str> = command.get_subcommands().map(|c| c.get_name()).collect();
        names.join(", ")
    });
    let problem = match lang {
        Lang::En => english_problem(&rendered, suggested.as_deref()),
        _ => crate::text::catalogue().render(&problem_msg(error, suggested.as_deref()), lang),
    };
    let mut line = problem;
    if let Some(commands) = commands {
        line.push_str(
            &crate::text::catalogue()
                .render(&msg!("cli-usage-commands", commands = commands), lang),
        );
    }
    if let Some(usage) = usage {
        line.push_str(
            &crate::text::catalogue().render(&msg!("cli-usage-usage", usage = usage), lang),
        );
    }
    line.push_str(&crate::text::catalogue().render(&msg!("cli-usage-see-help"), lang));
    // clap quotes the arguments it rejects as they are: a control character in one would reach
    // the terminal raw.
    line.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_debug().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// clap's English message before its usage, on one line, without its "error: " and its tip of
/// `suggested` (a guess that is no guess).
fn english_problem(rendered: &str, suggested: Option<&str>) -> String {
    let before_usage = rendered.split("Usage:").next().unwrap_or(rendered);
    let before_usage = before_usage.replace("For more information, try '--help'.", "");
    let mut line = before_usage
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    if let Some(rest) = line.strip_prefix("error: ") {
        line = rest.to_string();
    }
    if let Some(arg) = suggested {
        line = line.replace(&format!(" tip: a similar argument exists: '{arg}'"), "");
    }
    line
}

/// A context of clap's error as text: one string, or several joined by ", ".
fn context(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(text) => Some(text.clone()),
        ContextValue::Strings(texts) if !texts.is_empty() => Some(texts.join(", ")),
        ContextValue::StyledStr(text) => Some(text.to_string()),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// What clap refused, as a message of the catalogue, from the error's kind and context.
fn problem_msg(error: &clap::Error, suggested_away: Option<&str>) -> Msg {
    let arg = context(error, ContextKind::InvalidArg).unwrap_or_default();
    let value = context(error, ContextKind::InvalidValue).unwrap_or_default();
    let tip = |msg: Msg| match context(error, ContextKind::SuggestedArg)
        .filter(|s| Some(s.as_str()) != suggested_away)
        .or_else(|| context(error, ContextKind::SuggestedSubcommand))
        .or_else(|| context(error, ContextKind::SuggestedValue))
    {
        Some(similar) => msg!("cli-usage-with-tip", problem = msg, similar = similar),
        None => msg,
    };
    match error.kind() {
        ErrorKind::UnknownArgument => tip(msg!("cli-usage-unknown-argument", arg = arg)),
        ErrorKind::InvalidSubcommand => {
            let name = context(error, ContextKind::InvalidSubcommand).unwrap_or_default();
            tip(msg!("cli-usage-unknown-command", name = name))
        }
        ErrorKind::InvalidValue if value.is_empty() => {
            msg!("cli-usage-missing-value", arg = arg)
        }
        ErrorKind::InvalidValue => {
            let problem = match context(error, ContextKind::ValidValue) {
                Some(valid) => msg!(
                    "cli-usage-invalid-value-one-of",
                    arg = arg,
                    value = value,
                    valid = valid
                ),
                None => msg!("cli-usage-invalid-value", arg = arg, value = value),
            };
            tip(problem)
        }
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(error)
                .map(|source| match source.downcast_ref::<grundy::Error>() {
                    Some(ours) => ours.line(),
                    None => msg!("cli-io-other", os = source.to_string()),
                })
                .unwrap_or_else(|| msg!("cli-usage-no-reason"));
            msg!(
                "cli-usage-invalid-value-why",
                arg = arg,
                value = value,
                why = why
            )
        }
        ErrorKind::MissingRequiredArgument => msg!("cli-usage-missing-argument", arg = arg),
        ErrorKind::MissingSubcommand => msg!("cli-usage-missing-command"),
        ErrorKind::ArgumentConflict => {
            let prior = context(error, ContextKind::PriorArg).unwrap_or_default();
            msg!("cli-usage-conflict", arg = arg, prior = prior)
        }
        ErrorKind::NoEquals => msg!("cli-usage-no-equals", arg = arg),
        ErrorKind::TooManyValues => msg!("cli-usage-too-many", arg = arg, value = value),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            msg!("cli-usage-wrong-count", arg = arg)
        }
        ErrorKind::InvalidUtf8 => msg!("cli-usage-not-utf8"),
        _ => msg!("cli-usage-other"),
    }
}
