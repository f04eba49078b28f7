//! Chapter 6's exercises: transfinite Nim.
//!
//! Edit the stubs in this folder; check one with `cargo xtask exercise <name>`.

pub mod blocks_taken;
pub mod ordinal_nim_sum;
pub mod winning_move;

pub mod solutions;

#[cfg(test)]
mod checks;
