//! `gamebird ordinal …`: an ordinal's Cantor normal form and base-2 form (chapter 5). Nim on
//! piles of ordinal height is `gamebird nim`'s.

use std::io::Write;

use clap::Args;
use ordinal::Ordinal;

use crate::cli::{Failure, read, shown};

/// Ordinals: an expression's normal form and base-2 form (chapter 5).
///
/// Evaluates an ordinal expression with ordinal arithmetic and prints two lines: its Cantor normal
/// form, and the same ordinal as a sum of decreasing powers of two (the base-2 form that
/// transfinite Nim balances): "w^w*3" is ω^ω·3, = 2^(ω²+1)+2^(ω²).
///
/// An expression uses naturals, w or ω, e0 (ε₀), e1, …, w1 (ω₁), w2, …, '+', '*' (or ·), '^' and
/// parentheses: "(w+1)*2", "2^w", "w^(w+3) + w^w*3". Arithmetic is ordinal arithmetic, so "1+w" is
/// ω itself, while "w+1" is the ordinal after ω.
#[derive(Debug, Args)]
pub struct Command {
    /// The expression, or '-' to read it from standard input.
    #[arg(allow_hyphen_values = true)]
    expression: String,
    /// Write both lines in ASCII: w^w*3, then = 2^(w^2+1)+2^(w^2).
    #[arg(long)]
    ascii: bool,
}

/// Runs `gamebird ordinal`.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    let value: Ordinal = read(&command.expression)?;
    let (ascii, base2) = (command.ascii, value.base2_form());
    writeln!(out, "{}\n= {}", shown(&value, ascii), shown(&base2, ascii))?;
    Ok(())
}
