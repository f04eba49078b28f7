//! Exercise 10.4: the nim value by contractions.

// ANCHOR: stub
/// The nim value of a Hackendot forest by Úlehla's method, with colouring and contraction of your
/// own: `parents[i]` is node `i`'s parent, always a node numbered before `i`, or `None` for a
/// root. The spider `[None, Some(0), Some(1), Some(0), Some(3)]` is worth 1.
pub fn ulehla_value(parents: &[Option<usize>]) -> u64 {
    todo!("the nim value of the forest {parents:?}")
}
// ANCHOR_END: stub
