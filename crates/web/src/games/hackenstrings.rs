//! Chapter 3: rows of pebbles, neutral ones too.

use canonical::HackenstringsValue;
use game::Player;
use hackenstrings::Position;

use super::canonical::{within_work, written};
use crate::panel::{Facts, Panel, best_fact_of};

/// The most positions of the rows with a neutral pebble (the product of their lengths plus
/// one) that the panel takes: the computer's reply may search them all.
const MOST_SEARCHED: u64 = 1_000_000;

impl Panel for Position {
    /// The position, if its facts can be worked out within the calculator's default budget, and
    /// the computer's replies (a search, when the rows cut at their neutral pebbles sum to 0)
    /// visit at most `MOST_SEARCHED` positions.
    fn read(text: &str) -> Result<Position, String> {
        let position: Position = text.parse().map_err(|error| format!("{error}"))?;
        let searched = position
            .rows()
            .iter()
            .filter(|row| row.has_neutral())
            .try_fold(1u64, |product, row| {
                product.checked_mul(row.len() as u64 + 1)
            })
            .filter(|&positions| positions <= MOST_SEARCHED);
        if searched.is_none() {
            return Err(format!(
                "the rows with a neutral pebble have more than {MOST_SEARCHED} positions \
                 together, more than the panel plays; for more, use the calculator, gamebird"
            ));
        }
        if position.has_neutral() {
            let value = within_work(|| (position.value(), position.facts()))?.0;
            written(&value)?;
        }
        Ok(position)
    }

    fn text(&self) -> String {
        self.to_string()
    }

    fn svg(&self) -> String {
        self.svg_numbered()
    }

    /// The value, a number when it is one, else its canonical form (CGSuite's notation); the
    /// outcome and the best moves from the rows' values, never a search of the whole position.
    fn facts(&self) -> Facts {
        let best = |player| {
            best_fact_of(
                self,
                player,
                canonical::best_by_values(self, player).map(|found| found.0),
            )
        };
        vec![
            ("Value".to_string(), self.value_text()),
            (
                "Outcome".to_string(),
                self.value().outcome().words().to_string(),
            ),
            best(Player::Left),
            best(Player::Right),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn many_rows_with_neutral_pebbles_are_valued_by_their_rows() {
        let rows = ["C A"; 12].join(" + ");
        let position = Position::read(&rows).unwrap();
        let facts = position.facts();
        assert_eq!(facts[0].1, "^12");
        assert_eq!(
            facts[1].1,
            Player::Left.to_string() + " wins, whoever starts"
        );
        let refused = Position::read(&["C A"; 300].join(" + ")).unwrap_err();
        assert!(refused.contains("more than 1000000 positions"), "{refused}");
    }
}
