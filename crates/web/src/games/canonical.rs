//! Chapter 4: short games in CGSuite's notation, played on their game tree.

use canonical::CanonicalForm;
use game::Player;
use game::budget::Budget;

use crate::panel::{Facts, Panel, best_fact};

/// Runs `work` on canonical forms within the calculator's default `--max-work`, or says in one
/// line why not.
pub(crate) fn within_work<R>(work: impl FnOnce() -> R) -> Result<R, String> {
    let budget = Budget::new(canonical::DEFAULT_MAX_WORK, "option pairs", "");
    canonical::within(budget, work).map_err(|refused| {
        format!("{refused}, more than the panel does; for more, use the calculator, gamebird")
    })
}

/// The game's text, if it is at most the calculator's default `--max-size`, or the refusal.
pub(crate) fn written(game: &CanonicalForm) -> Result<String, String> {
    let limit = Budget::new(canonical::DEFAULT_MAX_SIZE, "characters", "");
    game.to_string_within(limit)
        .map_err(|refused| format!("{refused}; for more, use the calculator, gamebird"))
}

impl Panel for CanonicalForm {
    /// The game, if its canonical form, its facts and its picture can be worked out within the
    /// calculator's default budget and written within its default size.
    fn read(text: &str) -> Result<CanonicalForm, String> {
        let game = within_work(|| text.trim_end().parse::<CanonicalForm>())?
            .map_err(|error| format!("{error}"))?;
        written(&game)?;
        // Worked out once within the budget, the facts and the pictures are remembered.
        within_work(|| (game.facts(), game.svg(), game.explanation()))?;
        Ok(game)
    }

    fn text(&self) -> String {
        self.to_string()
    }

    fn svg(&self) -> String {
        canonical::picture::tree_svg(self)
    }

    /// The thermograph, drawn by the crate (chapter 4.1).
    fn explanation(&self) -> Option<String> {
        Some(self.thermograph().svg(&format!("Thermograph of {self}")))
    }

    fn facts(&self) -> Facts {
        let stops = format!("left {}, right {}", self.left_stop(), self.right_stop());
        vec![
            ("Value".to_string(), self.to_string()),
            ("Outcome".to_string(), self.outcome().words().to_string()),
            ("Stops".to_string(), stops),
            ("Mean".to_string(), format!("{:#}", self.mean())),
            (
                "Temperature".to_string(),
                format!("{:#}", self.temperature()),
            ),
            best_fact(self, Player::Left),
            best_fact(self, Player::Right),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nimbers_in_braces_are_read_and_huge_games_refused_in_one_line() {
        let game = CanonicalForm::read("{*1000000000000|0}").unwrap();
        assert_eq!(game.to_string(), "v*1000000000001");
        // *10^12 has 10^12 options to draw: refused, not built.
        let refused = CanonicalForm::read("*1000000000000").unwrap_err();
        assert!(refused.starts_with("this needs more than"), "{refused}");
        assert!(
            refused.ends_with("use the calculator, gamebird"),
            "{refused}"
        );
    }

    #[test]
    fn hot_games_show_their_mean_temperature_and_thermograph() {
        let game = CanonicalForm::read("{4|{2|0}}").unwrap();
        let facts = game.facts();
        let fact = |name: &str| {
            facts
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        assert_eq!(fact("Mean"), Some("5/2"));
        assert_eq!(fact("Temperature"), Some("3/2"));
        let thermograph = game.explanation().unwrap();
        assert!(game::svg::drawn_on_a_card(&thermograph));
        assert!(thermograph.contains("<title>Thermograph of {4||2|0}</title>"));
    }
}
