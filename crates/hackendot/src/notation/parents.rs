//! Parent arrays: node `i`'s parent's number at position `i`, `-` (or `-1`) for a root.

use std::fmt;

use game::text::excerpt;

use super::error::{ParseForestError, ParseForestErrorKind, placed};
use crate::forest::{Forest, MAX_NODES, NO_PARENT};

/// Nodes whose parents go round in a circle, so that none of them reaches a root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParentCycle {
    /// The cycle, starting at its smallest node and following parents (0-based numbers).
    pub nodes: Vec<usize>,
}

impl fmt::Display for ParentCycle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const SHOWN: usize = 6;
        let Some(&first) = self.nodes.first() else {
            return f.write_str("parents go round in a cycle");
        };
        if self.nodes.len() == 1 {
            return write!(f, "node {first} is its own parent");
        }
        write!(f, "node {first} is its own ancestor: ")?;
        for node in self.nodes.iter().take(SHOWN) {
            write!(f, "{node} → ")?;
        }
        if self.nodes.len() > SHOWN {
            write!(f, "… → ")?;
        }
        write!(f, "{first}")
    }
}

/// Why a parent array is not a forest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParentsError {
    /// `node`'s parent is not one of the `nodes` nodes.
    OutOfRange {
        /// The node whose parent is wrong.
        node: usize,
        /// Its parent as given.
        parent: usize,
        /// How many nodes there are.
        nodes: usize,
    },
    /// Some nodes never reach a root.
    Cycle(ParentCycle),
    /// More than [`MAX_NODES`](crate::MAX_NODES) nodes.
    TooManyNodes,
}

impl ParentsError {
    /// The node the error is about: the first one on a cycle, or the one with a bad parent.
    pub fn node(&self) -> Option<usize> {
        match self {
            ParentsError::OutOfRange { node, .. } => Some(*node),
            ParentsError::Cycle(cycle) => cycle.nodes.first().copied(),
            ParentsError::TooManyNodes => None,
        }
    }

    fn into_kind(self) -> ParseForestErrorKind {
        match self {
            ParentsError::OutOfRange {
                node,
                parent,
                nodes,
            } => ParseForestErrorKind::ParentOutOfRange {
                node,
                parent: excerpt(&parent.to_string()),
                nodes,
            },
            ParentsError::Cycle(cycle) => ParseForestErrorKind::Cycle(cycle),
            ParentsError::TooManyNodes => ParseForestErrorKind::TooManyNodes,
        }
    }
}

impl fmt::Display for ParentsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.clone().into_kind().fmt(f)
    }
}

impl std::error::Error for ParentsError {}

impl Forest {
    /// The forest in which node `i`'s parent is `parents[i]` (`None` for a root).
    ///
    /// The nodes are renumbered in preorder: trees in the order of their roots, children in
    /// increasing order of their numbers here. Runs in linear time, without recursion.
    ///
    /// # Errors
    /// A parent out of range, parents going round in a cycle, or too many nodes.
    pub fn from_parents(parents: &[Option<usize>]) -> Result<Forest, ParentsError> {
        let count = parents.len();
        if count > MAX_NODES {
            return Err(ParentsError::TooManyNodes);
        }
        if let Some((node, parent)) = parents
            .iter()
            .enumerate()
            .find_map(|(node, parent)| parent.filter(|&p| p >= count).map(|p| (node, p)))
        {
            let nodes = count;
            return Err(ParentsError::OutOfRange {
                node,
                parent,
                nodes,
            });
        }
        let children = ChildLists::new(parents);
        let mut new_number = vec![NO_PARENT; count];
        let mut preorder = Vec::with_capacity(count);
        let mut stack: Vec<u32> = Vec::new();
        for root in (0..count).filter(|&node| parents[node].is_none()) {
            stack.push(root as u32);
            while let Some(node) = stack.pop() {
                let node = node as usize;
                new_number[node] = preorder.len() as u32;
                preorder.push(parents[node].map_or(NO_PARENT, |parent| new_number[parent]));
                stack.extend(children.of(node).iter().rev());
            }
        }
        if preorder.len() < count {
            return Err(ParentsError::Cycle(find_cycle(parents, &new_number)));
        }
        Ok(Forest::from_preorder(preorder))
    }

    /// Reads a parent array: white-space separated words, word `i` (from 0) naming node `i`'s
    /// parent by its number (from 0), or `-` or `-1` for a root. Several roots make a forest. The
    /// nodes are renumbered in preorder, as in [`Forest::from_parents`].
    ///
    /// ```
    /// use hackendot::Forest;
    ///
    /// let forest = Forest::parse_parents("- 0 0 1").unwrap();
    /// assert_eq!(forest.to_string(), "((())())");
    /// let error = Forest::parse_parents("- 2 1").unwrap_err();
    /// assert_eq!(error.to_string(), "column 3: node 1 is its own ancestor: 1 → 2 → 1");
    /// ```
    ///
    /// # Errors
    /// A one-line [`ParseForestError`] naming the line and column of the offending word.
    pub fn parse_parents(text: &str) -> Result<Forest, ParseForestError> {
        parse(text)
            .map(|(forest, _)| forest)
            .map_err(|error| placed(error, text))
    }

    /// Writes the forest as a parent array in its preorder numbering, `-` marking roots.
    pub fn to_parents_string(&self) -> String {
        let words: Vec<String> = (0..self.len())
            .map(|node| self.parent(node).map_or("-".to_string(), |p| p.to_string()))
            .collect();
        words.join(" ")
    }
}

/// Every node's children, in increasing order, stored in two flat vectors.
struct ChildLists {
    starts: Vec<usize>,
    children: Vec<u32>,
}

impl ChildLists {
    fn new(parents: &[Option<usize>]) -> ChildLists {
        let mut starts = vec![0; parents.len() + 1];
        for &parent in parents.iter().flatten() {
            starts[parent + 1] += 1;
        }
        for node in 0..parents.len() {
            starts[node + 1] += starts[node];
        }
        let mut filled = starts.clone();
        let mut children = vec![0; starts[parents.len()]];
        for (node, parent) in parents.iter().enumerate() {
            if let &Some(parent) = parent {
                children[filled[parent]] = node as u32;
                filled[parent] += 1;
            }
        }
        ChildLists { starts, children }
    }

    fn of(&self, node: usize) -> &[u32] {
        &self.children[self.starts[node]..self.starts[node + 1]]
    }
}

/// A cycle among the nodes that no root reached. Following parents from an unreached node never
/// meets a root, so it must come back to a node it has seen.
fn find_cycle(parents: &[Option<usize>], new_number: &[u32]) -> ParentCycle {
    let start = (0..parents.len())
        .find(|&node| new_number[node] == NO_PARENT)
        .unwrap_or_default();
    let mut step_of = std::collections::HashMap::new();
    let mut walk = Vec::new();
    let mut node = start;
    while let std::collections::hash_map::Entry::Vacant(entry) = step_of.entry(node) {
        entry.insert(walk.len());
        walk.push(node);
        node = parents[node].unwrap_or(start);
    }
    let mut cycle = walk.split_off(step_of[&node]);
    let smallest = (0..cycle.len())
        .min_by_key(|&i| cycle[i])
        .unwrap_or_default();
    cycle.rotate_left(smallest);
    ParentCycle { nodes: cycle }
}

/// Reads a parent array, also returning the column of a second root, if any. Columns count the
/// characters of the whole text, as in [`super::parentheses::parse`].
pub(crate) fn parse(text: &str) -> Result<(Forest, Option<usize>), ParseForestError> {
    let words = words_with_columns(text);
    let count = words.len();
    if count > MAX_NODES {
        let column = words[MAX_NODES].0;
        return Err(ParseForestError::at(
            column,
            ParseForestErrorKind::TooManyNodes,
        ));
    }
    let mut parents = Vec::with_capacity(count);
    for (node, &(column, word)) in words.iter().enumerate() {
        let parent = match word {
            "-" | "-1" => None,
            digits if digits.bytes().all(|byte| byte.is_ascii_digit()) => {
                match digits.parse::<usize>() {
                    Ok(parent) if parent < count => Some(parent),
                    _ => {
                        let parent = excerpt(digits);
                        let kind = ParseForestErrorKind::ParentOutOfRange {
                            node,
                            parent,
                            nodes: count,
                        };
                        return Err(ParseForestError::at(column, kind));
                    }
                }
            }
            other => {
                let kind = ParseForestErrorKind::NotAParent(excerpt(other));
                return Err(ParseForestError::at(column, kind));
            }
        };
        parents.push(parent);
    }
    let forest = Forest::from_parents(&parents).map_err(|error| {
        let column = error.node().map_or(1, |node| words[node].0);
        ParseForestError::at(column, error.into_kind())
    })?;
    let second_root = (0..count)
        .filter(|&node| parents[node].is_none())
        .nth(1)
        .map(|node| words[node].0);
    Ok((forest, second_root))
}

/// The white-space separated words of `text`, each with the 1-based column it starts at.
fn words_with_columns(text: &str) -> Vec<(usize, &str)> {
    let mut words = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    let mut column = 0;
    for (byte, character) in text.char_indices() {
        column += 1;
        match (character.is_whitespace(), start) {
            (true, Some((from, at))) => {
                words.push((at, &text[from..byte]));
                start = None;
            }
            (false, None) => start = Some((byte, column)),
            _ => {}
        }
    }
    if let Some((from, at)) = start {
        words.push((at, &text[from..]));
    }
    words
}
