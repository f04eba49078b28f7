//! The pen-and-paper exercises of `hackenbush.md`.

#[allow(unused_imports)]
use book_tests::pencil::answer;
