//! `gamebird ordinal`: what the book's transcripts (tests/book.rs) do not show.

mod common;

use common::{fails, fails_with_input, gamebird, ok, stdout};

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

#[test]
fn two_ordinals_compared_subtracted_divided_and_added_naturally() {
    let run = |words: &[&str]| ok(&[&["ordinal"], words].concat());
    assert_eq!(run(&["compare", "1+w", "w"]), "ω = ω\n");
    assert_eq!(run(&["compare", "w", "w+1", "--ascii"]), "w < w+1\n");
    assert_eq!(run(&["minus", "w1", "e0+w"]), "ω₁\n");
    assert_eq!(run(&["minus", "w+3", "w+3"]), "0\n");
    assert_eq!(run(&["divide", "w^2", "w+1"]), "ω² = (ω+1)·ω+0\n");
    assert_eq!(run(&["divide", "3", "w"]), "3 = ω·0+3\n");
    assert_eq!(
        run(&["divide", "w^2*2+5", "w*2", "--ascii"]),
        "w^2*2+5 = (w*2)*(w*2)+5\n"
    );
    assert_eq!(run(&["natural-sum", "1", "w"]), "ω+1\n");
    assert_eq!(run(&["natural-product", "e0", "e0"]), "ω^(ε₀·2)\n");
    assert_eq!(run(&["natural-product", "w+1", "0"]), "0\n");
}

#[test]
fn two_ordinals_refused_in_one_line() {
    assert_eq!(
        fails(&["ordinal", "minus", "w+1", "w+2"]),
        "error: ω+1 minus ω+2: the second is larger"
    );
    assert_eq!(
        fails(&["ordinal", "divide", "w", "0"]),
        "error: ω divided by 0: there is no division by zero"
    );
    assert_eq!(
        fails(&["ordinal", "natural-sum", "w", "w+"]),
        "error: second ordinal: column 3: expected an ordinal term, found end of input"
    );
    assert_eq!(
        fails(&["ordinal", "compare", "(w", "1"]),
        "error: first ordinal: column 1: '(' is never closed"
    );
    // (w+1)^1000 has 1001 terms: multiplied out, its natural square has a million pairs of terms.
    let error = fails(&["ordinal", "natural-product", "(w+1)^1000", "(w+1)^1000"]);
    assert!(
        error.starts_with("error: the natural product is refused"),
        "{error}"
    );
    let error = fails(&["ordinal", "divide", "w"]);
    assert!(
        error.starts_with("error: ") && !error.contains('\n'),
        "{error}"
    );
}
