//! `grundy verify FILE`, `POST /api/verify`, `grundy.verify(text)`: a certificate of
//! periodicity checked from the rules alone ([`crate::certificate`]).

use serde::{Deserialize, Serialize};

use super::{Answer, Job, Question, SCHEMA_VERSION};
use crate::certificate::{Certificate, CertifiedGame, Verdict};
use crate::error::Result;
use crate::games::Family;

/// A certificate to check: its text, as `seq octal|sub --certificate` writes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct VerifyRequest {
    /// The certificate's text (the grammar is in the rustdoc of `grundy::certificate`).
    pub certificate: String,
}

/// The verdict on a certificate that could be read and checked (answer `"verify"`). A file
/// that cannot be read, or a check beyond the limits, is an error instead.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct VerifyReport {
    /// The contract's version, 1.
    #[cfg_attr(feature = "schema", schemars(extend("const" = 1)))]
    pub schema_version: u32,
    /// `"verify"`.
    #[cfg_attr(feature = "schema", schemars(extend("const" = "verify")))]
    pub answer: Answer,
    /// `"octal"` or `"subtraction"`.
    pub game: Family,
    /// The game's rule: the octal code, or the subtraction set as `{1,3,4}`.
    pub rule: String,
    /// n0: the claimed preperiod.
    pub preperiod: u64,
    /// p: the claimed period.
    pub period: u64,
    /// Whether the claim holds: g(n + p) = g(n) for every n ≥ n0.
    pub verified: bool,
    /// `"verified"`, `"refuted"` (a value or a match is wrong) or `"incomplete"` (the values
    /// agree with the claim but stop before the theorem can conclude).
    pub verdict: VerdictKind,
    /// When verified, B: the matches g(n + p) = g(n) were checked for n0 ≤ n < B.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound: Option<u64>,
    /// When verified, how many values were recomputed from the rules (g(0), …).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<u64>,
    /// When not verified, the first failure or what is missing, in one line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// The three verdicts of a check, as [`VerifyReport::verdict`] names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum VerdictKind {
    /// The claim holds.
    Verified,
    /// A value or a match of the period is wrong.
    Refuted,
    /// Too few values for the theorem; those given agree with the claim.
    Incomplete,
}

impl Question for VerifyRequest {
    type Answer = VerifyReport;
    const NAME: &'static str = "verify";

    /// Reads and checks the certificate under the certificate module's own limits (the values
    /// it may hold, `certificate_work`); the check looks at the stop as it goes.
    fn answer(&self, _job: &mut Job<'_>) -> Result<VerifyReport> {
        let certificate = Certificate::parse(&self.certificate)?;
        let (game, rule) = match &certificate.game {
            CertifiedGame::Octal(code) => (Family::Octal, code.to_string()),
            CertifiedGame::Subtraction(set) => (Family::Subtraction, set.to_string()),
        };
        let mut report = VerifyReport {
            schema_version: SCHEMA_VERSION,
            answer: Answer::Verify,
            game,
            rule,
            preperiod: certificate.preperiod,
            period: certificate.period,
            verified: false,
            verdict: VerdictKind::Refuted,
            bound: None,
            values: None,
            reason: None,
        };
        match certificate.check()? {
            Verdict::Verified(verified) => {
                report.verified = true;
                report.verdict = VerdictKind::Verified;
                report.bound = Some(verified.bound);
                report.values = Some(verified.values as u64);
            }
            Verdict::Refuted(reason) => report.reason = Some(reason),
            Verdict::Incomplete(reason) => {
                report.verdict = VerdictKind::Incomplete;
                report.reason = Some(reason);
            }
        }
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{Job, Limits, ask};

    fn verify(text: &str) -> Result<VerifyReport> {
        ask(
            &VerifyRequest {
                certificate: text.into(),
            },
            &mut Job::new(Limits::LOCAL),
        )
    }

    #[test]
    fn kayles_certificate_is_verified_and_an_edit_is_not() {
        let code: crate::games::octal::OctalCode = "0.77".parse().unwrap();
        let values = code.grundy_sequence_plain(200).unwrap();
        let text = Certificate::new(CertifiedGame::Octal(code), 71, 12, &values)
            .unwrap()
            .to_text();
        let report = verify(&text).unwrap();
        assert!(report.verified, "{report:?}");
        assert_eq!((report.game, report.rule.as_str()), (Family::Octal, "0.77"));
        assert_eq!((report.preperiod, report.period), (71, 12));
        assert_eq!(report.values, Some(168));
        let wrong = text.replace("period 12", "period 24");
        let report = verify(&wrong).unwrap();
        assert!(!report.verified);
        assert!(report.reason.is_some());
    }

    #[test]
    fn unreadable_text_is_an_error_not_a_verdict() {
        assert!(verify("not a certificate").is_err());
    }
}
