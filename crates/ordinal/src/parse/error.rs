//! What can be wrong with an ordinal's text: one-line parse errors that name the line and column.

use std::fmt;

use game::text::ParseError;

/// Why a text is not an ordinal, and where: [`ParseOrdinalErrorKind`] at a [`Place`](game::text::Place).
///
/// Its `Display` is one line: `column 5: …`, or `line 2, column 5: …` when the text has several
/// lines. Lines and columns count characters from 1.
pub type ParseOrdinalError = ParseError<ParseOrdinalErrorKind>;

/// What is wrong with a text that is not an ordinal: the kinds of [`ParseOrdinalError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseOrdinalErrorKind {
    /// A character that is not part of the notation.
    UnexpectedCharacter(char),
    /// A number, ω, an atom or `(` should come here; `found` quotes what came instead.
    ExpectedTerm {
        /// The offending token, quoted, or `end of input`.
        found: String,
    },
    /// An operator, `)` or the end should come here; `found` quotes what came instead.
    ExpectedOperator {
        /// The offending token, quoted.
        found: String,
    },
    /// `ε` or `_` without the index that should follow.
    MissingIndex,
    /// An index of `ε_n` or `ω_n` above `u32::MAX`.
    IndexTooLarge,
    /// A number with more digits than the parser reads.
    NumberTooLong,
    /// A `)` with no `(` to close.
    UnmatchedClose,
    /// A `(` that is never closed.
    UnclosedOpen,
    /// Parentheses nested deeper than the parser allows.
    ParenthesesTooDeep,
    /// A value whose exponents nest deeper than the parser allows.
    ExponentsTooDeep,
    /// A value too large to compute.
    ResultTooLarge,
}

impl fmt::Display for ParseOrdinalErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use super::eval::{MAX_DIGITS, MAX_NESTING};
        match self {
            ParseOrdinalErrorKind::UnexpectedCharacter(c) => {
                write!(f, "unexpected character {c:?}")
            }
            ParseOrdinalErrorKind::ExpectedTerm { found } => {
                write!(f, "expected an ordinal term, found {found}")
            }
            ParseOrdinalErrorKind::ExpectedOperator { found } => {
                write!(f, "expected '+', '*', '^', ')' or the end, found {found}")
            }
            ParseOrdinalErrorKind::MissingIndex => {
                write!(f, "expected an index, as in ε₀, e0 or w_1")
            }
            ParseOrdinalErrorKind::IndexTooLarge => write!(f, "index larger than {}", u32::MAX),
            ParseOrdinalErrorKind::NumberTooLong => {
                write!(f, "number longer than {MAX_DIGITS} digits")
            }
            ParseOrdinalErrorKind::UnmatchedClose => write!(f, "')' without a matching '('"),
            ParseOrdinalErrorKind::UnclosedOpen => write!(f, "'(' is never closed"),
            ParseOrdinalErrorKind::ParenthesesTooDeep => {
                write!(f, "parentheses nested deeper than {MAX_NESTING} levels")
            }
            ParseOrdinalErrorKind::ExponentsTooDeep => {
                write!(f, "exponents nested deeper than {MAX_NESTING} levels")
            }
            ParseOrdinalErrorKind::ResultTooLarge => write!(f, "result too large to compute"),
        }
    }
}
