//! Chapter 10: Hackendot, with Úlehla's contractions step by step.

use game::Player;
use hackendot::{Forest, contractions, moves, nim_value, svg};

use super::{index, not_a_move};
use crate::panel::{Facts, Panel, Played, best_fact};

/// The most contraction steps listed (a forest of n nodes has about log n of them).
const MOST_STEPS: usize = 12;

impl Panel for Forest {
    type Move = usize;

    const IMPARTIAL: bool = true;

    fn read(text: &str) -> Result<Forest, String> {
        Forest::parse(text).map_err(|error| error.to_string())
    }

    fn text(&self) -> String {
        self.to_string()
    }

    fn svg(&self) -> String {
        svg::forest(self, svg::Style::Plain)
    }

    /// Úlehla's contractions, step by step, as the chapter draws them.
    fn explanation(&self) -> Option<String> {
        (!self.is_empty()).then(|| svg::contractions(self))
    }

    fn facts(&self) -> Facts {
        let value = nim_value(self);
        let outcome = match (self.is_empty(), value.0 == 0) {
            (true, _) => "no nodes left: whoever is to move has lost",
            (false, true) => "worth 0: whoever moves next loses",
            (false, false) => "not 0: whoever moves next wins",
        };
        let mut facts = vec![
            ("Nim value".to_string(), value.to_string()),
            ("Outcome".to_string(), outcome.to_string()),
            best_fact(self, Player::Left),
        ];
        for step in contractions(self).iter().take(MOST_STEPS) {
            let line = step.to_string();
            let (name, rest) = line.split_once(" = ").unwrap_or(("", &line));
            facts.push((format!("Contraction {name}"), rest.to_string()));
        }
        facts
    }

    fn read_move(&self, _player: Player, typed: &str) -> Result<usize, String> {
        if typed.is_empty() || typed.contains(char::is_whitespace) {
            return Err(not_a_move("the number of a node, like `2`", typed));
        }
        let node = index(typed, "node")?;
        if node >= self.len() {
            let count = self.len();
            return Err(format!(
                "You can't: there is no node {node} (there are {count} nodes)."
            ));
        }
        Ok(node)
    }

    fn describe(&self, &node: &usize) -> String {
        let path = std::iter::successors(Some(node), |&step| self.parent(step)).count();
        match path {
            1 => format!("node {node}, a root"),
            2 => format!("node {node} and its root"),
            _ => format!("node {node} and the {} nodes down to its root", path - 1),
        }
    }

    fn after(&self, _player: Player, &node: &usize) -> Forest {
        self.without_path_to(node)
    }

    fn best(&self, _player: Player) -> Option<Played<usize>> {
        if let Some(&chosen) = moves::winning_moves(self).first() {
            return Some(Played { chosen, wins: true });
        }
        // No move wins: take a leaf, the last in preorder, and hope for a mistake.
        let chosen = self.len().checked_sub(1)?;
        Some(Played {
            chosen,
            wins: false,
        })
    }
}
