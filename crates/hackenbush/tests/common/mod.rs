//! What several test files share.

use canonical::CanonicalForm;
use dyadic::Dyadic;
use game::Player;
use hackenbush::Picture;

/// The best option of `player` on a red-blue picture, every option valued one by one: numbers
/// are ordered, so the best is the greatest for Left and the least for Right (it wins if any
/// option does), ties to the lowest edge.
pub fn best_by_every_option(picture: &Picture, player: Player) -> Option<(usize, CanonicalForm)> {
    let mut best: Option<(usize, Dyadic)> = None;
    for edge in picture.moves(player) {
        let value = picture.cut(edge).number().expect("red-blue");
        let better = best.as_ref().is_none_or(|(_, old)| match player {
            Player::Left => value > *old,
            Player::Right => value < *old,
        });
        if better {
            best = Some((edge, value));
        }
    }
    best.map(|(edge, value)| (edge, CanonicalForm::number(value)))
}
