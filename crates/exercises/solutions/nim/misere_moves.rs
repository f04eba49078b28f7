//! A solution to exercise 8.3: every winning move in misère Nim.

// ANCHOR: solution
/// Every winning move of misère Nim, where whoever takes the last block
/// loses, as `(pile, new height)` with piles counted from 0, in pile order:
/// `[1, 1, 5]` gives `[(2, 1)]`. None if the player to move loses (or
/// cannot move at all).
pub fn misere_moves(piles: &[u64]) -> Vec<(usize, u64)> {
    let big: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] >= 2).collect();
    let singles = piles.iter().filter(|&&pile| pile == 1).count();
    match big.as_slice() {
        // Only single blocks: leave an odd number of them, if we can.
        [] if singles % 2 == 0 => (0..piles.len())
            .filter(|&i| piles[i] == 1)
            .map(|i| (i, 0))
            .collect(),
        [] => Vec::new(),
        // One tall pile: cut it to 1 or 0, whichever leaves an odd number of single blocks.
        &[tall] => vec![(tall, if singles % 2 == 0 { 1 } else { 0 })],
        // Two or more tall piles: balance, exactly as in normal play.
        _ => {
            let sum = piles.iter().fold(0, |sum, pile| sum ^ pile);
            (0..piles.len())
                .filter(|&i| piles[i] ^ sum < piles[i])
                .map(|i| (i, piles[i] ^ sum))
                .collect()
        }
    }
}
// ANCHOR_END: solution
