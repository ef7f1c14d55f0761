//! grundy: exact analysis of impartial combinatorial games.
//!
//! - [`engine`]: the game trait, `mex`, [`Nimber`](engine::Nimber), a memoised solver that never
//!   overflows the stack, and sums of games by the Sprague–Grundy theorem. It is also the
//!   brute-force oracle against which every closed form is tested.
//! - [`games`]: Bash's game, Nim (normal, misère, bounded), Wythoff's game, the take-away game
//!   with any rational multiplier (Fibonacci Nim is `k = 2`), subtraction and octal games, each
//!   implementing [`ImpartialGame`](games::ImpartialGame) (outcome, Grundy value, every winning
//!   move, an explanation in the theory's terms) and [`Playable`](games::Playable).
//! - [`expr`]: game expressions such as `nim(3,4,5) + wythoff(3,5)`: one parser, and the
//!   analysis of the sum (outcome, Grundy values, every winning move).
//! - [`num`]: exact integers of any length, with a machine-word fast path.
//! - `report` (feature `serde`): the JSON contract, one typed answer per kind of question,
//!   shared by every front end.
//! - [`sequence`]: Grundy sequences and their periods, one shape for all of them.
//! - [`rng`]: the seeded generator behind `grundy stress --seed` and the randomised tests.
//!
//! No floating point decides any answer, and no arithmetic overflows silently.
#![deny(missing_docs)]

pub mod census;
pub mod certificate;
pub mod engine;
pub mod error;
pub mod expr;
pub mod games;
pub mod interrupt;
pub mod notation;
pub mod num;
pub mod pattern;
pub mod quotient;
#[cfg(feature = "serde")]
pub mod report;
pub mod rng;
pub mod sequence;
pub mod text;
pub mod vocab;

pub use error::{Error, ErrorKind, Result};
pub use num::{Natural, Ratio};
