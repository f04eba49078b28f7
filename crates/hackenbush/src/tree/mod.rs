//! Trees: pictures without cycles. Red-blue trees by the rule for an edge under a value, green
//! trees by the colon principle (in [`crate::green`]); both bottom-up, without recursion.

mod green_cut;
mod number;

use dyadic::Dyadic;
use game::Player;
use game::budget::{self, OverBudget};

use crate::graph::Adjacency;
use crate::search::under_edge;
use crate::{Colour, Picture};

pub(crate) use green_cut::winning_green_tree_cut;
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

/// The best cut for `player` in a red-blue tree and the value after it, in one pass bottom-up;
/// `None` if `player` has no edge.
///
/// Seen from Left (Right mirrors the colours): the value at the ground increases strictly with
/// the value above any vertex, so of two cuts above a vertex `v` the better is the one that
/// lowers the value above `v` less. So each vertex keeps the least lowering any one cut above it
/// makes, with its edge: an edge's own cut lowers its parent by the edge's worth, and a cut
/// above it lowering its top by `d` lowers its parent by `under(x) - under(x - d)`. Ties go to
/// the lowest-numbered edge. Each vertex costs a few operations on numbers as long as the
/// values above it: charged to the budget, a unit for every 64 binary digits.
pub(crate) fn best_red_blue_tree_cut(
    picture: &Picture,
    tree: &RootedTree,
    player: Player,
) -> Result<Option<(usize, Dyadic)>, OverBudget> {
    let edges = picture.edges();
    // The colour an edge has seen from Left: Right's own edges become blue.
    let seen = |colour: Colour| match (player, colour) {
        (Player::Left, colour) | (Player::Right, colour @ Colour::Green) => colour,
        (Player::Right, Colour::Blue) => Colour::Red,
        (Player::Right, Colour::Red) => Colour::Blue,
    };
    let vertices = picture.vertex_count();
    let mut above = vec![Dyadic::zero(); vertices];
    // The least lowering of the value above each vertex by one cut, and its edge.
    let mut best: Vec<Option<(Dyadic, usize)>> = vec![None; vertices];
    let least = |a: Option<(Dyadic, usize)>, b: Option<(Dyadic, usize)>| match (a, b) {
        (Some(a), Some(b)) => Some(if (&b.0, b.1) < (&a.0, a.1) { b } else { a }),
        (a, b) => a.or(b),
    };
    for &vertex in tree.order.iter().rev().filter(|&&vertex| vertex != 0) {
        let edge = tree.parent_edge[vertex];
        let colour = seen(edges[edge].colour);
        // Taken, so that only the values still to be added up are held.
        let x = &std::mem::take(&mut above[vertex]);
        budget::charge(1 + (x.exponent() + x.numerator().bits()) / 64)?;
        let worth = under_edge(colour, x);
        let own = (colour == Colour::Blue).then(|| (worth.clone(), edge));
        let higher = best[vertex].take().map(|(lowering, edge)| {
            let lowered = &worth - &under_edge(colour, &(x - &lowering));
            (lowered, edge)
        });
        let candidate = least(own, higher);
        let parent = tree.parent[vertex];
        above[parent] = &above[parent] + &worth;
        best[parent] = least(best[parent].take(), candidate);
    }
    Ok(best[0].take().map(|(lowering, edge)| {
        let after = &above[0] - &lowering;
        (
            edge,
            if player == Player::Left {
                after
            } else {
                -after
            },
        )
    }))
}
