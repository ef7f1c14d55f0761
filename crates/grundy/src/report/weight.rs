//! Light or heavy: whether a question is answered in well under a millisecond, decided from the
//! question alone, before any computing. A server answers light questions at once, on the
//! thread that read them, and queues heavy ones for its workers, so a Nim position never waits
//! behind a misère quotient (docs/DESIGN.md, "Two lanes").
//!
//! Each request type says its weight ([`Question::is_light`](super::Question::is_light), heavy
//! by default) by asking [`is_light`] about what it is: a sum, a closed form, a sequence, a
//! lookup. The decision is deliberately coarse and errs towards heavy: a light question is one
//! answered by a closed form or by a few thousand steps on numbers of at most a few hundred
//! digits.

use super::Number;
use crate::engine::Convention;
use crate::expr::Expr;
use crate::games::Component;
use crate::games::lasker::Lasker;
use crate::games::octal::HeapGame;

/// A question, as far as its cost goes.
#[derive(Clone, Copy, Debug)]
pub enum Ask<'a> {
    /// A sum of games under a convention: its outcome, Grundy value and winning moves (also its
    /// legal moves, a hint, or one turn of play).
    Sum(&'a Expr, Convention),
    /// A closed form over numbers of `digits` decimal digits in all: a Nim, Bash or Wythoff
    /// position (without a Wythoff Grundy value beyond the cheap ones), a Wythoff pair.
    ClosedForm {
        /// Decimal digits of all the numbers given.
        digits: usize,
    },
    /// A heap game's Grundy sequence to `to`.
    Sequence {
        /// The game.
        game: &'a HeapGame,
        /// The last heap.
        to: u64,
    },
    /// `count` values read from a table that is already computed.
    Lookup {
        /// How many values.
        count: u64,
    },
}

/// The most steps (about one per option looked at, a nanosecond or two each) a light question
/// may take.
const LIGHT_STEPS: u64 = 200_000;
/// The most digits the numbers of a light question may have, in all.
const LIGHT_DIGITS: usize = 2_000;

/// Whether answering `ask` is light: well under a millisecond of one core.
///
/// ```
/// use grundy::engine::Convention;
/// use grundy::expr::Expr;
/// use grundy::report::weight::{Ask, is_light};
///
/// let nim: Expr = "nim(3,4,5) + bash(10, max=3) + kayles(20)".parse()?;
/// assert!(is_light(&Ask::Sum(&nim, Convention::Normal)));
/// let quotient: Expr = "octal(300,0.77777) + octal(5,0.77777)".parse()?;
/// assert!(!is_light(&Ask::Sum(&quotient, Convention::Misere)));
/// assert!(!is_light(&Ask::ClosedForm { digits: 100_000 }));
/// # Ok::<(), grundy::Error>(())
/// ```
pub fn is_light(ask: &Ask<'_>) -> bool {
    match *ask {
        Ask::ClosedForm { digits } => digits <= LIGHT_DIGITS,
        Ask::Lookup { count } => count <= 1 << 16,
        Ask::Sequence {
            game: HeapGame::Octal(code),
            to,
        } => octal_steps(code.digits(), to) <= LIGHT_STEPS,
        Ask::Sequence { .. } => false,
        Ask::Sum(expr, convention) => {
            let components = expr.components();
            let short = components.iter().map(bits).sum::<usize>() <= LIGHT_DIGITS * 4;
            short
                && match convention {
                    // Bouton's rule on Nim, Bash, Staircase and Lasker heaps, or Wythoff's own
                    // misère rule.
                    Convention::Misere => {
                        components.iter().all(|c| match c {
                            Component::Nim(_) | Component::Bash(_) | Component::Staircase(_) => {
                                true
                            }
                            Component::Lasker(l) => lasker_is_light(l),
                            _ => false,
                        }) || matches!(components, [Component::Wythoff(_)])
                    }
                    Convention::Normal => components.iter().all(|c| match c {
                        Component::Nim(_) | Component::Bash(_) | Component::Staircase(_) => true,
                        Component::Lasker(l) => lasker_is_light(l),
                        Component::Wythoff(w) => w.grundy_is_cheap(),
                        Component::Takeaway(t) => t.heap().to_u64().is_some_and(|n| n <= 100),
                        Component::Subtraction(s) => {
                            let steps = s.set().elements().len() as u64;
                            s.heap()
                                .to_u64()
                                .is_some_and(|n| n.saturating_mul(steps) <= LIGHT_STEPS)
                        }
                        Component::Octal(o) => o
                            .heap()
                            .to_u64()
                            .is_some_and(|n| octal_steps(o.code().digits(), n) <= LIGHT_STEPS),
                    }),
                }
        }
    }
}

/// Whether a Lasker position's moves are few: the splits of a heap to one value number up to
/// about a quarter of it, so heaps of at most [`LIGHT_STEPS`] tokens in all.
fn lasker_is_light(lasker: &Lasker) -> bool {
    (lasker.heaps().iter())
        .try_fold(0u64, |total, h| total.checked_add(h.to_u64()?))
        .is_some_and(|total| total <= LIGHT_STEPS)
}

/// About the decimal digits of `numbers`, in all (what a closed form over them costs).
pub(crate) fn digits<'a>(numbers: impl IntoIterator<Item = &'a Number>) -> usize {
    numbers
        .into_iter()
        .map(|n| match n {
            Number::Digits(digits) => digits.len(),
            Number::Value(value) => value.bit_len() / 3 + 1,
        })
        .sum()
}

/// Whether a sum written `expr` is light under `misere` or not (unread: heavy; its error comes
/// with the answer).
pub(crate) fn sum(expr: &str, misere: bool) -> bool {
    expr.len() <= LIGHT_DIGITS * 2
        && expr
            .parse::<Expr>()
            .is_ok_and(|expr| is_light(&Ask::Sum(&expr, Convention::from_misere(misere))))
}

/// The bits of a component's numbers, in all (a little more than 3 per decimal digit).
fn bits(component: &Component) -> usize {
    match component {
        Component::Nim(nim) => nim.heaps().iter().map(|h| h.bit_len() + 1).sum(),
        Component::Bash(bash) => bash.heap().bit_len() + bash.max_take().bit_len(),
        Component::Wythoff(w) => w.heaps().iter().map(|h| h.bit_len() + 1).sum(),
        Component::Takeaway(t) => t.heap().bit_len() + t.cap().bit_len(),
        Component::Subtraction(s) => s.heap().bit_len() + 64 * s.set().elements().len(),
        Component::Octal(o) => o.heap().bit_len() + 4 * o.code().digits().len(),
        Component::Staircase(s) => s.steps().iter().map(|c| c.bit_len() + 1).sum(),
        Component::Lasker(l) => l.heaps().iter().map(|h| h.bit_len() + 1).sum(),
    }
}

/// The options looked at computing g(0..=to) of a code with these digits by plain mex (n for
/// a digit that leaves one heap, n/2 for two, n²/12 for three, summed over n), saturating.
fn octal_steps(digits: &[u8], to: u64) -> u64 {
    let (mut linear, mut squared, mut cubed) = (0u64, 0u64, 0u64);
    for &digit in digits {
        linear += u64::from(digit & 3 != 0);
        squared += u64::from(digit & 4 != 0);
        cubed += u64::from(digit & 8 != 0);
    }
    let n = to.saturating_add(1);
    let n2 = n.saturating_mul(n);
    linear
        .saturating_mul(n)
        .saturating_add(squared.saturating_mul(n2 / 4))
        .saturating_add(cubed.saturating_mul(n2.saturating_mul(n) / 36))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sum(text: &str, convention: Convention) -> bool {
        is_light(&Ask::Sum(&text.parse().unwrap(), convention))
    }

    #[test]
    fn questions_say_their_weight() {
        use crate::report::{
            AnalyzeRequest, NimRequest, OctalRequest, Question, SubRequest, WythoffRequest,
        };
        let json = |text: &str| serde_json::from_str::<serde_json::Value>(text).unwrap();
        let nim: NimRequest = serde_json::from_value(json(r#"{"heaps":[3,4,5]}"#)).unwrap();
        assert!(nim.is_light());
        let cheap: WythoffRequest = serde_json::from_value(json(r#"{"a":3,"b":5}"#)).unwrap();
        assert!(cheap.is_light());
        let grundy: WythoffRequest =
            serde_json::from_value(json(r#"{"a":3000,"b":5000,"grundy":true}"#)).unwrap();
        assert!(!grundy.is_light());
        let quotient: AnalyzeRequest = serde_json::from_value(json(
            r#"{"expr":"octal(300,0.77777) + octal(5,0.77777)","misere":true}"#,
        ))
        .unwrap();
        assert!(!quotient.is_light());
        let octal: OctalRequest =
            serde_json::from_value(json(r#"{"code":"kayles","to":500}"#)).unwrap();
        assert!(octal.is_light());
        let sequence: SubRequest =
            serde_json::from_value(json(r#"{"set":[1,3,4],"to":10}"#)).unwrap();
        assert!(!sequence.is_light());
    }

    #[test]
    fn closed_forms_and_small_sums_are_light_searches_and_quotients_heavy() {
        use Convention::{Misere, Normal};
        for light in [
            "nim(3,4,5)",
            "nim(3,4,5) + bash(10, max=3) + kayles(20)",
            "nim(3,4,5) + kayles(12)",
            "nim(3,4,5) + wythoff(4,7)",
            "wythoff(40,65)",
            "fib(20) + sub(10, {1,3,4})",
        ] {
            assert!(sum(light, Normal), "{light}");
        }
        assert!(sum("nim(3,4,5) + bash(7, max=2)", Misere));
        assert!(sum("wythoff(40,65)", Misere));
        for light in ["staircase(3,0,4,1) + lasker(5,7)", "lasker(200000)"] {
            assert!(sum(light, Normal) && sum(light, Misere), "{light}");
        }
        for heavy in [
            "lasker(200001)",
            "lasker(100000,100001)",
            "lasker(1000000000000000000000000000000)",
        ] {
            assert!(!sum(heavy, Normal) && !sum(heavy, Misere), "{heavy}");
        }
        for heavy in [
            "wythoff(1000,2000) + nim(1)",
            "kayles(100000)",
            "sub(100000000, {1,3,4})",
            "fib(2000)",
            "octal(2000, 0.77777) + nim(1)",
        ] {
            assert!(!sum(heavy, Normal), "{heavy}");
        }
        assert!(!sum("octal(300,0.77777) + octal(5,0.77777)", Misere));
        assert!(!sum("nim(3) + kayles(5)", Misere));
        let long = format!("nim({})", "9".repeat(3000));
        assert!(!sum(&long, Normal));
        let kayles: HeapGame = "kayles".parse().unwrap();
        assert!(is_light(&Ask::Sequence {
            game: &kayles,
            to: 500
        }));
        assert!(!is_light(&Ask::Sequence {
            game: &kayles,
            to: 50_000
        }));
        let long: HeapGame = format!("0.{}", "f".repeat(200)).parse().unwrap();
        assert!(!is_light(&Ask::Sequence {
            game: &long,
            to: 100
        }));
        assert!(!is_light(&Ask::Sequence {
            game: &HeapGame::Grundys,
            to: 10
        }));
    }
}
