//! The reference solutions to chapter 4's exercises, shown folded in the book.

#[path = "../../solutions/nim/balancing_moves.rs"]
pub mod balancing_moves;
#[path = "../../solutions/nim/misere_moves.rs"]
pub mod misere_moves;
#[path = "../../solutions/nim/unpaired_powers.rs"]
pub mod unpaired_powers;
