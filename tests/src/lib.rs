//! The crate that owns the book's tests.
//!
//! - `tests/book_examples.rs`: every ```rust block of `book/src`, compiled and run by skeptic
//!   against this crate's dependencies (the chapters' crates);
//! - `tests/book_text.rs`: the Markdown keeps its promises: captioned, unindented listings, the
//!   chapter lists of the README and the welcome page, citations, numbering from 0;
//! - `tests/figures.rs`: the committed figures are what the crates draw;
//! - `tests/browser.rs`: the built book, served on 127.0.0.1 and opened in headless Chromium;
//! - `tests/pencil/`: the worked answers of the pen-and-paper exercises, checked against the crates
//!   (see [`pencil`]);
//! - `tests/cross_chapter.rs`: claims that join two chapters (Hackendot paths are Nim piles,
//!   Hackenstrings rows reach every dyadic number).
//!
//! That the book builds, and that its checks catch bad TeX, includes and links, is tested in
//! `xtask/tests/book_checks.rs`.

pub mod pencil;
