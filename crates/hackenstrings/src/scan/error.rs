//! What can be wrong with the text of a position, and where.

use std::fmt;

use game::text::{ParseError, Place};

/// Where a character is: its line and column, both counted from 1 in characters (not bytes).
/// Counted in 64 bits, as a streamed text may pass `usize` on a 32-bit target (WebAssembly).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Location {
    pub(crate) line: u64,
    pub(crate) column: u64,
}

impl Location {
    /// The same place, in a text of one line until [`in_text`] says otherwise; a count past
    /// `usize::MAX` is shown as `usize::MAX`.
    fn place(self) -> Place {
        let saturated = |count: u64| usize::try_from(count).unwrap_or(usize::MAX);
        Place {
            line: saturated(self.line),
            column: saturated(self.column),
            several_lines: false,
        }
    }
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

/// Why some text is not a position (or not a single row), and where: [`ParsePositionErrorKind`]
/// at a [`Place`].
///
/// Its `Display` is one line: `column 5: unexpected character 'x': …` for a text of one line,
/// `line 2, column 5: …` for a text of several. Lines and columns count characters from 1.
pub type ParsePositionError = ParseError<ParsePositionErrorKind>;

/// An error at `location`, in a text of one line until [`in_text`] says otherwise.
pub(crate) fn error_at(location: Location, kind: ParsePositionErrorKind) -> ParsePositionError {
    ParseError::new(location.place(), kind)
}

/// The error, noting whether `rest`, the text from the error on (or more of it), runs over
/// several lines, so that its message names the line. A streamed text is judged on the pieces
/// read up to the error.
pub(crate) fn in_text(error: ParsePositionError, rest: &str) -> ParsePositionError {
    let mut place = error.place();
    place.several_lines |= place.line > 1 || rest.trim_end().contains('\n');
    // The errors of positions name no row (`in_part`), so there is none to keep.
    ParseError::new(place, error.into_kind())
}
