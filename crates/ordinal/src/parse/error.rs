//! One-line parse errors that name the column.

use std::fmt;

/// Why a text is not an ordinal. Its `Display` is one line: `column 5: …`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseOrdinalError {
    pub(super) column: usize,
    pub(super) kind: ParseErrorKind,
}

impl ParseOrdinalError {
    pub(super) fn new(column: usize, kind: ParseErrorKind) -> ParseOrdinalError {
        ParseOrdinalError { column, kind }
    }

    /// The 1-based column (in characters) where the problem starts.
    pub fn column(&self) -> usize {
        self.column
    }

    /// What the problem is.
    pub fn kind(&self) -> &ParseErrorKind {
        &self.kind
    }
}

/// The kinds of [`ParseOrdinalError`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
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

impl fmt::Display for ParseOrdinalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.kind)
    }
}

impl std::error::Error for ParseOrdinalError {}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use super::eval::{MAX_DIGITS, MAX_NESTING};
        match self {
            ParseErrorKind::UnexpectedCharacter(c) => write!(f, "unexpected character {c:?}"),
            ParseErrorKind::ExpectedTerm { found } => {
                write!(f, "expected an ordinal term, found {found}")
            }
            ParseErrorKind::ExpectedOperator { found } => {
                write!(f, "expected '+', '*', '^', ')' or the end, found {found}")
            }
            ParseErrorKind::MissingIndex => write!(f, "expected an index, as in ε₀, e0 or w_1"),
            ParseErrorKind::IndexTooLarge => write!(f, "index larger than {}", u32::MAX),
            ParseErrorKind::NumberTooLong => write!(f, "number longer than {MAX_DIGITS} digits"),
            ParseErrorKind::UnmatchedClose => write!(f, "')' without a matching '('"),
            ParseErrorKind::UnclosedOpen => write!(f, "'(' is never closed"),
            ParseErrorKind::ParenthesesTooDeep => {
                write!(f, "parentheses nested deeper than {MAX_NESTING} levels")
            }
            ParseErrorKind::ExponentsTooDeep => {
                write!(f, "exponents nested deeper than {MAX_NESTING} levels")
            }
            ParseErrorKind::ResultTooLarge => write!(f, "result too large to compute"),
        }
    }
}
