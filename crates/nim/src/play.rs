//! Nim played against the computer: the [`game::play`] protocol, in normal or misère play, on
//! piles of any [`Height`].

use std::fmt::Display;

use game::Player;
use game::play::{Best, Playable, Valued, index, not_a_move, words};
use game::text::quoted;
use num_bigint::BigUint;

use crate::{Height, Move, MoveError, NimValue, Play, Position, read_natural};

/// A game of Nim: the piles, and whether whoever takes the last block wins or loses.
///
/// ```
/// use game::Player;
/// use game::play::Playable;
/// use nim::{Board, Play};
///
/// let board: Board = Board::new("1 3 0 7".parse().unwrap(), Play::Normal);
/// assert_eq!(board.read_move(Player::Left, "3 2").unwrap().to_string(), "pile 3: 7 -> 5");
/// assert_eq!(board.read_move(Player::Left, "1 -> 1").unwrap().to_string(), "pile 1: 3 -> 1");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board<H = BigUint> {
    /// The piles.
    pub position: Position<H>,
    /// Normal or misère play.
    pub play: Play,
}

impl<H> Board<H> {
    /// The piles, played by `play`'s rule.
    pub fn new(position: Position<H>, play: Play) -> Board<H> {
        Board { position, play }
    }
}

/// What a typed move asks for, after the pile.
enum Asked {
    /// Take the whole pile.
    All,
    /// Take this many blocks (as typed) off the top.
    Take(String),
    /// Leave this height (as typed).
    Leave(String),
}

/// A typed move split into its pile and what it asks for: `1 3`, `1 all`, `1 -> 2`, `1 to w`.
/// A height to leave may have spaces (`1 -> w + 1`); otherwise commas separate words too.
fn split_move(typed: &str) -> Option<(&str, Asked)> {
    if let Some((pile, height)) = typed.split_once("->") {
        return Some((pile.trim(), Asked::Leave(height.trim().to_string())));
    }
    match words(typed)[..] {
        [pile, all] if all.eq_ignore_ascii_case("all") => Some((pile, Asked::All)),
        [pile, amount] => Some((pile, Asked::Take(amount.to_string()))),
        [pile, "to", ref height @ ..] if !height.is_empty() => {
            Some((pile, Asked::Leave(height.join(" "))))
        }
        _ => None,
    }
}

impl<H: Height + Display> Board<H> {
    /// How many blocks a typed amount asks to take: a number from 1 up.
    fn blocks(amount: &str) -> Result<BigUint, String> {
        let digits = !amount.is_empty() && amount.bytes().all(|b| b.is_ascii_digit());
        let blocks = read_natural(amount);
        if digits && blocks.is_err() {
            return Err(format!(
                "{} blocks is more than any pile here.",
                quoted(amount)
            ));
        }
        blocks.ok().filter(|n| *n > BigUint::ZERO).ok_or_else(|| {
            format!(
                "The number of blocks to take should be a number from 1 up, or `all`, not {}.",
                quoted(amount)
            )
        })
    }
}

impl<H: Height + Display> Valued for Position<H> {
    type Value = NimValue<H>;
    type Error = std::convert::Infallible;

    /// The nim value in normal play ([`Position::value`]): `*7`. Misère Nim has none.
    fn worth(&self) -> Result<NimValue<H>, Self::Error> {
        Ok(self.value())
    }
}

impl<H: Height + Display> Playable for Board<H> {
    type Move = Move<H>;

    const IMPARTIAL: bool = true;

    const MOVE_FORMAT: &'static str = H::MOVE_FORMAT;

    /// `1 3` takes three blocks from pile 1, `1 all` all of them; `1 -> 2` (or `1 to 2`) leaves
    /// it two high.
    fn read_move(&self, _player: Player, typed: &str) -> Result<Move<H>, String> {
        let shape =
            "a pile and how many blocks to take, like `1 3`, or the height to leave, like `1 -> 2`";
        let Some((pile, asked)) = split_move(typed) else {
            return Err(not_a_move(shape, typed));
        };
        let pile = index(pile, "pile")?;
        let refused = |error: MoveError<H>| format!("You can't: {error}.");
        match asked {
            Asked::All => self.position.move_to(pile, H::zero()).map_err(refused),
            Asked::Leave(height) => {
                let to = H::read(&height)
                    .map_err(|error| format!("That is not a height to leave: {error}."))?;
                self.position.move_to(pile, to).map_err(refused)
            }
            Asked::Take(amount) => {
                let blocks = Self::blocks(&amount)?;
                self.position.take(pile, &blocks).map_err(refused)
            }
        }
    }

    /// `2 blocks from pile 3 (7 -> 5)`, `all 5 blocks of pile 1`, or `ω₁ blocks from pile 5 (ω₁
    /// -> ε₀)`: what is taken is the `c` with `to + c = from`.
    fn describe(&self, chosen: &Move<H>) -> String {
        let pile = chosen.pile;
        let one = H::one();
        if chosen.to.is_zero() {
            return if chosen.from == one {
                format!("the single block of pile {pile}")
            } else {
                format!("all {} blocks of pile {pile}", chosen.from)
            };
        }
        let taken = chosen.from.taken_above(&chosen.to);
        let s = if taken == one { "" } else { "s" };
        format!(
            "{taken} block{s} from pile {pile} ({} -> {})",
            chosen.from, chosen.to
        )
    }

    fn after(&self, _player: Player, chosen: &Move<H>) -> Board<H> {
        let position = self
            .position
            .play(chosen)
            .unwrap_or_else(|_| self.position.clone());
        Board::new(position, self.play)
    }

    /// A winning move when there is one; otherwise the most modest move, one block.
    fn best(&self, _player: Player) -> Option<Best<Move<H>>> {
        if self.position.is_empty() {
            return None;
        }
        match self.position.winning_moves(self.play).into_iter().next() {
            Some(chosen) => Some(Best { chosen, wins: true }),
            None => self.position.modest_move().map(|chosen| Best {
                chosen,
                wins: false,
            }),
        }
    }

    fn misere(&self) -> bool {
        self.play == Play::Misere
    }

    fn rules(&self) -> Option<&'static str> {
        self.misere()
            .then_some("Misère play: whoever takes the last block loses.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str, play: Play) -> Board {
        Board::new(text.parse().unwrap(), play)
    }

    fn read_as(board: &Board, typed: &str) -> Result<String, String> {
        board.read_move(Player::Left, typed).map(|m| m.to_string())
    }

    /// Decided once for both front ends: on `1 3 0 7`, `1 0` asks to take no blocks, which is no
    /// move (the page answered with the rule the crate's `take` breaks, the calculator so).
    #[test]
    fn typed_moves() {
        let game = board("1 3 0 7", Play::Normal);
        assert_eq!(read_as(&game, "3 2"), Ok("pile 3: 7 -> 5".to_string()));
        assert_eq!(read_as(&game, " 3, all "), Ok("pile 3: 7 -> 0".to_string()));
        assert_eq!(read_as(&game, "1 -> 1"), Ok("pile 1: 3 -> 1".to_string()));
        assert_eq!(read_as(&game, "1 to 2"), Ok("pile 1: 3 -> 2".to_string()));
        let refusals = [
            (
                "3",
                "Type a pile and how many blocks to take, like `1 3`, or the height to leave, like `1 -> 2` (not '3').",
            ),
            ("x 1", "The pile should be a number from 0 up, not 'x'."),
            (
                "1 0",
                "The number of blocks to take should be a number from 1 up, or `all`, not '0'.",
            ),
            ("9 1", "You can't: there is no pile 9 (there are 4 piles)."),
            ("2 1", "You can't: pile 2 is empty."),
            ("2 all", "You can't: pile 2 is empty."),
            ("1 5", "You can't: pile 1 has only 3 blocks."),
            (
                "1 -> 3",
                "You can't: pile 1 has 3 blocks, so a move leaves fewer than 3, not 3.",
            ),
        ];
        for (typed, message) in refusals {
            assert_eq!(read_as(&game, typed), Err(message.to_string()), "{typed}");
        }
    }

    #[test]
    fn the_computer_wins_when_it_can_and_stalls_when_it_cannot() {
        let best = |game: &Board| {
            let best = game.best(Player::Left).unwrap();
            (game.describe(&best.chosen), best.wins)
        };
        let game = board("1 3 5 6", Play::Normal);
        assert_eq!(
            best(&game),
            ("the single block of pile 0".to_string(), true)
        );
        let balanced = board("1 3 5 7", Play::Normal);
        assert_eq!(
            best(&balanced),
            ("1 block from pile 3 (7 -> 6)".to_string(), false)
        );
        let misere = board("0 5 1", Play::Misere);
        assert_eq!(best(&misere), ("all 5 blocks of pile 1".to_string(), true));
        assert!(board("0 0", Play::Normal).best(Player::Left).is_none());
    }
}
