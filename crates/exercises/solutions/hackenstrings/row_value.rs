//! A solution to exercise 3.1: the value of a row.

use dyadic::Dyadic;

// ANCHOR: solution
/// The value of one row of pebbles written as letters without spaces, such as `"BAAB"` (worth
/// −3/8): `A` is Left's pebble, `B` is Right's.
pub fn row_value(row: &str) -> Dyadic {
    let signs: Vec<i64> = row.chars().map(|c| if c == 'A' { 1 } else { -1 }).collect();
    let Some(&first) = signs.first() else {
        return Dyadic::zero();
    };
    let mut value = Dyadic::zero();
    let mut weight = Dyadic::one();
    let mut changed = false;
    for sign in signs {
        // After the first change of colour, every pebble is worth half the one before.
        changed |= sign != first;
        if changed {
            weight = weight.half();
        }
        value += &weight * Dyadic::from(sign);
    }
    value
}
// ANCHOR_END: solution
