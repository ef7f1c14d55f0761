//! The pattern lab (打表找规律, issue 34): any game whose rules can be written down, tabulated
//! for small positions, and the pattern of its values or of its P-positions named — proven where
//! a theorem proves it, "verified to N" everywhere else.
//!
//! - A game's rules are a [`Rules`]: the options of a position, nothing else. A Rhai script
//!   ([`ScriptRules`]) is one; a front end may bring its own (Python's callables).
//! - [`tabulate`] computes the table: Grundy values g(0..=N) of a heap game (an option leaves
//!   one heap or several, whose values are XORed), or the Grundy values of every pair
//!   (a, b) ≤ (N, N) of a two-number game. Every option must be smaller than its position
//!   (each heap left below n; for pairs a2 + b2 < a + b), so the game ends: an option that is not
//!   is refused, naming the position and the option.
//! - [`builtin`] tabulates a game of the notation with one free heap `n` (`kayles(n)`) by the
//!   native engines, with the periods the theorems prove.
//! - [`finders`] name the patterns: periodic, arithmetic periodic, a linear recurrence of the
//!   P-positions, a Beatty pair — each checked on every value of the table with exact integers.
//!
//! ```
//! use grundy::pattern::{ScriptRules, tabulate, Table};
//!
//! let script = "fn moves(n) { let m = []; for t in [1, 3, 4] { if t <= n { m.push(n - t); } } m }";
//! let mut rules = ScriptRules::new(script, std::time::Duration::from_secs(10))?;
//! let Table::Heaps(values) = tabulate(&mut rules, 9)? else { unreachable!() };
//! assert_eq!(values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
//! # Ok::<(), grundy::Error>(())
//! ```

pub mod builtin;
pub mod finders;
mod script;

use crate::error::{Error, Result};
use crate::text::msg;

pub use script::{SCRIPT_MAX_OPERATIONS, SCRIPT_TEXT_LIMIT, ScriptRules};

/// The largest N of a heap game's table (values g(0..=N)).
pub const PATTERN_HEAP_LIMIT: u64 = 1_000_000;

/// The largest N of a two-number game's table ((N + 1)² positions).
pub const PATTERN_PAIR_LIMIT: u64 = 2_000;

/// What a position of a game is: one heap, or two numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dimension {
    /// A heap game: a position is one heap n; an option leaves heaps (a split leaves two).
    Heap,
    /// A two-number game: a position is a pair (a, b); an option is a pair.
    Pair,
}

/// A position asked of a [`Rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// A heap of n.
    Heap(u64),
    /// The pair (a, b).
    Pair(u64, u64),
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Position::Heap(n) => write!(f, "{n}"),
            Position::Pair(a, b) => write!(f, "({a}, {b})"),
        }
    }
}

/// One option of a position, as the rules give it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameOption {
    /// The heaps a move in a heap game leaves (one heap: `[h]`; none: `[]`; a split: two).
    Heaps(Vec<u64>),
    /// The pair a move in a two-number game leaves.
    Pair(u64, u64),
}

impl std::fmt::Display for GameOption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameOption::Heaps(heaps) if heaps.len() == 1 => write!(f, "{}", heaps[0]),
            GameOption::Heaps(heaps) => {
                let parts: Vec<String> = heaps.iter().map(u64::to_string).collect();
                write!(f, "[{}]", parts.join(", "))
            }
            GameOption::Pair(a, b) => write!(f, "[{a}, {b}]"),
        }
    }
}

/// A game's rules: the options of a position. This is all the pattern lab asks of a game; a
/// Rhai script ([`ScriptRules`]) and a Python callable both implement it.
pub trait Rules {
    /// Whether positions are heaps or pairs.
    fn dimension(&self) -> Dimension;

    /// Every option of `position` (of this rules' dimension). An error stops the tabulation
    /// and is its answer.
    fn moves(&mut self, position: Position) -> Result<Vec<GameOption>>;

    /// Whether [`moves_of`](Rules::moves_of) answers a run of positions side by side (a
    /// script does, on every core); then the tabulation asks for runs of positions, else for
    /// one at a time. The default is `false`.
    fn answers_together(&self) -> bool {
        false
    }

    /// The options of each of `positions`, in order: what [`moves`](Rules::moves) answers for
    /// each. The answers may stop after the first error: the tabulation looks no further. The
    /// default asks one position at a time and stops at the first error.
    fn moves_of(&mut self, positions: &[Position]) -> Vec<Result<Vec<GameOption>>> {
        let mut answers = Vec::with_capacity(positions.len());
        for &position in positions {
            let answer = self.moves(position);
            let failed = answer.is_err();
            answers.push(answer);
            if failed {
                break;
            }
        }
        answers
    }
}

/// How many positions the tabulation asks of its rules at once: enough that a script's calls
/// keep every core busy, few enough that the options held stay near [`OPTIONS_AT_ONCE`].
#[derive(Debug)]
struct Batch {
    len: usize,
    together: bool,
}

/// About how many options a batch of positions holds at once (a bound on memory, whatever the
/// game: at a few dozen bytes each, tens of megabytes).
const OPTIONS_AT_ONCE: usize = 1 << 20;

/// The most positions of a batch.
const BATCH_MOST: usize = 1024;

impl Batch {
    /// The first batch of `rules`: one position unless they answer together.
    fn new(rules: &dyn Rules) -> Batch {
        let together = rules.answers_together();
        Batch {
            len: if together {
                rayon::current_num_threads().clamp(1, BATCH_MOST)
            } else {
                1
            },
            together,
        }
    }

    /// The next batch's length, from the options the last one of `asked` positions gave.
    fn after(&mut self, asked: usize, options: usize) {
        if self.together {
            let each = options.div_ceil(asked.max(1)).max(1);
            self.len = (OPTIONS_AT_ONCE / each).clamp(1, BATCH_MOST);
        }
    }
}

/// A tabulated game: the Grundy values of every position up to N.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Table {
    /// g(0), …, g(N) of a heap game.
    Heaps(Vec<u32>),
    /// g(a, b) for 0 ≤ a, b ≤ N, row by row: `values[a][b]`.
    Pairs(Vec<Vec<u32>>),
}

impl Table {
    /// N: the last heap, or the last number of each side.
    pub fn to(&self) -> u64 {
        match self {
            Table::Heaps(values) => values.len() as u64 - 1,
            Table::Pairs(rows) => rows.len() as u64 - 1,
        }
    }
}

/// The table of `rules` up to `to` (see the [module](self)): refused beyond
/// [`PATTERN_HEAP_LIMIT`] or [`PATTERN_PAIR_LIMIT`], and for an option that is not smaller than
/// its position. Stops with the stop in force ([`crate::interrupt`]).
pub fn tabulate(rules: &mut dyn Rules, to: u64) -> Result<Table> {
    match rules.dimension() {
        Dimension::Heap => {
            check_to(to, PATTERN_HEAP_LIMIT, "pattern_heaps")?;
            tabulate_heaps(rules, to).map(Table::Heaps)
        }
        Dimension::Pair => {
            check_to(to, PATTERN_PAIR_LIMIT, "pattern_pairs")?;
            tabulate_pairs(rules, to).map(Table::Pairs)
        }
    }
}

/// `to` when it is at most `limit`, else an error naming the limit.
pub(crate) fn check_to(to: u64, limit: u64, name: &'static str) -> Result<()> {
    if to > limit {
        return Err(Error::too_large(
            name,
            limit,
            Some(crate::Natural::from(to)),
            msg!("error-pattern-to-too-large", to = to, max = limit),
        ));
    }
    Ok(())
}

/// A loopy game's Grundy values are not defined by the mex recursion: unsupported (a server
/// answers 422, as for a runaway script).
fn loopy(position: Position, option: &GameOption) -> Error {
    Error::unsupported(msg!(
        "error-pattern-loopy",
        position = position,
        option = option
    ))
}

fn wrong_shape(position: Position, option: &GameOption) -> Error {
    Error::invalid(msg!(
        "error-pattern-option-shape",
        position = position,
        option = option
    ))
}

/// The mex of `seen` values (a bitmap grown as needed).
fn mex(seen: &mut Vec<bool>, values: impl Iterator<Item = u32>) -> u32 {
    seen.clear();
    for value in values {
        let index = value as usize;
        if index < 1 << 24 {
            if seen.len() <= index {
                seen.resize(index + 1, false);
            }
            seen[index] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

fn tabulate_heaps(rules: &mut dyn Rules, to: u64) -> Result<Vec<u32>> {
    let mut values: Vec<u32> = Vec::with_capacity(to as usize + 1);
    let mut seen = Vec::new();
    let mut option_values = Vec::new();
    let mut batch = Batch::new(rules);
    let mut next = 0u64;
    while next <= to {
        crate::interrupt::check()?;
        let last = next.saturating_add(batch.len as u64 - 1).min(to);
        let positions: Vec<Position> = (next..=last).map(Position::Heap).collect();
        let mut answers = rules.moves_of(&positions).into_iter();
        let mut options_seen = 0;
        for (n, &position) in (next..=last).zip(&positions) {
            option_values.clear();
            // Rules whose answers stop short without an error are asked the rest one by one.
            let options = answers.next().unwrap_or_else(|| rules.moves(position))?;
            options_seen += options.len();
            for option in options {
                let GameOption::Heaps(heaps) = &option else {
                    return Err(wrong_shape(position, &option));
                };
                let mut value = 0u32;
                for &heap in heaps {
                    if heap >= n {
                        return Err(loopy(position, &option));
                    }
                    value ^= values[heap as usize];
                }
                option_values.push(value);
            }
            values.push(mex(&mut seen, option_values.iter().copied()));
        }
        batch.after(positions.len(), options_seen);
        next = last + 1;
    }
    Ok(values)
}

/// The pairs of a two-number game. An option may leave the square (a2 > N when b2 is small), so
/// values outside it are memoised apart; every option has a smaller sum, so a position's value
/// is found with an explicit stack (no recursion, however deep the chain of options).
fn tabulate_pairs(rules: &mut dyn Rules, to: u64) -> Result<Vec<Vec<u32>>> {
    use std::collections::HashMap;
    let side = to as usize + 1;
    let mut inside: Vec<Option<u32>> = vec![None; side * side];
    let mut outside: HashMap<(u64, u64), u32> = HashMap::new();
    let mut seen = Vec::new();
    // Options of positions being evaluated, kept until their values are known.
    struct Frame {
        position: (u64, u64),
        options: Vec<(u64, u64)>,
    }
    let index = |a: u64, b: u64| -> Option<usize> {
        (a <= to && b <= to).then(|| a as usize * side + b as usize)
    };
    let mut steps = 0u64;
    let mut batch = Batch::new(rules);
    // The options of the batch's positions, asked at once, taken as the search reaches them.
    let mut asked: HashMap<(u64, u64), Result<Vec<GameOption>>> = HashMap::new();
    let mut batch_end = None;
    for a in 0..=to {
        for b in 0..=to {
            if inside[index(a, b).unwrap_or(0)].is_some() {
                continue;
            }
            if batch_end.is_none_or(|(row, end)| row != a || b > end) {
                crate::interrupt::check()?;
                let end = b.saturating_add(batch.len as u64 - 1).min(to);
                let positions: Vec<Position> = (b..=end)
                    .filter(|&y| inside[index(a, y).unwrap_or(0)].is_none())
                    .map(|y| Position::Pair(a, y))
                    .collect();
                asked.clear();
                let mut options_seen = 0;
                for (position, answer) in positions.iter().zip(rules.moves_of(&positions)) {
                    let Position::Pair(x, y) = *position else {
                        unreachable!("a two-number game's positions are pairs")
                    };
                    options_seen += answer.as_ref().map_or(0, Vec::len);
                    asked.insert((x, y), answer);
                }
                batch.after(positions.len(), options_seen);
                batch_end = Some((a, end));
            }
            let mut stack: Vec<Frame> = Vec::new();
            let mut pending = vec![(a, b)];
            while let Some(&(x, y)) = pending.last() {
                let known = match index(x, y) {
                    Some(i) => inside[i].is_some(),
                    None => outside.contains_key(&(x, y)),
                };
                if known {
                    pending.pop();
                    continue;
                }
                // Expand (x, y) once: its options first, then it.
                if stack.last().is_some_and(|frame| frame.position == (x, y)) {
                    let frame = stack.pop().expect("the frame just seen");
                    let value = mex(
                        &mut seen,
                        frame.options.iter().map(|&(p, q)| match index(p, q) {
                            Some(i) => inside[i].expect("an option is evaluated first"),
                            None => outside[&(p, q)],
                        }),
                    );
                    match index(x, y) {
                        Some(i) => inside[i] = Some(value),
                        None => {
                            outside.insert((x, y), value);
                        }
                    }
                    pending.pop();
                    continue;
                }
                steps += 1;
                if steps.is_multiple_of(256) {
                    crate::interrupt::check()?;
                }
                let position = Position::Pair(x, y);
                let mut options = Vec::new();
                let answer = match asked.remove(&(x, y)) {
                    Some(answer) => answer,
                    None => rules.moves(position),
                };
                for option in answer? {
                    let GameOption::Pair(p, q) = option else {
                        return Err(wrong_shape(position, &option));
                    };
                    if p as u128 + q as u128 >= x as u128 + y as u128 {
                        return Err(loopy(position, &option));
                    }
                    options.push((p, q));
                }
                if outside.len() > side * side {
                    return Err(Error::too_large(
                        "pattern_pairs_outside",
                        (side * side) as u64,
                        None,
                        msg!("error-pattern-outside", to = to),
                    ));
                }
                pending.extend(options.iter().copied());
                stack.push(Frame {
                    position: (x, y),
                    options,
                });
            }
        }
    }
    Ok(inside
        .chunks(side)
        .map(|row| {
            row.iter()
                .map(|v| v.expect("every pair evaluated"))
                .collect()
        })
        .collect())
}

#[cfg(all(test, feature = "serde"))]
mod tests;
