//! A solution to exercise 7.4: a green tree, by the colon principle.

// ANCHOR: solution
/// The nim value `n` of a tree of green edges, worth `*n`. Vertex 0 is the ground, and edge `i`
/// joins vertex `i + 1` to vertex `parents[i]`, which is the ground or a vertex of an earlier
/// edge: `[0, 1, 1]` is a green edge on the ground with two green edges on top of it, worth `*1`.
pub fn green_tree(parents: &[usize]) -> u64 {
    // Every vertex's branches, from the top down (a child always comes after its parent): the
    // branches at a vertex are a Nim heap of the nim-sum of their values (the colon principle),
    // and the edge under them makes that heap one higher.
    let mut above = vec![0u64; parents.len() + 1];
    for (edge, &parent) in parents.iter().enumerate().rev() {
        let vertex = edge + 1;
        above[parent] ^= above[vertex] + 1;
    }
    above[0]
}
// ANCHOR_END: solution
