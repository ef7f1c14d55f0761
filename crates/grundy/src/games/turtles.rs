//! Mock Turtles, a coin-turning game: coins in a row at positions 0, 1, 2, …, some heads up; a
//! move turns over one, two or three coins, the rightmost of which goes from heads to tails
//! (the others either way); the last player to move wins (HDU 3537).
//!
//! - Value (Winning Ways, ch. 14; Lenstra; docs/THEORY.md § 16): a coin-turning game is the sum
//!   of its heads, each worth the row with only that head up. A head at x is worth the x-th
//!   odious number (an odd count of ones in binary), 2x + 1 if x has an even count of ones,
//!   else 2x: 1, 2, 4, 7, 8, 11, 13, 14, … (OEIS A000069).
//! - Moves to a value: a move is worth the XOR of the odious numbers of the coins it turns, so
//!   for each head x turned the other coins are found from x alone: none, the one coin a < x
//!   whose number is r = needed ⊕ odious(x) when r is odious, or when r is evil every pair
//!   a < b < x with a ⊕ b = ⌊r/2⌋ (two odious numbers XOR to an evil one, and their halves'
//!   XOR decides it), listed by b without trying each a.
//! - Misère play is refused: grundy has no exact misère rule for it.
//!
//! Coins at any position (exact naturals).

mod moves;

use std::fmt;

use super::cost;
use super::take::cannot_read;
use super::{
    Family, ImpartialGame, MoveNotation, Notation, Rules, Search, Searchable, Summand, TokenStyle,
    Tutor, View,
};
use crate::engine::{Convention, Game, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::notation::Call;
use crate::num::Natural;
use crate::text::{Lines, Msg, msg};
use moves::HeadMoves;
#[cfg(test)]
use moves::power_of_two;

/// The most heads a row of Mock Turtles may have.
pub const TURTLES_HEAD_LIMIT: usize = 100_000;

/// The most moves to one value [`Turtles`] lists (a head far to the right has about half its
/// position of them).
pub const TURTLES_WINNING_MOVE_LIMIT: u64 = 1_000_000;

/// Whether `x` has an even number of ones in binary (an evil number).
pub fn is_evil(x: &Natural) -> bool {
    match x.to_u64() {
        Some(word) => word.count_ones() % 2 == 0,
        None => (x.to_le_bytes().iter().map(|b| b.count_ones()).sum::<u32>()) % 2 == 0,
    }
}

/// The `x`-th odious number (from 0): 2x, plus 1 when x is evil. It is the Grundy value of a row
/// of Mock Turtles whose only head is at `x` (Winning Ways, ch. 14).
///
/// ```
/// use grundy::Natural;
/// use grundy::games::turtles::odious;
///
/// let values: Vec<u64> = (0..8u64).map(|x| odious(&Natural::from(x)).to_u64().unwrap()).collect();
/// assert_eq!(values, [1, 2, 4, 7, 8, 11, 13, 14]);
/// ```
pub fn odious(x: &Natural) -> Natural {
    &(x * 2u64) + u64::from(is_evil(x))
}

/// A position of Mock Turtles: the positions of the heads, ascending and distinct (none when
/// every coin is tails).
///
/// ```
/// use grundy::engine::Convention;
/// use grundy::games::ImpartialGame;
/// use grundy::games::turtles::Turtles;
///
/// let row: Turtles = "turtles(0,1,2,3)".parse()?;
/// assert_eq!(row.grundy()?.to_u64(), Some(0)); // 1 ⊕ 2 ⊕ 4 ⊕ 7
/// assert!(row.winning_moves(Convention::Normal)?.is_empty());
/// let row: Turtles = "turtles(3)".parse()?;
/// assert_eq!(row.winning_moves(Convention::Normal)?.len(), 1); // turn coin 3 alone
/// # Ok::<(), grundy::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turtles {
    heads: Vec<Natural>,
}

/// A move of Mock Turtles: the coins turned over, ascending, one to three of them; the last is
/// a head before the move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TurtlesMove {
    /// The positions of the coins turned, ascending (1 to 3 of them).
    pub turned: Vec<Natural>,
}

impl TurtlesMove {
    /// The rightmost coin turned (the head that goes tails).
    pub fn rightmost(&self) -> &Natural {
        self.turned.last().unwrap_or(&Natural::ZERO)
    }
}

impl Ord for TurtlesMove {
    /// By the rightmost coin, then by the others.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.rightmost(), self.turned.len(), &self.turned).cmp(&(
            other.rightmost(),
            other.turned.len(),
            &other.turned,
        ))
    }
}

impl PartialOrd for TurtlesMove {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for TurtlesMove {
    /// `turn 0 3 4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("turn")?;
        for coin in &self.turned {
            write!(f, " {coin}")?;
        }
        Ok(())
    }
}

/// How a Mock Turtles move is typed.
fn move_usage() -> Msg {
    msg!("error-turtles-usage")
}

impl Turtles {
    /// A row with heads at `heads` (in any order, none twice; none at all is the row of tails).
    pub fn new(mut heads: Vec<Natural>) -> Result<Turtles> {
        if heads.len() > TURTLES_HEAD_LIMIT {
            return Err(Error::too_large(
                "turtles_heads",
                TURTLES_HEAD_LIMIT as u64,
                Some(Natural::from(heads.len())),
                msg!(
                    "error-turtles-heads",
                    count = heads.len(),
                    limit = TURTLES_HEAD_LIMIT
                ),
            ));
        }
        heads.sort();
        if let Some(pair) = heads.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(Error::invalid(msg!("error-turtles-twice", coin = &pair[0])));
        }
        Ok(Turtles { heads })
    }

    /// The positions of the heads, ascending.
    pub fn heads(&self) -> &[Natural] {
        &self.heads
    }

    fn xor(&self) -> Natural {
        self.heads
            .iter()
            .fold(Natural::ZERO, |x, head| &x ^ &odious(head))
    }

    fn is_head(&self, coin: &Natural) -> bool {
        self.heads.binary_search(coin).is_ok()
    }

    fn misere_unsupported(&self) -> Error {
        Error::unsupported(msg!("error-turtles-misere", game = self))
    }

    /// Every head's moves to value `value`, and how many there are in all.
    fn moves_of_value(&self, value: &Natural) -> (Vec<HeadMoves>, Natural) {
        let change = &self.xor() ^ value;
        if change.is_zero() {
            return (Vec::new(), Natural::ZERO);
        }
        let heads: Vec<HeadMoves> = (self.heads.iter())
            .filter_map(|x| HeadMoves::new(x, &change))
            .collect();
        let total = heads.iter().fold(Natural::ZERO, |sum, h| &sum + &h.count());
        (heads, total)
    }

    /// The heads written as their values, `1 ⊕ 7 ⊕ 8`, with an ellipsis past `shown`.
    fn value_terms(&self, shown: usize) -> String {
        let mut terms: Vec<String> = (self.heads.iter().take(shown))
            .map(|x| odious(x).to_string())
            .collect();
        if self.heads.len() > shown {
            terms.push("…".to_string());
        }
        if terms.is_empty() {
            terms.push("0".to_string());
        }
        terms.join(" ⊕ ")
    }

    /// The coins of `mv` joined by spaces.
    fn coins(mv: &TurtlesMove) -> String {
        let coins: Vec<String> = mv.turned.iter().map(Natural::to_string).collect();
        coins.join(" ")
    }

    /// The row after turning the coins of `mv`.
    fn turned(&self, mv: &TurtlesMove) -> Turtles {
        let mut heads = self.heads.clone();
        for coin in &mv.turned {
            match heads.binary_search(coin) {
                Ok(index) => {
                    heads.remove(index);
                }
                Err(index) => heads.insert(index, coin.clone()),
            }
        }
        Turtles { heads }
    }
}

impl ImpartialGame for Turtles {
    type Move = TurtlesMove;

    fn outcome(&self, convention: Convention) -> Result<Outcome> {
        match convention {
            Convention::Normal => Ok(Outcome::from_is_p(self.xor().is_zero())),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    /// The XOR of the heads' odious numbers.
    fn grundy(&self) -> Result<Natural> {
        Ok(self.xor())
    }

    /// Every move to value 0, at most [`TURTLES_WINNING_MOVE_LIMIT`].
    fn winning_moves(&self, convention: Convention) -> Result<Vec<TurtlesMove>> {
        match convention {
            Convention::Normal => self.moves_to_value(&Natural::ZERO),
            Convention::Misere => Err(self.misere_unsupported()),
        }
    }

    /// Each head's odious number, their XOR, and the rule.
    fn explain(&self, convention: Convention) -> Result<Lines> {
        const SHOWN: usize = 16;
        if convention == Convention::Misere {
            return Err(self.misere_unsupported());
        }
        let mut text = Lines::new();
        text.push(msg!("turtles-explain-head", heads = self.heads.len()));
        text.push(msg!("turtles-explain-value"));
        for head in self.heads.iter().take(SHOWN) {
            text.push(msg!(
                "turtles-explain-coin",
                coin = head,
                value = odious(head)
            ));
        }
        if self.heads.len() > SHOWN {
            text.push(msg!(
                "turtles-explain-more",
                count = self.heads.len() - SHOWN
            ));
        }
        text.push(msg!(
            "sum-explain-total",
            terms = self.value_terms(SHOWN),
            x = self.xor()
        ));
        text.push(msg!("turtles-explain-rule"));
        let moves = self.winning_moves(convention)?;
        text.extend(super::explain_moves(self, &moves, convention));
        Ok(text)
    }
}

impl fmt::Display for Turtles {
    /// `turtles(0,3,4)`; `turtles(none)` when every coin is tails.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.heads.is_empty() {
            return f.write_str("turtles(none)");
        }
        super::take::write_list(f, "turtles", &self.heads)
    }
}

impl Notation for Turtles {
    const NAMES: &'static [&'static str] = &["turtles"];
    const EXAMPLES: &'static [&'static str] = &["turtles(0,3,4)"];

    fn summary() -> Msg {
        msg!("summary-turtles")
    }

    fn from_call(call: &Call<'_>) -> Result<Turtles> {
        let usage = &msg!("error-turtles-notation");
        call.shape(call.len(), &[], usage)?;
        if call.len() > TURTLES_HEAD_LIMIT {
            let extra = call.atom(TURTLES_HEAD_LIMIT, usage)?;
            return Err(extra.error(
                ErrorKind::TooLarge,
                msg!("error-turtles-more-heads", limit = TURTLES_HEAD_LIMIT),
            ));
        }
        let first = call.atom(0, usage)?;
        if call.len() == 1 && first.text == "none" {
            return Ok(Turtles { heads: Vec::new() });
        }
        let mut heads: Vec<(Natural, usize)> = Vec::with_capacity(call.len());
        for index in 0..call.len() {
            heads.push((
                call.atom(index, usage)?
                    .natural(msg!("error-turtles-coin-position"))?,
                index,
            ));
        }
        heads.sort();
        if let Some(pair) = heads.windows(2).find(|pair| pair[0].0 == pair[1].0) {
            let second = call.atom(pair[0].1.max(pair[1].1), usage)?;
            return Err(second.error(
                ErrorKind::InvalidArgument,
                msg!("error-turtles-twice", coin = &pair[0].0),
            ));
        }
        Turtles::new(heads.into_iter().map(|(x, _)| x).collect())
    }
}

/// A head of Mock Turtles in cost steps besides its closed form: its moves to one value
/// number up to half its position.
const POSITION_STEPS: u64 = 2;

impl Summand for Turtles {
    /// A closed form for each head, and its moves to one value: up to half its position.
    fn cost(&self) -> u64 {
        (self.heads.iter())
            .try_fold(0u64, |total, x| total.checked_add(x.to_u64()?))
            .map_or(cost::UNBOUNDED, |positions| {
                positions
                    .saturating_mul(POSITION_STEPS)
                    .saturating_add(cost::closed_form(&self.heads))
            })
    }

    fn value_method(&self) -> Msg {
        msg!("turtles-value-method")
    }

    /// Within [`TURTLES_WINNING_MOVE_LIMIT`] moves, else an error naming it.
    fn moves_to_value(&self, value: &Natural) -> Result<Vec<TurtlesMove>> {
        let (heads, total) = self.moves_of_value(value);
        if total > Natural::from(TURTLES_WINNING_MOVE_LIMIT) {
            return Err(Error::too_large(
                "turtles_winning_moves",
                TURTLES_WINNING_MOVE_LIMIT,
                Some(total.clone()),
                msg!(
                    "error-turtles-too-many",
                    game = crate::error::quote(&self.to_string()),
                    count = crate::error::shortened(&total),
                    limit = TURTLES_WINNING_MOVE_LIMIT
                ),
            ));
        }
        let mut moves: Vec<TurtlesMove> = heads.iter().flat_map(HeadMoves::moves).collect();
        moves.sort();
        Ok(moves)
    }
}

impl Rules for Turtles {
    /// By the rightmost coin, then by the others: about x²/2 for a head at x.
    fn legal_moves(&self, limit: usize) -> Result<Vec<TurtlesMove>> {
        let mut moves = Vec::new();
        for x in &self.heads {
            let x = x
                .to_u64()
                .filter(|&x| {
                    let count = 1 + x + x.saturating_mul(x.saturating_sub(1)) / 2;
                    (moves.len() as u64).saturating_add(count) <= limit as u64
                })
                .ok_or_else(|| super::take::too_many_moves(self, limit))?;
            let coin = Natural::from;
            moves.push(TurtlesMove {
                turned: vec![coin(x)],
            });
            for a in 0..x {
                moves.push(TurtlesMove {
                    turned: vec![coin(a), coin(x)],
                });
            }
            for b in 0..x {
                for a in 0..b {
                    moves.push(TurtlesMove {
                        turned: vec![coin(a), coin(b), coin(x)],
                    });
                }
            }
        }
        moves.sort();
        Ok(moves)
    }

    fn check_move(&self, mv: &TurtlesMove) -> Result<()> {
        if mv.turned.is_empty() || mv.turned.len() > 3 {
            return Err(Error::illegal_move(msg!("error-turtles-count")));
        }
        if mv.turned.windows(2).any(|pair| pair[0] >= pair[1]) {
            return Err(Error::illegal_move(msg!("error-turtles-order")));
        }
        let x = mv.rightmost();
        if !self.is_head(x) {
            return Err(Error::illegal_move(msg!("error-turtles-tails", coin = x)));
        }
        Ok(())
    }

    fn after(&self, mv: &TurtlesMove) -> Vec<Turtles> {
        vec![self.turned(mv)]
    }

    /// Turning the leftmost head alone.
    fn smallest_move(&self) -> Option<(Natural, TurtlesMove)> {
        let first = self.heads.first()?;
        Some((
            Natural::ONE,
            TurtlesMove {
                turned: vec![first.clone()],
            },
        ))
    }

    /// Each head as a heap of its odious number (the nim-heap it is worth), labelled by its
    /// position.
    fn view(&self) -> View {
        View {
            game: Family::Turtles,
            notation: self.to_string(),
            heaps: (self.heads.iter())
                .map(|x| (msg!("label-turtles-head", coin = x), odious(x)))
                .collect(),
            tokens: TokenStyle::Token,
            row: None,
            rule: Some(msg!("turtles-rule")),
        }
    }
}

impl MoveNotation for Turtles {
    fn parse_move(&self, words: &[&str], _index: usize) -> Result<TurtlesMove> {
        let numbers: Vec<&str> = words
            .iter()
            .copied()
            .filter(|w| !matches!(*w, "turn" | "flip"))
            .collect();
        if numbers.is_empty() || numbers.len() > 3 {
            return Err(cannot_read(words, move_usage()));
        }
        let mut turned = numbers
            .iter()
            .map(|w| super::take::number(w, words, move_usage))
            .collect::<Result<Vec<Natural>>>()?;
        turned.sort();
        let mv = TurtlesMove { turned };
        self.check_move(&mv)?;
        Ok(mv)
    }

    fn move_notation(&self, mv: &TurtlesMove) -> String {
        Turtles::coins(mv)
    }

    fn move_help(&self) -> Msg {
        msg!("turtles-move-help")
    }
}

impl Tutor for Turtles {
    fn describe_move(&self, mv: &TurtlesMove) -> Msg {
        msg!(
            "turtles-move",
            coins = Turtles::coins(mv),
            count = mv.turned.len(),
            head = mv.rightmost()
        )
    }

    fn why_winning(&self, mv: &TurtlesMove, _convention: Convention) -> Msg {
        let values: Vec<String> = mv.turned.iter().map(|c| odious(c).to_string()).collect();
        let change = mv.turned.iter().fold(Natural::ZERO, |x, c| &x ^ &odious(c));
        msg!(
            "turtles-why-winning",
            terms = self.value_terms(16),
            x = self.xor(),
            coins = Turtles::coins(mv),
            values = values.join(" ⊕ "),
            change = change
        )
    }

    fn why_losing(&self, _convention: Convention) -> Msg {
        msg!("turtles-why-losing", terms = self.value_terms(16))
    }
}

impl Searchable for Turtles {
    /// The heads' positions, ascending, as words.
    fn search(&self) -> Result<Search> {
        let heads = (self.heads.iter())
            .map(u64::try_from)
            .collect::<Result<Vec<u64>>>()?;
        let coins = heads.last().map_or(0, |&x| x.saturating_add(1));
        // Every row reached has its heads among coins 0..=x of the rightmost head x; a head at
        // y has 1 + y + y(y − 1)/2 moves.
        let bound = if coins >= 64 { u64::MAX } else { 1u64 << coins };
        let each = 1u64
            .saturating_add(coins)
            .saturating_add(coins.saturating_mul(coins) / 2);
        let options = each.saturating_mul(coins);
        Ok(Search::new(TurtlesRules, heads, bound, options))
    }

    fn search_option(&self, mv: &TurtlesMove) -> Vec<u64> {
        (self.turned(mv).heads.iter())
            .map(|x| x.to_u64().unwrap_or(u64::MAX))
            .collect()
    }
}

/// The rules of Mock Turtles for exhaustive search: a position is the heads' positions,
/// ascending; a move turns a head and up to two coins to its left.
#[derive(Clone, Copy, Debug)]
pub struct TurtlesRules;

impl Game for TurtlesRules {
    type Position = Vec<u64>;

    fn options(&self, heads: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        let turn = |coins: &[u64]| {
            let mut row = heads.clone();
            for &coin in coins {
                match row.binary_search(&coin) {
                    Ok(index) => {
                        row.remove(index);
                    }
                    Err(index) => row.insert(index, coin),
                }
            }
            row
        };
        for &x in heads {
            out.push(turn(&[x]));
            for a in 0..x {
                out.push(turn(&[a, x]));
                for b in a + 1..x {
                    out.push(turn(&[a, b, x]));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odious_numbers_on_words_and_big_positions_agree() {
        for x in 0..300u64 {
            let expected = 2 * x + u64::from(x.count_ones() % 2 == 0);
            assert_eq!(odious(&Natural::from(x)), Natural::from(expected));
        }
        // 2^64 has one 1: odious(2^64) = 2^65.
        let big = power_of_two(64);
        assert_eq!(odious(&big), power_of_two(65));
        // 2^64 + 1 has two: 2^65 + 3.
        assert_eq!(odious(&(&big + 1u64)), &power_of_two(65) + 3u64);
    }

    #[test]
    fn repeated_and_too_many_heads_are_refused() {
        let error = "turtles(1,4,1)".parse::<Turtles>().unwrap_err();
        assert_eq!(error.column(), Some(13));
        assert!(error.message().contains("coin 1 is given twice"));
        assert!(Turtles::new(vec![Natural::ZERO; TURTLES_HEAD_LIMIT + 1]).is_err());
        assert_eq!(
            "turtles(none)".parse::<Turtles>().unwrap().to_string(),
            "turtles(none)"
        );
        assert_eq!(
            "turtles(4,0,3)".parse::<Turtles>().unwrap().to_string(),
            "turtles(0,3,4)"
        );
    }

    #[test]
    fn misere_play_is_refused() {
        let row: Turtles = "turtles(2)".parse().unwrap();
        for error in [
            row.outcome(Convention::Misere).unwrap_err(),
            row.winning_moves(Convention::Misere).unwrap_err(),
            row.explain(Convention::Misere).unwrap_err(),
        ] {
            assert_eq!(error.kind(), ErrorKind::Unsupported);
        }
    }

    /// Every sentence of the game is in both catalogues with its variables.
    #[test]
    fn the_prose_is_in_both_languages() {
        use crate::text::Lang;
        let row: Turtles = "turtles(1,5)".parse().unwrap();
        let text = row.explain(Convention::Normal).unwrap().render(Lang::En);
        assert!(text.contains("coin 5: 11"), "{text}");
        for notation in [
            "turtles(none)",
            "turtles(0,1,2,3)",
            "turtles(3,9)",
            "turtles(6)",
        ] {
            let row: Turtles = notation.parse().unwrap();
            crate::games::render_every_sentence(&row, &[Convention::Normal]);
        }
    }

    #[test]
    fn moves_are_typed_as_the_coins_turned() {
        let row: Turtles = "turtles(2,5)".parse().unwrap();
        let mv = row.parse_move(&["turn", "5", "1"], 0).unwrap();
        assert_eq!(row.move_notation(&mv), "1 5");
        assert!(row.parse_move(&["3"], 0).is_err()); // tails
        assert!(row.parse_move(&["1", "1", "5"], 0).is_err());
        assert!(row.parse_move(&["0", "1", "2", "5"], 0).is_err());
        assert_eq!(row.after(&mv)[0].to_string(), "turtles(1,2)");
    }
}
