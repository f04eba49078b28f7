//! Exercise 5.2: powers of two.

use ordinal::Ordinal;

// ANCHOR: stub
/// `2^exponent`, by ordinal exponentiation, without calling [`Ordinal::pow`] or
/// [`Ordinal::two_pow`]: `2^3 = 8`, `2^ω = ω`, `2^(ω+1) = ω·2`, `2^(ω·2) = ω²`, `2^ε₀ = ε₀`.
pub fn two_to_the(exponent: &Ordinal) -> Ordinal {
    todo!("2^{exponent}")
}
// ANCHOR_END: stub
