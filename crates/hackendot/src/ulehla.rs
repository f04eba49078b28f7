//! Úlehla's contraction method: the nim value of a forest, bit by bit, in linear time.

use std::borrow::Cow;
use std::fmt;

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

// ANCHOR: colouring
/// Colours every node: leaves are white, and a node is black exactly when one of its children is
/// white. (White nodes are the losing positions for a coin slid from a node down to a child.)
pub fn colouring(forest: &Forest) -> Vec<Colour> {
    let mut has_white_child = vec![false; forest.len()];
    // Preorder lists children after their parent, so sweeping backwards settles every node
    // before its parent reads it.
    for node in (0..forest.len()).rev() {
        if let Some(parent) = forest.parent(node) {
            has_white_child[parent] |= !has_white_child[node];
        }
    }
    has_white_child
        .into_iter()
        .map(|black| if black { Colour::Black } else { Colour::White })
        .collect()
}
// ANCHOR_END: colouring

// ANCHOR: contraction
/// Úlehla's contraction `L`: keeps the black nodes only, each attached to its nearest black
/// ancestor. A black–black edge stays, a black–white–black chain becomes an edge, and a black
/// node with no black ancestor (under a white root) becomes a root itself.
pub fn contract(forest: &Forest, colours: &[Colour]) -> Forest {
    // For every node, the new number of its nearest black ancestor-or-self (NO_PARENT if none).
    let mut anchor = vec![NO_PARENT; forest.len()];
    // Each black node has a white child of its own, so at most half the nodes are black.
    let mut parents = vec![NO_PARENT; forest.len() / 2 + 1];
    let mut black_nodes = 0;
    for node in 0..forest.len() {
        let above = forest
            .parent(node)
            .map_or(NO_PARENT, |parent| anchor[parent]);
        let black = colours[node] == Colour::Black;
        // Written for every node, kept for black ones only: no unpredictable branch.
        parents[black_nodes] = above;
        anchor[node] = if black { black_nodes as u32 } else { above };
        black_nodes += usize::from(black);
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
    let mut value = 0;
    let mut current = Cow::Borrowed(forest);
    for bit in 0.. {
        if current.is_empty() {
            break;
        }
        let colours = colouring(&current);
        let parity = white_roots(&current, &colours) as u64 % 2;
        value |= parity << bit;
        current = Cow::Owned(contract(&current, &colours));
    }
    Nimber(value)
}
// ANCHOR_END: bits

/// One step of Úlehla's method: the forest `Lᵏ(F)`, its colours, and the bit it gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contraction {
    /// Which contraction this is: 0 for the forest itself, `k` for `Lᵏ(F)`.
    pub step: usize,
    /// The forest `Lᵏ(F)`.
    pub forest: Forest,
    /// The colour of each of its nodes, in its preorder.
    pub colours: Vec<Colour>,
    /// How many of its roots are white.
    pub white_roots: usize,
}

impl Contraction {
    /// The bit of the nim value this step gives: whether it has an odd number of white roots.
    pub fn bit(&self) -> bool {
        self.white_roots % 2 == 1
    }

    /// What the bit is worth, `2ᵏ`, if set, and 0 otherwise.
    pub fn worth(&self) -> u64 {
        u64::from(self.bit()) << self.step
    }

    /// The forest in parentheses with each node's colour after its `(`: `w` white, `b` black.
    pub fn marked(&self) -> String {
        let plain = self.forest.to_string();
        let mut marked = String::with_capacity(2 * plain.len());
        let mut colours = self.colours.iter();
        for character in plain.chars() {
            marked.push(character);
            if character == '(' {
                marked.push(match colours.next() {
                    Some(Colour::Black) => 'b',
                    _ => 'w',
                });
            }
        }
        marked
    }
}

impl fmt::Display for Contraction {
    /// One line, such as `L^1 = (b(w)) (w): 2 white roots, bit 1 is 0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let roots = match self.white_roots {
            1 => "1 white root".to_string(),
            count => format!("{count} white roots"),
        };
        write!(
            f,
            "L^{} = {}: {roots}, bit {} is {}",
            self.step,
            self.marked(),
            self.step,
            u8::from(self.bit())
        )
    }
}

/// The forest and its successive contractions, down to the last non-empty one, each with its
/// colours and its bit. Their [`worth`](Contraction::worth)s add up to the [`nim_value`].
///
/// ```
/// use hackendot::contractions;
///
/// let steps = contractions(&"((())(()))".parse().unwrap());
/// let lines: Vec<String> = steps.iter().map(ToString::to_string).collect();
/// assert_eq!(lines, [
///     "L^0 = (w(b(w))(b(w))): 1 white root, bit 0 is 1",
///     "L^1 = (w) (w): 2 white roots, bit 1 is 0",
/// ]);
/// ```
pub fn contractions(forest: &Forest) -> Vec<Contraction> {
    let mut steps = Vec::new();
    let mut current = forest.clone();
    while !current.is_empty() {
        let colours = colouring(&current);
        let next = contract(&current, &colours);
        steps.push(Contraction {
            step: steps.len(),
            white_roots: white_roots(&current, &colours),
            forest: current,
            colours,
        });
        current = next;
    }
    steps
}
