//! A solution to exercise 6.2: half of infinity, by play.

use game::Player;
use surreal::{Move, Position};

// ANCHOR: solution
/// The reply that wins for `player` in `( A ) ( B ) + ( A ) ( B ) + ( B )` after the opponent's
/// first move: `position` is the game after that move. A winning reply leaves a value of at
/// least 0 when Left replies (at most 0 when Right does), so that the opponent, moving next,
/// loses. That the second player always has one is what makes `( A ) ( B )` worth ω/2.
pub fn half_omega_reply(position: &Position, player: Player) -> Move {
    let rows: Vec<String> = position.rows().iter().map(ToString::to_string).collect();
    let untouched = rows
        .iter()
        .position(|row| row == "( A ) ( B )")
        .expect("the opponent cut at most one of the two halves");
    // The row the opponent cut, and how many pebbles of one colour they left in it.
    let cut = rows
        .iter()
        .enumerate()
        .find(|&(i, row)| i != untouched && row != "( A ) ( B )" && row != "( B )");
    let left_behind = |row: &str, letter: char| row.chars().filter(|&c| c == letter).count();
    match player {
        // Left cut a half down to k of her pebbles (worth k): Right cuts the other half down to
        // `( A )` and k of his (worth ω − k), and the total is k + ω − k − ω = 0.
        Player::Right => {
            let k = cut.map_or(0, |(_, row)| left_behind(row, 'A'));
            // Pebble 1 is the B in `( B )`; copies 0 to k of it are k + 1 of his pebbles, and
            // the one in copy k goes.
            Move::in_copies(untouched, 1, &[k])
        }
        // Right cut a half down to `( A )` and j of his pebbles (worth ω − j): Left cuts the
        // other half down to j of hers, and the total is 0 again. If Right cut `( B )` itself
        // instead, the two halves, ω, are more than any finite row of his: anything wins.
        Player::Left => {
            let j = match cut {
                Some((_, row)) if row.starts_with("( A )") => left_behind(row, 'B'),
                _ => 0,
            };
            // Pebble 0 is the A in `( A )`: cut in copy j, it leaves j of hers.
            Move::in_copies(untouched, 0, &[j])
        }
    }
}
// ANCHOR_END: solution
