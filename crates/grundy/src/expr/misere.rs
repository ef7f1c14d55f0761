//! Misère play of a sum, answered only where exact: Bouton's rule on the heap values of
//! components whose games have one (Nim and Bash heaps; docs/THEORY.md § 4.3), a game with its
//! own misère closed form alone (Wythoff), and exhaustive search of sums small enough; anything
//! else is refused with the reason.

use crate::engine::{Convention, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::games::{ImpartialGame, Playable};
use crate::num::Natural;

use super::{Analysis, ComponentAnalysis, Expr, Method, SumMove, search};

pub(super) fn analyze(expr: &Expr, progress: &mut dyn FnMut(u64, u64)) -> Result<Analysis> {
    let components = expr.components();
    let rows: Vec<ComponentAnalysis> = components
        .iter()
        .map(|c| ComponentAnalysis {
            expr: c.to_string(),
            grundy: Err(Error::unsupported(
                "misère play: Grundy values do not add up",
            )),
        })
        .collect();
    let heaps: Option<Vec<Vec<Natural>>> = components.iter().map(Playable::misere_heaps).collect();
    let single_closed_form = match components {
        [single] => single.outcome(Convention::Misere).ok().map(|o| (single, o)),
        _ => None,
    };
    let (method, outcome, winning_moves) = if let Some(heaps) = heaps {
        let (outcome, moves) = bouton(expr, &heaps);
        (Method::MisereBouton, outcome, moves)
    } else if let Some((single, outcome)) = single_closed_form {
        let mut moves: Vec<SumMove> = single
            .winning_moves(Convention::Misere)?
            .into_iter()
            .map(|kind| SumMove { component: 0, kind })
            .collect();
        moves.sort();
        (Method::ClosedForm, outcome, moves)
    } else {
        let (outcome, moves) = search::misere(expr, progress).map_err(|e| {
            if e.kind() == ErrorKind::Interrupted {
                return e;
            }
            e.context(format!(
                "misère play is exact only for sums of nim and bash components (Bouton's rule), \
                 a single wythoff, or sums small enough to search whole; '{}' is none of \
                 these",
                crate::error::quote(&expr.to_string())
            ))
            .with_kind(ErrorKind::Unsupported)
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

/// Bouton's misère rule on heap values: if every value is ≤ 1, P iff an odd number are 1;
/// otherwise P iff their XOR is 0. `heaps[i]` are component i's heap values.
fn bouton(expr: &Expr, heaps: &[Vec<Natural>]) -> (Outcome, Vec<SumMove>) {
    let one = Natural::ONE;
    let all = || heaps.iter().flatten();
    let total = all().fold(Natural::ZERO, |x, v| x ^ v);
    let ones = all().filter(|v| **v == one).count();
    let large = all().filter(|v| **v > one).count();
    let is_p = |total: &Natural, ones: usize, large: usize| {
        if large == 0 {
            ones % 2 == 1
        } else {
            total.is_zero()
        }
    };
    let mut moves = Vec::new();
    if is_p(&total, ones, large) {
        return (Outcome::P, moves);
    }
    let count = |v: &Natural| (usize::from(*v == one), usize::from(*v > one));
    for (component, values) in heaps.iter().enumerate() {
        for (heap, value) in values.iter().enumerate() {
            let mut targets = vec![value ^ &total, Natural::ZERO, one.clone()];
            targets.sort();
            targets.dedup();
            for target in targets {
                let (old_ones, old_large) = count(value);
                let (new_ones, new_large) = count(&target);
                let after = &(&total ^ value) ^ &target;
                if target == *value
                    || !is_p(
                        &after,
                        ones - old_ones + new_ones,
                        large - old_large + new_large,
                    )
                {
                    continue;
                }
                if let Some(kind) = expr.components()[component].misere_heap_move(heap, &target) {
                    moves.push(SumMove { component, kind });
                }
            }
        }
    }
    moves.sort();
    (Outcome::N, moves)
}
