//! Chapter 7's exercises: Hackendot.
//!
//! Edit the stubs in this folder; check one with `cargo xtask exercise <name>`.

pub mod colouring;
pub mod mex;
pub mod spider_value;
pub mod ulehla_value;

pub mod solutions;

#[cfg(test)]
mod checks;
