//! Hyperreal Hackenstrings, chapter 6 of *Game Birds*: recurring rows of pebbles, their sign
//! sequences, and the numbers they are worth in Conway normal form.
//!
//! A row may hold parts in parentheses: `( X )` is `X` repeated ω times, so a row is a sign
//! sequence of ordinal length (`A` is `+`, `B` is `−`).
//!
//! - [`Row`] reads and writes Walker's notation (`A B ( B A )`, `○●(●○)`); [`Row::signs`] is
//!   its sign sequence in a canonical form ([`Signs`]), [`Row::birthday`] its length, and rows
//!   compare ([`Ord`]) by the order of sign sequences, which is the order of their values.
//! - [`Surreal`] is a number in Conway normal form, `Σ ω^{y_i}·r_i` with rational `r_i` and
//!   exponents `y_i` of the same kind, with `+`, `−` and `×`.
//! - [`Row::value`] and [`Row::from_value`] are Gonshor's theorems on sign expansions, both
//!   ways.
//!
//! ```
//! use surreal::{Row, Surreal};
//!
//! let third: Row = "A B ( B A )".parse().unwrap();
//! assert_eq!(third.value().unwrap().to_string(), "1/3");
//! let omega_plus_third: Surreal = "w + 1/3".parse().unwrap();
//! assert_eq!(Row::from_value(&omega_plus_third).unwrap().to_string(), "( A ) A B ( B A )");
//! assert!("A B ( A )".parse::<Row>().unwrap() < "A".parse::<Row>().unwrap()); // 1 − 1/ω < 1
//! ```

mod gonshor;
mod len;
pub mod number_tree;
pub mod play;
mod row;
mod sign;
mod signs;
mod surreal;
pub mod svg;

pub use gonshor::{MAX_ROW_TOKENS, MAX_VALUED_PERIOD, NotARow, Series, ValueError};
pub use row::{Item, MAX_READ_TOKENS, ParseRowError, ParseRowErrorKind, Row};
pub use sign::Sign;
pub use signs::{MAX_PIECES, Signs};
pub use surreal::{ParseSurrealError, ParseSurrealErrorKind, Surreal, Term};
// The game on sums of rows (module `play`, sur-play's).
pub use play::{MAX_PLAYED_TOKENS, Move, Position};
