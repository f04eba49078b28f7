//! The calculator, run as a reader runs it.

mod common;

use common::*;

#[test]
fn value() {
    assert_eq!(ok(&["hackenstrings", "value", "A B B A + B A"]), "-1/8\n");
    assert_eq!(ok(&["hackenstrings", "value", "●○ + ○○"]), "-1 1/2\n");
    assert_eq!(ok(&["hackenstrings", "value", ""]), "0\n");
    let five = "A B B A B B A B B A + B A A B A B B A B + A A A A + B B B A B B B + B";
    assert_eq!(ok(&["hackenstrings", "value", five]), "-3/512\n");
}

#[test]
fn value_streams_standard_input() {
    let text = "A B ".repeat(50_000) + "+ B\n";
    let output = gamebird(&["hackenstrings", "value", "-"], &text);
    assert!(output.status.success(), "{output:?}");
    let printed = stdout(&output);
    assert!(
        printed.starts_with('-') && printed.contains('/'),
        "{printed:.40}"
    );
    let output = gamebird(&["hackenstrings", "value", "-"], "A B\nA + + B");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(
        stderr,
        "error: line 2, column 5: '+' has no row of pebbles before it\n"
    );
}

#[test]
fn best() {
    assert_eq!(
        ok(&["hackenstrings", "best", "A B + B A", "--player", "right"]),
        "Right takes pebble 2 of row 1: A + B A = 1/2\n\
         Left, to move next, still wins: Right has no winning move.\n"
    );
    let five = "A B B A B B A B B A + B A A B A B B A B + A A A A + B B B A B B B + B";
    let printed = ok(&["hackenstrings", "best", five, "--player=right"]);
    assert!(
        printed.starts_with("Right takes pebble 9 of row 1: "),
        "{printed}"
    );
    assert!(
        printed.contains(" = -1/256\nThis wins: Left, to move next, loses.\n"),
        "{printed}"
    );
    assert_eq!(
        ok(&["hackenstrings", "best", "A", "--player", "left"]),
        "Left takes pebble 1 of row 1: no pebbles left = 0\nThis wins: Right, to move next, loses.\n"
    );
    assert_eq!(
        ok(&["hackenstrings", "best", "A A", "--player", "right"]),
        "Right has no move, and so loses if it is their turn.\n"
    );
}

#[test]
fn row() {
    assert_eq!(ok(&["hackenstrings", "row", "19/8"]), "A A A B B A\n");
    assert_eq!(ok(&["hackenstrings", "row", "-3/8"]), "B A A B\n");
    assert_eq!(
        ok(&["hackenstrings", "row", "-2 1/4", "--glyphs"]),
        "○○○●●\n"
    );
    assert_eq!(ok(&["hackenstrings", "row", "0"]), "(the empty row)\n");
}

#[test]
fn svg() {
    let picture = ok(&["hackenstrings", "svg", "A B + B", "--numbered"]);
    assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
    assert_eq!(picture.matches("<circle").count(), 3);
}

#[test]
fn errors_are_one_line_with_status_two() {
    assert_eq!(
        fails(&["hackenstrings", "value", "A B C"]),
        "error: column 5: unexpected character 'C': a pebble is A (Left) or B (Right)"
    );
    assert_eq!(fails(&[]), "error: no game given; try 'gamebird --help'");
    assert_eq!(
        fails(&["chess"]),
        "error: unknown game 'chess'; try 'gamebird --help'"
    );
    assert_eq!(
        fails(&["hackenstrings", "sum"]),
        "error: unknown command 'sum' for 'gamebird hackenstrings'; try 'gamebird hackenstrings --help'"
    );
    assert_eq!(
        fails(&["hackenstrings", "value", "A", "--bogus"]),
        "error: unknown option '--bogus' for 'gamebird hackenstrings value'; try 'gamebird hackenstrings value --help'"
    );
    assert_eq!(
        fails(&["hackenstrings", "value"]),
        "error: 'gamebird hackenstrings value' needs a position, like \"A B B A + B A\""
    );
    assert_eq!(
        fails(&["hackenstrings", "best", "A B"]),
        "error: 'gamebird hackenstrings best' needs --player left or --player right"
    );
    assert_eq!(
        fails(&["hackenstrings", "best", "A B", "--player", "up"]),
        "error: --player: unknown player \"up\": expected `left` or `right`"
    );
    assert!(fails(&["hackenstrings", "row", "1/3"]).contains("not a power of two"));
    assert!(fails(&["hackenstrings", "row", "1/2^9"]).starts_with("error: cannot read"));
    assert_eq!(
        fails(&["hackenstrings", "row", "1000000000"]),
        "error: the row would have 1000000000 pebbles, more than the 100000000 allowed"
    );
    assert!(
        fails(&["hackenstrings", "value", "A +"]).contains("'+' has no row of pebbles after it")
    );
    assert!(fails(&["hackenstrings", "play", "A", "--side", "up"]).starts_with("error: --side: "));
    assert!(
        fails(&["hackenstrings", "play", "A", "--first", "you"]).starts_with("error: --first: ")
    );
    assert!(fails(&["hackenstrings", "play", "-"]).contains("give the position as an argument"));
}

#[test]
fn help_at_every_level() {
    assert!(ok(&["--help"]).contains("hackenstrings"));
    assert!(ok(&["-h"]).starts_with("gamebird: the Game Birds calculator."));
    let game_help = ok(&["hackenstrings", "--help"]);
    for command in ["value", "best", "row", "play", "svg"] {
        assert!(game_help.contains(&format!("  {command} ")), "{command}");
        let help = ok(&["hackenstrings", command, "--help"]);
        assert!(
            help.starts_with(&format!("Usage: gamebird hackenstrings {command}")),
            "{help}"
        );
    }
    assert_eq!(
        ok(&["hackenstrings", "value", "-h"]),
        ok(&["hackenstrings", "value", "--help"])
    );
}

#[test]
fn the_reader_loses_a_game() {
    // A B B + B A is worth −1/4: Right wins. The reader plays Left and starts, and types a few
    // wrong things on the way.
    let moves = "1 3\n9 9\nfoo\nhint\n1 1\n";
    transcript(
        &["hackenstrings", "play", "A B B + B A"],
        &format!("left\nme\n{moves}"),
        &[
            "You play Left; the computer plays Right.",
            "row 1 → ● ○ ○",
            "value -1/4: Right is ahead",
            "You can't: pebble 3 of row 1 is Right's, not Left's.",
            "You can't: there is no row 9 (there are 2 rows).",
            "Type a row and a pebble, like `1 2` (not \"foo\").",
            "Hint: take pebble 1 of row 1.",
            "You take pebble 1 of row 1.",
            "The computer (Right) takes pebble 1 of row 2.",
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
    let output = gamebird(&args, "1 2\n1 1\n");
    assert!(output.status.success(), "{output:?}");
    let transcript = stdout(&output);
    assert!(
        transcript.contains("The computer (Right) takes pebble 3 of row 1."),
        "{transcript}"
    );
    assert!(
        transcript.contains("Right cannot move, so Left wins. You win!"),
        "{transcript}"
    );
}

#[test]
fn the_end_of_input_quits_cleanly() {
    for input in ["", "left\n", "left\nme\n", "left\nme\n1 9\n"] {
        quits_cleanly(&["hackenstrings", "play", "A B"], input);
    }
    let args = [
        "hackenstrings",
        "play",
        "A B",
        "--side",
        "right",
        "--first",
        "me",
    ];
    quits_cleanly(&args, "quit\n");
}
