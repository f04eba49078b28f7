//! Exercise 9.1: the nim-sum of ordinals.

use ordinal::Ordinal;

// ANCHOR: stub
/// The nim-sum of the piles: the sum of the powers of two that turn up an odd number of times in
/// their base-2 forms. `ω+3` and `ω·5+7` give `ω·4+4`; the challenge's six piles give
/// `ω₁+ε₀+ω^(ω+3)+ω^ω·2+ω·4`. Use [`Ordinal::base2`] and [`Ordinal::from_base2`], not the
/// `transfinite_nim` crate.
pub fn ordinal_nim_sum(piles: &[Ordinal]) -> Ordinal {
    todo!("the nim-sum of {piles:?}")
}
// ANCHOR_END: stub
