//! Misère play of a sum, answered only where exact: Bouton's rule on the heap values of
//! components whose games have one ([`Summand::BOUTON_MISERE`]; docs/THEORY.md §§ 4.3, 10.2,
//! 11.2), a game with its own misère closed form alone ([`Summand::MISERE_ALONE`]), the misère
//! quotient of octal heaps, and exhaustive search of sums small enough; anything else is refused
//! with the reason, which names the games of the catalogue that have such rules.

use std::collections::HashMap;
use std::ops::ControlFlow;
use std::sync::{Arc, Mutex, OnceLock};

use crate::engine::{Convention, Outcome};
use crate::error::{Error, ErrorKind, Result};
use crate::games::octal::{
    HeapValues, OCTAL_MOVE_WORK_LIMIT, OCTAL_WINNING_MOVE_LIMIT, OctalCode, OctalHeap, OctalMove,
    listed, runs_where,
};
use crate::games::{CatalogueEntry, Component, ComponentMove, MisereTally};
use crate::games::{ImpartialGame, Summand};
use crate::num::Natural;
use crate::quotient::{Element, MisereQuotient, QuotientStatus};
use crate::text::{Arg, Lines, Msg, msg};

use super::{Analysis, ComponentAnalysis, Expr, Method, SumMove, search};

pub(super) fn analyze(expr: &Expr, progress: &mut dyn FnMut(u64, u64)) -> Result<Analysis> {
    let components = expr.components();
    let rows: Vec<ComponentAnalysis> = components
        .iter()
        .map(|c| ComponentAnalysis {
            expr: c.to_string(),
            grundy: Err(Error::unsupported(msg!("error-misere-no-grundy"))),
            moves_missing: None,
        })
        .collect();
    let heaps: Option<Vec<Vec<Natural>>> = components.iter().map(Summand::misere_heaps).collect();
    let single_closed_form = match components {
        [single] => single.outcome(Convention::Misere).ok().map(|o| (single, o)),
        _ => None,
    };
    let (method, outcome, winning_moves) = if let Some(heaps) = heaps {
        let (outcome, moves) = bouton(expr, &heaps)?;
        (Method::MisereBouton, outcome, moves)
    } else if let Some((single, outcome)) = single_closed_form {
        let mut moves: Vec<SumMove> = single
            .winning_moves(Convention::Misere)?
            .into_iter()
            .map(|kind| SumMove::new(0, kind))
            .collect();
        moves.sort();
        (Method::ClosedForm, outcome, moves)
    } else if let Some(found) = by_quotient(expr)? {
        let (outcome, moves) = found;
        (Method::MisereQuotient, outcome, moves)
    } else {
        let (outcome, moves) = search::misere(expr, progress).map_err(|e| {
            if e.kind() == ErrorKind::Interrupted {
                return e;
            }
            let bouton = games_where(|game| game.bouton_misere, true);
            let alone = games_where(|game| game.misere_alone, false);
            let shown = crate::error::quote(&expr.to_string());
            let why = match quotient_gap(expr) {
                None => msg!(
                    "error-misere-no-method",
                    bouton = bouton,
                    alone = alone,
                    expr = shown
                ),
                Some(gap) => msg!(
                    "error-misere-no-method-gap",
                    bouton = bouton,
                    alone = alone,
                    expr = shown,
                    gap = gap
                ),
            };
            e.context(why).with_kind(ErrorKind::Unsupported)
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

/// The catalogue's games that `pick` takes, by their own names: "nim, bash and lasker" (`last`
/// being " and ").
fn games_where(pick: impl Fn(&CatalogueEntry) -> bool, and: bool) -> Msg {
    let names: Vec<String> = (Component::catalogue().iter())
        .filter(|game| pick(game))
        .map(|game| game.names[0].to_string())
        .collect();
    listed_words(&names, and)
}

/// Words (names, codes) as a list: "a, b and c" (or "a, b or c" when not `and`).
fn listed_words(words: &[String], and: bool) -> Msg {
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            let rest = rest.join(", ");
            match and {
                true => msg!("error-list-and", rest = rest, last = last),
                false => msg!("error-list-or", rest = rest, last = last),
            }
        }
        _ => msg!("error-text", text = words.join("")),
    }
}

/// How far `analyze` computes an octal game's misère quotient for heaps beyond it: it stops
/// once proven, and heaps above it are answered only by a proven quotient.
pub const MISERE_QUOTIENT_REACH: u64 = 1000;

/// The work `analyze` gives one quotient computation, in steps (about a second; `grundy
/// misere` allows more).
pub const MISERE_ANALYZE_WORK: u64 = 400_000_000;

type Cache = Mutex<HashMap<Vec<OctalCode>, Arc<MisereQuotient>>>;

fn quotient_cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(Default::default)
}

/// The heaps of a sum whose components are all heaps of octal games (at most
/// [`crate::quotient::MISERE_GAME_LIMIT`] games): the games, in order of first appearance, and
/// each heap with the index of its game.
struct OctalSum<'e> {
    games: Vec<OctalCode>,
    heaps: Vec<(&'e OctalHeap, usize)>,
}

impl OctalSum<'_> {
    /// The largest heap of each game (`u64::MAX` for a heap beyond u64).
    fn largest(&self) -> Vec<u64> {
        let mut largest = vec![0; self.games.len()];
        for (heap, g) in &self.heaps {
            let size = heap.heap().to_u64().unwrap_or(u64::MAX);
            largest[*g] = largest[*g].max(size);
        }
        largest
    }
}

fn octal_sum(expr: &Expr) -> Option<OctalSum<'_>> {
    let mut games: Vec<OctalCode> = Vec::new();
    let mut heaps = Vec::new();
    for c in expr.components() {
        let Component::Octal(heap) = c else {
            return None;
        };
        let g = match games.iter().position(|code| code == heap.code()) {
            Some(g) => g,
            None => {
                games.push(heap.code().clone());
                games.len() - 1
            }
        };
        heaps.push((heap, g));
    }
    (!games.is_empty() && games.len() <= crate::quotient::MISERE_GAME_LIMIT)
        .then_some(OctalSum { games, heaps })
}

/// The misère quotient of the sum's games together, covering each game's largest heap if it
/// can: computed to that heap when within [`MISERE_QUOTIENT_REACH`] (a sum of small heaps
/// needs no more), else to the reach, for a proof. Kept per process and reused when it covers.
fn quotient_for(sum: &OctalSum) -> Result<Arc<MisereQuotient>> {
    let largest = sum.largest();
    let covers = |q: &MisereQuotient| {
        q.stopped().is_some()
            || largest
                .iter()
                .enumerate()
                .all(|(g, &h)| q.heap_element_of(g, h).is_some())
    };
    let cached = quotient_cache()
        .lock()
        .ok()
        .and_then(|c| c.get(&sum.games).cloned());
    if let Some(q) = cached.filter(|q| covers(q)) {
        return Ok(q);
    }
    let to: Vec<u64> = largest
        .iter()
        .map(|&h| h.min(MISERE_QUOTIENT_REACH))
        .collect();
    let limits = crate::quotient::Limits {
        max_work: MISERE_ANALYZE_WORK,
        ..Default::default()
    };
    let q = Arc::new(MisereQuotient::compute_joint(
        &sum.games,
        &to,
        &limits,
        &mut |_| {},
    )?);
    if let Ok(mut cache) = quotient_cache().lock() {
        cache.insert(sum.games.clone(), Arc::clone(&q));
    }
    Ok(q)
}

/// A sum of heaps of octal games whose (joint) misère quotient covers them: P iff the product
/// of the heaps' elements is in the P-portion; a winning move is a move of one heap after
/// which the product is. `None` when the sum is not of that shape or the quotient does not
/// reach.
fn by_quotient(expr: &Expr) -> Result<Option<(Outcome, Vec<SumMove>)>> {
    let Some(sum) = octal_sum(expr) else {
        return Ok(None);
    };
    let q = quotient_for(&sum)?;
    let Some(elements): Option<Vec<Element>> = sum
        .heaps
        .iter()
        .map(|(h, g)| q.heap_element_at_of(*g, h.heap()))
        .collect()
    else {
        return Ok(None);
    };
    let total = elements.iter().fold(0, |x, &e| q.mul(x, e));
    if q.is_p(total) {
        return Ok(Some((Outcome::P, Vec::new())));
    }
    // The product of all heaps but i: prefix times suffix.
    let mut suffix = vec![0; elements.len() + 1];
    for i in (0..elements.len()).rev() {
        suffix[i] = q.mul(elements[i], suffix[i + 1]);
    }
    let mut prefix = 0;
    let mut moves = Vec::new();
    for (i, (heap, g)) in sum.heaps.iter().enumerate() {
        let (heap, g) = (*heap, *g);
        let code = heap.code();
        let others = q.mul(prefix, suffix[i + 1]);
        prefix = q.mul(prefix, elements[i]);
        let size = heap.heap().to_u64().unwrap_or(u64::MAX);
        if let QuotientStatus::Proven { .. } = q.status_of(g) {
            // By the heap map's period, as runs (listed one by one while they are few), as in
            // normal play: a heap of 10^7 has millions of winning moves (issue 31).
            let runs = quotient_runs(&q, g, heap, others)?;
            moves.extend(runs.into_iter().map(|(mv, repeat)| SumMove {
                component: i,
                kind: ComponentMove::Octal(mv),
                repeat,
            }));
            continue;
        }
        let bound = code.move_count_bound(size);
        if bound > u128::from(OCTAL_MOVE_WORK_LIMIT) {
            return Err(Error::too_large(
                "octal_move_work",
                OCTAL_MOVE_WORK_LIMIT,
                Some(heap.heap().clone()),
                msg!(
                    "error-misere-octal-move-work",
                    heap = heap,
                    bound = bound,
                    limit = OCTAL_MOVE_WORK_LIMIT
                ),
            ));
        }
        let mut failed = None;
        code.for_each_move(size, |take, leaves| {
            let after = leaves
                .iter()
                .try_fold(others, |x, &h| q.heap_element_of(g, h).map(|e| q.mul(x, e)));
            match after {
                Some(x) if q.is_p(x) => {
                    if moves.len() as u64 >= OCTAL_WINNING_MOVE_LIMIT {
                        failed = Some(Error::too_large(
                            "octal_winning_moves",
                            OCTAL_WINNING_MOVE_LIMIT,
                            None,
                            msg!(
                                "error-octal-winning-moves",
                                limit = OCTAL_WINNING_MOVE_LIMIT
                            ),
                        ));
                        return ControlFlow::Break(());
                    }
                    moves.push(SumMove::new(
                        i,
                        ComponentMove::Octal(OctalMove {
                            take,
                            leaves: leaves.iter().map(|&h| Natural::from(h)).collect(),
                        }),
                    ));
                }
                _ => {}
            }
            ControlFlow::Continue(())
        });
        if let Some(error) = failed {
            return Err(error);
        }
    }
    moves.sort();
    Ok(Some((Outcome::N, moves)))
}

/// The moves of `heap` (of game `game` of `q`) after which the product with `others` is in
/// the P-portion, as runs (listed one by one up to [`OCTAL_WINNING_MOVE_LIMIT`]): past the
/// heap map's preperiod the elements repeat with its period, so a split's product depends on
/// its smaller heap mod the period, as a Grundy value does in normal play (docs/THEORY.md
/// § 8.4a). The game's heap map must be proven.
pub(super) fn quotient_runs(
    q: &MisereQuotient,
    game: usize,
    heap: &OctalHeap,
    others: Element,
) -> Result<Vec<(OctalMove, Option<crate::games::Repeat>)>> {
    let QuotientStatus::Proven {
        preperiod, period, ..
    } = q.status_of(game)
    else {
        return Err(Error::invalid(msg!("error-runs-need-proven-quotient")));
    };
    let values = HeapValues {
        preperiod,
        period,
        value: |h: &Natural| q.heap_element_at_of(game, h).unwrap_or(0),
        combine: |x: Element, y: Element| q.mul(x, y),
        empty: 0,
    };
    let runs = runs_where(
        heap.code(),
        &values,
        heap.heap(),
        |x| q.is_p(q.mul(others, x)),
        &crate::error::quote(&heap.to_string()),
    )?;
    Ok(listed(runs, OCTAL_WINNING_MOVE_LIMIT))
}

/// Why a sum of heaps of octal games was not answered by their quotient: it holds only up to
/// a heap below the sum's largest (and why it stopped there).
fn quotient_gap(expr: &Expr) -> Option<Msg> {
    let sum = octal_sum(expr)?;
    let q = quotient_cache().lock().ok()?.get(&sum.games).cloned()?;
    let names: Vec<String> = sum.games.iter().map(ToString::to_string).collect();
    let reached: Vec<String> = (0..sum.games.len())
        .map(|g| q.heaps_computed_of(g).to_string())
        .collect();
    let (games, heaps) = (listed_words(&names, true), listed_words(&reached, true));
    Some(match q.stopped() {
        None => msg!("error-quotient-gap", games = games, heaps = heaps),
        Some(why) => msg!(
            "error-quotient-gap-why",
            games = games,
            heaps = heaps,
            why = why.msg().clone()
        ),
    })
}

/// The `--explain` lines of an answer found by [`by_quotient`].
pub(super) fn explain_quotient(expr: &Expr) -> Lines {
    let mut text = Lines::new();
    let Some(sum) = octal_sum(expr) else {
        return text;
    };
    let Ok(q) = quotient_for(&sum) else {
        return text;
    };
    let proof = |g: usize| match q.status_of(g) {
        QuotientStatus::Proven {
            preperiod, period, ..
        } => msg!("quotient-proven", period = period, preperiod = preperiod),
        QuotientStatus::HoldsTo(n) => msg!("quotient-holds", n = n),
    };
    let p_portion = q
        .p_portion()
        .into_iter()
        .map(|x| q.name(x))
        .collect::<Vec<_>>()
        .join(", ");
    if sum.games.len() == 1 {
        let code = &sum.games[0];
        text.push(msg!(
            "quotient-explain-one",
            code = code,
            order = q.order(),
            proof = proof(0),
            portion = p_portion
        ));
    } else {
        let games: Vec<Msg> = (0..sum.games.len())
            .map(|g| msg!("quotient-game", code = &sum.games[g], proof = proof(g)))
            .collect();
        text.push(msg!(
            "quotient-explain-joint",
            order = q.order(),
            games = Arg::Join(games, "; "),
            portion = p_portion
        ));
    }
    let mut total = 0;
    let mut names = Vec::new();
    for (heap, g) in &sum.heaps {
        if let Some(x) = q.heap_element_at_of(*g, heap.heap()) {
            total = q.mul(total, x);
            names.push(q.name(x));
            text.push(msg!("quotient-heap", heap = heap, element = q.name(x)));
        }
    }
    text.push(if q.is_p(total) {
        msg!(
            "quotient-product-in",
            product = names.join(" · "),
            total = q.name(total)
        )
    } else {
        msg!(
            "quotient-product-out",
            product = names.join(" · "),
            total = q.name(total)
        )
    });
    text
}

/// Bouton's misère rule on heap values: if every value is ≤ 1, P iff an odd number are 1;
/// otherwise P iff their XOR is 0. `heaps[i]` are component i's heap values; each game lists
/// the moves of one of its heaps that leave a P-position, given the tally of all the others.
fn bouton(expr: &Expr, heaps: &[Vec<Natural>]) -> Result<(Outcome, Vec<SumMove>)> {
    let total = MisereTally::of(heaps.iter().flatten());
    if total.is_p() {
        return Ok((Outcome::P, Vec::new()));
    }
    let mut moves = Vec::new();
    for (component, values) in heaps.iter().enumerate() {
        let game = &expr.components()[component];
        for (heap, value) in values.iter().enumerate() {
            let rest = total.without(value);
            for (kind, repeat) in game.misere_heap_moves(heap, value, &rest)? {
                moves.push(SumMove {
                    component,
                    kind,
                    repeat,
                });
            }
        }
    }
    moves.sort();
    Ok((Outcome::N, moves))
}
