//! Chapter 4's exercises: Nim.
//!
//! Edit the stubs in this folder; check one with `cargo xtask exercise <name>`.

pub mod balancing_moves;
pub mod misere_moves;
pub mod unpaired_powers;

pub mod solutions;

#[cfg(test)]
mod checks;
