//! A solution to exercise 4.1: what Left would never play.

use canonical::CanonicalForm;
use game::Player;

// ANCHOR: solution
/// The options of `player` that are not dominated: for Left, those no other of her options is at
/// least as good as (greater or equal); for Right, those no other of his is at most. Of options
/// that are equal, keep one. The order does not matter.
pub fn undominated(options: &[CanonicalForm], player: Player) -> Vec<CanonicalForm> {
    // `better(a, b)`: b is at least as good as a for the player.
    let better = |a: &CanonicalForm, b: &CanonicalForm| match player {
        Player::Left => a <= b,
        Player::Right => a >= b,
    };
    let mut kept: Vec<CanonicalForm> = Vec::new();
    for (index, option) in options.iter().enumerate() {
        // Dominated by another option, or equal to one already kept.
        let dominated = options
            .iter()
            .enumerate()
            .any(|(other, rival)| other != index && rival != option && better(option, rival));
        if !dominated && !kept.contains(option) {
            kept.push(*option);
        }
    }
    kept
}
// ANCHOR_END: solution
