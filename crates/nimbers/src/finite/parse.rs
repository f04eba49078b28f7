//! Reading finite nimbers: `5`, `*5`, or `*` for `*1`.

use std::fmt;
use std::str::FromStr;

use game::text::{excerpt, quoted};
use num_bigint::BigUint;

use super::FiniteNimber;
use super::MOST_ROWS;

/// The longest number, in decimal digits, that a nimber is read from (longer ones would take
/// seconds to convert and are certainly typing mistakes).
pub const MAX_DIGITS: usize = 100_000;

/// Why a text is not a nimber: a one-line message naming the column, counted from 1.
///
/// ```
/// use nimbers::FiniteNimber;
///
/// let error = "*x".parse::<FiniteNimber>().unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "column 1: expected a nimber, a whole number like 5 or *5, found '*x'"
/// );
/// ```
pub type ParseNimberError = game::text::ParseError<ParseNimberErrorKind>;

/// What is wrong with a nimber's text: the kinds of [`ParseNimberError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseNimberErrorKind {
    /// Not a nimber: the text as typed, cut to 40 characters.
    NotANimber(String),
    /// A number of more than [`MAX_DIGITS`] digits: how many it has.
    TooManyDigits(usize),
    /// A nimber of more binary digits than a command works with: how many it has, and the most.
    TooLarge {
        /// The nimber's binary digits.
        bits: u64,
        /// The most allowed.
        most: u64,
    },
    /// Not a whole number where an exponent was wanted: the text as typed, cut to 40 characters.
    NotAnExponent(String),
    /// An exponent of more than [`MAX_DIGITS`] digits: how many it has.
    ExponentTooLong(usize),
    /// Not a whole number where a prime was wanted: the text as typed, cut to 40 characters.
    NotAPrime(String),
    /// A table's size that is a whole number but not from 1 to
    /// [`MOST_ROWS`](super::MOST_ROWS): the text as typed, cut to 40 characters.
    TableSize(String),
    /// A table's size that is not a whole number: the text as typed, cut to 40 characters.
    NotATableSize(String),
}

impl fmt::Display for ParseNimberErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseNimberErrorKind::NotANimber(text) => write!(
                f,
                "expected a nimber, a whole number like 5 or *5, found {}",
                quoted(text)
            ),
            ParseNimberErrorKind::TooManyDigits(digits) => write!(
                f,
                "a number of {digits} digits is more than the {MAX_DIGITS} allowed"
            ),
            ParseNimberErrorKind::TooLarge { bits, most } => write!(
                f,
                "a nimber of {bits} binary digits is more than the {most} allowed \
                 (nimbers below 2^{most})"
            ),
            ParseNimberErrorKind::NotAnExponent(text) => write!(
                f,
                "the exponent should be a whole number, like 3 or -1, not {}",
                quoted(text)
            ),
            ParseNimberErrorKind::ExponentTooLong(digits) => write!(
                f,
                "an exponent of {digits} digits is more than the {MAX_DIGITS} allowed"
            ),
            ParseNimberErrorKind::NotAPrime(text) => write!(
                f,
                "the prime should be a whole number, like 7, not {}",
                quoted(text)
            ),
            ParseNimberErrorKind::TableSize(text) => write!(
                f,
                "a table has from 1 to {MOST_ROWS} rows (the field of 256), not {}",
                quoted(text)
            ),
            ParseNimberErrorKind::NotATableSize(text) => write!(
                f,
                "the table's size should be a whole number from 1 to {MOST_ROWS}, not {}",
                quoted(text)
            ),
        }
    }
}

impl FromStr for FiniteNimber {
    type Err = ParseNimberError;

    /// `5`, `*5`, `0`, or `*` alone for `*1`: a whole number of at most [`MAX_DIGITS`] digits,
    /// with or without the star.
    fn from_str(text: &str) -> Result<FiniteNimber, ParseNimberError> {
        let not_a_nimber =
            || ParseNimberError::at(1, ParseNimberErrorKind::NotANimber(excerpt(text)));
        let (digits, column) = match text.strip_prefix('*') {
            Some("") => return Ok(FiniteNimber::one()),
            Some(digits) => (digits, 2),
            None => (text, 1),
        };
        if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
            return Err(not_a_nimber());
        }
        if digits.len() > MAX_DIGITS {
            let kind = ParseNimberErrorKind::TooManyDigits(digits.len());
            return Err(ParseNimberError::at(column, kind));
        }
        // Only ASCII digits are left, so this cannot fail.
        let n = BigUint::parse_bytes(digits.as_bytes(), 10).ok_or_else(not_a_nimber)?;
        Ok(FiniteNimber::from(n))
    }
}
