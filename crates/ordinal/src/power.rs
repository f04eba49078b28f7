//! The powers `ω^α` that carry the terms of a Cantor normal form.

use std::borrow::Cow;

use num_bigint::BigUint;

use crate::atom::Atom;
use crate::ordinal::Ordinal;

/// `ω^α`, stored so that every power has exactly one representation.
///
/// Exponents that fit in a machine word are kept inline: they are by far the most
/// common, and comparing them touches no heap. For an atom ε we have `ω^ε = ε`, so
/// `Omega(ε)` would be a second name for `Atom(ε)` (and `Atom(ε)` written as `ω^ε`
/// would never bottom out). The constructor [`Power::omega`] picks the one form.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) enum Power {
    /// `ω^n` for a natural `n < 2^64`; `Finite(0)` is 1, the power of finite terms.
    Finite(u64),
    /// `ω^α` for any other exponent `α` that is not an atom.
    Omega(Ordinal),
    /// The fixed point `ε = ω^ε` itself.
    Atom(Atom),
}

impl Power {
    /// `ω^0 = 1`: the power of the finite term.
    pub(crate) const ONE: Power = Power::Finite(0);

    /// `ω^exponent` in canonical form.
    pub(crate) fn omega(exponent: Ordinal) -> Power {
        if let Some(n) = exponent.to_u64() {
            return Power::Finite(n);
        }
        match exponent.as_atom() {
            Some(atom) => Power::Atom(atom),
            None => Power::Omega(exponent),
        }
    }

    /// The exponent `α` of `ω^α` (an atom is its own exponent).
    pub(crate) fn exponent(&self) -> Cow<'_, Ordinal> {
        match self {
            Power::Finite(n) => Cow::Owned(Ordinal::from(*n)),
            Power::Omega(exponent) => Cow::Borrowed(exponent),
            Power::Atom(atom) => Cow::Owned(Ordinal::from_atom(*atom)),
        }
    }

    /// The power `ω·self`: `ω·ω^β = ω^(1+β)`, which is `ω^(β+1)` for finite β and
    /// `ω^β` itself for infinite β (so `ω·ε₀ = ε₀`).
    pub(crate) fn omega_times(&self) -> Power {
        match self {
            Power::Finite(n) => match n.checked_add(1) {
                Some(successor) => Power::Finite(successor),
                None => Power::Omega(Ordinal::from(BigUint::from(*n) + 1u32)),
            },
            Power::Omega(exponent) => match exponent.to_natural() {
                Some(n) => Power::Omega(Ordinal::from(n + 1u32)),
                None => self.clone(),
            },
            Power::Atom(_) => self.clone(),
        }
    }

    /// Whether this is `ω^0 = 1`, the power of finite terms.
    pub(crate) fn is_one(&self) -> bool {
        matches!(self, Power::Finite(0))
    }
}
