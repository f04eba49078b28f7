//! von Neumann's Hackendot: every tree is a Nim heap in disguise.
//!
//! Hackendot is played on a forest of rooted trees. A move picks a node and deletes it together
//! with every node on the path from it up to its root; the subtrees hanging off that path become
//! trees of their own. Whoever deletes the last node wins. The game is impartial, so every
//! forest is worth a nimber, the nim-sum of its trees' nimbers.
//!
//! - [`Forest`] and [`Tree`]: positions, stored flat in preorder, written in nested parentheses
//!   (`(()()) ()`) or as parent arrays (`- 0 0 -`); `Forest` is a [`game::Game`].
//! - [`BruteForce`]: nim values by playing out every move, remembered by shape.
//! - [`nim_value`]: Úlehla's contraction method, linear time; [`contractions`] shows its steps.
//! - [`moves`]: the value after every move at once, and the winning moves, in linear time.
//! - [`trees`] and [`forests`]: every shape of a given size, to test the method on.
//! - [`svg`]: pictures of trees, their colourings and contractions.
//!
//! ```
//! use hackendot::{BruteForce, Forest, nim_value};
//!
//! let forest: Forest = "((())(())) ((()))".parse().unwrap();
//! assert_eq!(nim_value(&forest).to_string(), "*2"); // * + *3
//! assert_eq!(BruteForce::new().nim_value(&forest), nim_value(&forest));
//! ```

mod brute;
mod canonical;
mod enumerate;
mod forest;
pub mod moves;
mod notation;
mod play;
pub mod svg;
mod tree;
mod ulehla;

pub use brute::BruteForce;
pub use enumerate::{Trees, forests, trees};
pub use forest::{Forest, MAX_NODES};
pub use notation::{ParentCycle, ParentsError, ParseForestError, ParseForestErrorKind};
pub use play::Labelled;
pub use tree::{NotATree, Tree};
pub use ulehla::{Colour, Contraction, colouring, contract, contractions, nim_value, white_roots};
