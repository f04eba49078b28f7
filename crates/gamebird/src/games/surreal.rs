//! `gamebird surreal …`: recurring rows of pebbles and the numbers they are worth (chapter 6).

use std::io::Write;

use clap::Subcommand;
use surreal::{MAX_PIECES, Position, Row, Surreal};

use crate::cli::{Failure, read, read_by, relation, row_line, within_picture_limit};
use crate::play::{self, Draw, Seats};

/// Recurring rows: values in Conway normal form, the row of a number, comparisons, birthdays,
/// pictures, and a game (chapter 6).
///
/// A row is Walker's notation: pebbles A (Left's, drawn ○) and B (Right's, drawn ●), and parts in
/// parentheses, repeated as often as the mover likes: "A B ( B A )" is 1/3, "( A )" is ω,
/// "( A ) ( B )" is ω/2, "A ( B )" is 1/ω. Spaces are optional; parentheses nest. Numbers are
/// written with ω (or w), a whole number before a power of ω, and negative powers as quotients:
/// "w + 1/3", "2w", "w/2", "5w^2", "1 - 1/(2w)", "w^(1/2)".
///
/// A row (or a sum, all its rows together) may hold at most 2000000 pebbles and parentheses, and
/// is valued when its recurring parts repeat at most 200000 pebbles in all (a period of q
/// pebbles is a fraction of q bits, which takes time growing as q² to reduce); more is refused
/// in one line.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The value of a row, or of a sum of rows joined by '+', in Conway normal form:
    /// "A B ( B A )" is 1/3.
    ///
    /// A row whose value is an infinite sum is written by its first terms and '…':
    /// "( A ( A B ) )" is 5/3+5/(3ω)+5/(3ω²)+…
    Value {
        /// The row or sum, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Write ω as w, and ω² as w^2.
        #[arg(long)]
        ascii: bool,
    },
    /// The row worth a number: "w + 1/3" is ( A ) A B ( B A ).
    ///
    /// Every number whose sign expansion is a finite nest of recurring parts has one: rationals,
    /// ω and its multiples and powers, 1/ω, and their sums.
    Row {
        /// The number: "1/3", "w/2", "w + 1/3", "2w^2", "1 - 1/(2w)", "w^(1/2)".
        #[arg(allow_hyphen_values = true)]
        number: String,
        /// Write the row in glyphs (○ for A, ● for B).
        #[arg(long)]
        glyphs: bool,
        /// The most pebbles and parentheses to write: the row is built whole in memory, about
        /// 32 bytes each, and they are counted first.
        #[arg(long, default_value_t = surreal::MAX_ROW_TOKENS, value_parser = clap::value_parser!(u64).range(..=1 << 32))]
        max_pebbles: u64,
    },
    /// Compare two rows by their values: prints <, = or >.
    ///
    /// Rows are compared as sign sequences, without unfolding anything infinite: "A B ( A )" < "A".
    /// Walking the two rows as written decides in time linear in their length; where periods
    /// are spelled two ways ("( A B )" and "A ( B A )" are one sequence) and the walk cannot
    /// tell, the canonical pieces decide, at most 500000 of them (or twice the rows' pebbles
    /// and parentheses, if that is more), and more is refused.
    Compare {
        /// The first row.
        #[arg(allow_hyphen_values = true)]
        a: String,
        /// The second row.
        #[arg(allow_hyphen_values = true)]
        b: String,
    },
    /// The birthday of a row: its length, an ordinal. "( A ) A B" is ω+2.
    Birthday {
        /// The row, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        row: String,
        /// Write ω as w.
        #[arg(long)]
        ascii: bool,
    },
    /// Play a sum of recurring rows against the computer in the terminal.
    ///
    /// A move names a row, a pebble and, for each pair of parentheses around the pebble, the copy
    /// of their contents it is taken in: '0 2 2' takes pebble 2 of row 0 in copy 2, which the
    /// computer writes 'pebble 2 of row 0, copy 2' (and which may be typed so). Pebbles are
    /// numbered as the row is written, parentheses not counted, from 0, as the board lists them;
    /// copies count from 0 too, copy 0 being the part as written (so '0 2 2' makes three copies
    /// of the part and takes the pebble in the last). The computer chooses its copies so as to
    /// win whenever it can. 'hint' asks for advice, 'quit' or the end of input (Ctrl-D) stops.
    ///
    /// A move may leave at most 1000000 pebbles and parentheses in its row (a position that
    /// long is judged in about a second), and a line typed at most 1 MB; more is refused.
    Play {
        /// The starting position: rows joined by '+'.
        #[arg(allow_hyphen_values = true)]
        position: String,
        #[command(flatten)]
        seats: Seats,
    },
    /// A picture of a row, or of a sum of rows, as SVG on standard output.
    ///
    /// Left's pebbles white, Right's black; each recurring part drawn once, then fading, under a
    /// bracket labelled ω.
    Svg {
        /// The row or sum, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// The most pebbles, dots and brackets to draw, fading copies and nested parts all
        /// counted (before drawing): the picture is built in memory.
        #[arg(long, default_value_t = 10_000)]
        max: usize,
    },
}

/// Runs a `gamebird surreal` command.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Value { position, ascii } => play::value(&read_position(&position)?, ascii, out),
        Command::Play { position, seats } => {
            play::refuse_standard_input(&position)?;
            let position = read_position(&position)?;
            play::start(position, seats.side, seats.first, out)
        }
        Command::Row {
            number,
            glyphs,
            max_pebbles,
        } => {
            let number: Surreal = number.trim().parse().map_err(Failure::input)?;
            let row = Row::from_value_within(&number, max_pebbles).map_err(|error| match error
                .is_too_long()
            {
                true => Failure::Input(format!(
                    "{error}: give a larger --max-pebbles to write it (it is built whole in \
                         memory)"
                )),
                false => Failure::input(error),
            })?;
            writeln!(out, "{}", row_line(&row, glyphs))?;
            Ok(())
        }
        Command::Compare { a, b } => {
            let a = named_row(&a, "first")?;
            let b = named_row(&b, "second")?;
            let order = a.compare_within(&b, MAX_PIECES).ok_or_else(|| {
                Failure::input(format!(
                    "comparing these rows needs more than {MAX_PIECES} canonical pieces \
                     (periods spelled two ways, nested deep); the calculator stops there"
                ))
            })?;
            writeln!(out, "{}", relation(Some(order)))?;
            Ok(())
        }
        Command::Birthday { row, ascii } => {
            let row: Row = read(&row)?;
            let birthday = row.birthday();
            if ascii {
                writeln!(out, "{birthday:#}")?;
            } else {
                writeln!(out, "{birthday}")?;
            }
            Ok(())
        }
        Command::Svg { position, max } => {
            let position = read_position(&position)?;
            let drawn = surreal::svg::drawn_elements(position.rows());
            within_picture_limit(drawn, max, "pebbles, dots and brackets")?;
            out.write_all(position.svg().as_bytes())?;
            Ok(())
        }
    }
}

/// One row of two, named in its error: `second row: column 3: …`.
fn named_row(text: &str, which: &str) -> Result<Row, Failure> {
    text.parse()
        .map_err(|error| Failure::Input(format!("{which} row: {error}")))
}

/// A row, a sum of rows joined by `+`, or `0` (see [`Position::read`]), given as an argument
/// (`-` for standard input).
fn read_position(argument: &str) -> Result<Position, Failure> {
    read_by(argument, Position::read)
}

/// Who is ahead, from the value.
fn ahead(position: &Position) -> String {
    let who = match position.outcome() {
        Ok(outcome) => outcome.words(),
        Err(_) => "who wins is not known",
    };
    match position.value() {
        Ok(value) => format!("value {value}: {who}"),
        Err(_) => format!("value an infinite sum: {who}"),
    }
}

/// Each pebble of a row with its number for a move, `2 ●`: pebbles numbered as written. At most
/// `most` are listed.
fn pebble_names(row: &Row, most: usize) -> Vec<String> {
    let mut names: Vec<String> = row
        .pebbles()
        .enumerate()
        .take(most + 1)
        .map(|(number, sign)| format!("{number} {}", sign.glyph()))
        .collect();
    if names.len() > most {
        names.truncate(most);
        names.push("…".to_string());
    }
    names
}

impl Draw for Position {
    fn draw(&self) -> String {
        let texts: Vec<String> = self.rows().iter().map(|row| format!("{row:#}")).collect();
        let width = texts.iter().map(|t| t.chars().count()).max().unwrap_or(0);
        let label = self.rows().len().saturating_sub(1).to_string().len();
        let mut lines = Vec::new();
        for (index, (row, text)) in self.rows().iter().zip(&texts).enumerate() {
            let pad = width - text.chars().count();
            let names = pebble_names(row, 12).join(", ");
            lines.push(format!(
                "row {index:>label$} → {text}{:pad$}   pebbles {names}",
                ""
            ));
        }
        lines.push(ahead(self));
        lines.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pebbles_are_numbered_as_written() {
        let row: Row = "A B ( B ( A ) )".parse().unwrap();
        assert_eq!(pebble_names(&row, 12), ["0 ○", "1 ●", "2 ●", "3 ○"]);
        assert_eq!(pebble_names(&row, 2), ["0 ○", "1 ●", "…"]);
        assert_eq!(pebble_names(&row, 4), ["0 ○", "1 ●", "2 ●", "3 ○"]);
    }
}
