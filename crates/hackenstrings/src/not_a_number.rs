//! The error when a position with a neutral pebble is asked for a number.

use std::error::Error;
use std::fmt;

/// A position (or row) holds a neutral pebble (`C`), so it is not a number: its value is a game
/// such as `*` or `^`, not a dyadic fraction. Rows and pebbles count from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NeutralPebble {
    /// The row of the first neutral pebble (0 for a row on its own).
    pub row: usize,
    /// The neutral pebble within its row, from 0 at the left.
    pub pebble: usize,
}

impl fmt::Display for NeutralPebble {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let NeutralPebble { row, pebble } = self;
        write!(
            f,
            "pebble {pebble} of row {row} is neutral (C), so the position is not a number"
        )
    }
}

impl Error for NeutralPebble {}
