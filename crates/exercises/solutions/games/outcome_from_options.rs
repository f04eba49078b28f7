//! A solution to exercise 2.1: who wins a game, from who wins its options.

use game::Outcome;

// ANCHOR: solution
/// The outcome class of a game whose Left options have the outcomes `left` and whose Right
/// options have the outcomes `right`. For example `{0 | 0}` has one option for each player, each
/// a second-player win, and the game itself is a first-player win.
pub fn outcome_from_options(left: &[Outcome], right: &[Outcome]) -> Outcome {
    // Moving first, Left wins if she can move to a game that Right, moving next, loses:
    // one that Left wins whoever starts, or one that the second player wins.
    let left_wins_first = left
        .iter()
        .any(|outcome| matches!(outcome, Outcome::LeftWins | Outcome::SecondPlayerWins));
    let right_wins_first = right
        .iter()
        .any(|outcome| matches!(outcome, Outcome::RightWins | Outcome::SecondPlayerWins));
    match (left_wins_first, right_wins_first) {
        (true, true) => Outcome::FirstPlayerWins,
        (true, false) => Outcome::LeftWins,
        (false, true) => Outcome::RightWins,
        (false, false) => Outcome::SecondPlayerWins,
    }
}
// ANCHOR_END: solution
