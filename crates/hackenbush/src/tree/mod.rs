//! Trees: pictures without cycles. Red-blue trees by the rule for an edge under a value, green
//! trees by the colon principle (in [`crate::green`]); both bottom-up, without recursion.

mod number;

use dyadic::Dyadic;

use crate::graph::Adjacency;
use crate::{Colour, Picture};

pub(crate) use number::Number;

/// A picture without cycles, rooted at the ground: every vertex an edge reaches, in an order
/// in which parents come before children, and the edge up to each (from its parent).
pub(crate) struct RootedTree {
    /// Vertices in depth-first preorder from the ground (the ground first).
    pub(crate) order: Vec<usize>,
    /// For each vertex, the edge joining it to its parent (`usize::MAX` for the ground and
    /// for vertices no edge reaches).
    pub(crate) parent_edge: Vec<usize>,
    /// For each vertex, its parent.
    pub(crate) parent: Vec<usize>,
}

impl RootedTree {
    /// The picture as a tree, or `None` if it has a cycle (a loop and a double edge count).
    pub(crate) fn of(picture: &Picture) -> Option<RootedTree> {
        let edges = picture.edges();
        let vertices = picture.vertex_count();
        let adjacency = Adjacency::new(vertices, edges, None);
        let mut parent_edge = vec![usize::MAX; vertices];
        let mut parent = vec![usize::MAX; vertices];
        let mut seen = vec![false; vertices];
        let mut order = Vec::new();
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(vertex) = stack.pop() {
            order.push(vertex);
            for (edge, other) in adjacency.at(vertex) {
                if edge == parent_edge[vertex] {
                    continue;
                }
                if seen[other] {
                    return None;
                }
                seen[other] = true;
                parent_edge[other] = edge;
                parent[other] = vertex;
                stack.push(other);
            }
        }
        Some(RootedTree {
            order,
            parent_edge,
            parent,
        })
    }
}

/// Whether a picture (every edge of which reaches the ground) is a tree: it is connected, so it
/// is one exactly when it has one edge fewer than the vertices its edges touch.
pub(crate) fn is_tree(picture: &Picture) -> bool {
    let mut touched = vec![false; picture.vertex_count()];
    touched[0] = true;
    let mut count = 1;
    for edge in picture.edges() {
        for end in [edge.from, edge.to] {
            if !touched[end] {
                touched[end] = true;
                count += 1;
            }
        }
    }
    picture.edges().len() + 1 == count
}

// ANCHOR: tree_rule
/// The value of a red-blue tree, bottom-up: the branches at a vertex add, and an edge under a
/// part worth `x` is worth
///
/// - blue: `x + 1` if `x ≥ 0`; otherwise `(x + n + 1) / 2^n` for the least whole `n` with
///   `x + n ≥ 0` (Conway's ordinal sum `1 : x`, the number whose sign expansion is that of `x`
///   with a `+` in front);
/// - red: the same with the colours swapped, `-blue(-x)`.
///
/// Near-linear time: [`Number`] keeps the binary digits of each part's value so that the rule
/// only ever adds digits on top, and the smaller of two branches is added into the larger.
pub(crate) fn red_blue_tree_value(picture: &Picture, tree: &RootedTree) -> Dyadic {
    let edges = picture.edges();
    let mut above: Vec<Option<Number>> = (0..picture.vertex_count()).map(|_| None).collect();
    for &vertex in tree.order.iter().rev().filter(|&&vertex| vertex != 0) {
        let x = above[vertex].take().unwrap_or_default();
        let with_edge = match edges[tree.parent_edge[vertex]].colour {
            Colour::Blue => x.under_blue(),
            Colour::Red => x.under_red(),
            Colour::Green => unreachable!("a red-blue tree has no green edge"),
        };
        let parent = tree.parent[vertex];
        above[parent] = Some(match above[parent].take() {
            None => with_edge,
            Some(sum) => sum.add(with_edge),
        });
    }
    above[0].take().unwrap_or_default().to_dyadic()
}
// ANCHOR_END: tree_rule
