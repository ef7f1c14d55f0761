//! [`Component`] and [`ComponentMove`]: any one of the games and any one of their moves,
//! generated from the list of games in `games/mod.rs`, each method dispatched to the game.

use std::fmt;
use std::str::FromStr;

use super::{
    ImpartialGame, MisereTally, MoveNotation, Notation, Repeat, Rules, Search, Searchable, Summand,
    Tutor, View, with_games,
};
use crate::engine::{Convention, Outcome};
use crate::error::{Error, Result};
use crate::notation::{Call, Reader, parse_sum};
use crate::num::Natural;
use crate::text::{Lines, Msg, msg};

/// One game of the catalogue ([`Component::catalogue`]): everything a front end lists about a
/// game before it is played, all from the game's own module.
#[derive(Clone, Debug)]
pub struct CatalogueEntry {
    /// The game's family (the contract's `game`).
    pub family: Family,
    /// The names it is written with, its own first (`["takeaway", "fib"]`).
    pub names: &'static [&'static str],
    /// Examples of its notation.
    pub examples: &'static [&'static str],
    /// The game in one line: how a move is made.
    pub summary: Msg,
    /// Whether misère sums of it follow Bouton's rule ([`Summand::BOUTON_MISERE`]).
    pub bouton_misere: bool,
    /// Whether it has its own misère closed form alone ([`Summand::MISERE_ALONE`]).
    pub misere_alone: bool,
}

macro_rules! components {
    ($( $(#[$doc:meta])* $name:ident($game:ty) = $wire:literal, )*) => {
        /// One game of a sum: any of grundy's games, with its position.
        ///
        /// ```
        /// use grundy::games::{Component, ImpartialGame, Playable};
        /// use grundy::games::bash::Bash;
        /// use grundy::Natural;
        ///
        /// let game = Component::from(Bash::new(Natural::from(7u64), Natural::from(2u64))?);
        /// assert_eq!((game.family().name(), game.to_string()), ("bash", "bash(7,max=2)".to_string()));
        /// assert_eq!(game.grundy()?.to_u64(), Some(1));
        /// # Ok::<(), grundy::Error>(())
        /// ```
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Component {
            $( $(#[$doc])* $name($game), )*
        }

        /// A move of one [`Component`]: the move of its game.
        #[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
        pub enum ComponentMove {
            $( $(#[$doc])* $name(<$game as ImpartialGame>::Move), )*
        }

        $(
            impl From<$game> for Component {
                fn from(game: $game) -> Component {
                    Component::$name(game)
                }
            }

            impl FromStr for $game {
                type Err = Error;

                /// Reads the game's notation, such as it displays (one game, no sum).
                fn from_str(text: &str) -> Result<$game> {
                    let components = parse_sum(
                        text,
                        &mut Reader {
                            read: &mut Component::from_call,
                            examples: &Component::examples_line,
                        },
                    )?;
                    match components.as_slice() {
                        [Component::$name(game)] => Ok(game.clone()),
                        _ => Err(Error::invalid(msg!(
                            "error-component-not-one",
                            text = crate::error::quote(text),
                            name = <$game as Notation>::NAMES[0],
                            example = <$game as Notation>::EXAMPLES[0]
                        ))),
                    }
                }
            }
        )*

        crate::vocab::vocabulary! {
            /// The family of a game, as the contract's field `game` names it (`"nim"`, …, and
            /// `"grundy"` for Grundy's game, `"sum"` for a sum of games).
            pub enum Family {
                $( $(#[$doc])* $name = $wire, )*
                /// Grundy's game: split a heap into two unequal heaps (sequences only).
                Grundy = "grundy",
                /// A sum of games.
                Sum = "sum",
            }
        }

        impl Component {
            /// The game's family.
            pub fn family(&self) -> Family {
                match self {
                    $( Component::$name(_) => Family::$name, )*
                }
            }

            /// Whether misère sums of the game follow Bouton's rule
            /// ([`Summand::BOUTON_MISERE`]).
            pub fn bouton_misere(&self) -> bool {
                match self {
                    $( Component::$name(_) => <$game as Summand>::BOUTON_MISERE, )*
                }
            }

            /// Whether the game alone has its own misère closed form
            /// ([`Summand::MISERE_ALONE`]).
            pub fn misere_alone(&self) -> bool {
                match self {
                    $( Component::$name(_) => <$game as Summand>::MISERE_ALONE, )*
                }
            }

            /// Reads one call `name(arguments)` of the notation, for the game of that name.
            pub fn from_call(call: &Call<'_>) -> Result<Component> {
                $(
                    if <$game as Notation>::NAMES.contains(&call.name()) {
                        return Ok(Component::$name(<$game as Notation>::from_call(call)?));
                    }
                )*
                Err(call.unknown_game())
            }

            /// One example of each game's notation, for messages.
            pub fn examples() -> Vec<&'static str> {
                [$( <$game as Notation>::EXAMPLES, )*].concat()
            }

            /// Every game: its family, the names it is written with, examples of its
            /// notation and its summary, in the order of the list of games.
            pub fn catalogue() -> Vec<CatalogueEntry> {
                vec![$( CatalogueEntry {
                    family: Family::$name,
                    names: <$game as Notation>::NAMES,
                    examples: <$game as Notation>::EXAMPLES,
                    summary: <$game as Notation>::summary(),
                    bouton_misere: <$game as Summand>::BOUTON_MISERE,
                    misere_alone: <$game as Summand>::MISERE_ALONE,
                }, )*]
            }

            /// The examples in one line, for messages: "nim(3,4,5), bash(10,max=3), …".
            pub fn examples_line() -> String {
                Component::examples().join(", ")
            }
        }

        impl fmt::Display for ComponentMove {
            /// The move in the game's own short form ("heap 0 -> 1", "take 2 -> 8").
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $( ComponentMove::$name(mv) => fmt::Display::fmt(mv, f), )*
                }
            }
        }

        impl fmt::Display for Component {
            /// The game's canonical notation.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $( Component::$name(game) => fmt::Display::fmt(game, f), )*
                }
            }
        }

        impl ImpartialGame for Component {
            type Move = ComponentMove;

            fn outcome(&self, convention: Convention) -> Result<Outcome> {
                match self {
                    $( Component::$name(game) => game.outcome(convention), )*
                }
            }

            fn grundy(&self) -> Result<Natural> {
                match self {
                    $( Component::$name(game) => game.grundy(), )*
                }
            }

            fn winning_moves(&self, convention: Convention) -> Result<Vec<ComponentMove>> {
                match self {
                    $( Component::$name(game) => Ok(game
                        .winning_moves(convention)?
                        .into_iter()
                        .map(ComponentMove::$name)
                        .collect()), )*
                }
            }

            fn explain(&self, convention: Convention) -> Result<Lines> {
                match self {
                    $( Component::$name(game) => game.explain(convention), )*
                }
            }
        }

        impl Summand for Component {
            fn value_method(&self) -> Msg {
                match self {
                    $( Component::$name(game) => game.value_method(), )*
                }
            }

            fn moves_to_value(&self, value: &Natural) -> Result<Vec<ComponentMove>> {
                match self {
                    $( Component::$name(game) => Ok(game
                        .moves_to_value(value)?
                        .into_iter()
                        .map(ComponentMove::$name)
                        .collect()), )*
                }
            }

            fn move_runs_to_value(
                &self,
                value: &Natural,
            ) -> Result<Vec<(ComponentMove, Option<Repeat>)>> {
                match self {
                    $( Component::$name(game) => Ok(game
                        .move_runs_to_value(value)?
                        .into_iter()
                        .map(|(mv, repeat)| (ComponentMove::$name(mv), repeat))
                        .collect()), )*
                }
            }

            fn misere_heaps(&self) -> Option<Vec<Natural>> {
                match self {
                    $( Component::$name(game) => game.misere_heaps(), )*
                }
            }

            fn zero_heaps_are_over(&self) -> bool {
                match self {
                    $( Component::$name(game) => game.zero_heaps_are_over(), )*
                }
            }

            fn cost(&self) -> u64 {
                match self {
                    $( Component::$name(game) => game.cost(), )*
                }
            }

            fn misere_alone_cost(&self) -> u64 {
                match self {
                    $( Component::$name(game) => game.misere_alone_cost(), )*
                }
            }

            fn misere_heap_move(&self, heap: usize, value: &Natural) -> Option<ComponentMove> {
                match self {
                    $( Component::$name(game) => {
                        game.misere_heap_move(heap, value).map(ComponentMove::$name)
                    } )*
                }
            }

            fn misere_heap_moves(
                &self,
                heap: usize,
                value: &Natural,
                rest: &MisereTally,
            ) -> Result<Vec<(ComponentMove, Option<Repeat>)>> {
                match self {
                    $( Component::$name(game) => Ok(game
                        .misere_heap_moves(heap, value, rest)?
                        .into_iter()
                        .map(|(mv, repeat)| (ComponentMove::$name(mv), repeat))
                        .collect()), )*
                }
            }
        }

        impl Rules for Component {
            fn legal_moves(&self, limit: usize) -> Result<Vec<ComponentMove>> {
                match self {
                    $( Component::$name(game) => Ok(game
                        .legal_moves(limit)?
                        .into_iter()
                        .map(ComponentMove::$name)
                        .collect()), )*
                }
            }

            fn check_move(&self, mv: &ComponentMove) -> Result<()> {
                match (self, mv) {
                    $( (Component::$name(game), ComponentMove::$name(mv)) => game.check_move(mv), )*
                    _ => Err(self.foreign_move()),
                }
            }

            fn after(&self, mv: &ComponentMove) -> Vec<Component> {
                match (self, mv) {
                    $( (Component::$name(game), ComponentMove::$name(mv)) => {
                        game.after(mv).into_iter().map(Component::$name).collect()
                    } )*
                    _ => vec![self.clone()],
                }
            }

            fn is_spent(&self) -> bool {
                match self {
                    $( Component::$name(game) => game.is_spent(), )*
                }
            }

            fn smallest_move(&self) -> Option<(Natural, ComponentMove)> {
                match self {
                    $( Component::$name(game) => game
                        .smallest_move()
                        .map(|(take, mv)| (take, ComponentMove::$name(mv))), )*
                }
            }

            fn view(&self) -> View {
                match self {
                    $( Component::$name(game) => game.view(), )*
                }
            }
        }

        impl MoveNotation for Component {
            fn parse_move(&self, words: &[&str], index: usize) -> Result<ComponentMove> {
                match self {
                    $( Component::$name(game) => {
                        game.parse_move(words, index).map(ComponentMove::$name)
                    } )*
                }
            }

            fn move_notation(&self, mv: &ComponentMove) -> String {
                match (self, mv) {
                    $( (Component::$name(game), ComponentMove::$name(mv)) => game.move_notation(mv), )*
                    _ => format!("{mv:?}"),
                }
            }

            fn move_help(&self) -> Msg {
                match self {
                    $( Component::$name(game) => game.move_help(), )*
                }
            }

            fn named_by_from(&self) -> bool {
                match self {
                    $( Component::$name(game) => game.named_by_from(), )*
                }
            }
        }

        impl Tutor for Component {
            fn describe_move(&self, mv: &ComponentMove) -> Msg {
                match (self, mv) {
                    $( (Component::$name(game), ComponentMove::$name(mv)) => game.describe_move(mv), )*
                    _ => msg!("move-foreign", notation = format!("{mv:?}")),
                }
            }

            fn why_winning(&self, mv: &ComponentMove, convention: Convention) -> Msg {
                match (self, mv) {
                    $( (Component::$name(game), ComponentMove::$name(mv)) => {
                        game.why_winning(mv, convention)
                    } )*
                    _ => msg!("move-foreign", notation = format!("{mv:?}")),
                }
            }

            fn why_losing(&self, convention: Convention) -> Msg {
                match self {
                    $( Component::$name(game) => game.why_losing(convention), )*
                }
            }
        }

        impl Searchable for Component {
            fn search(&self) -> Result<Search> {
                match self {
                    $( Component::$name(game) => game.search(), )*
                }
            }

            fn search_option(&self, mv: &ComponentMove) -> Vec<u64> {
                match (self, mv) {
                    $( (Component::$name(game), ComponentMove::$name(mv)) => game.search_option(mv), )*
                    _ => Vec::new(),
                }
            }
}
    };
}

with_games!(components);

impl Component {
    fn foreign_move(&self) -> Error {
        Error::illegal_move(msg!(
            "error-component-foreign-move",
            game = self,
            family = self.family()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each game's facts agree with what it does on its own examples: a game that says Bouton's
    /// misère rule gives heap values, one that says its own misère closed form answers misère
    /// play alone, and every example has a bounded cost (each game says its own).
    #[test]
    fn the_catalogue_facts_agree_with_the_games() {
        for entry in Component::catalogue() {
            for example in entry.examples {
                let read = parse_sum(
                    example,
                    &mut Reader {
                        read: &mut Component::from_call,
                        examples: &Component::examples_line,
                    },
                );
                let game = read.unwrap().remove(0);
                assert_eq!(game.bouton_misere(), entry.bouton_misere, "{example}");
                assert_eq!(
                    game.misere_heaps().is_some(),
                    entry.bouton_misere,
                    "{example}"
                );
                assert_eq!(
                    game.outcome(Convention::Misere).is_ok(),
                    entry.bouton_misere || entry.misere_alone,
                    "{example}"
                );
                assert!(game.cost() < super::super::cost::UNBOUNDED, "{example}");
            }
        }
    }
}
