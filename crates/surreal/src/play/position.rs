//! A sum of recurring rows: reading and writing it, its value, and the moves in it.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use game::text::ParseError;
use game::{Outcome, Player};

use super::moves::{Choice, Move, MoveError};
use super::tokens::{self, Expansion, LEFT, RIGHT};
use crate::{ParseRowErrorKind, Row, Surreal, ValueError};

/// A sum of recurring rows, written with `+` between them: `A B ( B A ) + B`.
///
/// Rows count from 0. Its [value](Position::value) is the sum of its rows' values; a move takes
/// a pebble of one row (see [`Move`]).
///
/// ```
/// use surreal::play::Position;
///
/// let position: Position = "A B (B A) + A B ( B A ) + A B ( B A ) + B".parse().unwrap();
/// assert_eq!(position.rows().len(), 4);
/// assert!(position.value().unwrap().is_zero()); // three thirds and −1
/// assert_eq!(position.to_string(), "A B ( B A ) + A B ( B A ) + A B ( B A ) + B");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    rows: Vec<Row>,
}

impl Position {
    /// The sum of these rows.
    pub fn new(rows: Vec<Row>) -> Position {
        Position { rows }
    }

    /// The rows, from row 0.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// The value: the sum of the rows' values.
    ///
    /// # Errors
    /// [`PositionValueError`] naming the first row whose value is not a finite normal form.
    pub fn value(&self) -> Result<Surreal, PositionValueError> {
        let values = self.row_values()?;
        Ok(values
            .iter()
            .fold(Surreal::zero(), |total, value| &total + value))
    }

    /// Each row's value, from row 0.
    pub(crate) fn row_values(&self) -> Result<Vec<Surreal>, PositionValueError> {
        let value =
            |(row, r): (usize, &Row)| r.value().map_err(|error| PositionValueError { row, error });
        self.rows.iter().enumerate().map(value).collect()
    }

    /// Who wins, from the value: Left if it is positive, Right if negative, and whoever moves
    /// second if it is zero (whoever must first choose where to cut loses). One row may be worth
    /// an infinite sum: it is then compared with the row worth minus the others.
    ///
    /// # Errors
    /// [`PositionValueError`] if two rows are infinite sums, or one is and minus the others has
    /// no row.
    pub fn outcome(&self) -> Result<Outcome, PositionValueError> {
        Ok(match self.compare_with_zero()? {
            std::cmp::Ordering::Greater => Outcome::LeftWins,
            std::cmp::Ordering::Less => Outcome::RightWins,
            std::cmp::Ordering::Equal => Outcome::SecondPlayerWins,
        })
    }

    /// The pebbles `player` may choose, row by row, leftmost first: a move is one of them and a
    /// number of copies for each pair of parentheses around it ([`Choice::with_copies`]).
    pub fn moves(&self, player: Player) -> Vec<Choice> {
        let mine = pebble_of(player);
        let mut choices = Vec::new();
        for (row, r) in self.rows.iter().enumerate() {
            // One pass: the pebbles seen and the parentheses open, kept up to date.
            let (mut pebble, mut levels) = (0, 0);
            for token in tokens::tokens(r) {
                match token {
                    tokens::OPEN => levels += 1,
                    tokens::CLOSE => levels -= 1,
                    token => {
                        if token == mine {
                            choices.push(Choice {
                                row,
                                pebble,
                                levels,
                            });
                        }
                        pebble += 1;
                    }
                }
            }
        }
        choices
    }

    /// How many pairs of parentheses are around pebble `pebble` of `row` (pebbles numbered as
    /// written, from 0): how many copies a move on it names. `None` if there is no such pebble.
    pub fn levels(&self, row: usize, pebble: usize) -> Option<usize> {
        let tokens = tokens::tokens(self.rows.get(row)?);
        let at = tokens::nth_pebble(&tokens, pebble)?;
        Some(tokens::enclosing(&tokens, at).len())
    }

    /// The position after `player` makes `mv`: the parentheses around the chosen pebble are
    /// replaced by copies of their contents, in the move's order, and the chosen copy is taken
    /// with everything to its right.
    ///
    /// ```
    /// use game::Player;
    /// use surreal::play::{Move, Position};
    ///
    /// let position: Position = "A B ( B A ) + B".parse().unwrap();
    /// // Walker's example: five copies of B A, the third of the five B's taken.
    /// let mv: Move = "pebble 2 of row 0, copy 2".parse().unwrap();
    /// assert_eq!(position.play(Player::Right, &mv).unwrap().to_string(), "A B B A B A + B");
    /// ```
    ///
    /// # Errors
    /// [`MoveError`] if there is no such row or pebble, the pebble is not `player`'s, the copies
    /// do not fit the parentheses around it, or the row would grow past
    /// [`MAX_PLAYED_TOKENS`](crate::MAX_PLAYED_TOKENS) pebbles and parentheses.
    pub fn play(&self, player: Player, mv: &Move) -> Result<Position, MoveError> {
        let Some(row) = self.rows.get(mv.row) else {
            return Err(MoveError::NoSuchRow {
                row: mv.row,
                rows: self.rows.len(),
            });
        };
        let tokens = tokens::tokens(row);
        let at = tokens::nth_pebble(&tokens, mv.pebble).ok_or_else(|| MoveError::NoSuchPebble {
            row: mv.row,
            pebble: mv.pebble,
            pebbles: tokens::pebble_number(&tokens, tokens.len()),
        })?;
        if tokens[at] != pebble_of(player) {
            return Err(MoveError::NotYours { player });
        }
        let levels = tokens::enclosing(&tokens, at).len();
        if mv.copies.len() != levels {
            return Err(MoveError::WrongLevels {
                levels,
                given: mv.copies.len(),
            });
        }
        for (level, &copies) in mv.copies.iter().enumerate() {
            if copies.made == 0 || copies.chosen >= copies.made {
                return Err(MoveError::NoSuchCopy { level, copies });
            }
        }
        let mut seen = vec![false; levels];
        for &level in &mv.order {
            if level >= levels || std::mem::replace(&mut seen[level], true) {
                return Err(MoveError::BadOrder);
            }
        }
        if mv.order.len() != levels {
            return Err(MoveError::BadOrder);
        }
        let cut = if mv.is_outside_in() {
            let before: Vec<usize> = mv.copies.iter().map(|c| c.chosen).collect();
            tokens::cut_outside_in(&tokens, at, &before)
        } else {
            let steps: Vec<Expansion> = mv
                .order
                .iter()
                .map(|&level| Expansion {
                    level,
                    made: mv.copies[level].made,
                    chosen: mv.copies[level].chosen,
                })
                .collect();
            tokens::cut_in_order(&tokens, at, &steps)
        };
        let cut = cut.ok_or(MoveError::TooLong)?;
        let mut rows = self.rows.clone();
        rows[mv.row] = tokens::row(&cut);
        Ok(Position { rows })
    }
}

/// The token of `player`'s pebbles.
pub(crate) fn pebble_of(player: Player) -> u8 {
    match player {
        Player::Left => LEFT,
        Player::Right => RIGHT,
    }
}

impl From<Row> for Position {
    /// The position of one row.
    fn from(row: Row) -> Position {
        Position { rows: vec![row] }
    }
}

impl fmt::Display for Position {
    /// The rows with ` + ` between them, as Walker writes them, leaving out rows emptied in play
    /// (which keep their numbers in the position); `0` when no row is left. The alternate form
    /// `{:#}` writes each row's glyphs.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rows = self.rows.iter().filter(|row| !row.is_empty()).peekable();
        if rows.peek().is_none() {
            return f.write_str("0");
        }
        for (index, row) in rows.enumerate() {
            if index > 0 {
                f.write_str(" + ")?;
            }
            fmt::Display::fmt(row, f)?;
        }
        Ok(())
    }
}

/// What is wrong with the text of a position, at a [`ParsePositionError`]'s row and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParsePositionErrorKind {
    /// The row itself is not a recurring row.
    Row(ParseRowErrorKind),
    /// A `+` with no row before it.
    PlusWithoutRowBefore,
    /// A `+` with no row after it.
    PlusWithoutRowAfter,
}

impl fmt::Display for ParsePositionErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionErrorKind::Row(kind) => fmt::Display::fmt(kind, f),
            ParsePositionErrorKind::PlusWithoutRowBefore => {
                f.write_str("'+' has no row of pebbles before it")
            }
            ParsePositionErrorKind::PlusWithoutRowAfter => {
                f.write_str("'+' has no row of pebbles after it")
            }
        }
    }
}

/// Why some text is not a sum of recurring rows, and where: `column 9 (row 1): this '(' is never
/// closed`, its [`part`](ParseError::part) the row. Rows count from 0; lines and columns of the
/// whole text from 1, in characters.
pub type ParsePositionError = ParseError<ParsePositionErrorKind>;

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads rows in Walker's notation separated by `+`: `A B ( B A ) + B`, `○●(●○)+●`. Empty
    /// text (or only white space), or `0`, is the empty sum.
    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        if text.trim().is_empty() || text.trim() == "0" {
            return Ok(Position::default());
        }
        let mut rows = Vec::new();
        // The character number (from 1) where the current row's text starts.
        let mut start = 1;
        // Pebbles and parentheses the rows may still hold, all together.
        let mut room = crate::MAX_READ_TOKENS;
        let pieces: Vec<&str> = text.split('+').collect();
        let last = pieces.len() - 1;
        for (row, piece) in pieces.into_iter().enumerate() {
            let fail =
                |at: usize, kind| ParsePositionError::in_text(text, at, kind).in_part("row", row);
            let length = piece.chars().count();
            if piece.trim().is_empty() {
                // The `+` after the piece, or, after the last piece, the one before it.
                return Err(if row < last {
                    fail(start + length, ParsePositionErrorKind::PlusWithoutRowBefore)
                } else {
                    fail(start - 1, ParsePositionErrorKind::PlusWithoutRowAfter)
                });
            }
            match crate::row::read_row(piece, room) {
                Ok((r, tokens)) => {
                    rows.push(r);
                    room -= tokens;
                }
                Err(error) => {
                    // Place the fault in the whole text: the piece's own column count from
                    // its first line, so find the character number within the piece first.
                    let within = char_number(piece, error.line(), error.column());
                    return Err(fail(
                        start + within - 1,
                        ParsePositionErrorKind::Row(*error.kind()),
                    ));
                }
            }
            start += length + 1;
        }
        Ok(Position { rows })
    }
}

/// The character number (from 1) of line `line`, column `column` of `text`.
fn char_number(text: &str, line: usize, column: usize) -> usize {
    let mut number = 1;
    let mut current = 1;
    for c in text.chars() {
        if current == line {
            break;
        }
        number += 1;
        if c == '\n' {
            current += 1;
        }
    }
    number + column - 1
}

/// A row of a position has a value that is not a finite normal form.
#[derive(Clone, Debug)]
pub struct PositionValueError {
    /// The row, from 0.
    pub row: usize,
    /// Why its value could not be given.
    pub error: ValueError,
}

impl fmt::Display for PositionValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}: {}", self.row, self.error)
    }
}

impl Error for PositionValueError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::Copies;

    fn position(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn positions_are_read_and_written() {
        assert_eq!(position("AB(BA)+B").to_string(), "A B ( B A ) + B");
        assert_eq!(position("○●(●○) + ●").to_string(), "A B ( B A ) + B");
        assert_eq!(position("").to_string(), "0");
        assert_eq!(position("  ").rows().len(), 0);
        assert_eq!(position("0").rows().len(), 0);
        let emptied = Position::new(vec![Row::empty(), "B".parse().unwrap(), Row::empty()]);
        assert_eq!(emptied.to_string(), "B");
        assert_eq!(Position::new(vec![Row::empty()]).to_string(), "0");
        assert_eq!(position("( ( A ) ) + A").rows().len(), 2);
    }

    #[test]
    fn errors_name_the_row_and_the_column_in_the_whole_text() {
        let error = |text: &str| text.parse::<Position>().unwrap_err();
        let row = |e: &ParsePositionError| e.part().expect("a row").index;
        let e = error("A B + ( B");
        assert_eq!((row(&e), e.column()), (1, 7));
        assert_eq!(e.to_string(), "column 7 (row 1): this '(' is never closed");
        let e = error("A + B C");
        assert_eq!((row(&e), e.column()), (1, 7));
        assert!(matches!(
            e.kind(),
            ParsePositionErrorKind::Row(ParseRowErrorKind::NeutralPebble('C'))
        ));
        let e = error("A + + B");
        assert_eq!((row(&e), e.column()), (1, 5));
        assert_eq!(e.kind(), &ParsePositionErrorKind::PlusWithoutRowBefore);
        let e = error("A + B +");
        assert_eq!((row(&e), e.column()), (2, 7));
        assert_eq!(e.kind(), &ParsePositionErrorKind::PlusWithoutRowAfter);
        let e = error("+ A");
        assert_eq!((row(&e), e.column()), (0, 1));
        let e = error("A ( ) + B");
        assert_eq!((row(&e), e.column()), (0, 3));
        let e = error("A + x");
        assert_eq!(e.to_string().lines().count(), 1);
        assert_eq!(e.column(), 5);
    }

    #[test]
    fn moves_list_the_players_pebbles() {
        let p = position("A ( B ( A B ) A ) + B A");
        let left: Vec<String> = p
            .moves(Player::Left)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            left,
            [
                "pebble 0 of row 0",
                "pebble 2 of row 0",
                "pebble 4 of row 0",
                "pebble 1 of row 1"
            ]
        );
        assert_eq!(p.moves(Player::Right).len(), 3);
        assert_eq!(p.levels(0, 2), Some(2));
        assert_eq!(p.levels(1, 0), Some(0));
        assert_eq!(p.levels(1, 2), None);
        for player in Player::BOTH {
            for choice in p.moves(player) {
                assert!(p.play(player, &choice.simplest()).is_ok(), "{choice}");
                assert!(p.play(player.opponent(), &choice.simplest()).is_err());
            }
        }
    }

    #[test]
    fn walkers_moves_are_played() {
        let p = position("A B ( B A ) + A B ( B A ) + A B ( B A ) + B");
        // Right: five copies of B A, the third copy of the chosen B taken.
        let mv = Move {
            row: 0,
            pebble: 2,
            copies: vec![Copies { made: 5, chosen: 2 }],
            order: vec![0],
        };
        let p = p.play(Player::Right, &mv).unwrap();
        assert_eq!(p.rows()[0].to_string(), "A B B A B A");
        // Left: the A of the third copy of B A in the second row.
        let mv = Move::outside_in(1, 3, &[3]);
        let p = p.play(Player::Left, &mv).unwrap();
        assert_eq!(p.rows()[1].to_string(), "A B B A B A B");
        // Nested: the outer pair first keeps the earlier copies recurring.
        let q = position("( ( A ) B )");
        let mv = Move::outside_in(0, 0, &[3, 2]);
        assert_eq!(
            q.play(Player::Left, &mv).unwrap().to_string(),
            "( A ) B ( A ) B A"
        );
        let inner_first = Move {
            order: vec![1, 0],
            ..mv.clone()
        };
        assert_eq!(
            q.play(Player::Left, &inner_first).unwrap().to_string(),
            "A A B A A B A"
        );
    }

    #[test]
    fn bad_moves_are_refused() {
        let p = position("A ( B A ) + B");
        let err = |player, mv: Move| p.play(player, &mv).unwrap_err();
        assert!(matches!(
            err(Player::Left, Move::outside_in(2, 0, &[])),
            MoveError::NoSuchRow { row: 2, rows: 2 }
        ));
        assert!(matches!(
            err(Player::Left, Move::outside_in(0, 3, &[])),
            MoveError::NoSuchPebble { pebbles: 3, .. }
        ));
        assert!(matches!(
            err(Player::Right, Move::outside_in(0, 0, &[])),
            MoveError::NotYours { .. }
        ));
        assert!(matches!(
            err(Player::Left, Move::outside_in(0, 2, &[])),
            MoveError::WrongLevels {
                levels: 1,
                given: 0
            }
        ));
        assert!(matches!(
            err(Player::Left, Move::outside_in(0, 2, &[0])),
            MoveError::NoSuchCopy { level: 0, .. }
        ));
        let mut mv = Move::outside_in(0, 2, &[2]);
        mv.order = vec![];
        assert!(matches!(err(Player::Left, mv.clone()), MoveError::BadOrder));
        mv.order = vec![0, 0];
        assert!(matches!(err(Player::Left, mv), MoveError::BadOrder));
        assert!(matches!(
            err(Player::Left, Move::outside_in(0, 2, &[usize::MAX])),
            MoveError::TooLong
        ));
        for e in [MoveError::BadOrder, MoveError::TooLong] {
            assert_eq!(e.to_string().lines().count(), 1);
        }
    }
}
