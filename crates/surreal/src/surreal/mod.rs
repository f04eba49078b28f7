//! Numbers in Conway normal form: finite sums `Σ ω^{y_i}·r_i` with rational coefficients and
//! exponents of the same kind.

mod arith;
mod display;
mod order;
mod parse;

use dyadic::Dyadic;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use ordinal::Ordinal;

pub use parse::{ParseSurrealError, ParseSurrealErrorKind};

/// A surreal number in Conway normal form: a finite sum `ω^{y_0}·r_0 + ω^{y_1}·r_1 + …` with
/// exponents `y_0 > y_1 > …` (surreal numbers of the same kind) and non-zero rational
/// coefficients `r_i`.
///
/// The representation is canonical, so `==` and hashing compare values; [`Ord`] is the order of
/// numbers. `+`, `−` and `×` work term by term (products multiply coefficients and add
/// exponents); on ordinals they are the natural (Hessenberg) sum and product.
///
/// `Display` writes without spaces, each term as a fraction whose numerator and denominator are
/// a whole number times a power of ω with a positive exponent (a factor 1 left out, the
/// denominator in parentheses when it is a product): `ω+1`, `2ω`, `-2ω`, `5ω²+ω`, `ω/2`,
/// `2ω/3`, `1/3`, `1/ω`, `2/ω²`, `1-1/ω`, `1-1/(2ω)`, `5/(3ω)`, `ω^(1/2)`, `ω^ω`. Natural
/// exponents are superscripts, as the `ordinal` crate writes them (`ω²`); other exponents follow
/// `^`, in parentheses unless a single `ω`. [`Surreal::ascii`] writes the same shapes with `w`
/// for ω and `^` before natural exponents (`5w^2+w`, `1-1/(2w)`).
///
/// Parsing reads both, with spaces anywhere between tokens, and also `·` or `*` for products
/// and `^` before any exponent (`ω·5`, `ω^2`, `5/3·ω^-1`). A product written without a sign
/// binds as one factor (`5ω²` is `5·ω²`) but cannot follow `/`: `1/2ω` is refused as
/// ambiguous.
///
/// ```
/// use surreal::Surreal;
///
/// let x: Surreal = "w + 1/3".parse().unwrap();
/// assert_eq!(x.to_string(), "ω+1/3");
/// assert_eq!((&x + &x).to_string(), "2ω+2/3");
/// assert_eq!(x.ascii().to_string(), "w+1/3");
/// let y: Surreal = "1 - 1/2 * w^-1".parse().unwrap();
/// assert_eq!(y.to_string(), "1-1/(2ω)");
/// assert_eq!((&x * &x).to_string(), "ω²+2ω/3+1/9");
/// ```
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Surreal {
    terms: Vec<Term>,
}

/// One term `ω^y·r` of a normal form: `r` a non-zero rational.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Term {
    exponent: Surreal,
    coefficient: BigRational,
}

impl Term {
    /// The term `ω^exponent·coefficient` (the coefficient should not be zero).
    pub fn new(exponent: Surreal, coefficient: BigRational) -> Term {
        Term {
            exponent,
            coefficient,
        }
    }

    /// The exponent `y` of `ω^y·r`.
    pub fn exponent(&self) -> &Surreal {
        &self.exponent
    }

    /// The coefficient `r` of `ω^y·r`, a non-zero rational.
    pub fn coefficient(&self) -> &BigRational {
        &self.coefficient
    }
}

impl Surreal {
    /// 0, the empty sum.
    pub fn zero() -> Surreal {
        Surreal::default()
    }

    /// 1.
    pub fn one() -> Surreal {
        Surreal::from_integer(1)
    }

    /// ω = `ω^1`.
    pub fn omega() -> Surreal {
        Surreal::omega_pow(Surreal::one())
    }

    /// A whole number.
    pub fn from_integer(n: impl Into<BigInt>) -> Surreal {
        Surreal::from_rational(BigRational::from_integer(n.into()))
    }

    /// A rational number (a single term with exponent 0, or 0).
    pub fn from_rational(r: BigRational) -> Surreal {
        Surreal::monomial(Surreal::zero(), r)
    }

    /// A dyadic number.
    pub fn from_dyadic(d: &Dyadic) -> Surreal {
        Surreal::from_rational(BigRational::from(d))
    }

    /// `ω^exponent`.
    pub fn omega_pow(exponent: Surreal) -> Surreal {
        Surreal::monomial(exponent, BigRational::one())
    }

    /// `ω^exponent·coefficient` (0 when the coefficient is 0).
    pub fn monomial(exponent: Surreal, coefficient: BigRational) -> Surreal {
        if coefficient.is_zero() {
            return Surreal::zero();
        }
        Surreal {
            terms: vec![Term::new(exponent, coefficient)],
        }
    }

    /// The sum of these terms, in any order (equal exponents are added, zero terms dropped).
    pub fn from_terms(terms: impl IntoIterator<Item = Term>) -> Surreal {
        terms
            .into_iter()
            .map(|term| Surreal::monomial(term.exponent, term.coefficient))
            .fold(Surreal::zero(), |sum, term| sum + term)
    }

    /// The terms, largest exponent first.
    pub fn terms(&self) -> &[Term] {
        &self.terms
    }

    /// Whether this is 0.
    pub fn is_zero(&self) -> bool {
        self.terms.is_empty()
    }

    /// Whether this is negative: its leading coefficient is.
    pub fn is_negative(&self) -> bool {
        self.terms
            .first()
            .is_some_and(|term| term.coefficient.is_negative())
    }

    /// Whether this is positive: its leading coefficient is.
    pub fn is_positive(&self) -> bool {
        self.terms
            .first()
            .is_some_and(|term| term.coefficient.is_positive())
    }

    /// The rational number this is, if it is real: no term but the one with exponent 0.
    pub fn to_rational(&self) -> Option<BigRational> {
        match self.terms.as_slice() {
            [] => Some(BigRational::zero()),
            [term] if term.exponent.is_zero() => Some(term.coefficient.clone()),
            _ => None,
        }
    }

    /// The dyadic number this is, if it is one.
    pub fn to_dyadic(&self) -> Option<Dyadic> {
        Dyadic::try_from(&self.to_rational()?).ok()
    }

    /// The ordinal this is, if it is one: whole positive coefficients and ordinal exponents.
    pub fn to_ordinal(&self) -> Option<Ordinal> {
        let mut sum = Ordinal::ZERO;
        for term in &self.terms {
            let coefficient = &term.coefficient;
            if !coefficient.is_integer() || !coefficient.is_positive() {
                return None;
            }
            let count = coefficient.to_integer().to_biguint()?;
            sum += Ordinal::monomial(term.exponent.to_ordinal()?, count);
        }
        Some(sum)
    }

    /// The ordinal as a surreal number, if its Cantor normal form is a Conway normal form of
    /// finitely many terms: `None` for ε₀ and the other fixed points `ω^ε = ε`.
    pub fn from_ordinal(alpha: &Ordinal) -> Option<Surreal> {
        let mut terms = Vec::with_capacity(alpha.terms().len());
        for term in alpha.terms() {
            let exponent = term.exponent();
            if *exponent >= Ordinal::omega_pow(exponent.clone().into_owned()) {
                return None; // an epsilon number is its own exponent
            }
            terms.push(Term::new(
                Surreal::from_ordinal(&exponent)?,
                BigRational::from_integer(BigInt::from(term.coefficient().clone())),
            ));
        }
        Some(Surreal { terms })
    }
}
