//! Chapter 4: short games in CGSuite's notation, played on their game tree.

use canonical::CanonicalForm;
use game::Player;

use super::{hackenstrings::outcome, index, not_a_move};
use crate::panel::{Facts, Panel, Played, best_fact};

/// A move: to one of the top position's options, Left's or Right's, counted from 0.
pub struct Option_ {
    player: Player,
    index: usize,
}

fn options(game: &CanonicalForm, player: Player) -> Vec<CanonicalForm> {
    match player {
        Player::Left => game.left_options(),
        Player::Right => game.right_options(),
    }
}

/// Whether `player`'s opponent, moving first in `game`, loses.
fn won_by(game: &CanonicalForm, player: Player) -> bool {
    game.outcome().winner(player.opponent()) == player
}

impl Panel for CanonicalForm {
    type Move = Option_;

    const IMPARTIAL: bool = false;

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
            ("Outcome".to_string(), outcome(self.outcome())),
            ("Stops".to_string(), stops),
            best_fact(self, Player::Left),
            best_fact(self, Player::Right),
        ]
    }

    fn read_move(&self, player: Player, typed: &str) -> Result<Option_, String> {
        let words: Vec<&str> = typed.split_whitespace().collect();
        let [side, number] = words.as_slice() else {
            return Err(not_a_move("a side and an option, like `left 0`", typed));
        };
        let Ok(mover) = side.parse::<Player>() else {
            return Err(not_a_move("a side and an option, like `left 0`", typed));
        };
        if mover != player {
            return Err(format!(
                "You can't: that is {mover}'s move, and you play {player}."
            ));
        }
        let index = index(number, "option")?;
        let count = options(self, player).len();
        if index >= count {
            return Err(format!(
                "You can't: {player} has {count} options here, not {}.",
                index + 1
            ));
        }
        Ok(Option_ { player, index })
    }

    fn describe(&self, chosen: &Option_) -> String {
        let to = options(self, chosen.player)[chosen.index];
        format!("{}'s option {} (to {to})", chosen.player, chosen.index)
    }

    fn after(&self, _player: Player, chosen: &Option_) -> CanonicalForm {
        options(self, chosen.player)[chosen.index]
    }

    fn best(&self, player: Player) -> Option<Played<Option_>> {
        let all = options(self, player);
        let winning = all.iter().position(|option| won_by(option, player));
        let index = winning.or((!all.is_empty()).then_some(0))?;
        let wins = winning.is_some();
        Some(Played {
            chosen: Option_ { player, index },
            wins,
        })
    }
}
