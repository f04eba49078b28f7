//! Reading numbers back: integers, fractions and mixed numbers.
//!
//! The grammar, with no spaces except the single one inside a mixed number:
//!
//! ```text
//! number   = [ "-" | "+" ] ( integer | fraction | mixed )
//! integer  = digits
//! fraction = digits "/" digits              denominator a power of two
//! mixed    = digits " " digits "/" digits   the fraction strictly between 0 and 1
//! ```

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::Zero;

use crate::repr::Dyadic;

impl FromStr for Dyadic {
    type Err = ParseDyadicError;

    /// Reads what [`Display`](fmt::Display) writes (`"2 1/2"`, `"-5/8"`, `"7"`) and plain fractions
    /// whose denominator is a power of two (`"10/8"`).
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// assert_eq!("-1 1/2".parse::<Dyadic>(), Ok(Dyadic::new(-3, 1)));
    /// assert_eq!("10/8".parse::<Dyadic>().unwrap().to_string(), "1 1/4");
    /// let error = "3/6".parse::<Dyadic>().unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     r#"cannot read "3/6" as a dyadic number: the denominator 6 is not a power of two (column 3)"#
    /// );
    /// ```
    fn from_str(text: &str) -> Result<Dyadic, ParseDyadicError> {
        Parser::new(text).number().map_err(|kind| ParseDyadicError {
            input: text.to_owned(),
            kind,
        })
    }
}

/// A run of digits and the column where it starts.
struct Digits<'a> {
    text: &'a str,
    column: usize,
}

impl Digits<'_> {
    fn value(&self) -> BigUint {
        BigUint::parse_bytes(self.text.as_bytes(), 10).expect("a nonempty run of ASCII digits")
    }
}

/// A cursor over the text that knows its (1-based, character) column.
struct Parser<'a> {
    rest: &'a str,
    column: usize,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Parser<'a> {
        Parser {
            rest: text,
            column: 1,
        }
    }

    fn number(mut self) -> Result<Dyadic, ParseDyadicErrorKind> {
        if self.rest.is_empty() {
            return Err(ParseDyadicErrorKind::Empty);
        }
        let negative = match self.peek() {
            Some('-') => self.advance_past(true),
            Some('+') => self.advance_past(false),
            _ => false,
        };
        let first = self.digits()?;
        let magnitude = match self.peek() {
            None => Dyadic::from(BigInt::from(first.value())),
            Some('/') => {
                self.advance_past(());
                let denominator = self.digits()?;
                self.end()?;
                fraction(&first, &denominator)?
            }
            Some(' ') => {
                self.advance_past(());
                let numerator = self.digits()?;
                self.expect('/', "'/'")?;
                let denominator = self.digits()?;
                self.end()?;
                mixed_number(&first, &numerator, &denominator)?
            }
            Some(found) => return Err(self.unexpected(found, "a digit, '/' or a space")),
        };
        Ok(if negative { -magnitude } else { magnitude })
    }

    fn peek(&self) -> Option<char> {
        self.rest.chars().next()
    }

    /// Steps over the character just peeked, returning `value` so that callers can match on it.
    fn advance_past<T>(&mut self, value: T) -> T {
        let mut chars = self.rest.chars();
        chars.next();
        self.rest = chars.as_str();
        self.column += 1;
        value
    }

    fn digits(&mut self) -> Result<Digits<'a>, ParseDyadicErrorKind> {
        let length = self
            .rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(self.rest.len());
        if length == 0 {
            return Err(self.missing("a digit"));
        }
        let digits = Digits {
            text: &self.rest[..length],
            column: self.column,
        };
        self.rest = &self.rest[length..];
        self.column += length; // ASCII digits: one byte per column
        Ok(digits)
    }

    fn expect(&mut self, wanted: char, expected: &'static str) -> Result<(), ParseDyadicErrorKind> {
        if self.peek() == Some(wanted) {
            self.advance_past(());
            Ok(())
        } else {
            Err(self.missing(expected))
        }
    }

    fn end(&self) -> Result<(), ParseDyadicErrorKind> {
        match self.peek() {
            None => Ok(()),
            Some(found) => Err(self.unexpected(found, "the end of the number")),
        }
    }

    /// The error for not finding `expected` here.
    fn missing(&self, expected: &'static str) -> ParseDyadicErrorKind {
        match self.peek() {
            Some(found) => self.unexpected(found, expected),
            None => ParseDyadicErrorKind::UnexpectedEnd {
                column: self.column,
                expected,
            },
        }
    }

    fn unexpected(&self, found: char, expected: &'static str) -> ParseDyadicErrorKind {
        ParseDyadicErrorKind::UnexpectedCharacter {
            found,
            column: self.column,
            expected,
        }
    }
}

/// `numerator / denominator`, for a denominator that must be a power of two.
fn fraction(numerator: &Digits, denominator: &Digits) -> Result<Dyadic, ParseDyadicErrorKind> {
    let exponent = denominator_exponent(denominator)?;
    Ok(Dyadic::new(BigInt::from(numerator.value()), exponent))
}

/// `whole + numerator / denominator`, for a fraction strictly between 0 and 1.
fn mixed_number(
    whole: &Digits,
    numerator: &Digits,
    denominator: &Digits,
) -> Result<Dyadic, ParseDyadicErrorKind> {
    let exponent = denominator_exponent(denominator)?;
    let (numerator_value, denominator_value) = (numerator.value(), denominator.value());
    if numerator_value.is_zero() || numerator_value >= denominator_value {
        return Err(ParseDyadicErrorKind::ImproperFraction {
            numerator: numerator_value,
            denominator: denominator_value,
            column: numerator.column,
        });
    }
    let scaled_whole = whole.value() << exponent;
    let total = BigInt::from_biguint(Sign::Plus, scaled_whole + numerator_value);
    Ok(Dyadic::new(total, exponent))
}

/// `k` for a denominator `2^k`.
fn denominator_exponent(denominator: &Digits) -> Result<u64, ParseDyadicErrorKind> {
    let value = denominator.value();
    let column = denominator.column;
    if value.is_zero() {
        return Err(ParseDyadicErrorKind::ZeroDenominator { column });
    }
    if value.count_ones() != 1 {
        return Err(ParseDyadicErrorKind::DenominatorNotPowerOfTwo {
            denominator: value,
            column,
        });
    }
    Ok(value.trailing_zeros().unwrap_or(0))
}

/// Text that is not a dyadic number, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDyadicError {
    input: String,
    kind: ParseDyadicErrorKind,
}

/// What is wrong with a text that is not a dyadic number. Columns count characters from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseDyadicErrorKind {
    /// The text is empty.
    Empty,
    /// A character that cannot stand where it does.
    UnexpectedCharacter {
        /// The character found.
        found: char,
        /// Its column.
        column: usize,
        /// What could have stood there instead.
        expected: &'static str,
    },
    /// The text stops before the number is complete.
    UnexpectedEnd {
        /// The column just past the end of the text.
        column: usize,
        /// What should have come next.
        expected: &'static str,
    },
    /// A fraction whose denominator is zero.
    ZeroDenominator {
        /// The column where the denominator starts.
        column: usize,
    },
    /// A fraction whose denominator is not a power of two, such as `1/3`.
    DenominatorNotPowerOfTwo {
        /// The denominator as written.
        denominator: BigUint,
        /// The column where it starts.
        column: usize,
    },
    /// A mixed number whose fraction is not strictly between 0 and 1, such as `1 3/2`.
    ImproperFraction {
        /// The fraction's numerator.
        numerator: BigUint,
        /// The fraction's denominator.
        denominator: BigUint,
        /// The column where the fraction starts.
        column: usize,
    },
}

impl ParseDyadicError {
    /// The text that failed to parse.
    pub fn input(&self) -> &str {
        &self.input
    }

    /// What is wrong with it.
    pub fn kind(&self) -> &ParseDyadicErrorKind {
        &self.kind
    }
}

/// Inputs longer than this are abbreviated in messages, which must stay on one line.
const MAX_QUOTED_CHARS: usize = 40;

impl fmt::Display for ParseDyadicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Debug-quoting escapes newlines and control characters.
        let quoted: String = self.input.chars().take(MAX_QUOTED_CHARS).collect();
        let ellipsis = if self.input.chars().nth(MAX_QUOTED_CHARS).is_some() {
            "…"
        } else {
            ""
        };
        write!(
            f,
            "cannot read {quoted:?}{ellipsis} as a dyadic number: {}",
            self.kind
        )
    }
}

impl fmt::Display for ParseDyadicErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => write!(f, "the text is empty"),
            Self::UnexpectedCharacter {
                found,
                column,
                expected,
            } => write!(
                f,
                "unexpected {found:?} at column {column}, expected {expected}"
            ),
            Self::UnexpectedEnd { column, expected } => {
                write!(f, "the text ends at column {column}, expected {expected}")
            }
            Self::ZeroDenominator { column } => {
                write!(f, "the denominator is zero (column {column})")
            }
            Self::DenominatorNotPowerOfTwo {
                denominator,
                column,
            } => write!(
                f,
                "the denominator {denominator} is not a power of two (column {column})"
            ),
            Self::ImproperFraction {
                numerator,
                denominator,
                column,
            } => write!(
                f,
                "the fraction {numerator}/{denominator} of a mixed number must be proper, \
                 strictly between 0 and 1 (column {column})"
            ),
        }
    }
}

impl Error for ParseDyadicError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Dyadic, String> {
        text.parse::<Dyadic>().map_err(|error| error.to_string())
    }

    #[test]
    fn reads_integers_fractions_and_mixed_numbers() {
        let cases = [
            ("0", Dyadic::zero()),
            ("-0", Dyadic::zero()),
            ("7", Dyadic::from(7)),
            ("+7", Dyadic::from(7)),
            ("-12", Dyadic::from(-12)),
            ("5/8", Dyadic::new(5, 3)),
            ("10/8", Dyadic::new(5, 2)),
            ("-3/2", Dyadic::new(-3, 1)),
            ("0/4", Dyadic::zero()),
            ("6/1", Dyadic::from(6)),
            ("2 1/2", Dyadic::new(5, 1)),
            ("-1 1/2", Dyadic::new(-3, 1)),
            ("0 3/4", Dyadic::new(3, 2)),
            ("1 2/4", Dyadic::new(3, 1)),
            ("007", Dyadic::from(7)),
        ];
        for (text, value) in cases {
            assert_eq!(parse(text), Ok(value), "{text:?}");
        }
    }

    #[test]
    fn reads_numbers_beyond_a_machine_word() {
        let big = "123456789012345678901234567890 1/1267650600228229401496703205376"; // 2^100
        let expected = Dyadic::new(
            (BigInt::parse_bytes(b"123456789012345678901234567890", 10).unwrap() << 100u32) + 1,
            100,
        );
        assert_eq!(parse(big), Ok(expected));
    }

    #[test]
    fn explains_what_is_wrong_and_where() {
        let cases = [
            ("", "the text is empty"),
            ("3/6", "the denominator 6 is not a power of two (column 3)"),
            ("1/0", "the denominator is zero (column 3)"),
            ("abc", "unexpected 'a' at column 1, expected a digit"),
            (
                "1 1/2/3",
                "unexpected '/' at column 6, expected the end of the number",
            ),
            (
                "1 3/2",
                "the fraction 3/2 of a mixed number must be proper, strictly between 0 and 1 (column 3)",
            ),
            (
                "1 0/2",
                "the fraction 0/2 of a mixed number must be proper, strictly between 0 and 1 (column 3)",
            ),
            ("1 -1/2", "unexpected '-' at column 3, expected a digit"),
            ("1 1", "the text ends at column 4, expected '/'"),
            ("1/", "the text ends at column 3, expected a digit"),
            ("-", "the text ends at column 2, expected a digit"),
            (" 1", "unexpected ' ' at column 1, expected a digit"),
            (
                "1.5",
                "unexpected '.' at column 2, expected a digit, '/' or a space",
            ),
            ("½", "unexpected '½' at column 1, expected a digit"),
        ];
        for (text, problem) in cases {
            let message = parse(text).unwrap_err();
            assert_eq!(
                message,
                format!("cannot read {text:?} as a dyadic number: {problem}")
            );
        }
    }

    #[test]
    fn messages_stay_on_one_short_line() {
        let message = parse("1\n2").unwrap_err();
        assert_eq!(
            message,
            r#"cannot read "1\n2" as a dyadic number: unexpected '\n' at column 2, expected a digit, '/' or a space"#
        );
        let long = format!("{}x", "9".repeat(100));
        let message = parse(&long).unwrap_err();
        assert!(message.starts_with(&format!("cannot read \"{}\"… as", "9".repeat(40))));
        assert!(message.ends_with("column 101, expected a digit, '/' or a space"));
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        let error = "1 1/2é".parse::<Dyadic>().unwrap_err();
        assert_eq!(
            error.kind(),
            &ParseDyadicErrorKind::UnexpectedCharacter {
                found: 'é',
                column: 6,
                expected: "the end of the number"
            }
        );
        assert_eq!(error.input(), "1 1/2é");
    }
}
