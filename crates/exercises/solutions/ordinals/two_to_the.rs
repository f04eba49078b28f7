//! A solution to exercise 5.2: powers of two.

use num_bigint::BigUint;
use ordinal::Ordinal;

// ANCHOR: solution
/// `2^exponent`, by ordinal exponentiation, without calling [`Ordinal::pow`] or
/// [`Ordinal::two_pow`]: `2^3 = 8`, `2^ω = ω`, `2^(ω+1) = ω·2`, `2^(ω·2) = ω²`, `2^ε₀ = ε₀`.
pub fn two_to_the(exponent: &Ordinal) -> Ordinal {
    // Write the exponent as ω·γ + k. Then 2^(ω·γ + k) = (2^ω)^γ · 2^k = ω^γ · 2^k.
    let k = u64::try_from(&exponent.finite_part()).expect("2^k for k below 2^64");
    let one = Ordinal::one();
    // Each term ω^α·c of the limit part is ω·(ω^α'·c) with 1 + α' = α: left subtraction finds
    // α' (α - 1 when α is finite, α itself when it is infinite, since 1 + α = α then).
    let gamma: Ordinal = exponent
        .limit_part()
        .terms()
        .iter()
        .map(|term| {
            let reduced = term
                .exponent()
                .checked_sub(&one)
                .expect("a limit's exponents are ≥ 1");
            Ordinal::monomial(reduced, term.coefficient().clone())
        })
        .sum();
    Ordinal::monomial(gamma, BigUint::from(1u8) << k)
}
// ANCHOR_END: solution
