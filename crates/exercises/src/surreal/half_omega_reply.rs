//! Exercise 6.2: half of infinity, by play.

use game::Player;
use surreal::{Move, Position};

// ANCHOR: stub
/// The reply that wins for `player` in `( A ) ( B ) + ( A ) ( B ) + ( B )` after the opponent's
/// first move: `position` is the game after that move. A winning reply leaves a value of at
/// least 0 when Left replies (at most 0 when Right does), so that the opponent, moving next,
/// loses. That the second player always has one is what makes `( A ) ( B )` worth ω/2.
pub fn half_omega_reply(position: &Position, player: Player) -> Move {
    todo!("{player}'s reply in {position}")
}
// ANCHOR_END: stub
