//! Hackenbush: red, blue and green edges on any drawing.
//!
//! A [`Picture`] is a finite multigraph standing on the ground (vertex 0). Left cuts blue edges,
//! Right cuts red ones, either may cut green ones; whatever is no longer joined to the ground
//! falls away; whoever cannot move loses. `Picture` is a [`game::Game`], so every value here is
//! checked against brute force ([`game::Solver`]) in the tests.
//!
//! - [`Picture`], [`Edge`], [`Colour`]: positions, written as an edge list (`0-1:b 1-2:r 2-0:g`)
//!   or as CGSuite's Hackenbush strings (`l(l;rl)`); [`ParsePictureError`] says where a text
//!   goes wrong.
//! - [`stalk_value`], [`stalk_colours`], [`Picture::stalk`]: Berlekamp's rule, both ways.
//! - [`Picture::value`]: the canonical form by the fastest correct [`Method`] for the picture
//!   (counting, the tree rule, the colon and fusion principles, or a memoised search);
//!   [`Picture::best_move`] a best edge to cut, with the value after it.
//! - [`small_pictures`]: every picture up to a size, on which the tests check every method
//!   against brute force; [`search`]: the searches, opened to the benchmarks.
//!
//! ```
//! use hackenbush::Picture;
//!
//! let tree: Picture = "l(l;rl)".parse().unwrap();
//! assert_eq!(tree.value().to_string(), "3/2");
//! let cycle: Picture = "0-1:g 1-2:g 2-0:g".parse().unwrap();
//! assert_eq!(cycle.value().to_string(), "*");
//! ```

mod beanstalk;
mod bits;
mod colour;
mod cut;
mod graph;
mod green;
mod parse;
mod picture;
mod play;
pub mod search;
mod small;
mod stalk;
mod svg;
mod svg_beanstalk;
mod tree;
mod value;

pub use beanstalk::{Beanstalk, BeanstalkValueError, ParseBeanstalkError, ParseBeanstalkErrorKind};
pub use colour::Colour;
pub use cut::CutError;
pub use parse::{MAX_VERTICES, ParsePictureError, ParsePictureErrorKind};
pub use picture::{Edge, Picture};
pub use small::small_pictures;
pub use stalk::{stalk_colours, stalk_value};
pub use value::{Method, ValueAndBest};
