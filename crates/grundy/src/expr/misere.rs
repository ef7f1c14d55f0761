//! Misère play of a sum, answered only where exact: Bouton's rule on the heap values of Nim
//! and Bash components, Wythoff's misère closed form for a lone Wythoff component, and
//! exhaustive search of sums small enough; anything else is refused with the reason.

use crate::engine::{Convention, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::games::wythoff::Wythoff;
use crate::num::Natural;

use super::values::bash_move_to;
use super::{Analysis, Component, ComponentAnalysis, ComponentMove, Expr, Method, SumMove, search};

pub(super) fn analyze(expr: &Expr) -> Result<Analysis> {
    let components = expr.components();
    let rows: Vec<ComponentAnalysis> = components
        .iter()
        .map(|c| ComponentAnalysis {
            expr: c.to_string(),
            grundy: Err("misère play: Grundy values do not add up".to_string()),
        })
        .collect();
    let (method, outcome, winning_moves) = if components
        .iter()
        .all(|c| matches!(c, Component::Nim(_) | Component::Bash { .. }))
    {
        let (outcome, moves) = misere_bouton(components)?;
        (Method::MisereBouton, outcome, moves)
    } else if let [Component::Wythoff(a, b)] = components {
        let game = Wythoff::new(a.clone(), b.clone(), Convention::Misere);
        let mut moves: Vec<SumMove> = game
            .winning_moves()
            .into_iter()
            .map(|to| SumMove {
                component: 0,
                kind: ComponentMove::Wythoff { to },
            })
            .collect();
        moves.sort();
        (Method::ClosedForm, game.outcome(), moves)
    } else {
        let (outcome, moves) = search::misere(expr).map_err(|e| {
            Error::new(
                ErrorKind::Unsupported,
                format!(
                    "misère play is exact only for sums of nim and bash components \
                         (Bouton's rule), a single wythoff, or sums small enough to search whole; \
                         '{expr}' is none of these: {}",
                    e.message()
                ),
            )
        })?;
        (Method::MisereSearch, outcome, moves)
    };
    Ok(Analysis {
        convention: Convention::Misere,
        method,
        outcome,
        grundy: None,
        components: rows,
        winning_moves,
    })
}

/// One heap of the misère rule: its value (h, or h mod (m+1)) and where it sits.
struct Heap<'a> {
    component: usize,
    nim_index: Option<usize>,
    heap: &'a Natural,
    max: Option<&'a Natural>,
    value: Natural,
}

/// Bouton's misère rule on heap values: if every value is ≤ 1, P iff an odd number are 1;
/// otherwise P iff their XOR is 0 (THEORY: misère Nim; for Bash heaps the value is h mod (m+1),
/// checked against exhaustive search in the tests).
fn misere_bouton(components: &[Component]) -> Result<(Outcome, Vec<SumMove>)> {
    let mut heaps = Vec::new();
    for (component, c) in components.iter().enumerate() {
        match c {
            Component::Nim(list) => heaps.extend(list.iter().enumerate().map(|(i, h)| Heap {
                component,
                nim_index: Some(i),
                heap: h,
                max: None,
                value: h.clone(),
            })),
            Component::Bash { heap, max } => {
                if max.is_zero() {
                    return Err(Error::invalid(format!(
                        "'{c}': max = 0 allows no move; expected max >= 1"
                    )));
                }
                heaps.push(Heap {
                    component,
                    nim_index: None,
                    heap,
                    max: Some(max),
                    value: heap % &(max + 1),
                });
            }
            _ => {
                return Err(Error::invalid(
                    "Bouton's rule applies to nim and bash components only",
                ));
            }
        }
    }
    let one = Natural::ONE;
    let total = heaps.iter().fold(Natural::ZERO, |x, h| x ^ &h.value);
    let ones = heaps.iter().filter(|h| h.value == one).count();
    let large = heaps.iter().filter(|h| h.value > one).count();
    let is_p = |total: &Natural, ones: usize, large: usize| {
        if large == 0 {
            ones % 2 == 1
        } else {
            total.is_zero()
        }
    };
    let mut moves = Vec::new();
    if is_p(&total, ones, large) {
        return Ok((Outcome::P, moves));
    }
    for heap in &heaps {
        let mut targets = vec![&heap.value ^ &total, Natural::ZERO, one.clone()];
        targets.sort();
        targets.dedup();
        for target in targets {
            let count = |v: &Natural| (usize::from(*v == one), usize::from(*v > one));
            let (old_ones, old_large) = count(&heap.value);
            let (new_ones, new_large) = count(&target);
            let after = &(&total ^ &heap.value) ^ &target;
            if target == heap.value
                || !is_p(
                    &after,
                    ones - old_ones + new_ones,
                    large - old_large + new_large,
                )
            {
                continue;
            }
            let kind = match (heap.nim_index, heap.max) {
                (Some(index), _) if target < *heap.heap => ComponentMove::Nim {
                    heap: index,
                    to: target,
                },
                (None, Some(max)) => match bash_move_to(heap.heap, max, &target) {
                    Some((take, to)) => ComponentMove::Take { take, to },
                    None => continue,
                },
                _ => continue,
            };
            moves.push(SumMove {
                component: heap.component,
                kind,
            });
        }
    }
    moves.sort();
    Ok((Outcome::N, moves))
}
