//! The pen-and-paper exercises of `hackendot.md`.

use book_tests::pencil::answer;
use game::Nimber;
use hackendot::{BruteForce, Forest, contractions, moves::winning_moves, nim_value};

#[test]
fn exercise_10_5_a_path_of_six_nodes() {
    let text = answer("hackendot.md", "10.5");
    let path = Forest::path(6);
    assert_eq!(path.to_string(), "(((((())))))");
    text.contains("$ gamebird hackendot contract \"(((((())))))\"");
    let steps = contractions(&path);
    assert_eq!(steps.len(), 3);
    for step in &steps {
        text.says("a contraction", step);
    }
    let value = nim_value(&path);
    assert_eq!(value, Nimber(6));
    assert_eq!(BruteForce::new().nim_value(&path), value);
    text.says("the value", value).contains("$110$ in binary");
    // The contraction of the path of six is the path of three.
    assert_eq!(steps[1].forest, Forest::path(3));
}

#[test]
fn exercise_10_6_a_small_broom() {
    let text = answer("hackendot.md", "10.6");
    let broom: Forest = "((()()))".parse().unwrap();
    let value = nim_value(&broom);
    assert_eq!(BruteForce::new().nim_value(&broom), value);
    text.says("the value", value).contains("$11$ in binary");
    let lines: Vec<String> = contractions(&broom)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        lines,
        [
            "L^0 = (w(b(w)(w))): 1 white root, bit 0 is 1",
            "L^1 = (w): 1 white root, bit 1 is 1",
        ]
    );
    // The three kinds of move and their values.
    let mut brute = BruteForce::new();
    let after_root = broom.without_path_to(0);
    assert_eq!(after_root.to_string(), "(()())");
    assert_eq!(brute.nim_value(&after_root), Nimber(2));
    let after_middle = broom.without_path_to(1);
    assert_eq!(after_middle.to_string(), "() ()");
    assert_eq!(brute.nim_value(&after_middle), Nimber(0));
    let after_leaf = broom.without_path_to(2);
    assert_eq!(after_leaf.to_string(), "()");
    assert_eq!(brute.nim_value(&after_leaf), Nimber(1));
    text.contains("`(()())`")
        .contains("`() ()`")
        .says("the value after deleting the root", Nimber(2))
        .says("the value after deleting a leaf", Nimber(1))
        .contains("$\\{0, 1, 2\\}$");
    assert_eq!(winning_moves(&broom), [1]);
    text.contains("node 1 in preorder");
}
