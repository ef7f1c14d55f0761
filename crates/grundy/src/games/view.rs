//! How a game looks to a person: its heaps with their labels, how they are drawn, and what may
//! be taken now (with the reason, where the rule depends on the last move). Every front end
//! draws a position from its [`GameView`]s — the terminal's board, the web page, a notebook —
//! so none of them knows any game.

use crate::num::Natural;
use crate::text::{Lang, Msg, msg};

use super::Family;

/// How a game looks, before it is put in words: [`View::render`] writes its labels and rule in
/// a language, as the [`GameView`] of the contract.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The game's family.
    pub game: Family,
    /// The game in canonical notation.
    pub notation: String,
    /// Its heaps, in order: what each is called, and its size.
    pub heaps: Vec<(Msg, Natural)>,
    /// How its tokens are drawn.
    pub tokens: TokenStyle,
    /// The row of pins it is part of (an octal game's code), if any.
    pub row: Option<String>,
    /// What the player to move may take now, and why, where the game limits it.
    pub rule: Option<Msg>,
}

impl View {
    /// The view with its words in `lang`.
    pub fn render(&self, lang: Lang) -> GameView {
        GameView {
            game: self.game,
            notation: self.notation.clone(),
            heaps: (self.heaps.iter())
                .map(|(label, size)| HeapView::new(label.render(lang), size))
                .collect(),
            tokens: self.tokens,
            row: self.row.clone(),
            rule: self.rule.as_ref().map(|rule| rule.render(lang)),
        }
    }
}

/// One game of a position, as a person sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct GameView {
    /// The game's family.
    pub game: Family,
    /// The game in canonical notation.
    pub notation: String,
    /// Its heaps, in order.
    pub heaps: Vec<HeapView>,
    /// How its tokens are drawn.
    pub tokens: TokenStyle,
    /// Heaps of one row of pins (an octal game's code): games with the same `row` are parts of
    /// one row, which a front end may draw joined.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub row: Option<String>,
    /// What the player to move may take now, and why, where the game limits it.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub rule: Option<String>,
}

/// One heap of a [`GameView`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct HeapView {
    /// How the heap is called: `heap 0`, `heap a`, `heap`, `pins`.
    pub label: String,
    /// Its size.
    #[cfg_attr(feature = "schema", schemars(with = "crate::num::Int"))]
    #[cfg_attr(feature = "serde", serde(with = "crate::num::int::natural_as_int"))]
    pub size: Natural,
}

crate::vocab::vocabulary! {
    /// How the tokens of a game are drawn.
    pub enum TokenStyle {
        /// Counters in a heap.
        Token = "token",
        /// Pins standing in a row (octal games: a move may split the row).
        Pin = "pin",
    }
}

impl HeapView {
    /// A heap called `label` of `size` tokens.
    pub fn new(label: impl Into<String>, size: &Natural) -> HeapView {
        HeapView {
            label: label.into(),
            size: size.clone(),
        }
    }
}

/// "take 1 to 3 now", "take 1 now", "no take is allowed now": a take of 1 to `most` tokens.
pub(crate) fn take_range(most: &Natural) -> Msg {
    if most.is_zero() {
        msg!("rule-no-take")
    } else if *most == Natural::ONE {
        msg!("rule-take-one")
    } else {
        msg!("rule-take-range", most = most)
    }
}
