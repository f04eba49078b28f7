//! Reading positions: pile heights separated by spaces or commas, with errors that say where.

use std::error::Error;
use std::fmt;

use game::text::quoted;
use num_bigint::BigUint;

/// The longest pile height, in decimal digits, that the parser reads (longer ones would take
/// seconds to convert and are certainly typing mistakes).
pub const MAX_DIGITS: usize = 100_000;

/// Why a text is not a position: a one-line message that names the line (after the first) and
/// the column, counting characters from 1.
///
/// ```
/// let error = "1 x".parse::<nim::Position>().unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "column 3: expected a pile height (a whole number), found 'x'"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    line: usize,
    column: usize,
    message: String,
}

impl ParseError {
    /// An error at `column` (from 1) of the first line.
    pub fn new(column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            line: 1,
            column,
            message: message.into(),
        }
    }

    /// An error at `line` and `column` (both from 1, the column within its line) of a height's
    /// text that runs over several lines, such as an ordinal written across a line break.
    pub fn at(line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            line,
            column,
            message: message.into(),
        }
    }

    /// The line, from 1.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column within the line, from 1, counting characters.
    pub fn column(&self) -> usize {
        self.column
    }

    /// What is wrong, without the place.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The same error, for a height that starts at (`line`, `column`) of a longer text.
    fn moved_to(self, line: usize, column: usize) -> ParseError {
        let (line, column) = if self.line == 1 {
            (line, column + self.column - 1)
        } else {
            (line + self.line - 1, self.column)
        };
        ParseError {
            line,
            column,
            ..self
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 1 {
            write!(f, "line {}, ", self.line)?;
        }
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl Error for ParseError {}

/// Reads one pile height of the finite game: a whole number in decimal digits, of any size.
///
/// # Errors
/// A [`ParseError`] at column 1 (of the height) if it is not a whole number or is absurdly long.
pub fn read_natural(text: &str) -> Result<BigUint, ParseError> {
    if text.is_empty() || !text.bytes().all(|byte| byte.is_ascii_digit()) {
        let message = format!(
            "expected a pile height (a whole number), found {}",
            quoted(text)
        );
        return Err(ParseError::new(1, message));
    }
    if text.len() > MAX_DIGITS {
        let message = format!(
            "a pile height of {} digits is more than the {MAX_DIGITS} allowed",
            text.len()
        );
        return Err(ParseError::new(1, message));
    }
    // Only ASCII digits are left, so this cannot fail.
    BigUint::parse_bytes(text.as_bytes(), 10).ok_or_else(|| ParseError::new(1, "not a number"))
}

/// One height's text and where it starts.
struct Field<'a> {
    text: &'a str,
    line: usize,
    column: usize,
}

/// Splits a position's text into the texts of its heights, with their places. Heights are
/// separated by commas if there is a comma anywhere (so that a height may itself contain spaces,
/// like an ordinal `w^w + 5`), and otherwise by white space.
fn fields(text: &str) -> Result<Vec<Field<'_>>, ParseError> {
    let by_commas = text.contains(',');
    let mut fields = Vec::new();
    let (mut line, mut column) = (1, 1);
    // The current field: its byte range, and where it starts.
    let mut current: Option<(usize, usize, usize, usize)> = None;
    let mut push = |current: &mut Option<(usize, usize, usize, usize)>| {
        if let Some((start, end, line, column)) = current.take() {
            let text = &text[start..end];
            fields.push(Field { text, line, column });
        }
    };
    for (byte, c) in text.char_indices() {
        if by_commas && c == ',' {
            if current.is_none() {
                let message = "expected a pile height before ','";
                return Err(ParseError::new(column, message).moved_to(line, 1));
            }
            push(&mut current);
        } else if !c.is_whitespace() {
            match &mut current {
                Some((_, end, _, _)) => *end = byte + c.len_utf8(),
                None => current = Some((byte, byte + c.len_utf8(), line, column)),
            }
        } else if !by_commas {
            push(&mut current);
        }
        // Inside a comma-separated field, spaces between words stay part of it.
        if c == '\n' {
            line += 1;
            column = 1;
        } else {
            column += 1;
        }
    }
    if by_commas && current.is_none() {
        let message = "expected a pile height after the last ','";
        return Err(ParseError::new(column, message).moved_to(line, 1));
    }
    push(&mut current);
    Ok(fields)
}

/// Reads a list of pile heights, separated by spaces or by commas, using `read` for each height;
/// an error from `read` is moved to the place of the height in the whole text.
///
/// This is the one place a position's text is split into piles, so that other kinds of heights
/// (ordinals, in a later chapter) are read the same way. Text with no heights is the empty list.
///
/// # Errors
/// The first [`ParseError`], placed in the whole text.
///
/// ```
/// let heights = nim::parse_heights("1, 3,5 , 7", nim::read_natural).unwrap();
/// assert_eq!(heights, [1u32, 3, 5, 7].map(Into::into));
/// let error = nim::parse_heights("1 3\n5 x", nim::read_natural).unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 3: expected a pile height (a whole number), found 'x'");
/// ```
pub fn parse_heights<H>(
    text: &str,
    mut read: impl FnMut(&str) -> Result<H, ParseError>,
) -> Result<Vec<H>, ParseError> {
    fields(text)?
        .into_iter()
        .map(|field| read(field.text).map_err(|error| error.moved_to(field.line, field.column)))
        .collect()
}
