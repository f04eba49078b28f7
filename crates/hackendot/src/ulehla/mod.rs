//! Úlehla's contraction method: the nim value of a forest, bit by bit, in linear time.

mod steps;

pub use steps::{Contraction, contractions};

use std::borrow::Cow;

use game::Nimber;

use crate::forest::{Forest, NO_PARENT};

/// The colour Úlehla gives a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// A leaf, or a node none of whose children is white.
    White,
    /// A node with at least one white child.
    Black,
}

/// Colours every node: leaves are white, and a node is black exactly when one of its children is
/// white. (White nodes are the losing positions for a coin slid from a node down to a child.)
pub fn colouring(forest: &Forest) -> Vec<Colour> {
    let mut black = Vec::new();
    mark_black(forest, &mut black);
    black.into_iter().map(Colour::black_if).collect()
}

impl Colour {
    fn black_if(black: bool) -> Colour {
        if black { Colour::Black } else { Colour::White }
    }
}

// ANCHOR: colouring
/// Marks the black nodes of `forest` in `black`, a buffer reused from one contraction to the next.
fn mark_black(forest: &Forest, black: &mut Vec<bool>) {
    black.clear();
    black.resize(forest.len(), false);
    // Preorder lists children after their parent, so sweeping backwards settles every node
    // before its parent reads it.
    for node in (0..forest.len()).rev() {
        if let Some(parent) = forest.parent(node) {
            // A white child makes its parent black.
            black[parent] |= !black[node];
        }
    }
}
// ANCHOR_END: colouring

/// Úlehla's contraction `L`: keeps the black nodes only, each attached to its nearest black
/// ancestor. A black–black edge stays, a black–white–black chain becomes an edge, a black root
/// stays a root, and a black node whose parent is a white root becomes a root itself.
pub fn contract(forest: &Forest, colours: &[Colour]) -> Forest {
    let black: Vec<bool> = colours
        .iter()
        .map(|&colour| colour == Colour::Black)
        .collect();
    contract_into(forest, &black, &mut Vec::new(), Vec::new())
}

// ANCHOR: contraction
/// Contracts `forest` to its `black` nodes, reusing the buffers `new_number` and `parents`.
fn contract_into(
    forest: &Forest,
    black: &[bool],
    new_number: &mut Vec<u32>,
    mut parents: Vec<u32>,
) -> Forest {
    // Black nodes are numbered in order; white nodes' numbers are never read.
    new_number.clear();
    new_number.resize(forest.len(), NO_PARENT);
    // Each black node has a white child of its own, so at most half the nodes are black.
    parents.clear();
    parents.resize(forest.len() / 2 + 1, NO_PARENT);
    let mut black_nodes = 0;
    for node in 0..forest.len() {
        // The nearest black ancestor is the parent or, if the parent is white, the grandparent:
        // a white node's parent is always black.
        let ancestor = forest.parent(node).and_then(|parent| {
            let grandparent = forest.parent(parent);
            if black[parent] {
                Some(parent)
            } else {
                grandparent
            }
        });
        // Written for every node, kept for black ones only: no unpredictable branch.
        new_number[node] = black_nodes as u32;
        parents[black_nodes] = ancestor.map_or(NO_PARENT, |ancestor| new_number[ancestor]);
        black_nodes += usize::from(black[node]);
    }
    parents.truncate(black_nodes);
    // Black nodes keep their order, which is still a preorder of the contracted forest.
    Forest::from_preorder(parents)
}
// ANCHOR_END: contraction

/// How many roots of `forest` are white.
pub fn white_roots(forest: &Forest, colours: &[Colour]) -> usize {
    forest
        .roots()
        .filter(|&root| colours[root] == Colour::White)
        .count()
}

// ANCHOR: bits
/// The nim value of a Hackendot forest by Úlehla's method: bit `k` is the parity of the number of
/// white roots of the `k`-th contraction `Lᵏ(F)`, itself a forest. For a single tree this says
/// `value(T) = 2·value(L(T)) + 1` if the root is white, `2·value(L(T))` if black, where
/// `value(L(T))` is the nim-sum over the trees of `L(T)`.
///
/// ```
/// use hackendot::{Forest, nim_value};
/// use game::Nimber;
///
/// assert_eq!(nim_value(&Forest::path(5)), Nimber(5));
/// // A white root with two black children: L(T) is two single nodes, whose bits cancel.
/// assert_eq!(nim_value(&"((())(()))".parse().unwrap()), Nimber(1));
/// ```
pub fn nim_value(forest: &Forest) -> Nimber {
    // Buffers reused from one contraction to the next: fresh memory each time costs more than
    // the work itself on a million nodes.
    let (mut black, mut new_number, mut spare) = (Vec::new(), Vec::new(), Vec::new());
    let mut value = 0;
    let mut current = Cow::Borrowed(forest);
    for bit in 0.. {
        if current.is_empty() {
            break;
        }
        mark_black(&current, &mut black);
        let white_roots = current.roots().filter(|&root| !black[root]).count();
        value |= (white_roots as u64 % 2) << bit;
        let next = contract_into(&current, &black, &mut new_number, spare);
        // The forest just contracted lends its memory to the next contraction.
        spare = match std::mem::replace(&mut current, Cow::Owned(next)) {
            Cow::Owned(contracted) => contracted.into_raw_parents(),
            Cow::Borrowed(_) => Vec::new(),
        };
    }
    Nimber(value)
}
// ANCHOR_END: bits
