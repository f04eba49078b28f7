//! Hackenstrings, chapter 2 of *Game Birds*: rows of pebbles that are worth exactly the dyadic
//! numbers.
//!
//! Each pebble belongs to Left (`A`, drawn `●`) or Right (`B`, drawn `○`). A move takes one of
//! your own pebbles and every pebble to its right in the same row; whoever cannot move loses. A
//! position is a sum of rows, written with `+` between them.
//!
//! - [`Row::value`] is the sign-expansion rule, exact at any length; [`Row::from_value`] goes back.
//! - [`Position`] is a sum of rows, with its [value](Position::value), its
//!   [best move](Position::best_move) and a [picture](Position::svg).
//! - [`value_of_text`] and [`Evaluator`] work out the value of a text of millions of pebbles in one
//!   streaming pass, without building the rows.
//! - [`Row`] and [`Position`] implement [`game::Game`], so `game::Solver` checks all of this by
//!   brute force.
//!
//! ```
//! use game::Player;
//! use hackenstrings::{Move, Position};
//!
//! let position: Position = "A B + B A".parse().unwrap();
//! assert_eq!(position.value().to_string(), "0");
//! let best = position.best_move(Player::Right).unwrap();
//! assert_eq!(best, Move { row: 0, pebble: 1 });
//! assert_eq!(position.play(Player::Right, best).unwrap().to_string(), "A + B A");
//! ```

mod bits;
mod evaluate;
mod pebble;
mod position;
mod row;
mod scan;
mod sign_expansion;
mod svg;

pub use evaluate::{Evaluator, value_of_text};
pub use pebble::Pebble;
pub use position::{Move, MoveError, Position};
pub use row::Row;
pub use scan::{Location, ParseError, ParseErrorKind};
pub use sign_expansion::{MAX_ROW_LEN, RowTooLong};
