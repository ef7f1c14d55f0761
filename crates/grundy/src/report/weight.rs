//! Light or heavy: what answering a question costs, decided from the question alone, before
//! any computing. A server answers light questions at once, on the thread that read them, and
//! queues heavy ones for its workers, so a Nim position never waits behind a misère quotient
//! (docs/DESIGN.md, "Two lanes").
//!
//! One function weighs every question, [`steps`]: the whole request, a sum's parts added and
//! the answer's size included, in steps of about a nanosecond of one core (calibrated on the
//! release build: `docs/BENCHMARKS.md`, "What a light request costs"). A question is light when
//! it costs at most [`LIGHT_STEPS`], about a millisecond; a part with no bound before computing
//! (an exhaustive search, a misère quotient, a Wythoff value beyond its table) makes the whole
//! question heavy. Each request type says its weight
//! ([`Question::is_light`](super::Question::is_light), heavy by default) by asking [`is_light`]
//! about what it is: a sum, a closed form, a sequence, a lookup. The estimates err towards
//! heavy.

use super::Number;
use crate::engine::Convention;
use crate::expr::Expr;
use crate::games::Summand;
pub use crate::games::cost::LIGHT_STEPS;
use crate::games::cost::{self, DIGIT_STEPS, LIGHT_DIGITS, NUMBER_STEPS};
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

/// The most values a light lookup reads.
const LIGHT_LOOKUP: u64 = 1 << 16;
/// What one part of a sum costs whatever it is: reading it, its row of the answer, the JSON
/// (measured: 2–4 µs for `nim(1)`, with the request's own share).
const PART_STEPS: u64 = 3_000;

/// Whether answering `ask` is light: at most [`LIGHT_STEPS`] ([`steps`]).
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
/// // Light parts add up: 234 Wythoff positions are one heavy question.
/// let many: Expr = vec!["wythoff(97,667)"; 234].join("+").parse()?;
/// assert!(!is_light(&Ask::Sum(&many, Convention::Normal)));
/// # Ok::<(), grundy::Error>(())
/// ```
pub fn is_light(ask: &Ask<'_>) -> bool {
    steps(ask) <= LIGHT_STEPS
}

/// What answering `ask` costs, in steps of about a nanosecond of one core (saturating; `u64::MAX`
/// for a question whose cost has no bound before computing).
///
/// ```
/// use grundy::engine::Convention;
/// use grundy::expr::Expr;
/// use grundy::report::weight::{Ask, steps};
///
/// let one: Expr = "wythoff(40,65)".parse()?;
/// let two: Expr = "wythoff(40,65) + wythoff(40,65)".parse()?;
/// let (one, two) = (steps(&Ask::Sum(&one, Convention::Normal)), steps(&Ask::Sum(&two, Convention::Normal)));
/// assert_eq!(two, 2 * one);
/// # Ok::<(), grundy::Error>(())
/// ```
pub fn steps(ask: &Ask<'_>) -> u64 {
    match *ask {
        Ask::ClosedForm { digits } => (digits as u64).saturating_mul(DIGIT_STEPS),
        Ask::Lookup { count } => count.saturating_mul(LIGHT_STEPS) / LIGHT_LOOKUP,
        Ask::Sequence {
            game: HeapGame::Octal(code),
            to,
        } => {
            // The values, and the answer that lists them.
            let values = code.mex_steps(to);
            values.saturating_add(to.saturating_mul(NUMBER_STEPS / 16))
        }
        Ask::Sequence { .. } => u64::MAX,
        Ask::Sum(expr, convention) => {
            let parts = expr.components();
            if let (Convention::Misere, [single]) = (convention, parts)
                && single.misere_alone()
            {
                return PART_STEPS.saturating_add(single.misere_alone_cost());
            }
            // Misère play is bounded by Bouton's rule on the games that have it; anything else
            // is a search or a quotient.
            if convention == Convention::Misere && !parts.iter().all(|c| c.bouton_misere()) {
                return cost::UNBOUNDED;
            }
            parts.iter().fold(0u64, |sum, part| {
                sum.saturating_add(PART_STEPS.saturating_add(part.cost()))
            })
        }
    }
}

/// The most expensive light sum of copies of one Wythoff position, by [`steps`]: what two
/// clients may loop in the light lane at worst (the load test of the light lane runs it).
///
/// ```
/// use grundy::engine::Convention;
/// use grundy::report::weight::{Ask, LIGHT_STEPS, is_light, largest_light_sum, steps};
///
/// let largest = largest_light_sum().parse()?;
/// assert!(is_light(&Ask::Sum(&largest, Convention::Normal)));
/// assert!(steps(&Ask::Sum(&largest, Convention::Normal)) > LIGHT_STEPS * 9 / 10);
/// # Ok::<(), grundy::Error>(())
/// ```
pub fn largest_light_sum() -> String {
    // One Wythoff part of 61 × 98 cells, about 120 k steps: eight of them fill the budget.
    let part = "wythoff(60,97)";
    let cost = |count: usize| {
        vec![part; count]
            .join("+")
            .parse::<Expr>()
            .map_or(u64::MAX, |expr| steps(&Ask::Sum(&expr, Convention::Normal)))
    };
    let mut count = 1;
    while cost(count + 1) <= LIGHT_STEPS {
        count += 1;
    }
    vec![part; count].join("+")
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
/// with the answer). Reading it is part of its cost: at most 4000 characters.
pub(crate) fn sum(expr: &str, misere: bool) -> bool {
    expr.len() as u64 <= LIGHT_DIGITS * 2
        && expr
            .parse::<Expr>()
            .is_ok_and(|expr| is_light(&Ask::Sum(&expr, Convention::from_misere(misere))))
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
            "lasker(250001)",
            "lasker(150000,150001)",
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

    /// Issue 32: each part of a sum was weighed alone, so a 234-part sum of Wythoff positions
    /// (under 4 KiB, 0.4–0.6 s) was light, and two clients looping it starved the light lane
    /// (10,600 requests/s down to 19). The parts now add up, and a Wythoff value costs its table.
    #[test]
    fn issue_32_the_parts_of_a_sum_add_up() {
        use Convention::{Misere, Normal};
        let parts = |part: &str, count: usize| vec![part; count].join("+");
        let wythoffs = parts("wythoff(97,667)", 234);
        assert!(wythoffs.len() < 4096);
        assert!(!sum(&wythoffs, Normal));
        assert!(!sum("wythoff(255,255)", Normal));
        // A P-position's value is 0, but it still comes from the table (110 ms here).
        assert!(!sum("wythoff(1000,1618) + nim(1)", Normal));
        assert!(!sum("wythoff(1000,1618)", Normal));
        assert!(sum("wythoff(1000,1618)", Misere));
        let one: Expr = "wythoff(40,65)".parse().unwrap();
        let many: Expr = parts("wythoff(40,65)", 30).parse().unwrap();
        assert_eq!(
            steps(&Ask::Sum(&many, Normal)),
            30 * steps(&Ask::Sum(&one, Normal))
        );
        // What a light request may be, at most: its body under 4 KiB.
        let largest = largest_light_sum();
        assert!(largest.len() <= 4000);
        assert!(sum(&largest, Normal));
        assert!(!sum(&format!("{largest}+wythoff(60,97)"), Normal));
        // Parts whose cost has no bound before computing make the whole sum heavy.
        assert!(!sum("nim(1) + kayles(5)", Misere));
        assert_eq!(
            steps(&Ask::Sum(&"nim(1) + kayles(5)".parse().unwrap(), Misere)),
            u64::MAX
        );
    }

    /// The heaviest sum of Wythoff positions a light request may be (for the load test of the
    /// light lane, crates/grundy-server/tests/lanes.rs).
    fn largest_light_sum() -> String {
        crate::report::weight::largest_light_sum()
    }
}
