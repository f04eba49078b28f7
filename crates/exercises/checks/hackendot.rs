//! The checks of chapter 10's exercises, against the `hackendot` crate's brute force (the game
//! played out by its own rules) on every small tree and forest.

use game::Nimber;
use hackendot::{BruteForce, Colour, Forest, colouring, forests, nim_value, trees};

/// A forest as the exercises take it: each node's parent, numbered before it.
fn parents(forest: &Forest) -> Vec<Option<usize>> {
    (0..forest.len()).map(|node| forest.parent(node)).collect()
}

/// The spider with these legs, as a forest: a root, then each leg as a path hanging from it.
fn spider(legs: &[u64]) -> Forest {
    let mut parents = vec![None];
    for &leg in legs {
        for step in 0..leg {
            let above = if step == 0 { 0 } else { parents.len() - 1 };
            parents.push(Some(above));
        }
    }
    Forest::from_parents(&parents).expect("a spider is a tree")
}

/// Every list of `count` legs in decreasing order, each of at most `longest` nodes.
fn leg_lists(count: usize, longest: u64) -> Vec<Vec<u64>> {
    let mut lists = vec![vec![]];
    for _ in 0..count {
        lists = lists
            .iter()
            .flat_map(|list: &Vec<u64>| {
                let top = list.last().copied().unwrap_or(longest);
                (1..=top).map(move |leg| [list.clone(), vec![leg]].concat())
            })
            .collect();
    }
    lists
}

pub(crate) fn check_mex(answer: impl Fn(&[u64]) -> u64) {
    let cases: [(&[u64], u64); 7] = [
        (&[0, 1, 3], 2),
        (&[1, 2], 0),
        (&[], 0),
        (&[3, 0, 2, 1, 0], 4),
        (&[0, 0, 0], 1),
        (&[u64::MAX, 0], 1),
        (&[5, 4, 3, 2, 1, 0], 6),
    ];
    for (values, expected) in cases {
        expect_eq!(answer(values), expected, "mex({values:?})");
    }
    // The mex of the values a tree's moves lead to is the tree's value.
    let mut brute = BruteForce::new();
    for nodes in 1..=9 {
        for tree in trees(nodes) {
            let forest = tree.as_forest();
            let options: Vec<u64> = (0..forest.len())
                .map(|node| brute.nim_value(&forest.without_path_to(node)).0)
                .collect();
            let expected = brute.nim_value(forest).0;
            expect_eq!(
                answer(&options),
                expected,
                "mex({options:?}), the moves of {tree}"
            );
        }
    }
}

pub(crate) fn check_spider_value(answer: impl Fn(&[u64]) -> u64) {
    expect_eq!(answer(&[2, 2]), 1, "spider_value(&[2, 2])");
    expect_eq!(answer(&[]), 1, "spider_value(&[]), a single node");
    for nodes in 1..=40 {
        expect_eq!(
            answer(&[nodes - 1]),
            nodes,
            "spider_value(&[{}])",
            nodes - 1
        );
    }
    let mut brute = BruteForce::new();
    for count in 0..=4 {
        for legs in leg_lists(count, 8) {
            let tree = spider(&legs);
            // Every spider of up to 9 nodes by brute force, larger ones by Úlehla's method.
            let expected = if tree.len() <= 9 {
                brute.nim_value(&tree)
            } else {
                nim_value(&tree)
            };
            expect_eq!(answer(&legs), expected.0, "spider_value(&{legs:?})");
            let mut reversed = legs.clone();
            reversed.reverse();
            reversed.push(0);
            expect_eq!(answer(&reversed), expected.0, "spider_value(&{reversed:?})");
        }
    }
    expect_eq!(
        answer(&[1000, 999, 37]),
        nim_value(&spider(&[1000, 999, 37])).0,
        "spider_value(&[1000, 999, 37])"
    );
}

pub(crate) fn check_colouring(answer: impl Fn(&[Option<usize>]) -> Vec<Colour>) {
    use Colour::{Black, White};
    let spider = [None, Some(0), Some(1), Some(0), Some(3)];
    assert_eq!(answer(&spider), [White, Black, White, Black, White]);
    assert_eq!(answer(&[]), []);
    for nodes in 0..=9 {
        for forest in forests(nodes) {
            let parents = parents(&forest);
            assert_eq!(
                answer(&parents),
                colouring(&forest),
                "colouring(&{parents:?})"
            );
        }
    }
    // Parents need only come before their children, not in preorder: the root, its three
    // children, then a grandchild under each.
    let breadth_first = [None, Some(0), Some(0), Some(0), Some(1), Some(2), Some(2)];
    assert_eq!(
        answer(&breadth_first),
        [Black, Black, Black, White, White, White, White],
        "colouring(&{breadth_first:?})"
    );
    let path = parents(&Forest::path(2_001));
    let colours = answer(&path);
    assert_eq!(colours.len(), 2_001);
    assert_eq!(colours[0], White, "the root of a path of 2001 nodes");
    assert_eq!(colours[1], Black, "the second node of a path of 2001 nodes");
}

pub(crate) fn check_ulehla_value(answer: impl Fn(&[Option<usize>]) -> u64) {
    let spider = [None, Some(0), Some(1), Some(0), Some(3)];
    assert_eq!(answer(&spider), 1, "ulehla_value(&{spider:?})");
    assert_eq!(answer(&[]), 0, "ulehla_value(&[]), the empty forest");
    let mut brute = BruteForce::new();
    for nodes in 0..=9 {
        for forest in forests(nodes) {
            let parents = parents(&forest);
            let expected: Nimber = brute.nim_value(&forest);
            assert_eq!(
                answer(&parents),
                expected.0,
                "ulehla_value(&{parents:?}), {forest}"
            );
        }
    }
    for nodes in [100, 1_000, 4_321] {
        let path = parents(&Forest::path(nodes));
        assert_eq!(answer(&path), nodes as u64, "the path of {nodes} nodes");
    }
}
