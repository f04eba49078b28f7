//! Exercise 10.3: Úlehla's colouring.

use hackendot::Colour;

// ANCHOR: stub
/// The colour of every node of a forest given by its parents: `parents[i]` is node `i`'s parent,
/// always a node numbered before `i`, or `None` for a root. Leaves are white, and a node is black
/// exactly when at least one of its children is white.
pub fn colouring(parents: &[Option<usize>]) -> Vec<Colour> {
    todo!("the colours of the forest {parents:?}")
}
// ANCHOR_END: stub
