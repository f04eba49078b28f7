//! The reference solutions to chapter 6's exercises, shown folded in the book.

#[path = "../../solutions/transfinite_nim/blocks_taken.rs"]
pub mod blocks_taken;
#[path = "../../solutions/transfinite_nim/ordinal_nim_sum.rs"]
pub mod ordinal_nim_sum;
#[path = "../../solutions/transfinite_nim/winning_move.rs"]
pub mod winning_move;
