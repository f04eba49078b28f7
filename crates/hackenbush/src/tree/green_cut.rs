//! A green tree's best move in two passes: the colon principle bottom-up for the nim value
//! above every vertex, then top-down for the nim value each part must take for the whole to be
//! worth 0.

use game::budget::{self, OverBudget};

use super::RootedTree;
use crate::green::under_green_edge;

/// Units of budget a vertex of a green tree costs its best move, building the tree included:
/// measured at some 300 ns a vertex on a random tree of 10^6 edges (memory, not arithmetic,
/// is what it waits on), some 60 ns a unit.
pub(crate) const UNITS_PER_VERTEX: u64 = 5;

/// The lowest-numbered edge of a green tree whose cut leaves a picture worth 0, if there is
/// one.
///
/// Bottom-up, `nim[v]` is the nim value of the part above `v` (the colon principle). Top-down,
/// `target[v]` is the nim value the part above `v` must take, with everything else unchanged,
/// for the whole tree to be worth 0: the ground's target is 0, and for an edge from `p` up to
/// `c` the branch it carries must be worth `want = target[p] ⊕ nim[p] ⊕ (nim[c] + 1)`. Cutting
/// the edge makes the branch worth 0, so it wins when `want` is 0; a cut above `c` makes it
/// worth `nim'[c] + 1`, so `c`'s target is `want - 1` (and nothing above `c` wins when `want`
/// is 0). Charged [`UNITS_PER_VERTEX`] units of budget a vertex.
pub(crate) fn winning_green_tree_cut(
    tree: &RootedTree,
    edge_count: usize,
) -> Result<Option<usize>, OverBudget> {
    budget::charge(1 + UNITS_PER_VERTEX * tree.order.len() as u64)?;
    let vertices = tree.parent.len();
    let mut nim = vec![0u64; vertices];
    for &vertex in tree.order[1..].iter().rev() {
        nim[tree.parent[vertex]] ^= under_green_edge(nim[vertex]);
    }
    const NONE: u64 = u64::MAX;
    let mut target = vec![NONE; vertices];
    target[0] = 0;
    let mut best = edge_count;
    for &vertex in &tree.order[1..] {
        let parent = tree.parent[vertex];
        if target[parent] == NONE {
            continue;
        }
        let want = target[parent] ^ nim[parent] ^ under_green_edge(nim[vertex]);
        if want == 0 {
            best = best.min(tree.parent_edge[vertex]);
        } else {
            target[vertex] = want - 1;
        }
    }
    Ok((best < edge_count).then_some(best))
}
