//! The pen-and-paper exercises of `nim.md`.

#[allow(unused_imports)]
use book_tests::pencil::answer;
