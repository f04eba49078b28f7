//! `gamebird hackenstrings …`: rows of pebbles (chapter 3).

use std::io::{self, Write};

use canonical::HackenstringsValue;
use clap::{Subcommand, ValueEnum};
use dyadic::Dyadic;
use game::Player;
use game::budget::Budget;
use game::play::{Best, Playable, Verb};
use hackenstrings::{Evaluator, Move, ParsePositionError, ParsePositionErrorKind, Position, Row};

use crate::cli::{Failure, read, row_line, stream_text, within_picture_limit};
use crate::games::canonical::Limits;
use crate::play::{self, Draw, Seats, Side};

/// Rows of pebbles: values, best moves, the row of a number, sums in balanced binary, a game
/// (chapter 3).
///
/// A is Left's pebble (drawn ○), B is Right's (drawn ●), C a neutral one either player may take
/// (drawn ◐). A move takes a pebble you may take and everything to its right; whoever cannot move
/// loses. A position is rows of A, B and C (or ○, ● and ◐), joined by '+' or line breaks:
/// "A B B + B A", "ABB+BA", "○●● + ●○", "C A + C". Rows and pebbles are counted from 0.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The value, e.g. "A B B A + B A" is -1/8, and "C A + C" is ^.
    ///
    /// With '-' as the position, reads it from standard input in one streaming pass, however
    /// long (but as numbers only: a position with a neutral pebble C is given as an argument,
    /// and its value is its canonical form, in CGSuite's notation). A value too long to read at a glance (over 60 characters) is written short: about
    /// ten digits, and exactly which power of two its denominator is; '--exact' writes it whole,
    /// '--format binary' writes it exactly in base 2, in time linear in its length. A canonical
    /// form is worked out within --max-work and written within --max-size.
    Value {
        /// The position, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Write a long value whole, as a fraction (slow for millions of digits).
        #[arg(long, conflicts_with = "format")]
        exact: bool,
        /// How to write the value.
        #[arg(long, value_enum, default_value_t = Format::Decimal)]
        format: Format,
        #[command(flatten)]
        limits: Limits,
    },
    /// The best move for left or right, and the value after it.
    ///
    /// The best move is the one that costs the player least; it says whether it wins. With a
    /// neutral pebble C, it is the first winning move, found from the rows' canonical forms
    /// within --max-work.
    Best {
        /// The position, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Whose move.
        #[arg(long, value_enum)]
        player: Side,
        #[command(flatten)]
        limits: Limits,
    },
    /// The row worth a number, e.g. 19/8 is A A A B B A.
    Row {
        /// A dyadic number: 3, -5/8, "2 1/4", 19/8.
        #[arg(allow_hyphen_values = true)]
        number: String,
        /// Write the row in glyphs (○ for A, ● for B).
        #[arg(long)]
        glyphs: bool,
    },
    /// Play against the computer in the terminal.
    ///
    /// The computer always makes its best move. Whatever the options leave open is asked. Type a
    /// move as a row and a pebble, like '0 1'; 'hint' asks for advice, 'quit' or the end of input
    /// (Ctrl-D) stops. With a neutral pebble C, the value and the computer's moves are worked out
    /// from the rows' canonical forms within --max-work (a position that needs more is refused
    /// before the game starts), and the value is written within --max-size.
    Play {
        /// The starting position.
        #[arg(allow_hyphen_values = true)]
        position: String,
        #[command(flatten)]
        seats: Seats,
        #[command(flatten)]
        limits: Limits,
    },
    /// The row of a sum, by Walker's balanced binary arithmetic, e.g. "A B A" plus "A A B" is
    /// A A A B B.
    ///
    /// The rows are added pebble by pebble, as a civilisation that learned its numbers from
    /// pebbles would add them on paper: lined up at the change of colour, with carries from the
    /// right, and every gap filled by moving the next pebble left and putting an opposite one in
    /// its place (1/4 = 1/2 - 1/4). The sum is never turned into a fraction on the way.
    Add {
        /// The first row, of A and B (no neutral pebbles: they are not numbers).
        #[arg(allow_hyphen_values = true)]
        a: String,
        /// The second row.
        #[arg(allow_hyphen_values = true)]
        b: String,
        /// Subtract the second row instead (add its negative: every pebble changes hands).
        #[arg(long)]
        minus: bool,
    },
    /// A picture of the position, as SVG on standard output.
    ///
    /// Left's pebbles white, Right's black.
    Svg {
        /// The position, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Number the pebbles of each row (from 0).
        #[arg(long)]
        numbered: bool,
        /// The most pebbles to draw: the picture is built in memory.
        #[arg(long, default_value_t = 10_000)]
        max: usize,
    },
}

/// How `value` writes a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// A fraction as CGSuite writes it, like 19/8 (short when very long, unless --exact).
    Decimal,
    /// Exactly, in base 2, like 10.011 for 19/8.
    Binary,
}

/// Runs a `gamebird hackenstrings` command.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Value {
            position,
            exact,
            format,
            limits,
        } => value(&position, exact, format, &limits, out),
        Command::Best {
            position,
            player,
            limits,
        } => {
            let position: Position = read(&position)?;
            let player = player.into();
            let best = limits.within(|| Ok(canonical::best_by_values(&position, player)))?;
            let best = best.map(|(best, after)| match after.as_number() {
                Some(number) => Ok::<_, Failure>((best, format!("{:#}", number.short()))),
                None => limits.written(&after).map(|text| (best, text)),
            });
            let best = best.transpose()?;
            play::say_best(&position, player, best, "no pebbles left", out)
        }
        Command::Row { number, glyphs } => row(&number, glyphs, out),
        Command::Add { a, b, minus } => add(&a, &b, minus, out),
        Command::Play {
            position,
            seats,
            limits,
        } => {
            play::refuse_standard_input(&position)?;
            let position: Position = read(&position)?;
            if position.has_neutral() {
                // Refuse a position the computer could not play promptly, before the game starts.
                limits.within(|| {
                    position.value().outcome();
                    for player in [Player::Left, Player::Right] {
                        canonical::best_by_values(&position, player);
                    }
                    Ok(())
                })?;
            }
            let played = Played {
                position,
                limits: &limits,
            };
            play::start(played, seats.side, seats.first, out)
        }
        Command::Svg {
            position,
            numbered,
            max,
        } => {
            let position: Position = read(&position)?;
            let pebbles = position.rows().iter().map(Row::len).sum();
            within_picture_limit(pebbles, max, "pebbles")?;
            let picture = if numbered {
                position.svg_numbered()
            } else {
                position.svg()
            };
            out.write_all(picture.as_bytes())?;
            Ok(())
        }
    }
}

fn value(
    argument: &str,
    exact: bool,
    format: Format,
    limits: &Limits,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let value = if argument == "-" {
        let mut evaluator = Evaluator::new();
        let feed = |text: &str| evaluator.feed(text).map_err(|error| streamed(&error));
        stream_text(io::stdin().lock(), feed)?;
        evaluator
            .finish()
            .map_err(|error| Failure::Input(streamed(&error)))?
    } else {
        let position: Position = read(argument)?;
        match position.number() {
            Ok(number) => number,
            // Not a number: its value is a canonical form, in CGSuite's notation.
            Err(_) => {
                let value = limits.within(|| Ok(position.value()))?;
                writeln!(out, "{}", limits.written(&value)?)?;
                return Ok(());
            }
        }
    };
    match (format, exact) {
        (Format::Binary, _) => writeln!(io::BufWriter::new(out), "{}", value.binary())?,
        (Format::Decimal, true) => writeln!(out, "{value:#}")?,
        (Format::Decimal, false) => writeln!(out, "{:#}", value.short())?,
    }
    Ok(())
}

/// An error of the streaming evaluator, which reads numbers only, with what to do about a
/// neutral pebble.
fn streamed(error: &ParsePositionError) -> String {
    match error.kind() {
        ParsePositionErrorKind::NeutralPebble(_) => {
            format!("{error} (give a position with neutral pebbles as an argument)")
        }
        _ => error.to_string(),
    }
}

/// The row worth a number (in glyphs if asked), for `gamebird hackenstrings row` and `gamebird
/// dyadic row`.
pub fn row(number: &str, glyphs: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let number: Dyadic = number.parse().map_err(Failure::input)?;
    let row = Row::from_value(&number).map_err(Failure::input)?;
    writeln!(out, "{}", row_line(&row, glyphs))?;
    Ok(())
}

/// One row, for `add`: a position of exactly one row (or none, the empty row).
fn one_row(argument: &str, which: &str) -> Result<Row, Failure> {
    let position: Position = argument
        .parse()
        .map_err(|error| Failure::Input(format!("{which} row: {error}")))?;
    match position.rows() {
        [] => Ok(Row::new(Vec::new())),
        [row] => Ok(row.clone()),
        rows => Err(Failure::Input(format!(
            "the {which} row is a sum of {} rows: give one row (the calculator adds them)",
            rows.len()
        ))),
    }
}

fn add(a: &str, b: &str, minus: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let (a, b) = (one_row(a, "first")?, one_row(b, "second")?);
    let sum = if minus {
        hackenstrings::sub(&a, &b)
    } else {
        hackenstrings::add(&a, &b)
    };
    writeln!(out, "{}", row_line(&sum.map_err(Failure::input)?, false))?;
    Ok(())
}

/// A position played in the terminal. Without neutral pebbles it plays as the crate has it
/// (by the value rule, at once); with them, its value and the computer's moves come from the
/// rows' canonical forms ([`canonical::best_by_values`]), within the command's limits, never from
/// a search of the whole position.
struct Played<'a> {
    position: Position,
    limits: &'a Limits,
}

impl Played<'_> {
    /// The budget of `--max-work`.
    fn budget(&self) -> Budget {
        Budget::new(self.limits.max_work, "option pairs", "--max-work")
    }
}

impl Playable for Played<'_> {
    type Move = Move;

    const IMPARTIAL: bool = Position::IMPARTIAL;

    const MOVE_FORMAT: &'static str = Position::MOVE_FORMAT;

    const VERB: Verb = Position::VERB;

    fn read_move(&self, player: Player, typed: &str) -> Result<Move, String> {
        self.position.read_move(player, typed)
    }

    fn describe(&self, chosen: &Move) -> String {
        self.position.describe(chosen)
    }

    fn after(&self, player: Player, chosen: &Move) -> Self {
        Played {
            position: self.position.after(player, chosen),
            limits: self.limits,
        }
    }

    /// The crate's best move without neutral pebbles; with them, the first winning move found
    /// from the rows' values, or the first move. The position was checked to fit the budget
    /// before the game began, and its rows only get shorter; should a later one need more all
    /// the same, the computer takes the first move it may.
    fn best(&self, player: Player) -> Option<Best<Move>> {
        if !self.position.has_neutral() {
            return self.position.best(player);
        }
        let by_values = canonical::within(self.budget(), || {
            canonical::best_by_values(&self.position, player)
        });
        match by_values {
            Ok(best) => best.map(|(best, _)| best),
            Err(_) => self.position.moves(player).first().map(|&chosen| Best {
                chosen,
                wins: false,
            }),
        }
    }
}

impl Draw for Played<'_> {
    /// The rows in glyphs under a ruler of pebble numbers, then the value and who is ahead.
    fn draw(&self) -> String {
        let position = &self.position;
        let longest = position.rows().iter().map(Row::len).max().unwrap_or(0);
        let width = longest.saturating_sub(1).to_string().len() + 1;
        let label_width = position.rows().len().saturating_sub(1).to_string().len();
        let mut lines = Vec::new();
        if longest > 0 {
            let numbers: String = (0..longest).map(|n| format!("{n:>width$}")).collect();
            lines.push(format!("{:label_width$}      {numbers}", ""));
        }
        for (index, row) in position.rows().iter().enumerate() {
            let glyphs: String = row
                .pebbles()
                .iter()
                .map(|p| format!("{:>width$}", p.glyph()))
                .collect();
            lines.push(format!("row {index:>label_width$} →{glyphs}"));
        }
        lines.push(self.value_line());
        lines.join("\n")
    }
}

impl Played<'_> {
    /// `value -1/8: Right wins, whoever starts`; with a neutral pebble, the canonical form and
    /// its outcome worked out within the limits, or what they would exceed.
    fn value_line(&self) -> String {
        let position = &self.position;
        if !position.has_neutral() {
            let ahead = position.outcome().words();
            return format!("value {}: {ahead}", position.value_text());
        }
        let worked = canonical::within(self.budget(), || {
            let value = position.value();
            (value, value.outcome())
        });
        match worked {
            Ok((value, outcome)) => {
                let size = Budget::new(self.limits.max_size, "characters", "--max-size");
                let ahead = outcome.words();
                match value.to_string_within(size) {
                    Ok(text) => format!("value {text}: {ahead}"),
                    Err(too_long) => format!("value not written ({too_long}): {ahead}"),
                }
            }
            Err(refused) => format!("value not worked out ({refused})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hackenstrings::Pebble;

    fn limits() -> Limits {
        Limits {
            max_work: canonical::DEFAULT_MAX_WORK,
            max_size: canonical::DEFAULT_MAX_SIZE,
        }
    }

    #[test]
    fn drawing() {
        let limits = limits();
        let position = Played {
            position: "A B B A + B A".parse().unwrap(),
            limits: &limits,
        };
        let (a, b) = (Pebble::Left.glyph(), Pebble::Right.glyph());
        let expected = [
            "        0 1 2 3".to_string(),
            format!("row 0 → {a} {b} {b} {a}"),
            format!("row 1 → {b} {a}"),
            "value -1/8: Right wins, whoever starts".to_string(),
        ];
        assert_eq!(position.draw(), expected.join("\n"));
    }

    #[test]
    fn neutral_pebbles_are_drawn_within_the_limits() {
        let limits = limits();
        let played = |text: &str| Played {
            position: text.parse().unwrap(),
            limits: &limits,
        };
        assert!(
            played("C A + C")
                .draw()
                .ends_with("value ^: Left wins, whoever starts")
        );
        let best = played("C A + C").best(Player::Left).unwrap();
        assert_eq!((best.chosen, best.wins), (Move { row: 0, pebble: 1 }, true));
        let small = Limits {
            max_work: 10,
            max_size: 10,
        };
        let long = Played {
            position: "CACBCACBCBCACBCABCBCBABCAC".parse().unwrap(),
            limits: &small,
        };
        let drawn = long.draw();
        let last = drawn.lines().last().unwrap();
        assert!(
            last.starts_with("value not worked out (this needs more than 10"),
            "{last}"
        );
        assert!(long.best(Player::Left).is_some());
    }
}
