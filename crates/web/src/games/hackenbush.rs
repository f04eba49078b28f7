//! Chapter 7: Hackenbush. The reader clicks an edge of the chapter's picture to cut it.

use game::{CanonicalForm, Player};
use hackenbush::{Edge, Picture};

use super::hackenstrings::outcome;
use super::{index, not_a_move};
use crate::panel::{Facts, Panel, Played, best_fact};

/// Whether `player`, having moved to a position worth `after`, wins: the opponent, to move
/// next, loses.
fn wins(player: Player, after: &CanonicalForm) -> bool {
    let zero = CanonicalForm::zero();
    match player {
        Player::Left => *after >= zero,
        Player::Right => *after <= zero,
    }
}

impl Panel for Picture {
    type Move = usize;

    const IMPARTIAL: bool = false;

    fn read(text: &str) -> Result<Picture, String> {
        text.trim().parse().map_err(|error| format!("{error}"))
    }

    fn text(&self) -> String {
        self.to_string()
    }

    /// The chapter's picture with its edges numbered, each carrying `data-move`, its number.
    fn svg(&self) -> String {
        self.svg_numbered()
    }

    fn facts(&self) -> Facts {
        let value = self.value();
        vec![
            ("Value".to_string(), value.to_string()),
            ("Outcome".to_string(), outcome(value.outcome())),
            best_fact(self, Player::Left),
            best_fact(self, Player::Right),
        ]
    }

    /// The number of an edge, `0`; refused, as the calculator refuses it, when there is no such
    /// edge or it is the other player's colour.
    fn read_move(&self, player: Player, typed: &str) -> Result<usize, String> {
        let words: Vec<&str> = typed.split_whitespace().collect();
        let [word] = words.as_slice() else {
            return Err(not_a_move("the number of an edge, like `0`", typed));
        };
        let edge = index(word, "edge")?;
        let edges = self.edges();
        let Some(chosen) = edges.get(edge) else {
            let count = edges.len();
            let plural = if count == 1 { "" } else { "s" };
            return Err(format!(
                "You can't: there is no edge {edge} (there are {count} edge{plural})."
            ));
        };
        if !chosen.colour.cuttable_by(player) {
            let yours = match player {
                Player::Left => "blue",
                Player::Right => "red",
            };
            return Err(format!(
                "You can't: edge {edge} is {}, and {player} cuts {yours} or green edges.",
                chosen.colour.name()
            ));
        }
        Ok(edge)
    }

    /// `edge 1 (red, 1-2)`, with `ground` for vertex 0, as the calculator says it.
    fn describe(&self, chosen: &usize) -> String {
        let Edge { from, to, colour } = self.edges()[*chosen];
        let end = |vertex: usize| match vertex {
            0 => "ground".to_string(),
            vertex => vertex.to_string(),
        };
        format!(
            "edge {chosen} ({}, {}-{})",
            colour.name(),
            end(from),
            end(to)
        )
    }

    fn after(&self, _player: Player, chosen: &usize) -> Picture {
        self.cut(*chosen)
    }

    fn best(&self, player: Player) -> Option<Played<usize>> {
        let (chosen, after) = self.best_move(player)?;
        Some(Played {
            chosen,
            wins: wins(player, &after),
        })
    }
}
