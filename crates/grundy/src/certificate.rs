//! Certificates of periodicity that anyone can check: the values of a heap game's Grundy
//! sequence up to the range a periodicity theorem needs, with the claimed preperiod and period.
//!
//! The theorem (docs/THEORY.md § 8.2, Guy–Smith, extended to moves leaving up to k heaps): let t
//! be the most tokens a move removes and k the most heaps it leaves. If g(n + p) = g(n) for
//! n0 ≤ n < B, with B = max(k·max(n0, 1) + (k − 1)·p + t, t + 1), then g(n + p) = g(n) for every
//! n ≥ n0. A subtraction game is the case k = 1 with t = max(S). So a certificate holds
//! g(0), …, g(B + p − 1); checking it means recomputing those values from the rules alone and
//! comparing, then checking the matches g(n + p) = g(n) for n0 ≤ n < B.
//!
//! The format is text, one item per line:
//!
//! ```text
//! grundy certificate 1
//! game octal 0.77                  (or: game subtraction 1,3,4)
//! removes-at-most 2                t
//! leaves-at-most 2                 k
//! preperiod 71                     n0
//! period 12                        p
//! values-through 177               B + p − 1
//! values                           then g(0), …, g(B + p − 1), whitespace-separated
//! 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2
//! …
//! ```
//!
//! Lines starting with `#` are comments. `tools/check_certificate.py` checks the same format
//! in a few dozen lines of Python, independently of this code.

use std::fmt::Write as _;

use crate::error::{Error, ErrorKind, Result};
use crate::games::octal::OctalCode;
use crate::games::subtraction::SubtractionSet;

/// The game a certificate is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CertifiedGame {
    /// An octal or hexadecimal game.
    Octal(OctalCode),
    /// A subtraction game.
    Subtraction(SubtractionSet),
}

impl CertifiedGame {
    /// (t, k): the most tokens a move removes, the most heaps it leaves.
    fn shape(&self) -> (u64, u64) {
        match self {
            CertifiedGame::Octal(code) => (code.max_removal() as u64, code.rules().max_parts()),
            CertifiedGame::Subtraction(set) => (set.max(), 1),
        }
    }

    /// g(0), …, g(to) by plain mex over every option, from the rules alone.
    fn recompute(&self, to: u64) -> Result<Vec<u32>> {
        match self {
            CertifiedGame::Octal(code) => code.grundy_sequence_plain(to),
            CertifiedGame::Subtraction(set) => set.grundy_sequence_by_mex(to),
        }
    }
}

/// A claimed period with the values that prove it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    /// The game.
    pub game: CertifiedGame,
    /// n0: the claimed preperiod.
    pub preperiod: u64,
    /// p: the claimed period.
    pub period: u64,
    /// g(0), …, g(B + p − 1).
    pub values: Vec<u32>,
}

/// The end of the range the theorem needs checked: B for preperiod `n0`, period `p`, at most
/// `t` tokens removed and `k` heaps left.
pub fn bound(n0: u64, p: u64, t: u64, k: u64) -> u64 {
    (k * n0.max(1) + (k - 1) * p + t).max(t + 1)
}

/// What a successful check established.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// n0.
    pub preperiod: u64,
    /// p.
    pub period: u64,
    /// B: g(n + p) = g(n) was checked for n0 ≤ n < B.
    pub bound: u64,
    /// How many values were recomputed from the rules.
    pub values: usize,
}

impl Certificate {
    /// The certificate of `game`'s period `period` from `preperiod`, taking the values it
    /// needs from `values` (which must reach g(B + p − 1); else `None`).
    pub fn new(
        game: CertifiedGame,
        preperiod: u64,
        period: u64,
        values: &[u32],
    ) -> Option<Certificate> {
        let (t, k) = game.shape();
        let through = bound(preperiod, period, t, k) + period - 1;
        let values = values.get(..=usize::try_from(through).ok()?)?.to_vec();
        Some(Certificate {
            game,
            preperiod,
            period,
            values,
        })
    }

    /// The certificate as text, in the format of the module documentation.
    pub fn to_text(&self) -> String {
        let (t, k) = self.game.shape();
        let game = match &self.game {
            CertifiedGame::Octal(code) => format!("octal {code}"),
            CertifiedGame::Subtraction(set) => {
                let elements: Vec<String> = set.elements().iter().map(u64::to_string).collect();
                format!("subtraction {}", elements.join(","))
            }
        };
        let mut text = String::with_capacity(16 + 4 * self.values.len());
        let _ = writeln!(
            text,
            "grundy certificate 1\n# g(n + p) = g(n) for every n >= n0, by the periodicity \
             theorem in docs/THEORY.md § 8.2;\n# check with: grundy verify FILE, or python3 \
             tools/check_certificate.py FILE\ngame {game}\nremoves-at-most {t}\n\
             leaves-at-most {k}\npreperiod {}\nperiod {}\nvalues-through {}\nvalues",
            self.preperiod,
            self.period,
            self.values.len() - 1
        );
        for line in self.values.chunks(20) {
            let words: Vec<String> = line.iter().map(u32::to_string).collect();
            let _ = writeln!(text, "{}", words.join(" "));
        }
        text
    }

    /// Reads a certificate; an error says which line is wrong and what is accepted.
    pub fn parse(text: &str) -> Result<Certificate> {
        // Line 0: the certificate as a whole.
        let bad = |line: usize, what: &str| {
            let place = match line {
                0 => "certificate".to_string(),
                line => format!("certificate line {line}"),
            };
            Error::new(ErrorKind::InvalidArgument, format!("{place}: {what}"))
        };
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
        match lines.next() {
            Some((_, "grundy certificate 1")) => {}
            Some((line, _)) => return Err(bad(line, "expected 'grundy certificate 1'")),
            None => return Err(bad(1, "the file is empty")),
        }
        let mut field = |key: &str| -> Result<(usize, String)> {
            match lines.next() {
                Some((line, text)) => match text.strip_prefix(key) {
                    Some(rest) if rest.starts_with(' ') || rest.is_empty() => {
                        Ok((line, rest.trim().to_string()))
                    }
                    _ => Err(bad(line, &format!("expected '{key} ...'"))),
                },
                None => Err(bad(0, &format!("it ends before '{key}'"))),
            }
        };
        let number = |(line, text): (usize, String)| {
            text.parse::<u64>()
                .map_err(|_| bad(line, "expected a non-negative integer"))
        };
        let (line, game) = field("game")?;
        let game = match game.split_once(' ') {
            Some(("octal", code)) => CertifiedGame::Octal(code.parse()?),
            Some(("subtraction", set)) => CertifiedGame::Subtraction(set.parse()?),
            _ => {
                return Err(bad(
                    line,
                    "expected 'game octal CODE' or 'game subtraction S1,S2,...'",
                ));
            }
        };
        let t = number(field("removes-at-most")?)?;
        let k = number(field("leaves-at-most")?)?;
        let preperiod = number(field("preperiod")?)?;
        let period = number(field("period")?)?;
        let through = number(field("values-through")?)?;
        field("values")?;
        let mut values = Vec::new();
        for (line, text) in lines {
            for word in text.split_whitespace() {
                values.push(
                    word.parse::<u32>()
                        .map_err(|_| bad(line, "expected a value"))?,
                );
            }
        }
        if (t, k) != game.shape() {
            return Err(bad(
                0,
                &format!(
                    "removes-at-most {t} and leaves-at-most {k} are not the game's ({}, {})",
                    game.shape().0,
                    game.shape().1
                ),
            ));
        }
        if period == 0 || values.len() as u64 != through.saturating_add(1) {
            return Err(bad(
                0,
                "expected a period of at least 1 and values g(0) to g(values-through)",
            ));
        }
        Ok(Certificate {
            game,
            preperiod,
            period,
            values,
        })
    }

    /// Checks the certificate from the rules alone: every value recomputed by plain mex, and
    /// the matches the theorem needs. The error says what fails.
    pub fn verify(&self) -> Result<Verified> {
        let (t, k) = self.game.shape();
        let (n0, p) = (self.preperiod, self.period);
        let bound = bound(n0, p, t, k);
        let through = bound + p - 1;
        if self.values.len() as u64 != through + 1 {
            return Err(Error::new(
                ErrorKind::InvalidArgument,
                format!(
                    "the theorem needs g(0) to g({through}) for preperiod {n0} and period {p}; \
                     the certificate has {} values",
                    self.values.len()
                ),
            ));
        }
        let recomputed = self.game.recompute(through)?;
        if let Some(n) = (0..self.values.len()).find(|&n| recomputed[n] != self.values[n]) {
            return Err(Error::new(
                ErrorKind::InvalidArgument,
                format!(
                    "g({n}) is {} by the rules, not {} as the certificate says",
                    recomputed[n], self.values[n]
                ),
            ));
        }
        for n in n0..bound {
            let (at, later) = (self.values[n as usize], self.values[(n + p) as usize]);
            if at != later {
                return Err(Error::new(
                    ErrorKind::InvalidArgument,
                    format!(
                        "g({n}) = {at} but g({}) = {later}: period {p} does not hold from {n0}",
                        n + p
                    ),
                ));
            }
        }
        Ok(Verified {
            preperiod: n0,
            period: p,
            bound,
            values: self.values.len(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn octal(code: &str, to: u64) -> Certificate {
        let code: OctalCode = code.parse().unwrap();
        let sequence = code.sequence(to).unwrap();
        let period = sequence.period().unwrap();
        Certificate::new(
            CertifiedGame::Octal(code),
            period.preperiod,
            period.period,
            sequence.computed(),
        )
        .unwrap()
    }

    #[test]
    fn kayles_and_dawsons_certificates_round_trip_and_verify() {
        for (code, preperiod, period) in [("0.77", 71, 12), ("0.07", 53, 34), ("4.f7", 0, 0)] {
            let certificate = octal(code, 2000);
            if period > 0 {
                assert_eq!(
                    (certificate.preperiod, certificate.period),
                    (preperiod, period)
                );
            }
            let text = certificate.to_text();
            let read = Certificate::parse(&text).unwrap();
            assert_eq!(read, certificate);
            let verified = read.verify().unwrap();
            assert_eq!(verified.values, certificate.values.len());
        }
    }

    #[test]
    fn a_subtraction_certificate_verifies() {
        let set: SubtractionSet = "1,3,4".parse().unwrap();
        let values = set.grundy_sequence(100).unwrap();
        let certificate = Certificate::new(CertifiedGame::Subtraction(set), 0, 7, &values).unwrap();
        // k = 1, t = 4: B = max(1 + 4, 5) = 5, so g(0..=11).
        assert_eq!(certificate.values.len(), 12);
        assert!(
            Certificate::parse(&certificate.to_text())
                .unwrap()
                .verify()
                .is_ok()
        );
    }

    #[test]
    fn a_wrong_value_or_a_wrong_period_is_caught() {
        let mut certificate = octal("0.77", 500);
        certificate.values[40] ^= 1;
        let error = certificate.verify().unwrap_err();
        assert!(error.message().contains("g(40)"), "{error}");
        let mut certificate = octal("0.77", 500);
        certificate.preperiod = 60;
        assert!(certificate.verify().is_err());
        let text = octal("0.77", 500)
            .to_text()
            .replace("period 12", "period 13");
        let error = Certificate::parse(&text).unwrap().verify().unwrap_err();
        assert!(error.message().contains("needs g(0) to g("), "{error}");
        let text = octal("0.77", 500)
            .to_text()
            .replace("leaves-at-most 2", "leaves-at-most 1");
        assert!(
            Certificate::parse(&text)
                .unwrap_err()
                .message()
                .contains("leaves-at-most")
        );
    }
}
