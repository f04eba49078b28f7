//! The pen-and-paper exercises of `hackendot.md`.

#[allow(unused_imports)]
use book_tests::pencil::answer;
