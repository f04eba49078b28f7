//! `gamebird canonical …` (also `gamebird game …`, its old name): short games written as CGSuite writes them, reduced to canonical form,
//! compared, and judged.

use std::io::Write;

use canonical::CanonicalForm;
use clap::{Args, Subcommand};
use dyadic::Dyadic;
use game::budget::Budget;

use crate::cli::{Failure, read, read_by, relation};

/// Short games in CGSuite's notation: canonical forms, comparisons, outcomes, stops, and hot
/// games' temperatures, means and thermographs (chapter 4).
///
/// A game is a number (3, -5/2, 3/8), a nimber (*, *2), ups and downs (^, v, ^^, ^3), up-nth
/// and its sums (^<2>, v[3]), their sums (1/2*, ^*, -1v, 3/4v[3]*), a switch (±1 or +-1, ±(1*),
/// ±{1,1*}), a tiny or miny (Tiny(2), 1Miny(1/2)), or braces with options for Left and for Right:
/// "{0,*|0}", "{2||1|0}". Terms may be joined by '+' and '-', and grouped in parentheses. A
/// number has at most 100000 digits. Canonical forms can grow exponentially: --max-work and
/// --max-size bound the work and the text, and a command past them says so in one line.
// The text is the command's help, as typed: `v[3]` is notation, not a link.
#[allow(rustdoc::broken_intra_doc_links)]
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
    /// The temperature: what a move is worth, the least t at which the game cooled by t is
    /// infinitely close to a number ("{3|1}": 1; as in CGSuite, -1/2^n for a number m/2^n and
    /// -1 for an integer).
    Temperature {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
        #[command(flatten)]
        limits: Limits,
    },
    /// The mean: the number the game settles at once every move is taxed by more than its
    /// temperature ("{3|1}": 2).
    Mean {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
        #[command(flatten)]
        limits: Limits,
    },
    /// The thermograph: each wall's corners, value at temperature, from t = -1 up (straight
    /// between them), and the mast; with --svg, the picture, Left's wall on the left.
    Thermograph {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
        /// Draw it as SVG.
        #[arg(long)]
        svg: bool,
        #[command(flatten)]
        limits: Limits,
    },
    /// The game cooled by T: every move taxed by T, until the game settles at its mean
    /// ("{3|1}" cooled by 1/2 is {5/2|3/2}).
    Cool {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
        /// The temperature to cool by: a number more than -1 (such as 1/2).
        #[arg(allow_hyphen_values = true, value_name = "T")]
        by: String,
        #[command(flatten)]
        limits: Limits,
    },
    /// The game heated by T: every move but into a number gains its mover T ("2*" heated by 1
    /// is {3|1}).
    Heat {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
        /// What to heat by: any game, usually a number.
        #[arg(allow_hyphen_values = true, value_name = "T")]
        by: String,
        #[command(flatten)]
        limits: Limits,
    },
    /// The game cooled by its temperature: infinitely close to its mean ("{3|1}": 2*).
    Freeze {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
        #[command(flatten)]
        limits: Limits,
    },
    /// The incentives: what each player's moves gain them, G^L - G and G - G^R, the dominated
    /// ones left out.
    Incentives {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
        #[command(flatten)]
        limits: Limits,
    },
    /// The reduced canonical form: the simplest game infinitely close to this one
    /// ("{3||2*|1*}": {3||2|1}).
    Reduced {
        /// The game, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        game: String,
        #[command(flatten)]
        limits: Limits,
    },
    /// The atomic weight of an all-small game, or of another infinitesimal that has one
    /// ("^": 1); an error for any other game.
    AtomicWeight {
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
        Command::Temperature { game, limits } => {
            writeln!(out, "{:#}", with(&game, &limits, |g| g.temperature())?)?;
        }
        Command::Mean { game, limits } => {
            writeln!(out, "{:#}", with(&game, &limits, |g| g.mean())?)?;
        }
        Command::Thermograph { game, svg, limits } => {
            let (game, thermograph) = with(&game, &limits, |g| (g, g.thermograph()))?;
            let title = format!("Thermograph of {}", limits.written(&game)?);
            match svg {
                true => write!(out, "{}", thermograph.svg(&title))?,
                false => writeln!(out, "{thermograph:#}")?,
            }
        }
        Command::Cool { game, by, limits } => {
            let t = read_by(&by, |t| t.parse::<Dyadic>().map_err(|e| format!("T, {e}")))?;
            let cooled = with(&game, &limits, |g| g.cool(&t))?.map_err(Failure::input)?;
            writeln!(out, "{}", limits.written(&cooled)?)?;
        }
        Command::Heat { game, by, limits } => {
            let by: CanonicalForm = limits.within(|| read(&by))?;
            writeln!(out, "{}", value(&game, &limits, |g| g.heat(&by))?)?;
        }
        Command::Freeze { game, limits } => {
            writeln!(out, "{}", value(&game, &limits, |g| g.freeze())?)?;
        }
        Command::Incentives { game, limits } => {
            let incentives = with(&game, &limits, |g| g.incentives())?;
            let written: Vec<String> = incentives
                .iter()
                .map(|i| limits.written(i))
                .collect::<Result<_, _>>()?;
            writeln!(
                out,
                "{}",
                if written.is_empty() {
                    "none".into()
                } else {
                    written.join(", ")
                }
            )?;
        }
        Command::Reduced { game, limits } => {
            writeln!(out, "{}", value(&game, &limits, |g| g.reduced())?)?;
        }
        Command::AtomicWeight { game, limits } => {
            let (game, weight) = with(&game, &limits, |g| (g, g.atomic_weight()))?;
            let none = || Failure::input(format!("{game} is not atomic: it has no atomic weight"));
            writeln!(out, "{}", limits.written(&weight.ok_or_else(none)?)?)?;
        }
    }
    Ok(())
}

/// The game made by `work` from the game read from `game`, written, within the limits.
fn value(
    game: &str,
    limits: &Limits,
    work: impl FnOnce(CanonicalForm) -> CanonicalForm,
) -> Result<String, Failure> {
    limits.written(&with(game, limits, work)?)
}

/// `work` done on the game read from `game`, within the limits.
fn with<R>(
    game: &str,
    limits: &Limits,
    work: impl FnOnce(CanonicalForm) -> R,
) -> Result<R, Failure> {
    limits.within(|| Ok(work(read(game)?)))
}

/// How far a command may go in working out canonical forms, which can grow exponentially (the
/// value of a row of 26 pebbles, or of ±1 + ±2 + … + ±25).
#[derive(Debug, Args)]
pub struct Limits {
    /// The most work, in option pairs (options compared, sums of options made); past it the
    /// command stops and says so (0: no limit). The default answers in about ten seconds.
    #[arg(long, default_value_t = canonical::DEFAULT_MAX_WORK)]
    pub max_work: u64,
    /// The longest value written, in characters (0: no limit): a longer one is refused as soon as
    /// its text passes it.
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
