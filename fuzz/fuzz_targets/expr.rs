//! The expression parser and the move notation on any input: never a panic; an expression that
//! parses prints in a canonical form that parses back to the same expression, and a move that
//! parses is legal and applies.
#![no_main]

use grundy::engine::Convention;
use grundy::expr::Expr;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // The first line is the expression, the rest a move typed in it.
    let (expression, typed) = text.split_once('\n').unwrap_or((text, ""));
    let expr = match expression.parse::<Expr>() {
        Ok(expr) => expr,
        Err(error) => {
            assert!(!error.to_string().contains('\n'), "one line: {error}");
            return;
        }
    };
    let canonical = expr.to_string();
    assert_eq!(canonical.parse::<Expr>().as_ref(), Ok(&expr), "{canonical}");
    // Keep each run cheap (the fuzzer is after parsing and moves, not long computations):
    // small positions only, every number below 1000.
    let numbers_small = canonical
        .split(|c: char| !c.is_ascii_digit())
        .all(|digits| digits.len() <= 3);
    if canonical.len() > 60 || !numbers_small {
        return;
    }
    if let Ok(mv) = expr.parse_move(typed) {
        let after = expr.apply(&mv).expect("a move that parses applies");
        let _ = after.analyze(Convention::Normal);
    }
});
