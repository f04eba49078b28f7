//! A game of Nim in progress in the terminal, on piles of either kind of height.

use std::cell::RefCell;

use game::{Outcome, Player};
use nim::{Move, Play};

use super::piles::{Height, Piles};
use crate::play::Playable;

/// A game in progress, for the terminal play loop.
///
/// The loop wants moves that are `Copy`, and heights may be any size, so each move the table
/// hands out is kept in `moves` and named by its index there.
pub struct Table<P: Piles> {
    position: P,
    play: Play,
    moves: RefCell<Vec<Move<P::Height>>>,
}

/// A move of a [`Table`]: its index in the table's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveId(usize);

impl<P: Piles> Table<P> {
    /// The game from `position`, played by `play`'s rule.
    pub fn new(position: P, play: Play) -> Table<P> {
        Table {
            position,
            play,
            moves: RefCell::new(Vec::new()),
        }
    }

    fn remember(&self, chosen: Move<P::Height>) -> MoveId {
        let mut moves = self.moves.borrow_mut();
        moves.push(chosen);
        MoveId(moves.len() - 1)
    }

    fn recall(&self, id: MoveId) -> Option<Move<P::Height>> {
        self.moves.borrow().get(id.0).cloned()
    }

    /// The move a typed line asks for: `2 3` (take 3 blocks off the top of pile 2), `2 all`, or
    /// `2 -> 1` (leave a height of 1).
    fn parse_move(&self, typed: &str) -> Result<Move<P::Height>, String> {
        let Some((pile, leave, amount)) = P::Height::split_move(typed) else {
            return Err(format!("Type {} (not {typed:?}).", P::Height::MOVE_SHAPE));
        };
        let pile = pile
            .parse::<usize>()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| format!("The pile should be a number from 1 up, not {pile:?}."))?
            - 1;
        let not_yours = |error: String| format!("You can't: {error}.");
        let piles = self.position.piles();
        let Some(height) = piles.get(pile).filter(|height| !height.is_zero()) else {
            // No such pile, or an empty one: the position's own refusal says which.
            return self
                .position
                .move_to(pile, P::Height::zero())
                .map_err(not_yours);
        };
        let to = if leave {
            P::Height::read(&amount)?
        } else if amount.eq_ignore_ascii_case("all") {
            P::Height::zero()
        } else {
            height.take(pile, &amount)?
        };
        self.position.move_to(pile, to).map_err(not_yours)
    }
}

impl<P: Piles> Playable for Table<P> {
    type Move = MoveId;

    const MOVE_FORMAT: &'static str = P::Height::MOVE_FORMAT;

    fn draw(&self) -> String {
        draw(&self.position, self.play)
    }

    fn read_move(&self, _player: Player, typed: &str) -> Result<MoveId, String> {
        let chosen = self.parse_move(typed)?;
        Ok(self.remember(chosen))
    }

    fn describe(&self, chosen: MoveId) -> String {
        match self.recall(chosen) {
            Some(chosen) => describe(&chosen),
            None => "nothing".to_string(),
        }
    }

    fn after(&self, _player: Player, chosen: MoveId) -> Table<P> {
        let position = self
            .recall(chosen)
            .and_then(|chosen| self.position.after(&chosen))
            .unwrap_or_else(|| self.position.clone());
        Table::new(position, self.play)
    }

    fn best_move(&self, _player: Player) -> Option<MoveId> {
        if self.position.is_empty() {
            return None;
        }
        let winning = self.position.winning_moves(self.play).into_iter().next();
        let chosen = winning.or_else(|| self.position.hopeful_move())?;
        Some(self.remember(chosen))
    }

    fn misere(&self) -> bool {
        self.play == Play::Misere
    }

    fn rules(&self) -> Option<&'static str> {
        self.misere()
            .then_some("Misère play: whoever takes the last block loses.")
    }
}

/// What a move takes, counted from 1 as the book counts: `2 blocks from pile 3 (7 -> 5)`, or
/// `ω₁ blocks from pile 6 (ω₁ -> ε₀)`: the top part taken is the `c` with `to + c = from`.
fn describe<H: Height>(chosen: &Move<H>) -> String {
    let pile = chosen.pile + 1;
    let one = H::one();
    if chosen.to.is_zero() {
        return if chosen.from == one {
            format!("the single block of pile {pile}")
        } else {
            format!("all {} blocks of pile {pile}", chosen.from)
        };
    }
    let taken = chosen.from.above(&chosen.to);
    let s = if taken == one { "" } else { "s" };
    format!(
        "{taken} block{s} from pile {pile} ({} -> {})",
        chosen.from, chosen.to
    )
}

/// The piles, each with its height and its picture, then the nim-sum and who is winning.
fn draw<P: Piles>(position: &P, play: Play) -> String {
    let piles = position.piles();
    let number_width = piles.len().to_string().len();
    let heights: Vec<String> = piles.iter().map(ToString::to_string).collect();
    let height_width = heights.iter().map(|h| h.chars().count()).max().unwrap_or(1);
    let mut lines = Vec::new();
    for (index, (pile, height)) in piles.iter().zip(&heights).enumerate() {
        let padding = " ".repeat(height_width - height.chars().count());
        let height = if P::Height::ALIGN_RIGHT {
            format!("{padding}{height}")
        } else {
            format!("{height}{padding}")
        };
        let row = format!(
            "pile {:>number_width$}  {height}  {}",
            index + 1,
            pile.picture()
        );
        lines.push(row.trim_end().to_string());
    }
    let sum = position.nim_sum();
    let blocks_left = piles.iter().filter(|pile| !pile.is_zero()).count();
    let verdict = match play {
        Play::Normal if blocks_left == 0 => "no blocks left".to_string(),
        Play::Normal if sum.is_zero() => {
            "nim-sum 0: balanced, so whoever moves next loses".to_string()
        }
        Play::Normal => format!("nim-sum {sum}: unbalanced, so whoever moves next can win"),
        Play::Misere if blocks_left == 0 => {
            "no blocks left: in misère play whoever took the last block has lost".to_string()
        }
        Play::Misere if blocks_left == 1 && piles.contains(&P::Height::one()) => {
            "one block left: whoever moves next must take it, and so loses".to_string()
        }
        Play::Misere => {
            let who = match position.outcome(Play::Misere) {
                Outcome::FirstPlayerWins => "can win",
                _ => "loses",
            };
            format!("misère play, nim-sum {sum}: whoever moves next {who}")
        }
    };
    lines.push(verdict);
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table<P: Piles>(text: &str, play: Play) -> Table<P> {
        Table::new(text.parse().unwrap(), play)
    }

    type Finite = Table<nim::Position>;
    type Transfinite = Table<transfinite_nim::Position>;

    /// What a typed line reads as, or why not.
    fn read<P: Piles>(game: &Table<P>, typed: &str) -> Result<String, String> {
        game.read_move(Player::Left, typed)
            .map(|id| game.recall(id).unwrap().to_string())
    }

    #[test]
    fn drawing() {
        let expected = [
            "pile 1  1  ■",
            "pile 2  3  ■■■",
            "pile 3  0",
            "pile 4  7  ■■■■■■■",
            "nim-sum 5: unbalanced, so whoever moves next can win",
        ];
        let game: Finite = table("1 3 0 7", Play::Normal);
        assert_eq!(game.draw(), expected.join("\n"));
        let tall = table::<nim::Position>("100 1", Play::Misere).draw();
        assert!(tall.starts_with(&format!("pile 1  100  {}…", "■".repeat(40))));
        assert!(tall.ends_with("misère play, nim-sum 101: whoever moves next can win"));
        let last: Finite = table("0 1", Play::Misere);
        assert!(last.draw().ends_with("and so loses"));
        let none: Finite = table("0 0", Play::Misere);
        assert!(none.draw().ends_with("has lost"));
    }

    #[test]
    fn drawing_ordinal_heights() {
        let expected = [
            "pile 1  1    = 2⁰",
            "pile 2  ω+3  = 2^ω+2¹+2⁰",
            "pile 3  0    = 0",
            "nim-sum ω+2: unbalanced, so whoever moves next can win",
        ];
        let game: Transfinite = table("1, w+3, 0", Play::Normal);
        assert_eq!(game.draw(), expected.join("\n"));
    }

    #[test]
    fn reading_moves() {
        let game: Finite = table("1 3 0 7", Play::Normal);
        assert_eq!(read(&game, "4 2"), Ok("pile 4: 7 -> 5".to_string()));
        assert_eq!(read(&game, " 4, all "), Ok("pile 4: 7 -> 0".to_string()));
        assert_eq!(read(&game, "2 -> 1"), Ok("pile 2: 3 -> 1".to_string()));
        assert_eq!(read(&game, "2->0"), Ok("pile 2: 3 -> 0".to_string()));
        assert_eq!(read(&game, "2 to 2"), Ok("pile 2: 3 -> 2".to_string()));
        let refusals = [
            (
                "4",
                "Type a pile and how many blocks to take, like `2 3` (not \"4\").",
            ),
            ("0 1", "The pile should be a number from 1 up, not \"0\"."),
            ("x 1", "The pile should be a number from 1 up, not \"x\"."),
            (
                "2 0",
                "The number of blocks to take should be a number from 1 up, or `all`, not \"0\".",
            ),
            ("9 1", "You can't: there is no pile 9 (there are 4 piles)."),
            ("3 1", "You can't: pile 3 is empty."),
            ("2 5", "You can't: pile 2 has only 3 blocks."),
            ("1 2", "You can't: pile 1 has only 1 block."),
            (
                "2 -> 3",
                "You can't: pile 2 has 3 blocks, so a move leaves fewer than 3, not 3.",
            ),
            (
                "2 -> x",
                "The height to leave should be a whole number, not \"x\".",
            ),
        ];
        for (typed, message) in refusals {
            assert_eq!(read(&game, typed), Err(message.to_string()), "{typed}");
        }
        // In misère play taking the last block is legal, and loses.
        let misere: Finite = table("0 2", Play::Misere);
        assert!(misere.read_move(Player::Left, "2 all").is_ok());
        assert!(misere.read_move(Player::Left, "2 1").is_ok());
    }

    #[test]
    fn reading_moves_on_ordinal_heights() {
        let game: Transfinite = table("1, w+3, 0, w1", Play::Normal);
        assert_eq!(read(&game, "4 -> e0"), Ok("pile 4: ω₁ -> ε₀".to_string()));
        assert_eq!(
            read(&game, "4->e0 + 1"),
            Ok("pile 4: ω₁ -> ε₀+1".to_string())
        );
        assert_eq!(read(&game, "2 to w"), Ok("pile 2: ω+3 -> ω".to_string()));
        assert_eq!(read(&game, "2 2"), Ok("pile 2: ω+3 -> ω+1".to_string()));
        assert_eq!(read(&game, " 2 all "), Ok("pile 2: ω+3 -> 0".to_string()));
        let refusals = [
            (
                "4",
                "Type a pile and the height to leave, like `2 -> w+1`, or how many blocks to take, like `2 3` (not \"4\").",
            ),
            ("0 1", "The pile should be a number from 1 up, not \"0\"."),
            ("9 1", "You can't: there is no pile 9 (there are 4 piles)."),
            ("3 1", "You can't: pile 3 is empty."),
            (
                "2 4",
                "You can't take 4 blocks off the top of pile 2 (height ω+3): it has 3 before a limit. Name the height to leave instead, like `2 -> 5`.",
            ),
            (
                "4 -> w2",
                "You can't: pile 4 has height ω₁, so a move leaves less than ω₁, not ω₂.",
            ),
            (
                "4 -> w+",
                "The height to leave should be an ordinal: column 3: expected an ordinal term, found end of input.",
            ),
        ];
        for (typed, message) in refusals {
            assert_eq!(read(&game, typed), Err(message.to_string()), "{typed}");
        }
    }

    #[test]
    fn the_computer_wins_when_it_can_and_stalls_when_it_cannot() {
        let game: Finite = table("1 3 5 6", Play::Normal);
        let best = game.best_move(Player::Left).unwrap();
        assert_eq!(game.describe(best), "the single block of pile 1");
        let balanced: Finite = table("1 3 5 7", Play::Normal);
        let stall = balanced.best_move(Player::Right).unwrap();
        assert_eq!(balanced.describe(stall), "1 block from pile 4 (7 -> 6)");
        let misere: Finite = table("0 5 1", Play::Misere);
        let best = misere.best_move(Player::Left).unwrap();
        assert_eq!(misere.describe(best), "all 5 blocks of pile 2");
        let last: Finite = table("1 0", Play::Misere);
        let forced = last.best_move(Player::Left).unwrap();
        assert_eq!(last.describe(forced), "the single block of pile 1");
        let none: Finite = table("0 0", Play::Misere);
        assert!(none.best_move(Player::Left).is_none());
        let none: Finite = table("0 0", Play::Normal);
        assert!(none.best_move(Player::Left).is_none());
        let after = misere.after(Player::Left, best);
        assert_eq!(after.position.to_string(), "0 0 1");
    }

    #[test]
    fn the_computer_wins_when_it_can_and_stalls_when_it_cannot_on_ordinal_heights() {
        let game: Transfinite = table("w, w+1", Play::Normal);
        let best = game.best_move(Player::Left).unwrap();
        assert_eq!(game.describe(best), "1 block from pile 2 (ω+1 -> ω)");
        let balanced: Transfinite = table("w, w", Play::Normal);
        let stall = balanced.best_move(Player::Left).unwrap();
        assert_eq!(balanced.describe(stall), "all ω blocks of pile 1");
        let challenge: Transfinite =
            table("1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1", Play::Normal);
        let best = challenge.best_move(Player::Left).unwrap();
        assert_eq!(
            challenge.describe(best),
            "ω₁ blocks from pile 6 (ω₁ -> ε₀+ω^(ω+3)+ω^ω·2+ω·4)"
        );
        let none: Transfinite = table("0, 0", Play::Normal);
        assert!(none.best_move(Player::Left).is_none());
        let none: Transfinite = table("0, 0", Play::Misere);
        assert!(none.best_move(Player::Left).is_none());
        let last: Transfinite = table("0, 1", Play::Misere);
        let forced = last.best_move(Player::Left).unwrap();
        assert_eq!(last.describe(forced), "the single block of pile 2");
        assert!(last.draw().ends_with("and so loses"));
        // In misère play taking the last block is legal, and loses.
        assert!(last.read_move(Player::Left, "2 all").is_ok());
        let misere: Transfinite = table("w, 1, 1", Play::Misere);
        let best = misere.best_move(Player::Left).unwrap();
        assert_eq!(misere.describe(best), "ω blocks from pile 1 (ω -> 1)");
    }
}
