//! A solution to exercise 4.9: where play stops.

use canonical::CanonicalForm;
use dyadic::Dyadic;

// ANCHOR: solution
/// The left and right stops of `game`, by their definition: a number is its own stops; otherwise
/// the left stop is the largest right stop of Left's options, and the right stop the smallest
/// left stop of Right's options. `{3|1}` has stops `(3, 1)`, `{4|{2|0}}` has `(4, 2)`.
pub fn stops(game: &CanonicalForm) -> (Dyadic, Dyadic) {
    if let Some(x) = game.as_number() {
        return (x.clone(), x);
    }
    // A game that is not a number has options on both sides (else it would be an integer).
    let left = game
        .left_options()
        .iter()
        .map(|option| stops(option).1)
        .max();
    let right = game
        .right_options()
        .iter()
        .map(|option| stops(option).0)
        .min();
    (left.unwrap_or_default(), right.unwrap_or_default())
}
// ANCHOR_END: solution
