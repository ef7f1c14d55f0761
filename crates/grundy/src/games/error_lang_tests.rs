//! The games' errors in every language: a representative refusal of every game (its notation,
//! its limits, a move typed in play) must read in Chinese without English prose in it.

use super::MoveNotation;
use super::bash::Bash;
use super::dag::Dag;
use super::euclid::Euclid;
use super::hackenbush::Hackenbush;
use super::lasker::Lasker;
use super::moore::Moore;
use super::nim::Nim;
use super::octal::OctalHeap;
use super::staircase::Staircase;
use super::subtraction::Subtraction;
use super::takeaway::TakeAway;
use super::turtles::Turtles;
use super::wythoff::Wythoff;
use crate::Error;
use crate::text::Lang;

/// The first run of three or more English words in `text`, outside quoted input (“…”)
/// and notation (`…`): English prose left in a Chinese message.
fn english_run(text: &str) -> Option<String> {
    let mut kept = String::new();
    let mut closing: Option<char> = None;
    for c in text.chars() {
        match closing {
            Some(end) if c == end => closing = None,
            Some(_) => {}
            None => match c {
                '“' => closing = Some('”'),
                '`' => closing = Some('`'),
                _ => kept.push(c),
            },
        }
    }
    let is_word = |token: &str| {
        let word = token.trim_matches(|c: char| c.is_ascii_punctuation());
        !word.is_empty() && word.chars().all(|c| c.is_ascii_alphabetic())
    };
    for piece in kept.split(|c: char| !c.is_ascii()) {
        let words: Vec<&str> = piece.split_whitespace().collect();
        let mut start = 0;
        while start < words.len() {
            let length = words[start..].iter().take_while(|w| is_word(w)).count();
            if length >= 3 {
                return Some(words[start..start + length].join(" "));
            }
            start += length.max(1);
        }
    }
    None
}

/// The error of `result`, which must be one.
fn error<T: std::fmt::Debug>(label: &str, result: crate::Result<T>) -> (String, Error) {
    match result {
        Err(error) => (label.to_string(), error),
        Ok(value) => panic!("{label}: expected an error, got {value:?}"),
    }
}

/// A game read from its notation.
fn game<G: std::str::FromStr<Err = Error>>(text: &str) -> G {
    text.parse::<G>().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A move typed in play, refused.
fn refused<G: MoveNotation + std::fmt::Display>(game: &G, typed: &str) -> (String, Error) {
    let words: Vec<&str> = typed.split_whitespace().collect();
    error(&format!("{game}: {typed}"), game.parse_move(&words, 0))
}

/// A representative error of every game: its notation, a limit, and moves refused in play.
fn every_game_errors() -> Vec<(String, Error)> {
    let notation = |text: &str| error(text, text.parse::<crate::expr::Expr>());
    vec![
        notation("nim(3,x)"),
        notation("nim(3,max=0)"),
        refused(&game::<Nim>("nim(3,4)"), "9 1"),
        refused(&game::<Nim>("nim(3,4)"), "take all"),
        refused(&game::<Nim>("nim(3,4)"), "5"),
        refused(&game::<Nim>("nim(3,4)"), "0 7"),
        refused(&game::<Nim>("nim(3,4)"), "0 -> 5"),
        refused(&game::<Nim>("nim(3,4,max=2)"), "0 3"),
        refused(&game::<Nim>("nim(3)"), "0"),
        notation("bash(5,max=0)"),
        notation("bash(x,max=2)"),
        refused(&game::<Bash>("bash(5,max=2)"), "3"),
        refused(&game::<Bash>("bash(5,max=2)"), "-> 7"),
        refused(&game::<Bash>("bash(5,max=9)"), "6"),
        refused(&game::<Bash>("bash(0,max=9)"), "1"),
        refused(&game::<Bash>("bash(5,max=2)"), "two"),
        notation("wythoff(x,3)"),
        refused(&game::<Wythoff>("wythoff(6,8)"), "a 9"),
        refused(&game::<Wythoff>("wythoff(6,8)"), "both 7"),
        refused(&game::<Wythoff>("wythoff(6,8)"), "-> 5 5"),
        refused(&game::<Wythoff>("wythoff(6,8)"), "c 1"),
        notation("fib(x)"),
        notation("takeaway(10,k=2,cap=x)"),
        refused(&game::<TakeAway>("fib(10)"), "10"),
        refused(&game::<TakeAway>("fib(10,cap=2)"), "3"),
        refused(&game::<TakeAway>("takeaway(10,k=3/2,cap=2)"), "3"),
        refused(&game::<TakeAway>("fib(10,cap=0)"), "1"),
        notation("sub(5,{0,2})"),
        refused(&game::<Subtraction>("sub(5,{1,3,4})"), "2"),
        refused(&game::<Subtraction>("sub(5,{1,3})"), "2"),
        error("1,x", "1,x".parse::<super::subtraction::SubtractionSet>()),
        notation("octal(5,0.x)"),
        notation("octal(5,1.07)"),
        notation("octal(5,0.000)"),
        notation("octal(5,00.7)"),
        notation("octal(5,07)"),
        refused(&game::<OctalHeap>("kayles(9)"), "1 1 1 1 1"),
        refused(&game::<OctalHeap>("kayles(9)"), "3"),
        refused(&game::<OctalHeap>("dawsons(9)"), "1"),
        refused(&game::<OctalHeap>("dawsons(9)"), "2 from 3"),
        refused(&game::<OctalHeap>("kayles(9)"), "1 0 3"),
        refused(&game::<OctalHeap>("kayles(9)"), "1 2 3"),
        refused(&game::<OctalHeap>("kayles(2)"), "x"),
        notation("staircase(x)"),
        refused(&game::<Staircase>("staircase(3,0,2)"), "9 1"),
        refused(&game::<Staircase>("staircase(3,0,2)"), "0 1"),
        refused(&game::<Staircase>("staircase(3,0,2)"), "2 1"),
        refused(&game::<Staircase>("staircase(3,0,2)"), "1 5"),
        refused(&game::<Staircase>("staircase(3,0,2)"), "1 0"),
        refused(&game::<Staircase>("staircase(3,0,2)"), "1 -> 4"),
        refused(&game::<Staircase>("staircase(3,0,2)"), "7"),
        refused(&game::<Staircase>("staircase(3,0,2)"), "up"),
        notation("lasker(x)"),
        refused(&game::<Lasker>("lasker(5,3)"), "0 -> 2 2"),
        refused(&game::<Lasker>("lasker(5,3)"), "0 -> 0 5"),
        refused(&game::<Lasker>("lasker(5,3)"), "0 0"),
        refused(&game::<Lasker>("lasker(5,3)"), "0 -> 7"),
        refused(&game::<Lasker>("lasker(5,3)"), "9 1"),
        refused(&game::<Lasker>("lasker(5,3)"), "3"),
        refused(&game::<Lasker>("lasker(5)"), "split"),
        notation("hackenbush(\"1-2,3-4\")"),
        notation("hackenbush(\"1-x\")"),
        notation("hackenbush(\"1-2,,2-3\")"),
        notation("hackenbush(\"12\")"),
        refused(&game::<Hackenbush>("hackenbush(\"1-2\")"), "5"),
        refused(&game::<Hackenbush>("hackenbush(\"1-2\")"), "3-4"),
        refused(&game::<Hackenbush>("hackenbush(\"1-2,1-2\")"), "1-2"),
        refused(&game::<Hackenbush>("hackenbush(\"1-2\")"), "chop"),
        notation("turtles(1,1)"),
        notation("turtles(x)"),
        refused(&game::<Turtles>("turtles(1,4)"), "0 2"),
        refused(&game::<Turtles>("turtles(1,4)"), "1 2 3 4"),
        error("turtles move order", {
            let turtles = game::<Turtles>("turtles(1,4)");
            let mv = super::turtles::TurtlesMove {
                turned: vec![crate::Natural::from(4u64), crate::Natural::from(1u64)],
            };
            super::Rules::check_move(&turtles, &mv)
        }),
        notation("dag({1},{0},0)"),
        notation("dag({5},{},0)"),
        notation("dag({1},{},7)"),
        refused(&game::<Dag>("dag({1},{},1)"), "0"),
        refused(&game::<Dag>("dag({1},{},0,0)"), "5 1"),
        refused(&game::<Dag>("dag({1},{},0)"), "0"),
        refused(&game::<Dag>("dag({1},{},0)"), "a b c"),
        notation("moore(3,4,k=0)"),
        notation("moore(3,4,k=x)"),
        refused(&game::<Moore>("moore(3,4,k=1)"), "0 1 1 1"),
        refused(&game::<Moore>("moore(3,4,k=2)"), "0 1 0 1"),
        refused(&game::<Moore>("moore(3,4,k=2)"), "0 0"),
        refused(&game::<Moore>("moore(3,4,k=2)"), "0 9"),
        refused(&game::<Moore>("moore(3,4,k=2)"), "7 1"),
        refused(&game::<Moore>("moore(3,k=2)"), "x"),
        notation("euclid(x,3)"),
        refused(&game::<Euclid>("euclid(3,0)"), "a 1"),
        refused(&game::<Euclid>("euclid(5,3)"), "a 9"),
        refused(&game::<Euclid>("euclid(5,3)"), "-> 4 3"),
        refused(&game::<Euclid>("euclid(5,3)"), "c 1"),
        error("nim(1)+nim(2)", "nim(1)+nim(2)".parse::<Nim>()),
    ]
}

#[test]
fn every_game_error_reads_in_chinese_without_english_prose() {
    let mut english = Vec::new();
    for (label, error) in every_game_errors() {
        let zh = error.render(Lang::Zh);
        if let Some(run) = english_run(&zh) {
            english.push(format!("{label}: '{run}' in {zh}"));
        }
        assert_ne!(
            zh,
            error.render(Lang::En),
            "{label}: the same in both languages"
        );
    }
    assert!(
        english.is_empty(),
        "English in Chinese errors:\n{}",
        english.join("\n")
    );
}

#[test]
fn english_prose_is_found_and_quoted_input_or_notation_is_not() {
    assert_eq!(
        english_run("没有堆：a move takes at least 1 token").as_deref(),
        Some("a move takes at least")
    );
    assert_eq!(
        english_run("无法读取“take all the heap”：着法写作 `take T from G`"),
        None
    );
    assert_eq!(english_run("Mock Turtles 翻硬币，Green Hackenbush"), None);
    // Left in English, most of the refusals would be found (some are too short to tell, such
    // as "heap 0 has only 3 tokens"; the test above also finds them the same in both languages).
    let errors = every_game_errors();
    let found = (errors.iter())
        .filter(|(_, error)| english_run(&error.render(Lang::En)).is_some())
        .count();
    assert!(
        found * 10 >= errors.len() * 9,
        "{found} of {}",
        errors.len()
    );
}
