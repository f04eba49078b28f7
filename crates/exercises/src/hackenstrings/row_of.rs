//! Exercise 3.2: the row of a number.

use dyadic::Dyadic;

// ANCHOR: stub
/// The row worth `value`, as letters without spaces: `19/8` gives `"AAABBA"`, and zero gives the
/// empty row `""`.
pub fn row_of(value: &Dyadic) -> String {
    todo!("the row worth {value}")
}
// ANCHOR_END: stub
