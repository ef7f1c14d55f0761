//! Reading numbers from the command line: literal decimal digits, or `@PATH` to read them from a
//! file (the OS limits one argument to 128 KiB; positions may have millions of digits). A file
//! is read up to [`FILE_LIMIT`](bounded::FILE_LIMIT) bytes, and only until the first byte that
//! cannot be part of a number, so `@/dev/zero` is refused at once.

use grundy::error::quote;
use grundy::report::NimHeaps;
use grundy::{Natural, Ratio};

use crate::bounded::{self, Ended};
use crate::error::CliError;

/// The bytes of `@path`, when every one is `valid` and there are at most
/// [`FILE_LIMIT`](bounded::FILE_LIMIT); reading stops at the first that is not (the parser then
/// names it).
fn read_file(path: &str, valid: impl Fn(u8) -> bool) -> Result<Vec<u8>, CliError> {
    let failed = |source| CliError::Read {
        what: format!("'@{}'", quote(path)),
        source,
    };
    let mut file = bounded::open(path).map_err(failed)?;
    let (bytes, ended) =
        bounded::read_to_end(&mut file, bounded::FILE_LIMIT, valid).map_err(failed)?;
    if ended == Ended::TooLong {
        return Err(CliError::Input(format!(
            "'@{}' holds more than {}, the most an @PATH argument may hold",
            quote(path),
            bounded::size(bounded::FILE_LIMIT)
        )));
    }
    Ok(bytes)
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
        Natural::parse_decimal(&text, what)?;
    }
    Ok(text)
}

/// A number argument of any length.
pub fn natural(argument: &str, what: &str) -> Result<Natural, CliError> {
    let text = digits(argument, what)?;
    Ok(Natural::parse_decimal(&text, what)?)
}

/// A count or a bound given as an option (`--to N`, `--max-steps S`): decimal digits that fit a
/// `u64`, or `@PATH` like every number. A number too large for any limit is called too large,
/// not invalid.
pub fn count(argument: &str, what: &str) -> Result<u64, CliError> {
    let text = digits(argument.trim(), what)?;
    let text = text.as_str();
    let value = Natural::parse_decimal(text.trim(), what)?;
    value.to_u64().ok_or_else(|| {
        CliError::Game(grundy::Error::too_large(
            "word",
            u64::MAX,
            Some(value.clone()),
            format!(
                "{what} {} is too large: at most {} (the command's own limits, in --help, are \
                 lower)",
                quote(text.trim()),
                u64::MAX
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
            None => NimHeaps::from(vec![Natural::parse_decimal(argument, "heap size")?]),
        });
    }
    Ok(NimHeaps::join(parts)?)
}
