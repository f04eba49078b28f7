//! Hackenstrings, chapter 3 of *Game Birds*: rows of pebbles that are worth exactly the dyadic
//! numbers.
//!
//! Each pebble belongs to Left (`A`, drawn `○`) or Right (`B`, drawn `●`). A move takes one of
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
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use game::Player;
//! use hackenstrings::{Move, Position, Row, value_of_text};
//!
//! let position: Position = "A B B A + B A".parse()?; // or "ABBA+BA", or "○●●○ + ●○"
//! assert_eq!(position.value().to_string(), "-1/8");
//! assert_eq!(position.best_move(Player::Right), Some(Move { row: 0, pebble: 2 }));
//! assert_eq!(Row::from_value(&"19/8".parse()?)?.to_string(), "A A A B B A");
//! assert_eq!(value_of_text(&"A B ".repeat(500_000))?.exponent(), 999_999); // exact
//! # Ok(())
//! # }
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
pub use scan::{ParsePositionError, ParsePositionErrorKind};
pub use sign_expansion::{MAX_ROW_LEN, RowTooLong};
