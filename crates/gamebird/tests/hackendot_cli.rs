//! `gamebird hackendot`, run as a reader runs it.

mod common;

use common::*;

#[test]
fn values_print_as_cgsuite_writes_nimbers() {
    let cases = [
        ("((())(()))", "*"),
        ("(((((())())))(()))", "*5"),
        ("((((()))))", "*5"),
        ("(()) (())", "0"),
        ("((())(())) ((()))", "*2"),
        ("()", "*"),
        ("", "0"),
        // The same spider as a parent array: word i is node i's parent.
        ("- 0 1 0 3", "*"),
        ("-1 0 0", "*2"),
        ("- -", "0"),
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
    let parents: Vec<String> = (0..1_000_000)
        .map(|node| match node {
            0 => "-".to_string(),
            node => (node - 1).to_string(),
        })
        .collect();
    let output = gamebird(&["hackendot", "value", "-"], &parents.join(" "));
    assert!(output.status.success(), "{:?}", output.status);
    assert_eq!(stdout(&output), "*1000000\n");
    let unclosed = "(".repeat(1_000_000);
    assert_eq!(
        fails_with_input(&["hackendot", "value", "-"], &unclosed),
        "error: column 1000001: unclosed '(' opened at column 1"
    );
}

#[test]
fn contractions_step_by_step() {
    assert_eq!(
        ok(&["hackendot", "contract", "((())(()))"]),
        "L^0 = (w(b(w))(b(w))): 1 white root, bit 0 is 1\n\
         L^1 = (w) (w): 2 white roots, bit 1 is 0\n\
         nim value * (binary 1)\n"
    );
    assert_eq!(
        ok(&["hackendot", "contract", "(((((())())))(()))"]),
        "L^0 = (w(b(w(b(b(w))(w))))(b(w))): 1 white root, bit 0 is 1\n\
         L^1 = (w(b(w))) (w): 2 white roots, bit 1 is 0\n\
         L^2 = (w): 1 white root, bit 2 is 1\n\
         nim value *5 (binary 101)\n"
    );
    assert_eq!(
        ok(&["hackendot", "contract", ""]),
        "nim value 0 (binary 0)\n"
    );
}

#[test]
fn best_moves() {
    assert_eq!(
        ok(&["hackendot", "best", "(((((())())))(()))"]),
        "Take node 7 and its path to the root: nodes 7, 4, 3, 2, 1.\n\
         That leaves (()) (()) = 0: whoever moves next loses.\n"
    );
    assert_eq!(
        ok(&["hackendot", "best", "((())(()))"]),
        "Take node 1, a root.\nThat leaves (()) (()) = 0: whoever moves next loses.\n"
    );
    assert_eq!(
        ok(&["hackendot", "best", "()"]),
        "Take node 1, a root.\nThat leaves no nodes = 0: whoever moves next loses.\n"
    );
    assert_eq!(
        ok(&["hackendot", "best", "(()) (())"]),
        "No move wins: the forest is worth 0, so whoever moves next loses.\n"
    );
    assert_eq!(
        ok(&["hackendot", "best", ""]),
        "There is no node left: whoever is to move has lost.\n"
    );
}

#[test]
fn pictures() {
    let plain = ok(&["hackendot", "svg", "((())(()))"]);
    assert!(plain.starts_with("<?xml") && plain.ends_with("</svg>\n"));
    assert_eq!(plain.matches("<circle").count(), 5);
    assert!(!plain.contains("fill=\"black\""));
    let coloured = ok(&["hackendot", "svg", "((())(()))", "--coloured"]);
    assert_eq!(coloured.matches("fill=\"black\"").count(), 2);
    let steps = ok(&["hackendot", "svg", "((())(()))", "--contractions"]);
    assert_eq!(steps.matches("<circle").count(), 7);
    assert!(steps.contains("nim value * (binary 1)"));
}

#[test]
fn errors_are_one_line_with_status_two() {
    let cases = [
        (
            vec!["hackendot", "value", "(()))"],
            "error: column 5: unmatched ')'",
        ),
        (
            vec!["hackendot", "value", "(()(x))"],
            "error: column 5: unexpected character 'x': expected '(', ')' or a space",
        ),
        (
            vec!["hackendot", "contract", "((()"],
            "error: column 5: unclosed '(' opened at column 1",
        ),
        (
            vec!["hackendot", "value", "- 2 1"],
            "error: column 3: node 1 is its own ancestor: 1 → 2 → 1",
        ),
        (
            vec!["hackendot", "best", "- 0 7"],
            "error: column 5: node 2's parent 7 is out of range: the nodes are 0 to 2",
        ),
        (
            vec!["hackendot", "svg", "- 0 x"],
            "error: column 5: expected a parent's node number or '-', found \"x\"",
        ),
        (
            vec!["hackendot"],
            "error: 'gamebird hackendot' needs a command: value, contract, best, play or svg",
        ),
        (
            vec!["hackendot", "prune"],
            "error: unknown command 'prune' for 'gamebird hackendot'; try 'gamebird hackendot --help'",
        ),
        (
            vec!["hackendot", "value"],
            "error: 'gamebird hackendot value' needs a forest, like \"((())(()))\"",
        ),
        (
            vec!["hackendot", "value", "()", "()"],
            "error: unexpected argument '()' for 'gamebird hackendot value' (quote an argument that has spaces)",
        ),
        (
            vec!["hackendot", "svg", "()", "--colored"],
            "error: unknown option '--colored' for 'gamebird hackendot svg'; try 'gamebird hackendot svg --help'",
        ),
        (
            vec!["hackendot", "play", "()", "--side", "up"],
            "error: --side: unknown player \"up\": expected `left` or `right`",
        ),
        (
            vec!["hackendot", "play", "()", "--first", "you"],
            "error: --first: expected `me` or `computer`, not \"you\"",
        ),
        (
            vec!["hackendot", "play", "-"],
            "error: 'play' reads moves from standard input: give the forest as an argument",
        ),
        (
            vec!["hackendot", "play", "(()"],
            "error: column 4: unclosed '(' opened at column 1",
        ),
    ];
    for (args, message) in cases {
        assert_eq!(fails(&args), message, "{args:?}");
    }
}

#[test]
fn help_at_every_level() {
    assert!(ok(&["--help"]).contains("  hackendot "));
    let game_help = ok(&["hackendot", "--help"]);
    assert!(game_help.starts_with("gamebird hackendot: "));
    for command in ["value", "contract", "best", "play", "svg"] {
        assert!(game_help.contains(&format!("  {command} ")), "{command}");
        let help = ok(&["hackendot", command, "--help"]);
        assert!(
            help.starts_with(&format!("Usage: gamebird hackendot {command}")),
            "{help}"
        );
        assert_eq!(help, ok(&["hackendot", command, "-h"]));
    }
}

#[test]
fn the_reader_wins_a_game() {
    // The spider is worth *, so the first player wins: the reader deletes the root, leaving
    // (()) (()) = 0, and answers every move in one leg with the same move in the other.
    let args = ["hackendot", "play", "((())(()))", "--first", "me"];
    let output = gamebird(&args, "1\n4\n5\n");
    assert!(output.status.success(), "{output:?}");
    let transcript = stdout(&output);
    let expected = [
        "You play Left; the computer plays Right.",
        "Type a move as the number of the node to delete, like `3`, `hint` for advice, or `quit`.",
        "",
        "1",
        "├── 2 ── 3",
        "└── 4 ── 5",
        "nim value *: whoever moves next wins",
        "Your move (Left): You take node 1, a root.",
        "",
        "2 ── 3",
        "4 ── 5",
        "nim value 0: whoever moves next loses",
        "The computer (Right) takes node 2, a root.",
        "",
        "3",
        "4 ── 5",
        "nim value *3: whoever moves next wins",
        "Your move (Left): You take node 4, a root.",
    ];
    let lines: Vec<&str> = transcript.lines().collect();
    assert_eq!(lines[..expected.len()], expected);
    assert!(
        transcript.contains("Right cannot move, so Left wins. You win!"),
        "{transcript}"
    );
}

#[test]
fn the_reader_loses_a_game() {
    // (()) (()) is worth 0: whoever starts loses. The reader starts, types a few wrong things
    // on the way, and asks for a hint.
    let args = ["hackendot", "play", "(()) (())", "--first", "me"];
    let expected = [
        "1 ── 2\n3 ── 4\nnim value 0: whoever moves next loses",
        "Type a node's number from 1 up, like `3` (not \"0\").",
        "There is no node 9.",
        "Type a node's number from 1 up, like `3` (not \"x\").",
        "Hint: take node 1, a root.",
        "You take node 2 and its path to the root: nodes 2, 1.",
        "The computer (Right) takes node 4 and its path to the root: nodes 4, 3.",
        "Left cannot move, so Right wins. The computer wins.",
    ];
    let transcript = transcript(&args, "0\n9\nx\nhint\n2\n1\n", &expected);
    assert!(!transcript.contains("Node 1 has already been deleted."));
}

#[test]
fn the_computer_starts_and_wins_on_a_big_tree() {
    // A path of 5 000 nodes is a Nim heap of 5 000: the computer takes it all at once.
    let path = "(".repeat(5_000) + &")".repeat(5_000);
    let args = ["hackendot", "play", &path, "--first", "computer"];
    let output = gamebird(&args, "");
    assert!(output.status.success(), "{output:?}");
    let transcript = stdout(&output);
    assert!(
        transcript.contains("(5000 nodes in one tree: too many to draw; numbered 1 to 5000)"),
        "{transcript}"
    );
    assert!(transcript.contains(
        "The computer (Right) takes node 5000 and its path to the root, 5000 nodes in all."
    ));
    assert!(transcript.contains("Left cannot move, so Right wins. The computer wins."));
}

#[test]
fn the_end_of_input_quits_cleanly() {
    for input in ["", "me\n", "me\n7\n"] {
        quits_cleanly(&["hackendot", "play", "((()))"], input);
    }
    quits_cleanly(&["hackendot", "play", "()", "--first", "me"], "quit\n");
}

#[test]
fn deleted_nodes_are_named_as_such() {
    // After the reader deletes node 3 (and node 1 with it), node 1 is gone.
    let args = ["hackendot", "play", "(()(()))", "--first", "me"];
    let output = gamebird(&args, "3\n1\n4\n");
    let transcript = stdout(&output);
    assert!(
        transcript.contains("Node 1 has already been deleted."),
        "{transcript}"
    );
}
