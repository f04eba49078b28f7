//! Moves in sums of recurring rows, and why one may be refused.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use game::Player;

/// How one pair of parentheses around the chosen pebble is expanded: into `made` copies of its
/// contents, the pebble being taken in copy `chosen` (from 0, so `chosen < made`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Copies {
    /// How many copies of the contents replace the parentheses (at least 1).
    pub made: usize,
    /// The copy in which the chosen pebble is taken, from 0.
    pub chosen: usize,
}

impl Copies {
    /// `chosen + 1` copies, the pebble taken in the last: as good as any larger number when the
    /// copies after it are cut away anyway.
    pub fn last_of(made: usize) -> Copies {
        Copies {
            made,
            chosen: made.saturating_sub(1),
        }
    }
}

/// A move in a sum of recurring rows: a pebble of the mover's, and how each pair of parentheses
/// around it is expanded before the cut.
///
/// The pebble is named by its `path`: the index of the item holding it at each level, from the
/// top of the row down, items being pebbles and parenthesised parts counted from 0. In
/// `A ( B ( A B ) A )` the path `[1, 1, 0]` is the `A` inside `( A B )`.
///
/// `copies` has one entry per pair of parentheses around the pebble, outermost first. `order`
/// lists those levels (indices into `copies`) in the order they are expanded; Walker leaves it
/// to the player. Made from the outside in (`order` = `0, 1, …`), the copies before the chosen one
/// keep their inner parentheses, and the row left is a prefix of the row's sign sequence; see the
/// [module](crate::play) on what the other orders do.
///
/// ```
/// use surreal::play::{Copies, Move};
///
/// let mv = Move::outside_in(0, vec![2, 1], &[5]);
/// assert_eq!(mv.copies, [Copies { made: 5, chosen: 4 }]);
/// assert_eq!(mv.to_string(), "row 0, pebble 2.1, copy 4 of 5");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The row, from 0.
    pub row: usize,
    /// The pebble: its item index at each level, from the top of the row down.
    pub path: Vec<usize>,
    /// How each pair of parentheses around the pebble is expanded, outermost first.
    pub copies: Vec<Copies>,
    /// The levels in the order they are expanded (indices into `copies`).
    pub order: Vec<usize>,
}

impl Move {
    /// What the move takes, for a reader: `pebble 2.0 of row 0 (copy 4 of 5)`.
    pub fn describe(&self) -> String {
        let path: Vec<String> = self.path.iter().map(ToString::to_string).collect();
        let mut text = format!("pebble {} of row {}", path.join("."), self.row);
        let copies: Vec<String> = self
            .copies
            .iter()
            .map(|c| format!("copy {} of {}", c.chosen, c.made))
            .collect();
        if !copies.is_empty() {
            text.push_str(&format!(" ({})", copies.join(", ")));
        }
        text
    }

    /// The move taking the pebble at `path` of `row` after expanding the parentheses around it
    /// from the outside in, into `made[level]` copies each, the pebble taken in the last copy.
    /// Without parentheses around the pebble, `made` is empty.
    pub fn outside_in(row: usize, path: Vec<usize>, made: &[usize]) -> Move {
        Move {
            row,
            path,
            copies: made.iter().map(|&made| Copies::last_of(made)).collect(),
            order: (0..made.len()).collect(),
        }
    }

    /// Whether the parentheses are expanded from the outside in.
    pub fn is_outside_in(&self) -> bool {
        self.order.iter().enumerate().all(|(i, &level)| i == level)
    }
}

impl fmt::Display for Move {
    /// `row 0, pebble 2.1, copy 4 of 5`: the path joined by dots, then the copy taken at each
    /// level, outermost first, and the order of expansion when it is not from the outside in
    /// (`…, expanding 1 then 0`). [`FromStr`] reads it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}, pebble ", self.row)?;
        write_path(f, &self.path)?;
        for copies in &self.copies {
            write!(f, ", copy {} of {}", copies.chosen, copies.made)?;
        }
        if !self.is_outside_in() {
            f.write_str(", expanding ")?;
            for (i, level) in self.order.iter().enumerate() {
                let then = if i == 0 { "" } else { " then " };
                write!(f, "{then}{level}")?;
            }
        }
        Ok(())
    }
}

/// Writes a path as its indices joined by dots: `2.1`.
fn write_path(f: &mut fmt::Formatter<'_>, path: &[usize]) -> fmt::Result {
    for (i, item) in path.iter().enumerate() {
        let dot = if i == 0 { "" } else { "." };
        write!(f, "{dot}{item}")?;
    }
    Ok(())
}

/// A pebble a player may choose, before choosing the copies: what [`Position::moves`] lists.
///
/// [`Position::moves`]: crate::play::Position::moves
///
/// ```
/// use game::Player;
/// use surreal::play::Position;
///
/// let position: Position = "A B ( B A ) + B".parse().unwrap();
/// let choices = position.moves(Player::Right);
/// let choices: Vec<String> = choices.iter().map(ToString::to_string).collect();
/// assert_eq!(choices, ["row 0, pebble 1", "row 0, pebble 2.0", "row 1, pebble 0"]);
/// let mv = position.moves(Player::Right)[1].with_copies(&[3]);
/// assert_eq!(position.play(Player::Right, &mv).unwrap().to_string(), "A B B A B A + B");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    /// The row, from 0.
    pub row: usize,
    /// The pebble's path (see [`Move`]).
    pub path: Vec<usize>,
    /// How many pairs of parentheses are around it: the number of copy counts a move needs.
    pub levels: usize,
}

impl Choice {
    /// The move taking this pebble after expanding the parentheses around it from the outside in
    /// into `made[level]` copies each (outermost first), the pebble taken in the last copy.
    ///
    /// # Panics
    /// If `made` does not have one count per level.
    pub fn with_copies(&self, made: &[usize]) -> Move {
        assert_eq!(made.len(), self.levels, "one copy count per level");
        Move::outside_in(self.row, self.path.clone(), made)
    }

    /// The simplest move on this pebble: one copy at each level.
    pub fn simplest(&self) -> Move {
        self.with_copies(&vec![1; self.levels])
    }
}

impl fmt::Display for Choice {
    /// `row 0, pebble 2.1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}, pebble ", self.row)?;
        write_path(f, &self.path)
    }
}

/// Why a move cannot be made. Rows, items and copies count from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// There is no such row.
    NoSuchRow {
        /// The row asked for.
        row: usize,
        /// How many rows there are.
        rows: usize,
    },
    /// The path does not lead to a pebble of the row.
    NoSuchPebble {
        /// The row.
        row: usize,
        /// The path asked for.
        path: Vec<usize>,
    },
    /// The pebble is the other player's.
    NotYours {
        /// The player who tried the move.
        player: Player,
    },
    /// `copies` does not have one entry per pair of parentheses around the pebble.
    WrongLevels {
        /// The pairs of parentheses around the pebble.
        levels: usize,
        /// The entries given.
        given: usize,
    },
    /// A level with no copies, or a chosen copy past the last.
    NoSuchCopy {
        /// The level, outermost 0.
        level: usize,
        /// Its copies.
        copies: Copies,
    },
    /// `order` does not name each level exactly once.
    BadOrder,
    /// The row would be longer than a hundred million symbols.
    TooLong,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoSuchRow { row, rows } => {
                let s = if *rows == 1 { "" } else { "s" };
                write!(f, "there is no row {row} (there are {rows} row{s})")
            }
            MoveError::NoSuchPebble { row, path } => {
                let path: Vec<String> = path.iter().map(ToString::to_string).collect();
                write!(f, "row {row} has no pebble at {}", path.join("."))
            }
            MoveError::NotYours { player } => {
                write!(f, "that pebble is {}'s, not {player}'s", player.opponent())
            }
            MoveError::WrongLevels { levels, given } => write!(
                f,
                "the pebble is inside {levels} pair(s) of parentheses, but {given} copy count(s) were given"
            ),
            MoveError::NoSuchCopy { level, copies } => write!(
                f,
                "at level {level}, copy {} of {} does not exist (copies count from 0, and at least one copy is made)",
                copies.chosen, copies.made
            ),
            MoveError::BadOrder => {
                f.write_str("the order of expansion must name each level around the pebble once")
            }
            MoveError::TooLong => f.write_str("so many copies would make the row too long to hold"),
        }
    }
}

impl Error for MoveError {}

/// What is wrong at a [`ParseMoveError`]'s column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseMoveErrorKind {
    /// The text does not start with `row N`.
    ExpectedRow,
    /// `row N` is not followed by `, pebble P` (`P` a path such as `2.1`).
    ExpectedPebble,
    /// A part that is neither `copy C of M` nor `expanding L then L …`.
    ExpectedCopy,
    /// A number that is not a whole number a `usize` holds.
    BadNumber,
}

impl fmt::Display for ParseMoveErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseMoveErrorKind::ExpectedRow => "expected 'row N' (rows count from 0)",
            ParseMoveErrorKind::ExpectedPebble => {
                "expected ', pebble P', P a path of item numbers such as 2.1"
            }
            ParseMoveErrorKind::ExpectedCopy => {
                "expected ', copy C of M' or ', expanding L then L'"
            }
            ParseMoveErrorKind::BadNumber => "expected a whole number",
        })
    }
}

/// Why some text is not a move, and where: `column 8: expected ', pebble P', …`. Columns count
/// characters from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseMoveError {
    column: usize,
    kind: ParseMoveErrorKind,
}

impl ParseMoveError {
    /// What is wrong.
    pub fn kind(&self) -> &ParseMoveErrorKind {
        &self.kind
    }

    /// The column where the faulty part starts, from 1, in characters.
    pub fn column(&self) -> usize {
        self.column
    }
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.kind)
    }
}

impl Error for ParseMoveError {}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads what [`Move`]'s `Display` writes: `row 0, pebble 2.1, copy 4 of 5`, and
    /// `…, expanding 1 then 0` for an order other than from the outside in.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        // Each part with the character number (from 1) where it starts.
        let mut parts = Vec::new();
        let mut start = 0;
        for piece in text.split(',') {
            let lead = piece.chars().take_while(|c| c.is_whitespace()).count();
            parts.push((start + lead + 1, piece.trim()));
            start += piece.chars().count() + 1;
        }
        let fail = |column, kind| ParseMoveError { column, kind };
        let number = |column, word: &str| {
            word.trim()
                .parse::<usize>()
                .map_err(|_| fail(column, ParseMoveErrorKind::BadNumber))
        };
        let mut parts = parts.into_iter();
        let (column, first) = parts.next().unwrap_or((1, ""));
        let row = match first.strip_prefix("row ") {
            Some(n) => number(column, n)?,
            None => return Err(fail(column, ParseMoveErrorKind::ExpectedRow)),
        };
        let (column, second) = parts.next().unwrap_or((start, ""));
        let path = match second.strip_prefix("pebble ") {
            Some(p) => p
                .split('.')
                .map(|item| number(column, item))
                .collect::<Result<Vec<usize>, _>>()?,
            None => return Err(fail(column, ParseMoveErrorKind::ExpectedPebble)),
        };
        let mut copies = Vec::new();
        let mut order = None;
        for (column, part) in parts {
            if let Some(rest) = part.strip_prefix("copy ") {
                let Some((chosen, made)) = rest.split_once(" of ") else {
                    return Err(fail(column, ParseMoveErrorKind::ExpectedCopy));
                };
                copies.push(Copies {
                    made: number(column, made)?,
                    chosen: number(column, chosen)?,
                });
            } else if let Some(rest) = part.strip_prefix("expanding ") {
                let levels = rest.split(" then ").map(|level| number(column, level));
                order = Some(levels.collect::<Result<Vec<usize>, _>>()?);
            } else {
                return Err(fail(column, ParseMoveErrorKind::ExpectedCopy));
            }
        }
        let order = order.unwrap_or_else(|| (0..copies.len()).collect());
        Ok(Move {
            row,
            path,
            copies,
            order,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_read_back_from_what_they_write() {
        let moves = [
            Move::outside_in(3, vec![0], &[]),
            Move::outside_in(0, vec![2, 1], &[5]),
            Move {
                row: 1,
                path: vec![0, 1, 0],
                copies: vec![Copies { made: 2, chosen: 1 }, Copies { made: 3, chosen: 0 }],
                order: vec![1, 0],
            },
        ];
        for mv in moves {
            let text = mv.to_string();
            assert_eq!(text.parse::<Move>(), Ok(mv), "{text}");
        }
        assert_eq!(
            Move::outside_in(1, vec![0, 1, 0], &[2, 3]).to_string(),
            "row 1, pebble 0.1.0, copy 1 of 2, copy 2 of 3"
        );
    }

    #[test]
    fn bad_moves_are_refused_naming_the_column() {
        let error = |text: &str| text.parse::<Move>().unwrap_err();
        assert_eq!(error("pebble 0").column(), 1);
        assert_eq!(error("row 0").kind(), &ParseMoveErrorKind::ExpectedPebble);
        let e = error("row 0, pebble 2.x");
        assert_eq!((e.column(), *e.kind()), (8, ParseMoveErrorKind::BadNumber));
        let e = error("row 0, pebble 2.1, copy 4 from 5");
        assert_eq!(
            (e.column(), *e.kind()),
            (20, ParseMoveErrorKind::ExpectedCopy)
        );
        assert_eq!(
            e.to_string(),
            "column 20: expected ', copy C of M' or ', expanding L then L'"
        );
    }
}
