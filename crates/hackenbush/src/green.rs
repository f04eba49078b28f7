//! Green pictures: the colon principle for trees and the fusion principle for any graph, in
//! linear time without recursion.

use crate::Picture;
use crate::graph::Adjacency;
use crate::tree::{RootedTree, is_tree};

/// The bridges of a picture (edges on no cycle), found by one depth-first search from the ground
/// with an explicit stack, and the search's preorder. A loop is never a bridge; of two edges
/// joining the same vertices, neither is.
pub(crate) struct Bridges {
    /// `true` for the bridges, by edge number.
    pub(crate) bridge: Vec<bool>,
    /// The vertices the search reached, in preorder (the ground first).
    pub(crate) order: Vec<usize>,
    /// The edge by which the search first reached each vertex (`usize::MAX` for the ground).
    pub(crate) parent_edge: Vec<usize>,
}

impl Bridges {
    pub(crate) fn of(picture: &Picture) -> Bridges {
        let edges = picture.edges();
        let vertices = picture.vertex_count();
        let adjacency = Adjacency::new(vertices, edges, None);
        const UNSEEN: usize = usize::MAX;
        let mut discovered = vec![UNSEEN; vertices];
        let mut low = vec![0; vertices];
        let mut parent_edge = vec![UNSEEN; vertices];
        let mut bridge = vec![false; edges.len()];
        let mut order = Vec::new();
        // (vertex, how many of its incidences have been looked at)
        let mut stack = vec![(0usize, 0usize)];
        discovered[0] = 0;
        order.push(0);
        while let Some(&mut (vertex, ref mut next)) = stack.last_mut() {
            if let Some((edge, other)) = adjacency.get(vertex, *next) {
                *next += 1;
                if edge == parent_edge[vertex] || other == vertex {
                    continue;
                }
                if discovered[other] == UNSEEN {
                    discovered[other] = order.len();
                    low[other] = order.len();
                    parent_edge[other] = edge;
                    order.push(other);
                    stack.push((other, 0));
                } else {
                    low[vertex] = low[vertex].min(discovered[other]);
                }
            } else {
                stack.pop();
                if let Some(&(parent, _)) = stack.last() {
                    low[parent] = low[parent].min(low[vertex]);
                    if low[vertex] > discovered[parent] {
                        bridge[parent_edge[vertex]] = true;
                    }
                }
            }
        }
        Bridges {
            bridge,
            order,
            parent_edge,
        }
    }
}

// ANCHOR: colon_principle
/// The colon principle: a green edge under a part worth `*g` is worth `*(g + 1)` (the part
/// behaves as a stalk of `g` edges, and one more edge makes a stalk of `g + 1`), and the
/// branches at a vertex add, as Nim heaps do: by exclusive or.
pub(crate) fn under_green_edge(above: u64) -> u64 {
    above + 1
}
// ANCHOR_END: colon_principle

/// The nim value of a green tree by the colon principle, from the top down to the ground.
pub(crate) fn green_tree_value(tree: &RootedTree) -> u64 {
    let mut nim = vec![0u64; tree.parent.len()];
    for &vertex in tree.order[1..].iter().rev() {
        nim[tree.parent[vertex]] ^= under_green_edge(nim[vertex]);
    }
    nim[0]
}

/// The nim value of a green picture: the colon principle for trees, fusion for the rest.
pub(crate) fn green_value(picture: &Picture) -> u64 {
    if is_tree(picture) {
        let tree = RootedTree::of(picture).expect("a tree");
        green_tree_value(&tree)
    } else {
        fused_value(picture)
    }
}

// ANCHOR: fusion_principle
/// The nim value of a green picture by the fusion principle: the vertices of every cycle may be
/// fused into one without changing the value, the cycle's edges becoming loops, and a loop is
/// worth `*` (it is a leaf edge: cutting it removes only itself). Fusing every cycle leaves a
/// tree of bridges with loops at its vertices, valued by the colon principle from the top
/// down to the ground, each vertex in the search's reverse preorder.
pub(crate) fn fused_value(picture: &Picture) -> u64 {
    let Bridges {
        bridge,
        order,
        parent_edge,
    } = Bridges::of(picture);
    let edges = picture.edges();
    // Each vertex stands for its fused class: the vertex where the search entered the class.
    let mut class = vec![0usize; picture.vertex_count()];
    for &vertex in &order[1..] {
        let edge = parent_edge[vertex];
        let parent = edges[edge].from + edges[edge].to - vertex;
        class[vertex] = if bridge[edge] { vertex } else { class[parent] };
    }
    let mut nim = vec![0u64; picture.vertex_count()];
    for (index, edge) in edges.iter().enumerate() {
        if !bridge[index] {
            nim[class[edge.from]] ^= 1; // a loop after fusion
        }
    }
    for &vertex in order[1..].iter().rev() {
        let edge = parent_edge[vertex];
        if bridge[edge] {
            let parent = edges[edge].from + edges[edge].to - vertex;
            nim[class[parent]] ^= under_green_edge(nim[vertex]);
        }
    }
    nim[0]
}
// ANCHOR_END: fusion_principle
