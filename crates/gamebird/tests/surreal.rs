//! `gamebird surreal` and `gamebird hackenstrings add`: what the book's transcripts
//! (tests/book.rs) do not show.

mod common;

use common::{fails, gamebird, ok, stdout};

#[test]
fn values_of_rows_and_sums() {
    assert_eq!(ok(&["surreal", "value", "( A ) A + B + ( B )"]), "0\n");
    assert_eq!(ok(&["surreal", "value", "A B ( A ) + A ( B )"]), "1\n");
    assert_eq!(ok(&["surreal", "value", "○●(●○)"]), "1/3\n");
    assert_eq!(ok(&["surreal", "value", "AB(BA)"]), "1/3\n");
    assert_eq!(ok(&["surreal", "value", "( ( A ) )", "--ascii"]), "w^2\n");
    assert_eq!(
        ok(&["surreal", "value", "( A ( A B ) )", "--ascii"]),
        "5/3+5/(3w)+5/(3w^2)+...\n"
    );
    // One row worth an infinite sum in a sum: the others' value, then the series (as the page
    // writes it); two such rows cannot be added up.
    assert_eq!(
        ok(&["surreal", "value", "( A ( A B ) ) + A"]),
        "1 + (5/3+5/(3ω)+5/(3ω²)+…)\n"
    );
    let error = fails(&["surreal", "value", "( A ( A B ) ) + ( A ( A B ) )"]);
    assert!(error.contains("infinite sum"), "{error}");
    // `0`, the empty sum as a position with no row left is written, reads back.
    assert_eq!(ok(&["surreal", "value", "0"]), "0\n");
    let output = gamebird(&["surreal", "value", "-"], "A ( B )\n");
    assert_eq!(stdout(&output), "1/ω\n");
}

#[test]
fn rows_of_numbers() {
    assert_eq!(ok(&["surreal", "row", "w/2"]), "( A ) ( B )\n");
    // The calculator reads what it writes: superscripts, 2ω, and quotients 1/(2ω).
    assert_eq!(ok(&["surreal", "row", "2ω"]), "( A ) ( A )\n");
    assert_eq!(ok(&["surreal", "row", "ω²"]), "( ( A ) )\n");
    assert_eq!(ok(&["surreal", "row", "1-1/(2w)"]), "A B ( A ) A\n");
    assert_eq!(ok(&["surreal", "value", "A B ( A ) A"]), "1-1/(2ω)\n");
    assert_eq!(
        ok(&["surreal", "value", "A B ( A ) A", "--ascii"]),
        "1-1/(2w)\n"
    );
    let error = fails(&["surreal", "row", "1/2w"]);
    assert!(error.contains("ambiguous"), "{error}");
    assert_eq!(ok(&["surreal", "row", "0"]), "(the empty row)\n");
    assert_eq!(ok(&["surreal", "row", "-1/3"]), "B A ( A B )\n");
    assert_eq!(ok(&["surreal", "row", "1/3", "--glyphs"]), "○●(●○)\n");
}

#[test]
fn comparisons_and_birthdays() {
    assert_eq!(ok(&["surreal", "compare", "( A )", "A ( A )"]), "=\n");
    assert_eq!(ok(&["surreal", "compare", "A ( B )", "A B B B B"]), "<\n");
    assert_eq!(ok(&["surreal", "compare", "( A ) ( B )", "A A A"]), ">\n");
    assert_eq!(ok(&["surreal", "birthday", "( ( A ) ) B"]), "ω²+1\n");
    assert_eq!(
        ok(&["surreal", "birthday", "( ( A ) ) B", "--ascii"]),
        "w^2+1\n"
    );
}

#[test]
fn pictures() {
    let svg = ok(&["surreal", "svg", "A B ( B A ) + B"]);
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    let error = fails(&["surreal", "svg", "( A B A B )", "--max", "10"]);
    assert!(error.contains("--max"), "{error}");
}

#[test]
fn mistakes_name_the_column() {
    assert_eq!(
        fails(&["surreal", "value", "A B ( B A"]),
        "error: column 5: this '(' is never closed"
    );
    // In a sum, the column counts from the start of the whole text.
    let error = fails(&["surreal", "value", "A + B ( C"]);
    assert!(error.starts_with("error: column 9 (row 1): "), "{error}");
    let error = fails(&["surreal", "compare", "A", "A x"]);
    assert!(
        error.starts_with("error: second row: column 3: "),
        "{error}"
    );
    let error = fails(&["surreal", "row", "w +"]);
    assert!(error.starts_with("error: column "), "{error}");
}

#[test]
fn balanced_binary_sums() {
    assert_eq!(
        ok(&["hackenstrings", "add", "A B A", "A A B"]),
        "A A A B B\n"
    );
    assert_eq!(ok(&["hackenstrings", "add", "A B B", "A B B"]), "A B\n");
    assert_eq!(
        ok(&["hackenstrings", "add", "A B", "A B", "--minus"]),
        "(the empty row)\n"
    );
    assert_eq!(
        fails(&["hackenstrings", "add", "A B D", "A"]),
        "error: first row: column 5: unexpected character 'D': a pebble is A (Left), B (Right) or C (neutral)"
    );
    let error = fails(&["hackenstrings", "add", "A", "A C"]);
    assert!(error.contains("neutral"), "{error}");
    let error = fails(&["hackenstrings", "add", "A + B", "A"]);
    assert!(error.contains("give one row"), "{error}");
}
