//! What can be wrong with the text of a position, and where.

use std::error::Error;
use std::fmt;

/// Where a character is: its line and column, both counted from 1 in characters (not bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Location {
    pub(crate) line: u64,
    pub(crate) column: u64,
}

/// What is wrong at a [`ParsePositionError`]'s line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParsePositionErrorKind {
    /// A character that is neither a pebble, a `+`, nor white space.
    UnexpectedCharacter(char),
    /// A neutral pebble (`C` or `◐`) given to the streaming evaluator, which adds numbers only: a
    /// position with a neutral pebble is not a number. The parser of positions accepts it.
    NeutralPebble(char),
    /// A `+` with no row of pebbles before it.
    PlusWithoutRowBefore,
    /// A `+` with no row of pebbles after it.
    PlusWithoutRowAfter,
    /// A row separator (`+` or a line break) where a single row was expected.
    SecondRow(char),
}

impl fmt::Display for ParsePositionErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionErrorKind::UnexpectedCharacter(c) => write!(
                f,
                "unexpected character {c:?}: a pebble is A (Left), B (Right) or C (neutral)"
            ),
            ParsePositionErrorKind::NeutralPebble(c) => write!(
                f,
                "{c:?} is a neutral pebble: the position is not a number, and only numbers are evaluated here"
            ),
            ParsePositionErrorKind::PlusWithoutRowBefore => {
                f.write_str("'+' has no row of pebbles before it")
            }
            ParsePositionErrorKind::PlusWithoutRowAfter => {
                f.write_str("'+' has no row of pebbles after it")
            }
            ParsePositionErrorKind::SecondRow(c) => write!(
                f,
                "{c:?} starts a second row, but a single row was expected"
            ),
        }
    }
}

/// Why some text is not a position (or not a single row), and where.
///
/// Its `Display` is one line: `column 5: unexpected character 'x': …` for a text of one line,
/// `line 2, column 5: …` for a text of several. Lines and columns count characters from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParsePositionError {
    location: Location,
    /// Something other than white space follows a line break, so messages name the line. A
    /// streamed text is judged on the pieces read up to the error.
    several_lines: bool,
    kind: ParsePositionErrorKind,
}

impl ParsePositionError {
    /// An error at `location`, in a text of one line until [`ParsePositionError::in_text`] says
    /// otherwise.
    pub(crate) fn new(location: Location, kind: ParsePositionErrorKind) -> ParsePositionError {
        ParsePositionError {
            location,
            several_lines: false,
            kind,
        }
    }

    /// The error, noting whether `rest`, the text from the error on (or more of it), runs over
    /// several lines.
    pub(crate) fn in_text(mut self, rest: &str) -> ParsePositionError {
        self.several_lines |= self.location.line > 1 || rest.trim_end().contains('\n');
        self
    }

    /// The 1-based line of the offending character.
    pub fn line(&self) -> usize {
        usize::try_from(self.location.line).unwrap_or(usize::MAX)
    }

    /// The 1-based column (in characters, within its line) of the offending character.
    pub fn column(&self) -> usize {
        usize::try_from(self.location.column).unwrap_or(usize::MAX)
    }

    /// What is wrong.
    pub fn kind(&self) -> &ParsePositionErrorKind {
        &self.kind
    }
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Location { line, column } = self.location;
        if self.several_lines || line > 1 {
            write!(f, "line {line}, column {column}: {}", self.kind)
        } else {
            write!(f, "column {column}: {}", self.kind)
        }
    }
}

impl Error for ParsePositionError {}
