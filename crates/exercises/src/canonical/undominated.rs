//! Exercise 4.1: what Left would never play.

use canonical::CanonicalForm;
use game::Player;

// ANCHOR: stub
/// The options of `player` that are not dominated: for Left, those no other of her options is at
/// least as good as (greater or equal); for Right, those no other of his is at most. Of options
/// that are equal, keep one. The order does not matter.
pub fn undominated(options: &[CanonicalForm], player: Player) -> Vec<CanonicalForm> {
    todo!("the options {player:?} would play from {options:?}")
}
// ANCHOR_END: stub
