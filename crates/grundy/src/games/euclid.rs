//! Euclid's game: two numbers; a move subtracts a positive multiple of the smaller from the
//! larger, leaving it at least 0; the player who makes a number 0 wins (normal play), so a
//! position with a 0 in it is over.
//!
//! - Outcome (Cole & Davie 1969): the mover wins iff max ≥ 2·min or min | max; otherwise the
//!   only move is to (min, max − min), and the outcome is the opposite of that one's.
//! - Grundy value (docs/THEORY.md § 11b.2; Nivasch 2006 gives a closed form, not used): with
//!   a = q·b + r (a ≥ b > 0, 0 ≤ r < b) the options are (b, r) and (r + i·b, b) for
//!   1 ≤ i < q, each of which can move to every one before it. So the values along that chain
//!   are v = g(b, r) first and then 0, 1, 2, … skipping v: g(a, b) = q − 1 if q ≤ v, else q,
//!   and g(b, 0) = 0. One pass down the Euclidean algorithm and one back up: exact at any size.
//! - Winning moves: at most one option has each value, so at most one move wins (two when
//!   a = b, which either number may take to 0).
//! - Misère play (alone): the same chain argument with the end a win for the player to move:
//!   exact, and answered by [`ImpartialGame::outcome`] and [`ImpartialGame::winning_moves`].
//! - Remoteness ([`Euclid::remoteness`], for the Every-SG convention): by the same descent.
//!
//! Numbers up to [`EUCLID_BIT_LIMIT`] bits (the descent has up to about 1.44 steps a bit).

use std::fmt;

use super::cost;
use super::take::{cannot_read, number, too_many_moves};
use super::{
    Family, ImpartialGame, MoveNotation, Notation, Rules, Search, Searchable, Summand, TokenStyle,
    Tutor, View,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, Result};
use crate::notation::Call;
use crate::num::Natural;
use crate::text::{Lines, Msg, msg};

/// The most bits a number of Euclid's game may have (about 19,700 decimal digits): the descent
/// takes up to about 1.44 steps a bit, each a division of numbers that long.
pub const EUCLID_BIT_LIMIT: usize = 1 << 16;

/// A position of Euclid's game: two numbers, in the order given.
///
/// ```
/// use grundy::engine::{Convention, Outcome};
/// use grundy::games::ImpartialGame;
/// use grundy::games::euclid::{Euclid, EuclidMove};
///
/// let game: Euclid = "euclid(25,7)".parse()?;
/// // 25 ≥ 2·7: the mover wins, taking 25 to 11 (then 11 = 1·7 + 4 and (7, 4) is an
/// // N-position).
/// assert_eq!(game.outcome(Convention::Normal)?, Outcome::N);
/// let moves = game.winning_moves(Convention::Normal)?;
/// assert_eq!(moves.len(), 1);
/// assert_eq!(moves[0].to[0].to_u64(), Some(11));
/// assert_eq!(game.grundy()?.to_u64(), Some(3));
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Euclid {
    numbers: [Natural; 2],
}

/// A move of Euclid's game: both numbers after it, in the order of the position.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EuclidMove {
    /// The two numbers after the move.
    pub to: [Natural; 2],
}

impl fmt::Display for EuclidMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "-> ({}, {})", self.to[0], self.to[1])
    }
}

/// One step of the descent: `larger` = `quotient` · `smaller` + `remainder`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The larger number.
    pub larger: Natural,
    /// The smaller number (not 0).
    pub smaller: Natural,
    /// ⌊larger / smaller⌋, at least 1.
    pub quotient: Natural,
    /// larger mod smaller.
    pub remainder: Natural,
}

/// The descent of a position to its end: each step with what the position there is worth.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Descent {
    steps: Vec<Step>,
    /// g at each step, and g(smaller, remainder) below it: `below[i]` is the value of the
    /// position after step `i` (the chain's first option), `values[i]` the step's own.
    values: Vec<Natural>,
    below: Vec<Natural>,
    /// Whether each step's position is a P-position in misère play, and the one below it.
    misere_p: Vec<bool>,
    misere_below: Vec<bool>,
    /// The remoteness of each step's position, and of the one below it.
    remoteness: Vec<u64>,
    remoteness_below: Vec<u64>,
}

impl Descent {
    fn of(a: &Natural, b: &Natural) -> Result<Descent> {
        let (mut larger, mut smaller) = if a >= b {
            (a.clone(), b.clone())
        } else {
            (b.clone(), a.clone())
        };
        let mut steps = Vec::new();
        while !smaller.is_zero() {
            if steps.len() % 1024 == 1023 {
                crate::interrupt::check()?;
            }
            let quotient = &larger / &smaller;
            let remainder = &larger % &smaller;
            steps.push(Step {
                larger: larger.clone(),
                smaller: smaller.clone(),
                quotient,
                remainder: remainder.clone(),
            });
            larger = smaller;
            smaller = remainder;
        }
        let count = steps.len();
        let mut values = vec![Natural::ZERO; count];
        let mut below = vec![Natural::ZERO; count];
        let mut misere_p = vec![false; count];
        let mut misere_below = vec![false; count];
        let mut remoteness = vec![0u64; count];
        let mut remoteness_below = vec![0u64; count];
        // The end (x, 0): worth 0, a misère N-position (the last mover lost), remoteness 0.
        let (mut value, mut misere, mut remote) = (Natural::ZERO, false, 0u64);
        for (index, step) in steps.iter().enumerate().rev() {
            below[index] = value.clone();
            misere_below[index] = misere;
            remoteness_below[index] = remote;
            let q = &step.quotient;
            let one = q == &Natural::ONE;
            // Normal play: the chain is v, 0, 1, 2, … without v.
            value = if *q <= value {
                q.sub_or_panic(&Natural::ONE)
            } else {
                q.clone()
            };
            // Misère play: with q ≥ 2 one of the first two options is P; with q = 1 the only
            // option is the one below.
            misere = one && !misere;
            // Remoteness: below P → every other option is N and moves there (one more step);
            // below N → with q = 1 a P-position one step longer, else N by way of the P-position
            // (r + b, b), two steps longer.
            let below_p = below[index].is_zero();
            remote = if below_p || one {
                remote + 1
            } else {
                remote + 2
            };
            values[index] = value.clone();
            misere_p[index] = misere;
            remoteness[index] = remote;
        }
        Ok(Descent {
            steps,
            values,
            below,
            misere_p,
            misere_below,
            remoteness,
            remoteness_below,
        })
    }

    fn value(&self) -> Natural {
        self.values.first().cloned().unwrap_or(Natural::ZERO)
    }

    fn is_p(&self, convention: Convention) -> bool {
        match convention {
            Convention::Normal => self.value().is_zero(),
            Convention::Misere => self.misere_p.first().copied().unwrap_or(false),
        }
    }
}

impl Euclid {
    /// The position (a, b); numbers of more than [`EUCLID_BIT_LIMIT`] bits are refused.
    pub fn new(a: Natural, b: Natural) -> Result<Euclid> {
        for number in [&a, &b] {
            if number.bit_len() > EUCLID_BIT_LIMIT {
                return Err(Euclid::too_long(number));
            }
        }
        Ok(Euclid { numbers: [a, b] })
    }

    fn too_long(number: &Natural) -> Error {
        Error::too_large(
            "euclid_bits",
            EUCLID_BIT_LIMIT as u64,
            Some(Natural::from(number.bit_len())),
            msg!(
                "error-euclid-bits",
                bits = number.bit_len(),
                limit = EUCLID_BIT_LIMIT
            ),
        )
    }

    /// The numbers, in the order given.
    pub fn numbers(&self) -> &[Natural; 2] {
        &self.numbers
    }

    /// Whether the game is over: a number is 0.
    pub fn is_over(&self) -> bool {
        self.numbers.iter().any(Natural::is_zero)
    }

    /// The steps of the Euclidean algorithm from this position to its end (none when a number
    /// is 0).
    pub fn steps(&self) -> Result<Vec<Step>> {
        Ok(self.descent()?.steps)
    }

    /// The remoteness of the position (normal play): 0 at the end; an N-position's is one more
    /// than the least of its P-options', a P-position's one more than the largest of its
    /// options'. The winner hurries and the loser delays, so this is how many moves the game
    /// lasts: what the Every-SG convention compares (Winning Ways, ch. 9).
    pub fn remoteness(&self) -> Result<u64> {
        Ok(self.descent()?.remoteness.first().copied().unwrap_or(0))
    }

    fn descent(&self) -> Result<Descent> {
        let [a, b] = &self.numbers;
        Descent::of(a, b)
    }

    /// Whether the first number is the one a move takes from (the larger; the first when they
    /// are equal).
    fn first_is_larger(&self) -> bool {
        self.numbers[0] >= self.numbers[1]
    }

    /// The option of the chain with index `i` (0 for (b, r), i ≥ 1 for (r + i·b, b)), in the
    /// order of the position; `mirror` takes from the second number when both are equal.
    fn option(&self, step: &Step, i: &Natural, mirror: bool) -> EuclidMove {
        let left = &step.remainder + &(i * &step.smaller);
        let kept = step.smaller.clone();
        if self.first_is_larger() && !mirror {
            EuclidMove { to: [left, kept] }
        } else {
            EuclidMove { to: [kept, left] }
        }
    }

    /// The options of chain index `i`, both ways when the numbers are equal (then only i = 0
    /// exists: a number taken to 0).
    fn options_at(&self, step: &Step, i: &Natural) -> Vec<EuclidMove> {
        let mut moves = vec![self.option(step, i, false)];
        if self.numbers[0] == self.numbers[1] {
            moves.push(self.option(step, i, true));
        }
        moves.sort();
        moves
    }

    /// How many times the smaller number a move subtracts, and from which ("a" or "b").
    fn multiple(&self, mv: &EuclidMove) -> (&'static str, Natural) {
        let ([a, b], [x, _]) = (&self.numbers, &mv.to);
        let times = |from: &Natural, to: &Natural, other: &Natural| {
            let taken = from.checked_sub(to).unwrap_or(Natural::ZERO);
            if other.is_zero() {
                taken
            } else {
                &taken / other
            }
        };
        if x != a {
            ("a", times(a, x, b))
        } else {
            ("b", times(b, &mv.to[1], a))
        }
    }
}

impl ImpartialGame for Euclid {
    type Move = EuclidMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        Ok(Outcome::from_is_p(self.descent()?.is_p(convention)))
    }

    /// By the descent: g(a, b) = q − 1 if q ≤ g(b, r), else q.
    fn grundy(&self) -> Result<Natural> {
        Ok(self.descent()?.value())
    }

    /// The one move to the P-option of the chain (both ways when a = b).
    fn winning_moves(&self, convention: Convention) -> Result<Vec<EuclidMove>> {
        let descent = self.descent()?;
        let Some(step) = descent.steps.first() else {
            return Ok(Vec::new());
        };
        if descent.is_p(convention) {
            return Ok(Vec::new());
        }
        let below_p = match convention {
            Convention::Normal => descent.below[0].is_zero(),
            Convention::Misere => descent.misere_below[0],
        };
        // Below P: go there; else (the mover wins, so q ≥ 2) to (r + b, b), which is P.
        let index = if below_p { Natural::ZERO } else { Natural::ONE };
        Ok(self.options_at(step, &index))
    }

    /// Each step of the descent with its value, then the rule of the convention.
    fn explain(&self, convention: Convention) -> Result<Lines> {
        const SHOWN: usize = 12;
        let mut text = Lines::new();
        let [a, b] = &self.numbers;
        text.push(msg!(
            "euclid-explain-head",
            convention = convention.msg(),
            a = a,
            b = b
        ));
        let descent = self.descent()?;
        if descent.steps.is_empty() {
            text.push(msg!("euclid-explain-over"));
        } else {
            text.push(msg!("euclid-explain-rule"));
            for (index, step) in descent.steps.iter().enumerate().take(SHOWN) {
                text.push(msg!(
                    "euclid-explain-step",
                    a = &step.larger,
                    b = &step.smaller,
                    q = &step.quotient,
                    r = &step.remainder,
                    below = &descent.below[index],
                    value = &descent.values[index]
                ));
            }
            if descent.steps.len() > SHOWN {
                text.push(msg!(
                    "euclid-explain-more",
                    count = descent.steps.len() - SHOWN
                ));
            }
        }
        text.push(match convention {
            Convention::Normal => msg!("euclid-explain-normal", value = descent.value()),
            Convention::Misere => msg!("euclid-explain-misere"),
        });
        let moves = self.winning_moves(convention)?;
        text.extend(super::explain_moves(self, &moves, convention));
        Ok(text)
    }
}

impl fmt::Display for Euclid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "euclid({},{})", self.numbers[0], self.numbers[1])
    }
}

impl Notation for Euclid {
    const NAMES: &'static [&'static str] = &["euclid"];
    const EXAMPLES: &'static [&'static str] = &["euclid(25,7)"];

    fn summary() -> Msg {
        msg!("summary-euclid")
    }

    fn from_call(call: &Call<'_>) -> Result<Euclid> {
        let usage = &msg!("error-euclid-notation");
        call.shape(2, &[], usage)?;
        let mut numbers = Vec::with_capacity(2);
        for index in 0..2 {
            let atom = call.atom(index, usage)?;
            let number = atom.natural(msg!("error-games-number"))?;
            if number.bit_len() > EUCLID_BIT_LIMIT {
                return Err(Euclid::too_long(&number).with_column(atom.column()));
            }
            numbers.push(number);
        }
        let b = numbers.pop().unwrap_or(Natural::ZERO);
        let a = numbers.pop().unwrap_or(Natural::ZERO);
        Euclid::new(a, b)
    }
}

impl Summand for Euclid {
    const MISERE_ALONE: bool = true;

    /// The descent: up to about 1.44 steps a bit of the smaller number, each a division of
    /// numbers of the larger's length.
    fn cost(&self) -> u64 {
        let smaller = self.numbers.iter().min().map_or(0, Natural::bit_len) as u64;
        cost::closed_form(&self.numbers).saturating_mul(smaller * 3 / 2 + 2)
    }

    fn value_method(&self) -> Msg {
        msg!("euclid-value-method")
    }

    /// At most one option has each value (two, both to 0, when a = b): the chain's first
    /// option (b, r) if it is worth `value`, else (r + i·b, b) with i = value + 1 below
    /// g(b, r) and i = value above, when i < q.
    fn moves_to_value(&self, value: &Natural) -> Result<Vec<EuclidMove>> {
        let descent = self.descent()?;
        let Some(step) = descent.steps.first() else {
            return Ok(Vec::new());
        };
        let below = &descent.below[0];
        if value == below {
            return Ok(self.options_at(step, &Natural::ZERO));
        }
        let index = if value < below {
            value + 1u64
        } else {
            value.clone()
        };
        if index < step.quotient {
            return Ok(self.options_at(step, &index));
        }
        Ok(Vec::new())
    }
}

/// How a Euclid move is typed.
fn move_usage() -> Msg {
    msg!("error-euclid-usage")
}

impl Rules for Euclid {
    /// From the largest multiple subtracted to the smallest (a = b: from either).
    fn legal_moves(&self, limit: usize) -> Result<Vec<EuclidMove>> {
        let descent = self.descent()?;
        let Some(step) = descent.steps.first() else {
            return Ok(Vec::new());
        };
        let quotient = step
            .quotient
            .to_u64()
            .filter(|&q| q <= limit as u64)
            .ok_or_else(|| too_many_moves(self, limit))?;
        Ok((0..quotient)
            .flat_map(|i| self.options_at(step, &Natural::from(i)))
            .collect())
    }

    fn check_move(&self, mv: &EuclidMove) -> Result<()> {
        let ([a, b], [x, y]) = (&self.numbers, &mv.to);
        if self.is_over() {
            return Err(Error::illegal_move(msg!("error-euclid-over", a = a, b = b)));
        }
        let legal = |from: &Natural, to: &Natural, other: &Natural| -> bool {
            from >= other
                && from
                    .checked_sub(to)
                    .is_some_and(|taken| !taken.is_zero() && (&taken % other).is_zero())
        };
        if (y == b && legal(a, x, b)) || (x == a && legal(b, y, a)) {
            return Ok(());
        }
        Err(Error::illegal_move(msg!(
            "error-euclid-not-a-move",
            a = a,
            b = b,
            x = x,
            y = y
        )))
    }

    fn after(&self, mv: &EuclidMove) -> Vec<Euclid> {
        let [x, y] = &mv.to;
        vec![Euclid {
            numbers: [x.clone(), y.clone()],
        }]
    }

    /// Subtracting the smaller number once from the larger.
    fn smallest_move(&self) -> Option<(Natural, EuclidMove)> {
        let [a, b] = &self.numbers;
        if self.is_over() {
            return None;
        }
        let to = if a >= b {
            [a.sub_or_panic(b), b.clone()]
        } else {
            [a.clone(), b.sub_or_panic(a)]
        };
        Some((a.min(b).clone(), EuclidMove { to }))
    }

    fn view(&self) -> View {
        let [a, b] = &self.numbers;
        View {
            game: Family::Euclid,
            notation: self.to_string(),
            heaps: vec![
                (msg!("label-heap-a"), a.clone()),
                (msg!("label-heap-b"), b.clone()),
            ],
            tokens: TokenStyle::Token,
            row: None,
            rule: Some(msg!("euclid-rule")),
        }
    }
}

impl MoveNotation for Euclid {
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<EuclidMove> {
        let [a, b] = &self.numbers;
        let mv = match words {
            ["->", x, y] => EuclidMove {
                to: [number(x, words, move_usage)?, number(y, words, move_usage)?],
            },
            [side @ ("a" | "b"), times] => {
                let times = number(times, words, move_usage)?;
                let (from, other) = if *side == "a" { (a, b) } else { (b, a) };
                let Some(left) = from.checked_sub(&(&times * other)) else {
                    return Err(Error::illegal_move(msg!(
                        "error-euclid-too-much",
                        times = &times,
                        other = other,
                        from = from
                    )));
                };
                if *side == "a" {
                    EuclidMove {
                        to: [left, b.clone()],
                    }
                } else {
                    EuclidMove {
                        to: [a.clone(), left],
                    }
                }
            }
            _ => return Err(cannot_read(words, move_usage())),
        };
        self.check_move(&mv)?;
        Ok(mv)
    }

    fn move_notation(&self, mv: &EuclidMove) -> String {
        let (side, times) = self.multiple(mv);
        format!("{side} {times}")
    }

    fn move_help(&self) -> Msg {
        msg!("euclid-move-help")
    }
}

impl Tutor for Euclid {
    fn describe_move(&self, mv: &EuclidMove) -> Msg {
        let ([a, b], [x, y]) = (&self.numbers, &mv.to);
        let (side, times) = self.multiple(mv);
        let (from, other, to) = if side == "a" { (a, b, x) } else { (b, a, y) };
        msg!(
            "euclid-move",
            times = &times,
            other = other,
            from = from,
            to = to
        )
    }

    fn why_winning(&self, mv: &EuclidMove, convention: Convention) -> Msg {
        let [x, y] = &mv.to;
        match convention {
            Convention::Normal => msg!("euclid-why-winning", x = x, y = y),
            Convention::Misere => msg!("euclid-why-winning-misere", x = x, y = y),
        }
    }

    fn why_losing(&self, convention: Convention) -> Msg {
        let [a, b] = &self.numbers;
        if self.is_over() {
            return match convention {
                Convention::Normal => msg!("euclid-why-losing-over", a = a, b = b),
                Convention::Misere => msg!("tutor-why-losing", convention = convention.msg()),
            };
        }
        let (larger, smaller) = if a >= b { (a, b) } else { (b, a) };
        let left = larger.sub_or_panic(smaller);
        match convention {
            Convention::Normal => msg!(
                "euclid-why-losing",
                a = a,
                b = b,
                smaller = smaller,
                left = &left
            ),
            Convention::Misere => msg!(
                "euclid-why-losing-misere",
                a = a,
                b = b,
                smaller = smaller,
                left = &left
            ),
        }
    }
}

impl Searchable for Euclid {
    fn search(&self) -> Result<Search> {
        let [a, b] = &self.numbers;
        let (a, b) = (u64::try_from(a)?, u64::try_from(b)?);
        // The positions reached are the chains of the descent's steps: q + 1 at each step.
        let (mut bound, mut options) = (1u64, 2u64);
        let (mut larger, mut smaller) = (a.max(b), a.min(b));
        while smaller > 0 {
            let q = larger / smaller;
            bound = bound.saturating_add(q).saturating_add(1);
            options = options.max(q.saturating_add(1));
            (larger, smaller) = (smaller, larger % smaller);
        }
        Ok(Search::new(EuclidRules, (a, b), bound, options))
    }

    fn search_option(&self, mv: &EuclidMove) -> Vec<u64> {
        mv.to.iter().map(|n| n.to_u64().unwrap_or(0)).collect()
    }
}

/// The rules of Euclid's game for exhaustive search: positions are (a, b) pairs in order, and
/// a pair with a 0 has no option.
#[derive(Clone, Copy, Debug, Default)]
pub struct EuclidRules;

impl Game for EuclidRules {
    type Position = (u64, u64);

    fn options(&self, &(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        if a == 0 || b == 0 {
            return;
        }
        if a >= b {
            out.extend((1..=a / b).map(|k| (a - k * b, b)));
        }
        if b >= a {
            out.extend((1..=b / a).map(|k| (a, b - k * a)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_prose_is_in_both_languages() {
        use crate::text::Lang;
        for position in [
            "euclid(25,7)",
            "euclid(7,25)",
            "euclid(5,3)",
            "euclid(4,4)",
            "euclid(9,0)",
            "euclid(0,0)",
            "euclid(3,2)",
        ] {
            let game: Euclid = position.parse().unwrap();
            crate::games::render_every_sentence(&game, &[Convention::Normal, Convention::Misere]);
        }
        let game: Euclid = "euclid(25,7)".parse().unwrap();
        let text = game.explain(Convention::Normal).unwrap().render(Lang::En);
        assert!(text.contains("25 = 3·7 + 4"), "{text}");
    }

    #[test]
    fn numbers_past_the_limit_are_refused_naming_it() {
        let long = format!("euclid(1{},3)", "0".repeat(20_000));
        let error = long.parse::<Euclid>().unwrap_err();
        assert_eq!(error.limit().map(|l| l.name()), Some("euclid_bits"));
        assert_eq!(error.column(), Some(8));
    }
}
