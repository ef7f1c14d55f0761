//! Exhaustive search of a whole sum, for the sums no rule covers (misère play) and as the
//! oracle of the tests.
//!
//! Each component's options come from its game's own brute-force rules over machine words
//! ([`Searchable::search`]), not from the analysis. The search does not hash positions of the
//! sum: each component's reachable positions are numbered once, so that every option has a
//! smaller number than its position (a post-order of the game's tree, which is acyclic); a
//! position of the sum is then one mixed-radix number, any option of it a smaller number, and
//! one pass over 0..N in increasing order decides every position with a bit each.
//!
//! The work is bounded before it starts, where it can be: each game bounds its positions and
//! the options of each ([`Search::moves_bound`]), so a sum whose moves cannot fit is refused
//! at once, naming the limit and the amount; a component's exploration stops at the positions,
//! moves and memory left to it by those already explored; and the pass over the whole sum is
//! refused when its positions or the moves it looks at pass their limits. Every loop looks at
//! the stop in force ([`crate::interrupt`]) every few thousand steps. A component keeps its
//! options as one array of numbers with a range per position, nothing per position besides.

use std::collections::HashMap;

use crate::engine::{Convention, Outcome};
use crate::error::{Error, Result, quote};
use crate::games::{Rules, Search, Searchable};
use crate::num::Natural;
use crate::text::{ToArg, msg};

use super::{Expr, SumMove};

/// The most positions one component of a searched sum may reach (each is numbered in a table).
pub const COMPONENT_POSITION_LIMIT: u64 = 1 << 20;

/// The most positions of a whole sum the search decides (one bit each: 32 MiB at the limit).
pub const SEARCH_POSITION_LIMIT: u64 = 1 << 28;

/// The most moves the search looks at in all (positions of the sum times the options of their
/// components): a few seconds at the limit.
pub const SEARCH_WORK_LIMIT: u64 = 1 << 31;

/// The most moves the search keeps, of all components together (4 bytes each: 64 MiB at the
/// limit). Each game's bound on them is checked before any component is explored.
pub const SEARCH_MOVE_LIMIT: u64 = 1 << 24;

/// The most memory, in bytes, the search's numbering of the components' positions and moves
/// may take, all components together (counted as it grows, from [`POSITION_BYTES`] a position
/// besides its words and 4 bytes a move; a process holds about a third more, measured: 141 MB
/// for `sub(1000000,{1,2,3})`, counted 108 MB). Two searches at the limit fit a server held to
/// 1 GiB of address space with room to spare.
pub const SEARCH_MEMORY_LIMIT: u64 = 1 << 27;

/// The bytes one numbered position takes besides its words (its entry in the table of numbers,
/// the key's allocation, its range of options, its rank), about.
const POSITION_BYTES: u64 = 80;

/// How often, in positions or steps, a loop of the search looks at the stop in force.
const STOP_EVERY: usize = 1 << 10;

/// One component's reachable positions, numbered so that every option's number is smaller
/// than its position's, with the options of each as numbers.
struct Space {
    /// Position i's options are `targets[ranges[i].0..ranges[i].1]`.
    ranges: Vec<(u32, u32)>,
    targets: Vec<u32>,
    /// The number of each option of the start, by its words.
    start_options: HashMap<Vec<u64>, u32>,
    start: u32,
}

/// What the components explored so far leave to the next one.
struct Left {
    /// [`SEARCH_POSITION_LIMIT`] divided by the positions of the components explored.
    sum_positions: u64,
    /// Moves the search may still keep.
    moves: u64,
    /// Bytes the search may still take.
    memory: u64,
}

impl Left {
    /// Takes `bytes` of memory, or refuses naming the limit.
    fn take_memory(&mut self, bytes: u64, component: &str) -> Result<()> {
        match self.memory.checked_sub(bytes) {
            Some(rest) => {
                self.memory = rest;
                Ok(())
            }
            None => Err(Error::too_large(
                "search_memory",
                SEARCH_MEMORY_LIMIT,
                None,
                msg!(
                    "error-search-memory",
                    component = component,
                    limit = SEARCH_MEMORY_LIMIT
                ),
            )),
        }
    }
}

impl Space {
    fn len(&self) -> u64 {
        self.ranges.len() as u64
    }

    fn options(&self, id: u32) -> &[u32] {
        let (from, to) = self.ranges[id as usize];
        &self.targets[from as usize..to as usize]
    }

    fn edges(&self) -> u64 {
        self.targets.len() as u64
    }

    /// Numbers every position reachable from `search`'s start, within what `left` allows (and
    /// takes it from `left`).
    ///
    /// Breadth first, each position is given a number when first seen and its options are
    /// listed in the order of the numbers, so that position i's options are the i-th run of
    /// one array; a depth-first pass over those runs (a stack of (position, next option), no
    /// list of options per frame) then gives each position its rank in post-order, so that
    /// every option ranks below its position, and detects a cycle.
    fn explore(search: &Search, component: &str, left: &mut Left) -> Result<Space> {
        let position_cap = COMPONENT_POSITION_LIMIT.min(left.sum_positions);
        let rules = &search.rules;
        let mut ids: HashMap<Box<[u64]>, u32> = HashMap::new();
        // The words of each position, by number, to list its options when its turn comes.
        let mut words: Vec<u64> = Vec::new();
        let mut word_starts: Vec<usize> = vec![0];
        let mut offsets: Vec<u32> = vec![0];
        let mut targets: Vec<u32> = Vec::new();
        let mut options: Vec<Vec<u64>> = Vec::new();
        let mut start_options = HashMap::new();
        left.take_memory(position_bytes(&search.start), component)?;
        ids.insert(search.start.clone().into_boxed_slice(), 0);
        words.extend_from_slice(&search.start);
        word_starts.push(words.len());
        let mut next = 0;
        while next + 1 < word_starts.len() {
            if next.is_multiple_of(STOP_EVERY) {
                crate::interrupt::check()?;
            }
            options.clear();
            rules.options(
                &words[word_starts[next]..word_starts[next + 1]],
                &mut options,
            );
            let first = targets.len();
            for option in options.drain(..) {
                let id = match ids.get(option.as_slice()) {
                    Some(&id) => id,
                    None => {
                        if ids.len() as u64 >= position_cap {
                            return Err(too_many_positions(component, position_cap));
                        }
                        left.take_memory(position_bytes(&option), component)?;
                        let id = ids.len() as u32;
                        words.extend_from_slice(&option);
                        word_starts.push(words.len());
                        if next == 0 {
                            start_options.insert(option.clone(), id);
                        }
                        ids.insert(option.into_boxed_slice(), id);
                        id
                    }
                };
                targets.push(id);
            }
            // The same option reached by two moves is kept once.
            targets[first..].sort_unstable();
            let mut kept = first;
            for read in first..targets.len() {
                if kept == first || targets[kept - 1] != targets[read] {
                    targets[kept] = targets[read];
                    kept += 1;
                }
            }
            targets.truncate(kept);
            let added = (kept - first) as u64;
            if added > left.moves {
                return Err(Error::too_large(
                    "search_moves",
                    SEARCH_MOVE_LIMIT,
                    None,
                    msg!(
                        "error-search-component-moves",
                        component = component,
                        limit = SEARCH_MOVE_LIMIT
                    ),
                ));
            }
            left.moves -= added;
            left.take_memory(4 * added, component)?;
            offsets.push(kept as u32);
            next += 1;
        }
        drop(ids);
        drop(words);
        drop(word_starts);
        let count = offsets.len() - 1;
        let rank = post_order(&offsets, &targets, component)?;
        let mut ranges = vec![(0u32, 0u32); count];
        for id in 0..count {
            ranges[rank[id] as usize] = (offsets[id], offsets[id + 1]);
        }
        for target in &mut targets {
            *target = rank[*target as usize];
        }
        for id in start_options.values_mut() {
            *id = rank[*id as usize];
        }
        left.sum_positions /= count as u64;
        Ok(Space {
            ranges,
            targets,
            start_options,
            start: rank[0],
        })
    }
}

/// The memory one numbered position of these words takes, about.
fn position_bytes(words: &[u64]) -> u64 {
    POSITION_BYTES + 16 * words.len() as u64
}

/// Each position's rank in a depth-first post-order from position 0 (every option ranks below
/// its position), over options given as runs `targets[offsets[i]..offsets[i + 1]]`; an error
/// if a position can be reached from itself.
fn post_order(offsets: &[u32], targets: &[u32], component: &str) -> Result<Vec<u32>> {
    const NEW: u32 = u32::MAX;
    const ON_STACK: u32 = u32::MAX - 1;
    let mut rank = vec![NEW; offsets.len() - 1];
    let mut stack: Vec<(u32, u32)> = vec![(0, offsets[0])];
    rank[0] = ON_STACK;
    let mut ranked = 0u32;
    let mut steps = 0usize;
    while let Some((id, edge)) = stack.last_mut() {
        steps += 1;
        if steps.is_multiple_of(STOP_EVERY) {
            crate::interrupt::check()?;
        }
        let id = *id as usize;
        if *edge < offsets[id + 1] {
            let child = targets[*edge as usize];
            *edge += 1;
            match rank[child as usize] {
                NEW => {
                    rank[child as usize] = ON_STACK;
                    stack.push((child, offsets[child as usize]));
                }
                ON_STACK => {
                    return Err(Error::invalid(msg!(
                        "error-search-cycle",
                        component = component
                    )));
                }
                _ => {}
            }
        } else {
            rank[id] = ranked;
            ranked += 1;
            stack.pop();
        }
    }
    Ok(rank)
}

#[cold]
fn component_too_large(component: &str, positions: u64) -> Error {
    Error::too_large(
        "component_positions",
        COMPONENT_POSITION_LIMIT,
        Some(Natural::from(positions)),
        msg!(
            "error-component-may-reach",
            component = component,
            positions = positions,
            limit = COMPONENT_POSITION_LIMIT
        ),
    )
}

/// A component that reached more than `cap` positions: past the limit of one component, or
/// past what the components explored before it leave to the whole sum.
#[cold]
fn too_many_positions(component: &str, cap: u64) -> Error {
    if cap == COMPONENT_POSITION_LIMIT {
        return Error::too_large(
            "component_positions",
            COMPONENT_POSITION_LIMIT,
            None,
            msg!(
                "error-component-reaches",
                component = component,
                limit = COMPONENT_POSITION_LIMIT
            ),
        );
    }
    Error::too_large(
        "search_positions",
        SEARCH_POSITION_LIMIT,
        None,
        msg!(
            "error-component-leaves-sum",
            component = component,
            cap = cap,
            limit = SEARCH_POSITION_LIMIT
        ),
    )
}

/// The positions of a sum, decided by one pass in increasing order.
struct Decided {
    spaces: Vec<Space>,
    strides: Vec<u64>,
    /// Bit p: the player to move from position p wins.
    mover_wins: Vec<u64>,
}

impl Decided {
    fn wins(&self, position: u64) -> bool {
        self.mover_wins[(position / 64) as usize] >> (position % 64) & 1 == 1
    }

    fn index(&self, states: impl Iterator<Item = u32>) -> u64 {
        states
            .zip(&self.strides)
            .map(|(s, &stride)| u64::from(s) * stride)
            .sum()
    }
}

/// How often, in positions, the search reports its progress.
const PROGRESS_EVERY: u64 = 1 << 20;

/// Each component's search, refused up front when one may reach more positions than a
/// component may, or all may have more moves than the search keeps.
fn searches(expr: &Expr) -> Result<Vec<(Search, String)>> {
    let mut searches = Vec::new();
    for component in expr.components() {
        let search = component
            .search()
            .map_err(|e| e.context(msg!("error-token", text = quote(&component.to_string()))))?;
        let name = quote(&component.to_string());
        if search.bound() > COMPONENT_POSITION_LIMIT {
            return Err(component_too_large(&name, search.bound()));
        }
        searches.push((search, name));
    }
    let moves = searches.iter().fold(0u64, |sum, (search, _)| {
        sum.saturating_add(search.moves_bound())
    });
    if moves > SEARCH_MOVE_LIMIT {
        let (largest, name) = searches
            .iter()
            .max_by_key(|(search, _)| search.moves_bound())
            .map(|(search, name)| (search, name.as_str()))
            .ok_or_else(|| Error::invalid(msg!("error-empty-sum")))?;
        let (positions, options) = (largest.bound(), largest.options_bound());
        let message = if largest.moves_bound() == moves {
            msg!(
                "error-search-moves-one",
                component = name,
                moves = moves,
                positions = positions,
                options = options,
                limit = SEARCH_MOVE_LIMIT
            )
        } else {
            msg!(
                "error-search-moves-sum",
                component = name,
                moves = moves,
                alone = largest.moves_bound(),
                positions = positions,
                options = options,
                limit = SEARCH_MOVE_LIMIT
            )
        };
        return Err(Error::too_large(
            "search_moves",
            SEARCH_MOVE_LIMIT,
            Some(Natural::from(moves)),
            message,
        ));
    }
    Ok(searches)
}

/// Decides every position of the sum under `convention`, within the limits, telling `progress`
/// (positions done, positions in all) now and then.
fn decide(
    expr: &Expr,
    convention: Convention,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Decided> {
    let searches = searches(expr)?;
    // The smaller components first, so that what they leave bounds the larger ones.
    let mut order: Vec<usize> = (0..searches.len()).collect();
    order.sort_by_key(|&i| searches[i].0.bound());
    let mut left = Left {
        sum_positions: SEARCH_POSITION_LIMIT,
        moves: SEARCH_MOVE_LIMIT,
        memory: SEARCH_MEMORY_LIMIT,
    };
    let mut explored: Vec<Option<Space>> = (0..searches.len()).map(|_| None).collect();
    for i in order {
        let (search, name) = &searches[i];
        explored[i] = Some(Space::explore(search, name, &mut left)?);
    }
    drop(searches);
    let spaces: Vec<Space> = explored.into_iter().flatten().collect();
    let total = spaces
        .iter()
        .try_fold(1u64, |product, space| product.checked_mul(space.len()))
        .filter(|&total| total <= SEARCH_POSITION_LIMIT);
    let Some(total) = total else {
        let shown = spaces
            .iter()
            .map(Space::len)
            .try_fold(1u64, u64::checked_mul)
            .map_or_else(|| msg!("error-2-64-or-more").to_arg(), |t| t.to_arg());
        return Err(Error::too_large(
            "search_positions",
            SEARCH_POSITION_LIMIT,
            None,
            msg!(
                "error-sum-positions",
                positions = shown,
                limit = SEARCH_POSITION_LIMIT
            ),
        ));
    };
    // Each component's moves are looked at once for every position of the others.
    let work = spaces.iter().try_fold(0u64, |work, space| {
        work.checked_add(space.edges().checked_mul(total / space.len())?)
    });
    if work.is_none_or(|w| w > SEARCH_WORK_LIMIT) {
        return Err(Error::too_large(
            "search_work",
            SEARCH_WORK_LIMIT,
            work.map(Natural::from),
            msg!(
                "error-search-work",
                moves = work.map_or_else(|| msg!("error-2-64-or-more").to_arg(), |w| w.to_arg()),
                limit = SEARCH_WORK_LIMIT
            ),
        ));
    }
    let mut strides = Vec::with_capacity(spaces.len());
    let mut stride = 1u64;
    for space in &spaces {
        strides.push(stride);
        stride *= space.len();
    }
    let mut mover_wins = vec![0u64; total.div_ceil(64) as usize];
    let mut states = vec![0u32; spaces.len()];
    for position in 0..total {
        if position % PROGRESS_EVERY == 0 {
            progress(position, total);
        }
        if position.is_multiple_of(STOP_EVERY as u64) {
            crate::interrupt::check()?;
        }
        let mut any_move = false;
        let mut wins = false;
        'components: for (i, space) in spaces.iter().enumerate() {
            let state = states[i];
            for &option in space.options(state) {
                any_move = true;
                let next = position - u64::from(state - option) * strides[i];
                if mover_wins[(next / 64) as usize] >> (next % 64) & 1 == 0 {
                    wins = true;
                    break 'components;
                }
            }
        }
        if !any_move {
            // No move: the player to move loses under normal play and wins under misère play.
            wins = convention == Convention::Misere;
        }
        if wins {
            mover_wins[(position / 64) as usize] |= 1 << (position % 64);
        }
        // The next position's states: a mixed-radix increment.
        for (state, space) in states.iter_mut().zip(&spaces) {
            *state += 1;
            if u64::from(*state) < space.len() {
                break;
            }
            *state = 0;
        }
    }
    progress(total, total);
    Ok(Decided {
        spaces,
        strides,
        mover_wins,
    })
}

/// Outcome and every winning move under `convention`, by searching the whole sum (the tests'
/// oracle).
#[cfg(test)]
pub(super) fn solve(expr: &Expr, convention: Convention) -> Result<(Outcome, Vec<SumMove>)> {
    solve_observed(expr, convention, &mut |_, _| {})
}

/// [`solve`], telling `progress` how far the search has gone.
pub(super) fn solve_observed(
    expr: &Expr,
    convention: Convention,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(Outcome, Vec<SumMove>)> {
    let decided = decide(expr, convention, progress)?;
    let start: Vec<u32> = decided.spaces.iter().map(|s| s.start).collect();
    let root = decided.index(start.iter().copied());
    let outcome = Outcome::from_is_p(!decided.wins(root));
    let mut winning = Vec::new();
    for (component, game) in expr.components().iter().enumerate() {
        let space = &decided.spaces[component];
        for kind in game.legal_moves(COMPONENT_POSITION_LIMIT as usize)? {
            let Some(&option) = space.start_options.get(&game.search_option(&kind)) else {
                continue;
            };
            let mut states = start.clone();
            states[component] = option;
            if !decided.wins(decided.index(states.into_iter())) {
                winning.push(SumMove::new(component, kind));
            }
        }
    }
    winning.sort();
    Ok((outcome, winning))
}

/// Misère play by exhaustive search, within the limits above.
pub(super) fn misere(
    expr: &Expr,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(Outcome, Vec<SumMove>)> {
    solve_observed(expr, Convention::Misere, progress)
}

/// A sum of components of different games over word positions, for the engine's generic
/// [`Solver`](crate::engine::Solver): the tests' second, independent search.
#[cfg(test)]
pub(super) struct SumGame {
    rules: Vec<Box<dyn crate::games::WordRules>>,
}

#[cfg(test)]
impl crate::engine::Game for SumGame {
    type Position = Vec<Vec<u64>>;

    fn options(&self, position: &Vec<Vec<u64>>, out: &mut Vec<Vec<Vec<u64>>>) {
        let mut parts = Vec::new();
        for (index, (rules, part)) in self.rules.iter().zip(position).enumerate() {
            parts.clear();
            rules.options(part, &mut parts);
            for option in parts.drain(..) {
                let mut next = position.clone();
                next[index] = option;
                out.push(next);
            }
        }
    }
}

/// The search game of `expr`, its starting position and a bound on its positions.
#[cfg(test)]
pub(super) fn sum_game(expr: &Expr) -> Result<(SumGame, Vec<Vec<u64>>, u64)> {
    let mut rules = Vec::new();
    let mut start = Vec::new();
    let mut bound = 1u64;
    for component in expr.components() {
        let search = component.search()?;
        bound = bound.saturating_mul(search.bound());
        rules.push(search.rules);
        start.push(search.start);
    }
    Ok((SumGame { rules }, start, bound))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;

    #[test]
    fn the_numbered_search_agrees_with_the_generic_solver() {
        for text in [
            "nim(2,3) + bash(5,max=2)",
            "kayles(6) + wythoff(2,3)",
            "fib(7) + sub(9,{1,3,4}) + nim(1)",
            "octal(7,4.07) + takeaway(6,k=3/2,cap=2)",
            "nim(0)",
        ] {
            let expr: Expr = text.parse().unwrap();
            for convention in [Convention::Normal, Convention::Misere] {
                let (game, start, _) = sum_game(&expr).unwrap();
                let mut solver = Solver::new(game);
                let expected = solver.outcome(&start, convention).unwrap();
                let (outcome, moves) = solve(&expr, convention).unwrap();
                assert_eq!(outcome, expected, "{text} {convention:?}");
                for mv in expr.legal_moves(10_000).unwrap() {
                    let mut after = start.clone();
                    after[mv.component] = expr.components()[mv.component].search_option(&mv.kind);
                    let loses = solver.outcome(&after, convention).unwrap() == Outcome::P;
                    assert_eq!(moves.contains(&mv), loses, "{text} {convention:?} {mv:?}");
                }
            }
        }
    }

    #[test]
    fn the_work_is_refused_up_front_with_the_limit_named() {
        let expr: Expr = "wythoff(1000,2000) + fib(3)".parse().unwrap();
        let error = solve(&expr, Convention::Misere).unwrap_err();
        assert_eq!(error.limit().map(|l| l.name()), Some("component_positions"));
        let expr: Expr = "nim(20,20,20) + nim(20,20,20) + nim(20,20,20)"
            .parse()
            .unwrap();
        let error = solve(&expr, Convention::Misere).unwrap_err();
        assert_eq!(error.limit().map(|l| l.name()), Some("search_positions"));
    }

    fn set_to(n: u64) -> String {
        let elements: Vec<String> = (1..=n).map(|s| s.to_string()).collect();
        format!("{{{}}}", elements.join(","))
    }

    /// Issue 32: one 2 KB request grew the server by 650 MB/s until an allocation failed
    /// (10^6 positions of 499 options each, and a list of options kept per frame of the
    /// search); with {1..30}, 2.4 GB and 18 s. Both are refused before any position is
    /// explored, naming the limit and the moves they would keep.
    #[test]
    fn issue_32_a_sum_of_many_moves_is_refused_before_it_is_explored() {
        for (set, moves) in [(499u64, 499 * 1_000_001u64), (30, 30 * 1_000_001)] {
            let expr: Expr = format!("sub(1000000,{})", set_to(set)).parse().unwrap();
            // Under a stop already due: a refusal up front, not an interruption.
            let past = crate::interrupt::Stop::at(std::time::Instant::now());
            let error = crate::interrupt::with_stop(&past, || solve(&expr, Convention::Misere))
                .unwrap_err();
            let limit = error.limit().expect("a limit");
            assert_eq!(
                (limit.name(), limit.max(), limit.requested()),
                (
                    "search_moves",
                    SEARCH_MOVE_LIMIT,
                    Some(&Natural::from(moves))
                ),
                "{error}"
            );
            assert!(error.message().contains(&moves.to_string()), "{error}");
        }
        // Within the limit, the same game is searched.
        let expr: Expr = format!("sub(5000,{})", set_to(30)).parse().unwrap();
        assert!(solve(&expr, Convention::Misere).is_ok());
    }

    /// Issue 32: the search polled no stop; each of its loops now does.
    #[test]
    fn issue_32_every_loop_of_the_search_stops_when_asked() {
        use crate::interrupt::{Stop, with_stop};
        let expr: Expr = format!("sub(100000,{}) + nim(1)", set_to(100))
            .parse()
            .unwrap();
        let past = Stop::at(std::time::Instant::now());
        let error = with_stop(&past, || solve(&expr, Convention::Misere)).unwrap_err();
        assert_eq!(error.kind(), crate::ErrorKind::Interrupted, "{error}");
    }

    /// What the refusals up front rest on: no game has more positions or options than its
    /// bounds say.
    #[test]
    fn every_game_keeps_within_its_bounds() {
        let expr: Expr = "nim(3,4,5) + bash(30,max=4) + wythoff(9,14) + takeaway(25,k=3/2) + \
                          sub(40,{2,5,7}) + staircase(2,0,3,1) + lasker(4,6) + kayles(14) + \
                          octal(12,4.07) + octal(11,0.f7)"
            .parse()
            .unwrap();
        for component in expr.components() {
            let search = component.search().unwrap();
            let mut left = Left {
                sum_positions: SEARCH_POSITION_LIMIT,
                moves: SEARCH_MOVE_LIMIT,
                memory: SEARCH_MEMORY_LIMIT,
            };
            let space = Space::explore(&search, "c", &mut left).unwrap();
            let most = (0..space.len() as u32)
                .map(|p| space.options(p).len() as u64)
                .max()
                .unwrap_or(0);
            assert!(space.len() <= search.bound(), "{component}");
            assert!(most <= search.options_bound(), "{component}: {most}");
            assert!(space.edges() <= search.moves_bound(), "{component}");
            assert_eq!(SEARCH_MOVE_LIMIT - left.moves, space.edges(), "{component}");
        }
    }

    #[test]
    fn the_components_explored_first_bound_the_next() {
        // 2^10 · 2^20 positions of Nim pass 2^28 only once both are explored; the second
        // stops as soon as it passes 2^18 positions.
        let expr: Expr = "nim(1,1,1,1,1,1,1,1,1,1) + sub(1000000,{1,2})"
            .parse()
            .unwrap();
        let error = solve(&expr, Convention::Misere).unwrap_err();
        assert_eq!(error.limit().map(|l| l.name()), Some("search_positions"));
        assert!(error.message().contains("262144"), "{error}");
    }

    #[test]
    fn a_cycle_is_found_without_a_list_per_frame() {
        #[derive(Debug)]
        struct Loop;
        impl crate::engine::Game for Loop {
            type Position = u64;
            fn options(&self, n: &u64, out: &mut Vec<u64>) {
                out.push((n + 1) % 3);
            }
        }
        let search = Search::new(Loop, 0, 3, 1);
        let mut left = Left {
            sum_positions: SEARCH_POSITION_LIMIT,
            moves: SEARCH_MOVE_LIMIT,
            memory: SEARCH_MEMORY_LIMIT,
        };
        let error = Space::explore(&search, "loop", &mut left).err().unwrap();
        assert!(error.message().contains("cycle"), "{error}");
    }
}
