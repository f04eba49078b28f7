//! The pen-and-paper exercises of `games.md`.

#[allow(unused_imports)]
use book_tests::pencil::answer;
