//! A transfinite Nim position: piles of ordinal height.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use game::{Game, Outcome, Player};
use nim::{Move, ParseError, Play};
use ordinal::{Base2Digit, Ordinal};

use crate::OrdinalNimber;

/// A transfinite Nim position: piles of blocks whose heights are ordinals. A move makes one pile
/// strictly shorter, to any smaller height; whoever cannot move loses.
///
/// Piles keep their places when they are emptied, so pile numbers stay put during a game. It
/// reads heights separated by commas (or, when there is no comma, by spaces) in the notation of
/// the `ordinal` crate, and prints them separated by `, `.
///
/// ```
/// use transfinite_nim::Position;
///
/// let position: Position = "1, w+3, w^w + 5".parse().unwrap();
/// assert_eq!(position.to_string(), "1, ω+3, ω^ω+5");
/// let error = "w + 1 3".parse::<Position>().unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "column 3: expected an ordinal term, found '+' \
///      (without commas, spaces separate the heights: write `w + 1, 3`)"
/// );
/// assert_eq!(position.value().to_string(), "*(ω^ω+ω+7)");
/// assert!(!position.is_balanced());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    piles: Vec<Ordinal>,
}

/// Why a move cannot be made. Its message counts piles from 1, as the book does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// There is no such pile.
    NoSuchPile {
        /// The pile asked for, from 0.
        pile: usize,
        /// How many piles there are.
        piles: usize,
    },
    /// The move does not make the pile shorter.
    NotShorter {
        /// The pile, from 0.
        pile: usize,
        /// Its height.
        height: Ordinal,
        /// The height asked for.
        to: Ordinal,
    },
    /// The move starts from another height than the pile has.
    WrongHeight {
        /// The pile, from 0.
        pile: usize,
        /// Its height.
        height: Ordinal,
        /// The height the move starts from.
        from: Ordinal,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoSuchPile { pile, piles } => {
                let s = if *piles == 1 { "" } else { "s" };
                let pile = pile.saturating_add(1);
                write!(f, "there is no pile {pile} (there are {piles} pile{s})")
            }
            MoveError::NotShorter { pile, height, .. } if height.is_zero() => {
                write!(f, "pile {} is empty", pile + 1)
            }
            MoveError::NotShorter { pile, height, to } => write!(
                f,
                "pile {} has height {height}, so a move leaves less than {height}, not {to}",
                pile + 1
            ),
            MoveError::WrongHeight { pile, height, from } => write!(
                f,
                "the move starts from height {from}, but pile {} has height {height}",
                pile + 1
            ),
        }
    }
}

impl Error for MoveError {}

impl Position {
    /// The position with these piles.
    pub fn new(piles: Vec<Ordinal>) -> Position {
        Position { piles }
    }

    /// The piles' heights, in order (some may be zero).
    pub fn piles(&self) -> &[Ordinal] {
        &self.piles
    }

    /// Whether no block is left: the player to move cannot move.
    pub fn is_empty(&self) -> bool {
        self.piles.iter().all(Ordinal::is_zero)
    }

    /// Whether every pile is finite: the position is one of ordinary Nim.
    pub fn is_finite(&self) -> bool {
        self.piles.iter().all(Ordinal::is_finite)
    }

    /// The powers of two that do not pair off, largest first (see [`crate::unpaired_digits`]).
    pub fn unpaired_digits(&self) -> Vec<Base2Digit<'_>> {
        crate::unpaired_digits(&self.piles)
    }

    /// The nim-sum of the heights: the ordinal made of the powers of two that do not pair off.
    pub fn nim_sum(&self) -> Ordinal {
        crate::nim_sum(&self.piles)
    }

    /// The nim value `*α` of the position, α its nim-sum.
    pub fn value(&self) -> OrdinalNimber {
        OrdinalNimber(self.nim_sum())
    }

    /// Whether the position is balanced (nim-sum zero): whoever moves next loses.
    pub fn is_balanced(&self) -> bool {
        crate::is_balanced(&self.piles)
    }

    /// Who wins with best play, in normal or misère play. In normal play the first player wins
    /// exactly when the position is unbalanced.
    pub fn outcome(&self, play: Play) -> Outcome {
        crate::outcome(&self.piles, play)
    }

    /// Every winning move under normal or misère play; empty if the player to move loses.
    pub fn winning_moves(&self, play: Play) -> Vec<Move<Ordinal>> {
        crate::winning_moves(&self.piles, play)
    }

    /// Every balancing move, pile by pile: the winning moves.
    ///
    /// ```
    /// let position: transfinite_nim::Position = "w, w*2, 3".parse().unwrap();
    /// let moves: Vec<String> = position.balancing_moves().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(moves, ["pile 2: ω·2 -> ω+3"]);
    /// ```
    pub fn balancing_moves(&self) -> Vec<Move<Ordinal>> {
        crate::balancing_moves(&self.piles)
    }

    /// The move that leaves pile `pile` (from 0) with height `to`.
    ///
    /// # Errors
    /// [`MoveError`] if there is no such pile or it is not taller than `to`.
    pub fn move_to(&self, pile: usize, to: Ordinal) -> Result<Move<Ordinal>, MoveError> {
        let piles = self.piles.len();
        let height = self
            .piles
            .get(pile)
            .ok_or(MoveError::NoSuchPile { pile, piles })?;
        if to >= *height {
            let height = height.clone();
            return Err(MoveError::NotShorter { pile, height, to });
        }
        let from = height.clone();
        Ok(Move { pile, from, to })
    }

    /// The position after the move.
    ///
    /// # Errors
    /// [`MoveError`] if the move is not one of this position's.
    pub fn play(&self, chosen: &Move<Ordinal>) -> Result<Position, MoveError> {
        let legal = self.move_to(chosen.pile, chosen.to.clone())?;
        if legal.from != chosen.from {
            let (pile, height, from) = (chosen.pile, legal.from, chosen.from.clone());
            return Err(MoveError::WrongHeight { pile, height, from });
        }
        let mut after = self.clone();
        after.piles[chosen.pile] = legal.to;
        Ok(after)
    }

    /// A modest move on the shortest pile: it takes away the pile's smallest power of two, so
    /// `6 = 4+2` goes to 4, `ω+1` to ω, and `ω = 2^ω` goes all at once. `None` when no block is
    /// left.
    ///
    /// A player with no winning move can play it and hope for a mistake: it is always a move,
    /// and it leaves every larger power of two where it was.
    pub fn smallest_move(&self) -> Option<Move<Ordinal>> {
        let (pile, height) = self
            .piles
            .iter()
            .enumerate()
            .filter(|(_, height)| !height.is_zero())
            .min_by(|(_, a), (_, b)| a.cmp(b))?;
        let digits: Vec<Base2Digit<'_>> = height.base2_digits().collect();
        let to = Ordinal::from_base2_digits(digits[..digits.len() - 1].iter().copied());
        let from = height.clone();
        Some(Move { pile, from, to })
    }
}

/// Brute force needs every option listed, so this is for finite piles only: a pile of height ω
/// can be cut down to any of the infinitely many naturals. The game itself always ends, since
/// every move makes some ordinal smaller and ordinals cannot shrink forever.
///
/// # Panics
/// On a position with an infinite pile (check [`Position::is_finite`] first).
impl Game for Position {
    fn options(&self, _player: Player) -> Vec<Position> {
        let mut options = Vec::new();
        for (pile, height) in self.piles.iter().enumerate() {
            let Some(height) = height.to_u64() else {
                panic!(
                    "brute force lists every option: pile {} is infinite",
                    pile + 1
                );
            };
            for to in 0..height {
                let mut after = self.clone();
                after.piles[pile] = Ordinal::from(to);
                options.push(after);
            }
        }
        options
    }
}

impl From<&nim::Position> for Position {
    /// The same piles, as ordinals.
    fn from(finite: &nim::Position) -> Position {
        Position::new(finite.piles().iter().map(Ordinal::from).collect())
    }
}

impl FromIterator<Ordinal> for Position {
    fn from_iter<I: IntoIterator<Item = Ordinal>>(heights: I) -> Position {
        Position::new(heights.into_iter().collect())
    }
}

impl fmt::Display for Position {
    /// The heights separated by `, `: `1, ω+3, ε₀` (or `1, w+3, e0` with `{:#}`), as the parser
    /// reads them; no piles at all writes nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, pile) in self.piles.iter().enumerate() {
            if index > 0 {
                f.write_str(", ")?;
            }
            fmt::Display::fmt(pile, f)?;
        }
        Ok(())
    }
}

/// Reads one pile height: an ordinal in the notation of the `ordinal` crate (`w^w*3+1`, `ε₀`),
/// with errors placed at their column, for [`nim::parse_heights`].
///
/// # Errors
/// A one-line [`ParseError`] naming the column.
///
/// ```
/// let heights = nim::parse_heights("1, w+3, e0", transfinite_nim::read_ordinal).unwrap();
/// assert_eq!(heights[1].to_string(), "ω+3");
/// let error = nim::parse_heights("1, w+, e0", transfinite_nim::read_ordinal).unwrap_err();
/// assert_eq!(error.to_string(), "column 6: expected an ordinal term, found end of input");
/// ```
pub fn read_ordinal(text: &str) -> Result<Ordinal, ParseError> {
    text.parse().map_err(|error: ordinal::ParseOrdinalError| {
        ParseError::new(error.column(), error.kind().to_string())
    })
}

impl FromStr for Position {
    type Err = ParseError;

    /// Reads ordinal heights separated by commas, `1, w+3, w^w + 5, e0`, or by spaces when there
    /// is no comma, `1 w+3 e0`. Text with no heights is the position without piles.
    fn from_str(text: &str) -> Result<Position, ParseError> {
        nim::parse_heights(text, read_ordinal)
            .map(Position::new)
            .map_err(|error| {
                // Without a comma, spaces separate heights: `w + 1` is three of them.
                let spaced = text.trim().contains(char::is_whitespace);
                if text.contains(',') || !spaced || error.line() > 1 {
                    return error;
                }
                let hint = "(without commas, spaces separate the heights: write `w + 1, 3`)";
                ParseError::new(error.column(), format!("{} {hint}", error.message()))
            })
    }
}
