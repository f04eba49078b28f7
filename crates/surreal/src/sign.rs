//! A sign of a sign sequence: a pebble of a recurring row.

use hackenstrings::Pebble;

/// One sign of a sign sequence, which is one pebble of a row: `Plus` is Left's pebble `A` (`○`),
/// `Minus` is Right's pebble `B` (`●`).
///
/// The derived order puts `Minus` before `Plus`; the order of sign sequences puts the end of a
/// sequence between the two (`−` < end < `+`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sign {
    /// `−`: Right's pebble `B`, drawn `●`.
    Minus,
    /// `+`: Left's pebble `A`, drawn `○`.
    Plus,
}

impl Sign {
    /// The pebble's letter: `A` for `+`, `B` for `−`.
    pub fn letter(self) -> char {
        match self {
            Sign::Plus => 'A',
            Sign::Minus => 'B',
        }
    }

    /// The pebble's glyph: `○` for `+`, `●` for `−`.
    pub fn glyph(self) -> char {
        match self {
            Sign::Plus => '○',
            Sign::Minus => '●',
        }
    }

    /// The other sign: Left's and Right's pebbles change hands.
    pub fn swapped(self) -> Sign {
        match self {
            Sign::Plus => Sign::Minus,
            Sign::Minus => Sign::Plus,
        }
    }

    /// The sign of `A`/`○` or `B`/`●`; `None` for anything else (a neutral pebble included).
    pub fn from_char(c: char) -> Option<Sign> {
        match c {
            'A' | '○' => Some(Sign::Plus),
            'B' | '●' => Some(Sign::Minus),
            _ => None,
        }
    }
}

impl From<Sign> for Pebble {
    /// `+` is Left's pebble, `−` Right's.
    fn from(sign: Sign) -> Pebble {
        match sign {
            Sign::Plus => Pebble::Left,
            Sign::Minus => Pebble::Right,
        }
    }
}

impl TryFrom<Pebble> for Sign {
    type Error = Pebble;

    /// The sign of Left's or Right's pebble; a neutral pebble has none (and is given back).
    fn try_from(pebble: Pebble) -> Result<Sign, Pebble> {
        match pebble {
            Pebble::Left => Ok(Sign::Plus),
            Pebble::Right => Ok(Sign::Minus),
            Pebble::Neutral => Err(pebble),
        }
    }
}
