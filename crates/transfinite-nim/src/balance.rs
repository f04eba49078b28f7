//! Every balancing move, found by the largest power of two that does not pair off.

use std::borrow::Borrow;

use nim::Move;
use ordinal::{Base2Digit, Ordinal};

use crate::sum::{symmetric_difference, unpaired_digits};

// ANCHOR: balancing_moves
/// Every balancing move of transfinite Nim: every move that leaves each power of two
/// paired off.
///
/// With nim-sum `s`, the only balancing move on a pile `p` leaves `p ⊕ s`, and it is a
/// move exactly when `p ⊕ s < p`: when `p` holds the largest power of two of `s`, which
/// the move takes away while changing nothing larger. So the piles to play on are found
/// by looking for one digit, and only their new heights are computed. A balanced
/// position has no balancing move. (Piles are `Ordinal`s, or anything that borrows as
/// one, like the `OrdinalHeight`s of a `Position`.)
pub fn balancing_moves<T>(piles: &[T]) -> Vec<Move<T>>
where
    T: Borrow<Ordinal> + From<Ordinal> + Clone,
{
    let sum = unpaired_digits(piles);
    let Some(&top) = sum.first() else {
        return Vec::new();
    };
    let mut moves = Vec::new();
    for (pile, from) in piles.iter().enumerate() {
        let height: &Ordinal = from.borrow();
        if holds(height, top) {
            // The digits of p ⊕ s: those of p and of s, less the ones they share.
            let digits = symmetric_difference(height.base2_digits(), sum.iter().copied());
            let to = Ordinal::from_base2_digits(digits).into();
            moves.push(Move {
                pile,
                from: from.clone(),
                to,
            });
        }
    }
    moves
}
// ANCHOR_END: balancing_moves

/// Whether `height` has `digit` in its base-2 form. The digits come largest first, so the
/// search stops at the first digit not above `digit`: usually the very first.
fn holds(height: &Ordinal, digit: Base2Digit<'_>) -> bool {
    height
        .base2_digits()
        .find(|candidate| *candidate <= digit)
        .is_some_and(|candidate| candidate == digit)
}

/// The largest power of two that does not pair off, as its exponent β in `2^β`: the digit every
/// balancing move must take away. `None` when the position is balanced.
///
/// ```
/// use ordinal::Ordinal;
///
/// let piles: Vec<Ordinal> = ["1", "w+3", "w*5+7"].map(|text| text.parse().unwrap()).to_vec();
/// let top = transfinite_nim::largest_unpaired(&piles).unwrap();
/// assert_eq!(top.to_string(), "ω+2");
/// ```
pub fn largest_unpaired<T: Borrow<Ordinal>>(piles: &[T]) -> Option<Ordinal> {
    unpaired_digits(piles).first().map(Base2Digit::exponent)
}
