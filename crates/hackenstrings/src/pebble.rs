//! A pebble and whose it is.

use game::Player;

/// One pebble of a row: Left's (`A`, drawn `○`; White in the story) or Right's (`B`, drawn `●`; Black).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pebble {
    /// Left's pebble, `A`: worth +1 in a row of its own.
    Left,
    /// Right's pebble, `B`: worth −1 in a row of its own.
    Right,
}

impl Pebble {
    /// The player who may take this pebble.
    pub fn owner(self) -> Player {
        match self {
            Pebble::Left => Player::Left,
            Pebble::Right => Player::Right,
        }
    }

    /// The pebble's letter: `A` for Left, `B` for Right.
    pub fn letter(self) -> char {
        match self {
            Pebble::Left => 'A',
            Pebble::Right => 'B',
        }
    }

    /// The pebble's glyph: `○` for Left, `●` for Right.
    pub fn glyph(self) -> char {
        match self {
            Pebble::Left => '○',
            Pebble::Right => '●',
        }
    }

    /// The pebble a letter or glyph stands for, if it stands for one.
    pub fn from_char(c: char) -> Option<Pebble> {
        match c {
            'A' | '○' => Some(Pebble::Left),
            'B' | '●' => Some(Pebble::Right),
            _ => None,
        }
    }

    /// The pebble's sign: `+1` for Left, `−1` for Right.
    pub fn sign(self) -> i8 {
        match self {
            Pebble::Left => 1,
            Pebble::Right => -1,
        }
    }
}

impl From<Player> for Pebble {
    /// The pebble that `player` may take.
    fn from(player: Player) -> Pebble {
        match player {
            Player::Left => Pebble::Left,
            Player::Right => Pebble::Right,
        }
    }
}
