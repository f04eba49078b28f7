//! Splits text into tokens, tracking the column of each.

use std::iter::Peekable;
use std::str::CharIndices;

use num_bigint::BigUint;

use super::error::{ParseOrdinalError, ParseOrdinalErrorKind};
use super::eval::MAX_DIGITS;
use crate::atom::Atom;
use crate::display::{SUBSCRIPT_DIGITS, SUPERSCRIPT_DIGITS};

/// What a token is.
pub(super) enum TokenKind {
    /// A natural number in decimal digits.
    Natural(BigUint),
    /// A natural number in superscript digits: a power of what precedes it.
    Superscript(BigUint),
    /// ω (`ω`, `w`, or `ω₀`).
    Omega,
    /// `ε_n` or `ω_n` with `n ≥ 1`.
    Atom(Atom),
    Plus,
    Times,
    Caret,
    Open,
    Close,
    End,
}

/// A token and where it sits in the text.
pub(super) struct Token<'a> {
    pub(super) kind: TokenKind,
    /// 1-based, in characters.
    pub(super) column: usize,
    text: &'a str,
}

impl Token<'_> {
    /// The token quoted for an error message, shortened if long.
    pub(super) fn describe(&self) -> String {
        const SHOWN: usize = 16;
        match self.kind {
            TokenKind::End => "end of input".to_owned(),
            _ if self.text.chars().count() > SHOWN => {
                let start: String = self.text.chars().take(SHOWN).collect();
                format!("'{start}…'")
            }
            _ => format!("'{}'", self.text),
        }
    }
}

/// Digit alphabets: decimal digits for numbers, superscripts for powers,
/// subscripts for the index of an atom.
#[derive(Clone, Copy)]
enum Digits {
    Decimal,
    Superscript,
    Subscript,
}

impl Digits {
    fn value(self, c: char) -> Option<u8> {
        let alphabet = match self {
            Digits::Decimal => return c.to_digit(10).and_then(|d| u8::try_from(d).ok()),
            Digits::Superscript => &SUPERSCRIPT_DIGITS,
            Digits::Subscript => &SUBSCRIPT_DIGITS,
        };
        let position = alphabet.iter().position(|&digit| digit == c)?;
        u8::try_from(position).ok()
    }
}

/// Reads tokens one at a time from the text.
pub(super) struct Lexer<'a> {
    text: &'a str,
    chars: Peekable<CharIndices<'a>>,
    /// Column of the next character.
    column: usize,
}

impl<'a> Lexer<'a> {
    pub(super) fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            text,
            chars: text.char_indices().peekable(),
            column: 1,
        }
    }

    /// The next token, or `End` at the end of the text.
    pub(super) fn next_token(&mut self) -> Result<Token<'a>, ParseOrdinalError> {
        while self.chars.next_if(|&(_, c)| c.is_whitespace()).is_some() {
            self.column += 1;
        }
        let column = self.column;
        let Some((start, c)) = self.advance() else {
            return Ok(Token {
                kind: TokenKind::End,
                column,
                text: "",
            });
        };
        let error = |kind| ParseOrdinalError::at(column, kind);
        let kind = match c {
            'w' | 'ω' => match self.index().map_err(error)? {
                None | Some(0) => TokenKind::Omega,
                Some(n) => TokenKind::Atom(Atom::Initial(n)),
            },
            'e' | 'ε' => match self.index().map_err(error)? {
                None => return Err(error(ParseOrdinalErrorKind::MissingIndex)),
                Some(n) => TokenKind::Atom(Atom::Epsilon(n)),
            },
            '+' => TokenKind::Plus,
            '*' | '·' | '⋅' | '×' => TokenKind::Times,
            '^' => TokenKind::Caret,
            '(' => TokenKind::Open,
            ')' => TokenKind::Close,
            _ if Digits::Decimal.value(c).is_some() => {
                TokenKind::Natural(self.number(c, Digits::Decimal).map_err(error)?)
            }
            _ if Digits::Superscript.value(c).is_some() => {
                TokenKind::Superscript(self.number(c, Digits::Superscript).map_err(error)?)
            }
            _ => return Err(error(ParseOrdinalErrorKind::UnexpectedCharacter(c))),
        };
        let end = self
            .chars
            .peek()
            .map_or(self.text.len(), |&(index, _)| index);
        Ok(Token {
            kind,
            column,
            text: &self.text[start..end],
        })
    }

    fn advance(&mut self) -> Option<(usize, char)> {
        let next = self.chars.next()?;
        self.column += 1;
        Some(next)
    }

    /// The optional index after `ω` or `ε`: `₁`, `1` or `_1`.
    fn index(&mut self) -> Result<Option<u32>, ParseOrdinalErrorKind> {
        let underscore = self.chars.next_if(|&(_, c)| c == '_').is_some();
        if underscore {
            self.column += 1;
        }
        let Some(&(_, first)) = self.chars.peek() else {
            return if underscore {
                Err(ParseOrdinalErrorKind::MissingIndex)
            } else {
                Ok(None)
            };
        };
        let digits = [Digits::Decimal, Digits::Subscript]
            .into_iter()
            .find(|digits| digits.value(first).is_some());
        match digits {
            Some(digits) => {
                self.advance();
                let index = self.number(first, digits)?;
                u32::try_from(index)
                    .map(Some)
                    .map_err(|_| ParseOrdinalErrorKind::IndexTooLarge)
            }
            None if underscore => Err(ParseOrdinalErrorKind::MissingIndex),
            None => Ok(None),
        }
    }

    /// A run of digits from one alphabet, whose first digit was already consumed.
    fn number(&mut self, first: char, digits: Digits) -> Result<BigUint, ParseOrdinalErrorKind> {
        let mut decimal = Vec::new();
        let mut next = Some(first);
        while let Some(value) = next.and_then(|c| digits.value(c)) {
            if decimal.len() == MAX_DIGITS {
                return Err(ParseOrdinalErrorKind::NumberTooLong);
            }
            decimal.push(value);
            next = self
                .chars
                .next_if(|&(_, c)| digits.value(c).is_some())
                .map(|(_, c)| c);
            if next.is_some() {
                self.column += 1;
            }
        }
        Ok(BigUint::from_radix_be(&decimal, 10).unwrap_or_default())
    }
}
