//! A solution to exercise 10.3: Úlehla's colouring.

use hackendot::Colour;

// ANCHOR: solution
/// The colour of every node of a forest given by its parents: `parents[i]` is node `i`'s parent,
/// always a node numbered before `i`, or `None` for a root. Leaves are white, and a node is black
/// exactly when at least one of its children is white.
pub fn colouring(parents: &[Option<usize>]) -> Vec<Colour> {
    let mut colours = vec![Colour::White; parents.len()];
    // Children are numbered after their parents: going backwards, every node's colour is final
    // before its parent looks at it.
    for node in (0..parents.len()).rev() {
        if let Some(parent) = parents[node]
            && colours[node] == Colour::White
        {
            colours[parent] = Colour::Black;
        }
    }
    colours
}
// ANCHOR_END: solution
