//! A pebble and who may take it.

use game::Player;

/// One pebble of a row: Left's (`A`, drawn `○`; White in the story), Right's (`B`, drawn `●`;
/// Black), or neutral (`C`, drawn `◐`), which either player may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pebble {
    /// Left's pebble, `A`: worth +1 in a row of its own.
    Left,
    /// Right's pebble, `B`: worth −1 in a row of its own.
    Right,
    /// A neutral pebble, `C`: either player may take it (with everything to its right). A row
    /// holding one is not a number: `C` alone is worth `*`.
    Neutral,
}

impl Pebble {
    /// The player who alone may take this pebble, or `None` for a neutral pebble, which both may
    /// take.
    pub fn owner(self) -> Option<Player> {
        match self {
            Pebble::Left => Some(Player::Left),
            Pebble::Right => Some(Player::Right),
            Pebble::Neutral => None,
        }
    }

    /// Whether `player` may take this pebble: their own, or a neutral one.
    pub fn takeable_by(self, player: Player) -> bool {
        self.owner().is_none_or(|owner| owner == player)
    }

    /// The pebble's letter: `A` for Left, `B` for Right, `C` for neutral.
    pub fn letter(self) -> char {
        match self {
            Pebble::Left => 'A',
            Pebble::Right => 'B',
            Pebble::Neutral => 'C',
        }
    }

    /// The pebble's glyph: `○` for Left, `●` for Right, `◐` (half of each) for neutral.
    pub fn glyph(self) -> char {
        match self {
            Pebble::Left => '○',
            Pebble::Right => '●',
            Pebble::Neutral => '◐',
        }
    }

    /// The pebble a letter or glyph stands for, if it stands for one.
    pub fn from_char(c: char) -> Option<Pebble> {
        match c {
            'A' | '○' => Some(Pebble::Left),
            'B' | '●' => Some(Pebble::Right),
            'C' | '◐' => Some(Pebble::Neutral),
            _ => None,
        }
    }

    /// The pebble's sign in the value rule: `+1` for Left, `−1` for Right, and `0` for a neutral
    /// pebble, which the value rule does not cover (its row is not a number).
    pub fn sign(self) -> i8 {
        match self {
            Pebble::Left => 1,
            Pebble::Right => -1,
            Pebble::Neutral => 0,
        }
    }

    /// The same pebble seen from the other side: Left's and Right's swap, a neutral one stays.
    pub fn swapped(self) -> Pebble {
        match self {
            Pebble::Left => Pebble::Right,
            Pebble::Right => Pebble::Left,
            Pebble::Neutral => Pebble::Neutral,
        }
    }
}

impl From<Player> for Pebble {
    /// The pebble that only `player` may take.
    fn from(player: Player) -> Pebble {
        match player {
            Player::Left => Pebble::Left,
            Player::Right => Pebble::Right,
        }
    }
}
