//! Exercise 7.1: the value of a stalk, by Berlekamp's rule.

use dyadic::Dyadic;

// ANCHOR: stub
/// The value of a stalk of blue and red edges, written from the ground up as letters without
/// spaces, `b` for blue and `r` for red: `"bbbrrb"` is worth 19/8, `"rrrbbrb"` is worth −(2 + 5/16).
pub fn berlekamp_value(stalk: &str) -> Dyadic {
    todo!("the value of the stalk {stalk:?}")
}
// ANCHOR_END: stub
