//! Whether a stored claim of proof holds: a row that says a game is trivial or solved is
//! listed as proven only once its certificate has been checked from the rules, and the verdict
//! is remembered in the `proofs` table (a trigger forgets it when the row's claim changes), so
//! that listing a census stays one query.
//!
//! A certificate is checked as `grundy verify` checks it ([`Certificate::check`], every value
//! recomputed by plain mex), after checking that it is about the row's game and claims the
//! row's preperiod and period. A certificate beyond plain mex's limits (0.376's, with 4.5
//! million values) is re-proven instead by computing the game again with the census's own
//! methods up to the certificate's last value, which costs what the census paid for it: only
//! a census run over that game does it ([`Recheck::Recompute`]).

use grundy::ErrorKind;
use grundy::census;
use grundy::certificate::{Certificate, CertifiedGame, Verdict};
use grundy::games::octal::OctalCode;
use rusqlite::{OptionalExtension, params};

use crate::{Database, Result, cells};

/// What a check found, as the `proofs` table remembers it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Memo {
    /// The claim holds; how it was established.
    Verified(String),
    /// The claim does not hold: the first failure.
    Refuted(String),
    /// The certificate is beyond the plain check's limits and was not recomputed: why.
    Unchecked(String),
}

impl Memo {
    /// The `proofs.verdict` word and the reason.
    pub(crate) fn columns(&self) -> (&'static str, &str) {
        match self {
            Memo::Verified(how) => ("verified", how),
            Memo::Refuted(why) => ("refuted", why),
            Memo::Unchecked(why) => ("unchecked", why),
        }
    }
}

/// How far a check goes with a certificate beyond the plain check's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Recheck {
    /// Leave it unchecked (cheap: a listing, a server).
    Plain,
    /// Compute the game again up to the certificate's last value (a census run over it).
    Recompute,
}

/// What a row claims of a proven game, beside its certificate: what the certificate's values
/// decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Claim {
    /// The least preperiod.
    pub preperiod: Option<u64>,
    /// The least period.
    pub period: Option<u64>,
    /// The largest value of every heap (the periodic part repeats values the certificate
    /// holds, so it is the largest of them).
    pub largest: u64,
    /// The first heap with it.
    pub largest_at: u64,
}

/// Whether the row's claim about `code` holds, by the certificate `text`: the certificate is
/// about this game, claims the row's preperiod and period, its values have the row's largest
/// value where the row says, and it passes the check. An error only when the check was
/// stopped ([`grundy::interrupt`]); every other failure is a verdict.
pub(crate) fn check(
    code: &OctalCode,
    claim: &Claim,
    text: &str,
    recheck: Recheck,
) -> grundy::Result<Memo> {
    let (preperiod, period) = (claim.preperiod, claim.period);
    let certificate = match Certificate::parse(text) {
        Ok(certificate) => certificate,
        Err(error) => {
            return Ok(Memo::Refuted(format!(
                "the certificate cannot be read: {error}"
            )));
        }
    };
    if certificate.game != CertifiedGame::Octal(code.clone()) {
        let of = match &certificate.game {
            CertifiedGame::Octal(other) => format!("octal {other}"),
            CertifiedGame::Subtraction(_) => "a subtraction game".into(),
        };
        return Ok(Memo::Refuted(format!(
            "the certificate is about {of}, not {code}"
        )));
    }
    let claimed = (Some(certificate.preperiod), Some(certificate.period));
    if claimed != (preperiod, period) {
        let shown = |v: Option<u64>| v.map_or("null".to_string(), |v| v.to_string());
        return Ok(Memo::Refuted(format!(
            "the certificate claims preperiod {} and period {}; the row says {} and {}",
            certificate.preperiod,
            certificate.period,
            shown(preperiod),
            shown(period)
        )));
    }
    let (largest_at, largest) = certificate.values.iter().enumerate().fold(
        (0, 0),
        |best, (n, &v)| if v > best.1 { (n, v) } else { best },
    );
    if (u64::from(largest), largest_at as u64) != (claim.largest, claim.largest_at) {
        return Ok(Memo::Refuted(format!(
            "the certificate's largest value is {largest}, first at heap {largest_at}; the row \
             says {} at {}",
            claim.largest, claim.largest_at
        )));
    }
    let verdict = certificate.check();
    if matches!(verdict, Ok(Verdict::Verified(_))) {
        return Ok(Memo::Verified("checked by plain mex".into()));
    }
    match verdict {
        Ok(Verdict::Refuted(reason)) => Ok(Memo::Refuted(reason)),
        Err(error) if error.kind() == ErrorKind::Interrupted => Err(error),
        Err(error) if error.kind() == ErrorKind::TooLarge => match recheck {
            Recheck::Plain => Ok(Memo::Unchecked(error.to_string())),
            Recheck::Recompute => recompute(code, &certificate),
        },
        Err(error) => Ok(Memo::Unchecked(error.to_string())),
        _ => Ok(Memo::Refuted("the certificate does not verify".into())),
    }
}

/// Re-proves a certificate's claim by computing `code` again (plain mex or the sparse method,
/// as the census does) up to its last value: the period found must be the one claimed, and
/// every value computed must be the certificate's.
fn recompute(code: &OctalCode, certificate: &Certificate) -> grundy::Result<Memo> {
    let through = certificate.values.len() as u64 - 1;
    let game = match census::compute(code, through, through) {
        Ok(game) => game,
        Err(error) if error.kind() == ErrorKind::Interrupted => return Err(error),
        Err(error) => return Ok(Memo::Unchecked(error.to_string())),
    };
    if let Some(n) = (0..game.values.len().min(certificate.values.len()))
        .find(|&n| game.values[n] != certificate.values[n])
    {
        return Ok(Memo::Refuted(format!(
            "g({n}) is {} by the rules, not {} as the certificate says",
            game.values[n], certificate.values[n]
        )));
    }
    let claimed = (Some(certificate.preperiod), Some(certificate.period));
    match (game.preperiod, game.period) {
        found if found == claimed => {}
        (Some(n0), Some(p)) => {
            return Ok(Memo::Refuted(format!(
                "computed again, {code} has least preperiod {n0} and period {p}, not {} and {}",
                certificate.preperiod, certificate.period
            )));
        }
        // Stopped short of the certificate's values (a method's limit): nothing decided.
        _ if game.heaps_computed < through => {
            return Ok(Memo::Unchecked(format!(
                "computed again only to heap {}, short of the certificate's {through}",
                game.heaps_computed
            )));
        }
        _ => {
            return Ok(Memo::Refuted(format!(
                "computed again to heap {through}, {code} has no period proven: not preperiod \
                 {} and period {}",
                certificate.preperiod, certificate.period
            )));
        }
    }
    Ok(Memo::Verified(format!(
        "computed again to heap {}",
        game.heaps_computed
    )))
}

impl Database {
    /// Checks the certificate of every row that claims a proven period and has no verdict
    /// yet, and remembers each verdict (one transaction each, so a check that is stopped keeps
    /// those it finished). A certificate beyond plain mex's limits is re-proven by computing
    /// the game again when its code is in `recompute` (a census run over it), and is left
    /// unchecked otherwise. Returns how many rows were checked. An error when the check was
    /// stopped ([`crate::CensusError::is_interrupted`]) or the database failed.
    pub fn check_proofs(&mut self, recompute: &[OctalCode]) -> Result<usize> {
        let recompute: std::collections::HashSet<String> =
            recompute.iter().map(ToString::to_string).collect();
        let mut statement = self.connection.prepare(
            "SELECT g.code, p.verdict FROM games g LEFT JOIN proofs p ON p.code = g.code
             WHERE g.status IN ('trivial', 'solved') AND g.certificate IS NOT NULL
                AND (p.code IS NULL OR p.verdict = 'unchecked')",
        )?;
        let claims: Vec<(String, bool)> = statement
            .query_map([], |row| {
                Ok((
                    cells::text(row, 0, "code"),
                    cells::text(row, 1, "proofs.verdict"),
                ))
            })?
            .filter_map(|row| match row {
                Ok((Ok(Some(code)), Ok(verdict))) => Some(Ok((code, verdict.is_some()))),
                Ok(_) => None, // not a code: the listing reports the row
                Err(e) => Some(Err(e)),
            })
            .collect::<std::result::Result<_, _>>()?;
        drop(statement);
        let mut checked = 0;
        for (code, unchecked_before) in claims {
            let recheck = if recompute.contains(&code) {
                Recheck::Recompute
            } else if unchecked_before {
                continue;
            } else {
                Recheck::Plain
            };
            if self.check_proof(&code, recheck)? {
                checked += 1;
            }
        }
        Ok(checked)
    }

    /// Checks the claim of proof of `code`, as [`Database::check_proofs`] checks every row,
    /// if it has no verdict yet (plain mex only). Whether a verdict was written.
    pub fn check_proof_of(&mut self, code: &str) -> Result<bool> {
        let unchecked: bool = self.connection.query_row(
            "SELECT count(*) > 0 FROM games g WHERE g.code = ?1
                AND g.status IN ('trivial', 'solved') AND g.certificate IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM proofs p WHERE p.code = g.code)",
            params![code],
            |row| row.get(0),
        )?;
        if !unchecked {
            return Ok(false);
        }
        self.check_proof(code, Recheck::Plain)
    }

    /// Checks the claim of the row of `code` and remembers the verdict, unless the row cannot
    /// be read (the listing reports it) or changed meanwhile. Whether a verdict was written.
    fn check_proof(&mut self, code: &str, recheck: Recheck) -> Result<bool> {
        type Stored = (String, Claim, String);
        let claim: Option<std::result::Result<Stored, String>> = self
            .connection
            .query_row(
                "SELECT status, preperiod, period, largest, largest_at, certificate FROM games
                 WHERE code = ?1",
                params![code],
                |row| {
                    Ok((|| {
                        let claim = Claim {
                            preperiod: cells::natural(row, 1, "preperiod")?,
                            period: cells::positive(row, 2, "period")?,
                            largest: cells::required_natural(row, 3, "largest")?,
                            largest_at: cells::required_natural(row, 4, "largest_at")?,
                        };
                        Ok((
                            cells::required_text(row, 0, "status")?,
                            claim,
                            cells::required_text(row, 5, "certificate")?,
                        ))
                    })())
                },
            )
            .optional()?;
        let Some(claim) = claim else {
            return Ok(false);
        };
        let game = code
            .parse::<OctalCode>()
            .ok()
            .filter(|game| game.to_string() == code);
        let (Ok((status, claim, text)), Some(game)) = (claim, game) else {
            return Ok(false); // the listing says why the row cannot be read
        };
        let memo = check(&game, &claim, &text, recheck)?;
        let (verdict, reason) = memo.columns();
        // Written only if the row still claims what was checked (a census may have stored the
        // game again meanwhile).
        self.connection.execute(
            "INSERT OR REPLACE INTO proofs (code, verdict, reason)
             SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM games WHERE code = ?1
                AND status = ?4 AND preperiod IS ?5 AND period IS ?6 AND largest = ?7
                AND largest_at = ?8 AND certificate = ?9)",
            params![
                code,
                verdict,
                reason,
                status,
                claim.preperiod,
                claim.period,
                claim.largest,
                claim.largest_at,
                text
            ],
        )?;
        Ok(true)
    }

    /// How many rows claim a proven period whose certificate has not been checked
    /// ([`Database::check_proofs`] checks them).
    pub fn unchecked_proofs(&self) -> Result<u64> {
        Ok(self.connection.query_row(
            "SELECT count(*) FROM games g WHERE g.status IN ('trivial', 'solved')
                AND g.certificate IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM proofs p WHERE p.code = g.code)",
            [],
            |row| row.get(0),
        )?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kayles() -> (OctalCode, String) {
        let code: OctalCode = "0.77".parse().unwrap();
        let game = census::compute(&code, 300, 300).unwrap();
        (code, game.certificate.unwrap())
    }

    /// Kayles's claim: preperiod 71, period 12, largest value 8 first at heap 27.
    fn claim(preperiod: u64, period: u64) -> Claim {
        Claim {
            preperiod: Some(preperiod),
            period: Some(period),
            largest: 8,
            largest_at: 27,
        }
    }

    #[test]
    fn a_true_certificate_verifies_and_a_changed_value_does_not() {
        let (code, text) = kayles();
        let memo = check(&code, &claim(71, 12), &text, Recheck::Plain).unwrap();
        assert!(matches!(memo, Memo::Verified(_)), "{memo:?}");
        let forged = text.replacen("\n0 1 2 3 1 4", "\n0 1 2 3 1 5", 1);
        assert_ne!(forged, text);
        let memo = check(&code, &claim(71, 12), &forged, Recheck::Plain).unwrap();
        assert_eq!(
            memo,
            Memo::Refuted("g(5) is 4 by the rules, not 5 as the certificate says".into())
        );
    }

    #[test]
    fn a_certificate_of_another_game_or_claim_does_not_prove_the_row() {
        let (code, text) = kayles();
        let other: OctalCode = "0.07".parse().unwrap();
        let memo = check(&other, &claim(71, 12), &text, Recheck::Plain).unwrap();
        assert!(matches!(&memo, Memo::Refuted(why) if why.contains("about octal 0.77")));
        let memo = check(&code, &claim(70, 12), &text, Recheck::Plain).unwrap();
        assert!(matches!(&memo, Memo::Refuted(why) if why.contains("the row says 70")));
        let memo = check(&code, &claim(71, 12), "not a certificate", Recheck::Plain).unwrap();
        assert!(matches!(&memo, Memo::Refuted(why) if why.contains("cannot be read")));
        let wrong_largest = Claim {
            largest: 9,
            ..claim(71, 12)
        };
        let memo = check(&code, &wrong_largest, &text, Recheck::Plain).unwrap();
        assert!(
            matches!(&memo, Memo::Refuted(why) if why.ends_with("the row says 9 at 27")),
            "{memo:?}"
        );
    }

    #[test]
    fn recomputing_proves_what_plain_mex_would() {
        let (code, text) = kayles();
        let certificate = Certificate::parse(&text).unwrap();
        assert!(matches!(
            recompute(&code, &certificate).unwrap(),
            Memo::Verified(_)
        ));
        let mut forged = certificate.clone();
        forged.values[100] ^= 1;
        assert!(matches!(
            recompute(&code, &forged).unwrap(),
            Memo::Refuted(why) if why.starts_with("g(100) is")
        ));
    }
}
