//! A nimber of either kind, finite of any width or an infinite ordinal, with the field's
//! arithmetic on both: what a calculator reads, computes with and prints.

use std::fmt;
use std::str::FromStr;

use game::text::excerpt;
use num_bigint::BigInt;
use ordinal::Ordinal;
use transfinite_nim::OrdinalNimber;

use crate::finite::{FiniteNimber, MAX_DIGITS, NimField, ParseNimberError, ParseNimberErrorKind};
use crate::transfinite::{self, NimError};

/// The most binary digits of a finite nimber [`Operand::read`] takes: finite nimbers lie in the
/// field of the nimbers below `2^4096`, so that any power is at most 4096 squarings and products.
pub const MAX_BITS: u64 = 4096;

/// A nimber, finite or an ordinal: `*5`, `*(2^100)`, `*ω`, `*(ω²+3)`.
///
/// A finite nimber is kept as a [`FiniteNimber`] and computed with by [`NimField`], the fast
/// path; an infinite one as an [`Ordinal`], computed with by [`crate::transfinite`] below
/// ω^(ω^ω). An operation with an ordinal operand whose result is finite gives a finite nimber,
/// so each nimber has one form and `==` is equality of nimbers.
///
/// ```
/// use nimbers::Operand;
///
/// let read = |text: &str| text.parse::<Operand>().unwrap();
/// // ω is a cube root of 2, so ω⁻¹ = ω²/2 = ω²⊗3.
/// let w = read("w");
/// assert_eq!(Operand::product(&[w.clone(), w.clone(), w.clone()]).unwrap(), read("2"));
/// assert_eq!(w.inverse().unwrap().to_string(), "*(ω²·3)");
/// assert_eq!(read("2").divide(&w).unwrap().to_string(), "*ω²");
/// // Finite nimbers stay finite: 2⊗2 = 3, and 2 generates the field of four.
/// assert_eq!(read("*2").multiply(&read("2")).unwrap().to_string(), "*3");
/// assert_eq!(read("2").power(&(-1).into()).unwrap().to_string(), "*3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Operand {
    /// A finite nimber, of any width.
    Finite(FiniteNimber),
    /// An infinite ordinal nimber (never a finite one: those are [`Operand::Finite`]).
    Ordinal(Ordinal),
}

impl Operand {
    /// Reads a nimber: a whole number, `5` or `*5` (`*` alone is `*1`), below `2^`[`MAX_BITS`];
    /// or an infinite ordinal in chapter 5's notation (`w`, `w^2+3`, `ω·2`), with or without
    /// the star. Ordinals at or past ω^(ω^ω) are read, and refused by the arithmetic.
    ///
    /// # Errors
    /// A one-line [`ParseNimberError`]: not a nimber, or a finite one too large.
    ///
    /// ```
    /// use nimbers::Operand;
    ///
    /// assert_eq!(Operand::read("*7").unwrap().to_string(), "*7");
    /// assert_eq!(Operand::read("*w^2").unwrap().to_string(), "*ω²");
    /// assert_eq!(
    ///     Operand::read("x").unwrap_err().to_string(),
    ///     "column 1: expected a nimber, a whole number like 5 or *5, found 'x'"
    /// );
    /// ```
    pub fn read(text: &str) -> Result<Operand, ParseNimberError> {
        match text.parse::<FiniteNimber>() {
            Ok(nimber) if nimber.bits() > MAX_BITS => {
                let kind = ParseNimberErrorKind::TooLarge {
                    bits: nimber.bits(),
                    most: MAX_BITS,
                };
                Err(ParseNimberError::at(1, kind))
            }
            Ok(nimber) => Ok(Operand::Finite(nimber)),
            Err(error) if matches!(error.kind(), ParseNimberErrorKind::NotANimber(_)) => {
                let bare = text.strip_prefix('*').unwrap_or(text);
                match bare.parse::<Ordinal>() {
                    Ok(ordinal) if !ordinal.is_finite() => Ok(Operand::Ordinal(ordinal)),
                    _ => Err(error),
                }
            }
            Err(error) => Err(error),
        }
    }

    /// The nimber an ordinal is: finite ones as [`Operand::Finite`].
    pub fn from_ordinal(ordinal: Ordinal) -> Operand {
        match ordinal.to_natural() {
            Some(n) => Operand::Finite(FiniteNimber::from(n)),
            None => Operand::Ordinal(ordinal),
        }
    }

    /// This nimber as an ordinal.
    pub fn to_ordinal(&self) -> Ordinal {
        match self {
            Operand::Finite(nimber) => Ordinal::from(nimber.to_biguint()),
            Operand::Ordinal(ordinal) => ordinal.clone(),
        }
    }

    /// The nim-product `self ⊗ other`.
    ///
    /// # Errors
    /// What [`transfinite::multiply`] refuses, when either is an ordinal: at or past
    /// ω^(ω^ω), or too much work.
    pub fn multiply(&self, other: &Operand) -> Result<Operand, NimError> {
        match (self, other) {
            (Operand::Finite(a), Operand::Finite(b)) => Ok(Operand::Finite(a.times(b))),
            _ => transfinite::multiply(&self.to_ordinal(), &other.to_ordinal())
                .map(Operand::from_ordinal),
        }
    }

    /// The nim-product of all the `factors` (`*1` for none).
    ///
    /// # Errors
    /// As [`Operand::multiply`].
    pub fn product(factors: &[Operand]) -> Result<Operand, NimError> {
        let one = Operand::Finite(FiniteNimber::one());
        factors
            .iter()
            .try_fold(one, |product, factor| product.multiply(factor))
    }

    /// The nimber whose product with this one is `*1`.
    ///
    /// # Errors
    /// [`NimError::DivisionByZero`] for 0; for an ordinal, what [`transfinite::inverse`] refuses.
    pub fn inverse(&self) -> Result<Operand, NimError> {
        match self {
            Operand::Finite(a) => Ok(Operand::Finite(a.inverse()?)),
            Operand::Ordinal(a) => transfinite::inverse(a).map(Operand::from_ordinal),
        }
    }

    /// `self ⊗ divisor⁻¹`.
    ///
    /// # Errors
    /// [`NimError::DivisionByZero`] if `divisor` is 0; for ordinals, what
    /// [`transfinite::divide`] refuses.
    pub fn divide(&self, divisor: &Operand) -> Result<Operand, NimError> {
        match (self, divisor) {
            (Operand::Finite(a), Operand::Finite(b)) => Ok(Operand::Finite(a.divided_by(b)?)),
            _ => transfinite::divide(&self.to_ordinal(), &divisor.to_ordinal())
                .map(Operand::from_ordinal),
        }
    }

    /// This nimber to the power `exponent`, of any sign (read by [`read_exponent`]): a negative
    /// power is a power of the inverse, and `0⁰ = 1`.
    ///
    /// # Errors
    /// [`NimError::DivisionByZero`] for a negative power of 0; for an ordinal, what
    /// [`transfinite::power`] and [`transfinite::inverse`] refuse.
    pub fn power(&self, exponent: &BigInt) -> Result<Operand, NimError> {
        match self {
            Operand::Finite(a) => Ok(Operand::Finite(a.power(exponent.clone())?)),
            Operand::Ordinal(a) => {
                let base = match exponent.sign() {
                    num_bigint::Sign::Minus => transfinite::inverse(a)?,
                    _ => a.clone(),
                };
                transfinite::power(&base, exponent.magnitude()).map(Operand::from_ordinal)
            }
        }
    }

    /// The one nimber whose square is this one.
    ///
    /// # Errors
    /// None for a finite nimber; for an ordinal, what [`transfinite::sqrt`] refuses.
    pub fn sqrt(&self) -> Result<Operand, NimError> {
        match self {
            Operand::Finite(a) => Ok(Operand::Finite(a.sqrt())),
            Operand::Ordinal(a) => transfinite::sqrt(a).map(Operand::from_ordinal),
        }
    }
}

impl FromStr for Operand {
    type Err = ParseNimberError;

    /// As [`Operand::read`].
    fn from_str(text: &str) -> Result<Operand, ParseNimberError> {
        Operand::read(text)
    }
}

impl From<FiniteNimber> for Operand {
    fn from(nimber: FiniteNimber) -> Operand {
        Operand::Finite(nimber)
    }
}

impl fmt::Display for Operand {
    /// As CGSuite writes nimbers: `0`, `*`, `*5`, `*ω`, `*(ω²·3)`; the alternate form `{:#}`
    /// writes ordinals in ASCII, `*(w^2*3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Operand::Finite(nimber) => fmt::Display::fmt(nimber, f),
            Operand::Ordinal(ordinal) => fmt::Display::fmt(&OrdinalNimber::new(ordinal.clone()), f),
        }
    }
}

/// Reads an exponent for [`Operand::power`]: a whole number of at most [`MAX_DIGITS`] digits,
/// maybe negative.
///
/// # Errors
/// A one-line [`ParseNimberError`].
///
/// ```
/// assert_eq!(nimbers::read_exponent("-12").unwrap(), (-12).into());
/// assert_eq!(
///     nimbers::read_exponent("x").unwrap_err().to_string(),
///     "column 1: the exponent should be a whole number, like 3 or -1, not 'x'"
/// );
/// ```
pub fn read_exponent(text: &str) -> Result<BigInt, ParseNimberError> {
    let (digits, column) = match text.strip_prefix('-') {
        Some(digits) => (digits, 2),
        None => (text, 1),
    };
    if digits.len() > MAX_DIGITS {
        let kind = ParseNimberErrorKind::ExponentTooLong(digits.len());
        return Err(ParseNimberError::at(column, kind));
    }
    let whole = !digits.is_empty() && digits.bytes().all(|byte| byte.is_ascii_digit());
    let not_whole = || ParseNimberError::at(1, ParseNimberErrorKind::NotAnExponent(excerpt(text)));
    match whole {
        true => text.parse().map_err(|_| not_whole()),
        false => Err(not_whole()),
    }
}

/// Reads an odd prime's number for [`transfinite::alpha`]: a whole number (whether it is an odd
/// prime, and not too large, `alpha` says).
///
/// # Errors
/// A one-line [`ParseNimberError`].
///
/// ```
/// assert_eq!(nimbers::read_prime("7").unwrap(), 7);
/// assert_eq!(
///     nimbers::read_prime("x").unwrap_err().to_string(),
///     "column 1: the prime should be a whole number, like 7, not 'x'"
/// );
/// ```
pub fn read_prime(text: &str) -> Result<u64, ParseNimberError> {
    text.parse::<u64>()
        .map_err(|_| ParseNimberError::at(1, ParseNimberErrorKind::NotAPrime(excerpt(text))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Operand {
        Operand::read(text).unwrap()
    }

    #[test]
    fn finite_results_of_ordinals_are_finite() {
        let w = read("w");
        let cube = w.power(&3.into()).unwrap();
        assert_eq!(cube, read("2"));
        assert!(matches!(cube, Operand::Finite(_)));
        assert_eq!(read("w^2").multiply(&w).unwrap(), read("*2"));
        assert_eq!(w.divide(&w).unwrap(), read("*"));
        assert_eq!(w.power(&(-1).into()).unwrap(), w.inverse().unwrap());
        assert_eq!(Operand::product(&[]).unwrap(), read("1"));
    }

    #[test]
    fn finite_operands_agree_with_the_ordinal_arithmetic() {
        for a in 0..20u64 {
            for b in 0..20u64 {
                let (x, y) = (read(&a.to_string()), read(&b.to_string()));
                let by_ordinals = transfinite::multiply(&x.to_ordinal(), &y.to_ordinal());
                assert_eq!(
                    x.multiply(&y).unwrap(),
                    Operand::from_ordinal(by_ordinals.unwrap())
                );
            }
        }
    }

    #[test]
    fn refusals() {
        let zero = read("0");
        let message = "division by zero: the nimber 0 has no inverse";
        assert_eq!(zero.inverse().unwrap_err().to_string(), message);
        assert_eq!(read("w").divide(&zero).unwrap_err().to_string(), message);
        assert_eq!(zero.power(&(-2).into()).unwrap_err().to_string(), message);
        let beyond = read("w^w^w");
        assert!(
            beyond
                .sqrt()
                .unwrap_err()
                .to_string()
                .contains("stops at ω^(ω^ω)")
        );
        // Finite ordinals written as sums are not nimbers' notation.
        assert!(Operand::read("2+3").is_err());
        assert!(Operand::read(&"9".repeat(2000)).is_err());
        assert_eq!(
            read_exponent(&format!("-{}", "1".repeat(MAX_DIGITS + 1)))
                .unwrap_err()
                .to_string(),
            format!(
                "column 2: an exponent of {} digits is more than the {MAX_DIGITS} allowed",
                MAX_DIGITS + 1
            )
        );
        assert!(read_exponent("--3").is_err() && read_exponent("-").is_err());
        assert_eq!(read_exponent("-0").unwrap(), 0.into());
    }
}
