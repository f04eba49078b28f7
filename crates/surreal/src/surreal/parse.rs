//! Reading normal forms: sums, differences, products and quotients of whole numbers and powers
//! of ω, as [`Surreal`]'s `Display` writes them and more (`w + 1/3`, `(w+1)*(w-1)`, `w^-1`).

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use game::text::Place;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::Surreal;

/// The deepest nesting of parentheses and exponents the parser follows.
const MAX_DEPTH: usize = 64;
/// The longest whole number read, in digits.
const MAX_DIGITS: usize = 10_000;

/// What is wrong at a [`ParseSurrealError`]'s column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseSurrealErrorKind {
    /// A character that starts no token.
    UnexpectedCharacter(char),
    /// A token where another was expected (`expected` says what).
    Expected(&'static str),
    /// The text ends where more was expected.
    UnexpectedEnd,
    /// Division by zero.
    DivisionByZero,
    /// Division by a sum of several terms, which has no finite normal form (as `1/(ω+1)`).
    DivisorNotATerm,
    /// A power other than `ω^y` or a rational to a whole power.
    BadPower,
    /// Parentheses or exponents nested deeper than the parser follows.
    TooDeep,
    /// A whole number of more digits than the parser reads.
    NumberTooLong,
}

impl fmt::Display for ParseSurrealErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UnexpectedCharacter(c) => write!(
                f,
                "unexpected character {c:?}: a number is written with digits, ω (or w), + - * · / ^ and parentheses"
            ),
            Self::Expected(what) => write!(f, "expected {what}"),
            Self::UnexpectedEnd => f.write_str("the number ends too soon"),
            Self::DivisionByZero => f.write_str("division by zero"),
            Self::DivisorNotATerm => f.write_str(
                "can only divide by a single term r·ω^y: other quotients have no finite normal form",
            ),
            Self::BadPower => f.write_str(
                "only ω can be raised to any power (ω^y), and a rational to a whole power",
            ),
            Self::TooDeep => write!(f, "nested more than {MAX_DEPTH} deep"),
            Self::NumberTooLong => write!(f, "a number of more than {MAX_DIGITS} digits"),
        }
    }
}

/// Why some text is not a number in normal form, and where: `column 3: expected a number`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSurrealError {
    place: Place,
    kind: ParseSurrealErrorKind,
}

impl ParseSurrealError {
    /// What is wrong.
    pub fn kind(&self) -> &ParseSurrealErrorKind {
        &self.kind
    }

    /// The column of the fault, from 1, in characters.
    pub fn column(&self) -> usize {
        self.place.column
    }

    /// The line of the fault, from 1.
    pub fn line(&self) -> usize {
        self.place.line
    }
}

impl fmt::Display for ParseSurrealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place.describe(), self.kind)
    }
}

impl Error for ParseSurrealError {}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Number(BigInt),
    Omega,
    Plus,
    Minus,
    Times,
    Over,
    Caret,
    Open,
    Close,
}

struct Parser<'a> {
    text: &'a str,
    /// Tokens with the character number (from 1) where each starts.
    tokens: Vec<(usize, Token)>,
    next: usize,
    depth: usize,
}

type Parsed = Result<Surreal, ParseSurrealError>;

impl FromStr for Surreal {
    type Err = ParseSurrealError;

    /// Reads `ω+1`, `w + 1/3`, `-ω·2`, `ω^(1/2)`, `5/3·ω^-1`, `(w+1)*(w-1)`, …
    fn from_str(text: &str) -> Parsed {
        let mut parser = Parser {
            text,
            tokens: lex(text)?,
            next: 0,
            depth: 0,
        };
        let value = parser.sum()?;
        match parser.tokens.get(parser.next) {
            None => Ok(value),
            Some(_) => Err(parser.fail(ParseSurrealErrorKind::Expected("+, -, * or / here"))),
        }
    }
}

fn lex(text: &str) -> Result<Vec<(usize, Token)>, ParseSurrealError> {
    let mut tokens = Vec::new();
    let mut chars = text.chars().enumerate().peekable();
    while let Some((index, c)) = chars.next() {
        let at = index + 1;
        let token = match c {
            '0'..='9' => {
                let mut digits = String::from(c);
                while let Some(&(_, d)) = chars.peek() {
                    if !d.is_ascii_digit() {
                        break;
                    }
                    digits.push(d);
                    chars.next();
                }
                if digits.len() > MAX_DIGITS {
                    let kind = ParseSurrealErrorKind::NumberTooLong;
                    return Err(ParseSurrealError {
                        place: Place::of(text, at),
                        kind,
                    });
                }
                Token::Number(digits.parse().expect("digits"))
            }
            'ω' | 'w' => Token::Omega,
            '+' => Token::Plus,
            '-' | '−' => Token::Minus,
            '*' | '·' | '⋅' | '×' => Token::Times,
            '/' => Token::Over,
            '^' => Token::Caret,
            '(' => Token::Open,
            ')' => Token::Close,
            c if c.is_whitespace() => continue,
            c => {
                let kind = ParseSurrealErrorKind::UnexpectedCharacter(c);
                return Err(ParseSurrealError {
                    place: Place::of(text, at),
                    kind,
                });
            }
        };
        tokens.push((at, token));
    }
    Ok(tokens)
}

impl Parser<'_> {
    fn fail(&self, kind: ParseSurrealErrorKind) -> ParseSurrealError {
        let kind = match (self.tokens.get(self.next), kind) {
            (None, ParseSurrealErrorKind::Expected(_)) => ParseSurrealErrorKind::UnexpectedEnd,
            (_, kind) => kind,
        };
        let at = match self.tokens.get(self.next) {
            Some(&(at, _)) => at,
            None => self.text.chars().count() + 1,
        };
        ParseSurrealError {
            place: Place::of(self.text, at),
            kind,
        }
    }

    fn fail_at(&self, token: usize, kind: ParseSurrealErrorKind) -> ParseSurrealError {
        ParseSurrealError {
            place: Place::of(self.text, self.tokens[token].0),
            kind,
        }
    }

    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.next).map(|(_, token)| token)
    }

    fn eat(&mut self, token: &Token) -> bool {
        let found = self.peek() == Some(token);
        self.next += usize::from(found);
        found
    }

    fn deeper(&mut self) -> Result<(), ParseSurrealError> {
        self.depth += 1;
        match self.depth > MAX_DEPTH {
            true => Err(self.fail(ParseSurrealErrorKind::TooDeep)),
            false => Ok(()),
        }
    }

    /// sum := product (('+' | '-') product)*
    fn sum(&mut self) -> Parsed {
        let mut value = self.product()?;
        loop {
            if self.eat(&Token::Plus) {
                value = value + self.product()?;
            } else if self.eat(&Token::Minus) {
                value = value - self.product()?;
            } else {
                return Ok(value);
            }
        }
    }

    /// product := unary (('*' | '/') unary)*
    fn product(&mut self) -> Parsed {
        let mut value = self.unary()?;
        loop {
            if self.eat(&Token::Times) {
                value = value * self.unary()?;
            } else if self.eat(&Token::Over) {
                let at = self.next;
                let divisor = self.unary()?;
                value = value * self.inverse(&divisor, at)?;
            } else {
                return Ok(value);
            }
        }
    }

    fn inverse(&self, divisor: &Surreal, at: usize) -> Parsed {
        match divisor.terms() {
            [] => Err(self.fail_at(at, ParseSurrealErrorKind::DivisionByZero)),
            [term] => Ok(Surreal::monomial(
                -term.exponent(),
                term.coefficient().recip(),
            )),
            _ => Err(self.fail_at(at, ParseSurrealErrorKind::DivisorNotATerm)),
        }
    }

    /// unary := ('-' | '+') unary | power
    fn unary(&mut self) -> Parsed {
        if self.eat(&Token::Minus) {
            self.deeper()?;
            let value = -self.unary()?;
            self.depth -= 1;
            Ok(value)
        } else if self.eat(&Token::Plus) {
            self.deeper()?;
            let value = self.unary()?;
            self.depth -= 1;
            Ok(value)
        } else {
            self.power()
        }
    }

    /// power := atom ('^' unary)?
    fn power(&mut self) -> Parsed {
        let base_at = self.next;
        let base = self.atom()?;
        if !self.eat(&Token::Caret) {
            return Ok(base);
        }
        self.deeper()?;
        let exponent = self.unary()?;
        self.depth -= 1;
        let bad = || self.fail_at(base_at, ParseSurrealErrorKind::BadPower);
        match base.terms() {
            [term] if term.coefficient().is_one() && !term.exponent().is_zero() => {
                Ok(Surreal::omega_pow(term.exponent() * &exponent))
            }
            _ => {
                let r = base.to_rational().ok_or_else(bad)?;
                let n = exponent.to_rational().ok_or_else(bad)?;
                let n = n.is_integer().then(|| n.to_integer()).ok_or_else(bad)?;
                let n = n.to_i32().filter(|n| n.abs() <= 4096).ok_or_else(bad)?;
                if r.is_zero() && n < 0 {
                    return Err(self.fail_at(base_at, ParseSurrealErrorKind::DivisionByZero));
                }
                Ok(Surreal::from_rational(num_traits::pow::Pow::pow(&r, n)))
            }
        }
    }

    /// atom := number | 'ω' | '(' sum ')'
    fn atom(&mut self) -> Parsed {
        match self.peek().cloned() {
            Some(Token::Number(n)) => {
                self.next += 1;
                Ok(Surreal::from_rational(BigRational::from_integer(n)))
            }
            Some(Token::Omega) => {
                self.next += 1;
                Ok(Surreal::omega())
            }
            Some(Token::Open) => {
                self.next += 1;
                self.deeper()?;
                let value = self.sum()?;
                self.depth -= 1;
                if !self.eat(&Token::Close) {
                    return Err(self.fail(ParseSurrealErrorKind::Expected("')'")));
                }
                Ok(value)
            }
            _ => Err(self.fail(ParseSurrealErrorKind::Expected("a number, ω or '('"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_display_writes() {
        for text in [
            "0",
            "1/3",
            "ω+1",
            "ω/2",
            "ω·2",
            "-ω·2",
            "ω^2",
            "1/ω",
            "2/ω^2",
            "1-1/ω",
            "ω+1/3",
            "ω^(1/2)",
            "ω^ω",
            "ω^(ω+1)",
            "5/3·ω^-1",
            "1/2·ω^(-1/2)",
            "ω^(1/ω)",
            "ω·2/3",
            "-1/ω+1/2·ω^-2",
        ] {
            let x: Surreal = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(x.to_string(), text);
            assert_eq!(x.ascii().to_string().parse::<Surreal>().unwrap(), x);
        }
        assert_eq!("w + 1/3".parse::<Surreal>().unwrap().to_string(), "ω+1/3");
        assert_eq!(
            "(w+1)*(w-1)".parse::<Surreal>().unwrap().to_string(),
            "ω^2-1"
        );
    }

    #[test]
    fn errors_name_the_column() {
        let error = "w + x".parse::<Surreal>().unwrap_err();
        assert_eq!(error.column(), 5);
        let error = "1/(w+1)".parse::<Surreal>().unwrap_err();
        assert_eq!(error.kind(), &ParseSurrealErrorKind::DivisorNotATerm);
        assert_eq!(error.column(), 3);
        assert_eq!(
            "w +".parse::<Surreal>().unwrap_err().kind(),
            &ParseSurrealErrorKind::UnexpectedEnd
        );
        let deep = format!("{}1{}", "(".repeat(1000), ")".repeat(1000));
        assert_eq!(
            deep.parse::<Surreal>().unwrap_err().kind(),
            &ParseSurrealErrorKind::TooDeep
        );
    }
}
