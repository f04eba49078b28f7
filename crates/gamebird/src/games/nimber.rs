//! `gamebird nimber …`: nimbers multiplied, the field of chapter 11.

use std::io::Write;

use clap::Subcommand;
use nimbers::finite::Table;
use nimbers::{Operand, read_exponent, read_prime, transfinite};

use crate::cli::{Failure, read_by};

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
    let read = |text: &String| read_by(text, Operand::read);
    let value = match command {
        Command::Multiply { nimbers } => {
            let factors: Vec<Operand> = nimbers.iter().map(read).collect::<Result<_, _>>()?;
            Operand::product(&factors)
        }
        Command::Inverse { a } => read(&a)?.inverse(),
        Command::Divide { a, b } => read(&a)?.divide(&read(&b)?),
        Command::Power { a, exponent } => read(&a)?.power(&read_by(&exponent, read_exponent)?),
        Command::Sqrt { a } => read(&a)?.sqrt(),
        Command::Table { n } => {
            write!(out, "{}", read_by(&n, Table::read)?)?;
            return Ok(());
        }
        Command::Alpha { p } => {
            let alpha = transfinite::alpha(read_by(&p, read_prime)?).map_err(Failure::input)?;
            writeln!(out, "{alpha}")?;
            return Ok(());
        }
    };
    writeln!(out, "{}", value.map_err(Failure::input)?)?;
    Ok(())
}
