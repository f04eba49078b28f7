//! Reading positions: pile heights separated by spaces or commas, with errors that say where.

use std::fmt;

use game::text::{Place, excerpt, quoted};
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
/// assert_eq!(error.kind(), &nim::ParseErrorKind::NotAHeight("x".into()));
/// ```
pub type ParseError = game::text::ParseError<ParseErrorKind>;

/// What is wrong with a position's text: the kinds of [`ParseError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// A word that is not a whole number: as typed, cut to 40 characters.
    NotAHeight(String),
    /// A whole number of more than [`MAX_DIGITS`] digits: how many it has.
    TooManyDigits(usize),
    /// A whole number above the largest height the piles hold, `2^64-1`.
    TooHigh,
    /// A `,` with no height before it.
    MissingBeforeComma,
    /// A `,` at the end, with no height after it.
    MissingAfterComma,
    /// A height in another notation (an ordinal, in a later chapter) that its own parser refused:
    /// that parser's message, without the place.
    Height(String),
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::NotAHeight(word) => write!(
                f,
                "expected a pile height (a whole number), found {}",
                quoted(word)
            ),
            ParseErrorKind::TooManyDigits(digits) => write!(
                f,
                "a pile height of {digits} digits is more than the {MAX_DIGITS} allowed"
            ),
            ParseErrorKind::TooHigh => f.write_str("a pile height above 2^64-1"),
            ParseErrorKind::MissingBeforeComma => f.write_str("expected a pile height before ','"),
            ParseErrorKind::MissingAfterComma => {
                f.write_str("expected a pile height after the last ','")
            }
            ParseErrorKind::Height(message) => f.write_str(message),
        }
    }
}

/// `error`, made for a height's text, moved to where the height starts, (`line`, `column`) of a
/// longer text. Only lines after the first are named, as in the height's own message.
fn moved_to(error: ParseError, line: usize, column: usize) -> ParseError {
    let (line, column) = if error.line() == 1 {
        (line, column + error.column() - 1)
    } else {
        (line + error.line() - 1, error.column())
    };
    let place = Place {
        line,
        column,
        several_lines: false,
    };
    ParseError::new(place, error.into_kind())
}

/// Reads one pile height of the finite game: a whole number in decimal digits, of any size.
///
/// # Errors
/// A [`ParseError`] at column 1 (of the height) if it is not a whole number or is absurdly long.
pub fn read_natural(text: &str) -> Result<BigUint, ParseError> {
    let not_a_height = || ParseError::at(1, ParseErrorKind::NotAHeight(excerpt(text)));
    if text.is_empty() || !text.bytes().all(|byte| byte.is_ascii_digit()) {
        return Err(not_a_height());
    }
    if text.len() > MAX_DIGITS {
        return Err(ParseError::at(1, ParseErrorKind::TooManyDigits(text.len())));
    }
    // Only ASCII digits are left, so this cannot fail.
    BigUint::parse_bytes(text.as_bytes(), 10).ok_or_else(not_a_height)
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
                let error = ParseError::at(column, ParseErrorKind::MissingBeforeComma);
                return Err(moved_to(error, line, 1));
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
        let error = ParseError::at(column, ParseErrorKind::MissingAfterComma);
        return Err(moved_to(error, line, 1));
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
        .map(|field| read(field.text).map_err(|error| moved_to(error, field.line, field.column)))
        .collect()
}
