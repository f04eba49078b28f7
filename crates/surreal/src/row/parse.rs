//! Reading a row in Walker's notation, in one pass with an explicit stack of open parentheses.

use std::fmt;
use std::str::FromStr;

use game::text::ParseError;

use super::{Row, Token};
use crate::Sign;

/// What is wrong at a [`ParseRowError`]'s column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseRowErrorKind {
    /// A character that is not a pebble (`A`, `B`, `○`, `●`), a parenthesis or white space.
    UnexpectedCharacter(char),
    /// A neutral pebble (`C` or `◐`): a recurring row holds only Left's and Right's pebbles, so
    /// that it is a number.
    NeutralPebble(char),
    /// A `(` that is never closed (the error names the innermost one).
    UnclosedParenthesis,
    /// A `)` with no `(` before it.
    UnmatchedParenthesis,
    /// `( )` with no pebble inside: there is nothing to repeat.
    EmptyParentheses,
    /// The pebble or parenthesis past [`MAX_READ_TOKENS`] (in a sum, all its rows together):
    /// the row is refused there, before it is built.
    TooLong,
}

/// The most pebbles and parentheses a row may hold as it is read (a sum, all its rows together):
/// two million, which a row is built from, valued and compared with in a few seconds and some
/// 500 MB, however it nests.
pub const MAX_READ_TOKENS: usize = 2_000_000;

impl fmt::Display for ParseRowErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseRowErrorKind::UnexpectedCharacter(c) => write!(
                f,
                "unexpected character {c:?}: a row holds pebbles A (Left) and B (Right) and parentheses"
            ),
            ParseRowErrorKind::NeutralPebble(c) => write!(
                f,
                "{c:?} is a neutral pebble: recurring rows hold only A (Left) and B (Right), so that they are numbers"
            ),
            ParseRowErrorKind::UnclosedParenthesis => f.write_str("this '(' is never closed"),
            ParseRowErrorKind::UnmatchedParenthesis => {
                f.write_str("this ')' closes no '(' before it")
            }
            ParseRowErrorKind::EmptyParentheses => {
                f.write_str("'( )' has nothing inside to repeat")
            }
            ParseRowErrorKind::TooLong => write!(
                f,
                "more than {MAX_READ_TOKENS} pebbles and parentheses, the most a row (or a sum) \
                 may hold"
            ),
        }
    }
}

/// Why some text is not a recurring row, and where: `column 7: this '(' is never closed`.
///
/// Columns (and lines, for a text of several) count characters from 1.
pub type ParseRowError = ParseError<ParseRowErrorKind>;

impl FromStr for Row {
    type Err = ParseRowError;

    /// Reads `A B ( B A )`, `AB(BA)` or `○●(●○)`: spaces optional, parentheses nested to any
    /// depth.
    ///
    /// More than [`MAX_READ_TOKENS`] pebbles and parentheses are refused
    /// ([`ParseRowErrorKind::TooLong`]).
    fn from_str(text: &str) -> Result<Row, ParseRowError> {
        read_row(text, MAX_READ_TOKENS).map(|(row, _)| row)
    }
}

/// The row `text` holds, and how many pebbles and parentheses it has, refused
/// ([`ParseRowErrorKind::TooLong`]) at the token past `most`.
pub(crate) fn read_row(text: &str, most: usize) -> Result<(Row, usize), ParseRowError> {
    if let Some(read) = super::read::read_ascii(text, most) {
        return Ok(read);
    }
    let fail = |at: usize, kind| ParseRowError::in_text(text, at, kind);
    let mut tokens = Vec::with_capacity(text.len().min(most));
    // The character number (from 1) of each open parenthesis, and whether it holds a pebble.
    let mut open: Vec<(usize, bool)> = Vec::new();
    for (index, c) in text.chars().enumerate() {
        let at = index + 1;
        if tokens.len() == most && (Sign::from_char(c).is_some() || c == '(' || c == ')') {
            return Err(fail(at, ParseRowErrorKind::TooLong));
        }
        if let Some(sign) = Sign::from_char(c) {
            tokens.push(Token::Pebble(sign));
            if let Some(innermost) = open.last_mut() {
                innermost.1 = true;
            }
        } else if c == '(' {
            tokens.push(Token::Open);
            open.push((at, false));
        } else if c == ')' {
            match open.pop() {
                None => return Err(fail(at, ParseRowErrorKind::UnmatchedParenthesis)),
                Some((start, false)) => {
                    return Err(fail(start, ParseRowErrorKind::EmptyParentheses));
                }
                Some((_, true)) => {
                    tokens.push(Token::Close);
                    if let Some(outer) = open.last_mut() {
                        outer.1 = true;
                    }
                }
            }
        } else if c == 'C' || c == '◐' {
            return Err(fail(at, ParseRowErrorKind::NeutralPebble(c)));
        } else if !c.is_whitespace() {
            return Err(fail(at, ParseRowErrorKind::UnexpectedCharacter(c)));
        }
    }
    if let Some(&(start, _)) = open.last() {
        return Err(fail(start, ParseRowErrorKind::UnclosedParenthesis));
    }
    let count = tokens.len();
    Ok((Row::from_tokens(tokens), count))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> (ParseRowErrorKind, usize, String) {
        let error = text.parse::<Row>().unwrap_err();
        (*error.kind(), error.column(), error.to_string())
    }

    #[test]
    fn rows_read_back_what_they_write() {
        for text in [
            "",
            "A",
            "A B ( B A )",
            "( A ) ( B ) ( ( B ) ( A ) )",
            "( ( A ) )",
        ] {
            let row: Row = text.parse().unwrap();
            assert_eq!(row.to_string(), text);
            assert_eq!(format!("{row:#}").parse::<Row>().unwrap(), row);
        }
        assert_eq!("AB(BA)".parse::<Row>().unwrap().to_string(), "A B ( B A )");
        assert_eq!("○●(●○)".parse::<Row>().unwrap().to_string(), "A B ( B A )");
    }

    #[test]
    fn rows_are_refused_past_their_length() {
        assert_eq!(read_row("A ( B ) A", 5).map(|(_, n)| n), Ok(5));
        let error = read_row("A ( B ) A B", 5).unwrap_err();
        assert_eq!(
            (*error.kind(), error.column()),
            (ParseRowErrorKind::TooLong, 11)
        );
        let at_most = "A".repeat(MAX_READ_TOKENS);
        assert!(at_most.parse::<Row>().is_ok());
        let error = format!("{at_most} (B)").parse::<Row>().unwrap_err();
        assert_eq!(
            error.to_string(),
            format!(
                "column {}: more than 2000000 pebbles and parentheses, the most a row (or a sum) \
                 may hold",
                MAX_READ_TOKENS + 2
            )
        );
    }

    #[test]
    fn errors_name_the_column() {
        use ParseRowErrorKind::*;
        assert_eq!(error("A ( B").0, UnclosedParenthesis);
        assert_eq!(error("A ( B").1, 3);
        assert_eq!(error("A ) B").0, UnmatchedParenthesis);
        assert_eq!(error("A ( ) B").0, EmptyParentheses);
        assert_eq!(error("A ( ( ) B )").1, 5);
        assert_eq!(error("A x").0, UnexpectedCharacter('x'));
        let (kind, column, message) = error("A ◐");
        assert_eq!((kind, column), (NeutralPebble('◐'), 3));
        assert!(
            message.starts_with("column 3: '◐' is a neutral pebble"),
            "{message}"
        );
        assert_eq!(
            error("A\nB C").2.split(':').next(),
            Some("line 2, column 3")
        );
    }
}
