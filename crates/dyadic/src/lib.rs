//! Exact dyadic numbers: the fractions `m / 2^k` that every short number game is worth.
//!
//! Chapter 1 of *Game Birds* shows that rows of pebbles are worth exactly these numbers, and that
//! each number is born on a definite day. This crate is the arithmetic behind that chapter:
//!
//! * [`Dyadic`] is exact at any size, yet values that fit a machine word never touch a big integer;
//! * [`Dyadic::simplest_between`] is the simplicity rule that gives every number-valued game its value;
//! * [`Dyadic::birthday`] is the day a number is born;
//! * values print as mixed numbers, `2 1/4` (the canonical forms of chapter 4 write `9/4`, as
//!   CGSuite does), and parse from either;
//! * values of any size print in one line ([`Dyadic::short`]), exactly in base two in linear time
//!   ([`Dyadic::binary`]), or exactly in decimal, converted by divide and conquer with products by
//!   transform when they have millions of digits.
//!
//! ```
//! use dyadic::Dyadic;
//!
//! # fn main() -> Result<(), dyadic::ParseDyadicError> {
//! let x: Dyadic = "1 1/2".parse()?; // reads what it writes: mixed numbers, a/2^k, integers
//! let y = Dyadic::new(3, 2); // 3/4
//! assert_eq!((&x + &y).to_string(), "2 1/4");
//! assert_eq!(Dyadic::simplest_between(Some(&y), Some(&x)), Some(Dyadic::one())); // { 3/4 | 1 1/2 } = 1
//! assert_eq!(x.birthday(), 3u32.into());
//! assert_eq!(Dyadic::new(11, 3).binary_expansion(), "1.011");
//! # Ok(())
//! # }
//! ```
//!
//! Values that fit machine words are computed without big integers; see the crate's README for the
//! representation and the benchmark figures.

mod arith;
mod binary;
mod convert;
mod decimal;
mod display;
mod fixed;
mod ntt;
mod order;
mod parse;
#[cfg(test)]
mod random;
mod repr;
mod short;
mod simplicity;
mod word;

pub use binary::Binary;
pub use convert::NotDyadicError;
pub use parse::{MAX_DIGITS, ParseDyadicError, ParseDyadicErrorKind};
pub use repr::Dyadic;
pub use short::{SHORT_LIMIT, Short};
