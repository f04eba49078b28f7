//! The crate that owns the book's tests.
//!
//! - `tests/book_examples.rs`: every ```rust block of `book/src`, compiled and run by skeptic
//!   against this crate's dependencies (the chapters' crates);
//! - `tests/browser.rs`: the built book, served on 127.0.0.1 and opened in headless Chromium;
//! - `tests/book_build.rs`: the book builds, and its checks catch what they promise to;
//! - cross-chapter integration tests.
