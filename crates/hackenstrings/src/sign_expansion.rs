//! From a number back to its row: every dyadic number is the value of exactly one row.

use std::error::Error;
use std::fmt;

use dyadic::Dyadic;
use num_bigint::BigUint;

use crate::{Pebble, Row};

/// The longest row [`Row::from_value`] builds: a hundred million pebbles.
pub const MAX_ROW_LEN: u64 = 100_000_000;

/// The error when a number's row would be longer than [`MAX_ROW_LEN`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowTooLong {
    /// The number of pebbles the row would need (the number's birthday).
    pub pebbles: BigUint,
}

impl fmt::Display for RowTooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The count itself can have millions of digits: it is named only when short.
        match self.pebbles.bits() <= 64 {
            true => write!(
                f,
                "the row would have {} pebbles, more than the {MAX_ROW_LEN} allowed",
                self.pebbles
            ),
            false => write!(
                f,
                "the row would have more than 2^64 pebbles, far more than the {MAX_ROW_LEN} allowed"
            ),
        }
    }
}

impl Error for RowTooLong {}

// ANCHOR: row_of_value
impl Row {
    /// The row worth `value`: its sign expansion, as long as the number's birthday.
    ///
    /// Zero is the empty row and a whole number `n` is `n` pebbles of one colour. Otherwise, for a
    /// positive `x = n + 0.b₁b₂…b_e` in binary (so `b_e = 1`): `n + 1` Left pebbles, one Right
    /// pebble, then one pebble for each of `b₁ … b_(e−1)`, Left for a 1 and Right for a 0. A
    /// negative number is the same row with the colours swapped.
    ///
    /// ```
    /// use dyadic::Dyadic;
    /// use hackenstrings::Row;
    ///
    /// let row = Row::from_value(&"19/8".parse::<Dyadic>().unwrap()).unwrap();
    /// assert_eq!(row.to_string(), "A A A B B A");
    /// ```
    ///
    /// # Errors
    /// [`RowTooLong`] if the row would have more than [`MAX_ROW_LEN`] pebbles.
    pub fn from_value(value: &Dyadic) -> Result<Row, RowTooLong> {
        let pebbles = value.birthday();
        if pebbles > BigUint::from(MAX_ROW_LEN) {
            return Err(RowTooLong { pebbles });
        }
        let (mine, theirs) = if value.is_negative() {
            (Pebble::Right, Pebble::Left)
        } else {
            (Pebble::Left, Pebble::Right)
        };
        let magnitude = value.abs();
        let Ok(whole) = usize::try_from(magnitude.floor()) else {
            return Err(RowTooLong { pebbles }); // cannot happen: the whole part is below the birthday
        };
        let e = magnitude.exponent();
        if e == 0 {
            return Ok(Row::new(vec![mine; whole]));
        }
        let numerator = magnitude.numerator().into_parts().1; // n·2^e + 0.b₁…b_e·2^e
        let mut row = vec![mine; whole + 1];
        row.push(theirs);
        row.extend((1..e).map(|k| if numerator.bit(e - k) { mine } else { theirs }));
        Ok(Row::new(row))
    }
}
// ANCHOR_END: row_of_value
