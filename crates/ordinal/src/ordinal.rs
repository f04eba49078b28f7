//! The `Ordinal` type, its terms and its constructors.

use std::borrow::Cow;

use num_bigint::BigUint;
use num_traits::{One, Zero};

use crate::atom::Atom;
use crate::power::Power;

/// An ordinal in Cantor normal form: `ω^α₁·c₁ + … + ω^αₖ·cₖ` with `α₁ > … > αₖ`
/// and natural coefficients `cᵢ ≥ 1`.
///
/// The representation is canonical, so `==` and hashing compare values and
/// [`Ord`] is the ordinal order. Arithmetic is ordinal arithmetic, hence not
/// commutative: `1 + ω = ω` but `ω + 1 > ω`, and `2·ω = ω` but `ω·2 = ω+ω`.
///
/// Values print in a compact Unicode form (`ω^(ω+3)+ω^ω·3+ω·5+7`, `ε₀`, `ω₁`, `ω²`)
/// or, with `{:#}`, in ASCII (`w^(w+3)+w^w*3+w*5+7`, `e0`, `w1`, `w^2`); both parse
/// back with [`str::parse`].
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Ordinal {
    /// Terms with strictly decreasing powers and nonzero coefficients.
    pub(crate) terms: Vec<Term>,
}

/// One term `ω^α·c` of a Cantor normal form.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Term {
    pub(crate) power: Power,
    pub(crate) coefficient: BigUint,
}

impl Term {
    /// The exponent `α` of the term `ω^α·c` (for `ε₀` it is `ε₀` itself).
    pub fn exponent(&self) -> Cow<'_, Ordinal> {
        self.power.exponent()
    }

    /// The coefficient `c ≥ 1` of the term `ω^α·c`.
    pub fn coefficient(&self) -> &BigUint {
        &self.coefficient
    }
}

impl Ordinal {
    /// The ordinal 0.
    pub const ZERO: Ordinal = Ordinal { terms: Vec::new() };

    /// The ordinal 1.
    pub fn one() -> Ordinal {
        Ordinal::from(1u32)
    }

    /// ω, the first infinite ordinal.
    pub fn omega() -> Ordinal {
        Ordinal::omega_pow(Ordinal::one())
    }

    /// `ε_n`, the n-th epsilon number (the n-th ordinal with `ω^ε = ε`).
    pub fn epsilon(n: u32) -> Ordinal {
        Ordinal::from_atom(Atom::Epsilon(n))
    }

    /// `ε₀ = ω^ω^ω^…`, the first ordinal with `ω^ε₀ = ε₀`.
    pub fn epsilon_zero() -> Ordinal {
        Ordinal::epsilon(0)
    }

    /// `ω_n`, the n-th infinite initial ordinal; `ω_0` is ω itself.
    pub fn initial(n: u32) -> Ordinal {
        match n {
            0 => Ordinal::omega(),
            _ => Ordinal::from_atom(Atom::Initial(n)),
        }
    }

    /// `ω₁`, the first uncountable ordinal.
    pub fn omega_one() -> Ordinal {
        Ordinal::initial(1)
    }

    /// `ω^exponent`.
    pub fn omega_pow(exponent: Ordinal) -> Ordinal {
        Ordinal::monomial(exponent, BigUint::one())
    }

    /// The single term `ω^exponent·coefficient` (zero when the coefficient is zero).
    pub fn monomial(exponent: Ordinal, coefficient: BigUint) -> Ordinal {
        Ordinal::from_power(Power::omega(exponent), coefficient)
    }

    pub(crate) fn from_power(power: Power, coefficient: BigUint) -> Ordinal {
        if coefficient.is_zero() {
            return Ordinal::ZERO;
        }
        Ordinal {
            terms: vec![Term { power, coefficient }],
        }
    }

    pub(crate) fn from_atom(atom: Atom) -> Ordinal {
        Ordinal::from_power(Power::Atom(atom), BigUint::one())
    }

    /// The atom this ordinal is, if it is exactly one.
    pub(crate) fn as_atom(&self) -> Option<Atom> {
        match self.terms.as_slice() {
            [
                Term {
                    power: Power::Atom(atom),
                    coefficient,
                },
            ] if coefficient.is_one() => Some(*atom),
            _ => None,
        }
    }

    /// The terms `ω^α·c` of the Cantor normal form, largest first.
    pub fn terms(&self) -> &[Term] {
        &self.terms
    }

    /// Whether this is 0.
    pub fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    /// Whether this is a natural number.
    pub fn is_finite(&self) -> bool {
        self.terms.iter().all(|term| term.power.is_one())
    }

    /// Whether this is `β + 1` for some β.
    pub fn is_successor(&self) -> bool {
        self.terms.last().is_some_and(|term| term.power.is_one())
    }

    /// Whether this is a limit ordinal: neither 0 nor a successor.
    pub fn is_limit(&self) -> bool {
        !self.is_zero() && !self.is_successor()
    }

    /// The natural number `n` at the end of the normal form, so `self = λ + n`
    /// with λ zero or a limit.
    pub fn finite_part(&self) -> BigUint {
        match self.terms.last() {
            Some(term) if term.power.is_one() => term.coefficient.clone(),
            _ => BigUint::zero(),
        }
    }

    /// The limit part λ of `self = λ + n` (see [`Ordinal::finite_part`]).
    pub fn limit_part(&self) -> Ordinal {
        let infinite_terms = match self.terms.last() {
            Some(term) if term.power.is_one() => &self.terms[..self.terms.len() - 1],
            _ => &self.terms[..],
        };
        Ordinal {
            terms: infinite_terms.to_vec(),
        }
    }
}
