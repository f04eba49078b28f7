//! `gamebird canonical …` (also `gamebird game …`, its old name): short games written as CGSuite writes them, reduced to canonical form,
//! compared, and judged.

use std::io::Write;

use canonical::CanonicalForm;
use clap::{Args, Subcommand};
use game::budget::Budget;

use crate::cli::{Failure, read, relation};

/// Short games in CGSuite's notation: canonical forms, comparisons, outcomes, stops (chapter 4).
///
/// A game is a number (3, -5/2, 3/8), a nimber (*, *2), ups and downs (^, v, ^^, ^3), their sums
/// (1/2*, ^*, -1v), a switch (±1 or +-1), or braces with options for Left and for Right:
/// "{0,*|0}", "{2||1|0}". Terms may be joined by '+' and '-'. A number has at most 100000
/// digits. Canonical forms can grow exponentially: --max-work and --max-size bound the work and
/// the text, and a command past them says so in one line.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The canonical form: "{0,*|0} + ^" is ^^*.
    Value {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
        #[command(flatten)]
        limits: Limits,
    },
    /// How two games compare: <, =, >, or || when they are incomparable ("^" || "*").
    Compare {
        /// The first game.
        #[arg(allow_hyphen_values = true)]
        first: String,
        /// The second game.
        #[arg(allow_hyphen_values = true)]
        second: String,
        #[command(flatten)]
        limits: Limits,
    },
    /// Who wins with perfect play: Left, Right, the first player or the second player.
    Outcome {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
        #[command(flatten)]
        limits: Limits,
    },
    /// The left and right stops: the number play settles on when Left, or Right, moves first
    /// and both stop as soon as a number is reached.
    Stops {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
        #[command(flatten)]
        limits: Limits,
    },
}

/// Runs a `gamebird canonical` command.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Value { game, limits } => {
            let game = limits.within(|| read::<CanonicalForm>(&game))?;
            writeln!(out, "{}", limits.written(&game)?)?;
        }
        Command::Compare {
            first,
            second,
            limits,
        } => {
            let order =
                limits.within(|| Ok(read::<CanonicalForm>(&first)?.compare(&read(&second)?)))?;
            writeln!(out, "{}", relation(order))?;
        }
        Command::Outcome { game, limits } => {
            let outcome = limits.within(|| Ok(read::<CanonicalForm>(&game)?.outcome()))?;
            writeln!(out, "{outcome}")?;
        }
        Command::Stops { game, limits } => {
            let (left, right) = limits.within(|| {
                let game: CanonicalForm = read(&game)?;
                Ok((game.left_stop(), game.right_stop()))
            })?;
            writeln!(out, "left stop {left}, right stop {right}")?;
        }
    }
    Ok(())
}

/// How far a command may go in working out canonical forms, which can grow exponentially (the
/// value of a row of 26 pebbles, or of ±1 + ±2 + … + ±25).
#[derive(Debug, Args)]
pub struct Limits {
    /// The most work, in option pairs (options compared, sums of options made); past it the
    /// command stops and says so (0: no limit). The default answers in about ten seconds.
    #[arg(long, default_value_t = canonical::DEFAULT_MAX_WORK)]
    pub max_work: u64,
    /// The longest value written, in characters, measured before it is made (0: no limit).
    #[arg(long, default_value_t = canonical::DEFAULT_MAX_SIZE)]
    pub max_size: u64,
}

impl Limits {
    /// Runs `work`, which works out canonical forms, within --max-work.
    pub fn within<R>(&self, work: impl FnOnce() -> Result<R, Failure>) -> Result<R, Failure> {
        let budget = Budget::new(self.max_work, "option pairs", "--max-work");
        canonical::within(budget, work).map_err(Failure::input)?
    }

    /// The game's text, if it is at most --max-size long.
    pub fn written(&self, game: &CanonicalForm) -> Result<String, Failure> {
        let limit = Budget::new(self.max_size, "characters", "--max-size");
        game.to_string_within(limit).map_err(Failure::input)
    }
}
