//! Writing normal forms as CGSuite does: `ω+1`, `ω/2`, `1-1/ω`, `ω^(1/2)`, `5/3·ω^-1`.

use std::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed};

use super::{Surreal, Term};

/// How ω and multiplication are written.
#[derive(Clone, Copy)]
pub(crate) struct Style {
    pub(crate) omega: &'static str,
    pub(crate) times: &'static str,
}

pub(crate) const UNICODE: Style = Style {
    omega: "ω",
    times: "·",
};
pub(crate) const ASCII: Style = Style {
    omega: "w",
    times: "*",
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
    /// The number in ASCII: `w` for ω and `*` for `·`, as `w*2+1/3` (what `--ascii` prints).
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

/// `ω^y` for `y > 0` or any exponent needing no sign in front: `ω`, `ω^2`, `ω^ω`, `ω^(1/2)`.
fn power(y: &Surreal, style: Style) -> String {
    let omega = style.omega;
    if y.is_one() {
        return omega.to_string();
    }
    if let Some(n) = y.as_integer() {
        return format!("{omega}^{n}");
    }
    if *y == Surreal::omega() {
        return format!("{omega}^{omega}");
    }
    format!("{omega}^({})", y.write(style))
}

/// The term `|r|·ω^y`, its sign written by the caller.
fn write_term(term: &Term, style: Style) -> String {
    let r = term.coefficient.abs();
    let y = &term.exponent;
    if y.is_zero() {
        return rational(&r);
    }
    let times = style.times;
    if y.is_positive() {
        let p = power(y, style);
        if r.is_one() {
            p
        } else if r.is_integer() {
            format!("{p}{times}{}", r.numer())
        } else if r.numer().is_one() {
            format!("{p}/{}", r.denom())
        } else {
            format!("{p}{times}{}", rational(&r))
        }
    } else if r.is_integer() {
        format!("{}/{}", r.numer(), power(&-y, style))
    } else {
        let exponent = match y.as_integer() {
            Some(n) => n.to_string(),
            None => format!("({})", y.write(style)),
        };
        format!("{}{times}{}^{exponent}", rational(&r), style.omega)
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
