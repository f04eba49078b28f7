//! A solution to exercise 5.3: the base-2 form.

use ordinal::Ordinal;

// ANCHOR: solution
/// The exponents `β₁ > β₂ > …` of the base-2 form `x = 2^β₁ + 2^β₂ + …`, largest first, without
/// calling [`Ordinal::base2`] or its relatives: `ω·5 + 7` gives `[ω+2, ω, 2, 1, 0]`, and
/// `ω^ω·3` gives `[ω²+1, ω²]`.
pub fn base2_exponents(x: &Ordinal) -> Vec<Ordinal> {
    let omega = Ordinal::omega();
    let mut exponents = Vec::new();
    for term in x.terms() {
        // ω^γ = (2^ω)^γ = 2^(ω·γ), so ω^γ·c is a sum of 2^(ω·γ + k), one for each binary digit
        // 2^k of c, largest first.
        let omega_gamma = &omega * term.exponent().as_ref();
        let c = term.coefficient();
        for k in (0..c.bits()).rev().filter(|&k| c.bit(k)) {
            exponents.push(&omega_gamma + Ordinal::from(k));
        }
    }
    exponents
}
// ANCHOR_END: solution
