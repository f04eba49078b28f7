//! `gamebird nimber …`: nimbers multiplied, the field of chapter 11.

use std::io::Write;

use clap::Subcommand;
use nimbers::finite::Table;
use nimbers::transfinite::{self, OrdinalNimber, is_ordinal_operand};
use nimbers::{NimField, Operand, read_operand};
use num_bigint::BigInt;
use ordinal::Ordinal;

use crate::cli::{Failure, read_by};

/// The most rows (and columns) `gamebird nimber table` prints: the field of 256.
const MOST_ROWS: u64 = 256;

/// Nimbers multiplied: products, inverses, quotients, powers, square roots and tables (chapter 11).
///
/// A nimber is written as a whole number, 5, or with its star, *5 (* alone is *1); the
/// calculator's nimbers lie below 2^4096, in a field of 2^4096 elements. Nim-multiplication is
/// the simplest product that makes the nimbers a field: "multiply 2 2" is *3, and every nimber
/// but 0 has an inverse.
///
/// Ordinal nimbers, in chapter 5's notation (w, w^2+3, *w), multiply too, below ω^(ω^ω):
/// "multiply w w w" is *2, for ω is a cube root of 2.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The nim-product of two or more nimbers: "multiply 4 4" is *6.
    Multiply {
        /// The nimbers, like 4 or *4.
        #[arg(required = true, num_args = 2..)]
        nimbers: Vec<String>,
    },
    /// The inverse of A: the nimber whose product with A is *1.
    Inverse {
        /// The nimber A, like 3 or *3.
        a: String,
    },
    /// A divided by B: A times the inverse of B.
    Divide {
        /// The nimber A.
        a: String,
        /// The nimber B, not 0.
        b: String,
    },
    /// A to the power E, a whole number: a negative power is a power of A's inverse.
    Power {
        /// The nimber A.
        a: String,
        /// The exponent E, like 3 or -1.
        #[arg(allow_hyphen_values = true)]
        exponent: String,
    },
    /// The square root of A: the one nimber whose square is A.
    Sqrt {
        /// The nimber A.
        a: String,
    },
    /// The multiplication table of the nimbers below N (N at most 256).
    Table {
        /// How many nimbers along each side, like 4 or 16.
        n: String,
    },
    /// Conway's α_p for an odd prime P, and Lenstra's excess m_p: (ω^(ω^k))^p = α_p for the
    /// (k+1)-th odd prime p, so "alpha 7" is α_7 = ω+1, m_7 = 1.
    Alpha {
        /// The odd prime P, like 3, 7 or 229 (at most 10000).
        p: String,
    },
}

/// Runs a `gamebird nimber` command.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    if let Some(value) = ordinal_nimber(&command)? {
        writeln!(out, "{value}")?;
        return Ok(());
    }
    let value = match command {
        Command::Multiply { nimbers } => {
            let mut product = read(&nimbers[0])?;
            for factor in &nimbers[1..] {
                product = product.times(&read(factor)?);
            }
            product
        }
        Command::Inverse { a } => read(&a)?.inverse().map_err(Failure::input)?,
        Command::Divide { a, b } => read(&a)?.divided_by(&read(&b)?).map_err(Failure::input)?,
        Command::Power { a, exponent } => {
            let a = read(&a)?;
            let exponent = read_by(&exponent, exponent_of)?;
            a.power(exponent).map_err(Failure::input)?
        }
        Command::Sqrt { a } => read(&a)?.sqrt(),
        Command::Table { n } => {
            let size = read_by(&n, size_of)?;
            write!(out, "{}", Table::new(size))?;
            return Ok(());
        }
        Command::Alpha { p } => {
            let p = read_by(&p, |text| text.parse::<u64>().map_err(|_| prime_of(text)))?;
            let alpha = transfinite::alpha(p).map_err(Failure::input)?;
            writeln!(out, "{alpha}")?;
            return Ok(());
        }
    };
    writeln!(out, "{value}")?;
    Ok(())
}

/// A command on ordinal nimbers (an operand is infinite, like w or w^2+3), computed below
/// ω^(ω^ω) by `nimbers::transfinite`; `None` when every operand is finite.
fn ordinal_nimber(command: &Command) -> Result<Option<OrdinalNimber>, Failure> {
    let ordinal = |text: &String| read_by(text, transfinite::read_operand);
    let value = match command {
        Command::Multiply { nimbers } if nimbers.iter().any(|a| is_ordinal_operand(a)) => {
            let mut product = Ordinal::one();
            for factor in nimbers {
                product =
                    transfinite::multiply(&product, &ordinal(factor)?).map_err(Failure::input)?;
            }
            Ok(product)
        }
        Command::Inverse { a } if is_ordinal_operand(a) => transfinite::inverse(&ordinal(a)?),
        Command::Divide { a, b } if is_ordinal_operand(a) || is_ordinal_operand(b) => {
            transfinite::divide(&ordinal(a)?, &ordinal(b)?)
        }
        Command::Sqrt { a } if is_ordinal_operand(a) => transfinite::sqrt(&ordinal(a)?),
        Command::Power { a, exponent } if is_ordinal_operand(a) => {
            let a = ordinal(a)?;
            let exponent = read_by(exponent, exponent_of)?;
            let base = match exponent.sign() {
                num_bigint::Sign::Minus => transfinite::inverse(&a).map_err(Failure::input)?,
                _ => a,
            };
            transfinite::power(&base, exponent.magnitude())
        }
        _ => return Ok(None),
    }
    .map_err(Failure::input)?;
    Ok(Some(OrdinalNimber::new(value)))
}

/// The refusal of a prime that is not a whole number.
fn prime_of(text: &str) -> String {
    format!(
        "the prime should be a whole number, like 7, not {}",
        game::text::quoted(text)
    )
}

fn read(text: &str) -> Result<Operand, Failure> {
    read_by(text, read_operand)
}

/// An exponent: a whole number of at most [`nimbers::finite::MAX_DIGITS`] digits, maybe negative.
fn exponent_of(text: &str) -> Result<BigInt, String> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let whole = !digits.is_empty() && digits.bytes().all(|byte| byte.is_ascii_digit());
    if digits.len() > nimbers::finite::MAX_DIGITS {
        return Err(format!(
            "an exponent of {} digits is more than the {} allowed",
            digits.len(),
            nimbers::finite::MAX_DIGITS
        ));
    }
    text.parse().ok().filter(|_| whole).ok_or_else(|| {
        format!(
            "the exponent should be a whole number, like 3 or -1, not {}",
            game::text::quoted(text)
        )
    })
}

/// A table's size: a whole number from 1 to [`MOST_ROWS`].
fn size_of(text: &str) -> Result<u64, String> {
    let digits = !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit());
    match text.parse::<u64>() {
        Ok(size @ 1..=MOST_ROWS) => Ok(size),
        _ if digits => Err(format!(
            "a table has from 1 to {MOST_ROWS} rows (the field of 256), not {}",
            game::text::quoted(text)
        )),
        _ => Err(format!(
            "the table's size should be a whole number from 1 to {MOST_ROWS}, not {}",
            game::text::quoted(text)
        )),
    }
}
