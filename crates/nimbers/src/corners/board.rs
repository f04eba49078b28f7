//! A board of Turning Corners: its coins, its moves, its value, and the play protocol.

use std::fmt;
use std::str::FromStr;

use game::play::{Best, Playable, Valued, Verb, index, not_a_move, words};
use game::text::quoted;
use game::{Game, Nimber, Player};

use crate::NimField;

/// What a coin at `(row, column)` is worth alone: the nim-product `row ⊗ column`.
///
/// ```
/// use game::Nimber;
/// assert_eq!(nimbers::corners::coin_value(4, 4), Nimber(6));
/// assert_eq!(nimbers::corners::coin_value(0, 9), Nimber(0)); // a coin on an edge never moves
/// ```
pub fn coin_value(row: usize, column: usize) -> Nimber {
    Nimber(row as u64).times(&Nimber(column as u64))
}

/// The most rows, and the most columns, of a board read from text.
pub const MAX_SIDE: usize = 64;

/// How a move of Turning Corners is said: `turn`, `turns`, `turned`.
pub const TURN: Verb = Verb {
    base: "turn",
    third: "turns",
    past: "turned",
};

/// A position of Turning Corners: a grid of coins, heads or tails.
///
/// Read from text and written as rows of `H` (heads) and `.` (tails; `T` is read too), one row a
/// line or rows separated by `/`: `"..../..H./...H"`.
///
/// ```
/// use nimbers::corners::Board;
///
/// let board: Board = "..../..H./...H".parse().unwrap();
/// assert_eq!((board.rows(), board.columns()), (3, 4));
/// assert!(board.is_heads(2, 3));
/// assert_eq!(board.to_string(), "..../..H./...H");
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    rows: usize,
    columns: usize,
    /// Row by row: whether each coin shows heads.
    heads: Vec<bool>,
}

/// A move of Turning Corners: the rectangle whose far corner is `(row, column)` (heads, turned to
/// tails) and whose near corner is `(near_row, near_column)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The far corner's row.
    pub row: usize,
    /// The far corner's column.
    pub column: usize,
    /// The near corner's row, less than `row`.
    pub near_row: usize,
    /// The near corner's column, less than `column`.
    pub near_column: usize,
}

impl Move {
    /// The four corners the move turns over, the far one first.
    pub fn corners(&self) -> [(usize, usize); 4] {
        [
            (self.row, self.column),
            (self.near_row, self.column),
            (self.row, self.near_column),
            (self.near_row, self.near_column),
        ]
    }
}

impl fmt::Display for Move {
    /// `(1, 0)–(3, 2)`: the near corner, then the far one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "({}, {})–({}, {})",
            self.near_row, self.near_column, self.row, self.column
        )
    }
}

impl Board {
    /// A board of `rows` by `columns` coins, all tails.
    pub fn new(rows: usize, columns: usize) -> Board {
        Board {
            rows,
            columns,
            heads: vec![false; rows * columns],
        }
    }

    /// A board of `rows` by `columns` coins, heads at the places listed (those outside the board
    /// are left out) and tails elsewhere.
    ///
    /// ```
    /// use nimbers::corners::Board;
    /// assert_eq!(Board::from_heads(2, 3, [(1, 2)]).to_string(), ".../..H");
    /// ```
    pub fn from_heads(
        rows: usize,
        columns: usize,
        heads: impl IntoIterator<Item = (usize, usize)>,
    ) -> Board {
        let mut board = Board::new(rows, columns);
        for (row, column) in heads {
            if row < rows && column < columns {
                board.heads[row * columns + column] = true;
            }
        }
        board
    }

    /// How many rows the board has.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// How many columns the board has.
    pub fn columns(&self) -> usize {
        self.columns
    }

    /// Whether the coin at `(row, column)` shows heads (`false` outside the board).
    pub fn is_heads(&self, row: usize, column: usize) -> bool {
        row < self.rows && column < self.columns && self.heads[row * self.columns + column]
    }

    /// The places of the coins showing heads, row by row.
    pub fn heads(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let columns = self.columns.max(1);
        (self.heads.iter().enumerate())
            .filter(|(_, heads)| **heads)
            .map(move |(at, _)| (at / columns, at % columns))
    }

    /// The board's value: the nim-sum of [`coin_value`] over its heads.
    pub fn value(&self) -> Nimber {
        self.heads()
            .map(|(row, column)| coin_value(row, column))
            .sum()
    }

    /// Why `chosen` is not a legal move here, if it is not.
    fn fault(&self, chosen: &Move) -> Option<String> {
        let Move {
            row,
            column,
            near_row,
            near_column,
        } = *chosen;
        if row >= self.rows || column >= self.columns {
            Some(format!(
                "({row}, {column}) is off the board, which has {} rows and {} columns",
                self.rows, self.columns
            ))
        } else if near_row >= row || near_column >= column {
            Some(format!(
                "the near corner ({near_row}, {near_column}) must be above and to the left of \
                 ({row}, {column})"
            ))
        } else if !self.is_heads(row, column) {
            Some(format!(
                "the far corner ({row}, {column}) shows tails, and must go from heads to tails"
            ))
        } else {
            None
        }
    }

    /// The board after `chosen`, if it is legal.
    ///
    /// # Errors
    /// A sentence saying why the move is not legal.
    pub fn play(&self, chosen: &Move) -> Result<Board, String> {
        if let Some(fault) = self.fault(chosen) {
            return Err(fault);
        }
        let mut after = self.clone();
        for (row, column) in chosen.corners() {
            after.heads[row * self.columns + column] ^= true;
        }
        Ok(after)
    }

    /// Every legal move, one at a time: each coin showing heads, off the top row and the left
    /// column, with each near corner above and to its left.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.heads().flat_map(|(row, column)| {
            (0..row).flat_map(move |near_row| {
                (0..column).map(move |near_column| Move {
                    row,
                    column,
                    near_row,
                    near_column,
                })
            })
        })
    }

    /// The moves to a position of value 0: the winning moves.
    ///
    /// The four corners of a rectangle are worth `r⊗c + r'⊗c + r⊗c' + r'⊗c'`, which is
    /// `(r + r')⊗(c + c')`; a move wins when that is the board's value `v`. So for each far
    /// corner `(r, c)` and each nearer row `r'`, one column can do: `c' = c + v/(r + r')`, if it
    /// lies to the left of `c`. A division in the field finds the move, as a nim-sum does in Nim.
    ///
    /// ```
    /// use nimbers::corners::Board;
    ///
    /// // A lone coin at (1, 1) is worth *1: turning it and (0, 0), (0, 1), (1, 0) wins.
    /// let board: Board = "../.H".parse().unwrap();
    /// let moves: Vec<String> = board.winning_moves().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(moves, ["(0, 0)–(1, 1)"]);
    /// ```
    pub fn winning_moves(&self) -> Vec<Move> {
        let value = self.value();
        if value == Nimber(0) {
            return Vec::new();
        }
        let mut winning = Vec::new();
        for (row, column) in self.heads() {
            for near_row in 0..row {
                let height = Nimber((row ^ near_row) as u64);
                let Ok(width) = value.divided_by(&height) else {
                    continue; // rows differ, so the height is never 0
                };
                let near_column = column as u64 ^ width.0;
                if near_column < column as u64 {
                    winning.push(Move {
                        row,
                        column,
                        near_row,
                        near_column: near_column as usize,
                    });
                }
            }
        }
        winning
    }

    /// The picture of the board: see [`Board::svg`].
    pub(super) fn coins(&self) -> &[bool] {
        &self.heads
    }
}

impl Game for Board {
    /// The boards after each legal move; both players have the same.
    fn options(&self, _player: Player) -> Vec<Board> {
        (self.moves())
            .filter_map(|chosen| self.play(&chosen).ok())
            .collect()
    }
}

impl Valued for Board {
    type Value = Nimber;
    type Error = std::convert::Infallible;

    /// The nim-sum of the heads' nim-products, [`Board::value`].
    fn worth(&self) -> Result<Nimber, Self::Error> {
        Ok(self.value())
    }
}

impl Playable for Board {
    type Move = Move;

    const IMPARTIAL: bool = true;

    const MOVE_FORMAT: &'static str =
        "the far corner's row and column, then the near corner's, like `3 2 1 0`";

    const VERB: Verb = TURN;

    /// `3 2 1 0`: the far corner (3, 2), then the near corner (1, 0).
    fn read_move(&self, _player: Player, typed: &str) -> Result<Move, String> {
        let [row, column, near_row, near_column] = words(typed)[..] else {
            return Err(not_a_move(Self::MOVE_FORMAT, typed));
        };
        let chosen = Move {
            row: index(row, "row")?,
            column: index(column, "column")?,
            near_row: index(near_row, "row")?,
            near_column: index(near_column, "column")?,
        };
        match self.fault(&chosen) {
            Some(fault) => Err(format!("You can't: {fault}.")),
            None => Ok(chosen),
        }
    }

    /// `the corners of (1, 0)–(3, 2)`.
    fn describe(&self, chosen: &Move) -> String {
        format!("the corners of {chosen}")
    }

    fn after(&self, _player: Player, chosen: &Move) -> Board {
        self.play(chosen).unwrap_or_else(|_| self.clone())
    }

    /// A winning move when there is one; otherwise the first legal move.
    fn best(&self, _player: Player) -> Option<Best<Move>> {
        if let Some(&chosen) = self.winning_moves().first() {
            return Some(Best { chosen, wins: true });
        }
        let chosen = self.moves().next()?;
        Some(Best {
            chosen,
            wins: false,
        })
    }

    fn rules(&self) -> Option<&'static str> {
        Some(
            "Choose a rectangle whose far corner (bottom right) shows heads: all four corners \
             are turned over.",
        )
    }
}

impl fmt::Display for Board {
    /// Rows of `H` and `.` separated by `/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..self.rows {
            if row > 0 {
                f.write_str("/")?;
            }
            for column in 0..self.columns {
                f.write_str(if self.is_heads(row, column) { "H" } else { "." })?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self})")
    }
}

/// Why a text is not a board: a one-line message naming the line (after the first) and column.
///
/// ```
/// let error = "H./.x".parse::<nimbers::corners::Board>().unwrap_err();
/// assert_eq!(error.to_string(), "column 5: expected H (heads) or . (tails), found 'x'");
/// ```
pub type ParseBoardError = game::text::ParseError<ParseBoardErrorKind>;

/// What is wrong with a board's text: the kinds of [`ParseBoardError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseBoardErrorKind {
    /// A character that is not a coin.
    NotACoin(char),
    /// A row of another length than the first: its number (from 0), its length and the first's.
    Ragged {
        /// The row, from 0.
        row: usize,
        /// Its length.
        length: usize,
        /// The first row's length.
        first: usize,
    },
    /// No coins at all.
    Empty,
    /// More than [`MAX_SIDE`] rows or columns.
    TooLarge,
}

impl fmt::Display for ParseBoardErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseBoardErrorKind::NotACoin(c) => write!(
                f,
                "expected H (heads) or . (tails), found {}",
                quoted(&c.to_string())
            ),
            ParseBoardErrorKind::Ragged { row, length, first } => write!(
                f,
                "row {row} has {length} coins, but row 0 has {first}: rows must be equally long"
            ),
            ParseBoardErrorKind::Empty => f.write_str("expected rows of coins, found none"),
            ParseBoardErrorKind::TooLarge => write!(
                f,
                "a board has at most {MAX_SIDE} rows and {MAX_SIDE} columns"
            ),
        }
    }
}

impl FromStr for Board {
    type Err = ParseBoardError;

    fn from_str(text: &str) -> Result<Board, ParseBoardError> {
        let mut rows: Vec<Vec<bool>> = vec![Vec::new()];
        // Where each row ends, as a character number from 1, for an error about its length.
        let mut ends = Vec::new();
        let mut at = 0;
        for c in text.chars() {
            at += 1;
            match c {
                'H' | 'h' => rows.last_mut().map_or((), |row| row.push(true)),
                '.' | 'T' | 't' => rows.last_mut().map_or((), |row| row.push(false)),
                '/' | '\n' => {
                    ends.push(at);
                    rows.push(Vec::new());
                }
                c if c.is_whitespace() => {}
                c => {
                    return Err(ParseBoardError::in_text(
                        text,
                        at,
                        ParseBoardErrorKind::NotACoin(c),
                    ));
                }
            }
            let last = rows.last().map_or(0, Vec::len);
            if rows.len() > MAX_SIDE || last > MAX_SIDE {
                return Err(ParseBoardError::in_text(
                    text,
                    at,
                    ParseBoardErrorKind::TooLarge,
                ));
            }
        }
        ends.push(at + 1);
        // A final line break or `/` ends the last row rather than starting an empty one.
        if rows.len() > 1 && rows.last().is_some_and(Vec::is_empty) {
            rows.pop();
        }
        let first = rows[0].len();
        if first == 0 {
            return Err(ParseBoardError::in_text(
                text,
                1,
                ParseBoardErrorKind::Empty,
            ));
        }
        if let Some(row) = rows.iter().position(|row| row.len() != first) {
            let kind = ParseBoardErrorKind::Ragged {
                row,
                length: rows[row].len(),
                first,
            };
            return Err(ParseBoardError::in_text(text, ends[row], kind));
        }
        Ok(Board {
            rows: rows.len(),
            columns: first,
            heads: rows.concat(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_moves() {
        let board: Board = "..../..../...H".parse().unwrap();
        let read = |typed: &str| board.read_move(Player::Left, typed);
        assert_eq!(read("2 3 0 1").unwrap().to_string(), "(0, 1)–(2, 3)");
        assert_eq!(read("2,3 0,1"), read(" 2 3 0 1 "));
        let refusals = [
            (
                "2 3",
                "Type the far corner's row and column, then the near corner's, like `3 2 1 0` (not '2 3').",
            ),
            (
                "2 2 0 0",
                "You can't: the far corner (2, 2) shows tails, and must go from heads to tails.",
            ),
            (
                "2 3 2 0",
                "You can't: the near corner (2, 0) must be above and to the left of (2, 3).",
            ),
            (
                "5 3 0 0",
                "You can't: (5, 3) is off the board, which has 3 rows and 4 columns.",
            ),
            ("x 3 0 0", "The row should be a number from 0 up, not 'x'."),
        ];
        for (typed, message) in refusals {
            assert_eq!(read(typed), Err(message.to_string()), "{typed}");
        }
    }

    #[test]
    fn bad_boards() {
        let error = |text: &str| text.parse::<Board>().unwrap_err().to_string();
        assert_eq!(
            error("H./..."),
            "column 7: row 1 has 3 coins, but row 0 has 2: rows must be equally long"
        );
        assert_eq!(error(""), "column 1: expected rows of coins, found none");
        assert_eq!(
            error(&".".repeat(65)),
            "column 65: a board has at most 64 rows and 64 columns"
        );
        assert_eq!("H.\n.H\n".parse::<Board>().unwrap().to_string(), "H./.H");
    }

    #[test]
    fn the_computer_wins_when_it_can() {
        let board: Board = "..../..../..../...H".parse().unwrap();
        let best = board.best(Player::Left).unwrap();
        assert!(best.wins);
        let after = board.after(Player::Left, &best.chosen);
        assert_eq!(after.value(), Nimber(0));
        assert!(after.best(Player::Left).is_none_or(|best| !best.wins));
        // 1⊗1 + 2⊗2 + 3⊗3 = 1 + 3 + 2 = 0: every move loses.
        let balanced: Board = "..../.H../..H./...H".parse().unwrap();
        assert_eq!(balanced.value(), Nimber(0));
        assert!(!balanced.best(Player::Left).unwrap().wins);
        assert_eq!(Board::new(3, 3).best(Player::Left), None);
    }
}
