//! `gamebird dyadic …`: the numbers of chapter 1, dyadic fractions, and the simplicity rule.

use std::io::Write;

use clap::Subcommand;
use dyadic::Dyadic;

use crate::cli::Failure;

/// Dyadic numbers: value and birthday, row of pebbles, the simplest between two (chapter 1).
///
/// A number is dyadic: a whole number, or a fraction whose denominator is a power of two, written
/// 3, -5/8, 19/8 or as a mixed number in quotes, "2 3/8". It may have at most 100000 digits in
/// all; a longer one is refused before it is read.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The number as a mixed number, its binary expansion, and the day it is born.
    Value {
        /// The number, like 19/8.
        #[arg(allow_hyphen_values = true)]
        number: String,
    },
    /// The Hackenstrings row worth the number, e.g. 19/8 is A A A B B A.
    Row {
        /// The number, like 19/8.
        #[arg(allow_hyphen_values = true)]
        number: String,
    },
    /// The simplest number strictly between two: the simplicity rule, e.g. 1/4 and 1/2 give 3/8.
    ///
    /// Either bound may be '_' for none: "between 1 _" is 2, the simplest number above 1.
    Between {
        /// The lower bound, or '_' for none.
        #[arg(allow_hyphen_values = true)]
        lower: String,
        /// The upper bound, or '_' for none.
        #[arg(allow_hyphen_values = true)]
        upper: String,
    },
}

/// Runs a `gamebird dyadic` command.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Value { number } => {
            let number = read(&number)?;
            writeln!(out, "{number}")?;
            writeln!(out, "binary {}", number.binary_expansion())?;
            writeln!(out, "born on day {}", number.birthday())?;
        }
        Command::Row { number } => super::hackenstrings::row(&number, false, out)?,
        Command::Between { lower, upper } => {
            let bound = |text: &str| match text {
                "_" => Ok(None),
                text => read(text).map(Some),
            };
            let (lower, upper) = (bound(&lower)?, bound(&upper)?);
            match Dyadic::simplest_between(lower.as_ref(), upper.as_ref()) {
                Some(simplest) => writeln!(out, "{simplest}")?,
                None => {
                    return Err(Failure::Input(
                        "no number lies strictly between them: the lower bound must be less than the upper".into(),
                    ));
                }
            }
        }
    }
    Ok(())
}

fn read(text: &str) -> Result<Dyadic, Failure> {
    text.parse().map_err(Failure::input)
}
