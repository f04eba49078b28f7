//! `gamebird canonical …` (also `gamebird game …`, its old name): short games written as CGSuite writes them, reduced to canonical form,
//! compared, and judged.

use std::io::Write;

use canonical::CanonicalForm;
use clap::Subcommand;

use crate::cli::{Failure, read, relation};
use crate::play;

/// Short games in CGSuite's notation: canonical forms, comparisons, outcomes, stops (chapter 4).
///
/// A game is a number (3, -5/2, 3/8), a nimber (*, *2), ups and downs (^, v, ^^, ^3), their sums
/// (1/2*, ^*, -1v), a switch (±1 or +-1), or braces with options for Left and for Right:
/// "{0,*|0}", "{2||1|0}". Terms may be joined by '+' and '-'. A number has at most 100000
/// digits.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The canonical form: "{0,*|0} + ^" is ^^*.
    Value {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
    },
    /// How two games compare: <, =, >, or || when they are incomparable ("^" || "*").
    Compare {
        /// The first game.
        #[arg(allow_hyphen_values = true)]
        first: String,
        /// The second game.
        #[arg(allow_hyphen_values = true)]
        second: String,
    },
    /// Who wins with perfect play: Left, Right, the first player or the second player.
    Outcome {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
    },
    /// The left and right stops: the number play settles on when Left, or Right, moves first
    /// and both stop as soon as a number is reached.
    Stops {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
    },
}

/// Runs a `gamebird canonical` command.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Value { game } => play::value(&read::<CanonicalForm>(&game)?, false, out)?,
        Command::Compare { first, second } => {
            let first: CanonicalForm = read(&first)?;
            writeln!(out, "{}", relation(first.compare(&read(&second)?)))?;
        }
        Command::Outcome { game } => writeln!(out, "{}", read::<CanonicalForm>(&game)?.outcome())?,
        Command::Stops { game } => {
            let game: CanonicalForm = read(&game)?;
            let (left, right) = (game.left_stop(), game.right_stop());
            writeln!(out, "left stop {left}, right stop {right}")?;
        }
    }
    Ok(())
}
