//! Exercise 4.9: where play stops.

use canonical::CanonicalForm;
use dyadic::Dyadic;

// ANCHOR: stub
/// The left and right stops of `game`, by their definition: a number is its own stops; otherwise
/// the left stop is the largest right stop of Left's options, and the right stop the smallest
/// left stop of Right's options. `{3|1}` has stops `(3, 1)`, `{4|{2|0}}` has `(4, 2)`.
pub fn stops(game: &CanonicalForm) -> (Dyadic, Dyadic) {
    todo!("the stops of {game}")
}
// ANCHOR_END: stub
