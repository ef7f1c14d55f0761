//! The board as plain text (tokens as `●`, numbers beside them; numbers alone past
//! `TOKEN_LIMIT`) and the in-game help, both written from the position itself.

use std::fmt::Write;

use grundy::expr::{Component, Expr};
use grundy::{Natural, Ratio};

/// The largest heap drawn as tokens.
const TOKEN_LIMIT: u64 = 40;

fn tokens(n: &Natural) -> Option<String> {
    n.to_u64()
        .filter(|&n| n <= TOKEN_LIMIT)
        .map(|n| "●".repeat(n as usize))
}

/// `●●●   (3)` padded to `width` tokens, or `3` when the heap is too large to draw.
fn heap_line(n: &Natural, width: usize) -> String {
    match tokens(n) {
        Some(drawn) => {
            let pad = width.saturating_sub(drawn.chars().count());
            format!("{drawn}{} ({n})", " ".repeat(pad))
        }
        None => n.to_string(),
    }
}

fn width(heaps: &[&Natural]) -> usize {
    heaps
        .iter()
        .filter_map(|h| h.to_u64())
        .filter(|&h| h <= TOKEN_LIMIT)
        .max()
        .unwrap_or(0) as usize
}

/// The whole board: one block per game, numbered in a sum.
pub(super) fn render(position: &Expr, last_takes: &[Option<Natural>]) -> String {
    let components = position.components();
    let mut text = String::new();
    let single = components.len() == 1;
    if single {
        let _ = writeln!(text, "  Position: {position}");
    } else if let Some(row) = octal_row(components) {
        let _ = writeln!(text, "  Row: {row}");
    }
    for (index, component) in components.iter().enumerate() {
        let last = last_takes.get(index).cloned().flatten();
        let lines = picture(position, index, component, last.as_ref());
        if single {
            for line in lines {
                let _ = writeln!(text, "    {line}");
            }
        } else {
            let _ = writeln!(text, "  [{index}] {component}");
            for line in lines {
                let _ = writeln!(text, "        {line}");
            }
        }
    }
    text
}

/// A sum of heaps of one octal game, drawn as one row with gaps: `●●● ●●●●`.
fn octal_row(components: &[Component]) -> Option<String> {
    let mut parts = Vec::new();
    let mut first_code = None;
    for component in components {
        let Component::Octal { heap, code } = component else {
            return None;
        };
        if *first_code.get_or_insert(code) != code {
            return None;
        }
        parts.push(tokens(&Natural::from(*heap))?);
    }
    Some(parts.join("  "))
}

fn picture(
    position: &Expr,
    index: usize,
    component: &Component,
    last: Option<&Natural>,
) -> Vec<String> {
    match component {
        Component::Nim(heaps) => {
            let all: Vec<&Natural> = heaps.iter().collect();
            let width = width(&all);
            heaps
                .iter()
                .enumerate()
                .map(|(i, h)| format!("heap {i}: {}", heap_line(h, width)))
                .collect()
        }
        Component::Wythoff(a, b) => {
            let width = width(&[a, b]);
            vec![
                format!("heap a: {}", heap_line(a, width)),
                format!("heap b: {}", heap_line(b, width)),
            ]
        }
        Component::Bash { heap, max } => {
            let most = heap.min(max);
            vec![format!("heap: {}  {}", heap_line(heap, 0), range(most))]
        }
        Component::TakeAway { heap, cap, .. } => {
            let effective = cap.clone().unwrap_or_else(|| {
                heap.checked_sub(&Natural::from(1u64))
                    .unwrap_or(Natural::ZERO)
            });
            let most = heap.min(&effective);
            let reason = take_away_cap(position, index, last)
                .map(|r| format!(" ({r})"))
                .unwrap_or_default();
            vec![format!(
                "heap: {}  {}{reason}",
                heap_line(heap, 0),
                range(most)
            )]
        }
        Component::Subtraction { heap, set } => {
            let fits: Vec<String> = set
                .elements()
                .iter()
                .filter(|&&s| s <= *heap)
                .map(u64::to_string)
                .collect();
            let allowed = match fits.split_last() {
                None => "no take fits now".to_string(),
                Some((last, [])) => format!("take {last} now"),
                Some((last, rest)) => format!("take {} or {last} now", rest.join(", ")),
            };
            vec![format!(
                "heap: {}  {allowed}",
                heap_line(&Natural::from(*heap), 0)
            )]
        }
        Component::Octal { heap, .. } => {
            vec![format!("pins: {}", heap_line(&Natural::from(*heap), 0))]
        }
    }
}

fn range(most: &Natural) -> String {
    if most.is_zero() {
        "no take is allowed now".to_string()
    } else if *most == Natural::from(1u64) {
        "take 1 now".to_string()
    } else {
        format!("take 1 to {most} now")
    }
}

/// Why a take-away game allows what it does now: "first move: not the whole heap",
/// "2·3 = 6", "⌊3/2·3⌋ = 4, but the heap has only 2"; `None` for a cap given in the
/// expression, or an empty heap.
pub(super) fn take_away_cap(
    position: &Expr,
    index: usize,
    last: Option<&Natural>,
) -> Option<String> {
    let Component::TakeAway { heap, k, cap } = position.components().get(index)? else {
        return None;
    };
    if cap.is_none() {
        return Some("first move: anything but the whole heap".to_string());
    }
    let take = last?.to_u64()?;
    let limit = Natural::from(k.floor_times_u128(u128::from(take)));
    let product = if is_two(*k) {
        format!("2·{take} = {limit}")
    } else {
        format!("⌊{k}·{take}⌋ = {limit}")
    };
    if heap.is_zero() {
        None
    } else if limit > *heap {
        Some(format!("{product}, but the heap has only {heap}"))
    } else {
        Some(product)
    }
}

fn is_two(k: Ratio) -> bool {
    k.numer() == 2 && k.denom() == 1
}

/// The moves of the games in this position, an example, and the commands.
pub(super) fn help(position: &Expr) -> String {
    let mut text = String::from("Moves:\n");
    let mut seen = Vec::new();
    for component in position.components() {
        let (family, line) = match component {
            Component::Nim(heaps) if heaps.len() == 1 => {
                ("nim1", "nim: `T` takes T tokens; `-> S` leaves S")
            }
            Component::Nim(_) => (
                "nim",
                "nim: `H T` takes T tokens from heap H; `H -> S` leaves S in heap H",
            ),
            Component::Wythoff(..) => (
                "wythoff",
                "wythoff: `a T` or `b T` takes T from heap a or b; `both T` takes T from each",
            ),
            Component::Bash { .. } => ("bash", "bash: `T` takes T tokens (1 to max)"),
            Component::TakeAway { .. } => (
                "takeaway",
                "fib, takeaway: `T` takes T tokens; the first move may not take the whole heap, \
                 and each take is at most k times the one before",
            ),
            Component::Subtraction { .. } => {
                ("sub", "sub: `T` takes T tokens, T an element of the set")
            }
            Component::Octal { .. } => (
                "octal",
                "kayles, octal: `T` takes T from one end of the row; `T A B` takes T and leaves \
                 the heaps A and B (kayles: knock down 1 pin or 2 adjacent pins); in a sum, \
                 `take T from G` names the game G",
            ),
        };
        if !seen.contains(&family) {
            seen.push(family);
            let _ = writeln!(text, "  {line}");
        }
    }
    if position.components().len() > 1 {
        let _ = writeln!(
            text,
            "  in a sum, start with the game's number and a colon: `1: 2` moves in game 1"
        );
    }
    if let Some(example) = position.smallest_move() {
        let _ = writeln!(
            text,
            "  for example `{}`: {}",
            position.move_notation(&example),
            position.describe_move(&example)
        );
    }
    text.push_str(
        "Commands: hint (a winning move and why), undo (take back your move and the reply), \
         board, help, quit.\n",
    );
    text
}
