//! Reading ordinals from text.
//!
//! The notation is an expression language over ordinal arithmetic, so any printed
//! normal form or base-2 form reads back as the same ordinal, and expressions such
//! as `(w+1)*(w+1)` or `2^w` evaluate to their normal form.
//!
//! - naturals of any length (up to 100 000 digits): `0`, `7`, `123456789012345678901`
//! - ω as `ω` or `w`; `ε₀`, `ε₁`, … as `ε₀` or `e0`, `e_1`; `ω₁`, `ω₂`, … as `ω₁` or `w1`, `w_2`
//! - `+`; `*`, `·`, `⋅` or `×` for multiplication; `^` for powers (right-associative,
//!   binding tighter than `*`); superscript digits as powers (`ω²`, `2¹⁰`)
//! - parentheses, nested at most 256 deep; spaces anywhere between tokens
//!
//! Evaluation refuses values whose size would exceed a fixed budget (`9^9^9`) and
//! exponents nested more than 256 deep, so parsing never panics, overflows the stack,
//! or hangs.

mod error;
mod eval;
mod lexer;

use std::str::FromStr;

pub use error::{ParseErrorKind, ParseOrdinalError};

use crate::ordinal::Ordinal;

impl FromStr for Ordinal {
    type Err = ParseOrdinalError;

    /// Parses and evaluates the notation described in the [module docs](self).
    ///
    /// ```
    /// use ordinal::Ordinal;
    /// let square: Ordinal = "(w+1)*(w+1)".parse().unwrap();
    /// assert_eq!(square.to_string(), "ω²+ω+1");
    /// let error = "(w+)".parse::<Ordinal>().unwrap_err();
    /// assert_eq!(error.to_string(), "column 4: expected an ordinal term, found ')'");
    /// ```
    fn from_str(text: &str) -> Result<Ordinal, ParseOrdinalError> {
        eval::evaluate(text)
    }
}
