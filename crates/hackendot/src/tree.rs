//! A position of exactly one tree.

use std::fmt;

use crate::forest::Forest;

/// A Hackendot position of exactly one tree: a [`Forest`] with a single root, node 0.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Tree(Forest);

impl Tree {
    /// A tree of one node: a Nim heap of size 1.
    pub fn single() -> Tree {
        Tree(Forest::path(1))
    }

    /// A path of `nodes` nodes, the root at one end: a Nim heap of size `nodes`.
    ///
    /// # Panics
    /// If `nodes` is 0: a tree has a root.
    pub fn path(nodes: usize) -> Tree {
        assert!(nodes > 0, "a tree has at least one node");
        Tree(Forest::path(nodes))
    }

    /// Wraps a forest the caller knows to be one tree.
    pub(crate) fn new_unchecked(forest: Forest) -> Tree {
        debug_assert_eq!(forest.tree_count(), 1);
        Tree(forest)
    }

    /// The tree as a one-tree forest.
    pub fn as_forest(&self) -> &Forest {
        &self.0
    }

    /// The tree as a one-tree forest, by value.
    pub fn into_forest(self) -> Forest {
        self.0
    }

    /// How many nodes the tree has (at least one).
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Always `false`: a tree has a root. (Present because `len` is.)
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The forest left when only the root is deleted: the trees hanging from the root's children.
    pub fn without_root(&self) -> Forest {
        self.0.without_path_to(0)
    }
}

impl AsRef<Forest> for Tree {
    fn as_ref(&self) -> &Forest {
        &self.0
    }
}

impl From<Tree> for Forest {
    fn from(tree: Tree) -> Forest {
        tree.0
    }
}

/// The error when a forest that is not a single tree is taken as a [`Tree`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotATree {
    /// How many trees the forest has.
    pub trees: usize,
}

impl fmt::Display for NotATree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.trees {
            0 => f.write_str("expected one tree, found an empty forest"),
            trees => write!(f, "expected one tree, found a forest of {trees} trees"),
        }
    }
}

impl std::error::Error for NotATree {}

impl TryFrom<Forest> for Tree {
    type Error = NotATree;

    fn try_from(forest: Forest) -> Result<Tree, NotATree> {
        match forest.tree_count() {
            1 => Ok(Tree(forest)),
            trees => Err(NotATree { trees }),
        }
    }
}

impl fmt::Debug for Tree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tree(\"{self}\")")
    }
}
