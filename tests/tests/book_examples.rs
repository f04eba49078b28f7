//! Every ```rust block of the book, compiled and run by skeptic (see `build.rs`).

include!(concat!(env!("OUT_DIR"), "/skeptic-tests.rs"));
