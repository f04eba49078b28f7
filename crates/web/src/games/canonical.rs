//! Chapter 4: short games in CGSuite's notation, played on their game tree.

use canonical::CanonicalForm;
use game::Player;

use crate::panel::{Facts, Panel, best_fact};

impl Panel for CanonicalForm {
    fn read(text: &str) -> Result<CanonicalForm, String> {
        text.trim_end().parse().map_err(|error| format!("{error}"))
    }

    fn text(&self) -> String {
        self.to_string()
    }

    fn svg(&self) -> String {
        canonical::picture::tree_svg(self)
    }

    fn facts(&self) -> Facts {
        let stops = format!("left {}, right {}", self.left_stop(), self.right_stop());
        vec![
            ("Value".to_string(), self.to_string()),
            ("Outcome".to_string(), self.outcome().words().to_string()),
            ("Stops".to_string(), stops),
            best_fact(self, Player::Left),
            best_fact(self, Player::Right),
        ]
    }
}
