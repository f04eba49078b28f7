//! Exercise 7.2: the stalk of a number.

use dyadic::Dyadic;

// ANCHOR: stub
/// The stalk of blue and red edges worth `value`, written from the ground up as letters without
/// spaces, `b` for blue and `r` for red: `19/8` gives `"bbbrrb"`, and zero gives the empty stalk
/// `""`.
pub fn stalk_of(value: &Dyadic) -> String {
    todo!("the stalk worth {value}")
}
// ANCHOR_END: stub
