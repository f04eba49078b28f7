//! A Nim position: piles of blocks, of heights of any one kind.

use std::error::Error;
use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

use game::{Game, Nimber, Outcome, Player};
use num_bigint::BigUint;

use crate::NimValue;
use crate::balance::{self, Move, Play};
use crate::height::{FiniteHeight, Height};
use crate::parse::ParseError;

/// A Nim position: piles of blocks, of any heights. A move takes one or more blocks from the top
/// of one pile.
///
/// The heights are whole numbers of any size by default (`Position` is `Position<BigUint>`);
/// other kinds of [`Height`] work the same way: machine words, or (in a later chapter) ordinals.
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
pub struct Position<H = BigUint> {
    piles: Vec<H>,
}

/// Why a move cannot be made. Its message counts piles from 0, as the book does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError<H = BigUint> {
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
        height: H,
        /// The height asked for.
        to: H,
    },
    /// The move starts from another height than the pile has.
    WrongHeight {
        /// The pile, from 0.
        pile: usize,
        /// Its height.
        height: H,
        /// The height the move starts from.
        from: H,
    },
    /// There are not that many blocks on top of the pile to take (see
    /// [`Height::take_from_top`]).
    TooFewOnTop {
        /// The pile, from 0.
        pile: usize,
        /// Its height.
        height: H,
        /// How many blocks were to be taken.
        blocks: BigUint,
    },
}

impl<H: Height + fmt::Display> fmt::Display for MoveError<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let blocks =
            |n: &dyn fmt::Display, one: bool| format!("{n} block{}", if one { "" } else { "s" });
        match self {
            MoveError::NoSuchPile { pile, piles } => {
                let (are, s) = if *piles == 1 {
                    ("is", "")
                } else {
                    ("are", "s")
                };
                write!(f, "there is no pile {pile} (there {are} {piles} pile{s})")
            }
            MoveError::NotShorter { pile, height, .. } if height.is_zero() => {
                write!(f, "pile {pile} is empty")
            }
            MoveError::NotShorter { pile, height, to } if height.is_finite() => write!(
                f,
                "pile {pile} has {}, so a move leaves fewer than {height}, not {to}",
                blocks(height, *height == H::one())
            ),
            MoveError::NotShorter { pile, height, to } => write!(
                f,
                "pile {pile} has height {height}, so a move leaves less than {height}, not {to}"
            ),
            MoveError::WrongHeight { pile, height, from } if height.is_finite() => write!(
                f,
                "the move starts from {}, but pile {pile} has {height}",
                blocks(from, *from == H::one())
            ),
            MoveError::WrongHeight { pile, height, from } => write!(
                f,
                "the move starts from height {from}, but pile {pile} has height {height}"
            ),
            MoveError::TooFewOnTop { pile, height, .. } if height.is_finite() => write!(
                f,
                "pile {pile} has only {}",
                blocks(height, *height == H::one())
            ),
            MoveError::TooFewOnTop {
                pile,
                height,
                blocks: taken,
            } => write!(
                f,
                "pile {pile} has height {height}, with fewer than {} above its limit part: \
                 name the height to leave instead",
                blocks(taken, *taken == BigUint::from(1u8))
            ),
        }
    }
}

impl<H: Height + fmt::Display + fmt::Debug> Error for MoveError<H> {}

impl<H: Height> Position<H> {
    /// The position with these piles.
    pub fn new(piles: Vec<H>) -> Position<H> {
        Position { piles }
    }

    /// The piles' heights, in order (some may be zero).
    pub fn piles(&self) -> &[H] {
        &self.piles
    }

    /// Whether no block is left: the player to move cannot move.
    pub fn is_empty(&self) -> bool {
        self.piles.iter().all(H::is_zero)
    }

    /// The nim-sum of the heights: the powers of two that do not pair off.
    pub fn nim_sum(&self) -> H {
        balance::nim_sum(&self.piles)
    }

    /// The nim value of the position, `*n` with `n` the nim-sum (each pile of `n` is `*n`).
    pub fn value(&self) -> NimValue<H> {
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
    /// assert_eq!(moves, ["pile 0: 3 -> 1"]);
    /// ```
    pub fn balancing_moves(&self) -> Vec<Move<H>> {
        H::balancing_moves_of(&self.piles)
    }

    /// Every winning move under normal or misère play; empty if the player to move loses.
    pub fn winning_moves(&self, play: Play) -> Vec<Move<H>> {
        balance::winning_moves(&self.piles, play)
    }

    /// Who wins with best play under normal or misère play: the first or the second player.
    pub fn outcome(&self, play: Play) -> Outcome {
        balance::outcome(&self.piles, play)
    }

    /// The move that leaves pile `pile` (from 0) with height `to`.
    ///
    /// # Errors
    /// [`MoveError`] if there is no such pile or it is not taller than `to`.
    pub fn move_to(&self, pile: usize, to: H) -> Result<Move<H>, MoveError<H>> {
        let height = self.height(pile)?;
        if to >= *height {
            let height = height.clone();
            return Err(MoveError::NotShorter { pile, height, to });
        }
        let from = height.clone();
        Ok(Move { pile, from, to })
    }

    /// The move that takes `blocks` blocks off the top of pile `pile` (from 0).
    ///
    /// ```
    /// let position: nim::Position = "3 5".parse().unwrap();
    /// assert_eq!(position.take(1, &2u8.into()).unwrap().to_string(), "pile 1: 5 -> 3");
    /// assert_eq!(position.take(0, &4u8.into()).unwrap_err().to_string(), "pile 0 has only 3 blocks");
    /// ```
    ///
    /// # Errors
    /// [`MoveError`] if there is no such pile, `blocks` is zero, or there are not that many
    /// blocks on top.
    pub fn take(&self, pile: usize, blocks: &BigUint) -> Result<Move<H>, MoveError<H>> {
        let height = self.height(pile)?;
        if *blocks == BigUint::ZERO || height.is_zero() {
            let (height, to) = (height.clone(), height.clone());
            return Err(MoveError::NotShorter { pile, height, to });
        }
        match height.take_from_top(blocks) {
            Some(to) => self.move_to(pile, to),
            None => Err(MoveError::TooFewOnTop {
                pile,
                height: height.clone(),
                blocks: blocks.clone(),
            }),
        }
    }

    fn height(&self, pile: usize) -> Result<&H, MoveError<H>> {
        let piles = self.piles.len();
        self.piles
            .get(pile)
            .ok_or(MoveError::NoSuchPile { pile, piles })
    }

    /// The position after the move.
    ///
    /// # Errors
    /// [`MoveError`] if the move is not one of this position's.
    pub fn play(&self, chosen: &Move<H>) -> Result<Position<H>, MoveError<H>> {
        let legal = self.move_to(chosen.pile, chosen.to.clone())?;
        if legal.from != chosen.from {
            let (pile, height, from) = (chosen.pile, legal.from, chosen.from.clone());
            return Err(MoveError::WrongHeight { pile, height, from });
        }
        let mut after = self.clone();
        after.piles[chosen.pile] = legal.to;
        Ok(after)
    }

    /// A modest move for a player with no winning move, who plays on and hopes for a mistake:
    /// one block off the tallest pile that has a top block (the first of several as tall), or
    /// else (every pile a limit ordinal) the whole of the shortest pile. `None` when no block is
    /// left.
    pub fn modest_move(&self) -> Option<Move<H>> {
        let one = BigUint::from(1u8);
        let tallest = (0..self.piles.len())
            .filter(|&pile| self.piles[pile].take_from_top(&one).is_some())
            .filter(|&pile| !self.piles[pile].is_zero())
            .max_by(|&a, &b| self.piles[a].cmp(&self.piles[b]).then(b.cmp(&a)));
        if let Some(pile) = tallest {
            return self.take(pile, &one).ok();
        }
        let shortest = (0..self.piles.len())
            .filter(|&pile| !self.piles[pile].is_zero())
            .min_by(|&a, &b| self.piles[a].cmp(&self.piles[b]))?;
        self.move_to(shortest, H::zero()).ok()
    }

    /// The same position with machine-word heights, if every pile is finite and fits in one:
    /// a position brute force can play (see [`FiniteHeight`]).
    ///
    /// ```
    /// let position: nim::Position = "1 2 3".parse().unwrap();
    /// assert_eq!(position.to_finite(), Some(nim::Position::new(vec![1u64, 2, 3])));
    /// ```
    pub fn to_finite(&self) -> Option<Position<u64>> {
        let piles = self.piles.iter().map(H::to_u64).collect::<Option<_>>()?;
        Some(Position::new(piles))
    }
}

impl Position {
    /// How many blocks there are in all.
    pub fn blocks(&self) -> BigUint {
        self.piles.iter().sum()
    }
}

impl<H: FiniteHeight> Position<H> {
    /// Every move, pile by pile and tallest result first. There are as many as there are blocks,
    /// so this is for small positions (brute force, tests).
    pub fn moves(&self) -> Vec<Move<H>> {
        let mut moves = Vec::new();
        for (pile, height) in self.piles.iter().enumerate() {
            for to in height.shorter() {
                let from = height.clone();
                moves.push(Move { pile, from, to });
            }
        }
        moves
    }
}

/// Nim is impartial: both players have the same options, every position reached by one move.
/// A position has as many options as blocks, so brute force is for small positions; and only for
/// [finite heights](FiniteHeight), which have finitely many options.
impl<H: FiniteHeight + Hash> Game for Position<H> {
    fn options(&self, _player: Player) -> Vec<Position<H>> {
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

impl<H: Height + fmt::Display> fmt::Display for Position<H> {
    /// The heights separated by [`Height::SEPARATOR`], `1 3 5 7`, as the parser reads them
    /// (empty piles too); no piles at all writes nothing. The alternate form `{:#}` writes each
    /// height in its alternate form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, pile) in self.piles.iter().enumerate() {
            if index > 0 {
                f.write_str(H::SEPARATOR)?;
            }
            fmt::Display::fmt(pile, f)?;
        }
        Ok(())
    }
}

impl<H: Height> FromStr for Position<H> {
    type Err = ParseError;

    /// Reads heights separated by spaces or commas: `1 3 5 7`, `1,3,5,7`, `1, 3, 5, 7` (see
    /// [`Height::read_all`]). Text with no heights is the position without piles.
    fn from_str(text: &str) -> Result<Position<H>, ParseError> {
        H::read_all(text).map(Position::new)
    }
}
