//! Transfinite Nim, chapter 9 of *Game Birds*: Nim with piles of ordinal height.
//!
//! A position is finitely many piles whose heights are ordinals, such as `ω+3` or `ε₀`. A move
//! makes one pile strictly shorter, to any smaller ordinal; whoever takes the last block wins.
//! Every game ends, because ordinals cannot decrease forever, even though a pile of height ω can
//! be cut to any of infinitely many heights.
//!
//! The strategy is finite Nim's. Every ordinal is a unique sum of decreasing powers of two
//! `2^β₁ + … + 2^βₙ` (its [base-2 form](Ordinal::base2)); a position is *balanced* when every
//! power of two turns up an even number of times among the piles, and then whoever moves next
//! loses. The powers that do not pair off make the *nim-sum*, and the winning moves are the
//! balancing moves: a pile holding the largest unpaired power can always be cut down to balance
//! the rest.
//!
//! - [`nim_sum`], [`unpaired_digits`], [`is_balanced`] and [`balancing_moves`] work on a slice of
//!   [`Ordinal`]s (or of anything that borrows as one), hashing base-2 digits and sorting the
//!   hashes, so their work grows with the number of digits times its logarithm, never with its
//!   square.
//! - [`Position`] is Nim's own generic [`nim::Position`] with [`OrdinalHeight`]s: it reads
//!   `"1, w+3, e0"`, and plays normal and misère Nim (whoever takes the last block loses) with the
//!   `nim` crate's code, written once for any [`nim::Height`], which holds for ordinals unchanged.
//!   Brute force (`game::Solver`) plays its finite positions, through
//!   [`nim::Position::to_finite`].
//! - Moves are [`nim::Move`]s with ordinal heights, counting piles from 0, and values
//!   [`OrdinalNimber`]s, printed `*ω`.
//! - [`Base2Piles::base2_svg`] draws the piles' base-2 digits as a table, pairs struck out.
//!
//! ```
//! use transfinite_nim::Position;
//!
//! let challenge: Position = "1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1".parse().unwrap();
//! assert_eq!(challenge.nim_sum().to_string(), "ω₁+ε₀+ω^(ω+3)+ω^ω·2+ω·4");
//! let moves: Vec<String> = challenge.balancing_moves().iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves, ["pile 5: ω₁ -> ε₀+ω^(ω+3)+ω^ω·2+ω·4"]);
//!
//! // The five powers of two that do not pair off, and the nim-sum they make.
//! let digits = transfinite_nim::unpaired_digits(challenge.piles());
//! let exponents: Vec<String> = digits.iter().map(|d| d.exponent().to_string()).collect();
//! assert_eq!(exponents, ["ω₁", "ε₀", "ω²+ω·3", "ω²+1", "ω+2"]);
//! ```

mod balance;
mod either;
mod height;
mod position;
mod sum;
mod svg;

pub use balance::{balancing_moves, largest_unpaired};
pub use either::{Heights, Pile, has_ordinal_notation};
pub use height::OrdinalHeight;
pub use nim::{Board, Move, Play};
pub use ordinal::Ordinal;
pub use position::{Base2Piles, MoveError, OrdinalNimber, Position, read_ordinal};
pub use sum::{is_balanced, nim_add, nim_sum, unpaired_digits};
