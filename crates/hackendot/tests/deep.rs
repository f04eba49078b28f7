//! A million nodes: nothing recurses as deep as the input, so the default 2 MiB test-thread stack
//! is enough for a path a million nodes deep.

use game::Nimber;
use hackendot::{Forest, Tree, contractions, nim_value, svg};

const MILLION: usize = 1_000_000;

#[test]
fn a_path_of_a_million_nodes_parses_prints_and_evaluates() {
    let text = format!("{}{}", "(".repeat(MILLION), ")".repeat(MILLION));
    let path: Tree = text.parse().unwrap();
    assert_eq!(path.len(), MILLION);
    assert_eq!(path.to_string(), text);
    assert_eq!(path.as_forest(), &Forest::path(MILLION));
    assert_eq!(nim_value(path.as_forest()), Nimber(MILLION as u64));
    assert_eq!(path.as_forest().canonical(), Forest::path(MILLION));
    let steps = contractions(path.as_forest());
    assert_eq!(steps.len(), 20); // 2^19 ≤ 1 000 000 < 2^20
    let worth: u64 = steps.iter().map(|step| step.worth()).sum();
    assert_eq!(worth, MILLION as u64);
    assert_eq!(
        path.as_forest().without_path_to(MILLION / 2),
        Forest::path(MILLION / 2 - 1)
    );
    let parents = path.as_forest().to_parents_string();
    assert_eq!(
        Forest::parse_parents(&parents).unwrap(),
        Forest::path(MILLION)
    );
    let unclosed = "(".repeat(MILLION);
    let error = unclosed.parse::<Forest>().unwrap_err().to_string();
    assert_eq!(error, "column 1000001: unclosed '(' opened at column 1");
}

#[test]
fn a_random_tree_of_a_million_nodes_evaluates() {
    // Node i's parent uniform in 0..i: a random recursive tree, shallow and bushy.
    let mut random = fastrand::Rng::with_seed(2024);
    let parents: Vec<Option<usize>> = (0..MILLION)
        .map(|node| (node > 0).then(|| random.usize(0..node)))
        .collect();
    let forest = Forest::from_parents(&parents).unwrap();
    assert_eq!(forest.tree_count(), 1);
    let value = nim_value(&forest);
    assert_ne!(value, Nimber(0));
    let worth: u64 = contractions(&forest).iter().map(|step| step.worth()).sum();
    assert_eq!(Nimber(worth), value);
    // The same tree written out and read back, in parentheses, has the same value.
    let again: Forest = forest.to_string().parse().unwrap();
    assert_eq!(again, forest);
    assert_eq!(nim_value(&forest.canonical()), value);
}

#[test]
fn pictures_of_deep_paths_do_not_recurse() {
    let picture = svg::forest(&Forest::path(100_000), svg::Style::Coloured);
    assert_eq!(picture.matches("<circle").count(), 100_000);
}
