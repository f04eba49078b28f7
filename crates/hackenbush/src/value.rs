//! Which method values a picture, and the best move.

use game::{CanonicalForm, Player, Solver};

use crate::Picture;

impl Picture {
    /// The value of the picture, in canonical form.
    pub fn value(&self) -> CanonicalForm {
        Solver::new().canonical(self)
    }

    /// A best edge for `player` to cut, with the value after it: one that wins (moving first,
    /// `player` wins exactly when some option is at least 0 for Left, at most 0 for Right, as
    /// the opponent then moves first in it) when there is one, else one whose value is best for
    /// `player` among the incomparable choices; `None` when `player` cannot move.
    pub fn best_move(&self, player: Player) -> Option<(usize, CanonicalForm)> {
        let options: Vec<(usize, CanonicalForm)> = self
            .moves(player)
            .map(|edge| (edge, self.cut(edge).value()))
            .collect();
        crate::value::choose(options, player)
    }
}

/// The best of `(edge, value after)` choices for `player`.
pub(crate) fn choose(
    options: Vec<(usize, CanonicalForm)>,
    player: Player,
) -> Option<(usize, CanonicalForm)> {
    let better = |a: &CanonicalForm, b: &CanonicalForm| match player {
        Player::Left => a > b,
        Player::Right => a < b,
    };
    let zero = CanonicalForm::zero();
    let wins = |value: &CanonicalForm| match player {
        Player::Left => value >= &zero,
        Player::Right => value <= &zero,
    };
    let mut best: Option<(usize, CanonicalForm)> = None;
    for (edge, value) in options {
        best = match best {
            None => Some((edge, value)),
            Some((best_edge, best_value)) => {
                let switch = (wins(&value) && !wins(&best_value))
                    || (wins(&value) == wins(&best_value) && better(&value, &best_value));
                if switch {
                    Some((edge, value))
                } else {
                    Some((best_edge, best_value))
                }
            }
        };
    }
    best
}
