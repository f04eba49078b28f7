//! The three colours of edge and who may cut them.

use std::fmt;

use game::Player;

/// The colour of an edge, which says who may cut it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Left's edges (`b` in the edge list, `l` in CGSuite's strings).
    Blue,
    /// Right's edges (`r` in both notations).
    Red,
    /// Either player's edges (`g` in the edge list, `e` in CGSuite's strings).
    Green,
}

/// Each colour's letter in the two ways of writing a picture: the edge list (`0-1:b`) and
/// CGSuite's Hackenbush strings (`l(l;rl)`). Both are read and written from this table.
const LETTERS: [(Colour, char, char); 3] = [
    (Colour::Blue, 'b', 'l'),
    (Colour::Red, 'r', 'r'),
    (Colour::Green, 'g', 'e'),
];

impl Colour {
    /// All three colours, blue first.
    pub const ALL: [Colour; 3] = [Colour::Blue, Colour::Red, Colour::Green];

    /// Whether `player` may cut an edge of this colour.
    ///
    /// ```
    /// use game::Player;
    /// use hackenbush::Colour;
    ///
    /// assert!(Colour::Blue.cuttable_by(Player::Left));
    /// assert!(!Colour::Blue.cuttable_by(Player::Right));
    /// assert!(Colour::Green.cuttable_by(Player::Right));
    /// ```
    pub fn cuttable_by(self, player: Player) -> bool {
        matches!(
            (self, player),
            (Colour::Green, _) | (Colour::Blue, Player::Left) | (Colour::Red, Player::Right)
        )
    }

    /// The colour with Left and Right swapped: blue and red exchange, green stays.
    pub fn swapped(self) -> Colour {
        match self {
            Colour::Blue => Colour::Red,
            Colour::Red => Colour::Blue,
            Colour::Green => Colour::Green,
        }
    }

    /// The letter of the edge-list notation: `b`, `r` or `g`.
    pub fn letter(self) -> char {
        LETTERS[self as usize].1
    }

    /// The letter of CGSuite's Hackenbush strings: `l` (Left's), `r` or `e` (everyone's).
    ///
    /// ```
    /// use hackenbush::{Colour, Picture};
    ///
    /// let stalk = Picture::stalk(&"3/4".parse().unwrap());
    /// let letters: String = stalk.edges().iter().map(|edge| edge.colour.cgsuite_letter()).collect();
    /// assert_eq!(letters, "lrl");
    /// assert_eq!(letters.parse::<Picture>().unwrap().value().to_string(), "3/4");
    /// ```
    pub fn cgsuite_letter(self) -> char {
        LETTERS[self as usize].2
    }

    /// The colour written `letter` in the edge list, if any: `b`, `r` or `g`.
    pub fn from_letter(letter: char) -> Option<Colour> {
        LETTERS
            .iter()
            .find(|&&(_, written, _)| written == letter)
            .map(|&(colour, _, _)| colour)
    }

    /// The colour written `letter` in CGSuite's Hackenbush strings, if any: `l`, `r` or `e`.
    pub fn from_cgsuite_letter(letter: char) -> Option<Colour> {
        LETTERS
            .iter()
            .find(|&&(_, _, written)| written == letter)
            .map(|&(colour, _, _)| colour)
    }

    /// The colour's name in English, as the book writes it.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Red => "red",
            Colour::Green => "green",
        }
    }
}

impl fmt::Display for Colour {
    /// The name: `blue`, `red` or `green`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_letter_reads_back_as_its_colour() {
        for (index, colour) in Colour::ALL.into_iter().enumerate() {
            assert_eq!(
                LETTERS[index].0, colour,
                "the table is in the order of the enum"
            );
            assert_eq!(Colour::from_letter(colour.letter()), Some(colour));
            assert_eq!(
                Colour::from_cgsuite_letter(colour.cgsuite_letter()),
                Some(colour)
            );
        }
        assert_eq!(Colour::from_letter('l'), None);
        assert_eq!(Colour::from_cgsuite_letter('b'), None);
    }
}
