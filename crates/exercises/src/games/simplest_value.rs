//! Exercise 2.2: the value of a game by the simplicity rule, worked out by hand.

use dyadic::Dyadic;
use game::Form;

// ANCHOR: stub
/// The value of `game` by the simplicity rule: the simplest number greater than the values of
/// all of Left's options and less than those of all of Right's, the options' values being found
/// the same way. `None` if some position of the game, the game itself included, is not a number
/// this way (its best Left option is not less than its best Right option). So `{0 | 1}` gives
/// `Some(1/2)` and `{0 | 0}` gives `None`.
pub fn simplest_value(game: &Form) -> Option<Dyadic> {
    todo!("the value of {game:?} by the simplicity rule")
}
// ANCHOR_END: stub
