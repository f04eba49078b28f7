//! A Nim position: piles of blocks of any height.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use game::{Game, Nimber, Outcome, Player};
use num_bigint::BigUint;

use crate::NimValue;
use crate::balance::{self, Move, Play};
use crate::parse::{ParseError, parse_heights, read_natural};

/// A Nim position: piles of blocks, of any heights. A move takes one or more blocks from the top
/// of one pile.
///
/// Piles keep their places when they are emptied, so that pile numbers stay put during a game.
///
/// ```
/// use nim::Position;
///
/// let position: Position = "1 3 5 7".parse().unwrap();
/// assert!(position.is_balanced());
/// assert_eq!(position.value().to_string(), "0");
/// let position: Position = "3, 5".parse().unwrap();
/// assert_eq!(position.value().to_string(), "*6");
/// assert_eq!(position.to_string(), "3 5");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    piles: Vec<BigUint>,
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
        height: BigUint,
        /// The height asked for.
        to: BigUint,
    },
    /// The move starts from another height than the pile has.
    WrongHeight {
        /// The pile, from 0.
        pile: usize,
        /// Its height.
        height: BigUint,
        /// The height the move starts from.
        from: BigUint,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoSuchPile { pile, piles } => {
                let (are, s) = if *piles == 1 {
                    ("is", "")
                } else {
                    ("are", "s")
                };
                write!(
                    f,
                    "there is no pile {} (there {are} {piles} pile{s})",
                    pile + 1
                )
            }
            MoveError::NotShorter { pile, height, .. } if *height == BigUint::ZERO => {
                write!(f, "pile {} is empty", pile + 1)
            }
            MoveError::NotShorter { pile, height, to } => write!(
                f,
                "pile {} has {height} block{}, so a move leaves fewer than {height}, not {to}",
                pile + 1,
                if *height == BigUint::from(1u8) {
                    ""
                } else {
                    "s"
                }
            ),
            MoveError::WrongHeight { pile, height, from } => write!(
                f,
                "the move starts from {from} blocks, but pile {} has {height}",
                pile + 1
            ),
        }
    }
}

impl Error for MoveError {}

impl Position {
    /// The position with these piles.
    pub fn new(piles: Vec<BigUint>) -> Position {
        Position { piles }
    }

    /// The piles' heights, in order (some may be zero).
    pub fn piles(&self) -> &[BigUint] {
        &self.piles
    }

    /// Whether no block is left: the player to move cannot move.
    pub fn is_empty(&self) -> bool {
        self.piles.iter().all(|pile| *pile == BigUint::ZERO)
    }

    /// How many blocks there are in all.
    pub fn blocks(&self) -> BigUint {
        self.piles.iter().sum()
    }

    /// The nim-sum of the heights: the powers of two that do not pair off.
    pub fn nim_sum(&self) -> BigUint {
        balance::nim_sum(&self.piles)
    }

    /// The nim value of the position, `*n` with `n` the nim-sum (each pile of `n` is `*n`).
    pub fn value(&self) -> NimValue {
        NimValue(self.nim_sum())
    }

    /// The nim value as a [`Nimber`], if it fits in one (it does whenever every pile does).
    pub fn nimber(&self) -> Option<Nimber> {
        self.value().to_nimber()
    }

    /// Whether the position is balanced (nim-sum zero): whoever moves next loses.
    pub fn is_balanced(&self) -> bool {
        balance::is_balanced(&self.piles)
    }

    /// Every balancing move, pile by pile: the winning moves of normal play.
    ///
    /// ```
    /// let position: nim::Position = "3 4 5".parse().unwrap();
    /// let moves: Vec<String> = position.balancing_moves().iter().map(|m| m.to_string()).collect();
    /// assert_eq!(moves, ["pile 1: 3 -> 1"]);
    /// ```
    pub fn balancing_moves(&self) -> Vec<Move> {
        balance::balancing_moves(&self.piles)
    }

    /// Every winning move under normal or misère play; empty if the player to move loses.
    pub fn winning_moves(&self, play: Play) -> Vec<Move> {
        balance::winning_moves(&self.piles, play)
    }

    /// Who wins with best play under normal or misère play: the first or the second player.
    pub fn outcome(&self, play: Play) -> Outcome {
        balance::outcome(&self.piles, play)
    }

    /// The move that leaves pile `pile` (from 0) with `to` blocks.
    ///
    /// # Errors
    /// [`MoveError`] if there is no such pile or it is not taller than `to`.
    pub fn move_to(&self, pile: usize, to: BigUint) -> Result<Move, MoveError> {
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
    pub fn play(&self, chosen: &Move) -> Result<Position, MoveError> {
        let legal = self.move_to(chosen.pile, chosen.to.clone())?;
        if legal.from != chosen.from {
            let (pile, height, from) = (chosen.pile, legal.from, chosen.from.clone());
            return Err(MoveError::WrongHeight { pile, height, from });
        }
        let mut after = self.clone();
        after.piles[chosen.pile] = legal.to;
        Ok(after)
    }

    /// Every move, pile by pile and tallest result first. There are as many as there are blocks,
    /// so this is for small positions (brute force, tests).
    pub fn moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for (pile, height) in self.piles.iter().enumerate() {
            let mut to = height.clone();
            while to > BigUint::ZERO {
                to -= 1u8;
                let from = height.clone();
                moves.push(Move {
                    pile,
                    from,
                    to: to.clone(),
                });
            }
        }
        moves
    }
}

/// Nim is impartial: both players have the same options, every position reached by one move.
/// A position has as many options as blocks, so brute force is for small positions.
impl Game for Position {
    fn options(&self, _player: Player) -> Vec<Position> {
        let moves = self.moves().into_iter();
        moves.filter_map(|chosen| self.play(&chosen).ok()).collect()
    }
}

impl<T: Into<BigUint>> FromIterator<T> for Position {
    /// The position with these pile heights: `Position::from_iter([1u32, 3, 5, 7])`.
    fn from_iter<I: IntoIterator<Item = T>>(heights: I) -> Position {
        Position::new(heights.into_iter().map(Into::into).collect())
    }
}

impl fmt::Display for Position {
    /// The heights separated by spaces, `1 3 5 7`, as the parser reads them (empty piles too);
    /// no piles at all writes nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, pile) in self.piles.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{pile}")?;
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = ParseError;

    /// Reads whole numbers separated by spaces or commas: `1 3 5 7`, `1,3,5,7`, `1, 3, 5, 7`.
    /// Text with no numbers is the position without piles.
    fn from_str(text: &str) -> Result<Position, ParseError> {
        parse_heights(text, read_natural).map(Position::new)
    }
}
