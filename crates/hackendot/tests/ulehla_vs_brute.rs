//! Úlehla's method against brute force on every small tree and forest, and the source's facts.

use game::{Game, Nimber, Outcome, Player, Solver};
use hackendot::{BruteForce, Colour, Forest, colouring, contract, forests, nim_value, trees};

/// Every tree of up to this many nodes is checked (4 766 trees of 12 nodes, 7 813 in all).
const TREE_NODES: usize = 12;
/// Every forest of up to this many nodes is checked, as a whole position.
const FOREST_NODES: usize = 11;

/// Checks every tree of `1..=nodes` nodes and returns how many there were.
fn check_every_tree(nodes: usize) -> usize {
    let mut brute = BruteForce::new();
    let mut checked = 0;
    for nodes in 1..=nodes {
        for tree in trees(nodes) {
            let forest = tree.as_forest();
            assert_eq!(nim_value(forest), brute.nim_value(forest), "tree {tree}");
            checked += 1;
        }
    }
    checked
}

#[test]
fn ulehla_agrees_with_brute_force_on_every_tree() {
    assert_eq!(check_every_tree(TREE_NODES), 7_813);
}

/// Larger trees: up to 14 nodes (53 272 trees, about 3 s with `--release`), or up to
/// `HACKENDOT_TREE_NODES` nodes if set:
/// `HACKENDOT_TREE_NODES=16 cargo test -p hackendot --release -- --ignored larger`.
#[test]
#[ignore = "slow without --release"]
fn ulehla_agrees_with_brute_force_on_every_larger_tree() {
    let nodes = std::env::var("HACKENDOT_TREE_NODES").map_or(14, |n| n.parse().unwrap());
    let checked = check_every_tree(nodes);
    println!("checked {checked} trees of 1 to {nodes} nodes");
    if nodes == 14 {
        assert_eq!(checked, 7_813 + 12_486 + 32_973);
    }
}

#[test]
fn ulehla_agrees_with_brute_force_on_every_forest() {
    let mut brute = BruteForce::new();
    let mut checked = 0;
    for nodes in 0..=FOREST_NODES {
        for forest in forests(nodes) {
            let value = brute.nim_value(&forest);
            assert_eq!(nim_value(&forest), value, "forest {forest}");
            // A forest is the sum of its trees: its value is the nim-sum of theirs.
            let sum: Nimber = forest.trees().map(|tree| nim_value(tree.as_forest())).sum();
            assert_eq!(sum, value, "forest {forest}");
            checked += 1;
        }
    }
    assert_eq!(
        checked,
        1 + 1 + 2 + 4 + 9 + 20 + 48 + 115 + 286 + 719 + 1842 + 4766
    );
}

#[test]
fn brute_force_by_shape_agrees_with_the_plain_game_on_small_forests() {
    // The shape memo must not change any value: compare with the game's own ordered positions.
    let mut by_shape = BruteForce::new();
    let mut plain: Solver<Forest> = Solver::new();
    for nodes in 0..=7 {
        for forest in forests(nodes) {
            assert_eq!(
                by_shape.nim_value(&forest),
                plain.grundy(&forest),
                "{forest}"
            );
        }
    }
}

#[test]
fn one_contraction_doubles_the_value_by_brute_force_alone() {
    // The theorem behind the method, both sides by brute force: a tree is worth twice its
    // contraction (a forest, valued as a whole), plus one when its root is white.
    let mut brute = BruteForce::new();
    for nodes in 1..=11 {
        for tree in trees(nodes) {
            let forest = tree.as_forest();
            let colours = colouring(forest);
            let root_is_white = u64::from(colours[0] == Colour::White);
            let contracted = brute.nim_value(&contract(forest, &colours)).0;
            let expected = Nimber(2 * contracted + root_is_white);
            assert_eq!(brute.nim_value(forest), expected, "tree {tree}");
        }
    }
    // For a forest the low bit is the parity of its white roots.
    for nodes in 0..=9 {
        for forest in forests(nodes) {
            let colours = colouring(&forest);
            let white_roots = hackendot::white_roots(&forest, &colours) as u64;
            let contracted = brute.nim_value(&contract(&forest, &colours)).0;
            let expected = Nimber(2 * contracted + white_roots % 2);
            assert_eq!(brute.nim_value(&forest), expected, "forest {forest}");
        }
    }
}

#[test]
fn paths_are_nim_heaps() {
    let mut brute = BruteForce::new();
    for nodes in 0..=12 {
        assert_eq!(brute.nim_value(&Forest::path(nodes)), Nimber(nodes as u64));
    }
    for nodes in 0..=1000 {
        assert_eq!(nim_value(&Forest::path(nodes)), Nimber(nodes as u64));
    }
}

#[test]
fn the_first_player_wins_on_every_single_tree() {
    // von Neumann's strategy stealing, checked by playing every game out.
    let mut brute = BruteForce::new();
    let mut winners: Solver<Forest> = Solver::new();
    for nodes in 1..=12 {
        for tree in trees(nodes) {
            assert_ne!(brute.nim_value(tree.as_forest()), Nimber(0), "tree {tree}");
        }
    }
    for nodes in 1..=8 {
        for tree in trees(nodes) {
            let outcome = winners.outcome(tree.as_forest());
            assert_eq!(outcome, Outcome::FirstPlayerWins, "tree {tree}");
        }
    }
    // The stolen first move: some move wins, and taking only the root is not always it.
    let spider: Forest = "((())(()))".parse().unwrap();
    let root_only = spider.without_path_to(0);
    assert_eq!(nim_value(&root_only), Nimber(0));
    assert!(spider.options(Player::Left).len() == 5);
}

/// Random trees beyond exhaustive reach, each node's parent uniform among the earlier nodes.
#[test]
#[ignore = "slow without --release"]
fn ulehla_agrees_with_brute_force_on_larger_random_trees() {
    let mut random = fastrand::Rng::with_seed(7);
    let mut brute = BruteForce::new();
    for round in 0..100 {
        let nodes = random.usize(17..=30);
        // Half of them bushy (any earlier parent), half stringy (one of the last three).
        let reach = if round % 2 == 0 { nodes } else { 3 };
        let parents: Vec<Option<usize>> = (0..nodes)
            .map(|node| (node > 0).then(|| random.usize(node.saturating_sub(reach)..node)))
            .collect();
        let tree = Forest::from_parents(&parents).unwrap();
        assert_eq!(nim_value(&tree), brute.nim_value(&tree), "tree {tree}");
    }
}
