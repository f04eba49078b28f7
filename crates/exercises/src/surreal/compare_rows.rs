//! Exercise 6.4: comparing recurring rows.

use std::cmp::Ordering;

// ANCHOR: stub
/// The order of two rows in Walker's notation without spaces, with parentheses at most one level
/// deep (`"AB(BA)"`, `"(A)(B)"`, `"AB(A)A"`): the order of their sign sequences, where `B` (−)
/// comes before the end of a row, and the end before `A` (+). So `"AB(A)"` is `Less` than
/// `"A"`, and `"A(A)"` is `Equal` to `"(A)"`.
pub fn compare_rows(a: &str, b: &str) -> Ordering {
    todo!("compare {a} with {b}")
}
// ANCHOR_END: stub
