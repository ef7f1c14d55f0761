//! The answers a front end needs to let a person play: the legal moves of a position
//! (`"moves"`), a hint (`"hint"`), and one turn of a game against the computer (`"play"`).
//! They are built from the same library calls as `grundy play`, so the web page plays exactly
//! as the terminal does.
//! One file per question: [`start`], [`moves`], [`hint`], [`turn`] (`"play"`), [`position`] and
//! [`games`]; the move as a person sees it ([`PlayedMove`]) is shared here.

mod games;
mod hint;
mod moves;
mod position;
mod start;
mod turn;

pub use games::{GameEntry, GamesReport, GamesRequest};
pub use hint::{HintReport, HintRequest};
pub use moves::{MovesReport, MovesRequest};
pub use position::{PositionReport, PositionRequest};
pub use start::{StartReport, StartRequest};
pub use turn::{ComputerMove, Mistake, PlayReport, PlayRequest, TurnOptions, Winner};

use serde::{Deserialize, Serialize};

use crate::text::{Lang, Msg, msg};

use super::{Job, MoveReport};
use crate::engine::Convention;
use crate::error::{Error, Result};
use crate::expr::{Analysis, Expr, SumMove};

/// A move as a person sees it: what to type, what it does, and the position it leaves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct PlayedMove {
    /// The move in the notation `grundy play` reads (and `POST /api/play` takes as `move`).
    pub notation: String,
    /// The move in words, such as "take 2 from heap 1 (3 → 1)".
    pub description: String,
    /// The move's fields, as in `winning_moves` of the other answers.
    #[serde(rename = "move")]
    pub fields: MoveReport,
    /// The position it leaves, in canonical notation.
    pub position: String,
}

impl PlayedMove {
    /// `mv`, a legal move of `expr`, as a person sees it, described in `lang`.
    pub fn new(expr: &Expr, mv: &SumMove, lang: Lang) -> Result<PlayedMove> {
        let after = expr.apply(mv)?;
        let mut fields = MoveReport::from(&mv.kind);
        if expr.components().len() > 1 {
            fields = fields.in_component(mv.component);
        }
        Ok(PlayedMove {
            notation: expr.move_notation(mv),
            description: expr.describe_move(mv).render(lang),
            fields,
            position: after.to_string(),
        })
    }
}

/// The legal moves of `expr`, or an error (kind too large, limit `legal_moves`) when there are
/// more than `limit`, its message `too_many(quoted expression, limit)`.
pub(super) fn legal_moves_within(
    expr: &Expr,
    limit: usize,
    too_many: impl FnOnce(String, usize) -> Msg,
) -> Result<Vec<SumMove>> {
    expr.legal_moves(limit).map_err(|e| {
        if e.is_too_large() {
            Error::too_large(
                "legal_moves",
                limit as u64,
                None,
                too_many(crate::error::quote(&expr.to_string()), limit),
            )
        } else {
            e
        }
    })
}

/// The position reached from `expr` by the moves `played`, in order, each in `grundy play`'s
/// notation; an error names the first move that cannot be read or is not legal.
fn reach(expr: &str, played: &[String]) -> Result<Expr> {
    let mut position: Expr = expr.parse()?;
    for (index, text) in played.iter().enumerate() {
        let mv = position.parse_move(text).map_err(|e| {
            Error::new(
                e.kind(),
                msg!(
                    "error-played-move",
                    index = index,
                    text = crate::error::quote(text),
                    message = e.msg().clone()
                ),
            )
        })?;
        position = position.apply(&mv)?;
    }
    Ok(position)
}

/// The analysis of `expr`, telling `job` how far an exhaustive search has come.
fn analyze(expr: &Expr, convention: Convention, job: &mut Job<'_>) -> Result<Analysis> {
    expr.analyze_observed(convention, &mut |done, total| {
        job.report(done, Some(total), "positions")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;
    use crate::engine::Outcome;
    use crate::report::{Int, Question};

    fn expr(text: &str) -> Expr {
        text.parse().unwrap()
    }

    fn turn(start: &str, your_move: Option<&str>, convention: Convention) -> Result<PlayReport> {
        let options = TurnOptions {
            convention,
            ..TurnOptions::default()
        };
        PlayReport::turn(&expr(start), your_move, options, &mut |e| {
            e.analyze(convention)
        })
    }

    #[test]
    fn the_tutor_names_a_mistake_and_the_move_that_would_have_won() {
        let normal = Convention::Normal;
        let report = turn("wythoff(9,4)", Some("b 2"), normal).unwrap();
        let mistake = report.mistake.expect("(9, 4) → (9, 2) hands over a win");
        assert_eq!(mistake.winning_move_count, Int::from(1u64));
        assert_eq!(mistake.winning_moves[0].notation, "a 2");
        assert!(
            mistake.reason.contains("(a_3, b_3) = (4, 7)"),
            "{}",
            mistake.reason
        );
        // In Chinese, the same move and the textbook's term.
        let options = TurnOptions {
            lang: Lang::Zh,
            ..TurnOptions::default()
        };
        let zh = PlayReport::turn(&expr("wythoff(9,4)"), Some("b 2"), options, &mut |e| {
            e.analyze(normal)
        })
        .unwrap();
        let zh = zh.mistake.unwrap();
        assert_eq!(zh.winning_moves[0].notation, "a 2");
        assert!(zh.reason.contains("奇异局势"), "{}", zh.reason);
        // The winning move, and any move from a lost position, are no mistake.
        assert_eq!(
            turn("wythoff(9,4)", Some("a 2"), normal).unwrap().mistake,
            None
        );
        assert_eq!(
            turn("bash(8,max=3)", Some("1"), normal).unwrap().mistake,
            None
        );
        // Under misère play, taking the last token from a won position is one.
        let misere = turn("nim(2)", Some("0 2"), Convention::Misere).unwrap();
        assert!(misere.finished && misere.mistake.is_some());
    }

    /// Plays from `start`, the person always taking the hint's move (winning when there is
    /// one), to the end; returns the winner and the number of turns.
    fn play_out(start: &str, convention: Convention) -> (Winner, usize) {
        let mut position = expr(start);
        for turns in 1..1000 {
            let analysis = position.analyze(convention).unwrap();
            let hint = HintReport::new(&position, &analysis, Lang::En).unwrap();
            let mv = hint.winning_move.or(hint.stalling_move).unwrap();
            let options = TurnOptions {
                convention,
                ..TurnOptions::default()
            };
            let report = PlayReport::turn(&position, Some(&mv.notation), options, &mut |e| {
                e.analyze(convention)
            })
            .unwrap();
            assert_eq!(report.your_move.as_ref().unwrap().position, mv.position);
            if report.finished {
                assert_eq!(report.outcome, None);
                return (report.winner.unwrap(), turns);
            }
            assert_eq!(report.winner, None);
            position = expr(&report.expr);
        }
        panic!("the game from {start} did not end");
    }

    #[test]
    fn whoever_starts_in_an_n_position_and_follows_the_hints_wins() {
        for convention in [Convention::Normal, Convention::Misere] {
            for start in [
                "nim(3,4,5)",
                "wythoff(4,9)",
                "bash(10, max=3)",
                "nim(2,2,1)",
            ] {
                let p = expr(start).analyze(convention).unwrap().outcome;
                let (winner, _) = play_out(start, convention);
                let expected = if p == Outcome::N {
                    Winner::You
                } else {
                    Winner::Computer
                };
                assert_eq!(winner, expected, "{start} under {convention:?}");
            }
        }
    }

    #[test]
    fn the_computer_answers_with_a_winning_move_and_says_what_is_left() {
        // After 0 2 (nim(1,4,5)), the nim-sum is 0 ^ ... : 1^4^5 = 0, a P-position for the
        // computer, which can only play for time.
        let report = turn("nim(3,4,5)", Some("0 2"), Convention::Normal).unwrap();
        let your = report.your_move.unwrap();
        assert_eq!(your.position, "nim(1,4,5)");
        let computer = report.computer_move.unwrap();
        assert!(!computer.winning);
        assert_eq!(report.expr, computer.position);
        assert_eq!(report.outcome, Some(Outcome::N));
        // The computer first, from an N-position: it wins, leaving a P-position.
        let report = turn("nim(3,4,5)", None, Convention::Normal).unwrap();
        assert!(report.your_move.is_none());
        assert!(report.computer_move.unwrap().winning);
        assert_eq!(report.outcome, Some(Outcome::P));
        assert_eq!(report.start, "nim(3,4,5)");
    }

    #[test]
    fn the_last_move_decides_the_winner_by_the_convention() {
        let normal = turn("nim(1)", Some("0 1"), Convention::Normal).unwrap();
        assert!(normal.finished && normal.computer_move.is_none());
        assert_eq!(normal.winner, Some(Winner::You));
        let misere = turn("nim(1)", Some("0 1"), Convention::Misere).unwrap();
        assert_eq!(misere.winner, Some(Winner::Computer));
        let computer_last = turn("nim(2)", Some("0 1"), Convention::Normal).unwrap();
        assert_eq!(computer_last.winner, Some(Winner::Computer));
        assert_eq!(computer_last.expr, "nim(0)");
    }

    #[test]
    fn illegal_moves_and_finished_games_are_errors() {
        let error = turn("nim(3,4,5)", Some("0 9"), Convention::Normal).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::IllegalMove);
        let error = turn("nim(0)", Some("0 1"), Convention::Normal).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::IllegalMove);
        assert!(error.message().contains("the game is over"), "{error}");
    }

    #[test]
    fn the_moves_are_every_legal_move_each_playable_by_its_notation() {
        let position = expr("nim(3,4) + kayles(3)");
        let report = MovesReport::new(&position, 100, Lang::En).unwrap();
        // Nim: 3 + 4 moves; Kayles of 3: take 1 from an end (2), from the middle (1 + 1),
        // take 2 (1), take 3 (nothing) as distinct results.
        let nim = report
            .moves
            .iter()
            .filter(|m| m.fields.component() == Some(0))
            .count();
        assert_eq!(nim, 7);
        assert_eq!(report.move_count, report.moves.len());
        for played in &report.moves {
            let mv = position.parse_move(&played.notation).unwrap();
            assert_eq!(position.apply(&mv).unwrap().to_string(), played.position);
        }
        let error = MovesReport::new(&expr("nim(1000)"), 100, Lang::En).unwrap_err();
        assert_eq!(error.limit().unwrap().name(), "legal_moves");
    }

    #[test]
    fn a_turn_carries_the_position_it_leaves_as_numbers() {
        // Regression: the page read the queen's square back out of `wythoff(a,b)` with a regex.
        let report = turn("wythoff(9,4)", Some("a 2"), Convention::Normal).unwrap();
        let sizes: Vec<Vec<String>> = (report.components.iter())
            .map(|view| view.heaps.iter().map(|h| h.size.to_string()).collect())
            .collect();
        let after: Expr = report.expr.parse().unwrap();
        let expected: Vec<Vec<String>> = (position::views(&after, Lang::En).iter())
            .map(|view| view.heaps.iter().map(|h| h.size.to_string()).collect())
            .collect();
        assert_eq!(sizes, expected);
        assert_eq!(report.components[0].notation, report.expr);
        assert_ne!(report.expr, "wythoff(7,4)", "the computer has answered");
        // A finished game still says where it ended.
        let over = turn("nim(1)", Some("0 1"), Convention::Normal).unwrap();
        assert_eq!(over.components[0].heaps[0].size.to_string(), "0");
    }

    #[test]
    fn a_position_says_how_to_move_with_an_example_and_when_it_is_over() {
        let report = PositionReport::new(&expr("nim(3) + bash(5,max=2)"), Lang::En).unwrap();
        assert!(!report.finished);
        assert_eq!(report.how_to_move.len(), 2);
        assert!(
            report.how_to_move[0].starts_with("nim"),
            "{:?}",
            report.how_to_move
        );
        assert_ne!(report.how_to_move[0], report.how_to_move[1]);
        let example = report.example_move.expect("a move is left");
        assert_eq!(example.notation, "0: 0 1");
        assert_eq!(example.position, "nim(2) + bash(5,max=2)");
        let over = PositionReport::new(&expr("nim(0,0) + kayles(0)"), Lang::En).unwrap();
        assert!(over.finished && over.example_move.is_none());
        let zh = PositionReport::new(&expr("nim(3)"), Lang::Zh).unwrap();
        assert_ne!(zh.how_to_move, vec![String::new()]);
    }

    #[test]
    fn a_position_reached_by_its_moves_remembers_the_last_take() {
        let ask = |expr: &str, played: &[&str]| {
            let request = PositionRequest {
                expr: expr.to_string(),
                played: played.iter().map(|m| m.to_string()).collect(),
                lang: Lang::En,
            };
            request.answer(&mut Job::new(crate::report::Limits::LOCAL))
        };
        let reached = ask("fib(20)", &["2"]).unwrap();
        assert_eq!(reached.expr, "fib(18,cap=4)");
        let rule = reached.components[0].rule.clone().unwrap();
        assert!(rule.contains("2·2 = 4"), "{rule}");
        // The notation alone knows the cap, not why.
        let written = ask("fib(18,cap=4)", &[]).unwrap();
        assert_eq!(written.expr, reached.expr);
        assert!(!written.components[0].rule.clone().unwrap().contains('·'));
        let error = ask("fib(20)", &["2", "9"]).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::IllegalMove);
        assert!(
            error.message().starts_with("played move 1 ('9'): "),
            "{error}"
        );
    }

    #[test]
    fn a_hint_in_a_p_position_gives_a_stalling_move() {
        let position = expr("nim(1,2,3)");
        let hint = HintReport::new(
            &position,
            &position.analyze(Convention::Normal).unwrap(),
            Lang::En,
        );
        let hint = hint.unwrap();
        assert_eq!(hint.outcome, Outcome::P);
        assert!(hint.winning_move.is_none());
        assert_eq!(hint.winning_move_count, Int::from(0u64));
        assert!(hint.stalling_move.is_some());
        assert!(!hint.reason.is_empty());
    }
}
