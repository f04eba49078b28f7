//! A solution to exercise 7.2: the stalk of a number.

use dyadic::Dyadic;

// ANCHOR: solution
/// The stalk of blue and red edges worth `value`, written from the ground up as letters without
/// spaces, `b` for blue and `r` for red: `19/8` gives `"bbbrrb"`, and zero gives the empty stalk
/// `""`.
pub fn stalk_of(value: &Dyadic) -> String {
    // Build the stalk of the absolute value in blue ("own") and red ("other"), and swap the
    // colours if the value is negative.
    let (own, other) = if value.is_negative() {
        ('r', 'b')
    } else {
        ('b', 'r')
    };
    let one = Dyadic::one();
    let mut x = value.abs();
    let mut stalk = String::new();
    // The whole part: one edge of the stalk's own colour for each unit.
    while x >= one {
        stalk.push(own);
        x -= &one;
    }
    if x.is_zero() {
        return stalk;
    }
    // The binary point: one more edge of the stalk's own colour, then one of the other colour.
    stalk.push(own);
    stalk.push(other);
    // The fraction's binary digits, without the final 1: a 1 is the own colour, a 0 the other.
    loop {
        x = &x + &x;
        if x == one {
            return stalk;
        }
        if x > one {
            stalk.push(own);
            x -= &one;
        } else {
            stalk.push(other);
        }
    }
}
// ANCHOR_END: solution
