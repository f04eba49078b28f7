//! One step at a time: every contraction of a forest with its colours and the bit it gives.

use std::fmt;

use super::{Colour, colouring, contract, white_roots};
use crate::forest::Forest;

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
/// colours and its bit. Their [`worth`](Contraction::worth)s add up to the [`nim_value`](super::nim_value).
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
