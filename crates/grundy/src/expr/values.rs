//! The Grundy value of each component and, for any value v, every move to an option of value v:
//! the two things the Sprague–Grundy analysis of a sum needs.
//!
//! Nim and Bash have closed forms. Wythoff's game and the take-away game have none: their values
//! come from a table of all smaller positions, within a stated limit. Subtraction and octal games
//! use their Grundy sequences.

use crate::games::octal::{OctalCode, Sequence};
use crate::games::subtraction::Subtraction;
use crate::games::wythoff::{GRUNDY_CELL_LIMIT, GRUNDY_SUM_LIMIT, grundy_rows};
use crate::num::{Natural, Ratio};

use super::{Component, ComponentMove};

/// The largest heap for which a take-away position's Grundy value is computed (by exact search
/// over the positions (n', r') with n' ≤ n, r' ≤ n': about n²/2 of them).
pub const TAKEAWAY_GRUNDY_LIMIT: u64 = 2000;

/// A component whose Grundy value is known, with what is needed to list its moves by value.
pub(super) enum Valued<'a> {
    Nim {
        heaps: &'a [Natural],
        value: Natural,
    },
    Bash {
        heap: &'a Natural,
        max: &'a Natural,
    },
    /// Wythoff with an empty heap: a single Nim heap, of any size.
    WythoffLine {
        heaps: [&'a Natural; 2],
    },
    Wythoff {
        a: usize,
        b: usize,
        /// g(i, j) for i ≤ a, j ≤ b.
        table: Vec<Vec<u64>>,
    },
    TakeAway {
        n: u64,
        r: u64,
        k: Ratio,
        table: Vec<Vec<u16>>,
    },
    Subtraction(Subtraction),
    Octal {
        heap: u64,
        code: &'a OctalCode,
        values: Sequence,
    },
}

/// Values the component, or says (one line) why its value is not computed.
pub(super) fn valuate(component: &Component) -> Result<Valued<'_>, String> {
    Ok(match component {
        Component::Nim(heaps) => {
            let value = heaps.iter().fold(Natural::ZERO, |x, h| x ^ h);
            Valued::Nim { heaps, value }
        }
        Component::Bash { heap, max } => {
            if max.is_zero() {
                return Err("max = 0 allows no move; expected max >= 1".to_string());
            }
            Valued::Bash { heap, max }
        }
        Component::Wythoff(a, b) if a.is_zero() || b.is_zero() => {
            Valued::WythoffLine { heaps: [a, b] }
        }
        Component::Wythoff(a, b) => {
            let within = match (a.to_u64(), b.to_u64()) {
                (Some(x), Some(y)) => x
                    .checked_add(y)
                    .filter(|&sum| sum <= GRUNDY_SUM_LIMIT)
                    .filter(|_| (x + 1) * (y + 1) <= GRUNDY_CELL_LIMIT)
                    .map(|_| (x as usize, y as usize)),
                _ => None,
            };
            let Some((a, b)) = within else {
                return Err(format!(
                    "Wythoff Grundy values have no closed form; g is computed from the table of \
                     all smaller positions, limited to a + b <= {GRUNDY_SUM_LIMIT} and \
                     (a+1)(b+1) <= {GRUNDY_CELL_LIMIT}"
                ));
            };
            Valued::Wythoff {
                a,
                b,
                table: grundy_rows(a + 1, b + 1),
            }
        }
        Component::TakeAway { heap, k, cap } => {
            let Some(n) = heap.to_u64().filter(|&n| n <= TAKEAWAY_GRUNDY_LIMIT) else {
                return Err(format!(
                    "take-away Grundy values have no closed form; g is computed by exact search \
                     over all smaller positions, for heaps of at most {TAKEAWAY_GRUNDY_LIMIT}"
                ));
            };
            let cap = Component::effective_cap(heap, cap.as_ref());
            let r = cap.to_u64().map_or(n, |c| c.min(n));
            Valued::TakeAway {
                n,
                r,
                k: *k,
                table: takeaway_grundy_table(*k, n),
            }
        }
        Component::Subtraction { heap, set } => Valued::Subtraction(
            Subtraction::new(set.clone(), *heap).map_err(|e| e.message().to_string())?,
        ),
        Component::Octal { heap, code } => Valued::Octal {
            heap: *heap,
            code,
            values: code.sequence(*heap).map_err(|e| e.message().to_string())?,
        },
    })
}

impl Valued<'_> {
    /// The component's Grundy value.
    pub(super) fn value(&self) -> Natural {
        match self {
            Valued::Nim { value, .. } => value.clone(),
            Valued::Bash { heap, max } => *heap % &(*max + 1),
            Valued::WythoffLine { heaps: [a, b] } => (*a).max(*b).clone(),
            Valued::Wythoff { a, b, table } => Natural::from(table[*a][*b]),
            Valued::TakeAway { n, r, table, .. } => {
                Natural::from(u64::from(table[*n as usize][*r as usize]))
            }
            Valued::Subtraction(game) => Natural::from(game.grundy()),
            Valued::Octal { heap, values, .. } => Natural::from(values.value(*heap).unwrap_or(0)),
        }
    }

    /// Every move to an option of Grundy value `target`, in ascending order.
    pub(super) fn moves_to(&self, target: &Natural) -> Vec<ComponentMove> {
        let mut moves = Vec::new();
        match self {
            Valued::Nim { heaps, value } => {
                // Heap h goes to h' with value ⊕ h ⊕ h' = target, if h' < h.
                let change = value ^ target;
                for (index, heap) in heaps.iter().enumerate() {
                    let to = heap ^ &change;
                    if to < *heap {
                        moves.push(ComponentMove::Nim { heap: index, to });
                    }
                }
            }
            Valued::Bash { heap, max } => {
                if let Some((take, to)) = bash_move_to(heap, max, target) {
                    moves.push(ComponentMove::Take { take, to });
                }
            }
            Valued::WythoffLine { heaps: [a, b] } => {
                // One heap is empty: the other is a Nim heap of value its size.
                if a.is_zero() && target < *b {
                    moves.push(ComponentMove::Wythoff {
                        to: [Natural::ZERO, target.clone()],
                    });
                }
                if b.is_zero() && target < *a {
                    moves.push(ComponentMove::Wythoff {
                        to: [target.clone(), Natural::ZERO],
                    });
                }
            }
            Valued::Wythoff { a, b, table } => {
                let Some(target) = target.to_u64() else {
                    return moves;
                };
                let hit = |x: usize, y: usize| table[x][y] == target;
                let mut push = |x: usize, y: usize| {
                    moves.push(ComponentMove::Wythoff {
                        to: [Natural::from(x as u64), Natural::from(y as u64)],
                    });
                };
                for t in 1..=(*a).min(*b) {
                    if hit(a - t, b - t) {
                        push(a - t, b - t);
                    }
                }
                (0..*a).filter(|&x| hit(x, *b)).for_each(|x| push(x, *b));
                (0..*b).filter(|&y| hit(*a, y)).for_each(|y| push(*a, y));
            }
            Valued::TakeAway { n, r, k, table } => {
                for take in 1..=*r {
                    let (to, cap) = takeaway_option(*k, *n, take);
                    if Natural::from(u64::from(table[to as usize][cap as usize])) == *target {
                        moves.push(ComponentMove::Take {
                            take: Natural::from(take),
                            to: Natural::from(to),
                        });
                    }
                }
            }
            Valued::Subtraction(game) => {
                if let Some(target) = target.to_u64().and_then(|t| u32::try_from(t).ok()) {
                    for to in game.moves_to_value(target) {
                        let take = game.heap() - to;
                        moves.push(ComponentMove::Take {
                            take: Natural::from(take),
                            to: Natural::from(to),
                        });
                    }
                }
            }
            Valued::Octal { heap, code, values } => {
                // Heaps left behind add by XOR; every leaf is at most `heap`, within the sequence.
                let value = |leaves: &[u64]| {
                    leaves
                        .iter()
                        .fold(0u32, |x, &h| x ^ values.value(h).unwrap_or(0))
                };
                let target = target.to_u64();
                for (take, leaves) in code.moves(*heap) {
                    if Some(u64::from(value(&leaves))) == target {
                        moves.push(ComponentMove::Octal { take, leaves });
                    }
                }
            }
        }
        moves.sort();
        moves
    }
}

/// The Bash move from `heap` (take 1..=max) to an option of value `target` = option mod (max+1):
/// the window of options [heap − max, heap − 1] holds each other residue at most once.
pub(super) fn bash_move_to(
    heap: &Natural,
    max: &Natural,
    target: &Natural,
) -> Option<(Natural, Natural)> {
    let period = max + 1;
    let residue = heap % &period;
    if *target >= period || *target == residue {
        return None;
    }
    let take = match residue.checked_sub(target) {
        Some(take) => take,
        None => (&residue + &period).checked_sub(target)?,
    };
    let to = heap.checked_sub(&take)?;
    Some((take, to))
}

/// The take-away position after taking `take` from `n`: (n − take, min(⌊k·take⌋, n − take)).
pub(super) fn takeaway_option(k: Ratio, n: u64, take: u64) -> (u64, u64) {
    let to = n - take;
    let cap = k.floor_times_u128(u128::from(take)).min(u128::from(to)) as u64;
    (to, cap)
}

/// g(n', r') of the take-away game with multiplier `k` for every r' ≤ n' ≤ `n`: row n' holds
/// r' = 0..=n' (a larger cap is the same position as r' = n').
///
/// The options of (n', r') are those of (n', r'−1) plus one more (take r'), so a row's values
/// come from one growing set and a mex that only moves up: O(n²) in all.
pub(super) fn takeaway_grundy_table(k: Ratio, n: u64) -> Vec<Vec<u16>> {
    let mut table: Vec<Vec<u16>> = Vec::with_capacity(n as usize + 1);
    for heap in 0..=n {
        let mut row = vec![0u16; heap as usize + 1];
        let mut seen = vec![false; heap as usize + 2];
        let mut mex = 0usize;
        for take in 1..=heap {
            let (to, cap) = takeaway_option(k, heap, take);
            seen[usize::from(table[to as usize][cap as usize])] = true;
            while seen[mex] {
                mex += 1;
            }
            row[take as usize] = mex as u16;
        }
        table.push(row);
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::games::takeaway::TakeAwayRules;

    #[test]
    fn takeaway_table_matches_the_solver() {
        for k in ["1/2", "1", "3/2", "2", "5/2", "3", "7/3"] {
            let k: Ratio = k.parse().unwrap();
            let table = takeaway_grundy_table(k, 40);
            let mut solver = Solver::new(TakeAwayRules { k });
            for (n, row) in table.iter().enumerate() {
                for (r, &g) in row.iter().enumerate() {
                    let expected = solver.grundy(&(n as u64, r as u64)).unwrap().value();
                    assert_eq!(u64::from(g), expected, "k={k} n={n} r={r}");
                }
            }
        }
    }

    #[test]
    fn bash_moves_reach_every_other_residue_once() {
        let n = |v: u64| Natural::from(v);
        assert_eq!(bash_move_to(&n(10), &n(3), &n(0)), Some((n(2), n(8))));
        assert_eq!(bash_move_to(&n(10), &n(3), &n(3)), Some((n(3), n(7))));
        assert_eq!(bash_move_to(&n(10), &n(3), &n(2)), None);
        assert_eq!(bash_move_to(&n(10), &n(3), &n(4)), None);
        assert_eq!(bash_move_to(&n(2), &n(3), &n(3)), None);
    }
}
