//! What transfinite nim-arithmetic refuses, in one line each.

use std::fmt;

use game::budget::OverBudget;
use ordinal::Ordinal;

/// Why a nim-product, inverse, quotient, power, square root or `α_p` was not computed: the
/// refusals of [`crate::transfinite`] and of [`crate::Operand`]'s arithmetic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NimError {
    /// An operand at or beyond ω^(ω^ω), where Conway's description by the `α_p` ends.
    BeyondOmegaOmegaOmega(Ordinal),
    /// An operand with a power `ω^(ω^k)` for a `k` past [`MAX_LEVEL`](super::MAX_LEVEL).
    LevelTooHigh(u64),
    /// `α_p` was asked of a number that is not an odd prime.
    NotAnOddPrime(u64),
    /// `α_p` was asked for a prime past [`MAX_PRIME`](super::MAX_PRIME).
    PrimeTooLarge(u64),
    /// `α_p` needs arithmetic in a field of `2^exponent` elements, past
    /// [`MAX_FIELD_EXPONENT`](super::MAX_FIELD_EXPONENT).
    FieldTooLarge {
        /// The prime whose `α_p` was needed.
        p: u64,
        /// The field needed has `2^exponent` elements.
        exponent: u64,
    },
    /// An inverse, quotient or square root whose operand lies only in a field of more than
    /// `2^`[`MAX_FIELD_EXPONENT`](super::MAX_FIELD_EXPONENT) elements.
    InverseTooLarge {
        /// The smallest field of nimbers holding the operand, as we build it, has
        /// `2^exponent` elements.
        exponent: u64,
    },
    /// Division by zero (zero has no inverse).
    DivisionByZero,
    /// The work passed the budget it ran within.
    OverBudget(OverBudget),
}

impl fmt::Display for NimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NimError::BeyondOmegaOmegaOmega(x) => write!(
                f,
                "{} is not below ω^(ω^ω): nim-multiplication here stops at ω^(ω^ω)",
                excerpt(x)
            ),
            NimError::LevelTooHigh(k) => write!(
                f,
                "ω^(ω^{k}) is past ω^(ω^{}), the highest power this crate multiplies",
                super::MAX_LEVEL
            ),
            NimError::NotAnOddPrime(p) => write!(f, "{p} is not an odd prime"),
            NimError::PrimeTooLarge(p) => write!(
                f,
                "{p} is past {}, the largest prime whose α_p this crate looks for",
                super::MAX_PRIME
            ),
            NimError::FieldTooLarge { p, exponent } => write!(
                f,
                "α_{p} needs a field of 2^{exponent} nimbers, past this crate's limit of 2^{}",
                super::MAX_FIELD_EXPONENT
            ),
            NimError::InverseTooLarge { exponent } => write!(
                f,
                "the field of nimbers that holds this has 2^{exponent} elements, past this crate's limit of 2^{}",
                super::MAX_FIELD_EXPONENT
            ),
            NimError::DivisionByZero => write!(f, "{}", crate::DivisionByZero),
            NimError::OverBudget(over) => write!(f, "{over}"),
        }
    }
}

impl std::error::Error for NimError {}

impl From<crate::DivisionByZero> for NimError {
    fn from(_: crate::DivisionByZero) -> NimError {
        NimError::DivisionByZero
    }
}

impl From<OverBudget> for NimError {
    fn from(over: OverBudget) -> NimError {
        NimError::OverBudget(over)
    }
}

/// An ordinal as a short quotation: at most 40 characters.
fn excerpt(x: &Ordinal) -> String {
    let text = x.to_string();
    if text.chars().count() <= 40 {
        text
    } else {
        let head: String = text.chars().take(39).collect();
        format!("{head}…")
    }
}
