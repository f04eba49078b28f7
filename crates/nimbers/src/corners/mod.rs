//! Turning Corners: the coin-turning game whose coins are worth nim-products (Lenstra; *Winning
//! Ways*, chapter 14).
//!
//! Coins lie on a grid, rows and columns counted from 0 from the top left corner, each showing
//! heads or tails. A move chooses a rectangle with sides along the grid: its corner farthest from
//! the top left corner, `(row, column)`, must show heads, and the move turns over all four
//! corners, `(row, column)`, `(near_row, column)`, `(row, near_column)` and
//! `(near_row, near_column)`, with `near_row < row` and `near_column < column`. The far corner goes
//! from heads to tails; the other three, whatever they show, are turned over. Whoever cannot move
//! loses.
//!
//! Every move turns a coin to tails and only coins nearer the top left corner otherwise, so the
//! game ends. Like every coin-turning game of this kind, a position is worth the nim-sum of what
//! its heads are worth alone; and a single coin at `(row, column)` is worth the options of its
//! moves' three near corners, which is exactly the definition of the nim-product: the coin is
//! worth `row ⊗ column`.
//!
//! ```
//! use game::{Nimber, Solver};
//! use game::play::Valued;
//! use nimbers::corners::{Board, coin_value};
//!
//! assert_eq!(coin_value(2, 2), Nimber(3));
//! let board: Board = "H..\n.H.\n..H".parse().unwrap();
//! assert_eq!(board.worth().unwrap(), Nimber(0 ^ 1 ^ 3)); // (0,0), (1,1), (2,2)
//! // The game itself, searched by brute force, agrees.
//! assert_eq!(Solver::new().grundy(&board), Nimber(2));
//! ```

mod board;
mod svg;

pub use board::{Board, MAX_SIDE, Move, ParseBoardError, ParseBoardErrorKind, TURN, coin_value};
