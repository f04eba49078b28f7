//! What `gamebird nim` needs of a position and its pile heights, for whole-number heights
//! (chapter 4) and ordinal ones (transfinite Nim, chapter 6): the commands and the terminal game
//! are written once, over these two traits.

use std::fmt::Display;
use std::str::FromStr;

use game::Outcome;
use nim::{Move, ParseError, Play};
use num_bigint::BigUint;
use ordinal::Ordinal;

/// A pile height: a whole number, or an ordinal.
pub trait Height: Clone + Ord + Display {
    /// How the reader types a move, for the prompt.
    const MOVE_FORMAT: &'static str;

    /// How to type a move, for the message when a typed line has neither shape.
    const MOVE_SHAPE: &'static str;

    /// Whether heights line up on the right when drawn, as numbers do.
    const ALIGN_RIGHT: bool;

    /// The empty pile.
    fn zero() -> Self;

    /// A pile of a single block.
    fn one() -> Self;

    /// Whether the pile is empty.
    fn is_zero(&self) -> bool;

    /// What a move from this height down to `to` (smaller) takes off the top: the `c` with
    /// `to + c = self`.
    fn above(&self, to: &Self) -> Self;

    /// The pile drawn in the terminal, after its height: a row of blocks, or its base-2 form.
    fn picture(&self) -> String;

    /// A typed move split into its parts: the pile, whether the last part is the height to leave
    /// (or else how many blocks to take), and the last part; `None` if it has neither shape.
    fn split_move(typed: &str) -> Option<(String, bool, String)>;

    /// The height to leave, as the reader typed it.
    ///
    /// # Errors
    /// A sentence for the reader saying what is wrong.
    fn read(text: &str) -> Result<Self, String>;

    /// The height left when the reader takes `amount` (as typed) blocks off the top of pile
    /// `pile` (from 0), which has this height and is not empty.
    ///
    /// # Errors
    /// A sentence for the reader saying what is wrong.
    fn take(&self, pile: usize, amount: &str) -> Result<Self, String>;
}

/// A Nim position whose piles have heights of one kind.
pub trait Piles: Clone + FromStr<Err = ParseError> {
    /// The kind of pile height.
    type Height: Height;

    /// What makes a position balanced, for the verdict when there is no winning move.
    const BALANCED: &'static str;

    /// The piles' heights, in order (some may be zero).
    fn piles(&self) -> &[Self::Height];

    /// The nim value: `0` or `*α`.
    fn value(&self) -> impl Display;

    /// The nim-sum of the heights.
    fn nim_sum(&self) -> Self::Height;

    /// Who wins with best play.
    fn outcome(&self, play: Play) -> Outcome;

    /// Every winning move; empty if the player to move loses.
    fn winning_moves(&self, play: Play) -> Vec<Move<Self::Height>>;

    /// The move that leaves pile `pile` (from 0) with height `to`.
    ///
    /// # Errors
    /// Why there is no such move, as the position's crate words it.
    fn move_to(&self, pile: usize, to: Self::Height) -> Result<Move<Self::Height>, String>;

    /// The position after a legal move.
    fn after(&self, chosen: &Move<Self::Height>) -> Option<Self>;

    /// A modest move for a player with no winning move, who plays on and hopes for a mistake;
    /// `None` when no block is left.
    fn hopeful_move(&self) -> Option<Move<Self::Height>>;

    /// A picture of the piles, as SVG.
    fn svg_picture(&self, substacks: bool) -> String;

    /// Whether no block is left.
    fn is_empty(&self) -> bool {
        self.piles().iter().all(Height::is_zero)
    }
}

/// The widest pile drawn block by block in the terminal.
const WIDEST_DRAWN: usize = 40;

/// The message for an amount to take that is not a number from 1 up.
fn not_a_count(amount: &str) -> String {
    format!("The number of blocks to take should be a number from 1 up, or `all`, not {amount:?}.")
}

impl Height for BigUint {
    const MOVE_FORMAT: &'static str =
        "a pile and how many blocks to take, like `2 3` (or `2 all`, or `2 -> 1` to leave one)";

    const MOVE_SHAPE: &'static str = "a pile and how many blocks to take, like `2 3`";

    const ALIGN_RIGHT: bool = true;

    fn zero() -> BigUint {
        BigUint::ZERO
    }

    fn one() -> BigUint {
        BigUint::from(1u8)
    }

    fn is_zero(&self) -> bool {
        *self == BigUint::ZERO
    }

    fn above(&self, to: &BigUint) -> BigUint {
        self - to
    }

    fn picture(&self) -> String {
        match usize::try_from(self) {
            Ok(n) if n <= WIDEST_DRAWN => "■".repeat(n),
            _ => format!("{}…", "■".repeat(WIDEST_DRAWN)),
        }
    }

    /// Heights are single words, so commas may separate the parts too: `2 3`, `2, all`, `2->1`.
    fn split_move(typed: &str) -> Option<(String, bool, String)> {
        let spaced = typed.replace("->", " -> ");
        let words: Vec<&str> = spaced
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|word| !word.is_empty())
            .collect();
        match words.as_slice() {
            [pile, amount] => Some((pile.to_string(), false, amount.to_string())),
            [pile, "->" | "to", height] => Some((pile.to_string(), true, height.to_string())),
            _ => None,
        }
    }

    fn read(text: &str) -> Result<BigUint, String> {
        nim::read_natural(text)
            .map_err(|_| format!("The height to leave should be a whole number, not {text:?}."))
    }

    fn take(&self, pile: usize, amount: &str) -> Result<BigUint, String> {
        let taken = nim::read_natural(amount)
            .ok()
            .filter(|n| *n > BigUint::ZERO)
            .ok_or_else(|| not_a_count(amount))?;
        if taken > *self {
            let s = if *self == BigUint::one() { "" } else { "s" };
            return Err(format!(
                "You can't: pile {} has only {self} block{s}.",
                pile + 1
            ));
        }
        Ok(self - taken)
    }
}

impl Piles for nim::Position {
    type Height = BigUint;

    const BALANCED: &'static str = "nim-sum 0";

    fn piles(&self) -> &[BigUint] {
        nim::Position::piles(self)
    }

    fn value(&self) -> impl Display {
        nim::Position::value(self)
    }

    fn nim_sum(&self) -> BigUint {
        nim::Position::nim_sum(self)
    }

    fn outcome(&self, play: Play) -> Outcome {
        nim::Position::outcome(self, play)
    }

    fn winning_moves(&self, play: Play) -> Vec<Move> {
        nim::Position::winning_moves(self, play)
    }

    fn move_to(&self, pile: usize, to: BigUint) -> Result<Move, String> {
        nim::Position::move_to(self, pile, to).map_err(|error| error.to_string())
    }

    fn after(&self, chosen: &Move) -> Option<nim::Position> {
        self.play(chosen).ok()
    }

    /// A single block from the tallest pile (the first, of several as tall).
    fn hopeful_move(&self) -> Option<Move> {
        let piles = nim::Position::piles(self);
        let tallest = (0..piles.len())
            .max_by(|&a, &b| piles[a].cmp(&piles[b]).then(b.cmp(&a)))
            .filter(|&tallest| !piles[tallest].is_zero())?;
        let to = &piles[tallest] - 1u8;
        nim::Position::move_to(self, tallest, to).ok()
    }

    fn svg_picture(&self, substacks: bool) -> String {
        if substacks {
            self.substacks_svg()
        } else {
            nim::Position::svg(self)
        }
    }
}

impl Height for Ordinal {
    const MOVE_FORMAT: &'static str = "a pile and the height to leave, like `2 -> w+1`, or how many blocks to take, like `2 3` or `2 all`";

    const MOVE_SHAPE: &'static str =
        "a pile and the height to leave, like `2 -> w+1`, or how many blocks to take, like `2 3`";

    const ALIGN_RIGHT: bool = false;

    fn zero() -> Ordinal {
        Ordinal::ZERO
    }

    fn one() -> Ordinal {
        Ordinal::one()
    }

    fn is_zero(&self) -> bool {
        Ordinal::is_zero(self)
    }

    fn above(&self, to: &Ordinal) -> Ordinal {
        self.checked_sub(to).unwrap_or_default()
    }

    fn picture(&self) -> String {
        format!("= {}", self.base2_form())
    }

    /// A height to leave is an expression that may have spaces, so it is everything after `->`:
    /// `2 -> w + 1`; otherwise `2 3`, `2 all` or `2 to w`.
    fn split_move(typed: &str) -> Option<(String, bool, String)> {
        if let Some((pile, height)) = typed.split_once("->") {
            return Some((pile.trim().to_string(), true, height.trim().to_string()));
        }
        let words: Vec<&str> = typed.split_whitespace().collect();
        match words.as_slice() {
            [pile, amount] => Some((pile.to_string(), false, amount.to_string())),
            [pile, "to", height] => Some((pile.to_string(), true, height.to_string())),
            _ => None,
        }
    }

    fn read(text: &str) -> Result<Ordinal, String> {
        text.parse::<Ordinal>()
            .map_err(|error| format!("The height to leave should be an ordinal: {error}."))
    }

    fn take(&self, pile: usize, amount: &str) -> Result<Ordinal, String> {
        let taken = amount
            .parse::<u64>()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| not_a_count(amount))?;
        take_from_top(self, taken).ok_or_else(|| {
            format!(
                "You can't take {taken} blocks off the top of pile {} (height {self}): it has {} before a limit. Name the height to leave instead, like `{} -> 5`.",
                pile + 1,
                self.finite_part(),
                pile + 1
            )
        })
    }
}

/// The height left after taking `taken` blocks off the top of `height`: `λ + (n - taken)` for
/// `height = λ + n`; `None` when `taken > n` and λ is a limit (there is no top block below it).
fn take_from_top(height: &Ordinal, taken: u64) -> Option<Ordinal> {
    let finite = height.finite_part();
    if finite < taken.into() {
        return (height.is_finite() && finite == taken.into()).then_some(Ordinal::ZERO);
    }
    Some(height.limit_part() + Ordinal::from(finite - taken))
}

impl Piles for transfinite_nim::Position {
    type Height = Ordinal;

    const BALANCED: &'static str = "every power of two pairs off";

    fn piles(&self) -> &[Ordinal] {
        transfinite_nim::Position::piles(self)
    }

    fn value(&self) -> impl Display {
        transfinite_nim::Position::value(self)
    }

    fn nim_sum(&self) -> Ordinal {
        transfinite_nim::Position::nim_sum(self)
    }

    fn outcome(&self, play: Play) -> Outcome {
        transfinite_nim::Position::outcome(self, play)
    }

    fn winning_moves(&self, play: Play) -> Vec<Move<Ordinal>> {
        transfinite_nim::Position::winning_moves(self, play)
    }

    fn move_to(&self, pile: usize, to: Ordinal) -> Result<Move<Ordinal>, String> {
        transfinite_nim::Position::move_to(self, pile, to).map_err(|error| error.to_string())
    }

    fn after(&self, chosen: &Move<Ordinal>) -> Option<transfinite_nim::Position> {
        self.play(chosen).ok()
    }

    /// The smallest power of two of the shortest pile.
    fn hopeful_move(&self) -> Option<Move<Ordinal>> {
        self.smallest_move()
    }

    /// The base-2 digits, pairs struck out, whether or not substacks are asked for.
    fn svg_picture(&self, _substacks: bool) -> String {
        self.base2_svg()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taking_from_the_top() {
        let height: Ordinal = "w*2+3".parse().unwrap();
        assert_eq!(take_from_top(&height, 2).unwrap().to_string(), "ω·2+1");
        assert_eq!(take_from_top(&height, 3).unwrap().to_string(), "ω·2");
        assert_eq!(take_from_top(&height, 4), None);
        assert_eq!(take_from_top(&Ordinal::from(4u32), 4), Some(Ordinal::ZERO));
        assert_eq!(take_from_top(&Ordinal::from(4u32), 5), None);
    }
}
