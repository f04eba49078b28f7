//! Nim-multiplication of ordinals below ω^(ω^ω), where the nimbers are the algebraic closure
//! of {0, 1}.
//!
//! The mex rule `a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}` makes every ordinal
//! nimber a field element, and Conway (*On Numbers and Games*, ch. 6) showed how the ordinals
//! below ω^(ω^ω) multiply:
//!
//! - the finite nimbers are the union of the fields `2^(2^n)` (see [`crate::finite`]);
//! - ω is a cube root of 2, `ω ⊗ ω ⊗ ω = 2`, and for the (k+1)-th odd prime p (3, 5, 7, …)
//!   `(ω^(ω^k))^p = α_p`, the least ordinal with no p-th root below `ω^(ω^k)`;
//! - each `ω^(ω^k·p^i)` is a p-th root of the one before: `(ω^(ω^k·p^(i+1)))^p = ω^(ω^k·p^i)`;
//! - below these, the ordinal and the nim arithmetic agree: a Cantor normal form term
//!   `ω^β·c` is the nim-product of `c` and of the powers `ω^(ω^k·p^i)` that β's digits in base
//!   p name, and the terms nim-add.
//!
//! Lenstra ("On the algebraic closure of two", 1977; "Nim multiplication", 1978) found how to
//! compute `α_p` in finite fields: [`alpha`] does so (`α_3 = 2`, `α_5 = 4`, `α_7 = ω+1`,
//! `α_19 = ω³+4`), and [`multiply`], [`inverse`] and [`divide`] use them.
//!
//! ```
//! use nimbers::transfinite::{divide, inverse, multiply};
//! use ordinal::Ordinal;
//!
//! let w: Ordinal = "w".parse().unwrap();
//! let w2 = multiply(&w, &w).unwrap();
//! assert_eq!(w2.to_string(), "ω²");
//! assert_eq!(multiply(&w, &w2).unwrap().to_string(), "2"); // ω³ = 2
//! let w_w: Ordinal = "w^w".parse().unwrap();
//! let mut power = Ordinal::one();
//! for _ in 0..5 {
//!     power = multiply(&power, &w_w).unwrap();
//! }
//! assert_eq!(power.to_string(), "4"); // (ω^ω)^5 = α_5 = 4
//! assert_eq!(inverse(&w).unwrap().to_string(), "ω²·3"); // 1/ω = ω²/2 = ω²⊗3
//! assert_eq!(divide(&Ordinal::from(2u32), &w).unwrap(), w2);
//! let beyond: Ordinal = "w^w^w".parse().unwrap();
//! assert_eq!(
//!     multiply(&w, &beyond).unwrap_err().to_string(),
//!     "ω^(ω^ω) is not below ω^(ω^ω): nim-multiplication here stops at ω^(ω^ω)"
//! );
//! ```

mod alpha;
mod error;
mod inverse;
mod poly;
mod primes;
mod tower;
mod word;

use game::budget::Budget;
use num_bigint::BigUint;
use ordinal::Ordinal;

pub use alpha::{Alpha, alpha, compute_alphas};
pub use error::NimError;
pub use inverse::{divide, inverse, sqrt};
pub use transfinite_nim::OrdinalNimber;

/// The highest k for which operands may hold powers `ω^(ω^k)`.
pub const MAX_LEVEL: u64 = 1000;

/// The largest prime p for which [`alpha`] looks for `α_p` (the prime of level
/// [`MAX_LEVEL`] is below it).
pub const MAX_PRIME: u64 = 10_000;

/// The largest field, `2^MAX_FIELD_EXPONENT` nimbers, that [`alpha`] and [`inverse`] compute in.
pub const MAX_FIELD_EXPONENT: u64 = 4096;

/// The nim-sum `a ⊕ b` (transfinite Nim's, for any ordinals).
pub fn add(a: &Ordinal, b: &Ordinal) -> Ordinal {
    transfinite_nim::nim_add(a, b)
}

/// Whether `x` is below ω^(ω^ω), where this module's arithmetic applies.
pub fn is_below_limit(x: &Ordinal) -> bool {
    !matches!(
        poly::from_ordinal(x),
        Err(NimError::BeyondOmegaOmegaOmega(_))
    )
}

/// The nim-product `a ⊗ b` of two ordinals below ω^(ω^ω).
///
/// Refused: an operand at or beyond ω^(ω^ω) or with a power `ω^(ω^k)` for k past
/// [`MAX_LEVEL`]; a product that needs an `α_p` out of [`alpha`]'s reach; work past the
/// [`game::budget`] it runs within (one unit for each pair of terms multiplied).
pub fn multiply(a: &Ordinal, b: &Ordinal) -> Result<Ordinal, NimError> {
    let x = poly::from_ordinal(a)?;
    let y = poly::from_ordinal(b)?;
    metered(|| poly::mul(&x, &y)).map(|product| poly::to_ordinal(&product))
}

/// The most products of two terms one call of [`multiply`] or [`power`] makes (a product
/// that carries into an `α_p` makes several).
pub const MAX_TERM_PRODUCTS: u64 = 1_000_000;

/// Runs `work` within a budget of [`MAX_TERM_PRODUCTS`] (and any budget around it).
fn metered(work: impl FnOnce() -> Result<poly::Poly, NimError>) -> Result<poly::Poly, NimError> {
    let budget = Budget::new(MAX_TERM_PRODUCTS, "products of terms", "");
    game::budget::within(budget, || Ok(work()))?
}

/// The nim-power `a^n` (`a^0 = 1`), by squaring; refused past [`MAX_TERM_PRODUCTS`].
pub fn power(a: &Ordinal, n: &BigUint) -> Result<Ordinal, NimError> {
    let x = poly::from_ordinal(a)?;
    let result = metered(|| {
        let mut result = poly::from_ordinal(&Ordinal::one())?;
        for bit in (0..n.bits()).rev() {
            result = poly::mul(&result, &result)?;
            if n.bit(bit) {
                result = poly::mul(&result, &x)?;
            }
        }
        Ok(result)
    })?;
    Ok(poly::to_ordinal(&result))
}

#[cfg(test)]
mod tests;
