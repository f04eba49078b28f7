//! The pen-and-paper exercises of `transfinite-nim.md`.

#[allow(unused_imports)]
use book_tests::pencil::answer;
