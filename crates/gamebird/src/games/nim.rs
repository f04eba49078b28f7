//! `gamebird nim …`: piles of blocks (chapter 8), whose heights may also be ordinals
//! (transfinite Nim, chapter 9). Both are the `nim` crate's one generic `Position<H>`; this file
//! only reads, asks and prints.

use std::io::Write;

use clap::Subcommand;
use game::Outcome;
use nim::{Board, Play, Position};
use num_bigint::BigUint;
use transfinite_nim::{Heights, OrdinalHeight, Pile};

use crate::cli::{Failure, text_or_stdin, within_picture_limit};
use crate::play::{self, Draw, Starter};

/// Piles of blocks: nim values, every winning move, misère play, a game (chapters 8 and 9).
///
/// A move takes one or more blocks from one pile (a whole pile is fine). In normal play whoever
/// takes the last block wins; in misère play (--misere) whoever takes the last block loses.
///
/// A position is pile heights separated by spaces or commas: "1 3 5 7", "1, 3, 5, 7". Heights are
/// whole numbers of up to 100,000 digits; piles are counted from 0. Heights may also be ordinals,
/// separated by commas (a line break does not separate them): "1, w+3, w^w*3, e0, w1" is
/// transfinite Nim (chapter 9): values are *α, like *(ω+1); a move leaves a height, like
/// '5 -> e0+w'; svg draws the base-2 digits. See 'gamebird ordinal --help' for the notation.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The nim value: 0 when balanced, otherwise *n, e.g. "1 2 4" is *7.
    ///
    /// Printed as CGSuite writes nimbers: 0 if the position is balanced (whoever moves next
    /// loses), otherwise *n with n the nim-sum of the heights. Misère Nim has no nim value, so
    /// with --misere it prints who wins instead. With '-' as the position, reads it from standard
    /// input.
    Value {
        /// The position, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Misère play: whoever takes the last block loses.
        #[arg(long)]
        misere: bool,
    },
    /// Every winning move, one per line, like 'pile 1: 5 -> 3'.
    ///
    /// Pile 1 goes from 5 blocks down to 3 (piles are counted from 0). In normal play the winning
    /// moves are the balancing moves, which leave the nim-sum 0; with --misere they are misère
    /// Nim's. With '-' as the position, reads it from standard input.
    Moves {
        /// The position, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Misère play: whoever takes the last block loses.
        #[arg(long)]
        misere: bool,
    },
    /// Play against the computer in the terminal.
    ///
    /// The computer makes a winning move whenever it has one. Type a move as a pile and how many
    /// blocks to take, like '1 3' (take 3 blocks from pile 1), or '1 all', or '1 -> 2' (leave 2
    /// blocks in pile 1); 'hint' asks for advice, 'quit' or the end of input (Ctrl-D) stops.
    Play {
        /// The starting position.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Who moves first (asked if not given).
        #[arg(long, value_enum)]
        first: Option<Starter>,
        /// Misère play: whoever takes the last block loses.
        #[arg(long)]
        misere: bool,
    },
    /// A picture of the piles, as SVG on standard output.
    ///
    /// Columns of blocks; with --substacks, each pile split into its powers of two. Ordinal
    /// heights are drawn as a table of their base-2 digits.
    Svg {
        /// The position, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Split each pile into its powers of two.
        #[arg(long)]
        substacks: bool,
        /// The most piles (or, for ordinal heights, base-2 digits) to draw: the picture is built
        /// in memory.
        #[arg(long, default_value_t = 10_000)]
        max: usize,
    },
}

/// Runs `$body` with `$p` bound to the position read from `$argument`, with whole-number heights
/// or ordinal ones, whichever it is written in: one generic body serves both.
macro_rules! with_heights {
    ($argument:expr, $p:ident => $body:expr) => {
        match Heights::read(&text_or_stdin($argument)?).map_err(Failure::input)? {
            Heights::Finite($p) => $body,
            Heights::Ordinal($p) => $body,
        }
    };
}

/// Runs a `gamebird nim` command.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Value { position, misere } => {
            with_heights!(&position, p => match misere {
                false => play::value(&p, false, out),
                true => Ok(writeln!(out, "{}", p.outcome(Play::Misere))?),
            })
        }
        Command::Moves { position, misere } => {
            with_heights!(&position, p => moves(&p, rules(misere), out))
        }
        Command::Play {
            position,
            first,
            misere,
        } => {
            play::refuse_standard_input(&position)?;
            with_heights!(&position, p => start(p, rules(misere), first, out))
        }
        Command::Svg {
            position,
            substacks,
            max,
        } => with_heights!(&position, p => {
            let (parts, what) = Pile::picture_size(&p);
            within_picture_limit(parts, max, what)?;
            out.write_all(Pile::svg(&p, substacks).as_bytes())?;
            Ok(())
        }),
    }
}

fn rules(misere: bool) -> Play {
    if misere { Play::Misere } else { Play::Normal }
}

/// How the terminal draws a pile of a kind of height, after the height.
trait Column: Pile {
    /// Whether heights line up on the right when drawn, as numbers do.
    const ALIGN_RIGHT: bool;

    /// The pile drawn in the terminal, after its height.
    fn picture(&self) -> String;
}

/// The widest pile drawn block by block in the terminal.
const WIDEST_DRAWN: usize = 40;

impl Column for BigUint {
    const ALIGN_RIGHT: bool = true;

    fn picture(&self) -> String {
        match usize::try_from(self) {
            Ok(n) if n <= WIDEST_DRAWN => "■".repeat(n),
            _ => format!("{}…", "■".repeat(WIDEST_DRAWN)),
        }
    }
}

impl Column for OrdinalHeight {
    const ALIGN_RIGHT: bool = false;

    fn picture(&self) -> String {
        format!("= {}", self.base2_form())
    }
}

/// Every winning move; if there is none, why.
fn moves<H: Pile>(position: &Position<H>, play: Play, out: &mut dyn Write) -> Result<(), Failure> {
    let winning = position.winning_moves(play);
    for chosen in &winning {
        writeln!(out, "{chosen}")?;
    }
    if !winning.is_empty() {
        return Ok(());
    }
    let verdict = match (play, position.is_empty()) {
        (Play::Normal, true) => {
            "No move: there are no blocks, so the player to move has lost.".to_string()
        }
        (Play::Normal, false) => format!(
            "No winning move: the position is balanced ({}), so the player to move loses \
             against best play.",
            H::BALANCED
        ),
        (Play::Misere, true) => {
            "No move: there are no blocks, so in misère play the player to move has won."
                .to_string()
        }
        (Play::Misere, false) => {
            "No winning move: in misère play the player to move loses against best play."
                .to_string()
        }
    };
    writeln!(out, "{verdict}")?;
    Ok(())
}

fn start<H: Column>(
    position: Position<H>,
    play: Play,
    first: Option<Starter>,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    if play == Play::Misere && position.is_empty() {
        let message = "a misère game needs at least one block (with none, the player to move has already won)";
        return Err(Failure::Input(message.to_string()));
    }
    play::start(Board::new(position, play), None, first, out)
}

impl<H: Column> Draw for Board<H> {
    fn draw(&self) -> String {
        draw(&self.position, self.play)
    }
}

/// The piles, each with its height and its picture, then the nim-sum and who is winning.
fn draw<H: Column>(position: &Position<H>, play: Play) -> String {
    let piles = position.piles();
    let number_width = piles.len().saturating_sub(1).to_string().len();
    let heights: Vec<String> = piles.iter().map(ToString::to_string).collect();
    let height_width = heights.iter().map(|h| h.chars().count()).max().unwrap_or(1);
    let mut lines = Vec::new();
    for (index, (pile, height)) in piles.iter().zip(&heights).enumerate() {
        let padding = " ".repeat(height_width - height.chars().count());
        let height = if H::ALIGN_RIGHT {
            format!("{padding}{height}")
        } else {
            format!("{height}{padding}")
        };
        let row = format!("pile {index:>number_width$}  {height}  {}", pile.picture());
        lines.push(row.trim_end().to_string());
    }
    let sum = position.nim_sum();
    let blocks_left = piles.iter().filter(|pile| !pile.is_zero()).count();
    let verdict = match play {
        Play::Normal if blocks_left == 0 => "no blocks left".to_string(),
        Play::Normal if sum.is_zero() => {
            "nim-sum 0: balanced, so whoever moves next loses".to_string()
        }
        Play::Normal => format!("nim-sum {sum}: unbalanced, so whoever moves next can win"),
        Play::Misere if blocks_left == 0 => {
            "no blocks left: in misère play whoever took the last block has lost".to_string()
        }
        Play::Misere if blocks_left == 1 && piles.contains(&H::one()) => {
            "one block left: whoever moves next must take it, and so loses".to_string()
        }
        Play::Misere => {
            let who = match position.outcome(Play::Misere) {
                Outcome::FirstPlayerWins => "can win",
                _ => "loses",
            };
            format!("misère play, nim-sum {sum}: whoever moves next {who}")
        }
    };
    lines.push(verdict);
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board<H: Column>(text: &str, play: Play) -> Board<H> {
        Board::new(text.parse().unwrap(), play)
    }

    #[test]
    fn drawing() {
        let expected = [
            "pile 0  1  ■",
            "pile 1  3  ■■■",
            "pile 2  0",
            "pile 3  7  ■■■■■■■",
            "nim-sum 5: unbalanced, so whoever moves next can win",
        ];
        let game: Board = board("1 3 0 7", Play::Normal);
        assert_eq!(game.draw(), expected.join("\n"));
        let tall: Board = board("100 1", Play::Misere);
        assert!(
            tall.draw()
                .starts_with(&format!("pile 0  100  {}…", "■".repeat(40)))
        );
        let expected = [
            "pile 0  1    = 2⁰",
            "pile 1  ω+3  = 2^ω+2¹+2⁰",
            "pile 2  0    = 0",
            "nim-sum ω+2: unbalanced, so whoever moves next can win",
        ];
        let game: Board<OrdinalHeight> = board("1, w+3, 0", Play::Normal);
        assert_eq!(game.draw(), expected.join("\n"));
    }
}
