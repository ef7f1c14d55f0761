//! The octal census: every game of some code patterns, each computed until its period is
//! proven or N heaps are done, with what a table of octal games records (status, preperiod,
//! period, largest value, sparse-space mask, the certificate) and the groups of equivalent
//! games.
//!
//! This module is the census's arithmetic only: [`CodePattern`] lists the games of a pattern
//! such as `0.??`, [`compute`] computes one game ([`CensusGame`]), and [`equivalence`] groups
//! computed games by their sequences. Storing a census (a database, a task queue) is the front
//! ends' job; `grundy::report` wraps [`compute`] as a request and its answer.
//!
//! ```
//! use grundy::census::{self, CodePattern, Status};
//!
//! let codes = CodePattern::expand_all(&["0.??"])?;
//! assert_eq!(codes.len(), 63); // 0.1 … 0.77, each code once (0.10 is 0.1)
//! let kayles = census::compute(&"0.77".parse()?, 1000, 1000)?;
//! assert_eq!(kayles.status, Status::Trivial);
//! assert_eq!((kayles.preperiod, kayles.period), (Some(71), Some(12)));
//! # Ok::<(), grundy::Error>(())
//! ```

pub mod equivalence;

use std::fmt;
use std::str::FromStr;
use std::time::Instant;

use crate::certificate::{Certificate, CertifiedGame};
use crate::error::{Error, Result};
use crate::games::octal::{OCTAL_SEQUENCE_LIMIT, OctalCode, SequenceRun};
use crate::num::Natural;
use crate::text::{Msg, msg};

/// The most games one census may list (a pattern of five `?` has 32,768).
pub const CENSUS_GAME_LIMIT: usize = 100_000;

/// A game whose period is proven by the values of heaps below this is *trivial*, as the
/// published tables use the word: its period "can be found by considering heaps smaller than
/// 1000".
pub const TRIVIAL_BELOW: u64 = 1000;

/// Heaps computed between two looks at the stop ([`crate::interrupt`]) and the sparse check.
const SLICE: u64 = 1 << 12;

/// Masks tried for the rare-value statistics: every m below 2^12 (and below the values' bound).
const MASK_BITS: u32 = 12;

/// The games of one code pattern: an octal code whose digits may be `?` (any octal digit;
/// before the point, 0 or 4, the two octal digits a code may start with), or one explicit
/// code (octal or hexadecimal, or a name such as `kayles`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodePattern {
    text: String,
    /// Each position's digits: before the point, then after it.
    choices: Vec<Vec<u8>>,
}

impl CodePattern {
    /// The pattern's codes, each once (a code with trailing zeros is the shorter code), in
    /// census order ([`census_order`]).
    pub fn codes(&self) -> Vec<OctalCode> {
        let mut codes = Vec::new();
        let mut digits = vec![0u8; self.choices.len()];
        self.fill(0, &mut digits, &mut codes);
        codes.sort_by(census_order);
        codes.dedup();
        codes
    }

    fn fill(&self, at: usize, digits: &mut Vec<u8>, out: &mut Vec<OctalCode>) {
        if at == digits.len() {
            let mut text = format!("{:x}.", digits[0]);
            for d in &digits[1..] {
                text.push_str(&format!("{d:x}"));
            }
            // Every digit 0 is no game; the others all parse.
            if let Ok(code) = text.parse() {
                out.push(code);
            }
            return;
        }
        for &d in &self.choices[at] {
            digits[at] = d;
            self.fill(at + 1, digits, out);
        }
    }

    /// How many codes the pattern spells (before removing repeats).
    fn size(&self) -> u128 {
        self.choices.iter().map(|c| c.len() as u128).product()
    }

    /// The codes of all `patterns`, each once, in census order. Refused past
    /// [`CENSUS_GAME_LIMIT`] games.
    pub fn expand_all<S: AsRef<str>>(patterns: &[S]) -> Result<Vec<OctalCode>> {
        let patterns: Vec<CodePattern> = patterns
            .iter()
            .map(|p| p.as_ref().parse())
            .collect::<Result<_>>()?;
        let spelled: u128 = patterns.iter().map(CodePattern::size).sum();
        if spelled > CENSUS_GAME_LIMIT as u128 {
            return Err(Error::too_large(
                "census_games",
                CENSUS_GAME_LIMIT as u64,
                Some(Natural::from(spelled)),
                msg!(
                    "error-census-games",
                    limit = CENSUS_GAME_LIMIT,
                    spelled = spelled
                ),
            ));
        }
        let mut codes: Vec<OctalCode> = patterns.iter().flat_map(CodePattern::codes).collect();
        codes.sort_by(census_order);
        codes.dedup();
        Ok(codes)
    }
}

impl FromStr for CodePattern {
    type Err = Error;

    fn from_str(text: &str) -> Result<CodePattern> {
        let trimmed = text.trim();
        if !trimmed.contains('?') {
            let code: OctalCode = trimmed.parse()?;
            return Ok(CodePattern {
                text: trimmed.to_string(),
                choices: code.digits().iter().map(|&d| vec![d]).collect(),
            });
        }
        let invalid = |why: Msg| {
            Error::invalid(msg!(
                "error-pattern",
                text = crate::error::quote(text),
                why = why
            ))
        };
        let (whole, fraction) =
            (trimmed.split_once('.')).ok_or_else(|| invalid(msg!("error-pattern-no-point")))?;
        let first = match whole {
            "" | "0" => vec![0],
            "4" => vec![4],
            "?" => vec![0, 4],
            _ => return Err(invalid(msg!("error-pattern-before-point"))),
        };
        let mut choices = vec![first];
        for c in fraction.chars() {
            choices.push(match c {
                '?' => (0..8).collect(),
                '0'..='7' => vec![c as u8 - b'0'],
                _ => {
                    return Err(invalid(msg!(
                        "error-pattern-digit",
                        digit = c.escape_debug()
                    )));
                }
            });
        }
        Ok(CodePattern {
            text: trimmed.to_string(),
            choices,
        })
    }
}

impl fmt::Display for CodePattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The census order of codes, which is also the preference for a group's canonical member:
/// fewer digits after the point first (a game that removes fewer tokens at most), then d0,
/// then the digits d1, d2, … in order (so 0.1 … 0.7, 4.1 … 4.7, 0.01, …).
pub fn census_order(a: &OctalCode, b: &OctalCode) -> std::cmp::Ordering {
    a.digits()
        .len()
        .cmp(&b.digits().len())
        .then_with(|| a.digits().cmp(b.digits()))
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Its period is proven by the values of heaps below [`TRIVIAL_BELOW`].
    Trivial,
    /// Its period is proven (by more heaps).
    Solved,
    /// No period is proven within the heaps computed.
    Open,
}

impl Status {
    /// `"trivial"`, `"solved"` or `"open"`.
    pub fn name(self) -> &'static str {
        match self {
            Status::Trivial => "trivial",
            Status::Solved => "solved",
            Status::Open => "open",
        }
    }
}

impl FromStr for Status {
    type Err = Error;

    fn from_str(text: &str) -> Result<Status> {
        match text {
            "trivial" => Ok(Status::Trivial),
            "solved" => Ok(Status::Solved),
            "open" => Ok(Status::Open),
            _ => Err(Error::invalid(msg!(
                "error-census-status",
                text = crate::error::quote(text)
            ))),
        }
    }
}

/// The sparse-space statistics of a game's values for one mask: a value v is *rare* when
/// popcount(v & mask) is even.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RareValues {
    /// The mask.
    pub mask: u32,
    /// How many heaps have a rare value, of the heaps computed (heap 0 included, as the
    /// published tables count).
    pub count: u64,
    /// The last of them, if any.
    pub last: Option<u64>,
}

/// One game of the census, computed.
#[derive(Clone, Debug, PartialEq)]
pub struct CensusGame {
    /// The game.
    pub code: OctalCode,
    /// Trivial, solved or open.
    pub status: Status,
    /// The least preperiod, when the period is proven.
    pub preperiod: Option<u64>,
    /// The least period, when proven.
    pub period: Option<u64>,
    /// The heaps asked for: `to`, or `sparse_to` where the sparse method made it cheap.
    pub to: u64,
    /// The last heap computed by mex: g(0..=heaps_computed) are the values below.
    pub heaps_computed: u64,
    /// The largest value (over every heap when solved, else over the heaps computed).
    pub largest: u32,
    /// The first heap with the largest value.
    pub largest_at: u64,
    /// The sparse-space mask and its rare heaps (see [`rare_values`]), for games that split a
    /// heap in two; `None` otherwise, or for a solved game whose periodic part no mask leaves
    /// all common.
    pub rare: Option<RareValues>,
    /// The certificate of the period (text, `grundy verify` and tools/check_certificate.py
    /// check it), when proven.
    pub certificate: Option<String>,
    /// g(0), …, g(heaps_computed).
    pub values: Vec<u32>,
    /// The misère quotient, when asked for.
    pub misere: Option<MisereSummary>,
    /// Wall-clock seconds the computation took (measured, never part of a comparison).
    pub seconds: f64,
}

/// A game's misère quotient, in brief.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereSummary {
    /// Its number of elements.
    pub order: u64,
    /// `true` when proven for every heap size; else it holds up to `heaps`.
    pub proven: bool,
    /// The heaps computed (0..=heaps).
    pub heaps: u64,
}

/// Computes one game: its values until its period is proven or `to` heaps are done, and past
/// `to` up to `sparse_to` while the sparse method leaves at most 1/16 of the later half of the
/// heaps rare (there a heap costs far less than plain mex). Plain mex and the sparse method go
/// as far as asked (the census's own limit; `seq octal` stops plain mex at
/// [`OCTAL_PLAIN_LIMIT`](crate::games::octal::OCTAL_PLAIN_LIMIT)); games whose moves leave three
/// heaps stop at [`OCTAL_THREE_HEAP_LIMIT`](crate::games::octal::OCTAL_THREE_HEAP_LIMIT).
/// Stops with [`ErrorKind::Interrupted`](crate::ErrorKind::Interrupted) when the stop in force
/// is due ([`crate::interrupt`]).
pub fn compute(code: &OctalCode, to: u64, sparse_to: u64) -> Result<CensusGame> {
    let start = Instant::now();
    let sparse_to = sparse_to.max(to);
    if sparse_to > OCTAL_SEQUENCE_LIMIT {
        return Err(Error::too_large(
            "octal_sequence_length",
            OCTAL_SEQUENCE_LIMIT,
            Some(Natural::from(sparse_to)),
            msg!(
                "error-census-length",
                code = code,
                limit = OCTAL_SEQUENCE_LIMIT,
                asked = sparse_to
            ),
        ));
    }
    let three_heaps = code.is_hexadecimal();
    let limit = if three_heaps {
        crate::games::octal::OCTAL_THREE_HEAP_LIMIT
    } else {
        OCTAL_SEQUENCE_LIMIT
    };
    let to = to.min(limit);
    let mut run = SequenceRun::start(code.rules(), &code.to_string(), to, true)?;
    run.lift_method_limit();
    let mut reached = to;
    loop {
        while !run.is_done() {
            crate::interrupt::check()?;
            run.advance(SLICE)?;
        }
        let more = sparse_to.min(limit) > reached && run.period().is_none() && {
            run.sparse_share()
                .is_some_and(|(_, rare, of)| rare * crate::games::octal::SPARSE_FRACTION <= of)
        };
        if !more {
            break;
        }
        // Onwards in steps that double, so a game that stops being sparse stops soon.
        reached = (reached.saturating_mul(2)).min(sparse_to.min(limit));
        run.extend_to(reached);
    }
    let sequence = run.finish()?;
    let values = sequence.computed().to_vec();
    let period = sequence.period();
    let status = match period {
        Some(p) if p.proof_needs < TRIVIAL_BELOW => Status::Trivial,
        Some(_) => Status::Solved,
        None => Status::Open,
    };
    let (largest_at, largest) =
        values.iter().copied().enumerate().fold(
            (0, 0),
            |best, (n, v)| if v > best.1 { (n, v) } else { best },
        );
    // One whole period of heaps n ≥ 1 (heap 0 is never counted, so a preperiod of 0 starts
    // the period at heap 1: issue 31, where 0.5's and 0.7's period 0, 1 was judged by heap 1
    // alone and got mask 1 although g(2) = 0 is rare for every mask).
    let tail = match period {
        Some(p) => {
            let start = p.preperiod.max(1) as usize;
            start..(start + p.period as usize).min(values.len())
        }
        None => values.len() / 2..values.len(),
    };
    let rare = if code.rules().max_parts() >= 2 {
        rare_values(&values, tail, period.is_some())
    } else {
        None
    };
    let certificate = period.and_then(|p| {
        Certificate::new(
            CertifiedGame::Octal(code.clone()),
            p.preperiod,
            p.period,
            &values,
        )
        .map(|c| c.to_text())
    });
    Ok(CensusGame {
        code: code.clone(),
        status,
        preperiod: period.map(|p| p.preperiod),
        period: period.map(|p| p.period),
        to: sequence.to(),
        heaps_computed: values.len() as u64 - 1,
        largest,
        largest_at: largest_at as u64,
        rare,
        certificate,
        values,
        misere: None,
        seconds: start.elapsed().as_secs_f64(),
    })
}

/// The misère quotient of `code` to `to` heaps at most (see
/// [`MisereQuotient::compute`](crate::quotient::MisereQuotient::compute)), in brief.
pub fn misere(code: &OctalCode, to: u64) -> Result<MisereSummary> {
    let quotient = crate::quotient::MisereQuotient::compute(code, to)?;
    Ok(MisereSummary {
        order: quotient.order() as u64,
        proven: matches!(
            quotient.status(),
            crate::quotient::QuotientStatus::Proven { .. }
        ),
        heaps: quotient.heaps_computed(),
    })
}

/// Whether v is rare for `mask`: popcount(v & mask) even.
fn is_rare(v: u32, mask: u32) -> bool {
    (v & mask).count_ones().is_multiple_of(2)
}

/// The sparse-space mask of `values` and its rare heaps. The mask is the one (of those below
/// 2^12 and below the values' bound) leaving the fewest rare heaps in `tail` — the periodic
/// part of a solved game, the later half of an open one's values — then the fewest rare heaps
/// n ≥ 1 in all, then the least. For a solved game only a mask leaving the periodic part
/// all common counts (its rare heaps are then all there are); `None` if there is none.
pub fn rare_values(
    values: &[u32],
    tail: std::ops::Range<usize>,
    solved: bool,
) -> Option<RareValues> {
    let largest = values.iter().copied().max().unwrap_or(0);
    let bound = (largest.saturating_add(1))
        .next_power_of_two()
        .min(1 << MASK_BITS);
    // How often each value occurs among heaps n ≥ 1, and in the tail; values at or above the
    // bound (beyond 2^12) are kept apart.
    let mut all = vec![0u64; bound as usize];
    let mut in_tail = vec![0u64; bound as usize];
    let mut beyond: Vec<(u32, bool)> = Vec::new();
    for (n, &v) in values.iter().enumerate().skip(1) {
        let is_tail = tail.contains(&n);
        match all.get_mut(v as usize) {
            Some(count) => {
                *count += 1;
                if is_tail {
                    in_tail[v as usize] += 1;
                }
            }
            None => beyond.push((v, is_tail)),
        }
    }
    let (mask, tail_rare, _) = (1..bound.max(2))
        .map(|mask| {
            let (mut tail_rare, mut rare) = (0u64, 0u64);
            for v in 0..bound {
                if is_rare(v, mask) {
                    tail_rare += in_tail[v as usize];
                    rare += all[v as usize];
                }
            }
            for &(v, is_tail) in &beyond {
                if is_rare(v, mask) {
                    rare += 1;
                    tail_rare += u64::from(is_tail);
                }
            }
            (mask, tail_rare, rare)
        })
        .min_by_key(|&(mask, tail_rare, rare)| (tail_rare, rare, mask))?;
    if solved && tail_rare > 0 {
        return None;
    }
    // Heap 0 (g(0) = 0, rare for every mask) counts, as in the published tables.
    let rare_heaps = || {
        values
            .iter()
            .enumerate()
            .filter(|&(_, &v)| is_rare(v, mask))
            .map(|(n, _)| n as u64)
    };
    Some(RareValues {
        mask,
        count: rare_heaps().count() as u64,
        last: rare_heaps().next_back(),
    })
}

#[cfg(test)]
mod tests;
