//! Writing normal forms: `ω+1`, `5ω²+ω`, `ω/2`, `1-1/ω`, `1-1/(2ω)`, `ω^(1/2)`.

use std::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed};

use super::{Surreal, Term};

/// How ω and multiplication are written.
#[derive(Clone, Copy)]
pub(crate) struct Style {
    pub(crate) omega: &'static str,
    /// Whether natural exponents are written as superscripts (`ω²`) or after `^` (`w^2`).
    pub(crate) superscripts: bool,
}

pub(crate) const UNICODE: Style = Style {
    omega: "ω",
    superscripts: true,
};
pub(crate) const ASCII: Style = Style {
    omega: "w",
    superscripts: false,
};

/// A number written in a style: what [`Surreal::ascii`] returns.
pub struct Styled<'a> {
    number: &'a Surreal,
    style: Style,
}

impl fmt::Display for Styled<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.number.write(self.style))
    }
}

impl Surreal {
    /// The number in ASCII, in the same shapes with `w` for ω and `^` before a natural exponent:
    /// `2w^2+1/3`, `1-1/(2w)` (what `--ascii` prints).
    pub fn ascii(&self) -> impl fmt::Display + '_ {
        Styled {
            number: self,
            style: ASCII,
        }
    }

    pub(crate) fn write(&self, style: Style) -> String {
        let mut out = String::new();
        if self.terms.is_empty() {
            return "0".to_string();
        }
        for (index, term) in self.terms.iter().enumerate() {
            let negative = term.coefficient.is_negative();
            if negative {
                out.push('-');
            } else if index > 0 {
                out.push('+');
            }
            out.push_str(&write_term(term, style));
        }
        out
    }

    /// Whether this is a whole number (possibly negative).
    fn as_integer(&self) -> Option<BigInt> {
        let r = self.to_rational()?;
        r.is_integer().then(|| r.to_integer())
    }
}

/// The positive rational `r` as `p` or `p/q`.
fn rational(r: &BigRational) -> String {
    if r.is_integer() {
        r.numer().to_string()
    } else {
        format!("{}/{}", r.numer(), r.denom())
    }
}

/// The superscript digits of a natural number: `²`, `¹²`.
fn superscript(n: &BigInt) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string()
        .bytes()
        .map(|digit| DIGITS[usize::from(digit - b'0')])
        .collect()
}

/// `ω^y` for `y > 0`: `ω`, `ω²` (`w^2` in ASCII), `ω^ω`, `ω^(1/2)`, `ω^(ω+1)`.
fn power(y: &Surreal, style: Style) -> String {
    let omega = style.omega;
    if y.is_one() {
        return omega.to_string();
    }
    if let Some(n) = y.as_integer() {
        return match style.superscripts {
            true => format!("{omega}{}", superscript(&n)),
            false => format!("{omega}^{n}"),
        };
    }
    if *y == Surreal::omega() {
        return format!("{omega}^{omega}");
    }
    format!("{omega}^({})", y.write(style))
}

/// The term `|r|·ω^y`, its sign written by the caller, as a fraction whose numerator and
/// denominator are each a whole number times a power of ω with a positive exponent:
/// `5ω²`, `ω/2`, `2ω/3`, `1/ω`, `3/ω²`, `1/(2ω)`, `5/(3ω^(1/2))`.
fn write_term(term: &Term, style: Style) -> String {
    let r = term.coefficient.abs();
    let y = &term.exponent;
    if y.is_zero() {
        return rational(&r);
    }
    let (p, q) = (r.numer(), r.denom());
    if y.is_positive() {
        let power = power(y, style);
        let numerator = match p.is_one() {
            true => power,
            false => format!("{p}{power}"),
        };
        match q.is_one() {
            true => numerator,
            false => format!("{numerator}/{q}"),
        }
    } else {
        let power = power(&-y, style);
        match q.is_one() {
            true => format!("{p}/{power}"),
            false => format!("{p}/({q}{power})"),
        }
    }
}

impl Surreal {
    fn is_one(&self) -> bool {
        self.to_rational().is_some_and(|r| r.is_one())
    }
}

impl fmt::Display for Surreal {
    /// See [`Surreal`] for the notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.write(UNICODE))
    }
}

impl fmt::Debug for Surreal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Surreal({self})")
    }
}

impl fmt::Debug for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Term({:?}, {})", self.exponent, self.coefficient)
    }
}
