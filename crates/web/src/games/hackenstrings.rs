//! Chapter 3: rows of pebbles, neutral ones too.

use canonical::HackenstringsValue;
use game::{Outcome, Player};
use hackenstrings::{Move, Position};

use super::{index, not_a_move};
use crate::panel::{Facts, Panel, Played, best_fact};

/// The value: a number when it is one, else its canonical form (CGSuite's notation).
fn value(position: &Position) -> String {
    match position.number() {
        Ok(number) => format!("{:#}", number.short()),
        Err(_) => position.value().to_string(),
    }
}

/// Who wins, in words.
pub(crate) fn outcome(outcome: Outcome) -> String {
    match outcome {
        Outcome::LeftWins => "Left wins, whoever starts",
        Outcome::RightWins => "Right wins, whoever starts",
        Outcome::FirstPlayerWins => "whoever moves next wins",
        Outcome::SecondPlayerWins => "whoever moves next loses",
    }
    .to_string()
}

impl Panel for Position {
    type Move = Move;

    const IMPARTIAL: bool = false;

    fn read(text: &str) -> Result<Position, String> {
        text.parse().map_err(|error| format!("{error}"))
    }

    fn text(&self) -> String {
        self.to_string()
    }

    fn svg(&self) -> String {
        self.svg_numbered()
    }

    fn facts(&self) -> Facts {
        vec![
            ("Value".to_string(), value(self)),
            ("Outcome".to_string(), outcome(self.outcome())),
            best_fact(self, Player::Left),
            best_fact(self, Player::Right),
        ]
    }

    fn read_move(&self, player: Player, typed: &str) -> Result<Move, String> {
        let words: Vec<&str> = typed
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|word| !word.is_empty())
            .collect();
        let [row, pebble] = words.as_slice() else {
            return Err(not_a_move("a row and a pebble, like `0 1`", typed));
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

    fn describe(&self, chosen: &Move) -> String {
        format!("pebble {} of row {}", chosen.pebble, chosen.row)
    }

    fn after(&self, player: Player, chosen: &Move) -> Position {
        self.play(player, *chosen).unwrap_or_else(|_| self.clone())
    }

    fn best(&self, player: Player) -> Option<Played<Move>> {
        let chosen = self.best_move(player)?;
        let after = self.play(player, chosen).ok()?;
        let wins = after.winner(player.opponent()) == player;
        Some(Played { chosen, wins })
    }
}
