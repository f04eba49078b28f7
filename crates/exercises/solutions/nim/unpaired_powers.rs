//! A solution to exercise 8.1: the substacks that do not pair off.

// ANCHOR: solution
/// Split every pile into its powers of two (`7` is `4 + 2 + 1`), and pair
/// off equal substacks across all the piles: which sizes are left over?
/// Largest first: `[2, 3, 5, 7]` leaves `[2, 1]`, and the balanced
/// `[1, 3, 5, 7]` leaves nothing.
pub fn unpaired_powers(piles: &[u64]) -> Vec<u64> {
    // How many substacks of 2^place there are, for each place, counted as the children count.
    let mut substacks = [0usize; 64];
    for &pile in piles {
        for (place, count) in substacks.iter_mut().enumerate() {
            if pile >> place & 1 == 1 {
                *count += 1;
            }
        }
    }
    // An even number pairs off completely; an odd number leaves one over.
    (0..64)
        .rev()
        .filter(|&place| substacks[place] % 2 == 1)
        .map(|place| 1u64 << place)
        .collect()
}
// ANCHOR_END: solution
