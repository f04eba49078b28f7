//! Canonical forms: one representative for all forests of the same shape.

use crate::forest::{Forest, NO_PARENT};

impl Forest {
    /// The same forest with its trees, and every node's children, in a fixed order, so that two
    /// forests have equal canonical forms exactly when they have the same shape (are isomorphic
    /// as unordered rooted forests).
    ///
    /// Shapes are ranked level by level from the deepest (Aho–Hopcroft–Ullman): a node's shape
    /// is the sorted list of its children's ranks, and sorting those lists ranks the shapes of
    /// the level above. Siblings are then put in increasing rank, leaves first. No
    /// recursion; time `O(n log n)`.
    ///
    /// ```
    /// use hackendot::Forest;
    ///
    /// let a: Forest = "((())()) ()".parse().unwrap();
    /// let b: Forest = "() (()(()))".parse().unwrap();
    /// assert_eq!(a.canonical(), b.canonical());
    /// assert_eq!(a.canonical().to_string(), "() (()(()))");
    /// ```
    pub fn canonical(&self) -> Forest {
        let count = self.len();
        let children = children_in_rank_order(self);
        // Roots are the children of a virtual node `count`.
        let mut preorder = Vec::with_capacity(count);
        let mut new_number = vec![NO_PARENT; count];
        let mut stack: Vec<u32> = children.of(count).iter().rev().copied().collect();
        while let Some(node) = stack.pop() {
            let node = node as usize;
            new_number[node] = preorder.len() as u32;
            preorder.push(
                self.parent(node)
                    .map_or(NO_PARENT, |parent| new_number[parent]),
            );
            stack.extend(children.of(node).iter().rev());
        }
        Forest::from_preorder(preorder)
    }
}

/// Every node's children (and, under the extra node `len`, the roots), sorted by shape rank.
struct Children {
    starts: Vec<usize>,
    children: Vec<u32>,
}

impl Children {
    fn of(&self, node: usize) -> &[u32] {
        &self.children[self.starts[node]..self.starts[node + 1]]
    }
}

fn children_in_rank_order(forest: &Forest) -> Children {
    let count = forest.len();
    let virtual_parent = |node: usize| forest.parent(node).unwrap_or(count);
    let mut starts = vec![0; count + 2];
    for node in 0..count {
        starts[virtual_parent(node) + 1] += 1;
    }
    for node in 0..=count {
        starts[node + 1] += starts[node];
    }
    let mut filled = starts.clone();
    let mut children = vec![0u32; count];
    for node in 0..count {
        let parent = virtual_parent(node);
        children[filled[parent]] = node as u32;
        filled[parent] += 1;
    }
    let ranks = shape_ranks(forest, &starts, &children);
    for parent in 0..=count {
        children[starts[parent]..starts[parent + 1]].sort_by_key(|&child| ranks[child as usize]);
    }
    Children { starts, children }
}

/// Ranks every node's shape among the shapes at its depth; equal ranks mean equal shapes.
fn shape_ranks(forest: &Forest, starts: &[usize], children: &[u32]) -> Vec<u32> {
    let depths = forest.depths();
    let deepest = depths.iter().copied().max().unwrap_or(0);
    let mut levels: Vec<Vec<usize>> = vec![Vec::new(); deepest + 1];
    for (node, &depth) in depths.iter().enumerate() {
        levels[depth].push(node);
    }
    let mut ranks = vec![0u32; forest.len()];
    for level in levels.iter().rev() {
        // Children are one level deeper, so their ranks are final.
        let mut keys: Vec<(Vec<u32>, usize)> = level
            .iter()
            .map(|&node| {
                let mut key: Vec<u32> = children[starts[node]..starts[node + 1]]
                    .iter()
                    .map(|&child| ranks[child as usize])
                    .collect();
                key.sort_unstable();
                (key, node)
            })
            .collect();
        keys.sort_unstable();
        let mut rank = 0;
        for index in 0..keys.len() {
            if index > 0 && keys[index].0 != keys[index - 1].0 {
                rank += 1;
            }
            ranks[keys[index].1] = rank;
        }
    }
    ranks
}
