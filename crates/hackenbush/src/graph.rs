//! Adjacency in compressed form, and which edges reach the ground: the plumbing every method
//! shares. Nothing here recurses.

use crate::Edge;

/// For each vertex, its incident edges as `(edge, other end)`, in one flat array (a loop appears
/// twice at its vertex).
pub(crate) struct Adjacency {
    start: Vec<usize>,
    /// `(edge, other end)` pairs, in 32 bits each to halve the memory a big picture's walk
    /// reads (a picture of 2^32 edges would not fit in memory anyway).
    incident: Vec<(u32, u32)>,
}

impl Adjacency {
    /// The adjacency of `edges` on vertices `0..vertex_count`, skipping edges not in `keep` (all
    /// kept when it is `None`).
    pub(crate) fn new(vertex_count: usize, edges: &[Edge], keep: Option<&[bool]>) -> Adjacency {
        let kept = |index: usize| keep.is_none_or(|keep| keep[index]);
        let mut start = vec![0usize; vertex_count + 1];
        for (index, edge) in edges.iter().enumerate() {
            if kept(index) {
                start[edge.from + 1] += 1;
                start[edge.to + 1] += 1;
            }
        }
        for vertex in 0..vertex_count {
            start[vertex + 1] += start[vertex];
        }
        let mut fill = start.clone();
        let mut incident = vec![(0, 0); start[vertex_count]];
        for (index, edge) in edges.iter().enumerate() {
            if kept(index) {
                incident[fill[edge.from]] = (index as u32, edge.to as u32);
                fill[edge.from] += 1;
                incident[fill[edge.to]] = (index as u32, edge.from as u32);
                fill[edge.to] += 1;
            }
        }
        Adjacency { start, incident }
    }

    /// The edges at `vertex`, with their other ends.
    pub(crate) fn at(&self, vertex: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.incident[self.start[vertex]..self.start[vertex + 1]]
            .iter()
            .map(|&(edge, other)| (edge as usize, other as usize))
    }

    /// The `index`-th edge at `vertex` with its other end, if there is one.
    pub(crate) fn get(&self, vertex: usize, index: usize) -> Option<(usize, usize)> {
        let position = self.start[vertex] + index;
        (position < self.start[vertex + 1]).then(|| {
            let (edge, other) = self.incident[position];
            (edge as usize, other as usize)
        })
    }
}

/// Which vertices are joined to the ground (vertex 0) by the edges in `keep` (all if `None`).
pub(crate) fn grounded_vertices(
    vertex_count: usize,
    edges: &[Edge],
    keep: Option<&[bool]>,
) -> Vec<bool> {
    let adjacency = Adjacency::new(vertex_count.max(1), edges, keep);
    let mut reached = vec![false; vertex_count.max(1)];
    reached[0] = true;
    let mut stack = vec![0];
    while let Some(vertex) = stack.pop() {
        for (_, other) in adjacency.at(vertex) {
            if !reached[other] {
                reached[other] = true;
                stack.push(other);
            }
        }
    }
    reached
}
