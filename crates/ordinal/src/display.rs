//! Printing normal forms, the count after the power (`ω·2`): compact Unicode, or ASCII
//! with `{:#}`.

use std::fmt::{self, Write};

use num_traits::One;

use crate::atom::Atom;
use crate::ordinal::{Ordinal, Term};
use crate::power::Power;

/// Which alphabet a value prints in.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    /// `ω^(ω+3)+ω²·3+ε₀+ω₁`
    Unicode,
    /// `w^(w+3)+w^2*3+e0+w1`
    Ascii,
}

impl Style {
    /// `{:#}` asks for ASCII.
    pub(crate) fn of(f: &fmt::Formatter<'_>) -> Style {
        if f.alternate() {
            Style::Ascii
        } else {
            Style::Unicode
        }
    }

    fn omega(self) -> char {
        match self {
            Style::Unicode => 'ω',
            Style::Ascii => 'w',
        }
    }

    fn epsilon(self) -> char {
        match self {
            Style::Unicode => 'ε',
            Style::Ascii => 'e',
        }
    }

    fn times(self) -> char {
        match self {
            Style::Unicode => '·',
            Style::Ascii => '*',
        }
    }
}

pub(crate) const SUPERSCRIPT_DIGITS: [char; 10] =
    ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
pub(crate) const SUBSCRIPT_DIGITS: [char; 10] = ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉'];

impl fmt::Display for Ordinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_ordinal(f, self, Style::of(f))
    }
}

impl fmt::Debug for Ordinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_ordinal(f, self, Style::Unicode)
    }
}

impl fmt::Debug for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_term(f, self, Style::Unicode)
    }
}

impl Ordinal {
    /// The ASCII notation, as `format!("{self:#}")`: `w^(w+3)+w^w*3+w*5+7`, `e0`, `w1`.
    pub fn ascii(&self) -> String {
        format!("{self:#}")
    }
}

fn write_ordinal(f: &mut fmt::Formatter<'_>, ordinal: &Ordinal, style: Style) -> fmt::Result {
    if ordinal.is_zero() {
        return f.write_char('0');
    }
    for (index, term) in ordinal.terms.iter().enumerate() {
        if index > 0 {
            f.write_char('+')?;
        }
        write_term(f, term, style)?;
    }
    Ok(())
}

fn write_term(f: &mut fmt::Formatter<'_>, term: &Term, style: Style) -> fmt::Result {
    if term.power.is_one() {
        return write!(f, "{}", term.coefficient);
    }
    match &term.power {
        Power::Atom(atom) => write_atom(f, *atom, style)?,
        Power::Finite(1) => f.write_char(style.omega())?,
        power => {
            f.write_char(style.omega())?;
            write_exponent(f, &power.exponent(), style)?;
        }
    }
    if !term.coefficient.is_one() {
        write!(f, "{}{}", style.times(), term.coefficient)?;
    }
    Ok(())
}

/// Writes `^exponent` after a base: superscript digits for a natural exponent in
/// Unicode (`ω²`), bare for a single symbol (`ω^ω`, `2^ε₀`), else parenthesised.
pub(crate) fn write_exponent(
    f: &mut fmt::Formatter<'_>,
    exponent: &Ordinal,
    style: Style,
) -> fmt::Result {
    if let Some(natural) = exponent.to_natural() {
        return match style {
            Style::Unicode => write_digits(f, &natural.to_string(), &SUPERSCRIPT_DIGITS),
            Style::Ascii => write!(f, "^{natural}"),
        };
    }
    let is_symbol = exponent.as_atom().is_some() || *exponent == Ordinal::omega();
    if is_symbol {
        f.write_char('^')?;
        write_ordinal(f, exponent, style)
    } else {
        f.write_str("^(")?;
        write_ordinal(f, exponent, style)?;
        f.write_char(')')
    }
}

fn write_atom(f: &mut fmt::Formatter<'_>, atom: Atom, style: Style) -> fmt::Result {
    let (letter, index) = match atom {
        Atom::Epsilon(index) => (style.epsilon(), index),
        Atom::Initial(index) => (style.omega(), index),
    };
    f.write_char(letter)?;
    match style {
        Style::Unicode => write_digits(f, &index.to_string(), &SUBSCRIPT_DIGITS),
        Style::Ascii => write!(f, "{index}"),
    }
}

/// Rewrites decimal digits into another digit alphabet (superscript, subscript).
fn write_digits(f: &mut fmt::Formatter<'_>, decimal: &str, alphabet: &[char; 10]) -> fmt::Result {
    for digit in decimal.bytes() {
        f.write_char(alphabet[usize::from(digit - b'0')])?;
    }
    Ok(())
}
