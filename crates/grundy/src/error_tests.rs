//! The library's errors in Chinese (issue 35): a sample of the errors a person meets outside
//! the games (an expression that does not read, a request past a limit, a number or a
//! multiplier that does not read, an error wrapped in context, a move typed in a sum) rendered
//! in Chinese holds no English prose: no run of three ASCII-letter words outside quoted input
//! and notation.

use super::*;
use crate::census::CodePattern;
use crate::certificate::Certificate;
use crate::expr::Expr;
use crate::games::subtraction::SubtractionSet;
use crate::num::Ratio;
use crate::sequence::{SequenceKind, SequenceRun};

/// The first run of three or more words of ASCII letters, separated by single spaces, in
/// `text` once its quoted parts (“…”, '…', "…") are left out: English prose. Punctuation at
/// either end of a word is ignored ("expected a number," is three words); notation such as
/// `nim(3,4,5), bash(10,max=3)` is not words.
fn english_run(text: &str) -> Option<String> {
    let mut unquoted = String::new();
    let mut closing: Option<char> = None;
    for c in text.chars() {
        match closing {
            Some(end) if c == end => closing = None,
            Some(_) => {}
            None => match c {
                '“' => closing = Some('”'),
                '\'' | '"' => closing = Some(c),
                _ => unquoted.push(c),
            },
        }
    }
    let mut run: Vec<&str> = Vec::new();
    for token in unquoted.split(' ') {
        let word = token.trim_matches(|c: char| c.is_ascii_punctuation());
        if !word.is_empty() && word.bytes().all(|b| b.is_ascii_alphabetic()) {
            run.push(word);
            if run.len() == 3 {
                return Some(run.join(" "));
            }
        } else {
            run.clear();
        }
    }
    None
}

#[test]
fn english_prose_is_found_and_quoted_input_or_notation_is_not() {
    assert_eq!(
        english_run("第 3 列：it expected a number, found x").as_deref(),
        Some("expected a number")
    );
    assert_eq!(english_run("无法读取堆大小“is not a heap”：应为 0-9"), None);
    assert_eq!(
        english_run("应为 nim(3,4,5), bash(10,max=3), kayles(7)"),
        None
    );
    assert_eq!(english_run("'a b c' 和 \"d e f\""), None);
    // The same error in English is prose.
    let error = "nim(3,4".parse::<Expr>().unwrap_err();
    assert!(english_run(&error.render(Lang::En)).is_some(), "{error}");
}

/// Errors from every part of the library outside the games, each as a person meets it.
fn sample() -> Vec<(&'static str, Error)> {
    let expr = |text: &str| text.parse::<Expr>().unwrap_err();
    let sum: Expr = "nim(1,2) + nim(3)".parse().unwrap();
    let set = SubtractionSet::new(vec![1, 3, 4]).unwrap();
    let huge: Natural = "7".repeat(90).parse().unwrap();
    vec![
        ("unclosed call", expr("nim(3,4")),
        ("empty expression", expr("   ")),
        ("unknown game", expr("foo(3)")),
        ("stray character", expr("nim(3；4)")),
        ("missing argument", expr("nim(3, max=)")),
        ("key twice", expr("bash(10,max=3,max=4)")),
        ("invalid number", expr("nim(3,x4)")),
        ("beyond a word", expr("sub(10,{99999999999999999999})")),
        (
            "invalid heap size",
            Natural::parse_decimal("-4", msg!("error-what-heap-size")).unwrap_err(),
        ),
        ("zero multiplier", "0".parse::<Ratio>().unwrap_err()),
        (
            "long multiplier",
            "1.12345678901234567890".parse::<Ratio>().unwrap_err(),
        ),
        ("bad multiplier", "2x".parse::<Ratio>().unwrap_err()),
        (
            "too large: a sequence",
            SequenceRun::new(&set, SequenceKind::Grundy, u64::MAX).unwrap_err(),
        ),
        (
            "too large: a huge number",
            Error::beyond_word(msg!("error-what-number"), &huge),
        ),
        (
            "too large: census",
            CodePattern::expand_all(&["?.??????????"]).unwrap_err(),
        ),
        (
            "census pattern",
            CodePattern::expand_all(&["0.8?"]).unwrap_err(),
        ),
        ("a closed list", "fr".parse::<Lang>().unwrap_err()),
        ("certificate", Certificate::parse("").unwrap_err()),
        (
            "certificate line",
            Certificate::parse("grundy certificate 1\ngame chess\n").unwrap_err(),
        ),
        (
            "context",
            Error::invalid(msg!("error-rules-cycle")).context(msg!(
                "error-remoteness-of-component",
                index = 1,
                component = "nim(3)"
            )),
        ),
        ("no such game", sum.parse_move("5: 1").unwrap_err()),
        ("game number", sum.parse_move("1 2").unwrap_err()),
        ("empty move", sum.parse_move("  ").unwrap_err()),
        (
            "interrupted",
            Error::new(ErrorKind::Interrupted, msg!("error-interrupted")),
        ),
    ]
}

#[test]
fn errors_outside_the_games_read_in_chinese() {
    for (what, error) in sample() {
        let english = error.render(Lang::En);
        let chinese = error.render(Lang::Zh);
        assert_ne!(chinese, english, "{what}: the same in both languages");
        assert!(
            english_run(&chinese).is_none(),
            "{what}: English in the Chinese message: {chinese:?} ({:?})",
            english_run(&chinese)
        );
        assert!(!chinese.contains('\n'), "{what}: {chinese:?}");
    }
}

#[test]
fn a_chinese_error_keeps_its_column_kind_and_limit() {
    let error = "nim(3,4".parse::<Expr>().unwrap_err();
    assert_eq!(
        error.render(Lang::En),
        "at column 8: expected ',' or ')' in 'nim(...)', found the end of the expression"
    );
    assert_eq!(
        error.render(Lang::Zh),
        "第 8 列：“nim(...)”中应为“,”或“)”，却遇到表达式的末尾"
    );
    assert_eq!(error.kind(), ErrorKind::Syntax);
    let error = CodePattern::expand_all(&["?.??????????"]).unwrap_err();
    assert_eq!(error.limit().map(Limit::name), Some("census_games"));
    assert!(error.render(Lang::Zh).contains("上限 census_games"));
}
