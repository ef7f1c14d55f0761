//! How an answer about a heap game (an octal game's sequence, its misère quotient) names its
//! game, so that a front end titles it from the answer alone, without reading the code itself.

use std::fmt;

use crate::games::octal::{HeapGame, OctalCode};

/// The kind of title a heap game gets: Grundy's game, a named octal game, or a code that is
/// hexadecimal or octal. Its [`Display`](fmt::Display) is the English title a plot shows
/// ("Octal game 0.77 (kayles)"); a front end that speaks other languages maps each kind to a
/// message of its own (exhaustively: a new kind of title is a new message in each).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameTitle {
    /// Grundy's game (split a heap into two unequal heaps).
    Grundys,
    /// An octal game with a name of its own.
    Named {
        /// The code, as `0.77`.
        code: String,
        /// The name, as `kayles`.
        name: String,
    },
    /// A code with a hexadecimal digit (a move may leave three heaps).
    Hexadecimal {
        /// The code, as `4.f7`.
        code: String,
    },
    /// Any other octal code.
    Octal {
        /// The code, as `0.6`.
        code: String,
    },
}

impl GameTitle {
    /// The title of `game`.
    pub(crate) fn of(game: &HeapGame) -> GameTitle {
        match (game, game.name()) {
            (HeapGame::Grundys, _) => GameTitle::Grundys,
            (HeapGame::Octal(code), Some(name)) => GameTitle::Named {
                code: code.to_string(),
                name: name.to_string(),
            },
            (HeapGame::Octal(code), None) if code.is_hexadecimal() => GameTitle::Hexadecimal {
                code: code.to_string(),
            },
            (HeapGame::Octal(code), None) => GameTitle::Octal {
                code: code.to_string(),
            },
        }
    }

    /// The title of the game an answer names by its code (`None`: Grundy's game, which has
    /// none); a code the answer holds is one the library wrote, so it reads back.
    pub(crate) fn of_code(code: Option<&str>) -> GameTitle {
        match code.map(str::parse::<OctalCode>) {
            None => GameTitle::Grundys,
            Some(Ok(code)) => GameTitle::of(&HeapGame::Octal(code)),
            // An answer read from elsewhere with a code this library does not read: the
            // code as it is.
            Some(Err(_)) => GameTitle::Octal {
                code: code.unwrap_or_default().to_string(),
            },
        }
    }
}

impl fmt::Display for GameTitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameTitle::Grundys => f.write_str("Grundy's game"),
            GameTitle::Named { code, name } => write!(f, "Octal game {code} ({name})"),
            GameTitle::Hexadecimal { code } => write!(f, "Hexadecimal game {code}"),
            GameTitle::Octal { code } => write!(f, "Octal game {code}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_title_reads_as_the_game_s_own_title() {
        for text in ["kayles", "0.6", "4.f7", "grundy", "0.07", "0x0.8"] {
            let Ok(game) = text.parse::<HeapGame>() else {
                continue;
            };
            let title = GameTitle::of(&game);
            assert_eq!(title.to_string(), game.title(), "{text}");
            let code = game.code().map(ToString::to_string);
            assert_eq!(GameTitle::of_code(code.as_deref()), title, "{text}");
        }
        assert_eq!(GameTitle::of_code(None), GameTitle::Grundys);
        assert!(matches!(
            GameTitle::of(&"4.f7".parse().unwrap()),
            GameTitle::Hexadecimal { .. }
        ));
    }
}
