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
//! The exact grammar, which `tools/check_certificate.py` reads the same way (the two agree on
//! every input: the same verdict, the same exit status, always a reason):
//!
//! - Lines end with a line feed, or a carriage return and a line feed. No other control
//!   character than a tab is allowed; each line is trimmed of spaces and tabs; empty lines and
//!   lines starting with `#` are skipped (comments may hold any UTF-8 text, the other lines
//!   ASCII only).
//! - The lines are, in this order: `grundy certificate 1`; `game octal CODE` or
//!   `game subtraction S`; `removes-at-most`, `leaves-at-most`, `preperiod`, `period` and
//!   `values-through`, each followed by a number; `values`; then the values, separated by
//!   spaces or tabs over any number of lines. A key and its value are separated by spaces or
//!   tabs.
//! - A number is decimal digits only (no sign), below 2^64; a value is one below 2^32.
//! - CODE is what [`OctalCode`] reads: `d0.d1d2…` in octal or hexadecimal digits (either case),
//!   optionally after `0x`, with d0 one of 0, 4, 8, c (a move that removes nothing may only
//!   split: bit 1 or 2 in d0 would be a pass), or one of the names `kayles`, `dawsons`,
//!   `officers`, `treblecross` (any case). S is positive numbers separated by commas, optionally
//!   in braces, with spaces or tabs around them.
//! - `removes-at-most` and `leaves-at-most` are the game's t and k, the period is at least 1,
//!   and there are exactly `values-through` + 1 values.
//!
//! A file that breaks one of these cannot be read (exit status 2). One that reads is checked in
//! this order, the first failure being the verdict:
//!
//! 1. the values are within the reach of the plain methods ([`VALUES_LIMITS`]) and the work of
//!    recomputing them ([`check_work`]) within [`CERTIFICATE_WORK_LIMIT`]: else the check is
//!    refused, naming the limit (exit status 2, like any request too large);
//! 2. each value is recomputed from the rules by plain mex, and must be the certificate's;
//! 3. g(n + p) = g(n) for every n ≥ n0 whose g(n + p) the certificate holds;
//! 4. the values reach g(B + p − 1), as the theorem needs (B + p computed exactly); more are
//!    welcome, and checked as the others.
//!
//! A failure of 2 or 3 refutes the claim (exit status 1); a certificate that passes them but
//! fails 4 is incomplete: its values agree with the claim as far as they go, too few to prove
//! it (exit status 3).

use std::fmt::Write as _;

use crate::error::{Error, ErrorKind, Result};
use crate::games::octal::{OCTAL_PLAIN_LIMIT, OCTAL_THREE_HEAP_LIMIT, OctalCode};
use crate::games::subtraction::{SUBTRACTION_HEAP_LIMIT, SubtractionSet};
use crate::text::{Msg, msg};

/// The most work a check may do, counted by [`check_work`]: about the number of options whose
/// values are looked at (a few seconds of the plain methods).
pub const CERTIFICATE_WORK_LIMIT: u64 = 1 << 32;

/// The largest `values-through` each kind of game is recomputed to, with the name of the limit:
/// the plain methods' own limits (octal games that may leave three heaps; other octal games;
/// subtraction games).
pub const VALUES_LIMITS: [(&str, u64); 3] = [
    ("octal_plain_heap", OCTAL_THREE_HEAP_LIMIT),
    ("octal_plain_heap", OCTAL_PLAIN_LIMIT),
    ("subtraction_heap", SUBTRACTION_HEAP_LIMIT),
];

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

    /// The name and value of the limit on `values-through` for this game ([`VALUES_LIMITS`]).
    fn values_limit(&self) -> (&'static str, u64) {
        match self {
            CertifiedGame::Octal(code) if code.is_hexadecimal() => VALUES_LIMITS[0],
            CertifiedGame::Octal(_) => VALUES_LIMITS[1],
            CertifiedGame::Subtraction(_) => VALUES_LIMITS[2],
        }
    }
}

/// The work of recomputing g(0), …, g(`through`) of `game`, as both verifiers count it: one
/// for each value, and for each kind of move the options it gives over all heaps. With
/// R = through − i for a move that removes i tokens: a move that leaves nothing, 1; one heap,
/// R; two heaps, ⌊R/2⌋·⌈R/2⌉ (the splits of each rest r, ⌊r/2⌋, summed); three heaps,
/// R(R+1)(2R+1)/6 (r² for each rest). A subtraction game: through − s + 1 for each s ≤ through.
pub fn check_work(game: &CertifiedGame, through: u64) -> u128 {
    let through = u128::from(through);
    let mut work = through + 1;
    match game {
        CertifiedGame::Octal(code) => {
            for (i, &digit) in code.digits().iter().enumerate() {
                let Some(r) = through.checked_sub(i as u128) else {
                    break;
                };
                let options = [
                    (1, 1),
                    (2, if i > 0 { r } else { 0 }),
                    (4, (r / 2) * r.div_ceil(2)),
                    (8, r * (r + 1) * (2 * r + 1) / 6),
                ];
                for (bit, count) in options {
                    if digit & bit != 0 {
                        work = work.saturating_add(count);
                    }
                }
            }
        }
        CertifiedGame::Subtraction(set) => {
            for &s in set.elements() {
                if let Some(count) = (through + 1).checked_sub(u128::from(s)) {
                    work = work.saturating_add(count);
                }
            }
        }
    }
    work
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
/// `t` tokens removed and `k` ≥ 1 heaps left; `None` when it is 2^64 or more.
pub fn bound(n0: u64, p: u64, t: u64, k: u64) -> Option<u64> {
    let splits = k.checked_mul(n0.max(1))?;
    let periods = k.checked_sub(1)?.checked_mul(p)?;
    let b = splits.checked_add(periods)?.checked_add(t)?;
    Some(b.max(t.checked_add(1)?))
}

/// The last value the theorem needs, B + p − 1, or `None` when it is 2^64 or more.
fn values_through(n0: u64, p: u64, t: u64, k: u64) -> Option<u64> {
    bound(n0, p, t, k)?.checked_add(p.checked_sub(1)?)
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

/// The verdict on a certificate that could be read and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The claim holds.
    Verified(Verified),
    /// The claim does not: the first failure, in one line (without a final period).
    Refuted(String),
    /// The values agree with the claim as far as they go, but stop before the theorem can
    /// conclude: what it needs, in one line (without a final period).
    Incomplete(String),
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
        let through = values_through(preperiod, period, t, k)?;
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
             theorem in docs/THEORY.md section 8.2;\n# check with: grundy verify FILE, or python3 \
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

    /// Reads a certificate by the grammar of the module documentation; an error says which line
    /// is wrong and what is accepted.
    pub fn parse(text: &str) -> Result<Certificate> {
        Reader::new(text)?.certificate()
    }

    /// Checks the certificate from the rules alone, in the order of the module documentation:
    /// the limits, every value recomputed by plain mex, the period's matches over every value
    /// given, and whether the values reach as far as the theorem needs. An error when the check
    /// cannot be made (a limit named, or [interrupted](crate::interrupt)); else the verdict.
    pub fn check(&self) -> Result<Verdict> {
        let (t, k) = self.game.shape();
        let (n0, p) = (self.preperiod, self.period);
        let have = self.values.len() as u64;
        // A certificate that reads holds values-through + 1 ≥ 1 values.
        let last = have.saturating_sub(1);
        let (name, limit) = self.game.values_limit();
        if last > limit {
            return Err(Error::too_large(
                name,
                limit,
                Some(crate::Natural::from(last)),
                msg!(
                    "error-certificate-values-limit",
                    last = last,
                    limit = limit,
                    name = name
                ),
            ));
        }
        let work = check_work(&self.game, last);
        if work > u128::from(CERTIFICATE_WORK_LIMIT) {
            return Err(Error::too_large(
                "certificate_work",
                CERTIFICATE_WORK_LIMIT,
                Some(crate::Natural::from(work)),
                msg!(
                    "error-certificate-work",
                    have = have,
                    work = work,
                    limit = CERTIFICATE_WORK_LIMIT
                ),
            ));
        }
        let recomputed = self.game.recompute(last)?;
        if let Some(n) = (0..self.values.len()).find(|&n| recomputed[n] != self.values[n]) {
            return Ok(Verdict::Refuted(format!(
                "g({n}) is {} by the rules, not {} as the certificate says",
                recomputed[n], self.values[n]
            )));
        }
        // Every match the values given allow, spare ones too: a true claim passes them all.
        if let Some(end) = have.checked_sub(p) {
            for n in n0..end {
                let (at, later) = (self.values[n as usize], self.values[(n + p) as usize]);
                if at != later {
                    return Ok(Verdict::Refuted(format!(
                        "g({n}) = {at} but g({}) = {later}: period {p} does not hold from {n0}",
                        n + p
                    )));
                }
            }
        }
        let needed = values_through(n0, p, t, k).zip(bound(n0, p, t, k));
        match needed {
            Some((through, bound)) if have > through => Ok(Verdict::Verified(Verified {
                preperiod: n0,
                period: p,
                bound,
                values: self.values.len(),
            })),
            Some((through, _)) => Ok(Verdict::Incomplete(format!(
                "the theorem needs g(0) to g({through}) for preperiod {n0} and period {p}; the \
                 certificate has {have} values, which agree with the claim as far as they go"
            ))),
            None => Ok(Verdict::Incomplete(format!(
                "the theorem needs g(0) to g(2^64 or more) for preperiod {n0} and period {p}; \
                 the certificate has {have} values, which agree with the claim as far as they go"
            ))),
        }
    }
}

/// The lines of a certificate that count (not empty, not comments), each trimmed, with their
/// numbers from 1.
struct Reader<'a> {
    lines: std::vec::IntoIter<(usize, &'a str)>,
}

/// Spaces and tabs: what separates the words of a certificate.
fn is_blank(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// A reading error at `line` (0: the certificate as a whole).
#[cold]
fn unreadable(line: usize, what: Msg) -> Error {
    let place = match line {
        0 => msg!("error-certificate-place"),
        line => msg!("error-certificate-line", line = line),
    };
    Error::new(
        ErrorKind::InvalidArgument,
        msg!("error-context", context = place, message = what),
    )
}

/// Decimal digits only, below 2^64.
fn number(line: usize, text: &str) -> Result<u64> {
    digits(text)
        .and_then(|d| d.parse::<u64>().ok())
        .ok_or_else(|| {
            unreadable(
                line,
                msg!("error-certificate-number", text = crate::error::quote(text)),
            )
        })
}

/// `text` if it is one or more ASCII decimal digits (no sign, no space).
fn digits(text: &str) -> Option<&str> {
    (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())).then_some(text)
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Result<Reader<'a>> {
        let mut lines = Vec::new();
        for (index, line) in text.split('\n').enumerate() {
            let line = line.strip_suffix('\r').unwrap_or(line);
            let bad = |c: char| {
                unreadable(
                    index + 1,
                    msg!("error-certificate-character", character = format!("{c:?}")),
                )
            };
            if let Some(c) = line.chars().find(|&c| c.is_control() && c != '\t') {
                return Err(bad(c));
            }
            let line = line.trim_matches(is_blank);
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(c) = line.chars().find(|c| !c.is_ascii()) {
                return Err(bad(c));
            }
            lines.push((index + 1, line));
        }
        Ok(Reader {
            lines: lines.into_iter(),
        })
    }

    /// The next line, which must be `key` then (after spaces or tabs) its value, or `key`
    /// alone: the value, trimmed.
    fn field(&mut self, key: &str) -> Result<(usize, &'a str)> {
        match self.lines.next() {
            Some((line, text)) => match text.strip_prefix(key) {
                Some(rest) if rest.is_empty() || rest.starts_with(is_blank) => {
                    Ok((line, rest.trim_matches(is_blank)))
                }
                _ => Err(unreadable(
                    line,
                    msg!("error-certificate-expected-key", key = key),
                )),
            },
            None => Err(unreadable(
                0,
                msg!("error-certificate-ends-before", key = key),
            )),
        }
    }

    fn number_field(&mut self, key: &str) -> Result<u64> {
        let (line, text) = self.field(key)?;
        number(line, text)
    }

    fn certificate(mut self) -> Result<Certificate> {
        match self.lines.next() {
            Some((_, "grundy certificate 1")) => {}
            Some((line, _)) => return Err(unreadable(line, msg!("error-certificate-header"))),
            None => return Err(unreadable(1, msg!("error-certificate-empty"))),
        }
        let (line, game) = self.field("game")?;
        let game = read_game(line, game)?;
        let t = self.number_field("removes-at-most")?;
        let k = self.number_field("leaves-at-most")?;
        let preperiod = self.number_field("preperiod")?;
        let period = self.number_field("period")?;
        let through = self.number_field("values-through")?;
        match self.lines.next() {
            Some((_, "values")) => {}
            Some((line, _)) => {
                return Err(unreadable(
                    line,
                    msg!("error-certificate-expected-key", key = "values"),
                ));
            }
            None => {
                return Err(unreadable(
                    0,
                    msg!("error-certificate-ends-before", key = "values"),
                ));
            }
        }
        let mut values = Vec::new();
        for (line, text) in self.lines {
            for word in text.split(is_blank).filter(|w| !w.is_empty()) {
                let value = digits(word).and_then(|d| d.parse::<u32>().ok());
                values.push(value.ok_or_else(|| {
                    unreadable(
                        line,
                        msg!("error-certificate-value", text = crate::error::quote(word)),
                    )
                })?);
            }
        }
        let shape = game.shape();
        if (t, k) != shape {
            return Err(unreadable(
                0,
                msg!(
                    "error-certificate-shape",
                    t = t,
                    k = k,
                    game_t = shape.0,
                    game_k = shape.1
                ),
            ));
        }
        if period == 0 {
            return Err(unreadable(0, msg!("error-certificate-period")));
        }
        if values.len() as u64 != through.wrapping_add(1) || through == u64::MAX {
            return Err(unreadable(
                0,
                msg!(
                    "error-certificate-through",
                    through = through,
                    count = values.len()
                ),
            ));
        }
        Ok(Certificate {
            game,
            preperiod,
            period,
            values,
        })
    }
}

/// `octal CODE` or `subtraction S` (the value of the `game` line).
fn read_game(line: usize, text: &str) -> Result<CertifiedGame> {
    let expected = || unreadable(line, msg!("error-certificate-game"));
    let (kind, rule) = text.split_once(is_blank).ok_or_else(expected)?;
    let rule = rule.trim_matches(is_blank);
    match kind {
        "octal" => rule
            .parse::<OctalCode>()
            .map(CertifiedGame::Octal)
            .map_err(|e| unreadable(line, e.msg().clone())),
        "subtraction" => read_set(line, rule).map(CertifiedGame::Subtraction),
        _ => Err(expected()),
    }
}

/// Positive numbers separated by commas, optionally in braces.
fn read_set(line: usize, text: &str) -> Result<SubtractionSet> {
    let inner = text
        .strip_prefix('{')
        .and_then(|t| t.strip_suffix('}'))
        .unwrap_or(text);
    if inner.trim_matches(is_blank).is_empty() {
        return Err(unreadable(line, msg!("error-certificate-empty-set")));
    }
    let mut elements = Vec::new();
    for part in inner.split(',') {
        let element = number(line, part.trim_matches(is_blank))?;
        if element == 0 {
            return Err(unreadable(line, msg!("error-certificate-zero-element")));
        }
        elements.push(element);
    }
    SubtractionSet::new(elements).map_err(|e| unreadable(line, e.msg().clone()))
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

    fn refuted(certificate: &Certificate) -> String {
        match certificate.check().unwrap() {
            Verdict::Refuted(reason) => reason,
            other => panic!("not refuted: {other:?}"),
        }
    }

    fn incomplete(certificate: &Certificate) -> String {
        match certificate.check().unwrap() {
            Verdict::Incomplete(reason) => reason,
            other => panic!("not incomplete: {other:?}"),
        }
    }

    /// Issue 31: a true claim whose certificate holds more values than the theorem needs
    /// (Dawson's Kayles, preperiod 53, period 68, 384 values) was called refuted; one with too
    /// few is incomplete, not refuted.
    #[test]
    fn spare_values_verify_and_too_few_are_incomplete() {
        let code: OctalCode = "0.07".parse().unwrap();
        let values = code.grundy_sequence_plain(1000).unwrap();
        let spare = |n0: u64, p: u64, count: usize| Certificate {
            game: CertifiedGame::Octal(code.clone()),
            preperiod: n0,
            period: p,
            values: values[..count].to_vec(),
        };
        // Dawson's Kayles: period 34 from 53, so 68 from 53 too (t = 2, k = 2: B = 2·53 + 68
        // + 2 = 176, g(0..=243)).
        let certificate = spare(53, 68, 384);
        let Verdict::Verified(verified) = certificate.check().unwrap() else {
            panic!("{:?}", certificate.check());
        };
        assert_eq!((verified.bound, verified.values), (176, 384));
        // Read from its text too, with values-through 383.
        let read = Certificate::parse(&certificate.to_text()).unwrap();
        assert!(matches!(read.check().unwrap(), Verdict::Verified(_)));
        // Every count from what the theorem needs on verifies; every count below is incomplete.
        for count in [244, 245, 300, 1000] {
            assert!(matches!(
                spare(53, 68, count).check().unwrap(),
                Verdict::Verified(_)
            ));
        }
        for count in [1, 100, 243] {
            let reason = incomplete(&spare(53, 68, count));
            assert!(reason.contains("needs g(0) to g(243)"), "{reason}");
        }
        // A spare value that breaks the period refutes it, as any other would.
        let mut wrong = spare(53, 34, 600);
        wrong.values[550] ^= 1;
        assert!(refuted(&wrong).contains("g(550)"));
        // A false claim with too few values to show the period's failure stays incomplete;
        // with enough, refuted.
        let reason = refuted(&spare(52, 34, 300));
        assert!(reason.contains("does not hold from 52"), "{reason}");
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
            let Verdict::Verified(verified) = read.check().unwrap() else {
                panic!("{code} is not verified");
            };
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
        let read = Certificate::parse(&certificate.to_text()).unwrap();
        assert!(matches!(read.check().unwrap(), Verdict::Verified(_)));
        let braces = certificate
            .to_text()
            .replace("subtraction 1,3,4", "subtraction { 1, 3,4 }");
        assert_eq!(Certificate::parse(&braces).unwrap(), certificate);
    }

    #[test]
    fn a_wrong_value_or_a_wrong_period_is_caught() {
        let mut certificate = octal("0.77", 500);
        certificate.values[40] ^= 1;
        assert!(refuted(&certificate).contains("g(40)"));
        let mut certificate = octal("0.77", 500);
        certificate.preperiod = 60;
        refuted(&certificate);
        let text = octal("0.77", 500)
            .to_text()
            .replace("period 12", "period 13");
        let reason = refuted(&Certificate::parse(&text).unwrap());
        assert!(reason.contains("period 13 does not hold"), "{reason}");
        // Period 24 holds too, but needs more values than period 12's certificate has.
        let text = octal("0.77", 500)
            .to_text()
            .replace("period 12", "period 24");
        let reason = incomplete(&Certificate::parse(&text).unwrap());
        assert!(reason.contains("needs g(0) to g("), "{reason}");
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

    /// Issue 20: preperiods and periods near 2^64 made B wrap around, so that a dozen values
    /// "verified" a false claim, or indexed past the values. Since issue 31 such a claim is
    /// incomplete (no file holds the values it needs), never verified.
    #[test]
    fn overflowing_claims_are_incomplete_not_verified() {
        let kayles = "grundy certificate 1\ngame octal 0.77\nremoves-at-most 2\nleaves-at-most 2\n";
        let values = "values\n0 1 2 3 1 4 3 2 1 4 2 6\n";
        // The values of S = {1, 3, 4} (the claims are checked against the values first).
        let sub_values = "values\n0 1 0 1 2 3 2 0 1 0 1 2\n";
        let subtraction = "grundy certificate 1\ngame subtraction 1,3,4\nremoves-at-most 4\n\
                           leaves-at-most 1\n";
        for text in [
            format!("{kayles}preperiod 9223372036854775808\nperiod 5\nvalues-through 11\n{values}"),
            format!("{kayles}preperiod 1\nperiod 9223372036854775808\nvalues-through 11\n{values}"),
            format!(
                "{kayles}preperiod 18446744073709551615\nperiod 18446744073709551615\nvalues-through 11\n{values}"
            ),
            format!(
                "{subtraction}preperiod 18446744073709551615\nperiod 5\nvalues-through 11\n{sub_values}"
            ),
            format!(
                "{subtraction}preperiod 1\nperiod 9223372036854775808\nvalues-through 3\nvalues\n0 1 0 1\n"
            ),
            format!(
                "{subtraction}preperiod 1\nperiod 18446744073709551613\nvalues-through 11\n{sub_values}"
            ),
        ] {
            let certificate = Certificate::parse(&text).unwrap();
            let reason = incomplete(&certificate);
            assert!(
                reason.starts_with("the theorem needs g(0) to g("),
                "{reason}"
            );
        }
    }

    #[test]
    fn what_cannot_be_read_is_refused() {
        let good = octal("0.77", 300).to_text();
        for (from, to) in [
            ("game octal 0.77", "game octal 2.77"),
            ("game octal 0.77", "game octal 6.f7"),
            ("game octal 0.77", "game octal 1.77"),
            ("game octal 0.77", "game octal 0.0"),
            ("game octal 0.77", "game Octal 0.77"),
            ("game octal 0.77", "game octal"),
            ("preperiod 71", "preperiod +71"),
            ("preperiod 71", "preperiod -0"),
            ("preperiod 71", "preperiod 18446744073709551616"),
            ("period 12", "period 0"),
            ("values-through 167", "values-through 166"),
            ("\nvalues\n", "\nvalues please\n"),
            ("\nvalues\n0 1 2", "\nvalues\n-0 1 2"),
            ("\nvalues\n0 1 2", "\nvalues\n4294967296 1 2"),
            ("\nvalues\n0 1 2", "\nvalues\n0 1\u{b}2"),
            ("\nvalues\n0 1 2", "\nvalues\n0 1 ٢"),
            ("\nvalues\n0 1 2", "\nvalues\n0 1\r2"),
            (
                "\nvalues\n0 1 2",
                "\n# comments may say § or φ\nvalues\n0 1 2 é",
            ),
            ("removes-at-most 2", "removes-at-most 3"),
        ] {
            assert!(good.contains(from), "{from}");
            let text = good.replacen(from, to, 1);
            let error = Certificate::parse(&text).unwrap_err();
            assert!(!error.message().is_empty(), "{to}");
        }
        // Line ends of either kind, tabs, comments and blank lines are fine.
        let windows = good
            .replace('\n', "\r\n")
            .replace("period 12", "period\t12 ");
        let spaced = good.replace("\nvalues\n", "\n\n# the values:\n   values\n");
        for text in [windows, spaced] {
            assert_eq!(
                Certificate::parse(&text).unwrap(),
                Certificate::parse(&good).unwrap()
            );
        }
    }

    #[test]
    fn checks_beyond_the_limits_are_refused_naming_them() {
        // Issue 20: S = 1..10^6 ran for a quarter of an hour.
        let set = SubtractionSet::new((1..=1_000_000).collect()).unwrap();
        let through = values_through(0, 1, 1_000_000, 1).unwrap();
        let certificate = Certificate {
            game: CertifiedGame::Subtraction(set),
            preperiod: 0,
            period: 1,
            values: vec![0; through as usize + 1],
        };
        let error = certificate.check().unwrap_err();
        assert_eq!(error.limit().unwrap().name(), "certificate_work", "{error}");
        let long: OctalCode = format!("0.{}", "7".repeat(400)).parse().unwrap();
        let certificate = Certificate {
            game: CertifiedGame::Octal(long),
            preperiod: 20,
            period: 1,
            values: vec![0; 441],
        };
        assert_eq!(
            check_work(&certificate.game, 440),
            441 + (1..=400u128)
                .map(|i| 1 + (440 - i) + (440 - i) * (440 - i) / 4)
                .sum::<u128>()
        );
        let certificate = Certificate {
            game: CertifiedGame::Octal("0.77".parse().unwrap()),
            preperiod: 30_000,
            period: 1,
            values: vec![0; 60_004],
        };
        let error = certificate.check().unwrap_err();
        assert_eq!(error.limit().unwrap().name(), "octal_plain_heap", "{error}");
    }
}
