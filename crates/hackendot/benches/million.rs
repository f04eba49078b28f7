//! Úlehla's method on a million nodes, against one plain traversal of the same forest.
//!
//! Baseline: [`Forest::subtree_sizes`], one backward sweep over every node, measured in the same
//! run on the same forests.

use std::sync::LazyLock;

use divan::{Bencher, black_box};
use hackendot::{Forest, nim_value};

const MILLION: usize = 1_000_000;

fn main() {
    // Built before any timing, so that every bench meets the allocator in the same state.
    LazyLock::force(&RANDOM);
    LazyLock::force(&PATH);
    divan::main();
}

/// A random recursive tree: node `i`'s parent uniform among the nodes before it (fixed seed).
static RANDOM: LazyLock<Forest> = LazyLock::new(|| {
    let mut random = fastrand::Rng::with_seed(2024);
    let parents: Vec<Option<usize>> = (0..MILLION)
        .map(|node| (node > 0).then(|| random.usize(0..node)))
        .collect();
    Forest::from_parents(&parents).expect("a parent array of earlier nodes is a tree")
});

/// A path a million nodes deep.
static PATH: LazyLock<Forest> = LazyLock::new(|| Forest::path(MILLION));

#[divan::bench]
fn random_tree_traversal(bencher: Bencher) {
    let forest = &*RANDOM;
    bencher.bench(|| black_box(forest).subtree_sizes());
}

#[divan::bench]
fn random_tree_nim_value(bencher: Bencher) {
    let forest = &*RANDOM;
    bencher.bench(|| nim_value(black_box(forest)));
}

#[divan::bench]
fn path_traversal(bencher: Bencher) {
    let forest = &*PATH;
    bencher.bench(|| black_box(forest).subtree_sizes());
}

#[divan::bench]
fn path_nim_value(bencher: Bencher) {
    let forest = &*PATH;
    bencher.bench(|| nim_value(black_box(forest)));
}
