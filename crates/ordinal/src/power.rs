//! The powers `ω^α` that carry the terms of a Cantor normal form.

use std::borrow::Cow;

use crate::atom::Atom;
use crate::ordinal::Ordinal;

/// `ω^α`, stored so that every power has exactly one representation.
///
/// For an atom ε we have `ω^ε = ε`, so `Omega(ε)` would be a second name for
/// `Atom(ε)` (and `Atom(ε)` written as `ω^ε` would never bottom out). The
/// constructor [`Power::omega`] always picks the atom.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) enum Power {
    /// `ω^α` for an exponent `α` that is not an atom.
    Omega(Ordinal),
    /// The fixed point `ε = ω^ε` itself.
    Atom(Atom),
}

impl Power {
    /// `ω^0 = 1`: the power of the finite term.
    pub(crate) const ONE: Power = Power::Omega(Ordinal::ZERO);

    /// `ω^exponent` in canonical form.
    pub(crate) fn omega(exponent: Ordinal) -> Power {
        match exponent.as_atom() {
            Some(atom) => Power::Atom(atom),
            None => Power::Omega(exponent),
        }
    }

    /// The exponent `α` of `ω^α` (an atom is its own exponent).
    pub(crate) fn exponent(&self) -> Cow<'_, Ordinal> {
        match self {
            Power::Omega(exponent) => Cow::Borrowed(exponent),
            Power::Atom(atom) => Cow::Owned(Ordinal::from_atom(*atom)),
        }
    }

    /// Whether this is `ω^0 = 1`, the power of finite terms.
    pub(crate) fn is_one(&self) -> bool {
        matches!(self, Power::Omega(exponent) if exponent.is_zero())
    }
}
