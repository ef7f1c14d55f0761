//! Reading numbers from the command line: literal decimal digits, or `@PATH` to read them from a
//! file (the OS limits one argument to 128 KiB; positions may have millions of digits). A file
//! is read up to [`FILE_LIMIT`](bounded::FILE_LIMIT) bytes, and only until the first byte that
//! cannot be part of a number, so `@/dev/zero` is refused at once.

use grundy::error::quote;
use grundy::report::NimHeaps;
use grundy::text::{Arg, Msg, ToArg};
use grundy::{Natural, Ratio};

use crate::bounded::{self, Ended};
use crate::error::{CliError, msg};

/// The bytes of `@path`, when every one is `valid` and there are at most
/// [`FILE_LIMIT`](bounded::FILE_LIMIT); reading stops at the first that is not (the parser then
/// names it).
fn read_file(path: &str, valid: impl Fn(u8) -> bool) -> Result<Vec<u8>, CliError> {
    let failed = |source| CliError::Read {
        what: msg!("cli-what-at-path", path = quote(path)),
        source,
    };
    let mut file = bounded::open(path).map_err(failed)?;
    let (bytes, ended) =
        bounded::read_to_end(&mut file, bounded::FILE_LIMIT, valid).map_err(failed)?;
    if ended == Ended::TooLong {
        return Err(CliError::Input(msg!(
            "cli-error-at-path-too-long",
            path = quote(path),
            size = bounded::size(bounded::FILE_LIMIT)
        )));
    }
    Ok(bytes)
}

/// The name of a number argument as a person reads it: the command's names of numbers ("heap
/// size", "pair index") are messages, an option's name ("--to N") is notation and stays as it
/// is.
fn number_name(what: &str) -> Arg {
    let id = match what {
        "heap size" => "cli-number-heap-size",
        "maximum take" => "cli-number-maximum-take",
        "maximum take m" => "cli-number-maximum-take-m",
        "pair index" => "cli-number-pair-index",
        "cap" => "cli-number-cap",
        _ => return what.to_arg(),
    };
    Msg::new(id).to_arg()
}

/// `error` of reading the number `what`, naming it in the language of the run: the library is
/// given the English name, and its message's `what` is replaced by the name's message.
fn named(error: grundy::Error, what: &str) -> grundy::Error {
    let msg = error.msg();
    if !matches!(msg.id(), "error-invalid-number" | "error-beyond-word") {
        return error;
    }
    let mut renamed = Msg::new(msg.id());
    for (name, arg) in msg.args() {
        let arg = match *name {
            "what" => number_name(what),
            _ => arg.clone(),
        };
        renamed = renamed.arg(name, arg);
    }
    let mut named = match error.limit() {
        Some(limit) => grundy::Error::too_large(
            limit.name(),
            limit.max(),
            limit.requested().cloned(),
            renamed,
        ),
        None => grundy::Error::new(error.kind(), renamed),
    };
    if let Some(value) = error.value() {
        named = named.with_value(value);
    }
    if let Some(column) = error.column() {
        named = named.with_column(column);
    }
    named
}

/// [`Natural::parse_decimal`], its error naming `what` in the language of the run.
fn parse_decimal(text: &str, what: &str) -> Result<Natural, CliError> {
    Natural::parse_decimal(text, what).map_err(|error| CliError::Game(named(error, what)))
}

fn number_byte(byte: u8) -> bool {
    byte.is_ascii_digit() || byte.is_ascii_whitespace()
}

/// The decimal digits of a number argument, validated: the literal, or a file's contents with
/// surrounding whitespace removed.
pub fn digits(argument: &str, what: &str) -> Result<String, CliError> {
    let text = match argument.strip_prefix('@') {
        Some(path) => {
            let bytes = read_file(path, number_byte)?;
            String::from_utf8_lossy(bytes.trim_ascii()).into_owned()
        }
        None => argument.to_string(),
    };
    // Validation (and its message) is the library's: one notation everywhere.
    if text.len() <= 19 || !text.bytes().all(|b| b.is_ascii_digit()) {
        parse_decimal(&text, what)?;
    }
    Ok(text)
}

/// A number argument of any length.
pub fn natural(argument: &str, what: &str) -> Result<Natural, CliError> {
    let text = digits(argument, what)?;
    parse_decimal(&text, what)
}

/// A count or a bound given as an option (`--to N`, `--max-steps S`): decimal digits that fit a
/// `u64`, or `@PATH` like every number. A number too large for any limit is called too large,
/// not invalid.
pub fn count(argument: &str, what: &str) -> Result<u64, CliError> {
    let text = digits(argument.trim(), what)?;
    let text = text.as_str();
    let value = parse_decimal(text.trim(), what)?;
    value.to_u64().ok_or_else(|| {
        CliError::Game(grundy::Error::too_large(
            "word",
            u64::MAX,
            Some(value.clone()),
            msg!(
                "cli-count-too-large",
                what = number_name(what),
                value = quote(text.trim()),
                most = u64::MAX
            ),
        ))
    })
}

/// A rational multiplier argument ("3/2", "2.5", "2", or @PATH).
pub fn ratio(argument: &str) -> Result<Ratio, CliError> {
    let text = match argument.strip_prefix('@') {
        Some(path) => {
            let valid = |b: u8| number_byte(b) || b == b'/' || b == b'.';
            String::from_utf8_lossy(read_file(path, valid)?.trim_ascii()).into_owned()
        }
        None => argument.to_string(),
    };
    Ok(text.parse::<Ratio>()?)
}

/// Nim heaps, as the Nim question takes them: each argument is one heap, or `@PATH` for a file
/// of whitespace-separated heaps.
pub fn heaps(arguments: &[String]) -> Result<NimHeaps, CliError> {
    if let [single] = arguments
        && let Some(path) = single.strip_prefix('@')
    {
        return Ok(NimHeaps::parse(&read_file(path, number_byte)?)?);
    }
    let mut parts = Vec::with_capacity(arguments.len());
    for argument in arguments {
        parts.push(match argument.strip_prefix('@') {
            Some(path) => NimHeaps::parse(&read_file(path, number_byte)?)?,
            None => NimHeaps::from(vec![parse_decimal(argument, "heap size")?]),
        });
    }
    Ok(NimHeaps::join(parts)?)
}
