//! `gamebird surreal …`: recurring rows of pebbles and the numbers they are worth (chapter 6).

use std::io::Write;

use clap::Subcommand;
use surreal::{Row, Surreal};

use crate::cli::{Failure, text_or_stdin, within_picture_limit};

/// Recurring rows: values in Conway normal form, the row of a number, comparisons, birthdays,
/// pictures, and a game (chapter 6).
///
/// A row is Walker's notation: pebbles A (Left's, drawn ○) and B (Right's, drawn ●), and parts in
/// parentheses, repeated as often as the mover likes: "A B ( B A )" is 1/3, "( A )" is ω,
/// "( A ) ( B )" is ω/2, "A ( B )" is 1/ω. Spaces are optional; parentheses nest. Numbers are
/// written as CGSuite writes them, with ω (or w): "w + 1/3", "w/2", "1 - 1/w", "w^(1/2)".
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The value of a row, or of a sum of rows joined by '+', in Conway normal form:
    /// "A B ( B A )" is 1/3.
    Value {
        /// The row or sum, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Write ω as w, and · as *.
        #[arg(long)]
        ascii: bool,
    },
    /// The row worth a number: "w + 1/3" is ( A ) A B ( B A ).
    ///
    /// Every number whose sign expansion is a finite nest of recurring parts has one: rationals,
    /// ω and its multiples and powers, 1/ω, and their sums.
    Row {
        /// The number: "1/3", "w/2", "w + 1/3", "1 - 1/w", "w^(1/2)".
        #[arg(allow_hyphen_values = true)]
        number: String,
        /// Write the row in glyphs (○ for A, ● for B).
        #[arg(long)]
        glyphs: bool,
    },
    /// Compare two rows by their values: prints <, = or >.
    ///
    /// Rows are compared as sign sequences, without unfolding anything infinite: "A B ( A )" < "A".
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
    /// A picture of a row, or of a sum of rows, as SVG on standard output.
    ///
    /// Left's pebbles white, Right's black; each recurring part drawn once, then fading, under a
    /// bracket labelled ω.
    Svg {
        /// The row or sum, or '-' for standard input.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// The most pebbles to draw: the picture is built in memory.
        #[arg(long, default_value_t = 10_000)]
        max: usize,
    },
}

/// Runs a `gamebird surreal` command.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Value { position, ascii } => {
            let value = sum_value(&rows(&text_or_stdin(&position)?)?)?;
            write_number(&value, ascii, out)
        }
        Command::Row { number, glyphs } => {
            let number: Surreal = number.trim().parse().map_err(Failure::input)?;
            let row = Row::from_value(&number).map_err(Failure::input)?;
            if row.is_empty() {
                writeln!(out, "(the empty row)")?;
            } else if glyphs {
                writeln!(out, "{row:#}")?;
            } else {
                writeln!(out, "{row}")?;
            }
            Ok(())
        }
        Command::Compare { a, b } => {
            let a = named_row(&a, "first")?;
            let b = named_row(&b, "second")?;
            let sign = match a.cmp(&b) {
                std::cmp::Ordering::Less => "<",
                std::cmp::Ordering::Equal => "=",
                std::cmp::Ordering::Greater => ">",
            };
            writeln!(out, "{sign}")?;
            Ok(())
        }
        Command::Birthday { row, ascii } => {
            let row = read_row(&text_or_stdin(&row)?)?;
            let birthday = row.birthday();
            if ascii {
                writeln!(out, "{birthday:#}")?;
            } else {
                writeln!(out, "{birthday}")?;
            }
            Ok(())
        }
        Command::Svg { position, max } => {
            let rows = rows(&text_or_stdin(&position)?)?;
            within_picture_limit(surreal::svg::drawn_pebbles(&rows), max, "pebbles")?;
            out.write_all(surreal::svg::rows_svg(&rows).as_bytes())?;
            Ok(())
        }
    }
}

/// Writes a number in Unicode, or in ASCII (`w` for ω).
fn write_number(value: &Surreal, ascii: bool, out: &mut dyn Write) -> Result<(), Failure> {
    if ascii {
        writeln!(out, "{}", value.ascii())?;
    } else {
        writeln!(out, "{value}")?;
    }
    Ok(())
}

/// One row.
fn read_row(text: &str) -> Result<Row, Failure> {
    text.trim_end().parse().map_err(Failure::input)
}

/// One row of two, named in its error: `second row: column 3: …`.
fn named_row(text: &str, which: &str) -> Result<Row, Failure> {
    text.parse()
        .map_err(|error| Failure::Input(format!("{which} row: {error}")))
}

/// The rows of a sum `X + Y + …`, each error placed by its column in the whole text.
fn rows(text: &str) -> Result<Vec<Row>, Failure> {
    let mut rows = Vec::new();
    let mut start = 0;
    for part in text.trim_end().split('+') {
        match part.parse::<Row>() {
            Ok(row) => rows.push(row),
            Err(error) => {
                // The row's error counts columns from the start of its part: count them from
                // the start of the whole text instead.
                let message = error.to_string();
                let prefix = format!("column {}: ", error.column());
                let what = message.strip_prefix(&prefix).unwrap_or(&message);
                let column = text[..start].chars().count() + error.column();
                return Err(Failure::Input(format!("column {column}: {what}")));
            }
        }
        start += part.len() + 1;
    }
    Ok(rows)
}

/// The value of a sum of rows.
fn sum_value(rows: &[Row]) -> Result<Surreal, Failure> {
    let mut total = Surreal::zero();
    for row in rows {
        let value = row.value().map_err(Failure::input)?;
        total = &total + &value;
    }
    Ok(total)
}
