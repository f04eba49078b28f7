//! `gamebird ordinal`: what the book's transcripts (tests/book.rs) do not show.

mod common;

use common::{fails, fails_with_input, gamebird, stdout};

#[test]
fn standard_input() {
    let output = gamebird(&["ordinal", "-"], "w^w*3\n");
    assert_eq!(stdout(&output), "ω^ω·3\n= 2^(ω²+1)+2^(ω²)\n");
}

#[test]
fn mistakes_name_the_line_and_column() {
    assert_eq!(
        fails(&["ordinal", "w+"]),
        "error: column 3: expected an ordinal term, found end of input"
    );
    assert_eq!(
        fails_with_input(&["ordinal", "-"], "w +\n  3 x\n"),
        "error: line 2, column 5: unexpected character 'x'"
    );
    let long = format!("w {}", "w".repeat(10_000));
    let error = fails(&["ordinal", &long]);
    assert!(error.len() < 200, "{error}");
}
