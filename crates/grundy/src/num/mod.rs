//! Exact integers: [`Natural`] is a machine word when the value fits and a big integer beyond,
//! [`Ratio`] is an exact positive rational (the take-away multiplier), and [`decimal`] decides
//! the Wythoff test on numbers kept in decimal, without a radix conversion.
//!
//! No floating point appears anywhere here: every game answer is computed in integers.

mod arith;
pub mod decimal;
mod natural;
mod ratio;
mod sqrt;

pub use natural::Natural;
pub use ratio::Ratio;
pub use sqrt::{isqrt_u128, isqrt_ubig};

/// The big-integer type behind [`Natural`] (re-exported so callers can build values directly).
pub use dashu_int::UBig;
