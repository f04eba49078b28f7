//! `gamebird ordinal`, and `gamebird nim` on piles of ordinal height, run as a reader runs them.

mod common;

use common::*;

const CHALLENGE: &str = "1, w+3, w^w+5, w^(w+3)+w^w*3+w*5+7, e0, w1";

#[test]
fn normal_form_and_base_two() {
    assert_eq!(ok(&["ordinal", "w^w*3"]), "ω^ω·3\n= 2^(ω²+1)+2^(ω²)\n");
    assert_eq!(
        ok(&["ordinal", "w^w*3", "--ascii"]),
        "w^w*3\n= 2^(w^2+1)+2^(w^2)\n"
    );
    assert_eq!(ok(&["ordinal", "w+3"]), "ω+3\n= 2^ω+2¹+2⁰\n");
    assert_eq!(
        ok(&["ordinal", "w*5 + 7"]),
        "ω·5+7\n= 2^(ω+2)+2^ω+2²+2¹+2⁰\n"
    );
    assert_eq!(ok(&["ordinal", "ε₀"]), "ε₀\n= 2^ε₀\n");
    assert_eq!(ok(&["ordinal", "w1", "--ascii"]), "w1\n= 2^w1\n");
    assert_eq!(ok(&["ordinal", "0"]), "0\n= 0\n");
    // Ordinal arithmetic: 1+ω = ω, 2·ω = ω, 2^ω = ω.
    assert_eq!(ok(&["ordinal", "1+w"]), "ω\n= 2^ω\n");
    assert_eq!(ok(&["ordinal", "2*w"]), "ω\n= 2^ω\n");
    assert_eq!(ok(&["ordinal", "w*2"]), "ω·2\n= 2^(ω+1)\n");
    assert_eq!(ok(&["ordinal", "2^w"]), "ω\n= 2^ω\n");
    let output = gamebird(&["ordinal", "-"], "w^w + 5\n");
    assert_eq!(stdout(&output), "ω^ω+5\n= 2^(ω²)+2²+2⁰\n");
}

#[test]
fn ordinal_mistakes() {
    assert_eq!(
        fails(&["ordinal", "(w+"]),
        "error: column 4: expected an ordinal term, found end of input"
    );
    assert_eq!(
        fails(&["ordinal", "w + x"]),
        "error: column 5: unexpected character 'x'"
    );
    assert_eq!(
        fails(&["ordinal"]),
        "error: 'gamebird ordinal' needs an ordinal expression, like \"w^w*3\""
    );
    assert!(fails(&["ordinal", "w", "+", "1"]).contains("quote an argument that has spaces"));
    assert!(fails(&["ordinal", "w", "--bogus"]).starts_with("error: unknown option '--bogus'"));
    assert!(fails(&["ordinal", "9^9^9"]).starts_with("error: column "));
}

#[test]
fn the_challenge() {
    assert_eq!(
        ok(&["nim", "moves", CHALLENGE]),
        "pile 6: ω₁ -> ε₀+ω^(ω+3)+ω^ω·2+ω·4\n"
    );
    assert_eq!(
        ok(&["nim", "value", CHALLENGE]),
        "*(ω₁+ε₀+ω^(ω+3)+ω^ω·2+ω·4)\n"
    );
    let after = "1, ω+3, ω^ω+5, ω^(ω+3)+ω^ω·3+ω·5+7, ε₀, ε₀+ω^(ω+3)+ω^ω·2+ω·4";
    assert_eq!(ok(&["nim", "value", after]), "0\n");
    assert!(ok(&["nim", "moves", after]).starts_with("No winning move: the position is balanced"));
}

#[test]
fn values_are_nimbers() {
    assert_eq!(ok(&["nim", "value", "w"]), "*ω\n");
    assert_eq!(ok(&["nim", "value", "w, 1"]), "*(ω+1)\n");
    assert_eq!(ok(&["nim", "value", "w, w"]), "0\n");
    assert_eq!(ok(&["nim", "value", "w+3, w*5+7"]), "*(ω·4+4)\n");
    assert_eq!(ok(&["nim", "value", "w^2, 3, 1"]), "*(ω²+2)\n");
    // Ordinal notation with finite values is still Nim.
    assert_eq!(ok(&["nim", "value", "2^2, 1+2"]), "*7\n");
    // Finite positions are left to finite Nim.
    assert_eq!(ok(&["nim", "value", "3, 5"]), "*6\n");
}

#[test]
fn moves_and_misere_play() {
    assert_eq!(ok(&["nim", "moves", "w, w*2, 3"]), "pile 2: ω·2 -> ω+3\n");
    assert_eq!(
        ok(&["nim", "moves", "w, w+1, w+1"]),
        "pile 1: ω -> 0\npile 2: ω+1 -> 1\npile 3: ω+1 -> 1\n"
    );
    assert_eq!(
        ok(&["nim", "moves", "1, 1, w", "--misere"]),
        "pile 3: ω -> 1\n"
    );
    assert_eq!(ok(&["nim", "moves", "1, 1, w"]), "pile 3: ω -> 0\n");
    assert_eq!(
        ok(&["nim", "value", "w, w", "--misere"]),
        "the second player wins\n"
    );
    assert_eq!(
        ok(&["nim", "value", "e0", "--misere"]),
        "the first player wins\n"
    );
}

#[test]
fn picture() {
    let picture = ok(&["nim", "svg", CHALLENGE]);
    assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
    assert!(picture.contains("nim-sum"));
}

#[test]
fn nim_mistakes() {
    assert_eq!(
        fails(&["nim", "value", "1, w+"]),
        "error: column 6: expected an ordinal term, found end of input"
    );
    assert_eq!(
        fails(&["nim", "moves", "w, (e0"]),
        "error: column 4: '(' is never closed"
    );
    assert_eq!(
        fails(&["nim", "value", "w + 1 3"]),
        "error: column 3: expected an ordinal term, found '+' \
         (without commas, spaces separate the heights: write `w + 1, 3`)"
    );
    // Positions without ordinal notation keep finite Nim's messages.
    assert_eq!(
        fails(&["nim", "value", "1 x"]),
        "error: column 3: expected a pile height (a whole number), found 'x'"
    );
    assert!(fails(&["nim", "play", "w, w", "--side", "up"]).starts_with("error: --side: "));
    assert!(fails(&["nim", "play", "0, w^0*0", "--misere"]).contains("needs at least one block"));
}

#[test]
fn help_at_every_level() {
    assert!(ok(&["--help"]).contains("\n  ordinal "));
    let help = ok(&["ordinal", "--help"]);
    assert!(help.starts_with("Usage: gamebird ordinal <expression> [--ascii]"));
    assert_eq!(help, ok(&["ordinal", "-h"]));
    assert!(ok(&["nim", "--help"]).contains("transfinite Nim"));
}

#[test]
fn the_reader_solves_the_challenge() {
    transcript(
        &["nim", "play", CHALLENGE, "--side", "left", "--first", "me"],
        "hint\n6 -> e0 + w^(w+3) + w^w*2 + w*4\n",
        &[
            "pile 6  ω₁                   = 2^ω₁",
            "nim-sum ω₁+ε₀+ω^(ω+3)+ω^ω·2+ω·4: unbalanced, so whoever moves next can win",
            "Hint: take ω₁ blocks from pile 6 (ω₁ -> ε₀+ω^(ω+3)+ω^ω·2+ω·4).",
            "You take ω₁ blocks from pile 6 (ω₁ -> ε₀+ω^(ω+3)+ω^ω·2+ω·4).",
            "nim-sum 0: balanced, so whoever moves next loses",
            "The computer (Right) takes the single block of pile 1.",
        ],
    );
}

#[test]
fn a_short_game_to_the_end() {
    // ω against ω+1: the computer, starting, balances by taking the top block of pile 2; the
    // reader empties pile 1 and the computer copies.
    transcript(
        &[
            "nim", "play", "w, w+1", "--side", "right", "--first", "computer",
        ],
        "1 -> 0\n",
        &[
            "The computer (Left) takes 1 block from pile 2 (ω+1 -> ω).",
            "You take all ω blocks of pile 1.",
            "The computer (Left) takes all ω blocks of pile 2.",
            "Right cannot move, so Left wins. The computer wins.",
        ],
    );
}

#[test]
fn a_misere_game() {
    // ω, 1, 1 in misère play: the reader leaves one block in the ω pile, three single blocks in
    // all, and the computer is left with the last.
    transcript(
        &[
            "nim", "play", "w, 1, 1", "--misere", "--side", "left", "--first", "me",
        ],
        "1 -> 1\n2 all\n",
        &[
            "Misère play: whoever takes the last block loses.",
            "misère play, nim-sum ω: whoever moves next can win",
            "You take ω blocks from pile 1 (ω -> 1).",
            "one block left: whoever moves next must take it, and so loses",
            "The computer (Right) takes the single block of pile 3.",
            "Left cannot move, in misère play that means Left wins. You win!",
        ],
    );
}
