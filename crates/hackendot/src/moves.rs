//! Every move at once: the nim value of every subtree, and of the position after every move, in
//! linear time, by Úlehla's method applied to all subtrees together. A player looking for a
//! winning move wants the moves that leave 0, and trying them one at a time would take quadratic
//! time.
//!
//! ```
//! use hackendot::{Forest, moves};
//!
//! let spider: Forest = "((())(()))".parse().unwrap();
//! // Deleting the root (node 0) leaves two paths of two nodes, worth 0: the winning move.
//! assert_eq!(moves::after_each_move(&spider), [0, 3, 2, 3, 2]);
//! assert_eq!(moves::winning_moves(&spider), [0]);
//! ```

use crate::{Colour, Forest, contractions};

// ANCHOR: subtree_values
/// The nim value of the subtree of every node (the node and all its descendants), by
/// Úlehla's method applied to all subtrees at once.
///
/// A node's colour is the same in its subtree as in the forest, and so is its contraction:
/// for a black node `v`, `L(subtree(v))` is the subtree of `v` in `L(F)`; for a white node,
/// whose children are all black, it is the forest of its children's subtrees in `L(F)`. With
/// `value(T) = 2·value(L(T)) + [root white]`, every subtree's value comes from the values one
/// contraction down, and the contractions shrink by half each time.
pub fn subtree_values(forest: &Forest) -> Vec<u64> {
    let mut below: Vec<u64> = Vec::new();
    // From the last contraction up, each level's values from those of the level below it.
    for step in contractions(forest).iter().rev() {
        let (level, colours) = (&step.forest, &step.colours);
        // Black nodes keep their order: the i-th black node is node i of the next level.
        let mut next_number = Vec::with_capacity(level.len());
        let mut black_nodes = 0;
        for colour in colours {
            next_number.push(black_nodes);
            black_nodes += usize::from(*colour == Colour::Black);
        }
        // value(L(subtree)) for every node: its own value below if black, and the nim-sum of
        // its (black) children's values below if white.
        let mut contracted = vec![0u64; level.len()];
        for node in 0..level.len() {
            if colours[node] == Colour::Black {
                let value = below[next_number[node]];
                contracted[node] ^= value;
                if let Some(parent) = level.parent(node)
                    && colours[parent] == Colour::White
                {
                    contracted[parent] ^= value;
                }
            }
        }
        below = (0..level.len())
            .map(|node| 2 * contracted[node] + u64::from(colours[node] == Colour::White))
            .collect();
    }
    below
}
// ANCHOR_END: subtree_values

// ANCHOR: after_each_move
/// The nim value of the position after a move at each node, in preorder.
pub fn after_each_move(forest: &Forest) -> Vec<u64> {
    let values = subtree_values(forest);
    // The nim-sum of the values of each node's children's subtrees.
    let mut children = vec![0u64; forest.len()];
    for (node, value) in values.iter().enumerate() {
        if let Some(parent) = forest.parent(node) {
            children[parent] ^= value;
        }
    }
    let total = forest.roots().fold(0, |sum, root| sum ^ values[root]);
    // Deleting the path from a node to its root leaves the subtrees hanging off that path:
    // walking down, each step trades the node's own subtree for its children's subtrees.
    let mut left_behind = vec![0u64; forest.len()];
    let mut tree_value = vec![0u64; forest.len()];
    let mut after = Vec::with_capacity(forest.len());
    for node in 0..forest.len() {
        (left_behind[node], tree_value[node]) = match forest.parent(node) {
            None => (children[node], values[node]),
            Some(parent) => (
                left_behind[parent] ^ values[node] ^ children[node],
                tree_value[parent],
            ),
        };
        after.push(total ^ tree_value[node] ^ left_behind[node]);
    }
    after
}
// ANCHOR_END: after_each_move

/// The winning moves: the nodes whose move leaves a position worth 0, in preorder. None when
/// the forest is worth 0 (or empty): then every move loses.
pub fn winning_moves(forest: &Forest) -> Vec<usize> {
    let after = after_each_move(forest);
    (0..after.len()).filter(|&node| after[node] == 0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BruteForce, forests, nim_value, trees};

    #[test]
    fn every_subtree_and_every_move_by_brute_force() {
        let mut brute = BruteForce::new();
        for nodes in 0..=8 {
            for forest in forests(nodes) {
                let values = subtree_values(&forest);
                let after = after_each_move(&forest);
                for (node, value) in after.iter().enumerate() {
                    let moved = forest.without_path_to(node);
                    assert_eq!(*value, brute.nim_value(&moved).0, "{forest} at {node}");
                }
                for (tree, root) in forest.trees().zip(forest.roots()) {
                    let expected = brute.nim_value(tree.as_forest()).0;
                    assert_eq!(values[root], expected, "{forest}");
                }
            }
        }
    }

    #[test]
    fn subtrees_of_larger_trees_by_the_method() {
        for tree in trees(11).step_by(7) {
            let forest = tree.into_forest();
            let values = subtree_values(&forest);
            let sizes = forest.subtree_sizes();
            for node in 0..forest.len() {
                // The subtree of a node is the contiguous preorder range starting at it.
                let parents: Vec<Option<usize>> = (node..node + sizes[node])
                    .map(|inner| {
                        if inner == node {
                            None
                        } else {
                            forest.parent(inner).map(|parent| parent - node)
                        }
                    })
                    .collect();
                let subtree = Forest::from_parents(&parents).unwrap();
                assert_eq!(values[node], nim_value(&subtree).0, "{forest} at {node}");
            }
        }
    }

    #[test]
    fn a_long_path() {
        let path = Forest::path(100_000);
        let values = subtree_values(&path);
        assert_eq!(values[0], 100_000);
        assert_eq!(values[99_999], 1);
        let after = after_each_move(&path);
        // Deleting node k leaves the path below it: the only move to 0 takes it all.
        assert_eq!(after.iter().position(|&value| value == 0), Some(99_999));
    }
}
