//! Ordinals in Cantor normal form, for transfinite Nim and recurring Hackenstrings.
//!
//! Every ordinal this crate can name is a finite sum `ω^α₁·c₁ + … + ω^αₖ·cₖ` with
//! strictly decreasing exponents `αᵢ` (themselves ordinals) and natural coefficients
//! `cᵢ ≥ 1` of any size. Next to ω the notation has atoms for the epsilon numbers
//! `ε₀, ε₁, …` and the initial ordinals `ω₁, ω₂, …`. They are fixed points of
//! `α ↦ ω^α` (`ω^ε₀ = ε₀`), so a term whose exponent is an atom is stored and printed
//! as the atom itself. Equal ordinals have exactly one representation, so the derived
//! equality and hashing are exact.
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

mod arith;
mod atom;
mod base2;
mod display;
mod natural;
mod order;
mod ordinal;
mod parse;
mod power;

pub use base2::{Base2Digit, Base2Form};
pub use ordinal::{Ordinal, Term};
pub use parse::{ParseErrorKind, ParseOrdinalError};
