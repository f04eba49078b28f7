use std::cmp::Ordering;
use std::fmt;

use crate::Player;

/// Who wins a game with perfect play: the four outcome classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Left wins whoever starts (a positive game; class L).
    LeftWins,
    /// Right wins whoever starts (a negative game; class R).
    RightWins,
    /// Whoever moves first wins (a fuzzy game, like `*`; class N).
    FirstPlayerWins,
    /// Whoever moves second wins (a zero game; class P).
    SecondPlayerWins,
}

impl Outcome {
    /// The outcome from who wins when Left starts and who wins when Right starts.
    pub fn from_winners(left_starts: Player, right_starts: Player) -> Outcome {
        match (left_starts, right_starts) {
            (Player::Left, Player::Left) => Outcome::LeftWins,
            (Player::Right, Player::Right) => Outcome::RightWins,
            (Player::Left, Player::Right) => Outcome::FirstPlayerWins,
            (Player::Right, Player::Left) => Outcome::SecondPlayerWins,
        }
    }

    /// The outcome of a game whose value is a number with the given sign (compared with zero):
    /// positive numbers are won by Left, negative ones by Right, and zero by the second player.
    pub fn of_sign(sign: Ordering) -> Outcome {
        match sign {
            Ordering::Greater => Outcome::LeftWins,
            Ordering::Less => Outcome::RightWins,
            Ordering::Equal => Outcome::SecondPlayerWins,
        }
    }

    /// Who wins when `starter` moves first.
    pub fn winner(self, starter: Player) -> Player {
        match self {
            Outcome::LeftWins => Player::Left,
            Outcome::RightWins => Player::Right,
            Outcome::FirstPlayerWins => starter,
            Outcome::SecondPlayerWins => starter.opponent(),
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::LeftWins => "Left wins",
            Outcome::RightWins => "Right wins",
            Outcome::FirstPlayerWins => "the first player wins",
            Outcome::SecondPlayerWins => "the second player wins",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winners_round_trip() {
        for left_starts in Player::BOTH {
            for right_starts in Player::BOTH {
                let outcome = Outcome::from_winners(left_starts, right_starts);
                assert_eq!(outcome.winner(Player::Left), left_starts);
                assert_eq!(outcome.winner(Player::Right), right_starts);
            }
        }
    }
}
