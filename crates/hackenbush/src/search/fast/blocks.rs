//! Blocks of a set of edges (Tarjan's algorithm on bit sets, explicit stack), cached, with
//! each block's shape interned up to renumbering.

use dyadic::Dyadic;

use super::symmetry::symmetries;
use super::{FastSearch, MAX_EDGES};
use crate::Colour;
use crate::search::part::Part;

/// One block of a decomposition.
#[derive(Clone, Debug)]
pub(super) struct Piece {
    pub(super) top: u8,
    pub(super) edges: u64,
    /// The block's vertices other than `top`.
    pub(super) vertices: u64,
    /// For a single edge (a bridge or a loop): its colour and the vertex above it (`top` for a
    /// loop).
    pub(super) single: Option<(Colour, u8)>,
    /// For a block of several edges: its shape, and which of [`FastSearch`]'s `places` holds
    /// each vertex's place in its canonical order (kept apart, so that a piece is half a cache
    /// line).
    pub(super) shape: u32,
    pub(super) places: u32,
}

/// The blocks of the edges reached from a root, each after those hanging below it, and the
/// vertices reached.
#[derive(Debug)]
pub(super) struct Decomposition {
    pub(super) pieces: Vec<Piece>,
    pub(super) reached: u64,
}

impl FastSearch {
    /// Makes sure the decomposition of `edges` from `root` is in the cache.
    pub(super) fn decompose_once(&mut self, root: u8, edges: u64) {
        if self.decompositions.contains_key(&(root, edges)) {
            return;
        }
        let mut made = self.decompose(root, edges);
        for piece in made
            .pieces
            .iter_mut()
            .filter(|piece| piece.single.is_none())
        {
            (piece.shape, piece.places) = self.shape(piece.top, piece.edges);
        }
        self.decompositions.insert((root, edges), made);
    }

    /// The interned shape of the block `edges` hanging from `top`, and where the canonical
    /// place of each of its vertices is kept.
    pub(super) fn shape(&mut self, top: u8, edges: u64) -> (u32, u32) {
        if let Some(&found) = self.pieces.get(&(top, edges)) {
            return found;
        }
        // The block as a part of its own: `top` is vertex 0, the others numbered in order.
        let mut compact = [u8::MAX; MAX_EDGES];
        compact[top as usize] = 0;
        let mut count = 1u8;
        let mut part_edges = Vec::new();
        let mut rest = edges;
        while rest != 0 {
            let edge = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (a, b) = self.ends[edge];
            for end in [a, b] {
                if compact[end as usize] == u8::MAX {
                    compact[end as usize] = count;
                    count += 1;
                }
            }
            let (a, b) = (compact[a as usize], compact[b as usize]);
            part_edges.push(crate::Edge::new(a as usize, b as usize, self.colours[edge]));
        }
        let part = Part {
            vertices: count as usize,
            edges: part_edges,
            labels: vec![Dyadic::zero(); count as usize],
        };
        let (key, ranks, classes) = crate::search::key::key_and_ranks(&part);
        let shared = &mut self.shared;
        let next = shared.shapes.len() as u32;
        let shape = *shared.shapes.entry(key).or_insert(next);
        if shape == next {
            shared.symmetries.push(symmetries(&part, &ranks, &classes));
        }
        let mut placed = [0u8; MAX_EDGES];
        for (vertex, place) in placed.iter_mut().enumerate() {
            if compact[vertex] != u8::MAX {
                *place = ranks[compact[vertex] as usize] as u8;
            }
        }
        let places = self.places.len() as u32;
        self.places.push(placed);
        self.pieces.insert((top, edges), (shape, places));
        (shape, places)
    }

    /// Tarjan's blocks of the edges reached from `root`, by an explicit stack.
    pub(super) fn decompose(&self, root: u8, edges: u64) -> Decomposition {
        const UNSEEN: u8 = u8::MAX;
        let n = self.incident.len();
        let mut discovered = vec![UNSEEN; n];
        let mut low = vec![0u8; n];
        let mut parent_edge = vec![u8::MAX; n];
        let mut parent = vec![0u8; n];
        let mut edge_stack: Vec<u8> = Vec::new();
        let mut pieces = Vec::new();
        let mut reached: u64 = 1 << root;
        let mut time = 0u8;
        discovered[root as usize] = 0;
        // (vertex, edges at it still to look at)
        let mut stack: Vec<(u8, u64)> = vec![(root, self.incident[root as usize] & edges)];
        while let Some(&mut (vertex, ref mut rest)) = stack.last_mut() {
            if *rest != 0 {
                let edge = rest.trailing_zeros() as u8;
                *rest &= *rest - 1;
                if edge == parent_edge[vertex as usize] {
                    continue;
                }
                let (a, b) = self.ends[edge as usize];
                let other = if a == vertex { b } else { a };
                if other == vertex {
                    pieces.push(Piece {
                        top: vertex,
                        edges: 1 << edge,
                        vertices: 0,
                        single: Some((self.colours[edge as usize], vertex)),
                        shape: 0,
                        places: 0,
                    });
                    continue;
                }
                let o = other as usize;
                if discovered[o] == UNSEEN {
                    time += 1;
                    discovered[o] = time;
                    low[o] = time;
                    parent_edge[o] = edge;
                    parent[o] = vertex;
                    reached |= 1 << other;
                    edge_stack.push(edge);
                    stack.push((other, self.incident[o] & edges));
                } else if discovered[o] < discovered[vertex as usize] {
                    edge_stack.push(edge);
                    low[vertex as usize] = low[vertex as usize].min(discovered[o]);
                }
            } else {
                stack.pop();
                if vertex == root {
                    continue;
                }
                let v = vertex as usize;
                let up = parent[v];
                low[up as usize] = low[up as usize].min(low[v]);
                if low[v] >= discovered[up as usize] {
                    let mut block: u64 = 0;
                    let mut vertices: u64 = 0;
                    let mut count = 0;
                    while let Some(edge) = edge_stack.pop() {
                        block |= 1 << edge;
                        count += 1;
                        let (a, b) = self.ends[edge as usize];
                        vertices |= (1 << a) | (1 << b);
                        if edge == parent_edge[v] {
                            break;
                        }
                    }
                    vertices &= !(1 << up);
                    let single =
                        (count == 1).then(|| (self.colours[parent_edge[v] as usize], vertex));
                    pieces.push(Piece {
                        top: up,
                        edges: block,
                        vertices,
                        single,
                        shape: 0,
                        places: 0,
                    });
                }
            }
        }
        Decomposition { pieces, reached }
    }
}
