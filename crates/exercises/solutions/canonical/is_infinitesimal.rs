//! A solution to exercise 4.2: infinitesimals.

use canonical::CanonicalForm;

// ANCHOR: solution
/// Whether `game` is infinitesimal: `-x < game < x` for every positive dyadic number `x`. Zero,
/// `*`, `^` and `^*` are; `1/64`, `±1` and `{1|0}` are not.
pub fn is_infinitesimal(game: &CanonicalForm) -> bool {
    // Play settles on a number whoever starts: the stops. A short game lies between -x and x
    // for every positive x exactly when both of its stops are 0.
    game.left_stop().is_zero() && game.right_stop().is_zero()
}
// ANCHOR_END: solution
