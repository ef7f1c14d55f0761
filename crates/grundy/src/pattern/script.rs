//! Rules as a Rhai script: `fn moves(n)` (a heap game) or `fn moves(a, b)` (a two-number game),
//! run in a sandbox.
//!
//! The engine is Rhai's raw engine with only its standard packages (arithmetic, arrays, strings,
//! maps, ranges): no module resolver, so no `import`, and nothing reads a file, opens a socket
//! or starts a process; `eval` is disabled. Every call is bounded: at most
//! [`SCRIPT_MAX_OPERATIONS`] operations, 64 calls deep, arrays of at most 100,000 elements,
//! strings of at most 10,000 bytes; and the whole run by a wall-clock deadline and the stop in
//! force ([`crate::interrupt`]), both looked at by Rhai's progress callback. The script is
//! compiled once; `moves` is called once per position (the tabulation never asks twice).

use std::time::{Duration, Instant};

use rayon::prelude::*;
use rhai::grain::{Compiler, Program, Vm};
use rhai::{CallFnOptions, Dynamic, Engine, EvalAltResult, Scope};

use super::{Dimension, GameOption, Position, Rules};
use crate::error::{Error, ErrorKind, Result};
use crate::text::msg;

/// The most operations one call of `moves` may run (a runaway loop is stopped here).
pub const SCRIPT_MAX_OPERATIONS: u64 = 10_000_000;

/// The longest script accepted, in bytes.
pub const SCRIPT_TEXT_LIMIT: usize = 100_000;

/// The most calls deep a script may go.
const MAX_CALL_LEVELS: usize = 64;

/// The longest array a script may build (options of one position included).
const MAX_ARRAY_SIZE: usize = 100_000;

/// The longest string a script may build.
const MAX_STRING_SIZE: usize = 10_000;

/// The most entries of a map a script may build.
const MAX_MAP_SIZE: usize = 10_000;

/// A game's rules written as a Rhai script (see the documentation of this module).
pub struct ScriptRules {
    engine: Engine,
    program: Program<'static>,
    dimension: Dimension,
    time_limit: Duration,
}

impl std::fmt::Debug for ScriptRules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ScriptRules")
            .field("dimension", &self.dimension)
            .field("time_limit", &self.time_limit)
            .finish_non_exhaustive()
    }
}

impl ScriptRules {
    /// The rules of `script`, compiled once; `time_limit` bounds the whole run from now (every
    /// call of `moves` after it has passed fails, naming it). A script has a deadline always:
    /// the cost of Rhai's size checks grows with the arrays it builds, which the operation
    /// limit alone does not bound.
    ///
    /// Errors: a script longer than [`SCRIPT_TEXT_LIMIT`], one that does not parse (with the
    /// line and column), or one without exactly one `moves` of one or two parameters.
    pub fn new(script: &str, time_limit: Duration) -> Result<ScriptRules> {
        if script.len() > SCRIPT_TEXT_LIMIT {
            return Err(Error::too_large(
                "pattern_script_bytes",
                SCRIPT_TEXT_LIMIT as u64,
                Some(crate::Natural::from(script.len() as u64)),
                msg!(
                    "error-pattern-script-long",
                    bytes = script.len(),
                    max = SCRIPT_TEXT_LIMIT
                ),
            ));
        }
        let mut engine = Engine::new_raw();
        let standard = rhai::packages::StandardPackage::new();
        engine.register_global_module(rhai::packages::Package::as_shared_module(&standard));
        engine.disable_symbol("eval");
        engine.set_max_operations(SCRIPT_MAX_OPERATIONS);
        engine.set_max_call_levels(MAX_CALL_LEVELS);
        engine.set_max_array_size(MAX_ARRAY_SIZE);
        engine.set_max_string_size(MAX_STRING_SIZE);
        engine.set_max_map_size(MAX_MAP_SIZE);
        engine.set_max_expr_depths(256, 256);
        let deadline = Instant::now().checked_add(time_limit);
        engine.on_progress(move |operations| {
            if !operations.is_multiple_of(1024) {
                return None;
            }
            let late = deadline.is_some_and(|d| Instant::now() >= d);
            (late || crate::interrupt::is_due()).then_some(Dynamic::from_bool(late))
        });
        let ast = engine.compile(script).map_err(|error| {
            let position = error.position();
            Error::new(
                ErrorKind::Syntax,
                msg!(
                    "error-pattern-script-syntax",
                    reason = error.err_type().to_string(),
                    line = position.line().unwrap_or(0),
                    column = position.position().unwrap_or(0)
                ),
            )
        })?;
        let arities: Vec<usize> = ast
            .iter_functions()
            .filter(|f| f.name == "moves")
            .map(|f| f.params.len())
            .collect();
        let dimension = match arities.as_slice() {
            [1] => Dimension::Heap,
            [2] => Dimension::Pair,
            [] => return Err(Error::invalid(msg!("error-pattern-no-moves"))),
            _ => return Err(Error::invalid(msg!("error-pattern-moves-arity"))),
        };
        let program = Compiler::new().compile(&ast);
        Ok(ScriptRules {
            engine,
            program,
            dimension,
            time_limit,
        })
    }

    /// The error of a failed call at `position`.
    fn failure(&self, position: Position, error: EvalAltResult) -> Error {
        // The error inside the calls that led to it.
        let mut error = error;
        while let EvalAltResult::ErrorInFunctionCall(_, _, inner, _) = error {
            error = *inner;
        }
        match error {
            EvalAltResult::ErrorTooManyOperations(_) => Error::too_large(
                "pattern_script_operations",
                SCRIPT_MAX_OPERATIONS,
                None,
                msg!(
                    "error-pattern-script-operations",
                    position = position,
                    max = SCRIPT_MAX_OPERATIONS
                ),
            ),
            EvalAltResult::ErrorTerminated(late, _) => {
                if late.as_bool().unwrap_or(false) {
                    let ms = self.time_limit.as_millis();
                    Error::new(
                        ErrorKind::Interrupted,
                        msg!("error-pattern-script-time", position = position, ms = ms),
                    )
                } else {
                    crate::interrupt::check()
                        .err()
                        .unwrap_or_else(|| Error::new(ErrorKind::Interrupted, "interrupted"))
                }
            }
            EvalAltResult::ErrorStackOverflow(_) => Error::too_large(
                "pattern_script_call_levels",
                MAX_CALL_LEVELS as u64,
                None,
                msg!(
                    "error-pattern-script-deep",
                    position = position,
                    max = MAX_CALL_LEVELS
                ),
            ),
            EvalAltResult::ErrorDataTooLarge(what, _) => Error::too_large(
                "pattern_script_data",
                MAX_ARRAY_SIZE as u64,
                None,
                msg!(
                    "error-pattern-script-data",
                    position = position,
                    what = what
                ),
            ),
            other => {
                let line = other.position().line().unwrap_or(0);
                Error::invalid(msg!(
                    "error-pattern-script-failed",
                    position = position,
                    reason = crate::error::quote_up_to(&other.to_string(), 160),
                    line = line
                ))
            }
        }
    }
}

/// A non-negative integer of a script's answer, or `None`.
fn natural(value: &Dynamic) -> Option<u64> {
    value.as_int().ok().and_then(|v| u64::try_from(v).ok())
}

fn bad_option(position: Position, option: &Dynamic, dimension: Dimension) -> Error {
    let expected = match dimension {
        Dimension::Heap => msg!("pattern-expected-heaps"),
        Dimension::Pair => msg!("pattern-expected-pair"),
    };
    Error::invalid(msg!(
        "error-pattern-bad-option",
        position = position,
        option = crate::error::quote_up_to(&option.to_string(), 60),
        expected = expected
    ))
}

impl ScriptRules {
    /// The options of `position`: one call of the script's `moves`.
    fn call(&self, position: Position) -> Result<Vec<GameOption>> {
        let as_int = |v: u64| i64::try_from(v).unwrap_or(i64::MAX);
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(true);
        let mut scope = Scope::new();
        // A VM per call: its operation count starts from nought, as the limit is per call.
        let mut vm = Vm::new(&self.engine);
        let result = match position {
            Position::Heap(n) => vm.call_fn_with_options::<Dynamic>(
                options,
                &mut scope,
                &self.program,
                "moves",
                (as_int(n),),
            ),
            Position::Pair(a, b) => vm.call_fn_with_options::<Dynamic>(
                options,
                &mut scope,
                &self.program,
                "moves",
                (as_int(a), as_int(b)),
            ),
        };
        let answer = result.map_err(|error| self.failure(position, *error))?;
        let Some(list) = answer.clone().try_cast::<rhai::Array>() else {
            return Err(Error::invalid(msg!(
                "error-pattern-not-array",
                position = position,
                answer = crate::error::quote_up_to(&answer.to_string(), 60)
            )));
        };
        let mut out = Vec::with_capacity(list.len());
        for item in &list {
            let option = match self.dimension {
                Dimension::Heap => match natural(item) {
                    Some(heap) => GameOption::Heaps(vec![heap]),
                    None => {
                        let heaps = item
                            .clone()
                            .try_cast::<rhai::Array>()
                            .and_then(|parts| parts.iter().map(natural).collect::<Option<_>>());
                        match heaps {
                            Some(heaps) => GameOption::Heaps(heaps),
                            None => return Err(bad_option(position, item, self.dimension)),
                        }
                    }
                },
                Dimension::Pair => {
                    let pair = item
                        .clone()
                        .try_cast::<rhai::Array>()
                        .filter(|parts| parts.len() == 2)
                        .and_then(|parts| Some((natural(&parts[0])?, natural(&parts[1])?)));
                    match pair {
                        Some((a, b)) => GameOption::Pair(a, b),
                        None => return Err(bad_option(position, item, self.dimension)),
                    }
                }
            };
            out.push(option);
        }
        Ok(out)
    }
}

impl Rules for ScriptRules {
    fn dimension(&self) -> Dimension {
        self.dimension
    }

    fn moves(&mut self, position: Position) -> Result<Vec<GameOption>> {
        self.call(position)
    }

    fn answers_together(&self) -> bool {
        true
    }

    /// Every position's call on the rayon pool, each under the caller's stop (so a deadline or
    /// a raised flag stops them all).
    fn moves_of(&mut self, positions: &[Position]) -> Vec<Result<Vec<GameOption>>> {
        let stop = crate::interrupt::current();
        let rules = &*self;
        positions
            .par_iter()
            .map(|&position| crate::interrupt::with_stop(&stop, || rules.call(position)))
            .collect()
    }
}
