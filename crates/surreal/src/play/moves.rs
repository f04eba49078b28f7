//! Moves in sums of recurring rows, and why one may be refused.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use game::Player;
use game::text::ParseError;

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
/// **How a move is named.** The pebbles of a row are numbered as they are written (and as the
/// picture draws them in full), from 0, parentheses not counted: in `A B ( B A )` the `B` in
/// parentheses is pebble 2. A pebble inside parentheses is taken in one copy of the part around
/// it, and the copies are numbered from 0 too: copy 0 is the part as written, copies 1, 2, …
/// follow it (the picture draws them fading). So Walker's move, five copies of `B A` and the
/// third `B` taken, is `pebble 2 of row 0, copy 2`: the copies after the chosen one are cut away
/// with it, so how many were made does not matter. Inside nested parentheses there is a copy for
/// each pair, outermost first (`copy 1, copy 0`). That is what `Display` writes and [`FromStr`]
/// reads; it also reads `copy C of M` (`M` copies made, the pebble taken in copy `C`), the
/// older order `row 0, pebble 2, copy 2`, and `expanding 1 then 0` for an order of expansion
/// other than from the outside in, which `Display` writes only then.
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
/// let mv = Move::outside_in(0, 3, &[5]);
/// assert_eq!(mv.copies, [Copies { made: 5, chosen: 4 }]);
/// assert_eq!(mv.to_string(), "pebble 3 of row 0, copy 4");
/// assert_eq!("pebble 3 of row 0, copy 4".parse(), Ok(mv));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The row, from 0.
    pub row: usize,
    /// The pebble: its number among the row's pebbles as written, from 0.
    pub pebble: usize,
    /// How each pair of parentheses around the pebble is expanded, outermost first.
    pub copies: Vec<Copies>,
    /// The levels in the order they are expanded (indices into `copies`).
    pub order: Vec<usize>,
}

impl Move {
    /// What the move takes, for a reader: its name, `pebble 2 of row 0, copy 2` (see [`Move`]).
    pub fn describe(&self) -> String {
        self.to_string()
    }

    /// The move taking pebble `pebble` of `row` after expanding the parentheses around it from
    /// the outside in, into `made[level]` copies each, the pebble taken in the last copy.
    /// Without parentheses around the pebble, `made` is empty.
    pub fn outside_in(row: usize, pebble: usize, made: &[usize]) -> Move {
        Move {
            row,
            pebble,
            copies: made.iter().map(|&made| Copies::last_of(made)).collect(),
            order: (0..made.len()).collect(),
        }
    }

    /// The move taking pebble `pebble` of `row` in copy `copy[level]` of each part around it,
    /// from the outside in: the move named `pebble 2 of row 0, copy 2`.
    pub fn in_copies(row: usize, pebble: usize, copy: &[usize]) -> Move {
        let made: Vec<usize> = copy
            .iter()
            .map(|&chosen| chosen.saturating_add(1))
            .collect();
        Move::outside_in(row, pebble, &made)
    }

    /// Whether the parentheses are expanded from the outside in.
    pub fn is_outside_in(&self) -> bool {
        self.order.iter().enumerate().all(|(i, &level)| i == level)
    }
}

impl fmt::Display for Move {
    /// `pebble 2 of row 0, copy 2`: the copy taken at each level, outermost first (`copy C of M`
    /// where more copies are made than the pebble's and those before it), and the order of
    /// expansion when it is not from the outside in (`…, expanding 1 then 0`). [`FromStr`] reads
    /// it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pebble {} of row {}", self.pebble, self.row)?;
        for copies in &self.copies {
            write!(f, ", copy {}", copies.chosen)?;
            if copies.made != copies.chosen.saturating_add(1) {
                write!(f, " of {}", copies.made)?;
            }
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
/// assert_eq!(choices, ["pebble 1 of row 0", "pebble 2 of row 0", "pebble 0 of row 1"]);
/// let mv = position.moves(Player::Right)[1].in_copy(&[2]);
/// assert_eq!(position.play(Player::Right, &mv).unwrap().to_string(), "A B B A B A + B");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    /// The row, from 0.
    pub row: usize,
    /// The pebble's number among the row's pebbles as written (see [`Move`]).
    pub pebble: usize,
    /// How many pairs of parentheses are around it: the number of copies a move names.
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
        Move::outside_in(self.row, self.pebble, made)
    }

    /// The move taking this pebble in copy `copy[level]` of each part around it (outermost
    /// first, copies counted from 0).
    ///
    /// # Panics
    /// If `copy` does not have one copy per level.
    pub fn in_copy(&self, copy: &[usize]) -> Move {
        assert_eq!(copy.len(), self.levels, "one copy per level");
        Move::in_copies(self.row, self.pebble, copy)
    }

    /// The simplest move on this pebble: copy 0 at each level.
    pub fn simplest(&self) -> Move {
        self.with_copies(&vec![1; self.levels])
    }
}

impl fmt::Display for Choice {
    /// `pebble 2 of row 0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pebble {} of row {}", self.pebble, self.row)
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
    /// The row has no pebble of that number.
    NoSuchPebble {
        /// The row.
        row: usize,
        /// The pebble asked for.
        pebble: usize,
        /// How many pebbles the row has.
        pebbles: usize,
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
    /// The row would be longer than [`MAX_PLAYED_TOKENS`](crate::MAX_PLAYED_TOKENS) pebbles and
    /// parentheses.
    TooLong,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoSuchRow { row, rows } => {
                let s = if *rows == 1 { "" } else { "s" };
                write!(f, "there is no row {row} (there are {rows} row{s})")
            }
            MoveError::NoSuchPebble {
                row,
                pebble,
                pebbles: 0,
            } => write!(
                f,
                "row {row} has no pebble {pebble}: it has no pebbles left"
            ),
            MoveError::NoSuchPebble {
                row,
                pebble,
                pebbles,
            } => write!(
                f,
                "row {row} has no pebble {pebble} (its pebbles are numbered 0 to {} as written)",
                pebbles - 1
            ),
            MoveError::NotYours { player } => {
                write!(f, "that pebble is {}'s, not {player}'s", player.opponent())
            }
            MoveError::WrongLevels { levels, given } => write!(
                f,
                "the pebble is inside {levels} pair(s) of parentheses, so a move names {levels} copy (one for each), not {given}"
            ),
            MoveError::NoSuchCopy { level, copies } => write!(
                f,
                "at level {level}, copy {} of {} does not exist (copies count from 0, and at least one copy is made)",
                copies.chosen, copies.made
            ),
            MoveError::BadOrder => {
                f.write_str("the order of expansion must name each level around the pebble once")
            }
            MoveError::TooLong => write!(
                f,
                "so many copies would make the row longer than {} pebbles and parentheses, the \
                 most a move may leave",
                crate::MAX_PLAYED_TOKENS
            ),
        }
    }
}

impl Error for MoveError {}

/// What is wrong at a [`ParseMoveError`]'s column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseMoveErrorKind {
    /// The text does not start with `pebble P of row R` (or `row R`).
    ExpectedRow,
    /// `row R` is not followed by `, pebble P`, or a short form has no pebble after the row.
    ExpectedPebble,
    /// A part that is neither `copy C`, `copy C of M` nor `expanding L then L …`.
    ExpectedCopy,
    /// A number that is not a whole number a `usize` holds.
    BadNumber,
}

impl fmt::Display for ParseMoveErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseMoveErrorKind::ExpectedRow => {
                "expected 'pebble P of row R' (pebbles as written and rows count from 0)"
            }
            ParseMoveErrorKind::ExpectedPebble => {
                "expected a pebble after the row (as 'pebble 2 of row 0', or '0 2')"
            }
            ParseMoveErrorKind::ExpectedCopy => "expected ', copy C' or ', expanding L then L'",
            ParseMoveErrorKind::BadNumber => "expected a whole number",
        })
    }
}

/// Why some text is not a move, and where: `column 1: expected 'pebble P of row R' …`. Columns
/// count characters from 1.
pub type ParseMoveError = ParseError<ParseMoveErrorKind>;

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads what [`Move`]'s `Display` writes: `pebble 2 of row 0, copy 2`, with `copy C of M`
    /// and `…, expanding 1 then 0` where a move needs them; also `row 0, pebble 2, copy 2`, and
    /// the short form a reader types in play, the same numbers in the order row, pebble, copies:
    /// `0 2 2`.
    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        if text.trim_start().starts_with(|c: char| c.is_ascii_digit()) {
            return short(text);
        }
        // Each part with the character number (from 1) where it starts.
        let mut parts = Vec::new();
        let mut start = 0;
        for piece in text.split(',') {
            let lead = piece.chars().take_while(|c| c.is_whitespace()).count();
            parts.push((start + lead + 1, piece.trim()));
            start += piece.chars().count() + 1;
        }
        let fail = |column, kind| ParseMoveError::at(column, kind);
        let number = |column, word: &str| {
            word.trim()
                .parse::<usize>()
                .map_err(|_| fail(column, ParseMoveErrorKind::BadNumber))
        };
        let mut parts = parts.into_iter().peekable();
        let (column, first) = parts.next().unwrap_or((1, ""));
        let (row, pebble) = if let Some(rest) = first.strip_prefix("pebble ") {
            let Some((pebble, row)) = rest.split_once(" of row ") else {
                return Err(fail(column, ParseMoveErrorKind::ExpectedRow));
            };
            (number(column, row)?, number(column, pebble)?)
        } else if let Some(row) = first.strip_prefix("row ") {
            let row = number(column, row)?;
            let (column, second) = parts.next().unwrap_or((start, ""));
            match second.strip_prefix("pebble ") {
                Some(pebble) => (row, number(column, pebble)?),
                None => return Err(fail(column, ParseMoveErrorKind::ExpectedPebble)),
            }
        } else {
            return Err(fail(column, ParseMoveErrorKind::ExpectedRow));
        };
        let mut copies = Vec::new();
        let mut order = None;
        for (column, part) in parts {
            if let Some(rest) = part.strip_prefix("copy ") {
                let (chosen, made) = match rest.split_once(" of ") {
                    Some((chosen, made)) => (number(column, chosen)?, number(column, made)?),
                    None => {
                        let chosen = number(column, rest)?;
                        (chosen, chosen.saturating_add(1))
                    }
                };
                copies.push(Copies { made, chosen });
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
            pebble,
            copies,
            order,
        })
    }
}

/// The short form `0 2 2`: a row, a pebble and the copy at each level, separated by spaces.
fn short(text: &str) -> Result<Move, ParseMoveError> {
    let mut numbers = Vec::new();
    let mut column = 1;
    for piece in text.split(' ') {
        let length = piece.chars().count();
        if !piece.trim().is_empty() {
            let lead = piece.chars().take_while(|c| c.is_whitespace()).count();
            let number = piece
                .trim()
                .parse::<usize>()
                .map_err(|_| ParseMoveError::at(column + lead, ParseMoveErrorKind::BadNumber))?;
            numbers.push(number);
        }
        column += length + 1;
    }
    match numbers.as_slice() {
        [row, pebble, copy @ ..] => Ok(Move::in_copies(*row, *pebble, copy)),
        _ => Err(ParseMoveError::at(
            column,
            ParseMoveErrorKind::ExpectedPebble,
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_read_back_from_what_they_write() {
        let moves = [
            Move::outside_in(3, 0, &[]),
            Move::outside_in(0, 3, &[5]),
            Move {
                row: 0,
                pebble: 2,
                copies: vec![Copies { made: 5, chosen: 2 }],
                order: vec![0],
            },
            Move {
                row: 1,
                pebble: 1,
                copies: vec![Copies { made: 2, chosen: 1 }, Copies { made: 3, chosen: 0 }],
                order: vec![1, 0],
            },
        ];
        for mv in moves {
            let text = mv.to_string();
            assert_eq!(text.parse::<Move>(), Ok(mv), "{text}");
        }
        assert_eq!(
            Move::outside_in(1, 2, &[2, 3]).to_string(),
            "pebble 2 of row 1, copy 1, copy 2"
        );
        assert_eq!(
            Move::in_copies(0, 2, &[2]).to_string(),
            "pebble 2 of row 0, copy 2"
        );
        assert_eq!(
            "pebble 2 of row 0, copy 2 of 5"
                .parse::<Move>()
                .unwrap()
                .to_string(),
            "pebble 2 of row 0, copy 2 of 5"
        );
        // The short form a reader types: row, pebble, copies.
        assert_eq!("0 2 2".parse(), Ok(Move::in_copies(0, 2, &[2])));
        assert_eq!(" 1  0 ".parse(), Ok(Move::in_copies(1, 0, &[])));
        assert_eq!("0 0 1 0".parse(), Ok(Move::in_copies(0, 0, &[1, 0])));
        // The order with the row first is read too.
        assert_eq!(
            "row 0, pebble 2, copy 2".parse(),
            Ok(Move::in_copies(0, 2, &[2]))
        );
    }

    #[test]
    fn bad_moves_are_refused_naming_the_column() {
        let error = |text: &str| text.parse::<Move>().unwrap_err();
        assert_eq!(error("copy 0").column(), 1);
        assert_eq!(error("pebble 0").kind(), &ParseMoveErrorKind::ExpectedRow);
        assert_eq!(error("row 0").kind(), &ParseMoveErrorKind::ExpectedPebble);
        let e = error("pebble 2.1 of row 0");
        assert_eq!((e.column(), *e.kind()), (1, ParseMoveErrorKind::BadNumber));
        let e = error("pebble 2 of row 0, copy 4 from 5");
        assert_eq!((e.column(), *e.kind()), (20, ParseMoveErrorKind::BadNumber));
        let e = error("0 2.0 5");
        assert_eq!((e.column(), *e.kind()), (3, ParseMoveErrorKind::BadNumber));
        let e = error("0");
        assert_eq!(
            (e.column(), *e.kind()),
            (3, ParseMoveErrorKind::ExpectedPebble)
        );
        let e = error("pebble 2 of row 0, cpy 4");
        assert_eq!(
            e.to_string(),
            "column 20: expected ', copy C' or ', expanding L then L'"
        );
    }
}
