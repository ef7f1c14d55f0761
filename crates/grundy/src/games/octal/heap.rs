//! [`OctalHeap`]: one heap of an octal game as a position, for sums and play. A heap's value
//! comes from the code's Grundy sequence; a move that splits the heap leaves several heaps,
//! which become components of their own in a sum.

use crate::games::Family;
use crate::games::cost;
use crate::games::view::{TokenStyle, View};
use crate::text::{Lines, Msg, msg};
use std::fmt;
use std::sync::Arc;

use super::rules::{LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO};
use super::runs::{self, MoveRun};
use super::{OCTAL_SEQUENCE_LIMIT, OctalCode, Sequence};
use crate::engine::{Convention, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::games::{
    ImpartialGame, Memo, MoveNotation, Notation, Repeat, Rules, Search, Searchable, Summand, Tutor,
    take,
};
use crate::notation::Call;
use crate::num::Natural;

/// One heap of an octal (or hexadecimal) game.
///
/// ```
/// use grundy::engine::{Convention, Outcome};
/// use grundy::games::ImpartialGame;
/// use grundy::games::octal::OctalHeap;
///
/// let kayles: OctalHeap = "kayles(7)".parse()?;
/// assert_eq!(kayles.grundy()?.to_u64(), Some(2)); // Kayles: g(7) = 2 (OEIS A002186)
/// let moves = kayles.winning_moves(Convention::Normal)?;
/// assert!(moves.iter().all(|m| m.leaves.len() == 2)); // each one splits the row in two
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalHeap {
    code: OctalCode,
    heap: Natural,
    /// The code's Grundy sequence up to (at least) the heap, or with a proven period, once
    /// asked for.
    values: Memo<Result<Arc<Sequence>>>,
}

/// A move of an octal game: remove `take` tokens from the heap, leaving the heaps `leaves`
/// (none to three of them, non-empty, ascending).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OctalMove {
    /// Tokens removed.
    pub take: u64,
    /// The non-empty heaps left, ascending.
    pub leaves: Vec<Natural>,
}

impl fmt::Display for OctalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.leaves.iter().map(Natural::to_string).collect();
        write!(f, "take {} -> ({})", self.take, parts.join(", "))
    }
}

/// The most moves [`OctalHeap::moves_to_value`] looks at (a few seconds): a hexadecimal heap
/// has about n²/12 moves that leave three heaps.
pub const OCTAL_MOVE_WORK_LIMIT: u64 = 1 << 30;

/// The most moves to one value [`OctalHeap::moves_to_value`] lists; beyond it, a game with a
/// proven period lists them as runs
/// ([`Summand::move_runs_to_value`](crate::games::Summand::move_runs_to_value)).
pub const OCTAL_WINNING_MOVE_LIMIT: u64 = 1_000_000;

/// How far the sequence of a game is computed to find its period, for a heap beyond
/// [`OCTAL_SEQUENCE_LIMIT`] (whose value only a proven period gives): about two seconds for a
/// game with no period, such as Officers (0.6).
pub const OCTAL_PERIOD_REACH: u64 = 1 << 20;

/// How an octal move is typed.
fn move_usage() -> Msg {
    msg!("error-octal-usage")
}

impl OctalHeap {
    /// A heap of `heap` tokens of the game `code` (any size: a heap beyond
    /// [`OCTAL_SEQUENCE_LIMIT`] is answered when the game's period is proven within
    /// [`OCTAL_PERIOD_REACH`]).
    pub fn new(code: OctalCode, heap: impl Into<Natural>) -> OctalHeap {
        OctalHeap {
            code,
            heap: heap.into(),
            values: Memo::new(),
        }
    }

    /// The game's code.
    pub fn code(&self) -> &OctalCode {
        &self.code
    }

    /// The heap size.
    pub fn heap(&self) -> &Natural {
        &self.heap
    }

    /// The Grundy sequence to the heap, computed once. A heap beyond [`OCTAL_SEQUENCE_LIMIT`]
    /// needs the period proven within it (the computation stops as soon as it is).
    fn sequence(&self) -> Result<&Sequence> {
        self.values
            .get_or_init(|| self.compute_sequence().map(Arc::new))
            .as_ref()
            .map(|s| s.as_ref())
            .map_err(Clone::clone)
    }

    fn compute_sequence(&self) -> Result<Sequence> {
        if let Some(heap) = self.heap.to_u64().filter(|&h| h <= OCTAL_SEQUENCE_LIMIT) {
            return self.code.sequence(heap);
        }
        let sequence = self.code.sequence(OCTAL_PERIOD_REACH)?;
        if sequence.period().is_none() {
            return Err(Error::too_large(
                "octal_period_reach",
                OCTAL_PERIOD_REACH,
                Some(self.heap.clone()),
                msg!(
                    "error-octal-no-period",
                    game = crate::error::quote(&self.to_string()),
                    code = &self.code,
                    reach = OCTAL_PERIOD_REACH,
                    heap = crate::error::shortened(&self.heap),
                    limit = OCTAL_SEQUENCE_LIMIT
                ),
            ));
        }
        Ok(sequence)
    }

    /// g(heap), as a small number.
    pub fn value(&self) -> Result<u32> {
        Ok(self.sequence()?.value_at(&self.heap).unwrap_or(0))
    }

    /// Every move to a position of value `target` as runs (see [`MoveRun`]), when the game's
    /// period is proven; `None` when it is not (then the moves are listed one by one).
    pub fn runs_to_value(&self, target: u32) -> Result<Option<Vec<MoveRun>>> {
        let sequence = self.sequence()?;
        if sequence.period().is_none() {
            return Ok(None);
        }
        runs::runs_to_value(
            &self.code,
            sequence,
            &self.heap,
            target,
            &crate::error::quote(&self.to_string()),
        )
        .map(Some)
    }

    /// The error for more than [`OCTAL_WINNING_MOVE_LIMIT`] moves to one value.
    fn too_many_winning_moves(&self, target: u32, count: Option<Natural>) -> Error {
        Error::too_large(
            "octal_winning_moves",
            OCTAL_WINNING_MOVE_LIMIT,
            count,
            msg!(
                "error-octal-too-many",
                game = crate::error::quote(&self.to_string()),
                limit = OCTAL_WINNING_MOVE_LIMIT,
                target = target
            ),
        )
    }

    fn misere_unsupported(&self) -> Error {
        Error::unsupported(msg!("error-octal-misere", game = self))
    }

    /// The name the game is written with: `kayles`, `dawsons`, or `octal`.
    fn name(&self) -> Option<&'static str> {
        match self.code.digits() {
            [0, 7, 7] => Some("kayles"),
            [0, 0, 7] => Some("dawsons"),
            _ => None,
        }
    }

    /// What the code allows when removing `take` tokens, in words.
    fn digit_rule(&self, take: u64) -> Msg {
        let code = &self.code;
        let digit = code.digits().get(take as usize).copied().unwrap_or(0);
        let mut can = Vec::new();
        if take > 0 && digit & LEAVE_NONE != 0 {
            can.push(msg!("error-octal-leave-nothing"));
        }
        if take > 0 && digit & LEAVE_ONE != 0 {
            can.push(msg!("error-octal-leave-one"));
        }
        if digit & LEAVE_TWO != 0 {
            can.push(msg!("error-octal-leave-two"));
        }
        if digit & LEAVE_THREE != 0 {
            can.push(msg!("error-octal-leave-three"));
        }
        let takes: Vec<Msg> = (0..code.digits().len() as u64)
            .filter(|&t| {
                let d = code.digits()[t as usize];
                if t == 0 {
                    d & (LEAVE_TWO | LEAVE_THREE) != 0
                } else {
                    d != 0
                }
            })
            .map(|t| msg!("error-text", text = t))
            .collect();
        if can.is_empty() {
            msg!(
                "error-octal-digit-zero",
                code = code,
                take = take,
                takes = take::comma_list(takes)
            )
        } else {
            msg!(
                "error-octal-digit-rule",
                code = code,
                take = take,
                digit = format_args!("{digit:x}"),
                leaves = take::comma_list(can)
            )
        }
    }
}

impl ImpartialGame for OctalHeap {
    type Move = OctalMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        match convention {
            Convention::Normal => Ok(Outcome::from_is_p(self.value()? == 0)),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    /// g(heap), from the code's Grundy sequence (with its proven period where there is one).
    fn grundy(&self) -> Result<Natural> {
        Ok(Natural::from(self.value()?))
    }

    fn winning_moves(&self, convention: Convention) -> Result<Vec<OctalMove>> {
        match convention {
            Convention::Normal => self.moves_to_value(&Natural::ZERO),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    fn explain(&self, convention: Convention) -> Result<Lines> {
        if convention == Convention::Misere {
            return Err(self.misere_unsupported());
        }
        let mut text = Lines::new();
        text.push(msg!(
            "octal-explain-head",
            code = &self.code,
            n = &self.heap
        ));
        text.push(msg!(
            "octal-explain-value",
            n = &self.heap,
            g = self.value()?
        ));
        if let Some(period) = self.sequence()?.period().filter(|p| {
            self.heap >= Natural::from(p.preperiod + p.period) && self.heap.to_u64() != Some(0)
        }) {
            text.push(msg!(
                "octal-explain-period",
                period = period.period,
                preperiod = period.preperiod,
                n = &self.heap,
                index = period.preperiod
                    + (&self.heap.sub_or_panic(&Natural::from(period.preperiod)) % period.period)
                        .to_u64()
                        .unwrap_or(0)
            ));
        }
        match self.runs_to_value(0)? {
            Some(runs) if runs::total(&runs) > Natural::from(10u64) => {
                // Too many to list: the count, and the first of them with why it wins.
                let count = runs::total(&runs);
                text.push(msg!("explain-n", count = &count));
                if let Some(mv) = self
                    .winning_moves(convention)
                    .ok()
                    .and_then(|m| m.first().cloned())
                {
                    text.push(msg!(
                        "explain-move",
                        notation = self.move_notation(&mv),
                        description = self.describe_move(&mv),
                        why = self.why_winning(&mv, convention)
                    ));
                }
            }
            _ => {
                let moves = self.winning_moves(convention)?;
                text.extend(super::super::explain_moves(self, &moves, convention));
            }
        }
        Ok(text)
    }
}

impl fmt::Display for OctalHeap {
    /// `kayles(7)`, `dawsons(7)`, or `octal(7,0.6)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{name}({})", self.heap),
            None => write!(f, "octal({},{})", self.heap, self.code),
        }
    }
}

impl Notation for OctalHeap {
    const NAMES: &'static [&'static str] = &["octal", "kayles", "dawsons"];
    const EXAMPLES: &'static [&'static str] = &["octal(20,0.07)", "kayles(9)", "dawsons(9)"];

    fn summary() -> Msg {
        msg!("summary-octal")
    }

    fn from_call(call: &Call<'_>) -> Result<OctalHeap> {
        let (usage, code) = match call.name() {
            "octal" => {
                let usage = msg!("error-octal-notation");
                call.shape(2, &[], &usage)?;
                let token = call.atom(1, &usage)?;
                let code = token
                    .text
                    .parse::<OctalCode>()
                    .map_err(|e| e.with_column(token.column()))?;
                (usage, code)
            }
            name => {
                let usage = if name == "kayles" {
                    msg!("error-octal-notation-kayles")
                } else {
                    msg!("error-octal-notation-dawsons")
                };
                call.shape(1, &[], &usage)?;
                let code = name
                    .parse::<OctalCode>()
                    .map_err(|e| call.error_at_name(e.kind(), e.msg().clone()))?;
                (usage, code)
            }
        };
        let heap = call.atom(0, &usage)?.natural(take::heap_size())?;
        Ok(OctalHeap::new(code, heap))
    }
}

/// What one octal heap in a sum costs besides its values, in cost steps: its moves to a value,
/// its period check.
const PART_STEPS: u64 = 20_000;

impl Summand for OctalHeap {
    /// The values to the heap by plain mex ([`OctalCode::mex_steps`]), and its moves to one
    /// value and its period check (`PART_STEPS`).
    fn cost(&self) -> u64 {
        self.heap().to_u64().map_or(cost::UNBOUNDED, |n| {
            self.code().mex_steps(n).saturating_add(PART_STEPS)
        })
    }

    fn value_method(&self) -> Msg {
        let folded = self.sequence().is_ok_and(|sequence| {
            self.heap >= Natural::from(sequence.computed().len()) && sequence.period().is_some()
        });
        if folded {
            msg!("octal-value-method-period")
        } else {
            msg!("octal-value-method")
        }
    }

    /// With a proven period, from the runs of [`OctalHeap::runs_to_value`] (any heap size);
    /// otherwise by looking at every move without keeping it, within [`OCTAL_MOVE_WORK_LIMIT`]
    /// moves looked at. At most [`OCTAL_WINNING_MOVE_LIMIT`] are listed.
    fn moves_to_value(&self, value: &Natural) -> Result<Vec<OctalMove>> {
        let Some(target) = value.to_u64().and_then(|v| u32::try_from(v).ok()) else {
            return Ok(Vec::new());
        };
        if let Some(runs) = self.runs_to_value(target)? {
            return runs::expand(&runs, OCTAL_WINNING_MOVE_LIMIT)
                .ok_or_else(|| self.too_many_winning_moves(target, Some(runs::total(&runs))));
        }
        let heap = self.heap.to_u64().unwrap_or(u64::MAX);
        let bound = self.code.move_count_bound(heap);
        if bound > u128::from(OCTAL_MOVE_WORK_LIMIT) {
            return Err(Error::too_large(
                "octal_moves",
                OCTAL_MOVE_WORK_LIMIT,
                Some(Natural::from(bound)),
                msg!(
                    "error-octal-move-work",
                    game = crate::error::quote(&self.to_string()),
                    bound = bound,
                    limit = OCTAL_MOVE_WORK_LIMIT
                ),
            ));
        }
        let sequence = self.sequence()?;
        let g = |h: u64| sequence.value(h).unwrap_or(0);
        let mut moves = Vec::new();
        let mut too_many = false;
        self.code.for_each_move(heap, |take, leaves| {
            if leaves.iter().fold(0, |x, &h| x ^ g(h)) == target {
                if moves.len() as u64 == OCTAL_WINNING_MOVE_LIMIT {
                    too_many = true;
                    return std::ops::ControlFlow::Break(());
                }
                moves.push(OctalMove {
                    take,
                    leaves: leaves.iter().map(|&h| Natural::from(h)).collect(),
                });
            }
            std::ops::ControlFlow::Continue(())
        });
        if too_many {
            return Err(self.too_many_winning_moves(target, None));
        }
        moves.sort();
        Ok(moves)
    }

    /// One by one while there are at most [`OCTAL_WINNING_MOVE_LIMIT`]; beyond, as the runs of
    /// [`OctalHeap::runs_to_value`] when the game's period is proven.
    fn move_runs_to_value(&self, value: &Natural) -> Result<Vec<(OctalMove, Option<Repeat>)>> {
        let Some(target) = value.to_u64().and_then(|v| u32::try_from(v).ok()) else {
            return Ok(Vec::new());
        };
        match self.runs_to_value(target)? {
            Some(runs) => Ok(runs::listed(runs, OCTAL_WINNING_MOVE_LIMIT)),
            None => Ok(self
                .moves_to_value(value)?
                .into_iter()
                .map(|mv| (mv, None))
                .collect()),
        }
    }
}

impl Rules for OctalHeap {
    fn legal_moves(&self, limit: usize) -> Result<Vec<OctalMove>> {
        let heap = self.heap.to_u64().unwrap_or(u64::MAX);
        if self.code.move_count_bound(heap) > limit as u128 {
            return Err(take::too_many_moves(self, limit));
        }
        let moves: Vec<OctalMove> = self
            .code
            .moves(heap)
            .into_iter()
            .map(|(take, leaves)| OctalMove {
                take,
                leaves: leaves.into_iter().map(Natural::from).collect(),
            })
            .collect();
        if moves.len() > limit {
            return Err(take::too_many_moves(self, limit));
        }
        Ok(moves)
    }

    fn check_move(&self, mv: &OctalMove) -> Result<()> {
        let (heap, take, leaves) = (&self.heap, mv.take, &mv.leaves);
        if leaves.iter().any(Natural::is_zero) {
            return Err(Error::illegal_move(msg!("error-octal-empty-leaf")));
        }
        let named = leaves.iter().fold(Natural::ZERO, |sum, h| &sum + h);
        let taken = Natural::from(take);
        if &(&named + &taken) != heap {
            return Err(Error::illegal_move(match heap.checked_sub(&taken) {
                None => msg!("error-games-heap-has-only", tokens = take::tokens(heap)),
                Some(rest) => msg!(
                    "error-octal-leaves",
                    take = take,
                    heap = crate::error::shortened(heap),
                    left = match rest.to_u128() {
                        Some(_) => take::tokens(&rest),
                        None => msg!("error-games-tokens", count = crate::error::shortened(&rest)),
                    },
                    named = crate::error::shortened(&named)
                ),
            }));
        }
        let digit = self.code.digits().get(take as usize).copied().unwrap_or(0);
        let bit = match leaves.len() {
            0 => LEAVE_NONE,
            1 => LEAVE_ONE,
            2 => LEAVE_TWO,
            3 => LEAVE_THREE,
            _ => 0,
        };
        if digit & bit == 0 || (take == 0 && leaves.len() < 2) {
            return Err(Error::illegal_move(msg!(
                "error-octal-refused",
                game = self,
                rule = self.digit_rule(take)
            )));
        }
        Ok(())
    }

    /// One component per heap left (ascending); an empty heap when nothing is left.
    fn after(&self, mv: &OctalMove) -> Vec<OctalHeap> {
        let mut leaves = mv.leaves.clone();
        leaves.sort_unstable();
        if leaves.is_empty() {
            leaves.push(Natural::ZERO);
        }
        // The heaps left are smaller: their values come from this heap's sequence.
        leaves
            .into_iter()
            .map(|heap| OctalHeap {
                code: self.code.clone(),
                heap,
                values: match self.values.get() {
                    Some(Ok(values)) => Memo::filled(Ok(Arc::clone(values))),
                    _ => Memo::new(),
                },
            })
            .collect()
    }

    fn is_spent(&self) -> bool {
        self.heap.is_zero()
    }

    fn smallest_move(&self) -> Option<(Natural, OctalMove)> {
        let (one, two) = (Natural::ONE, Natural::from(2u64));
        for (take, &digit) in self.code.digits().iter().enumerate() {
            let take = take as u64;
            let rest = self.heap.checked_sub(&Natural::from(take))?;
            let leaves = if take > 0 && rest >= one && digit & LEAVE_ONE != 0 {
                vec![rest]
            } else if take > 0 && rest.is_zero() && digit & LEAVE_NONE != 0 {
                Vec::new()
            } else if rest >= two && digit & LEAVE_TWO != 0 {
                vec![one.clone(), rest.sub_or_panic(&one)]
            } else if rest > two && digit & LEAVE_THREE != 0 {
                vec![one.clone(), one.clone(), rest.sub_or_panic(&two)]
            } else {
                continue;
            };
            return Some((Natural::from(take), OctalMove { take, leaves }));
        }
        None
    }

    fn view(&self) -> View {
        View {
            game: Family::Octal,
            notation: self.to_string(),
            heaps: vec![(msg!("label-pins"), self.heap().clone())],
            tokens: TokenStyle::Pin,
            row: Some(self.code().to_string()),
            rule: None,
        }
    }
}

impl MoveNotation for OctalHeap {
    fn parse_move(&self, words: &[&str], index: usize) -> Result<OctalMove> {
        let mut rest = words;
        if let ["take", after @ ..] = rest {
            rest = after;
        }
        let [take, after @ ..] = rest else {
            return Err(take::cannot_read(words, move_usage()));
        };
        let take = take::small(take, words, move_usage)?;
        rest = after;
        if let ["from", named, after @ ..] = rest {
            let named = take::small(named, words, move_usage)?;
            if named != index as u64 {
                return Err(Error::illegal_move(msg!(
                    "error-octal-other-game",
                    named = named,
                    index = index,
                    take = take
                )));
            }
            rest = after;
        }
        let explicit = matches!(rest.first(), Some(&"leaving"));
        if explicit {
            rest = &rest[1..];
        }
        let mut leaves = Vec::new();
        for word in rest.iter().filter(|w| **w != "nothing" && **w != "and") {
            let leaf = take::number(word, words, move_usage)?;
            if !leaf.is_zero() {
                leaves.push(leaf);
            }
        }
        if leaves.len() > 3 {
            return Err(Error::illegal_move(msg!("error-octal-three-heaps")));
        }
        leaves.sort_unstable();
        if !explicit && rest.is_empty() {
            // From one end of the row: leave one heap, or nothing.
            if let Some(rest) = self.heap.checked_sub(&Natural::from(take))
                && !rest.is_zero()
            {
                leaves.push(rest);
            }
            let mv = OctalMove { take, leaves };
            if let Err(error) = self.check_move(&mv) {
                let message = match self.heap.checked_sub(&Natural::from(take)) {
                    Some(rest) if rest >= Natural::from(2u64) => msg!(
                        "error-octal-split-example",
                        refusal = error.msg().clone(),
                        take = take,
                        rest = rest.sub_or_panic(&Natural::ONE)
                    ),
                    _ => error.msg().clone(),
                };
                return Err(Error::new(ErrorKind::IllegalMove, message));
            }
            return Ok(mv);
        }
        let mv = OctalMove { take, leaves };
        self.check_move(&mv)?;
        Ok(mv)
    }

    fn move_notation(&self, mv: &OctalMove) -> String {
        if mv.leaves.len() <= 1 {
            return mv.take.to_string();
        }
        let parts: Vec<String> = mv.leaves.iter().map(Natural::to_string).collect();
        format!("{} {}", mv.take, parts.join(" "))
    }

    fn move_help(&self) -> Msg {
        msg!("octal-move-help")
    }

    fn named_by_from(&self) -> bool {
        true
    }
}

impl Tutor for OctalHeap {
    fn describe_move(&self, mv: &OctalMove) -> Msg {
        match mv.leaves.as_slice() {
            [] => msg!("octal-move-nothing", take = &mv.take),
            [one] => msg!("octal-move-one", take = &mv.take, heap = one),
            [init @ .., last] => {
                let init: Vec<String> = init.iter().map(Natural::to_string).collect();
                msg!(
                    "octal-move-heaps",
                    take = &mv.take,
                    heaps = init.join(", "),
                    last = last
                )
            }
        }
    }

    fn why_winning(&self, mv: &OctalMove, _convention: Convention) -> Msg {
        let g = self
            .value()
            .map_or_else(|_| "?".to_string(), |g| g.to_string());
        if mv.leaves.is_empty() {
            return msg!("octal-why-winning-nothing", n = &self.heap, g = g);
        }
        let values: Vec<String> = match self.sequence() {
            Ok(sequence) => (mv.leaves.iter())
                .map(|h| sequence.value_at(h).unwrap_or(0).to_string())
                .collect(),
            Err(_) => vec!["?".to_string()],
        };
        let leaves: Vec<String> = mv.leaves.iter().map(Natural::to_string).collect();
        msg!(
            "octal-why-winning",
            n = &self.heap,
            g = g,
            leaves = leaves.join(", "),
            values = values.join(" ⊕ ")
        )
    }

    fn why_losing(&self, _convention: Convention) -> Msg {
        msg!("octal-why-losing", n = &self.heap)
    }
}

impl Searchable for OctalHeap {
    fn search(&self) -> Result<Search> {
        let heap = u64::try_from(&self.heap)?;
        let heaps = if heap == 0 { Vec::new() } else { vec![heap] };
        Ok(Search::new(
            self.code.clone(),
            heaps,
            partitions_up_to(heap),
            self.code.options_bound(heap),
        ))
    }

    /// The heaps left, as words (a search only ever holds heaps that fit one).
    fn search_option(&self, mv: &OctalMove) -> Vec<u64> {
        let mut leaves: Vec<u64> = mv
            .leaves
            .iter()
            .map(|h| h.to_u64().unwrap_or(u64::MAX))
            .collect();
        leaves.sort_unstable();
        leaves
    }
}

/// The number of multisets of heaps of total at most n (the partitions of 0..=n), saturating:
/// every position an octal heap of n can reach is one of them.
pub(crate) fn partitions_up_to(n: u64) -> u64 {
    if n > 200 {
        return u64::MAX;
    }
    let total = n as usize;
    let mut partitions = vec![0u64; total + 1];
    partitions[0] = 1;
    for part in 1..=total {
        for sum in part..=total {
            partitions[sum] = partitions[sum].saturating_add(partitions[sum - part]);
        }
    }
    partitions.iter().fold(0u64, |s, &p| s.saturating_add(p))
}
