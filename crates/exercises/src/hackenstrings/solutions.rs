//! The reference solutions to chapter 3's exercises, shown folded in the book.

#[path = "../../solutions/hackenstrings/best_reply.rs"]
pub mod best_reply;
#[path = "../../solutions/hackenstrings/row_of.rs"]
pub mod row_of;
#[path = "../../solutions/hackenstrings/row_value.rs"]
pub mod row_value;
