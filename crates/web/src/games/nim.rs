//! Chapter 8: Nim, and with ordinal heights chapter 9's transfinite Nim: one panel for both,
//! in normal play.

use game::Player;
use game::play::Playable;
use nim::{Board, Height, Play};
use transfinite_nim::Pile;

use crate::panel::{Facts, Panel, best_fact};

/// The most winning moves listed.
const MOST_LISTED: usize = 4;

impl<H: Pile> Panel for Board<H> {
    fn read(text: &str) -> Result<Board<H>, String> {
        let position = text
            .parse()
            .map_err(|error: nim::ParseError| error.to_string())?;
        Ok(Board::new(position, Play::Normal))
    }

    fn text(&self) -> String {
        self.position.to_string()
    }

    fn svg(&self) -> String {
        H::svg(&self.position, false)
    }

    fn facts(&self) -> Facts {
        let position = &self.position;
        let value = position.value();
        let outcome = if position.piles().iter().all(Height::is_zero) {
            "no blocks left: whoever is to move has lost"
        } else if value.is_zero() {
            "balanced: whoever moves next loses"
        } else {
            "unbalanced: whoever moves next wins"
        };
        let winning = position.winning_moves(Play::Normal);
        let mut listed: Vec<String> = winning
            .iter()
            .take(MOST_LISTED)
            .map(|chosen| self.describe(chosen))
            .collect();
        if winning.len() > MOST_LISTED {
            listed.push(format!("and {} more", winning.len() - MOST_LISTED));
        }
        let listed = match listed.is_empty() {
            true => "none".to_string(),
            false => listed.join("; "),
        };
        vec![
            ("Nim value".to_string(), value.to_string()),
            ("Outcome".to_string(), outcome.to_string()),
            best_fact(self, Player::Left),
            ("Winning moves".to_string(), listed),
        ]
    }
}
