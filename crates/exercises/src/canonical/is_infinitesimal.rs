//! Exercise 4.2: infinitesimals.

use canonical::CanonicalForm;

// ANCHOR: stub
/// Whether `game` is infinitesimal: `-x < game < x` for every positive dyadic number `x`. Zero,
/// `*`, `^` and `^*` are; `1/64`, `±1` and `{1|0}` are not.
pub fn is_infinitesimal(game: &CanonicalForm) -> bool {
    todo!("is {game} infinitesimal?")
}
// ANCHOR_END: stub
