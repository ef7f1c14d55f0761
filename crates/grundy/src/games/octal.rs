//! Octal games (take-and-break), code d0.d1d2…: removing i tokens from one heap is allowed to
//! leave nothing (bit 1 of d_i), one non-empty heap (bit 2), or two non-empty heaps (bit 4).
//! d0's bit 4 splits a heap without removing anything.
//!
//! Grundy values by the definition: g(n) = mex over all options, the value of two heaps being
//! the XOR of theirs (Sprague–Grundy). This plain method costs O(n) per heap for games that
//! split; it is the reference the faster methods are checked against.

use std::fmt;
use std::str::FromStr;

use crate::engine::Game;
use crate::error::{Error, ErrorKind, Result};

/// The largest heap for which the plain method computes the sequence.
pub const OCTAL_PLAIN_LIMIT: u64 = 50_000;

/// An octal game code d0.d1d2…
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    digits: Vec<u8>,
}

/// Famous octal games by name.
pub const NAMED_GAMES: [(&str, &str); 4] = [
    ("kayles", "0.77"),
    ("dawsons", "0.07"),
    ("officers", "0.6"),
    ("treblecross", "0.007"),
];

const ACCEPTED: &str = "expected an octal code d0.d1d2... with digits 0-7, such as 0.07 or 4.07, or a name: kayles, \
     dawsons, officers, treblecross";

impl OctalCode {
    /// The digits d0, d1, … (trailing zeros removed).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The largest number of tokens one move may remove (t, the last non-zero digit's index).
    pub fn max_removal(&self) -> usize {
        self.digits.len().saturating_sub(1)
    }

    /// g(0), …, g(to), by the definition.
    pub fn grundy_sequence(&self, to: u64) -> Result<Vec<u32>> {
        if to > OCTAL_PLAIN_LIMIT {
            return Err(Error::too_large(format!(
                "octal game values are computed up to n = {OCTAL_PLAIN_LIMIT}; asked for n = {to}"
            )));
        }
        let mut values: Vec<u32> = Vec::with_capacity(to as usize + 1);
        let mut seen: Vec<bool> = Vec::new();
        for n in 0..=to as usize {
            seen.clear();
            seen.resize(2 * n + 2, false);
            let mut mark = |v: u32| {
                if let Some(slot) = seen.get_mut(v as usize) {
                    *slot = true;
                }
            };
            for (i, &digit) in self.digits.iter().enumerate() {
                if i > n || digit == 0 {
                    continue;
                }
                let rest = n - i;
                if digit & 1 != 0 && rest == 0 && i > 0 {
                    mark(0);
                }
                if digit & 2 != 0 && rest >= 1 && i > 0 {
                    mark(values[rest]);
                }
                if digit & 4 != 0 && rest >= 2 {
                    for a in 1..=rest / 2 {
                        mark(values[a] ^ values[rest - a]);
                    }
                }
            }
            let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len());
            values.push(mex as u32);
        }
        Ok(values)
    }
}

impl FromStr for OctalCode {
    type Err = Error;

    /// Reads `0.07`, `4.07`, `.6`, or a name from [`NAMED_GAMES`].
    fn from_str(text: &str) -> Result<OctalCode> {
        let trimmed = text.trim();
        let code = NAMED_GAMES
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(trimmed))
            .map_or(trimmed, |(_, code)| *code);
        let invalid = || {
            Error::new(
                ErrorKind::InvalidArgument,
                format!("invalid octal game '{text}': {ACCEPTED}"),
            )
        };
        let (whole, fraction) = code.split_once('.').ok_or_else(invalid)?;
        let d0 = match whole {
            "" => 0,
            w if w.len() == 1 => w.parse::<u8>().map_err(|_| invalid())?,
            _ => return Err(invalid()),
        };
        let mut digits = vec![d0];
        for c in fraction.chars() {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => return Err(invalid()),
            }
        }
        if d0 > 7 || d0 & 3 != 0 {
            // Removing nothing and leaving the heap as it was is not a move.
            return Err(Error::invalid(format!(
                "invalid octal game '{text}': d0 may only be 0 or 4 (splitting a heap without \
                 removing tokens); {ACCEPTED}"
            )));
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.iter().all(|&d| d == 0) {
            return Err(Error::invalid(format!(
                "invalid octal game '{text}': every digit is 0, so no move exists; {ACCEPTED}"
            )));
        }
        Ok(OctalCode { digits })
    }
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        for d in &self.digits[1..] {
            write!(f, "{d}")?;
        }
        if self.digits.len() == 1 {
            write!(f, "0")?;
        }
        Ok(())
    }
}

/// The octal game's rules for exhaustive search: a position is a sorted list of heaps.
impl Game for OctalCode {
    type Position = Vec<u64>;

    fn options(&self, heaps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (index, &n) in heaps.iter().enumerate() {
            if index > 0 && heaps[index - 1] == n {
                continue; // equal heaps give equal options
            }
            let without = |parts: &[u64]| {
                let mut next: Vec<u64> = heaps.clone();
                next.remove(index);
                next.extend(parts.iter().copied().filter(|&p| p > 0));
                next.sort_unstable();
                next
            };
            for (i, &digit) in self.digits.iter().enumerate() {
                let Some(rest) = n.checked_sub(i as u64) else {
                    break;
                };
                if digit & 1 != 0 && rest == 0 && i > 0 {
                    out.push(without(&[]));
                }
                if digit & 2 != 0 && rest >= 1 && i > 0 {
                    out.push(without(&[rest]));
                }
                if digit & 4 != 0 && rest >= 2 {
                    for a in 1..=rest / 2 {
                        out.push(without(&[a, rest - a]));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;

    #[test]
    fn kayles_and_dawsons_start_as_published() {
        // OEIS A002186 (Kayles) and A002187 (Dawson's Kayles).
        let kayles = "kayles"
            .parse::<OctalCode>()
            .unwrap()
            .grundy_sequence(16)
            .unwrap();
        assert_eq!(kayles, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1]);
        let dawsons = "0.07"
            .parse::<OctalCode>()
            .unwrap()
            .grundy_sequence(16)
            .unwrap();
        assert_eq!(dawsons, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5]);
    }

    #[test]
    fn sequence_matches_brute_force_on_single_heaps() {
        for code in ["0.77", "0.07", "0.6", "0.137", "4.07", "0.007", "0.16"] {
            let game: OctalCode = code.parse().unwrap();
            let values = game.grundy_sequence(14).unwrap();
            let mut solver = Solver::new(game.clone());
            for (n, &g) in values.iter().enumerate() {
                let heaps = if n == 0 { vec![] } else { vec![n as u64] };
                assert_eq!(
                    u64::from(g),
                    solver.grundy(&heaps).unwrap().value(),
                    "{code} n={n}"
                );
            }
        }
    }

    #[test]
    fn bad_codes_are_refused() {
        for bad in ["", "0.8", "1.07", "0.", "0.0", "abc", "07", "12.3"] {
            assert!(bad.parse::<OctalCode>().is_err(), "{bad}");
        }
        assert_eq!("4.070".parse::<OctalCode>().unwrap().to_string(), "4.07");
    }
}
