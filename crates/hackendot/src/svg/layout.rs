//! A tidy layout: leaves left to right, each parent centred over its children.

use crate::forest::Forest;

/// Horizontal room left between neighbouring trees, in leaf widths.
const TREE_GAP: f64 = 0.5;

/// Where each node goes, in abstract units: one unit between neighbouring leaves, one level per
/// generation (depth 0 for the roots).
pub(crate) struct Layout {
    /// Each node's horizontal position, from 0.
    pub x: Vec<f64>,
    /// Each node's depth.
    pub depth: Vec<usize>,
    /// The largest `x`, 0 for an empty forest.
    pub width: f64,
    /// How many levels there are, 0 for an empty forest.
    pub levels: usize,
}

/// Lays `forest` out in two sweeps: forwards, leaves take the next free place; backwards (every
/// child before its parent), a parent goes halfway between its first and last child. Subtrees
/// own disjoint ranges of leaves, so nothing overlaps.
pub(crate) fn layout(forest: &Forest) -> Layout {
    let count = forest.len();
    let is_leaf = {
        let mut is_leaf = vec![true; count];
        for node in 0..count {
            if let Some(parent) = forest.parent(node) {
                is_leaf[parent] = false;
            }
        }
        is_leaf
    };
    let mut x = vec![0.0; count];
    let mut next_leaf = 0.0;
    for node in 0..count {
        if node > 0 && forest.parent(node).is_none() {
            next_leaf += TREE_GAP;
        }
        if is_leaf[node] {
            x[node] = next_leaf;
            next_leaf += 1.0;
        }
    }
    let mut first_child = vec![0.0; count];
    let mut last_child: Vec<Option<f64>> = vec![None; count];
    for node in (0..count).rev() {
        if !is_leaf[node] {
            x[node] = (first_child[node] + last_child[node].unwrap_or(first_child[node])) / 2.0;
        }
        if let Some(parent) = forest.parent(node) {
            first_child[parent] = x[node];
            last_child[parent].get_or_insert(x[node]);
        }
    }
    let depth = forest.depths();
    Layout {
        width: (next_leaf - 1.0).max(0.0),
        levels: depth.iter().max().map_or(0, |deepest| deepest + 1),
        x,
        depth,
    }
}
