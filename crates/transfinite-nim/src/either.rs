//! Nim whose piles are whole numbers or ordinals, whichever the reader wrote: the choice made
//! once for the calculator and the page, and what each kind of pile shows.

use std::fmt::Display;

use nim::{Height, ParseError};
use num_bigint::BigUint;

use crate::{Base2Piles, OrdinalHeight, Position};

/// A position of Nim with whole-number heights (chapter 8) or ordinal ones (chapter 9).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heights {
    /// Whole-number heights: `1 3 5 7`.
    Finite(nim::Position),
    /// Ordinal heights: `1, w+3, e0`.
    Ordinal(Position),
}

impl Heights {
    /// Finite Nim's position if `text` reads as one; otherwise, if it is written with ordinals
    /// (`1, w+3, e0`), transfinite Nim's.
    ///
    /// ```
    /// use transfinite_nim::Heights;
    /// assert!(matches!(Heights::read("1 3 5"), Ok(Heights::Finite(_))));
    /// assert!(matches!(Heights::read("1, w+3"), Ok(Heights::Ordinal(_))));
    /// // Without ordinal notation, the error is finite Nim's.
    /// let error = Heights::read("1 x").unwrap_err().to_string();
    /// assert_eq!(error, "column 3: expected a pile height (a whole number), found 'x'");
    /// ```
    ///
    /// # Errors
    /// Finite Nim's error, or, for text with ordinal notation, transfinite Nim's.
    pub fn read(text: &str) -> Result<Heights, ParseError> {
        match text.parse::<nim::Position>() {
            Ok(position) => Ok(Heights::Finite(position)),
            Err(error) if !has_ordinal_notation(text) => Err(error),
            Err(_) => text.parse().map(Heights::Ordinal),
        }
    }
}

/// Whether `text` has a character only ordinal notation uses.
pub fn has_ordinal_notation(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(
            c,
            'w' | 'ω' | 'e' | 'ε' | '+' | '*' | '·' | '⋅' | '×' | '^' | '(' | ')' | '_'
        ) || ('⁰'..='⁹').contains(&c)
            || matches!(c, '¹' | '²' | '³')
            || ('₀'..='₉').contains(&c)
    })
}

/// What a kind of pile height shows beyond what [`nim::Height`] knows: its picture, and what
/// makes a position of it balanced.
pub trait Pile: Height + Display {
    /// What makes a position balanced, for a verdict when there is no winning move.
    const BALANCED: &'static str;

    /// A picture of the position, as SVG; `substacks` splits whole-number piles into their
    /// powers of two (ordinal heights are always drawn as a table of their base-2 digits).
    fn svg(position: &nim::Position<Self>, substacks: bool) -> String;

    /// How large the picture is, in the parts it draws one by one, and what they are.
    fn picture_size(position: &nim::Position<Self>) -> (usize, &'static str);
}

impl Pile for BigUint {
    const BALANCED: &'static str = "nim-sum 0";

    fn svg(position: &nim::Position, substacks: bool) -> String {
        match substacks {
            true => position.substacks_svg(),
            false => position.svg(),
        }
    }

    fn picture_size(position: &nim::Position) -> (usize, &'static str) {
        (position.piles().len(), "piles")
    }
}

impl Pile for OrdinalHeight {
    const BALANCED: &'static str = "every power of two pairs off";

    fn svg(position: &Position, _substacks: bool) -> String {
        position.base2_svg()
    }

    fn picture_size(position: &Position) -> (usize, &'static str) {
        let digits = position
            .piles()
            .iter()
            .map(|pile| pile.base2_digits().count());
        (digits.sum(), "base-2 digits")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game::Player;
    use game::play::Playable;
    use nim::{Board, Play};

    #[test]
    fn notation_decides() {
        assert!(has_ordinal_notation("1, w+3"));
        assert!(has_ordinal_notation("ε₀"));
        assert!(has_ordinal_notation("ω²"));
        assert!(!has_ordinal_notation("1 x"));
    }

    #[test]
    fn ordinal_moves() {
        let board: Board<OrdinalHeight> =
            Board::new("1, w+3, 0, w1".parse().unwrap(), Play::Normal);
        let read = |typed: &str| board.read_move(Player::Left, typed).map(|m| m.to_string());
        assert_eq!(read("3 -> e0 + 1"), Ok("pile 3: ω₁ -> ε₀+1".to_string()));
        assert_eq!(read("1 2"), Ok("pile 1: ω+3 -> ω+1".to_string()));
        assert_eq!(read("1 to w"), Ok("pile 1: ω+3 -> ω".to_string()));
        let refused = read("1 4").unwrap_err();
        assert!(
            refused.starts_with("You can't: pile 1 has height ω+3, with fewer than 4 blocks"),
            "{refused}"
        );
        assert!(
            read(&format!("1 -> {}", "w".repeat(1000)))
                .unwrap_err()
                .len()
                < 200
        );
        let balanced: Board<OrdinalHeight> = Board::new("w, w".parse().unwrap(), Play::Normal);
        let best = balanced.best(Player::Left).unwrap();
        assert_eq!(balanced.describe(&best.chosen), "all ω blocks of pile 0");
        assert!(!best.wins);
    }
}
