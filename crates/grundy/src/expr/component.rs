//! One game of a sum: its rules and position, and its canonical notation.

use std::fmt;

use crate::games::octal::OctalCode;
use crate::games::subtraction::SubtractionSet;
use crate::num::{Natural, Ratio};

/// One component of an [`Expr`](super::Expr): a game and its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Component {
    /// Nim heaps, `nim(3,4,5)`: take any positive amount from one heap.
    Nim(Vec<Natural>),
    /// Bash's game, `bash(10,max=3)`: one heap, take 1 to `max` (at least 1).
    Bash {
        /// The heap.
        heap: Natural,
        /// The most one move may take.
        max: Natural,
    },
    /// Wythoff's game, `wythoff(3,5)`: take from one heap, or the same from both.
    Wythoff(Natural, Natural),
    /// The take-away game with multiplier `k`, `takeaway(20,k=3/2)`; `fib(20)` is `k = 2`.
    TakeAway {
        /// The heap.
        heap: Natural,
        /// The multiplier: after a take of x the next take is at most ⌊k·x⌋.
        k: Ratio,
        /// The most the mover may take now; `None` is the opening position, `heap − 1`.
        cap: Option<Natural>,
    },
    /// A subtraction game, `sub(10,{1,3,4})`: remove an element of the set.
    Subtraction {
        /// The heap.
        heap: u64,
        /// The subtraction set.
        set: SubtractionSet,
    },
    /// An octal game on one heap, `octal(20,0.6)`; `kayles(n)` is 0.77, `dawsons(n)` is 0.07.
    Octal {
        /// The heap.
        heap: u64,
        /// The octal code.
        code: OctalCode,
    },
}

impl Component {
    /// The game's name in the notation (`"nim"`, `"bash"`, `"fib"`, `"kayles"`, ...).
    pub fn name(&self) -> &'static str {
        match self {
            Component::Nim(_) => "nim",
            Component::Bash { .. } => "bash",
            Component::Wythoff(..) => "wythoff",
            Component::TakeAway { k, .. } if is_two(*k) => "fib",
            Component::TakeAway { .. } => "takeaway",
            Component::Subtraction { .. } => "sub",
            Component::Octal { code, .. } => octal_name(code).unwrap_or("octal"),
        }
    }

    /// The take-away cap in force: the one given, or `heap − 1` (0 for an empty heap).
    pub(super) fn effective_cap(heap: &Natural, cap: Option<&Natural>) -> Natural {
        match cap {
            Some(cap) => cap.clone(),
            None => heap.checked_sub(&Natural::ONE).unwrap_or(Natural::ZERO),
        }
    }
}

fn is_two(k: Ratio) -> bool {
    k.numer() == 2 && k.denom() == 1
}

fn octal_name(code: &OctalCode) -> Option<&'static str> {
    match code.digits() {
        [0, 7, 7] => Some("kayles"),
        [0, 0, 7] => Some("dawsons"),
        _ => None,
    }
}

impl fmt::Display for Component {
    /// Canonical notation: no spaces, `fib` for `k = 2`, `kayles`/`dawsons` for 0.77/0.07.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Component::Nim(heaps) => {
                f.write_str("nim(")?;
                for (index, heap) in heaps.iter().enumerate() {
                    if index > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{heap}")?;
                }
                f.write_str(")")
            }
            Component::Bash { heap, max } => write!(f, "bash({heap},max={max})"),
            Component::Wythoff(a, b) => write!(f, "wythoff({a},{b})"),
            Component::TakeAway { heap, k, cap } => {
                if is_two(*k) {
                    write!(f, "fib({heap}")?;
                } else {
                    write!(f, "takeaway({heap},k={k}")?;
                }
                if let Some(cap) = cap {
                    write!(f, ",cap={cap}")?;
                }
                f.write_str(")")
            }
            Component::Subtraction { heap, set } => write!(f, "sub({heap},{set})"),
            Component::Octal { heap, code } => match octal_name(code) {
                Some(name) => write!(f, "{name}({heap})"),
                None => write!(f, "octal({heap},{code})"),
            },
        }
    }
}
