//! The exercises at the end of each chapter of Game Birds.
//!
//! Each exercise is a function with a stub in `src/<chapter>/<exercise>.rs`, the file a reader
//! edits. `cargo xtask exercise <exercise>` runs the exercise's check on it. The reference
//! solution lives in `solutions/<chapter>/<exercise>.rs`, is shown folded in the book, and is
//! itself checked by every `cargo test`, so no exercise can become unsolvable; in CI, a test also
//! makes sure every stub still fails its check, so no exercise is solved for free.

#[cfg(test)]
#[macro_use]
mod exercise;

pub mod dyadic;
pub mod hackendot;
pub mod hackenstrings;
pub mod nim;
pub mod ordinals;
pub mod transfinite_nim;
