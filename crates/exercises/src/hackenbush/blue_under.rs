//! Exercise 7.3: a blue edge under a number.

use dyadic::Dyadic;

// ANCHOR: stub
/// The value of a blue edge on the ground with, standing on its top, a red-blue tree worth
/// `x`: on top of a lone blue edge (`x = 1`) it makes a stalk worth 2, on top of a red one
/// (`x = −1`) a stalk worth 1/2.
pub fn blue_under(x: &Dyadic) -> Dyadic {
    todo!("a blue edge under {x}")
}
// ANCHOR_END: stub
