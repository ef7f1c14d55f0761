//! `hint`: a winning move in the notation to type, and why it wins, in the theory's terms
//! (the nim-sum, h mod (m+1), the Wythoff pair, the greedy/Zeckendorf decomposition, the
//! Grundy values of a sum); in a P-position, why no move wins.

use std::io::{self, Write};

use grundy::Natural;
use grundy::engine::{Convention, Outcome};
use grundy::expr::{Analysis, Component, ComponentMove, Expr, Method, SumMove};
use grundy::games::takeaway::TakeAway;
use grundy::games::wythoff::p_position;

pub(super) fn write(
    position: &Expr,
    convention: Convention,
    out: &mut impl Write,
) -> io::Result<()> {
    let analysis = match position.analyze(convention) {
        Ok(analysis) => analysis,
        Err(error) => return writeln!(out, "No hint: {error}."),
    };
    match analysis.winning_moves.first() {
        Some(mv) => {
            writeln!(
                out,
                "Hint: type `{}`: {}.",
                position.move_notation(mv),
                position.describe_move(mv)
            )?;
            let count = analysis.winning_moves.len();
            if count > 1 {
                writeln!(out, "  ({count} moves win here; this is the first.)")?;
            }
            writeln!(out, "  Why: {}", why_winning(position, &analysis, mv))
        }
        None => {
            writeln!(
                out,
                "No winning move: this is a P-position (the player to move loses)."
            )?;
            writeln!(out, "  Why: {}", why_losing(position, &analysis))?;
            if let Some(mv) = position.smallest_move() {
                writeln!(
                    out,
                    "  Play for time, such as `{}`, and hope for a mistake.",
                    position.move_notation(&mv)
                )?;
            }
            Ok(())
        }
    }
}

fn xor_terms(values: &[Natural]) -> String {
    values
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ⊕ ")
}

fn values(analysis: &Analysis) -> Option<Vec<Natural>> {
    analysis
        .components
        .iter()
        .map(|c| c.grundy.as_ref().ok().cloned())
        .collect()
}

fn why_winning(position: &Expr, analysis: &Analysis, mv: &SumMove) -> String {
    let after = position.apply(mv).ok();
    match (analysis.method, position.components()) {
        (Method::MisereBouton, _) => format!(
            "misère play on heaps (Bouton): while some heap counts 2 or more, make the XOR of \
             the heaps 0 as in normal play; when every heap would count 0 or 1, leave an odd \
             number of 1s. This move leaves {}, a P-position.",
            shown(after.as_ref())
        ),
        (Method::MisereSearch, _) => format!(
            "found by searching every position of the game under misère play: after it ({}), \
             every move of the computer can be answered.",
            shown(after.as_ref())
        ),
        (_, [single]) if analysis.convention == Convention::Misere => match single {
            Component::Wythoff(..) => format!(
                "misère Wythoff: the P-positions are (0, 1), (2, 2) and the normal ones from \
                 (3, 5) on; this move leaves {}.",
                shown(after.as_ref())
            ),
            _ => format!("this move leaves {}, a P-position.", shown(after.as_ref())),
        },
        (_, [single]) => single_winning(single, analysis, mv, after.as_ref()),
        _ => {
            let Some(values) = values(analysis) else {
                return format!("this move leaves {}, a P-position.", shown(after.as_ref()));
            };
            let total = values.iter().fold(Natural::ZERO, |x, g| x ^ g);
            let own = &values[mv.component];
            format!(
                "by Sprague–Grundy the sum is worth the XOR of its games' values: {} = {total}. \
                 Game {} is worth {own}, and this move takes it to a position worth {own} ⊕ \
                 {total} = {}, which makes the XOR 0: a P-position for the computer.",
                xor_terms(&values),
                mv.component,
                own ^ &total
            )
        }
    }
}

fn single_winning(
    game: &Component,
    analysis: &Analysis,
    mv: &SumMove,
    after: Option<&Expr>,
) -> String {
    match (game, &mv.kind) {
        (Component::Nim(heaps), ComponentMove::Nim { heap, to }) => {
            let total = heaps.iter().fold(Natural::ZERO, |x, h| x ^ h);
            format!(
                "the nim-sum is {} = {total}. Heap {heap} has {} and {} ⊕ {total} = {to} is \
                 smaller, so leaving {to} makes the nim-sum 0: a P-position (Bouton).",
                xor_terms(heaps),
                heaps[*heap],
                heaps[*heap]
            )
        }
        (Component::Bash { heap, max }, ComponentMove::Take { take, to }) => format!(
            "{heap} mod ({max}+1) = {take}, so taking {take} leaves {to}, a multiple of {}; \
             whatever the computer takes, you take the rest of {} and keep it so.",
            max + 1,
            max + 1
        ),
        (Component::Wythoff(..), ComponentMove::Wythoff { to: [x, y] }) => {
            let (low, high) = if x <= y { (x, y) } else { (y, x) };
            let k = high.checked_sub(low).unwrap_or(Natural::ZERO);
            let (a_k, b_k) = p_position(&k);
            format!(
                "the P-positions are (a_k, b_k) with a_k = ⌊kφ⌋ and b_k = a_k + k. This move \
                 leaves ({x}, {y}): difference k = {k} and (a_{k}, b_{k}) = ({a_k}, {b_k}), a \
                 P-position."
            )
        }
        (Component::TakeAway { heap, k, cap }, ComponentMove::Take { take, .. }) => {
            takeaway_reason(heap, *k, cap.clone(), Some(take))
        }
        (Component::Subtraction { heap, set }, ComponentMove::Take { take, to }) => format!(
            "in the Grundy sequence of {set}, g({heap}) = {}; taking {take} leaves {to}, where \
             g = 0: a P-position.",
            grundy_of(analysis)
        ),
        (Component::Octal { heap, .. }, ComponentMove::Octal { .. }) => {
            let left = after.and_then(|a| a.analyze(Convention::Normal).ok());
            let parts = left
                .as_ref()
                .and_then(values)
                .map(|v| format!(" (the heaps left are worth {} = 0)", xor_terms(&v)))
                .unwrap_or_default();
            format!(
                "g({heap}) = {} in this game's Grundy sequence, and heaps add by XOR; this move \
                 leaves {}{parts}: a P-position.",
                grundy_of(analysis),
                shown(after)
            )
        }
        _ => format!("this move leaves {}, a P-position.", shown(after)),
    }
}

fn grundy_of(analysis: &Analysis) -> String {
    analysis
        .grundy
        .as_ref()
        .map_or_else(|| "?".to_string(), ToString::to_string)
}

fn takeaway_reason(
    heap: &Natural,
    k: grundy::Ratio,
    cap: Option<Natural>,
    take: Option<&Natural>,
) -> String {
    let Ok(game) = TakeAway::new(heap.clone(), k, cap) else {
        return "the closed form of the take-away game.".to_string();
    };
    let terms = game.decomposition();
    let r = game.cap().min(heap);
    let Some(smallest) = terms.last() else {
        return match take {
            Some(take) => format!(
                "with k = {k} < 1, a take of {take} allows the computer at most ⌊k·{take}⌋ = 0: \
                 it cannot move."
            ),
            None => "no move is possible.".to_string(),
        };
    };
    let name = if k.numer() == 2 && k.denom() == 1 {
        "Fibonacci numbers (Zeckendorf)"
    } else {
        "losing heaps H"
    };
    let sum: Vec<String> = terms.iter().map(ToString::to_string).collect();
    let decomposition = format!(
        "write the heap greedily as a sum of {name}: {heap} = {}.",
        sum.join(" + ")
    );
    match take {
        Some(take) => format!(
            "{decomposition} The smallest term, {smallest}, is at most the {r} you may take: \
             taking {take} leaves the computer unable to reach the next term."
        ),
        None => format!(
            "{decomposition} The smallest term, {smallest}, is more than the {r} you may take: \
             whatever you take, the computer can answer."
        ),
    }
}

fn why_losing(position: &Expr, analysis: &Analysis) -> String {
    match (analysis.method, position.components()) {
        (Method::MisereBouton, _) => "misère play on heaps (Bouton): some heap counts 2 or more \
             and the XOR is 0, or every heap counts 0 or 1 and an odd number count 1; every move \
             breaks that, and the computer restores it."
            .to_string(),
        (Method::MisereSearch, _) => "searching every position under misère play shows that \
             each of your moves has an answer."
            .to_string(),
        (_, [Component::Wythoff(a, b)]) => {
            let (low, high) = if a <= b { (a, b) } else { (b, a) };
            let k = high.checked_sub(low).unwrap_or(Natural::ZERO);
            let note = if analysis.convention == Convention::Misere {
                " (under misère play: (0, 1), (2, 2) and the normal ones from (3, 5) on)"
            } else {
                ""
            };
            format!(
                "({a}, {b}) is the P-position (a_{k}, b_{k}) with a_k = ⌊kφ⌋, b_k = a_k + k{note}: \
                 every number is a coordinate of exactly one P-position and every difference \
                 belongs to exactly one, so a move from one heap, or the same from both, cannot \
                 reach another."
            )
        }
        (_, [Component::TakeAway { heap, k, cap }]) => takeaway_reason(heap, *k, cap.clone(), None),
        (_, [Component::Nim(heaps)]) if analysis.convention == Convention::Normal => format!(
            "the nim-sum {} is 0: every move makes it non-zero, and the computer answers by \
             making it 0 again (Bouton).",
            xor_terms(heaps)
        ),
        (_, [Component::Bash { heap, max }]) if analysis.convention == Convention::Normal => {
            format!(
                "{heap} is a multiple of {}: whatever you take (1 to {max}), the computer takes \
                 the rest of {}.",
                max + 1,
                max + 1
            )
        }
        (_, [_]) if analysis.convention == Convention::Normal => {
            "the Grundy value of this position is 0: every move leaves a non-zero value, and the \
             computer can always bring it back to 0."
                .to_string()
        }
        _ => match values(analysis) {
            Some(values) if analysis.outcome == Outcome::P => format!(
                "by Sprague–Grundy the sum is worth the XOR of its games' values, {} = 0: any \
                 move changes one value and makes the XOR non-zero, and the computer restores 0.",
                xor_terms(&values)
            ),
            _ => "every move leaves a position from which the computer wins.".to_string(),
        },
    }
}

fn shown(after: Option<&Expr>) -> String {
    after.map_or_else(|| "?".to_string(), ToString::to_string)
}
