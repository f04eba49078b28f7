//! The pen-and-paper exercises of `hackenstrings.md`.

#[allow(unused_imports)]
use book_tests::pencil::answer;
