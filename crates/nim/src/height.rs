//! What the balancing strategy, and a [`Position`](crate::Position), need to know about a pile
//! height.

use num_bigint::BigUint;

use crate::balance::Move;
use crate::parse::{ParseError, ParseErrorKind, parse_heights, read_natural};

/// A pile height: anything with an order, the empty pile, a pile of one, and a nim-sum.
///
/// Balancing never asks for more, so the same code balances piles of machine words, of big
/// integers, and (in a later chapter) of ordinals. The nim-sum must be the bitwise exclusive or of
/// the heights written in base two, and a move must be allowed from any height to any smaller one.
/// The rest of the trait (reading a height, taking blocks off the top, a faster nim-sum) serves
/// [`Position`](crate::Position) and has defaults wherever a natural one exists.
///
/// ```
/// use nim::Height;
///
/// assert_eq!(5u64.nim_add(&3), 6);
/// assert_eq!(u64::zero().nim_add(&7), 7);
/// ```
pub trait Height: Clone + Ord {
    /// The empty pile.
    fn zero() -> Self;

    /// A pile of a single block.
    fn one() -> Self;

    /// The nim-sum of two heights: addition in base two without carries, where pairs cancel.
    fn nim_add(&self, other: &Self) -> Self;

    /// The height as a machine word, if it is finite and fits in one.
    fn to_u64(&self) -> Option<u64>;

    /// Reads one height, as a player types it; errors count columns from 1 within `text`.
    ///
    /// # Errors
    /// A one-line [`ParseError`] saying what is wrong, and where.
    fn read(text: &str) -> Result<Self, ParseError>;

    /// What separates heights when a position is written out: a space, or `, ` for heights
    /// that may contain spaces.
    const SEPARATOR: &'static str = " ";

    /// How a player types a move on piles of this kind, for a prompt.
    const MOVE_FORMAT: &'static str =
        "a pile and how many blocks to take, like `1 3` (or `1 all`, or `1 -> 2` to leave two)";

    /// Whether the pile is empty.
    fn is_zero(&self) -> bool {
        *self == Self::zero()
    }

    /// Whether the height is a whole number (it always is, but for ordinal heights).
    fn is_finite(&self) -> bool {
        true
    }

    /// The height left after taking `blocks` blocks off the top, or `None` if there are not
    /// that many blocks on top (fewer blocks in all, or, for ordinals, fewer above the limit
    /// below the top).
    fn take_from_top(&self, blocks: &BigUint) -> Option<Self>;

    /// What a move from this height down to `to` takes off the top: the `c` with `to + c` equal
    /// to this height. `to` must not be taller.
    fn taken_above(&self, to: &Self) -> Self;

    /// The nim-sum of many heights; a kind of height may do better than adding them one at a
    /// time.
    fn nim_sum_of(piles: &[Self]) -> Self {
        piles
            .iter()
            .fold(Self::zero(), |sum, pile| sum.nim_add(pile))
    }

    /// Every balancing move; a kind of height may find them faster than
    /// [`balancing_moves`](crate::balancing_moves) does.
    fn balancing_moves_of(piles: &[Self]) -> Vec<Move<Self>> {
        crate::balancing_moves(piles)
    }

    /// Reads a whole position's heights, separated by spaces or commas (see
    /// [`parse_heights`]).
    ///
    /// # Errors
    /// The first [`ParseError`], placed in the whole text.
    fn read_all(text: &str) -> Result<Vec<Self>, ParseError> {
        parse_heights(text, Self::read)
    }
}

/// Heights with finitely many smaller heights, so that brute force can list every move: the
/// positions [`game::Game`] is implemented for. Ordinal heights are not finite: a pile of height
/// ω can be cut down to any of infinitely many whole numbers.
pub trait FiniteHeight: Height {
    /// Every smaller height, tallest first.
    fn shorter(&self) -> Vec<Self>;
}

impl Height for u64 {
    fn zero() -> u64 {
        0
    }

    fn one() -> u64 {
        1
    }

    fn nim_add(&self, other: &u64) -> u64 {
        self ^ other
    }

    fn to_u64(&self) -> Option<u64> {
        Some(*self)
    }

    fn read(text: &str) -> Result<u64, ParseError> {
        let height = read_natural(text)?;
        u64::try_from(&height).map_err(|_| ParseError::at(1, ParseErrorKind::TooHigh))
    }

    fn take_from_top(&self, blocks: &BigUint) -> Option<u64> {
        self.checked_sub(u64::try_from(blocks).ok()?)
    }

    fn taken_above(&self, to: &u64) -> u64 {
        self.saturating_sub(*to)
    }
}

impl FiniteHeight for u64 {
    fn shorter(&self) -> Vec<u64> {
        (0..*self).rev().collect()
    }
}

impl Height for BigUint {
    fn zero() -> BigUint {
        BigUint::ZERO
    }

    fn one() -> BigUint {
        BigUint::from(1u8)
    }

    fn nim_add(&self, other: &BigUint) -> BigUint {
        self ^ other
    }

    fn to_u64(&self) -> Option<u64> {
        u64::try_from(self).ok()
    }

    fn read(text: &str) -> Result<BigUint, ParseError> {
        read_natural(text)
    }

    fn take_from_top(&self, blocks: &BigUint) -> Option<BigUint> {
        (blocks <= self).then(|| self - blocks)
    }

    fn taken_above(&self, to: &BigUint) -> BigUint {
        if to <= self { self - to } else { BigUint::ZERO }
    }
}

impl FiniteHeight for BigUint {
    /// There are as many as the height says: for small heights only.
    fn shorter(&self) -> Vec<BigUint> {
        let mut shorter = Vec::new();
        let mut to = self.clone();
        while to > BigUint::ZERO {
            to -= 1u8;
            shorter.push(to.clone());
        }
        shorter
    }
}
