//! Gonshor's theorems: the sign expansion of a normal form, and the normal form of a sign
//! sequence.

use std::error::Error;
use std::fmt;

use crate::{Row, Surreal, Term};

/// A row's exact value when its normal form may be an infinite sum: a finite part, then a
/// periodic tail whose terms are `period`'s with their exponents shifted by `shift` once per
/// period, for ever (an empty `period` for a finite sum).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Series {
    finite: Surreal,
    period: Vec<Term>,
    shift: Surreal,
}

impl Series {
    /// The finite part (the whole value when the tail is empty).
    pub fn finite(&self) -> &Surreal {
        &self.finite
    }

    /// The terms of the tail's first period (empty for a finite sum).
    pub fn period(&self) -> &[Term] {
        &self.period
    }

    /// How much each period's exponents add to the previous period's (negative).
    pub fn shift(&self) -> &Surreal {
        &self.shift
    }
}

impl fmt::Display for Series {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.finite)
    }
}

/// Why [`Row::value`] gives no finite normal form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueError {
    /// The value is an infinite sum, given exactly.
    InfiniteSum(Series),
    /// The value is an infinite sum of a shape not handled (the row is named).
    Unsupported(String),
}

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueError::InfiniteSum(series) => write!(
                f,
                "the value is an infinite sum, {series}, not a finite normal form"
            ),
            ValueError::Unsupported(row) => write!(
                f,
                "the value of {} is an infinite sum of a shape not handled here",
                game::text::quoted(row)
            ),
        }
    }
}

impl Error for ValueError {}

/// Why a number has no row: its sign expansion is not a finite nest of recurring parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotARow {
    reason: String,
}

impl fmt::Display for NotARow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

impl Error for NotARow {}

impl Row {
    /// The row's value in Conway normal form (Gonshor, read backwards).
    ///
    /// # Errors
    /// [`ValueError`] when the value is an infinite sum.
    pub fn value(&self) -> Result<Surreal, ValueError> {
        todo!()
    }

    /// The row's exact value, finite or an infinite periodic sum.
    ///
    /// # Errors
    /// [`ValueError::Unsupported`] for infinite sums of other shapes.
    pub fn series(&self) -> Result<Series, ValueError> {
        todo!()
    }

    /// The row of `x`, when its sign expansion is a finite nest of recurring parts.
    ///
    /// # Errors
    /// [`NotARow`] otherwise (as for `ω^ω` or `ω^(1/3)`, whose sign expansions are at least
    /// ω^ω long).
    pub fn from_value(x: &Surreal) -> Result<Row, NotARow> {
        let _ = x;
        todo!()
    }
}
