//! Exercise 1.3: the numbers born on a given day.

use dyadic::Dyadic;

// ANCHOR: stub
/// Every number born on `day`, in increasing order: day 0 gives `[0]`, day 1 gives `[-1, 1]`,
/// day 2 gives `[-2, -1/2, 1/2, 2]`.
pub fn born_on(day: u32) -> Vec<Dyadic> {
    todo!("the numbers born on day {day}")
}
// ANCHOR_END: stub
