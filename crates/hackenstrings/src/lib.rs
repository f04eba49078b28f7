//! Hackenstrings, chapter 3 of *Game Birds*: rows of pebbles that are worth exactly the dyadic
//! numbers.
//!
//! Each pebble belongs to Left (`A`, drawn `○`) or Right (`B`, drawn `●`), or is neutral (`C`,
//! drawn `◐`) and may be taken by either player. A move takes a pebble you may take and every
//! pebble to its right in the same row; whoever cannot move loses. A position is a sum of rows,
//! written with `+` between them.
//!
//! - [`Row::number`] is the sign-expansion rule, exact at any length, for rows of `A` and `B`;
//!   [`Row::from_value`] goes back. A row with a `C` is not a number (`number` says so).
//! - [`Position`] is a sum of rows, with its [number](Position::number), its
//!   [best move](Position::best_move) and a [picture](Position::svg).
//! - [`value_of_text`] and [`Evaluator`] work out the value of a text of millions of pebbles in one
//!   streaming pass, without building the rows (numbers only: they refuse a `C`, naming its column).
//! - [`add`] and [`sub`] are Walker's *balanced binary* arithmetic: the row of a sum or a
//!   difference of two rows, worked out digit by digit on the pebbles themselves.
//! - Positions with neutral pebbles are solved by search: [`Position::outcome`],
//!   [`Position::winner`], [`Position::winning_move`], and [`Position::best_move`] on any position.
//!   Their values are games, not numbers: chapter 4's crate, `canonical`, works them out.
//! - [`Row`] and [`Position`] implement [`game::Game`], so `game::Solver` checks all of this by
//!   brute force.
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use game::Player;
//! use hackenstrings::{Move, Position, Row, value_of_text};
//!
//! let position: Position = "A B B A + B A".parse()?; // or "ABBA+BA", or "○●●○ + ●○"
//! assert_eq!(position.number()?.to_string(), "-1/8");
//! assert_eq!(position.best_move(Player::Right), Some(Move { row: 0, pebble: 2 }));
//! assert_eq!(Row::from_value(&"19/8".parse()?)?.to_string(), "A A A B B A");
//! assert_eq!(value_of_text(&"A B ".repeat(500_000))?.exponent(), 999_999); // exact
//!
//! // Neutral pebbles: `C A + C` is not a number, but Left wins it whoever starts.
//! let neutral: Position = "C A + C".parse()?; // or "◐○ + ◐"
//! assert!(neutral.number().is_err());
//! assert_eq!(neutral.outcome(), game::Outcome::LeftWins);
//! assert_eq!(neutral.best_move(Player::Left), Some(Move { row: 0, pebble: 1 }));
//! # Ok(())
//! # }
//! ```

mod balanced;
mod bits;
mod evaluate;
mod not_a_number;
mod pebble;
mod play;
mod position;
mod row;
mod scan;
mod search;
mod sign_expansion;
mod small;
mod svg;

pub use balanced::{add, sub};
pub use evaluate::{Evaluator, value_of_text};
pub use not_a_number::NeutralPebble;
pub use pebble::Pebble;
pub use position::{Move, MoveError, Position};
pub use row::Row;
pub use scan::{ParsePositionError, ParsePositionErrorKind};
pub use sign_expansion::{MAX_ROW_LEN, RowTooLong};
pub use small::small_rows;
