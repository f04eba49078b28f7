//! A solution to exercise 7.3: a blue edge under a number.

use dyadic::Dyadic;

// ANCHOR: solution
/// The value of a blue edge on the ground with, standing on its top, a red-blue tree worth
/// `x`: on top of a lone blue edge (`x = 1`) it makes a stalk worth 2, on top of a red one
/// (`x = −1`) a stalk worth 1/2.
pub fn blue_under(x: &Dyadic) -> Dyadic {
    // The smallest n ≥ 0 with x + n ≥ 0; then the edge is worth (x + n + 1) / 2^n. For x ≥ 0,
    // n = 0 and the edge simply adds one.
    let mut n = 0u64;
    let mut lifted = x.clone();
    while lifted.is_negative() {
        lifted += Dyadic::one();
        n += 1;
    }
    let mut value = lifted + Dyadic::one();
    for _ in 0..n {
        value = value.half();
    }
    value
}
// ANCHOR_END: solution
