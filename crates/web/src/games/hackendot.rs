//! Chapter 10: Hackendot, with Úlehla's contractions step by step.

use game::Player;
use hackendot::{Forest, Labelled, contractions, nim_value, svg};

use crate::panel::{Facts, Panel, best_fact};

/// The most contraction steps listed (a forest of n nodes has about log n of them).
const MOST_STEPS: usize = 12;

impl Panel for Labelled {
    /// The forest, its nodes numbered from 0 in preorder.
    fn read(text: &str) -> Result<Labelled, String> {
        Forest::parse(text)
            .map(Labelled::new)
            .map_err(|error| error.to_string())
    }

    fn text(&self) -> String {
        self.forest().to_string()
    }

    fn svg(&self) -> String {
        svg::forest(self.forest(), svg::Style::Plain)
    }

    /// Úlehla's contractions, step by step, as the chapter draws them.
    fn explanation(&self) -> Option<String> {
        (!self.forest().is_empty()).then(|| svg::contractions(self.forest()))
    }

    fn facts(&self) -> Facts {
        let forest = self.forest();
        let value = nim_value(forest);
        let outcome = match (forest.is_empty(), value.0 == 0) {
            (true, _) => "no nodes left: whoever is to move has lost",
            (false, true) => "worth 0: whoever moves next loses",
            (false, false) => "not 0: whoever moves next wins",
        };
        let mut facts = vec![
            ("Nim value".to_string(), value.to_string()),
            ("Outcome".to_string(), outcome.to_string()),
            best_fact(self, Player::Left),
        ];
        for step in contractions(forest).iter().take(MOST_STEPS) {
            let line = step.to_string();
            let (name, rest) = line.split_once(" = ").unwrap_or(("", &line));
            facts.push((format!("Contraction {name}"), rest.to_string()));
        }
        facts
    }
}
