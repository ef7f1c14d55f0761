//! The board as plain text (tokens as `●`, numbers beside them; numbers alone past
//! `TOKEN_LIMIT`) and the in-game help, both written from the library's answer about the
//! position (`PositionReport`: its games' views, how their moves are typed, an example move).

use std::fmt::Write;

use grundy::Natural;
use grundy::report::{GameView, PositionReport};

use crate::text;

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

/// The whole board: one block per game, numbered in a sum, each drawn from its game's view.
pub(super) fn render(position: &PositionReport) -> String {
    let views = &position.components;
    let mut text = String::new();
    let single = views.len() == 1;
    if single {
        let position = &position.expr;
        let _ = writeln!(
            text,
            "  {}",
            text::tr!("cli-board-position", position = position)
        );
    } else if let Some(row) = joined_row(views) {
        let _ = writeln!(text, "  {}", text::tr!("cli-board-row", row = row));
    }
    for (index, view) in views.iter().enumerate() {
        let lines = picture(view);
        if single {
            for line in lines {
                let _ = writeln!(text, "    {line}");
            }
        } else {
            let _ = writeln!(text, "  [{}] {}", grundy::text::nth(index), view.notation);
            for line in lines {
                let _ = writeln!(text, "        {line}");
            }
        }
    }
    text
}

/// Games that are parts of one row of pins (the same `row`), drawn as one row with gaps:
/// `●●● ●●●●`; `None` unless every game is such a part and small enough to draw.
fn joined_row(views: &[GameView]) -> Option<String> {
    let row = views.first()?.row.as_ref()?;
    let mut parts = Vec::new();
    for view in views {
        if view.row.as_ref() != Some(row) {
            return None;
        }
        for heap in &view.heaps {
            parts.push(tokens(&heap.size)?);
        }
    }
    Some(parts.join("  "))
}

/// The heaps of one game, one line each (`heap 0: ●●● (3)`), the last followed by what may be
/// taken now.
fn picture(view: &GameView) -> Vec<String> {
    let sizes: Vec<&Natural> = view.heaps.iter().map(|h| &h.size).collect();
    let width = width(&sizes);
    let mut lines: Vec<String> = view
        .heaps
        .iter()
        .map(|h| {
            let heap = heap_line(&h.size, width);
            text::tr!("cli-board-heap", label = &h.label, heap = heap)
        })
        .collect();
    if let (Some(rule), Some(last)) = (&view.rule, lines.last_mut()) {
        last.push_str("  ");
        last.push_str(rule);
    }
    lines
}

/// The moves of the games in this position, an example, and the commands.
pub(super) fn help(position: &PositionReport) -> String {
    let mut text = text::tr!("cli-help-moves") + "\n";
    let mut seen: Vec<&String> = Vec::new();
    for line in &position.how_to_move {
        if !seen.contains(&line) {
            let _ = writeln!(text, "  {line}");
            seen.push(line);
        }
    }
    if position.components.len() > 1 {
        let _ = writeln!(text, "  {}", text::tr!("cli-help-sum"));
    }
    if let Some(example) = &position.example_move {
        let line = text::tr!(
            "cli-help-example",
            notation = &example.notation,
            description = &example.description
        );
        let _ = writeln!(text, "  {line}");
    }
    text.push_str(&text::tr!("cli-help-commands"));
    text.push('\n');
    text
}
