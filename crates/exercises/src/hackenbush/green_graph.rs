//! Exercise 7.5: any green picture, by the fusion principle.

// ANCHOR: stub
/// The nim value `n` of a picture of green edges, cycles and loops allowed, worth `*n`. Vertex 0
/// is the ground, and each edge is the pair of vertices it joins; every edge is joined to the
/// ground. `[(0, 1), (1, 2), (2, 0)]` is a green triangle on the ground, worth `*1`.
pub fn green_graph(edges: &[(usize, usize)]) -> u64 {
    todo!("the nim value of the green picture {edges:?}")
}
// ANCHOR_END: stub
