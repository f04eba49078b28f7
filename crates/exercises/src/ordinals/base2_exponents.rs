//! Exercise 5.3: the base-2 form.

use ordinal::Ordinal;

// ANCHOR: stub
/// The exponents `β₁ > β₂ > …` of the base-2 form `x = 2^β₁ + 2^β₂ + …`, largest first, without
/// calling [`Ordinal::base2`] or its relatives: `ω·5 + 7` gives `[ω+2, ω, 2, 1, 0]`, and
/// `ω^ω·3` gives `[ω²+1, ω²]`.
pub fn base2_exponents(x: &Ordinal) -> Vec<Ordinal> {
    todo!("the base-2 form of {x}")
}
// ANCHOR_END: stub
