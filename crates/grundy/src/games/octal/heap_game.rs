//! [`HeapGame`]: a game whose Grundy sequence `grundy seq octal` computes — an octal (or
//! hexadecimal) code, or Grundy's game, which the same engines compute but no period covers.

use std::fmt;
use std::str::FromStr;

use super::{NAMED_GAMES, OctalCode, SequenceRun};
use crate::error::{Error, Result};
use crate::games::grundys_game::{self, GrundysGame};

/// An octal game by its code, or Grundy's game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum HeapGame {
    /// An octal or hexadecimal game.
    Octal(OctalCode),
    /// Grundy's game: split a heap into two unequal heaps.
    Grundys,
}

impl HeapGame {
    /// The famous name of the game, if it has one (`kayles`, `dawsons`, …).
    pub fn name(&self) -> Option<&'static str> {
        match self {
            HeapGame::Octal(code) => {
                let text = code.to_string();
                NAMED_GAMES
                    .iter()
                    .find(|(_, c)| *c == text)
                    .map(|(name, _)| *name)
            }
            HeapGame::Grundys => None,
        }
    }

    /// The game's family, as the JSON field `game` names it: `"octal"` or `"grundy"`.
    pub fn family(&self) -> crate::games::Family {
        match self {
            HeapGame::Octal(_) => crate::games::Family::Octal,
            HeapGame::Grundys => crate::games::Family::Grundy,
        }
    }

    /// The code, for an octal game.
    pub fn code(&self) -> Option<&OctalCode> {
        match self {
            HeapGame::Octal(code) => Some(code),
            HeapGame::Grundys => None,
        }
    }

    /// A title for text output: "Octal game 0.77 (kayles)", "Grundy's game", ….
    pub fn title(&self) -> String {
        match (self, self.name()) {
            (HeapGame::Grundys, _) => "Grundy's game".to_string(),
            (HeapGame::Octal(code), Some(name)) => format!("Octal game {code} ({name})"),
            (HeapGame::Octal(code), None) if code.is_hexadecimal() => {
                format!("Hexadecimal game {code}")
            }
            (HeapGame::Octal(code), None) => format!("Octal game {code}"),
        }
    }

    /// The computation of g(0..=`to`).
    pub fn sequence_run(&self, to: u64) -> Result<SequenceRun> {
        match self {
            HeapGame::Octal(code) => code.sequence_run(to),
            HeapGame::Grundys => GrundysGame.sequence_run(to),
        }
    }

    /// The computation that [`SequenceRun::save`] saved for this game and `to`.
    pub fn restore_run(&self, to: u64, bytes: &[u8]) -> Result<SequenceRun> {
        match self {
            HeapGame::Octal(code) => code.restore_run(to, bytes),
            HeapGame::Grundys => GrundysGame.restore_run(to, bytes),
        }
    }
}

impl FromStr for HeapGame {
    type Err = Error;

    /// An octal code (`0.07`, `4.f7`), a name (`kayles`, …), or `grundy` for Grundy's game.
    fn from_str(text: &str) -> Result<HeapGame> {
        if text.trim().eq_ignore_ascii_case(grundys_game::NAME) {
            return Ok(HeapGame::Grundys);
        }
        text.parse::<OctalCode>().map(HeapGame::Octal).map_err(|e| {
            Error::new(
                e.kind(),
                crate::text::msg!("error-octal-or-grundy", error = e.line()),
            )
        })
    }
}

impl fmt::Display for HeapGame {
    /// The code, or `grundy`: what the checkpoint's fingerprint and the output show.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapGame::Octal(code) => write!(f, "{code}"),
            HeapGame::Grundys => f.write_str(grundys_game::NAME),
        }
    }
}
