//! A solution to exercise 4.4: bypassing reversible options.

use canonical::CanonicalForm;
use game::Player;

// ANCHOR: solution
/// The options of the game `G = {left | right}` (each option in canonical form) with every
/// reversible option bypassed: while some Left option `A` has a Right option `A^R <= G`, replace
/// `A` by the Left options of `A^R`; while some Right option `B` has a Left option `B^L >= G`,
/// replace `B` by the Right options of `B^L`. Dominated options may stay, and the order does not
/// matter. `{*, ^ | 0}` gives `({*, 0}, {0})`: Left's `^` reverses through `*`.
pub fn bypass_reversible(
    left: &[CanonicalForm],
    right: &[CanonicalForm],
) -> (Vec<CanonicalForm>, Vec<CanonicalForm>) {
    // Bypassing changes the options, never the game's value, so G is worked out once.
    let game = CanonicalForm::new(left, right);
    let bypass = |options: &[CanonicalForm], player: Player| {
        let mut waiting = options.to_vec();
        let mut kept: Vec<CanonicalForm> = Vec::new();
        while let Some(option) = waiting.pop() {
            // The opponent's answer that is at least as good for them as G itself.
            let reply = match player {
                Player::Left => option.right_options().into_iter().find(|r| *r <= game),
                Player::Right => option.left_options().into_iter().find(|l| *l >= game),
            };
            match (reply, player) {
                // The replacements may reverse too: they wait their turn.
                (Some(reply), Player::Left) => waiting.extend(reply.left_options()),
                (Some(reply), Player::Right) => waiting.extend(reply.right_options()),
                (None, _) if !kept.contains(&option) => kept.push(option),
                (None, _) => {}
            }
        }
        kept
    };
    (bypass(left, Player::Left), bypass(right, Player::Right))
}
// ANCHOR_END: solution
