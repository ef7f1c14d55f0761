//! Playing an expression move by move: which moves are legal, what a move leaves, and why an
//! illegal one is refused, for `grundy play` and any later front end. The notation a person
//! types for a move is in [`notation`].
//!
//! The rules are each game's own (THEORY.md): Nim takes any positive amount from one heap; Bash
//! takes 1 to `max`; Wythoff takes from one heap or the same amount from both; the take-away
//! game takes 1 to r, and after a take of t the cap becomes min(⌊k·t⌋, n − t) (the opening cap
//! is n − 1); a subtraction game removes an element of its set; an octal game removes i tokens
//! from its heap as digit d_i allows (bit 1: leave nothing, 2: one heap, 4: two, 8: three).
//!
//! A component of an expression is a single octal heap, so an octal move that leaves several
//! heaps replaces its component by one component per heap, in place and ascending; one that
//! leaves nothing removes the component, unless it is the only one (then it stays, empty).

mod notation;
#[cfg(test)]
mod tests;

use dashu_int::UBig;

use super::{Component, ComponentMove, Expr, SumMove};
use crate::error::{Error, ErrorKind, Result};
use crate::games::octal::OctalCode;
use crate::num::{Natural, Ratio};

/// Octal digit bits (see `games::octal`): what removing i tokens may leave.
const LEAVE_NONE: u8 = 1;
const LEAVE_ONE: u8 = 2;
const LEAVE_TWO: u8 = 4;
const LEAVE_THREE: u8 = 8;

fn illegal(message: impl Into<String>) -> Error {
    Error::new(ErrorKind::InvalidArgument, message)
}

impl Expr {
    /// The position after `mv`, or an error (one line, in the game's terms) if the move is not
    /// legal here.
    pub fn apply(&self, mv: &SumMove) -> Result<Expr> {
        let component = self.component_at(mv.component)?;
        check(component, &mv.kind)?;
        let mut components = self.components.clone();
        match (component, &mv.kind) {
            (Component::Nim(heaps), ComponentMove::Nim { heap, to }) => {
                let mut heaps = heaps.clone();
                heaps[*heap] = to.clone();
                components[mv.component] = Component::Nim(heaps);
            }
            (Component::Bash { max, .. }, ComponentMove::Take { to, .. }) => {
                components[mv.component] = Component::Bash {
                    heap: to.clone(),
                    max: max.clone(),
                };
            }
            (Component::TakeAway { k, .. }, ComponentMove::Take { take, to }) => {
                let cap = floor_times(*k, take).min(to.clone());
                components[mv.component] = Component::TakeAway {
                    heap: to.clone(),
                    k: *k,
                    cap: Some(cap),
                };
            }
            (Component::Subtraction { set, .. }, ComponentMove::Take { to, .. }) => {
                components[mv.component] = Component::Subtraction {
                    heap: to.to_u64().unwrap_or(0),
                    set: set.clone(),
                };
            }
            (Component::Wythoff(..), ComponentMove::Wythoff { to: [a, b] }) => {
                components[mv.component] = Component::Wythoff(a.clone(), b.clone());
            }
            (Component::Octal { code, .. }, ComponentMove::Octal { leaves, .. }) => {
                let mut leaves = leaves.clone();
                leaves.sort_unstable();
                let mut parts: Vec<Component> = leaves
                    .into_iter()
                    .map(|heap| Component::Octal {
                        heap,
                        code: code.clone(),
                    })
                    .collect();
                if parts.is_empty() && components.len() == 1 {
                    parts.push(Component::Octal {
                        heap: 0,
                        code: code.clone(),
                    });
                }
                components.splice(mv.component..=mv.component, parts);
            }
            _ => {
                return Err(illegal(format!(
                    "that is not a move of {component} ({} game)",
                    component.name()
                )));
            }
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
            if let Some((take, kind)) = smallest_in(component) {
                if best.as_ref().is_none_or(|(least, _)| take < *least) {
                    best = Some((
                        take,
                        SumMove {
                            component: index,
                            kind,
                        },
                    ));
                }
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
            for kind in component_moves(component, room)? {
                moves.push(SumMove {
                    component: index,
                    kind,
                });
            }
        }
        Ok(moves)
    }

    fn component_at(&self, index: usize) -> Result<&Component> {
        self.components.get(index).ok_or_else(|| {
            illegal(format!(
                "there is no game {index}: {}",
                game_range(self.components.len())
            ))
        })
    }
}

/// "the games are numbered 0 to n−1" (or "there is one game, 0").
pub(super) fn game_range(count: usize) -> String {
    if count == 1 {
        "there is only one game, 0".to_string()
    } else {
        format!("the games are numbered 0 to {}", count - 1)
    }
}

/// ⌊k·t⌋ exactly, for a take of any size.
pub(super) fn floor_times(k: Ratio, take: &Natural) -> Natural {
    match take.to_u64() {
        Some(t) => Natural::from(k.floor_times_u128(u128::from(t))),
        None => Natural::from_ubig(take.to_ubig() * UBig::from(k.numer()) / UBig::from(k.denom())),
    }
}

/// Why `kind` is not a legal move of `component`, if it is not.
fn check(component: &Component, kind: &ComponentMove) -> Result<()> {
    let one = Natural::ONE;
    match (component, kind) {
        (Component::Nim(heaps), ComponentMove::Nim { heap, to }) => {
            let Some(size) = heaps.get(*heap) else {
                return Err(illegal(format!(
                    "there is no heap {heap}: {} has heaps 0 to {}",
                    component,
                    heaps.len().saturating_sub(1)
                )));
            };
            if to >= size {
                return Err(illegal(if size.is_zero() {
                    format!("heap {heap} is empty")
                } else {
                    format!(
                        "heap {heap} has {size} tokens: a move leaves fewer (0 to {})",
                        size.sub_or_panic(&one)
                    )
                }));
            }
        }
        (
            Component::Bash { heap, .. } | Component::TakeAway { heap, .. },
            ComponentMove::Take { take, to },
        ) => {
            check_take(component, take, &max_take(component))?;
            if heap.checked_sub(take).as_ref() != Some(to) {
                return Err(illegal(format!(
                    "taking {take} from {heap} leaves {}, not {to}",
                    heap.checked_sub(take).unwrap_or(Natural::ZERO)
                )));
            }
        }
        (Component::Subtraction { heap, set }, ComponentMove::Take { take, to }) => {
            let allowed = take.to_u64().filter(|t| set.elements().contains(t));
            if allowed.is_none() {
                return Err(illegal(format!(
                    "{component} allows taking {}",
                    list_or(set.elements())
                )));
            }
            check_take(component, take, &Natural::from(*heap))?;
            if Natural::from(*heap).checked_sub(take).as_ref() != Some(to) {
                return Err(illegal(format!(
                    "taking {take} from {heap} leaves {}, not {to}",
                    heap.saturating_sub(take.to_u64().unwrap_or(0))
                )));
            }
        }
        (Component::Wythoff(a, b), ComponentMove::Wythoff { to: [x, y] }) => {
            let from_a = x < a && y == b;
            let from_b = x == a && y < b;
            let both = match (a.checked_sub(x), b.checked_sub(y)) {
                (Some(s), Some(t)) => s == t && !s.is_zero(),
                _ => false,
            };
            if !(from_a || from_b || both) {
                return Err(illegal(format!(
                    "from ({a}, {b}) a move takes from one heap, or the same amount from both; \
                     ({x}, {y}) is neither"
                )));
            }
        }
        (Component::Octal { heap, code }, ComponentMove::Octal { take, leaves }) => {
            check_octal(component, *heap, code, *take, leaves)?;
        }
        _ => {
            return Err(illegal(format!(
                "that is not a move of {component} ({} game)",
                component.name()
            )));
        }
    }
    Ok(())
}

/// The most a one-heap game (Bash, take-away) allows taking now.
pub(super) fn max_take(component: &Component) -> Natural {
    match component {
        Component::Bash { heap, max } => heap.min(max).clone(),
        Component::TakeAway { heap, cap, .. } => {
            Component::effective_cap(heap, cap.as_ref()).min(heap.clone())
        }
        Component::Subtraction { heap, set } => Natural::from(
            set.elements()
                .iter()
                .copied()
                .filter(|&s| s <= *heap)
                .max()
                .unwrap_or(0),
        ),
        _ => Natural::ZERO,
    }
}

/// A take of 1 to `most` from a one-heap game, with the game's reason when it is not.
fn check_take(component: &Component, take: &Natural, most: &Natural) -> Result<()> {
    if take.is_zero() {
        return Err(illegal("a move takes at least 1 token"));
    }
    if take <= most {
        return Ok(());
    }
    let heap = match component {
        Component::Bash { heap, .. } | Component::TakeAway { heap, .. } => heap.clone(),
        Component::Subtraction { heap, .. } => Natural::from(*heap),
        _ => Natural::ZERO,
    };
    if *take > heap {
        return Err(illegal(if heap.is_zero() {
            "the heap is empty".to_string()
        } else {
            format!("the heap has only {heap} tokens")
        }));
    }
    Err(illegal(match component {
        Component::Bash { max, .. } => format!("{component} allows taking 1 to {max}"),
        Component::TakeAway { cap: None, .. } => {
            format!("on the first move you may take 1 to {most}, not the whole heap")
        }
        Component::TakeAway { k, .. } => {
            let game = if component.name() == "fib" {
                "in Fibonacci Nim".to_string()
            } else {
                format!("with k = {k}")
            };
            if most.is_zero() {
                format!("{game} no take is allowed now")
            } else {
                format!(
                    "{game} you may take at most {most} now (k times the previous take, at most \
                     the heap)"
                )
            }
        }
        _ => format!("you may take at most {most}"),
    }))
}

fn check_octal(
    component: &Component,
    heap: u64,
    code: &OctalCode,
    take: u64,
    leaves: &[u64],
) -> Result<()> {
    if leaves.contains(&0) {
        return Err(illegal(
            "the heaps left must be non-empty (leave out the zeros)",
        ));
    }
    let left = leaves
        .iter()
        .try_fold(take, |sum, &h| sum.checked_add(h))
        .unwrap_or(u64::MAX);
    if left != heap {
        return Err(illegal(if take > heap {
            format!("the heap has only {heap} tokens")
        } else {
            format!(
                "taking {take} from {heap} leaves {} tokens, but the heaps named hold {}",
                heap - take,
                left - take
            )
        }));
    }
    let digit = code.digits().get(take as usize).copied().unwrap_or(0);
    let bit = match leaves.len() {
        0 => LEAVE_NONE,
        1 => LEAVE_ONE,
        2 => LEAVE_TWO,
        3 => LEAVE_THREE,
        _ => 0,
    };
    if digit & bit == 0 || (take == 0 && leaves.len() < 2) {
        return Err(illegal(format!(
            "{component}: {}",
            octal_digit_rule(code, take)
        )));
    }
    Ok(())
}

/// What the code allows when removing `take` tokens, in words.
pub(super) fn octal_digit_rule(code: &OctalCode, take: u64) -> String {
    let digit = code.digits().get(take as usize).copied().unwrap_or(0);
    let mut can = Vec::new();
    if take > 0 && digit & LEAVE_NONE != 0 {
        can.push("nothing (the whole heap)");
    }
    if take > 0 && digit & LEAVE_ONE != 0 {
        can.push("one heap");
    }
    if digit & LEAVE_TWO != 0 {
        can.push("two heaps");
    }
    if digit & LEAVE_THREE != 0 {
        can.push("three heaps");
    }
    let takes: Vec<String> = (0..code.digits().len() as u64)
        .filter(|&t| {
            let d = code.digits()[t as usize];
            if t == 0 {
                d & (LEAVE_TWO | LEAVE_THREE) != 0
            } else {
                d != 0
            }
        })
        .map(|t| t.to_string())
        .collect();
    if can.is_empty() {
        format!(
            "code {code} does not allow removing {take} (digit d_{take} = 0); it allows removing \
             {}",
            takes.join(", ")
        )
    } else {
        format!(
            "code {code}: removing {take} (digit d_{take} = {digit:x}) may leave {}",
            can.join(", ")
        )
    }
}

/// "1, 3 or 4".
pub(super) fn list_or(values: &[u64]) -> String {
    let words: Vec<String> = values.iter().map(u64::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => words.join(""),
    }
}

/// The cheapest move of one component: (tokens removed, the move).
fn smallest_in(component: &Component) -> Option<(Natural, ComponentMove)> {
    let one = Natural::ONE;
    match component {
        Component::Nim(heaps) => {
            let (heap, size) = heaps
                .iter()
                .enumerate()
                .filter(|(_, h)| !h.is_zero())
                .max_by(|(i, x), (j, y)| x.cmp(y).then(j.cmp(i)))?;
            let to = size.sub_or_panic(&one);
            Some((one, ComponentMove::Nim { heap, to }))
        }
        Component::Bash { heap, .. } | Component::TakeAway { heap, .. } => {
            if max_take(component).is_zero() {
                return None;
            }
            let to = heap.sub_or_panic(&one);
            Some((one.clone(), ComponentMove::Take { take: one, to }))
        }
        Component::Subtraction { heap, set } => {
            let take = *set.elements().iter().find(|&&s| s <= *heap)?;
            Some((
                Natural::from(take),
                ComponentMove::Take {
                    take: Natural::from(take),
                    to: Natural::from(heap - take),
                },
            ))
        }
        Component::Wythoff(a, b) => {
            let to = if a > b {
                [a.sub_or_panic(&one), b.clone()]
            } else if !b.is_zero() {
                [a.clone(), b.sub_or_panic(&one)]
            } else {
                return None;
            };
            Some((one, ComponentMove::Wythoff { to }))
        }
        Component::Octal { heap, code } => {
            let heap = *heap;
            for (take, &digit) in code.digits().iter().enumerate() {
                let take = take as u64;
                let Some(rest) = heap.checked_sub(take) else {
                    break;
                };
                let leaves = if take > 0 && rest >= 1 && digit & LEAVE_ONE != 0 {
                    vec![rest]
                } else if take > 0 && rest == 0 && digit & LEAVE_NONE != 0 {
                    Vec::new()
                } else if rest >= 2 && digit & LEAVE_TWO != 0 {
                    vec![1, rest - 1]
                } else if rest >= 3 && digit & LEAVE_THREE != 0 {
                    vec![1, 1, rest - 2]
                } else {
                    continue;
                };
                return Some((Natural::from(take), ComponentMove::Octal { take, leaves }));
            }
            None
        }
    }
}

fn too_many(component: &Component, limit: usize) -> Error {
    Error::too_large(
        "legal_moves",
        limit as u64,
        None,
        format!("{component} has more than {limit} legal moves, more than are listed"),
    )
}

/// Every legal move of one component (at most `limit`, else an error).
fn component_moves(component: &Component, limit: usize) -> Result<Vec<ComponentMove>> {
    let word = |n: &Natural| n.to_u64().filter(|&n| n <= limit as u64);
    let mut moves = Vec::new();
    match component {
        Component::Nim(heaps) => {
            let mut count = 0u64;
            for (heap, size) in heaps.iter().enumerate() {
                let size = word(size).ok_or_else(|| too_many(component, limit))?;
                count += size;
                if count > limit as u64 {
                    return Err(too_many(component, limit));
                }
                moves.extend((0..size).map(|to| ComponentMove::Nim {
                    heap,
                    to: Natural::from(to),
                }));
            }
        }
        Component::Bash { heap, .. } | Component::TakeAway { heap, .. } => {
            let most = word(&max_take(component)).ok_or_else(|| too_many(component, limit))?;
            for take in (1..=most).map(Natural::from) {
                let to = heap.sub_or_panic(&take); // take ≤ max_take ≤ heap
                moves.push(ComponentMove::Take { take, to });
            }
        }
        Component::Subtraction { heap, set } => {
            for &take in set.elements().iter().filter(|&&s| s <= *heap) {
                moves.push(ComponentMove::Take {
                    take: Natural::from(take),
                    to: Natural::from(heap - take),
                });
            }
        }
        Component::Wythoff(a, b) => {
            let (a, b) = match (word(a), word(b)) {
                (Some(a), Some(b)) if a + b + a.min(b) <= limit as u64 => (a, b),
                _ => return Err(too_many(component, limit)),
            };
            let pair = |x: u64, y: u64| ComponentMove::Wythoff {
                to: [Natural::from(x), Natural::from(y)],
            };
            moves.extend((0..a).map(|x| pair(x, b)));
            moves.extend((0..b).map(|y| pair(a, y)));
            moves.extend((1..=a.min(b)).map(|t| pair(a - t, b - t)));
        }
        Component::Octal { heap, code } => {
            // At most 2 + n/2 moves per digit, and about n²/12 more for three-heap splits.
            let n = u128::from(*heap);
            let three = if code.is_hexadecimal() {
                n * n / 12 + 1
            } else {
                0
            };
            let bound = code.digits().len() as u128 * (2 + n / 2 + three);
            if bound > limit as u128 {
                return Err(too_many(component, limit));
            }
            for (take, leaves) in code.moves(*heap) {
                moves.push(ComponentMove::Octal { take, leaves });
            }
        }
    }
    if moves.len() > limit {
        return Err(too_many(component, limit));
    }
    Ok(moves)
}
