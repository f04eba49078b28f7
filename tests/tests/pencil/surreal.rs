//! The pen-and-paper exercises of `surreal.md`.

#[allow(unused_imports)]
use book_tests::pencil::answer;
