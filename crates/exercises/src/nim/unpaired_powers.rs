//! Exercise 8.1: the substacks that do not pair off.

// ANCHOR: stub
/// Split every pile into its powers of two (`7` is `4 + 2 + 1`), and pair
/// off equal substacks across all the piles: which sizes are left over?
/// Largest first: `[2, 3, 5, 7]` leaves `[2, 1]`, and the balanced
/// `[1, 3, 5, 7]` leaves nothing.
pub fn unpaired_powers(piles: &[u64]) -> Vec<u64> {
    todo!("the unpaired substacks of {piles:?}")
}
// ANCHOR_END: stub
