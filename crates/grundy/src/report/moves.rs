//! A move in an answer: its shape says which fields it has.
//!
//! The wire format is that of schema version 1: a JSON object with only the fields of its shape
//! (and `component` in a sum), told apart by which fields it has — `heap` with `to`, `take`
//! alone, `to` as a pair, `take` with `leaves`, `heap` with `take` (a step of a staircase), or
//! `heap` with `leaves` (a heap split in two). In Rust a move is one of the [`MoveReport`]
//! shapes, so a front end matches on the shape rather than guessing which optional fields are
//! there.

use serde::{Deserialize, Serialize};

use super::Int;
use crate::expr::SumMove;
use crate::games::euclid::EuclidMove;
use crate::games::lasker::LaskerMove;
use crate::games::nim::NimMove;
use crate::games::octal::OctalMove;
use crate::games::staircase::StaircaseMove;
use crate::games::wythoff::WythoffMove;
use crate::games::{ComponentMove, TakeMove, with_games};

/// A move, in any answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
pub enum MoveReport {
    /// A move in one heap of several, leaving it with `to` tokens (Nim).
    Heap(HeapMove),
    /// Taking `take` tokens from a single heap, leaving `to` (Bash, take-away, subtraction).
    Take(TakeMoveReport),
    /// A move in a game of two heaps, leaving both as `to` (Wythoff).
    TwoHeaps(TwoHeapMove),
    /// Taking `take` tokens from a row and leaving the heaps `leaves` (octal games), or a run
    /// of such moves.
    Split(SplitMove),
    /// Moving `take` coins from step `heap` down one step, leaving `to` on it (Staircase Nim).
    StepDown(StepDownMove),
    /// Splitting heap `heap` of several into the two heaps `leaves` (Lasker's Nim), or a run of
    /// such splits.
    HeapSplit(HeapSplitMove),
}

/// Nim: `heap` (counted from 0) is left with `to` tokens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct HeapMove {
    /// In a sum: the component moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// The heap moved in, counted from 0.
    pub heap: usize,
    /// Its size after the move.
    pub to: Int,
}

/// One-heap games: `take` tokens are taken, `to` are left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TakeMoveReport {
    /// In a sum: the component moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// How many tokens are taken.
    pub take: Int,
    /// How many are left.
    pub to: Int,
}

/// Wythoff: both heaps after the move, in the order of the position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TwoHeapMove {
    /// In a sum: the component moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// Both heaps after the move.
    pub to: [Int; 2],
}

/// Octal games: `take` tokens are taken and the non-empty heaps `leaves` are left; or, with
/// `step` and `count`, the first of a run of such moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SplitMove {
    /// In a sum: the component moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// How many tokens are taken.
    pub take: Int,
    /// The non-empty heaps left, ascending (none to three).
    pub leaves: Vec<Int>,
    /// A run of moves: tokens moved from the last heap of `leaves` to the one before it, from
    /// one move of the run to the next.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Int>,
    /// A run of moves: how many moves it holds (at least 2), the one shown first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<Int>,
    /// A triangle run (`true`, else left out): three heaps a ≤ b ≤ c, and the run holds every
    /// (a + i·step, b + i·step + j·step, c − 2i·step − j·step) with i, j ≥ 0 and b ≤ c.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub triangle: Option<bool>,
}

/// Staircase Nim: `take` coins go from step `heap` (counted from 1; step 0 is the floor) down
/// one step, leaving `to` on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct StepDownMove {
    /// In a sum: the component moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// The step the coins leave, counted from 1.
    pub heap: usize,
    /// How many coins move down one step.
    pub take: Int,
    /// The coins left on that step.
    pub to: Int,
}

/// Lasker's Nim: heap `heap` (counted from 0) splits into the two non-empty heaps `leaves`,
/// which take its place; or, with `step` and `count`, the first of a run of such splits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct HeapSplitMove {
    /// In a sum: the component moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// The heap split, counted from 0.
    pub heap: usize,
    /// The two heaps it becomes, ascending.
    pub leaves: Vec<Int>,
    /// A run of splits: tokens moved from the second heap of `leaves` to the first, from one
    /// split of the run to the next.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Int>,
    /// A run of splits: how many it holds (at least 2), the one shown first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<Int>,
}

impl MoveReport {
    /// The component moved in, in a sum.
    pub fn component(&self) -> Option<usize> {
        match self {
            MoveReport::Heap(mv) => mv.component,
            MoveReport::Take(mv) => mv.component,
            MoveReport::TwoHeaps(mv) => mv.component,
            MoveReport::Split(mv) => mv.component,
            MoveReport::StepDown(mv) => mv.component,
            MoveReport::HeapSplit(mv) => mv.component,
        }
    }

    /// The same move, in component `component` of a sum.
    pub fn in_component(mut self, component: usize) -> MoveReport {
        let slot = match &mut self {
            MoveReport::Heap(mv) => &mut mv.component,
            MoveReport::Take(mv) => &mut mv.component,
            MoveReport::TwoHeaps(mv) => &mut mv.component,
            MoveReport::Split(mv) => &mut mv.component,
            MoveReport::StepDown(mv) => &mut mv.component,
            MoveReport::HeapSplit(mv) => &mut mv.component,
        };
        *slot = Some(component);
        self
    }
}

impl From<&NimMove> for MoveReport {
    fn from(mv: &NimMove) -> MoveReport {
        MoveReport::Heap(HeapMove {
            component: None,
            heap: mv.heap,
            to: Int::from(&mv.to),
        })
    }
}

impl From<&TakeMove> for MoveReport {
    fn from(mv: &TakeMove) -> MoveReport {
        MoveReport::Take(TakeMoveReport {
            component: None,
            take: Int::from(&mv.take),
            to: Int::from(&mv.to),
        })
    }
}

impl From<&WythoffMove> for MoveReport {
    fn from(mv: &WythoffMove) -> MoveReport {
        let [a, b] = &mv.to;
        MoveReport::TwoHeaps(TwoHeapMove {
            component: None,
            to: [Int::from(a), Int::from(b)],
        })
    }
}

impl From<&OctalMove> for MoveReport {
    fn from(mv: &OctalMove) -> MoveReport {
        MoveReport::Split(SplitMove {
            component: None,
            take: Int::from(mv.take),
            leaves: mv.leaves.iter().map(Int::from).collect(),
            step: None,
            count: None,
            triangle: None,
        })
    }
}

impl From<&StaircaseMove> for MoveReport {
    fn from(mv: &StaircaseMove) -> MoveReport {
        MoveReport::StepDown(StepDownMove {
            component: None,
            heap: mv.step,
            take: Int::from(&mv.take),
            to: Int::from(&mv.to),
        })
    }
}

impl From<&LaskerMove> for MoveReport {
    fn from(mv: &LaskerMove) -> MoveReport {
        match mv {
            LaskerMove::Take { heap, to } => MoveReport::Heap(HeapMove {
                component: None,
                heap: *heap,
                to: Int::from(to),
            }),
            LaskerMove::Split { heap, into } => MoveReport::HeapSplit(HeapSplitMove {
                component: None,
                heap: *heap,
                leaves: into.iter().map(Int::from).collect(),
                step: None,
                count: None,
            }),
        }
    }
}

impl From<&EuclidMove> for MoveReport {
    /// Both numbers after the move, as Wythoff's two heaps.
    fn from(mv: &EuclidMove) -> MoveReport {
        let [a, b] = &mv.to;
        MoveReport::TwoHeaps(TwoHeapMove {
            component: None,
            to: [Int::from(a), Int::from(b)],
        })
    }
}

macro_rules! move_reports {
    ($( $(#[$doc:meta])* $name:ident($game:ty) = $wire:literal, )*) => {
        impl From<&ComponentMove> for MoveReport {
            fn from(mv: &ComponentMove) -> MoveReport {
                match mv {
                    $( ComponentMove::$name(mv) => MoveReport::from(mv), )*
                }
            }
        }
    };
}

with_games!(move_reports);

impl From<&SumMove> for MoveReport {
    /// The move with its `component`, and its run's `step` and `count` if it starts one.
    fn from(mv: &SumMove) -> MoveReport {
        let mut report = MoveReport::from(&mv.kind).in_component(mv.component);
        match (&mut report, &mv.repeat) {
            (MoveReport::Split(split), Some(repeat)) => {
                split.step = Some(Int::from(&repeat.step));
                split.count = Some(Int::from(&repeat.count));
                split.triangle = repeat.triangle.then_some(true);
            }
            (MoveReport::HeapSplit(split), Some(repeat)) => {
                split.step = Some(Int::from(&repeat.step));
                split.count = Some(Int::from(&repeat.count));
            }
            _ => {}
        }
        report
    }
}

impl std::fmt::Display for MoveReport {
    /// The move in its game's short form, as the games write their moves: `heap 0 -> 1`,
    /// `take 2 -> 8`, `-> (3, 5)`, `take 1 -> (2, 4)` (without its component or run).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveReport::Heap(mv) => write!(f, "heap {} -> {}", mv.heap, mv.to),
            MoveReport::Take(mv) => write!(f, "take {} -> {}", mv.take, mv.to),
            MoveReport::TwoHeaps(mv) => write!(f, "-> ({}, {})", mv.to[0], mv.to[1]),
            MoveReport::Split(mv) => {
                let leaves: Vec<String> = mv.leaves.iter().map(Int::to_string).collect();
                write!(f, "take {} -> ({})", mv.take, leaves.join(", "))
            }
            MoveReport::StepDown(mv) => {
                write!(f, "step {}: {} down, {} left", mv.heap, mv.take, mv.to)
            }
            MoveReport::HeapSplit(mv) => {
                let leaves: Vec<String> = mv.leaves.iter().map(Int::to_string).collect();
                write!(f, "heap {} -> ({})", mv.heap, leaves.join(", "))
            }
        }
    }
}

impl MoveReport {
    /// The rest of the run this move starts, in words ("and 41 more, each moving 12 more tokens
    /// from the last heap to the one before"), if it starts one.
    pub fn run(&self) -> Option<crate::text::Msg> {
        let (step, count, triangle) = match self {
            MoveReport::Split(SplitMove {
                step: Some(step),
                count: Some(count),
                triangle,
                ..
            }) => (step, count, triangle.unwrap_or(false)),
            MoveReport::HeapSplit(HeapSplitMove {
                step: Some(step),
                count: Some(count),
                ..
            }) => (step, count, false),
            _ => return None,
        };
        let repeat = crate::games::Repeat {
            step: step.to_natural(),
            count: count.to_natural(),
            triangle,
        };
        Some(repeat.msg())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shapes are told apart by their fields alone: each reads back as itself, so a
    /// Staircase step is no Nim move and a Lasker split no octal one.
    #[test]
    fn every_shape_reads_back_as_itself() {
        let int = |n: u64| Int::from(n);
        let shapes = [
            MoveReport::from(&crate::games::lasker::LaskerMove::Take {
                heap: 1,
                to: crate::num::Natural::from(5u64),
            }),
            MoveReport::Take(TakeMoveReport {
                component: None,
                take: int(2),
                to: int(3),
            }),
            MoveReport::from(&crate::games::euclid::EuclidMove {
                to: [
                    crate::num::Natural::from(4u64),
                    crate::num::Natural::from(7u64),
                ],
            }),
            MoveReport::TwoHeaps(TwoHeapMove {
                component: Some(1),
                to: [int(3), int(5)],
            }),
            MoveReport::Split(SplitMove {
                component: None,
                take: int(1),
                leaves: vec![int(2), int(2)],
                step: None,
                count: None,
                triangle: None,
            }),
            MoveReport::StepDown(StepDownMove {
                component: Some(0),
                heap: 3,
                take: int(1),
                to: int(3),
            }),
            MoveReport::HeapSplit(HeapSplitMove {
                component: None,
                heap: 1,
                leaves: vec![int(2), int(7)],
                step: Some(int(4)),
                count: Some(int(9)),
            }),
        ];
        for shape in shapes {
            let json = serde_json::to_string(&shape).unwrap();
            let back: MoveReport = serde_json::from_str(&json).unwrap();
            assert_eq!(back, shape, "{json}");
        }
    }
}
