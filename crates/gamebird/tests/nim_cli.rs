//! `gamebird nim`, run as a reader runs it.

mod common;

use common::*;

#[test]
fn value() {
    assert_eq!(ok(&["nim", "value", "1 3 5 7"]), "0\n");
    assert_eq!(ok(&["nim", "value", "1 2 4"]), "*7\n");
    assert_eq!(ok(&["nim", "value", "2, 3"]), "*\n");
    assert_eq!(ok(&["nim", "value", "3 5"]), "*6\n");
    assert_eq!(ok(&["nim", "value", ""]), "0\n");
    let huge = "340282366920938463463374607431768211456"; // 2^128
    assert_eq!(
        ok(&["nim", "value", &format!("{huge} 1")]),
        format!("*340282366920938463463374607431768211457\n")
    );
    let output = gamebird(&["nim", "value", "-"], "1 3\n5 7\n");
    assert_eq!(stdout(&output), "0\n");
}

#[test]
fn value_in_misere_play_says_who_wins() {
    assert_eq!(
        ok(&["nim", "value", "1 3 5 7", "--misere"]),
        "the second player wins\n"
    );
    assert_eq!(
        ok(&["nim", "value", "1 1", "--misere"]),
        "the first player wins\n"
    );
    assert_eq!(
        ok(&["nim", "value", "1 1 1", "--misere"]),
        "the second player wins\n"
    );
    assert_eq!(ok(&["nim", "value", "1 1 1"]), "*\n");
}

#[test]
fn moves() {
    assert_eq!(
        ok(&["nim", "moves", "2 3 5 7"]),
        "pile 1: 2 -> 1\npile 2: 3 -> 0\npile 4: 7 -> 4\n"
    );
    assert_eq!(ok(&["nim", "moves", "3 4 5"]), "pile 1: 3 -> 1\n");
    assert_eq!(
        ok(&["nim", "moves", "1 3 5 7"]),
        "No winning move: the position is balanced (nim-sum 0), so the player to move loses against best play.\n"
    );
    assert_eq!(
        ok(&["nim", "moves", "0 0"]),
        "No move: there are no blocks, so the player to move has lost.\n"
    );
}

#[test]
fn moves_in_misere_play() {
    // One pile of two or more: leave an odd number of single blocks.
    assert_eq!(
        ok(&["nim", "moves", "1 1 5", "--misere"]),
        "pile 3: 5 -> 1\n"
    );
    assert_eq!(ok(&["nim", "moves", "1 1 5"]), "pile 3: 5 -> 0\n");
    // Only single blocks, an even number of them: take any.
    assert_eq!(
        ok(&["nim", "moves", "1 0 1", "--misere"]),
        "pile 1: 1 -> 0\npile 3: 1 -> 0\n"
    );
    // Two piles of two or more: as in normal play.
    assert_eq!(
        ok(&["nim", "moves", "2 3 5 7", "--misere"]),
        ok(&["nim", "moves", "2 3 5 7"])
    );
    assert_eq!(
        ok(&["nim", "moves", "1 1 1", "--misere"]),
        "No winning move: in misère play the player to move loses against best play.\n"
    );
    assert_eq!(
        ok(&["nim", "moves", "", "--misere"]),
        "No move: there are no blocks, so in misère play the player to move has won.\n"
    );
}

#[test]
fn svg() {
    let picture = ok(&["nim", "svg", "1 3 5 7"]);
    assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
    assert_eq!(picture.matches("<rect").count(), 16);
    let picture = ok(&["nim", "svg", "1 3 5 7", "--substacks"]);
    assert!(picture.contains("balanced: every size pairs off"));
}

#[test]
fn errors_are_one_line_with_status_two() {
    assert_eq!(
        fails(&["nim", "value", "1 x"]),
        "error: column 3: expected a pile height (a whole number), found 'x'"
    );
    assert_eq!(
        fails(&["nim", "moves", "1,,2"]),
        "error: column 3: expected a pile height before ','"
    );
    assert_eq!(
        fails(&["nim"]),
        "error: 'gamebird nim' needs a command: value, moves, play or svg"
    );
    assert_eq!(
        fails(&["nim", "best", "1"]),
        "error: unknown command 'best' for 'gamebird nim'; try 'gamebird nim --help'"
    );
    assert_eq!(
        fails(&["nim", "value"]),
        "error: 'gamebird nim value' needs a position, like \"1 3 5 7\""
    );
    assert_eq!(
        fails(&["nim", "value", "1", "2"]),
        "error: unexpected argument '2' for 'gamebird nim value' (quote an argument that has spaces)"
    );
    assert_eq!(
        fails(&["nim", "svg", "1", "--misere"]),
        "error: unknown option '--misere' for 'gamebird nim svg'; try 'gamebird nim svg --help'"
    );
    assert_eq!(
        fails(&["nim", "moves", "1", "--misere=yes"]),
        "error: --misere takes no value"
    );
    assert!(fails(&["nim", "play", "1", "--side", "up"]).starts_with("error: --side: "));
    assert!(fails(&["nim", "play", "1", "--first", "you"]).starts_with("error: --first: "));
    assert!(fails(&["nim", "play", "-"]).contains("give the position as an argument"));
    assert!(fails(&["nim", "play", "0 0", "--misere"]).contains("needs at least one block"));
    let huge = "9".repeat(100_001);
    assert_eq!(
        fails(&["nim", "value", &huge]),
        "error: column 1: a pile height of 100001 digits is more than the 100000 allowed"
    );
    let output = gamebird(&["nim", "value", "-"], "1 2\n3 -4");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        "error: line 2, column 3: expected a pile height (a whole number), found '-4'\n"
    );
}

#[test]
fn help_at_every_level() {
    assert!(ok(&["--help"]).contains("\n  nim "));
    let game_help = ok(&["nim", "--help"]);
    assert!(game_help.starts_with("gamebird nim: Nim, piles of blocks."));
    for command in ["value", "moves", "play", "svg"] {
        assert!(game_help.contains(&format!("  {command} ")), "{command}");
        let help = ok(&["nim", command, "--help"]);
        assert!(
            help.starts_with(&format!("Usage: gamebird nim {command}")),
            "{help}"
        );
        assert_eq!(help, ok(&["nim", command, "-h"]));
    }
    assert!(ok(&["nim", "value", "--help"]).contains("--misere"));
}

#[test]
fn the_reader_loses_a_balanced_start() {
    // 1 2 3 is balanced: whoever starts loses. The reader starts, and types a few wrong things.
    transcript(
        &["nim", "play", "1 2 3"],
        "left\nme\n3 9\n0 1\nfoo\nhint\n3 all\n1 1\n",
        &[
            "You play Left; the computer plays Right.",
            "pile 3  3  ■■■",
            "nim-sum 0: balanced, so whoever moves next loses",
            "You can't: pile 3 has only 3 blocks.",
            "The pile should be a number from 1 up, not \"0\".",
            "Type a pile and how many blocks to take, like `2 3` (not \"foo\").",
            "Hint: take 1 block from pile 3 (3 -> 2).",
            "You take all 3 blocks of pile 3.",
            "The computer (Right) takes 1 block from pile 2 (2 -> 1).",
            "You take the single block of pile 1.",
            "The computer (Right) takes the single block of pile 2.",
            "no blocks left",
            "Left cannot move, so Right wins. The computer wins.",
        ],
    );
}

#[test]
fn the_reader_wins_by_balancing() {
    // 3 5 is unbalanced: the reader balances it to 3 3 and then copies the computer.
    transcript(
        &["nim", "play", "3 5", "--side", "right", "--first", "me"],
        "2 2\n2 1\n2 -> 1\n2 1\n",
        &[
            "You play Right; the computer plays Left.",
            "You take 2 blocks from pile 2 (5 -> 3).",
            "The computer (Left) takes 1 block from pile 1 (3 -> 2).",
            "The computer (Left) takes the single block of pile 1.",
            "Left cannot move, so Right wins. You win!",
        ],
    );
}

#[test]
fn a_misere_game() {
    // In misère play a single pile of 3 is won by leaving one block for the opponent.
    transcript(
        &[
            "nim", "play", "3", "--misere", "--side", "left", "--first", "me",
        ],
        "hint\n1 2\n",
        &[
            "Misère play: whoever takes the last block loses.",
            "misère play, nim-sum 3: whoever moves next can win",
            "Hint: take 2 blocks from pile 1 (3 -> 1).",
            "You take 2 blocks from pile 1 (3 -> 1).",
            "one block left: whoever moves next must take it, and so loses",
            "The computer (Right) takes the single block of pile 1.",
            "no blocks left: in misère play whoever took the last block has lost",
            "Left cannot move, in misère play that means Left wins. You win!",
        ],
    );
    // The computer, with 1 1 5 to move, leaves an odd number of single blocks: 1 1 1.
    transcript(
        &[
            "nim", "play", "1 1 5", "--misere", "--side", "left", "--first", "computer",
        ],
        "1 1\n3 1\n",
        &[
            "The computer (Right) takes 4 blocks from pile 3 (5 -> 1).",
            "You take the single block of pile 1.",
            "The computer (Right) takes the single block of pile 2.",
            "You take the single block of pile 3.",
            "Right cannot move, in misère play that means Right wins. The computer wins.",
        ],
    );
}

#[test]
fn the_end_of_input_quits_cleanly() {
    for input in ["", "left\n", "left\nme\n", "left\nme\n1 9\n"] {
        quits_cleanly(&["nim", "play", "1 2"], input);
    }
    let args = ["nim", "play", "1 2", "--side=right", "--first=me"];
    quits_cleanly(&args, "quit\n");
}
