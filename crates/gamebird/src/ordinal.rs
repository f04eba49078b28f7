//! `gamebird ordinal …`: an ordinal's Cantor normal form and base-2 form (chapter 5). Nim on
//! piles of ordinal height is `gamebird nim`'s.

use std::io::Write;

use ::ordinal::Ordinal;

use crate::args::{Args, Spec};
use crate::cli::{Failure, run_command, text_or_stdin};

/// The line `gamebird --help` shows for this command.
pub const SUMMARY: &str = "ordinals: an expression's normal form and base-2 form (chapter 5)";

const HELP: &str = "\
Usage: gamebird ordinal <expression> [--ascii]

Evaluates an ordinal expression with ordinal arithmetic and prints two lines: its Cantor normal
form, and the same ordinal as a sum of decreasing powers of two (the base-2 form that transfinite
Nim balances).

  $ gamebird ordinal \"w^w*3\"
  ω^ω·3
  = 2^(ω²+1)+2^(ω²)

With --ascii both lines are written in ASCII: w^w*3, then = 2^(w^2+1)+2^(w^2).
With '-' as the expression, reads it from standard input.

An expression uses naturals, w or ω, e0 (ε₀), e1, …, w1 (ω₁), w2, …, '+', '*' (or ·), '^'
and parentheses: \"(w+1)*2\", \"2^w\", \"w^(w+3) + w^w*3\". Arithmetic is ordinal arithmetic, so
\"1+w\" is ω itself, while \"w+1\" is the ordinal after ω.";

const ORDINAL: Spec = Spec {
    command: "gamebird ordinal",
    options: &[],
    switches: &["ascii"],
    help: HELP,
};

/// Runs `gamebird ordinal` with the words after it.
pub fn run(words: &[String]) -> Result<(), Failure> {
    run_command(&ORDINAL, ordinal, words)
}

fn ordinal(args: &Args, spec: &Spec, out: &mut dyn Write) -> Result<(), Failure> {
    let text = text_or_stdin(args.single(spec, "an ordinal expression, like \"w^w*3\"")?)?;
    let value = parse(&text)?;
    if args.switch("ascii") {
        writeln!(out, "{value:#}\n= {:#}", value.base2_form())?;
    } else {
        writeln!(out, "{value}\n= {}", value.base2_form())?;
    }
    Ok(())
}

/// Reads an ordinal expression; the message names the column.
fn parse(text: &str) -> Result<Ordinal, Failure> {
    text.trim_end().parse().map_err(Failure::input)
}
