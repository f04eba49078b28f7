//! A solution to exercise 4.3: rows of neutral pebbles.

// ANCHOR: solution
/// The `n` of the nimber `*n` equal to rows of neutral pebbles of these lengths: `[3]` (the row
/// `C C C`) gives 3, `[1, 1]` (`C + C`) gives 0, and `[2, 1]` (`C C + C`) gives 3.
pub fn neutral_rows(lengths: &[u64]) -> u64 {
    // Nimbers add bit by bit without carrying: the exclusive or (the Nim chapter says why).
    lengths.iter().fold(0, |total, &length| total ^ length)
}
// ANCHOR_END: solution
