//! Exercise 8.2: every balancing move.

// ANCHOR: stub
/// Every balancing move of the position, as `(pile, new height)`, with
/// piles counted from 0 the way the book counts, in pile order:
/// `[3, 4, 5]` gives `[(0, 1)]`. A balanced position has none.
pub fn balancing_moves(piles: &[u64]) -> Vec<(usize, u64)> {
    todo!("the balancing moves of {piles:?}")
}
// ANCHOR_END: stub
