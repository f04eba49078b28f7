//! Nim, chapter 8 of *Game Birds*: piles of blocks, the nim-sum, and the balancing strategy.
//!
//! A position is some piles of blocks. A move takes one or more blocks from the top of one pile
//! (a whole pile is fine). In normal play whoever takes the last block wins; in misère play they
//! lose. Both players have the same moves, so Nim is *impartial*, and a pile of `n` blocks is
//! worth the nimber `*n`.
//!
//! - [`nim_sum`], [`balancing_moves`] and [`misere_moves`] are the strategy, written once for any
//!   [`Height`]: machine words, big integers, or (in a later chapter) ordinals.
//! - [`Position`] holds piles of any size, parses `"1 3 5 7"`, and implements [`game::Game`], so
//!   `game::Solver` checks the strategy by brute force. It is generic over its heights,
//!   `Position<H>`: whole numbers by default, ordinals in transfinite Nim, and brute force where
//!   they are [finite](FiniteHeight).
//! - [`powers_of_two`] splits a height into its substacks, and [`Position::svg`] and
//!   [`Position::substacks_svg`] draw the piles.
//!
//! ```
//! use nim::{Play, Position};
//!
//! let position: Position = "2 3 5 7".parse().unwrap();
//! assert_eq!(position.value().to_string(), "*3");
//! let moves: Vec<String> = position.balancing_moves().iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves, ["pile 0: 2 -> 1", "pile 1: 3 -> 0", "pile 3: 7 -> 4"]);
//! assert_eq!(position.winning_moves(Play::Misere), position.balancing_moves());
//! ```

mod balance;
mod binary;
mod height;
mod parse;
mod play;
mod position;
mod small;
mod svg;
mod value;

pub use balance::{
    Move, Play, balancing_moves, is_balanced, misere_first_player_wins, misere_moves, nim_sum,
    outcome, winning_moves,
};
pub use binary::{binary_places, powers_of_two};
pub use height::{FiniteHeight, Height};
pub use parse::{MAX_DIGITS, ParseError, ParseErrorKind, parse_heights, read_natural};
pub use play::Board;
pub use position::{MoveError, Position};
pub use small::small_positions;
pub use value::NimValue;
