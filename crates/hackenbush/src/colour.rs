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
        match self {
            Colour::Blue => 'b',
            Colour::Red => 'r',
            Colour::Green => 'g',
        }
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
