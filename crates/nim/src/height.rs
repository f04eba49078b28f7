//! What the balancing strategy needs to know about a pile height.

use num_bigint::BigUint;

/// A pile height: anything with an order, the empty pile, a pile of one, and a nim-sum.
///
/// Balancing never asks for more, so the same code balances piles of machine words, of big
/// integers, and (in a later chapter) of ordinals. The nim-sum must be the bitwise exclusive or of
/// the heights written in base two, and a move must be allowed from any height to any smaller one.
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
}
