//! Ordinals in Cantor normal form, for transfinite Nim and recurring Hackenstrings.
//!
//! An [`Ordinal`] is a finite sum `ω^α₁·c₁ + … + ω^αₖ·cₖ` (Cantor normal form) with
//! strictly decreasing exponents `αᵢ`, themselves ordinals of the same kind, and
//! natural coefficients `cᵢ ≥ 1` of any size. Normal form alone never reaches
//! `ε₀ = ω^ω^ω^…`, the first α with `ω^α = α`, so the epsilon numbers `ε₀, ε₁, …` and
//! the uncountable initial ordinals `ω₁, ω₂, …` (also such fixed points) enter as
//! atoms: a term `ω^ε` with ε an atom is ε itself, stored and printed as ε. Every
//! value thus has one representation, so equality and hashing are exact.
//!
//! Arithmetic is ordinal arithmetic: `+` and `*` (associative, not commutative),
//! [`Ordinal::pow`], left subtraction [`Ordinal::checked_sub`] for Nim moves, division with
//! remainder [`Ordinal::checked_div_rem`], the base-2 form [`Ordinal::base2`] that transfinite
//! Nim balances, and the commutative natural (Hessenberg) sum and product
//! [`Ordinal::natural_add`] and [`Ordinal::natural_mul`], which are the ordinals' sum and product
//! as surreal numbers.
//!
//! ```
//! use ordinal::Ordinal;
//!
//! let omega = Ordinal::omega();
//! let one = Ordinal::one();
//! assert_eq!(&one + &omega, omega); // 1 + ω = ω
//! assert!(&omega + &one > omega); // ω + 1 > ω
//!
//! let pile: Ordinal = "w^(w+3) + w^w*3 + w*5 + 7".parse().unwrap();
//! assert_eq!(pile.to_string(), "ω^(ω+3)+ω^ω·3+ω·5+7");
//! assert_eq!(format!("{pile:#}"), "w^(w+3)+w^w*3+w*5+7");
//!
//! let base2: Ordinal = "w*5+7".parse().unwrap();
//! assert_eq!(base2.base2_form().to_string(), "2^(ω+2)+2^ω+2²+2¹+2⁰");
//! ```
//!
//! Tests and benchmarks, here and in later chapters, draw random ordinals from
//! [`sample::ordinal`], with a seeded generator of their own.
//!
//! # Notation
//!
//! `Display` prints compact Unicode in Cantor's order, the count after the power:
//! `ω^(ω+3)+ω^ω·3+ω·5+7`, `ε₀·2`, `ω₁+1` (CGSuite, whose sums and products of ordinals
//! commute, writes the count first, `3ω^ω`), with natural exponents as superscripts
//! (`ω²`, `ω¹²`) and other exponents bare when they are one symbol (`ω^ω`, `2^ε₀`) and
//! parenthesised otherwise.
//! The alternate form `{:#}` (or [`Ordinal::ascii`]) prints ASCII:
//! `w^(w+3)+w^w*3+w*5+7`, `e0*2`, `w1+1`, `w^2`.
//!
//! Parsing ([`str::parse`]) reads both, and more: it evaluates expressions with ordinal
//! arithmetic, so `(w+1)*(w+1)` reads as `ω²+ω+1` and `2^w` as `ω`.
//!
//! - naturals of any length up to 100 000 digits: `0`, `7`, `123456789012345678901`
//! - ω as `ω` or `w`; `ε₀`, `ε₁`, … as `ε₀`, `e0` or `e_0`; `ω₁`, `ω₂`, … as `ω₁`, `w1`
//!   or `w_1` (so `w1` is ω₁, and ω times one is `w*1`)
//! - `+`; `*`, `·`, `⋅` or `×` for multiplication; `^` for powers, right-associative
//!   and binding tighter than `*`; superscript digits as powers (`ω²`, `2¹⁰`)
//! - parentheses, nested at most 256 deep; spaces anywhere between tokens
//!
//! Errors are one line and name the column (and the line, when the text has several):
//! `column 4: expected an ordinal term, found ')'`. Evaluation refuses values larger than a fixed budget (about half a
//! million bits of coefficients, as in `9^9^9`) and exponents nested more than 256
//! deep, so parsing never panics, overflows the stack, or hangs.

mod arith;
mod atom;
mod base2;
mod display;
mod natural;
mod order;
mod ordinal;
mod parse;
mod power;
pub mod sample;
pub mod svg;

pub use base2::{Base2Digit, Base2Form};
pub use ordinal::{Ordinal, Term};
pub use parse::{ParseOrdinalError, ParseOrdinalErrorKind};
