//! `gamebird hackenbush`: what the book's transcripts (tests/book.rs) do not show.

mod common;

use common::{fails, gamebird, ok, quits_cleanly, stdout, transcript};

#[test]
fn values_in_both_notations_and_from_standard_input() {
    assert_eq!(ok(&["hackenbush", "value", "0-1:r 1-2:b"]), "-1/2\n");
    assert_eq!(ok(&["hackenbush", "value", "0-1:g 1-2:g 2-0:g"]), "*\n");
    assert_eq!(ok(&["hackenbush", "value", ""]), "0\n");
    let output = gamebird(&["hackenbush", "value", "-"], "l(l;rl)\n");
    assert!(output.status.success(), "{output:?}");
    assert_eq!(stdout(&output), "3/2\n");
}

#[test]
fn best_moves_and_stalks() {
    assert_eq!(
        ok(&["hackenbush", "best", "0-1:b 1-2:r", "--player", "left"]),
        "Left cuts edge 0 (blue, ground-1): no edges left = 0\nThis wins: Right, to move next, loses.\n"
    );
    assert_eq!(
        ok(&["hackenbush", "best", "0-1:r", "--player", "left"]),
        "Left has no move, and so loses if it is their turn.\n"
    );
    assert_eq!(
        ok(&["hackenbush", "stalk", "-5/8"]),
        "0-1:r 1-2:b 2-3:r 3-4:b\n"
    );
    assert_eq!(
        ok(&["hackenbush", "stalk", "19/8", "--cgsuite"]),
        "lllrrl\n"
    );
    assert_eq!(ok(&["hackenbush", "stalk", "0"]), "(the empty stalk)\n");
}

#[test]
fn pictures() {
    let svg = ok(&["hackenbush", "svg", "0-1:b 1-2:r 2-0:g 1-1:b", "--numbered"]);
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    assert_eq!(svg.matches("class=\"edge").count(), 4);
    assert_eq!(
        fails(&["hackenbush", "svg", "0-1:b 1-2:r", "--max", "1"]),
        "error: a picture of 2 edges is more than --max 1: give a larger --max to draw it (it is built whole in memory)"
    );
}

/// Winning Ways' Moderately Hard Bed: a red-blue picture with cycles everywhere.
const BED: &str =
    "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)";

#[test]
fn searches_give_up_when_told() {
    let expected = "error: this needs more than 10000 position-edges of work; give a larger \
                    --max-work (0 for no limit)";
    assert_eq!(
        fails(&["hackenbush", "value", BED, "--max-work", "10000"]),
        expected
    );
    // The old flag still works, as an alias.
    assert_eq!(
        fails(&["hackenbush", "value", BED, "--positions", "10000"]),
        expected
    );
    let best = [
        "hackenbush",
        "best",
        BED,
        "--player",
        "left",
        "--max-work",
        "10000",
    ];
    assert_eq!(fails(&best), expected);
    let play = ["hackenbush", "play", BED, "--max-work", "10000"];
    assert_eq!(fails(&play), expected);
    let beside = [
        "hackenbush",
        "beanstalk",
        "( b )",
        "--beside",
        BED,
        "--max-work",
        "10000",
    ];
    assert_eq!(fails(&beside), expected);
    // Stalks and trees never search.
    let colours = [hackenbush::Colour::Blue, hackenbush::Colour::Red].repeat(500);
    let number = hackenbush::stalk_value(&colours);
    let stalk = "lr".repeat(500);
    assert_eq!(
        ok(&["hackenbush", "value", &stalk, "--max-work", "1"]),
        format!("{}\n", canonical::CanonicalForm::number(number))
    );
    let best = ok(&[
        "hackenbush",
        "best",
        &stalk,
        "--player",
        "left",
        "--max-work",
        "1",
    ]);
    assert!(
        best.starts_with("Left cuts edge 998 (blue, 998-999): "),
        "{best}"
    );
}

#[test]
fn mistakes() {
    assert!(fails(&["hackenbush", "stalk", "1/3"]).contains("not a power of two"));
    assert!(fails(&["hackenbush", "value", "0-1:b 1-2"]).starts_with("error: column "));
    assert!(fails(&["hackenbush", "value", "l(r"]).starts_with("error: column "));
    assert_eq!(
        fails(&["hackenbush", "best", "0-1:b"]),
        "error: the following required arguments were not provided: --player <PLAYER>; try 'gamebird hackenbush best --help'"
    );
    assert!(fails(&["hackenbush", "play", "-"]).contains("give the position as an argument"));
    assert!(
        fails(&[
            "hackenbush",
            "play",
            "0-1:b",
            "--svg",
            "/nonexistent/folder/x.svg"
        ])
        .starts_with("error: cannot write the picture to '/nonexistent/folder/x.svg'")
    );
}

#[test]
fn the_reader_loses_a_game() {
    // A blue edge with a red one on top, beside a red edge: −1/2, so Right wins. The reader plays
    // Left and starts, and types a few wrong things on the way.
    transcript(
        &["hackenbush", "play", "0-1:b 1-2:r 0-3:r"],
        "left\nme\n1\n7\nfoo\n1 2\nhint\n0\n",
        &[
            "You play Left; the computer plays Right.",
            "  edge 1 (red, 1-2)",
            "value -1/2: Right wins, whoever starts",
            "You can't: edge 1 is red, and Left cuts blue or green edges.",
            "You can't: there is no edge 7 (there are 3 edges).",
            "Type the number of an edge, like `0` (not '1 2').",
            "The edge should be a number from 0 up, not 'foo'.",
            "Hint: every move loses against best play; cut edge 0 (blue, ground-1), and hope for a mistake.",
            "You cut edge 0 (blue, ground-1).",
            "The computer (Right) cuts edge 0 (red, ground-3).",
            "Left cannot move, so Right wins. The computer wins.",
        ],
    );
}

#[test]
fn the_reader_wins_a_game_and_it_is_drawn_to_a_file() {
    // The triangle is worth 1: Left wins whoever starts, and one of her legs is left standing.
    let file = std::env::temp_dir().join(format!("gamebird-hackenbush-{}.svg", std::process::id()));
    let path = file.to_string_lossy().into_owned();
    let args = [
        "hackenbush",
        "play",
        "0-1:b 1-2:r 2-0:b",
        "--side",
        "left",
        "--first",
        "computer",
        "--svg",
        &path,
    ];
    transcript(
        &args,
        "hint\n0\n",
        &[
            "The computer (Right) cuts edge 1 (red, 1-2).",
            "Hint: cut edge 0 (blue, ground-1).",
            "Right cannot move, so Left wins. You win!",
        ],
    );
    let drawn = std::fs::read_to_string(&file).unwrap();
    assert!(
        drawn.contains("<title>Hackenbush: 2-0:b</title>"),
        "{drawn}"
    );
    let _ = std::fs::remove_file(&file);
    quits_cleanly(
        &[
            "hackenbush",
            "play",
            "0-1:b 0-2:r",
            "--side",
            "right",
            "--first",
            "me",
        ],
        "quit\n",
    );
}
