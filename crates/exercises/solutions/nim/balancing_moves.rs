//! A solution to exercise 8.2: every balancing move.

// ANCHOR: solution
/// Every balancing move of the position, as `(pile, new height)`, with
/// piles counted from 0 the way the book counts, in pile order:
/// `[3, 4, 5]` gives `[(0, 1)]`. A balanced position has none.
pub fn balancing_moves(piles: &[u64]) -> Vec<(usize, u64)> {
    let sum = piles.iter().fold(0, |sum, pile| sum ^ pile);
    let mut moves = Vec::new();
    for (index, &pile) in piles.iter().enumerate() {
        // The other piles' nim-sum is `sum ^ pile`: this pile must become exactly that, and can
        // only if that is shorter.
        let target = sum ^ pile;
        if target < pile {
            moves.push((index, target));
        }
    }
    moves
}
// ANCHOR_END: solution
