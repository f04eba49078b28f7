//! Exercise 2.1: who wins a game, from who wins its options.

use game::Outcome;

// ANCHOR: stub
/// The outcome class of a game whose Left options have the outcomes `left` and whose Right
/// options have the outcomes `right`. For example `{0 | 0}` has one option for each player, each
/// a second-player win, and the game itself is a first-player win.
pub fn outcome_from_options(left: &[Outcome], right: &[Outcome]) -> Outcome {
    todo!("the outcome of a game whose options have the outcomes {left:?} | {right:?}")
}
// ANCHOR_END: stub
