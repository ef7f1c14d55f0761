//! Reading numbers from the command line: literal decimal digits, or `@PATH` to read them from a
//! file (the OS limits one argument to 128 KiB; positions may have millions of digits).

use std::fs;

use grundy::games::nim::Heaps;
use grundy::{Natural, Ratio};

use crate::error::CliError;

fn read_file(path: &str) -> Result<Vec<u8>, CliError> {
    fs::read(path).map_err(|source| CliError::Read {
        what: format!("'@{path}'"),
        source,
    })
}

/// The decimal digits of a number argument, validated: the literal, or a file's contents with
/// surrounding whitespace removed.
pub fn digits(argument: &str, what: &str) -> Result<String, CliError> {
    let text = match argument.strip_prefix('@') {
        Some(path) => {
            let bytes = read_file(path)?;
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

/// A rational multiplier argument ("3/2", "2.5", "2", or @PATH).
pub fn ratio(argument: &str) -> Result<Ratio, CliError> {
    let text = match argument.strip_prefix('@') {
        Some(path) => String::from_utf8_lossy(read_file(path)?.trim_ascii()).into_owned(),
        None => argument.to_string(),
    };
    Ok(text.parse::<Ratio>()?)
}

/// Nim heaps: each argument is one heap, or `@PATH` for a file of whitespace-separated heaps.
pub fn heaps(arguments: &[String]) -> Result<Heaps, CliError> {
    if let [single] = arguments
        && let Some(path) = single.strip_prefix('@')
    {
        return Ok(Heaps::parse(&read_file(path)?)?);
    }
    let mut all = Vec::with_capacity(arguments.len());
    for argument in arguments {
        match argument.strip_prefix('@') {
            Some(path) => all.extend(Heaps::parse(&read_file(path)?)?.iter()),
            None => all.push(Natural::parse_decimal(argument, "heap size")?),
        }
    }
    Ok(Heaps::from(all))
}
