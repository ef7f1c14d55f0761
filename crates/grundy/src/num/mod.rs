//! Exact integers: [`Natural`] is a machine word when the value fits and a big integer beyond,
//! [`Ratio`] is an exact positive rational (the take-away multiplier), and [`decimal`] decides
//! the Wythoff test on numbers kept in decimal, without a radix conversion.
//!
//! No floating point appears anywhere here: every game answer is computed in integers.

mod arith;
pub(crate) mod big;
pub mod decimal;
#[cfg(feature = "serde")]
pub(crate) mod int;
pub(crate) mod natural;
mod ratio;
mod sqrt;

#[cfg(feature = "serde")]
pub use int::Int;
pub use natural::Natural;
pub use ratio::Ratio;
pub(crate) use sqrt::isqrt_big;
pub use sqrt::isqrt_u128;
