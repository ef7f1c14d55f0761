//! The notation of a move as a person types it, its canonical form, and its description in
//! words. [`Expr::parse_move`](crate::expr::Expr::parse_move) reads what
//! [`Expr::move_notation`](crate::expr::Expr::move_notation) writes.
//!
//! ```text
//! move     := [ GAME ':' ] body         GAME: the component's number, needed in a sum
//! nim      := H T | H '->' S | 'take' T 'from' H | T          (T alone: a single heap)
//! one heap := T | 'take' T | '->' S                           (bash, takeaway, fib, sub)
//! wythoff  := ('a' | 'b' | 'both') T | 'take' T 'from' ('a' | 'b' | 'both') | '->' X Y
//! octal    := ['take'] T [ 'from' GAME ] [ 'leaving' ] [ A [ B [ C ] ] ]
//! staircase:= ['step'] I T | ('move' | 'take') T 'from' ['step'] I | ['step'] I '->' S
//!            | ['move' | 'take'] T                               (T alone: a single step)
//! lasker   := nim | H '->' A B | 'split' H ['into'] A B
//!            | '->' S | '->' A B | 'split' A B                   (without H: a single heap)
//! ```
//!
//! T is the number of tokens taken, S what a heap is left with, A B C the heaps an octal move
//! leaves (in any order; without them T comes off one end of the row). In Staircase Nim, I is
//! the step (counted from 1; step 0 is the floor), T the coins moved down one step and S the
//! coins left on step I. A Lasker move `H -> A B` splits heap H into heaps A and B (in any
//! order), which take its place. The word `heap`, commas and parentheses may be written anywhere
//! and are ignored; `→` is `->`.

use super::game_range;
use crate::error::{Error, Result};
use crate::expr::{Expr, SumMove};
use crate::games::{MoveNotation, Rules, Tutor};
use crate::text::msg;

impl Expr {
    /// Reads a move typed by a person and checks that it is legal here; the error says why not,
    /// in the game's terms, or what is accepted. The forms are those `grundy play` accepts:
    /// `[GAME:]` then `H T` or `take T from H` or `H -> S` (Nim), `T` or `-> S` (one heap),
    /// `a T`, `b T`, `both T` or `-> X Y` (Wythoff), `[take] T [from GAME] [leaving] [A [B [C]]]`
    /// (octal), `I T` or `I -> S` (Staircase Nim: step I, counted from 1), Nim's forms or
    /// `H -> A B` (Lasker's Nim: split heap H into A and B).
    pub fn parse_move(&self, text: &str) -> Result<SumMove> {
        let spaced = normalize(text);
        let words: Vec<&str> = spaced.split_whitespace().filter(|w| *w != "heap").collect();
        if words.is_empty() {
            return Err(Error::illegal_move(msg!("error-empty-move")));
        }
        let (component, body) = self.split_game(&words)?;
        let game = &self.components()[component];
        let kind = game.parse_move(body, component)?;
        game.check_move(&kind)?;
        Ok(SumMove::new(component, kind))
    }

    /// The canonical notation of `mv`: what a person would type for it here.
    pub fn move_notation(&self, mv: &SumMove) -> String {
        let prefix = if self.components().len() > 1 {
            format!("{}: ", mv.component)
        } else {
            String::new()
        };
        let body = match self.components().get(mv.component) {
            Some(game) => game.move_notation(&mv.kind),
            None => mv.kind.to_string(),
        };
        format!("{prefix}{body}")
    }

    /// `mv` in words, such as "take 2 from heap 1 (3 → 1)"; in a sum, prefixed by the game.
    pub fn describe_move(&self, mv: &SumMove) -> crate::text::Msg {
        use crate::text::msg;
        match self.components().get(mv.component) {
            Some(game) if self.components().len() > 1 => msg!(
                "move-in-game",
                index = crate::text::nth(mv.component),
                game = game,
                move = game.describe_move(&mv.kind)
            ),
            Some(game) => game.describe_move(&mv.kind),
            None => msg!("move-foreign", notation = &mv.kind),
        }
    }

    /// Which component the words name, and the words of the move itself.
    fn split_game<'w>(&self, words: &'w [&'w str]) -> Result<(usize, &'w [&'w str])> {
        let count = self.components().len();
        if let [game, ":", body @ ..] = words {
            let index = game.parse::<usize>().map_err(|_| {
                Error::illegal_move(msg!(
                    "error-not-a-game-number",
                    text = crate::error::quote(game),
                    range = game_range(count)
                ))
            })?;
            if index >= count {
                return Err(Error::illegal_move(msg!(
                    "error-no-game",
                    index = index,
                    range = game_range(count)
                )));
            }
            return Ok((index, body));
        }
        if words.contains(&":") {
            return Err(Error::illegal_move(msg!("error-game-number-first")));
        }
        if count == 1 {
            return Ok((0, words));
        }
        // `take T from G ...`: an octal heap is a game of its own, named by its number.
        if let Some(at) = words.iter().position(|w| *w == "from") {
            let index = words.get(at + 1).and_then(|w| w.parse::<usize>().ok());
            if let Some(index) = index.filter(|&i| i < count)
                && self.components()[index].named_by_from()
            {
                return Ok((index, words));
            }
        }
        Err(Error::illegal_move(msg!(
            "error-move-needs-game",
            count = count,
            range = game_range(count)
        )))
    }
}

/// Lower case, `→` as `->`, and `:` `->` set apart; commas and parentheses become spaces.
fn normalize(text: &str) -> String {
    let text = text.to_lowercase().replace('→', "->").replace("->", " -> ");
    let mut spaced = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            ':' => spaced.push_str(" : "),
            ',' | '(' | ')' => spaced.push(' '),
            _ => spaced.push(c),
        }
    }
    spaced
}
