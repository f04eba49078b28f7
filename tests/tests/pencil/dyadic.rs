//! The pen-and-paper exercises of `dyadic.md`.

#[allow(unused_imports)]
use book_tests::pencil::answer;
