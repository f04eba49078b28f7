//! `gamebird nim`, on whole-number heights and ordinal ones: what the book's transcripts
//! (tests/book.rs) do not show.

mod common;

use common::{fails, fails_with_input, gamebird, ok, quits_cleanly, stdout, transcript};

#[test]
fn ordinal_heights_from_standard_input_too() {
    let output = gamebird(&["nim", "value", "-"], "w, 1\n");
    assert!(output.status.success(), "{output:?}");
    assert_eq!(stdout(&output), "*(ω+1)\n");
    let output = gamebird(
        &["nim", "moves", "-"],
        "1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1",
    );
    assert_eq!(stdout(&output), "pile 5: ω₁ -> ε₀+ω^(ω+3)+ω^ω·2+ω·4\n");
    let big = "7 ".repeat(100_001);
    let output = gamebird(&["nim", "value", "-"], &big);
    assert_eq!(stdout(&output), "*7\n");
}

#[test]
fn no_winning_move() {
    assert_eq!(
        ok(&["nim", "moves", "1 2 3"]),
        "No winning move: the position is balanced (nim-sum 0), so the player to move loses against best play.\n"
    );
    assert_eq!(
        ok(&["nim", "moves", "w, w"]),
        "No winning move: the position is balanced (every power of two pairs off), so the player to move loses against best play.\n"
    );
    assert_eq!(
        ok(&["nim", "value", "1 1 5", "--misere"]),
        "the first player wins\n"
    );
}

#[test]
fn pictures_and_their_limit() {
    let svg = ok(&["nim", "svg", "1 3 5 7", "--substacks"]);
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
    let svg = ok(&["nim", "svg", "1, w+3"]);
    assert!(svg.starts_with("<svg"));
    let many = "1 ".repeat(10_001);
    let error = fails(&["nim", "svg", &many]);
    assert!(
        error.starts_with("error: a picture of 10001 piles is more than --max 10000"),
        "{error}"
    );
    assert!(ok(&["nim", "svg", &many, "--max", "20000"]).contains("<svg"));
    let error = fails(&["nim", "svg", "w*1023, 1", "--max", "10"]);
    assert!(
        error.starts_with("error: a picture of 11 base-2 digits is more than --max 10"),
        "{error}"
    );
    assert!(ok(&["nim", "svg", "--help"]).contains("--max <MAX>"));
}

#[test]
fn mistakes() {
    assert_eq!(
        fails(&["nim", "value", "1 x"]),
        "error: column 3: expected a pile height (a whole number), found 'x'"
    );
    assert_eq!(
        fails_with_input(&["nim", "value", "-"], "1 2\n3 -4"),
        "error: line 2, column 3: expected a pile height (a whole number), found '-4'"
    );
    assert!(fails(&["nim", "play", "0 0", "--misere"]).contains("needs at least one block"));
    assert!(fails(&["nim", "play", "-"]).contains("give the position as an argument"));
    assert!(
        fails(&["nim", "svg", "1", "--misere"])
            .starts_with("error: unexpected argument '--misere'")
    );
    let huge = "9".repeat(100_001);
    assert_eq!(
        fails(&["nim", "value", &huge]),
        "error: column 1: a pile height of 100001 digits is more than the 100000 allowed"
    );
}

#[test]
fn the_reader_loses_a_balanced_start() {
    // 1 2 3 is balanced: whoever starts loses. The reader starts, and types a few wrong things.
    transcript(
        &["nim", "play", "1 2 3"],
        "me\n2 9\n-1 1\nfoo\nhint\n2 all\n0 1\n",
        &[
            "Who moves first? [me/computer]",
            "pile 2  3  ■■■",
            "nim-sum 0: balanced, so whoever moves next loses",
            "You can't: pile 2 has only 3 blocks.",
            "The pile should be a number from 0 up, not '-1'.",
            "(not 'foo').",
            "Hint: every move loses against best play; take 1 block from pile 2 (3 -> 2), and hope for a mistake.",
            "You take all 3 blocks of pile 2.",
            "The computer takes 1 block from pile 1 (2 -> 1).",
            "You take the single block of pile 0.",
            "The computer takes the single block of pile 1.",
            "no blocks left",
            "You cannot move, and so lose. The computer wins.",
        ],
    );
}

#[test]
fn the_reader_wins_by_balancing() {
    // 3 5 is unbalanced: the reader balances it to 3 3 and then copies the computer.
    let output = transcript(
        &["nim", "play", "3 5", "--first", "me"],
        "hint\n1 2\n1 1\n1 -> 1\n1 1\n",
        &[
            "Hint: take 2 blocks from pile 1 (5 -> 3).",
            "You take 2 blocks from pile 1 (5 -> 3).",
            "The computer takes 1 block from pile 0 (3 -> 2).",
            "The computer cannot move, and so loses. You win!",
        ],
    );
    assert!(
        !output.contains("Left") && !output.contains("Right"),
        "{output}"
    );
}

#[test]
fn a_misere_game() {
    transcript(
        &["nim", "play", "3", "--misere", "--first", "me"],
        "hint\n0 2\n",
        &[
            "Misère play: whoever takes the last block loses.",
            "Hint: take 2 blocks from pile 0 (3 -> 1).",
            "one block left: whoever moves next must take it, and so loses",
            "The computer takes the single block of pile 0.",
            "You cannot move: in misère play, that wins. You win!",
        ],
    );
}

#[test]
fn transfinite_games() {
    transcript(
        &[
            "nim",
            "play",
            "1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1",
            "--first",
            "me",
        ],
        "hint\n5 -> e0+w^(w+3)+w^w*2+w*4\nquit\n",
        &[
            "Hint: take ω₁ blocks from pile 5 (ω₁ -> ε₀+ω^(ω+3)+ω^ω·2+ω·4).",
            "You take ω₁ blocks from pile 5 (ω₁ -> ε₀+ω^(ω+3)+ω^ω·2+ω·4).",
            "nim-sum 0: balanced, so whoever moves next loses",
        ],
    );
    transcript(
        &["nim", "play", "w, 1", "--first", "computer"],
        "0 1\n",
        &[
            "The computer takes ω blocks from pile 0 (ω -> 1).",
            "pile 0  1  = 2⁰",
        ],
    );
}

#[test]
fn the_end_of_input_quits_cleanly() {
    for input in ["", "me\n", "me\n0 9\n"] {
        quits_cleanly(&["nim", "play", "1 2"], input);
    }
    quits_cleanly(&["nim", "play", "1 2", "--first=me"], "quit\n");
}

#[test]
fn ordinal_heights_over_several_lines_are_placed_by_line() {
    assert_eq!(
        fails_with_input(&["nim", "value", "-"], "1, w\n2, 3\n"),
        "error: line 2, column 1: expected '+', '*', '^', ')' or the end, found '2'"
    );
    assert_eq!(
        fails_with_input(&["nim", "value", "-"], "1, 2,\nw\n5\n"),
        "error: line 3, column 1: expected '+', '*', '^', ')' or the end, found '5'"
    );
}

#[test]
fn numbers_too_large_for_a_pile_name_none() {
    let typed = format!("{} 1\n0 {}\nquit\n", "9".repeat(30), "9".repeat(200_000));
    let output = gamebird(&["nim", "play", "1 2 3", "--first", "me"], &typed);
    let shown = stdout(&output);
    assert!(
        shown.contains(&format!("There is no pile '{}'.", "9".repeat(30))),
        "{shown}"
    );
    assert!(
        shown.contains(&format!(
            "'{}…' blocks is more than any pile here.",
            "9".repeat(40)
        )),
        "{shown}"
    );
}
