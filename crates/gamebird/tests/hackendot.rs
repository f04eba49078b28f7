//! `gamebird hackendot`: what the book's transcripts (tests/book.rs) do not show.

mod common;

use common::{fails, fails_with_input, gamebird, ok, quits_cleanly, stdout, transcript};

#[test]
fn values_print_as_cgsuite_writes_nimbers() {
    let cases = [
        ("(((((())())))(()))", "*5"),
        ("(()) (())", "0"),
        ("", "0"),
        ("-1 0 0", "*2"),
    ];
    for (forest, value) in cases {
        assert_eq!(ok(&["hackendot", "value", forest]), format!("{value}\n"));
    }
}

#[test]
fn a_million_nodes_from_standard_input() {
    let path = "(".repeat(1_000_000) + &")".repeat(1_000_000) + "\n";
    let output = gamebird(&["hackendot", "value", "-"], &path);
    assert!(output.status.success(), "{:?}", output.status);
    assert_eq!(stdout(&output), "*1000000\n");
    let unclosed = "(".repeat(1_000_000);
    assert_eq!(
        fails_with_input(&["hackendot", "value", "-"], &unclosed),
        "error: column 1000001: unclosed '(' opened at column 1"
    );
}

#[test]
fn errors_on_later_lines_name_the_line() {
    assert_eq!(
        fails_with_input(&["hackendot", "value", "-"], "(())\n(()))\n"),
        "error: line 2, column 5: unmatched ')'"
    );
    assert_eq!(
        fails_with_input(&["hackendot", "value", "-"], "(()) (()))"),
        "error: column 10: unmatched ')'"
    );
}

#[test]
fn best_and_pictures() {
    assert_eq!(
        ok(&["hackendot", "best", "(()) (())"]),
        "No move wins: the forest is worth 0, so whoever moves next loses.\n"
    );
    assert!(ok(&["hackendot", "svg", "((())(()))", "--coloured"]).contains("<svg"));
    let error = fails(&["hackendot", "svg", "((())(()))", "--max", "4"]);
    assert!(
        error.starts_with("error: a picture of 5 nodes is more than --max 4"),
        "{error}"
    );
    assert!(
        fails(&["hackendot", "svg", "()", "--coloured", "--contractions"])
            .contains("cannot be used with")
    );
}

#[test]
fn mistakes() {
    assert_eq!(
        fails(&["hackendot", "value", "- 2 1"]),
        "error: column 3: node 1 is its own ancestor: 1 → 2 → 1"
    );
    assert!(fails(&["hackendot", "play", "-"]).contains("give the position as an argument"));
    assert!(
        fails(&["hackendot", "play", "()", "--side", "left"])
            .starts_with("error: unexpected argument '--side'")
    );
}

#[test]
fn the_reader_wins_a_game() {
    // The spider is worth *: deleting its root (node 0) leaves two paths worth 0.
    let output = transcript(
        &["hackendot", "play", "((())(()))"],
        "me\n9\nx\nhint\n0\n3\n4\n",
        &[
            "Who moves first? [me/computer]",
            "0\n├── 1 ── 2\n└── 3 ── 4",
            "There is no node 9.",
            "Type a node's number from 0 up, like `2` (not 'x').",
            "Hint: take node 0, a root.",
            "You take node 0, a root.",
            "The computer takes node 1, a root.",
            "You take node 3, a root.",
            "The computer takes node 2, a root.",
            "You take node 4, a root.",
            "The computer cannot move, and so loses. You win!",
        ],
    );
    assert!(!output.contains("Left"), "{output}");
}

#[test]
fn the_reader_loses_a_game() {
    transcript(
        &["hackendot", "play", "(()) (())", "--first", "me"],
        "hint\n1\n",
        &[
            "Hint: every move loses against best play; take node 0, a root, and hope for a mistake.",
            "You take node 1 and its path to the root: nodes 1, 0.",
            "You cannot move, and so lose. The computer wins.",
        ],
    );
}

#[test]
fn the_end_of_input_quits_cleanly() {
    for input in ["", "me\n", "me\n9\n"] {
        quits_cleanly(&["hackendot", "play", "((())(()))"], input);
    }
}
