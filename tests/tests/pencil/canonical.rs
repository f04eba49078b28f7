//! The pen-and-paper exercises of `canonical.md`.

#[allow(unused_imports)]
use book_tests::pencil::answer;
