//! The games, one module per family, and the traits every game implements, one per job.
//!
//! - [`ImpartialGame`]: the closed forms — who wins, the Grundy value where it is finite and
//!   computable, every winning move, and an explanation in the theory's terms.
//! - [`Summand`]: what the analysis of a sum needs — every move to an option of a given Grundy
//!   value, and the heap values of misère sums by Bouton's rule.
//! - [`Playable`]: what a person playing needs — legal moves, what a move leaves, the notation
//!   of moves and their description, the reasons of a hint.
//! - [`Searchable`]: the rules over machine words, for exhaustive search.
//! - [`Notation`]: how the game is written in expressions.
//!
//! [`Component`] is any one of the games (the components of an [`Expr`](crate::expr::Expr)),
//! and [`ComponentMove`] any one of their moves. Both are generated from the list at the
//! bottom of this file: adding a game is adding its module and one line there.
//!
//! Each module also has a small [`Game`](crate::engine::Game) implementation of the same rules
//! (the brute-force oracle), so the tests can compare the closed forms with exhaustive search.

pub mod bash;
pub mod dag;
pub mod euclid;
pub mod grundys_game;
pub mod hackenbush;
pub mod lasker;
pub mod moore;
pub mod nim;
pub mod octal;
pub mod staircase;
pub mod subtraction;
pub mod takeaway;
pub mod turtles;
pub mod wythoff;

mod bouton;
mod component;
pub mod cost;
mod memo;
mod search;
mod take;
mod view;

#[cfg(test)]
mod error_lang_tests;

use std::fmt;

pub use bouton::MisereTally;
pub use component::{CatalogueEntry, Component, ComponentMove, Family};
pub(crate) use memo::Memo;
pub use search::{Search, WordRules};
pub use view::{GameView, HeapView, TokenStyle, View};

use crate::engine::{Convention, Outcome};
use crate::error::Result;
use crate::notation::Call;
use crate::num::Natural;
use crate::text::{Lines, Msg, msg};

/// A position of an impartial game that grundy analyses exactly.
///
/// Positions carry no play convention: the convention is an argument, because a position is
/// the same whoever wins at the end. Errors say why an answer is not given: a Grundy value whose
/// table would pass a limit ([`ErrorKind::TooLarge`](crate::ErrorKind::TooLarge), naming it),
/// or misère play of a game without an exact misère rule
/// ([`ErrorKind::Unsupported`](crate::ErrorKind::Unsupported)).
///
/// ```
/// use grundy::engine::{Convention, Outcome};
/// use grundy::games::ImpartialGame;
/// use grundy::games::wythoff::Wythoff;
///
/// let position: Wythoff = "wythoff(4,7)".parse()?;
/// assert_eq!(position.outcome(Convention::Normal)?, Outcome::P);
/// assert!(position.winning_moves(Convention::Normal)?.is_empty());
/// assert_eq!(position.grundy()?.to_u64(), Some(0));
/// # Ok::<(), grundy::Error>(())
/// ```
pub trait ImpartialGame: Clone + fmt::Debug + fmt::Display + Eq {
    /// A move of the game.
    type Move: Clone + fmt::Debug + fmt::Display + Eq + Ord;

    /// Who wins with perfect play under `convention`.
    fn outcome(&self, convention: Convention) -> Result<Outcome>;

    /// The Grundy value (normal play): the nim-heap the position is worth in any sum.
    fn grundy(&self) -> Result<Natural>;

    /// Every winning move under `convention`, in the game's order (empty in a P-position).
    fn winning_moves(&self, convention: Convention) -> Result<Vec<Self::Move>>;

    /// The reasoning behind the outcome and the moves, step by step, ending with each winning
    /// move and why it wins (or why none does): lines of messages, rendered in a language.
    fn explain(&self, convention: Convention) -> Result<Lines>;
}

/// A game's notation in expressions: `name(arguments)`.
///
/// The [`Display`](fmt::Display) of a game is its canonical notation (`bash(10,max=3)`), which
/// reads back through [`Notation::from_call`] (and [`FromStr`](std::str::FromStr)).
pub trait Notation: Sized {
    /// The names the game is written with, the first being its own (`["takeaway", "fib"]`).
    const NAMES: &'static [&'static str];

    /// Examples of the notation, for messages (`["takeaway(20,k=3/2)", "fib(20)"]`).
    const EXAMPLES: &'static [&'static str];

    /// The game in one line, for the catalogue (help texts, the page's list of games): how a
    /// move is made, in the theory's words.
    fn summary() -> Msg;

    /// The game read from a call `name(arguments)` of the notation; errors point at the
    /// argument's column.
    fn from_call(call: &Call<'_>) -> Result<Self>;
}

/// What the analysis of a sum needs of a game: every move to an option of a given Grundy value
/// (all that the Sprague–Grundy theorem asks of a component), and the heap values where misère
/// sums follow Bouton's rule.
pub trait Summand: ImpartialGame {
    /// Whether misère sums of the game follow Bouton's rule on its heap values (then
    /// [`Summand::misere_heaps`] gives them): the catalogue lists such games, and a misère
    /// question about sums of them is weighed by [`Summand::cost`].
    const BOUTON_MISERE: bool = false;

    /// Whether the game alone has its own misère closed form (Wythoff's), answered by
    /// [`ImpartialGame::outcome`] and [`ImpartialGame::winning_moves`] under
    /// [`Convention::Misere`] and weighed by [`Summand::misere_alone_cost`].
    const MISERE_ALONE: bool = false;

    /// How the Grundy value is found, in a few words ("the XOR of the heaps (Bouton)").
    fn value_method(&self) -> Msg;

    /// What the game's part of a sum's analysis costs, in [steps](cost) of about a nanosecond:
    /// its Grundy value and its moves to one value in normal play (or, for a game with
    /// [`Summand::BOUTON_MISERE`], its heap values and their moves, which cost the same). The
    /// report's weight adds the parts of a question up to tell light from heavy. By default
    /// [`cost::UNBOUNDED`]: a game that says nothing is heavy.
    fn cost(&self) -> u64 {
        cost::UNBOUNDED
    }

    /// What the game alone costs in misère play by its own closed form
    /// ([`Summand::MISERE_ALONE`]); by default its [`Summand::cost`].
    fn misere_alone_cost(&self) -> u64 {
        self.cost()
    }

    /// Every move to an option of Grundy value `value` (normal play), ascending: the moves a
    /// sum's analysis needs (g ⊕ X for the sum's value X).
    fn moves_to_value(&self, value: &Natural) -> Result<Vec<Self::Move>>;

    /// Every move to an option of Grundy value `value`, as [`Summand::moves_to_value`], but
    /// where one by one they would be too many, as runs: a move and the [`Repeat`] that gives
    /// the rest of its run (octal games with a proven period, whose heaps split in ~n/p ways
    /// of one value). Other games list each move alone (`None`).
    fn move_runs_to_value(&self, value: &Natural) -> Result<Vec<(Self::Move, Option<Repeat>)>> {
        Ok(self
            .moves_to_value(value)?
            .into_iter()
            .map(|mv| (mv, None))
            .collect())
    }

    /// The values of the game's heaps when misère play of sums follows Bouton's rule on them
    /// (Nim heaps, Bash heaps as h mod (m+1)); `None` for games without such a rule.
    fn misere_heaps(&self) -> Option<Vec<Natural>> {
        None
    }

    /// Whether every heap of [`Summand::misere_heaps`] worth 0 is over, with no move left in it
    /// (an empty Nim or Lasker heap; not a Bash heap of m + 1, worth 0 with moves). A misère sum
    /// of such heaps is an Anti-SG game whose heaps of value 0 have ended, and there Bouton's
    /// rule is a case of the SJ theorem (Jia Zhihao 2009; docs/THEORY.md § 4.5). By default
    /// `false`.
    fn zero_heaps_are_over(&self) -> bool {
        false
    }

    /// The move that changes heap `heap` (of [`Summand::misere_heaps`]) to value `value`, if
    /// one move does.
    fn misere_heap_move(&self, heap: usize, value: &Natural) -> Option<Self::Move> {
        let _ = (heap, value);
        None
    }

    /// Every move of heap `heap` (of [`Summand::misere_heaps`], worth `value`) after which a
    /// sum is a misère P-position by Bouton's rule, `rest` being the tally of the sum's other
    /// heap values. By default the moves that change the heap's value to one other value: to
    /// `rest.xor` (the XOR 0) or to 0 or 1 (an endgame of values at most 1), one move each by
    /// [`Summand::misere_heap_move`]. A game whose move may leave two heaps (Lasker's Nim)
    /// adds those.
    fn misere_heap_moves(
        &self,
        heap: usize,
        value: &Natural,
        rest: &MisereTally,
    ) -> Result<Vec<(Self::Move, Option<Repeat>)>> {
        let mut targets = [rest.xor.clone(), Natural::ZERO, Natural::ONE];
        targets.sort();
        let mut moves = Vec::new();
        for (index, target) in targets.iter().enumerate() {
            let repeated = index > 0 && targets[index - 1] == *target;
            if repeated || target == value || !rest.with(target).is_p() {
                continue;
            }
            moves.extend(self.misere_heap_move(heap, target).map(|mv| (mv, None)));
        }
        Ok(moves)
    }
}

/// The rules of play as a person meets them: the legal moves, what a move leaves and why an
/// illegal one is refused, the move that prolongs the game, and how the position looks.
pub trait Rules: ImpartialGame {
    /// Every legal move, in the game's order; [`TooLarge`](crate::ErrorKind::TooLarge) if there
    /// are more than `limit`.
    fn legal_moves(&self, limit: usize) -> Result<Vec<Self::Move>>;

    /// Why `mv` is not a legal move here, if it is not (one line, in the game's terms).
    fn check_move(&self, mv: &Self::Move) -> Result<()>;

    /// The positions a legal move leaves, as components of a sum: one, or several when a heap
    /// is split (then a move that leaves nothing leaves one [spent](Rules::is_spent) heap).
    fn after(&self, mv: &Self::Move) -> Vec<Self>;

    /// Whether this component is a heap with nothing left that a sum may drop, as a split game's
    /// empty heap is (a sum of octal heaps keeps only the heaps on the table).
    fn is_spent(&self) -> bool {
        false
    }

    /// The legal move that takes the fewest tokens, and how many it takes: the move that
    /// prolongs the game. `None` when no move is legal.
    fn smallest_move(&self) -> Option<(Natural, Self::Move)>;

    /// How the position looks to a person: its heaps, how they are drawn, what may be taken
    /// now.
    fn view(&self) -> View;
}

/// How a person writes the game's moves: reading one typed, its canonical notation, and the
/// one-line help.
pub trait MoveNotation: ImpartialGame {
    /// Reads a move typed by a person, as words (lower case, `heap`, commas and brackets gone);
    /// `index` is the game's number in its sum.
    fn parse_move(&self, words: &[&str], index: usize) -> Result<Self::Move>;

    /// The canonical notation of `mv`: what a person would type for it.
    fn move_notation(&self, mv: &Self::Move) -> String;

    /// How moves of this game are typed, in one line.
    fn move_help(&self) -> Msg;

    /// Whether a move may name this game after `from` (`take 2 from 1`), as octal rows do.
    fn named_by_from(&self) -> bool {
        false
    }
}

/// The tutor's prose: a move in words, and why a move wins or none does. Every method has a
/// default in the theory's general terms (a P-position left, or none reachable); a game says
/// more where its closed form does.
pub trait Tutor: MoveNotation {
    /// `mv` in words, such as "take 2 from heap 1 (3 → 1)"; by default its notation.
    fn describe_move(&self, mv: &Self::Move) -> Msg {
        msg!("tutor-move", notation = self.move_notation(mv))
    }

    /// Why `mv`, a winning move of this game alone, wins (normal play unless the game's own
    /// misère rule is asked for); by default, that it leaves a P-position.
    fn why_winning(&self, mv: &Self::Move, convention: Convention) -> Msg {
        let _ = mv;
        msg!("tutor-why-winning", convention = convention.msg())
    }

    /// Why no move wins in this P-position of the game alone; by default, that every move
    /// leaves an N-position.
    fn why_losing(&self, convention: Convention) -> Msg {
        msg!("tutor-why-losing", convention = convention.msg())
    }
}

/// What a person playing the game needs: its [`Rules`], its [`MoveNotation`] and its
/// [`Tutor`]. Every game that has the three is playable (the terminal, the page, the API).
pub trait Playable: Rules + Tutor {}

impl<G: Rules + Tutor> Playable for G {}

/// The game's rules over machine words, for the exhaustive search of a sum (misère play where
/// no rule is known, and the tests' oracle).
pub trait Searchable: ImpartialGame {
    /// The position's rules over machine words, for exhaustive search of a sum;
    /// [`TooLarge`](crate::ErrorKind::TooLarge) when a number does not fit a word.
    fn search(&self) -> Result<Search>;

    /// The word encoding (as in [`Searchable::search`]) of the position a legal move leaves.
    fn search_option(&self, mv: &Self::Move) -> Vec<u64>;
}

/// The rest of a run of moves that starts with a given move: `count` moves in all (at least 2),
/// the i-th of which (from 0) moves i · `step` more tokens from the largest heap the first move
/// leaves to the next largest. Octal games list a heap's splits of one value this way when
/// they are too many to list one by one ([`Summand::move_runs_to_value`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Repeat {
    /// Tokens moved from the largest heap to the next largest, from one move to the next.
    pub step: Natural,
    /// How many moves the run holds, its first included.
    pub count: Natural,
    /// Whether the run is a triangle: the move leaves three heaps a ≤ b ≤ c, and the run holds
    /// every (a + i·step, b + i·step + j·step, c − 2i·step − j·step) with i, j ≥ 0 and b ≤ c
    /// (hexadecimal games, heaps past the preperiod), row i = 0 being the plain run above.
    pub triangle: bool,
}

impl Repeat {
    /// "and 41 more, each moving 12 more tokens from the last heap to the one before".
    pub fn msg(&self) -> Msg {
        let more = self
            .count
            .checked_sub(&Natural::ONE)
            .unwrap_or(Natural::ZERO);
        if self.triangle {
            msg!("repeat-triangle", more = more, p = &self.step)
        } else {
            msg!("repeat-run", more = more, step = &self.step)
        }
    }
}

/// The last lines of an explanation: in a P-position why no move wins; in an N-position how
/// many moves win, then the first ten, each in words with why it wins.
pub(crate) fn explain_moves<G: Playable>(
    game: &G,
    moves: &[G::Move],
    convention: Convention,
) -> Lines {
    let mut text = Lines::new();
    if moves.is_empty() {
        text.push(msg!("explain-p", why = game.why_losing(convention)));
        return text;
    }
    text.push(msg!("explain-n", count = moves.len()));
    for mv in moves.iter().take(10) {
        text.push(msg!(
            "explain-move",
            notation = game.move_notation(mv),
            description = game.describe_move(mv),
            why = game.why_winning(mv, convention)
        ));
    }
    if moves.len() > 10 {
        text.push(msg!("explain-more", count = moves.len() - 10));
    }
    text
}

/// Renders every sentence `game` writes, in every language, under each of `conventions`: its
/// explanation (which must not be empty), view, move help, value method, why it is lost, and
/// for each winning move why it wins, and each legal move (up to 100) in words. A message or a
/// variable missing from a catalogue fails here. The games' unit tests share it.
#[cfg(test)]
pub(crate) fn render_every_sentence<G: Playable + Summand>(game: &G, conventions: &[Convention]) {
    use crate::text::Lang;
    let legal = game.legal_moves(100).unwrap();
    for &convention in conventions {
        let text = game.explain(convention).unwrap();
        let winning = game.winning_moves(convention).unwrap();
        for &lang in Lang::ALL {
            assert!(!text.render(lang).is_empty(), "{game}");
            game.view().render(lang);
            game.move_help().render(lang);
            game.value_method().render(lang);
            game.why_losing(convention).render(lang);
            for mv in &winning {
                game.why_winning(mv, convention).render(lang);
            }
            for mv in winning.iter().chain(&legal) {
                game.describe_move(mv).render(lang);
            }
        }
    }
}

/// A move in a one-heap game (Bash, take-away, subtraction): take `take` tokens, leaving `to`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TakeMove {
    /// How many tokens are taken.
    pub take: Natural,
    /// How many tokens are left.
    pub to: Natural,
}

impl TakeMove {
    /// Taking `take` from `heap`; `take ≤ heap` by contract.
    pub(crate) fn from_heap(heap: &Natural, take: Natural) -> TakeMove {
        TakeMove {
            to: heap.sub_or_panic(&take),
            take,
        }
    }
}

impl fmt::Display for TakeMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "take {} -> {}", self.take, self.to)
    }
}

/// The list of games: each line is a variant of [`Component`], [`ComponentMove`] and [`Family`],
/// the game type it holds, and its family's name in the contract (the field `game`). Adding a
/// game is adding its module above and one line here.
macro_rules! with_games {
    ($callback:ident) => {
        $callback! {
            /// Nim heaps, `nim(3,4,5)`, bounded with `max=R`: take any amount (at most R) from
            /// one heap.
            Nim(crate::games::nim::Nim) = "nim",
            /// Bash's game, `bash(10,max=3)`: one heap, take 1 to `max`.
            Bash(crate::games::bash::Bash) = "bash",
            /// Wythoff's game, `wythoff(3,5)`: take from one heap, or the same from both.
            Wythoff(crate::games::wythoff::Wythoff) = "wythoff",
            /// The take-away game, `takeaway(20,k=3/2)`; `fib(20)` is `k = 2`.
            Takeaway(crate::games::takeaway::TakeAway) = "takeaway",
            /// A subtraction game, `sub(10,{1,3,4})`: remove an element of the set.
            Subtraction(crate::games::subtraction::Subtraction) = "subtraction",
            /// An octal game on one heap, `octal(20,0.6)`, `kayles(9)`, `dawsons(9)`.
            Octal(crate::games::octal::OctalHeap) = "octal",
            /// Staircase Nim, `staircase(3,0,4,1)`: move coins from one step to the step below.
            Staircase(crate::games::staircase::Staircase) = "staircase",
            /// Lasker's Nim, `lasker(5,7)`: take from one heap, or split a heap in two.
            Lasker(crate::games::lasker::Lasker) = "lasker",
            /// Green Hackenbush, `hackenbush("1-2,2-3,2-4,3-4")`: cut an edge of a graph on
            /// the ground; what no longer reaches the ground falls.
            Hackenbush(crate::games::hackenbush::Hackenbush) = "hackenbush",
            /// Mock Turtles, `turtles(0,3,4)`: turn one to three coins, the rightmost heads to
            /// tails.
            Turtles(crate::games::turtles::Turtles) = "turtles",
            /// A game on a directed acyclic graph, `dag({1,2},{2},{},0,0)`: slide one token
            /// along an edge.
            Dag(crate::games::dag::Dag) = "dag",
            /// Moore's Nim, `moore(1,2,3,k=2)`: take from at least one and at most K heaps.
            Moore(crate::games::moore::Moore) = "moore",
            /// Euclid's game, `euclid(25,7)`: subtract a multiple of the smaller number from the
            /// larger.
            Euclid(crate::games::euclid::Euclid) = "euclid",
        }
    };
}
pub(crate) use with_games;
