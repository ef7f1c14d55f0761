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
use crate::games::dag::DagMove;
use crate::games::euclid::EuclidMove;
use crate::games::hackenbush::HackenbushMove;
use crate::games::lasker::LaskerMove;
use crate::games::moore::MooreMove;
use crate::games::nim::NimMove;
use crate::games::octal::OctalMove;
use crate::games::staircase::StaircaseMove;
use crate::games::turtles::TurtlesMove;
use crate::games::wythoff::WythoffMove;
use crate::games::{ComponentMove, TakeMove, with_games};
use crate::text::nth;

/// A move, in any answer.
///
/// Non-exhaustive: a new game may bring a new shape, and a front end that handles each shape
/// must still build then (it reads an unknown shape through its JSON, which is the contract).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
#[non_exhaustive]
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
    /// Turning over the coins `turn` of a row (Mock Turtles).
    CoinTurn(CoinTurnMove),
    /// Sliding token `token` from vertex `from` to vertex `to` along an edge (a game on a
    /// graph).
    Slide(SlideMove),
    /// A move in several heaps at once, leaving heap `heaps[i]` with `to[i]` tokens (Moore's
    /// Nim).
    Heaps(HeapsMove),
    /// Cutting edge `edge`, between the vertices `ends` (Green Hackenbush).
    Cut(CutMove),
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

/// Mock Turtles: the coins turned over, by position (from 0), ascending; the last goes from
/// heads to tails.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CoinTurnMove {
    /// In a sum: the component moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// The coins turned, ascending (one to three).
    pub turn: Vec<Int>,
}

/// A game on a graph: token `token` (counted from 0) slides along the edge from vertex `from`
/// to vertex `to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SlideMove {
    /// In a sum: the component moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// The token moved, counted from 0 in the position's order.
    pub token: usize,
    /// The vertex it leaves.
    pub from: usize,
    /// The vertex it goes to.
    pub to: usize,
}

/// A move in several heaps at once (Moore's Nim): heap `heaps[i]` (counted from 0, ascending)
/// is left with `to[i]` tokens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct HeapsMove {
    /// In a sum: the component moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// The heaps moved in, counted from 0, ascending.
    pub heaps: Vec<usize>,
    /// Their sizes after the move, in the same order.
    pub to: Vec<Int>,
}

/// Green Hackenbush: edge `edge` (counted from 0 in the order written), between the vertices
/// `ends` as written, is cut; what no longer reaches the ground falls with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CutMove {
    /// In a sum: the component moved in, counted from 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub component: Option<usize>,
    /// The edge cut, counted from 0 in the order written.
    pub edge: usize,
    /// Its two ends, as written (0 and 1 are on the ground).
    pub ends: [Int; 2],
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
            MoveReport::CoinTurn(mv) => mv.component,
            MoveReport::Slide(mv) => mv.component,
            MoveReport::Heaps(mv) => mv.component,
            MoveReport::Cut(mv) => mv.component,
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
            MoveReport::CoinTurn(mv) => &mut mv.component,
            MoveReport::Slide(mv) => &mut mv.component,
            MoveReport::Heaps(mv) => &mut mv.component,
            MoveReport::Cut(mv) => &mut mv.component,
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

impl From<&HackenbushMove> for MoveReport {
    fn from(mv: &HackenbushMove) -> MoveReport {
        let [a, b] = mv.ends;
        MoveReport::Cut(CutMove {
            component: None,
            edge: mv.edge,
            ends: [Int::from(a), Int::from(b)],
        })
    }
}

impl From<&TurtlesMove> for MoveReport {
    fn from(mv: &TurtlesMove) -> MoveReport {
        MoveReport::CoinTurn(CoinTurnMove {
            component: None,
            turn: mv.turned.iter().map(Int::from).collect(),
        })
    }
}

impl From<&DagMove> for MoveReport {
    fn from(mv: &DagMove) -> MoveReport {
        MoveReport::Slide(SlideMove {
            component: None,
            token: mv.token,
            from: mv.from,
            to: mv.to,
        })
    }
}

impl From<&MooreMove> for MoveReport {
    fn from(mv: &MooreMove) -> MoveReport {
        MoveReport::Heaps(HeapsMove {
            component: None,
            heaps: mv.changes.iter().map(|(heap, _)| *heap).collect(),
            to: mv.changes.iter().map(|(_, to)| Int::from(to)).collect(),
        })
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
    /// The move's fields in its game's short form, as the games' moves display themselves:
    /// `heap 0 -> 1`, `take 2 -> 8`, `-> (3, 5)`, `take 1 -> (2, 4)` (without its component or
    /// run), heaps, tokens and edges counted from 0 as in the fields. Prose, which counts them
    /// from 1, is [`MoveReport::msg`].
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
            MoveReport::CoinTurn(mv) => {
                let coins: Vec<String> = mv.turn.iter().map(Int::to_string).collect();
                write!(f, "turn {}", coins.join(" "))
            }
            MoveReport::Slide(mv) => write!(f, "token {}: {} -> {}", mv.token, mv.from, mv.to),
            MoveReport::Heaps(mv) => {
                let heaps: Vec<String> = mv.heaps.iter().map(usize::to_string).collect();
                let to: Vec<String> = mv.to.iter().map(Int::to_string).collect();
                write!(f, "heaps {} -> ({})", heaps.join(", "), to.join(", "))
            }
            MoveReport::Cut(mv) => write!(f, "cut {} ({}-{})", mv.edge, mv.ends[0], mv.ends[1]),
        }
    }
}

impl MoveReport {
    /// The move in its game's short form in words of the catalogue (`move-short-*`): `heap 1 ->
    /// 1` in English, `第 1 堆 -> 1` in Chinese for the move that leaves 1 in the first heap.
    /// Heaps, tokens and edges are counted from 1, as prose counts them
    /// ([`nth`](crate::text::nth)), where the fields and [`Display`](std::fmt::Display) count
    /// from 0.
    pub fn msg(&self) -> crate::text::Msg {
        use crate::text::msg;
        let list = |numbers: &[Int], separator: &str| -> String {
            let shown: Vec<String> = numbers.iter().map(Int::to_string).collect();
            shown.join(separator)
        };
        match self {
            MoveReport::Heap(mv) => msg!(
                "move-short-heap",
                heap = nth(mv.heap),
                to = mv.to.to_string()
            ),
            MoveReport::Take(mv) => msg!(
                "move-short-take",
                take = mv.take.to_string(),
                to = mv.to.to_string()
            ),
            MoveReport::TwoHeaps(mv) => msg!(
                "move-short-two-heaps",
                a = mv.to[0].to_string(),
                b = mv.to[1].to_string()
            ),
            MoveReport::Split(mv) => msg!(
                "move-short-split",
                take = mv.take.to_string(),
                leaves = list(&mv.leaves, ", ")
            ),
            MoveReport::StepDown(mv) => msg!(
                "move-short-step-down",
                step = mv.heap.to_string(),
                take = mv.take.to_string(),
                to = mv.to.to_string()
            ),
            MoveReport::HeapSplit(mv) => msg!(
                "move-short-heap-split",
                heap = nth(mv.heap),
                leaves = list(&mv.leaves, ", ")
            ),
            MoveReport::CoinTurn(mv) => msg!("move-short-coin-turn", coins = list(&mv.turn, " ")),
            MoveReport::Slide(mv) => msg!(
                "move-short-slide",
                token = nth(mv.token),
                from = mv.from.to_string(),
                to = mv.to.to_string()
            ),
            MoveReport::Heaps(mv) => {
                let heaps: Vec<String> = mv.heaps.iter().map(|&h| nth(h).to_string()).collect();
                msg!(
                    "move-short-heaps",
                    heaps = heaps.join(", "),
                    to = list(&mv.to, ", ")
                )
            }
            MoveReport::Cut(mv) => msg!(
                "move-short-cut",
                edge = nth(mv.edge),
                a = mv.ends[0].to_string(),
                b = mv.ends[1].to_string()
            ),
        }
    }

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
            MoveReport::from(&crate::games::hackenbush::HackenbushMove {
                edge: 2,
                ends: [1, 3],
            }),
            MoveReport::from(&crate::games::turtles::TurtlesMove {
                turned: vec![
                    crate::num::Natural::from(2u64),
                    crate::num::Natural::from(7u64),
                ],
            }),
            MoveReport::from(&crate::games::dag::DagMove {
                token: 1,
                from: 0,
                to: 2,
            }),
            MoveReport::Heaps(HeapsMove {
                component: Some(2),
                heaps: vec![0, 3],
                to: vec![int(1), int(4)],
            }),
        ];
        // In prose, heaps, tokens and edges count from 1 (issue 35); steps count from 1 anyway.
        let english = [
            "heap 2 -> 5",
            "take 2 -> 3",
            "-> (4, 7)",
            "-> (3, 5)",
            "take 1 -> (2, 2)",
            "step 3: 1 down, 3 left",
            "heap 2 -> (2, 7)",
            "cut 3 (1-3)",
            "turn 2 7",
            "token 2: 0 -> 2",
            "heaps 1, 4 -> (1, 4)",
        ];
        assert_eq!(shapes.len(), english.len());
        for (shape, english) in shapes.into_iter().zip(english) {
            assert_eq!(shape.msg().render(crate::text::Lang::En), english);
            assert!(!shape.msg().render(crate::text::Lang::Zh).is_empty());
            let json = serde_json::to_string(&shape).unwrap();
            let back: MoveReport = serde_json::from_str(&json).unwrap();
            assert_eq!(back, shape, "{json}");
        }
    }
}
