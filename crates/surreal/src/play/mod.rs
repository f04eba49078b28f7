//! Playing sums of recurring rows: the reader against the computer.
//!
//! **The move.** A player chooses one of their pebbles. If it lies inside parentheses, every pair
//! of parentheses around it (and only those) is replaced, in an order the player chooses, by as
//! many copies of its contents as the player likes, at least one, the player saying which copy
//! holds the pebble; then that pebble is taken with everything to its right. A row may stay infinite (in `( A ) ( B )`, Right's move can leave `( A ) B B B`),
//! but every move leaves it strictly shorter as an ordinal (its [birthday](crate::Row::birthday)),
//! so no game goes on for ever.
//!
//! **Its name.** Pebbles are numbered as the row is written, from 0, parentheses not counted,
//! and the copies of a part from 0, copy 0 being the part as written: Walker's move in
//! `A B ( B A )`, five copies of `B A` and the third `B` taken, is `pebble 2 of row 0, copy 2`,
//! typed `0 2 2` in play (see [`Move`]).
//!
//! **Who wins.** Each row is a number, so a sum of rows is won by Left when its value is
//! positive, by Right when negative, and by whoever moves second when it is 0. Why this holds
//! with no limits anywhere is the heart of Walker's argument: in `A B ( B A ) × 3 + B`, which is
//! 0, whoever moves first is the first to choose where to cut a recurring row, and a row cut
//! anywhere is no longer exactly 1/3; the other player then cuts another recurring row far
//! enough along to put the total on their side of 0. The player who must choose first loses.
//! [`Position::winning_move`] plays exactly so, choosing its number of copies by an exact
//! search.
//!
//! **The order of expansion matters.** Walker leaves the order in which nested parentheses are
//! expanded to the player, and warns that different rules give different games. They do. Expanded
//! from the outside in, the copies before the chosen one keep their inner parentheses, so a move
//! always leaves a *prefix* of the row's sign sequence: Left's moves lower the value, Right's
//! raise it, and the row is worth its sign expansion, as the rest of the chapter computes. Expand
//! an inner pair first and every earlier copy holds a finite stretch where the row has a
//! recurring one. In `( ( A B ) A )` (just above 2/3) Left may then expand the inner pair into
//! one copy and the outer into two, and take the second `A` that is a copy of the first: the row
//! left is `A B A`, worth 3/4, *more* than the row. Right, expanding from the outside in, can
//! leave `A B A B A`, worth 11/16. A game in which Left can move to 3/4 and Right to 11/16 is no
//! number at all (it would have to lie above 3/4 and below 11/16). So the values of this chapter
//! are those of the game played from the outside in, which is also the order the computer plays.
//! [`Position::play`] accepts any order; where no pair of parentheses is nested in another the
//! order cannot matter, and the two games are one. The tests play the computer against every
//! reply in every order on all rows of up to 7 symbols, nested at most twice, beside `B A B` or
//! `B A`: it loses exactly three of those 3552 games, `( A ( B A ) ) + B A B` and
//! `( ( A B ) A ) + B A B` to Left starting and `( ( A B ) B ) + B A` to Right starting, each time
//! to a reader who expands an inner pair first.
//!
//! **Rows worth infinite sums.** Values such as that of `( A ( A B ) )` are infinite sums, which
//! [`Position::value`] cannot give as a finite normal form. The computer does not need them: it
//! compares the row it cuts with the row worth minus the other rows, by the order of sign
//! sequences, so it plays any position in which at most one row is an infinite sum.
//!
//! ```
//! use game::Player;
//! use surreal::play::{Move, Position};
//!
//! let position: Position = "A B ( B A ) + A B ( B A ) + A B ( B A ) + B".parse().unwrap();
//! assert!(position.value().unwrap().is_zero());
//! assert!(position.winning_move(Player::Left).unwrap().is_none()); // whoever starts loses
//!
//! // Right starts as in Walker's notes: five copies of B A, the third B taken (copy 2).
//! let walkers = "pebble 2 of row 0, copy 2".parse().unwrap();
//! let position = position.play(Player::Right, &walkers).unwrap();
//! assert_eq!(position.to_string(), "A B B A B A + A B ( B A ) + A B ( B A ) + B");
//! // Left answers by cutting another third further along.
//! let reply = position.winning_move(Player::Left).unwrap().unwrap();
//! let position = position.play(Player::Left, &reply).unwrap();
//! assert!(position.value().unwrap().is_positive());
//! ```

mod moves;
mod position;
mod protocol;
mod strategy;
mod tokens;

pub use moves::{Choice, Copies, Move, MoveError, ParseMoveError, ParseMoveErrorKind};
pub use position::{ParsePositionError, ParsePositionErrorKind, Position, PositionValueError};
pub use protocol::Worth;

/// The most tokens (pebbles and parentheses) a move may leave in a row, however many copies it
/// asks for: a million, so that the position after it is judged in well under a second and
/// some 100 MB. [`Position::play`] refuses a move past it ([`MoveError::TooLong`]).
pub const MAX_PLAYED_TOKENS: usize = 1_000_000;
