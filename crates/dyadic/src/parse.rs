//! Reading numbers back: integers, fractions and mixed numbers.
//!
//! The grammar, with no spaces except the single one inside a mixed number:
//!
//! ```text
//! number   = [ "-" | "+" ] ( integer | fraction | mixed )
//! integer  = digits
//! fraction = digits "/" digits              in lowest terms, a power of two below the line
//! mixed    = digits " " digits "/" digits   the fraction strictly between 0 and 1
//! ```
//!
//! A fraction is judged by its value, not by how it is written: `3/6` is one half, while `1/3`
//! and `2/6` are no dyadic numbers at all.
//!
//! A number of more than [`MAX_DIGITS`] digits is refused by its length, before any of it is
//! converted.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, Zero};

use crate::repr::Dyadic;

impl FromStr for Dyadic {
    type Err = ParseDyadicError;

    /// Reads what [`Display`](fmt::Display) writes (`"2 1/2"`, `"-5/8"`, `"7"`) and any fraction
    /// whose value is dyadic (`"10/8"`, `"3/6"`), reduced as it is read.
    ///
    /// ```
    /// use dyadic::Dyadic;
    ///
    /// assert_eq!("-1 1/2".parse::<Dyadic>(), Ok(Dyadic::new(-3, 1)));
    /// assert_eq!("10/8".parse::<Dyadic>().unwrap().to_string(), "1 1/4");
    /// assert_eq!("3/6".parse::<Dyadic>().unwrap().to_string(), "1/2");
    /// let error = "2/6".parse::<Dyadic>().unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "column 3: 1/3 is not a dyadic number: its denominator 3 is not a power of two"
    /// );
    /// ```
    fn from_str(text: &str) -> Result<Dyadic, ParseDyadicError> {
        Parser::new(text)
            .number()
            .map_err(|(column, kind)| ParseDyadicError { column, kind })
    }
}

/// The most decimal digits a number may have (its whole part, numerator and denominator
/// together): converting decimal digits into a big integer takes time quadratic in their count,
/// and a number this long is far beyond any game's need. The same limit as `nim`'s and
/// `canonical`'s.
pub const MAX_DIGITS: usize = 100_000;

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

/// The shape of a number after its first run of digits.
enum Shape<'a> {
    /// A whole number.
    Whole,
    /// A fraction: its denominator.
    Fraction(Digits<'a>),
    /// A mixed number: its fraction's numerator and denominator.
    Mixed(Digits<'a>, Digits<'a>),
}

/// What is wrong, and the column where it is.
type Fault = (usize, ParseDyadicErrorKind);

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

    fn number(mut self) -> Result<Dyadic, Fault> {
        if self.rest.is_empty() {
            return Err((1, ParseDyadicErrorKind::Empty));
        }
        let negative = match self.peek() {
            Some('-') => self.advance_past(true),
            Some('+') => self.advance_past(false),
            _ => false,
        };
        // The shape first, the digits only counted; then the conversions, if there are few
        // enough digits to convert.
        let first = self.digits()?;
        let shape = match self.peek() {
            None => Shape::Whole,
            Some('/') => {
                self.advance_past(());
                let denominator = self.digits()?;
                self.end()?;
                Shape::Fraction(denominator)
            }
            Some(' ') => {
                self.advance_past(());
                let numerator = self.digits()?;
                self.expect('/', "'/'")?;
                let denominator = self.digits()?;
                self.end()?;
                Shape::Mixed(numerator, denominator)
            }
            Some(found) => return Err(self.unexpected(found, "a digit, '/' or a space")),
        };
        let digits = first.text.len()
            + match &shape {
                Shape::Whole => 0,
                Shape::Fraction(denominator) => denominator.text.len(),
                Shape::Mixed(numerator, denominator) => {
                    numerator.text.len() + denominator.text.len()
                }
            };
        if digits > MAX_DIGITS {
            return Err((1, ParseDyadicErrorKind::TooManyDigits(digits)));
        }
        let magnitude = match shape {
            Shape::Whole => Dyadic::from(BigInt::from(first.value())),
            Shape::Fraction(denominator) => {
                fraction(first.value(), denominator.value(), denominator.column)?
            }
            Shape::Mixed(numerator, denominator) => mixed_number(&first, &numerator, &denominator)?,
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

    fn digits(&mut self) -> Result<Digits<'a>, Fault> {
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

    fn expect(&mut self, wanted: char, expected: &'static str) -> Result<(), Fault> {
        if self.peek() == Some(wanted) {
            self.advance_past(());
            Ok(())
        } else {
            Err(self.missing(expected))
        }
    }

    fn end(&self) -> Result<(), Fault> {
        match self.peek() {
            None => Ok(()),
            Some(found) => Err(self.unexpected(found, "the end of the number")),
        }
    }

    /// The error for not finding `expected` here.
    fn missing(&self, expected: &'static str) -> Fault {
        match self.peek() {
            Some(found) => self.unexpected(found, expected),
            None => (
                self.column,
                ParseDyadicErrorKind::UnexpectedEnd { expected },
            ),
        }
    }

    fn unexpected(&self, found: char, expected: &'static str) -> Fault {
        let kind = ParseDyadicErrorKind::UnexpectedCharacter { found, expected };
        (self.column, kind)
    }
}

/// `numerator / denominator`, whose value must be dyadic; `column` is the denominator's.
fn fraction(numerator: BigUint, denominator: BigUint, column: usize) -> Result<Dyadic, Fault> {
    if denominator.is_zero() {
        return Err((column, ParseDyadicErrorKind::ZeroDenominator));
    }
    // In lowest terms the denominator is a power of two exactly when the numerator takes in the
    // denominator's odd part.
    let twos = denominator.trailing_zeros().unwrap_or(0);
    let odd = &denominator >> twos;
    let numerator = if odd.is_one() {
        numerator
    } else if (&numerator % &odd).is_zero() {
        numerator / odd
    } else {
        let lowest_terms = lowest_terms(numerator, denominator);
        return Err((column, ParseDyadicErrorKind::NotDyadic { lowest_terms }));
    };
    Ok(Dyadic::new(BigInt::from(numerator), twos))
}

/// Fractions are reduced for a message only up to this many bits: Euclid's algorithm takes
/// quadratic time, minutes on numbers of a hundred thousand digits.
const REDUCED_BITS: u64 = 4096;

/// The fraction in lowest terms, if it is short enough to reduce.
fn lowest_terms(numerator: BigUint, denominator: BigUint) -> Option<(BigUint, BigUint)> {
    if numerator.bits().max(denominator.bits()) > REDUCED_BITS {
        return None;
    }
    let (mut a, mut b) = (numerator.clone(), denominator.clone());
    while !b.is_zero() {
        let rest = a % &b;
        a = b;
        b = rest;
    }
    Some((numerator / &a, denominator / a))
}

/// `whole + numerator / denominator`, for a fraction strictly between 0 and 1.
fn mixed_number(whole: &Digits, numerator: &Digits, denominator: &Digits) -> Result<Dyadic, Fault> {
    let (numerator_value, denominator_value) = (numerator.value(), denominator.value());
    let part = fraction(
        numerator_value.clone(),
        denominator_value.clone(),
        denominator.column,
    )?;
    if numerator_value.is_zero() || numerator_value >= denominator_value {
        let kind = ParseDyadicErrorKind::ImproperFraction {
            numerator: numerator_value,
            denominator: denominator_value,
        };
        return Err((numerator.column, kind));
    }
    Ok(Dyadic::from(BigInt::from_biguint(Sign::Plus, whole.value())) + part)
}

/// Text that is not a dyadic number: what is wrong, and the column where it is.
///
/// Its `Display` is one line, `column 3: …`; a number is read from one line, so a line break in it
/// is an unexpected character like any other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDyadicError {
    column: usize,
    kind: ParseDyadicErrorKind,
}

/// What is wrong with a text that is not a dyadic number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseDyadicErrorKind {
    /// The text is empty.
    Empty,
    /// A character that cannot stand where it does.
    UnexpectedCharacter {
        /// The character found.
        found: char,
        /// What could have stood there instead.
        expected: &'static str,
    },
    /// The text stops before the number is complete.
    UnexpectedEnd {
        /// What should have come next.
        expected: &'static str,
    },
    /// A fraction whose denominator is zero.
    ZeroDenominator,
    /// A fraction whose value is not dyadic, such as `1/3` or `2/6`.
    NotDyadic {
        /// The fraction in lowest terms, numerator and denominator (not a power of two); `None`
        /// when the fraction as written has more than 4096 bits, too long to reduce quickly.
        lowest_terms: Option<(BigUint, BigUint)>,
    },
    /// A mixed number whose fraction is not strictly between 0 and 1, such as `1 3/2`.
    ImproperFraction {
        /// The fraction's numerator, as written.
        numerator: BigUint,
        /// The fraction's denominator, as written.
        denominator: BigUint,
    },
    /// A number of more than [`MAX_DIGITS`] digits in all: how many it has.
    TooManyDigits(usize),
}

impl ParseDyadicError {
    /// The 1-based column (in characters) of the fault: where the offending character, the
    /// offending denominator or the improper fraction starts, or just past the end of the text.
    pub fn column(&self) -> usize {
        self.column
    }

    /// What is wrong.
    pub fn kind(&self) -> &ParseDyadicErrorKind {
        &self.kind
    }
}

impl fmt::Display for ParseDyadicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.kind)
    }
}

/// Numbers below this many bits (at most 39 decimal digits) are written out in messages.
const SHOWN_BITS: u64 = 128;

/// `n` in decimal if it is short enough to quote.
fn short(n: &BigUint) -> Option<String> {
    (n.bits() <= SHOWN_BITS).then(|| n.to_string())
}

impl fmt::Display for ParseDyadicErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => write!(f, "expected a number, found an empty text"),
            Self::UnexpectedCharacter { found, expected } => {
                write!(f, "expected {expected}, found {found:?}")
            }
            Self::UnexpectedEnd { expected } => {
                write!(f, "expected {expected}, found the end of the text")
            }
            Self::ZeroDenominator => write!(f, "the denominator is zero"),
            Self::TooManyDigits(digits) => write!(
                f,
                "a number of {digits} digits is more than the {MAX_DIGITS} allowed"
            ),
            Self::NotDyadic { lowest_terms } => match lowest_terms
                .as_ref()
                .and_then(|(numerator, denominator)| Some((short(numerator)?, short(denominator)?)))
            {
                Some((numerator, denominator)) => write!(
                    f,
                    "{numerator}/{denominator} is not a dyadic number: \
                     its denominator {denominator} is not a power of two"
                ),
                None => write!(
                    f,
                    "not a dyadic number: in lowest terms, the denominator is not a power of two"
                ),
            },
            Self::ImproperFraction {
                numerator,
                denominator,
            } => {
                let fraction = match (short(numerator), short(denominator)) {
                    (Some(numerator), Some(denominator)) => format!(" {numerator}/{denominator}"),
                    _ => String::new(),
                };
                write!(
                    f,
                    "the fraction{fraction} of a mixed number must be proper, \
                     strictly between 0 and 1"
                )
            }
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
    fn reads_any_fraction_whose_value_is_dyadic() {
        let cases = [
            ("3/6", Dyadic::new(1, 1)),
            ("-3/6", Dyadic::new(-1, 1)),
            ("2/4", Dyadic::new(1, 1)),
            ("6/3", Dyadic::from(2)),
            ("0/3", Dyadic::zero()),
            ("15/24", Dyadic::new(5, 3)),
            ("1 3/6", Dyadic::new(3, 1)),
            ("-2 6/8", Dyadic::new(-11, 2)),
            ("9/9", Dyadic::one()),
        ];
        for (text, value) in cases {
            assert_eq!(parse(text), Ok(value), "{text:?}");
        }
    }

    #[test]
    fn explains_what_is_wrong_and_where() {
        let cases = [
            ("", "column 1: expected a number, found an empty text"),
            (
                "1/3",
                "column 3: 1/3 is not a dyadic number: its denominator 3 is not a power of two",
            ),
            (
                "2/6",
                "column 3: 1/3 is not a dyadic number: its denominator 3 is not a power of two",
            ),
            (
                "1 2/6",
                "column 5: 1/3 is not a dyadic number: its denominator 3 is not a power of two",
            ),
            ("1/0", "column 3: the denominator is zero"),
            ("abc", "column 1: expected a digit, found 'a'"),
            (
                "1 1/2/3",
                "column 6: expected the end of the number, found '/'",
            ),
            (
                "1 3/2",
                "column 3: the fraction 3/2 of a mixed number must be proper, strictly between 0 and 1",
            ),
            (
                "1 0/2",
                "column 3: the fraction 0/2 of a mixed number must be proper, strictly between 0 and 1",
            ),
            ("1 -1/2", "column 3: expected a digit, found '-'"),
            ("1 1", "column 4: expected '/', found the end of the text"),
            (
                "1/",
                "column 3: expected a digit, found the end of the text",
            ),
            ("-", "column 2: expected a digit, found the end of the text"),
            (" 1", "column 1: expected a digit, found ' '"),
            (
                "1.5",
                "column 2: expected a digit, '/' or a space, found '.'",
            ),
            ("½", "column 1: expected a digit, found '½'"),
        ];
        for (text, message) in cases {
            assert_eq!(parse(text), Err(message.to_string()), "{text:?}");
        }
    }

    #[test]
    fn messages_stay_on_one_short_line() {
        let cases = [
            (
                "1\n2",
                r"column 2: expected a digit, '/' or a space, found '\n'",
            ),
            (
                "1/2\0",
                r"column 4: expected the end of the number, found '\0'",
            ),
            ("\u{1b}[31m", r"column 1: expected a digit, found '\u{1b}'"),
        ];
        for (text, message) in cases {
            assert_eq!(parse(text), Err(message.to_string()), "{text:?}");
        }
        // Long numbers are not echoed.
        let long = format!("{}x", "9".repeat(100));
        assert_eq!(
            parse(&long),
            Err("column 101: expected a digit, '/' or a space, found 'x'".to_string())
        );
        let huge_third = format!("1/{}", "3".repeat(60));
        assert_eq!(
            parse(&huge_third),
            Err(
                "column 3: not a dyadic number: in lowest terms, the denominator is not a power of two"
                    .to_string()
            )
        );
        let huge_improper = format!("1 {0}/{0}", "8".repeat(60));
        let message = parse(&huge_improper).unwrap_err();
        assert!(message.len() < 100, "{message}");
        assert!(!message.contains('8'), "{message}");
    }

    #[test]
    fn numbers_of_too_many_digits_are_refused_before_they_are_read() {
        let at_most = format!("{} {}/{}", "1".repeat(MAX_DIGITS - 2), "1", "2");
        assert!(parse(&at_most).is_ok());
        for text in [
            format!("-{}", "7".repeat(MAX_DIGITS + 1)),
            format!("{}/{}", "3".repeat(MAX_DIGITS), "2"),
            format!(
                "1 {}/{}",
                "1".repeat(MAX_DIGITS / 2),
                "2".repeat(MAX_DIGITS / 2)
            ),
        ] {
            let digits = text.bytes().filter(u8::is_ascii_digit).count();
            let error = text.parse::<Dyadic>().unwrap_err();
            assert_eq!(error.kind(), &ParseDyadicErrorKind::TooManyDigits(digits));
            assert_eq!(
                error.to_string(),
                format!("column 1: a number of {digits} digits is more than the 100000 allowed")
            );
        }
        // A fault in the shape is named first, whatever the length.
        let error = format!("{}x", "9".repeat(MAX_DIGITS + 1))
            .parse::<Dyadic>()
            .unwrap_err();
        assert_eq!(error.column(), MAX_DIGITS + 2);
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        let error = "1 1/2é".parse::<Dyadic>().unwrap_err();
        assert_eq!(error.column(), 6);
        assert_eq!(
            error.kind(),
            &ParseDyadicErrorKind::UnexpectedCharacter {
                found: 'é',
                expected: "the end of the number"
            }
        );
    }

    #[test]
    fn the_kind_of_a_fraction_that_is_not_dyadic_is_in_lowest_terms() {
        let error = "10/30".parse::<Dyadic>().unwrap_err();
        assert_eq!(
            error.kind(),
            &ParseDyadicErrorKind::NotDyadic {
                lowest_terms: Some((1u8.into(), 3u8.into()))
            }
        );
        assert_eq!(error.column(), 4);
    }
}
