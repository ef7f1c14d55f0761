//! Staircase Nim (阶梯博弈): coins on steps 1..n; a move takes any positive number of coins from
//! one step i down to step i − 1. Step 0 is the floor: coins there are out of play, and the
//! player who moves the last coin to the floor wins (normal play).
//!
//! - Value (docs/THEORY.md § 10; Ferguson, *Game Theory* I, exercises to § 2): the game is Nim
//!   on the odd steps, g = c1 ⊕ c3 ⊕ c5 ⊕ …. A move from an even step onto the odd step below
//!   it can be undone by moving the same coins on down again, and the coins on even steps never
//!   count.
//! - Winning moves: every move changes exactly one odd step's coins c (from the step itself
//!   down, or from the even step above onto it), and the XOR is made 0 only by changing c to
//!   c ⊕ X. So there are at most two winning moves per odd step: down from it when c ⊕ X < c,
//!   and up onto it from the step above when c ⊕ X > c and that step holds the difference.
//! - Misère play: Bouton's misère rule on the odd steps (§ 10.2), exact for sums with Nim, Bash
//!   and Lasker heaps too.
//!
//! Steps of any size (exact naturals); the analysis is one pass over the steps.

use std::fmt;

use super::cost;
use super::take::{cannot_read, number, read_list, too_many_moves, write_list};
use super::{
    Family, ImpartialGame, MisereTally, MoveNotation, Notation, Rules, Search, Searchable, Summand,
    TokenStyle, Tutor, View,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, Result};
use crate::notation::Call;
use crate::num::Natural;
use crate::text::{Lines, Msg, msg};

/// A position of Staircase Nim: the coins on steps 1, 2, …, n.
///
/// ```
/// use grundy::engine::{Convention, Outcome};
/// use grundy::games::ImpartialGame;
/// use grundy::games::staircase::Staircase;
///
/// let game: Staircase = "staircase(3,0,4,1)".parse()?;
/// assert_eq!(game.grundy()?.to_u64(), Some(7)); // 3 ⊕ 4: the odd steps
/// let moves = game.winning_moves(Convention::Normal)?;
/// // One coin from step 3 down to step 2 leaves 3 ⊕ 3 = 0.
/// assert_eq!((moves.len(), moves[0].step, moves[0].take.to_u64()), (1, 3, Some(1)));
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Staircase {
    steps: Vec<Natural>,
}

/// A move of Staircase Nim: `take` coins go from step `step` (counted from 1) down to step
/// `step − 1` (the floor, out of play, from step 1), leaving `to` on step `step`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StaircaseMove {
    /// The step the coins leave, counted from 1.
    pub step: usize,
    /// How many coins move down one step.
    pub take: Natural,
    /// How many coins are left on `step`.
    pub to: Natural,
}

impl fmt::Display for StaircaseMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "step {}: {} down, {} left",
            self.step, self.take, self.to
        )
    }
}

/// How a staircase move is typed.
fn usage() -> Msg {
    msg!("error-staircase-usage")
}

impl Staircase {
    /// The staircase with `steps[i]` coins on step i + 1; at least one step.
    pub fn new(steps: Vec<Natural>) -> Result<Staircase> {
        if steps.is_empty() {
            return Err(Error::invalid(msg!("error-staircase-no-step")));
        }
        Ok(Staircase { steps })
    }

    /// The coins on steps 1, 2, …, n.
    pub fn steps(&self) -> &[Natural] {
        &self.steps
    }

    /// The coins on the odd steps 1, 3, 5, …: the game's heaps.
    pub fn odd_steps(&self) -> impl Iterator<Item = &Natural> + '_ {
        self.steps.iter().step_by(2)
    }

    /// The XOR of the coins on the odd steps.
    fn odd_xor(&self) -> Natural {
        self.odd_steps().fold(Natural::ZERO, |x, c| &x ^ c)
    }

    /// The coins on step `step` (from 1).
    fn coins(&self, step: usize) -> Option<&Natural> {
        step.checked_sub(1).and_then(|i| self.steps.get(i))
    }

    /// The move that leaves `target` coins on odd step 2·`odd` + 1: down from it when fewer,
    /// up onto it from the step above when more and that step holds the difference.
    fn move_odd_to(&self, odd: usize, target: &Natural) -> Option<StaircaseMove> {
        let step = 2 * odd + 1;
        let coins = self.coins(step)?;
        if target < coins {
            return Some(StaircaseMove {
                step,
                take: coins.sub_or_panic(target),
                to: target.clone(),
            });
        }
        let up = target.checked_sub(coins).filter(|up| !up.is_zero())?;
        let above = self.coins(step + 1)?;
        let to = above.checked_sub(&up)?;
        Some(StaircaseMove {
            step: step + 1,
            take: up,
            to,
        })
    }

    /// Every move that changes the odd steps' XOR by `change` (none when `change` is 0).
    fn moves_changing_by(&self, change: &Natural) -> Vec<StaircaseMove> {
        if change.is_zero() {
            return Vec::new();
        }
        let mut moves: Vec<StaircaseMove> = self
            .odd_steps()
            .enumerate()
            .filter_map(|(odd, coins)| self.move_odd_to(odd, &(coins ^ change)))
            .collect();
        moves.sort();
        moves
    }

    /// The odd steps written out, `step 1: 3, step 3: 4`, with an ellipsis past `shown`.
    fn odd_terms(&self, shown: usize) -> String {
        let mut terms: Vec<String> = self
            .odd_steps()
            .take(shown)
            .map(ToString::to_string)
            .collect();
        if self.steps.len().div_ceil(2) > shown {
            terms.push("…".to_string());
        }
        terms.join(" ⊕ ")
    }

    fn check_step(&self, step: usize) -> Result<&Natural> {
        if step == 0 {
            return Err(Error::illegal_move(msg!("error-staircase-floor")));
        }
        self.coins(step).ok_or_else(|| {
            Error::illegal_move(msg!(
                "error-staircase-no-such-step",
                step = step,
                game = self,
                last = self.steps.len()
            ))
        })
    }
}

impl ImpartialGame for Staircase {
    type Move = StaircaseMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        Ok(Outcome::from_is_p(match convention {
            Convention::Normal => self.odd_xor().is_zero(),
            Convention::Misere => MisereTally::of(self.odd_steps()).is_p(),
        }))
    }

    /// c1 ⊕ c3 ⊕ c5 ⊕ …
    fn grundy(&self) -> Result<Natural> {
        Ok(self.odd_xor())
    }

    fn winning_moves(&self, convention: Convention) -> Result<Vec<StaircaseMove>> {
        if convention == Convention::Normal {
            return Ok(self.moves_changing_by(&self.odd_xor()));
        }
        let tally = MisereTally::of(self.odd_steps());
        if tally.is_p() {
            return Ok(Vec::new());
        }
        let mut moves = Vec::new();
        for (odd, coins) in self.odd_steps().enumerate() {
            let rest = tally.without(coins);
            moves.extend(
                self.misere_heap_moves(odd, coins, &rest)?
                    .into_iter()
                    .map(|(mv, _)| mv),
            );
        }
        moves.sort();
        Ok(moves)
    }

    /// Nim on the odd steps, and the rule of the convention.
    fn explain(&self, convention: Convention) -> Result<Lines> {
        let mut text = Lines::new();
        text.push(msg!(
            "staircase-explain-head",
            convention = convention.msg(),
            steps = self.steps.len()
        ));
        text.push(msg!("staircase-explain-even"));
        text.push(msg!("staircase-explain-odd", terms = self.odd_terms(16)));
        text.push(msg!(
            "sum-explain-total",
            terms = self.odd_terms(16),
            x = self.odd_xor()
        ));
        text.push(match convention {
            Convention::Normal => msg!("staircase-explain-rule"),
            Convention::Misere => msg!("staircase-explain-rule-misere"),
        });
        let moves = self.winning_moves(convention)?;
        text.extend(super::explain_moves(self, &moves, convention));
        Ok(text)
    }
}

impl fmt::Display for Staircase {
    /// `staircase(3,0,4,1)`: the coins on step 1 first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, "staircase", &self.steps)
    }
}

impl Notation for Staircase {
    const NAMES: &'static [&'static str] = &["staircase"];
    const EXAMPLES: &'static [&'static str] = &["staircase(3,0,4,1)"];

    fn summary() -> Msg {
        msg!("summary-staircase")
    }

    fn from_call(call: &Call<'_>) -> Result<Staircase> {
        let usage = &msg!("error-staircase-notation");
        let steps = read_list(
            call,
            || msg!("error-staircase-coins-on-step"),
            msg!("error-staircase-none"),
            usage,
        )?;
        Staircase::new(steps)
    }
}

impl Summand for Staircase {
    const BOUTON_MISERE: bool = true;

    /// A closed form over the steps.
    fn cost(&self) -> u64 {
        cost::closed_form(self.steps())
    }

    fn value_method(&self) -> Msg {
        msg!("staircase-value-method")
    }

    /// One odd step's coins c go to c ⊕ X ⊕ `value`.
    fn moves_to_value(&self, value: &Natural) -> Result<Vec<StaircaseMove>> {
        Ok(self.moves_changing_by(&(&self.odd_xor() ^ value)))
    }

    /// The odd steps: misère sums follow Bouton's rule on them (docs/THEORY.md § 10.2).
    fn misere_heaps(&self) -> Option<Vec<Natural>> {
        Some(self.odd_steps().cloned().collect())
    }

    fn misere_heap_move(&self, heap: usize, value: &Natural) -> Option<StaircaseMove> {
        self.move_odd_to(heap, value)
    }
}

impl Rules for Staircase {
    /// By step, then by the coins moved.
    fn legal_moves(&self, limit: usize) -> Result<Vec<StaircaseMove>> {
        let mut moves = Vec::new();
        for (index, coins) in self.steps.iter().enumerate() {
            let count = coins
                .to_u64()
                .filter(|&c| (moves.len() as u64).saturating_add(c) <= limit as u64)
                .ok_or_else(|| too_many_moves(self, limit))?;
            moves.extend((1..=count).map(|take| StaircaseMove {
                step: index + 1,
                take: Natural::from(take),
                to: Natural::from(count - take),
            }));
        }
        Ok(moves)
    }

    fn check_move(&self, mv: &StaircaseMove) -> Result<()> {
        let coins = self.check_step(mv.step)?;
        if mv.take.is_zero() {
            return Err(Error::illegal_move(msg!("error-staircase-take-nothing")));
        }
        let Some(left) = coins.checked_sub(&mv.take) else {
            return Err(Error::illegal_move(if coins.is_zero() {
                msg!("error-staircase-step-empty", step = mv.step)
            } else {
                msg!(
                    "error-staircase-step-has-only",
                    step = mv.step,
                    coins = coins_word(coins)
                )
            }));
        };
        if left != mv.to {
            return Err(Error::illegal_move(msg!(
                "error-staircase-leaves",
                take = &mv.take,
                step = mv.step,
                left = left,
                to = &mv.to
            )));
        }
        Ok(())
    }

    fn after(&self, mv: &StaircaseMove) -> Vec<Staircase> {
        let mut steps = self.steps.clone();
        let index = mv.step - 1;
        steps[index] = mv.to.clone();
        if index > 0 {
            steps[index - 1] = &steps[index - 1] + &mv.take;
        }
        vec![Staircase { steps }]
    }

    /// One coin from the highest step that has any: it stays in play (counted as taking
    /// nothing) unless it leaves step 1 for the floor.
    fn smallest_move(&self) -> Option<(Natural, StaircaseMove)> {
        let index = self.steps.iter().rposition(|c| !c.is_zero())?;
        let mv = StaircaseMove {
            step: index + 1,
            take: Natural::ONE,
            to: self.steps[index].sub_or_panic(&Natural::ONE),
        };
        let removed = if index == 0 {
            Natural::ONE
        } else {
            Natural::ZERO
        };
        Some((removed, mv))
    }

    /// The steps from the top down, as a staircase is drawn; the floor is not.
    fn view(&self) -> View {
        View {
            game: Family::Staircase,
            notation: self.to_string(),
            heaps: (self.steps.iter().enumerate().rev())
                .map(|(i, coins)| (msg!("label-step", index = i + 1), coins.clone()))
                .collect(),
            tokens: TokenStyle::Token,
            row: None,
            rule: Some(msg!("staircase-rule")),
        }
    }
}

impl MoveNotation for Staircase {
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<StaircaseMove> {
        let step_number = |word: &str| -> Result<usize> {
            word.parse::<usize>()
                .map_err(|_| cannot_read(words, usage()))
        };
        let (step, take) = match words {
            ["step", step, "->", left] | [step, "->", left] => {
                let step = step_number(step)?;
                let coins = self.check_step(step)?;
                let left = number(left, words, usage)?;
                let take = coins
                    .checked_sub(&left)
                    .filter(|t| !t.is_zero())
                    .ok_or_else(|| {
                        Error::illegal_move(msg!(
                            "error-staircase-leave-fewer",
                            step = step,
                            coins = coins_word(coins),
                            left = &left
                        ))
                    })?;
                (step, take)
            }
            ["move" | "take", take] | [take] if self.steps.len() == 1 => {
                (1, number(take, words, usage)?)
            }
            ["move" | "take", take, "from", "step", step]
            | ["move" | "take", take, "from", step]
            | ["step", step, take]
            | [step, take] => (step_number(step)?, number(take, words, usage)?),
            [take] if take.bytes().all(|b| b.is_ascii_digit()) => {
                return Err(Error::illegal_move(msg!(
                    "error-staircase-say-which",
                    game = self,
                    count = self.steps.len()
                )));
            }
            _ => return Err(cannot_read(words, usage())),
        };
        let coins = self.check_step(step)?;
        let mv = StaircaseMove {
            step,
            to: coins.checked_sub(&take).unwrap_or(Natural::ZERO),
            take,
        };
        self.check_move(&mv)?;
        Ok(mv)
    }

    fn move_notation(&self, mv: &StaircaseMove) -> String {
        format!("{} {}", mv.step, mv.take)
    }

    fn move_help(&self) -> Msg {
        msg!("staircase-move-help")
    }
}

impl Tutor for Staircase {
    fn describe_move(&self, mv: &StaircaseMove) -> Msg {
        let from = self.coins(mv.step).cloned().unwrap_or(Natural::ZERO);
        if mv.step == 1 {
            msg!(
                "staircase-move-floor",
                take = &mv.take,
                from = from,
                to = &mv.to
            )
        } else {
            msg!(
                "staircase-move",
                take = &mv.take,
                step = mv.step,
                below = mv.step - 1,
                from = from,
                to = &mv.to
            )
        }
    }

    fn why_winning(&self, mv: &StaircaseMove, convention: Convention) -> Msg {
        let odd = if mv.step % 2 == 1 {
            mv.step
        } else {
            mv.step - 1
        };
        let after = self
            .after(mv)
            .pop()
            .and_then(|s| s.coins(odd).cloned())
            .unwrap_or(Natural::ZERO);
        let change = if odd == mv.step {
            msg!(
                "staircase-change-down",
                take = &mv.take,
                odd = odd,
                after = after
            )
        } else {
            msg!(
                "staircase-change-up",
                take = &mv.take,
                odd = odd,
                after = after
            )
        };
        match convention {
            Convention::Normal => msg!(
                "staircase-why-winning",
                terms = self.odd_terms(16),
                x = self.odd_xor(),
                change = change
            ),
            Convention::Misere => msg!("staircase-why-winning-misere", change = change),
        }
    }

    fn why_losing(&self, convention: Convention) -> Msg {
        match convention {
            Convention::Normal => msg!("staircase-why-losing", terms = self.odd_terms(16)),
            Convention::Misere => msg!("staircase-why-losing-misere"),
        }
    }
}

impl Searchable for Staircase {
    /// Steps as words; every coin stays on the staircase or the floor, so a step never holds
    /// more than all the coins, which must fit a word.
    fn search(&self) -> Result<Search> {
        let steps = self
            .steps
            .iter()
            .map(u64::try_from)
            .collect::<Result<Vec<u64>>>()?;
        let total = steps
            .iter()
            .try_fold(0u64, |sum, &c| sum.checked_add(c))
            .ok_or_else(|| Error::beyond_word(msg!("error-staircase-total"), &self.total()))?;
        // Step i never holds more than the coins on steps i and above.
        let mut above = total;
        let mut bound = 1u64;
        for &coins in &steps {
            bound = bound.saturating_mul(above.saturating_add(1));
            above -= coins;
        }
        // Each coin on the staircase moves down by one step (or off) in one option each.
        Ok(Search::new(StaircaseRules, steps, bound, total))
    }

    fn search_option(&self, mv: &StaircaseMove) -> Vec<u64> {
        self.after(mv)
            .pop()
            .map(|s| s.steps.iter().map(|c| c.to_u64().unwrap_or(0)).collect())
            .unwrap_or_default()
    }
}

impl Staircase {
    /// All the coins on the staircase.
    fn total(&self) -> Natural {
        self.steps.iter().fold(Natural::ZERO, |sum, c| &sum + c)
    }
}

/// "1 coin", "7 coins".
fn coins_word(count: &Natural) -> Msg {
    msg!("error-staircase-coins", count = count)
}

/// The rules of Staircase Nim for exhaustive search: a position is the coins on steps 1..n
/// (whose total fits a word); a move takes 1..=c coins from one step to the step below (from
/// step 1 off the board).
#[derive(Clone, Copy, Debug)]
pub struct StaircaseRules;

impl Game for StaircaseRules {
    type Position = Vec<u64>;

    fn options(&self, steps: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (index, &coins) in steps.iter().enumerate() {
            for take in 1..=coins {
                let mut next = steps.clone();
                next[index] = coins - take;
                if index > 0 {
                    next[index - 1] += take;
                }
                out.push(next);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn staircase(steps: &[u64]) -> Staircase {
        Staircase::new(steps.iter().map(|&c| Natural::from(c)).collect()).unwrap()
    }

    #[test]
    fn the_value_is_the_xor_of_the_odd_steps() {
        assert_eq!(
            staircase(&[3, 0, 4, 1]).grundy().unwrap(),
            Natural::from(7u64)
        );
        assert_eq!(staircase(&[0, 9]).grundy().unwrap(), Natural::ZERO);
        assert_eq!(staircase(&[5]).grundy().unwrap(), Natural::from(5u64));
    }

    #[test]
    fn a_move_from_an_even_step_can_win() {
        // X = 1 ⊕ 0 = 1 on steps 1 and 3; moving one coin from step 4 onto step 3 makes 1 ⊕ 1.
        let game = staircase(&[1, 0, 0, 2]);
        let moves = game.winning_moves(Convention::Normal).unwrap();
        assert!(moves.contains(&StaircaseMove {
            step: 4,
            take: Natural::ONE,
            to: Natural::ONE
        }));
        assert!(moves.contains(&StaircaseMove {
            step: 1,
            take: Natural::ONE,
            to: Natural::ZERO
        }));
        assert_eq!(moves.len(), 2);
    }

    #[test]
    fn no_step_is_refused() {
        assert!(Staircase::new(Vec::new()).is_err());
        assert!("staircase()".parse::<Staircase>().is_err());
    }

    /// Every sentence of the game is in both catalogues with its variables (rendering a
    /// message the catalogue lacks panics in tests), and says what the move does.
    #[test]
    fn the_prose_is_in_both_languages() {
        use crate::text::Lang;
        let game = staircase(&[3, 0, 4, 1]);
        let text = game.explain(Convention::Normal).unwrap();
        assert!(text.render(Lang::En).contains(
            "move 1 coin from step 3 to step 2 (4 → 3) (type `3 1`): Staircase Nim is Nim on \
             the odd steps"
        ));
        assert!((text.render(Lang::Zh)).contains("把 1 个石子从第 3 级台阶移到第 2 级（4 → 3）"));
        let view = game.view().render(Lang::Zh);
        assert_eq!(view.heaps[0].label, "第 4 级台阶");
        assert!(view.rule.is_some_and(|rule| rule.contains("第 1 级")));
        for steps in [&[1, 0, 0, 2][..], &[0, 9], &[2], &[1, 1, 1]] {
            let game = staircase(steps);
            for convention in [Convention::Normal, Convention::Misere] {
                let text = game.explain(convention).unwrap();
                for &lang in Lang::ALL {
                    assert!(!text.render(lang).is_empty());
                    game.move_help().render(lang);
                    game.value_method().render(lang);
                }
            }
        }
        let floor = StaircaseMove {
            step: 1,
            take: Natural::from(2u64),
            to: Natural::ZERO,
        };
        assert_eq!(
            staircase(&[2]).describe_move(&floor).render(Lang::En),
            "move 2 coins from step 1 to the floor (2 → 0)"
        );
    }

    #[test]
    fn huge_steps_are_exact() {
        let big: Natural = "340282366920938463463374607431768211456".parse().unwrap();
        let game = Staircase::new(vec![big.clone(), Natural::from(7u64), big]).unwrap();
        assert_eq!(game.outcome(Convention::Normal).unwrap(), Outcome::P);
        assert!(game.search().is_err());
    }
}
