//! The reference solutions to chapter 1's exercises, kept in `crates/exercises/solutions/` so
//! that they are not beside the stubs, and shown folded in the book.

#[path = "../../solutions/dyadic/born_on.rs"]
pub mod born_on;
#[path = "../../solutions/dyadic/from_binary.rs"]
pub mod from_binary;
#[path = "../../solutions/dyadic/is_dyadic.rs"]
pub mod is_dyadic;
