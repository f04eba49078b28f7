//! `gamebird dyadic`: the numbers of chapter 1.

mod common;

use common::{fails, ok};

#[test]
fn values() {
    assert_eq!(
        ok(&["dyadic", "value", "19/8"]),
        "2 3/8\nbinary 10.011\nborn on day 6\n"
    );
    assert_eq!(
        ok(&["dyadic", "value", "-3"]),
        "-3\nbinary -11\nborn on day 3\n"
    );
    assert_eq!(
        ok(&["dyadic", "value", "2 1/4"]),
        "2 1/4\nbinary 10.01\nborn on day 5\n"
    );
}

#[test]
fn rows() {
    assert_eq!(ok(&["dyadic", "row", "19/8"]), "A A A B B A\n");
    assert_eq!(ok(&["dyadic", "row", "-1/2"]), "B A\n");
    assert_eq!(ok(&["dyadic", "row", "0"]), "(the empty row)\n");
}

#[test]
fn the_simplest_number_between_two() {
    assert_eq!(ok(&["dyadic", "between", "1/4", "1/2"]), "3/8\n");
    assert_eq!(ok(&["dyadic", "between", "1", "2"]), "1 1/2\n");
    assert_eq!(ok(&["dyadic", "between", "-5", "_"]), "0\n");
    assert_eq!(ok(&["dyadic", "between", "_", "-5/2"]), "-3\n");
    assert_eq!(
        fails(&["dyadic", "between", "1/2", "1/4"]),
        "error: no number lies strictly between them: the lower bound must be less than the upper"
    );
    assert!(fails(&["dyadic", "value", "1/3"]).starts_with("error: "));
}

#[test]
fn a_row_too_long_is_refused_without_echoing_its_length() {
    let huge = "9".repeat(90_000);
    assert_eq!(
        fails(&["dyadic", "row", &huge]),
        "error: the row would have more than 2^64 pebbles, far more than the 100000000 allowed"
    );
    // A number of more digits than any is allowed is refused by its length first.
    assert_eq!(
        fails(&["dyadic", "row", &"9".repeat(130_000)]),
        "error: column 1: a number of 130000 digits is more than the 100000 allowed"
    );
}
