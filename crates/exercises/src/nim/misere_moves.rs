//! Exercise 8.3: every winning move in misère Nim.

// ANCHOR: stub
/// Every winning move of misère Nim, where whoever takes the last block
/// loses, as `(pile, new height)` with piles counted from 0, in pile order:
/// `[1, 1, 5]` gives `[(2, 1)]`. None if the player to move loses (or
/// cannot move at all).
pub fn misere_moves(piles: &[u64]) -> Vec<(usize, u64)> {
    todo!("the winning misère moves of {piles:?}")
}
// ANCHOR_END: stub
