//! Chapter 3's exercises: Hackenstrings.
//!
//! Edit the stubs in this folder; check one with `cargo xtask exercise <name>`.

pub mod best_reply;
pub mod row_of;
pub mod row_value;

pub mod solutions;

#[cfg(test)]
mod checks;
