//! `gamebird hackenstrings`: what the book's transcripts (tests/book.rs) do not show.

mod common;

use common::{fails, fails_with_input, gamebird, ok, quits_cleanly, stdout, transcript};

#[test]
fn value_streams_standard_input() {
    let row = "A".repeat(100_000);
    let output = gamebird(&["hackenstrings", "value", "-"], &format!("{row}\nB B\n"));
    assert!(output.status.success(), "{output:?}");
    assert_eq!(stdout(&output), "99998\n");
    let error = fails_with_input(&["hackenstrings", "value", "-"], "A B\nB D\n");
    assert_eq!(
        error,
        "error: line 2, column 3: unexpected character 'D': a pebble is A (Left), B (Right) or C \
         (neutral)"
    );
}

#[test]
fn long_values_are_short_unless_asked_whole_and_binary_is_exact() {
    // A B A B … A, 199 pebbles: 1 − 1/2 + 1/4 − … + 1/2^198, just over 2/3.
    let row = format!("A{}", " B A".repeat(99));
    let short = ok(&["hackenstrings", "value", &row]);
    assert_eq!(short, "≈ 0.6666666667 (exactly m/2^198, m of 60 digits)\n");
    let exact = ok(&["hackenstrings", "value", &row, "--exact"]);
    assert!(
        exact.ends_with("/401734511064747568885490523085290650630550748445698208825344\n"),
        "{exact}"
    );
    let binary = ok(&["hackenstrings", "value", &row, "--format", "binary"]);
    assert_eq!(binary, format!("0.{}1\n", "10".repeat(98) + "1"));
    assert_eq!(
        ok(&[
            "hackenstrings",
            "value",
            "A A A B B A",
            "--format",
            "binary"
        ]),
        "10.011\n"
    );
    assert_eq!(
        fails(&[
            "hackenstrings",
            "value",
            "A",
            "--exact",
            "--format",
            "binary"
        ]),
        "error: the argument '--exact' cannot be used with '--format <FORMAT>'; try 'gamebird hackenstrings value --help'"
    );
}

#[test]
fn best_moves_count_from_zero() {
    assert_eq!(
        ok(&["hackenstrings", "best", "A A B + B", "--player", "left"]),
        "Left takes pebble 1 of row 0: A + B = 0\nThis wins: Right, to move next, loses.\n"
    );
    assert_eq!(
        ok(&["hackenstrings", "best", "B", "--player", "left"]),
        "Left has no move, and so loses if it is their turn.\n"
    );
}

#[test]
fn rows_and_pictures() {
    assert_eq!(ok(&["hackenstrings", "row", "-5/8"]), "B A B A\n");
    assert_eq!(ok(&["hackenstrings", "row", "0"]), "(the empty row)\n");
    let svg = ok(&["hackenstrings", "svg", "A B + B A", "--numbered"]);
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    assert_eq!(
        fails(&["hackenstrings", "svg", "A B B + B", "--max", "3"]),
        "error: a picture of 4 pebbles is more than --max 3: give a larger --max to draw it (it is built whole in memory)"
    );
}

#[test]
fn mistakes() {
    assert!(fails(&["hackenstrings", "row", "1/3"]).contains("not a power of two"));
    assert!(
        fails(&["hackenstrings", "value", "A +"]).contains("'+' has no row of pebbles after it")
    );
    assert_eq!(
        fails(&["hackenstrings", "best", "A B"]),
        "error: the following required arguments were not provided: --player <PLAYER>; try 'gamebird hackenstrings best --help'"
    );
    assert!(fails(&["hackenstrings", "play", "-"]).contains("give the position as an argument"));
    assert!(
        fails(&["hackenstrings", "play", "A", "--side", "up"])
            .starts_with("error: invalid value 'up'")
    );
}

#[test]
fn the_reader_loses_a_game() {
    // A B B + B A is worth −1/4: Right wins. The reader plays Left and starts, and types a few
    // wrong things on the way.
    let moves = "0 2\n9 9\nfoo\nhint\n0 0\n";
    transcript(
        &["hackenstrings", "play", "A B B + B A"],
        &format!("left\nme\n{moves}"),
        &[
            "You play Left; the computer plays Right.",
            "value -1/4: Right wins, whoever starts",
            "You can't: pebble 2 of row 0 is Right's, not Left's.",
            "You can't: there is no row 9 (there are 2 rows).",
            "Type a row and a pebble, like `0 1` (not 'foo').",
            "Hint: every move loses against best play; take pebble 0 of row 0, and hope for a mistake.",
            "You take pebble 0 of row 0.",
            "The computer (Right) takes pebble 0 of row 1.",
            "Left cannot move, so Right wins. The computer wins.",
        ],
    );
}

#[test]
fn the_reader_wins_a_game() {
    // A A B + B is worth 1/2, so Left wins whoever starts; the computer (Right) starts.
    let args = [
        "hackenstrings",
        "play",
        "A A B + B",
        "--side",
        "left",
        "--first",
        "computer",
    ];
    transcript(
        &args,
        "hint\n0 1\n0 0\n",
        &[
            "The computer (Right) takes pebble 2 of row 0.",
            "Hint: take pebble 1 of row 0.",
            "Right cannot move, so Left wins. You win!",
        ],
    );
}

#[test]
fn a_long_line_is_never_echoed_whole() {
    let long = "x".repeat(1_000_000);
    let output = gamebird(
        &[
            "hackenstrings",
            "play",
            "A B",
            "--side",
            "left",
            "--first",
            "me",
        ],
        &format!("{long}\n"),
    );
    assert!(output.status.success());
    assert!(output.stdout.len() < 2000, "{} bytes", output.stdout.len());
}

#[test]
fn the_end_of_input_quits_cleanly() {
    for input in ["", "left\n", "left\nme\n", "left\nme\n0 9\n"] {
        quits_cleanly(&["hackenstrings", "play", "A B"], input);
    }
    quits_cleanly(
        &[
            "hackenstrings",
            "play",
            "A B",
            "--side",
            "right",
            "--first",
            "me",
        ],
        "quit\n",
    );
}

#[test]
fn neutral_pebbles_have_canonical_values_and_winning_moves() {
    assert_eq!(ok(&["hackenstrings", "value", "C A + C"]), "^\n");
    assert_eq!(ok(&["hackenstrings", "value", "C + C"]), "0\n");
    assert_eq!(ok(&["hackenstrings", "value", "A B C"]), "1/2*\n");
    assert_eq!(
        ok(&["hackenstrings", "best", "C A + C", "--player", "left"]),
        "Left takes pebble 1 of row 0: C + C = 0\nThis wins: Right, to move next, loses.\n"
    );
    assert_eq!(
        fails_with_input(&["hackenstrings", "value", "-"], "A\nC A\n"),
        "error: line 2, column 1: 'C' is a neutral pebble: the position is not a number, and only \
         numbers are evaluated here (give a position with neutral pebbles as an argument)"
    );
}
