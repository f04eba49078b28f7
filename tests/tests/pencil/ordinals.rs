//! The pen-and-paper exercises of `ordinals.md`.

#[allow(unused_imports)]
use book_tests::pencil::answer;
