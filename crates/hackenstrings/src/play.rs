//! Rows of pebbles played against the computer: the [`game::play`] protocol, for the calculator
//! and the page alike.

use game::Player;
use game::play::{Best, Playable, index, not_a_move, words};

use crate::{Move, Position};

impl Playable for Position {
    type Move = Move;

    const IMPARTIAL: bool = false;

    const MOVE_FORMAT: &'static str = "a row and a pebble, like `0 1`";

    /// A row and a pebble, counted from 0, separated by spaces or a comma: `0 1`, `0, 1`.
    fn read_move(&self, player: Player, typed: &str) -> Result<Move, String> {
        let [row, pebble] = words(typed)[..] else {
            return Err(not_a_move(Self::MOVE_FORMAT, typed));
        };
        let chosen = Move {
            row: index(row, "row")?,
            pebble: index(pebble, "pebble")?,
        };
        match self.play(player, chosen) {
            Ok(_) => Ok(chosen),
            Err(error) => Err(format!("You can't: {error}.")),
        }
    }

    /// `pebble 1 of row 0`.
    fn describe(&self, chosen: &Move) -> String {
        format!("pebble {} of row {}", chosen.pebble, chosen.row)
    }

    fn after(&self, player: Player, chosen: &Move) -> Position {
        self.play(player, *chosen).unwrap_or_else(|_| self.clone())
    }

    /// The move that costs `player` least ([`Position::best_move`]).
    fn best(&self, player: Player) -> Option<Best<Move>> {
        let chosen = self.best_move(player)?;
        let wins = self.play(player, chosen).ok()?.outcome().mover_wins(player);
        Some(Best { chosen, wins })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_moves() {
        let position: Position = "A B B A + B A".parse().unwrap();
        let read = |typed: &str| position.read_move(Player::Right, typed);
        assert_eq!(read(" 0, 1 "), Ok(Move { row: 0, pebble: 1 }));
        let refusals = [
            ("1", "Type a row and a pebble, like `0 1` (not '1')."),
            ("-1 1", "The row should be a number from 0 up, not '-1'."),
            ("1 x", "The pebble should be a number from 0 up, not 'x'."),
            ("2 0", "You can't: there is no row 2 (there are 2 rows)."),
            (
                "1 2",
                "You can't: row 1 has no pebble 2 (it has 2 pebbles).",
            ),
            (
                "0 0",
                "You can't: pebble 0 of row 0 is Left's, not Right's.",
            ),
        ];
        for (typed, message) in refusals {
            assert_eq!(read(typed), Err(message.to_string()), "{typed}");
        }
        assert!(read(&format!("{} 1", "9".repeat(100))).unwrap_err().len() < 100);
    }

    #[test]
    fn best_moves_say_whether_they_win() {
        let position: Position = "A B + B A".parse().unwrap();
        let best = position.best(Player::Right).unwrap();
        assert_eq!(position.describe(&best.chosen), "pebble 1 of row 0");
        assert!(!best.wins);
        let position: Position = "A B B A + B A".parse().unwrap();
        assert!(position.best(Player::Right).unwrap().wins);
        assert!(Position::default().best(Player::Left).is_none());
    }
}
