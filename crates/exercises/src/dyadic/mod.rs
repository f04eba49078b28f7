//! Chapter 1's exercises: dyadic numbers.
//!
//! Edit the stubs in this folder; check one with `cargo xtask exercise <name>`.

pub mod born_on;
pub mod from_binary;
pub mod is_dyadic;

pub mod solutions;

#[cfg(test)]
mod checks;
