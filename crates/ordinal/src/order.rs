//! The ordinal order on normal forms.

use std::cmp::Ordering;

use crate::atom::Atom;
use crate::ordinal::Ordinal;
use crate::power::Power;

impl Ord for Ordinal {
    /// Normal forms compare term by term, largest term first: powers first, then
    /// coefficients; a normal form that extends another is the larger.
    fn cmp(&self, other: &Ordinal) -> Ordering {
        // Digits of one term share their power: skip the walk when comparing it with itself.
        if std::ptr::eq(self, other) {
            return Ordering::Equal;
        }
        for (mine, theirs) in self.terms.iter().zip(&other.terms) {
            let order = mine
                .power
                .cmp(&theirs.power)
                .then_with(|| mine.coefficient.cmp(&theirs.coefficient));
            if order.is_ne() {
                return order;
            }
        }
        self.terms.len().cmp(&other.terms.len())
    }
}

impl PartialOrd for Ordinal {
    fn partial_cmp(&self, other: &Ordinal) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Power {
    /// `ω^α` is strictly increasing in α, and an atom ε is `ω^ε`.
    fn cmp(&self, other: &Power) -> Ordering {
        match (self, other) {
            (Power::Finite(mine), Power::Finite(theirs)) => mine.cmp(theirs),
            // An `Omega` exponent is infinite or at least 2^64, and atoms are infinite.
            (Power::Finite(_), _) => Ordering::Less,
            (_, Power::Finite(_)) => Ordering::Greater,
            (Power::Omega(mine), Power::Omega(theirs)) => mine.cmp(theirs),
            (Power::Atom(mine), Power::Atom(theirs)) => mine.cmp(theirs),
            (Power::Omega(exponent), Power::Atom(atom)) => cmp_with_atom(exponent, *atom),
            (Power::Atom(atom), Power::Omega(exponent)) => cmp_with_atom(exponent, *atom).reverse(),
        }
    }
}

impl PartialOrd for Power {
    fn partial_cmp(&self, other: &Power) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Compares an ordinal with an atom without building the atom as an ordinal.
///
/// If the ordinal leads with `ω^β` (β not an atom, so `β ≠ ε`), it is below ε exactly
/// when `β < ε`, because ε is `ω^ε` and closed under addition. So we follow leading
/// exponents down until one is an atom.
fn cmp_with_atom(ordinal: &Ordinal, atom: Atom) -> Ordering {
    let mut current = ordinal;
    loop {
        let Some(lead) = current.terms.first() else {
            return Ordering::Less;
        };
        match &lead.power {
            Power::Finite(_) => return Ordering::Less,
            Power::Omega(exponent) => current = exponent,
            Power::Atom(leading_atom) => {
                return leading_atom
                    .cmp(&atom)
                    .then(if current.as_atom().is_some() {
                        Ordering::Equal
                    } else {
                        Ordering::Greater
                    });
            }
        }
    }
}
