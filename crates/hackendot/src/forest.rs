//! Forests and trees of unlabelled nodes, stored flat in preorder.

use std::fmt;

use game::{Game, Player};

use crate::tree::Tree;

/// The parent slot of a root.
pub(crate) const NO_PARENT: u32 = u32::MAX;

/// The most nodes a forest can hold (node numbers are stored as `u32`).
pub const MAX_NODES: usize = NO_PARENT as usize - 1;

/// A Hackendot position: a forest of rooted trees.
///
/// Nodes are numbered `0..len()` in *preorder*: every tree is listed root first, then the trees
/// hanging from its children, left to right, and the trees of the forest follow one another. So a
/// node's parent always has a smaller number and every subtree is a contiguous range of numbers.
/// Only the parent of each node is stored, in one flat vector: a tree a million nodes deep is no
/// deeper for the program than a flat one, and nothing here recurses.
///
/// Equality is equality of ordered forests, as written: `(()) ()` and `() (())` differ. Use
/// [`Forest::canonical`] to compare shapes.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Forest {
    /// `parents[node]`, or [`NO_PARENT`] for a root; always less than `node`, in preorder.
    parents: Vec<u32>,
}

impl Forest {
    /// The empty forest, where the player to move has already lost.
    pub fn new() -> Forest {
        Forest::default()
    }

    /// Builds a forest from parents already in preorder. The caller guarantees the invariant.
    pub(crate) fn from_preorder(parents: Vec<u32>) -> Forest {
        debug_assert!(preorder_is_valid(&parents));
        Forest { parents }
    }

    /// A path of `nodes` nodes, each the parent of the next: a Nim heap of size `nodes`.
    pub fn path(nodes: usize) -> Forest {
        let parents = (0..nodes)
            .map(|node| {
                if node == 0 {
                    NO_PARENT
                } else {
                    node as u32 - 1
                }
            })
            .collect();
        Forest::from_preorder(parents)
    }

    /// How many nodes the forest has.
    pub fn len(&self) -> usize {
        self.parents.len()
    }

    /// Whether the forest has no nodes (the game is over).
    pub fn is_empty(&self) -> bool {
        self.parents.is_empty()
    }

    /// The parent of `node`, or `None` for a root.
    ///
    /// # Panics
    /// If `node >= self.len()`.
    pub fn parent(&self, node: usize) -> Option<usize> {
        match self.parents[node] {
            NO_PARENT => None,
            parent => Some(parent as usize),
        }
    }

    /// The roots, one per tree, left to right.
    pub fn roots(&self) -> impl Iterator<Item = usize> + '_ {
        self.parents
            .iter()
            .enumerate()
            .filter(|&(_, &parent)| parent == NO_PARENT)
            .map(|(node, _)| node)
    }

    /// How many trees the forest has.
    pub fn tree_count(&self) -> usize {
        self.roots().count()
    }

    /// The size of every node's subtree (the node and all its descendants), in one backward sweep:
    /// preorder lists children after their parent. This is the plain traversal the benchmarks
    /// compare Úlehla's method with.
    pub fn subtree_sizes(&self) -> Vec<usize> {
        let mut sizes = vec![1; self.len()];
        for node in (0..self.len()).rev() {
            if let Some(parent) = self.parent(node) {
                sizes[parent] += sizes[node];
            }
        }
        sizes
    }

    /// The depth of every node: 0 for a root, 1 for its children, and so on.
    pub fn depths(&self) -> Vec<usize> {
        let mut depths = vec![0; self.len()];
        for node in 0..self.len() {
            if let Some(parent) = self.parent(node) {
                depths[node] = depths[parent] + 1;
            }
        }
        depths
    }

    /// The nodes that have no children.
    pub fn leaves(&self) -> impl Iterator<Item = usize> + '_ {
        // In preorder a node's first child, if any, comes right after it.
        (0..self.len()).filter(|&node| self.parents.get(node + 1) != Some(&(node as u32)))
    }

    /// The position after a move at `node`: `node` and every node on the path up to its root are
    /// deleted, and the subtrees hanging off that path become trees of their own.
    ///
    /// # Panics
    /// If `node >= self.len()`.
    pub fn without_path_to(&self, node: usize) -> Forest {
        let mut deleted = vec![false; self.len()];
        let mut on_path = Some(node);
        while let Some(step) = on_path {
            deleted[step] = true;
            on_path = self.parent(step);
        }
        self.keep(|kept| !deleted[kept])
    }

    /// The sub-forest of the nodes `keep` accepts, each attached to its parent if that is kept
    /// too and made a root otherwise. Keeping a set closed under descendants keeps preorder.
    fn keep(&self, keep: impl Fn(usize) -> bool) -> Forest {
        let mut new_number = vec![NO_PARENT; self.len()];
        let mut parents = Vec::new();
        for node in 0..self.len() {
            if keep(node) {
                new_number[node] = parents.len() as u32;
                parents.push(
                    self.parent(node)
                        .map_or(NO_PARENT, |parent| new_number[parent]),
                );
            }
        }
        Forest::from_preorder(parents)
    }

    /// The trees of the forest, left to right.
    pub fn trees(&self) -> impl Iterator<Item = Tree> + '_ {
        let roots: Vec<usize> = self.roots().collect();
        let ends: Vec<usize> = roots.iter().skip(1).copied().chain([self.len()]).collect();
        roots.into_iter().zip(ends).map(|(root, end)| {
            let parents = self.parents[root..end]
                .iter()
                .map(|&parent| match parent {
                    NO_PARENT => NO_PARENT,
                    parent => parent - root as u32,
                })
                .collect();
            Tree::new_unchecked(Forest::from_preorder(parents))
        })
    }

    /// The tree with a new root whose children are this forest's roots.
    pub fn plant(&self) -> Tree {
        let parents = std::iter::once(NO_PARENT)
            .chain(self.parents.iter().map(|&parent| match parent {
                NO_PARENT => 0,
                parent => parent + 1,
            }))
            .collect();
        Tree::new_unchecked(Forest::from_preorder(parents))
    }

    /// This forest's trees followed by `other`'s: the disjoint sum of the two positions.
    pub fn join(&self, other: &Forest) -> Forest {
        let shift = self.len() as u32;
        let shifted = other.parents.iter().map(|&parent| match parent {
            NO_PARENT => NO_PARENT,
            parent => parent + shift,
        });
        Forest::from_preorder(self.parents.iter().copied().chain(shifted).collect())
    }

    /// The stored parents, handed back so that their memory can be reused.
    pub(crate) fn into_raw_parents(self) -> Vec<u32> {
        self.parents
    }

    /// The stored parents, for the crate's own fast loops.
    pub(crate) fn raw_parents(&self) -> &[u32] {
        &self.parents
    }
}

/// Whether `parents` lists a forest in preorder: each parent is the previous node or one of its
/// ancestors.
fn preorder_is_valid(parents: &[u32]) -> bool {
    let mut open: Vec<u32> = Vec::new();
    parents.iter().enumerate().all(|(node, &parent)| {
        if parent == NO_PARENT {
            open.clear();
        } else {
            while open.last().is_some_and(|&top| top != parent) {
                open.pop();
            }
            if open.is_empty() {
                return false;
            }
        }
        open.push(node as u32);
        true
    })
}

impl Game for Forest {
    /// A move at any node deletes it and its path to the root; both players have the same moves.
    fn options(&self, _player: Player) -> Vec<Forest> {
        (0..self.len())
            .map(|node| self.without_path_to(node))
            .collect()
    }
}

impl FromIterator<Tree> for Forest {
    /// The forest of the given trees, in order.
    fn from_iter<I: IntoIterator<Item = Tree>>(trees: I) -> Forest {
        trees
            .into_iter()
            .fold(Forest::new(), |forest, tree| forest.join(tree.as_forest()))
    }
}

impl fmt::Debug for Forest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Forest(\"{self}\")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forest(text: &str) -> Forest {
        text.parse().unwrap()
    }

    #[test]
    fn a_move_deletes_the_path_to_the_root() {
        let spider = forest("(()(()()))");
        assert_eq!(spider.without_path_to(0), forest("() (()())"));
        assert_eq!(spider.without_path_to(2), forest("() () ()"));
        assert_eq!(spider.without_path_to(4), forest("() ()"));
        assert_eq!(spider.options(Player::Left).len(), 5);
    }

    #[test]
    fn trees_split_and_join_back() {
        let wood = forest("(()) () ((()))");
        let trees: Vec<Tree> = wood.trees().collect();
        assert_eq!(trees.len(), 3);
        assert_eq!(trees[2].to_string(), "((()))");
        assert_eq!(trees.into_iter().collect::<Forest>(), wood);
    }

    #[test]
    fn planting_adds_a_root() {
        assert_eq!(forest("() (())").plant().to_string(), "(()(()))");
        assert_eq!(Forest::new().plant(), Tree::single());
        assert_eq!(
            forest("(()(()))").trees().next().unwrap().without_root(),
            forest("() (())")
        );
    }

    #[test]
    fn sizes_depths_and_leaves() {
        let wood = forest("(()(())) ()");
        assert_eq!(wood.subtree_sizes(), [4, 1, 2, 1, 1]);
        assert_eq!(wood.depths(), [0, 1, 1, 2, 0]);
        assert_eq!(wood.leaves().collect::<Vec<_>>(), [1, 3, 4]);
    }

    #[test]
    fn only_single_trees_are_trees() {
        assert_eq!(
            Tree::try_from(forest("() ()")),
            Err(crate::NotATree { trees: 2 })
        );
        assert_eq!(
            Tree::try_from(Forest::new()).unwrap_err().to_string(),
            "expected one tree, found an empty forest"
        );
        assert!(Tree::try_from(forest("(())")).is_ok());
    }

    #[test]
    fn preorder_check_rejects_jumps_back_into_closed_subtrees() {
        assert!(preorder_is_valid(&[NO_PARENT, 0, 1, 0]));
        assert!(!preorder_is_valid(&[NO_PARENT, 0, 0, 1]));
        assert!(!preorder_is_valid(&[0]));
    }
}
