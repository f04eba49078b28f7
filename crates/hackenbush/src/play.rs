//! Hackenbush played against the computer: the [`game::play`] protocol, a move being the number
//! of the edge cut.

use canonical::CanonicalForm;
use game::Player;
use game::play::{Best, Playable, Valued, Verb, index, not_a_move};

use crate::Picture;

impl Valued for Picture {
    type Value = CanonicalForm;
    type Error = std::convert::Infallible;

    /// The value in canonical form ([`Picture::value`]): `1/2`, `^*`.
    fn worth(&self) -> Result<CanonicalForm, Self::Error> {
        Ok(self.value())
    }
}

impl Playable for Picture {
    type Move = usize;

    const IMPARTIAL: bool = false;

    const MOVE_FORMAT: &'static str = "the number of an edge, like `0`";

    const VERB: Verb = Verb::CUT;

    /// The number of an edge; refused when there is no such edge or it is the other player's
    /// colour.
    fn read_move(&self, player: Player, typed: &str) -> Result<usize, String> {
        let [word] = typed.split_whitespace().collect::<Vec<_>>()[..] else {
            return Err(not_a_move(Self::MOVE_FORMAT, typed));
        };
        let edge = index(word, "edge")?;
        self.check_cut(player, edge)
            .map_err(|error| format!("You can't: {error}."))?;
        Ok(edge)
    }

    /// `edge 1 (red, 1-2)`, with `ground` for vertex 0.
    fn describe(&self, chosen: &usize) -> String {
        self.describe_edge(*chosen)
    }

    fn after(&self, _player: Player, chosen: &usize) -> Picture {
        self.cut(*chosen)
    }

    /// A winning cut when there is one; otherwise one that loses least.
    fn best(&self, player: Player) -> Option<Best<usize>> {
        let (chosen, after) = self.best_move(player)?;
        let wins = after.outcome().mover_wins(player);
        Some(Best { chosen, wins })
    }

    fn rules(&self) -> Option<&'static str> {
        Some(
            "Left cuts blue edges, Right red ones, either a green one; what no longer touches \
             the ground falls.",
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_cuts() {
        let picture: Picture = "0-1:b 1-2:r 1-3:g".parse().unwrap();
        assert_eq!(picture.read_move(Player::Right, " 1 "), Ok(1));
        assert_eq!(picture.read_move(Player::Right, "2"), Ok(2));
        let refusals = [
            ("1 2", "Type the number of an edge, like `0` (not '1 2')."),
            ("-1", "The edge should be a number from 0 up, not '-1'."),
            ("3", "You can't: there is no edge 3 (there are 3 edges)."),
            (
                "0",
                "You can't: edge 0 is blue, and Right cuts red or green edges.",
            ),
        ];
        for (typed, message) in refusals {
            assert_eq!(picture.read_move(Player::Right, typed), Err(message.into()));
        }
        let best = picture.best(Player::Left).unwrap();
        assert!(best.wins);
    }
}
