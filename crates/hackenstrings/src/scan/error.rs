//! What can be wrong with the text of a position, and where.

use std::error::Error;
use std::fmt;

/// Where a character is: its line and column, both counted from 1 in characters (not bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    /// The line, from 1.
    pub line: u64,
    /// The column within the line, from 1, in characters.
    pub column: u64,
}

impl fmt::Display for Location {
    /// `column 5` on the first line, `line 2, column 5` further down.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 1 {
            write!(f, "column {}", self.column)
        } else {
            write!(f, "line {}, column {}", self.line, self.column)
        }
    }
}

/// What is wrong at a [`ParseError`]'s location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// A character that is neither a pebble, a `+`, nor white space.
    UnexpectedCharacter(char),
    /// A `+` with no row of pebbles before it.
    PlusWithoutRowBefore,
    /// A `+` with no row of pebbles after it.
    PlusWithoutRowAfter,
    /// A row separator (`+` or a line break) where a single row was expected.
    SecondRow(char),
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::UnexpectedCharacter(c) => write!(
                f,
                "unexpected character '{}': a pebble is A (Left) or B (Right)",
                c.escape_debug()
            ),
            ParseErrorKind::PlusWithoutRowBefore => {
                f.write_str("'+' has no row of pebbles before it")
            }
            ParseErrorKind::PlusWithoutRowAfter => {
                f.write_str("'+' has no row of pebbles after it")
            }
            ParseErrorKind::SecondRow(c) => write!(
                f,
                "'{}' starts a second row, but a single row was expected",
                c.escape_debug()
            ),
        }
    }
}

/// Why some text is not a position, and where: `column 5: unexpected character 'C': …`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Where the offending character is.
    pub location: Location,
    /// What is wrong with it.
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.kind)
    }
}

impl Error for ParseError {}
