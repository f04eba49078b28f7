//! Reading normal forms: sums, differences, products and quotients of whole numbers and powers
//! of ω, as [`Surreal`]'s `Display` writes them (`5ω²+ω`, `1-1/(2ω)`) and more (`w + 1/3`,
//! `(w+1)*(w-1)`, `w^-1`, `ω·5`).

use std::fmt;
use std::str::FromStr;

use game::text::ParseError;
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
    /// A division by a product written without a sign, as `1/2ω`: read one way it is `1/(2ω)`,
    /// the other `ω/2`.
    AmbiguousDivisor,
    /// A whole number of more digits than the parser reads.
    NumberTooLong,
}

impl fmt::Display for ParseSurrealErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UnexpectedCharacter(c) => write!(
                f,
                "unexpected character {c:?}: a number is written with digits, ω (or w), + - * · / ^, superscripts and parentheses"
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
            Self::AmbiguousDivisor => f.write_str(
                "a division by a product is ambiguous without parentheses: write 1/(2ω), or ω/2",
            ),
            Self::NumberTooLong => write!(f, "a number of more than {MAX_DIGITS} digits"),
        }
    }
}

/// Why some text is not a number in normal form, and where: `column 3: expected a number`.
pub type ParseSurrealError = ParseError<ParseSurrealErrorKind>;

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Number(BigInt),
    /// A whole number in superscript digits, maybe after `⁻`: a power of what precedes it.
    Superscript(BigInt),
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

    /// Reads `ω+1`, `w + 1/3`, `-2ω`, `5ω²+ω`, `ω^(1/2)`, `5/(3ω)`, and the older `-ω·2`,
    /// `ω^2`, `5/3·ω^-1`, `(w+1)*(w-1)`, …
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
                    return Err(ParseSurrealError::in_text(text, at, kind));
                }
                Token::Number(digits.parse().expect("digits"))
            }
            c if c == '⁻' || superscript_digit(c).is_some() => {
                let mut digits = String::new();
                let mut negative = c == '⁻';
                if !negative {
                    digits.push(superscript_digit(c).expect("a superscript digit"));
                }
                while let Some(&(_, d)) = chars.peek() {
                    match superscript_digit(d) {
                        Some(digit) => digits.push(digit),
                        None => break,
                    }
                    chars.next();
                }
                if digits.is_empty() {
                    let kind = ParseSurrealErrorKind::Expected("superscript digits after '⁻'");
                    return Err(ParseSurrealError::in_text(text, at, kind));
                }
                if digits.len() > MAX_DIGITS {
                    let kind = ParseSurrealErrorKind::NumberTooLong;
                    return Err(ParseSurrealError::in_text(text, at, kind));
                }
                let n: BigInt = digits.parse().expect("digits");
                negative &= !n.is_zero();
                Token::Superscript(if negative { -n } else { n })
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
                return Err(ParseSurrealError::in_text(text, at, kind));
            }
        };
        tokens.push((at, token));
    }
    Ok(tokens)
}

/// The decimal digit a superscript digit stands for.
fn superscript_digit(c: char) -> Option<char> {
    let digits = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let position = digits.iter().position(|&digit| digit == c)?;
    char::from_digit(u32::try_from(position).ok()?, 10)
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
        ParseSurrealError::in_text(self.text, at, kind)
    }

    fn fail_at(&self, token: usize, kind: ParseSurrealErrorKind) -> ParseSurrealError {
        ParseSurrealError::in_text(self.text, self.tokens[token].0, kind)
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

    /// product := unary (('*' | '/') unary)*, a divisor written as a product without a sign
    /// (`1/2ω`) being refused as ambiguous.
    fn product(&mut self) -> Parsed {
        let mut value = self.unary()?.0;
        loop {
            if self.eat(&Token::Times) {
                value = value * self.unary()?.0;
            } else if self.eat(&Token::Over) {
                let at = self.next;
                let (divisor, juxtaposed) = self.unary()?;
                if juxtaposed {
                    return Err(self.fail_at(at, ParseSurrealErrorKind::AmbiguousDivisor));
                }
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

    /// unary := ('-' | '+') unary | juxtaposed, with whether it is a product written without a
    /// sign.
    fn unary(&mut self) -> Result<(Surreal, bool), ParseSurrealError> {
        if self.eat(&Token::Minus) {
            self.deeper()?;
            let (value, juxtaposed) = self.unary()?;
            self.depth -= 1;
            Ok((-value, juxtaposed))
        } else if self.eat(&Token::Plus) {
            self.deeper()?;
            let value = self.unary()?;
            self.depth -= 1;
            Ok(value)
        } else {
            self.juxtaposed()
        }
    }

    /// juxtaposed := power power*, each after the first starting with ω or '(': `5ω²`,
    /// `2(ω+1)`, a product written without a sign.
    fn juxtaposed(&mut self) -> Result<(Surreal, bool), ParseSurrealError> {
        let mut value = self.power()?;
        let mut juxtaposed = false;
        while matches!(self.peek(), Some(Token::Omega | Token::Open)) {
            value = value * self.power()?;
            juxtaposed = true;
        }
        Ok((value, juxtaposed))
    }

    /// exponent := ('-' | '+') exponent | power
    fn exponent(&mut self) -> Parsed {
        self.deeper()?;
        let value = if self.eat(&Token::Minus) {
            -self.exponent()?
        } else if self.eat(&Token::Plus) {
            self.exponent()?
        } else {
            self.power()?
        };
        self.depth -= 1;
        Ok(value)
    }

    /// power := atom ('^' exponent | superscript)?
    fn power(&mut self) -> Parsed {
        let base_at = self.next;
        let base = self.atom()?;
        let exponent = if self.eat(&Token::Caret) {
            self.exponent()?
        } else if let Some(Token::Superscript(n)) = self.peek().cloned() {
            self.next += 1;
            Surreal::from_integer(n)
        } else {
            return Ok(base);
        };
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
        for (text, ascii) in [
            ("0", "0"),
            ("1/3", "1/3"),
            ("ω+1", "w+1"),
            ("ω/2", "w/2"),
            ("2ω", "2w"),
            ("-2ω", "-2w"),
            ("ω²", "w^2"),
            ("5ω²+ω", "5w^2+w"),
            ("ω¹²-3ω¹⁰", "w^12-3w^10"),
            ("1/ω", "1/w"),
            ("2/ω²", "2/w^2"),
            ("1-1/ω", "1-1/w"),
            ("1-1/(2ω)", "1-1/(2w)"),
            ("5/(3ω)", "5/(3w)"),
            ("5/3+5/(3ω)+5/(3ω²)", "5/3+5/(3w)+5/(3w^2)"),
            ("ω+1/3", "w+1/3"),
            ("ω^(1/2)", "w^(1/2)"),
            ("3ω^(1/2)", "3w^(1/2)"),
            ("1/ω^(1/2)", "1/w^(1/2)"),
            ("1/(2ω^(1/2))", "1/(2w^(1/2))"),
            ("ω^ω", "w^w"),
            ("2ω^ω", "2w^w"),
            ("ω^(ω+1)", "w^(w+1)"),
            ("ω^(1/ω)", "w^(1/w)"),
            ("ω^(ω²)", "w^(w^2)"),
            ("2ω/3", "2w/3"),
            ("ω²/2", "w^2/2"),
            ("-1/ω+1/(2ω²)", "-1/w+1/(2w^2)"),
        ] {
            let x: Surreal = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(x.to_string(), text);
            assert_eq!(x.ascii().to_string(), ascii);
            assert_eq!(ascii.parse::<Surreal>(), Ok(x), "{ascii}");
        }
        assert_eq!("w + 1/3".parse::<Surreal>().unwrap().to_string(), "ω+1/3");
        assert_eq!(
            "(w+1)*(w-1)".parse::<Surreal>().unwrap().to_string(),
            "ω²-1"
        );
    }

    #[test]
    fn reads_the_older_forms_too() {
        for (old, new) in [
            ("ω·2", "2ω"),
            ("-ω·2", "-2ω"),
            ("ω^2", "ω²"),
            ("2/ω^2", "2/ω²"),
            ("5/3·ω^-1", "5/(3ω)"),
            ("1-1/2·ω^-1", "1-1/(2ω)"),
            ("1/2·ω^(-1/2)", "1/(2ω^(1/2))"),
            ("ω·2/3", "2ω/3"),
            ("ω²·3+ω", "3ω²+ω"),
            ("ω⁻¹", "1/ω"),
            ("2(ω+1)", "2ω+2"),
            ("ω ω", "ω²"),
            ("w^2*5", "5ω²"),
        ] {
            let x: Surreal = old.parse().unwrap_or_else(|e| panic!("{old}: {e}"));
            assert_eq!(x.to_string(), new, "{old}");
        }
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
        let error = "1/2ω".parse::<Surreal>().unwrap_err();
        assert_eq!(error.kind(), &ParseSurrealErrorKind::AmbiguousDivisor);
        assert_eq!(error.column(), 3);
        assert_eq!(
            error.to_string(),
            "column 3: a division by a product is ambiguous without parentheses: write 1/(2ω), or ω/2"
        );
        assert_eq!("ω⁻".parse::<Surreal>().unwrap_err().column(), 2);
        let deep = format!("{}1{}", "(".repeat(1000), ")".repeat(1000));
        assert_eq!(
            deep.parse::<Surreal>().unwrap_err().kind(),
            &ParseSurrealErrorKind::TooDeep
        );
    }
}
