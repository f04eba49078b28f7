//! Exercise 3.1: the value of a row.

use dyadic::Dyadic;

// ANCHOR: stub
/// The value of one row of pebbles written as letters without spaces, such as `"BAAB"` (worth
/// −3/8): `A` is Left's pebble, `B` is Right's.
pub fn row_value(row: &str) -> Dyadic {
    todo!("the value of {row:?}")
}
// ANCHOR_END: stub
