//! Playing an expression move by move: which moves are legal, what a move leaves, why an illegal
//! one is refused, and a hint in the theory's terms, for `grundy play` and any later front end.
//! The rules, the notation of moves and the reasons are each game's own
//! ([`Playable`](crate::games::Playable)); this module puts them together for a sum. The
//! notation a person types for a move is in [`notation`].
//!
//! A game that splits a heap (an octal game) leaves one component per heap, in place and
//! ascending; a heap with nothing left is dropped, unless it is the only component (then it
//! stays, empty).

mod hint;
mod notation;
#[cfg(test)]
mod tests;

pub use hint::Hint;

use super::{Expr, SumMove};
use crate::error::{Error, Result};
use crate::games::{Component, Rules};
use crate::num::Natural;
use crate::text::{Msg, msg};

impl Expr {
    /// The position after `mv`, or an error (one line, in the game's terms) if the move is not
    /// legal here.
    pub fn apply(&self, mv: &SumMove) -> Result<Expr> {
        let component = self.component_at(mv.component)?;
        component.check_move(&mv.kind)?;
        let mut parts = component.after(&mv.kind);
        if self.components.len() > 1 {
            parts.retain(|part| !part.is_spent());
        }
        let mut components = self.components.clone();
        components.splice(mv.component..=mv.component, parts);
        if components.is_empty() {
            // Only spent heaps were left of a lone component: keep one, empty.
            components.extend(component.after(&mv.kind).into_iter().take(1));
        }
        Ok(Expr { components })
    }

    /// Whether the player to move has no legal move.
    pub fn is_terminal(&self) -> bool {
        self.smallest_move().is_none()
    }

    /// The legal move that removes the fewest tokens (the first such component on a tie; in it,
    /// the largest heap): the move that prolongs the game, which the computer makes when it
    /// cannot win. `None` when no move is legal.
    pub fn smallest_move(&self) -> Option<SumMove> {
        let mut best: Option<(Natural, SumMove)> = None;
        for (index, component) in self.components.iter().enumerate() {
            if let Some((take, kind)) = component.smallest_move()
                && best.as_ref().is_none_or(|(least, _)| take < *least)
            {
                best = Some((take, SumMove::new(index, kind)));
            }
        }
        best.map(|(_, mv)| mv)
    }

    /// Every legal move, by component and then in each game's order; an error if there are
    /// more than `limit` (a heap of any size has that many moves).
    pub fn legal_moves(&self, limit: usize) -> Result<Vec<SumMove>> {
        let mut moves = Vec::new();
        for (index, component) in self.components.iter().enumerate() {
            let room = limit - moves.len();
            for kind in component.legal_moves(room)? {
                moves.push(SumMove::new(index, kind));
            }
        }
        Ok(moves)
    }

    fn component_at(&self, index: usize) -> Result<&Component> {
        self.components.get(index).ok_or_else(|| {
            Error::illegal_move(msg!(
                "error-no-game",
                index = index,
                range = game_range(self.components.len())
            ))
        })
    }
}

/// "the games are numbered 0 to n−1" (or "there is only one game, 0").
pub(super) fn game_range(count: usize) -> Msg {
    if count == 1 {
        msg!("error-games-one")
    } else {
        msg!("error-games-numbered", last = count - 1)
    }
}
