//! Exercise 10.1: the least excluded value.

// ANCHOR: stub
/// The *mex* of `values`: the least whole number that is not among them. `[0, 1, 3]` gives 2,
/// `[1, 2]` gives 0, and so does the empty list. The values come in any order, perhaps repeated.
pub fn mex(values: &[u64]) -> u64 {
    todo!("the least number missing from {values:?}")
}
// ANCHOR_END: stub
