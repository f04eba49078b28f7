//! Exercise 7.4: a green tree, by the colon principle.

// ANCHOR: stub
/// The nim value `n` of a tree of green edges, worth `*n`. Vertex 0 is the ground, and edge `i`
/// joins vertex `i + 1` to vertex `parents[i]`, which is the ground or a vertex of an earlier
/// edge: `[0, 1, 1]` is a green edge on the ground with two green edges on top of it, worth `*1`.
pub fn green_tree(parents: &[usize]) -> u64 {
    todo!("the nim value of the green tree {parents:?}")
}
// ANCHOR_END: stub
