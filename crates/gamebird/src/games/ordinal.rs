//! `gamebird ordinal …`: an ordinal's Cantor normal form and base-2 form, and the rest of chapter
//! 5's arithmetic on two ordinals. Nim on piles of ordinal height is `gamebird nim`'s.

use std::io::Write;

use clap::{Args, Subcommand};
use ordinal::Ordinal;

use crate::cli::{Failure, read, relation, shown};

/// Ordinals: an expression's normal form and base-2 form, or two ordinals compared, subtracted,
/// divided, or added and multiplied naturally (chapter 5).
///
/// Evaluates an ordinal expression with ordinal arithmetic and prints two lines: its Cantor normal
/// form, and the same ordinal as a sum of decreasing powers of two (the base-2 form that
/// transfinite Nim balances): "w^w*3" is ω^ω·3, = 2^(ω²+1)+2^(ω²).
///
/// An expression uses naturals, w or ω, e0 (ε₀), e1, …, w1 (ω₁), w2, …, '+', '*' (or ·), '^' and
/// parentheses: "(w+1)*2", "2^w", "w^(w+3) + w^w*3". Arithmetic is ordinal arithmetic, so "1+w" is
/// ω itself, while "w+1" is the ordinal after ω.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct Command {
    #[command(subcommand)]
    operation: Option<Operation>,
    /// The expression, or '-' to read it from standard input.
    #[arg(allow_hyphen_values = true, required = true)]
    expression: Option<String>,
    /// Write in ASCII: w^w*3, then = 2^(w^2+1)+2^(w^2).
    #[arg(long, global = true)]
    ascii: bool,
}

/// What to do with two ordinals A and B, each an expression as above.
#[derive(Debug, Subcommand)]
enum Operation {
    /// Compare A and B: prints A < B, A = B or A > B.
    Compare(Pair),
    /// Left subtraction: the δ with B + δ = A, for B at most A ("w*2" minus "w+5" is ω).
    Minus(Pair),
    /// Division with remainder: prints A = B·q+r with r < B (q copies of B, then r).
    Divide(Pair),
    /// The natural (Hessenberg) sum A ⊕ B: equal powers of ω add their counts; it commutes.
    NaturalSum(Pair),
    /// The natural (Hessenberg) product A ⊗ B, term by term like polynomials in ω; it commutes.
    NaturalProduct(Pair),
}

/// Two ordinals.
#[derive(Debug, Args)]
struct Pair {
    /// The first ordinal, A.
    a: String,
    /// The second ordinal, B.
    b: String,
}

/// Runs `gamebird ordinal`.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    let ascii = command.ascii;
    let show = |value: &Ordinal| shown(value, ascii);
    let Some(operation) = command.operation else {
        let value: Ordinal = read(command.expression.as_deref().unwrap_or("-"))?;
        let base2 = value.base2_form();
        writeln!(out, "{}\n= {}", show(&value), shown(&base2, ascii))?;
        return Ok(());
    };
    let line = match operation {
        Operation::Compare(pair) => {
            let (a, b) = pair.read()?;
            format!("{} {} {}", show(&a), relation(Some(a.cmp(&b))), show(&b))
        }
        Operation::Minus(pair) => {
            let (a, b) = pair.read()?;
            let why = || format!("{} minus {}: the second is larger", show(&a), show(&b));
            show(&a.checked_sub(&b).ok_or_else(|| Failure::Input(why()))?)
        }
        Operation::Divide(pair) => {
            let (a, b) = pair.read()?;
            let why = || format!("{} divided by 0: there is no division by zero", show(&a));
            let (q, r) = a.checked_div_rem(&b).ok_or_else(|| Failure::Input(why()))?;
            let times = if ascii { "*" } else { "·" };
            let (b, q) = (grouped(show(&b)), grouped(show(&q)));
            format!("{} = {b}{times}{q}+{}", show(&a), show(&r))
        }
        Operation::NaturalSum(pair) => {
            let (a, b) = pair.read()?;
            show(&a.natural_add(&b))
        }
        Operation::NaturalProduct(pair) => {
            let (a, b) = pair.read()?;
            let product = a.checked_natural_mul(&b).ok_or_else(|| {
                Failure::input(
                    "the natural product is refused: multiplied out, its pairs of terms could \
                     hold more than a million terms and 64-bit words",
                )
            })?;
            show(&product)
        }
    };
    writeln!(out, "{line}")?;
    Ok(())
}

impl Pair {
    /// The two ordinals, an error naming which one is wrong.
    fn read(&self) -> Result<(Ordinal, Ordinal), Failure> {
        let parse = |text: &str, which: &str| {
            text.parse::<Ordinal>()
                .map_err(|error| Failure::Input(format!("{which} ordinal: {error}")))
        };
        Ok((parse(&self.a, "first")?, parse(&self.b, "second")?))
    }
}

/// A factor in parentheses when it is a sum or a product.
fn grouped(factor: String) -> String {
    match factor.contains(['+', '·', '*']) {
        true => format!("({factor})"),
        false => factor,
    }
}
