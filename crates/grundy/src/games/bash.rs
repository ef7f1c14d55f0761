//! Bash's game: one heap of `n`; a move takes 1 to `m` tokens.
//!
//! Normal play: P iff n ≡ 0 (mod m+1), and g(n) = n mod (m+1). Misère play (the last take
//! loses): P iff n ≡ 1 (mod m+1). Both by induction on n: the multiples (resp. the residues 1)
//! are exactly m+1 apart, and every other heap reaches one in a single move of 1..m
//! (docs/THEORY.md § 3).

use super::cost;
use super::view::{self, TokenStyle, View};
use crate::games::Family;
use std::fmt;

use crate::text::{Lines, Msg, msg};

use super::take::{
    self, check_leaves, check_take, describe_take, every_take, parse_take, smallest_take,
};
use super::{
    ImpartialGame, MoveNotation, Notation, Rules, Search, Searchable, Summand, TakeMove, Tutor,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::notation::Call;
use crate::num::Natural;

/// A position of Bash's game: a heap, and the most a move may take.
///
/// ```
/// use grundy::Natural;
/// use grundy::engine::{Convention, Outcome};
/// use grundy::games::ImpartialGame;
/// use grundy::games::bash::Bash;
///
/// let game = Bash::new(Natural::from(10u64), Natural::from(3u64))?;
/// assert_eq!(game.outcome(Convention::Normal)?, Outcome::N);
/// let moves = game.winning_moves(Convention::Normal)?;
/// assert_eq!((moves[0].take.to_u64(), moves[0].to.to_u64()), (Some(2), Some(8)));
/// assert_eq!(game.grundy()?.to_u64(), Some(2));
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bash {
    heap: Natural,
    max_take: Natural,
}

impl Bash {
    /// A heap of `heap` tokens where a move takes 1 to `max_take`; `max_take` must be positive.
    pub fn new(heap: Natural, max_take: Natural) -> Result<Bash> {
        if max_take.is_zero() {
            return Err(Error::invalid(msg!("error-bash-max-zero")));
        }
        Ok(Bash { heap, max_take })
    }

    /// The heap size n.
    pub fn heap(&self) -> &Natural {
        &self.heap
    }

    /// The most one move may take, m.
    pub fn max_take(&self) -> &Natural {
        &self.max_take
    }

    fn period(&self) -> Natural {
        &self.max_take + 1
    }

    /// n mod (m+1): the heap's Grundy value, and what decides both conventions.
    fn residue(&self) -> Natural {
        &self.heap % &self.period()
    }

    /// The residue of the losing heaps under `convention`: 0, or 1 under misère play.
    fn losing_residue(convention: Convention) -> Natural {
        match convention {
            Convention::Normal => Natural::ZERO,
            Convention::Misere => Natural::ONE,
        }
    }

    /// The move to an option of Grundy value `value` = option mod (m+1), if there is one: the
    /// options n − m … n − 1 hold each residue other than n's at most once.
    pub fn move_to_value(&self, value: &Natural) -> Option<TakeMove> {
        let period = self.period();
        let residue = self.residue();
        if *value >= period || *value == residue {
            return None;
        }
        let take = match residue.checked_sub(value) {
            Some(take) => take,
            None => (&residue + &period).checked_sub(value)?,
        };
        let to = self.heap.checked_sub(&take)?;
        Some(TakeMove { take, to })
    }

    /// The most a move may take now: min(n, m).
    fn most(&self) -> &Natural {
        (&self.heap).min(&self.max_take)
    }

    /// Why a take above the bound is refused: "bash(10,max=3) allows taking 1 to 3".
    fn refusal(&self) -> Msg {
        msg!("error-bash-bound", game = self, max = &self.max_take)
    }
}

impl ImpartialGame for Bash {
    type Move = TakeMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        Ok(Outcome::from_is_p(
            self.residue() == Bash::losing_residue(convention),
        ))
    }

    /// n mod (m+1).
    fn grundy(&self) -> Result<Natural> {
        Ok(self.residue())
    }

    /// There is at most one: the take that leaves a losing residue.
    fn winning_moves(&self, convention: Convention) -> Result<Vec<TakeMove>> {
        let target = Bash::losing_residue(convention);
        if self.outcome(convention)? == Outcome::P {
            return Ok(Vec::new());
        }
        Ok(self.move_to_value(&target).into_iter().collect())
    }

    fn explain(&self, convention: Convention) -> Result<Lines> {
        let (n, m, p) = (&self.heap, &self.max_take, self.period());
        let r = self.residue();
        let mut text = Lines::new();
        text.push(msg!(
            "bash-explain-head",
            convention = convention.msg(),
            n = n,
            m = m
        ));
        match convention {
            Convention::Normal => {
                text.push(msg!("bash-explain-rule", m = m, p = &p));
                text.push(msg!("bash-explain-value", n = n, p = &p, r = &r));
            }
            Convention::Misere => {
                text.push(msg!("bash-explain-misere-rule", p = &p));
                text.push(msg!("bash-explain-residue", n = n, p = &p, r = &r));
            }
        }
        let outcome = self.outcome(convention)?;
        let moves = self.winning_moves(convention)?;
        if moves.is_empty() && outcome == Outcome::N {
            text.push(msg!("bash-explain-empty-misere"));
            return Ok(text);
        }
        text.extend(super::explain_moves(self, &moves, convention));
        Ok(text)
    }
}

impl fmt::Display for Bash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bash({},max={})", self.heap, self.max_take)
    }
}

impl Notation for Bash {
    const NAMES: &'static [&'static str] = &["bash"];
    const EXAMPLES: &'static [&'static str] = &["bash(10,max=3)"];

    fn summary() -> Msg {
        msg!("summary-bash")
    }

    fn from_call(call: &Call<'_>) -> Result<Bash> {
        let usage = &msg!("error-bash-notation");
        call.shape(1, &["max"], usage)?;
        let max_token = call.required_keyword("max", usage)?;
        let max = max_token.natural(msg!("error-games-maximum-take"))?;
        if max.is_zero() {
            return Err(max_token.error(
                ErrorKind::InvalidArgument,
                msg!("error-games-max-zero-notation"),
            ));
        }
        let heap = call.atom(0, usage)?.natural(take::heap_size())?;
        Bash::new(heap, max)
    }
}

impl Summand for Bash {
    const BOUTON_MISERE: bool = true;

    /// A closed form over the heap and the bound.
    fn cost(&self) -> u64 {
        cost::closed_form([self.heap(), self.max_take()])
    }

    fn value_method(&self) -> Msg {
        msg!("bash-value-method")
    }

    fn moves_to_value(&self, value: &Natural) -> Result<Vec<TakeMove>> {
        Ok(self.move_to_value(value).into_iter().collect())
    }

    /// One heap worth n mod (m+1): misère sums of Bash and Nim heaps follow Bouton's rule on
    /// these values (docs/THEORY.md § 4.3, proven by the tests against exhaustive search).
    fn misere_heaps(&self) -> Option<Vec<Natural>> {
        Some(vec![self.residue()])
    }

    fn misere_heap_move(&self, _heap: usize, value: &Natural) -> Option<TakeMove> {
        self.move_to_value(value)
    }
}

impl Rules for Bash {
    fn legal_moves(&self, limit: usize) -> Result<Vec<TakeMove>> {
        every_take(&self.heap, self.most(), limit, self)
    }

    fn check_move(&self, mv: &TakeMove) -> Result<()> {
        check_take(&self.heap, &mv.take, self.most(), || self.refusal())?;
        check_leaves(&self.heap, mv)
    }

    fn after(&self, mv: &TakeMove) -> Vec<Bash> {
        vec![Bash {
            heap: mv.to.clone(),
            max_take: self.max_take.clone(),
        }]
    }

    fn smallest_move(&self) -> Option<(Natural, TakeMove)> {
        smallest_take(&self.heap, self.most())
    }

    fn view(&self) -> View {
        View {
            game: Family::Bash,
            notation: self.to_string(),
            heaps: vec![(msg!("label-heap"), self.heap.clone())],
            tokens: TokenStyle::Token,
            row: None,
            rule: Some(view::take_range(self.most())),
        }
    }
}

impl MoveNotation for Bash {
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<TakeMove> {
        let take = parse_take(&self.heap, words)?;
        check_take(&self.heap, &take, self.most(), || self.refusal())?;
        Ok(TakeMove::from_heap(&self.heap, take))
    }

    fn move_notation(&self, mv: &TakeMove) -> String {
        mv.take.to_string()
    }

    fn move_help(&self) -> Msg {
        msg!("bash-move-help")
    }
}

impl Tutor for Bash {
    fn describe_move(&self, mv: &TakeMove) -> Msg {
        describe_take(&self.heap, mv)
    }

    fn why_winning(&self, mv: &TakeMove, convention: Convention) -> Msg {
        let p = self.period();
        match convention {
            Convention::Normal => msg!(
                "bash-why-winning",
                n = &self.heap,
                m = &self.max_take,
                take = &mv.take,
                to = &mv.to,
                p = &p
            ),
            Convention::Misere => {
                msg!(
                    "bash-why-winning-misere",
                    take = &mv.take,
                    to = &mv.to,
                    p = &p
                )
            }
        }
    }

    fn why_losing(&self, convention: Convention) -> Msg {
        let p = self.period();
        match convention {
            Convention::Normal => msg!(
                "bash-why-losing",
                n = &self.heap,
                m = &self.max_take,
                p = &p
            ),
            Convention::Misere => {
                msg!(
                    "bash-why-losing-misere",
                    n = &self.heap,
                    m = &self.max_take,
                    p = &p
                )
            }
        }
    }
}

impl Searchable for Bash {
    fn search(&self) -> Result<Search> {
        let heap = u64::try_from(&self.heap)?;
        let max_take = self.max_take.to_u64().unwrap_or(u64::MAX);
        Ok(Search::new(
            BashRules { max_take },
            heap,
            heap.saturating_add(1),
            max_take.min(heap),
        ))
    }

    fn search_option(&self, mv: &TakeMove) -> Vec<u64> {
        vec![mv.to.to_u64().unwrap_or(0)]
    }
}

/// The rules of Bash's game with maximum take `m`, for exhaustive search (positions are heaps).
#[derive(Clone, Copy, Debug)]
pub struct BashRules {
    /// The most one move may take.
    pub max_take: u64,
}

impl Game for BashRules {
    type Position = u64;

    fn options(&self, heap: &u64, out: &mut Vec<u64>) {
        out.extend((1..=self.max_take.min(*heap)).map(|t| heap - t));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;

    fn bash(n: u64, m: u64) -> Bash {
        Bash::new(Natural::from(n), Natural::from(m)).unwrap()
    }

    #[test]
    fn closed_form_matches_brute_force() {
        for m in 1..=8u64 {
            let mut solver = Solver::new(BashRules { max_take: m });
            for n in 0..=60u64 {
                for convention in [Convention::Normal, Convention::Misere] {
                    let game = bash(n, m);
                    assert_eq!(
                        game.outcome(convention).unwrap(),
                        solver.outcome(&n, convention).unwrap(),
                        "n={n} m={m} {convention:?}"
                    );
                    let expected: Vec<Natural> = solver
                        .winning_moves(&n, convention)
                        .unwrap()
                        .into_iter()
                        .map(Natural::from)
                        .collect();
                    let got: Vec<Natural> = game
                        .winning_moves(convention)
                        .unwrap()
                        .into_iter()
                        .map(|mv| mv.to)
                        .collect();
                    assert_eq!(got, expected, "n={n} m={m} {convention:?}");
                }
                let g = bash(n, m).grundy().unwrap();
                assert_eq!(g, Natural::from(solver.grundy(&n).unwrap().value()));
            }
        }
    }

    #[test]
    fn moves_reach_every_other_residue_once() {
        let game = bash(10, 3);
        let to_value = |v: u64| {
            game.move_to_value(&Natural::from(v))
                .map(|mv| (mv.take.to_u64().unwrap(), mv.to.to_u64().unwrap()))
        };
        assert_eq!(to_value(0), Some((2, 8)));
        assert_eq!(to_value(3), Some((3, 7)));
        assert_eq!(to_value(2), None, "10 is worth 2 already");
        assert_eq!(to_value(4), None, "no option is worth m + 1");
        assert_eq!(bash(2, 3).move_to_value(&Natural::from(3u64)), None);
        // Against the brute force: every option's value, by the rules.
        for n in 0..30u64 {
            let game = bash(n, 4);
            for value in 0..6u64 {
                let expected: Vec<u64> = (1..=n.min(4))
                    .map(|t| n - t)
                    .filter(|to| to % 5 == value)
                    .collect();
                let got: Vec<u64> = game
                    .move_to_value(&Natural::from(value))
                    .into_iter()
                    .map(|mv| mv.to.to_u64().unwrap())
                    .collect();
                assert_eq!(got, expected, "n={n} value={value}");
            }
        }
    }

    #[test]
    fn m_zero_is_refused() {
        let err = Bash::new(Natural::from(5u64), Natural::ZERO).unwrap_err();
        assert!(err.message().contains("m >= 1"));
    }

    #[test]
    fn huge_heaps_are_exact() {
        let n: Natural = "100000000000000000000000000000000000000001"
            .parse()
            .unwrap();
        let game = Bash::new(n, Natural::from(9u64)).unwrap();
        assert_eq!(game.outcome(Convention::Normal).unwrap(), Outcome::N);
        let moves = game.winning_moves(Convention::Normal).unwrap();
        assert_eq!(moves[0].take, Natural::from(1u64));
        assert_eq!(game.outcome(Convention::Misere).unwrap(), Outcome::P);
    }
}
