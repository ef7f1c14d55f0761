//! The board as plain text (tokens as `●`, numbers beside them; numbers alone past
//! `TOKEN_LIMIT`) and the in-game help, both written from the position itself.

use std::fmt::Write;

use grundy::Natural;
use grundy::expr::{Component, Expr};
use grundy::games::Playable;

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
        let Component::Octal(heap) = component else {
            return None;
        };
        if *first_code.get_or_insert(heap.code()) != heap.code() {
            return None;
        }
        parts.push(tokens(heap.heap())?);
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
        Component::Nim(nim) => {
            let heaps: Vec<Natural> = nim.heaps().iter().collect();
            let all: Vec<&Natural> = heaps.iter().collect();
            let width = width(&all);
            heaps
                .iter()
                .enumerate()
                .map(|(i, h)| format!("heap {i}: {}", heap_line(h, width)))
                .collect()
        }
        Component::Wythoff(game) => {
            let [a, b] = game.heaps();
            let width = width(&[a, b]);
            vec![
                format!("heap a: {}", heap_line(a, width)),
                format!("heap b: {}", heap_line(b, width)),
            ]
        }
        Component::Bash(game) => {
            let most = game.heap().min(game.max_take());
            vec![format!(
                "heap: {}  {}",
                heap_line(game.heap(), 0),
                range(most)
            )]
        }
        Component::Takeaway(game) => {
            let most = game.heap().min(game.cap());
            let reason = take_away_cap(position, index, last)
                .map(|r| format!(" ({r})"))
                .unwrap_or_default();
            vec![format!(
                "heap: {}  {}{reason}",
                heap_line(game.heap(), 0),
                range(most)
            )]
        }
        Component::Subtraction(game) => {
            let heap = game.heap();
            let fits: Vec<String> = game
                .set()
                .elements()
                .iter()
                .filter(|&&s| Natural::from(s) <= *heap)
                .map(u64::to_string)
                .collect();
            let allowed = match fits.split_last() {
                None => "no take fits now".to_string(),
                Some((last, [])) => format!("take {last} now"),
                Some((last, rest)) => format!("take {} or {last} now", rest.join(", ")),
            };
            vec![format!("heap: {}  {allowed}", heap_line(heap, 0))]
        }
        Component::Octal(game) => {
            vec![format!("pins: {}", heap_line(game.heap(), 0))]
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
    let Component::Takeaway(game) = position.components().get(index)? else {
        return None;
    };
    if game.is_opening() {
        return Some("first move: anything but the whole heap".to_string());
    }
    let (heap, k) = (game.heap(), game.multiplier());
    let take = last?.to_u64()?;
    let limit = Natural::from(k.floor_times_u128(u128::from(take)));
    let product = if game.is_fibonacci() {
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

/// The moves of the games in this position, an example, and the commands.
pub(super) fn help(position: &Expr) -> String {
    let mut text = String::from("Moves:\n");
    let mut seen = Vec::new();
    for component in position.components() {
        let line = component.move_help();
        if !seen.contains(&line) {
            seen.push(line);
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
