//! A solution to exercise 11.2: inverses by powers.

use game::Nimber;
use nimbers::NimField;

// ANCHOR: solution
/// The inverse of a nimber `a` with `0 < a < 65536`: the nonzero nimbers below 65536 form a
/// group of 65535 elements under the nim-product, so `a^65535 = 1` and `a^65534` is `a`'s
/// inverse. Compute that power with `nimbers::NimField`'s `times` and `square` only (not
/// `inverse` or `power`), by repeated squaring. The inverse of 3 is 2, and of 5 is 12.
pub fn inverse_by_powers(a: Nimber) -> Nimber {
    // 65534 in binary, from its top digit down: square at each digit, multiply at each 1.
    let exponent: u32 = 65534;
    let mut power = Nimber(1);
    for digit in (0..16).rev() {
        power = power.square();
        if exponent >> digit & 1 == 1 {
            power = power.times(&a);
        }
    }
    power
}
// ANCHOR_END: solution
