//! The game core shared by every chapter of Game Birds.
//!
//! A game is played by two players, [`Player::Left`] and [`Player::Right`], who alternate; whoever
//! cannot move loses (*normal play*). A position is described by what each player can move to: its
//! *options*. That is all the [`Game`] trait asks for. Everything else here is computed from the
//! definition alone, by brute force:
//!
//! - [`Solver::outcome`]: who wins, with each player starting ([`Outcome`]);
//! - [`Solver::number`]: the value of a game all of whose positions are numbers, by the simplicity rule;
//! - [`Solver::grundy`]: the nim value of an impartial game (the mex rule);
//! - [`Solver::fold`]: any other value worked out position by position, children first (chapter
//!   4's crate, `canonical`, adds canonical forms to a solver this way).
//!
//! The chapters' closed-form rules are tested against these.
//!
//! ```
//! use game::{Game, Outcome, Player, Solver};
//!
//! /// A pile of counters that only Left may take from, one at a time.
//! #[derive(Clone, PartialEq, Eq, Hash)]
//! struct LeftPile(u32);
//!
//! impl Game for LeftPile {
//!     fn options(&self, player: Player) -> Vec<Self> {
//!         match player {
//!             Player::Left if self.0 > 0 => vec![LeftPile(self.0 - 1)],
//!             _ => vec![],
//!         }
//!     }
//! }
//!
//! let mut solver = Solver::new();
//! assert_eq!(solver.outcome(&LeftPile(0)), Outcome::SecondPlayerWins);
//! assert_eq!(solver.outcome(&LeftPile(3)), Outcome::LeftWins);
//! assert_eq!(solver.number(&LeftPile(3)).unwrap().to_string(), "3");
//! ```

pub mod budget;
mod form;
pub mod hash;
mod nimber;
mod outcome;
pub mod picture;
pub mod play;
mod player;
mod postorder;
mod solver;
mod sum;
pub mod svg;
pub mod text;

pub use form::Form;
pub use nimber::Nimber;
pub use outcome::Outcome;
pub use player::{ParsePlayerError, ParsePlayerErrorKind, Player};
pub use solver::{NotANumber, Solver};
pub use sum::{Neg, Sum};

use std::hash::Hash;

// ANCHOR: game_trait
/// A two-player game position under normal play: whoever cannot move loses.
///
/// Positions are values (`Clone + Eq + Hash`) so that the [`Solver`] can remember what it has
/// already worked out; a game must be finite (every sequence of moves ends).
pub trait Game: Clone + Eq + Hash {
    /// The positions `player` can move to from here, in any order.
    fn options(&self, player: Player) -> Vec<Self>;
}
// ANCHOR_END: game_trait
