//! Reading and writing forests: round trips and one-line errors with columns.

use hackendot::{Forest, ParseForestErrorKind, Tree, forests, trees};

fn error(text: &str) -> String {
    text.parse::<Forest>().unwrap_err().to_string()
}

fn parents_error(text: &str) -> String {
    Forest::parse_parents(text).unwrap_err().to_string()
}

#[test]
fn parentheses_round_trip() {
    for nodes in 0..=8 {
        for forest in forests(nodes) {
            let text = forest.to_string();
            assert_eq!(text.parse::<Forest>().unwrap(), forest);
            assert_eq!(Forest::parse(&text).unwrap(), forest);
        }
    }
    assert_eq!("".parse::<Forest>().unwrap(), Forest::new());
    assert_eq!(Forest::new().to_string(), "");
    let spaced: Forest = "  ( ( ) ( ) )\t( )\n".parse().unwrap();
    assert_eq!(spaced.to_string(), "(()()) ()");
    assert_eq!("(())()".parse::<Forest>().unwrap().to_string(), "(()) ()");
}

#[test]
fn parent_arrays_round_trip() {
    for nodes in 0..=8 {
        for forest in forests(nodes) {
            let text = forest.to_parents_string();
            assert_eq!(Forest::parse_parents(&text).unwrap(), forest, "{text}");
        }
    }
    let forest = Forest::parse_parents("-1 0 0 1 -").unwrap();
    assert_eq!(forest.to_string(), "((())()) ()");
    assert_eq!(forest.to_parents_string(), "- 0 1 0 -");
    assert_eq!(Forest::parse("- 0 0 1").unwrap().to_string(), "((())())");
    assert_eq!(Forest::parse("  ").unwrap(), Forest::new());
}

#[test]
fn parent_arrays_are_renumbered_in_preorder() {
    // Node 0's children are 2 and 3, and node 1 hangs from node 2.
    let forest = Forest::parse_parents("- 2 0 0").unwrap();
    assert_eq!(forest.to_string(), "((())())");
    assert_eq!(forest.to_parents_string(), "- 0 1 0");
}

#[test]
fn parentheses_errors_name_the_column() {
    assert_eq!(error("(()))"), "column 5: unmatched ')'");
    assert_eq!(error(")"), "column 1: unmatched ')'");
    assert_eq!(error("(()()("), "column 7: unclosed '(' opened at column 1");
    assert_eq!(error("() (()"), "column 7: unclosed '(' opened at column 4");
    assert_eq!(
        error("(()x)"),
        "column 4: unexpected character 'x': expected '(', ')' or a space"
    );
    // Columns count characters, not bytes.
    assert_eq!(
        error("(é)"),
        "column 2: unexpected character 'é': expected '(', ')' or a space"
    );
    assert_eq!(error("(é))"), error("(é)"));
    let parsed = "(()))".parse::<Forest>().unwrap_err();
    assert_eq!(parsed.column(), 5);
    assert_eq!(parsed.kind(), &ParseForestErrorKind::UnmatchedClose);
}

#[test]
fn parent_array_errors_name_the_column() {
    assert_eq!(
        parents_error("- 0 7 1"),
        "column 5: node 2's parent 7 is out of range: the nodes are 0 to 3"
    );
    assert_eq!(
        parents_error("- 99999999999999999999999"),
        "column 3: node 1's parent 99999999999999999999999 is out of range: the nodes are 0 to 1"
    );
    assert_eq!(
        parents_error("- 0 x"),
        "column 5: expected a parent's node number or '-', found \"x\""
    );
    assert_eq!(
        parents_error("- -2"),
        "column 3: expected a parent's node number or '-', found \"-2\""
    );
    assert_eq!(parents_error("-  1"), "column 4: node 1 is its own parent");
    assert_eq!(
        parents_error("- 3 1 2"),
        "column 3: node 1 is its own ancestor: 1 → 3 → 2 → 1"
    );
    assert_eq!(
        parents_error("- 0 4 2 3"),
        "column 5: node 2 is its own ancestor: 2 → 4 → 3 → 2"
    );
    // A node hanging below a cycle is not on it: the cycle is named.
    assert_eq!(
        parents_error("2 0 1 2"),
        "column 1: node 0 is its own ancestor: 0 → 2 → 1 → 0"
    );
}

#[test]
fn a_tree_is_exactly_one_tree() {
    let tree: Tree = "(()())".parse().unwrap();
    assert_eq!(tree.len(), 3);
    assert_eq!(
        "(()) ()".parse::<Tree>().unwrap_err().to_string(),
        "column 6: a second tree starts here: expected one tree"
    );
    assert_eq!(
        " ".parse::<Tree>().unwrap_err().to_string(),
        "column 1: expected a tree, found none"
    );
    assert_eq!(
        Tree::parse_parents("- 0 -").unwrap_err().to_string(),
        "column 5: a second tree starts here: expected one tree"
    );
    assert_eq!(Tree::parse_parents("- 0 0").unwrap().to_string(), "(()())");
}

#[test]
fn canonical_forms_identify_shapes() {
    let a: Forest = "(()(())) ((()))".parse().unwrap();
    let b: Forest = "((())) ((())())".parse().unwrap();
    assert_eq!(a.canonical(), b.canonical());
    assert_ne!(a, b);
    for nodes in 1..=9 {
        for tree in trees(nodes) {
            let canonical = tree.as_forest().canonical();
            assert_eq!(canonical.canonical(), canonical);
            // Reversing every node's children gives the same shape.
            let mirrored = mirror(tree.as_forest());
            assert_eq!(mirrored.canonical(), canonical, "{tree} vs {mirrored}");
        }
    }
}

/// The same forest with every list of children (and of trees) reversed.
fn mirror(forest: &Forest) -> Forest {
    let text: String = forest
        .to_string()
        .chars()
        .rev()
        .map(|c| match c {
            '(' => ')',
            ')' => '(',
            other => other,
        })
        .collect();
    text.parse().unwrap()
}

#[test]
fn text_of_several_lines_gets_line_and_column() {
    let cases = [
        ("(()())\n(()))", "line 2, column 5: unmatched ')'"),
        (
            "(())\n  (x)",
            "line 2, column 4: unexpected character 'x': expected '(', ')' or a space",
        ),
        (
            "(()) x\n()",
            "line 1, column 6: unexpected character 'x': expected '(', ')' or a space",
        ),
        (
            "()\n(()\n\n",
            "line 2, column 4: unclosed '(' opened at line 2, column 1",
        ),
        (
            "(\n()",
            "line 2, column 3: unclosed '(' opened at line 1, column 1",
        ),
        // A final line break does not make a second line.
        ("(()\n", "column 4: unclosed '(' opened at column 1"),
        ("(()) ()\n", ""),
    ];
    for (text, message) in cases {
        let result = Forest::parse(text).map_err(|error| error.to_string());
        assert_eq!(result.err().unwrap_or_default(), message, "{text:?}");
    }
    let parents = [
        (
            "- 0\n0 x",
            "line 2, column 3: expected a parent's node number or '-', found \"x\"",
        ),
        (
            "- 0 1\n5",
            "line 2, column 1: node 3's parent 5 is out of range: the nodes are 0 to 3",
        ),
        (
            "-\n2 1",
            "line 2, column 1: node 1 is its own ancestor: 1 → 2 → 1",
        ),
    ];
    for (text, message) in parents {
        assert_eq!(parents_error(text), message, "{text:?}");
    }
    let error = "(())\n(())".parse::<Tree>().unwrap_err();
    assert_eq!((error.line(), error.column()), (2, 1));
    assert_eq!(
        error.to_string(),
        "line 2, column 1: a second tree starts here: expected one tree"
    );
}

#[test]
fn control_characters_are_quoted_and_long_words_cut() {
    assert_eq!(
        error("()\u{0}"),
        r"column 3: unexpected character '\0': expected '(', ')' or a space"
    );
    assert_eq!(
        error("(\u{1b}[2J)"),
        r"column 2: unexpected character '\u{1b}': expected '(', ')' or a space"
    );
    assert_eq!(
        parents_error("- a\u{1b}b"),
        r#"column 3: expected a parent's node number or '-', found "a\u{1b}b""#
    );
    let long = format!("- {}", "x".repeat(1000));
    assert_eq!(
        parents_error(&long),
        format!(
            "column 3: expected a parent's node number or '-', found \"{}…\"",
            "x".repeat(40)
        )
    );
    let huge = format!("- {}", "9".repeat(1000));
    assert_eq!(
        parents_error(&huge),
        format!(
            "column 3: node 1's parent {}… is out of range: the nodes are 0 to 1",
            "9".repeat(40)
        )
    );
}

/// Whatever the text, the message is one line of modest length, at a place inside the text.
#[test]
fn messages_are_always_one_short_line() {
    let alphabet: Vec<char> = "()( ) -0123x\n\r\t\u{0}\u{1b}".chars().collect();
    let mut rng = fastrand::Rng::with_seed(7);
    for _ in 0..20_000 {
        let length = rng.usize(0..100);
        let text: String = (0..length)
            .map(|_| alphabet[rng.usize(..alphabet.len())])
            .collect();
        let errors = [Forest::parse(&text).err(), Tree::parse_parents(&text).err()];
        for error in errors.into_iter().flatten() {
            let message = error.to_string();
            assert!(
                !message.contains(['\n', '\r', '\u{0}', '\u{1b}']),
                "{text:?}: {message}"
            );
            assert!(message.chars().count() < 120, "{text:?}: {message}");
            let line = text.lines().nth(error.line() - 1).unwrap_or("");
            assert!(
                error.column() <= line.chars().count() + 1,
                "{text:?}: {message}"
            );
            let several = text.trim_end().contains('\n');
            assert_eq!(message.starts_with("line "), several, "{text:?}: {message}");
        }
    }
}
