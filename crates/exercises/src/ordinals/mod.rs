//! Chapter 5's exercises: ordinals.
//!
//! Edit the stubs in this folder; check one with `cargo xtask exercise <name>`.

pub mod base2_exponents;
pub mod ordinal_sum;
pub mod two_to_the;

pub mod solutions;

#[cfg(test)]
pub(crate) mod checks;
