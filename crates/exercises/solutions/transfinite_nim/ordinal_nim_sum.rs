//! A solution to exercise 9.1: the nim-sum of ordinals.

use std::collections::BTreeMap;

use ordinal::Ordinal;

// ANCHOR: solution
/// The nim-sum of the piles: the sum of the powers of two that turn up an odd number of times in
/// their base-2 forms. `ω+3` and `ω·5+7` give `ω·4+4`; the challenge's six piles give
/// `ω₁+ε₀+ω^(ω+3)+ω^ω·2+ω·4`. Use [`Ordinal::base2`] and [`Ordinal::from_base2`], not the
/// `transfinite_nim` crate.
pub fn ordinal_nim_sum(piles: &[Ordinal]) -> Ordinal {
    // Whether each power of two 2^β has turned up an odd number of times so far.
    let mut odd: BTreeMap<Ordinal, bool> = BTreeMap::new();
    for pile in piles {
        for exponent in pile.base2() {
            *odd.entry(exponent).or_insert(false) ^= true;
        }
    }
    // The survivors, largest first, added up: a decreasing sum of powers of two.
    let survivors: Vec<Ordinal> = odd
        .into_iter()
        .rev()
        .filter_map(|(exponent, odd)| odd.then_some(exponent))
        .collect();
    Ordinal::from_base2(&survivors)
}
// ANCHOR_END: solution
