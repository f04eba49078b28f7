//! A solution to exercise 3.2: the row of a number.

use dyadic::Dyadic;

// ANCHOR: solution
/// The row worth `value`, as letters without spaces: `19/8` gives `"AAABBA"`, and zero gives the
/// empty row `""`.
pub fn row_of(value: &Dyadic) -> String {
    // Walk down from zero as the numbers were born: a step of one while the whole part is not
    // reached, then steps that halve each time. Left's pebble steps up, Right's steps down.
    let mut row = String::new();
    let mut here = Dyadic::zero();
    let mut step = Dyadic::one();
    let mut halving = false;
    while here != *value {
        let up = *value > here;
        row.push(if up { 'A' } else { 'B' });
        if !row.starts_with(row.chars().last().unwrap_or('A')) {
            halving = true;
        }
        if halving {
            step = step.half();
        }
        here = if up { &here + &step } else { &here - &step };
    }
    row
}
// ANCHOR_END: solution
