//! A short game played on its game tree: the [`game::play`] protocol, a move being one of the
//! top position's options.

use game::Player;
use game::play::{Best, Playable, Valued, index, not_a_move};

use crate::CanonicalForm;

/// A move in a [`CanonicalForm`]: to one of its options, Left's or Right's, counted from 0 in
/// the order the canonical form lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// Whose option it is.
    pub player: Player,
    /// Which of that player's options, from 0.
    pub index: usize,
}

impl CanonicalForm {
    /// `player`'s options, in the order the canonical form writes them.
    pub fn options_of(&self, player: Player) -> Vec<CanonicalForm> {
        match player {
            Player::Left => self.left_options(),
            Player::Right => self.right_options(),
        }
    }
}

impl Valued for CanonicalForm {
    type Value = CanonicalForm;
    type Error = std::convert::Infallible;

    /// A canonical form is its own value: `^^*`.
    fn worth(&self) -> Result<CanonicalForm, Self::Error> {
        Ok(*self)
    }
}

impl Playable for CanonicalForm {
    type Move = Choice;

    const IMPARTIAL: bool = false;

    const MOVE_FORMAT: &'static str = "a side and an option, like `left 0`";

    /// A side (as [`Player`] reads it: `left`, `r`) and the number of one of its options.
    fn read_move(&self, player: Player, typed: &str) -> Result<Choice, String> {
        let [side, number] = typed.split_whitespace().collect::<Vec<_>>()[..] else {
            return Err(not_a_move(Self::MOVE_FORMAT, typed));
        };
        let Ok(mover) = side.parse::<Player>() else {
            return Err(not_a_move(Self::MOVE_FORMAT, typed));
        };
        if mover != player {
            return Err(format!(
                "You can't: that is {mover}'s move, and you play {player}."
            ));
        }
        let index = index(number, "option")?;
        let count = self.options_of(player).len();
        if index >= count {
            return Err(format!(
                "You can't: {player} has {count} options here, not {}.",
                index + 1
            ));
        }
        Ok(Choice { player, index })
    }

    /// `Left's option 0 (to *)`.
    fn describe(&self, chosen: &Choice) -> String {
        let to = self.options_of(chosen.player)[chosen.index];
        format!("{}'s option {} (to {to})", chosen.player, chosen.index)
    }

    fn after(&self, _player: Player, chosen: &Choice) -> CanonicalForm {
        self.options_of(chosen.player)[chosen.index]
    }

    /// The first option that wins, or else the first option.
    fn best(&self, player: Player) -> Option<Best<Choice>> {
        let all = self.options_of(player);
        let winning = all
            .iter()
            .position(|option| option.outcome().mover_wins(player));
        let index = winning.or((!all.is_empty()).then_some(0))?;
        Some(Best {
            chosen: Choice { player, index },
            wins: winning.is_some(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_moves() {
        let g: CanonicalForm = "^*".parse().unwrap();
        assert_eq!(g.to_string(), "^*");
        let best = g.best(Player::Right).unwrap();
        assert!(best.wins);
        assert_eq!(g.after(Player::Right, &best.chosen), CanonicalForm::zero());
        let refusals = [
            (
                "left 0",
                "You can't: that is Left's move, and you play Right.",
            ),
            ("right 5", "You can't: Right has 1 options here, not 6."),
            (
                "up 0",
                "Type a side and an option, like `left 0` (not 'up 0').",
            ),
            (
                "right x",
                "The option should be a number from 0 up, not 'x'.",
            ),
        ];
        for (typed, message) in refusals {
            assert_eq!(g.read_move(Player::Right, typed), Err(message.to_string()));
        }
        assert!(CanonicalForm::zero().best(Player::Left).is_none());
    }
}
