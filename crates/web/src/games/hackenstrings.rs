//! Chapter 3: rows of pebbles, neutral ones too.

use canonical::HackenstringsValue;
use game::Player;
use hackenstrings::Position;

use crate::panel::{Facts, Panel, best_fact};

impl Panel for Position {
    fn read(text: &str) -> Result<Position, String> {
        text.parse().map_err(|error| format!("{error}"))
    }

    fn text(&self) -> String {
        self.to_string()
    }

    fn svg(&self) -> String {
        self.svg_numbered()
    }

    /// The value, a number when it is one, else its canonical form (CGSuite's notation).
    fn facts(&self) -> Facts {
        vec![
            ("Value".to_string(), self.value_text()),
            ("Outcome".to_string(), self.outcome().words().to_string()),
            best_fact(self, Player::Left),
            best_fact(self, Player::Right),
        ]
    }
}
