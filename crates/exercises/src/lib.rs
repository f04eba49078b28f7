//! The exercises at the end of each chapter of Game Birds.
//!
//! Each exercise is a function with a stub in `src/<chapter>/<name>.rs`, the file a reader edits;
//! `cargo xtask exercise <name>` runs the exercise's check, `check_<name>` in
//! `checks/<chapter>.rs`, on it. The reference solution lives in `solutions/<chapter>/<name>.rs`,
//! is shown folded in the book, and is itself checked by every `cargo test`, so no exercise can
//! become unsolvable; in CI, a test also makes sure every stub still fails its check, so no
//! exercise is solved for free.
//!
//! Nothing registers an exercise: `build.rs` finds them by their files and writes the modules
//! (one per chapter, named after its folder) that this crate includes.

#[cfg(test)]
#[macro_use]
mod exercise;

include!(concat!(env!("OUT_DIR"), "/exercises.rs"));
