//! Size estimates that let a caller refuse arithmetic whose result would be huge.
//!
//! The parser evaluates untrusted input, where `9^9^9` or `(w+1)^99999999` would
//! exhaust memory. Before each step that can grow a value faster than its inputs,
//! arithmetic hands an upper estimate of the result's size to a guard.

use num_bigint::BigUint;
use num_traits::ToPrimitive;

use crate::ordinal::Ordinal;
use crate::power::Power;

impl Ordinal {
    /// Storage units: one per term and one per 64-bit limb of every coefficient,
    /// counted through the exponents too.
    pub(crate) fn size(&self) -> u64 {
        self.terms.iter().fold(0, |total: u64, term| {
            // Sizes count an inline exponent as if it were stored as a natural.
            let exponent = match &term.power {
                Power::Finite(0) | Power::Atom(_) => 0,
                Power::Finite(_) => 2,
                Power::Omega(exponent) => exponent.size(),
            };
            total
                .saturating_add(1 + limbs(&term.coefficient))
                .saturating_add(exponent)
        })
    }

    /// How deeply exponents nest: 0 for zero, 1 for naturals and atoms, 2 for `ω·c`.
    pub(crate) fn depth(&self) -> usize {
        let term_depth = |term: &crate::ordinal::Term| match &term.power {
            Power::Finite(0) | Power::Atom(_) => 1,
            Power::Finite(_) => 2,
            Power::Omega(exponent) => 1 + exponent.depth(),
        };
        self.terms.iter().map(term_depth).max().unwrap_or(0)
    }
}

/// 64-bit limbs of a natural number.
pub(crate) fn limbs(n: &BigUint) -> u64 {
    n.bits().div_ceil(64)
}

/// Upper estimate of the size of `lhs · rhs`: every infinite term of `rhs` gains the
/// leading exponent of `lhs`, and the finite term copies `lhs`.
pub(crate) fn product_size(lhs: &Ordinal, rhs: &Ordinal) -> u64 {
    lhs.size()
        .saturating_add(rhs.size())
        .saturating_add(product_spread(lhs, rhs))
}

/// What a product adds to the sizes of its factors: a copy of the leading exponent
/// of `lhs` in every term of `rhs`.
pub(crate) fn product_spread(lhs: &Ordinal, rhs: &Ordinal) -> u64 {
    let lead_exponent = lhs
        .terms
        .first()
        .map_or(0, |lead| lead.power.exponent().size());
    (rhs.terms.len() as u64).saturating_mul(lead_exponent)
}

/// Upper estimate of the size of the natural number `base^exponent`: it has at most
/// `exponent·log₂(base) + 1` bits, and `log₂(base)` is exact for powers of two.
pub(crate) fn natural_power_size(base: &BigUint, exponent: &BigUint) -> u64 {
    let is_power_of_two = base.trailing_zeros() == Some(base.bits() - 1);
    let bits_per_factor = if is_power_of_two {
        base.bits() - 1
    } else {
        base.bits()
    };
    exponent.to_u64().map_or(u64::MAX, |k| {
        k.saturating_mul(bits_per_factor)
            .div_ceil(64)
            .saturating_add(1)
    })
}

/// Upper estimate of the size of `base^k` for a base with several terms: the
/// normal form grows about linearly with `k`.
pub(crate) fn repeated_product_size(base: &Ordinal, k: &BigUint) -> u64 {
    k.to_u64().map_or(u64::MAX, |k| {
        k.saturating_mul(base.size().saturating_add(1))
    })
}

/// Upper estimate of the size of the natural product `lhs ⊗ rhs`: each of its terms comes from a
/// pair of terms, one of each factor, and is at most as large as the two together.
pub(crate) fn natural_product_size(lhs: &Ordinal, rhs: &Ordinal) -> u64 {
    let (lhs_terms, rhs_terms) = (lhs.terms.len() as u64, rhs.terms.len() as u64);
    lhs.size()
        .saturating_mul(rhs_terms)
        .saturating_add(rhs.size().saturating_mul(lhs_terms))
}
