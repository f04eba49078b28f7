//! A position: a sum of rows, with moves between them.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use dyadic::Dyadic;
use game::{Game, Outcome, Player};

use crate::evaluate::ValueSum;
use crate::scan::{ParsePositionError, RowSink, Scanner};
use crate::search::Search;
use crate::{NeutralPebble, Pebble, Row};

/// A Hackenstrings position: several rows side by side, a move being a move in any one of them.
///
/// Rows keep their places when they are emptied, so that row numbers stay put during a game.
///
/// ```
/// use hackenstrings::Position;
///
/// let position: Position = "A B B A + B A".parse().unwrap();
/// assert_eq!(position.number().unwrap().to_string(), "-1/8");
/// assert_eq!(format!("{position:#}"), "○●●○ + ●○");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    rows: Vec<Row>,
}

/// A move: which row, and which pebble of it, both counted from 0 as everywhere in the book. The
/// pebble and every pebble to its right are taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The row, from 0.
    pub row: usize,
    /// The pebble within the row, from 0 at the left.
    pub pebble: usize,
}

/// Why a move cannot be made. Its message counts rows and pebbles from 0, as the book does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// There is no such row.
    NoSuchRow {
        /// The move.
        attempted: Move,
        /// How many rows there are.
        rows: usize,
    },
    /// The row has no such pebble.
    NoSuchPebble {
        /// The move.
        attempted: Move,
        /// How many pebbles the row has.
        pebbles: usize,
    },
    /// The pebble belongs to the other player (a neutral pebble is everyone's).
    NotYours {
        /// The move.
        attempted: Move,
        /// The player who tried it.
        player: Player,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::NoSuchRow { attempted, rows } => {
                let s = if rows == 1 { "" } else { "s" };
                write!(
                    f,
                    "there is no row {} (there are {rows} row{s})",
                    attempted.row
                )
            }
            MoveError::NoSuchPebble { attempted, pebbles } => {
                let s = if pebbles == 1 { "" } else { "s" };
                let (row, pebble) = (attempted.row, attempted.pebble);
                write!(
                    f,
                    "row {row} has no pebble {pebble} (it has {pebbles} pebble{s})"
                )
            }
            MoveError::NotYours { attempted, player } => {
                let (row, pebble) = (attempted.row, attempted.pebble);
                let owner = player.opponent();
                write!(
                    f,
                    "pebble {pebble} of row {row} is {owner}'s, not {player}'s"
                )
            }
        }
    }
}

impl Error for MoveError {}

impl Position {
    /// The sum of these rows.
    pub fn new(rows: Vec<Row>) -> Position {
        Position { rows }
    }

    /// The rows, in order (some may be empty).
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// Whether no pebbles are left (the position is worth 0, and whoever is to move loses).
    pub fn is_empty(&self) -> bool {
        self.rows.iter().all(Row::is_empty)
    }

    /// The value of a position of `A` and `B` pebbles as a number: the sum of the rows' numbers,
    /// in one pass over all the pebbles. (With a neutral pebble the value is a game, not a number:
    /// chapter 4's crate, `canonical`, works it out.)
    ///
    /// # Errors
    /// [`NeutralPebble`], naming the first `C`, if there is one: the position is not a number.
    pub fn number(&self) -> Result<Dyadic, NeutralPebble> {
        if let Some(neutral) = self.first_neutral() {
            return Err(neutral);
        }
        let mut sum = ValueSum::default();
        for row in self.rows.iter().filter(|row| !row.is_empty()) {
            for &pebble in row.pebbles() {
                sum.pebble(pebble);
            }
            sum.end_row();
        }
        Ok(sum.value())
    }

    /// The first neutral pebble (`C`), row by row, if there is one.
    pub fn first_neutral(&self) -> Option<NeutralPebble> {
        self.rows.iter().enumerate().find_map(|(row, pebbles)| {
            let pebble = pebbles.first_neutral()?;
            Some(NeutralPebble { row, pebble })
        })
    }

    /// Whether the position holds a neutral pebble, and so is not a number.
    pub fn has_neutral(&self) -> bool {
        self.rows.iter().any(Row::has_neutral)
    }

    /// The *reduced game* of Walker's notes: every row cut at its first neutral pebble. It is
    /// always a number; when it is not zero, its sign says who wins the whole position.
    pub fn reduced(&self) -> Position {
        Position::new(self.rows.iter().map(Row::reduced).collect())
    }

    /// The negative position: every row [negated](Row::negated).
    pub fn negated(&self) -> Position {
        Position::new(self.rows.iter().map(Row::negated).collect())
    }

    /// Who wins: Left, Right, the first or the second player.
    ///
    /// Without neutral pebbles it is read off the sign of the value: Left if positive, Right if
    /// negative, and the second player if zero. With them, it is the sign of the
    /// [reduced game](Position::reduced) when that is not zero (Walker's rule, checked in the
    /// tests on every small position), and otherwise found by searching the game by its
    /// definition, which takes time exponential in the rows holding a `C`.
    ///
    /// ```
    /// use game::Outcome;
    /// use hackenstrings::Position;
    ///
    /// let outcome = |text: &str| text.parse::<Position>().unwrap().outcome();
    /// assert_eq!(outcome("C"), Outcome::FirstPlayerWins); // *
    /// assert_eq!(outcome("C + C"), Outcome::SecondPlayerWins); // * + * = 0
    /// assert_eq!(outcome("C A + C"), Outcome::LeftWins); // ^, positive
    /// assert_eq!(outcome("A B + C B B"), Outcome::LeftWins); // the reduced game is 1/2 > 0
    /// ```
    pub fn outcome(&self) -> Outcome {
        Search::new().outcome(self)
    }

    /// Who wins with perfect play when `starter` moves first (see [`Position::outcome`]).
    pub fn winner(&self, starter: Player) -> Player {
        Search::new().winner(self, starter)
    }

    /// Every move `player` can make, row by row and left to right.
    pub fn moves(&self, player: Player) -> Vec<Move> {
        let mut moves = Vec::new();
        for (row, pebbles) in self.rows.iter().enumerate() {
            for (pebble, p) in pebbles.pebbles().iter().enumerate() {
                if p.takeable_by(player) {
                    moves.push(Move { row, pebble });
                }
            }
        }
        moves
    }

    /// The position after `player` makes `attempted`.
    ///
    /// # Errors
    /// [`MoveError`] if there is no such pebble or it is not `player`'s.
    pub fn play(&self, player: Player, attempted: Move) -> Result<Position, MoveError> {
        let rows = self.rows.len();
        let row = self
            .rows
            .get(attempted.row)
            .ok_or(MoveError::NoSuchRow { attempted, rows })?;
        let pebbles = row.len();
        let pebble = row.pebbles().get(attempted.pebble);
        let pebble = pebble.ok_or(MoveError::NoSuchPebble { attempted, pebbles })?;
        if !pebble.takeable_by(player) {
            return Err(MoveError::NotYours { attempted, player });
        }
        let mut after = self.clone();
        after.rows[attempted.row] = row.cut(attempted.pebble);
        Ok(after)
    }
}

// The best move in an `impl` of its own, so that the book can show it whole.
// ANCHOR: best_move
impl Position {
    /// `player`'s best move: the one that changes the value least, or `None` if they cannot move.
    ///
    /// Every move costs the mover something. Taking your rightmost pebble of a row removes it and
    /// the opponent's pebbles after it, and costs exactly `1/2^t`, where `t` is the row's tail
    /// length (its pebbles from the first change of colour on; `t = 0` for a row of one colour).
    /// Taking an earlier pebble of the row costs more. So the best move takes your rightmost
    /// pebble in the row with the longest tail among those holding a pebble of yours (the first
    /// such row on a tie). Since it leaves the value as good for you as any move can, it wins
    /// whenever some move does.
    ///
    /// A position with a neutral pebble is not a number, and moves there do not simply cost: the
    /// best move is then a [winning move](Position::winning_move) if there is one, and otherwise
    /// the first legal move.
    pub fn best_move(&self, player: Player) -> Option<Move> {
        if self.has_neutral() {
            let first = || self.moves(player).first().copied();
            return self.winning_move(player).or_else(first);
        }
        let candidates = self.rows.iter().enumerate().filter_map(|(row, pebbles)| {
            let pebble = pebbles.rightmost(player)?;
            Some((pebbles.tail_len(), Move { row, pebble }))
        });
        // The longest tail, and the first row among equals.
        let best = candidates.reduce(|best, next| if next.0 > best.0 { next } else { best });
        best.map(|(_, best)| best)
    }
}
// ANCHOR_END: best_move

impl Game for Position {
    fn options(&self, player: Player) -> Vec<Position> {
        let moves = self.moves(player).into_iter();
        moves.filter_map(|m| self.play(player, m).ok()).collect()
    }
}

impl From<Row> for Position {
    /// The position of a single row.
    fn from(row: Row) -> Position {
        Position::new(vec![row])
    }
}

impl fmt::Display for Position {
    /// Rows joined by ` + `, in letters (`A B B A + B C`) or, with `{:#}`, glyphs (`○●●○ + ●◐`).
    /// Empty rows are left out; the empty position writes nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rows = self.rows.iter().filter(|row| !row.is_empty());
        for (index, row) in rows.enumerate() {
            if index > 0 {
                f.write_str(" + ")?;
            }
            fmt::Display::fmt(row, f)?;
        }
        Ok(())
    }
}

/// Collects rows as the scanner reads them.
#[derive(Default)]
struct RowList {
    rows: Vec<Row>,
    current: Vec<Pebble>,
}

impl RowSink for RowList {
    fn pebble(&mut self, pebble: Pebble) {
        self.current.push(pebble);
    }

    fn end_row(&mut self) {
        let row = std::mem::take(&mut self.current);
        self.rows.push(Row::new(row));
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads rows of letters or glyphs separated by `+` or line breaks: `A B B A + B C`,
    /// `ABBA+BC`, `○●●○ + ●◐`. Spaces are optional; text with no pebbles is the empty position.
    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        let mut scanner = Scanner::new(RowList::default());
        scanner.feed(text)?;
        Ok(Position::new(scanner.finish()?.rows))
    }
}
